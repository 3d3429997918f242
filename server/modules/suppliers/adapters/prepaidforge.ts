/**
 * PrepaidForge adapter: their public API 1.0 (https://api.prepaidforge.com/v1).
 *
 * Documentation followed: PrepaidForge's OpenAPI description ("Prepaidforge API 1.0, the public api
 * for prepaidforge") as published in their generated SDKs (github.com/megaman1115/PrepaidForgeSDK-PHP
 * and -Java: README "Code purchase flow", docs/integration.md, docs/multiplecodesexample.md and the
 * models ApiSignInResponse, Product, Money, StockRequest, SimpleStockPojo, SkuRequest,
 * CodeDeliveryPojo, Image), which point to PrepaidForge's integration guide.
 *
 * Calls:
 *  - `POST /1.0/signInWithApi` {email, password} → `apiToken`, `tokenValidUntil`; the token goes in
 *    the `X-PrepaidForge-Api-Token` header of every other call. Kept until a minute before
 *    `tokenValidUntil` (30 minutes when it cannot be read); signed in again once on a 401/403.
 *  - `GET /1.0/findAllProducts` → every product (`sku`, `name`, `platforms`, `countries`, `imageUrl`,
 *    `active`). The API has no pages: the list comes in one answer, and is read in batches.
 *  - `POST /1.0/findStocks` {types, skus} → stocks (`product` = sku, `type`, `quantity`,
 *    `purchasePrice`), asked for 50 skus at a time: a product's price is its cheapest stock
 *    with keys, its stock the keys of all its stocks.
 *  - `POST /1.0/createOrder` {sku, price, quantity: 1, customOrderReference, codeType} → one code
 *    (`code`, `serial`, `codeType`, `image.downloadLink`). One call per key, as their
 *    multiple-codes example does, each with its own reference `<reference>:<n>`.
 *  - `POST /1.0/getResponseOfSingleCodeRequest` {customOrderReference} → the code an earlier
 *    order with that reference bought: asked before each purchase, so a retried order never buys
 *    a key twice.
 *
 * Where the documentation is silent, assumed:
 *  - purchase prices (`purchasePrice`) are in EUR, the account's currency;
 *  - stock types TEXT and OCR deliver the key as text in `code`; SCAN and FULLSCAN deliver a
 *    scanned card, downloaded from `image.downloadLink` (with the token header) and kept as an
 *    image key (its type from `image.filetype` or the file name);
 *  - getResponseOfSingleCodeRequest answers 4xx (or an answer without a code) for a reference
 *    never ordered;
 *  - a single product has no endpoint: `getProduct` reads its stocks, and takes its name from the
 *    last product list read (the sku until a list was read);
 *  - refusals carry no documented error codes: their message words decide the kind.
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
  imageContentType,
  minorToNumber,
  priceToMinor,
  refusalKind,
  refusalText,
  supplierDownload,
  supplierFetch,
  untilAborted,
} from "./supplier-http.js";

export const PREPAIDFORGE_API_URL = "https://api.prepaidforge.com/v1";

/** Stock types the shop can deliver: text codes, and scanned cards as images. */
export const PREPAIDFORGE_TYPES = ["TEXT", "OCR", "SCAN", "FULLSCAN"] as const;
const IMAGE_TYPES = new Set(["SCAN", "FULLSCAN"]);
/** Skus per findStocks call. */
const STOCK_BATCH = 50;
/** Product names remembered from the last list (for getProduct). */
const NAME_CACHE_LIMIT = 50_000;

export interface PrepaidForgeOptions {
  email: string;
  password: string;
  baseUrl?: string;
  fetch?: FetchLike;
  /** Time each call may take; 10 s by default. */
  timeoutMs?: number;
}

interface Stock {
  type: string;
  quantity: number;
  price: number;
  /** The price as PrepaidForge wrote it (sent back unchanged when ordering). */
  rawPrice: number;
}

interface ProductFacts {
  name: string;
  platform: string | null;
  region: string | null;
  imageUrl: string | null;
}

