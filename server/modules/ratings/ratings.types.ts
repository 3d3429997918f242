/**
 * GraphQL shapes of seller ratings: a customer's rating of the seller of an order line, its
 * input and refusals, and what admins and support see of a shop (summary and ratings list).
 */
import { ArgsType, createUnionType, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { ErrorCode, ErrorResult } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";

/** Days a rating can be changed after it was first given. */
export const RATING_EDIT_DAYS = 30;
export const MAX_RATING_COMMENT = 1000;
export const MAX_RATINGS_TAKE = 100;

/** Limits of rating inputs. */
export const ratingRules = {
  score: z.number().int().min(1).max(5),
  comment: z.string().max(MAX_RATING_COMMENT),
  sellerId: z.coerce
    .number({ error: () => "must be a seller id" })
    .int()
    .positive()
    .max(2_147_483_647),
  skip: rules.skip,
  take: z.number().int().min(1).max(MAX_RATINGS_TAKE),
};

@ObjectType("SellerRating", { description: "A customer's rating of the seller of one order line: a score of 1–5 and an optional comment." })
export class SellerRatingView {
  @Field(() => ID, { description: "Rating id." })
  id: string;
  @Field(() => ID, { description: "The order line rated." })
  orderItemId: string;
  @Field(() => ID, { description: "The seller rated." })
  sellerId: number;
  @Field(() => Int, { description: "Score, 1 (poor) to 5 (excellent)." })
  score: number;
  @Field(() => String, { nullable: true, description: "The customer's comment (up to 1000 characters)." })
  comment: string | null;
  @Field(() => String, { description: "Name of the product of the order line (in the order's language)." })
  productName: string;
  @Field(() => Date, { description: "When the rating was first given." })
  createdAt: Date;
  @Field(() => Date, { description: "When it was last changed." })
  updatedAt: Date;
  @Field(() => Date, { description: `Until when it can be changed (${RATING_EDIT_DAYS} days after it was first given).` })
  editableUntil: Date;
  @Field(() => Boolean, { description: "Whether it can still be changed now." })
  editable: boolean;
}

@InputType({
  description:
    "Rate the seller of an order line of yours once one of its keys was revealed (`rateSeller`), or change that rating within 30 days (`updateSellerRating`).",
})
export class RateSellerInput {
  @Field(() => ID, { description: "The order line (OrderItem.id)." })
  orderItemId: string;
  @Field(() => Int, { description: "Score, 1 (poor) to 5 (excellent)." })
  @Rule(ratingRules.score)
  score: number;
  @Field(() => String, { nullable: true, description: "Optional comment, up to 1000 characters (blank: none)." })
  @Rule(ratingRules.comment)
  comment?: string | null;
}

@ObjectType("RatingNotAllowedError", {
  implements: ErrorResult,
  description: "The order line is not yours, does not exist, has no revealed key yet, or (to change a rating) has no rating of yours yet: nothing was stored.",
})
export class RatingNotAllowedError extends ErrorResult {
  @Field(() => ID, { description: "The order line asked for." })
  readonly orderItemId: string;
  constructor(orderItemId: string) {
    super(ErrorCode.RATING_NOT_ALLOWED);
    this.orderItemId = orderItemId;
  }
}

@ObjectType("RatingLockedError", { implements: ErrorResult, description: "The rating is older than 30 days and can no longer be changed." })
export class RatingLockedError extends ErrorResult {
  @Field(() => Date, { description: "When it stopped being editable." })
  readonly editableUntil: Date;
  constructor(editableUntil: Date) {
    super(ErrorCode.RATING_LOCKED);
    this.editableUntil = editableUntil;
  }
}

@ObjectType("RatingAlreadyGivenError", {
  implements: ErrorResult,
  description: "The order line already has your rating (one per line): it was left as it was. `updateSellerRating` changes it while `editable`.",
})
export class RatingAlreadyGivenError extends ErrorResult {
  @Field(() => SellerRatingView, { description: "The rating given before." })
  readonly rating: SellerRatingView;
  constructor(rating: SellerRatingView) {
    super(ErrorCode.RATING_ALREADY_GIVEN);
    this.rating = rating;
  }
}

export type RateSellerOutcome = SellerRatingView | RatingNotAllowedError | RatingAlreadyGivenError;
export type UpdateSellerRatingOutcome = SellerRatingView | RatingNotAllowedError | RatingLockedError;

const resolveRatingOutcome = (v: unknown) => (v instanceof ErrorResult ? (v.constructor as never) : SellerRatingView);

export const RateSellerResult = createUnionType({
  name: "RateSellerResult",
  description:
    "The rating as stored, or why not: not allowed (not your line, unknown, or no revealed key), or already given (one rating per line; change it with `updateSellerRating`).",
  types: () => [SellerRatingView, RatingNotAllowedError, RatingAlreadyGivenError] as const,
  resolveType: resolveRatingOutcome,
});

export const UpdateSellerRatingResult = createUnionType({
  name: "UpdateSellerRatingResult",
  description: "The rating as changed, or why not: not allowed (not your line, unknown, or not rated yet), or locked (given more than 30 days ago).",
  types: () => [SellerRatingView, RatingNotAllowedError, RatingLockedError] as const,
  resolveType: resolveRatingOutcome,
});

@ObjectType("SellerRatingSummary", {
  description: "A shop's ratings and after-sale figures: score, count, distribution, replacement and refund rates.",
})
export class SellerRatingSummaryView {
  @Field(() => ID, { description: "The seller." })
  sellerId: number;
  @Field(() => Float, { nullable: true, description: "Average score to one decimal; null with fewer than 3 ratings (a new seller)." })
  score: number | null;
  @Field(() => Float, { nullable: true, description: "Average score to one decimal whatever the count; null without ratings." })
  average: number | null;
  @Field(() => Int, { description: "Ratings given." })
  count: number;
  @Field(() => [Int], { description: "How many ratings of each score, from 1 star (first) to 5 stars (last)." })
  distribution: number[];
  @Field(() => Int, { description: "Keys sold: the keys of the shop's order lines in paid orders (refunded ones included)." })
  keysSold: number;
  @Field(() => Int, { description: "Sold keys that support replaced (state Changed)." })
  keysReplaced: number;
  @Field(() => Int, { description: "Sold keys refunded (the order lines' refunded quantities)." })
  keysRefunded: number;
  @Field(() => Float, { nullable: true, description: "keysReplaced ÷ keysSold (0–1); null when nothing was sold." })
  replacementRate: number | null;
  @Field(() => Float, { nullable: true, description: "keysRefunded ÷ keysSold (0–1); null when nothing was sold." })
  refundRate: number | null;
}

@ObjectType("SellerRatingList", { description: "A page of a shop's ratings, newest first." })
export class SellerRatingListView {
  @Field(() => [SellerRatingView], { description: "The ratings of this page." })
  items: SellerRatingView[];
  @Field(() => Int, { description: "Ratings in all." })
  totalItems: number;
}

@ArgsType()
export class SellerRatingsArgs {
  @Field(() => ID, { description: "The seller." })
  @Rule(ratingRules.sellerId)
  sellerId: string;
  @Field(() => Int, { defaultValue: 0, description: "Ratings to skip." })
  @Rule(ratingRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Ratings to return, 1–${MAX_RATINGS_TAKE}.` })
  @Rule(ratingRules.take)
  take: number;
}

@ObjectType("OfferRank", {
  description:
    "Where an offer stands among its product's offers under the best-offer rule, per currency (1 = the best offer): offers with stock first, " +
    "then the lowest price, the higher seller rating, more stock, the older offer.",
})
export class OfferRankView {
  @Field(() => Int, { description: "Position by the prices in EUR." })
  eur: number;
  @Field(() => Int, { description: "Position by the prices in USD." })
  usd: number;
  @Field(() => Int, { description: "Position by the prices in GBP." })
  gbp: number;
}
