/**
 * Pricing of cart lines, from the database only: whatever a client sends, a line's seller,
 * unit price, cap and availability come from here (the cart, the guest quote, the coupon check
 * and checkout all price through `priceLines`). One statement for any number of lines.
 *
 * Rules (spec §5 and §9):
 *  - a line is one product from one seller's offer; without a chosen offer, the best one among
 *    sellable offers (enabled, state Enabled, of an Enabled shop) with stock, by the best-offer
 *    rule (ratings/best-offer.ts): the lowest price in the currency, then the higher seller
 *    rating, then the most stock, then the oldest offer;
 *  - the cap is 5, or the offer's own smaller per-order maximum, and never more than the usable
 *    stock (pre-order products, whose keys come later, are capped by 5 and the maximum only);
 *  - quantities are clamped between 1 and the cap; a line with nothing to sell is unavailable.
 */
import { CurrencyCode, Locale, PreOrderState, RootCategory } from "../../common/enums.js";
import { currencyColumn } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import { sellableOffer } from "../catalog/catalog.sql.js";
import { bestOfferOrderSql } from "../ratings/best-offer.js";

/** Spec §9: max quantity per product in a cart. */
export const MAX_QUANTITY_PER_PRODUCT = 5;

export interface LineRequest {
  productId: number;
  /** The seller's offer chosen; the best one when absent. */
  offerId?: number | null;
  quantity: number;
}

export type LineProblem =
  /** The product does not exist, is disabled, or has no sellable offer (or the chosen one is not sellable). */
  | "UNAVAILABLE"
  /** Sellable offer, but no key left (and not a pre-order). */
  | "OUT_OF_STOCK";

export interface PricedLine {
  productId: number;
  /** The offer the line is priced from; null when unavailable. */
  offerId: number | null;
  sellerId: number | null;
  sellerName: string | null;
  /** The quantity asked, clamped to 1…maxQuantity (the asked one when unavailable). */
  quantity: number;
  requestedQuantity: number;
  /** How many of this product the cart may hold now (0 when unavailable). */
  maxQuantity: number;
  /** Price of one key in `currency`, minor units (0 when unavailable). */
  unitPrice: number;
  currency: CurrencyCode;
  /** Usable keys of the offer. */
  stock: number;
  /** Product name in the requested language. */
  name: string;
  /** Root category slug: games, softwares, cards, accounts (the spec's cart product `type`). */
  type: RootCategory | string;
  /** Every category id from the root down to the product's own (coupon restrictions). */
  categoryPath: number[];
  /** Gift cards are multi-purpose vouchers: no VAT at sale. */
  isZeroVat: boolean;
  preOrder: boolean;
  problem: LineProblem | null;
}

interface Row {
  idx: number;
  product_id: number;
  requested: number;
  exists: boolean;
  name: string | null;
  pre_order: number | null;
  path: string | null;
  root_slug: string | null;
  offer_id: number | null;
  seller_id: number | null;
  seller_name: string | null;
  price: number | null;
  stock: number | null;
  max_per_order: number | null;
}

/**
 * Prices lines in a currency and language. Lines come back in the order given; a product asked
 * twice is priced twice (callers merge lines by product first).
 */
export async function priceLines(ctx: RequestContext, lines: readonly LineRequest[], currency: CurrencyCode, locale: Locale): Promise<PricedLine[]> {
  if (!lines.length) return [];
  const price = `o.${currencyColumn("price", currency)}`;
  const rows: Row[] = await ctx.manager.query(
    `WITH req AS (
       SELECT * FROM unnest($1::int[], $2::int[], $3::int[]) WITH ORDINALITY AS r(product_id, offer_id, quantity, idx)
     )
     SELECT r.idx::int AS idx, r.product_id, r.quantity AS requested, (p.id IS NOT NULL) AS exists,
            pt.name, p.pre_order, c.path, rt.slug AS root_slug,
            best.id AS offer_id, best.seller_id, s.name AS seller_name, best.price, best.stock, best.max_per_order
       FROM req r
       LEFT JOIN products p ON p.id = r.product_id AND p.enabled
       LEFT JOIN product_translations pt ON pt.product_id = p.id AND pt.locale = $4
       LEFT JOIN categories c ON c.id = p.category_id
       LEFT JOIN category_translations rt ON rt.category_id = split_part(c.path, '/', 2)::int AND rt.locale = 'en'
       LEFT JOIN LATERAL (
         SELECT o.id, o.seller_id, ${price} AS price, o.stock, o.max_per_order
           FROM offers o JOIN seller_profiles rs ON rs.id = o.seller_id
          WHERE o.product_id = p.id AND ${sellableOffer("o")}
            AND (r.offer_id IS NULL OR o.id = r.offer_id)
          ORDER BY (o.stock > 0) DESC, ${bestOfferOrderSql(price, "o", "rs")}
          LIMIT 1
       ) best ON true
       LEFT JOIN seller_profiles s ON s.id = best.seller_id
      ORDER BY r.idx`,
    [lines.map((l) => l.productId), lines.map((l) => l.offerId ?? null), lines.map((l) => l.quantity), locale],
  );
  return rows.map((r) => toLine(r, currency));
}

function toLine(r: Row, currency: CurrencyCode): PricedLine {
  const preOrder = r.pre_order === PreOrderState.InPreOrder;
  const stock = r.stock ?? 0;
  const sellable = r.exists && r.offer_id != null;
  const cap = Math.min(MAX_QUANTITY_PER_PRODUCT, r.max_per_order ?? MAX_QUANTITY_PER_PRODUCT, preOrder ? MAX_QUANTITY_PER_PRODUCT : stock);
  const problem: LineProblem | null = !sellable ? "UNAVAILABLE" : cap < 1 ? "OUT_OF_STOCK" : null;
  const maxQuantity = problem ? 0 : cap;
  return {
    productId: r.product_id,
    offerId: sellable ? r.offer_id : null,
    sellerId: sellable ? r.seller_id : null,
    sellerName: sellable ? r.seller_name : null,
    quantity: problem ? r.requested : clampQuantity(r.requested, maxQuantity),
    requestedQuantity: r.requested,
    maxQuantity,
    unitPrice: sellable ? (r.price ?? 0) : 0,
    currency,
    stock,
    name: r.name ?? "",
    type: r.root_slug ?? "",
    categoryPath: (r.path ?? "").split("/").filter(Boolean).map(Number),
    isZeroVat: r.root_slug === RootCategory.cards,
    preOrder,
    problem,
  };
}

/** Spec §5: a quantity is clamped between 1 and the cap. */
export function clampQuantity(quantity: number, cap: number): number {
  return Math.max(1, Math.min(cap, Math.trunc(quantity)));
}
