/**
 * GraphQL of the admin's payout screen (/admin/payouts): balances per seller and currency,
 * recorded payouts, and the preview shown before a payout is recorded (recording it is
 * `recordSellerPayout`). Thin: one service call each; the service refuses sellers.
 */
import { Arg, Args, Authorized, Ctx, ID, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import {
  PayoutBalanceListView,
  PayoutBalancesArgs,
  PayoutBatchesArgs,
  PayoutBatchListView,
  PayoutBatchView,
  PayoutPreviewArgs,
  PayoutPreviewView,
} from "./payouts-admin.types.js";

@Resolver()
export class PayoutsAdminResolver {
  @Authorized("payouts:info")
  @Query(() => PayoutBalanceListView, {
    description:
      "What the marketplace owes each seller, per currency: Waiting amount and lines, paid so far, the last payout. Search, currency filter, sort. Admins.",
    complexity: listCost(takeOf),
  })
  payoutBalances(@Args(() => PayoutBalancesArgs) args: PayoutBalancesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.payoutsAdmin.balances(ctx, args);
  }

  @Authorized("payouts:info")
  @Query(() => PayoutBatchListView, {
    description: "The payouts recorded so far, newest first: seller, currency, reference, amount, lines, when and who. Admins.",
    complexity: listCost(takeOf),
  })
  payoutBatches(@Args(() => PayoutBatchesArgs) args: PayoutBatchesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.payoutsAdmin.batches(ctx, args);
  }

  @Authorized("payouts:info")
  @Query(() => PayoutBatchView, { description: "One recorded payout. NOT_FOUND for an unknown id. Admins." })
  payoutBatch(@Arg("id", () => ID, { description: "The payout batch." }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.payoutsAdmin.batch(ctx, id);
  }

  @Authorized("payouts:edit")
  @Query(() => PayoutPreviewView, {
    description:
      "What recording a payout for a seller and currency would settle now: the Waiting lines up to the cut-off and their net (to confirm before `recordSellerPayout`). Admins.",
  })
  payoutPreview(@Args(() => PayoutPreviewArgs) args: PayoutPreviewArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.payoutsAdmin.preview(ctx, args);
  }
}
