/**
 * Rounding a number for display the way Intl.NumberFormat does it (ICU's default): the
 * shortest decimal that reads back as the number ("9.995", not the binary
 * 9.99499999…), rounded half away from zero at the wanted digit. The storefront writes
 * money, counts and scores with it instead of Intl; see i18n/light-format.ts for why.
 */

/** |n| rounded to `digits` decimals as digit strings ("1234", "50"), or null where this does not apply (not finite, exponent notation). */
export function roundedDigits(n: number, digits: number): { integer: string; fraction: string } | null {
  if (!Number.isFinite(n)) return null;
  const shortest = Math.abs(n).toString();
  if (shortest.includes("e")) return null;
  const [integer = "0", fraction = ""] = shortest.split(".");
  if (fraction.length <= digits) return { integer, fraction: fraction.padEnd(digits, "0") };
  const up = fraction.charCodeAt(digits) >= 53; // "5"
  const scaled = (BigInt(integer + fraction.slice(0, digits)) + (up ? 1n : 0n)).toString().padStart(digits + 1, "0");
  return { integer: scaled.slice(0, scaled.length - digits), fraction: scaled.slice(scaled.length - digits) };
}

/** The integer digits with a separator between groups of three, from `minDigits` digits on ("1234567" → "1,234,567"). */
export function groupDigits(integer: string, separator: string, minDigits: number): string {
  if (integer.length < minDigits) return integer;
  return integer.replace(/\B(?=(\d{3})+$)/g, separator);
}
