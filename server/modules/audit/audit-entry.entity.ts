import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

/**
 * One write made in the admin area: who (the user, their role then, the address), what (an
 * action name such as `product.update`, and the row it touched), and the row's state before
 * and after, as the operator saw it (never a secret: no key values, tokens or passwords).
 * Written in the same transaction as the write itself, so a write without its entry cannot
 * exist; never updated or deleted by the application.
 */
@Entity("audit_log")
@Index("IDX_audit_log_created", ["createdAt", "id"])
@Index("IDX_audit_log_target", ["targetType", "targetId", "createdAt"])
@Index("IDX_audit_log_actor", ["actorUserId", "createdAt"])
export class AuditEntry {
  @PrimaryGeneratedColumn("increment", { type: "bigint", primaryKeyConstraintName: "PK_audit_log" })
  id: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** The user who acted; null for the system (jobs). Kept when the user is deleted. */
  @Column("uuid", { nullable: true })
  actorUserId: string | null;

  /** The actor's email and role at the time (the user may change or go later). */
  @Column("text", { default: "" })
  actorEmail: string;

  @Column("text")
  actorRole: string;

  @Column("text", { default: "" })
  ip: string;

  @Column("text", { default: "" })
  requestId: string;

  /** What was done: `resource.verb`, e.g. `category.update`, `order.refund`, `coupon.create`. */
  @Column("text")
  action: string;

  /** The kind of row touched (`category`, `product`, `order`, `coupon`, `seller`, `user`, …) and its id. */
  @Column("text")
  targetType: string;

  @Column("text", { nullable: true })
  targetId: string | null;

  /** A short human summary for the list ("Refund 12,50 EUR", "Renamed to …"). */
  @Column("text", { default: "" })
  summary: string;

  @Column("jsonb", { nullable: true })
  before: Record<string, unknown> | null;

  @Column("jsonb", { nullable: true })
  after: Record<string, unknown> | null;
}
