/**
 * GraphQL shapes of support tickets and key replacements (the contract the client pages are
 * written against): the ticket as one viewer sees it, its messages, events and attachments, the
 * inputs, and the error results.
 */
import { createUnionType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { z } from "zod";
import { TicketPriority, TicketStatus } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { MoneyView } from "../catalog/catalog.types.js";
import { OrderKeyView } from "../orders/orders.types.js";
import type { TicketReasonValue } from "./ticket.entities.js";
import { TicketNoteCode } from "./ticket-notes.js";

export enum TicketReason {
  key_not_working = "key_not_working",
  wrong_region = "wrong_region",
  not_received = "not_received",
  other = "other",
}
registerEnumType(TicketReason, {
  name: "TicketReason",
  description: "Why a ticket was opened.",
  valuesConfig: {
    key_not_working: { description: "A delivered key does not activate." },
    wrong_region: { description: "The key is for another region than the one sold." },
    not_received: { description: "A paid key never arrived." },
    other: { description: "Anything else." },
  },
});

export enum TicketParty {
  customer = "customer",
  seller = "seller",
  staff = "staff",
  system = "system",
}
registerEnumType(TicketParty, {
  name: "TicketParty",
  description:
    "Who wrote a message or acted: the customer, the seller of the order line's keys, support staff (support or admin), or the system (escalation, auto-close).",
  valuesConfig: {
    customer: { description: "The customer who opened the ticket." },
    seller: { description: "The shop that sold the order line's keys." },
    staff: { description: "KeyMarket support (support operators and admins)." },
    system: { description: "KeyMarket itself (escalation, auto-close, replacements)." },
  },
});

export enum TicketSort {
  NEWEST = "NEWEST",
  OLDEST = "OLDEST",
  PRIORITY = "PRIORITY",
  LAST_ACTIVITY = "LAST_ACTIVITY",
}
registerEnumType(TicketSort, {
  name: "TicketSort",
  description: "Order of the support queue.",
  valuesConfig: {
    NEWEST: { description: "Newest ticket first." },
    OLDEST: { description: "Oldest ticket first." },
    PRIORITY: { description: "Urgent first, then the oldest." },
    LAST_ACTIVITY: { description: "Latest message first." },
  },
});

export const MAX_TICKET_TAKE = 100;
export const MAX_ATTACHMENTS_PER_MESSAGE = 3;

export const ticketRules = {
  subject: z.string().trim().min(3, "subject must be 3 to 120 characters").max(120, "subject must be 3 to 120 characters"),
  body: z.string().trim().min(10, "body must be 10 to 5000 characters").max(5000, "body must be 10 to 5000 characters"),
  reply: z.string().trim().min(1, "body must be 1 to 5000 characters").max(5000, "body must be 1 to 5000 characters"),
  id: z.string().max(100),
  attachmentIds: z.array(z.string().max(100)).max(20).nullish(),
  skip: rules.skip,
  take: z.number().int().min(1).max(MAX_TICKET_TAKE),
  olderThanHours: z
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .nullish(),
  search: z.string().trim().max(200).nullish(),
};

/** A ticket row as loaded for one viewer (the resolvers read the viewer-dependent fields from it). */
export interface TicketRow {
  id: string;
  number: number;
  userId: string;
  orderId: string | null;
  orderItemId: string | null;
  sellerId: number | null;
  reason: TicketReasonValue;
  subject: string;
  status: TicketStatus;
  priority: TicketPriority;
  assigneeId: string | null;
  lastMessageAt: Date;
  createdAt: Date;
  updatedAt: Date;
  orderNumber: number | null;
  productName: string | null;
  sellerName: string | null;
  customerFirst: string;
  customerLast: string;
  customerEmail: string;
  assigneeName: string | null;
  unread: boolean;
}

@ObjectType("TicketStaff", { description: "A support operator or admin." })
export class TicketStaffView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Name (or address when the account has no name)." })
  name: string;
}

@ObjectType("TicketAttachment", { description: "An image attached to a ticket message." })
export class TicketAttachmentView {
  @Field(() => ID, { description: "Attachment id." })
  id: string;
  @Field(() => String, { description: "File name as uploaded (sanitised)." })
  fileName: string;
  @Field(() => String, { description: "image/jpeg or image/png." })
  contentType: string;
  @Field(() => Int, { description: "Size in bytes." })
  size: number;
  @Field(() => String, { description: "Where to fetch it: /api/tickets/attachments/<id> (served only to someone who may read the ticket)." })
  url: string;
}

