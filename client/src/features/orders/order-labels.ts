/**
 * Names and colours of what an order shows: its status, its payment, its timeline's steps,
 * its keys' states (messages under `orders.`).
 */
import type { KeyState, OrderStatus, PaymentStatus } from "../../gql/graphql";
import type { MessageId } from "../../i18n";

export const ORDER_STATUS_LABELS: Record<OrderStatus, MessageId> = {
  Sold: "orders.status.Sold",
  Closed: "orders.status.Closed",
  Cancelled: "orders.status.Cancelled",
  Refunded: "orders.status.Refunded",
  RefundedPartially: "orders.status.RefundedPartially",
  Processing: "orders.status.Processing",
  Manual: "orders.status.Manual",
  PreOrder: "orders.status.PreOrder",
  PaymentProcessing: "orders.status.PaymentProcessing",
};

/** Badge colours: done green, waiting orange, stopped red, money back gray. */
export const ORDER_STATUS_PALETTES: Record<OrderStatus, string> = {
  Sold: "green",
  Closed: "green",
  Cancelled: "red",
  Refunded: "gray",
  RefundedPartially: "gray",
  Processing: "orange",
  Manual: "orange",
  PreOrder: "purple",
  PaymentProcessing: "orange",
};

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, MessageId> = {
  not_used: "orders.payment.not_used",
  created: "orders.payment.created",
  submitted: "orders.payment.submitted",
  approved: "orders.payment.approved",
  processing: "orders.payment.processing",
  captured: "orders.payment.captured",
  declined: "orders.payment.declined",
  failed: "orders.payment.failed",
};

export const KEY_STATE_LABELS: Record<KeyState, MessageId> = {
  Available: "orders.key.state.Available",
  Using: "orders.key.state.Using",
  Delivered: "orders.key.state.Delivered",
  Revealed: "orders.key.state.Revealed",
  NotDelivered: "orders.key.state.NotDelivered",
  Changed: "orders.key.state.Changed",
  Replaced: "orders.key.state.Replaced",
};

export const KEY_STATE_PALETTES: Record<KeyState, string> = {
  Available: "gray",
  Using: "orange",
  Delivered: "green",
  Revealed: "purple",
  NotDelivered: "red",
  Changed: "gray",
  Replaced: "gray",
};

/**
 * Keys the buyer can see: delivered (first reveal waives the withdrawal right), revealed
 * before, or a replacement for a key that did not work (it stays Replaced once revealed).
 */
export const isRevealable = (state: KeyState): boolean => state === "Delivered" || state === "Revealed" || state === "Replaced";

const EVENT_LABELS: Record<string, MessageId> = {
  "order.placed": "orders.event.order.placed",
  "payment.created": "orders.event.payment.created",
  "payment.captured": "orders.event.payment.captured",
  "payment.declined": "orders.event.payment.declined",
  "payment.failed": "orders.event.payment.failed",
  "payment.cancelled": "orders.event.payment.cancelled",
  "payment.start_failed": "orders.event.payment.start_failed",
  "payment.refunded_after_cancel": "orders.event.payment.refunded_after_cancel",
  "keys.delivered": "orders.event.keys.delivered",
  "keys.released": "orders.event.keys.released",
  "order.preorder": "orders.event.order.preorder",
  "preorder.delivered": "orders.event.preorder.delivered",
  "review.approved": "orders.event.review.approved",
  "review.cancelled": "orders.event.review.cancelled",
  "fraud.declined": "orders.event.fraud.declined",
  "reservation.expired": "orders.event.reservation.expired",
  "order.refunded": "orders.event.order.refunded",
  "supply.waiting": "orders.event.supply.waiting",
  "supply.next_offer": "orders.event.supply.next_offer",
  "supply.bought": "orders.event.supply.bought",
  "supply.retrying": "orders.event.supply.retrying",
  "supply.refused": "orders.event.supply.refused",
  "supply.failed": "orders.event.supply.failed",
  "supply.delivered": "orders.event.supply.delivered",
};

/** A timeline step's name (a step the client does not know yet reads as a generic update). */
export const eventLabel = (type: string): MessageId => EVENT_LABELS[type] ?? "orders.event.other";

export const ACTOR_LABELS: Record<string, MessageId> = {
  System: "orders.actor.System",
  Admin: "orders.actor.Admin",
  Customer: "orders.actor.Customer",
};