export class PrepaidForgeAdapter implements SupplierAdapter {
  readonly integration = SupplierIntegration.prepaidforge;
  private readonly baseUrl: string;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private token: { value: string; refreshAt: number } | null = null;
  private tokenRequest: Promise<string> | null = null;
  private readonly facts = new Map<string, ProductFacts>();

  constructor(private readonly options: PrepaidForgeOptions) {
    if (!options.email || !options.password) throw new SupplierError(this.integration, "auth", "An email and a password are needed");
    this.baseUrl = (options.baseUrl || PREPAIDFORGE_API_URL).replace(/\/+$/, "");
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? DEFAULT_SUPPLIER_TIMEOUT_MS;
  }

  async verify(signal?: AbortSignal): Promise<void> {
    this.token = null;
    await this.apiToken(signal);
  }

  async *listProducts(signal?: AbortSignal): AsyncIterable<SupplierProduct> {
    const answer = await this.call("GET", "/1.0/findAllProducts", undefined, signal);
    if (answer.status !== 200 || !Array.isArray(answer.body)) throw this.unexpected("GET /1.0/findAllProducts", answer);
    // Inactive products cannot be bought: left out.
    const live: any[] = answer.body.filter((p: any) => p && typeof p.sku === "string" && p.sku && p.active !== false);
    for (let i = 0; i < live.length; i += STOCK_BATCH) {
      const batch = live.slice(i, i + STOCK_BATCH);
      const stocks = await this.stocks(
        batch.map((p) => p.sku as string),
        signal,
      );
      for (const raw of batch) {
        const facts = toFacts(raw);
        this.remember(raw.sku, facts);
        const product = toProduct(raw.sku, facts, stocks.get(raw.sku) ?? []);
        if (product) yield product;
      }
    }
  }

  async getProduct(externalId: string, signal?: AbortSignal): Promise<SupplierProduct | null> {
    if (!externalId || externalId.length > 200) return null;
    const stocks = (await this.stocks([externalId], signal)).get(externalId) ?? [];
    if (stocks.length === 0) return null;
    const facts = this.facts.get(externalId) ?? { name: externalId, platform: null, region: null, imageUrl: null };
    return toProduct(externalId, facts, stocks);
  }

  async orderCodes(request: SupplierOrderRequest, signal?: AbortSignal): Promise<SupplierOrderResult> {
    const { externalId: sku, quantity, maxUnitPrice, reference } = request;
    if (!Number.isSafeInteger(quantity) || quantity < 1)
      throw new SupplierError(this.integration, "rejected", "The quantity must be a whole number of at least 1");
    if (maxUnitPrice.currency !== CurrencyCode.EUR)
      throw new SupplierError(this.integration, "rejected", "PrepaidForge sells in EUR: the highest unit price must be in EUR");

    // Plan the purchase before buying anything: cheapest stocks first, none above the price accepted.
    const stocks = ((await this.stocks([sku], signal)).get(sku) ?? []).filter((s) => s.quantity > 0).sort((a, b) => a.price - b.price);
    if (stocks.length === 0) throw new SupplierError(this.integration, "out_of_stock", "The supplier has no keys for this product");
    const affordable = stocks.filter((s) => s.price <= maxUnitPrice.amount);
    if (affordable.length === 0) {
      throw new SupplierError(
        this.integration,
        "price_changed",
        `The supplier asks ${stocks[0]!.price} cents a key, above the ${maxUnitPrice.amount} accepted`,
      );
    }
    const plan: Stock[] = [];
    for (const s of affordable) for (let n = 0; n < s.quantity && plan.length < quantity; n++) plan.push(s);
    if (plan.length < quantity) {
      const more = stocks.reduce((sum, s) => sum + s.quantity, 0) >= quantity;
      throw new SupplierError(
        this.integration,
        more ? "price_changed" : "out_of_stock",
        more ? `Only ${plan.length} keys cost at most ${maxUnitPrice.amount} cents` : `The supplier has ${plan.length} keys, ${quantity} asked`,
      );
    }

    const codes: SupplierCode[] = [];
    let highest = 0;
    for (let n = 0; n < quantity; n++) {
      const stock = plan[n]!;
      const ref = `${reference}:${n + 1}`;
      try {
        const code = (await this.alreadyBought(ref, signal)) ?? (await this.buyOne(sku, stock, ref, signal));
        codes.push(code);
        highest = Math.max(highest, stock.price);
      } catch (e) {
        if (e instanceof SupplierError && codes.length > 0)
          throw new SupplierError(e.integration, e.kind, e.message, e.status, { externalOrderId: reference, codes });
        throw e;
      }
    }
    return { externalOrderId: reference, codes, unitPrice: { currency: CurrencyCode.EUR, amount: highest } };
  }

