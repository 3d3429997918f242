/**
 * Support tickets: opening one about an own order line (or general), who reads which ticket
 * (the customer its own, the seller of the line's keys, staff all; foreign ids answer like
 * unknown ones), every status transition allowed and refused per party, priority and assignment
 * (staff only, audited), unread counts, attachments (own, unused, at most 3, images only, size
 * limit), the mails, the escalation and auto-close jobs, the queue's filters, and a page of
 * tickets in a fixed number of SQL statements.
 */
import sharp from "sharp";
import { TicketPriority, TicketStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { systemContext } from "../../server/graphql/context";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "./accounts-helpers";
import { customers, paidOrder, productWithStock, sellerHeaders, type Customer } from "./commerce-helpers";

const MAX_BYTES = 40_000;
let app: TestApp;
let support: Record<string, string>;
let admin: Record<string, string>;
let seller: Record<string, string>;
let otherSeller: Record<string, string>;
let sellerId: number;
let c1: Customer;
let c2: Customer;
let line: { orderId: string; itemId: string; keyId: string };

const TICKET = `id number reason subject status priority orderId orderNumber orderItemId productName sellerName customerName customerEmail
  assignee { id name } unread messageCount allowedStatuses canReplaceKey
  messages { id party authorName body attachments { id fileName contentType size url } }
  events { kind party actorName fromStatus toStatus fromPriority toPriority note }
  keys { id state }`;
const OPEN = `mutation($input: OpenTicketInput!) { openTicket(input: $input) { __typename ... on Ticket { ${TICKET} }
  ... on ErrorResult { errorCode message } ... on TicketAttachmentError { attachmentId } ... on TicketLimitError { limit } } }`;
const REPLY = `mutation($input: ReplyToTicketInput!) { replyToTicket(input: $input) { __typename ... on Ticket { ${TICKET} }
  ... on ErrorResult { errorCode message } ... on TicketAttachmentError { attachmentId } } }`;
const STATUS = `mutation($id: ID!, $s: TicketStatus!) { setTicketStatus(input: { ticketId: $id, status: $s }) { __typename
  ... on Ticket { status } ... on TicketTransitionError { errorCode from to } } }`;
const GET = `query($id: ID!) { ticket(id: $id) { ${TICKET} } }`;
/** The events' notes: the English text and its code with parameters. */
const NOTES = `query($id: ID!) { ticket(id: $id) { events { kind note noteCode noteParams } } }`;

type Who = Record<string, string> | Customer;
const gql = (who: Who, query: string, variables: Record<string, unknown> = {}) =>
  "gql" in who ? (who as Customer).gql(query, variables) : app.gql(query, variables, who as Record<string, string>);
const codeOf = (r: { body: { errors?: { extensions: { code: string } }[] } }) => r.body.errors?.[0]?.extensions.code;
const ok = async (who: Who, query: string, variables: Record<string, unknown> = {}) => {
  const r = await gql(who, query, variables);
  expect(r.body.errors).toBeUndefined();
  return r.body.data;
};
const mails = async (to: string, template: string) =>
  (await app.server.dataSource.query(`SELECT id, subject, locale, text FROM mails WHERE "to" = $1 AND template = $2 ORDER BY id`, [to, template])) as {
    id: number;
    subject: string;
    locale: string;
    text: string;
  }[];
const openFor = async (c: Customer, input: Record<string, unknown>) => (await ok(c, OPEN, { input })).openTicket;
const png = (w = 8) =>
  sharp({ create: { width: w, height: w, channels: 3, background: "#c33" } })
    .png()
    .toBuffer();
const upload = async (c: Customer, body: Buffer, type = "image/png", name = "screen shot.png") => {
  const res = await fetch(`${app.url}/api/user/tickets/attachments`, {
    method: "POST",
    headers: { authorization: `Bearer ${c.token}`, "content-type": type, "x-file-name": encodeURIComponent(name) },
    body,
  });
  return { status: res.status, body: (await res.json()) as any };
};
const sellerMail = async () => (await app.server.dataSource.query(`SELECT email FROM seller_profiles WHERE id = $1`, [sellerId]))[0].email as string;

beforeAll(async () => {
  app = await startTestApp({
    FRAUD_IP_USERS_PER_HOUR: "100000",
    FRAUD_USER_ORDERS_PER_DAY: "1000",
    TICKET_ATTACHMENT_MAX_BYTES: String(MAX_BYTES),
    TICKET_ESCALATE_AFTER_HOURS: "24",
  });
  support = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)}` };
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  [c1, c2] = await customers(app, 2);
  const p = await productWithStock(app, { min: 3, root: "softwares" });
  sellerId = p.sellerId;
  seller = await sellerHeaders(app, p.sellerId);
  const [other] = await app.server.dataSource.query(`SELECT id FROM seller_profiles WHERE id <> $1 ORDER BY id LIMIT 1`, [p.sellerId]);
  otherSeller = await sellerHeaders(app, other.id);
  const order = await paidOrder(app, c1, { buyNow: { productId: String(p.productId) } });
  const [key] = await app.server.dataSource.query(`SELECT id FROM product_keys WHERE order_item_id = $1`, [order.items[0]!.id]);
  line = { orderId: order.id, itemId: order.items[0]!.id, keyId: key.id };
});
afterAll(() => app?.close());

describe("opening a ticket and who reads it", () => {
  let ticket: any;
  beforeAll(async () => {
    ticket = await openFor(c1, {
      orderItemId: line.itemId,
      reason: "key_not_working",
      subject: "Key does not activate",
      body: "The key says it is already used.",
    });
  });

  it("opens an Open ticket about the customer's own line, with the first message and an opened event", async () => {
    expect(ticket.__typename).toBe("Ticket");
    expect(ticket).toMatchObject({
      status: "Open",
      priority: "Medium",
      reason: "key_not_working",
      orderId: line.orderId,
      orderItemId: line.itemId,
      customerName: "Test Buyer",
      customerEmail: null,
      assignee: null,
      unread: false,
      messageCount: 1,
      allowedStatuses: ["Resolved"],
      canReplaceKey: false,
    });
    expect(ticket.number).toBeGreaterThan(1000);
    expect(ticket.orderNumber).toMatch(/^KM-\d{6}$/);
    expect(ticket.sellerName).toBeTruthy();
    expect(ticket.messages).toEqual([expect.objectContaining({ party: "customer", authorName: "Test Buyer", body: "The key says it is already used." })]);
    expect(ticket.events).toEqual([expect.objectContaining({ kind: "opened", party: "customer", toStatus: "Open" })]);
    expect(ticket.keys.map((k: any) => k.id)).toEqual([line.keyId]);
  });

  it("mails the seller of the line's keys (new ticket)", async () => {
    const sent = await mails(await sellerMail(), "ticket-seller-opened");
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.at(-1)!.subject).toContain(`#${ticket.number}`);
  });

  it("shows the ticket to its seller (short customer name, no email) and to staff (email), and not to anyone else", async () => {
    const bySeller = (await ok(seller, GET, { id: ticket.id })).ticket;
    expect(bySeller).toMatchObject({ customerName: "Test B.", customerEmail: null, canReplaceKey: true, allowedStatuses: ["Pending", "Resolved"] });
    const bySupport = (await ok(support, GET, { id: ticket.id })).ticket;
    expect(bySupport).toMatchObject({ customerName: "Test B.", customerEmail: c1.email, canReplaceKey: true });
    expect(bySupport.allowedStatuses).toEqual(["Pending", "Resolved", "Closed"]);
    // Another customer, another shop, an unknown id and a malformed one: all alike, null.
    for (const [who, id] of [
      [c2, ticket.id],
      [otherSeller, ticket.id],
      [c1, "00000000-0000-4000-8000-000000000000"],
      [c1, "not-an-id"],
    ] as const) {
      expect((await ok(who, GET, { id })).ticket).toBeNull();
    }
  });

  it("refuses another customer's order line and unknown lines alike (NOT_FOUND)", async () => {
    for (const orderItemId of [line.itemId, "00000000-0000-4000-8000-000000000000", "garbage"]) {
      const r = await c2.gql(OPEN, { input: { orderItemId, reason: "other", subject: "Not mine", body: "This line is not mine at all." } });
      expect(codeOf(r)).toBe("NOT_FOUND");
    }
  });

  it("refuses a subject or body out of bounds (BAD_USER_INPUT)", async () => {
    expect(codeOf(await c1.gql(OPEN, { input: { reason: "other", subject: "Hi", body: "Long enough body here." } }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await c1.gql(OPEN, { input: { reason: "other", subject: "Hello there", body: "short" } }))).toBe("BAD_USER_INPUT");
  });

  it("keeps foreign tickets out of lists: my tickets, the seller's, the queue", async () => {
    const mine = (await ok(c1, `{ myTickets { totalItems items { id } } }`)).myTickets;
    expect(mine.items.map((t: any) => t.id)).toContain(ticket.id);
    expect((await ok(c2, `{ myTickets { totalItems } }`)).myTickets.totalItems).toBe(0);
    expect((await ok(seller, `{ sellerTickets { items { id } } }`)).sellerTickets.items.map((t: any) => t.id)).toContain(ticket.id);
    expect((await ok(otherSeller, `{ sellerTickets { items { id } } }`)).sellerTickets.items.map((t: any) => t.id)).not.toContain(ticket.id);
    expect((await ok(support, `{ ticketQueue { items { id } } }`)).ticketQueue.items.map((t: any) => t.id)).toContain(ticket.id);
  });

  it("keeps staff-only operations from customers and sellers (FORBIDDEN), and the seller list from non-sellers", async () => {
    for (const who of [c1, seller]) {
      expect(codeOf(await gql(who, `{ ticketQueue { totalItems } }`))).toBe("FORBIDDEN");
      expect(codeOf(await gql(who, `mutation($id: ID!) { setTicketPriority(input: { ticketId: $id, priority: High }) { id } }`, { id: ticket.id }))).toBe(
        "FORBIDDEN",
      );
      expect(codeOf(await gql(who, `mutation($id: ID!) { assignTicket(input: { ticketId: $id, assignToMe: true }) { id } }`, { id: ticket.id }))).toBe(
        "FORBIDDEN",
      );
    }
    for (const who of [c1, admin, support]) expect(codeOf(await gql(who, `{ sellerTickets { totalItems } }`))).toBe("FORBIDDEN");
    // Replying to a foreign ticket: like an unknown one.
    expect(codeOf(await c2.gql(REPLY, { input: { ticketId: ticket.id, body: "Let me in" } }))).toBe("NOT_FOUND");
    expect(codeOf(await gql(otherSeller, REPLY, { input: { ticketId: ticket.id, body: "Let me in" } }))).toBe("NOT_FOUND");
  });
});

