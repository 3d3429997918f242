/**
 * The supplier interface (spec §9 integrations): what the shop asks of a wholesale key supplier
 * (CodesWholesale, PrepaidForge, the built-in sandbox supplier), whatever its API looks like.
 * Adapters (./adapters/) translate these calls into the supplier's documented HTTP API; the
 * import job (supplier-import.service.ts) and the fulfilment fallback use only this interface.
 * Money is in minor units (cents) of the shop's currencies.
 */
import type { CurrencyCode, KeyContentType, SupplierIntegration } from "../../common/enums.js";

/** One product of a supplier's catalogue, as the supplier describes it. */
export interface SupplierProduct {
  /** The supplier's own product id (CodesWholesale productId, PrepaidForge sku). */
  externalId: string;
  name: string;
  /** The supplier's platform name as given ("Steam", "PlayStation 5", "Xbox Series X|S" …), or null. */
  platform: string | null;
  /** The supplier's region name as given ("WORLDWIDE", "EU", "US" …), or null. */
  region: string | null;
  /** The purchase price per key and its currency (what the shop pays). */
  price: { currency: CurrencyCode; amount: number };
  /** Keys the supplier has now (0 = out of stock). */
  stock: number;
  /** Optional facts used to create a catalogue product. */
  imageUrl?: string | null;
  releaseDate?: string | null;
  description?: string | null;
}

/** A code bought from a supplier: text (most keys) or an image (a scanned card) as base64. */
export interface SupplierCode {
  contentType: KeyContentType;
  /** The key text, or the image's bytes in base64 for image content types. */
  value: string;
}

export interface SupplierOrderRequest {
  externalId: string;
  quantity: number;
  /** The most the shop will pay per key; a supplier asking more is refused (no purchase). */
  maxUnitPrice: { currency: CurrencyCode; amount: number };
  /** The shop's idempotency reference (the order line id): asking twice never buys twice where the API allows it. */
  reference: string;
}

export interface SupplierOrderResult {
  /** The supplier's order id. */
  externalOrderId: string;
  codes: SupplierCode[];
  /** What was actually paid per key. */
  unitPrice: { currency: CurrencyCode; amount: number };
}

/**
 * Why a supplier call failed: `unavailable` (timeout, 5xx, network: try later), `auth`
 * (credentials refused), `out_of_stock`, `price_changed` (above maxUnitPrice), `rejected`
 * (any other refusal the supplier explained), `invalid_answer` (an answer we cannot read).
 */
export type SupplierErrorKind = "unavailable" | "auth" | "out_of_stock" | "price_changed" | "rejected" | "invalid_answer";

export class SupplierError extends Error {
  constructor(
    readonly integration: SupplierIntegration | "sandbox",
    readonly kind: SupplierErrorKind,
    message: string,
    readonly status?: number,
    /**
     * When an order was placed but delivered fewer codes than asked (or failed half way): the
     * supplier's order id and the codes that did arrive (already paid for), so the caller can keep them.
     */
    readonly partial?: { externalOrderId: string | null; codes: SupplierCode[] },
  ) {
    super(message);
    this.name = "SupplierError";
  }
}

export interface SupplierAdapter {
  readonly integration: SupplierIntegration | "sandbox";
  /** Checks the credentials (an OAuth token, an account call); throws SupplierError("auth") when refused. */
  verify(signal?: AbortSignal): Promise<void>;
  /** The whole catalogue, page by page (never all in memory). */
  listProducts(signal?: AbortSignal): AsyncIterable<SupplierProduct>;
  /** One product's current price and stock, or null when the supplier no longer has it. */
  getProduct(externalId: string, signal?: AbortSignal): Promise<SupplierProduct | null>;
  /** Buys keys; all-or-nothing from the shop's point of view (fewer codes than asked is an error after which the codes received are still returned in `codes` of the error path's caller). */
  orderCodes(request: SupplierOrderRequest, signal?: AbortSignal): Promise<SupplierOrderResult>;
}

/** Credentials as stored (encrypted at rest) per connection. */
export type SupplierCredentials =
  | { integration: "codeswholesale"; clientId: string; clientSecret: string; baseUrl?: string }
  | { integration: "prepaidforge"; email: string; password: string; baseUrl?: string }
  | { integration: "sandbox"; baseUrl?: string };
