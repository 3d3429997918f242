/**
 * GraphQL shapes of orders as buyers and admins see them. Order and OrderItem resolve from the
 * entities through OrderResolver's field resolvers (lines, keys and products by DataLoader);
 * admin-only fields (fraud, IP, the full timeline with actors) carry `@Authorized("orders:edit")`.
 */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { ApprovalReason, FraudDecision, KeyContentType, KeyState, OrderStatus, PaymentDecision, PaymentProvider, PaymentStatus } from "../../common/enums.js";
import { Rule, rules } from "../../core/validation/index.js";

export const MAX_ORDERS_TAKE = 50;

export const orderRules = {
  take: z.number().int().min(1).max(MAX_ORDERS_TAKE),
  skip: rules.skip,
  id: z.string().min(1).max(100),
  reason: z.string().trim().min(3).max(500),
  quantity: z.number().int().min(1).max(5),
  /** The customer filter: part of the buyer's email. */
  customer: z.string().trim().max(254),
  /** Keys pasted for a manual delivery: one value per entry (a line's quantity is at most 5). */
  pastedKeys: z.array(z.string().max(2000)).min(1).max(5),
};

/** Order of the admins' order list. */
export enum AdminOrderSort {
  NEWEST = "NEWEST",
  OLDEST = "OLDEST",
}
registerEnumType(AdminOrderSort, {
  name: "AdminOrderSort",
  description: "Order of the admins' order list: NEWEST (placed last first; the default) or OLDEST (the default of the review queue).",
});

@ObjectType("Order", { description: "An order: its lines and keys, totals, status and payment." })
export class OrderView {
  @Field(() => ID, { description: "Order id." })
  id: string;
  @Field(() => OrderStatus, { description: "Order status (spec numbering)." })
  status: OrderStatus;
  @Field(() => PaymentStatus, { description: "Status of the payment at the provider." })
  paymentStatus: PaymentStatus;
  @Field(() => PaymentProvider, { description: "How it was paid." })
  provider: PaymentProvider;
  @Field(() => String, { nullable: true, description: "The coupon used." })
  couponCode: string | null;
  @Field(() => Date, { description: "When it was placed." })
  createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When the payment was captured." })
  paidAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When every key was delivered." })
  deliveredAt: Date | null;
}

@ObjectType("OrderKey", { description: "A key of an order line. Its value is only given by `revealKey`, to the buyer." })
export class OrderKeyView {
  @Field(() => ID, { description: "Key id (for revealKey)." })
  id: string;
  @Field(() => KeyState, { description: "Delivered, Revealed, Replaced … (Using while the payment is pending)." })
  state: KeyState;
  @Field(() => KeyContentType, { description: "What the key holds: text, an image, credentials or a URL." })
  contentType: KeyContentType;
  @Field(() => Date, { nullable: true, description: "When it was delivered." })
  deliveredAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the buyer first revealed it." })
  revealedAt: Date | null;
}

@ObjectType("OrderEventView", { description: "One step of an order's timeline." })
export class OrderEventView {
  @Field(() => Date, { description: "When." })
  createdAt: Date;
  @Field(() => String, { description: "What happened (order.placed, payment.captured, keys.delivered, review.approved …)." })
  type: string;
  @Field(() => OrderStatus, { nullable: true, description: "Status after the step, when it changed." })
  toStatus: OrderStatus | null;
  @Field(() => PaymentStatus, { nullable: true, description: "Payment status after the step, when it changed." })
  paymentStatus: PaymentStatus | null;
  @Field(() => String, { description: "Who: System, Admin or Customer (spec actor labels)." })
  actor: string;
  @Field(() => String, { nullable: true, description: "The approval reason (spec) or the reason given." })
  reason: string | null;
}