describe("replies, automatic transitions, unread counts and mails", () => {
  let id: string;
  beforeAll(async () => {
    id = (await openFor(c1, { orderItemId: line.itemId, reason: "wrong_region", subject: "Wrong region", body: "This key is for the US store only." })).id;
    await ok(c1, `mutation($id: ID!) { markTicketRead(input: { ticketId: $id }) { id } }`, { id });
  });

  it("a seller reply moves Open to Pending, counts as unread for the customer and mails the customer", async () => {
    const before = (await mails(c1.email, "ticket-reply")).length;
    const r = (await ok(seller, REPLY, { input: { ticketId: id, body: "Could you send a screenshot?" } })).replyToTicket;
    expect(r.status).toBe("Pending");
    expect(r.events.at(-1)).toMatchObject({ kind: "status", party: "seller", fromStatus: "Open", toStatus: "Pending" });
    expect((await mails(c1.email, "ticket-reply")).length).toBe(before + 1);
    const seen = (await ok(c1, GET, { id })).ticket;
    expect(seen.unread).toBe(true);
    expect(seen.messages.at(-1)).toMatchObject({ party: "seller" });
    expect((await ok(c1, `{ ticketUnreadCount }`)).ticketUnreadCount).toBeGreaterThanOrEqual(1);
    const n = (await ok(c1, `{ ticketUnreadCount }`)).ticketUnreadCount;
    expect((await ok(c1, `mutation($id: ID!) { markTicketRead(input: { ticketId: $id }) { unread } }`, { id })).markTicketRead.unread).toBe(false);
    expect((await ok(c1, `{ ticketUnreadCount }`)).ticketUnreadCount).toBe(n - 1);
  });

  it("a customer reply moves Pending back to Open and mails the seller; staff read it as unread", async () => {
    const before = (await mails(await sellerMail(), "ticket-seller-reply")).length;
    const r = (await ok(c1, REPLY, { input: { ticketId: id, body: "Here it is." } })).replyToTicket;
    expect(r.status).toBe("Open");
    expect(r.events.at(-1)).toMatchObject({ kind: "status", party: "customer", fromStatus: "Pending", toStatus: "Open" });
    expect((await mails(await sellerMail(), "ticket-seller-reply")).length).toBe(before + 1);
    expect((await ok(support, GET, { id })).ticket.unread).toBe(true);
    expect((await ok(seller, GET, { id })).ticket.unread).toBe(true);
  });

  it("staff write as 'KeyMarket support' to customers and sellers, by name to staff", async () => {
    await ok(support, REPLY, { input: { ticketId: id, body: "We are looking into it." } });
    const last = (who: Who) => ok(who, GET, { id }).then((d) => d.ticket.messages.at(-1).authorName);
    expect(await last(c1)).toBe("KeyMarket support");
    expect(await last(seller)).toBe("KeyMarket support");
    expect(await last(admin)).not.toBe("KeyMarket support");
  });

  it("mails the customer in its language", async () => {
    await app.server.dataSource.query(`UPDATE users SET locale = 'it' WHERE id = $1`, [c1.id]);
    await ok(seller, REPLY, { input: { ticketId: id, body: "Risposta in italiano." } });
    const it = (await mails(c1.email, "ticket-reply")).at(-1)!;
    expect(it.locale).toBe("it");
    expect(it.subject).toMatch(/Nuova risposta/);
    await app.server.dataSource.query(`UPDATE users SET locale = 'en' WHERE id = $1`, [c1.id]);
  });
});

