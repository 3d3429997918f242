/**
 * A seller's sales and payout ledger as the seller console, the seller API and the CSV exports
 * read them. Everything is read from `payout_lines` (written by PayoutsService in the checkout's
 * transactions) through the caller's owner scope: a seller reaches only its own lines, an admin
 * every seller's or one seller's. Each list is two statements (count and page) and each series
 * or balance one, whatever the page size; the CSV exports read in keyset batches so a year of
 * sales streams out in constant memory.
 *
 * A sale counts on the day (UTC) its key was delivered, which for most orders is the day they
 * were placed, and for a pre-order the day its key arrived. A refund counts on its own day.
 */
import { CurrencyCode, KeyState, PayoutState } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { narrowScope, ownedSql, ownerScope, type OwnerScope } from "../../core/auth/index.js";
import { InvalidInputError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import { orderNumber } from "../orders/order-state.js";
import {
  MAX_SERIES_DAYS,
  type PayoutLineKind,
  SaleKeyStatus,
  type SellerBalanceView,
  type SellerPayoutLinesFilter,
  type SellerPayoutLineView,
  type SellerSalesDayView,
  type SellerSalesFilter,
  type SellerSaleView,
} from "./sales.types.js";

interface SaleRow {
  id: string;
  seller_id: number;
  order_number: number;
  ordered_at: Date;
  sold_at: Date;
  product_id: number;
  product_name: string;
  offer_id: number;
  key_id: string;
  gross: number;
  commission: number;
  net: number;
  currency: CurrencyCode;
  payout_state: PayoutState;
  refunded_at: Date | null;
  status: SaleKeyStatus;
  cursor_at: string;
}

interface LineRow {
  id: string;
  seller_id: number;
  kind: PayoutLineKind;
  created_at: Date;
  order_number: number;
  product_name: string;
  currency: CurrencyCode;
  gross: number;
  commission: number;
  net: number;
  state: PayoutState;
  paid_at: Date | null;
  reference: string | null;
  cursor_at: string;
}

/** Rows per statement of a CSV export. */
const EXPORT_BATCH = 1000;
const DAY_MS = 86_400_000;

const saleView = (r: SaleRow): SellerSaleView => ({
  id: String(r.id),
  sellerId: String(r.seller_id),
  orderNumber: orderNumber(r.order_number),
  orderedAt: r.ordered_at,
  soldAt: r.sold_at,
  productId: String(r.product_id),
  productName: r.product_name,
  offerId: String(r.offer_id),
  keyId: r.key_id,
  price: money(r.gross, r.currency),
  commission: money(r.commission, r.currency),
  net: money(r.net, r.currency),
  currency: r.currency,
  status: r.status,
  refundedAt: r.refunded_at,
  payoutState: r.payout_state,
});

const lineView = (r: LineRow): SellerPayoutLineView => ({
  id: String(r.id),
  sellerId: String(r.seller_id),
  kind: r.kind,
  createdAt: r.created_at,
  orderNumber: orderNumber(r.order_number),
  productName: r.product_name,
  currency: r.currency,
  gross: money(r.gross, r.currency),
  commission: money(r.commission, r.currency),
  net: money(r.net, r.currency),
  state: r.state,
  paidAt: r.paid_at,
  reference: r.reference,
});

/** What became of a sale's key: refunded when its reversal exists, else the key's state while it is still this sale's. */
const STATUS_SQL = `CASE WHEN r.id IS NOT NULL THEN '${SaleKeyStatus.Refunded}'
            WHEN k.order_item_id IS DISTINCT FROM l.order_item_id THEN '${SaleKeyStatus.Delivered}'
            WHEN k.state = ${KeyState.Revealed} THEN '${SaleKeyStatus.Revealed}'
            WHEN k.state = ${KeyState.NotDelivered} THEN '${SaleKeyStatus.NotDelivered}'
            WHEN k.state = ${KeyState.Changed} THEN '${SaleKeyStatus.Changed}'
            WHEN k.state = ${KeyState.Replaced} THEN '${SaleKeyStatus.Replaced}'
            ELSE '${SaleKeyStatus.Delivered}' END`;

/** Start of a UTC day as a timestamptz expression. */
const dayStart = (param: string) => `(${param}::date::timestamp AT TIME ZONE 'UTC')`;
const todayUtc = () => new Date().toISOString().slice(0, 10);
const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

function checkRange(from?: string | null, to?: string | null): void {
  if (from && to && from > to) throw new InvalidInputError("from must not be after to");
}

/** A seller id an admin passed; sellers' own scope ignores it (narrowScope). */
function sellerIdArg(sellerId?: string | null): number | null {
  if (sellerId == null) return null;
  if (!/^[1-9]\d{0,9}$/.test(sellerId) || Number(sellerId) > 2 ** 31 - 1) throw new InvalidInputError("sellerId must be a seller id");
  return Number(sellerId);
}

export class SalesService {
  /** The rows the caller may read for a permission, narrowed to one seller for an admin who asks. */
  private scope(ctx: RequestContext, permission: "sales:info" | "payouts:info", sellerId?: string | null): OwnerScope {
    return narrowScope(ownerScope(ctx, permission, "seller"), sellerIdArg(sellerId));
  }

  /** Conditions of the sales filter over `payout_lines l` (sale lines) joined to `order_items i`. */
  private salesWhere(scope: OwnerScope, filter: SellerSalesFilter | null | undefined, p: SqlParams): string[] {
    checkRange(filter?.from, filter?.to);
    const where = [`l.kind = 'sale'`, ownedSql(scope, "l.seller_id", (v) => p.add(v))];
    if (filter?.from) where.push(`l.created_at >= ${dayStart(p.add(filter.from))}`);
    if (filter?.to) where.push(`l.created_at < ${dayStart(`(${p.add(filter.to)}::date + 1)`)}`);
    if (filter?.productId) where.push(`i.product_id = ${p.add(Number(filter.productId))}`);
    if (filter?.currency) where.push(`l.currency = ${p.add(filter.currency)}`);
    return where;
  }

  private selectSales(where: string[], tail: string): string {
    return `SELECT l.id, l.seller_id, o.number AS order_number, o.created_at AS ordered_at, l.created_at AS sold_at, l.created_at::text AS cursor_at,
                   i.product_id, coalesce(t.name, i.name) AS product_name, i.offer_id, l.key_id, l.gross, l.commission, l.net, l.currency,
                   l.state AS payout_state, r.created_at AS refunded_at, ${STATUS_SQL} AS status
              FROM payout_lines l
              JOIN order_items i ON i.id = l.order_item_id
              JOIN orders o ON o.id = l.order_id
              JOIN product_keys k ON k.id = l.key_id
              LEFT JOIN product_translations t ON t.product_id = i.product_id AND t.locale = 'en'
              LEFT JOIN payout_lines r ON r.key_id = l.key_id AND r.order_item_id = l.order_item_id AND r.kind = 'reversal'
             WHERE ${where.join(" AND ")}
             ${tail}`;
  }

  /** One page of sold keys, newest first (two statements whatever the page size). */
  async sales(
    ctx: RequestContext,
    args: { sellerId?: string | null; filter?: SellerSalesFilter | null; skip: number; take: number },
  ): Promise<{ items: SellerSaleView[]; totalItems: number }> {
    const scope = this.scope(ctx, "sales:info", args.sellerId);
    const cp = new SqlParams();
    const countWhere = this.salesWhere(scope, args.filter, cp);
    const [{ n }] = await ctx.manager.query(
      `SELECT count(*)::int AS n FROM payout_lines l ${args.filter?.productId ? "JOIN order_items i ON i.id = l.order_item_id" : ""} WHERE ${countWhere.join(" AND ")}`,
      cp.values,
    );
    if (n === 0 || args.skip >= n) return { items: [], totalItems: n };
    const p = new SqlParams();
    const where = this.salesWhere(scope, args.filter, p);
    const rows: SaleRow[] = await ctx.manager.query(
      this.selectSales(where, `ORDER BY l.created_at DESC, l.id DESC LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}`),
      p.values,
    );
    return { items: rows.map(saleView), totalItems: n };
  }

  /**
   * Every sale matching the filter, newest first, in batches (for the CSV export): one statement
   * per batch, continuing after the last row of the previous one.
   */
  async *salesBatches(ctx: RequestContext, args: { sellerId?: string | null; filter?: SellerSalesFilter | null }): AsyncGenerator<SellerSaleView[]> {
    const scope = this.scope(ctx, "sales:info", args.sellerId);
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const p = new SqlParams();
      const where = this.salesWhere(scope, args.filter, p);
      if (after) where.push(`(l.created_at, l.id) < (${p.add(after.at)}::timestamptz, ${p.add(after.id)}::bigint)`);
      const rows: SaleRow[] = await ctx.manager.query(this.selectSales(where, `ORDER BY l.created_at DESC, l.id DESC LIMIT ${p.add(EXPORT_BATCH)}`), p.values);
      if (rows.length) yield rows.map(saleView);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: String(last.id) };
    }
  }

  /**
   * Keys sold and revenue per day (UTC) and currency, every day of the range present (zeros
   * included), for EUR and every currency with lines in the range (or only `currency`). One statement.
   */
  async salesDaily(
    ctx: RequestContext,
    args: { sellerId?: string | null; from?: string | null; to?: string | null; currency?: CurrencyCode | null },
  ): Promise<SellerSalesDayView[]> {
    const scope = this.scope(ctx, "sales:info", args.sellerId);
    const to = args.to ?? (args.from ? addDays(args.from, 29) : todayUtc());
    const from = args.from ?? addDays(to, -29);
    checkRange(from, to);
    const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;
    if (days > MAX_SERIES_DAYS) throw new InvalidInputError(`The range must not be longer than ${MAX_SERIES_DAYS} days`);
    const p = new SqlParams();
    const f = p.add(from);
    const t = p.add(to);
    const owned = ownedSql(scope, "l.seller_id", (v) => p.add(v));
    const range = `l.created_at >= ${dayStart(f)} AND l.created_at < ${dayStart(`(${t}::date + 1)`)}`;
    const currencies = args.currency
      ? `SELECT ${p.add(args.currency)}::text AS currency`
      : `SELECT 'eur'::text AS currency UNION SELECT DISTINCT l.currency FROM lines l`;
    const rows: { day: string; currency: CurrencyCode; keys: number; gross: string; net: string; refunded_keys: number; refunded: string }[] =
      await ctx.manager.query(
        `WITH lines AS (SELECT l.* FROM payout_lines l WHERE ${owned} AND ${range}),
              days AS (SELECT d::date AS day FROM generate_series(${f}::date, ${t}::date, interval '1 day') AS d),
              cur AS (${currencies}),
              agg AS (SELECT (l.created_at AT TIME ZONE 'UTC')::date AS day, l.currency,
                             count(*) FILTER (WHERE l.kind = 'sale')::int AS keys,
                             coalesce(sum(l.gross) FILTER (WHERE l.kind = 'sale'), 0)::bigint AS gross,
                             coalesce(sum(l.net) FILTER (WHERE l.kind = 'sale'), 0)::bigint AS net,
                             count(*) FILTER (WHERE l.kind = 'reversal')::int AS refunded_keys,
                             coalesce(-sum(l.gross) FILTER (WHERE l.kind = 'reversal'), 0)::bigint AS refunded
                        FROM lines l GROUP BY 1, 2)
         SELECT to_char(days.day, 'YYYY-MM-DD') AS day, cur.currency, coalesce(agg.keys, 0) AS keys, coalesce(agg.gross, 0) AS gross,
                coalesce(agg.net, 0) AS net, coalesce(agg.refunded_keys, 0) AS refunded_keys, coalesce(agg.refunded, 0) AS refunded
           FROM days CROSS JOIN cur LEFT JOIN agg ON agg.day = days.day AND agg.currency = cur.currency
          ORDER BY days.day, array_position(ARRAY['eur', 'usd', 'gbp'], cur.currency)`,
        p.values,
      );
    return rows.map((r) => ({
      day: r.day,
      currency: r.currency,
      keys: r.keys,
      gross: money(Number(r.gross), r.currency),
      net: money(Number(r.net), r.currency),
      refundedKeys: r.refunded_keys,
      refunded: money(Number(r.refunded), r.currency),
    }));
  }

  private linesWhere(scope: OwnerScope, filter: SellerPayoutLinesFilter | null | undefined, p: SqlParams): string[] {
    checkRange(filter?.from, filter?.to);
    const where = [ownedSql(scope, "l.seller_id", (v) => p.add(v))];
    if (filter?.from) where.push(`l.created_at >= ${dayStart(p.add(filter.from))}`);
    if (filter?.to) where.push(`l.created_at < ${dayStart(`(${p.add(filter.to)}::date + 1)`)}`);
    if (filter?.currency) where.push(`l.currency = ${p.add(filter.currency)}`);
    if (filter?.state != null) where.push(`l.state = ${p.add(filter.state)}`);
    return where;
  }

  private selectLines(where: string[], tail: string): string {
    return `SELECT l.id, l.seller_id, l.kind, l.created_at, l.created_at::text AS cursor_at, o.number AS order_number,
                   coalesce(t.name, i.name) AS product_name, l.currency, l.gross, l.commission, l.net, l.state, l.paid_at, l.reference
              FROM payout_lines l
              JOIN order_items i ON i.id = l.order_item_id
              JOIN orders o ON o.id = l.order_id
              LEFT JOIN product_translations t ON t.product_id = i.product_id AND t.locale = 'en'
             WHERE ${where.join(" AND ")}
             ${tail}`;
  }

  /** One page of the payout ledger, newest first (two statements whatever the page size). */
  async payoutLines(
    ctx: RequestContext,
    args: { sellerId?: string | null; filter?: SellerPayoutLinesFilter | null; skip: number; take: number },
  ): Promise<{ items: SellerPayoutLineView[]; totalItems: number }> {
    const scope = this.scope(ctx, "payouts:info", args.sellerId);
    const cp = new SqlParams();
    const [{ n }] = await ctx.manager.query(
      `SELECT count(*)::int AS n FROM payout_lines l WHERE ${this.linesWhere(scope, args.filter, cp).join(" AND ")}`,
      cp.values,
    );
    if (n === 0 || args.skip >= n) return { items: [], totalItems: n };
    const p = new SqlParams();
    const where = this.linesWhere(scope, args.filter, p);
    const rows: LineRow[] = await ctx.manager.query(
      this.selectLines(where, `ORDER BY l.created_at DESC, l.id DESC LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}`),
      p.values,
    );
    return { items: rows.map(lineView), totalItems: n };
  }

  /** Every ledger line matching the filter, newest first, in batches (for the CSV export). */
  async *payoutLineBatches(
    ctx: RequestContext,
    args: { sellerId?: string | null; filter?: SellerPayoutLinesFilter | null },
  ): AsyncGenerator<SellerPayoutLineView[]> {
    const scope = this.scope(ctx, "payouts:info", args.sellerId);
    let after: { at: string; id: string } | null = null;
    for (;;) {
      const p = new SqlParams();
      const where = this.linesWhere(scope, args.filter, p);
      if (after) where.push(`(l.created_at, l.id) < (${p.add(after.at)}::timestamptz, ${p.add(after.id)}::bigint)`);
      const rows: LineRow[] = await ctx.manager.query(this.selectLines(where, `ORDER BY l.created_at DESC, l.id DESC LIMIT ${p.add(EXPORT_BATCH)}`), p.values);
      if (rows.length) yield rows.map(lineView);
      if (rows.length < EXPORT_BATCH) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor_at, id: String(last.id) };
    }
  }

  /** The balance per currency (EUR, USD, GBP order; currencies without lines left out). One statement. */
  async balances(ctx: RequestContext, args: { sellerId?: string | null }): Promise<SellerBalanceView[]> {
    const scope = this.scope(ctx, "payouts:info", args.sellerId);
    const p = new SqlParams();
    const rows: { currency: CurrencyCode; waiting: string; payed: string; waiting_lines: number; last_paid_at: Date | null }[] = await ctx.manager.query(
      `SELECT l.currency,
              coalesce(sum(l.net) FILTER (WHERE l.state = ${PayoutState.Waiting}), 0)::bigint AS waiting,
              coalesce(sum(l.net) FILTER (WHERE l.state = ${PayoutState.Payed}), 0)::bigint AS payed,
              count(*) FILTER (WHERE l.state = ${PayoutState.Waiting})::int AS waiting_lines,
              max(l.paid_at) AS last_paid_at
         FROM payout_lines l WHERE ${ownedSql(scope, "l.seller_id", (v) => p.add(v))}
        GROUP BY l.currency ORDER BY array_position(ARRAY['eur', 'usd', 'gbp'], l.currency)`,
      p.values,
    );
    return rows.map((r) => ({
      currency: r.currency,
      waiting: money(Number(r.waiting), r.currency),
      payed: money(Number(r.payed), r.currency),
      waitingLines: r.waiting_lines,
      lastPaidAt: r.last_paid_at,
    }));
  }
}
