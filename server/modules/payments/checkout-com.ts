/**
 * Checkout.com adapter: the Hosted Payments Page (https://api-reference.checkout.com/#tag/Hosted-Payments-Page).
 *
 * The shopper types the card on Checkout.com's page, never on ours (PCI DSS SAQ A), and 3-D Secure
 * runs there too. The page captures on its own (`capture: true`).
 *
 * References: `start` answers the hosted page's id (`hpp_…`). Once the shopper has paid, the page
 * names its payment (`payment_id`, `pay_…`), and webhooks speak only of it. `status`, `complete` and
 * `refund` accept either id: for an `hpp_…` they read the page first (GET /hosted-payments/{id})
 * and follow its payment; the ProviderPayment they answer carries the `pay_…` id as soon as
 * there is one, so the orchestrator can store it. Webhooks carry our order id
 * (`data.metadata.order_id`, sent at start) and order number (`data.reference`) in
 * WebhookEvent.orderId / orderNumber, to find the order whichever id it stored.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { Locale, PaymentProvider } from "../../common/enums.js";
import {
  WebhookSignatureError,
  type IncomingWebhook,
  type PaymentProviderAdapter,
  type ProviderPayment,
  type ProviderPaymentState,
  type RefundRequest,
  type RefundResult,
  type StartPaymentRequest,
  type WebhookEvent,
} from "./provider.js";
import { DEFAULT_PROVIDER_TIMEOUT_MS, ProviderRequestError, isoCurrency, providerFetch, type ProviderAnswer } from "./provider-http.js";

export const CHECKOUT_SANDBOX_API_URL = "https://api.sandbox.checkout.com";
export const CHECKOUT_LIVE_API_URL = "https://api.checkout.com";

export interface CheckoutComAdapterOptions {
  /** Secret API key (`sk_…`; `sk_sbox_…` in the sandbox). */
  secretKey: string;
  /** Sandbox by default; `https://api.checkout.com` (or your account's `https://{prefix}.api.checkout.com`) for live payments. */
  apiUrl?: string;
  /** The signature key of the webhook registered at `/api/payments/webhook/checkout` (HMAC-SHA256 of each body, `Cko-Signature`). */
  webhookSecret: string;
  /** Processing channel the payments belong to (`pc_…`); required by accounts that have more than one. */
  processingChannelId?: string;
  /** Time to wait for each Checkout.com answer; 10 s by default. */
  timeoutMs?: number;
}

const PROVIDER = "Checkout.com";

/** Payment statuses (GET /payments/{id}) → the shop's states. */
const PAYMENT_STATES: Record<string, ProviderPaymentState> = {
  Captured: "captured",
  "Partially Captured": "captured",
  "Partially Refunded": "captured",
  Refunded: "captured",
  Paid: "captured",
  Authorized: "approved",
  "Card Verified": "approved",
  Declined: "declined",
  Canceled: "cancelled",
  Expired: "cancelled",
  Voided: "cancelled",
  Pending: "processing",
};

/** Webhook event types → what they say about the payment; other types are passed on with state null. */
const EVENT_STATES: Record<string, ProviderPaymentState | null> = {
  payment_approved: "approved",
  payment_pending: "processing",
  payment_capture_pending: "processing",
  payment_captured: "captured",
  payment_paid: "captured",
  payment_declined: "declined",
  payment_authentication_failed: "declined",
  payment_capture_declined: "declined",
  payment_canceled: "cancelled",
  payment_expired: "cancelled",
  payment_voided: "cancelled",
  // Refunds the shop made itself and chargebacks do not move a payment's state.
  payment_refunded: null,
  payment_refund_pending: null,
  payment_refund_declined: null,
};

/** Idempotency keys (Cko-Idempotency-Key) derived from our order id. */
export const checkoutIdempotencyKeys = {
  hostedPayment: (orderId: string) => `km-hpp-${orderId}`,
  capture: (orderId: string) => `km-capture-${orderId}`,
};