@ObjectType("FraudScreening", { description: "The fraud screening of an order (admins)." })
export class FraudScreeningView {
  @Field(() => FraudDecision, { nullable: true, description: "ALLOW, REVIEW or DECLINE." })
  decision: FraudDecision | null;
  @Field(() => Int, { description: "Risk score (sum of the weights of the rules that fired)." })
  score: number;
  @Field(() => [String], { description: "Rules that fired (rule_1 … rule_3ds_2)." })
  rules: string[];
  @Field(() => PaymentDecision, { nullable: true, description: "Final decision on the payment." })
  paymentDecision: PaymentDecision | null;
  @Field(() => String, { nullable: true, description: "Approval reason (spec)." })
  approvalReason: string | null;
}

@ObjectType("OrderList", { description: "A page of orders, newest first." })
export class OrderListView {
  @Field(() => [OrderView], { description: "The orders of the page." })
  items: unknown[];
  @Field(() => Int, { description: "Orders over all pages." })
  totalItems: number;
}

@ObjectType("Credentials", { description: "Login and password of an account key." })
export class CredentialsView {
  @Field(() => String, { description: "Login (user name or email)." })
  login: string;
  @Field(() => String, { description: "Password." })
  password: string;
}

@ObjectType("RevealedKey", { description: "A key's value, for its buyer. Each reveal is recorded (user, time, IP)." })
export class RevealedKeyView {
  @Field(() => ID, { description: "Key id." })
  keyId: string;
  @Field(() => KeyContentType, { description: "How to show it." })
  contentType: KeyContentType;
  @Field(() => String, { description: "The value: the code (text), the address (url), `login: …\\npassword: …` (credentials) or a data: URL (images)." })
  value: string;
  @Field(() => CredentialsView, { nullable: true, description: "For credentials: login and password apart." })
  credentials: CredentialsView | null;
  @Field(() => Date, { description: "When it was first revealed." })
  revealedAt: Date;
}

