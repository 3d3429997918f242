/**
 * GraphQL of checkout and orders: placing an order, the payment providers on offer, the buyer's
 * orders and keys, and the admins' review queue, decisions and refunds. Thin: one service call
 * each; the Order type's fields resolve from the entity (lines, keys and products by DataLoader).
 */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, ObjectType, Query, Resolver, Root, Field, Directive } from "type-graphql";
import { KeyContentType, KeyState, Locale, PaymentProvider } from "../../common/enums.js";
import { money } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { MoneyView, ProductView } from "../catalog/catalog.types.js";
import { PlaceOrderInput, PlaceOrderResult } from "../checkout/checkout.types.js";
import { checkoutTracking } from "../../ssr/tracking.js";
import type { Order, BillingAddress, OrderEvent } from "./order.entities.js";
import type { OrderLine } from "./orders.loaders.js";
import { orderNumber } from "./order-state.js";
import { resultUnion, TooManyRequestsError } from "../../core/errors/index.js";
import { permissionScope } from "../../core/auth/index.js";
import { PUBLIC_CATALOGUE } from "../../graphql/cache-hints.js";
import {
  AdminOrdersArgs,
  DeliverOrderLineInput,
  OrderMailResentView,
  ResendOrderMailInput,
  FraudScreeningView,
  OrderEventView,
  OrderKeyView,
  OrderListView,
  OrdersArgs,
  OrderView,
  RefundMissingKeysInput,
  RefundOrderInput,
  RevealedKeyView,
  RevealKeyInput,
  ReviewOrderInput,
} from "./orders.types.js";

@ObjectType("BillingAddress", { description: "The billing address of an order (spec Address/billing)." })
class BillingAddressView {
  @Field(() => String, { description: "First name." }) name: string;
  @Field(() => String, { description: "Surname." }) surname: string;
  @Field(() => String, { description: "Receipt address." }) email: string;
  @Field(() => String, { description: "Street and number." }) address: string;
  @Field(() => String, { description: "City." }) city: string;
  @Field(() => String, { description: "Postal code." }) code: string;
  @Field(() => String, { description: "Country name." }) country: string;
  @Field(() => String, { description: "ISO country code." }) country_code: string;
}

@ObjectType("PaymentOption", { description: "A payment provider this shop takes." })
class PaymentOptionView {
  @Field(() => PaymentProvider, { description: "The provider (placeOrder's `provider`)." })
  provider: PaymentProvider;
  @Field(() => Boolean, { description: "A test provider: no money moves (the built-in sandbox)." })
  test: boolean;
}

@ObjectType("OrderItem", { description: "One product of an order, from one seller." })
export class OrderItemView {
  @Field(() => ID, { description: "Line id (refunds name it)." }) id: string;
  @Field(() => ID, { description: "Product id." }) productId: number;
  @Field(() => String, { description: "Product name when ordered." }) name: string;
  @Field(() => String, { description: "Root category slug." }) type: string;
  @Field(() => Int, { description: "Keys ordered." }) quantity: number;
  @Field(() => Int, { description: "Keys refunded." }) refundedQuantity: number;
  @Field(() => Boolean, { description: "A pre-order: keys come when the seller uploads them." }) preOrder: boolean;
}

/** The shop's staff (admins, support): they read every order, so they see its buyer, fraud screening and notes. */
const isStaff = (ctx: RequestContext) => permissionScope(ctx.role, "orders:info") === "all";

export const ResendOrderMailResult = resultUnion(
  "ResendOrderMailResult",
  "The order's confirmation mail sent again, or TOO_MANY_REQUESTS when it was resent moments ago (or too often today).",
  OrderMailResentView,
  [TooManyRequestsError],
);

