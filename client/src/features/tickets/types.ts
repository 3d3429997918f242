/**
 * The support tickets' types as the screens name them: the generated types of the documents
 * in tickets.graphql.ts (a list row, a ticket with its thread) and the schema's enums.
 */
import type { TicketDetailFieldsFragment, TicketRowFieldsFragment } from "../../gql/graphql";

export type { TicketParty, TicketPriority, TicketQueueInput, TicketReason, TicketSort, TicketStatus } from "../../gql/graphql";

/** A row of a ticket list (the customer's, the seller's, the queue). */
export type TicketRow = TicketRowFieldsFragment;
/** A ticket with its thread. */
export type TicketDetail = TicketDetailFieldsFragment;
export type TicketMessage = TicketDetail["messages"][number];
export type TicketEvent = TicketDetail["events"][number];
export type TicketAttachment = TicketMessage["attachments"][number];
export type TicketKey = TicketDetail["keys"][number];
