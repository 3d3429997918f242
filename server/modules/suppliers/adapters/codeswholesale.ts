/**
 * CodesWholesale adapter: their API v3 (https://api.codeswholesale.com, sandbox
 * https://sandbox.codeswholesale.com).
 *
 * Documentation followed: CodesWholesale's API v3 as implemented by their official PHP SDK
 * (github.com/codeswholesale/codeswholesale-sdk-php: OAuth2 client credentials, SANDBOX_ENDPOINT /
 * LIVE_ENDPOINT, product `prices[{from,to,value}]` and `quantity`, order request
 * `products[{productId, quantity, price}]` + `clientOrderId` + `allowPreOrder`, order answer
 * `orderId, status, totalPrice, products[{productId, unitPrice, codes[]}]`, error body
 * `{code, message, developerMessage}` or OAuth's `{error, error_description}`) and the v3 client
 * packaged as codeswholesale-v3/sdk (github.com/fefrik/codeswholesale-v3: `GET /v3/products` with
 * `items` + `continuationToken`, `GET /v3/products/{productId}`, `POST /v3/orders`,
 * `GET /v3/orders/{orderId}`, code types CODE_TEXT / CODE_IMAGE (base64 in `code`, `filename`) /
 * PRE_ORDER, order statuses PENDING, PROCESSING, READY, PREPARED, COMPLETED, FULFILLED, FAILED,
 * CANCELLED).
 *
 * Calls:
 *  - `POST /oauth/token` (form: grant_type=client_credentials, client_id, client_secret) →
 *    `access_token`, `expires_in`. The token is kept until a minute before it expires (or half its
 *    life when shorter), fetched once for concurrent callers, and fetched again once on a 401.
 *  - `GET /v3/products[?continuationToken=…]` page after page, until no token comes back.
 *  - `GET /v3/products/{productId}` (404: the supplier no longer has it).
 *  - `POST /v3/orders` with `allowPreOrder: false`, `clientOrderId` = the shop's reference and the
 *    price we accept as `price`; then `GET /v3/orders/{orderId}` every `pollIntervalMs` while the
 *    order is still pending (fewer codes than asked), at most `pollAttempts` times.
 *
 * Where the documentation is silent, assumed:
 *  - prices are in EUR (the account currency of CodesWholesale's wholesale price list);
 *  - the price list entry with the lowest `from` (normally 1) is "the" price of a product, and
 *    the entry whose `from`–`to` range holds the quantity is the unit price of an order;
 *  - a product's `regions` array is shown joined ("EU, UK"); `images[].format` "MEDIUM" is the
 *    picture used when creating a catalogue product;
 *  - refusals carry no documented error codes, so their message words decide the kind (stock /
 *    quantity → out_of_stock, price → price_changed, balance → rejected; see `refusalKind`);
 *  - a second order with the same `clientOrderId` is refused by CodesWholesale (it never buys
 *    twice); that refusal maps to `rejected`.
 * Before ordering, the adapter reads the product: a price above `maxUnitPrice` or too little
 * stock fails at once (price_changed / out_of_stock) without buying.
 */
import { CurrencyCode, KeyContentType, SupplierIntegration } from "../../../common/enums.js";
import {
  SupplierError,
  type SupplierAdapter,
  type SupplierCode,
  type SupplierOrderRequest,
  type SupplierOrderResult,
  type SupplierProduct,
} from "../supplier-adapter.js";
import {
  DEFAULT_SUPPLIER_TIMEOUT_MS,
  type FetchLike,
  type SupplierAnswer,
  cleanBase64,
  imageContentType,
  minorToNumber,
  priceToMinor,
  refusalKind,
  refusalText,
  supplierFetch,
  untilAborted,
  wait,
} from "./supplier-http.js";

export const CODESWHOLESALE_LIVE_URL = "https://api.codeswholesale.com";
export const CODESWHOLESALE_SANDBOX_URL = "https://sandbox.codeswholesale.com";

export interface CodesWholesaleOptions {
  clientId: string;
  clientSecret: string;
  /** The live API by default; CODESWHOLESALE_SANDBOX_URL for their sandbox. */
  baseUrl?: string;
  fetch?: FetchLike;
  /** Time each call may take; 10 s by default. */
  timeoutMs?: number;
  /** Wait between two reads of a pending order; 2 s by default. */
  pollIntervalMs?: number;
  /** Reads of a pending order before giving up (then `unavailable`, with the codes received); 15 by default. */
  pollAttempts?: number;
  /** The name errors carry: "codeswholesale", or "sandbox" for the built-in sandbox supplier (same API). */
  integration?: SupplierIntegration.codeswholesale | "sandbox";
}

