/** GraphQL of seller ratings. Thin: one service call each. */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { argRule } from "../../core/validation/index.js";
import { OrderItemView } from "../orders/orders.resolver.js";
import { OfferView } from "../catalog/catalog.types.js";
import { CacheTag, dependsOn } from "../../graphql/cache-tags.js";
import { rankOffers } from "./best-offer.js";
import {
  OfferRankView,
  RateSellerInput,
  RateSellerResult,
  type RateSellerOutcome,
  UpdateSellerRatingResult,
  type UpdateSellerRatingOutcome,
  ratingRules,
  SellerRatingListView,
  SellerRatingsArgs,
  SellerRatingSummaryView,
  SellerRatingView,
} from "./ratings.types.js";

@Resolver(() => SellerRatingView)
export class RatingsResolver {
  @Authorized("ratings:add")
  @Mutation(() => RateSellerResult, {
    description:
      "Rates the seller of one of your order lines once one of its keys was revealed: score 1–5, optional comment. " +
      "One rating per line: a second one is RatingAlreadyGivenError (change it with updateSellerRating). Users.",
  })
  rateSeller(
    @Arg("input", () => RateSellerInput, { description: "The order line, score and comment." }) input: RateSellerInput,
    @Ctx() ctx: RequestContext,
  ): Promise<RateSellerOutcome> {
    return ctx.services.ratings.rate(ctx, input);
  }

  @Authorized("ratings:edit")
  @Mutation(() => UpdateSellerRatingResult, {
    description: "Changes your rating of the seller of an order line, for 30 days after it was first given (then RatingLockedError). Users.",
  })
  updateSellerRating(
    @Arg("input", () => RateSellerInput, { description: "The order line, new score and comment (blank: none)." }) input: RateSellerInput,
    @Ctx() ctx: RequestContext,
  ): Promise<UpdateSellerRatingOutcome> {
    return ctx.services.ratings.update(ctx, input);
  }

  @Authorized("ratings:info")
  @Query(() => SellerRatingListView, { description: "A shop's ratings with comments, newest first. Admins, support.", complexity: listCost(takeOf) })
  sellerRatings(@Args(() => SellerRatingsArgs) args: SellerRatingsArgs, @Ctx() ctx: RequestContext): Promise<SellerRatingListView> {
    return ctx.services.ratings.list(ctx, args);
  }

  @Authorized("ratings:info")
  @Query(() => SellerRatingSummaryView, {
    description: "A shop's score, rating count and distribution, and its replacement and refund rates. Admins, support.",
  })
  sellerRatingSummary(
    @Arg("sellerId", () => ID, { description: "The seller.", validateFn: argRule("sellerId", ratingRules.sellerId) }) sellerId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<SellerRatingSummaryView> {
    return ctx.services.ratings.summary(ctx, sellerId);
  }
}

@Resolver(() => OrderItemView)
export class OrderItemRatingResolver {
  @FieldResolver(() => SellerRatingView, { nullable: true, description: "Your rating of the line's seller; null until you rate it." })
  rating(@Root() i: OrderItemView, @Ctx() ctx: RequestContext): Promise<SellerRatingView | null> {
    return ctx.loaders.ratingByItem.load(String(i.id));
  }
}

@Resolver(() => OfferView)
export class OfferRankResolver {
  @FieldResolver(() => OfferRankView, {
    description: "Where this offer stands among the product's offers under the best-offer rule, per currency (1 = the best offer).",
  })
  async rank(@Root() o: OfferView, @Ctx() ctx: RequestContext): Promise<OfferRankView> {
    const all = await ctx.loaders.offersByProduct.load(o.productId);
    for (const x of all) dependsOn(ctx, CacheTag.seller(x.sellerId));
    const position = (price: (x: OfferView) => number) => 1 + rankOffers(all.map((x) => ({ ...x, price: price(x) }))).findIndex((x) => x.id === o.id);
    return { eur: position((x) => x.priceEur), usd: position((x) => x.priceUsd), gbp: position((x) => x.priceGbp) };
  }
}
