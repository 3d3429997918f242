/**
 * The order state machine: which status may follow which (spec §4 order statuses), and the one
 * way to move an order, a compare-and-set that records the change in the order's timeline. A
 * move from a status the order is no longer in changes nothing and says so: that is what makes
 * payment returns, webhooks and jobs racing for one order fulfil it exactly once.
 *
 *   Processing ──► PaymentProcessing ──► Sold ──► Closed
 *       │                 │  │  │          │ ╲
 *       ▼                 │  │  ▼          │  ╲► Refunded / RefundedPartially
 *   Cancelled ◄───────────┘  │ PreOrder ───┘
 *                            ▼
 *                          Manual (review) ──► Sold / PreOrder / Cancelled
 *                                  (supply) ──► RefundedPartially / Refunded (missing keys refunded)
 */
import { OrderStatus, PaymentStatus } from "../../common/enums.js";
import { IllegalOperationError } from "../../core/errors/index.js";
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import { OrderEvent, type OrderActor } from "./order.entities.js";

const S = OrderStatus;

/** Allowed next statuses of each status. */
export const ORDER_TRANSITIONS: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  [S.Processing]: [S.PaymentProcessing, S.Cancelled],
  [S.PaymentProcessing]: [S.Sold, S.PreOrder, S.Manual, S.Cancelled],
  // Refunded / RefundedPartially: held for its supply, what was sourced delivered and the missing keys refunded.
  [S.Manual]: [S.Sold, S.PreOrder, S.Cancelled, S.RefundedPartially, S.Refunded],
  [S.PreOrder]: [S.Sold, S.Refunded, S.RefundedPartially],
  [S.Sold]: [S.Closed, S.Refunded, S.RefundedPartially],
  [S.RefundedPartially]: [S.RefundedPartially, S.Refunded, S.Closed],
  [S.Closed]: [S.Refunded, S.RefundedPartially],
  [S.Cancelled]: [],
  [S.Refunded]: [],
};

/** Allowed next payment statuses of each payment status. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  [PaymentStatus.not_used]: [PaymentStatus.created, PaymentStatus.failed],
  [PaymentStatus.created]: [
    PaymentStatus.submitted,
    PaymentStatus.approved,
    PaymentStatus.processing,
    PaymentStatus.captured,
    PaymentStatus.declined,
    PaymentStatus.failed,
  ],
  [PaymentStatus.submitted]: [PaymentStatus.approved, PaymentStatus.processing, PaymentStatus.captured, PaymentStatus.declined, PaymentStatus.failed],
  [PaymentStatus.approved]: [PaymentStatus.processing, PaymentStatus.captured, PaymentStatus.declined, PaymentStatus.failed],
  [PaymentStatus.processing]: [PaymentStatus.captured, PaymentStatus.declined, PaymentStatus.failed],
  [PaymentStatus.captured]: [],
  [PaymentStatus.declined]: [],
  [PaymentStatus.failed]: [],
};

export const canMove = (from: OrderStatus, to: OrderStatus): boolean => ORDER_TRANSITIONS[from].includes(to);
export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean => from === to || PAYMENT_TRANSITIONS[from].includes(to);

export interface Move {
  /** The status the caller believes the order is in. */
  from: OrderStatus | readonly OrderStatus[];
  to: OrderStatus;
  actor: OrderActor;
  actorUserId?: string | null;
  /** What happened, e.g. "payment.captured", "review.approved". */
  type: string;
  reason?: string | null;
  paymentStatus?: PaymentStatus;
  details?: Record<string, unknown>;
  /** Other columns of the order to set in the same statement. */
  set?: Record<string, unknown>;
}

/**
 * Moves an order from `from` to `to` if it is still in `from`, and records the event; returns
 * false (changing nothing) when it is not. An illegal transition is a bug of the caller.
 */
export async function moveOrder(ctx: RequestContext, orderId: string, move: Move): Promise<boolean> {
  const froms = Array.isArray(move.from) ? move.from : [move.from as OrderStatus];
  for (const f of froms) if (!canMove(f, move.to)) throw new IllegalOperationError(`An order cannot go from ${S[f]} to ${S[move.to]}`);
  const sets = ["status = $2", "updated_at = now()"];
  const params: unknown[] = [orderId, move.to, froms];
  if (move.paymentStatus) {
    params.push(move.paymentStatus);
    sets.push(`payment_status = $${params.length}`);
  }
  for (const [column, value] of Object.entries(move.set ?? {})) {
    if (!/^[a-z_]+$/.test(column)) throw new Error(`bad column ${column}`);
    params.push(value);
    sets.push(`${column} = $${params.length}`);
  }
  // The move and its event in one statement: the event is written only when the order moved.
  const n = params.length;
  params.push(move.actor, move.actorUserId ?? null, move.type, move.paymentStatus ?? null, move.reason ?? null, JSON.stringify(move.details ?? {}));
  const rows = returnedRows<{ from: number }>(
    await ctx.manager.query(
      `WITH moved AS (
         UPDATE orders o SET ${sets.join(", ")} FROM (SELECT id, status AS from_status FROM orders WHERE id = $1 FOR UPDATE) old
          WHERE o.id = old.id AND old.from_status = ANY($3::smallint[]) RETURNING old.from_status AS "from"),
       event AS (
         INSERT INTO order_events (order_id, actor, actor_user_id, type, from_status, to_status, payment_status, reason, details)
         SELECT $1, $${n + 1}::text, $${n + 2}::uuid, $${n + 3}::text, moved."from", $2, $${n + 4}::text, $${n + 5}::text, $${n + 6}::jsonb FROM moved)
       SELECT "from" FROM moved`,
      params,
    ),
  );
  return rows.length > 0;
}

/** Adds an event to an order's timeline (also for changes that are not status moves). */
export async function recordEvent(
  ctx: RequestContext,
  orderId: string,
  e: {
    actor: OrderActor;
    actorUserId?: string | null;
    type: string;
    fromStatus?: OrderStatus | null;
    to?: OrderStatus | null;
    paymentStatus?: PaymentStatus | null;
    reason?: string | null;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await ctx.manager.getRepository(OrderEvent).insert({
    orderId,
    actor: e.actor,
    actorUserId: e.actorUserId ?? null,
    type: e.type,
    fromStatus: e.fromStatus ?? null,
    toStatus: e.to ?? null,
    paymentStatus: e.paymentStatus ?? null,
    reason: e.reason ?? null,
    details: (e.details ?? {}) as never,
  });
}

/** "KM-000123": how people see an order number. */
export const orderNumber = (n: number): string => `KM-${String(n).padStart(6, "0")}`;
