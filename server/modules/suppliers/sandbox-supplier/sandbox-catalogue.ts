/**
 * The sandbox supplier's catalogue: generated, the same on every start and in every process, from
 * the shop's own demo catalogue (server/db/seed) plus products the shop does not have, so an
 * import against it meets every outcome:
 *
 *  - about 40 demo products under their title and edition, with their platform and region (one
 *    shop product each: an offer is added, ImportResult OfferCreated; AlreadyImported next time);
 *  - two bare titles that the shop sells on several platforms, without platform or region
 *    ("A Plague Tale: Requiem"): several shop products fit, TooManyEqualProducts;
 *  - four games the shop does not sell: ProductCreated;
 *  - one product delivered as image codes (a printed gift card, PNG), one out of stock;
 *  - two test switches for fallback tests: ordering SANDBOX_SUPPLIER_TIMEOUT_PRODUCT never
 *    answers, ordering SANDBOX_SUPPLIER_ERROR_PRODUCT answers 503.
 *
 * Prices are in EUR cents with a 10-key price break (3 % less); stock starts between 20 and 199
 * keys and goes down as keys are bought (the sold count is in `sandbox_supplier_sales`).
 */
import { createHash } from "node:crypto";
import { Region } from "../../../common/enums.js";
import type { ProductSpec } from "../../../db/seed/products.js";

/** The sandbox supplier's fixed API credentials (it is a test double: anyone may use them). */
export const SANDBOX_SUPPLIER_CLIENT_ID = "keymarket-sandbox";
export const SANDBOX_SUPPLIER_CLIENT_SECRET = "sandbox-secret";
/** Ordering this product never answers (the caller's timeout decides). */
export const SANDBOX_SUPPLIER_TIMEOUT_PRODUCT = "5a4d0000-0000-4000-8000-000000000504";
/** Ordering this product answers 503 Service Unavailable. */
export const SANDBOX_SUPPLIER_ERROR_PRODUCT = "5a4d0000-0000-4000-8000-000000000503";
/** Products per page of GET /v3/products. */
export const SANDBOX_SUPPLIER_PAGE_SIZE = 25;

export type SandboxCodeType = "CODE_TEXT" | "CODE_IMAGE";

export interface SandboxSupplierProduct {
  productId: string;
  name: string;
  platform: string | null;
  regions: string[];
  /** Price list in EUR cents: from 1 key, and from 10 keys. */
  prices: { from: number; to: number | null; cents: number }[];
  /** Keys before any sale. */
  initialStock: number;
  codeType: SandboxCodeType;
  releaseDate: string | null;
  /** A test switch: how ordering it fails. */
  fails?: "timeout" | "error";
}

/** The shop's regions as a supplier writes them. */
const SUPPLIER_REGION: Record<Region, string> = {
  [Region.GLOBAL]: "WORLDWIDE",
  [Region.EUROPE]: "EU",
  [Region.NORTH_AMERICA]: "US",
  [Region.UNITED_KINGDOM]: "UK",
  [Region.ITALY]: "IT",
};

function digest(text: string): Buffer {
  return createHash("sha256").update(`sandbox-supplier|${text}`).digest();
}

