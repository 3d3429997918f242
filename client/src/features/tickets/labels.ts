/**
 * Names and colours of what a support ticket shows: its status, priority and reason, who
 * wrote or acted (party), what happened (events), the queue's sorts (messages under `tickets.`).
 */
import type { KeyState, TicketNoteCode } from "../../gql/graphql";
import type { MessageId } from "../../i18n";
import { currencyParam } from "../../i18n/coded-text";
import type { TicketParty, TicketPriority, TicketReason, TicketSort, TicketStatus } from "./types";

export const TICKET_STATUSES: readonly TicketStatus[] = ["Open", "Pending", "Resolved", "Closed"];
export const TICKET_PRIORITIES: readonly TicketPriority[] = ["Low", "Medium", "High", "Urgent"];
export const TICKET_REASONS: readonly TicketReason[] = ["key_not_working", "wrong_region", "not_received", "other"];
export const TICKET_SORTS: readonly TicketSort[] = ["PRIORITY", "NEWEST", "OLDEST", "LAST_ACTIVITY"];

export const STATUS_LABELS: Record<TicketStatus, MessageId> = {
  Open: "tickets.status.Open",
  Pending: "tickets.status.Pending",
  Resolved: "tickets.status.Resolved",
  Closed: "tickets.status.Closed",
};

/** Open waits for us (orange), Pending for the customer (blue), Resolved green, Closed gray. */
export const STATUS_PALETTES: Record<TicketStatus, string> = { Open: "orange", Pending: "blue", Resolved: "green", Closed: "gray" };

export const PRIORITY_LABELS: Record<TicketPriority, MessageId> = {
  Low: "tickets.priority.Low",
  Medium: "tickets.priority.Medium",
  High: "tickets.priority.High",
  Urgent: "tickets.priority.Urgent",
};

export const PRIORITY_PALETTES: Record<TicketPriority, string> = { Low: "gray", Medium: "blue", High: "orange", Urgent: "red" };

export const REASON_LABELS: Record<TicketReason, MessageId> = {
  key_not_working: "tickets.reason.key_not_working",
  wrong_region: "tickets.reason.wrong_region",
  not_received: "tickets.reason.not_received",
  other: "tickets.reason.other",
};

/** The subject a report from an order line starts with ({product}: the line's name). */
export const REASON_SUBJECTS: Record<TicketReason, MessageId> = {
  key_not_working: "tickets.subject.key_not_working",
  wrong_region: "tickets.subject.wrong_region",
  not_received: "tickets.subject.not_received",
  other: "tickets.subject.other",
};

export const PARTY_LABELS: Record<TicketParty, MessageId> = {
  customer: "tickets.party.customer",
  seller: "tickets.party.seller",
  staff: "tickets.party.staff",
  system: "tickets.party.system",
};

export const PARTY_PALETTES: Record<TicketParty, string> = { customer: "purple", seller: "green", staff: "blue", system: "gray" };

export const SORT_LABELS: Record<TicketSort, MessageId> = {
  PRIORITY: "tickets.sort.PRIORITY",
  NEWEST: "tickets.sort.NEWEST",
  OLDEST: "tickets.sort.OLDEST",
  LAST_ACTIVITY: "tickets.sort.LAST_ACTIVITY",
};

/** What happened to a ticket (TicketEvent.kind), as a sentence with {actor}, {from}, {to} and {note}. */
export const EVENT_LABELS: Record<string, MessageId> = {
  opened: "tickets.event.opened",
  status: "tickets.event.status",
  priority: "tickets.event.priority",
  assigned: "tickets.event.assigned",
  unassigned: "tickets.event.unassigned",
  escalated: "tickets.event.escalated",
  replaced: "tickets.event.replaced",
  refunded: "tickets.event.refunded",
  auto_closed: "tickets.event.auto_closed",
};

/** The events' notes in the reader's language, by code (the English `note` when the code is unknown). */
export const NOTE_LABELS: Record<TicketNoteCode, MessageId> = {
  KeyReplaced: "tickets.note.KeyReplaced",
  RefundedNoStock: "tickets.note.RefundedNoStock",
  EscalatedNoReply: "tickets.note.EscalatedNoReply",
  AutoClosedNoReply: "tickets.note.AutoClosedNoReply",
};

/** The amounts among the notes' parameters: minor units of the `currency` parameter. */
export const NOTE_AMOUNTS = { amount: currencyParam };

/** The "no reply for more than N hours" choices of the queue. */
export const AGE_HOURS: readonly string[] = ["4", "24", "48", "72"];

/** What the attachments accept (the server checks the content again). */
export const ATTACHMENT_TYPES: readonly string[] = ["image/jpeg", "image/png"];
export const MAX_ATTACHMENTS = 3;
/** The server's default limit (TICKET_ATTACHMENT_MAX_BYTES). */
export const MAX_ATTACHMENT_BYTES = 5 * 1024 * 1024;

/** "#1042". */
export const ticketNumber = (n: number) => `#${n}`;

/** The order line's keys as the consoles show them (the order page's names for the states). */
export const KEY_STATE_LABELS: Record<KeyState, MessageId> = {
  Available: "orders.key.state.Available",
  Using: "orders.key.state.Using",
  Delivered: "orders.key.state.Delivered",
  Revealed: "orders.key.state.Revealed",
  NotDelivered: "orders.key.state.NotDelivered",
  Changed: "orders.key.state.Changed",
  Replaced: "orders.key.state.Replaced",
};

/** A key still in use green or purple, the changed one gray, its replacement orange. */
export const KEY_STATE_PALETTES: Record<KeyState, string> = {
  Available: "gray",
  Using: "gray",
  Delivered: "green",
  Revealed: "purple",
  NotDelivered: "red",
  Changed: "gray",
  Replaced: "orange",
};
