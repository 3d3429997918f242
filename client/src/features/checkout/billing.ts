/**
 * The checkout's billing address (spec §3 Address/billing): the fields, their checks (the
 * server's limits, server/modules/checkout/checkout.types.ts, checked again there), the
 * country list with names in the shopper's language, and the server's validation errors
 * ("input.billing.code must be …") mapped back to the fields they name.
 */
import type { Locale } from "../../lib/locale";

export interface BillingValues {
  name: string;
  surname: string;
  email: string;
  address: string;
  city: string;
  code: string;
  country_code: string;
}

export type BillingField = keyof BillingValues;

export const BILLING_FIELDS: readonly BillingField[] = ["name", "surname", "email", "address", "city", "code", "country_code"];

/** ISO 3166-1 alpha-2 codes the server takes (the same list as checkout.types.ts COUNTRY_CODES). */
export const COUNTRY_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW".split(
    " ",
  );
const COUNTRY_SET = new Set(COUNTRY_CODES);

/** Kosovo has no ISO code of its own, and some engines name XK by its code. */
const FALLBACK_NAMES: Record<string, Record<Locale, string>> = { XK: { en: "Kosovo", it: "Kosovo" } };

/** A country's name in a language ("IT" → "Italy" / "Italia"). */
export function countryName(code: string, locale: Locale): string {
  const fallback = FALLBACK_NAMES[code]?.[locale];
  try {
    const name = new Intl.DisplayNames([locale], { type: "region" }).of(code);
    return name && name !== code ? name : (fallback ?? code);
  } catch {
    return fallback ?? code;
  }
}

/** Every country the server takes, sorted by name in the language. */
export function countryOptions(locale: Locale): { code: string; name: string }[] {
  const collator = new Intl.Collator(locale);
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, locale) })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The country to propose: the account's language's country for Italian, else none. */
export const defaultCountry = (locale: Locale): string => (locale === "it" ? "IT" : "");

/** Mirrors the server's limits (checkoutRules): what each field must be. */
export type BillingProblem = "required" | "tooLong" | "tooShort" | "email" | "postalCode" | "country";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const POSTAL = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const MAX: Record<BillingField, number> = { name: 100, surname: 100, email: 254, address: 200, city: 100, code: 12, country_code: 2 };
const MIN: Partial<Record<BillingField, number>> = { address: 3, code: 2 };

/** The problem of one field's value, or null. */
export function billingProblem(field: BillingField, raw: string): { problem: BillingProblem; limit?: number } | null {
  const v = raw.trim();
  if (!v) return { problem: field === "country_code" ? "country" : "required" };
  if (field === "country_code") return COUNTRY_SET.has(v.toUpperCase()) ? null : { problem: "country" };
  if (v.length > MAX[field]) return { problem: "tooLong", limit: MAX[field] };
  const min = MIN[field];
  if (min && v.length < min) return { problem: "tooShort", limit: min };
  if (field === "email" && !EMAIL.test(v)) return { problem: "email" };
  if (field === "code" && !POSTAL.test(v)) return { problem: "postalCode" };
  return null;
}

/**
 * The fields a server validation message names: BAD_USER_INPUT answers list issues as
 * "input.billing.email must be an email address; input.billing.code must be …".
 */
export function fieldsOfServerMessage(message: string): { field: BillingField; text: string }[] {
  const out: { field: BillingField; text: string }[] = [];
  for (const issue of message.split(/;\s*/)) {
    const m = /billing\.(\w+)\s+(.*)$/.exec(issue.trim());
    if (!m) continue;
    const field = (m[1] === "country" ? "country_code" : m[1]) as BillingField;
    if (BILLING_FIELDS.includes(field) && !out.some((o) => o.field === field)) out.push({ field, text: m[2]! });
  }
  return out;
}

/** The server's wording of a field's issue as one of the client's problems (the texts are translated by the problem). */
export function problemOfServerText(field: BillingField, text: string): BillingProblem {
  if (/empty|required/.test(text)) return field === "country_code" ? "country" : "required";
  if (/shorter than/.test(text)) return "tooLong";
  if (/longer than/.test(text)) return "tooShort";
  if (/email/.test(text)) return "email";
  if (/postal/.test(text)) return "postalCode";
  if (/country/.test(text)) return "country";
  return field === "email" ? "email" : field === "code" ? "postalCode" : field === "country_code" ? "country" : "required";
}

/** The billing input placeOrder takes (trimmed, with the country's name in the shopper's language). */
export function billingInput(v: BillingValues, locale: Locale) {
  const code = v.country_code.trim().toUpperCase();
  return {
    name: v.name.trim(),
    surname: v.surname.trim(),
    email: v.email.trim(),
    address: v.address.trim(),
    city: v.city.trim(),
    code: v.code.trim(),
    country: countryName(code, locale),
    country_code: code,
  };
}