  // ------------------------------------------------------------------ purchases

  private async buyOne(sku: string, stock: Stock, ref: string, signal?: AbortSignal): Promise<SupplierCode> {
    const answer = await this.call(
      "POST",
      "/1.0/createOrder",
      { sku, price: stock.rawPrice, quantity: 1, customOrderReference: ref, codeType: stock.type },
      signal,
    );
    if (answer.status < 200 || answer.status >= 300) {
      const text = refusalText(answer.body);
      throw new SupplierError(
        this.integration,
        refusalKind(answer.status, text),
        `POST /1.0/createOrder answered ${answer.status}${text ? `: ${text}` : ""}`,
        answer.status,
      );
    }
    const code = await this.toCode(answer.body, signal);
    if (!code) throw new SupplierError(this.integration, "invalid_answer", "POST /1.0/createOrder answered without a code", answer.status);
    return code;
  }

  /** The code an earlier purchase with this reference bought, or null when there was none. */
  private async alreadyBought(ref: string, signal?: AbortSignal): Promise<SupplierCode | null> {
    const answer = await this.call("POST", "/1.0/getResponseOfSingleCodeRequest", { customOrderReference: ref }, signal);
    if (answer.status < 200 || answer.status >= 300) return null;
    return this.toCode(answer.body, signal);
  }

  private async toCode(body: any, signal?: AbortSignal): Promise<SupplierCode | null> {
    if (!body || typeof body !== "object") return null;
    const type = String(body.codeType ?? "TEXT").toUpperCase();
    const link = typeof body.image?.downloadLink === "string" ? body.image.downloadLink : null;
    if (IMAGE_TYPES.has(type) || (!body.code && link)) {
      if (!link) return null;
      const { bytes, contentType } = await supplierDownload(this.integration, this.fetchImpl, new URL(link, `${this.baseUrl}/`).toString(), {
        headers: { "X-PrepaidForge-Api-Token": await this.apiToken(signal) },
        timeoutMs: this.timeoutMs,
        signal,
      });
      const kind = imageContentType(body.image?.filetype) ?? imageContentType(body.image?.filename) ?? imageContentType(contentType) ?? "png";
      return { contentType: KeyContentType[kind], value: bytes.toString("base64") };
    }
    if (typeof body.code === "string" && body.code.trim()) return { contentType: KeyContentType.text, value: body.code.trim() };
    return null;
  }

  // ------------------------------------------------------------------ stocks

  private async stocks(skus: string[], signal?: AbortSignal): Promise<Map<string, Stock[]>> {
    const answer = await this.call("POST", "/1.0/findStocks", { types: PREPAIDFORGE_TYPES, skus }, signal);
    if (answer.status !== 200 || !Array.isArray(answer.body)) throw this.unexpected("POST /1.0/findStocks", answer);
    const bySku = new Map<string, Stock[]>();
    for (const s of answer.body) {
      const price = priceToMinor(s?.purchasePrice);
      if (typeof s?.product !== "string" || price === null) continue;
      const type = String(s.type ?? "TEXT").toUpperCase();
      if (!(PREPAIDFORGE_TYPES as readonly string[]).includes(type)) continue;
      const quantity = Math.max(0, Math.floor(Number(s.quantity) || 0));
      const list = bySku.get(s.product) ?? [];
      list.push({ type, quantity, price, rawPrice: Number(s.purchasePrice) || minorToNumber(price) });
      bySku.set(s.product, list);
    }
    return bySku;
  }

