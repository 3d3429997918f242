/**
 * The sellers' payout ledger. Each delivered key writes a `sale` line for its seller: the price the
 * buyer paid for that key (the line's total after its coupon share, split exactly over its keys),
 * the marketplace's commission (the shop's own, set by an admin, or else the marketplace's
 * MARKETPLACE_COMMISSION_PERCENT, as they are when the key is delivered) and the seller's net, Waiting
 * until a payout batch marks it Payed. A refunded key writes a `reversal` line with the opposite
 * amounts. Lines are written in the transaction that moves the keys.
 */
import { CurrencyCode, PayoutState } from "../../common/enums.js";
import { allocate } from "../../common/money.js";
import { ownerScope } from "../../core/auth/index.js";
import { IllegalOperationError, NotFoundError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { RequestContext } from "../../graphql/context.js";
import type { OrderItem } from "../orders/order.entities.js";

/** A payout just recorded: which lines it settled and their net total. */
export interface RecordedPayout {
  /** The payout batch (payout_batches) now holding the settled lines. */
  batchId: string;
  sellerId: number;
  currency: CurrencyCode;
  reference: string;
  paidAt: Date;
  lines: number;
  net: number;
}

export class PayoutsService {
  /** @param commissionBps the marketplace's default commission in basis points (1000 = 10 %). */
  constructor(readonly commissionBps: number) {}

  /** Price of each key of a line (the line total split exactly over its quantity). */
  static keyPrices(item: Pick<OrderItem, "total" | "quantity">): number[] {
    return allocate(
      item.total,
      Array.from({ length: item.quantity }, () => 1),
    );
  }

  /** Sale lines for keys just delivered (`keys` of `item`, in order), in one statement. */
  async recordSales(ctx: RequestContext, orderId: string, item: OrderItem, keyIds: readonly string[], currency: CurrencyCode): Promise<void> {
    if (!keyIds.length) return;
    // Keys delivered before (pre-order lines delivered in parts) took the first prices: the
    // statement counts them and goes on from there. Commission rounds half up, like Math.round;
    // its rate is the shop's own when an admin set one, else the marketplace's.
    await ctx.manager.query(
      `WITH before AS (SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $3 AND kind = 'sale'),
       rate AS (SELECT coalesce((SELECT commission_bps FROM seller_profiles WHERE id = $1), $7::int)::bigint AS bps),
       priced AS (
         SELECT k.key_id, ($5::int[])[(before.n + k.i - 1) % cardinality($5::int[]) + 1] AS gross
           FROM before, unnest($4::uuid[]) WITH ORDINALITY AS k(key_id, i))
       INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state)
       SELECT $1, $2, $3, key_id, 'sale', $6, gross, c.commission, gross - c.commission, ${PayoutState.Waiting}
         FROM priced, rate, LATERAL (SELECT floor((gross * rate.bps + 5000) / 10000.0)::int AS commission) c`,
      [item.sellerId, orderId, item.id, keyIds, PayoutsService.keyPrices(item), currency, this.commissionBps],
    );
  }

  /**
   * Records a payout made to a seller (admins): every Waiting line of that seller in that
   * currency written up to `upTo` becomes Payed, with the payout's date and reference. The lines
   * are locked first, so two payouts can never settle the same line; a payout with nothing
   * waiting, or whose lines add up to zero or less (refunds of lines already paid), is refused
   * before anything changes; so is one whose total is not `expectedNet` (minor units) when the
   * admin confirmed an amount and the ledger moved since. The payout is kept as a batch
   * (payout_batches: totals, cut-off, who recorded it) that the settled lines point to.
   */
  async recordPayout(
    ctx: RequestContext,
    input: { sellerId: number; currency: CurrencyCode; reference: string; upTo: Date; expectedNet?: number | null },
  ): Promise<RecordedPayout> {
    ownerScope(ctx, "payouts:edit", "seller");
    return withTransaction(ctx, async (tx) => {
      const [seller] = await tx.manager.query(`SELECT id FROM seller_profiles WHERE id = $1`, [input.sellerId]);
      if (!seller) throw new NotFoundError("Seller");
      const [due]: { ids: string[] | null; n: number; total: string; gross: string; commission: string }[] = await tx.manager.query(
        `WITH due AS (SELECT id, gross, commission, net FROM payout_lines
                       WHERE seller_id = $1 AND currency = $2 AND state = ${PayoutState.Waiting} AND created_at <= $3
                       FOR UPDATE)
         SELECT array_agg(id) AS ids, count(*)::int AS n, coalesce(sum(net), 0)::bigint AS total,
                coalesce(sum(gross), 0)::bigint AS gross, coalesce(sum(commission), 0)::bigint AS commission FROM due`,
        [input.sellerId, input.currency, input.upTo],
      );
      if (!due || due.n === 0) throw new IllegalOperationError("Nothing is waiting to be paid to this seller in this currency");
      if (Number(due.total) <= 0) throw new IllegalOperationError("The waiting lines add up to zero or less: nothing to pay");
      if (input.expectedNet != null && Number(due.total) !== input.expectedNet)
        throw new IllegalOperationError("The amount waiting changed since it was shown: check it and confirm again");
      const paidAt = new Date();
      const [batch]: { id: string }[] = await tx.manager.query(
        `INSERT INTO payout_batches (seller_id, currency, reference, up_to, lines, gross, commission, net, created_by, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [input.sellerId, input.currency, input.reference, input.upTo, due.n, due.gross, due.commission, due.total, ctx.user?.id ?? null, paidAt],
      );
      await tx.manager.query(`UPDATE payout_lines SET state = ${PayoutState.Payed}, paid_at = $2, reference = $3, batch_id = $4 WHERE id = ANY($1::bigint[])`, [
        due.ids,
        paidAt,
        input.reference,
        batch!.id,
      ]);
      await recordAudit(tx, {
        action: "payout.record",
        targetType: "payout",
        targetId: batch!.id,
        summary: `Payout to seller ${input.sellerId}: ${(Number(due.total) / 100).toFixed(2)} ${input.currency.toUpperCase()}, ${due.n} line(s), reference ${input.reference}`,
        before: { sellerId: String(input.sellerId), currency: input.currency, waitingLines: due.n, waitingNet: Number(due.total) / 100 },
        after: {
          sellerId: String(input.sellerId),
          currency: input.currency,
          reference: input.reference,
          upTo: input.upTo,
          lines: due.n,
          gross: Number(due.gross) / 100,
          commission: Number(due.commission) / 100,
          net: Number(due.total) / 100,
        },
      });
      return {
        batchId: String(batch!.id),
        sellerId: input.sellerId,
        currency: input.currency,
        reference: input.reference,
        paidAt,
        lines: due.n,
        net: Number(due.total),
      };
    });
  }

  /** Reversal lines for refunded keys: the opposite of their sale lines. */
  async reverse(ctx: RequestContext, orderItemId: string, keyIds: readonly string[]): Promise<void> {
    if (!keyIds.length) return;
    await ctx.manager.query(
      `INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state)
       SELECT seller_id, order_id, order_item_id, key_id, 'reversal', currency, -gross, -commission, -net, ${PayoutState.Waiting}
         FROM payout_lines WHERE order_item_id = $1 AND key_id = ANY($2::uuid[]) AND kind = 'sale'
       ON CONFLICT DO NOTHING`,
      [orderItemId, keyIds],
    );
  }
}