@Resolver(() => OrderView)
export class OrderResolver {
  // ------------------------------------------------------------ queries and mutations

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [PaymentOptionView], { description: "The payment providers this shop takes. Public." })
  paymentProviders(@Ctx() ctx: RequestContext): PaymentOptionView[] {
    return ctx.services.paymentProviders.enabled().map((provider) => ({ provider, test: provider === PaymentProvider.Sandbox }));
  }

  @Authorized("orders:new")
  @Mutation(() => PlaceOrderResult, {
    description: "Places an order from the cart (or one buy-now product), reserves its keys and starts the payment: send the shopper to `redirectUrl`. Users.",
  })
  placeOrder(@Arg("input", () => PlaceOrderInput, { description: "Billing, provider, consents." }) input: PlaceOrderInput, @Ctx() ctx: RequestContext) {
    return ctx.services.checkout.placeOrder(ctx, {
      billing: { ...input.billing, country_code: input.billing.country_code.trim().toUpperCase() },
      provider: input.provider,
      acceptTerms: input.acceptTerms,
      waiveWithdrawal: input.waiveWithdrawal,
      couponCode: input.couponCode,
      buyNow: input.buyNow
        ? { productId: Number(input.buyNow.productId), offerId: input.buyNow.offerId ? Number(input.buyNow.offerId) : null, quantity: input.buyNow.quantity }
        : null,
      expectedTotal: input.expectedTotal != null ? Math.round(input.expectedTotal * 100) : null,
      currency: input.currency,
      locale: input.locale,
      ipCountry: ctx.req?.get(ctx.services.config.IP_COUNTRY_HEADER) ?? null,
      // Attribution: the consented tracking cookies present now (never a client-sent value).
      tracking: checkoutTracking(ctx.req?.cookies),
    });
  }

  @Authorized("orders:info")
  @Query(() => OrderListView, { description: "The signed-in user's orders, newest first. Users.", complexity: listCost(takeOf) })
  orders(@Args(() => OrdersArgs) args: OrdersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.mine(ctx, args);
  }

  @Authorized("orders:info")
  @Query(() => OrderView, { description: "One of your orders (admins and support: any order); another's is NOT_FOUND. Users." })
  order(@Arg("id", () => ID, { description: "Order id." }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.get(ctx, id);
  }

  @Authorized("orders:keys")
  @Mutation(() => RevealedKeyView, {
    description: "Shows one of your keys (the first time it becomes Revealed); every reveal is recorded. Only the buyer. Users.",
  })
  revealKey(@Arg("input", () => RevealKeyInput, { description: "The key." }) input: RevealKeyInput, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.revealKey(ctx, input.keyId);
  }

  @Authorized("orders:info")
  @Query(() => OrderListView, {
    description: "Every order, optionally in one status (Manual: the review queue, oldest first). Admins and support (read only).",
    complexity: listCost(takeOf),
  })
  adminOrders(@Args(() => AdminOrdersArgs) args: AdminOrdersArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.all(ctx, args);
  }

  @Authorized("orders:edit")
  @Mutation(() => OrderView, { description: "Approves an order held for review: its keys are delivered. Admins." })
  approveOrder(@Arg("input", () => ReviewOrderInput, { description: "The order and a note." }) input: ReviewOrderInput, @Ctx() ctx: RequestContext) {
    return ctx.services.checkout.approveReview(ctx, input.orderId, input.note ?? null, input.reason ?? null);
  }

  @Authorized("orders:edit")
  @Mutation(() => OrderView, { description: "Cancels an order held for review: refunded in full, keys back in stock. Admins." })
  cancelOrder(@Arg("input", () => ReviewOrderInput, { description: "The order and a note." }) input: ReviewOrderInput, @Ctx() ctx: RequestContext) {
    return ctx.services.checkout.cancelReview(ctx, input.orderId, input.note ?? null, input.reason ?? null);
  }

  @Authorized("orders:edit", "orders:refund")
  @Mutation(() => OrderView, {
    description: "Refunds an order, in full or some keys of some lines, through its provider; unrevealed keys go back to stock. Admins.",
  })
  refundOrder(@Arg("input", () => RefundOrderInput, { description: "Order, lines, reason." }) input: RefundOrderInput, @Ctx() ctx: RequestContext) {
    return ctx.services.checkout.refund(
      ctx,
      input.orderId,
      input.lines?.map((l) => ({ orderItemId: l.orderItemId, quantity: l.quantity })) ?? null,
      input.reason,
    );
  }

  @Authorized("orders:edit", "orders:refund")
  @Mutation(() => OrderView, {
    description:
      "Settles an order held in Manual for its supply: the keys sourced so far are delivered and the missing ones refunded through the provider (each line's share); the order becomes RefundedPartially, or Refunded when no key was sourced. An order held for a fraud review, or missing nothing, is refused (ILLEGAL_OPERATION). Admins.",
  })
  refundMissingKeys(
    @Arg("input", () => RefundMissingKeysInput, { description: "Order and reason." }) input: RefundMissingKeysInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.checkout.refundMissingKeys(ctx, input.orderId, input.reason);
  }

  @Authorized("orders:edit")
  @Mutation(() => OrderView, {
    description:
      "Delivers the keys an order line is missing by hand: pasted (encrypted and stored under the line's offer) or taken from the offer's stock; ledger, webhooks and the buyer's mail as for a sale. A line with all its keys is refused (ILLEGAL_OPERATION). Admins.",
  })
  deliverOrderLine(
    @Arg("input", () => DeliverOrderLineInput, { description: "Order, line, where the keys come from." }) input: DeliverOrderLineInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.orderOps.deliverLine(ctx, input);
  }

  @Authorized("orders:info", "mails:new")
  @Mutation(() => ResendOrderMailResult, {
    description:
      "Sends the order's confirmation mail again, in the order's language, to the address it was placed with; a few times a day at most. Admins and support.",
  })
  resendOrderMail(@Arg("input", () => ResendOrderMailInput, { description: "The order." }) input: ResendOrderMailInput, @Ctx() ctx: RequestContext) {
    return ctx.services.orderOps.resendMail(ctx, input.orderId);
  }

  // ------------------------------------------------------------ fields of Order

  @FieldResolver(() => String, { description: "The order number people see (KM-000123)." })
  number(@Root() o: Order): string {
    return orderNumber(o.number);
  }

  @FieldResolver(() => MoneyView, { description: "Sum of the lines before the coupon." })
  subtotal(@Root() o: Order) {
    return money(o.subtotal, o.currency);
  }

  @FieldResolver(() => MoneyView, { description: "The coupon's discount." })
  discount(@Root() o: Order) {
    return money(o.discount, o.currency);
  }

  @FieldResolver(() => MoneyView, { description: "What was charged." })
  total(@Root() o: Order) {
    return money(o.total, o.currency);
  }

  @FieldResolver(() => MoneyView, { description: "What was refunded so far." })
  refunded(@Root() o: Order) {
    return money(o.refundedAmount, o.currency);
  }

  @FieldResolver(() => BillingAddressView, { description: "Billing address." })
  billing(@Root() o: Order): BillingAddress {
    return o.billing;
  }

  @FieldResolver(() => Locale, { description: "Language of the order's mails and pages." })
  locale(@Root() o: Order): Locale {
    return o.locale;
  }

  @FieldResolver(() => [OrderItemView], { description: "The lines." })
  items(@Root() o: Order, @Ctx() ctx: RequestContext): Promise<OrderLine[]> {
    return ctx.loaders.itemsByOrder.load(o.id);
  }

  @FieldResolver(() => [OrderEventView], { description: "The timeline, oldest first: status and payment changes with actor and reason." })
  events(@Root() o: Order, @Ctx() ctx: RequestContext) {
    return ctx.services.orders.events(ctx, o.id);
  }

  @FieldResolver(() => Date, { nullable: true, description: "While the payment is pending: when the reserved keys go back to stock." })
  reservationExpiresAt(@Root() o: Order): Date | null {
    return o.reservationExpiresAt;
  }

  @FieldResolver(() => String, { nullable: true, description: "The buyer's email (admins and support; null for others)." })
  email(@Root() o: Order, @Ctx() ctx: RequestContext): string | null {
    return isStaff(ctx) ? o.email : null;
  }

  @FieldResolver(() => FraudScreeningView, {
    nullable: true,
    description: "The fraud screening: decision, score, rules that fired (admins and support; null for others).",
  })
  fraud(@Root() o: Order, @Ctx() ctx: RequestContext): FraudScreeningView | null {
    if (!isStaff(ctx)) return null;
    return { decision: o.fraudDecision, score: o.fraudScore, rules: o.fraudRules, paymentDecision: o.paymentDecision, approvalReason: o.approvalReason };
  }
}

