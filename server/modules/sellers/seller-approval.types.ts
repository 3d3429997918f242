import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { EnabledState, Locale } from "../../common/enums.js";
import { Rule, rules } from "../../core/validation/index.js";

export const MAX_SELLERS_TAKE = 100;

/** What a shop's history row records. The values are what `seller_reviews.action` stores. */
export enum SellerReviewAction {
  Registered = "registered",
  Approved = "approved",
  Blocked = "blocked",
  CommissionChanged = "commission",
}
registerEnumType(SellerReviewAction, {
  name: "SellerReviewAction",
  description: "What happened to a seller shop.",
  valuesConfig: {
    Registered: { description: "The shop registered (it waits for an admin)." },
    Approved: { description: "An admin approved the shop: its offers are shown and sold." },
    Blocked: { description: "An admin blocked the shop: its offers left the storefront and its keys stopped selling." },
    CommissionChanged: { description: "An admin changed the shop's commission." },
  },
});

/** Commission in percent with at most two decimals (a whole number of basis points), 0–100. */
const commissionPercent = z
  .number()
  .min(0)
  .max(100)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { message: "must have at most two decimals" });

/** The limits of the seller approval calls. */
export const sellerApprovalRules = {
  take: z.number().int().min(1).max(MAX_SELLERS_TAKE),
  search: z.string().max(200),
  /** A seller id; anything that is not one answers "Seller not found", like an unknown one. */
  sellerId: z.string().min(1).max(20),
  /** A reason shown in the shop's history (and, for a block, to the seller). */
  reason: z.string().trim().max(1000),
  blockReason: z.string().trim().min(3).max(1000),
  commissionPercent,
};

@ObjectType("SellerReviewActor", { description: "Who made a change to a seller shop." })
export class SellerReviewActorView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Email address." })
  email: string;
  @Field(() => String, { description: "First name and surname." })
  name: string;
}

@ObjectType("SellerReview", { description: "One row of a seller shop's history: a registration or an admin's decision." })
export class SellerReviewView {
  @Field(() => ID, { description: "History row id." })
  id: string;
  @Field(() => SellerReviewAction, { description: "What happened." })
  action: SellerReviewAction;
  @Field(() => EnabledState, { nullable: true, description: "The shop's state before (null for a registration or a commission change)." })
  fromState: EnabledState | null;
  @Field(() => EnabledState, { nullable: true, description: "The shop's state after (null for a commission change)." })
  toState: EnabledState | null;
  @Field(() => Float, { nullable: true, description: "Commission change: the shop's own commission before, in percent (null: the marketplace's)." })
  commissionPercentBefore: number | null;
  @Field(() => Float, { nullable: true, description: "Commission change: the shop's own commission after, in percent (null: the marketplace's)." })
  commissionPercentAfter: number | null;
  @Field(() => String, { nullable: true, description: "The reason given." })
  reason: string | null;
  @Field(() => SellerReviewActorView, {
    nullable: true,
    description: "Who acted (the admin; the seller for a registration); null once that account is deleted.",
  })
  actor: SellerReviewActorView | null;
  @Field(() => Date, { description: "When." })
  createdAt: Date;
}

@ObjectType("SellerOwner", { description: "The user account that owns a seller shop." })
export class SellerOwnerView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Sign-in email (the seller's mails go here)." })
  email: string;
  @Field(() => String, { description: "First name and surname." })
  name: string;
  @Field(() => Locale, { description: "Language of the seller's mails." })
  locale: Locale;
}

