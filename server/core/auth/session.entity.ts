import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";

/**
 * A signed-in browser or integrator. The token itself (256 random bits) is only ever in the
 * client's cookie or Authorization header; the row keeps its SHA-256.
 */
@Entity("sessions")
export class Session {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** SHA-256 of the opaque token. */
  @Index("idx_sessions_token_hash", { unique: true })
  @Column("bytea")
  tokenHash: Buffer;

  @Index("idx_sessions_user")
  @Column("uuid")
  userId: string;

  /** The account (named, not imported: the accounts module builds on this one, not the reverse). */
  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: unknown;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @Column("timestamptz", { default: () => "now()" })
  lastSeenAt: Date;

  @Index("idx_sessions_expires_at")
  @Column("timestamptz")
  expiresAt: Date;

  @Column("text", { nullable: true })
  ip: string | null;

  @Column("text", { nullable: true })
  userAgent: string | null;
}
