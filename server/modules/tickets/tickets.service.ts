/**
 * Support tickets and "key not working" replacements.
 *
 *  Who reads what: the customer its own tickets, the seller the tickets about order lines its
 *  shop sold, support staff (support and admin roles) every ticket. A ticket anyone else asks
 *  for answers exactly like an unknown one (null / NOT_FOUND).
 *
 *  Status edges (each recorded as an event with its actor, tickets.rules below):
 *    Open → Pending | Resolved | Closed;  Pending → Open | Resolved | Closed;  Resolved → Open | Closed;
 *    Closed → nothing. A staff or seller reply moves Open to Pending; a customer reply moves
 *    Pending or Resolved back to Open. The customer may set Resolved, and Closed or Open from
 *    Resolved; the seller Pending and Resolved; staff any edge.
 *
 *  Unread: each party's last message time against each party's last read time (staff share one).
 *
 *  Replacement (replaceKey): in one transaction the reported key becomes Changed and a fresh
 *  Available key of the same offer (FOR UPDATE SKIP LOCKED, like reserveKeys) becomes Replaced on
 *  the same order line; the seller's ledger reverses the old key's sale and books the new one at
 *  the same amounts. Without a spare key the line is refunded for that key through the checkout's
 *  partial refund (the old key stays Changed, its sale reversed).
 *
 *  Jobs: escalate (Open/Pending without a staff or seller reply for TICKET_ESCALATE_AFTER_HOURS →
 *  one priority up, once per period) and autoClose (Resolved for 7 days → Closed), both by System.
 */
