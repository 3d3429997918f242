/**
 * PayPal adapter: Orders v2 over PayPal's REST API (https://developer.paypal.com/docs/api/orders/v2/).
 *
 * Flow: `start` creates an order with intent CAPTURE and sends the shopper to PayPal's
 * `payer-action` link; back on the shop, `complete` captures the approved order; `refund`
 * refunds the capture; webhooks are verified by PayPal itself (verify-webhook-signature).
 * providerRef is the PayPal order id throughout; captureRef the capture id.
 *
 * Access tokens (OAuth2 client credentials) are kept in memory until five minutes before they
 * expire (PayPal issues them for about nine hours) and fetched again once on a 401. Keeping a
 * token per process is harmless: PayPal hands out the same token again until it expires.
 */
import { Locale, PaymentProvider, type CurrencyCode } from "../../common/enums.js";
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
import {
  DEFAULT_PROVIDER_TIMEOUT_MS,
  ProviderRequestError,
  decimalToMinor,
  isoCurrency,
  minorToDecimal,
  providerFetch,
  shopCurrency,
  type ProviderAnswer,
} from "./provider-http.js";

export const PAYPAL_SANDBOX_API_URL = "https://api-m.sandbox.paypal.com";
export const PAYPAL_LIVE_API_URL = "https://api-m.paypal.com";

export interface PayPalAdapterOptions {
  /** REST app credentials (Developer Dashboard → Apps & Credentials). */
  clientId: string;
  clientSecret: string;
  /** Sandbox by default; `https://api-m.paypal.com` for live payments. */
  apiUrl?: string;
  /** The id PayPal gave the webhook registered at `/api/payments/webhook/paypal`. */
  webhookId: string;
  /** Shown to the shopper on PayPal's pages (at most 127 characters). */
  brandName?: string;
  /** Time to wait for each PayPal answer; 10 s by default. */
  timeoutMs?: number;
}

const PROVIDER = "PayPal";

/** PayPal's 422 issues that mean the payer's funding was refused: the shopper may choose another. */
const DECLINE_ISSUES = new Set([
  "INSTRUMENT_DECLINED",
  "REDIRECT_PAYER_FOR_ALTERNATE_FUNDING",
  "TRANSACTION_REFUSED",
  "PAYER_CANNOT_PAY",
  "PAYEE_BLOCKED_TRANSACTION",
  "COMPLIANCE_VIOLATION",
  "MAX_NUMBER_OF_PAYMENT_ATTEMPTS_EXCEEDED",
]);

/** Webhook event types → what they say about the payment; other types are passed on with state null. */
const EVENT_STATES: Record<string, ProviderPaymentState | null> = {
  "CHECKOUT.ORDER.APPROVED": "approved",
  "CHECKOUT.ORDER.VOIDED": "cancelled",
  "CHECKOUT.PAYMENT-APPROVAL.REVERSED": "cancelled",
  "PAYMENT.CAPTURE.COMPLETED": "captured",
  "PAYMENT.CAPTURE.PENDING": "processing",
  "PAYMENT.CAPTURE.DENIED": "declined",
  "PAYMENT.CAPTURE.DECLINED": "declined",
  // Refunds the shop made itself and reversals (chargebacks) do not move a payment's state:
  // refunds are tracked by the refund call, reversals need a person.
  "PAYMENT.CAPTURE.REFUNDED": null,
  "PAYMENT.CAPTURE.REVERSED": null,
};

/** Idempotency keys (PayPal-Request-Id) derived from our order id. */
export const paypalRequestIds = {
  createOrder: (orderId: string) => `km-order-${orderId}`,
  capture: (orderId: string) => `km-capture-${orderId}`,
};

export class PayPalAdapter implements PaymentProviderAdapter {
  readonly name = PaymentProvider.Paypal;
  private readonly apiUrl: string;
  private readonly timeoutMs: number;
  private token: { value: string; refreshAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: PayPalAdapterOptions) {
    if (!options.clientId || !options.clientSecret) throw new Error("PayPal needs a client id and a client secret");
    this.apiUrl = (options.apiUrl || PAYPAL_SANDBOX_API_URL).replace(/\/+$/, "");
    this.timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  }