@Resolver(() => OrderEventView)
export class OrderEventResolver {
  @FieldResolver(() => String, {
    nullable: true,
    description: "The note an admin wrote with a decision (approve, cancel, refund): kept for the shop's staff, so null for others.",
  })
  note(@Root() e: OrderEvent, @Ctx() ctx: RequestContext): string | null {
    const note = e.details?.note;
    return isStaff(ctx) && typeof note === "string" ? note : null;
  }

  @FieldResolver(() => [String], {
    nullable: true,
    description:
      "The fraud rules that had fired at this step (rule_1 … rule_3ds_2), when the step screened the order: for the shop's staff, so null for others.",
  })
  rules(@Root() e: OrderEvent, @Ctx() ctx: RequestContext): string[] | null {
    const rules = (e.details?.fraud as { rules?: unknown } | undefined)?.rules;
    return isStaff(ctx) && Array.isArray(rules) ? rules.map(String) : null;
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The address of the person who acted (an admin or the customer): for the shop's staff, so null for others.",
  })
  actorEmail(@Root() e: OrderEvent & { actorEmail?: string | null }, @Ctx() ctx: RequestContext): string | null {
    return isStaff(ctx) ? (e.actorEmail ?? null) : null;
  }

  @FieldResolver(() => Int, { nullable: true, description: "How many keys the step delivered, released or restocked, when it moved keys." })
  keys(@Root() e: OrderEvent): number | null {
    const n = e.details?.keys ?? e.details?.restocked;
    return typeof n === "number" ? n : null;
  }
}

