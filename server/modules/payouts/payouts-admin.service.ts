/**
 * The admin's view of the payout ledger: balances per seller and currency (what is owed, since
 * when, the last payout), the payouts recorded so far (payout_batches, written by
 * PayoutsService.recordPayout) and a preview of what a payout would settle. Admins only: a
 * seller's own balances are SalesService's. Each page is one statement whatever its size
 * (the total comes with the page), and the CSV exports read in batches.
 */
import { CurrencyCode, PayoutState } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { ownerScope } from "../../core/auth/index.js";
import type { Permission } from "../../core/auth/permissions.js";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import { orderNumber } from "../orders/order-state.js";
import {
  type PayoutBalanceListView,
  PayoutBalanceSort,
  type PayoutBalancesFilter,
  type PayoutBalanceView,
  type PayoutBatchesFilter,
  type PayoutBatchListView,
  type PayoutBatchView,
  type PayoutPreviewView,
} from "./payouts-admin.types.js";
import type { PayoutLineKind } from "./sales.types.js";

/** Rows per statement of a CSV export. */
const EXPORT_BATCH = 1000;

/** What a seller search matches: shop name, legal name, VAT number, business email, owner's email. */
const SELLER_SEARCHED = `lower(s.name || ' ' || s.registration_name || ' ' || s.vat_number || ' ' || s.email || ' ' || u.email)`;
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const BALANCE_ORDER: Record<PayoutBalanceSort, string> = {
  [PayoutBalanceSort.WAITING_DESC]: "waiting DESC, seller_name, seller_id, currency",
  [PayoutBalanceSort.OLDEST_WAITING]: "oldest_waiting_at ASC NULLS LAST, seller_name, seller_id, currency",
  [PayoutBalanceSort.SELLER]: "seller_name, seller_id, array_position(ARRAY['eur', 'usd', 'gbp'], currency)",
};

function sellerIdOf(id: string): number {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) throw new NotFoundError("Seller");
  return Number(id);
}

function batchIdOf(id: string): string {
  if (!/^[1-9]\d{0,17}$/.test(id)) throw new NotFoundError("Payout");
  return id;
}

interface BalanceRow {
  total: number;
  seller_id: number | null;
  seller_name: string;
  seller_email: string;
  currency: CurrencyCode;
  waiting: string;
  waiting_lines: number;
  payed: string;
  oldest_waiting_at: Date | null;
  last_paid_at: Date | null;
  last_reference: string | null;
}

interface BatchRow {
  total: number;
  id: string | null;
  seller_id: number;
  seller_name: string;
  seller_email: string;
  currency: CurrencyCode;
  reference: string;
  up_to: Date;
  lines: number;
  gross: string;
  commission: string;
  net: string;
  created_at: Date;
  creator_id: string | null;
  creator_email: string | null;
  creator_name: string | null;
}

/** One line of a payout, as its CSV export shows it. */
export interface PayoutBatchLine {
  id: string;
  kind: PayoutLineKind;
  createdAt: Date;
  orderNumber: string;
  productName: string;
  keyId: string;
  currency: CurrencyCode;
  gross: number;
  commission: number;
  net: number;
}

const sellerRef = (r: { seller_id: number; seller_name: string; seller_email: string }) => ({
  id: String(r.seller_id),
  name: r.seller_name,
  email: r.seller_email,
});

const balanceView = (r: BalanceRow): PayoutBalanceView => ({
  seller: sellerRef(r as BalanceRow & { seller_id: number }),
  currency: r.currency,
  waiting: money(Number(r.waiting), r.currency),
  waitingLines: r.waiting_lines,
  payed: money(Number(r.payed), r.currency),
  oldestWaitingAt: r.oldest_waiting_at,
  lastPaidAt: r.last_paid_at,
  lastReference: r.last_reference,
});

const batchView = (r: BatchRow): PayoutBatchView => ({
  id: String(r.id),
  seller: sellerRef(r),
  currency: r.currency,
  reference: r.reference,
  upTo: r.up_to,
  lines: r.lines,
  gross: money(Number(r.gross), r.currency),
  commission: money(Number(r.commission), r.currency),
  net: money(Number(r.net), r.currency),
  createdAt: r.created_at,
  createdBy: r.creator_id ? { id: r.creator_id, email: r.creator_email ?? "", name: (r.creator_name ?? "").trim() } : null,
});

export class PayoutsAdminService {
  /** Every seller's rows, or FORBIDDEN: sellers read their own ledger through SalesService. */
  private requireAll(ctx: RequestContext, permission: Permission): void {
    if (ownerScope(ctx, permission, "seller").kind !== "all") throw new ForbiddenError();
  }

