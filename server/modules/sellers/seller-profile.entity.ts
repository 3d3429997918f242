import { Check, Column, CreateDateColumn, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn, type Relation } from "typeorm";
import { EnabledState } from "../../common/enums.js";
import { User } from "../accounts/user.entity.js";

/** The shop a seller runs on the marketplace (spec §3 Seller registration). */
@Entity("seller_profiles")
@Check("chk_seller_profiles_state", `"state" BETWEEN 0 AND 3`)
@Check("chk_seller_profiles_rating", `"rating" BETWEEN 0 AND 100`)
@Check("chk_seller_profiles_rating_sum", `"rating_count" >= 0 AND "rating_sum" BETWEEN "rating_count" AND 5 * "rating_count"`)
@Check("chk_seller_profiles_commission", `"commission_bps" IS NULL OR "commission_bps" BETWEEN 0 AND 10000`)
export class SellerProfile {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("uuid", { unique: true })
  userId: string;

  @OneToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  /** Public shop name shown on offers. */
  @Column("text")
  name: string;

  /** Contact email of the business. */
  @Column("text")
  email: string;

  /** Legal name of the business. */
  @Column("text")
  registrationName: string;

  @Column("text")
  vatNumber: string;

  @Column("text", { nullable: true })
  image: string | null;

  /**
   * Waiting (a new shop) until an admin approves it (Enabled) or blocks it (Blocked); only an
   * Enabled shop's offers are shown and sold (offers.seller_state follows it, see the
   * SellerApproval migration). Changed by SellerApprovalService alone, with a history row.
   */
  @Column("smallint", { default: EnabledState.Waiting })
  state: EnabledState;

  /**
   * The marketplace's commission on this shop's sales in basis points (850 = 8.50 %); null:
   * the marketplace's default (MARKETPLACE_COMMISSION_PERCENT), read at each sale.
   */
  @Column("integer", { nullable: true })
  commissionBps: number | null;

  /** Share of positive buyer feedback, 0–100. */
  @Column("smallint", { default: 100 })
  rating: number;

  @Column("integer", { default: 0 })
  salesCount: number;

  /**
   * Customers' ratings of the shop (seller_ratings): their count and the sum of their scores,
   * kept by RatingsService in the transaction that writes a rating. The shown score (average to
   * one decimal, from 3 ratings on) and the best-offer rule read them (ratings/best-offer.ts).
   */
  @Column("integer", { default: 0 })
  ratingCount: number;

  @Column("integer", { default: 0 })
  ratingSum: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