describe("status transitions", () => {
  const ALL = [TicketStatus.Open, TicketStatus.Pending, TicketStatus.Resolved, TicketStatus.Closed];
  const O = TicketStatus.Open;
  const P = TicketStatus.Pending;
  const R = TicketStatus.Resolved;
  const C = TicketStatus.Closed;
  // from → the statuses each party may set
  const ALLOWED: Record<string, Record<number, TicketStatus[]>> = {
    customer: { [O]: [R], [P]: [R], [R]: [O, C], [C]: [] },
    seller: { [O]: [P, R], [P]: [R], [R]: [], [C]: [] },
    staff: { [O]: [P, R, C], [P]: [O, R, C], [R]: [O, C], [C]: [] },
  };
  let id: string;
  beforeAll(async () => {
    id = (await openFor(c1, { orderItemId: line.itemId, reason: "other", subject: "Transitions", body: "Every edge of the status graph." })).id;
  });

  it.each(["customer", "seller", "staff"])("the %s may take exactly its edges, each recorded with the actor", async (party) => {
    const who = { customer: c1, seller, staff: support }[party] as Who;
    for (const from of ALL) {
      for (const to of ALL) {
        if (to === from) continue;
        await app.server.dataSource.query(`UPDATE tickets SET status = $2 WHERE id = $1`, [id, from]);
        const r = (await ok(who, STATUS, { id, s: TicketStatus[to] })).setTicketStatus;
        if (ALLOWED[party]![from]!.includes(to)) {
          expect([party, TicketStatus[from], TicketStatus[to], r.__typename, r.status]).toEqual([
            party,
            TicketStatus[from],
            TicketStatus[to],
            "Ticket",
            TicketStatus[to],
          ]);
          const [e] = await app.server.dataSource.query(
            `SELECT party, from_status, to_status, actor_id FROM ticket_events WHERE ticket_id = $1 AND kind = 'status' ORDER BY id DESC LIMIT 1`,
            [id],
          );
          expect(e).toMatchObject({ party, from_status: from, to_status: to });
          expect(e.actor_id).toBeTruthy();
        } else {
          expect([party, TicketStatus[from], TicketStatus[to], r]).toEqual([
            party,
            TicketStatus[from],
            TicketStatus[to],
            { __typename: "TicketTransitionError", errorCode: "TICKET_TRANSITION_NOT_ALLOWED", from: TicketStatus[from], to: TicketStatus[to] },
          ]);
        }
      }
    }
  });

  it("answers allowedStatuses per viewer", async () => {
    await app.server.dataSource.query(`UPDATE tickets SET status = $2 WHERE id = $1`, [id, R]);
    expect((await ok(c1, GET, { id })).ticket.allowedStatuses).toEqual(["Open", "Closed"]);
    expect((await ok(seller, GET, { id })).ticket.allowedStatuses).toEqual([]);
    expect((await ok(support, GET, { id })).ticket.allowedStatuses).toEqual(["Open", "Closed"]);
  });

  it("a customer reply reopens a Resolved ticket; a reply to a Closed one answers TicketClosedError", async () => {
    await app.server.dataSource.query(`UPDATE tickets SET status = $2 WHERE id = $1`, [id, R]);
    expect((await ok(c1, REPLY, { input: { ticketId: id, body: "Still broken." } })).replyToTicket.status).toBe("Open");
    await app.server.dataSource.query(`UPDATE tickets SET status = $2 WHERE id = $1`, [id, C]);
    for (const who of [c1, seller, support])
      expect((await ok(who, REPLY, { input: { ticketId: id, body: "Hello?" } })).replyToTicket).toMatchObject({
        __typename: "TicketClosedError",
        errorCode: "TICKET_CLOSED",
      });
  });

  it("staff status changes are audited", async () => {
    await app.server.dataSource.query(`UPDATE tickets SET status = $2 WHERE id = $1`, [id, O]);
    await ok(support, STATUS, { id, s: "Closed" });
    const [a] = await app.server.dataSource.query(
      `SELECT action, actor_role FROM audit_log WHERE target_type = 'ticket' AND target_id = $1 ORDER BY id DESC LIMIT 1`,
      [id],
    );
    expect(a).toEqual({ action: "ticket.status", actor_role: "support" });
  });
});