  /**
   * A page of balances, one per seller and currency with ledger lines, in one statement (the
   * total comes with the page, also past its end).
   */
  async balances(
    ctx: RequestContext,
    args: { filter?: PayoutBalancesFilter | null; sort?: PayoutBalanceSort | null; skip: number; take: number },
  ): Promise<PayoutBalanceListView> {
    this.requireAll(ctx, "payouts:info");
    const p = new SqlParams();
    const where = ["TRUE"];
    const f = args.filter;
    if (f?.currency) where.push(`l.currency = ${p.add(f.currency)}`);
    const search = f?.search?.trim();
    if (search) where.push(`(${SELLER_SEARCHED} LIKE ${p.add(likePattern(search))} OR s.id::text = ${p.add(search)})`);
    const having = f?.waitingOnly ? `HAVING count(*) FILTER (WHERE l.state = ${PayoutState.Waiting}) > 0` : "";
    const order = BALANCE_ORDER[args.sort ?? PayoutBalanceSort.WAITING_DESC];
    const rows: BalanceRow[] = await ctx.manager.query(
      `WITH b AS (
         SELECT s.id AS seller_id, s.name AS seller_name, s.email AS seller_email, l.currency,
                coalesce(sum(l.net) FILTER (WHERE l.state = ${PayoutState.Waiting}), 0)::bigint AS waiting,
                count(*) FILTER (WHERE l.state = ${PayoutState.Waiting})::int AS waiting_lines,
                coalesce(sum(l.net) FILTER (WHERE l.state = ${PayoutState.Payed}), 0)::bigint AS payed,
                min(l.created_at) FILTER (WHERE l.state = ${PayoutState.Waiting}) AS oldest_waiting_at,
                max(l.paid_at) AS last_paid_at
           FROM payout_lines l
           JOIN seller_profiles s ON s.id = l.seller_id
           JOIN users u ON u.id = s.user_id
          WHERE ${where.join(" AND ")}
          GROUP BY s.id, l.currency ${having}),
       page AS (SELECT * FROM b ORDER BY ${order} LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)})
       SELECT (SELECT count(*) FROM b)::int AS total, page.*, lb.reference AS last_reference
         FROM (SELECT 1) one
         LEFT JOIN page ON true
         LEFT JOIN LATERAL (SELECT pb.reference FROM payout_batches pb
                             WHERE pb.seller_id = page.seller_id AND pb.currency = page.currency
                             ORDER BY pb.created_at DESC, pb.id DESC LIMIT 1) lb ON true
        ORDER BY ${order}`,
      p.values,
    );
    return { items: rows.filter((r) => r.seller_id != null).map(balanceView), totalItems: rows[0]?.total ?? 0 };
  }

  /** Every balance matching the filter, in the list's order, in batches (for the CSV export). */
  async *balanceBatches(
    ctx: RequestContext,
    args: { filter?: PayoutBalancesFilter | null; sort?: PayoutBalanceSort | null },
  ): AsyncGenerator<PayoutBalanceView[]> {
    for (let skip = 0; ; skip += EXPORT_BATCH) {
      const page = await this.balances(ctx, { ...args, skip, take: EXPORT_BATCH });
      if (page.items.length) yield page.items;
      if (page.items.length < EXPORT_BATCH) return;
    }
  }

  /** A page of recorded payouts, newest first, in one statement. */
  async batches(ctx: RequestContext, args: { filter?: PayoutBatchesFilter | null; skip: number; take: number }): Promise<PayoutBatchListView> {
    this.requireAll(ctx, "payouts:info");
    const p = new SqlParams();
    const where = ["TRUE"];
    const f = args.filter;
    if (f?.currency) where.push(`pb.currency = ${p.add(f.currency)}`);
    if (f?.sellerId) where.push(`pb.seller_id = ${p.add(sellerIdOf(f.sellerId))}`);
    const search = f?.search?.trim();
    if (search) {
      const like = p.add(likePattern(search));
      where.push(`(lower(pb.reference) LIKE ${like} OR ${SELLER_SEARCHED} LIKE ${like})`);
    }
    const rows: BatchRow[] = await ctx.manager.query(
      `WITH f AS (
         SELECT pb.* FROM payout_batches pb
           JOIN seller_profiles s ON s.id = pb.seller_id
           JOIN users u ON u.id = s.user_id
          WHERE ${where.join(" AND ")}),
       page AS (SELECT * FROM f ORDER BY created_at DESC, id DESC LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)})
       SELECT (SELECT count(*) FROM f)::int AS total, page.id, page.seller_id, s.name AS seller_name, s.email AS seller_email, page.currency,
              page.reference, page.up_to, page.lines, page.gross, page.commission, page.net, page.created_at,
              c.id AS creator_id, c.email AS creator_email, trim(coalesce(c.name, '') || ' ' || coalesce(c.surname, '')) AS creator_name
         FROM (SELECT 1) one
         LEFT JOIN page ON true
         LEFT JOIN seller_profiles s ON s.id = page.seller_id
         LEFT JOIN users c ON c.id = page.created_by
        ORDER BY page.created_at DESC, page.id DESC`,
      p.values,
    );
    return { items: rows.filter((r) => r.id != null).map(batchView), totalItems: rows[0]?.total ?? 0 };
  }