@ObjectType("TicketMessage", { description: "One message of a ticket." })
export class TicketMessageView {
  @Field(() => ID, { description: "Message id." })
  id: string;
  @Field(() => TicketParty, { description: "Who wrote it." })
  party: TicketParty;
  @Field(() => String, { description: 'Author as the viewer sees it: "KeyMarket support" for staff when the reader is a customer or seller.' })
  authorName: string;
  @Field(() => String, { description: "The text, as written." })
  body: string;
  @Field(() => [TicketAttachmentView], { description: "Images attached to it." })
  attachments: TicketAttachmentView[];
  @Field(() => Date, { description: "When it was written." })
  createdAt: Date;
}

@ObjectType("TicketEvent", { description: "One step of a ticket's timeline." })
export class TicketEventView {
  @Field(() => ID, { description: "Event id." })
  id: string;
  @Field(() => String, { description: "opened | status | priority | assigned | unassigned | escalated | replaced | refunded | auto_closed" })
  kind: string;
  @Field(() => TicketParty, { description: "Who acted." })
  party: TicketParty;
  @Field(() => String, { nullable: true, description: "The actor's name as the viewer sees it (null for the system)." })
  actorName: string | null;
  @Field(() => TicketStatus, { nullable: true, description: "Status before (status changes)." })
  fromStatus: TicketStatus | null;
  @Field(() => TicketStatus, { nullable: true, description: "Status after (status changes)." })
  toStatus: TicketStatus | null;
  @Field(() => TicketPriority, { nullable: true, description: "Priority before (priority changes, escalations)." })
  fromPriority: TicketPriority | null;
  @Field(() => TicketPriority, { nullable: true, description: "Priority after (priority changes, escalations)." })
  toPriority: TicketPriority | null;
  @Field(() => String, {
    nullable: true,
    description:
      'What happened, in English words, e.g. "Key 3f9c… changed; new key delivered" (for integrators; screens say `noteCode` in the reader\'s language).',
  })
  note: string | null;
  @Field(() => TicketNoteCode, {
    nullable: true,
    description:
      "What `note` says, as a code (see the enum's values for each English text); null without a note, and on events noted before codes were recorded.",
  })
  noteCode: TicketNoteCode | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "The note code's parameters by name, e.g. { key }, { amount, currency } (amount in minor units), { hours }, { days }.",
  })
  noteParams: Record<string, unknown> | null;
  @Field(() => Date, { description: "When." })
  createdAt: Date;
}

@ObjectType("Ticket", { description: "A support ticket as the viewer may see it." })
export class TicketView {
  @Field(() => ID, { description: "Ticket id." })
  id: string;
  @Field(() => Int, { description: "Ticket number, shown as #1042." })
  number: number;
  @Field(() => TicketReason, { description: "Why it was opened." })
  reason: TicketReason;
  @Field(() => String, { description: "Subject, as the customer wrote it." })
  subject: string;
  @Field(() => TicketStatus, { description: "Open, Pending (waiting for the customer), Resolved or Closed." })
  status: TicketStatus;
  @Field(() => TicketPriority, { description: "Low … Urgent (escalation raises it)." })
  priority: TicketPriority;
  @Field(() => ID, { nullable: true, description: "The order, for a ticket about an order line." })
  orderId: string | null;
  @Field(() => String, { nullable: true, description: "The order's number (KM-000123)." })
  orderNumber: string | null;
  @Field(() => ID, { nullable: true, description: "The order line it is about." })
  orderItemId: string | null;
  @Field(() => String, { nullable: true, description: "The order line's product name." })
  productName: string | null;
  @Field(() => String, { nullable: true, description: "The shop that sold the order line's keys." })
  sellerName: string | null;
  @Field(() => String, { description: 'The customer: "Name S." for staff and sellers; the customer sees its own name.' })
  customerName: string;
  @Field(() => String, { nullable: true, description: "The customer's address: staff only, null for others." })
  customerEmail: string | null;
  @Field(() => TicketStaffView, { nullable: true, description: "Who works on it: staff only, null for others." })
  assignee: TicketStaffView | null;
  @Field(() => Date, { description: "When it was opened." })
  createdAt: Date;
  @Field(() => Date, { description: "Last change of any kind." })
  updatedAt: Date;
  @Field(() => Date, { description: "The last message's time." })
  lastMessageAt: Date;
  @Field(() => Boolean, { description: "A message from another party since the viewer last read it." })
  unread: boolean;

  /** Loaded row and viewer (not fields). */
  row: TicketRow;
  viewer: TicketParty;
}

