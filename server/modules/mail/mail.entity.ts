import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export enum MailStatus {
  pending = "pending",
  sending = "sending",
  sent = "sent",
  failed = "failed",
}

/**
 * Every mail the shop sends. Without SMTP_URL this table is the outbox the demo reads at
 * /dev/mailbox; with SMTP it records delivery, and failed sends stay here to be retried.
 */
@Entity("mails")
@Check("chk_mails_status", `"status" IN ('pending', 'sending', 'sent', 'failed')`)
@Index("idx_mails_status", ["status", "nextAttemptAt"])
export class Mail {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("text")
  to: string;

  /** Where answers go when not to MAIL_FROM (the contact form: the customer who wrote). */
  @Column("text", { nullable: true })
  replyTo: string | null;

  @Column("text")
  subject: string;

  @Column("text")
  text: string;

  @Column("text")
  html: string;

  /** Template name (./templates.ts): verify-email, reset-password, order-confirmation, contact-message … */
  @Column("text")
  template: string;

  @Column("text")
  locale: string;

  @Column("text", { default: MailStatus.pending })
  status: MailStatus;

  /** "outbox" (kept here) or "smtp". */
  @Column("text", { nullable: true })
  transport: string | null;

  @Column("integer", { default: 0 })
  attempts: number;

  @Column("text", { nullable: true })
  lastError: string | null;

  @Column("timestamptz", { default: () => "now()" })
  nextAttemptAt: Date;

  @Column("timestamptz", { nullable: true })
  sentAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
