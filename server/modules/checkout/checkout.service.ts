/**
 * From cart to key: the one orchestrator of a sale, with explicit states (orders/order-state.ts)
 * and an undo step for each: reserve keys → pay → screen → deliver → mail → ledger.
 *
 *  placeOrder   prices the lines from the database, refuses what cannot be sold (typed results,
 *               before any write), screens for fraud, then in ONE short transaction creates the
 *               order, counts the coupon and reserves the keys (SKIP LOCKED; all or nothing), and
 *               only after it commits asks the provider to start the payment. A provider that
 *               cannot be reached cancels the order and gives the keys back.
 *  settle       (payment return, webhook, expiry job; any number of times, concurrently) asks the
 *               provider where the payment stands, outside any transaction, then moves the order
 *               once: captured → screened again → Sold (keys Delivered, ledger written, cart
 *               emptied, mail), PreOrder (keys later) or Manual (held for review); declined,
 *               cancelled or expired → Cancelled (keys and coupon given back).
 *  review       an admin approves (→ delivered) or cancels (→ refunded, keys back) a held order;
 *               one held for its supply can be delivered as sourced, the missing keys refunded.
 *  refund       full or partial, through the provider; unrevealed keys go back to stock.
 *  preorders    a job delivers waiting pre-order lines when their seller has keys.
 *
 * No row lock is ever held while a provider is called.
 */
