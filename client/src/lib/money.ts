/**
 * Money as customers read it (spec §5 and §9): two fixed decimals, a comma as the
 * decimal separator and the currency's symbol, in both languages. One rule everywhere:
 * the euro sign follows the amount after a space ("12,99 €"), dollar and pound signs
 * precede it ("$12,99", "£12,99"). Negative amounts (never shown today) keep the sign first.
 */
import { roundedDigits } from "./decimal";

export const CURRENCY_CODES = ["EUR", "USD", "GBP"] as const;
export type CurrencyCode = (typeof CURRENCY_CODES)[number];
export const DEFAULT_CURRENCY: CurrencyCode = "EUR";

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = { EUR: "€", USD: "$", GBP: "£" };

export const isCurrencyCode = (v: unknown): v is CurrencyCode => v === "EUR" || v === "USD" || v === "GBP";

/** The amount with 2 fixed decimals and a comma ("12,99"), half a cent rounded up. */
export function formatAmount(amount: number): string {
  const r = roundedDigits(amount, 2);
  if (!r) return String(amount);
  const text = `${r.integer},${r.fraction}`;
  // No grouping: "1299,00" reads the same to customers of both languages.
  return amount < 0 && /[1-9]/.test(text) ? `-${text}` : text;
}

/** The currency's symbol placed by the shop's one rule: after a euro amount with a space, before the others; the sign first. */
function withSymbol(negative: boolean, digits: string, currency: CurrencyCode): string {
  const sign = negative ? "-" : "";
  const symbol = CURRENCY_SYMBOLS[currency];
  return currency === "EUR" ? `${sign}${digits}\u00a0${symbol}` : `${sign}${symbol}${digits}`;
}

/** "12,99 €", "$12,99", "£12,99". */
export function formatMoney(amount: number, currency: CurrencyCode): string {
  const cents = Math.round(amount * 100);
  return withSymbol(cents < 0, formatAmount(Math.abs(cents) / 100), currency);
}

/** A price filter's bound: whole amounts without decimals ("20\u00a0€", "$50"), others as formatMoney ("4,99\u00a0€"). */
export function formatPriceBound(amount: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(amount)) return formatMoney(amount, currency);
  return withSymbol(amount < 0, String(Math.abs(amount)), currency);
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
