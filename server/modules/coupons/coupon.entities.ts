import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn, type Relation } from "typeorm";
import { User } from "../accounts/user.entity.js";

export type CouponKind = "percent" | "fixed";

/**
 * A discount code defined by admins: a percentage, or a fixed amount per currency; a validity
 * window; total and per-user limits; a minimum purchase per currency; optionally only for
 * products of some categories (and their descendants). Codes are stored in upper case and
 * matched case-insensitively.
 */
@Entity("coupons")
@Check(
  "chk_coupons_kind",
  `("kind" = 'percent' AND "percent_off" BETWEEN 1 AND 100) OR ("kind" = 'fixed' AND coalesce("amount_eur", "amount_usd", "amount_gbp") IS NOT NULL AND coalesce("amount_eur", 1) > 0 AND coalesce("amount_usd", 1) > 0 AND coalesce("amount_gbp", 1) > 0)`,
)
@Check("chk_coupons_code", `"code" = upper("code") AND "code" ~ '^[A-Z0-9_-]{3,32}$'`)
@Check("chk_coupons_limits", `("max_uses" IS NULL OR "max_uses" > 0) AND ("max_uses_per_user" IS NULL OR "max_uses_per_user" > 0) AND "used_count" >= 0`)
export class Coupon {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("text", { unique: true })
  code: string;

  /** What it is for, shown in the cart: English (the default) and Italian (empty: the English one). */
  @Column("text", { default: "" })
  description: string;

  @Column("text", { default: "" })
  descriptionIt: string;

  @Column("text")
  kind: CouponKind;

  /** 1–100 for percent coupons. */
  @Column("smallint", { nullable: true })
  percentOff: number | null;

  /** Fixed discount per currency, minor units (fixed coupons); a currency without one cannot use the coupon. */
  @Column("integer", { nullable: true })
  amountEur: number | null;
  @Column("integer", { nullable: true })
  amountUsd: number | null;
  @Column("integer", { nullable: true })
  amountGbp: number | null;

  /** Minimum purchase (of the lines the coupon applies to) per currency, minor units. */
  @Column("integer", { default: 0 })
  minPurchaseEur: number;
  @Column("integer", { default: 0 })
  minPurchaseUsd: number;
  @Column("integer", { default: 0 })
  minPurchaseGbp: number;

  @Column("timestamptz", { nullable: true })
  validFrom: Date | null;

  @Column("timestamptz", { nullable: true })
  validUntil: Date | null;

  /** Orders that may use it in all (null: no limit). */
  @Column("integer", { nullable: true })
  maxUses: number | null;

  /** Orders one user may use it for (null: no limit). */
  @Column("integer", { nullable: true })
  maxUsesPerUser: number | null;

  /** Only products in these categories or their descendants (empty: any product). */
  @Column("integer", { array: true, default: () => "'{}'" })
  categoryIds: number[];

  @Column("boolean", { default: true })
  enabled: boolean;

  /** Orders holding a redemption (placed or paid; released when an order is cancelled). */
  @Column("integer", { default: 0 })
  usedCount: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** One order's use of a coupon; deleted (and `used_count` decremented) when the order is cancelled. */
@Entity("coupon_redemptions")
@Index(["couponId", "userId"])
export class CouponRedemption {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("integer")
  couponId: number;

  @ManyToOne(() => Coupon, { onDelete: "CASCADE" })
  @JoinColumn({ name: "coupon_id" })
  coupon?: Relation<Coupon>;

  @Column("uuid")
  userId: string;

  @ManyToOne(() => User, { onDelete: "CASCADE" })
  @JoinColumn({ name: "user_id" })
  user?: Relation<User>;

  @Column("uuid", { unique: true })
  orderId: string;

  /** By entity name: the orders module depends on coupons, not the other way round. */
  @ManyToOne("Order", { onDelete: "CASCADE" })
  @JoinColumn({ name: "order_id" })
  order?: unknown;

  @Column("integer")
  discount: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;
}
