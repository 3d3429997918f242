/**
 * The best-offer rule, in one place. Among a product's sellable offers (with stock), the best is:
 *
 *   1. the lowest price (in the currency asked);
 *   2. then the higher seller rating: the score shown on the storefront, the average of the
 *      seller's ratings to one decimal, which counts only from MIN_RATINGS_SHOWN ratings on
 *      (a "New seller" has no score and ranks below any rated seller at the same price);
 *   3. then more stock;
 *   4. then the older offer (the lower id).
 *
 * `compareOffers` is the rule; `bestOfferOrderSql` writes the same order for SQL (the cart's and
 * checkout's choice of offer, pricing.ts) from the same keys, `ranksBeforeSql` the same as a
 * condition (the seller console's "best offer", seller-offers.service.ts), and `ratingTenthsSql` computes the
 * rating key exactly as `ratingTenths` does (integer arithmetic on both sides, so they cannot
 * disagree on rounding). The products' best prices (the triggers of migration CatalogIntegrity /
 * SellerApproval) and the automatic repricer read only the lowest price, which this order cannot
 * change: they choose no offer.
 */

/** Ratings a seller needs before its score is shown and counts in the best-offer rule. */
export const MIN_RATINGS_SHOWN = 3;

/** What the rule reads of an offer. */
export interface RankedOffer {
  /** Price in the currency compared, minor units (null: no price in it, ranks last). */
  price: number | null;
  /** The seller's ratings: their sum and count (seller_profiles.rating_sum / rating_count). */
  ratingSum: number;
  ratingCount: number;
  stock: number;
  id: number;
}

/**
 * A seller's average score in tenths (47 = 4.7), rounded half up; null below MIN_RATINGS_SHOWN
 * ratings. round(sum / count, 1) in integers: floor((20·sum + count) / (2·count)).
 */
export function ratingTenths(sum: number, count: number): number | null {
  if (count < MIN_RATINGS_SHOWN) return null;
  return Math.floor((20 * sum + count) / (2 * count));
}

/** The shown score (4.7), or null for a new seller. */
export function ratingScore(sum: number, count: number): number | null {
  const t = ratingTenths(sum, count);
  return t == null ? null : t / 10;
}

/** The best-offer rule as a comparator: negative when `a` is the better offer. */
export function compareOffers(a: RankedOffer, b: RankedOffer): number {
  const pa = a.price ?? Number.POSITIVE_INFINITY;
  const pb = b.price ?? Number.POSITIVE_INFINITY;
  if (pa !== pb) return pa < pb ? -1 : 1;
  const ra = ratingTenths(a.ratingSum, a.ratingCount) ?? -1;
  const rb = ratingTenths(b.ratingSum, b.ratingCount) ?? -1;
  if (ra !== rb) return rb - ra;
  if (a.stock !== b.stock) return b.stock - a.stock;
  return a.id - b.id;
}

/** The best of some offers under the rule (undefined for none). */
export function bestOffer<T extends RankedOffer>(offers: readonly T[]): T | undefined {
  let best: T | undefined;
  for (const o of offers) if (!best || compareOffers(o, best) < 0) best = o;
  return best;
}

/** `ratingTenths` in SQL over a seller_profiles alias `s`: the same integer formula, NULL below MIN_RATINGS_SHOWN. */
export const ratingTenthsSql = (s = "s"): string =>
  `(CASE WHEN ${s}.rating_count >= ${MIN_RATINGS_SHOWN} THEN (20 * ${s}.rating_sum + ${s}.rating_count) / (2 * ${s}.rating_count) END)`;

/**
 * The rule as an ORDER BY list: `price` is the offer's price column (e.g. `o.price_eur`), `o` the
 * offers alias and `s` the seller_profiles alias joined on o.seller_id.
 */
export const bestOfferOrderSql = (price: string, o = "o", s = "s"): string =>
  `${price} ASC NULLS LAST, ${ratingTenthsSql(s)} DESC NULLS LAST, ${o}.stock DESC, ${o}.id ASC`;

/**
 * The rule as a condition: offer `x` (seller_profiles `sx`) ranks before offer `o` (seller_profiles
 * `so`) in the price column `col`: the same keys as `bestOfferOrderSql`, compared as one row
 * (a new seller's missing score ranks below every score, as in `compareOffers`).
 */
export const ranksBeforeSql = (col: string, x = "x", sx = "sx", o = "o", so = "so"): string =>
  `(${x}.${col}, -COALESCE(${ratingTenthsSql(sx)}, -1), -${x}.stock, ${x}.id) < (${o}.${col}, -COALESCE(${ratingTenthsSql(so)}, -1), -${o}.stock, ${o}.id)`;

/**
 * Offers in the order a shopper sees them, best first: offers with stock before those without
 * (only those can be bought), each group by `compareOffers`. The cart's choice (pricing.ts)
 * orders the same way: `(o.stock > 0) DESC, bestOfferOrderSql(…)`.
 */
export function rankOffers<T extends RankedOffer>(offers: readonly T[]): T[] {
  return [...offers].sort((a, b) => Number(b.stock > 0) - Number(a.stock > 0) || compareOffers(a, b));
}