  /** Creates a PayPal order (intent CAPTURE) for our order; the shopper approves it at `redirectUrl`. */
  async start(req: StartPaymentRequest): Promise<ProviderPayment> {
    const currency_code = isoCurrency(req.currency);
    const money = (minor: number) => ({ currency_code, value: minorToDecimal(minor, req.currency) });
    const amount: Record<string, unknown> = money(req.amount);
    const unit: Record<string, unknown> = {
      reference_id: req.orderId,
      custom_id: req.orderId,
      invoice_id: req.orderNumber,
      description: `${this.brandName} order ${req.orderNumber}`.slice(0, 127),
      amount,
    };
    if (req.items.length > 0) {
      // PayPal checks that value = item_total - discount + handling: coupons show as a discount,
      // anything charged beyond the lines (fees) as handling.
      const itemTotal = req.items.reduce((sum, i) => sum + i.unitAmount * i.quantity, 0);
      const breakdown: Record<string, unknown> = { item_total: money(itemTotal) };
      if (itemTotal > req.amount) breakdown.discount = money(itemTotal - req.amount);
      if (itemTotal < req.amount) breakdown.handling = money(req.amount - itemTotal);
      amount.breakdown = breakdown;
      unit.items = req.items.map((i) => ({
        name: i.name.slice(0, 127),
        quantity: String(i.quantity),
        unit_amount: money(i.unitAmount),
        category: "DIGITAL_GOODS",
      }));
    }
    const body = {
      intent: "CAPTURE",
      purchase_units: [unit],
      payment_source: {
        paypal: {
          experience_context: {
            brand_name: this.brandName,
            locale: req.locale === Locale.it ? "it-IT" : "en-US",
            shipping_preference: "NO_SHIPPING",
            user_action: "PAY_NOW",
            payment_method_preference: "IMMEDIATE_PAYMENT_REQUIRED",
            return_url: req.returnUrl,
            cancel_url: req.cancelUrl,
          },
        },
      },
    };
    const res = await this.call("POST", "/v2/checkout/orders", body, paypalRequestIds.createOrder(req.orderId));
    if (res.status !== 200 && res.status !== 201) throw refused(res, "creating the order");
    return fromOrder(res.body);
  }

  /**
   * Captures the approved order (PayPal-Request-Id derived from our order id, so a retry never
   * captures twice). An order captured before is read and answered as it stands; an order the
   * shopper has not approved yet answers "created" with the approve link; a refused funding
   * source answers "declined" (the shopper may approve again with another one).
   */
  async complete(providerRef: string, orderId: string): Promise<ProviderPayment> {
    const res = await this.call("POST", `/v2/checkout/orders/${encodeURIComponent(providerRef)}/capture`, {}, paypalRequestIds.capture(orderId));
    if (res.status === 200 || res.status === 201) return fromOrder(res.body);
    if (res.status === 422) {
      const issue = issueOf(res.body);
      if (issue === "ORDER_ALREADY_CAPTURED" || issue === "ORDER_NOT_APPROVED" || issue === "PAYER_ACTION_REQUIRED") {
        return this.status(providerRef);
      }
      if (DECLINE_ISSUES.has(issue)) {
        return { providerRef, state: "declined", redirectUrl: approveLink(res.body?.links) ?? null, declineReason: issue };
      }
      return { providerRef, state: "failed", redirectUrl: null, declineReason: issue || "UNPROCESSABLE_ENTITY" };
    }
    throw refused(res, "capturing the order");
  }

  /** Reads the PayPal order (GET /v2/checkout/orders/{id}). */
  async status(providerRef: string): Promise<ProviderPayment> {
    const res = await this.call("GET", `/v2/checkout/orders/${encodeURIComponent(providerRef)}`);
    if (res.status !== 200) throw refused(res, "reading the order");
    return fromOrder(res.body);
  }

  /**
   * Refunds (part of) the capture; PayPal-Request-Id is our refund id. Without a captureRef the
   * order is read for it. A refusal (already refunded, amount above what is left) is a "failed" result.
   */
  async refund(req: RefundRequest): Promise<RefundResult> {
    let captureRef = req.captureRef;
    if (!captureRef) {
      captureRef = (await this.status(req.providerRef)).captureRef;
      if (!captureRef) return { refundRef: "", state: "failed", failureReason: "NOT_CAPTURED" };
    }
    const body = {
      amount: { currency_code: isoCurrency(req.currency), value: minorToDecimal(req.amount, req.currency) },
      custom_id: req.refundId,
    };
    const res = await this.call("POST", `/v2/payments/captures/${encodeURIComponent(captureRef)}/refund`, body, req.refundId);
    if (res.status === 200 || res.status === 201) {
      const status = String(res.body?.status ?? "");
      return {
        refundRef: String(res.body?.id ?? ""),
        state: status === "COMPLETED" ? "completed" : status === "PENDING" ? "pending" : "failed",
        ...(status === "COMPLETED" || status === "PENDING" ? {} : { failureReason: res.body?.status_details?.reason ?? status }),
      };
    }
    if (res.status === 422) return { refundRef: "", state: "failed", failureReason: issueOf(res.body) || "UNPROCESSABLE_ENTITY" };
    throw refused(res, "refunding the capture");
  }

