import { Args, Arg, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import {
  CreateOfferInput,
  CreateOfferResult,
  OfferableProductsArgs,
  OfferableProductView,
  OfferRulesView,
  UpdateOfferInput,
  UpdateOfferResult,
} from "./seller-offers.types.js";
import {
  AcceptProductProposalInput,
  DecideProductProposalResult,
  ProductProposalListView,
  ProductProposalsArgs,
  ProposeProductInput,
  ProposeProductResult,
  RefuseProductProposalInput,
} from "./product-proposals.types.js";

/** Creating and editing offers (the seller console's offer form, and integrators). */
@Resolver()
export class SellerOffersResolver {
  @Authorized("offers:info")
  @Query(() => OfferRulesView, { description: "The limits of offer prices, the per-order cap and the exchange rates of the offer form. Sellers, admins." })
  offerRules(@Ctx() ctx: RequestContext): OfferRulesView {
    return ctx.services.sellerOffers.rules(ctx);
  }

  @Authorized("offers:add")
  @Query(() => [OfferableProductView], {
    description: "Catalogue products matching a search (the storefront's), with your offer of each when you have one. Sellers.",
    complexity: listCost(takeOf),
  })
  offerableProducts(@Args(() => OfferableProductsArgs) args: OfferableProductsArgs, @Ctx() ctx: RequestContext): Promise<OfferableProductView[]> {
    return ctx.services.sellerOffers.offerableProducts(ctx, args);
  }

  @Authorized("offers:add")
  @Mutation(() => CreateOfferResult, {
    description:
      "Offers a catalogue product at prices in EUR, USD and GBP. Refusals: OfferAlreadyExistsError, ProductNotFoundError, PriceOutOfBoundsError, FloorAbovePriceError. Sellers.",
  })
  createOffer(@Arg("input", () => CreateOfferInput, { description: "The product, prices and settings." }) input: CreateOfferInput, @Ctx() ctx: RequestContext) {
    return ctx.services.sellerOffers.create(ctx, input);
  }

  @Authorized("offers:edit")
  @Mutation(() => UpdateOfferResult, {
    description:
      "Changes one of your offers (absent fields stay); another seller's offer is NOT_FOUND. Refusals: PriceOutOfBoundsError, FloorAbovePriceError. Sellers, admins.",
  })
  updateOffer(@Arg("input", () => UpdateOfferInput, { description: "The offer and its changes." }) input: UpdateOfferInput, @Ctx() ctx: RequestContext) {
    return ctx.services.sellerOffers.update(ctx, input);
  }
}

/** Products sellers propose for the catalogue, and the admins' decisions. */
@Resolver()
export class ProductProposalsResolver {
  @Authorized("proposals:info")
  @Query(() => ProductProposalListView, {
    description: "Product proposals: a seller's own, or (admins) every one. Sellers, admins.",
    complexity: listCost(takeOf),
  })
  productProposals(@Args(() => ProductProposalsArgs) args: ProductProposalsArgs, @Ctx() ctx: RequestContext): Promise<ProductProposalListView> {
    return ctx.services.productProposals.list(ctx, args);
  }

  @Authorized("proposals:new")
  @Mutation(() => ProposeProductResult, {
    description:
      "Proposes a product the catalogue lacks; an admin accepts or refuses it. Refusals: ProductAlreadyExistsError, ProposalAlreadyWaitingError. Sellers.",
  })
  proposeProduct(@Arg("input", () => ProposeProductInput, { description: "The product." }) input: ProposeProductInput, @Ctx() ctx: RequestContext) {
    return ctx.services.productProposals.propose(ctx, input);
  }

  @Authorized("proposals:edit")
  @Mutation(() => DecideProductProposalResult, { description: "Accepts a waiting proposal: the product enters the catalogue. Admins." })
  acceptProductProposal(
    @Arg("input", () => AcceptProductProposalInput, { description: "The proposal and optional corrections." }) input: AcceptProductProposalInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.productProposals.accept(ctx, input);
  }

  @Authorized("proposals:edit")
  @Mutation(() => DecideProductProposalResult, { description: "Refuses a waiting proposal with a reason the seller reads. Admins." })
  refuseProductProposal(
    @Arg("input", () => RefuseProductProposalInput, { description: "The proposal and the reason." }) input: RefuseProductProposalInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.productProposals.refuse(ctx, input);
  }
}
