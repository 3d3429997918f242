import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { endSession } from "../../core/auth/index.js";
import { SellerOfferListView, SellerOffersArgs, SellerOfferView, SetOfferEnabledInput } from "./seller-offers.types.js";
import { RegisterSellerInput, RegisterSellerResult, RegisterSellerSuccess, SellerProfileView } from "./sellers.types.js";

@Resolver()
export class SellersResolver {
  @Authorized("seller:info")
  @Query(() => SellerProfileView, { nullable: true, description: "The signed-in seller's profile (null for an admin without one). Sellers, admins." })
  sellerProfile(@Ctx() ctx: RequestContext): Promise<SellerProfileView | null> {
    return ctx.services.sellers.profileOf(ctx, ctx.user!.id);
  }

  @Authorized("seller:new")
  @Mutation(() => RegisterSellerResult, {
    description: "Registers the signed-in customer as a seller, then signs them out: the next sign-in has the seller role. Users.",
  })
  async registerSeller(
    @Arg("input", () => RegisterSellerInput, { description: "The seller registration." }) input: RegisterSellerInput,
    @Ctx() ctx: RequestContext,
  ) {
    const r = await ctx.services.sellers.register(ctx, ctx.user!.id, input);
    if (r instanceof RegisterSellerSuccess) endSession(ctx);
    return r;
  }

  @Authorized("offers:info")
  @Query(() => SellerOfferListView, { description: "Offers: a seller's own, or (admins) every seller's or one seller's. Sellers, admins." })
  sellerOffers(@Args(() => SellerOffersArgs) args: SellerOffersArgs, @Ctx() ctx: RequestContext): Promise<SellerOfferListView> {
    return ctx.services.sellerOffers.list(ctx, args);
  }

  @Authorized("offers:info")
  @Query(() => SellerOfferView, { description: "One of your offers (admins: any offer); another seller's offer is NOT_FOUND. Sellers, admins." })
  sellerOffer(@Arg("id", () => ID, { description: "The offer." }) id: string, @Ctx() ctx: RequestContext): Promise<SellerOfferView> {
    return ctx.services.sellerOffers.get(ctx, id);
  }

  @Authorized("offers:edit")
  @Mutation(() => SellerOfferView, { description: "Switches one of your offers on or off (admins: any offer). Sellers, admins." })
  setOfferEnabled(
    @Arg("input", () => SetOfferEnabledInput, { description: "The offer and its switch." }) input: SetOfferEnabledInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SellerOfferView> {
    return ctx.services.sellerOffers.setEnabled(ctx, input);
  }
}