  /**
   * Asks PayPal whether the webhook is genuine (POST /v1/notifications/verify-webhook-signature
   * with the `paypal-*` headers and our webhook id); anything but SUCCESS throws
   * `WebhookSignatureError`. The event goes to PayPal as the bytes received, not re-serialised,
   * so that what PayPal checks is exactly what it signed.
   */
  async parseWebhook(webhook: IncomingWebhook): Promise<WebhookEvent> {
    const h = webhook.headers;
    const fields = {
      auth_algo: h["paypal-auth-algo"],
      cert_url: h["paypal-cert-url"],
      transmission_id: h["paypal-transmission-id"],
      transmission_sig: h["paypal-transmission-sig"],
      transmission_time: h["paypal-transmission-time"],
    };
    const missing = Object.entries(fields)
      .filter(([, v]) => !v)
      .map(([k]) => k);
    if (missing.length > 0) throw new WebhookSignatureError(PROVIDER, `missing ${missing.join(", ")}`);
    const raw = webhook.rawBody.toString("utf8");
    let event: any;
    try {
      event = JSON.parse(raw);
    } catch {
      throw new WebhookSignatureError(PROVIDER, "body is not JSON");
    }
    if (!event || typeof event !== "object" || Array.isArray(event)) throw new WebhookSignatureError(PROVIDER, "body is not an event");
    const head = JSON.stringify({ ...fields, webhook_id: this.options.webhookId });
    const body = `${head.slice(0, -1)},"webhook_event":${raw}}`;
    const res = await this.call("POST", "/v1/notifications/verify-webhook-signature", body);
    if (res.status !== 200 || res.body?.verification_status !== "SUCCESS") {
      throw new WebhookSignatureError(
        PROVIDER,
        res.status === 200 ? `verification ${String(res.body?.verification_status)}` : `verification refused (${res.status})`,
      );
    }
    return toWebhookEvent(event);
  }

  private get brandName(): string {
    return (this.options.brandName || "KeyMarket").slice(0, 127);
  }

  /** One authenticated call; on a 401 the token is fetched again and the call repeated once. */
  private async call(method: string, path: string, body?: unknown, requestId?: string): Promise<ProviderAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken();
      const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: "application/json" };
      if (body !== undefined) headers["content-type"] = "application/json";
      if (requestId) headers["paypal-request-id"] = requestId;
      if (method === "POST" && path.startsWith("/v2/")) headers.prefer = "return=representation";
      const res = await providerFetch(
        PROVIDER,
        `${this.apiUrl}${path}`,
        { method, headers, body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body) },
        this.timeoutMs,
      );
      if (res.status !== 401 || attempt > 0) return res;
      if (this.token?.value === token) this.token = null;
    }
  }

  /** The cached access token, or a new one (concurrent callers share one token request). */
  private async accessToken(): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString("base64");
    const res = await providerFetch(
      PROVIDER,
      `${this.apiUrl}/v1/oauth2/token`,
      {
        method: "POST",
        headers: { authorization: `Basic ${basic}`, "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
        body: "grant_type=client_credentials",
      },
      this.timeoutMs,
    );
    const value = res.body?.access_token;
    if (res.status !== 200 || typeof value !== "string") {
      // Bad credentials or a sandbox/live mix-up: a configuration mistake, not an outage.
      throw new ProviderRequestError(
        PROVIDER,
        res.status,
        String(res.body?.error ?? "TOKEN_REFUSED"),
        `access token refused (${res.status} ${String(res.body?.error ?? "")})`,
      );
    }
    const expiresIn = Number(res.body.expires_in) || 0;
    // Renew five minutes early (half the lifetime for short-lived tokens).
    const margin = Math.min(300, expiresIn / 2);
    this.token = { value, refreshAt: Date.now() + (expiresIn - margin) * 1000 };
    return value;
  }
}

