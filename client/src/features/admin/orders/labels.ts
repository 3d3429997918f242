/**
 * How the admin order screens word the schema's enums and codes (statuses, payment
 * statuses, fraud decisions and rules, key states, timeline steps) and the errors of the
 * order actions. Values the screens do not know are shown as the server sends them.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import type { ApprovalReason, FraudDecision, KeyState, OrderStatus, PaymentProvider, PaymentStatus } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

/** Every order status, in the spec's order (Sold 0 … PaymentProcessing 8): the status filter's choices. */
export const ORDER_STATUSES: readonly OrderStatus[] = [
  "Sold",
  "Closed",
  "Cancelled",
  "Refunded",
  "RefundedPartially",
  "Processing",
  "Manual",
  "PreOrder",
  "PaymentProcessing",
];

export const STATUS_LABELS: Record<OrderStatus, MessageId> = {
  Sold: "admin.orders.status.Sold",
  Closed: "admin.orders.status.Closed",
  Cancelled: "admin.orders.status.Cancelled",
  Refunded: "admin.orders.status.Refunded",
  RefundedPartially: "admin.orders.status.RefundedPartially",
  Processing: "admin.orders.status.Processing",
  Manual: "admin.orders.status.Manual",
  PreOrder: "admin.orders.status.PreOrder",
  PaymentProcessing: "admin.orders.status.PaymentProcessing",
};

/** Badge colours: green done, orange waiting for someone, red stopped, gray in between. */
export const STATUS_PALETTES: Record<OrderStatus, string> = {
  Sold: "green",
  Closed: "gray",
  Cancelled: "red",
  Refunded: "red",
  RefundedPartially: "orange",
  Processing: "gray",
  Manual: "orange",
  PreOrder: "purple",
  PaymentProcessing: "gray",
};

/** The payment statuses (the payment filter's choices). */
export const PAYMENT_STATUSES: readonly PaymentStatus[] = ["captured", "created", "submitted", "approved", "declined", "processing", "failed", "not_used"];

/** The fraud decisions (the fraud filter's choices). */
export const FRAUD_DECISIONS: readonly FraudDecision[] = ["ALLOW", "REVIEW", "DECLINE"];

/** The payment providers (the provider filter's choices). */
export const PROVIDERS: readonly PaymentProvider[] = ["Paypal", "Checkout", "Sandbox"];

/** The list's orders (`?order=OLDEST`; none: newest first, the review queue oldest first). */
export const SORTS = ["NEWEST", "OLDEST"] as const;

/** The spec's reasons an admin cancels a held order with (the first is the default). */
export const CANCEL_REASONS: readonly ApprovalReason[] = ["AdminCancelled", "CancelledBusinessRules"];

/** The schema's ApprovalReason values as the words of REASON_LABELS (which are keyed by the stored values). */
export const APPROVAL_REASON_VALUES: Record<ApprovalReason, string> = {
  AdminApprovedAfterDecline: "admin_approved_after_decline",
  AdminCancelled: "admin_cancelled",
  ApprovedSoftwareProduct: "approved_software_product",
  AutomaticApprovalCorrectPayment: "automatic_approval_correct_payment",
  AutomaticCancelled: "automatic_cancelled",
  CancelledBusinessRules: "cancelled_business_rules",
  RiskRule1: "risk_rule_1",
  RiskRule2Cancelled: "risk_rule_2_cancelled",
  RiskRule3: "risk_rule_3",
  RiskRule4: "risk_rule_4",
  RiskRule5: "risk_rule_5",
};

export const PAYMENT_LABELS: Record<PaymentStatus, MessageId> = {
  approved: "admin.orders.payment.approved",
  captured: "admin.orders.payment.captured",
  created: "admin.orders.payment.created",
  declined: "admin.orders.payment.declined",
  failed: "admin.orders.payment.failed",
  not_used: "admin.orders.payment.not_used",
  processing: "admin.orders.payment.processing",
  submitted: "admin.orders.payment.submitted",
};

export const PAYMENT_PALETTES: Record<PaymentStatus, string> = {
  approved: "purple",
  captured: "green",
  created: "gray",
  declined: "red",
  failed: "red",
  not_used: "gray",
  processing: "gray",
  submitted: "gray",
};