@Resolver(() => OrderItemView)
export class OrderItemResolver {
  @FieldResolver(() => MoneyView, { description: "Price of one key when ordered." })
  unitPrice(@Root() i: OrderLine) {
    return money(i.unitPrice, i.currency);
  }

  @FieldResolver(() => MoneyView, { description: "The line's total after its share of the coupon." })
  total(@Root() i: OrderLine) {
    return money(i.total, i.currency);
  }

  @FieldResolver(() => ProductView, { nullable: true, description: "The product, in the order's language." })
  product(@Root() i: OrderLine, @Ctx() ctx: RequestContext): Promise<ProductView | null> {
    return ctx.loaders.productById(i.locale).load(i.productId);
  }

  @FieldResolver(() => [OrderKeyView], { description: "The line's keys: state and dates, never values (see revealKey)." })
  async keys(@Root() i: OrderLine, @Ctx() ctx: RequestContext): Promise<OrderKeyView[]> {
    const rows = await ctx.loaders.keysByItem.load(i.id);
    return rows.map((k) => ({
      id: k.id,
      state: k.state as KeyState,
      contentType: k.contentType as KeyContentType,
      deliveredAt: k.deliveredAt,
      revealedAt: k.revealedAt,
    }));
  }

  @FieldResolver(() => String, { nullable: true, description: "The seller's shop name." })
  async sellerName(@Root() i: OrderLine, @Ctx() ctx: RequestContext): Promise<string | null> {
    return (await ctx.loaders.sellerById.load(i.sellerId))?.name ?? null;
  }
}
