/**
 * Money as customers read it (spec §5 and §9): two fixed decimals, a comma as the
 * decimal separator and the currency's symbol, in both languages. One rule everywhere:
 * the euro sign follows the amount after a space ("12,99 €"), dollar and pound signs
 * precede it ("$12,99", "£12,99"). Negative amounts (never shown today) keep the sign first.
 */
export const CURRENCY_CODES = ["EUR", "USD", "GBP"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = "EUR";

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { EUR: "€", USD: "$", GBP: "£" };

export const isCurrencyCode = (v: unknown): v is CurrencyCode => v === "EUR" || v === "USD" || v === "GBP";

// Italian number formatting gives the comma separator; grouping off keeps "1299,00"
// unambiguous for customers of both languages.
const numberFormat = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** The amount with 2 fixed decimals and a comma ("12,99"). */
export function formatAmount(amount: number): string {
  return numberFormat.format(Math.abs(amount) < 0.005 ? 0 : amount);
}

/** "12,99 €", "$12,99", "£12,99". */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? "-" : "";
  const digits = formatAmount(Math.abs(cents) / 100);
  const symbol = CURRENCY_SYMBOLS[currency];
  return currency === "EUR" ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
}

/** Prices come per currency ({ eur, usd, gbp }); picks the one asked. */
export interface PricesLike {
  eur?: number | null;
  usd?: number | null;
  gbp?: number | null;
}
export function priceIn(prices: PricesLike | null | undefined, currency: CurrencyCode): number | null {
  if (!prices) return null;
  const v = currency === "EUR" ? prices.eur : currency === "USD" ? prices.usd : prices.gbp;
  return v ?? null;
}

/** Discount of `best` on `list` in whole percent; null when there is none. */
export function discountPercent(best: number | null, list: number | null): number | null {
  if (best == null || list == null || list <= best || list <= 0) return null;
  return Math.round(((list - best) / list) * 100);
}
