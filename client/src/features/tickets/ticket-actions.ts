/**
 * The ticket mutations as the screens use them: each writes the ticket the server answers
 * into Apollo's cache (the thread updates in place) and turns the result unions into what
 * the screen shows.
 */
import { useApolloClient } from "@apollo/client/react";
import type { ReplyRefusal } from "./TicketParts";
import {
  AssignTicketMutation,
  MarkTicketReadMutation,
  OpenTicketMutation,
  ReplaceTicketKeyMutation,
  ReplyToTicketMutation,
  SetTicketPriorityMutation,
  SetTicketStatusMutation,
} from "./tickets.graphql";
import type { TicketDetail, TicketPriority, TicketReason, TicketStatus } from "./types";

export type OpenOutcome = { ok: true; ticket: TicketDetail } | { ok: false; reason: "limit" | "attachment" | "failed" };
export type StatusOutcome = { ok: true } | { ok: false; reason: "transition" | "failed" };
export type ReplaceOutcome =
  | { kind: "replaced"; keyId: string }
  | { kind: "refunded"; amount: number; currency: string }
  | { kind: "notReplaceable"; message: string }
  | { kind: "failed" };

export function useTicketActions() {
  const client = useApolloClient();
  return {
    async open(input: { orderItemId?: string | null; reason: TicketReason; subject: string; body: string; attachmentIds: string[] }): Promise<OpenOutcome> {
      try {
        const { data } = await client.mutate({ mutation: OpenTicketMutation, variables: { input } });
        const r = data?.openTicket;
        if (r?.__typename === "Ticket") return { ok: true, ticket: r };
        if (r?.__typename === "TicketLimitError") return { ok: false, reason: "limit" };
        if (r?.__typename === "TicketAttachmentError") return { ok: false, reason: "attachment" };
        return { ok: false, reason: "failed" };
      } catch {
        return { ok: false, reason: "failed" };
      }
    },
    async reply(ticketId: string, body: string, attachmentIds: string[]): Promise<ReplyRefusal | null> {
      try {
        const { data } = await client.mutate({ mutation: ReplyToTicketMutation, variables: { input: { ticketId, body, attachmentIds } } });
        const r = data?.replyToTicket;
        if (r?.__typename === "Ticket") return null;
        if (r?.__typename === "TicketClosedError") return "closed";
        if (r?.__typename === "TicketAttachmentError") return "attachment";
        return "failed";
      } catch {
        return "failed";
      }
    },
    async setStatus(ticketId: string, status: TicketStatus): Promise<StatusOutcome> {
      try {
        const { data } = await client.mutate({ mutation: SetTicketStatusMutation, variables: { input: { ticketId, status } } });
        return data?.setTicketStatus.__typename === "Ticket" ? { ok: true } : { ok: false, reason: "transition" };
      } catch {
        return { ok: false, reason: "failed" };
      }
    },
    async setPriority(ticketId: string, priority: TicketPriority): Promise<boolean> {
      try {
        await client.mutate({ mutation: SetTicketPriorityMutation, variables: { input: { ticketId, priority } } });
        return true;
      } catch {
        return false;
      }
    },
    async assign(ticketId: string, assignToMe: boolean): Promise<boolean> {
      try {
        await client.mutate({ mutation: AssignTicketMutation, variables: { input: { ticketId, assignToMe } } });
        return true;
      } catch {
        return false;
      }
    },
    /** Marks the ticket read and asks the header's count again. */
    async markRead(ticketId: string): Promise<void> {
      try {
        await client.mutate({ mutation: MarkTicketReadMutation, variables: { input: { ticketId } }, refetchQueries: ["TicketUnreadCount"] });
      } catch {
        // Reading still works; the dot stays until the next visit.
      }
    },
    async replaceKey(ticketId: string, keyId: string): Promise<ReplaceOutcome> {
      try {
        const { data } = await client.mutate({ mutation: ReplaceTicketKeyMutation, variables: { input: { ticketId, keyId } } });
        const r = data?.replaceTicketKey;
        if (r?.__typename === "KeyReplaced") return { kind: "replaced", keyId: r.newKey.id };
        if (r?.__typename === "KeyRefundedForNoStock") return { kind: "refunded", amount: r.refunded.amount, currency: r.refunded.currency };
        if (r?.__typename === "KeyNotReplaceableError") return { kind: "notReplaceable", message: r.message };
        return { kind: "failed" };
      } catch {
        return { kind: "failed" };
      }
    },
  };
}
