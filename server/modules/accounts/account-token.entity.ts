import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { User } from "./user.entity.js";

/** What a one-time mailed link is for. */
export enum AccountTokenPurpose {
  verifyEmail = "verify-email",
  resetPassword = "reset-password",
}

/**
 * A one-time token sent by mail (email verification, password reset). Only its SHA-256 is
 * stored; it is single use (`usedAt`) and expires.
 */
@Entity("account_tokens")
@Check("chk_account_tokens_purpose", `"purpose" IN ('verify-email', 'reset-password')`)
export class AccountToken {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  @Index("idx_account_tokens_hash", { unique: true })
  @Column("bytea")
  tokenHash: Buffer;

  @Index("idx_account_tokens_user")
  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("text")
  purpose: AccountTokenPurpose;

  @Column("timestamptz")
  expiresAt: Date;

  @Column("timestamptz", { nullable: true })
  usedAt: Date | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
