/**
 * The sellers' payout ledger. Each delivered key writes a `sale` line for its seller: the price the
 * buyer paid for that key (the line's total after its coupon share, split exactly over its keys),
 * the marketplace's commission (MARKETPLACE_COMMISSION_PERCENT) and the seller's net, Waiting
 * until a payout batch marks it Payed. A refunded key writes a `reversal` line with the opposite
 * amounts. Lines are written in the transaction that moves the keys.
 */
import { CurrencyCode, PayoutState } from "../../common/enums.js";
import { allocate } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import type { OrderItem } from "../orders/order.entities.js";

export class PayoutsService {
  /** @param commissionBps the marketplace's commission in basis points (1000 = 10 %). */
  constructor(private readonly commissionBps: number) {}

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
    // statement counts them and goes on from there. Commission rounds half up, like Math.round.
    await ctx.manager.query(
      `WITH before AS (SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $3 AND kind = 'sale'),
       priced AS (
         SELECT k.key_id, ($5::int[])[(before.n + k.i - 1) % cardinality($5::int[]) + 1] AS gross
           FROM before, unnest($4::uuid[]) WITH ORDINALITY AS k(key_id, i))
       INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state)
       SELECT $1, $2, $3, key_id, 'sale', $6, gross, c.commission, gross - c.commission, ${PayoutState.Waiting}
         FROM priced, LATERAL (SELECT floor((gross * $7::bigint + 5000) / 10000.0)::int AS commission) c`,
      [item.sellerId, orderId, item.id, keyIds, PayoutsService.keyPrices(item), currency, this.commissionBps],
    );
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
