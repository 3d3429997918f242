/**
 * Numbers and dates written in English and Italian without Intl's formatters, for what the
 * storefront's pages show as they start.
 *
 * A page's first Intl.NumberFormat or Intl.DateTimeFormat, or its first supportedLocalesOf
 * call, makes Chromium load ICU's locale lists: 15–35 ms of main thread in one piece
 * (measured unthrottled on a slow 2-core host), and eight times that on a slow phone. react-intl paid it on every page
 * (its locale check, each message's locale, a count in a message), and so did the money
 * format. The storefront needs only whole numbers, one-decimal scores and short dates, which
 * these functions write as Intl does (the tests compare them with Intl over many values);
 * anything else still goes to Intl, on the screens that need it.
 */
import type { IntlShape } from "react-intl";
import { groupDigits, roundedDigits } from "../lib/decimal";
import type { Locale } from "../lib/locale";

/** CLDR's symbols: English groups from 4 digits ("1,234"), Italian from 5 ("1234", "12.345"). */
const SYMBOLS: Record<Locale, { group: string; decimal: string; groupFrom: number }> = {
  en: { group: ",", decimal: ".", groupFrom: 4 },
  it: { group: ".", decimal: ",", groupFrom: 5 },
};

/**
 * `n` with `digits` fixed decimals as `new Intl.NumberFormat(locale, { minimumFractionDigits:
 * digits, maximumFractionDigits: digits })` writes it; null where this does not apply
 * (negative non-integers, -0, exponents), for the caller to ask Intl.
 */
export function formatDecimal(n: number, locale: Locale, digits = 0): string | null {
  if (Object.is(n, -0) || (n < 0 && !Number.isInteger(n))) return null;
  const r = roundedDigits(n, digits);
  if (!r) return null;
  const { group, decimal, groupFrom } = SYMBOLS[locale];
  const integer = groupDigits(r.integer, group, groupFrom);
  return `${n < 0 ? "-" : ""}${integer}${digits > 0 ? decimal + r.fraction : ""}`;
}

const MONTHS: Record<Locale, readonly string[]> = {
  en: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
  it: ["gen", "feb", "mar", "apr", "mag", "giu", "lug", "ago", "set", "ott", "nov", "dic"],
};

/** A calendar day (UTC) as `{ day: "numeric", month: "short", year: "numeric" }` writes it: "Feb 25, 2022", "25 feb 2022". */
export function formatShortDate(date: Date, locale: Locale): string {
  const day = date.getUTCDate();
  const month = MONTHS[locale][date.getUTCMonth()];
  const year = date.getUTCFullYear();
  return locale === "en" ? `${month} ${day}, ${year}` : `${day} ${month} ${year}`;
}

type NumberFormatGetter = IntlShape["formatters"]["getNumberFormat"];

/**
 * The number of fixed decimals `options` asks for when that is all it asks (what the light
 * format writes): 0 for Intl's defaults (whole numbers only are written light then), `d` for
 * `{ minimumFractionDigits: d, maximumFractionDigits: d }`; null for anything else.
 */
function fixedDigits(options: Intl.NumberFormatOptions | undefined): number | null {
  const asked = Object.entries(options ?? {}).filter(([, v]) => v !== undefined);
  if (asked.length === 0) return 0;
  const { minimumFractionDigits: min, maximumFractionDigits: max } = options!;
  return asked.length === 2 && min === max && Number.isInteger(min) && min! >= 0 && min! <= 3 ? min! : null;
}

/**
 * A NumberFormat for `locale` that writes itself what formatDecimal writes (with `digits`
 * fixed decimals; with none, whole numbers only: Intl's defaults keep up to 3 decimals) and
 * creates the real one only for anything else.
 */
function lightNumberFormat(locale: Locale, digits: number, real: () => Intl.NumberFormat): Intl.NumberFormat {
  const light = {
    format: (value: number | bigint | string) =>
      (typeof value === "number" && (digits > 0 || Number.isSafeInteger(value)) ? formatDecimal(value, locale, digits) : null) ??
      real().format(value as number),
    formatToParts: (value?: number | bigint) => real().formatToParts(value),
    formatRange: (a: number | bigint, b: number | bigint) => real().formatRange(a, b),
    formatRangeToParts: (a: number | bigint, b: number | bigint) => real().formatRangeToParts(a, b),
    resolvedOptions: () => real().resolvedOptions(),
  };
  return light as unknown as Intl.NumberFormat;
}

/**
 * Makes `intl` write plain numbers with the light format above: its messages' numbers (a
 * plural's `#`, a plain `{n, number}`) and `intl.formatNumber` without options or with fixed
 * decimals only (a seller's "4,7"). Styles and other options keep Intl.
 */
export function withLightNumbers(intl: IntlShape): IntlShape {
  const intlFormat: NumberFormatGetter = intl.formatters.getNumberFormat;
  const light = new Map<string, Intl.NumberFormat>();
  const getNumberFormat = (locales?: string | string[], options?: Parameters<NumberFormatGetter>[1]) => {
    const digits = fixedDigits(options);
    if (digits === null || (locales !== "en" && locales !== "it")) return intlFormat(locales, options);
    const key = `${locales}|${digits}`;
    let format = light.get(key);
    if (!format) {
      let real: Intl.NumberFormat | undefined;
      format = lightNumberFormat(locales, digits, () => (real ??= intlFormat(locales, options)));
      light.set(key, format);
    }
    return format;
  };
  intl.formatters.getNumberFormat = getNumberFormat as NumberFormatGetter;
  // createIntl bound formatNumber to the original getter: plain numbers are sent to the light one here.
  const intlFormatNumber = intl.formatNumber;
  const formatNumber = (value: Parameters<IntlShape["formatNumber"]>[0], options?: Parameters<IntlShape["formatNumber"]>[1]) =>
    typeof value === "number" && fixedDigits(options as Intl.NumberFormatOptions | undefined) !== null
      ? getNumberFormat(intl.locale, options as Parameters<NumberFormatGetter>[1]).format(value)
      : intlFormatNumber(value, options);
  intl.formatNumber = formatNumber as IntlShape["formatNumber"];
  return intl;
}

let checksInstalled = false;

/**
 * Answers Intl.NumberFormat's and Intl.DateTimeFormat's `supportedLocalesOf("en" | "it")`
 * without asking ICU. react-intl calls them for every IntlShape and every message it
 * formats, only to confirm what every browser ships; the answer is the same ([locale]),
 * and any other question still goes to Intl.
 */
export function installLocaleChecks(): void {
  if (checksInstalled) return;
  checksInstalled = true;
  for (const ctor of [Intl.NumberFormat, Intl.DateTimeFormat] as const) {
    const ask = ctor.supportedLocalesOf.bind(ctor) as (locales: unknown, options?: unknown) => string[];
    Object.defineProperty(ctor, "supportedLocalesOf", {
      configurable: true,
      writable: true,
      value: (locales?: unknown, options?: unknown) => (options === undefined && (locales === "en" || locales === "it") ? [locales] : ask(locales, options)),
    });
  }
}
