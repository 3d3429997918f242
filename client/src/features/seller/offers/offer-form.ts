/**
 * The offer form's values and rules, apart from the screen: amounts as typed ("12,49" or
 * "12.49"), checked against the server's limits (offerRules) before sending, and "fill from
 * EUR", which suggests the dollar and pound prices from the euro price with the configured
 * exchange rates (rounded to the cent; the seller may change them: the three prices are
 * charged as entered).
 */
import type { MessageId } from "../../../i18n";

export const FORM_CURRENCIES = ["EUR", "USD", "GBP"] as const;
export type FormCurrency = (typeof FORM_CURRENCIES)[number];

export interface OfferFormValues {
  prices: Record<FormCurrency, string>;
  enabled: boolean;
  /** "" for the shop's cap, else "1" … "5". */
  maxPerOrder: string;
  autoPricing: boolean;
  floors: Record<FormCurrency, string>;
}

export interface OfferFormRules {
  minPrice: number;
  maxPrice: number;
  maxPerOrderCap: number;
  /** Units per euro, by currency. */
  rates: Partial<Record<FormCurrency, number>>;
}

export interface FieldError {
  id: MessageId;
  values?: Record<string, string | number>;
}

/** Field names of the errors: `price.EUR`, `floor.USD`, `maxPerOrder`. */
export type OfferFormErrors = Partial<Record<`price.${FormCurrency}` | `floor.${FormCurrency}` | "maxPerOrder", FieldError>>;

export const emptyOfferForm = (): OfferFormValues => ({
  prices: { EUR: "", USD: "", GBP: "" },
  enabled: true,
  maxPerOrder: "",
  autoPricing: false,
  floors: { EUR: "", USD: "", GBP: "" },
});

/** An amount as typed: digits with "," or "." and at most two decimals; null when it is not one. */
export function parseAmount(text: string): number | null {
  const t = text.trim().replace(/\s/g, "");
  if (!/^\d{1,7}([.,]\d{1,2})?$/.test(t)) return null;
  return Math.round(Number(t.replace(",", ".")) * 100) / 100;
}

/** An amount as the form shows it: two decimals, comma separator ("12,49"). */
export const amountText = (n: number): string => n.toFixed(2).replace(".", ",");

/** The dollar and pound prices from the euro price, with the rates; null when the euro price is not an amount. */
export function fillFromEur(eur: string, rates: OfferFormRules["rates"]): Partial<Record<FormCurrency, string>> | null {
  const amount = parseAmount(eur);
  if (amount == null) return null;
  const out: Partial<Record<FormCurrency, string>> = {};
  for (const c of ["USD", "GBP"] as const) {
    const rate = rates[c];
    if (rate) out[c] = amountText(Math.round(amount * rate * 100) / 100);
  }
  return out;
}

function checkAmount(text: string, rules: OfferFormRules): FieldError | null {
  if (!text.trim()) return { id: "seller.offers.form.required" };
  const n = parseAmount(text);
  if (n == null) return { id: "seller.offers.form.notAmount" };
  if (n < rules.minPrice || n > rules.maxPrice)
    return { id: "seller.offers.form.outOfBounds", values: { min: amountText(rules.minPrice), max: amountText(rules.maxPrice) } };
  return null;
}

/** What is wrong with the values (empty when nothing): the same rules the server applies. */
export function validateOfferForm(values: OfferFormValues, rules: OfferFormRules): OfferFormErrors {
  const errors: OfferFormErrors = {};
  for (const c of FORM_CURRENCIES) {
    const e = checkAmount(values.prices[c], rules);
    if (e) errors[`price.${c}`] = e;
  }
  if (values.autoPricing) {
    for (const c of FORM_CURRENCIES) {
      const e = checkAmount(values.floors[c], rules);
      if (e) {
        errors[`floor.${c}`] = e;
        continue;
      }
      const floor = parseAmount(values.floors[c])!;
      const price = parseAmount(values.prices[c]);
      if (price != null && floor > price) errors[`floor.${c}`] = { id: "seller.offers.form.floorAbove" };
    }
  }
  if (values.maxPerOrder !== "") {
    const n = Number(values.maxPerOrder);
    if (!Number.isInteger(n) || n < 1 || n > rules.maxPerOrderCap)
      errors.maxPerOrder = { id: "seller.offers.form.maxPerOrderRange", values: { max: rules.maxPerOrderCap } };
  }
  return errors;
}

/** The mutation's prices and settings from valid values. */
export function offerInputOf(values: OfferFormValues) {
  const amount = (t: string) => parseAmount(t)!;
  return {
    priceEur: amount(values.prices.EUR),
    priceUsd: amount(values.prices.USD),
    priceGbp: amount(values.prices.GBP),
    enabled: values.enabled,
    maxPerOrder: values.maxPerOrder === "" ? null : Number(values.maxPerOrder),
    autoPricing: values.autoPricing ? { floorEur: amount(values.floors.EUR), floorUsd: amount(values.floors.USD), floorGbp: amount(values.floors.GBP) } : null,
  };
}