@ObjectType("TicketList", { description: "A page of tickets." })
export class TicketList {
  @Field(() => [TicketView], { description: "The page." })
  items: TicketView[];
  @Field(() => Int, { description: "Tickets matching, over all pages." })
  totalItems: number;
}

@InputType({ description: "Open a ticket: about an own order line, or general." })
export class OpenTicketInput {
  @Field(() => ID, { nullable: true, description: "The order line (the caller's own); absent for a general ticket." })
  @Rule(ticketRules.id.nullish())
  orderItemId?: string | null;
  @Field(() => TicketReason, { description: "Why." })
  reason: TicketReason;
  @Field(() => String, { description: "3 to 120 characters." })
  @Rule(ticketRules.subject)
  subject: string;
  @Field(() => String, { description: "10 to 5000 characters." })
  @Rule(ticketRules.body)
  body: string;
  @Field(() => [ID], { nullable: true, description: "Up to 3 images uploaded by the caller (POST /api/user/tickets/attachments), not yet attached." })
  @Rule(ticketRules.attachmentIds)
  attachmentIds?: string[] | null;
}

@InputType({ description: "A message on a ticket." })
export class ReplyToTicketInput {
  @Field(() => ID, { description: "The ticket." })
  @Rule(ticketRules.id)
  ticketId: string;
  @Field(() => String, { description: "1 to 5000 characters." })
  @Rule(ticketRules.reply)
  body: string;
  @Field(() => [ID], { nullable: true, description: "Up to 3 images uploaded by the caller, not yet attached." })
  @Rule(ticketRules.attachmentIds)
  attachmentIds?: string[] | null;
}

@InputType({ description: "Move a ticket to another status." })
export class SetTicketStatusInput {
  @Field(() => ID, { description: "The ticket." })
  @Rule(ticketRules.id)
  ticketId: string;
  @Field(() => TicketStatus, { description: "The status wanted (one of the ticket's allowedStatuses)." })
  status: TicketStatus;
}

@InputType({ description: "Set a ticket's priority (staff)." })
export class SetTicketPriorityInput {
  @Field(() => ID, { description: "The ticket." })
  @Rule(ticketRules.id)
  ticketId: string;
  @Field(() => TicketPriority, { description: "The priority." })
  priority: TicketPriority;
}

@InputType({ description: "Take a ticket, or leave it unassigned (staff)." })
export class AssignTicketInput {
  @Field(() => ID, { description: "The ticket." })
  @Rule(ticketRules.id)
  ticketId: string;
  @Field(() => Boolean, { description: "true: assign it to the caller; false: unassign it." })
  assignToMe: boolean;
}

@InputType({ description: "Mark a ticket read for the caller." })
export class MarkTicketReadInput {
  @Field(() => ID, { description: "The ticket." })
  @Rule(ticketRules.id)
  ticketId: string;
}

@InputType({ description: "Replace a key that does not work with a fresh one of the same offer (or refund it when there is none)." })
export class ReplaceTicketKeyInput {
  @Field(() => ID, { description: "The ticket." })
  @Rule(ticketRules.id)
  ticketId: string;
  @Field(() => ID, { description: "The key of the ticket's order line to replace." })
  @Rule(ticketRules.id)
  keyId: string;
}

@InputType({ description: "Filters, order and page of the support queue." })
export class TicketQueueInput {
  @Field(() => [TicketStatus], { nullable: true, description: "Only these statuses (all when absent)." })
  status?: TicketStatus[] | null;
  @Field(() => [TicketPriority], { nullable: true, description: "Only these priorities." })
  priority?: TicketPriority[] | null;
  @Field(() => TicketReason, { nullable: true, description: "Only this reason." })
  reason?: TicketReason | null;
  @Field(() => Int, { nullable: true, description: "No reply from staff or the seller for at least this many hours." })
  @Rule(ticketRules.olderThanHours)
  olderThanHours?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Only tickets assigned to the caller." })
  assignedToMe?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Only unassigned tickets." })
  unassigned?: boolean | null;
  @Field(() => String, { nullable: true, description: "Ticket number (#1042 or 1042), customer email, or order number (KM-000123)." })
  @Rule(ticketRules.search)
  search?: string | null;
  @Field(() => TicketSort, { nullable: true, description: "Order (default PRIORITY)." })
  sort?: TicketSort | null;
  @Field(() => Int, { nullable: true, description: "Tickets to skip." })
  @Rule(ticketRules.skip.nullish())
  skip?: number | null;
  @Field(() => Int, { nullable: true, description: `Page size, 1 to ${MAX_TICKET_TAKE} (default 20).` })
  @Rule(ticketRules.take.nullish())
  take?: number | null;
}

// ---------------------------------------------------------------- error results

