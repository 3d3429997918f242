import { Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { endSession } from "../accounts/auth.middleware.js";
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
  async registerSeller(@Arg("input", () => RegisterSellerInput, { description: "The seller registration." }) input: RegisterSellerInput, @Ctx() ctx: RequestContext) {
    const r = await ctx.services.sellers.register(ctx, ctx.user!.id, input);
    if (r instanceof RegisterSellerSuccess) endSession(ctx);
    return r;
  }
}
