/**
 * Texts the server stores as a code with parameters next to their English text (supplier
 * import reports, ticket notes): said in the reader's language from the code when the screen
 * knows it, else the English text as it came.
 */
import { useIntl } from "react-intl";
import type { MessageId } from "./index";
import { formatMoney, isCurrencyCode, type CurrencyCode } from "../lib/money";

/** The currency of an amount parameter (amounts are minor units), from the other parameters. */
export type AmountCurrency = (params: Record<string, unknown>) => CurrencyCode;

export interface CodedSource {
  /** The English text (always there). */
  text: string;
  code: string | null | undefined;
  params: Record<string, unknown> | null | undefined;
}

/** Parameters as message values: amounts formatted as money, lists joined, numbers left to the message (ICU). */
export function codedValues(params: Record<string, unknown> | null | undefined, amounts: Record<string, AmountCurrency> = {}): Record<string, string | number> {
  const values: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(params ?? {})) {
    const currencyOf = amounts[name];
    if (currencyOf && typeof value === "number") values[name] = formatMoney(value / 100, currencyOf(params ?? {}));
    else if (Array.isArray(value)) values[name] = value.join(", ");
    else if (typeof value === "number" || typeof value === "string") values[name] = value;
    else values[name] = String(value ?? "");
  }
  return values;
}

/** The currency named by a `currency` parameter (EUR without one). */
export const currencyParam: AmountCurrency = (p) => (isCurrencyCode(p.currency) ? p.currency : "EUR");
/** Euro amounts. */
export const euros: AmountCurrency = () => "EUR";

/**
 * Says coded texts: `labels` maps the codes this screen knows to messages, `amounts` the
 * parameters that are amounts. An unknown code, no code (rows from before the codes) or a
 * message missing a parameter answers the English text.
 */
export function useCodedText<C extends string>(labels: Readonly<Record<C, MessageId>>, amounts: Record<string, AmountCurrency> = {}) {
  const intl = useIntl();
  return ({ text, code, params }: CodedSource): string => {
    const id = code && Object.hasOwn(labels, code) ? labels[code as C] : null;
    if (!id) return text;
    const values = codedValues(params, amounts);
    // A parameter the message names but the row lacks: the English text rather than a broken sentence.
    const message = intl.messages[id];
    const names = typeof message === "string" ? [...message.matchAll(/\{(\w+)/g)].map((m) => m[1]!) : [];
    if (names.some((n) => !(n in values))) return text;
    return intl.formatMessage({ id }, values);
  };
}