describe("priority and assignment (staff)", () => {
  let id: string;
  beforeAll(async () => {
    id = (await openFor(c2, { reason: "other", subject: "General question", body: "How do I activate a Steam key?" })).id;
  });

  it("sets the priority with an event and an audit entry", async () => {
    const t = (
      await ok(
        support,
        `mutation($id: ID!) { setTicketPriority(input: { ticketId: $id, priority: Urgent }) { priority events { kind fromPriority toPriority actorName } } }`,
        { id },
      )
    ).setTicketPriority;
    expect(t.priority).toBe("Urgent");
    expect(t.events.at(-1)).toMatchObject({ kind: "priority", fromPriority: "Medium", toPriority: "Urgent" });
    const [a] = await app.server.dataSource.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
    expect(a.action).toBe("ticket.priority");
  });

  it("assigns and unassigns; the assignee is shown to staff only", async () => {
    const t = (
      await ok(support, `mutation($id: ID!) { assignTicket(input: { ticketId: $id, assignToMe: true }) { assignee { id name } events { kind } } }`, { id })
    ).assignTicket;
    expect(t.assignee.name).toBeTruthy();
    expect(t.events.at(-1).kind).toBe("assigned");
    expect((await ok(c2, GET, { id })).ticket.assignee).toBeNull();
    const mine = (await ok(support, `{ ticketQueue(input: { assignedToMe: true }) { items { id } } }`)).ticketQueue.items.map((x: any) => x.id);
    expect(mine).toContain(id);
    const back = (
      await ok(admin, `mutation($id: ID!) { assignTicket(input: { ticketId: $id, assignToMe: false }) { assignee { id } events { kind } } }`, { id })
    ).assignTicket;
    expect(back.assignee).toBeNull();
    expect(back.events.at(-1).kind).toBe("unassigned");
    const actions = (await app.server.dataSource.query(`SELECT action FROM audit_log WHERE target_id = $1 ORDER BY id`, [id])).map((r: any) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["ticket.assign", "ticket.unassign"]));
  });

  it("filters and sorts the queue: search by number, customer email and order number; urgent first", async () => {
    const [{ number }] = await app.server.dataSource.query(`SELECT number FROM tickets WHERE id = $1`, [id]);
    const search = async (s: string) =>
      (await ok(support, `query($s: String) { ticketQueue(input: { search: $s }) { items { id } } }`, { s })).ticketQueue.items.map((x: any) => x.id);
    expect(await search(`#${number}`)).toEqual([id]);
    expect(await search(c2.email.toUpperCase())).toContain(id);
    const [{ n }] = await app.server.dataSource.query(`SELECT number AS n FROM orders WHERE id = $1`, [line.orderId]);
    const byOrder = await search(`KM-${String(n).padStart(6, "0")}`);
    expect(byOrder.length).toBeGreaterThan(0);
    expect(byOrder).not.toContain(id);
    const first = (await ok(support, `{ ticketQueue(input: { sort: PRIORITY, status: [Open, Pending] }) { items { priority } } }`)).ticketQueue.items[0];
    expect(first.priority).toBe("Urgent");
    const urgentOnly = (await ok(support, `{ ticketQueue(input: { priority: [Urgent] }) { items { id } } }`)).ticketQueue.items.map((x: any) => x.id);
    expect(urgentOnly).toContain(id);
  });
});

