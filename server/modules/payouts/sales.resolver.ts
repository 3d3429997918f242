/**
 * GraphQL of a seller's sales and payouts (the console's /seller/sales and /seller/payouts, and
 * the seller API with a Bearer token). Thin: one service call each; the service scopes every
 * row to the caller (an admin may name a seller).
 */
import { Arg, Args, Authorized, Ctx, Mutation, Query, Resolver } from "type-graphql";
import { money, toMinor } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import {
  MAX_SERIES_DAYS,
  RecordSellerPayoutInput,
  SellerPayoutView,
  SellerBalancesArgs,
  SellerBalanceView,
  SellerPayoutLineListView,
  SellerPayoutLinesArgs,
  SellerSaleListView,
  SellerSalesArgs,
  SellerSalesDailyArgs,
  SellerSalesDayView,
} from "./sales.types.js";

/** Items the daily series can return for its arguments: up to three currencies per day of the range. */
function seriesLength(args: Record<string, unknown>): number {
  const day = (v: unknown) => (typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? Date.parse(v) : Number.NaN);
  const span = Math.round((day(args.to) - day(args.from)) / 86_400_000) + 1;
  return 3 * (Number.isFinite(span) ? Math.min(Math.max(span, 1), MAX_SERIES_DAYS) : 30);
}

@Resolver()
export class SalesResolver {
  @Authorized("sales:info")
  @Query(() => SellerSaleListView, {
    description:
      "Your sold keys, newest first, with price, commission, net and what became of each key (admins: every seller's, or one seller's). Filter by day range, product and currency. Sellers, admins.",
    complexity: listCost(takeOf),
  })
  sellerSales(@Args(() => SellerSalesArgs) args: SellerSalesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sales.sales(ctx, args);
  }

  @Authorized("sales:info")
  @Query(() => [SellerSalesDayView], {
    description: `Keys sold and revenue per day (UTC) and currency, zeros included: the last 30 days by default, at most ${MAX_SERIES_DAYS}. Sellers, admins.`,
    complexity: listCost(seriesLength),
  })
  sellerSalesDaily(@Args(() => SellerSalesDailyArgs) args: SellerSalesDailyArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sales.salesDaily(ctx, args);
  }

  @Authorized("payouts:info")
  @Query(() => SellerPayoutLineListView, {
    description: "Your payout ledger, newest first: a line per sold key and per refunded one, Waiting or Payed (with date and reference). Sellers, admins.",
    complexity: listCost(takeOf),
  })
  sellerPayoutLines(@Args(() => SellerPayoutLinesArgs) args: SellerPayoutLinesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sales.payoutLines(ctx, args);
  }

  @Authorized("payouts:info")
  @Query(() => [SellerBalanceView], {
    description: "Your balance per currency: Waiting (what the marketplace owes you) and Payed so far. Sellers, admins.",
    complexity: listCost(3),
  })
  sellerBalances(@Args(() => SellerBalancesArgs) args: SellerBalancesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.sales.balances(ctx, args);
  }

  @Authorized("payouts:edit")
  @Mutation(() => SellerPayoutView, {
    description:
      "Records a payout made to a seller: its Waiting lines in that currency (up to `upTo`) become Payed with today's date and the reference. ILLEGAL_OPERATION when nothing positive is waiting. Admins.",
  })
  async recordSellerPayout(
    @Arg("input", () => RecordSellerPayoutInput, { description: "Seller, currency, reference." }) input: RecordSellerPayoutInput,
    @Ctx() ctx: RequestContext,
  ): Promise<SellerPayoutView> {
    const p = await ctx.services.payouts.recordPayout(ctx, {
      sellerId: Number(input.sellerId),
      currency: input.currency,
      reference: input.reference.trim(),
      upTo: input.upTo ?? new Date(),
      expectedNet: input.expectedNet == null ? null : toMinor(input.expectedNet),
    });
    return { ...p, sellerId: String(p.sellerId), net: money(p.net, p.currency) };
  }
}