export const DECISION_LABELS: Record<FraudDecision, MessageId> = {
  ALLOW: "admin.orders.fraud.ALLOW",
  REVIEW: "admin.orders.fraud.REVIEW",
  DECLINE: "admin.orders.fraud.DECLINE",
};

export const DECISION_PALETTES: Record<FraudDecision, string> = { ALLOW: "green", REVIEW: "orange", DECLINE: "red" };

export const KEY_STATE_LABELS: Record<KeyState, MessageId> = {
  Available: "admin.orders.key.Available",
  Using: "admin.orders.key.Using",
  Delivered: "admin.orders.key.Delivered",
  Revealed: "admin.orders.key.Revealed",
  NotDelivered: "admin.orders.key.NotDelivered",
  Changed: "admin.orders.key.Changed",
  Replaced: "admin.orders.key.Replaced",
};

export const KEY_STATE_PALETTES: Record<KeyState, string> = {
  Available: "gray",
  Using: "gray",
  Delivered: "green",
  Revealed: "purple",
  NotDelivered: "red",
  Changed: "orange",
  Replaced: "orange",
};

/** The fraud rules (server/modules/fraud/fraud-rules.ts) as the admin reads them. */
export const RULE_LABELS: Record<string, MessageId> = {
  rule_1: "admin.orders.rule.rule_1",
  rule_2: "admin.orders.rule.rule_2",
  rule_3: "admin.orders.rule.rule_3",
  rule_4: "admin.orders.rule.rule_4",
  rule_5: "admin.orders.rule.rule_5",
  rule_fps: "admin.orders.rule.rule_fps",
  rule_3ds_1: "admin.orders.rule.rule_3ds_1",
  rule_3ds_2: "admin.orders.rule.rule_3ds_2",
};

/** The spec's approval reasons (and the payment decisions) as words. */
export const REASON_LABELS: Record<string, MessageId> = {
  admin_approved_after_decline: "admin.orders.reason.admin_approved_after_decline",
  automatic_approval_correct_payment: "admin.orders.reason.automatic_approval_correct_payment",
  approved_software_product: "admin.orders.reason.approved_software_product",
  risk_rule_1: "admin.orders.reason.risk_rule_1",
  risk_rule_2_cancelled: "admin.orders.reason.risk_rule_2_cancelled",
  risk_rule_3: "admin.orders.reason.risk_rule_3",
  risk_rule_4: "admin.orders.reason.risk_rule_4",
  risk_rule_5: "admin.orders.reason.risk_rule_5",
  admin_cancelled: "admin.orders.reason.admin_cancelled",
  automatic_cancelled: "admin.orders.reason.automatic_cancelled",
  cancelled_business_rules: "admin.orders.reason.cancelled_business_rules",
};

export const PAYMENT_DECISION_LABELS: Record<string, MessageId> = {
  approved: "admin.orders.decision.approved",
  cancelled: "admin.orders.decision.cancelled",
  declined: "admin.orders.decision.declined",
  declined_fraud: "admin.orders.decision.declined_fraud",
  declined_business: "admin.orders.decision.declined_business",
};

/** The steps of an order's timeline (OrderEventView.type). */
export const EVENT_LABELS: Record<string, MessageId> = {
  "order.placed": "admin.orders.event.order.placed",
  "payment.created": "admin.orders.event.payment.created",
  "payment.start_failed": "admin.orders.event.payment.start_failed",
  "payment.submitted": "admin.orders.event.payment.submitted",
  "payment.approved": "admin.orders.event.payment.approved",
  "payment.processing": "admin.orders.event.payment.processing",
  "payment.captured": "admin.orders.event.payment.captured",
  "payment.declined": "admin.orders.event.payment.declined",
  "payment.failed": "admin.orders.event.payment.failed",
  "payment.cancelled": "admin.orders.event.payment.cancelled",
  "payment.refunded_after_cancel": "admin.orders.event.payment.refunded_after_cancel",
  "fraud.declined": "admin.orders.event.fraud.declined",
  "keys.delivered": "admin.orders.event.keys.delivered",
  "keys.released": "admin.orders.event.keys.released",
  "reservation.expired": "admin.orders.event.reservation.expired",
  "order.preorder": "admin.orders.event.order.preorder",
  "preorder.delivered": "admin.orders.event.preorder.delivered",
  "review.approved": "admin.orders.event.review.approved",
  "review.cancelled": "admin.orders.event.review.cancelled",
  "order.refunded": "admin.orders.event.order.refunded",
  "keys.delivered_manually": "admin.orders.event.keys.delivered_manually",
  "mail.resent": "admin.orders.event.mail.resent",
  "supply.waiting": "admin.orders.event.supply.waiting",
  "supply.next_offer": "admin.orders.event.supply.next_offer",
  "supply.bought": "admin.orders.event.supply.bought",
  "supply.retrying": "admin.orders.event.supply.retrying",
  "supply.refused": "admin.orders.event.supply.refused",
  "supply.failed": "admin.orders.event.supply.failed",
  "supply.delivered": "admin.orders.event.supply.delivered",
};

