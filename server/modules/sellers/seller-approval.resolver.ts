import { Arg, Args, Authorized, Ctx, FieldResolver, Float, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { argRule } from "../../core/validation/index.js";
import {
  AdminSellerListView,
  AdminSellerView,
  ApproveSellerInput,
  BlockSellerInput,
  SellerReviewView,
  SellersArgs,
  SetSellerCommissionInput,
  sellerApprovalRules,
} from "./seller-approval.types.js";
import { MAX_SELLER_HISTORY } from "./seller-approval.service.js";
import { SellerProfileView } from "./sellers.types.js";

/** The admins' side of seller approval: the shops, their history, and the decisions on them. */
@Resolver()
export class SellerApprovalResolver {
  @Authorized("sellers:info")
  @Query(() => AdminSellerListView, {
    description: "Seller shops, with search and a state filter (Waiting: the approval queue, oldest first). Admins.",
    complexity: listCost(takeOf),
  })
  sellers(@Args(() => SellersArgs) args: SellersArgs, @Ctx() ctx: RequestContext): Promise<AdminSellerListView> {
    return ctx.services.sellerApproval.list(ctx, args);
  }

  @Authorized("sellers:info")
  @Query(() => AdminSellerView, { description: "One seller shop with its history; an unknown id is NOT_FOUND. Admins." })
  seller(
    @Arg("id", () => ID, { description: "Seller id.", validateFn: argRule("id", sellerApprovalRules.sellerId) }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminSellerView> {
    return ctx.services.sellerApproval.get(ctx, id);
  }

  @Authorized("sellers:edit")
  @Mutation(() => AdminSellerView, {
    description: "Approves a shop: its offers are shown and its keys sold at once, the seller is mailed. ILLEGAL_OPERATION if already approved. Admins.",
  })
  approveSeller(
    @Arg("input", () => ApproveSellerInput, { description: "The shop and an optional reason." }) input: ApproveSellerInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminSellerView> {
    return ctx.services.sellerApproval.approve(ctx, input);
  }

  @Authorized("sellers:edit")
  @Mutation(() => AdminSellerView, {
    description:
      "Blocks a shop with a reason: its offers leave the storefront and its unsold keys stop selling at once, the seller is mailed the reason. ILLEGAL_OPERATION if already blocked. Admins.",
  })
  blockSeller(
    @Arg("input", () => BlockSellerInput, { description: "The shop and the reason." }) input: BlockSellerInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminSellerView> {
    return ctx.services.sellerApproval.block(ctx, input);
  }

  @Authorized("sellers:edit")
  @Mutation(() => AdminSellerView, {
    description: "Sets a shop's own commission (or the marketplace's again, with null), for the keys it sells from now on. Admins.",
  })
  setSellerCommission(
    @Arg("input", () => SetSellerCommissionInput, { description: "The shop, its commission and an optional reason." }) input: SetSellerCommissionInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminSellerView> {
    return ctx.services.sellerApproval.setCommission(ctx, input);
  }
}

@Resolver(() => AdminSellerView)
export class AdminSellerResolver {
  @FieldResolver(() => [SellerReviewView], {
    description: `The shop's history (registration, approvals, blocks, commission changes), newest first, at most ${MAX_SELLER_HISTORY}.`,
    complexity: listCost(20),
  })
  reviews(@Root() seller: AdminSellerView, @Ctx() ctx: RequestContext): Promise<SellerReviewView[]> {
    return ctx.services.sellerApproval.history(ctx, seller.id);
  }
}

/** What the seller reads of the admins' decisions on its own shop. */
@Resolver(() => SellerProfileView)
export class SellerProfileApprovalResolver {
  @FieldResolver(() => Float, { description: "The commission taken on the shop's sales, in percent: its own (set by an admin) or the marketplace's." })
  commissionPercent(@Root() seller: SellerProfileView, @Ctx() ctx: RequestContext): number {
    return ctx.services.sellerApproval.commissionPercentOf(seller.commissionBps);
  }

  @FieldResolver(() => String, {
    nullable: true,
    description: "The reason an admin gave for the shop's current state (why it is blocked, or a note on its approval); null if none.",
  })
  stateReason(@Root() seller: SellerProfileView, @Ctx() ctx: RequestContext): Promise<string | null> {
    return ctx.services.sellerApproval.stateReason(ctx, Number(seller.id));
  }
}
