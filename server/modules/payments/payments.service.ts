/**
 * What comes back from payment providers: the shopper's return to the shop and the providers'
 * webhooks. Both only ask checkout to settle the order, which is idempotent; webhooks are also
 * recorded per (provider, event id), so the same event acts once however often it arrives.
 */
import { PaymentProvider } from "../../common/enums.js";
import { DomainError, ErrorCode, NotFoundError, ServiceUnavailableError } from "../../core/errors/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { isUuid } from "../../core/validation/index.js";
import type { Logger } from "../../logger.js";
import type { CheckoutService } from "../checkout/checkout.service.js";
import { Order } from "../orders/order.entities.js";
import { Payment } from "./payment.entities.js";
import type { PaymentsRegistry } from "./payments.registry.js";
import { ProviderUnavailableError, WebhookSignatureError, type IncomingWebhook, type WebhookEvent } from "./provider.js";

/** URL segment of each provider's webhook: /api/payments/webhook/{segment}. */
export const WEBHOOK_SEGMENTS: Readonly<Record<string, PaymentProvider>> = {
  paypal: PaymentProvider.Paypal,
  checkout: PaymentProvider.Checkout,
  sandbox: PaymentProvider.Sandbox,
};

export class PaymentsService {
  constructor(
    private readonly registry: PaymentsRegistry,
    private readonly checkout: () => CheckoutService,
    private readonly logger: Logger,
  ) {}

  /**
   * A webhook: verified, recorded once, then the order it names is settled. Returns whether the
   * event was new. A bad signature is refused (401) and changes nothing.
   */
  async webhook(ctx: RequestContext, provider: PaymentProvider, webhook: IncomingWebhook): Promise<{ duplicate: boolean; orderId: string | null }> {
    const adapter = this.registry.get(provider);
    let event: WebhookEvent;
    try {
      event = await adapter.parseWebhook(webhook);
    } catch (e) {
      if (e instanceof WebhookSignatureError) throw new DomainError(ErrorCode.WEBHOOK_SIGNATURE_INVALID);
      if (e instanceof ProviderUnavailableError) throw new ServiceUnavailableError("The payment provider cannot be reached to verify the webhook", 10);
      if (e instanceof SyntaxError) throw new DomainError(ErrorCode.BAD_USER_INPUT, "The webhook body is not JSON");
      throw e;
    }
    const order = await this.orderOf(ctx, provider, event.providerRef, event.orderId ?? null);
    const inserted: unknown[] = await ctx.manager.query(
      `INSERT INTO payment_events (provider, event_id, type, provider_ref) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING event_id`,
      [provider, event.eventId, event.type, event.providerRef],
    );
    const duplicate = inserted.length === 0;
    if (order && event.state) {
      // Settling is idempotent; a duplicate event still settles (the first may have failed midway).
      await this.checkout().settleLoaded(ctx, order, { hint: event.state });
    } else if (!order) {
      this.logger.warn({ provider, type: event.type, providerRef: event.providerRef }, "webhook for an unknown payment");
    }
    return { duplicate, orderId: order?.id ?? null };
  }

  /** The shopper is back from the provider's page: settle the order, then show it. */
  async returned(ctx: RequestContext, orderId: string): Promise<Order> {
    if (!isUuid(orderId)) throw new NotFoundError("Order");
    return this.checkout().settle(ctx, orderId);
  }

  private async orderOf(ctx: RequestContext, provider: PaymentProvider, providerRef: string, orderId: string | null): Promise<Order | null> {
    const payment = await ctx.manager.getRepository(Payment).findOneBy({ provider, providerRef });
    const id = payment?.orderId ?? (isUuid(orderId) ? orderId : null);
    if (!id) return null;
    const order = await ctx.manager.getRepository(Order).findOneBy({ id });
    if (order && payment == null) {
      // The provider renamed its payment (Checkout.com: hosted page → payment): remember the new name.
      await ctx.manager
        .query(`UPDATE payments SET provider_ref = $3 WHERE order_id = $1 AND provider = $2 AND provider_ref <> $3`, [id, provider, providerRef])
        .catch(() => undefined);
    }
    return order;
  }
}