export const ACTOR_LABELS: Record<string, MessageId> = {
  System: "admin.orders.actor.System",
  Admin: "admin.orders.actor.Admin",
  Customer: "admin.orders.actor.Customer",
};

/** Statuses in which an order line's missing keys can be delivered by hand (orders/order-ops.service.ts). */
export const DELIVERABLE: readonly OrderStatus[] = ["PreOrder", "Sold", "Closed", "RefundedPartially"];

/** Statuses with a confirmation mail to send again (the received mail while held, the keys' mail after). */
export const MAILABLE: readonly OrderStatus[] = ["Manual", "PreOrder", "Sold", "Closed", "RefundedPartially"];

/** Statuses an order can be refunded from (checkout.service.ts refund). */
export const REFUNDABLE: readonly OrderStatus[] = ["Sold", "Closed", "PreOrder", "RefundedPartially"];

export type OrderAction = "approve" | "cancel" | "refund" | "refundMissing" | "deliver" | "resend";

export interface ActionError {
  title: MessageId;
  /** The server's own explanation (English) when no message of ours says it better. */
  detail?: string;
  /** The order changed or vanished meanwhile: show it afresh. */
  stale: boolean;
}

/**
 * What went wrong with an order action, from the error the mutation threw (the server
 * throws domain errors for these: NOT_FOUND, ILLEGAL_OPERATION, BAD_USER_INPUT,
 * SERVICE_UNAVAILABLE, and FORBIDDEN/UNAUTHENTICATED for a lost session).
 */
export function actionError(e: unknown, action: OrderAction): ActionError {
  const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
  const code = first?.extensions?.code;
  const message = first?.message ?? "";
  switch (code) {
    case "NOT_FOUND":
      return { title: "admin.orders.error.notFound", stale: true };
    case "ILLEGAL_OPERATION":
      if (/waiting for review/i.test(message)) return { title: "admin.orders.error.notInReview", stale: true };
      if (/refused the refund/i.test(message)) return { title: "admin.orders.error.providerRefused", detail: message, stale: false };
      if (/refunded meanwhile|nothing left to refund/i.test(message)) return { title: "admin.orders.error.nothingLeft", stale: true };
      if (/no captured payment/i.test(message)) return { title: "admin.orders.error.noPayment", stale: false };
      if (/only a paid, delivered order/i.test(message)) return { title: "admin.orders.error.notRefundable", stale: true };
      if (/nothing is missing/i.test(message)) return { title: "admin.orders.error.nothingMissing", stale: true };
      if (/already has all its keys/i.test(message)) return { title: "admin.orders.error.lineComplete", stale: true };
      if (/in the offer's stock|no keys in stock/i.test(message)) return { title: "admin.orders.error.noStock", detail: message, stale: false };
      if (action === "deliver") return { title: "admin.orders.error.notDeliverable", detail: message, stale: true };
      if (action === "resend") return { title: "admin.orders.error.noMail", stale: true };
      return { title: action === "refund" ? "admin.orders.error.notRefundable" : "admin.orders.error.notInReview", detail: message, stale: true };
    case "BAD_USER_INPUT":
      if (action === "deliver") return { title: "admin.orders.error.badKeys", detail: message, stale: false };
      return { title: action === "refund" ? "admin.orders.error.tooMany" : "admin.orders.error.badInput", detail: message, stale: true };
    case "SERVICE_UNAVAILABLE":
      return { title: "admin.orders.error.unavailable", stale: false };
    case "FORBIDDEN":
    case "UNAUTHENTICATED":
      return { title: "admin.orders.error.forbidden", stale: false };
    default:
      return { title: "console.failed", stale: false };
  }
}
