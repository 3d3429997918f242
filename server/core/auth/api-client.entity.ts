import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from "typeorm";

/**
 * An integrator's API client (`Authorization: Bearer kmc_…`): a price-comparison site, a
 * seller's own system, an admin tool. Created by an admin, with a scope (`catalog`: the public
 * catalogue's reads, anonymous; `seller`: one seller's API scope; `admin`: the admin console's
 * operations, acting as the admin who created it) and a per-minute query-cost budget. The token
 * is shown once; the row keeps its SHA-256 and the first characters to recognise it by.
 */
@Entity("api_clients")
@Check("chk_api_clients_scope", `"scope" IN ('catalog', 'seller', 'admin')`)
@Check("chk_api_clients_budget", `"budget_per_minute" > 0`)
@Index("idx_api_clients_created", ["createdAt"])
export class ApiClient {
  @PrimaryGeneratedColumn("uuid")
  id: string;

  /** The admin's label for it ("PriceRadar feed"). */
  @Column("text")
  name: string;

  /** `catalog`, `seller` or `admin`. */
  @Column("text")
  scope: "catalog" | "seller" | "admin";

  /** The seller a `seller` client acts for; null for the other scopes. */
  @Column("integer", { nullable: true })
  sellerId: number | null;

  @ManyToOne("SellerProfile", { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: unknown;

  /** The user whose role the client's requests carry (the seller's, or the creating admin's); null for `catalog`. */
  @Column("uuid", { nullable: true })
  userId: string | null;

  @ManyToOne("User", { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: unknown;

  /** The admin who created it. */
  @Column("uuid", { nullable: true })
  createdBy: string | null;

  @ManyToOne("User", { onDelete: "SET NULL" })
  @JoinColumn({ name: "created_by" })
  creator?: unknown;

  /** The first characters of the token (`kmc_` and 8 more). */
  @Column("text")
  prefix: string;

  /** SHA-256 of the token. */
  @Index("idx_api_clients_hash", { unique: true })
  @Column("bytea")
  tokenHash: Buffer;

  /** Query-cost units the client may spend per minute (shared by every server process). */
  @Column("integer")
  budgetPerMinute: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  /** Last request made with it (to the minute). */
  @Column("timestamptz", { nullable: true })
  lastUsedAt: Date | null;

  /** When an admin revoked it; a revoked client is refused at once (401). */
  @Column("timestamptz", { nullable: true })
  revokedAt: Date | null;
}