  private remember(sku: string, facts: ProductFacts): void {
    if (this.facts.size >= NAME_CACHE_LIMIT && !this.facts.has(sku)) this.facts.delete(this.facts.keys().next().value as string);
    this.facts.set(sku, facts);
  }

  private unexpected(where: string, answer: SupplierAnswer): SupplierError {
    if (answer.status >= 200 && answer.status < 300)
      return new SupplierError(this.integration, "invalid_answer", `${where}: an answer the adapter cannot read`, answer.status);
    const text = refusalText(answer.body);
    return new SupplierError(this.integration, refusalKind(answer.status, text), `${where} answered ${answer.status}${text ? `: ${text}` : ""}`, answer.status);
  }

  // ------------------------------------------------------------------ HTTP and the token

  private async call(method: string, path: string, json: unknown, signal?: AbortSignal): Promise<SupplierAnswer> {
    for (let attempt = 0; ; attempt++) {
      const token = await this.apiToken(signal);
      const answer = await supplierFetch(this.integration, this.fetchImpl, this.baseUrl + path, {
        method,
        headers: { "X-PrepaidForge-Api-Token": token },
        json,
        timeoutMs: this.timeoutMs,
        signal,
      });
      if (answer.status !== 401 && answer.status !== 403) return answer;
      if (this.token?.value === token) this.token = null;
      if (attempt >= 1) throw new SupplierError(this.integration, "auth", `${method} ${path} refused the API token`, answer.status);
    }
  }

  private async apiToken(signal?: AbortSignal): Promise<string> {
    if (this.token && Date.now() < this.token.refreshAt) return this.token.value;
    this.tokenRequest ??= this.signIn().finally(() => {
      this.tokenRequest = null;
    });
    return untilAborted(this.tokenRequest, signal);
  }

  private async signIn(): Promise<string> {
    const answer = await supplierFetch(this.integration, this.fetchImpl, `${this.baseUrl}/1.0/signInWithApi`, {
      method: "POST",
      json: { email: this.options.email, password: this.options.password },
      timeoutMs: this.timeoutMs,
    });
    if (answer.status >= 400 && answer.status < 500) {
      throw new SupplierError(this.integration, "auth", `PrepaidForge refused the sign-in (${answer.status})`, answer.status);
    }
    const value = answer.body?.apiToken;
    if (answer.status !== 200 || typeof value !== "string" || !value) {
      throw new SupplierError(this.integration, "invalid_answer", "POST /1.0/signInWithApi answered without an apiToken", answer.status);
    }
    const until = Date.parse(String(answer.body?.tokenValidUntil ?? ""));
    const refreshAt = Number.isFinite(until) ? Math.max(Date.now() + 10_000, until - 60_000) : Date.now() + 30 * 60_000;
    this.token = { value, refreshAt };
    return value;
  }
}

function toFacts(raw: any): ProductFacts {
  const platforms: string[] = Array.isArray(raw.platforms) ? raw.platforms.filter((p: unknown) => typeof p === "string" && p) : [];
  const countries: string[] = Array.isArray(raw.countries) ? raw.countries.filter((c: unknown) => typeof c === "string" && c) : [];
  return {
    name: typeof raw.name === "string" && raw.name.trim() ? raw.name.trim() : raw.sku,
    platform: platforms[0] ?? null,
    region: countries.length ? countries.join(", ") : null,
    imageUrl: typeof raw.imageUrl === "string" ? raw.imageUrl : null,
  };
}

/** A product with its stocks: the cheapest stock with keys gives the price; without stocks it is left out. */
function toProduct(sku: string, facts: ProductFacts, stocks: readonly Stock[]): SupplierProduct | null {
  if (stocks.length === 0) return null;
  const withKeys = stocks.filter((s) => s.quantity > 0);
  const cheapest = [...(withKeys.length ? withKeys : stocks)].sort((a, b) => a.price - b.price)[0]!;
  return {
    externalId: sku,
    name: facts.name,
    platform: facts.platform,
    region: facts.region,
    price: { currency: CurrencyCode.EUR, amount: cheapest.price },
    stock: withKeys.reduce((sum, s) => sum + s.quantity, 0),
    imageUrl: facts.imageUrl,
  };
}