/** The link the shopper approves the order at. */
function approveLink(links: unknown): string | undefined {
  if (!Array.isArray(links)) return undefined;
  const link = links.find((l) => l?.rel === "payer-action") ?? links.find((l) => l?.rel === "approve");
  return typeof link?.href === "string" ? link.href : undefined;
}

/** The first `details[].issue` of a PayPal error answer. */
function issueOf(body: any): string {
  const detail = Array.isArray(body?.details) ? body.details[0] : undefined;
  return String(detail?.issue ?? body?.name ?? "");
}

function refused(res: ProviderAnswer, what: string): ProviderRequestError {
  const issue = issueOf(res.body) || `HTTP_${res.status}`;
  const debugId = res.body?.debug_id ? ` (debug_id ${res.body.debug_id})` : "";
  return new ProviderRequestError(PROVIDER, res.status, issue, `${what} refused: ${res.status} ${issue}${debugId}`);
}

function amountOf(money: any): number | undefined {
  const currency = shopCurrency(money?.currency_code);
  if (!currency || typeof money?.value !== "string") return undefined;
  return decimalToMinor(money.value, currency as CurrencyCode);
}

/** A PayPal order (create, capture or read answer) as the shop sees it. */
function fromOrder(order: any): ProviderPayment {
  const providerRef = String(order?.id ?? "");
  if (!providerRef) throw new Error("PayPal answered without an order id");
  const units: any[] = Array.isArray(order?.purchase_units) ? order.purchase_units : [];
  const captures: any[] = units.flatMap((u) => (Array.isArray(u?.payments?.captures) ? u.payments.captures : []));
  const capture = captures.at(-1);
  const base = { providerRef, redirectUrl: null as string | null };
  switch (order?.status) {
    case "CREATED":
    case "PAYER_ACTION_REQUIRED":
      return { ...base, state: "created", redirectUrl: approveLink(order.links) ?? null };
    case "APPROVED":
    case "SAVED":
      return { ...base, state: "approved" };
    case "VOIDED":
      return { ...base, state: "cancelled" };
    case "COMPLETED": {
      if (!capture) return { ...base, state: "processing" };
      const captured = { captureRef: String(capture.id), capturedAmount: amountOf(capture.amount) };
      switch (capture.status) {
        case "COMPLETED":
        case "PARTIALLY_REFUNDED":
        case "REFUNDED":
          return { ...base, state: "captured", ...captured };
        case "DECLINED":
        case "FAILED":
          return { ...base, state: "declined", captureRef: captured.captureRef, declineReason: capture.status_details?.reason ?? capture.status };
        default:
          // PENDING: PayPal holds the capture (review, eCheck); PAYMENT.CAPTURE.COMPLETED follows.
          return { ...base, state: "processing", captureRef: captured.captureRef, declineReason: capture.status_details?.reason };
      }
    }
    default:
      return { ...base, state: "processing" };
  }
}

/** A verified PayPal webhook event as the orchestrator needs it. */
function toWebhookEvent(event: any): WebhookEvent {
  const type = String(event.event_type ?? "");
  const resource = event.resource ?? {};
  const isOrder = event.resource_type === "checkout-order" || type.startsWith("CHECKOUT.");
  let state = type in EVENT_STATES ? EVENT_STATES[type] : null;
  let providerRef: string;
  let orderId: string | undefined;
  let orderNumber: string | undefined;
  if (isOrder) {
    // Order events carry the order; CHECKOUT.PAYMENT-APPROVAL.REVERSED names it in order_id.
    providerRef = String(resource.order_id ?? resource.id ?? "");
    const unit = Array.isArray(resource.purchase_units) ? resource.purchase_units[0] : undefined;
    orderId = unit?.custom_id ?? unit?.reference_id;
    orderNumber = unit?.invoice_id;
    if (type === "CHECKOUT.ORDER.COMPLETED") state = fromOrder(resource).state;
  } else {
    providerRef = String(resource.supplementary_data?.related_ids?.order_id ?? resource.id ?? "");
    orderId = resource.custom_id;
    orderNumber = resource.invoice_id;
  }
  if (!event.id || !providerRef) throw new Error(`PayPal webhook ${type || "(no type)"} without an event or order id`);
  return {
    eventId: String(event.id),
    providerRef,
    state,
    type,
    ...(orderId ? { orderId: String(orderId) } : {}),
    ...(orderNumber ? { orderNumber: String(orderNumber) } : {}),
  };
}