@ObjectType("AdminSeller", { description: "A seller shop as admins review it: profile, state, commission, offers. Admins." })
export class AdminSellerView {
  @Field(() => ID, { description: "Seller id." })
  id: string;
  @Field(() => String, { description: "Public shop name." })
  name: string;
  @Field(() => String, { description: "Business contact email." })
  email: string;
  @Field(() => String, { description: "Legal name of the business." })
  registrationName: string;
  @Field(() => String, { description: "VAT number (normalised)." })
  vatNumber: string;
  @Field(() => String, { nullable: true, description: "Logo URL." })
  image: string | null;
  @Field(() => EnabledState, { description: "Enabled (selling), Waiting (new, not yet approved), Blocked." })
  state: EnabledState;
  @Field(() => String, {
    nullable: true,
    description: "The reason of the decision that set the current state (approval or block); null for a shop still waiting since registration.",
  })
  stateReason: string | null;
  @Field(() => Int, { description: "Share of positive buyer feedback, 0–100." })
  rating: number;
  @Field(() => Float, { description: "The commission taken on the shop's sales, in percent: its own, or the marketplace's." })
  commissionPercent: number;
  @Field(() => Float, { nullable: true, description: "The shop's own commission in percent; null: the marketplace's applies." })
  ownCommissionPercent: number | null;
  @Field(() => Float, { description: "The marketplace's commission in percent (MARKETPLACE_COMMISSION_PERCENT)." })
  defaultCommissionPercent: number;
  @Field(() => Int, { description: "The shop's offers (any state)." })
  offerCount: number;
  @Field(() => Int, { description: "Usable keys over the shop's offers (Available and Using)." })
  stock: number;
  @Field(() => SellerOwnerView, { description: "The owning user account." })
  owner: SellerOwnerView;
  @Field(() => Date, { description: "When the shop registered." })
  createdAt: Date;
}

@ObjectType("AdminSellerList", { description: "A page of seller shops." })
export class AdminSellerListView {
  @Field(() => [AdminSellerView], { description: "The shops of the page: the waiting ones oldest first, others newest first." })
  items: AdminSellerView[];
  @Field(() => Int, { description: "Shops matching, over all pages." })
  totalItems: number;
}

@ArgsType()
export class SellersArgs {
  @Field(() => String, { nullable: true, description: "Matches shop name, legal name, VAT number, business email and the owner's email, in any case." })
  @Rule(sellerApprovalRules.search)
  search?: string | null;
  @Field(() => EnabledState, { nullable: true, description: "Only shops in this state (Waiting: the approval queue, oldest first)." })
  state?: EnabledState | null;
  @Field(() => Int, { defaultValue: 0, description: "Shops to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Shops to return, 1–${MAX_SELLERS_TAKE}.` })
  @Rule(sellerApprovalRules.take)
  take: number;
}

@InputType({ description: "Approve a shop: its offers are shown and sold at once; the seller is mailed." })
export class ApproveSellerInput {
  @Field(() => ID, { description: "The shop (seller id)." })
  @Rule(sellerApprovalRules.sellerId)
  sellerId: string;
  @Field(() => String, { nullable: true, description: "Why (optional; kept in the shop's history and told to the seller)." })
  @Rule(sellerApprovalRules.reason)
  reason?: string | null;
}

@InputType({ description: "Block a shop: its offers leave the storefront and its keys stop selling at once; the seller is mailed the reason." })
export class BlockSellerInput {
  @Field(() => ID, { description: "The shop (seller id)." })
  @Rule(sellerApprovalRules.sellerId)
  sellerId: string;
  @Field(() => String, { description: "Why (3–1000 characters; kept in the history, mailed and shown to the seller)." })
  @Rule(sellerApprovalRules.blockReason)
  reason: string;
}

@InputType({ description: "Set a shop's own commission, or give it the marketplace's again." })
export class SetSellerCommissionInput {
  @Field(() => ID, { description: "The shop (seller id)." })
  @Rule(sellerApprovalRules.sellerId)
  sellerId: string;
  @Field(() => Float, {
    nullable: true,
    description: "Commission in percent, 0–100 with at most two decimals (8.5 = 8.50 %); null: the marketplace's (MARKETPLACE_COMMISSION_PERCENT).",
  })
  @Rule(sellerApprovalRules.commissionPercent)
  commissionPercent?: number | null;
  @Field(() => String, { nullable: true, description: "Why (optional; kept in the shop's history)." })
  @Rule(sellerApprovalRules.reason)
  reason?: string | null;
}
