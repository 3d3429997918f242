/** GraphQL shapes of coupons for admins (the console that uses them comes with the admin area). */
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import { PricesView } from "../catalog/catalog.types.js";

export enum CouponKind {
  percent = "percent",
  fixed = "fixed",
}
registerEnumType(CouponKind, { name: "CouponKind", description: "A percentage off, or a fixed amount off per currency." });

export enum CouponStatus {
  ACTIVE = "ACTIVE",
  SCHEDULED = "SCHEDULED",
  EXPIRED = "EXPIRED",
  USED_UP = "USED_UP",
  DISABLED = "DISABLED",
}
registerEnumType(CouponStatus, {
  name: "CouponStatus",
  description: "Whether a coupon can be used now, and if not, why (in this order: switched off, past its end, before its start, out of uses).",
  valuesConfig: {
    ACTIVE: { description: "Switched on, within its dates, uses left." },
    SCHEDULED: { description: "Switched on, its validity starts later." },
    EXPIRED: { description: "Switched on, its validity ended." },
    USED_UP: { description: "Switched on and within its dates, but every use allowed is taken." },
    DISABLED: { description: "Switched off by an admin." },
  },
});

export const MAX_COUPONS_TAKE = 100;

const amount = z.number().positive().max(100_000);
export const couponRules = {
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{3,32}$/, "must be 3 to 32 letters, digits, dashes or underscores"),
  description: z.string().trim().max(300),
  search: z.string().trim().max(100),
  percentOff: z.number().int().min(1).max(100),
  amount,
  minimum: z.number().min(0).max(100_000),
  limit: z.number().int().min(1).max(10_000_000),
  categoryIds: z.array(z.coerce.number().int().positive()).max(50),
  take: z.number().int().min(1).max(MAX_COUPONS_TAKE),
  skip: rules.skip,
};

@ObjectType("Coupon", { description: "A discount code (admins)." })
export class CouponView {
  @Field(() => ID, { description: "Coupon id." }) id: number;
  @Field(() => String, { description: "The code, upper case." }) code: string;
  @Field(() => String, { description: "What it is for, in English (shown in the cart)." }) description: string;
  @Field(() => String, { description: "What it is for, in Italian (empty: the English one is shown)." }) descriptionIt: string;
  @Field(() => CouponKind, { description: "Percentage or fixed amount." }) kind: CouponKind;
  @Field(() => Int, { nullable: true, description: "Percent off (percent coupons)." }) percentOff: number | null;
  @Field(() => PricesView, { nullable: true, description: "Amount off per currency (fixed coupons; a currency without one cannot use it)." }) amounts: unknown;
  @Field(() => PricesView, { description: "Minimum purchase per currency." }) minimumPurchase: unknown;
  @Field(() => Date, { nullable: true, description: "Valid from." }) validFrom: Date | null;
  @Field(() => Date, { nullable: true, description: "Valid until (exclusive)." }) validUntil: Date | null;
  @Field(() => Int, { nullable: true, description: "Uses allowed in all." }) maxUses: number | null;
  @Field(() => Int, { nullable: true, description: "Uses allowed per user." }) maxUsesPerUser: number | null;
  @Field(() => [ID], { description: "Only products of these categories (and descendants); empty: any." }) categoryIds: number[];
  @Field(() => Boolean, { description: "Switched on." }) enabled: boolean;
  @Field(() => Int, { description: "Orders that hold a use of it." }) usedCount: number;
  @Field(() => CouponStatus, { description: "Whether it can be used now, and if not, why." }) status: CouponStatus;
  @Field(() => Int, { description: "Customers who hold a use of it." }) customerCount: number;
  @Field(() => PricesView, { description: "Discount given so far per currency (orders holding a use)." }) discountGiven: unknown;
  @Field(() => Date, { description: "When it was created." }) createdAt: Date;
  @Field(() => Date, { description: "When it last changed." }) updatedAt: Date;
}

@ObjectType("CouponList", { description: "A page of coupons, newest first." })
export class CouponListView {
  @Field(() => [CouponView], { description: "The coupons." }) items: CouponView[];
  @Field(() => Int, { description: "Coupons over all pages." }) totalItems: number;
}

@ArgsType()
export class CouponsArgs {
  @Field(() => String, { nullable: true, description: "Part of the code or of a description." })
  @Rule(couponRules.search)
  search?: string | null;
  @Field(() => CouponStatus, { nullable: true, description: "Only coupons in this state." })
  status?: CouponStatus | null;
  @Field(() => Int, { defaultValue: 0, description: "Coupons to skip." })
  @Rule(couponRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Coupons to return, 1–${MAX_COUPONS_TAKE}.` })
  @Rule(couponRules.take)
  take: number;
}

@InputType("PricesInput", { description: "An amount per currency (decimal amounts)." })
export class PricesInput {
  @Field(() => Float, { nullable: true, description: "Euro." }) @Rule(amount) eur?: number | null;
  @Field(() => Float, { nullable: true, description: "US dollars." }) @Rule(amount) usd?: number | null;
  @Field(() => Float, { nullable: true, description: "Pounds sterling." }) @Rule(amount) gbp?: number | null;
}

@InputType({ description: "A coupon's settings (create: every required one; update: what changes)." })
export class CouponInput {
  @Field(() => String, { nullable: true, description: "The code (any case; stored upper case)." }) @Rule(couponRules.code) code?: string | null;
  @Field(() => String, { nullable: true, description: "What it is for, in English (shown in the cart), up to 300 characters." })
  @Rule(couponRules.description)
  description?: string | null;
  @Field(() => String, { nullable: true, description: "What it is for, in Italian (empty: the English one is shown)." })
  @Rule(couponRules.description)
  descriptionIt?: string | null;
  @Field(() => CouponKind, { nullable: true, description: "Percentage or fixed amount." }) kind?: CouponKind | null;
  @Field(() => Int, { nullable: true, description: "Percent off, 1–100." }) @Rule(couponRules.percentOff) percentOff?: number | null;
  @Field(() => PricesInput, { nullable: true, description: "Amount off per currency (fixed coupons)." }) amounts?: PricesInput | null;
  @Field(() => PricesInput, { nullable: true, description: "Minimum purchase per currency." }) minimumPurchase?: PricesInput | null;
  @Field(() => Date, { nullable: true, description: "Valid from." }) validFrom?: Date | null;
  @Field(() => Date, { nullable: true, description: "Valid until (exclusive)." }) validUntil?: Date | null;
  @Field(() => Int, { nullable: true, description: "Uses allowed in all." }) @Rule(couponRules.limit) maxUses?: number | null;
  @Field(() => Int, { nullable: true, description: "Uses allowed per user." }) @Rule(couponRules.limit) maxUsesPerUser?: number | null;
  @Field(() => [ID], { nullable: true, description: "Only products of these categories (and descendants)." }) @Rule(couponRules.categoryIds) categoryIds?:
    | string[]
    | null;
  @Field(() => Boolean, { nullable: true, description: "Switched on." }) enabled?: boolean | null;
}

@InputType({ description: "Change a coupon." })
export class UpdateCouponInput extends CouponInput {
  @Field(() => ID, { description: "The coupon." }) @Rule(z.coerce.number().int().positive()) id: string;
}
