import { CurrencyCode } from "./enums.js";

export const CURRENCY_SYMBOLS: Record<CurrencyCode, string> = {
  [CurrencyCode.EUR]: "€",
  [CurrencyCode.USD]: "$",
  [CurrencyCode.GBP]: "£",
};

/** Minor units (cents) to an amount rounded to 2 decimals, as the API shows money. */
export const toAmount = (minor: number): number => Math.round(minor) / 100;

/** Amount to integer minor units; rounds half away from zero at the 3rd decimal. */
export const toMinor = (amount: number): number => Math.round(amount * 100);

/** Column suffix of a per-currency price column ("price_eur"). Whitelisted: safe in SQL. */
export const currencyColumn = (prefix: string, currency: CurrencyCode): string => {
  if (!Object.values(CurrencyCode).includes(currency)) throw new Error(`unknown currency ${currency}`);
  return `${prefix}_${currency}`;
};
