import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";

/**
 * A seller's API token for an integrator (`Authorization: Bearer kmk_…`). The token itself is
 * shown once, when it is created; the row keeps its SHA-256, the first characters to recognise
 * it by (`prefix`), and when it was last used (written at most once a minute). A revoked or
 * expired token is refused at once (401).
 */
@Entity("api_tokens")
@Check("chk_api_tokens_scope", `"scope" IN ('seller')`)
@Index("idx_api_tokens_seller", ["sellerId", "createdAt"])
export class ApiToken {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The seller the token acts for. */
  @Column("integer")
  sellerId: number;

  /** The seller profile (named, not imported: the sellers module builds on this one). */
  @ManyToOne("SellerProfile", { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: unknown;

  /** The seller's user account, whose role the token's requests carry. */
  @Column("uuid")
  userId: string;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: unknown;

  /** The seller's label for it ("ERP sync"). */
  @Column("text")
  name: string;

  /** The first characters of the token (`kmk_` and 8 more), to recognise it in the list. */
  @Column("text")
  prefix: string;

  /** SHA-256 of the token. */
  @Index("idx_api_tokens_hash", { unique: true })
  @Column("bytea")
  tokenHash: Buffer;

  /** What the token may do: `seller` (the seller console's operations). */
  @Column("text", { default: "seller" })
  scope: "seller";

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** When it stops working; null: until revoked. */
  @Column("timestamptz", { nullable: true })
  expiresAt: Date | null;

  /** Last request made with it (to the minute). */
  @Column("timestamptz", { nullable: true })
  lastUsedAt: Date | null;

  /** When the seller revoked it; a revoked token is refused at once. */
  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;
}
