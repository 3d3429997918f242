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

/** An amount as the API shows it (the GraphQL `Money` type): rounded amount, minor units, currency. */
export const money = (minor: number, currency: CurrencyCode): { amount: number; minor: number; currency: CurrencyCode } => ({
  amount: toAmount(minor),
  minor,
  currency,
});

/**
 * Splits `total` minor units over `weights` in proportion, exactly (largest remainder): the
 * parts are integers and add up to `total`. Used for a discount over lines and a line over keys.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || total === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]!++;
    left--;
  }
  return parts;
}
