/**
 * One interface for every payment provider. The checkout orchestrator (server/modules/checkout)
 * knows nothing of PayPal, Checkout.com or the built-in sandbox: it asks a provider to start a
 * payment for an order, to tell where a payment stands, to refund, and to read a webhook.
 *
 * Rules every adapter keeps:
 *  - No database access and no locks: adapters are plain HTTP clients (or, for the sandbox,
 *    its own tables through its own service). The orchestrator never calls them inside a
 *    transaction.
 *  - Every state-changing call carries an idempotency key derived from the order (or refund)
 *    so a retried call never charges twice: PayPal's `PayPal-Request-Id`, Checkout.com's
 *    `Cko-Idempotency-Key`.
 *  - Amounts are integer minor units with their currency; adapters convert to the provider's
 *    format (PayPal "12.34" strings, Checkout.com minor units).
 *  - A provider that cannot be reached (network error, timeout, 5xx) throws
 *    `ProviderUnavailableError`; a refusal (4xx, declined) is a result, not an exception.
 */
import type { CurrencyCode, Locale, PaymentProvider as ProviderName } from "../../common/enums.js";

/** What a payment needs to be started. */
export interface StartPaymentRequest {
  /** Our order id (uuid): the provider's reference, and the root of the idempotency keys. */
  orderId: string;
  /** Human-readable order number shown to the shopper (e.g. KM-000123). */
  orderNumber: string;
  /** Total to charge, in minor units. */
  amount: number;
  currency: CurrencyCode;
  locale: Locale;
  /** Where the provider sends the shopper back: success and cancel/failure (absolute URLs). */
  returnUrl: string;
  cancelUrl: string;
  /** The shopper, for the provider's risk checks and receipts. */
  customer: { email: string; name: string; surname: string };
  billing: { address: string; city: string; code: string; country_code: string };
  /** Ask for 3-D Secure (the fraud rules decide; PayPal ignores it). */
  threeDs: boolean;
  /** Lines, for providers that show them (names and unit prices in minor units). */
  items: { name: string; quantity: number; unitAmount: number }[];
}

/** Where a payment stands at the provider, mapped to the spec's payment statuses. */
export type ProviderPaymentState =
  /** Created, waiting for the shopper (approve on PayPal, 3-D Secure, sandbox page). */
  | "created"
  /** The shopper approved (PayPal) or authorised; not captured yet. */
  | "approved"
  /** Money taken. */
  | "captured"
  /** Refused by the provider or the issuer. */
  | "declined"
  /** Cancelled or expired before completion. */
  | "cancelled"
  /** Provider-side failure. */
  | "failed"
  /** In progress at the provider (e.g. capture pending). */
  | "processing";

export interface ProviderPayment {
  /** The provider's id of the payment (PayPal order id, Checkout.com payment id, sandbox id). */
  providerRef: string;
  state: ProviderPaymentState;
  /** Where to send the shopper to complete the payment (approve page, 3-D Secure, sandbox page); null when nothing is needed. */
  redirectUrl: string | null;
  /** Amount the provider says it captured, minor units (when captured). */
  capturedAmount?: number;
  /** The provider's id of the capture (PayPal capture id; refunds need it). */
  captureRef?: string;
  /** 3-D Secure was completed with a liability shift (Checkout.com `3ds.authentication_response`, sandbox challenge). */
  threeDsAuthenticated?: boolean;
  /** A stable fingerprint of the card (Checkout.com `source.fingerprint`, sandbox hash), for velocity rules. */
  cardFingerprint?: string;
  /** The provider's reason for a decline, safe to log (never card data). */
  declineReason?: string;
}

export interface RefundRequest {
  orderId: string;
  /** Our refund id (uuid): the idempotency key of the refund call. */
  refundId: string;
  providerRef: string;
  captureRef?: string;
  amount: number;
  currency: CurrencyCode;
  reason: string;
}

export interface RefundResult {
  /** The provider's id of the refund. */
  refundRef: string;
  state: "completed" | "pending" | "failed";
  /** Why the provider refused the refund (its own code, e.g. REFUND_AMOUNT_EXCEEDED), when `failed`. */
  failureReason?: string;
}

/** A webhook after its signature was verified, as the orchestrator needs it. */
export interface WebhookEvent {
  /** The provider's event id: processing is idempotent per (provider, eventId). */
  eventId: string;
  /** The provider's payment id the event is about. */
  providerRef: string;
  /** What the event says about the payment; null for events the shop does not act on. */
  state: ProviderPaymentState | null;
  type: string;
  /**
   * Our order id as the provider echoes it (PayPal `custom_id`, Checkout.com `metadata.order_id`),
   * when the event carries it: lets the orchestrator find the order even when `providerRef` is not
   * the reference it stored (Checkout.com names the payment `pay_…`, `start` returned the hosted page's `hpp_…`).
   */
  orderId?: string;
  /** Our order number as the provider echoes it (PayPal `invoice_id`, Checkout.com `reference`). */
  orderNumber?: string;
}

export interface IncomingWebhook {
  /** The body exactly as received (signatures cover the raw bytes). */
  rawBody: Buffer;
  /** Lower-cased header names. */
  headers: Record<string, string | undefined>;
}

export interface PaymentProviderAdapter {
  readonly name: ProviderName;
  /** Creates the payment; the shopper is sent to `redirectUrl`. */
  start(request: StartPaymentRequest): Promise<ProviderPayment>;
  /**
   * Completes a payment the shopper approved, when the provider needs a call for it (PayPal
   * capture), and returns where it stands; for providers that capture on their own it only reads
   * the state. Idempotent: calling it again for a captured payment returns "captured".
   */
  complete(providerRef: string, orderId: string): Promise<ProviderPayment>;
  /** Reads where a payment stands without changing it. */
  status(providerRef: string): Promise<ProviderPayment>;
  refund(request: RefundRequest): Promise<RefundResult>;
  /**
   * Verifies a webhook's signature (throws `WebhookSignatureError` when it does not verify)
   * and reads the event.
   */
  parseWebhook(webhook: IncomingWebhook): Promise<WebhookEvent>;
}

/** The provider cannot be reached or answered 5xx: try again later (answered 503 to our clients). */
export class ProviderUnavailableError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = "ProviderUnavailableError";
  }
}

/** A webhook whose signature does not verify: answered 401, nothing changes. */
export class WebhookSignatureError extends Error {
  constructor(
    readonly provider: string,
    message = "signature does not verify",
  ) {
    super(`${provider} webhook: ${message}`);
    this.name = "WebhookSignatureError";
  }
}