import sharp from "sharp";
import { CurrencyCode, EnabledState, KeyState, Locale, OrderStatus, Role, TicketPriority, TicketStatus } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { ownerScope } from "../../core/auth/index.js";
import { ForbiddenError, IllegalOperationError, NotFoundError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { returnedRows } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import { recordAudit } from "../audit/audit.js";
import type { CheckoutService } from "../checkout/checkout.service.js";
import type { MailService } from "../mail/mail.service.js";
import type { TicketMailVars } from "../mail/templates.js";
import { orderNumber, recordEvent } from "../orders/order-state.js";
import type { OrderKeyView } from "../orders/orders.types.js";
import { Ticket, type TicketPartyValue } from "./ticket.entities.js";
import { type TicketNoteCode, ticketNote } from "./ticket-notes.js";
import type { CodedText } from "../../common/coded-text.js";
import {
  KeyNotReplaceableError,
  KeyRefundedForNoStock,
  KeyReplaced,
  MAX_ATTACHMENTS_PER_MESSAGE,
  type OpenTicketInput,
  type ReplaceOutcome,
  type ReplyToTicketInput,
  TicketAttachmentError,
  TicketAttachmentTooLargeError,
  type TicketAttachmentView,
  TicketClosedError,
  TicketLimitError,
  TicketList,
  TicketParty,
  type TicketQueueInput,
  TicketReason,
  type TicketRow,
  TicketSort,
  TicketTransitionError,
  TicketView,
} from "./tickets.types.js";

/** Open or Pending tickets a customer may have at once. */
export const MAX_OPEN_TICKETS = 5;
/** A Resolved ticket without a customer reply is closed after this many days. */
export const AUTO_CLOSE_DAYS = 7;
export const TICKET_ESCALATE_JOB = "tickets.escalate";
export const TICKET_AUTO_CLOSE_JOB = "tickets.auto-close";

export interface TicketSettings {
  escalateAfterHours: number;
  attachmentMaxBytes: number;
}

const EDGES: Record<TicketStatus, TicketStatus[]> = {
  [TicketStatus.Open]: [TicketStatus.Pending, TicketStatus.Resolved, TicketStatus.Closed],
  [TicketStatus.Pending]: [TicketStatus.Open, TicketStatus.Resolved, TicketStatus.Closed],
  [TicketStatus.Resolved]: [TicketStatus.Open, TicketStatus.Closed],
  [TicketStatus.Closed]: [],
};

/** The statuses `party` may move a ticket in `from` to. */
export function allowedStatuses(party: TicketParty, from: TicketStatus): TicketStatus[] {
  const edges = EDGES[from] ?? [];
  switch (party) {
    case TicketParty.staff:
      return edges;
    case TicketParty.customer:
      return edges.filter((to) => to === TicketStatus.Resolved || (from === TicketStatus.Resolved && (to === TicketStatus.Closed || to === TicketStatus.Open)));
    case TicketParty.seller:
      return edges.filter((to) => to === TicketStatus.Pending || to === TicketStatus.Resolved);
    default:
      return [];
  }
}

const REPLACEABLE_REASONS: string[] = [TicketReason.key_not_working, TicketReason.wrong_region];
const REPLACEABLE_STATES = [KeyState.Delivered, KeyState.Revealed, KeyState.Replaced];
/** Order statuses whose keys are the customer's (paid, not refunded in full or cancelled). */
const KEYS_HELD: number[] = [OrderStatus.Sold, OrderStatus.Closed, OrderStatus.RefundedPartially, OrderStatus.PreOrder];
/** Images a user may have uploaded and not yet used (older ones are removed by the auto-close job after a day). */
export const MAX_UNUSED_ATTACHMENTS = 20;
/** Content types an attachment may be declared as. */
const ATTACHMENT_TYPES = ["image/jpeg", "image/jpg", "image/png"];

export const isStaff = (ctx: RequestContext) => ctx.user != null && (ctx.role === Role.support || ctx.role === Role.admin);
const sellerIdOf = (ctx: RequestContext) => (ctx.role === Role.seller ? (ctx.user?.sellerId ?? null) : null);

/** How `ctx` sees a ticket: its customer, staff, its seller, or not at all (null). */
export function viewerOf(ctx: RequestContext, t: { userId: string; sellerId: number | null }): TicketParty | null {
  if (!ctx.user) return null;
  if (t.userId === ctx.user.id) return TicketParty.customer;
  if (isStaff(ctx)) return TicketParty.staff;
  const sellerId = sellerIdOf(ctx);
  if (sellerId != null && t.sellerId === sellerId) return TicketParty.seller;
  return null;
}

/** "Name S." (or "Customer" when the account has no name). */
export const shortName = (first: string | null, last: string | null) => {
  const f = (first ?? "").trim();
  const l = (last ?? "").trim();
  if (!f && !l) return "Customer";
  return l ? `${f} ${l[0]!.toUpperCase()}.`.trim() : f;
};
const fullName = (first: string | null, last: string | null, email: string | null) => `${first ?? ""} ${last ?? ""}`.trim() || email || "";
export const SUPPORT_NAME = "KeyMarket support";
const SYSTEM_NAME = "KeyMarket";

/** A person's name as the viewer sees it, by the party they wrote or acted as. */
export function nameFor(
  viewer: TicketParty,
  party: TicketPartyValue,
  p: { first: string | null; last: string | null; email: string | null; sellerName: string | null },
): string {
  switch (party) {
    case "customer":
      return viewer === TicketParty.customer ? fullName(p.first, p.last, p.email) : shortName(p.first, p.last);
    case "seller":
      return p.sellerName ?? "Seller";
    case "staff":
      return viewer === TicketParty.staff ? fullName(p.first, p.last, p.email) || SUPPORT_NAME : SUPPORT_NAME;
    default:
      return SYSTEM_NAME;
  }
}

const formatMoney = (minor: number, currency: CurrencyCode, locale: Locale | string) =>
  new Intl.NumberFormat(locale === Locale.it ? "it-IT" : "en-IE", { style: "currency", currency: currency.toUpperCase() }).format(
    money(minor, currency).amount,
  );

/** The columns of a ticket row as TicketRow (`$1` the viewer's id, `$2` staff or not, `$3` the viewer's shop). */
const ROW_SELECT = `SELECT t.id, t.number, t.user_id AS "userId", t.order_id AS "orderId", t.order_item_id AS "orderItemId", t.seller_id AS "sellerId",
       t.reason, t.subject, t.status, t.priority, t.assignee_id AS "assigneeId", t.last_message_at AS "lastMessageAt",
       t.created_at AS "createdAt", t.updated_at AS "updatedAt", o.number AS "orderNumber", i.name AS "productName", s.name AS "sellerName",
       u.name AS "customerFirst", u.surname AS "customerLast", u.email AS "customerEmail",
       CASE WHEN a.id IS NULL THEN NULL ELSE coalesce(nullif(trim(a.name || ' ' || a.surname), ''), a.email) END AS "assigneeName",
       coalesce(CASE WHEN t.user_id = $1::uuid THEN greatest(t.last_seller_at, t.last_staff_at) > coalesce(t.customer_read_at, '-infinity')
                     WHEN $2::boolean THEN greatest(t.last_customer_at, t.last_seller_at) > coalesce(t.staff_read_at, '-infinity')
                     WHEN t.seller_id = $3::int THEN greatest(t.last_customer_at, t.last_staff_at) > coalesce(t.seller_read_at, '-infinity') END, false) AS unread
  FROM tickets t JOIN users u ON u.id = t.user_id
  LEFT JOIN orders o ON o.id = t.order_id LEFT JOIN order_items i ON i.id = t.order_item_id
  LEFT JOIN seller_profiles s ON s.id = t.seller_id LEFT JOIN users a ON a.id = t.assignee_id`;
const FROM_COUNT = `SELECT count(*)::int AS n FROM tickets t JOIN users u ON u.id = t.user_id LEFT JOIN orders o ON o.id = t.order_id`;
/** Names the three viewer parameters with their types (a statement that does not use them all still has to type them). */
const TYPED = `($1::uuid IS NULL OR $2::boolean OR $3::int IS NULL OR TRUE)`;
/** The tickets the viewer may read ($1, $2, $3 as above). */
const VISIBLE = `(t.user_id = $1 OR $2 OR t.seller_id = $3)`;

/** A query's parameters, numbered after the three viewer parameters. */
class Params {
  readonly values: unknown[];
  constructor(ctx: RequestContext) {
    this.values = [ctx.user?.id ?? null, isStaff(ctx), sellerIdOf(ctx)];
  }
  add(v: unknown): string {
    this.values.push(v);
    return `$${this.values.length}`;
  }
}

const sanitiseFileName = (raw: string | undefined, ext: string) => {
  let name = "";
  try {
    name = decodeURIComponent(raw ?? "");
  } catch {
    name = raw ?? "";
  }
  name = name
    .replace(/^.*[\\/]/, "")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .trim()
    .slice(0, 100);
  if (!name) name = `image.${ext}`;
  return name;
};

export class TicketsService {
  constructor(
    private readonly settings: TicketSettings,
    private readonly mail: MailService,
    private readonly checkout: CheckoutService,
  ) {}

  // ================================================================ reads

  /** A ticket row as the viewer's view (the viewer-dependent fields filled). */
  toView(ctx: RequestContext, row: TicketRow): TicketView {
    const viewer = viewerOf(ctx, row) ?? TicketParty.customer;
    const staff = viewer === TicketParty.staff;
    return Object.assign(new TicketView(), {
      id: row.id,
      number: row.number,
      reason: row.reason as TicketReason,
      subject: row.subject,
      status: Number(row.status) as TicketStatus,
      priority: Number(row.priority) as TicketPriority,
      orderId: row.orderId,
      orderNumber: row.orderNumber != null ? orderNumber(row.orderNumber) : null,
      orderItemId: row.orderItemId,
      productName: row.productName,
      sellerName: row.sellerName,
      customerName:
        viewer === TicketParty.customer ? fullName(row.customerFirst, row.customerLast, row.customerEmail) : shortName(row.customerFirst, row.customerLast),
      customerEmail: staff ? row.customerEmail : null,
      assignee: staff && row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? "" } : null,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      lastMessageAt: row.lastMessageAt,
      unread: row.unread,
      row,
      viewer,
    });
  }

  private async page(ctx: RequestContext, p: Params, where: string[], order: string, skip: number, take: number): Promise<TicketList> {
    const cond = where.join(" AND ") || "TRUE";
    const [{ n }] = await ctx.manager.query(`${FROM_COUNT} WHERE ${cond} AND ${TYPED}`, p.values);
    const rows: TicketRow[] = n > skip ? await ctx.manager.query(`${ROW_SELECT} WHERE ${cond} ORDER BY ${order} LIMIT ${take} OFFSET ${skip}`, p.values) : [];
    return { items: rows.map((r) => this.toView(ctx, r)), totalItems: n };
  }

  private statusFilter(p: Params, where: string[], status: readonly TicketStatus[] | null | undefined) {
    if (status?.length) where.push(`t.status = ANY(${p.add(status.map(Number))}::smallint[])`);
  }

  /** The caller's own tickets, newest activity first. */
  async myTickets(ctx: RequestContext, status: TicketStatus[] | null | undefined, skip: number, take: number): Promise<TicketList> {
    ownerScope(ctx, "tickets:info", "customer");
    const p = new Params(ctx);
    const where = [`t.user_id = $1`];
    this.statusFilter(p, where, status);
    return this.page(ctx, p, where, `t.last_message_at DESC, t.number DESC`, skip, take);
  }

  /** Tickets about the caller's shop's keys (sellers only). */
  async sellerTickets(ctx: RequestContext, status: TicketStatus[] | null | undefined, skip: number, take: number): Promise<TicketList> {
    ownerScope(ctx, "tickets:keys", "seller");
    if (sellerIdOf(ctx) == null) throw new ForbiddenError();
    const p = new Params(ctx);
    const where = [`t.seller_id = $3`];
    this.statusFilter(p, where, status);
    return this.page(ctx, p, where, `t.last_message_at DESC, t.number DESC`, skip, take);
  }

  /** Support's queue (staff only). */
  async queue(ctx: RequestContext, input: TicketQueueInput | null | undefined): Promise<TicketList> {
    this.requireStaff(ctx, "tickets:info");
    const q = input ?? {};
    const p = new Params(ctx);
    const where: string[] = [];
    this.statusFilter(p, where, q.status);
    if (q.priority?.length) where.push(`t.priority = ANY(${p.add(q.priority.map(Number))}::smallint[])`);
    if (q.reason) where.push(`t.reason = ${p.add(q.reason)}`);
    if (q.olderThanHours) where.push(`coalesce(t.last_reply_at, t.created_at) <= now() - make_interval(hours => ${p.add(q.olderThanHours)}::int)`);
    if (q.assignedToMe) where.push(`t.assignee_id = $1`);
    if (q.unassigned) where.push(`t.assignee_id IS NULL`);
    const search = q.search?.trim();
    if (search) {
      const ors = [`lower(u.email) LIKE ${p.add(`%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)}`];
      const ticketNo = /^#?(\d{1,9})$/.exec(search);
      if (ticketNo) ors.push(`t.number = ${p.add(Number(ticketNo[1]))}`);
      const orderNo = /^(?:KM-?)?(\d{1,9})$/i.exec(search);
      if (orderNo) ors.push(`o.number = ${p.add(Number(orderNo[1]))}`);
      where.push(`(${ors.join(" OR ")})`);
    }
    const order = {
      [TicketSort.NEWEST]: `t.created_at DESC, t.number DESC`,
      [TicketSort.OLDEST]: `t.created_at, t.number`,
      [TicketSort.PRIORITY]: `t.priority DESC, t.created_at, t.number`,
      [TicketSort.LAST_ACTIVITY]: `t.last_message_at DESC, t.number DESC`,
    }[q.sort ?? TicketSort.PRIORITY];
    return this.page(ctx, p, where, order, q.skip ?? 0, q.take ?? 20);
  }

  /** One ticket the caller may read; null for unknown or foreign ids. */
  async get(ctx: RequestContext, id: string): Promise<TicketView | null> {
    ownerScope(ctx, "tickets:info", "customer");
    if (!isUuid(id)) return null;
    const p = new Params(ctx);
    const [row]: TicketRow[] = await ctx.manager.query(`${ROW_SELECT} WHERE t.id = ${p.add(id)} AND ${VISIBLE}`, p.values);
    return row ? this.toView(ctx, row) : null;
  }

  private async getOrFail(ctx: RequestContext, id: string): Promise<TicketView> {
    const t = await this.get(ctx, id);
    if (!t) throw new NotFoundError("Ticket");
    return t;
  }

  /** Tickets with something unread for the caller: own, the shop's, and (staff) assigned to them or unassigned and open. */
  async unreadCount(ctx: RequestContext): Promise<number> {
    ownerScope(ctx, "tickets:info", "customer");
    const staffScope = isStaff(ctx)
      ? `OR ((t.assignee_id = $1 OR t.assignee_id IS NULL) AND t.status IN (${TicketStatus.Open}, ${TicketStatus.Pending})
             AND greatest(t.last_customer_at, t.last_seller_at) > coalesce(t.staff_read_at, '-infinity'))`
      : "";
    const [{ n }] = await ctx.manager.query(
      `SELECT count(*)::int AS n FROM tickets t
        WHERE ((t.user_id = $1 AND greatest(t.last_seller_at, t.last_staff_at) > coalesce(t.customer_read_at, '-infinity'))
           OR (t.seller_id = $3 AND t.user_id <> $1 AND greatest(t.last_customer_at, t.last_staff_at) > coalesce(t.seller_read_at, '-infinity'))
           ${staffScope}) AND ${TYPED}`,
      new Params(ctx).values,
    );
    return n;
  }

  /** The keys of a ticket's order line (all states). */
  async keysOf(ctx: RequestContext, t: TicketView): Promise<OrderKeyView[]> {
    if (!t.orderItemId) return [];
    return ctx.loaders.keysByItem.load(t.orderItemId) as Promise<OrderKeyView[]>;
  }

  /** Whether the viewer may replace a key of this ticket now. */
  async canReplaceKey(ctx: RequestContext, t: TicketView): Promise<boolean> {
    if (t.viewer !== TicketParty.staff && t.viewer !== TicketParty.seller) return false;
    if (!REPLACEABLE_REASONS.includes(t.reason) || t.status === TicketStatus.Closed || !t.orderItemId) return false;
    const keys = await this.keysOf(ctx, t);
    return keys.some((k) => REPLACEABLE_STATES.includes(Number(k.state)));
  }

  // ================================================================ writes

  private requireStaff(ctx: RequestContext, permission: "tickets:info" | "tickets:edit"): void {
    ownerScope(ctx, permission, "customer");
    if (!isStaff(ctx)) throw new ForbiddenError();
  }

  /** The ticket locked for a write, with the caller's party; NOT_FOUND when unknown or not the caller's to read. */
  private async lock(tx: RequestContext, id: string): Promise<{ ticket: Ticket; party: TicketParty }> {
    if (!isUuid(id)) throw new NotFoundError("Ticket");
    const [ticket] = await tx.manager.getRepository(Ticket).find({ where: { id }, lock: { mode: "pessimistic_write" } });
    const party = ticket ? viewerOf(tx, ticket) : null;
    if (!ticket || !party) throw new NotFoundError("Ticket");
    return { ticket, party };
  }

  /** Checks attachments a message would use (≤ 3, the caller's own, not yet used) and locks them. */
  private async checkAttachments(tx: RequestContext, ids: readonly string[] | null | undefined): Promise<string[] | TicketAttachmentError> {
    const unique = [...new Set(ids ?? [])];
    if (unique.length > MAX_ATTACHMENTS_PER_MESSAGE)
      return new TicketAttachmentError(null, `At most ${MAX_ATTACHMENTS_PER_MESSAGE} images can be attached to a message`);
    const bad = unique.find((id) => !isUuid(id));
    if (bad) return new TicketAttachmentError(bad);
    if (!unique.length) return [];
    const rows: { id: string }[] = await tx.manager.query(
      `SELECT id FROM ticket_attachments WHERE id = ANY($1::uuid[]) AND uploader_id = $2 AND message_id IS NULL FOR UPDATE`,
      [unique, tx.user!.id],
    );
    const found = new Set(rows.map((r) => r.id));
    const missing = unique.find((id) => !found.has(id));
    return missing ? new TicketAttachmentError(missing) : unique;
  }

  /** Adds a message (and its attachments) and moves the party's last-message and read marks. */
  private async addMessage(
    tx: RequestContext,
    ticketId: string,
    party: TicketParty,
    body: string,
    attachmentIds: readonly string[],
    authorId: string | null,
  ): Promise<void> {
    const [msg]: { id: string; created_at: Date }[] = await tx.manager.query(
      `INSERT INTO ticket_messages (ticket_id, party, author_id, body) VALUES ($1, $2, $3, $4) RETURNING id, created_at`,
      [ticketId, party, authorId, body],
    );
    if (attachmentIds.length)
      await tx.manager.query(`UPDATE ticket_attachments SET ticket_id = $2, message_id = $3 WHERE id = ANY($1::uuid[])`, [attachmentIds, ticketId, msg!.id]);
    const col = { customer: "customer", seller: "seller", staff: "staff", system: "staff" }[party];
    const read = party === TicketParty.system ? "" : `, ${col}_read_at = now()`;
    const reply = party === TicketParty.staff || party === TicketParty.seller ? `, last_reply_at = now()` : "";
    await tx.manager.query(`UPDATE tickets SET last_message_at = now(), last_${col}_at = now()${read}${reply}, updated_at = now() WHERE id = $1`, [ticketId]);
  }

  private async event(
    tx: RequestContext,
    ticketId: string,
    e: {
      kind: string;
      party: TicketParty;
      actorId?: string | null;
      fromStatus?: TicketStatus | null;
      toStatus?: TicketStatus | null;
      fromPriority?: TicketPriority | null;
      toPriority?: TicketPriority | null;
      note?: CodedText<TicketNoteCode> | null;
    },
  ): Promise<void> {
    await tx.manager.query(
      `INSERT INTO ticket_events (ticket_id, kind, party, actor_id, from_status, to_status, from_priority, to_priority, note, note_code, note_params)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        ticketId,
        e.kind,
        e.party,
        e.actorId ?? null,
        e.fromStatus ?? null,
        e.toStatus ?? null,
        e.fromPriority ?? null,
        e.toPriority ?? null,
        e.note?.text ?? null,
        e.note?.code ?? null,
        e.note?.params ? JSON.stringify(e.note.params) : null,
      ],
    );
  }

  /** Moves the status (in the caller's transaction), with its event; resolved_at follows. */
  private async move(tx: RequestContext, t: Ticket, to: TicketStatus, party: TicketParty, actorId: string | null, kind = "status"): Promise<void> {
    await tx.manager.query(
      `UPDATE tickets SET status = $2::smallint, resolved_at = CASE WHEN $2::smallint = ${TicketStatus.Resolved} THEN now() ELSE resolved_at END, updated_at = now() WHERE id = $1`,
      [t.id, to],
    );
    await this.event(tx, t.id, { kind, party, actorId, fromStatus: t.status, toStatus: to });
    t.status = to;
  }

  private async customerOf(tx: RequestContext, userId: string): Promise<{ email: string; name: string; locale: string } | null> {
    const [u] = await tx.manager.query(`SELECT email, name, locale FROM users WHERE id = $1 AND deleted_at IS NULL AND NOT blocked`, [userId]);
    return u ?? null;
  }

  private async sellerContact(tx: RequestContext, sellerId: number): Promise<{ email: string; name: string; locale: string } | null> {
    const [s] = await tx.manager.query(`SELECT s.email, u.name, u.locale FROM seller_profiles s JOIN users u ON u.id = s.user_id WHERE s.id = $1`, [sellerId]);
    return s ?? null;
  }

  private async mailVars(tx: RequestContext, t: Ticket, name: string, path: string): Promise<TicketMailVars> {
    const [line] = t.orderItemId ? await tx.manager.query(`SELECT name FROM order_items WHERE id = $1`, [t.orderItemId]) : [];
    return { name, number: `#${t.number}`, subject: t.subject, product: line?.name ?? "", link: this.mail.link(path) };
  }

  private async mailCustomer(tx: RequestContext, t: Ticket, template: "ticket-reply" | "ticket-key-replaced", mailIds: number[]): Promise<void> {
    const c = await this.customerOf(tx, t.userId);
    if (!c) return;
    const vars = await this.mailVars(tx, t, c.name, `/account/tickets/${t.id}`);
    mailIds.push(await this.mail.enqueue(tx, { template, to: c.email, locale: c.locale, vars }));
  }

  private async mailSeller(tx: RequestContext, t: Ticket, template: "ticket-seller-opened" | "ticket-seller-reply", mailIds: number[]): Promise<void> {
    if (t.sellerId == null) return;
    const s = await this.sellerContact(tx, t.sellerId);
    if (!s) return;
    const vars = await this.mailVars(tx, t, s.name, `/seller/tickets/${t.id}`);
    mailIds.push(await this.mail.enqueue(tx, { template, to: s.email, locale: s.locale, vars }));
  }

  /** Opens a ticket (about an own order line, or general). */
  async open(ctx: RequestContext, input: OpenTicketInput): Promise<TicketView | TicketAttachmentError | TicketLimitError> {
    ownerScope(ctx, "tickets:new", "customer");
    const me = ctx.user!.id;
    let line: { orderId: string; sellerId: number } | null = null;
    if (input.orderItemId) {
      if (!isUuid(input.orderItemId)) throw new NotFoundError("Order line");
      const [row] = await ctx.manager.query(
        `SELECT i.order_id AS "orderId", i.seller_id AS "sellerId" FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = $1 AND o.user_id = $2`,
        [input.orderItemId, me],
      );
      if (!row) throw new NotFoundError("Order line");
      line = row;
    }
    const mailIds: number[] = [];
    const result = await withTransaction(ctx, async (tx) => {
      // One customer's tickets are opened one at a time, so the limit holds under concurrent calls.
      await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('tickets:' || $1::text))`, [me]);
      const [{ n }] = await tx.manager.query(
        `SELECT count(*)::int AS n FROM tickets WHERE user_id = $1 AND status IN (${TicketStatus.Open}, ${TicketStatus.Pending})`,
        [me],
      );
      if (n >= MAX_OPEN_TICKETS) return new TicketLimitError(MAX_OPEN_TICKETS);
      const attachments = await this.checkAttachments(tx, input.attachmentIds);
      if (attachments instanceof TicketAttachmentError) return attachments;
      const [created]: { id: string }[] = await tx.manager.query(
        `INSERT INTO tickets (user_id, order_id, order_item_id, seller_id, reason, subject, customer_read_at) VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
        [me, line?.orderId ?? null, input.orderItemId ?? null, line?.sellerId ?? null, input.reason, input.subject.trim()],
      );
      const id = created!.id;
      await this.addMessage(tx, id, TicketParty.customer, input.body.trim(), attachments, me);
      await this.event(tx, id, { kind: "opened", party: TicketParty.customer, actorId: me, toStatus: TicketStatus.Open });
      const ticket = await tx.manager.getRepository(Ticket).findOneByOrFail({ id });
      await this.mailSeller(tx, ticket, "ticket-seller-opened", mailIds);
      return id;
    });
    if (typeof result !== "string") return result;
    await this.mail.deliver(...mailIds);
    return this.getOrFail(ctx, result);
  }

  /**
   * Opens a ticket for support as the System (in the caller's transaction), on behalf of the
   * customer of an order line: e.g. a paid line whose keys could not be sourced. At most one open
   * ticket per line and reason: a second call answers the first one's id. High priority; the
   * seller of the line is not mailed (support acts first).
   */
  async openSystemTicket(
    tx: RequestContext,
    input: { orderItemId: string; reason: TicketReason; subject: string; body: string; priority?: TicketPriority },
  ): Promise<string> {
    const [line] = await tx.manager.query(
      `SELECT i.order_id AS "orderId", i.seller_id AS "sellerId", o.user_id AS "userId" FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = $1`,
      [input.orderItemId],
    );
    if (!line) throw new NotFoundError("Order line");
    await tx.manager.query(`SELECT pg_advisory_xact_lock(hashtext('tickets:' || $1::text))`, [line.userId]);
    const [open] = await tx.manager.query(
      `SELECT id FROM tickets WHERE order_item_id = $1 AND reason = $2 AND status IN (${TicketStatus.Open}, ${TicketStatus.Pending})`,
      [input.orderItemId, input.reason],
    );
    if (open) return open.id as string;
    const [created]: { id: string }[] = await tx.manager.query(
      `INSERT INTO tickets (user_id, order_id, order_item_id, seller_id, reason, subject, priority) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [line.userId, line.orderId, input.orderItemId, line.sellerId, input.reason, input.subject.slice(0, 120), input.priority ?? TicketPriority.High],
    );
    await this.addMessage(tx, created!.id, TicketParty.system, input.body.slice(0, 5000), [], null);
    await this.event(tx, created!.id, { kind: "opened", party: TicketParty.system, toStatus: TicketStatus.Open });
    return created!.id;
  }

  /** A message on a ticket; moves Open → Pending (staff, seller) or Pending/Resolved → Open (customer). */
  async reply(ctx: RequestContext, input: ReplyToTicketInput): Promise<TicketView | TicketClosedError | TicketAttachmentError> {
    ownerScope(ctx, "tickets:edit", "customer");
    const mailIds: number[] = [];
    const result = await withTransaction(ctx, async (tx) => {
      const { ticket, party } = await this.lock(tx, input.ticketId);
      if (ticket.status === TicketStatus.Closed) return new TicketClosedError();
      const attachments = await this.checkAttachments(tx, input.attachmentIds);
      if (attachments instanceof TicketAttachmentError) return attachments;
      await this.addMessage(tx, ticket.id, party, input.body.trim(), attachments, ctx.user!.id);
      if (party === TicketParty.customer) {
        if (ticket.status === TicketStatus.Pending || ticket.status === TicketStatus.Resolved)
          await this.move(tx, ticket, TicketStatus.Open, TicketParty.customer, ctx.user!.id);
        await this.mailSeller(tx, ticket, "ticket-seller-reply", mailIds);
      } else {
        if (ticket.status === TicketStatus.Open) await this.move(tx, ticket, TicketStatus.Pending, party, ctx.user!.id);
        await this.mailCustomer(tx, ticket, "ticket-reply", mailIds);
      }
      return null;
    });
    if (result) return result;
    await this.mail.deliver(...mailIds);
    return this.getOrFail(ctx, input.ticketId);
  }

  /** Moves a ticket along an edge the caller may take. */
  async setStatus(ctx: RequestContext, ticketId: string, to: TicketStatus): Promise<TicketView | TicketTransitionError> {
    ownerScope(ctx, "tickets:edit", "customer");
    const result = await withTransaction(ctx, async (tx) => {
      const { ticket, party } = await this.lock(tx, ticketId);
      const from = ticket.status;
      if (!allowedStatuses(party, from).includes(to)) return new TicketTransitionError(from, to);
      await this.move(tx, ticket, to, party, ctx.user!.id);
      if (party === TicketParty.staff)
        await recordAudit(tx, {
          action: "ticket.status",
          targetType: "ticket",
          targetId: ticket.id,
          summary: `Ticket #${ticket.number}: ${TicketStatus[from]} → ${TicketStatus[to]}`,
          before: { number: ticket.number, status: TicketStatus[from] },
          after: { number: ticket.number, status: TicketStatus[to] },
        });
      return null;
    });
    return result ?? this.getOrFail(ctx, ticketId);
  }

  /** Staff: sets the priority. */
  async setPriority(ctx: RequestContext, ticketId: string, priority: TicketPriority): Promise<TicketView> {
    this.requireStaff(ctx, "tickets:edit");
    await withTransaction(ctx, async (tx) => {
      const { ticket } = await this.lock(tx, ticketId);
      const from = Number(ticket.priority) as TicketPriority;
      if (from === priority) return;
      await tx.manager.query(`UPDATE tickets SET priority = $2, updated_at = now() WHERE id = $1`, [ticket.id, priority]);
      await this.event(tx, ticket.id, { kind: "priority", party: TicketParty.staff, actorId: ctx.user!.id, fromPriority: from, toPriority: priority });
      await recordAudit(tx, {
        action: "ticket.priority",
        targetType: "ticket",
        targetId: ticket.id,
        summary: `Ticket #${ticket.number}: priority ${TicketPriority[from]} → ${TicketPriority[priority]}`,
        before: { number: ticket.number, priority: TicketPriority[from] },
        after: { number: ticket.number, priority: TicketPriority[priority] },
      });
    });
    return this.getOrFail(ctx, ticketId);
  }

  /** Staff: takes the ticket, or leaves it unassigned. */
  async assign(ctx: RequestContext, ticketId: string, assignToMe: boolean): Promise<TicketView> {
    this.requireStaff(ctx, "tickets:edit");
    await withTransaction(ctx, async (tx) => {
      const { ticket } = await this.lock(tx, ticketId);
      const to = assignToMe ? ctx.user!.id : null;
      if (ticket.assigneeId === to) return;
      await tx.manager.query(`UPDATE tickets SET assignee_id = $2, updated_at = now() WHERE id = $1`, [ticket.id, to]);
      await this.event(tx, ticket.id, { kind: to ? "assigned" : "unassigned", party: TicketParty.staff, actorId: ctx.user!.id });
      await recordAudit(tx, {
        action: to ? "ticket.assign" : "ticket.unassign",
        targetType: "ticket",
        targetId: ticket.id,
        summary: `Ticket #${ticket.number}: ${to ? `assigned to ${ctx.user!.email}` : "unassigned"}`,
        before: { number: ticket.number, assigneeId: ticket.assigneeId },
        after: { number: ticket.number, assigneeId: to },
      });
    });
    return this.getOrFail(ctx, ticketId);
  }

  /** Marks the ticket read for the caller's party. */
  async markRead(ctx: RequestContext, ticketId: string): Promise<TicketView> {
    const t = await this.getOrFail(ctx, ticketId);
    const col = { customer: "customer", seller: "seller", staff: "staff", system: "staff" }[t.viewer];
    await ctx.manager.query(`UPDATE tickets SET ${col}_read_at = now() WHERE id = $1`, [t.id]);
    return this.getOrFail(ctx, ticketId);
  }

  // ================================================================ attachments

  /** The largest attachment upload in bytes (TICKET_ATTACHMENT_MAX_BYTES). */
  get attachmentMaxBytes(): number {
    return this.settings.attachmentMaxBytes;
  }

  /**
   * Stores an uploaded image for the caller's next message: declared (`contentType`, the request's
   * Content-Type) as a JPEG or PNG image, at most `attachmentMaxBytes`, and one by its content.
   */
  async upload(
    ctx: RequestContext,
    file: { bytes: Buffer; contentType: string | undefined; fileName: string | undefined },
  ): Promise<TicketAttachmentView | TicketAttachmentError | TicketAttachmentTooLargeError> {
    ownerScope(ctx, "tickets:new", "customer");
    const declared = (file.contentType ?? "").split(";")[0]!.trim().toLowerCase();
    if (!ATTACHMENT_TYPES.includes(declared)) return new TicketAttachmentError(null, "Send the image with Content-Type image/jpeg or image/png");
    const declaredType = declared === "image/jpg" ? "image/jpeg" : declared;
    const { bytes, fileName } = file;
    if (bytes.length > this.settings.attachmentMaxBytes) return new TicketAttachmentTooLargeError(this.settings.attachmentMaxBytes);
    if (!bytes.length) return new TicketAttachmentError(null, "The upload is empty: send a JPEG or PNG image");
    let format: string | undefined;
    try {
      format = (await sharp(bytes, { limitInputPixels: 40_000_000 }).metadata()).format;
    } catch {
      format = undefined;
    }
    const contentType = format === "jpeg" ? "image/jpeg" : format === "png" ? "image/png" : null;
    if (!contentType || (declaredType && declaredType !== contentType && !(declaredType === "image/jpg" && format === "jpeg")))
      return new TicketAttachmentError(null, "The file is not a JPEG or PNG image");
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM ticket_attachments WHERE uploader_id = $1 AND message_id IS NULL`, [ctx.user!.id]);
    if (n >= MAX_UNUSED_ATTACHMENTS)
      return new TicketAttachmentError(null, `You have ${n} images not attached to any message yet: send them with a message first`);
    const name = sanitiseFileName(fileName, format === "jpeg" ? "jpg" : "png");
    const [row]: { id: string }[] = await ctx.manager.query(
      `INSERT INTO ticket_attachments (uploader_id, file_name, content_type, size, data) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [ctx.user!.id, name, contentType, bytes.length, bytes],
    );
    return { id: row!.id, fileName: name, contentType, size: bytes.length, url: `/api/tickets/attachments/${row!.id}` };
  }

  /** An attachment's bytes for someone who may read its ticket (or who uploaded it, unattached); null otherwise. */
  async attachment(ctx: RequestContext, id: string): Promise<{ data: Buffer; contentType: string; fileName: string } | null> {
    ownerScope(ctx, "tickets:info", "customer");
    if (!isUuid(id)) return null;
    const [a]: {
      data: Buffer;
      contentType: string;
      fileName: string;
      uploaderId: string;
      messageId: string | null;
      userId: string | null;
      sellerId: number | null;
    }[] = await ctx.manager.query(
      `SELECT a.data, a.content_type AS "contentType", a.file_name AS "fileName", a.uploader_id AS "uploaderId", a.message_id AS "messageId",
                t.user_id AS "userId", t.seller_id AS "sellerId"
           FROM ticket_attachments a LEFT JOIN tickets t ON t.id = a.ticket_id WHERE a.id = $1`,
      [id],
    );
    if (!a) return null;
    if (a.messageId == null) return a.uploaderId === ctx.user!.id ? a : null;
    return a.userId && viewerOf(ctx, { userId: a.userId, sellerId: a.sellerId }) ? a : null;
  }

  // ================================================================ replacement

  /** Replaces a key of the ticket's order line (see the file's comment). */
  async replaceKey(ctx: RequestContext, ticketId: string, keyId: string): Promise<ReplaceOutcome> {
    ownerScope(ctx, "tickets:keys", "customer");
    const mailIds: number[] = [];
    type Taken =
      | { kind: "refused"; error: KeyNotReplaceableError }
      | { kind: "replaced"; newKey: OrderKeyView }
      | { kind: "no-stock"; orderId: string; orderItemId: string; keyId: string; oldState: KeyState; ticket: Ticket };
    const taken: Taken = await withTransaction(ctx, async (tx) => {
      const { ticket, party } = await this.lock(tx, ticketId);
      if (party !== TicketParty.staff && party !== TicketParty.seller) throw new ForbiddenError();
      if (!REPLACEABLE_REASONS.includes(ticket.reason))
        return { kind: "refused", error: new KeyNotReplaceableError("Only a ticket about a key that does not work or is for the wrong region can replace it") };
      if (ticket.status === TicketStatus.Closed) return { kind: "refused", error: new KeyNotReplaceableError("The ticket is closed") };
      if (!ticket.orderItemId || !isUuid(keyId)) return { kind: "refused", error: new KeyNotReplaceableError("The key is not one of the ticket's order line") };
      // The key row, locked: a second replacement of the same key waits here, then sees it Changed.
      const [key]: { id: string; state: number; offer_id: number }[] = await tx.manager.query(
        `SELECT id, state, offer_id FROM product_keys WHERE id = $1 AND order_item_id = $2 FOR UPDATE`,
        [keyId, ticket.orderItemId],
      );
      if (!key) return { kind: "refused", error: new KeyNotReplaceableError("The key is not one of the ticket's order line") };
      if (!REPLACEABLE_STATES.includes(Number(key.state)))
        return { kind: "refused", error: new KeyNotReplaceableError("Only a delivered, revealed or replacement key can be replaced") };
      const [item]: { order_id: string; status: number; refunded: boolean }[] = await tx.manager.query(
        `SELECT i.order_id, o.status,
                EXISTS (SELECT 1 FROM payout_lines r WHERE r.key_id = $2 AND r.order_item_id = i.id AND r.kind = 'reversal') AS refunded
           FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.id = $1`,
        [ticket.orderItemId, key.id],
      );
      // A refunded key (or a key of an order refunded or cancelled) is not the customer's any more.
      if (!item || item.refunded || !KEYS_HELD.includes(Number(item.status)))
        return { kind: "refused", error: new KeyNotReplaceableError("The key was refunded: it cannot be replaced") };
      await tx.manager.query(`UPDATE product_keys SET state = ${KeyState.Changed}, updated_at = now() WHERE id = $1`, [key.id]);
      const fresh = returnedRows<{ id: string; state: number; contentType: string; deliveredAt: Date; revealedAt: Date | null }>(
        await tx.manager.query(
          `UPDATE product_keys k SET state = ${KeyState.Replaced}, order_item_id = $2, reserved_at = now(), delivered_at = now(), updated_at = now()
            WHERE k.id IN (SELECT id FROM product_keys WHERE offer_id = $1 AND state = ${KeyState.Available}
                             AND EXISTS (SELECT 1 FROM offers o WHERE o.id = $1 AND o.seller_state = ${EnabledState.Enabled})
                           ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
              AND k.state = ${KeyState.Available}
            RETURNING k.id, k.state, k.content_type AS "contentType", k.delivered_at AS "deliveredAt", k.revealed_at AS "revealedAt"`,
          [key.offer_id, ticket.orderItemId],
        ),
      );
      const newKey = fresh[0];
      if (!newKey) return { kind: "no-stock", orderId: item!.order_id, orderItemId: ticket.orderItemId, keyId: key.id, oldState: Number(key.state), ticket };
      // The ledger: the old key's sale reversed, the new key's booked at the same amounts.
      await tx.services.payouts.reverse(tx, ticket.orderItemId, [key.id]);
      await tx.manager.query(
        `INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state)
         SELECT seller_id, order_id, order_item_id, $3, 'sale', currency, gross, commission, net, 0
           FROM payout_lines WHERE order_item_id = $1 AND key_id = $2 AND kind = 'sale'
         ON CONFLICT DO NOTHING`,
        [ticket.orderItemId, key.id, newKey.id],
      );
      const note = ticketNote("KeyReplaced", { key: key.id.slice(0, 4) });
      await this.event(tx, ticket.id, { kind: "replaced", party, actorId: ctx.user!.id, note });
      // Written in the order's language: the customer reads it as it is.
      const [{ locale } = { locale: "en" }] = await tx.manager.query(`SELECT locale FROM orders WHERE id = $1`, [item!.order_id]);
      await this.addMessage(
        tx,
        ticket.id,
        TicketParty.system,
        locale === "it"
          ? "La tua chiave è stata sostituita con una nuova: mostrala nella pagina del tuo ordine."
          : "Your key was replaced with a new one: reveal it on your order's page.",
        [],
        null,
      );
      await recordEvent(tx, item!.order_id, {
        actor: party === TicketParty.staff ? "Admin" : "System",
        actorUserId: ctx.user!.id,
        type: "key.replaced",
        details: { ticket: ticket.number, orderItemId: ticket.orderItemId, oldKeyId: key.id, newKeyId: newKey.id },
      });
      if (party === TicketParty.staff)
        await recordAudit(tx, {
          action: "ticket.replace_key",
          targetType: "ticket",
          targetId: ticket.id,
          summary: `Ticket #${ticket.number}: key ${key.id} replaced by ${newKey.id}`,
          before: { number: ticket.number, keyId: key.id, state: KeyState[Number(key.state)] },
          after: { number: ticket.number, keyId: key.id, state: "Changed", newKeyId: newKey.id },
        });
      await this.mailCustomer(tx, ticket, "ticket-key-replaced", mailIds);
      return {
        kind: "replaced",
        newKey: { id: newKey.id, state: KeyState.Replaced, contentType: newKey.contentType, deliveredAt: newKey.deliveredAt, revealedAt: null } as OrderKeyView,
      };
    });
    if (taken.kind === "refused") return taken.error;
    if (taken.kind === "replaced") {
      await this.mail.deliver(...mailIds);
      ctx.loaders.keysByItem.clearAll();
      return Object.assign(new KeyReplaced(), { ticket: await this.getOrFail(ctx, ticketId), newKey: taken.newKey });
    }
    return this.refundForNoStock(ctx, taken);
  }

  /** No spare key: the old key (already Changed) is refunded through the checkout's partial refund. */
  private async refundForNoStock(
    ctx: RequestContext,
    taken: { orderId: string; orderItemId: string; keyId: string; oldState: KeyState; ticket: Ticket },
  ): Promise<KeyRefundedForNoStock | KeyNotReplaceableError> {
    const { ticket } = taken;
    const party = viewerOf(ctx, ticket)!;
    const mailIds: number[] = [];
    // The refund acts as the system (staff and sellers hold no refund permission of their own); the audit names the caller.
    const system: RequestContext = { ...ctx, user: null, role: Role.guest };
    let refunded = 0;
    let currency = CurrencyCode.EUR;
    try {
      await this.checkout.refund(
        system,
        taken.orderId,
        [{ orderItemId: taken.orderItemId, quantity: 1 }],
        `Ticket #${ticket.number}: key not replaceable, no stock`,
        {
          keyIds: [taken.keyId],
          inTx: async (tx, amount) => {
            refunded = amount;
            const [o] = await tx.manager.query(`SELECT currency, locale FROM orders WHERE id = $1`, [taken.orderId]);
            currency = o.currency;
            const note = ticketNote("RefundedNoStock", { amount, currency: String(o.currency).toUpperCase() });
            const who: RequestContext = { ...tx, user: ctx.user, role: ctx.role };
            await this.event(tx, ticket.id, { kind: "refunded", party, actorId: ctx.user!.id, note });
            await this.addMessage(
              tx,
              ticket.id,
              TicketParty.system,
              `No replacement key was in stock, so this key was refunded: ${formatMoney(amount, o.currency, Locale.en)}.`,
              [],
              null,
            );
            if (party === TicketParty.staff)
              await recordAudit(who, {
                action: "ticket.refund_key",
                targetType: "ticket",
                targetId: ticket.id,
                summary: `Ticket #${ticket.number}: no stock, key ${taken.keyId} refunded (${formatMoney(amount, o.currency, Locale.en)})`,
                before: { number: ticket.number, keyId: taken.keyId, state: KeyState[taken.oldState] },
                after: { number: ticket.number, keyId: taken.keyId, state: "Changed", refunded: amount / 100, currency: o.currency },
              });
            const c = await this.customerOf(tx, ticket.userId);
            if (c) {
              const vars = await this.mailVars(tx, ticket, c.name, `/account/tickets/${ticket.id}`);
              mailIds.push(
                await this.mail.enqueue(tx, {
                  template: "ticket-key-refunded",
                  to: c.email,
                  locale: c.locale,
                  vars: { ...vars, amount: formatMoney(amount, o.currency, c.locale) },
                }),
              );
            }
          },
        },
      );
    } catch (e) {
      // The refund did not happen: the key goes back to what it was.
      await ctx.manager.query(`UPDATE product_keys SET state = $2, updated_at = now() WHERE id = $1 AND state = ${KeyState.Changed}`, [
        taken.keyId,
        taken.oldState,
      ]);
      if (e instanceof IllegalOperationError) return new KeyNotReplaceableError(`No replacement key is in stock and the key cannot be refunded: ${e.message}`);
      throw e;
    }
    await this.mail.deliver(...mailIds);
    ctx.loaders.keysByItem.clearAll();
    return Object.assign(new KeyRefundedForNoStock(), { ticket: await this.getOrFail(ctx, ticket.id), refunded: money(refunded, currency) });
  }

  // ================================================================ jobs

  /** Open/Pending tickets without a staff or seller reply for the period go one priority up (once per period). */
  async escalate(ctx: RequestContext): Promise<number> {
    return withTransaction(ctx, async (tx) => {
      const rows = returnedRows<{ id: string; fromPriority: number; toPriority: number }>(
        await tx.manager.query(
          `WITH due AS (SELECT id, priority FROM tickets
                         WHERE status IN (${TicketStatus.Open}, ${TicketStatus.Pending}) AND priority < ${TicketPriority.Urgent}
                           AND greatest(created_at, last_reply_at, escalated_at) <= now() - make_interval(hours => $1::int)
                         ORDER BY created_at LIMIT 1000 FOR UPDATE SKIP LOCKED)
           UPDATE tickets t SET priority = t.priority + 1, escalated_at = now(), updated_at = now() FROM due WHERE t.id = due.id
           RETURNING t.id, due.priority AS "fromPriority", t.priority AS "toPriority"`,
          [this.settings.escalateAfterHours],
        ),
      );
      const note = ticketNote("EscalatedNoReply", { hours: this.settings.escalateAfterHours });
      if (rows.length)
        await tx.manager.query(
          `INSERT INTO ticket_events (ticket_id, kind, party, from_priority, to_priority, note, note_code, note_params)
           SELECT id, 'escalated', 'system', f, t, $4, $5, $6 FROM unnest($1::uuid[], $2::smallint[], $3::smallint[]) AS x(id, f, t)`,
          [rows.map((r) => r.id), rows.map((r) => r.fromPriority), rows.map((r) => r.toPriority), note.text, note.code, JSON.stringify(note.params)],
        );
      return rows.length;
    });
  }

  /** Resolved tickets without a customer reply for 7 days are closed (and images uploaded but never used for a day are removed). */
  async autoClose(ctx: RequestContext): Promise<number> {
    await ctx.manager.query(`DELETE FROM ticket_attachments WHERE message_id IS NULL AND created_at < now() - interval '1 day'`);
    return withTransaction(ctx, async (tx) => {
      const rows = returnedRows<{ id: string }>(
        await tx.manager.query(
          `UPDATE tickets SET status = ${TicketStatus.Closed}, updated_at = now()
            WHERE id IN (SELECT id FROM tickets WHERE status = ${TicketStatus.Resolved}
                           AND coalesce(resolved_at, updated_at) <= now() - interval '${AUTO_CLOSE_DAYS} days'
                         LIMIT 1000 FOR UPDATE SKIP LOCKED)
              AND status = ${TicketStatus.Resolved}
            RETURNING id`,
        ),
      );
      const note = ticketNote("AutoClosedNoReply", { days: AUTO_CLOSE_DAYS });
      if (rows.length)
        await tx.manager.query(
          `INSERT INTO ticket_events (ticket_id, kind, party, from_status, to_status, note, note_code, note_params)
           SELECT id, 'auto_closed', 'system', ${TicketStatus.Resolved}, ${TicketStatus.Closed}, $2, $3, $4 FROM unnest($1::uuid[]) AS x(id)`,
          [rows.map((r) => r.id), note.text, note.code, JSON.stringify(note.params)],
        );
      return rows.length;
    });
  }
}
