/**
 * The admin dashboard (/admin) and the attribution report. Every figure is computed in SQL over
 * the whole period, with a fixed number of statements whatever the data's size:
 *
 *  - counted orders: paid (`paid_at` set) and not Cancelled, dated by `paid_at` (UTC days);
 *    revenue is `total - refunded_amount` (net of refunds), per currency, never converted;
 *  - top products and sellers: the order lines of the counted orders, keys less refunded ones,
 *    revenue pro rata of the keys kept, the best TOP_ROWS per currency;
 *  - low stock: sellable offers (enabled, state Enabled, shop Enabled) with `stock` (usable keys:
 *    Available + Using) under LOW_STOCK_BELOW, the emptiest first and among them the best-selling;
 *  - queues: orders in status Manual (review) and shops in state Waiting (approval), now;
 *  - attribution: the tracking values each order recorded at checkout (only consented cookies,
 *    see server/ssr/tracking.ts checkoutTracking) mapped to source, channel and campaign by
 *    ATTRIBUTION_SQL below.
 */
import { CurrencyCode, EnabledState, OrderStatus } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { ownerScope } from "../../core/auth/index.js";
import { ForbiddenError, InvalidInputError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import { MAX_SERIES_DAYS } from "../payouts/sales.types.js";
import {
  type AdminDashboardView,
  AttributionDimension,
  type AttributionReportView,
  type AttributionRowView,
  LOW_STOCK_BELOW,
  LOW_STOCK_ROWS,
  TOP_ROWS,
} from "./dashboard.types.js";

const DAY_MS = 86_400_000;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const dayStart = (param: string) => `(${param}::date::timestamp AT TIME ZONE 'UTC')`;
const CURRENCY_ORDER = "array_position(ARRAY['eur', 'usd', 'gbp'], currency)";

/** Orders that count as sales (paid, not cancelled), `o` being `orders`. */
const COUNTED = `o.paid_at IS NOT NULL AND o.status <> ${OrderStatus.Cancelled}`;

/**
 * How an order's recorded tracking values (`o.tracking`) map to the report's dimensions:
 *  - source: utm_source (lower-cased); else the affiliate `aff:<code>`; else the network: awin
 *    (awc or awin_source), admitad (admitad_uid), google (gclid); else "direct";
 *  - channel: chan; else utm_medium (lower-cased); else "(none)";
 *  - campaign: utm_campaign; else "(none)".
 */
export const ATTRIBUTION_SQL: Record<AttributionDimension, string> = {
  [AttributionDimension.SOURCE]: `CASE
      WHEN coalesce(o.tracking->>'utm_source', '') <> '' THEN lower(o.tracking->>'utm_source')
      WHEN coalesce(o.tracking->>'aff', '') <> '' THEN 'aff:' || (o.tracking->>'aff')
      WHEN o.tracking ? 'awc' OR o.tracking ? 'awin_source' THEN 'awin'
      WHEN o.tracking ? 'admitad_uid' THEN 'admitad'
      WHEN o.tracking ? 'gclid' THEN 'google'
      ELSE 'direct' END`,
  [AttributionDimension.CHANNEL]: `coalesce(nullif(o.tracking->>'chan', ''), nullif(lower(o.tracking->>'utm_medium'), ''), '(none)')`,
  [AttributionDimension.CAMPAIGN]: `coalesce(nullif(o.tracking->>'utm_campaign', ''), '(none)')`,
};

const DIMENSION_COLUMN: Record<AttributionDimension, "source" | "channel" | "campaign"> = {
  [AttributionDimension.SOURCE]: "source",
  [AttributionDimension.CHANNEL]: "channel",
  [AttributionDimension.CAMPAIGN]: "campaign",
};

/** The period asked for: `to` defaults to today, `from` to 29 days before `to`; checked. */
export function dashboardRange(args: { from?: string | null; to?: string | null }): { from: string; to: string } {
  const to = args.to ?? (args.from ? addDays(args.from, 29) : todayUtc());
  const from = args.from ?? addDays(to, -29);
  if (from > to) throw new InvalidInputError("from must not be after to");
  if (Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1 > MAX_SERIES_DAYS)
    throw new InvalidInputError(`The range must not be longer than ${MAX_SERIES_DAYS} days`);
  return { from, to };
}

interface DayRow {
  day: string;
  currency: CurrencyCode;
  orders: number;
  revenue: string;
}
interface TopRow {
  id: number;
  name: string;
  currency: CurrencyCode;
  keys: number;
  revenue: string;
}

export class AdminDashboardService {
  /** Every row or FORBIDDEN: the dashboard is the whole shop's (admins). */
  private requireAdmin(ctx: RequestContext): void {
    if (ownerScope(ctx, "dashboard:info", "customer").kind !== "all") throw new ForbiddenError();
  }

  /** The dashboard of a period: five statements whatever the data's size. */
  async dashboard(ctx: RequestContext, args: { from?: string | null; to?: string | null }): Promise<AdminDashboardView> {
    this.requireAdmin(ctx);
    const { from, to } = dashboardRange(args);
    const range = (column: string) => `${column} >= ${dayStart("$1")} AND ${column} < ${dayStart("($2::date + 1)")}`;
    const q = <T>(sql: string, values: unknown[] = [from, to]): Promise<T[]> => ctx.manager.query(sql, values);

    const daily = q<DayRow>(
      `WITH counted AS (SELECT o.* FROM orders o WHERE ${COUNTED} AND ${range("o.paid_at")}),
            days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d),
            cur AS (SELECT 'eur'::text AS currency UNION SELECT DISTINCT currency FROM counted),
            agg AS (SELECT (paid_at AT TIME ZONE 'UTC')::date AS day, currency, count(*)::int AS orders,
                           sum(total - refunded_amount)::bigint AS revenue
                      FROM counted GROUP BY 1, 2)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day, cur.currency, coalesce(agg.orders, 0) AS orders, coalesce(agg.revenue, 0) AS revenue
         FROM days CROSS JOIN cur LEFT JOIN agg ON agg.day = days.day AND agg.currency = cur.currency
        ORDER BY days.day, array_position(ARRAY['eur', 'usd', 'gbp'], cur.currency)`,
    );

    // Products and sellers in one statement: the kept keys of the counted orders' lines.
    const top = q<TopRow & { kind: "product" | "seller" }>(
      `WITH lines AS (
              SELECT i.product_id, i.seller_id, i.name, o.currency, (i.quantity - i.refunded_quantity) AS keys,
                     round(i.total::numeric * (i.quantity - i.refunded_quantity) / i.quantity)::bigint AS revenue
                FROM order_items i JOIN orders o ON o.id = i.order_id
               WHERE ${COUNTED} AND ${range("o.paid_at")} AND i.quantity > i.refunded_quantity),
            products AS (
              SELECT 'product'::text AS kind, l.product_id AS id, coalesce(max(t.name), max(l.name)) AS name, l.currency,
                     sum(l.keys)::int AS keys, sum(l.revenue)::bigint AS revenue
                FROM lines l LEFT JOIN product_translations t ON t.product_id = l.product_id AND t.locale = 'en'
               GROUP BY l.product_id, l.currency),
            sellers AS (
              SELECT 'seller'::text AS kind, l.seller_id AS id, max(s.name) AS name, l.currency,
                     sum(l.keys)::int AS keys, sum(l.revenue)::bigint AS revenue
                FROM lines l JOIN seller_profiles s ON s.id = l.seller_id
               GROUP BY l.seller_id, l.currency),
            ranked AS (
              SELECT x.*, row_number() OVER (PARTITION BY x.kind, x.currency ORDER BY x.revenue DESC, x.keys DESC, x.id) AS rank
                FROM (SELECT * FROM products UNION ALL SELECT * FROM sellers) x)
       SELECT kind, id, name, currency, keys, revenue FROM ranked WHERE rank <= ${TOP_ROWS}
        ORDER BY kind, ${CURRENCY_ORDER}, rank`,
    );

    const lowStock = q<{ offer_id: number; product_id: number; product_name: string; seller_id: number; seller_name: string; stock: number; total: number }>(
      `SELECT f.id AS offer_id, f.product_id, coalesce(t.name, '#' || f.product_id) AS product_name, f.seller_id, s.name AS seller_name,
              f.stock, count(*) OVER ()::int AS total
         FROM offers f
         JOIN seller_profiles s ON s.id = f.seller_id
         LEFT JOIN product_translations t ON t.product_id = f.product_id AND t.locale = 'en'
        WHERE f.enabled AND f.state = ${EnabledState.Enabled} AND f.seller_state = ${EnabledState.Enabled} AND f.stock < $1
        ORDER BY f.stock, f.sales_count DESC, f.id
        LIMIT $2`,
      [LOW_STOCK_BELOW, LOW_STOCK_ROWS],
    );

    const signups = q<{ day: string; count: number; review: number; pending: number }>(
      `WITH days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') AS d),
            agg AS (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n FROM users WHERE ${range("created_at")} GROUP BY 1)
       SELECT to_char(days.day, 'YYYY-MM-DD') AS day, coalesce(agg.n, 0) AS count,
              (SELECT count(*)::int FROM orders WHERE status = ${OrderStatus.Manual}) AS review,
              (SELECT count(*)::int FROM seller_profiles WHERE state = ${EnabledState.Waiting}) AS pending
         FROM days LEFT JOIN agg ON agg.day = days.day
        ORDER BY days.day`,
    );

    const [dayRows, topRows, lowRows, signupRows] = await Promise.all([daily, top, lowStock, signups]);
    const totals = new Map<CurrencyCode, { orders: number; revenue: number }>();
    for (const r of dayRows) {
      const t = totals.get(r.currency) ?? { orders: 0, revenue: 0 };
      t.orders += r.orders;
      t.revenue += Number(r.revenue);
      totals.set(r.currency, t);
    }
    const topView = (r: TopRow) => ({ name: r.name, currency: r.currency, keys: r.keys, revenue: money(Number(r.revenue), r.currency) });
    return {
      from,
      to,
      daily: dayRows.map((r) => ({ day: r.day, currency: r.currency, orders: r.orders, revenue: money(Number(r.revenue), r.currency) })),
      totals: [...totals].map(([currency, t]) => ({ currency, orders: t.orders, revenue: money(t.revenue, currency) })),
      topProducts: topRows.filter((r) => r.kind === "product").map((r) => ({ productId: String(r.id), ...topView(r) })),
      topSellers: topRows.filter((r) => r.kind === "seller").map((r) => ({ sellerId: String(r.id), ...topView(r) })),
      lowStock: lowRows.map((r) => ({
        offerId: String(r.offer_id),
        productId: String(r.product_id),
        productName: r.product_name,
        sellerId: String(r.seller_id),
        sellerName: r.seller_name,
        stock: r.stock,
      })),
      lowStockTotal: lowRows[0]?.total ?? 0,
      reviewQueue: signupRows[0]?.review ?? 0,
      pendingSellers: signupRows[0]?.pending ?? 0,
      signups: signupRows.map((r) => ({ day: r.day, count: r.count })),
      signupsTotal: signupRows.reduce((n, r) => n + r.count, 0),
    };
  }

  /**
   * Counted orders of the period and their revenue grouped by the chosen dimensions and currency,
   * most revenue first. One statement; the number of rows is bounded by the distinct values.
   */
  async attribution(
    ctx: RequestContext,
    args: { from?: string | null; to?: string | null; groupBy?: AttributionDimension[] | null },
  ): Promise<AttributionReportView> {
    this.requireAdmin(ctx);
    const { from, to } = dashboardRange(args);
    const dims = Object.values(AttributionDimension).filter((d) => (args.groupBy?.length ? args.groupBy : [AttributionDimension.SOURCE]).includes(d));
    const p = new SqlParams();
    const f = p.add(from);
    const t = p.add(to);
    const selected = dims.map((d) => `${ATTRIBUTION_SQL[d]} AS ${DIMENSION_COLUMN[d]}`);
    const groups = dims.map((_, i) => String(i + 1));
    const rows: { source?: string; channel?: string; campaign?: string; currency: CurrencyCode; orders: number; revenue: string }[] = await ctx.manager.query(
      `SELECT ${[...selected, "o.currency"].join(", ")}, count(*)::int AS orders, sum(o.total - o.refunded_amount)::bigint AS revenue
           FROM orders o
          WHERE ${COUNTED} AND o.paid_at >= ${dayStart(f)} AND o.paid_at < ${dayStart(`(${t}::date + 1)`)}
          GROUP BY ${[...groups, String(dims.length + 1)].join(", ")}
          ORDER BY revenue DESC, orders DESC, ${[...groups, String(dims.length + 1)].join(", ")}`,
      p.values,
    );
    const out: AttributionRowView[] = rows.map((r) => ({
      source: r.source ?? null,
      channel: r.channel ?? null,
      campaign: r.campaign ?? null,
      currency: r.currency,
      orders: r.orders,
      revenue: money(Number(r.revenue), r.currency),
    }));
    return { from, to, groupBy: dims, rows: out };
  }
}
