/**
 * msw handlers for the support tickets: a small in-memory set of tickets that answers like
 * the server does (the customer's, the seller's and support's lists with their filters, one
 * ticket with its thread, replies, status changes, assignment, priority, key replacement, and
 * the screenshots' upload route). Tests install them with `server.use(...)` and read what the
 * screens sent from `calls`.
 */
import { graphql, HttpResponse, http } from "msw";
import type { TicketDetail as Detail, TicketQueueInput, TicketStatus } from "../../client/src/features/tickets/types";

type WithTypename<T> = T extends (infer U)[] ? WithTypename<U>[] : T extends object ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string } : T;
/** A ticket as the server answers it (with the types' names). */
export type TicketDetail = WithTypename<Detail>;
type TicketKey = TicketDetail["keys"][number];
type TicketMessage = TicketDetail["messages"][number];

export const TICKET_ID = "7b0c2a4e-0000-4000-9000-000000001042";

const key = (id: string, state: TicketKey["state"], deliveredAt: string, revealedAt: string | null = null): TicketKey => ({
  __typename: "OrderKey",
  id,
  state,
  contentType: "text",
  deliveredAt,
  revealedAt,
});

export function ticketFixture(n: number, over: Partial<TicketDetail> = {}): TicketDetail & { __typename: "Ticket" } {
  const at = new Date(Date.UTC(2026, 2, 1 + (n % 28), 9)).toISOString();
  return {
    __typename: "Ticket",
    id: n === 1042 ? TICKET_ID : `7b0c2a4e-0000-4000-9000-${String(n).padStart(12, "0")}`,
    number: n,
    reason: "key_not_working",
    subject: `Key not working: Elden Ring (Steam) ${n}`,
    status: "Open",
    priority: "Medium",
    orderId: "00000000-0000-4000-9000-000000000042",
    orderNumber: "KM-000042",
    orderItemId: "line-1",
    productName: "Elden Ring (Steam)",
    sellerName: "NordKeys",
    customerName: "Carla R.",
    customerEmail: null,
    assignee: null,
    createdAt: at,
    updatedAt: at,
    lastMessageAt: at,
    unread: false,
    messageCount: 1,
    messages: [
      {
        __typename: "TicketMessage",
        id: `m-${n}-1`,
        party: "customer",
        authorName: "Carla Rossi",
        body: "Steam says the key is already used.",
        createdAt: at,
        attachments: [
          {
            __typename: "TicketAttachment",
            id: "att-1",
            fileName: "steam-error.png",
            contentType: "image/png",
            size: 1234,
            url: "/api/tickets/attachments/att-1",
          },
        ],
      },
    ],
    events: [
      {
        __typename: "TicketEvent",
        id: `e-${n}-1`,
        kind: "opened",
        party: "customer",
        actorName: "Carla Rossi",
        fromStatus: null,
        toStatus: "Open",
        fromPriority: null,
        toPriority: null,
        note: null,
        noteCode: null,
        noteParams: null,
        createdAt: at,
      },
    ],
    keys: [key("k-text", "Delivered", "2026-03-02T10:05:00.000Z"), key("k-old", "Revealed", "2026-03-02T10:05:00.000Z", "2026-03-03T09:00:00.000Z")],
    allowedStatuses: ["Resolved"],
    canReplaceKey: false,
    ...over,
  } as TicketDetail & { __typename: "Ticket" };
}

/** The thread after support answered and set Pending (the customer reads it: unread). */
export function answeredTicket(over: Partial<TicketDetail> = {}) {
  const t = ticketFixture(1042, { status: "Pending", unread: true, allowedStatuses: ["Resolved"], ...over });
  t.messages.push({
    __typename: "TicketMessage",
    id: "m-1042-2",
    party: "staff",
    authorName: "KeyMarket support",
    body: "We are checking the key with the seller.",
    createdAt: "2026-03-08T10:00:00.000Z",
    attachments: [],
  } as TicketMessage);
  t.events.push({
    __typename: "TicketEvent",
    id: "e-1042-2",
    kind: "status",
    party: "staff",
    actorName: "Support",
    fromStatus: "Open",
    toStatus: "Pending",
    fromPriority: null,
    toPriority: null,
    note: null,
    noteCode: null,
    noteParams: null,
    createdAt: "2026-03-08T10:00:01.000Z",
  });
  return t;
}

