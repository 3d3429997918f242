/**
 * Rows as the audit log keeps them when the row's own module has no operator view of its own
 * that fits: an order's state and money (never its keys), read inside the write's transaction.
 */
import { OrderStatus } from "../../common/enums.js";
import { toAmount } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import { Order } from "../orders/order.entities.js";
import { orderNumber } from "../orders/order-state.js";

/** An order's state, decision and money (amounts in units, e.g. 12.5), as the order screen shows them. */
export function orderSnapshot(o: Order) {
  return {
    number: orderNumber(o.number),
    status: OrderStatus[o.status] ?? String(o.status),
    paymentStatus: o.paymentStatus,
    paymentDecision: o.paymentDecision,
    approvalReason: o.approvalReason,
    currency: o.currency,
    total: toAmount(o.total),
    refunded: toAmount(o.refundedAmount),
    email: o.email,
  };
}

/** The order re-read in the transaction (after the write). */
export async function orderSnapshotOf(tx: RequestContext, orderId: string) {
  return orderSnapshot(await tx.manager.getRepository(Order).findOneByOrFail({ id: orderId }));
}
