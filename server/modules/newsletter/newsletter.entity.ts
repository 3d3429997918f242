import { Column, CreateDateColumn, Entity, PrimaryColumn, UpdateDateColumn } from "typeorm";

/** A newsletter contact as last synced (Brevo when configured, otherwise kept here only). */
@Entity("newsletter_subscriptions")
export class NewsletterSubscription {
  /** Lower-cased email. */
  @PrimaryColumn("text")
  email: string;

  @Column("uuid", { nullable: true })
  userId: string | null;

  /** "brevo" or "local". */
  @Column("text")
  provider: string;

  /** The provider's contact id, when it gives one. */
  @Column("text", { nullable: true })
  externalId: string | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}