export interface TicketCalls {
  my: unknown[];
  queue: TicketQueueInput[];
  seller: unknown[];
  opened: Record<string, unknown>[];
  replies: Record<string, unknown>[];
  statuses: { ticketId: string; status: TicketStatus }[];
  reads: string[];
  replacements: { ticketId: string; keyId: string }[];
  assigns: { ticketId: string; assignToMe: boolean }[];
  priorities: { ticketId: string; priority: string }[];
  uploads: { type: string | null; name: string | null; size: number }[];
}

export const emptyTicketCalls = (): TicketCalls => ({
  my: [],
  queue: [],
  seller: [],
  opened: [],
  replies: [],
  statuses: [],
  reads: [],
  replacements: [],
  assigns: [],
  priorities: [],
  uploads: [],
});

const list = (items: TicketDetail[], skip = 0, take = 20) => ({ __typename: "TicketList", totalItems: items.length, items: items.slice(skip, skip + take) });

/**
 * `book`: the tickets; `replaceWith`: what replaceTicketKey answers ("replaced": a fresh key,
 * "refunded": no stock, "refused": KeyNotReplaceableError).
 */
export function ticketHandlers(book: TicketDetail[], calls: TicketCalls, opts: { replaceWith?: "replaced" | "refunded" | "refused" } = {}) {
  const find = (id: string) => book.find((t) => t.id === id);
  const answer = (t: TicketDetail) => ({ ...t, __typename: "Ticket" });
  return [
    graphql.query("MyTickets", ({ variables }) => {
      calls.my.push(variables);
      return HttpResponse.json({ data: { myTickets: list(book, variables.skip, variables.take) } });
    }),
    graphql.query("SellerTickets", ({ variables }) => {
      calls.seller.push(variables);
      const status = variables.status as TicketStatus[] | null;
      return HttpResponse.json({
        data: { sellerTickets: list(status ? book.filter((t) => status.includes(t.status)) : book, variables.skip, variables.take) },
      });
    }),
    graphql.query("TicketQueue", ({ variables }) => {
      const input = (variables.input ?? {}) as TicketQueueInput;
      calls.queue.push(input);
      let rows = book;
      if (input.status) rows = rows.filter((t) => input.status!.includes(t.status));
      if (input.priority) rows = rows.filter((t) => input.priority!.includes(t.priority));
      if (input.reason) rows = rows.filter((t) => t.reason === input.reason);
      if (input.unassigned) rows = rows.filter((t) => !t.assignee);
      if (input.search) rows = rows.filter((t) => String(t.number) === input.search!.replace(/^#/, "") || t.orderNumber === input.search);
      return HttpResponse.json({ data: { ticketQueue: list(rows, input.skip ?? 0, input.take ?? 20) } });
    }),
    graphql.query("Ticket", ({ variables }) => {
      const t = find(variables.id);
      return HttpResponse.json({ data: { ticket: t ? answer(t) : null } });
    }),
    graphql.query("TicketUnreadCount", () => HttpResponse.json({ data: { ticketUnreadCount: book.filter((t) => t.unread).length } })),
    graphql.mutation("MarkTicketRead", ({ variables }) => {
      const t = find(variables.input.ticketId)!;
      calls.reads.push(t.id);
      t.unread = false;
      return HttpResponse.json({ data: { markTicketRead: { __typename: "Ticket", id: t.id, unread: false } } });
    }),
    graphql.mutation("OpenTicket", ({ variables }) => {
      calls.opened.push(variables.input);
      const t = ticketFixture(1100 + calls.opened.length, {
        subject: variables.input.subject,
        reason: variables.input.reason,
        orderItemId: variables.input.orderItemId ?? null,
      });
      t.messages[0]!.body = variables.input.body;
      t.messages[0]!.attachments = [];
      book.push(t);
      return HttpResponse.json({ data: { openTicket: answer(t) } });
    }),
    graphql.mutation("ReplyToTicket", ({ variables }) => {
      calls.replies.push(variables.input);
      const t = find(variables.input.ticketId)!;
      if (t.status === "Closed")
        return HttpResponse.json({ data: { replyToTicket: { __typename: "TicketClosedError", errorCode: "TICKET_CLOSED", message: "The ticket is closed" } } });
      t.messages = [
        ...t.messages,
        {
          __typename: "TicketMessage",
          id: `m-reply-${calls.replies.length}`,
          party: "customer",
          authorName: "Carla Rossi",
          body: variables.input.body,
          createdAt: "2026-03-09T10:00:00.000Z",
          attachments: (variables.input.attachmentIds ?? []).map((id: string) => ({
            __typename: "TicketAttachment",
            id,
            fileName: "screen.png",
            contentType: "image/png",
            size: 10,
            url: `/api/tickets/attachments/${id}`,
          })),
        },
      ];
      if (t.status === "Pending") t.status = "Open";
      return HttpResponse.json({ data: { replyToTicket: answer(t) } });
    }),
    graphql.mutation("SetTicketStatus", ({ variables }) => {
      calls.statuses.push(variables.input);
      const t = find(variables.input.ticketId)!;
      if (!t.allowedStatuses.includes(variables.input.status))
        return HttpResponse.json({
          data: {
            setTicketStatus: {
              __typename: "TicketTransitionError",
              errorCode: "TICKET_TRANSITION_NOT_ALLOWED",
              message: "no",
              from: t.status,
              to: variables.input.status,
            },
          },
        });
      t.status = variables.input.status;
      t.allowedStatuses = t.status === "Resolved" ? ["Open", "Closed"] : t.status === "Closed" ? [] : ["Pending", "Resolved", "Closed"];
      return HttpResponse.json({ data: { setTicketStatus: answer(t) } });
    }),
    graphql.mutation("AssignTicket", ({ variables }) => {
      calls.assigns.push(variables.input);
      const t = find(variables.input.ticketId)!;
      t.assignee = variables.input.assignToMe ? { __typename: "TicketStaff", id: "staff-1", name: "Sara Rossi" } : null;
      return HttpResponse.json({ data: { assignTicket: answer(t) } });
    }),
    graphql.mutation("SetTicketPriority", ({ variables }) => {
      calls.priorities.push(variables.input);
      const t = find(variables.input.ticketId)!;
      t.priority = variables.input.priority;
      return HttpResponse.json({ data: { setTicketPriority: answer(t) } });
    }),
    graphql.mutation("ReplaceTicketKey", ({ variables }) => {
      calls.replacements.push(variables.input);
      const t = find(variables.input.ticketId)!;
      const how = opts.replaceWith ?? "replaced";
      if (how === "refused")
        return HttpResponse.json({
          data: { replaceTicketKey: { __typename: "KeyNotReplaceableError", errorCode: "KEY_NOT_REPLACEABLE", message: "The key was changed already" } },
        });
      t.keys = t.keys.map((k) => (k.id === variables.input.keyId ? { ...k, state: "Changed" } : k));
      if (how === "refunded")
        return HttpResponse.json({
          data: {
            replaceTicketKey: { __typename: "KeyRefundedForNoStock", ticket: answer(t), refunded: { __typename: "Money", amount: 27, currency: "EUR" } },
          },
        });
      const fresh = key("k-new", "Replaced", "2026-03-05T11:00:00.000Z");
      t.keys = [...t.keys, fresh];
      return HttpResponse.json({ data: { replaceTicketKey: { __typename: "KeyReplaced", ticket: answer(t), newKey: fresh } } });
    }),
    http.post("http://localhost/api/user/tickets/attachments", async ({ request }) => {
      const body = Buffer.from(await request.arrayBuffer());
      const type = request.headers.get("content-type");
      calls.uploads.push({ type, name: request.headers.get("x-file-name"), size: body.length });
      if (!/^(\x89PNG|\xff\xd8)/.test(body.toString("latin1")))
        return HttpResponse.json({ result: "BAD_REQUEST", code: "tickets/attachment-invalid", message: "Not an image" }, { status: 400 });
      const id = `att-up-${calls.uploads.length}`;
      return HttpResponse.json(
        {
          result: "SUCCESS",
          attachment: { id, fileName: request.headers.get("x-file-name"), contentType: type, size: body.length, url: `/api/tickets/attachments/${id}` },
        },
        { status: 201 },
      );
    }),
  ];
}