import {
  ApprovalReason,
  CurrencyCode,
  FraudDecision,
  KeyState,
  Locale,
  OrderStatus,
  PaymentDecision,
  PaymentProvider,
  PaymentStatus,
  RootCategory,
} from "../../common/enums.js";
import { allocate, money, toAmount } from "../../common/money.js";
import { ForbiddenError, IllegalOperationError, InvalidInputError, NotFoundError, ServiceUnavailableError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { orderSnapshot, orderSnapshotOf } from "../audit/snapshots.js";
import { ownerScope } from "../../core/auth/index.js";
import { isUuid } from "../../core/validation/index.js";
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import type { Logger } from "../../logger.js";
import { UserDisabledError } from "../accounts/accounts.errors.js";
import type { CartService, StoredLine } from "../cart/cart.service.js";
import { CouponNotApplicableError, OutOfStockError, ProductUnavailableError } from "../cart/cart.types.js";
import type { CouponsService } from "../coupons/coupons.service.js";
import type { FraudService } from "../fraud/fraud.service.js";
import { type DeliveredKey, deliverReservedKeys, releaseReservedKeys, reserveKeys, restockUnrevealed } from "../keys/key-allocation.js";
import type { MailService } from "../mail/mail.service.js";
import { Order, OrderItem, type BillingAddress, type OrderActor } from "../orders/order.entities.js";
import { moveOrder, orderNumber, recordEvent } from "../orders/order-state.js";
import type { PayoutsService } from "../payouts/payouts.service.js";
import { Payment, Refund } from "../payments/payment.entities.js";
import type { PaymentsRegistry } from "../payments/payments.registry.js";
import { ProviderUnavailableError, type ProviderPayment, type RefundResult } from "../payments/provider.js";
import type { SupplierFulfilmentService } from "../suppliers/supplier-fulfilment.js";
import { CartEmptyError, OrderDeclinedError, PriceChangedError, type PlaceOrderSuccess } from "./checkout.types.js";

export interface CheckoutSettings {
  reservationMinutes: number;
  publicUrl: string;
}

export interface PlaceOrderRequest {
  billing: BillingAddress;
  provider: PaymentProvider;
  acceptTerms: boolean;
  waiveWithdrawal: boolean;
  couponCode?: string | null;
  /** Buy now: order this one line instead of the cart. */
  buyNow?: StoredLine | null;
  /** The total the shopper saw (minor units): a different current total answers PRICE_CHANGED. */
  expectedTotal?: number | null;
  currency: CurrencyCode;
  locale: Locale;
  ipCountry?: string | null;
  tracking?: Record<string, string>;
}

export type PlaceOrderResult =
  | PlaceOrderSuccess
  | CartEmptyError
  | ProductUnavailableError
  | OutOfStockError
  | CouponNotApplicableError
  | PriceChangedError
  | UserDisabledError
  | OrderDeclinedError;

/** The spec's approval reasons an admin may cancel a held order with. */
export const ADMIN_CANCEL_REASONS: readonly ApprovalReason[] = [ApprovalReason.AdminCancelled, ApprovalReason.CancelledBusinessRules];

/** A system actor for jobs and provider events. */
const SYSTEM: { actor: OrderActor; actorUserId: null } = { actor: "System", actorUserId: null };

export class CheckoutService {
  /**
   * The supplier fallback (suppliers/supplier-fulfilment.ts), set once the services exist: lines of
   * supplier-backed offers without keys are reserved against the supplier's stock and sourced on
   * capture. Without it, a line without keys is out of stock as before.
   */
  supply: Pick<SupplierFulfilmentService, "reserve" | "release" | "source" | "afterHold" | "hold"> | null = null;

  constructor(
    private readonly settings: CheckoutSettings,
    private readonly logger: Logger,
    private readonly carts: CartService,
    private readonly coupons: CouponsService,
    private readonly fraud: FraudService,
    private readonly payments: PaymentsRegistry,
    private readonly payouts: PayoutsService,
    private readonly mail: MailService,
    /** Queues the order's reservation-expiry job, in the transaction given. */
    private readonly schedule: (tx: RequestContext, orderId: string, at: Date) => Promise<void>,
  ) {}

  // ================================================================ placing an order

  /**
   * Places an order for the signed-in user from their cart (or one buy-now line): every amount is
   * priced from the database; what cannot be sold is answered with a typed result before any write.
   */
  async placeOrder(ctx: RequestContext, req: PlaceOrderRequest): Promise<PlaceOrderResult> {
    if (!ctx.user) throw new ForbiddenError();
    if (!req.acceptTerms || !req.waiveWithdrawal) throw new InvalidInputError("acceptTerms and waiveWithdrawal must both be true");
    const adapter = this.payments.get(req.provider); // refuses a provider that is not configured
    const user = ctx.user;
    // Blocked or deleted since the session was read: refused before anything is written.
    const [account] = await ctx.manager.query(`SELECT blocked, deleted_at IS NOT NULL AS deleted FROM users WHERE id = $1`, [user.id]);
    if (!account || account.deleted) throw new ForbiddenError();
    if (account.blocked) return new UserDisabledError();

    const cart = req.buyNow ? null : await this.carts.findCart(ctx, user.id);
    const stored = req.buyNow ? [req.buyNow] : cart ? await this.carts.storedLines(ctx, cart.id) : [];
    if (!stored.length) return new CartEmptyError();
    const scope = { currency: req.currency, locale: req.locale };
    const couponCode = req.couponCode !== undefined ? req.couponCode || null : req.buyNow ? null : (cart?.couponCode ?? null);
    const priced = await this.carts.price(ctx, stored, couponCode, scope, user.id);
    const unavailable = priced.lines.find((l) => l.problem === "UNAVAILABLE");
    if (unavailable) return new ProductUnavailableError(unavailable.productId);
    const short = priced.lines.filter((l, i) => l.problem === "OUT_OF_STOCK" || stored[i]!.quantity > l.maxQuantity);
    if (short.length) {
      return new OutOfStockError(
        short.map((l) => ({
          productId: l.productId,
          offerId: l.offerId,
          requested: stored[priced.lines.indexOf(l)]!.quantity,
          quantityAvailable: l.maxQuantity,
        })),
      );
    }
    if (couponCode && priced.couponProblem) return priced.couponProblem;
    if (req.expectedTotal != null && req.expectedTotal !== priced.total) {
      return new PriceChangedError(money(req.expectedTotal, req.currency), money(priced.total, req.currency));
    }

    const ip = ctx.ip || null;
    const screening = await this.fraud.screenOrder(ctx, {
      userId: user.id,
      ip,
      ipCountry: req.ipCountry ?? null,
      billingCountry: req.billing.country_code,
      lines: priced.lines,
      total: priced.total,
    });
    const now = new Date();
    const base = {
      userId: user.id,
      currency: req.currency,
      subtotal: priced.subtotal,
      discount: priced.discount,
      total: priced.total,
      couponId: priced.coupon?.id ?? null,
      couponCode: priced.coupon?.code ?? null,
      billing: req.billing,
      email: user.email,
      locale: req.locale,
      ip,
      ipCountry: req.ipCountry ?? null,
      provider: req.provider,
      termsAcceptedAt: now,
      withdrawalWaivedAt: now,
      fraudDecision: screening.decision,
      fraudScore: screening.score,
      fraudRules: screening.rules,
      tracking: { ...(req.tracking ?? {}), source: req.buyNow ? "buy_now" : "cart" },
    };

    if (screening.decision === FraudDecision.DECLINE) {
      // Recorded for the admins (with the rules that fired); nothing reserved, nothing charged.
      const declined = await withTransaction(ctx, async (tx) => {
        const order = await tx.manager
          .getRepository(Order)
          .save(
            tx.manager
              .getRepository(Order)
              .create({ ...base, status: OrderStatus.Cancelled, paymentDecision: PaymentDecision.declined_fraud, approvalReason: screening.reason }),
          );
        await this.insertItems(tx, order, priced.lines);
        await recordEvent(tx, order.id, {
          ...SYSTEM,
          type: "fraud.declined",
          to: OrderStatus.Cancelled,
          reason: screening.reason,
          details: { rules: screening.rules, score: screening.score },
        });
        return order;
      });
      return new OrderDeclinedError(declined.id);
    }

    // One short transaction: the order, its lines, the coupon's use and the keys, or nothing.
    const placed = await withTransaction(ctx, async (tx) => {
      const order = await tx.manager
        .getRepository(Order)
        .save(
          tx.manager
            .getRepository(Order)
            .create({ ...base, status: OrderStatus.Processing, reservationExpiresAt: new Date(Date.now() + this.settings.reservationMinutes * 60_000) }),
        );
      const items = await this.insertItems(tx, order, priced.lines);
      if (priced.coupon) {
        const problem = await this.coupons.redeem(tx, priced.coupon.id, user.id, order.id, priced.discount);
        if (problem) throw new Rollback(new CouponNotApplicableError(priced.coupon.code, problem));
      }
      const shortages = [];
      for (const item of items) {
        if (item.preOrder) continue; // keys come when the seller uploads them
        const got = await reserveKeys(tx, item.offerId, item.id, item.quantity);
        // A supplier-backed offer: the keys it lacks are taken off its supplier's stock, bought on capture.
        const supplied = got.length < item.quantity && this.supply ? await this.supply.reserve(tx, item, item.quantity - got.length) : 0;
        if (got.length + supplied < item.quantity)
          shortages.push({ productId: item.productId, offerId: item.offerId, requested: item.quantity, quantityAvailable: got.length });
      }
      if (shortages.length) throw new Rollback(new OutOfStockError(shortages));
      await recordEvent(tx, order.id, {
        ...SYSTEM,
        actor: "Customer",
        actorUserId: user.id,
        type: "order.placed",
        to: OrderStatus.Processing,
        details: { fraud: { decision: screening.decision, score: screening.score, rules: screening.rules } },
      });
      // The job that ends the reservation is queued with the order: both exist, or neither.
      await this.schedule(tx, order.id, order.reservationExpiresAt!);
      return { order, items };
    }).catch((e: unknown) => {
      if (e instanceof Rollback) return e.result;
      throw e;
    });
    if (!("order" in placed)) return placed;
    const { order, items } = placed;

    // The provider, outside any transaction.
    const prefix = req.locale === Locale.it ? "/it" : "";
    let started: ProviderPayment;
    try {
      started = await adapter.start({
        orderId: order.id,
        orderNumber: orderNumber(order.number),
        amount: order.total,
        currency: order.currency,
        locale: order.locale,
        returnUrl: `${this.settings.publicUrl}/api/payments/return/${order.id}?to=${encodeURIComponent(`${prefix}/checkout/confirmation/${order.id}`)}`,
        cancelUrl: `${this.settings.publicUrl}/api/payments/return/${order.id}?to=${encodeURIComponent(`${prefix}/checkout/confirmation/${order.id}`)}`,
        customer: { email: user.email, name: req.billing.name, surname: req.billing.surname },
        billing: req.billing,
        threeDs: screening.threeDs,
        items: items.map((i) => ({ name: i.name, quantity: i.quantity, unitAmount: i.unitPrice })),
      });
    } catch (e) {
      await this.cancel(ctx, order.id, [OrderStatus.Processing], {
        ...SYSTEM,
        type: "payment.start_failed",
        reason: ApprovalReason.AutomaticCancelled,
        paymentStatus: PaymentStatus.failed,
        decision: PaymentDecision.cancelled,
      });
      if (e instanceof ProviderUnavailableError) throw new ServiceUnavailableError("The payment provider cannot be reached: try again in a few seconds", 10);
      throw e;
    }
    await withTransaction(ctx, async (tx) => {
      await tx.manager.getRepository(Payment).insert({
        orderId: order.id,
        provider: req.provider,
        providerRef: started.providerRef,
        status: PaymentStatus.created,
        amount: order.total,
        currency: order.currency,
        redirectUrl: started.redirectUrl,
        threeDsRequested: screening.threeDs,
      });
      await moveOrder(tx, order.id, {
        from: OrderStatus.Processing,
        to: OrderStatus.PaymentProcessing,
        ...SYSTEM,
        type: "payment.created",
        paymentStatus: PaymentStatus.created,
        details: { provider: req.provider },
      });
    });
    // What the statement above changed, without reading the order again.
    Object.assign(order, { status: OrderStatus.PaymentProcessing, paymentStatus: PaymentStatus.created, updatedAt: new Date() });
    return { order, redirectUrl: started.redirectUrl };
  }

  private async insertItems(ctx: RequestContext, order: Order, lines: Awaited<ReturnType<CartService["price"]>>["lines"]): Promise<OrderItem[]> {
    const repo = ctx.manager.getRepository(OrderItem);
    const rows = lines.map((l) =>
      repo.create({
        orderId: order.id,
        productId: l.productId,
        offerId: l.offerId!,
        sellerId: l.sellerId!,
        quantity: l.quantity,
        unitPrice: l.unitPrice,
        discount: l.discount,
        total: l.unitPrice * l.quantity - l.discount,
        name: l.name,
        type: l.type,
        preOrder: l.preOrder,
        isZeroVat: l.isZeroVat,
      }),
    );
    return repo.save(rows);
  }

  // ================================================================ settling a payment

  /**
   * Brings an order in line with its payment at the provider. Safe to call any number of times,
   * from any process, at once: the provider is asked outside any transaction and the order moves
   * by compare-and-set, so exactly one caller fulfils or cancels it.
   * @param hint what a verified webhook already said (saves asking when it says "cancelled").
   */
  async settle(ctx: RequestContext, orderId: string, opts: { expired?: boolean; hint?: ProviderPayment["state"] | null } = {}): Promise<Order> {
    const order = isUuid(orderId) ? await ctx.manager.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) throw new NotFoundError("Order");
    return (await this.settleLoaded(ctx, order, opts)) ? ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId }) : order;
  }

  /** `settle` for an order just read (a webhook's); returns whether it may have changed it. */
  async settleLoaded(ctx: RequestContext, order: Order, opts: { expired?: boolean; hint?: ProviderPayment["state"] | null } = {}): Promise<boolean> {
    if (order.status === OrderStatus.Cancelled && opts.hint === "captured") {
      await this.refundLateCapture(ctx, order);
      return false;
    }
    if (order.status !== OrderStatus.PaymentProcessing) return false;
    const payment = await ctx.manager.getRepository(Payment).findOne({ where: { orderId: order.id }, order: { createdAt: "DESC" } });
    if (!payment?.providerRef) return false;
    const adapter = this.payments.get(payment.provider);
    let state: ProviderPayment;
    try {
      state = await adapter.complete(payment.providerRef, order.id);
    } catch (e) {
      if (e instanceof ProviderUnavailableError) throw new ServiceUnavailableError("The payment provider cannot be reached: try again in a few seconds", 10);
      throw e;
    }
    switch (state.state) {
      case "captured":
        await this.fulfil(ctx, order, payment, state);
        break;
      case "declined":
      case "failed":
        await this.cancel(ctx, order.id, [OrderStatus.PaymentProcessing], {
          ...SYSTEM,
          type: `payment.${state.state}`,
          reason: ApprovalReason.AutomaticCancelled,
          paymentStatus: state.state === "declined" ? PaymentStatus.declined : PaymentStatus.failed,
          decision: PaymentDecision.declined,
          details: { declineReason: state.declineReason ?? null },
        });
        break;
      case "cancelled":
        await this.cancel(ctx, order.id, [OrderStatus.PaymentProcessing], {
          ...SYSTEM,
          type: "payment.cancelled",
          reason: ApprovalReason.AutomaticCancelled,
          paymentStatus: PaymentStatus.failed,
          decision: PaymentDecision.cancelled,
        });
        break;
      default:
        if (opts.expired) {
          // The shopper never finished: the reservation ends, the keys go back.
          await this.cancel(ctx, order.id, [OrderStatus.PaymentProcessing], {
            ...SYSTEM,
            type: "reservation.expired",
            reason: ApprovalReason.AutomaticCancelled,
            paymentStatus: PaymentStatus.failed,
            decision: PaymentDecision.cancelled,
          });
        } else {
          const status = state.state === "approved" ? PaymentStatus.approved : state.state === "processing" ? PaymentStatus.processing : null;
          if (status && payment.status !== status) await ctx.manager.getRepository(Payment).update({ id: payment.id }, { status });
        }
    }
    return true;
  }

  /**
   * A provider captured the payment of an order that was already cancelled (the shopper paid after
   * the reservation ended): the money goes back in full, once, and the order stays cancelled.
   */
  private async refundLateCapture(ctx: RequestContext, order: Order): Promise<void> {
    const payment = await ctx.manager.getRepository(Payment).findOne({ where: { orderId: order.id }, order: { createdAt: "DESC" } });
    if (!payment?.providerRef) return;
    const state = await this.payments.get(payment.provider).status(payment.providerRef);
    if (state.state !== "captured") return;
    // One refund per order: the row is the claim (a concurrent caller finds it and stops).
    const claimed: { id: string }[] = await ctx.manager.query(
      `INSERT INTO refunds (order_id, payment_id, amount, currency, reason, status)
       SELECT $1, $2, $3, $4, 'captured after the order was cancelled', 'pending'
        WHERE NOT EXISTS (SELECT 1 FROM refunds WHERE order_id = $1) RETURNING id`,
      [order.id, payment.id, order.total, order.currency],
    );
    if (!claimed[0]) return;
    const refund = await ctx.manager.getRepository(Refund).findOneByOrFail({ id: claimed[0].id });
    await ctx.manager.getRepository(Payment).update({ id: payment.id }, { status: PaymentStatus.captured, captureRef: state.captureRef ?? null });
    await this.refundAtProvider(ctx, order, { ...payment, captureRef: state.captureRef ?? payment.captureRef }, refund);
    await ctx.manager.query(`UPDATE orders SET refunded_amount = total, updated_at = now() WHERE id = $1`, [order.id]);
    await recordEvent(ctx, order.id, {
      ...SYSTEM,
      type: "payment.refunded_after_cancel",
      paymentStatus: PaymentStatus.captured,
      details: { refundId: refund.id, amount: order.total },
    });
  }

  /** The payment is captured: screen again, then deliver, hold for review, or wait for pre-order keys. */
  private async fulfil(ctx: RequestContext, order: Order, payment: Payment, state: ProviderPayment): Promise<void> {
    // The lines, and whether any has a purchase at a supplier (only such a line can lack keys now), in one statement.
    const loaded = await ctx.manager
      .getRepository(OrderItem)
      .createQueryBuilder("i")
      .addSelect("EXISTS (SELECT 1 FROM supplier_purchases p WHERE p.order_item_id = i.id)", "supplier_purchase")
      .where("i.order_id = :orderId", { orderId: order.id })
      .getRawAndEntities<{ supplier_purchase: boolean }>();
    let items = loaded.entities;
    const supplierPurchases = loaded.raw.some((r) => r.supplier_purchase);
    const softwareOnly = items.every((i) => i.type === RootCategory.softwares);
    const screening = await this.fraud.reviewPayment(ctx, {
      userId: order.userId,
      before: { rules: order.fraudRules as never, score: order.fraudScore },
      softwareOnly,
      threeDsRequested: payment.threeDsRequested,
      threeDsAuthenticated: state.threeDsAuthenticated ?? false,
      cardFingerprint: state.cardFingerprint ?? null,
    });
    const mailIds: number[] = [];
    // Lines reserved against a supplier's stock get their keys now (another offer, or the supplier,
    // outside any transaction); an order still lacking keys waits in Manual (supplier-fulfilment.ts).
    let supplyHeld = false;
    let sourced = false;
    if (screening.decision === FraudDecision.ALLOW && this.supply) {
      const supplied = await this.supply.source(ctx, order.id, { supplierPurchases });
      supplyHeld = !supplied.complete;
      sourced = supplied.sourced;
      if (sourced) items = await ctx.manager.getRepository(OrderItem).findBy({ orderId: order.id }); // a line may record another offer now
    }
    // Lines that are not pre-orders had all their keys reserved: they are delivered in full now.
    const deliveredNow = screening.decision === FraudDecision.ALLOW && !supplyHeld && !items.some((i) => i.preOrder);
    await withTransaction(ctx, async (tx) => {
      const held = screening.decision !== FraudDecision.ALLOW || supplyHeld;
      const moved = await moveOrder(tx, order.id, {
        from: OrderStatus.PaymentProcessing,
        to: held ? OrderStatus.Manual : OrderStatus.Sold, // refined to PreOrder below when keys are missing
        ...SYSTEM,
        type: "payment.captured",
        paymentStatus: PaymentStatus.captured,
        reason: held ? null : screening.reason,
        details: { fraud: { decision: screening.decision, score: screening.score, rules: screening.rules } },
        set: {
          paid_at: new Date(),
          reservation_expires_at: null,
          fraud_decision: screening.decision,
          fraud_score: screening.score,
          fraud_rules: screening.rules,
          payment_decision: held ? null : PaymentDecision.approved,
          approval_reason: held ? null : screening.reason,
          ...(deliveredNow ? { delivered_at: new Date() } : {}),
        },
      });
      if (!moved) return; // another caller settled it first
      await tx.manager.getRepository(Payment).update(
        { id: payment.id },
        {
          status: PaymentStatus.captured,
          captureRef: state.captureRef ?? null,
          threeDsAuthenticated: state.threeDsAuthenticated ?? false,
          cardFingerprint: state.cardFingerprint ?? null,
        },
      );
      const source = order.tracking?.source;
      if (source !== "buy_now")
        await this.carts.complete(
          tx,
          order.userId,
          items.map((i) => i.productId),
        );
      if (held) {
        if (supplyHeld) await recordEvent(tx, order.id, { ...SYSTEM, type: "supply.waiting", details: {} });
        mailIds.push(await this.mail.enqueue(tx, { template: "order-received", to: order.email, locale: order.locale, vars: this.mailVars(order) }));
        return;
      }
      await this.deliver(tx, order, items, { deliveredAtSet: deliveredNow });
      mailIds.push(await this.mail.enqueue(tx, { template: "order-confirmation", to: order.email, locale: order.locale, vars: this.mailVars(order) }));
    });
    if (mailIds.length) await this.mail.deliver(...mailIds);
    // Held for its supply (by this caller or a concurrent one): delivered if the keys came meanwhile,
    // else support and the customer are told once every source failed.
    if (sourced && this.supply) await this.supply.afterHold(ctx, order.id);
  }

  /** Delivers the reserved keys of an order (in the caller's transaction) and writes the ledger; PreOrder when some lines wait for keys. */
  private async deliver(tx: RequestContext, order: Order, items: OrderItem[], opts: { deliveredAtSet?: boolean } = {}): Promise<void> {
    const delivered = await deliverReservedKeys(
      tx,
      items.map((i) => i.id),
    );
    await this.recordDelivery(tx, order, items, delivered);
    const waiting = items.some((i) => i.preOrder && delivered.filter((k) => k.orderItemId === i.id).length < i.quantity);
    const now = new Date();
    if (waiting) {
      // The sellers' webhooks (preorder.waiting) for each line still missing keys.
      for (const i of items.filter((i) => i.preOrder))
        await tx.services.webhooks.preorderWaiting(tx, order, i, i.quantity - i.refundedQuantity - delivered.filter((k) => k.orderItemId === i.id).length);
      await tx.manager.query(`UPDATE orders SET status = ${OrderStatus.PreOrder}, updated_at = now() WHERE id = $1 AND status = ${OrderStatus.Sold}`, [
        order.id,
      ]);
      await recordEvent(tx, order.id, {
        ...SYSTEM,
        type: "order.preorder",
        fromStatus: OrderStatus.Sold,
        to: OrderStatus.PreOrder,
        details: { waitingLines: items.filter((i) => i.preOrder).map((i) => i.id) },
      });
    } else if (!opts.deliveredAtSet) {
      await tx.manager.getRepository(Order).update({ id: order.id }, { deliveredAt: now });
    }
  }

  /**
   * Ledger lines and sales counters for keys just delivered, and the timeline's event (by the
   * system, or as `event` says: an admin's manual delivery).
   */
  async recordDelivery(
    tx: RequestContext,
    order: Order,
    items: OrderItem[],
    delivered: readonly DeliveredKey[],
    event: { actor: OrderActor; actorUserId: string | null; type: string; reason?: string | null; details?: Record<string, unknown> } = {
      ...SYSTEM,
      type: "keys.delivered",
    },
  ): Promise<void> {
    for (const item of items) {
      const lineKeys = delivered.filter((k) => k.orderItemId === item.id);
      if (!lineKeys.length) continue;
      // Keys of another offer (the supplier fallback's next offer) are booked to the seller who supplied them.
      const bySource = new Map<number, { item: OrderItem; keys: string[] }>([[item.offerId, { item, keys: [] }]]);
      for (const k of lineKeys) {
        const group: { item: OrderItem; keys: string[] } = bySource.get(k.offerId) ?? {
          item: Object.assign(Object.create(Object.getPrototypeOf(item)), item, { offerId: k.offerId, sellerId: k.sellerId }),
          keys: [],
        };
        group.keys.push(k.id);
        bySource.set(k.offerId, group);
      }
      for (const { item: source, keys } of bySource.values()) {
        if (!keys.length) continue;
        await this.payouts.recordSales(tx, order.id, source, keys, order.currency);
        // The seller's webhooks (key.sold), queued with this transaction.
        await tx.services.webhooks.keysDelivered(tx, order, source, keys);
        // The sales counters of the offer and the product (bestsellers, trending), in one statement. Not
        // the seller's row: a handful of sellers' rows locked by every sale would queue all checkouts
        // behind each other; a seller's sales are the ledger's lines.
        await tx.manager.query(
          `WITH o AS (UPDATE offers SET sales_count = sales_count + $3 WHERE id = $1 RETURNING id)
           UPDATE products SET sales_count = sales_count + $3, recent_sales_count = recent_sales_count + $3 WHERE id = $2`,
          [source.offerId, source.productId, keys.length],
        );
      }
    }
    if (delivered.length) await recordEvent(tx, order.id, { ...event, details: { ...event.details, keys: delivered.length } });
  }

  /** Cancels an order still in one of `from`: keys and coupon back, payment status and decision recorded. */
  private async cancel(
    ctx: RequestContext,
    orderId: string,
    from: OrderStatus[],
    e: {
      actor: OrderActor;
      actorUserId: string | null;
      type: string;
      reason: string;
      paymentStatus?: PaymentStatus;
      decision: PaymentDecision;
      details?: Record<string, unknown>;
      /** Refunded through the provider before cancelling (minor units): recorded with the order. */
      refunded?: number;
      /** Runs in the cancelling transaction once the order moved (the admin audit entry). */
      inTx?: (tx: RequestContext) => Promise<void>;
    },
  ): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const moved = await moveOrder(tx, orderId, {
        from,
        to: OrderStatus.Cancelled,
        actor: e.actor,
        actorUserId: e.actorUserId,
        type: e.type,
        reason: e.reason,
        paymentStatus: e.paymentStatus,
        details: e.details,
        set: { reservation_expires_at: null, payment_decision: e.decision, approval_reason: e.reason, ...(e.refunded ? { refunded_amount: e.refunded } : {}) },
      });
      if (!moved) return false;
      const items = await tx.manager.getRepository(OrderItem).findBy({ orderId });
      const released = await releaseReservedKeys(
        tx,
        items.map((i) => i.id),
      );
      // Supplier stock reserved for lines and never bought goes back.
      if (this.supply)
        await this.supply.release(
          tx,
          items.map((i) => i.id),
        );
      await this.coupons.release(tx, orderId);
      if (e.paymentStatus)
        await tx.manager.query(`UPDATE payments SET status = $2, updated_at = now() WHERE order_id = $1 AND status NOT IN ('captured')`, [
          orderId,
          e.paymentStatus,
        ]);
      if (released) await recordEvent(tx, orderId, { ...SYSTEM, type: "keys.released", details: { keys: released } });
      if (e.inTx) await e.inTx(tx);
      return true;
    });
  }

  /** Orders whose reservation ran out: settled with the provider one last time, else cancelled. */
  async expireReservations(ctx: RequestContext, limit = 100): Promise<number> {
    const due: { id: string }[] = await ctx.manager.query(
      `SELECT id FROM orders WHERE status IN (${OrderStatus.PaymentProcessing}, ${OrderStatus.Processing}) AND reservation_expires_at < now() ORDER BY reservation_expires_at LIMIT $1`,
      [limit],
    );
    let n = 0;
    for (const { id } of due) {
      try {
        const before = await ctx.manager.getRepository(Order).findOneByOrFail({ id });
        if (before.status === OrderStatus.Processing) {
          // The process died between reserving and starting the payment.
          if (
            await this.cancel(ctx, id, [OrderStatus.Processing], {
              ...SYSTEM,
              type: "reservation.expired",
              reason: ApprovalReason.AutomaticCancelled,
              paymentStatus: PaymentStatus.failed,
              decision: PaymentDecision.cancelled,
            })
          )
            n++;
          continue;
        }
        const after = await this.settle(ctx, id, { expired: true });
        if (after.status !== before.status) n++;
      } catch (e) {
        this.logger.warn({ err: e, orderId: id }, "reservation expiry failed; retried by the next sweep");
      }
    }
    return n;
  }

  // ================================================================ review (admins)

  /** An admin approves an order held for review: its keys are delivered. */
  async approveReview(ctx: RequestContext, orderId: string, note: string | null, reason: ApprovalReason | null = null): Promise<Order> {
    ownerScope(ctx, "orders:edit", "customer");
    if (reason != null && reason !== ApprovalReason.AdminApprovedAfterDecline) {
      throw new InvalidInputError(`An admin approves with the reason ${ApprovalReason.AdminApprovedAfterDecline}`);
    }
    const order = await this.heldOrder(ctx, orderId);
    // Lines reserved against a supplier's stock are sourced first; while keys are missing the order
    // stays in Manual, held for its supply (supplier-fulfilment.ts), and is delivered when they come.
    if (this.supply && !(await this.supply.source(ctx, orderId)).complete) {
      await this.supply.hold(ctx, orderId);
      return ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
    }
    const mailIds: number[] = [];
    await withTransaction(ctx, async (tx) => {
      const moved = await moveOrder(tx, order.id, {
        from: OrderStatus.Manual,
        to: OrderStatus.Sold,
        actor: "Admin",
        actorUserId: ctx.user!.id,
        type: "review.approved",
        reason: ApprovalReason.AdminApprovedAfterDecline,
        details: note ? { note } : {},
        set: { payment_decision: PaymentDecision.approved, approval_reason: ApprovalReason.AdminApprovedAfterDecline },
      });
      if (!moved) throw new IllegalOperationError("The order is no longer waiting for review");
      // Its missing keys are being refunded (refundMissingKeys claimed them first): that decision stands.
      if (await this.refundUnderWay(tx, orderId)) throw new IllegalOperationError("The order is no longer waiting for review");
      const items = await tx.manager.getRepository(OrderItem).findBy({ orderId });
      await this.deliver(tx, order, items);
      await recordAudit(tx, {
        action: "order.approve",
        targetType: "order",
        targetId: order.id,
        summary: `${orderNumber(order.number)} approved after review${note ? `: ${note}` : ""}`,
        before: orderSnapshot(order),
        after: await orderSnapshotOf(tx, order.id),
      });
      mailIds.push(await this.mail.enqueue(tx, { template: "order-confirmation", to: order.email, locale: order.locale, vars: this.mailVars(order) }));
    });
    await this.mail.deliver(...mailIds);
    return ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  /** An admin cancels an order held for review: the payment is refunded in full, the keys go back. */
  async cancelReview(ctx: RequestContext, orderId: string, note: string | null, reason: ApprovalReason | null = null): Promise<Order> {
    ownerScope(ctx, "orders:edit", "customer");
    const why = reason ?? ApprovalReason.AdminCancelled;
    if (!ADMIN_CANCEL_REASONS.includes(why)) {
      throw new InvalidInputError(`An admin cancels with the reason ${ADMIN_CANCEL_REASONS.join(" or ")}`);
    }
    const order = await this.heldOrder(ctx, orderId);
    const payment = await ctx.manager.getRepository(Payment).findOneByOrFail({ orderId, status: PaymentStatus.captured });
    // The refund row is the claim, written with the order locked: a concurrent refundMissingKeys finds it (or this finds its).
    const refund = await withTransaction(ctx, async (tx) => {
      await this.lockHeld(tx, orderId);
      return pendingRefund(tx, order, payment, order.total, note ?? why, ctx.user!.id);
    });
    await this.refundAtProvider(ctx, order, payment, refund);
    await this.cancel(ctx, orderId, [OrderStatus.Manual], {
      actor: "Admin",
      actorUserId: ctx.user!.id,
      type: "review.cancelled",
      reason: why,
      decision: PaymentDecision.declined_business,
      details: { refundId: refund.id, ...(note ? { note } : {}) },
      refunded: order.total,
      inTx: async (tx) =>
        recordAudit(tx, {
          action: "order.cancel",
          targetType: "order",
          targetId: order.id,
          summary: `${orderNumber(order.number)} cancelled after review (${why}), ${toAmount(order.total).toFixed(2)} ${order.currency.toUpperCase()} refunded${note ? `: ${note}` : ""}`,
          before: orderSnapshot(order),
          after: await orderSnapshotOf(tx, order.id),
        }),
    });
    return ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  /**
   * An order held in Manual for its supply (supplier-fulfilment.ts) that support settles as it is:
   * the keys that were sourced (reserved on its lines) are delivered, and the keys still missing
   * are refunded through the provider (each line's share, split as `refund` splits it). The order
   * becomes RefundedPartially, or Refunded when no key was sourced. The missing keys are claimed
   * first (the order locked: a concurrent approve, cancel or second call finds the claim and is
   * refused), the provider is called outside any transaction (a failure gives the claim back),
   * then one transaction delivers, releases the supplier stock still reserved for the lines and
   * moves the order. Codes a supplier sends later go to stock (the order no longer wants keys).
   */
  async refundMissingKeys(ctx: RequestContext, orderId: string, reason: string): Promise<Order> {
    ownerScope(ctx, "orders:edit", "customer");
    const order = await this.heldOrder(ctx, orderId);
    const payment = await ctx.manager.getRepository(Payment).findOneBy({ orderId, status: PaymentStatus.captured });
    if (!payment) throw new IllegalOperationError("The order has no captured payment");
    const claim = await withTransaction(ctx, async (tx) => {
      await this.lockHeld(tx, orderId);
      const [supply] = await tx.manager.query(`SELECT 1 FROM order_events WHERE order_id = $1 AND type = 'supply.waiting' LIMIT 1`, [orderId]);
      if (!supply) throw new IllegalOperationError("The order is held for a review, not for its supply: approve or cancel it");
      // The lines locked first: a source running now (supplier-fulfilment.ts) has added its keys when they are
      // counted (by a statement of its own, which sees what committed while it waited), or finds them claimed.
      await tx.manager.query(`SELECT id FROM order_items WHERE order_id = $1 ORDER BY id FOR UPDATE`, [orderId]);
      const lines: { id: string; quantity: number; refunded_quantity: number; total: number; name: string; have: number }[] = await tx.manager.query(
        `SELECT i.id, i.quantity, i.refunded_quantity, i.total, i.name,
                (SELECT count(*)::int FROM product_keys k WHERE k.order_item_id = i.id) AS have
           FROM order_items i WHERE i.order_id = $1 ORDER BY i.id`,
        [orderId],
      );
      const plan = lines.map((l) => ({ line: l, quantity: Number(l.quantity) - Number(l.refunded_quantity) - Number(l.have) })).filter((p) => p.quantity > 0);
      if (!plan.length) throw new IllegalOperationError("Nothing is missing: approve the order instead");
      let amount = 0;
      for (const p of plan) {
        amount += keysShare(Number(p.line.total), p.line.quantity, p.line.refunded_quantity, p.quantity);
        await tx.manager.query(`UPDATE order_items SET refunded_quantity = refunded_quantity + $2 WHERE id = $1`, [p.line.id, p.quantity]);
      }
      const refund = await pendingRefund(
        tx,
        order,
        payment,
        amount,
        reason,
        ctx.user!.id,
        plan.map((p) => ({ orderItemId: p.line.id, quantity: p.quantity })),
      );
      return { refund, plan, amount, sourced: lines.reduce((a, l) => a + Number(l.have), 0) };
    });
    const { refund, plan, amount } = claim;
    try {
      await this.refundAtProvider(ctx, order, payment, refund);
    } catch (e) {
      // The claim given back: the keys are missing again, and the refund (failed) no longer holds the order.
      await withTransaction(ctx, async (tx) => {
        for (const p of plan)
          await tx.manager.query(`UPDATE order_items SET refunded_quantity = refunded_quantity - $2 WHERE id = $1`, [p.line.id, p.quantity]);
        await tx.manager.query(`UPDATE refunds SET status = 'failed' WHERE id = $1 AND status = 'pending'`, [refund.id]);
      });
      throw e;
    }
    const mailIds: number[] = [];
    await withTransaction(ctx, async (tx) => {
      const items = await tx.manager.getRepository(OrderItem).findBy({ orderId });
      const [{ left }] = await tx.manager.query(`SELECT sum(quantity - refunded_quantity)::int AS left FROM order_items WHERE order_id = $1`, [orderId]);
      const to = left === 0 ? OrderStatus.Refunded : OrderStatus.RefundedPartially;
      // From Manual: approving, cancelling and the supply's own settling all see the claim and leave the order
      // alone. Should any other step have moved it meanwhile, the refund made is recorded all the same.
      const moved = await moveOrder(tx, orderId, {
        from: [OrderStatus.Manual, OrderStatus.Sold, OrderStatus.PreOrder, OrderStatus.Closed, OrderStatus.RefundedPartially],
        to,
        actor: "Admin",
        actorUserId: ctx.user!.id,
        type: "order.refunded",
        reason,
        details: { refundId: refund.id, amount, missing: plan.reduce((a, p) => a + p.quantity, 0) },
        set: { payment_decision: claim.sourced > 0 ? PaymentDecision.approved : PaymentDecision.declined_business },
      });
      if (!moved) throw new Error(`order ${orderId}: refunded ${amount} at the provider (refund ${refund.id}) but no longer in a status to record it`);
      const delivered = await deliverReservedKeys(
        tx,
        items.map((i) => i.id),
      );
      await this.recordDelivery(tx, order, items, delivered, { actor: "Admin", actorUserId: ctx.user!.id, type: "keys.delivered" });
      await tx.manager.query(
        `UPDATE orders SET refunded_amount = refunded_amount + $2, delivered_at = CASE WHEN $3 THEN coalesce(delivered_at, now()) ELSE delivered_at END WHERE id = $1`,
        [orderId, amount, delivered.length > 0],
      );
      // Supplier stock still reserved for the lines (never bought) goes back.
      const released = this.supply
        ? await this.supply.release(
            tx,
            items.map((i) => i.id),
          )
        : 0;
      if (to === OrderStatus.Refunded) await this.coupons.release(tx, orderId);
      await recordAudit(tx, {
        action: "order.refundMissing",
        targetType: "order",
        targetId: orderId,
        summary: `${orderNumber(order.number)}: ${delivered.length} sourced key(s) delivered, ${plan.reduce((a, p) => a + p.quantity, 0)} missing refunded (${toAmount(amount).toFixed(2)} ${order.currency.toUpperCase()}): ${reason}`,
        before: orderSnapshot(order),
        after: {
          ...(await orderSnapshotOf(tx, orderId)),
          refund: {
            id: refund.id,
            amount: toAmount(amount),
            keysDelivered: delivered.length,
            supplierStockReleased: released,
            lines: plan.map((p) => ({ id: p.line.id, name: p.line.name, quantity: p.quantity })),
          },
        },
      });
      if (delivered.length)
        mailIds.push(await this.mail.enqueue(tx, { template: "order-confirmation", to: order.email, locale: order.locale, vars: this.mailVars(order) }));
    });
    if (mailIds.length) await this.mail.deliver(...mailIds);
    return ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  /**
   * Locks a held order (in the caller's transaction) for a refund's claim: refused when it left
   * Manual or another refund of it is under way or made.
   */
  private async lockHeld(tx: RequestContext, orderId: string): Promise<void> {
    const [row] = await tx.manager.query(`SELECT status FROM orders WHERE id = $1 FOR UPDATE`, [orderId]);
    if (!row || Number(row.status) !== OrderStatus.Manual) throw new IllegalOperationError("The order is no longer waiting for review");
    if (await this.refundUnderWay(tx, orderId)) throw new IllegalOperationError("The order was refunded meanwhile");
  }

  /**
   * A held order has a refund claimed or made (only a failed one does not count): no other decision
   * may follow (approving, and the supply's settling in supplier-fulfilment.ts, ask this).
   */
  async refundUnderWay(tx: RequestContext, orderId: string): Promise<boolean> {
    const [row] = await tx.manager.query(`SELECT 1 FROM refunds WHERE order_id = $1 AND status <> 'failed' LIMIT 1`, [orderId]);
    return !!row;
  }

  private async heldOrder(ctx: RequestContext, orderId: string): Promise<Order> {
    const order = isUuid(orderId) ? await ctx.manager.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) throw new NotFoundError("Order");
    if (order.status !== OrderStatus.Manual) throw new IllegalOperationError("The order is not waiting for review");
    return order;
  }

  // ================================================================ refunds (admins)

  /**
   * Refunds an order, fully or some keys of some lines, through its provider. Unrevealed keys of
   * the refunded quantities go back to stock (revealed ones stay sold); the sellers' ledger gets
   * reversal lines; the order becomes Refunded or RefundedPartially.
   */
  async refund(
    ctx: RequestContext,
    orderId: string,
    lines: { orderItemId: string; quantity: number }[] | null,
    reason: string,
    /**
     * A refund of named keys (a support ticket's key that cannot be replaced): those keys' sales
     * are reversed and no other key goes back to stock; `inTx` runs in the refund's final transaction.
     */
    only?: { keyIds: readonly string[]; inTx?: (tx: RequestContext, refunded: number) => Promise<void> },
  ): Promise<Order> {
    if (ctx.user) ownerScope(ctx, "orders:edit", "customer"); // admins (every order); jobs act as the system
    const order = isUuid(orderId) ? await ctx.manager.getRepository(Order).findOneBy({ id: orderId }) : null;
    if (!order) throw new NotFoundError("Order");
    if (![OrderStatus.Sold, OrderStatus.Closed, OrderStatus.PreOrder, OrderStatus.RefundedPartially].includes(order.status)) {
      throw new IllegalOperationError("Only a paid, delivered order can be refunded");
    }
    const payment = await ctx.manager.getRepository(Payment).findOneBy({ orderId, status: PaymentStatus.captured });
    if (!payment) throw new IllegalOperationError("The order has no captured payment");
    const items = await ctx.manager.getRepository(OrderItem).findBy({ orderId });
    const wanted = lines ?? items.map((i) => ({ orderItemId: i.id, quantity: i.quantity - i.refundedQuantity }));
    let amount = 0;
    const plan: { item: OrderItem; quantity: number }[] = [];
    for (const w of wanted) {
      const item = items.find((i) => i.id === w.orderItemId);
      if (!item) throw new NotFoundError("Order line");
      if (w.quantity < 1 || w.quantity > item.quantity - item.refundedQuantity)
        throw new InvalidInputError(`At most ${item.quantity - item.refundedQuantity} keys of "${item.name}" can still be refunded`);
      amount += keysShare(item.total, item.quantity, item.refundedQuantity, w.quantity);
      plan.push({ item, quantity: w.quantity });
    }
    if (!plan.length) throw new IllegalOperationError("Nothing left to refund");
    // Claim the quantities first (concurrent refunds cannot both take the same keys), then call the provider.
    const refund = await withTransaction(ctx, async (tx) => {
      for (const p of plan) {
        const claimed = returnedRows(
          await tx.manager.query(
            `UPDATE order_items SET refunded_quantity = refunded_quantity + $2 WHERE id = $1 AND refunded_quantity + $2 <= quantity RETURNING id`,
            [p.item.id, p.quantity],
          ),
        );
        if (!claimed.length) throw new IllegalOperationError("These keys were refunded meanwhile");
      }
      return pendingRefund(
        tx,
        order,
        payment,
        amount,
        reason,
        ctx.user?.id ?? null,
        plan.map((p) => ({ orderItemId: p.item.id, quantity: p.quantity })),
      );
    });
    try {
      await this.refundAtProvider(ctx, order, payment, refund);
    } catch (e) {
      await withTransaction(ctx, async (tx) => {
        for (const p of plan)
          await tx.manager.query(`UPDATE order_items SET refunded_quantity = refunded_quantity - $2 WHERE id = $1`, [p.item.id, p.quantity]);
      });
      throw e;
    }
    await withTransaction(ctx, async (tx) => {
      let restocked = 0;
      for (const p of plan) {
        const back = only ? [] : await restockUnrevealed(tx, p.item.id, p.quantity);
        restocked += back.length;
        // The ledger reverses the keys refunded: those put back, and revealed ones for the rest (or the keys named).
        const revealed: { id: string }[] = only
          ? only.keyIds.map((id) => ({ id }))
          : back.length < p.quantity
            ? await tx.manager.query(
                `SELECT k.id FROM product_keys k WHERE k.order_item_id = $1 AND k.state <> ${KeyState.Available} AND NOT EXISTS (SELECT 1 FROM payout_lines r WHERE r.key_id = k.id AND r.order_item_id = $1 AND r.kind = 'reversal') LIMIT $2`,
                [p.item.id, p.quantity - back.length],
              )
            : [];
        await this.payouts.reverse(tx, p.item.id, [...back, ...revealed.map((r) => r.id)]);
        // The seller's webhooks (key.refunded): the keys and what was refunded for them.
        const refunded = keysShare(p.item.total, p.item.quantity, p.item.refundedQuantity, p.quantity);
        await tx.services.webhooks.keysRefunded(tx, order, p.item, p.quantity, refunded);
      }
      const [{ left }] = await tx.manager.query(`SELECT sum(quantity - refunded_quantity)::int AS left FROM order_items WHERE order_id = $1`, [orderId]);
      const to = left === 0 ? OrderStatus.Refunded : OrderStatus.RefundedPartially;
      await moveOrder(tx, orderId, {
        from: [OrderStatus.Sold, OrderStatus.Closed, OrderStatus.PreOrder, OrderStatus.RefundedPartially],
        to,
        actor: ctx.user ? "Admin" : "System",
        actorUserId: ctx.user?.id ?? null,
        type: "order.refunded",
        reason,
        details: { refundId: refund.id, amount, restocked },
        set: { refunded_amount: order.refundedAmount + amount },
      });
      if (to === OrderStatus.Refunded) await this.coupons.release(tx, orderId);
      if (only?.inTx) await only.inTx(tx, amount);
      // Refunds made by staff are audited (the system's own refunds are in the order's timeline).
      if (ctx.user) {
        await recordAudit(tx, {
          action: "order.refund",
          targetType: "order",
          targetId: orderId,
          summary: `${orderNumber(order.number)}: ${toAmount(amount).toFixed(2)} ${order.currency.toUpperCase()} refunded (${to === OrderStatus.Refunded ? "in full" : "partially"}): ${reason}`,
          before: orderSnapshot(order),
          after: {
            ...(await orderSnapshotOf(tx, orderId)),
            refund: {
              id: refund.id,
              amount: toAmount(amount),
              keysRestocked: restocked,
              lines: plan.map((p) => ({ id: p.item.id, name: p.item.name, quantity: p.quantity })),
            },
          },
        });
      }
    });
    return ctx.manager.getRepository(Order).findOneByOrFail({ id: orderId });
  }

  private async refundAtProvider(ctx: RequestContext, order: Order, payment: Payment, refund: Refund): Promise<void> {
    const adapter = this.payments.get(payment.provider);
    let result: RefundResult;
    try {
      result = await adapter.refund({
        orderId: order.id,
        refundId: refund.id,
        providerRef: payment.providerRef!,
        captureRef: payment.captureRef ?? undefined,
        amount: refund.amount,
        currency: order.currency,
        reason: refund.reason,
      });
    } catch (e) {
      await ctx.manager.getRepository(Refund).update({ id: refund.id }, { status: "failed" });
      if (e instanceof ProviderUnavailableError) throw new ServiceUnavailableError("The payment provider cannot be reached: try again in a few seconds", 10);
      throw e;
    }
    await ctx.manager
      .getRepository(Refund)
      .update({ id: refund.id }, { status: result.state === "failed" ? "failed" : result.state, providerRef: result.refundRef || null });
    if (result.state === "failed")
      throw new IllegalOperationError(`The payment provider refused the refund${result.failureReason ? ` (${result.failureReason})` : ""}`);
  }

  // ================================================================ pre-orders (job)

  /** Delivers waiting pre-order lines whose offers have keys now; an order whose lines are all delivered becomes Sold. */
  async deliverPreOrders(ctx: RequestContext, limit = 50): Promise<number> {
    const orders: { id: string }[] = await ctx.manager.query(`SELECT id FROM orders WHERE status = ${OrderStatus.PreOrder} ORDER BY paid_at LIMIT $1`, [limit]);
    let completed = 0;
    for (const { id } of orders) {
      const mailIds: number[] = [];
      await withTransaction(ctx, async (tx) => {
        const [order] = await tx.manager.getRepository(Order).find({ where: { id, status: OrderStatus.PreOrder }, lock: { mode: "pessimistic_write" } });
        if (!order) return;
        const items = await tx.manager.getRepository(OrderItem).findBy({ orderId: id });
        const delivered: DeliveredKey[] = [];
        for (const item of items.filter((i) => i.preOrder && i.refundedQuantity < i.quantity)) {
          const [{ have }] = await tx.manager.query(`SELECT count(*)::int AS have FROM product_keys WHERE order_item_id = $1`, [item.id]);
          const missing = item.quantity - item.refundedQuantity - have;
          if (missing <= 0) continue;
          const reserved = await reserveKeys(tx, item.offerId, item.id, missing);
          if (reserved.length) delivered.push(...(await deliverReservedKeys(tx, [item.id])));
        }
        if (!delivered.length) return;
        await this.recordDelivery(tx, order, items, delivered);
        const [{ missing }] = await tx.manager.query(
          `SELECT coalesce(sum(i.quantity - i.refunded_quantity - (SELECT count(*) FROM product_keys k WHERE k.order_item_id = i.id)), 0)::int AS missing FROM order_items i WHERE i.order_id = $1`,
          [id],
        );
        if (missing <= 0) {
          await moveOrder(tx, id, {
            from: OrderStatus.PreOrder,
            to: OrderStatus.Sold,
            ...SYSTEM,
            type: "preorder.delivered",
            set: { delivered_at: new Date() },
          });
          completed++;
        }
        mailIds.push(await this.mail.enqueue(tx, { template: "keys-ready", to: order.email, locale: order.locale, vars: this.mailVars(order) }));
      });
      if (mailIds.length) await this.mail.deliver(...mailIds);
    }
    return completed;
  }

  // ================================================================ helpers

  mailVars(order: Order): { name: string; link: string; number: string; total: string } {
    const prefix = order.locale === Locale.it ? "/it" : "";
    const total = new Intl.NumberFormat(order.locale === Locale.it ? "it-IT" : "en-IE", { style: "currency", currency: order.currency.toUpperCase() }).format(
      order.total / 100,
    );
    return { name: order.billing.name, link: `${this.settings.publicUrl}${prefix}/account/orders/${order.id}`, number: orderNumber(order.number), total };
  }
}

/** Thrown inside a transaction to roll it back and answer a typed result instead. */
class Rollback extends Error {
  constructor(readonly result: CouponNotApplicableError | OutOfStockError) {
    super("rolled back");
  }
}

/** What `count` keys of a line cost, from its `from`-th key on: its total split per key as every refund splits it. */
function keysShare(total: number, quantity: number, from: number, count: number): number {
  return allocate(
    total,
    Array.from({ length: quantity }, () => 1),
  )
    .slice(from, from + count)
    .reduce((a, b) => a + b, 0);
}

/** The refund row written before the provider is asked (status pending): the claim a concurrent refund finds. */
function pendingRefund(
  tx: RequestContext,
  order: Order,
  payment: Payment,
  amount: number,
  reason: string,
  actorUserId: string | null,
  items?: { orderItemId: string; quantity: number }[],
): Promise<Refund> {
  const repo = tx.manager.getRepository(Refund);
  return repo.save(repo.create({ orderId: order.id, paymentId: payment.id, amount, currency: order.currency, reason, status: "pending", actorUserId, items }));
}
