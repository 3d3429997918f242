import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { TicketPriority, TicketStatus } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { Order, OrderItem } from "../orders/order.entities.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";

/** Why a customer opened a ticket. */
export type TicketReasonValue = "key_not_working" | "wrong_region" | "not_received" | "other";
/** Who wrote or acted: the customer, the seller of the line's keys, staff (support, admins), the system (jobs). */
export type TicketPartyValue = "customer" | "seller" | "staff" | "system";

/**
 * A support ticket of a customer: about one order line (its seller may read and answer it) or
 * general. Its status moves only along the edges of tickets.rules.ts, each recorded in
 * `ticket_events`. Unread state is per party: the last message time of each party against each
 * party's last read time (staff share one read mark).
 */
@Entity("tickets")
@Check("chk_tickets_status", `"status" BETWEEN 2 AND 5`)
@Check("chk_tickets_priority", `"priority" BETWEEN 1 AND 4`)
@Check("chk_tickets_reason", `"reason" IN ('key_not_working', 'wrong_region', 'not_received', 'other')`)
@Index("idx_tickets_user", ["userId", "lastMessageAt"])
@Index("idx_tickets_seller", ["sellerId", "lastMessageAt"])
@Index("idx_tickets_queue", ["status", "priority", "createdAt"])
@Index("idx_tickets_assignee", ["assigneeId", "status"])
@Index("idx_tickets_order_item", ["orderItemId"])
export class Ticket {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** Shown to people as #1042. */
  @Column({ type: "integer", generated: "increment", unique: true })
  number: number;

  /** The customer who opened it. */
  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("uuid", { nullable: true })
  orderId: string | null;

  @ManyToOne(() => Order, { onDelete: "SET NULL" })
  @JoinColumn({ name: "order_id" })
  order?: Relation<Order>;

  @Column("uuid", { nullable: true })
  orderItemId: string | null;

  @ManyToOne(() => OrderItem, { onDelete: "SET NULL" })
  @JoinColumn({ name: "order_item_id" })
  orderItem?: Relation<OrderItem>;

  /** The shop that sold the order line's keys (it reads and answers the ticket). */
  @Column("integer", { nullable: true })
  sellerId: number | null;

  @ManyToOne(() => SellerProfile, { onDelete: "SET NULL" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  @Column("text")
  reason: TicketReasonValue;

  @Column("text")
  subject: string;

  @Column("smallint", { default: TicketStatus.Open })
  status: TicketStatus;

  @Column("smallint", { default: TicketPriority.Medium })
  priority: TicketPriority;

  /** The support operator or admin working on it. */
  @Column("uuid", { nullable: true })
  assigneeId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "assignee_id" })
  assignee?: Relation<User>;

  /** The last message of any party. */
  @Column("timestamptz", { default: () => "now()" })
  lastMessageAt: Date;

  /** The last message of each party (system messages count as staff's). */
  @Column("timestamptz", { nullable: true })
  lastCustomerAt: Date | null;

  @Column("timestamptz", { nullable: true })
  lastSellerAt: Date | null;

  @Column("timestamptz", { nullable: true })
  lastStaffAt: Date | null;

  /** The last reply of a person on the shop's side (staff or seller): the escalation clock. */
  @Column("timestamptz", { nullable: true })
  lastReplyAt: Date | null;

  /** When each party last read the ticket (staff share one mark). */
  @Column("timestamptz", { nullable: true })
  customerReadAt: Date | null;

  @Column("timestamptz", { nullable: true })
  sellerReadAt: Date | null;

  @Column("timestamptz", { nullable: true })
  staffReadAt: Date | null;

  /** The last escalation (one priority up), at most once per TICKET_ESCALATE_AFTER_HOURS. */
  @Column("timestamptz", { nullable: true })
  escalatedAt: Date | null;

  /** When it last became Resolved (the auto-close clock). */
  @Column("timestamptz", { nullable: true })
  resolvedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** One message of a ticket, oldest first. */
@Entity("ticket_messages")
@Check("chk_ticket_messages_party", `"party" IN ('customer', 'seller', 'staff', 'system')`)
@Index("idx_ticket_messages_ticket", ["ticketId", "id"])
export class TicketMessage {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("uuid")
  ticketId: string;

  @ManyToOne(() => Ticket, { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_id" })
  ticket?: Relation<Ticket>;

  @Column("text")
  party: TicketPartyValue;

  /** Who wrote it (null for the system, or once the account is gone). */
  @Column("uuid", { nullable: true })
  authorId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "author_id" })
  author?: Relation<User>;

  @Column("text")
  body: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/**
 * An image a user uploaded for a ticket message: unattached (`messageId` null) until a message
 * uses it, then served to whoever may read the ticket.
 */
@Entity("ticket_attachments")
@Check("chk_ticket_attachments_type", `"content_type" IN ('image/jpeg', 'image/png')`)
@Index("idx_ticket_attachments_message", ["messageId"])
@Index("idx_ticket_attachments_uploader", ["uploaderId", "createdAt"])
export class TicketAttachment {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Column("uuid")
  uploaderId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "uploader_id" })
  uploader?: Relation<User>;

  @Column("uuid", { nullable: true })
  ticketId: string | null;

  @ManyToOne(() => Ticket, { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_id" })
  ticket?: Relation<Ticket>;

  @Column("bigint", { nullable: true })
  messageId: string | null;

  @ManyToOne(() => TicketMessage, { onDelete: "CASCADE" })
  @JoinColumn({ name: "message_id" })
  message?: Relation<TicketMessage>;

  @Column("text")
  fileName: string;

  @Column("text")
  contentType: string;

  @Column("integer")
  size: number;

  @Column("bytea")
  data: Buffer;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}

/** The timeline of a ticket: opened, status and priority changes, assignment, escalation, replacements, with the actor. */
@Entity("ticket_events")
@Check("chk_ticket_events_party", `"party" IN ('customer', 'seller', 'staff', 'system')`)
@Index("idx_ticket_events_ticket", ["ticketId", "id"])
export class TicketEvent {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("uuid")
  ticketId: string;

  @ManyToOne(() => Ticket, { onDelete: "CASCADE" })
  @JoinColumn({ name: "ticket_id" })
  ticket?: Relation<Ticket>;

  /** opened | status | priority | assigned | unassigned | escalated | replaced | refunded | auto_closed */
  @Column("text")
  kind: string;

  @Column("text")
  party: TicketPartyValue;

  @Column("uuid", { nullable: true })
  actorId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL" })
  @JoinColumn({ name: "actor_id" })
  actor?: Relation<User>;

  @Column("smallint", { nullable: true })
  fromStatus: TicketStatus | null;

  @Column("smallint", { nullable: true })
  toStatus: TicketStatus | null;

  @Column("smallint", { nullable: true })
  fromPriority: TicketPriority | null;

  @Column("smallint", { nullable: true })
  toPriority: TicketPriority | null;

  @Column("text", { nullable: true })
  note: string | null;

  /** What the note says as a code (ticket-notes.ts), `note` being its English text; null on rows from before the codes. */
  @Column("text", { nullable: true })
  noteCode: string | null;

  @Column("jsonb", { nullable: true })
  noteParams: Record<string, unknown> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