@ArgsType()
export class OrdersArgs {
  @Field(() => Int, { defaultValue: 0, description: "Orders to skip." })
  @Rule(orderRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Orders to return, 1–${MAX_ORDERS_TAKE}.` })
  @Rule(orderRules.take)
  take: number;
}

@ArgsType()
export class AdminOrdersArgs extends OrdersArgs {
  @Field(() => OrderStatus, { nullable: true, description: "Only orders in this status (Manual: the review queue)." })
  status?: OrderStatus | null;
  @Field(() => PaymentStatus, { nullable: true, description: "Only orders whose payment is in this status." })
  paymentStatus?: PaymentStatus | null;
  @Field(() => FraudDecision, { nullable: true, description: "Only orders with this fraud decision." })
  fraudDecision?: FraudDecision | null;
  @Field(() => PaymentProvider, { nullable: true, description: "Only orders paid (or being paid) through this provider." })
  provider?: PaymentProvider | null;
  @Field(() => Date, { nullable: true, description: "Only orders placed at or after this moment." })
  placedFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: "Only orders placed before this moment (exclusive: pass the start of the day after the last day wanted)." })
  placedBefore?: Date | null;
  @Field(() => String, { nullable: true, description: "Only orders whose buyer's email contains this text (any case)." })
  @Rule(orderRules.customer.nullish())
  customer?: string | null;
  @Field(() => AdminOrderSort, {
    nullable: true,
    description: "NEWEST or OLDEST first; by default NEWEST, and OLDEST for the review queue (status Manual).",
  })
  sort?: AdminOrderSort | null;
}

@InputType({ description: "Reveal one of your keys." })
export class RevealKeyInput {
  @Field(() => ID, { description: "Key id (from the order's lines)." })
  @Rule(orderRules.id)
  keyId: string;
}

@InputType({ description: "An admin's decision on an order held for review." })
export class ReviewOrderInput {
  @Field(() => ID, { description: "The order." })
  @Rule(orderRules.id)
  orderId: string;
  @Field(() => String, { nullable: true, description: "A note for the timeline." })
  @Rule(orderRules.reason)
  note?: string | null;
  @Field(() => ApprovalReason, {
    nullable: true,
    description:
      "The spec's approval reason to record: approving takes admin_approved_after_decline (the default); cancelling takes admin_cancelled (the default) or cancelled_business_rules.",
  })
  reason?: ApprovalReason | null;
}

/** How an admin delivers the missing keys of an order line. */
export enum ManualDeliverySource {
  PASTED = "PASTED",
  STOCK = "STOCK",
}
registerEnumType(ManualDeliverySource, {
  name: "ManualDeliverySource",
  description:
    "Where manually delivered keys come from: PASTED (typed or pasted by the admin, stored under the line's offer) or STOCK (the offer's Available keys).",
});

@InputType({ description: "Delivers the missing keys of one order line by hand (admins)." })
export class DeliverOrderLineInput {
  @Field(() => ID, { description: "The order." })
  @Rule(orderRules.id)
  orderId: string;
  @Field(() => ID, { description: "The order line (OrderItem.id)." })
  @Rule(orderRules.id)
  orderItemId: string;
  @Field(() => ManualDeliverySource, { description: "PASTED: the `keys` given; STOCK: `quantity` keys of the line's offer." })
  source: ManualDeliverySource;
  @Field(() => [String], { nullable: true, description: "PASTED: the key values, one per key (at most what the line is missing)." })
  @Rule(orderRules.pastedKeys.nullish())
  keys?: string[] | null;
  @Field(() => KeyContentType, { nullable: true, description: "PASTED: what the values are: text (default), credentials (`login:password`) or url." })
  contentType?: KeyContentType | null;
  @Field(() => Int, { nullable: true, description: "STOCK: how many keys to take (default: all the line is missing)." })
  @Rule(orderRules.quantity.nullish())
  quantity?: number | null;
  @Field(() => String, { nullable: true, description: "A note for the timeline." })
  @Rule(orderRules.reason.nullish())
  note?: string | null;
}

@InputType({ description: "Sends an order's confirmation mail again (admins)." })
export class ResendOrderMailInput {
  @Field(() => ID, { description: "The order." })
  @Rule(orderRules.id)
  orderId: string;
}

@ObjectType("OrderMailResent", { description: "The order's confirmation mail was sent again." })
export class OrderMailResentView {
  @Field(() => String, { description: "Where it went (the address the order was placed with)." })
  to: string;
  @Field(() => String, { description: "Which mail: order-confirmation (keys delivered) or order-received (held for review)." })
  template: string;
  @Field(() => OrderView, { description: "The order, with the resend in its timeline." })
  order: unknown;
}

@InputType("RefundLineInput", { description: "Keys of one line to refund." })
export class RefundLineInput {
  @Field(() => ID, { description: "Order line id." })
  @Rule(orderRules.id)
  orderItemId: string;
  @Field(() => Int, { description: "How many of its keys." })
  @Rule(orderRules.quantity)
  quantity: number;
}

@InputType({ description: "Settles an order held for its supply: the keys sourced are delivered, the missing ones refunded (admins)." })
export class RefundMissingKeysInput {
  @Field(() => ID, { description: "The order (in Manual, held for its supply)." })
  @Rule(orderRules.id)
  orderId: string;
  @Field(() => String, { description: "Why (recorded in the timeline and sent to the provider)." })
  @Rule(orderRules.reason)
  reason: string;
}

@InputType({ description: "Refund an order in full (no lines) or some keys of some lines." })
export class RefundOrderInput {
  @Field(() => ID, { description: "The order." })
  @Rule(orderRules.id)
  orderId: string;
  @Field(() => [RefundLineInput], { nullable: true, description: "Lines and quantities; all that is left when absent." })
  @Rule(z.array(z.unknown()).min(1).max(50))
  lines?: RefundLineInput[] | null;
  @Field(() => String, { description: "Why (recorded in the timeline and sent to the provider)." })
  @Rule(orderRules.reason)
  reason: string;
}