  /** One recorded payout; an unknown id is NOT_FOUND. */
  async batch(ctx: RequestContext, id: string): Promise<PayoutBatchView> {
    this.requireAll(ctx, "payouts:info");
    const rows: BatchRow[] = await ctx.manager.query(
      `SELECT 1 AS total, pb.id, pb.seller_id, s.name AS seller_name, s.email AS seller_email, pb.currency, pb.reference, pb.up_to, pb.lines,
              pb.gross, pb.commission, pb.net, pb.created_at,
              c.id AS creator_id, c.email AS creator_email, trim(coalesce(c.name, '') || ' ' || coalesce(c.surname, '')) AS creator_name
         FROM payout_batches pb JOIN seller_profiles s ON s.id = pb.seller_id LEFT JOIN users c ON c.id = pb.created_by
        WHERE pb.id = $1`,
      [batchIdOf(id)],
    );
    if (!rows[0]) throw new NotFoundError("Payout");
    return batchView(rows[0]);
  }

  /**
   * The lines a payout settled, oldest first, in batches (for its CSV export). An unknown id is
   * NOT_FOUND before anything is sent.
   */
  async *batchLines(ctx: RequestContext, id: string): AsyncGenerator<PayoutBatchLine[]> {
    const batch = await this.batch(ctx, id);
    let after = "0";
    for (;;) {
      const rows: {
        id: string;
        kind: PayoutLineKind;
        created_at: Date;
        order_number: number;
        product_name: string;
        key_id: string;
        currency: CurrencyCode;
        gross: number;
        commission: number;
        net: number;
      }[] = await ctx.manager.query(
        `SELECT l.id, l.kind, l.created_at, o.number AS order_number, coalesce(t.name, i.name) AS product_name, l.key_id, l.currency,
                l.gross, l.commission, l.net
           FROM payout_lines l
           JOIN order_items i ON i.id = l.order_item_id
           JOIN orders o ON o.id = l.order_id
           LEFT JOIN product_translations t ON t.product_id = i.product_id AND t.locale = 'en'
          WHERE l.batch_id = $1 AND l.id > $2
          ORDER BY l.id LIMIT $3`,
        [batch.id, after, EXPORT_BATCH],
      );
      if (rows.length)
        yield rows.map((r) => ({
          id: String(r.id),
          kind: r.kind,
          createdAt: r.created_at,
          orderNumber: orderNumber(r.order_number),
          productName: r.product_name,
          keyId: r.key_id,
          currency: r.currency,
          gross: r.gross,
          commission: r.commission,
          net: r.net,
        }));
      if (rows.length < EXPORT_BATCH) return;
      after = String(rows[rows.length - 1]!.id);
    }
  }

  /** What recording a payout for this seller and currency would settle now (reads; locks nothing). */
  async preview(ctx: RequestContext, args: { sellerId: string; currency: CurrencyCode; upTo?: Date | null }): Promise<PayoutPreviewView> {
    this.requireAll(ctx, "payouts:edit");
    if (args.upTo && Number.isNaN(args.upTo.getTime())) throw new InvalidInputError("upTo must be a date");
    const [row]: { seller_id: number; seller_name: string; seller_email: string; up_to: Date; n: number; gross: string; commission: string; net: string }[] =
      await ctx.manager.query(
        `SELECT s.id AS seller_id, s.name AS seller_name, s.email AS seller_email, coalesce($3::timestamptz, now()) AS up_to,
                count(l.id)::int AS n, coalesce(sum(l.gross), 0)::bigint AS gross, coalesce(sum(l.commission), 0)::bigint AS commission,
                coalesce(sum(l.net), 0)::bigint AS net
           FROM seller_profiles s
           LEFT JOIN payout_lines l ON l.seller_id = s.id AND l.currency = $2 AND l.state = ${PayoutState.Waiting}
                                   AND l.created_at <= coalesce($3::timestamptz, now())
          WHERE s.id = $1
          GROUP BY s.id`,
        [sellerIdOf(args.sellerId), args.currency, args.upTo ?? null],
      );
    if (!row) throw new NotFoundError("Seller");
    return {
      seller: sellerRef(row),
      currency: args.currency,
      upTo: row.up_to,
      lines: row.n,
      gross: money(Number(row.gross), args.currency),
      commission: money(Number(row.commission), args.currency),
      net: money(Number(row.net), args.currency),
    };
  }
}