export class CheckoutComAdapter implements PaymentProviderAdapter {
  readonly name = PaymentProvider.Checkout;
  private readonly apiUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: CheckoutComAdapterOptions) {
    if (!options.secretKey) throw new Error("Checkout.com needs a secret key");
    if (!options.webhookSecret) throw new Error("Checkout.com needs the webhook signature key");
    this.apiUrl = (options.apiUrl || CHECKOUT_SANDBOX_API_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  }

  /** Creates a hosted payment page for our order; the shopper pays at `redirectUrl`. */
  async start(req: StartPaymentRequest): Promise<ProviderPayment> {
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error(`Amount must be a positive integer of minor units, got ${req.amount}`);
    const address = compact({
      address_line1: req.billing.address,
      city: req.billing.city,
      zip: req.billing.code,
      country: req.billing.country_code?.toUpperCase(),
    });
    const itemTotal = req.items.reduce((sum, i) => sum + i.unitAmount * i.quantity, 0);
    const body = compact({
      amount: req.amount,
      currency: isoCurrency(req.currency),
      reference: req.orderNumber,
      billing: { address },
      customer: compact({ email: req.customer.email, name: [req.customer.name, req.customer.surname].filter(Boolean).join(" ") }),
      // The page lists the lines only when they add up to the total (a coupon would not show).
      products:
        req.items.length > 0 && itemTotal === req.amount
          ? req.items.map((i) => ({ name: i.name.slice(0, 255), quantity: i.quantity, price: i.unitAmount }))
          : undefined,
      metadata: { order_id: req.orderId },
      locale: req.locale === Locale.it ? "it-IT" : "en-GB",
      "3ds": { enabled: req.threeDs },
      capture: true,
      processing_channel_id: this.options.processingChannelId,
      success_url: req.returnUrl,
      failure_url: req.cancelUrl,
      cancel_url: req.cancelUrl,
    });
    const res = await this.call("POST", "/hosted-payments", body, checkoutIdempotencyKeys.hostedPayment(req.orderId));
    if (res.status !== 200 && res.status !== 201) throw refused(res, "creating the hosted payment");
    const id = res.body?.id;
    const redirectUrl = res.body?._links?.redirect?.href;
    if (typeof id !== "string" || typeof redirectUrl !== "string") throw new Error("Checkout.com answered without a hosted payment id or redirect link");
    return { providerRef: id, state: "created", redirectUrl };
  }

  /**
   * Reads the payment and captures it when it is authorised and not captured yet (the hosted
   * page normally captures by itself; the capture's idempotency key is derived from our order id).
   * Captures are asynchronous at Checkout.com: if the payment is not shown captured right after,
   * the answer is "processing" and the `payment_captured` webhook finishes the story.
   */
  async complete(providerRef: string, orderId: string): Promise<ProviderPayment> {
    const found = await this.find(providerRef);
    if (!found.payment) return found.result;
    if (found.payment.status !== "Authorized") return fromPayment(found.payment);
    const paymentId = String(found.payment.id);
    const res = await this.call("POST", `/payments/${encodeURIComponent(paymentId)}/captures`, {}, checkoutIdempotencyKeys.capture(orderId));
    const after = fromPayment(await this.getPayment(paymentId));
    if (res.status === 202 || res.status === 200 || res.status === 201) {
      if (after.state === "captured") return after;
      return { ...after, state: "processing", ...(res.body?.action_id ? { captureRef: String(res.body.action_id) } : {}) };
    }
    if (after.state === "captured") return after; // captured by the page meanwhile
    if (res.status === 401 || res.status === 404) throw refused(res, "capturing the payment");
    return { ...after, state: "failed", declineReason: errorCode(res) };
  }

  /** Where the payment stands; `providerRef` may be the hosted page's id or the payment's. */
  async status(providerRef: string): Promise<ProviderPayment> {
    const found = await this.find(providerRef);
    return found.payment ? fromPayment(found.payment) : found.result;
  }

  /**
   * Refunds (part of) the payment (POST /payments/{id}/refunds, idempotency key = our refund id).
   * Checkout.com refunds asynchronously: accepted refunds are "pending" until `payment_refunded`.
   */
  async refund(req: RefundRequest): Promise<RefundResult> {
    let paymentId = req.providerRef;
    if (!isPaymentId(paymentId)) {
      const found = await this.find(paymentId);
      if (!found.payment) return { refundRef: "", state: "failed", failureReason: "NOT_PAID" };
      paymentId = String(found.payment.id);
    }
    if (!Number.isSafeInteger(req.amount) || req.amount <= 0) throw new Error(`Refund amount must be a positive integer of minor units, got ${req.amount}`);
    const body = { amount: req.amount, reference: req.refundId, metadata: { order_id: req.orderId } };
    const res = await this.call("POST", `/payments/${encodeURIComponent(paymentId)}/refunds`, body, req.refundId);
    if (res.status === 202 || res.status === 200 || res.status === 201) {
      return { refundRef: String(res.body?.action_id ?? ""), state: "pending" };
    }
    if (res.status === 403 || res.status === 422) return { refundRef: "", state: "failed", failureReason: errorCode(res) };
    throw refused(res, "refunding the payment");
  }

  /**
   * Checks `Cko-Signature` (hex HMAC-SHA256 of the raw body with the webhook's signature key,
   * compared in constant time) and reads the event.
   */
  async parseWebhook(webhook: IncomingWebhook): Promise<WebhookEvent> {
    const given = webhook.headers["cko-signature"];
    if (!given) throw new WebhookSignatureError(PROVIDER, "missing Cko-Signature");
    const expected = createHmac("sha256", this.options.webhookSecret).update(webhook.rawBody).digest("hex");
    const a = Buffer.from(expected, "utf8");
    const b = Buffer.from(given.trim().toLowerCase(), "utf8");
    if (a.length !== b.length || !timingSafeEqual(a, b)) throw new WebhookSignatureError(PROVIDER);
    let event: any;
    try {
      event = JSON.parse(webhook.rawBody.toString("utf8"));
    } catch {
      throw new Error("Checkout.com webhook: signed body is not JSON");
    }
    const type = String(event?.type ?? "");
    const data = event?.data ?? {};
    if (!event?.id || !data.id) throw new Error(`Checkout.com webhook ${type || "(no type)"} without an event or payment id`);
    const orderId = data.metadata?.order_id;
    return {
      eventId: String(event.id),
      providerRef: String(data.id),
      state: type in EVENT_STATES ? EVENT_STATES[type] : null,
      type,
      ...(orderId ? { orderId: String(orderId) } : {}),
      ...(data.reference ? { orderNumber: String(data.reference) } : {}),
    };
  }

  /** The payment behind a reference: a `pay_…` id directly, an `hpp_…` id through its page. */
  private async find(ref: string): Promise<{ payment: any; result: ProviderPayment }> {
    if (isPaymentId(ref)) {
      const payment = await this.getPayment(ref);
      return { payment, result: fromPayment(payment) };
    }
    const res = await this.call("GET", `/hosted-payments/${encodeURIComponent(ref)}`);
    if (res.status !== 200) throw refused(res, "reading the hosted payment");
    const page = res.body ?? {};
    if (typeof page.payment_id === "string" && page.payment_id) {
      const payment = await this.getPayment(page.payment_id);
      return { payment, result: fromPayment(payment) };
    }
    const pending = page.status === "Payment Pending";
    return {
      payment: null,
      result: {
        providerRef: ref,
        state: pending ? "created" : page.status === "Expired" ? "cancelled" : "processing",
        redirectUrl: pending ? (page._links?.redirect?.href ?? null) : null,
      },
    };
  }

  private async getPayment(paymentId: string): Promise<any> {
    const res = await this.call("GET", `/payments/${encodeURIComponent(paymentId)}`);
    if (res.status !== 200) throw refused(res, "reading the payment");
    return res.body;
  }

  private call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<ProviderAnswer> {
    const headers: Record<string, string> = { authorization: `Bearer ${this.options.secretKey}`, accept: "application/json" };
    if (body !== undefined) headers["content-type"] = "application/json";
    if (idempotencyKey) headers["cko-idempotency-key"] = idempotencyKey;
    return providerFetch(PROVIDER, `${this.apiUrl}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, this.timeoutMs);
  }
}

function isPaymentId(ref: string): boolean {
  return ref.startsWith("pay_");
}

/** Drops undefined and empty-string fields (Checkout.com validates present fields). */
function compact<T extends Record<string, unknown>>(o: T): T {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== "")) as T;
}

/** Checkout.com's error code of a refused call (`error_codes[0]`, else `error_type`). */
function errorCode(res: ProviderAnswer): string {
  const codes = res.body?.error_codes;
  return String((Array.isArray(codes) && codes[0]) || res.body?.error_type || `HTTP_${res.status}`);
}

function refused(res: ProviderAnswer, what: string): ProviderRequestError {
  const code = errorCode(res);
  const requestId = res.body?.request_id ? ` (request_id ${res.body.request_id})` : "";
  return new ProviderRequestError(PROVIDER, res.status, code, `${what} refused: ${res.status} ${code}${requestId}`);
}

/** A Checkout.com payment (GET /payments/{id}) as the shop sees it. Never reads card numbers. */
function fromPayment(p: any): ProviderPayment {
  const providerRef = String(p?.id ?? "");
  if (!providerRef) throw new Error("Checkout.com answered without a payment id");
  const state: ProviderPaymentState = PAYMENT_STATES[String(p.status)] ?? "processing";
  const actions: any[] = Array.isArray(p.actions) ? p.actions : [];
  const result: ProviderPayment = {
    providerRef,
    state,
    redirectUrl: state === "processing" && typeof p._links?.redirect?.href === "string" ? p._links.redirect.href : null,
  };
  if (state === "captured") {
    const captured = p.balances?.total_captured;
    result.capturedAmount = Number.isSafeInteger(captured) && captured > 0 ? captured : p.amount;
    const capture = actions.find((a) => a?.type === "Capture");
    if (capture?.id) result.captureRef = String(capture.id);
  }
  const threeDs = p["3ds"];
  if (threeDs && typeof threeDs === "object") {
    // Liability shift only for a full authentication ("Y") that was not downgraded to non-3DS.
    result.threeDsAuthenticated = threeDs.authentication_response === "Y" && threeDs.downgraded !== true;
  }
  if (typeof p.source?.fingerprint === "string") result.cardFingerprint = p.source.fingerprint;
  if (state === "declined") {
    const auth = actions.find((a) => a?.type === "Authorization" && a?.response_code && a.response_code !== "10000");
    const code = auth?.response_code ?? p.response_code;
    const summary = auth?.response_summary ?? p.response_summary;
    result.declineReason = [code, summary].filter(Boolean).join(" ") || "Declined";
  }
  return result;
}
