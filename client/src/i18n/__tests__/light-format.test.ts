/** The light number and date formats write what Intl writes, and react-intl's messages use them. */
import { createIntl, createIntlCache } from "react-intl";
import { parse } from "@formatjs/icu-messageformat-parser";
import { formatDecimal, formatShortDate, installLocaleChecks, withLightNumbers } from "../light-format";
import { formatAmount, formatMoney, formatPriceBound } from "../../lib/money";
import { roundedDigits } from "../../lib/decimal";

const LOCALES = ["en", "it"] as const;
/** A fixed pseudo-random sequence: the same values on every run. */
function* numbers(count: number, scale: number): Generator<number> {
  let seed = 12345;
  for (let i = 0; i < count; i++) {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    yield Math.round((seed / 2 ** 31) * scale) / 1000;
  }
}

describe("formatDecimal", () => {
  it.each(LOCALES)("writes whole numbers as Intl does in %s (grouping included)", (locale) => {
    const intl = new Intl.NumberFormat(locale);
    const values = [0, 1, 7, 10, 999, 1000, 1234, 9999, 10000, 12345, 99999, 123456, 1234567, 98765432, -1, -1234, -12345, Number.MAX_SAFE_INTEGER];
    for (const n of [...values, ...[...numbers(500, 1e10)].map(Math.round)]) expect([n, formatDecimal(n, locale)]).toEqual([n, intl.format(n)]);
  });

  it.each(LOCALES)("writes one fixed decimal as Intl does in %s, half away from zero on the shortest decimal", (locale) => {
    const intl = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const values = [0, 4.85, 4.75, 4.25, 4.95, 9.95, 0.05, 3, 4.849, 1234.56, 12345.65];
    for (const n of [...values, ...numbers(500, 5e6)]) expect([n, formatDecimal(n, locale, 1)]).toEqual([n, intl.format(n)]);
  });

  it("leaves to Intl what it does not write: negative fractions, -0, exponents, not a number", () => {
    expect(formatDecimal(-0.5, "en", 1)).toBeNull();
    expect(formatDecimal(-0, "en")).toBeNull();
    expect(formatDecimal(1e21, "en")).toBeNull();
    expect(formatDecimal(Number.NaN, "it")).toBeNull();
    expect(roundedDigits(Number.POSITIVE_INFINITY, 2)).toBeNull();
  });
});

describe("money without Intl", () => {
  it("writes two decimals exactly as Italian Intl without grouping did", () => {
    const intl = new Intl.NumberFormat("it-IT", { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: false });
    const values = [0, 0.005, 0.004, 0.125, 1.005, 9.995, 12.99, 1299, 1234567.891, -5.5, -0.005, 19.999, 0.1 + 0.2];
    for (const n of [...values, ...numbers(1000, 1e8)]) expect([n, formatAmount(n)]).toEqual([n, intl.format(Math.abs(n) < 0.005 ? 0 : n)]);
  });

  it("writes price filter bounds whole where they are whole, with the shop's symbol rule", () => {
    expect(formatPriceBound(20, "EUR")).toBe("20\u00a0€");
    expect(formatPriceBound(50, "USD")).toBe("$50");
    expect(formatPriceBound(4.99, "GBP")).toBe("£4,99");
    expect(formatPriceBound(4.5, "EUR")).toBe(formatMoney(4.5, "EUR"));
  });
});

describe("formatShortDate", () => {
  it.each(LOCALES)("writes every month's days as Intl does in %s", (locale) => {
    const intl = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    for (let month = 0; month < 12; month++)
      for (const day of [1, 9, 15, 28]) {
        const date = new Date(Date.UTC(2022, month, day));
        expect(formatShortDate(date, locale)).toBe(intl.format(date));
      }
    expect(formatShortDate(new Date("2022-02-25T00:00:00Z"), "it")).toBe("25 feb 2022");
  });
});

describe("react-intl with the light formats", () => {
  const message = (text: string) => parse(text);

  it.each(LOCALES)("writes a plural's # and a plain number argument as Intl would in %s", (locale) => {
    const messages = { count: message("{n, plural, one {# seller} other {# sellers}}"), plain: message("{n, number} left") };
    const light = withLightNumbers(createIntl({ locale, messages: messages as never }, createIntlCache()));
    const plain = createIntl({ locale, messages: messages as never }, createIntlCache());
    for (const n of [0, 1, 2, 999, 1234, 12345, 1234567, 2.5]) {
      expect(light.formatMessage({ id: "count" }, { n })).toBe(plain.formatMessage({ id: "count" }, { n }));
      expect(light.formatMessage({ id: "plain" }, { n })).toBe(plain.formatMessage({ id: "plain" }, { n }));
    }
    // formatNumber with options is still Intl's.
    expect(light.formatNumber(0.5, { style: "percent" })).toBe(plain.formatNumber(0.5, { style: "percent" }));
  });

  it.each(LOCALES)("writes formatNumber without options or with fixed decimals as Intl would in %s, without creating an Intl format", (locale) => {
    const light = withLightNumbers(createIntl({ locale, messages: {} }, createIntlCache()));
    const plain = createIntl({ locale, messages: {} }, createIntlCache());
    const one = { minimumFractionDigits: 1, maximumFractionDigits: 1 };
    const expected = [0, 3, 1234, 98765, 4.85, 4.75, 12345.65].map((n) => [plain.formatNumber(n), plain.formatNumber(n, one)]);
    const created = jest.spyOn(Intl, "NumberFormat");
    try {
      expect([0, 3, 1234, 98765, 4.85, 4.75, 12345.65].map((n) => [light.formatNumber(n), light.formatNumber(n, one)])).toEqual(expected);
      // Whole numbers and fixed decimals: no Intl format was made (4.85 without options keeps Intl's 3 decimals: Intl's).
      expect(created.mock.calls.map((call) => call[1] ?? {})).toEqual([{}]);
    } finally {
      created.mockRestore();
    }
  });

  it("answers the locale checks for en and it as Intl does, and passes every other question on", () => {
    const before = [
      Intl.NumberFormat.supportedLocalesOf("en"),
      Intl.DateTimeFormat.supportedLocalesOf("it"),
      Intl.NumberFormat.supportedLocalesOf(["it", "de"]),
    ];
    installLocaleChecks();
    installLocaleChecks();
    expect([
      Intl.NumberFormat.supportedLocalesOf("en"),
      Intl.DateTimeFormat.supportedLocalesOf("it"),
      Intl.NumberFormat.supportedLocalesOf(["it", "de"]),
    ]).toEqual(before);
    expect(Intl.NumberFormat.supportedLocalesOf("de-CH")).toEqual(["de-CH"]);
  });
});