/** A stable UUID-shaped id (version 4 layout) for a seed key. */
function productIdOf(key: string): string {
  const h = digest(key).toString("hex");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

function priceList(cents: number): SandboxSupplierProduct["prices"] {
  const unit = Math.max(50, cents);
  return [
    { from: 1, to: 9, cents: unit },
    { from: 10, to: null, cents: Math.max(50, Math.round(unit * 0.97)) },
  ];
}

function fromSpec(spec: ProductSpec, overrides: Partial<SandboxSupplierProduct> = {}): SandboxSupplierProduct {
  const h = digest(spec.key);
  return {
    productId: productIdOf(spec.key),
    // As suppliers name products: title and edition; platform and region in their own fields.
    name: spec.variant ? `${spec.title.en} ${spec.variant.en}` : spec.title.en,
    platform: spec.platform.name,
    regions: [SUPPLIER_REGION[spec.region]],
    // The supplier sells below the shop's prices: 65–80 % of the demo's base price.
    prices: priceList(Math.round(spec.baseEur * (0.65 + (h[0]! % 16) / 100))),
    initialStock: 20 + (h.readUInt16BE(1) % 180),
    codeType: "CODE_TEXT",
    releaseDate: spec.releaseDate,
    ...overrides,
  };
}

function build(buildProductSpecs: () => Iterable<ProductSpec>): SandboxSupplierProduct[] {
  const specs = [...buildProductSpecs()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const products: SandboxSupplierProduct[] = [];
  // One printed gift card, delivered as an image.
  const card = specs.find((s) => s.kind === "card");
  if (card) products.push(fromSpec(card, { codeType: "CODE_IMAGE" }));
  // A sample of games and software under their shop names.
  const sample = specs.filter(
    (s) => s !== card && ((s.kind === "game" && digest(s.key)[4]! % 20 === 0) || (s.kind === "software" && digest(s.key)[4]! % 10 === 0)),
  );
  for (const [i, s] of sample.entries()) products.push(fromSpec(s, i === 3 ? { initialStock: 0 } : {}));
  // Bare titles the shop sells on several platforms: several shop products fit.
  const byTitle = new Map<string, ProductSpec[]>();
  for (const s of specs) {
    if (s.kind !== "game" || s.variant) continue;
    const list = byTitle.get(s.title.en) ?? [];
    list.push(s);
    byTitle.set(s.title.en, list);
  }
  const ambiguous = [...byTitle.entries()].filter(([, list]) => new Set(list.map((s) => s.platform.slug)).size >= 3).slice(0, 2);
  for (const [title, list] of ambiguous) {
    products.push({ ...fromSpec(list[0]!), productId: productIdOf(`title|${title}`), name: title, platform: null, regions: [] });
  }
  // Games the shop does not sell.
  const fresh: [string, string, string, number, string][] = [
    ["Starfall Couriers", "Steam", "WORLDWIDE", 1899, "2026-03-12"],
    ["Hollow Lantern Remastered", "GOG", "WORLDWIDE", 1249, "2025-10-02"],
    ["Tidebound Tactics", "Epic Games", "WORLDWIDE", 2299, "2026-06-18"],
    ["Neon Drift Rally", "Steam", "EU", 999, "2024-11-21"],
  ];
  for (const [name, platform, region, cents, release] of fresh) {
    products.push({
      productId: productIdOf(`fresh|${name}`),
      name,
      platform,
      regions: [region],
      prices: priceList(cents),
      initialStock: 20 + (digest(name).readUInt16BE(0) % 180),
      codeType: "CODE_TEXT",
      releaseDate: release,
    });
  }
  // The test switches.
  const switchProduct = (productId: string, name: string, fails: "timeout" | "error"): SandboxSupplierProduct => ({
    productId,
    name,
    platform: "Steam",
    regions: ["WORLDWIDE"],
    prices: priceList(100),
    initialStock: 999,
    codeType: "CODE_TEXT",
    releaseDate: null,
    fails,
  });
  products.push(switchProduct(SANDBOX_SUPPLIER_TIMEOUT_PRODUCT, "Sandbox test switch: order times out", "timeout"));
  products.push(switchProduct(SANDBOX_SUPPLIER_ERROR_PRODUCT, "Sandbox test switch: order answers an error", "error"));
  return products;
}

type Catalogue = { list: readonly SandboxSupplierProduct[]; byId: ReadonlyMap<string, SandboxSupplierProduct> };
let catalogue: Catalogue | null = null;
let loading: Promise<Catalogue> | null = null;

/**
 * The catalogue, built once per process (about 0.2 s) on first use. The demo catalogue it is made
 * from is imported only then: a server whose sandbox supplier is never called never loads the seed.
 */
export function loadSandboxCatalogue(): Promise<Catalogue> {
  if (catalogue) return Promise.resolve(catalogue);
  loading ??= import("../../../db/seed/products.js").then(({ buildProductSpecs }) => {
    const list = build(buildProductSpecs);
    catalogue = { list, byId: new Map(list.map((p) => [p.productId, p])) };
    return catalogue;
  });
  return loading;
}

/** The catalogue once `loadSandboxCatalogue` has built it (tests and callers that awaited it). */
export function sandboxCatalogue(): Catalogue {
  if (!catalogue) throw new Error("The sandbox supplier's catalogue is not loaded yet: await loadSandboxCatalogue() first");
  return catalogue;
}

/** The unit price in cents for a quantity (the price break whose range holds it). */
export function sandboxUnitPrice(product: SandboxSupplierProduct, quantity: number): number {
  let best = product.prices[0]!;
  for (const p of product.prices) if (p.from <= quantity && (p.to === null || quantity <= p.to)) best = p;
  return best.cents;
}
