/**
 * The notes the shop writes on ticket events, defined once: each is a code with parameters,
 * and the English `note` the API answers is built from the code's template. The ticket screens
 * say the code's message in the viewer's language (client i18n `tickets.note.*`).
 */
import { type ArgsOf, type CodedTemplate, codedText, type CodedText, registerCodes } from "../../common/coded-text.js";
import { CurrencyCode } from "../../common/enums.js";
import { money } from "../../common/money.js";

/** An amount as the shop writes money (comma decimals and the symbol, as in both languages' screens). */
const amountOf = (minor: unknown, params: Record<string, unknown>) => {
  const given = String(params.currency ?? "").toLowerCase() as CurrencyCode;
  const currency = Object.values(CurrencyCode).includes(given) ? given : CurrencyCode.EUR;
  return new Intl.NumberFormat("it-IT", { style: "currency", currency: currency.toUpperCase() }).format(money(Number(minor), currency).amount);
};

/** Ticket event notes: code → English template. */
export const TICKET_NOTES = {
  KeyReplaced: { en: "Key {key}… changed; new key delivered", about: "key: the first 4 characters of the replaced key's id" },
  RefundedNoStock: {
    en: "No stock: line refunded ({amount})",
    format: { amount: amountOf },
    about: "amount: minor units of currency (EUR, USD or GBP, also a parameter)",
  },
  EscalatedNoReply: { en: "No reply for {hours} hours", about: "hours: the escalation period" },
  AutoClosedNoReply: { en: "No reply for {days} days", about: "days: how long a Resolved ticket waits for the customer" },
} as const satisfies Record<string, CodedTemplate>;

export type TicketNoteCode = keyof typeof TICKET_NOTES;

export const TicketNoteCode = registerCodes(
  TICKET_NOTES,
  "TicketNoteCode",
  "What a ticket event's note says, as a code (`noteParams` holds its parameters): each value's description is its English text.",
);

/** A ticket event's note. */
export const ticketNote = <C extends TicketNoteCode>(code: C, ...args: ArgsOf<(typeof TICKET_NOTES)[C]>): CodedText<C> =>
  codedText(TICKET_NOTES, code, ...args);