@ObjectType("TicketTransitionError", { implements: ErrorResult, description: "The status change is not an allowed edge for the caller." })
export class TicketTransitionError extends ErrorResult {
  @Field(() => TicketStatus, { description: "The ticket's status." })
  readonly from: TicketStatus;
  @Field(() => TicketStatus, { description: "The status asked for." })
  readonly to: TicketStatus;
  constructor(from: TicketStatus, to: TicketStatus) {
    super(ErrorCode.TICKET_TRANSITION_NOT_ALLOWED, `A ticket cannot move from ${TicketStatus[from]} to ${TicketStatus[to]} by you now`);
    this.from = from;
    this.to = to;
  }
}

@ObjectType("TicketAttachmentError", { implements: ErrorResult, description: "An attachment is unknown, someone else's, already used, or over 3." })
export class TicketAttachmentError extends ErrorResult {
  @Field(() => ID, { nullable: true, description: "The attachment at fault (null when there are too many)." })
  readonly attachmentId: string | null;
  constructor(attachmentId: string | null, message?: string) {
    super(ErrorCode.TICKET_ATTACHMENT_INVALID, message);
    this.attachmentId = attachmentId;
  }
}

/** An attachment upload over the size limit (TICKET_ATTACHMENT_MAX_BYTES): REST answers it 413; nothing is stored. */
export class TicketAttachmentTooLargeError extends ErrorResult {
  readonly maxBytes: number;
  constructor(maxBytes: number) {
    super(
      ErrorCode.TICKET_ATTACHMENT_TOO_LARGE,
      `The image is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB: make it smaller and try again`,
    );
    this.maxBytes = maxBytes;
  }
}

@ObjectType("TicketClosedError", { implements: ErrorResult, description: "The ticket is Closed: open a new one." })
export class TicketClosedError extends ErrorResult {
  constructor() {
    super(ErrorCode.TICKET_CLOSED);
  }
}

@ObjectType("TicketLimitError", { implements: ErrorResult, description: "Too many open tickets." })
export class TicketLimitError extends ErrorResult {
  @Field(() => Int, { description: "Open (Open or Pending) tickets allowed at once." })
  readonly limit: number;
  constructor(limit: number) {
    super(ErrorCode.TICKET_LIMIT);
    this.limit = limit;
  }
}

@ObjectType("KeyNotReplaceableError", { implements: ErrorResult, description: "The key cannot be replaced (see the message)." })
export class KeyNotReplaceableError extends ErrorResult {
  constructor(message?: string) {
    super(ErrorCode.KEY_NOT_REPLACEABLE, message);
  }
}

@ObjectType("KeyReplaced", { description: "Replaced: a fresh key of the same offer was delivered." })
export class KeyReplaced {
  @Field(() => TicketView, { description: "The ticket after the replacement." })
  ticket: TicketView;
  @Field(() => OrderKeyView, { description: "The new key (the buyer reveals it with revealKey)." })
  newKey: OrderKeyView;
}

@ObjectType("KeyRefundedForNoStock", { description: "Refunded: no stock, the line (one key) was refunded." })
export class KeyRefundedForNoStock {
  @Field(() => TicketView, { description: "The ticket after the refund." })
  ticket: TicketView;
  @Field(() => MoneyView, { description: "The amount refunded." })
  refunded: MoneyView;
}

export const OpenTicketResult = resultUnion("OpenTicketResult", "The ticket opened, or why not: an attachment, too many open tickets.", TicketView, [
  TicketAttachmentError,
  TicketLimitError,
]);
export const ReplyToTicketResult = resultUnion("ReplyToTicketResult", "The ticket with the new message, or why not: closed, an attachment.", TicketView, [
  TicketClosedError,
  TicketAttachmentError,
]);
export const SetTicketStatusResult = resultUnion("SetTicketStatusResult", "The ticket in its new status, or the refused transition.", TicketView, [
  TicketTransitionError,
]);

export type ReplaceOutcome = KeyReplaced | KeyRefundedForNoStock | KeyNotReplaceableError;

export const ReplaceTicketKeyResult = createUnionType({
  name: "ReplaceTicketKeyResult",
  description: "Replaced (a fresh key delivered), Refunded (no stock: the key was refunded), or why the key cannot be replaced.",
  types: () => [KeyReplaced, KeyRefundedForNoStock, KeyNotReplaceableError] as const,
  resolveType: (v) => (v instanceof KeyNotReplaceableError ? KeyNotReplaceableError : v instanceof KeyRefundedForNoStock ? KeyRefundedForNoStock : KeyReplaced),
});
