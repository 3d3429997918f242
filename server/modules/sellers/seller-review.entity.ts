import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import type { EnabledState } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";
import { SellerProfile } from "./seller-profile.entity.js";

/** What happened to a shop: it registered, an admin approved or blocked it, or changed its commission. */
export type SellerReviewKind = "registered" | "approved" | "blocked" | "commission";

/**
 * A seller shop's history: one row per registration and per admin decision (approve, block,
 * commission), with the state and commission before and after, the reason given and who acted.
 * Written in the transaction that makes the change; never updated.
 */
@Entity("seller_reviews")
@Check("chk_seller_reviews_action", `"action" IN ('registered', 'approved', 'blocked', 'commission')`)
@Index("idx_seller_reviews_seller", ["sellerId", "createdAt"])
export class SellerReview {
  @PrimaryGeneratedColumn("identity", { type: "bigint", generatedIdentity: "ALWAYS" })
  id: string;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  @Column("text")
  action: SellerReviewKind;

  @Column("smallint", { nullable: true })
  fromState: EnabledState | null;

  @Column("smallint", { nullable: true })
  toState: EnabledState | null;

  /** Commission in basis points before and after (null: the marketplace's default). */
  @Column("integer", { nullable: true })
  commissionBpsBefore: number | null;

  @Column("integer", { nullable: true })
  commissionBpsAfter: number | null;

  /** Why (required when blocking; the seller reads a block's reason in the seller area). */
  @Column("text", { nullable: true })
  reason: string | null;

  /** Who acted: the admin, or the seller's own user for the registration; null once that user is deleted. */
  @Column("uuid", { nullable: true })
  actorUserId: string | null;

  @ManyToOne(() => User, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "actor_user_id" })
  actor?: Relation<User> | null;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