/** Order states after which no more codes will come. */
const FINAL_FAILED = new Set(["FAILED", "CANCELLED", "CANCELED", "REJECTED"]);

interface PriceTier {
  from: number;
  to: number | null;
  amount: number;
}

export class CodesWholesaleAdapter implements SupplierAdapter {
  readonly integration: SupplierIntegration.codeswholesale | "sandbox";
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private readonly pollIntervalMs: number;
  private readonly pollAttempts: number;
  private token: { value: string; refreshAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;

  constructor(private readonly options: CodesWholesaleOptions) {
    this.integration = options.integration ?? SupplierIntegration.codeswholesale;
    if (!options.clientId || !options.clientSecret) throw new SupplierError(this.integration, "auth", "A client id and a client secret are needed");
    this.baseUrl = (options.baseUrl || CODESWHOLESALE_LIVE_URL).replace(/\/+$/, "");
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SUPPLIER_TIMEOUT_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? 2000;
    this.pollAttempts = options.pollAttempts ?? 15;
  }

  async verify(signal?: AbortSignal): Promise<void> {
    this.token = null;
    await this.accessToken(signal);
  }

  async *listProducts(signal?: AbortSignal): AsyncIterable<SupplierProduct> {
    let continuation: string | null = null;
    const seen = new Set<string>();
    do {
      const query: string = continuation ? `?continuationToken=${encodeURIComponent(continuation)}` : "";
      const page = await this.call("GET", `/v3/products${query}`, undefined, signal);
      if (page.status !== 200 || !page.body || !Array.isArray(page.body.items)) throw this.unexpected("GET /v3/products", page);
      for (const raw of page.body.items) {
        const product = this.toProduct(raw);
        if (product) yield product;
      }
      const next: unknown = page.body.continuationToken;
      continuation = typeof next === "string" && next ? next : null;
      // A supplier handing out the same page again would keep an import busy forever.
      if (continuation !== null) {
        if (seen.has(continuation)) throw new SupplierError(this.integration, "invalid_answer", "GET /v3/products repeated a continuation token");
        seen.add(continuation);
      }
    } while (continuation);
  }

  async getProduct(externalId: string, signal?: AbortSignal): Promise<SupplierProduct | null> {
    const raw = await this.readProduct(externalId, signal);
    return raw ? this.toProduct(raw.body) : null;
  }

  async orderCodes(request: SupplierOrderRequest, signal?: AbortSignal): Promise<SupplierOrderResult> {
    const { externalId, quantity, maxUnitPrice, reference } = request;
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new SupplierError(this.integration, "rejected", "The quantity must be a whole number of at least 1");
    if (maxUnitPrice.currency !== CurrencyCode.EUR)
      throw new SupplierError(this.integration, "rejected", "CodesWholesale sells in EUR: the highest unit price must be in EUR");

    // Price and stock first: a price above what the shop accepts, or too few keys, buys nothing.
    const current = await this.readProduct(externalId, signal);
    if (!current) throw new SupplierError(this.integration, "out_of_stock", "The supplier no longer sells this product");
    const tiers = this.tiers(current.body?.prices);
    const unit = unitPriceFor(tiers, quantity);
    if (unit === null) throw this.unexpected(`GET /v3/products/{id}`, { status: 200, body: null });
    if (unit > maxUnitPrice.amount) {
      throw new SupplierError(this.integration, "price_changed", `The supplier asks ${unit} cents a key, above the ${maxUnitPrice.amount} accepted`);
    }
    const stock = toStock(current.body?.quantity);
    if (stock < quantity) throw new SupplierError(this.integration, "out_of_stock", `The supplier has ${stock} keys, ${quantity} asked`);

    const created = await this.call(
      "POST",
      "/v3/orders",
      { allowPreOrder: false, clientOrderId: reference, products: [{ productId: externalId, quantity, price: minorToNumber(unit) }] },
      signal,
    );
    if (created.status < 200 || created.status >= 300) throw this.refused("POST /v3/orders", created);
    let order = created.body;
    const orderId = typeof order?.orderId === "string" && order.orderId ? order.orderId : null;
    if (!orderId) throw new SupplierError(this.integration, "invalid_answer", "POST /v3/orders answered without an orderId", created.status);

    let codes = this.codesOf(order, externalId);
    for (let attempt = 0; codes.length < quantity; attempt++) {
      const status = String(order?.status ?? "").toUpperCase();
      if (FINAL_FAILED.has(status)) {
        throw new SupplierError(this.integration, "rejected", `The supplier's order ended ${status}`, undefined, { externalOrderId: orderId, codes });
      }
      if (attempt >= this.pollAttempts) {
        throw new SupplierError(this.integration, "unavailable", `The supplier delivered ${codes.length} of ${quantity} codes so far`, undefined, {
          externalOrderId: orderId,
          codes,
        });
      }
      await wait(this.pollIntervalMs, signal);
      const read = await this.call("GET", `/v3/orders/${encodeURIComponent(orderId)}`, undefined, signal).catch((e: unknown) => {
        // The order is paid: say which codes arrived, whatever went wrong while waiting for the rest.
        if (e instanceof SupplierError) throw new SupplierError(e.integration, e.kind, e.message, e.status, { externalOrderId: orderId, codes });
        throw e;
      });
      if (read.status !== 200 || !read.body)
        throw new SupplierError(this.integration, "invalid_answer", `GET /v3/orders/{id} answered ${read.status}`, read.status, {
          externalOrderId: orderId,
          codes,
        });
      order = read.body;
      codes = this.codesOf(order, externalId);
    }
    const line = Array.isArray(order?.products) ? order.products.find((p: any) => p?.productId === externalId) : null;
    const paid = priceToMinor(line?.unitPrice) ?? unit;
    return { externalOrderId: orderId, codes: codes.slice(0, quantity), unitPrice: { currency: maxUnitPrice.currency, amount: paid } };
  }

  // ------------------------------------------------------------------ reading answers

  private toProduct(raw: any): SupplierProduct | null {
    if (!raw || typeof raw !== "object" || typeof raw.productId !== "string" || typeof raw.name !== "string") return null;
    const tiers = this.tiers(raw.prices);
    // A product without a price cannot be bought: it is left out of the list.
    if (tiers.length === 0) return null;
    const regions: string[] = Array.isArray(raw.regions) ? raw.regions.filter((r: unknown): r is string => typeof r === "string" && r.length > 0) : [];
    const images: any[] = Array.isArray(raw.images) ? raw.images : [];
    const image = images.find((i) => String(i?.format).toUpperCase() === "MEDIUM") ?? images[0];
    return {
      externalId: raw.productId,
      name: raw.name.trim(),
      platform: typeof raw.platform === "string" && raw.platform.trim() ? raw.platform.trim() : null,
      region: regions.length ? regions.join(", ") : null,
      price: { currency: CurrencyCode.EUR, amount: tiers[0]!.amount },
      stock: toStock(raw.quantity),
      imageUrl: typeof image?.image === "string" ? image.image : null,
      releaseDate: typeof raw.releaseDate === "string" ? raw.releaseDate : null,
    };
  }

  /** The price list, lowest `from` first; entries that cannot be read are dropped. */
  private tiers(prices: unknown): PriceTier[] {
    if (!Array.isArray(prices)) return [];
    const tiers: PriceTier[] = [];
    for (const p of prices) {
      const amount = priceToMinor(p?.value);
      const from = Number(p?.from ?? 1);
      const to = p?.to === null || p?.to === undefined ? null : Number(p.to);
      if (amount === null || !Number.isFinite(from) || (to !== null && !Number.isFinite(to))) continue;
      tiers.push({ from, to, amount });
    }
    return tiers.sort((a, b) => a.from - b.from);
  }

  /** The delivered codes of one product line (text, or base64 images); pre-orders and empty codes are not delivered yet. */
  private codesOf(order: any, externalId: string): SupplierCode[] {
    const lines: any[] = Array.isArray(order?.products) ? order.products : [];
    const codes: SupplierCode[] = [];
    for (const line of lines) {
      if (line?.productId !== undefined && line.productId !== externalId) continue;
      for (const c of Array.isArray(line?.codes) ? line.codes : []) {
        const type = String(c?.codeType ?? "").toUpperCase();
        if (type === "CODE_TEXT" && typeof c.code === "string" && c.code.trim()) {
          codes.push({ contentType: KeyContentType.text, value: c.code.trim() });
        } else if (type === "CODE_IMAGE") {
          const data = cleanBase64(c.code);
          if (!data) continue;
          const kind = imageContentType(c.filename) ?? sniffImage(data) ?? "png";
          codes.push({ contentType: KeyContentType[kind], value: data });
        }
      }
    }
    return codes;
  }

  private async readProduct(externalId: string, signal?: AbortSignal): Promise<SupplierAnswer | null> {
    if (!externalId || externalId.length > 200) return null;
    const answer = await this.call("GET", `/v3/products/${encodeURIComponent(externalId)}`, undefined, signal);
    if (answer.status === 404) return null;
    if (answer.status !== 200 || !answer.body || typeof answer.body.productId !== "string") throw this.unexpected("GET /v3/products/{id}", answer);
    return answer;
  }

  private refused(where: string, answer: SupplierAnswer): SupplierError {
    const text = refusalText(answer.body);
    if (answer.status === 404)
      return new SupplierError(this.integration, "out_of_stock", `${where}: the supplier does not sell this product (${text || 404})`, 404);
    return new SupplierError(this.integration, refusalKind(answer.status, text), `${where} answered ${answer.status}${text ? `: ${text}` : ""}`, answer.status);
  }

  private unexpected(where: string, answer: SupplierAnswer): SupplierError {
    if (answer.status >= 200 && answer.status < 300)
      return new SupplierError(this.integration, "invalid_answer", `${where}: an answer the adapter cannot read`, answer.status);
    return this.refused(where, answer);
  }

  // ------------------------------------------------------------------ HTTP and the token

  /** One API call with the bearer token; a 401 fetches a new token once and tries again. */
  private async call(method: string, path: string, json: unknown, signal?: AbortSignal): Promise<SupplierAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.accessToken(signal);
      const answer = await supplierFetch(this.integration, this.fetchImpl, this.baseUrl + path, {
        method,
        headers: { authorization: `Bearer ${token}` },
        json,
        timeoutMs: this.timeoutMs,
        signal,
      });
      if (answer.status !== 401) return answer;
      if (this.token?.value === token) this.token = null;
      if (attempt >= 1) throw new SupplierError(this.integration, "auth", `${method} ${path.split("?")[0]} refused the access token`, 401);
    }
  }

  private async accessToken(signal?: AbortSignal): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    // One request for every caller waiting (an import and orders at the same time).
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = null;
    });
    return untilAborted(this.tokenRequest, signal);
  }

  private async fetchToken(): Promise<string> {
    const form = new URLSearchParams({ grant_type: "client_credentials", client_id: this.options.clientId, client_secret: this.options.clientSecret });
    const answer = await supplierFetch(this.integration, this.fetchImpl, `${this.baseUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: form.toString(),
      timeoutMs: this.timeoutMs,
    });
    if (answer.status !== 200) {
      const text = refusalText(answer.body);
      if (answer.status === 400 || answer.status === 401 || answer.status === 403 || /invalid_client/.test(text)) {
        throw new SupplierError(
          this.integration,
          "auth",
          `The supplier refused the client credentials (${answer.status}${text ? `: ${text}` : ""})`,
          answer.status,
        );
      }
      throw new SupplierError(this.integration, "invalid_answer", `POST /oauth/token answered ${answer.status}`, answer.status);
    }
    const value = answer.body?.access_token;
    if (typeof value !== "string" || !value)
      throw new SupplierError(this.integration, "invalid_answer", "POST /oauth/token answered without an access_token", 200);
    const lifetime = Number(answer.body?.expires_in);
    const seconds = Number.isFinite(lifetime) && lifetime > 0 ? lifetime : 300;
    this.token = { value, refreshAt: Date.now() + Math.max(seconds / 2, seconds - 60) * 1000 };
    return value;
  }
}

/** The unit price for a quantity: the price list entry whose range holds it (the highest `from` at or below it). */
export function unitPriceFor(tiers: readonly PriceTier[], quantity: number): number | null {
  let best: PriceTier | null = null;
  for (const t of tiers) if (t.from <= quantity && (t.to === null || quantity <= t.to) && (!best || t.from > best.from)) best = t;
  return (best ?? tiers[0] ?? null)?.amount ?? null;
}

function toStock(value: unknown): number {
  const n = Math.floor(Number(value));
  return Number.isFinite(n) && n > 0 ? n : 0;
}

/** The image format from the first bytes of base64 data (PNG, JPEG, GIF). */
function sniffImage(base64: string): "png" | "jpeg" | "gif" | null {
  if (base64.startsWith("iVBORw0KGgo")) return "png";
  if (base64.startsWith("/9j/")) return "jpeg";
  if (base64.startsWith("R0lGOD")) return "gif";
  return null;
}