describe("attachments", () => {
  it("uploads a PNG, attaches it to a message and serves it to the ticket's readers only", async () => {
    const up = await upload(c1, await png());
    expect(up.status).toBe(201);
    expect(up.body).toMatchObject({ result: "SUCCESS", attachment: { fileName: "screen shot.png", contentType: "image/png" } });
    const aid = up.body.attachment.id;
    // Before it is used: its uploader only.
    expect((await c1.http("GET", `/api/tickets/attachments/${aid}`)).status).toBe(200);
    expect((await c2.http("GET", `/api/tickets/attachments/${aid}`)).status).toBe(404);
    const t = await openFor(c1, {
      orderItemId: line.itemId,
      reason: "key_not_working",
      subject: "With a picture",
      body: "See the attached screenshot.",
      attachmentIds: [aid],
    });
    expect(t.__typename).toBe("Ticket");
    expect(t.messages[0].attachments).toEqual([expect.objectContaining({ id: aid, url: `/api/tickets/attachments/${aid}`, size: up.body.attachment.size })]);
    const got = await c1.http("GET", `/api/tickets/attachments/${aid}`);
    expect(got.status).toBe(200);
    expect(got.headers.get("content-type")).toBe("image/png");
    expect((await app.http("GET", `/api/tickets/attachments/${aid}`, undefined, seller)).status).toBe(200);
    expect((await app.http("GET", `/api/tickets/attachments/${aid}`, undefined, support)).status).toBe(200);
    expect((await app.http("GET", `/api/tickets/attachments/${aid}`, undefined, otherSeller)).status).toBe(404);
    expect((await c2.http("GET", `/api/tickets/attachments/${aid}`)).status).toBe(404);
    expect((await c1.http("GET", `/api/tickets/attachments/nope`)).status).toBe(404);
    // Used once: a second message cannot take it.
    const again = (await ok(c1, REPLY, { input: { ticketId: t.id, body: "Again", attachmentIds: [aid] } })).replyToTicket;
    expect(again).toMatchObject({ __typename: "TicketAttachmentError", errorCode: "TICKET_ATTACHMENT_INVALID", attachmentId: aid });
  });

  it("refuses someone else's attachment, an unknown id and more than 3, changing nothing", async () => {
    const foreign = (await upload(c2, await png())).body.attachment.id;
    const t = await openFor(c1, { reason: "other", subject: "Attachments", body: "Testing attachment rules." });
    const cases: [string[], string | null][] = [
      [[foreign], foreign],
      [["00000000-0000-4000-8000-000000000000"], "00000000-0000-4000-8000-000000000000"],
      [["bad id"], "bad id"],
    ];
    for (const [ids, at] of cases) {
      const r = (await ok(c1, REPLY, { input: { ticketId: t.id, body: "With files", attachmentIds: ids } })).replyToTicket;
      expect(r).toMatchObject({ __typename: "TicketAttachmentError", attachmentId: at });
    }
    const four = [];
    for (let i = 0; i < 4; i++) four.push((await upload(c1, await png(8 + i))).body.attachment.id);
    const r = (await ok(c1, REPLY, { input: { ticketId: t.id, body: "Four files", attachmentIds: four } })).replyToTicket;
    expect(r).toMatchObject({ __typename: "TicketAttachmentError", errorCode: "TICKET_ATTACHMENT_INVALID", attachmentId: null });
    expect((await ok(c1, GET, { id: t.id })).ticket.messageCount).toBe(1);
    // Three are fine.
    expect((await ok(c1, REPLY, { input: { ticketId: t.id, body: "Three files", attachmentIds: four.slice(0, 3) } })).replyToTicket.messageCount).toBe(2);
  });

  it("refuses a file that is not an image (400) and one over the limit (413) with clear answers, never a 500", async () => {
    const text = await upload(c1, Buffer.from("definitely not an image"), "image/png", "notes.png");
    expect(text).toEqual({ status: 400, body: expect.objectContaining({ code: "tickets/attachment-invalid" }) });
    const wrongType = await upload(c1, await png(), "text/plain", "a.txt");
    expect(wrongType.status).toBe(400);
    const gif = await upload(
      c1,
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#000" } })
        .gif()
        .toBuffer(),
      "image/png",
    );
    expect(gif.status).toBe(400);
    const big = await upload(c1, Buffer.alloc(MAX_BYTES + 10, 7));
    expect(big).toEqual({ status: 413, body: expect.objectContaining({ code: "tickets/attachment-too-large" }) });
    const empty = await upload(c1, Buffer.alloc(0));
    expect(empty.status).toBe(400);
  });
});

