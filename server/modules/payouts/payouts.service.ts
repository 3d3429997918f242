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
import { PayoutLine } from "./payout.entity.js";

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

  /** Sale lines for keys just delivered (`keys` of `item`, in order). */
  async recordSales(ctx: RequestContext, orderId: string, item: OrderItem, keyIds: readonly string[], currency: CurrencyCode): Promise<void> {
    if (!keyIds.length) return;
    const prices = PayoutsService.keyPrices(item);
    // Keys delivered before (pre-order lines delivered in parts) took the first prices.
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $1 AND kind = 'sale'`, [item.id]);
    const rows = keyIds.map((keyId, i) => {
      const gross = prices[(n + i) % prices.length] ?? 0;
      const commission = Math.round((gross * this.commissionBps) / 10_000);
      return {
        sellerId: item.sellerId,
        orderId,
        orderItemId: item.id,
        keyId,
        kind: "sale" as const,
        currency,
        gross,
        commission,
        net: gross - commission,
        state: PayoutState.Waiting,
      };
    });
    await ctx.manager.getRepository(PayoutLine).insert(rows);
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