describe("unused uploads", () => {
  it("are capped per user and removed a day later by the auto-close job", async () => {
    const [c] = await customers(app, 1);
    const image = await png();
    for (let i = 0; i < 20; i++) expect((await upload(c, image)).status).toBe(201);
    expect(await upload(c, image)).toEqual({ status: 400, body: expect.objectContaining({ code: "tickets/attachment-invalid" }) });
    await app.server.dataSource.query(`UPDATE ticket_attachments SET created_at = now() - interval '25 hours' WHERE uploader_id = $1`, [c.id]);
    await app.server.services.tickets.autoClose(systemContext(app.server.dataSource, app.server.services));
    expect((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM ticket_attachments WHERE uploader_id = $1`, [c.id]))[0].n).toBe(0);
    expect((await upload(c, image)).status).toBe(201);
  });
});

describe("the open-ticket limit", () => {
  it("answers TicketLimitError past 5 Open or Pending tickets", async () => {
    const [c] = await customers(app, 1);
    for (let i = 0; i < 5; i++)
      expect((await openFor(c, { reason: "other", subject: `Question ${i}`, body: "A question for support." })).__typename).toBe("Ticket");
    expect(await openFor(c, { reason: "other", subject: "One more", body: "A question for support." })).toMatchObject({
      __typename: "TicketLimitError",
      errorCode: "TICKET_LIMIT",
      limit: 5,
    });
  });
});

describe("jobs", () => {
  const ctx = () => systemContext(app.server.dataSource, app.server.services);

  it("escalates Open/Pending tickets without a staff or seller reply once per period, up to Urgent, by System", async () => {
    const id = (await openFor(c2, { reason: "other", subject: "Escalate me", body: "Nobody answers this one." })).id;
    await app.server.services.tickets.escalate(ctx());
    expect((await app.server.dataSource.query(`SELECT priority FROM tickets WHERE id = $1`, [id]))[0].priority).toBe(TicketPriority.Medium);
    await app.server.dataSource.query(`UPDATE tickets SET created_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    await app.server.services.tickets.escalate(ctx());
    await app.server.services.tickets.escalate(ctx()); // once per period
    const t = (await ok(support, GET, { id })).ticket;
    expect(t.priority).toBe("High");
    expect(t.events.filter((e: any) => e.kind === "escalated")).toEqual([
      expect.objectContaining({ party: "system", actorName: null, fromPriority: "Medium", toPriority: "High" }),
    ]);
    expect((await ok(support, NOTES, { id })).ticket.events.filter((e: any) => e.kind === "escalated")).toEqual([
      { kind: "escalated", note: "No reply for 24 hours", noteCode: "EscalatedNoReply", noteParams: { hours: 24 } },
    ]);
    // A reply resets the clock.
    await app.server.dataSource.query(`UPDATE tickets SET escalated_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    await ok(support, REPLY, { input: { ticketId: id, body: "On it." } });
    await app.server.services.tickets.escalate(ctx());
    expect((await ok(support, GET, { id })).ticket.priority).toBe("High");
    // Another period without reply: Urgent, and never above.
    await app.server.dataSource.query(
      `UPDATE tickets SET escalated_at = now() - interval '25 hours', last_reply_at = now() - interval '30 hours' WHERE id = $1`,
      [id],
    );
    await app.server.services.tickets.escalate(ctx());
    await app.server.dataSource.query(`UPDATE tickets SET escalated_at = now() - interval '25 hours' WHERE id = $1`, [id]);
    await app.server.services.tickets.escalate(ctx());
    expect((await ok(support, GET, { id })).ticket.priority).toBe("Urgent");
    // Resolved tickets are not escalated.
    const [c] = await customers(app, 1);
    const other = (await openFor(c, { reason: "other", subject: "Resolved one", body: "Resolved one, never escalated." })).id;
    await app.server.dataSource.query(`UPDATE tickets SET status = 4, created_at = now() - interval '100 hours' WHERE id = $1`, [other]);
    await app.server.services.tickets.escalate(ctx());
    expect((await app.server.dataSource.query(`SELECT priority FROM tickets WHERE id = $1`, [other]))[0].priority).toBe(TicketPriority.Medium);
  });

  it("closes Resolved tickets after 7 days without a customer reply, by System", async () => {
    const [c] = await customers(app, 1);
    const old = (await openFor(c, { reason: "other", subject: "Old resolved", body: "Resolved long ago." })).id;
    const recent = (await openFor(c, { reason: "other", subject: "Recent resolved", body: "Resolved six days ago." })).id;
    for (const id of [old, recent]) await ok(c, STATUS, { id, s: "Resolved" });
    await app.server.dataSource.query(`UPDATE tickets SET resolved_at = now() - interval '8 days' WHERE id = $1`, [old]);
    await app.server.dataSource.query(`UPDATE tickets SET resolved_at = now() - interval '6 days' WHERE id = $1`, [recent]);
    expect(await app.server.services.tickets.autoClose(ctx())).toBeGreaterThanOrEqual(1);
    const t = (await ok(c, GET, { id: old })).ticket;
    expect(t.status).toBe("Closed");
    expect(t.events.at(-1)).toMatchObject({ kind: "auto_closed", party: "system", fromStatus: "Resolved", toStatus: "Closed" });
    expect((await ok(c, NOTES, { id: old })).ticket.events.at(-1)).toEqual({
      kind: "auto_closed",
      note: "No reply for 7 days",
      noteCode: "AutoClosedNoReply",
      noteParams: { days: 7 },
    });
    expect((await ok(c, GET, { id: recent })).ticket.status).toBe("Resolved");
    expect(await app.server.services.tickets.autoClose(ctx())).toBe(0);
  });
});

describe("cost", () => {
  it("answers a page of tickets (with messages, events, keys) in the same number of SQL statements whatever its size", async () => {
    const { Client } = require("pg") as typeof import("pg");
    const PAGE = `query($take: Int) { ticketQueue(input: { take: $take, sort: NEWEST }) { totalItems items { ${TICKET} } } }`;
    const statements = async (take: number) => {
      let fewest = Number.POSITIVE_INFINITY;
      for (let i = 0; i < 3; i++) {
        const spy = jest.spyOn(Client.prototype, "query");
        const r = await app.gql(PAGE, { take }, support);
        expect(r.body.errors).toBeUndefined();
        expect(r.body.data.ticketQueue.items.length).toBe(Math.min(take, r.body.data.ticketQueue.totalItems));
        fewest = Math.min(fewest, spy.mock.calls.length);
        spy.mockRestore();
      }
      return fewest;
    };
    // Enough tickets for a large page, about the customer's line (keys to load), with messages and events.
    await app.server.dataSource.query(
      `WITH t AS (INSERT INTO tickets (user_id, order_id, order_item_id, seller_id, reason, subject)
                  SELECT $1, $2, $3, $4, 'key_not_working', 'Bulk ' || g FROM generate_series(1, 24) g RETURNING id),
            m AS (INSERT INTO ticket_messages (ticket_id, party, author_id, body) SELECT id, 'customer', $1, 'Bulk message' FROM t)
       INSERT INTO ticket_events (ticket_id, kind, party, actor_id, to_status) SELECT id, 'opened', 'customer', $1, 2 FROM t`,
      [c1.id, line.orderId, line.itemId, sellerId],
    );
    const total = (await ok(support, `{ ticketQueue { totalItems } }`)).ticketQueue.totalItems;
    expect(total).toBeGreaterThan(20);
    expect(await statements(20)).toBe(await statements(2));
  });
});

describe("the demo data", () => {
  it("has the demo customer's Open 'key not working' ticket about a demo seller's key, and a Resolved one", async () => {
    const customer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)}` };
    const mine = (await ok(customer, `{ myTickets { items { status reason sellerName orderNumber canReplaceKey keys { state } messageCount } } }`)).myTickets
      .items;
    expect(mine).toEqual([expect.objectContaining({ status: "Open", reason: "key_not_working", sellerName: "PixelVault", keys: [{ state: "Revealed" }] })]);
    const demoSeller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
    const shop = (await ok(demoSeller, `{ sellerTickets { items { status reason unread canReplaceKey messages { party authorName } } } }`)).sellerTickets.items;
    expect(shop.map((t: any) => t.status).sort()).toEqual(["Open", "Resolved"]);
    expect(shop.find((t: any) => t.status === "Open")).toMatchObject({ unread: true, canReplaceKey: true });
    expect(shop.find((t: any) => t.status === "Resolved").messages.map((m: any) => m.party)).toEqual(["customer", "seller", "staff", "customer"]);
  });
});
