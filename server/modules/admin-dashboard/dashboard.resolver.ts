/**
 * GraphQL of the admin dashboard (/admin): the period's figures and the attribution report.
 * Thin: one service call each; the service refuses everyone but admins.
 */
import { Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { AdminDashboardView, AttributionReportArgs, AttributionReportView, DashboardRangeArgs } from "./dashboard.types.js";

@Resolver()
export class AdminDashboardResolver {
  @Authorized("dashboard:info")
  @Query(() => AdminDashboardView, {
    description:
      "The dashboard of a period (UTC days, 30 days to today by default, at most 366): paid orders and revenue per day and currency, top products and sellers, low stock, the review and approval queues, signups. Admins.",
  })
  adminDashboard(@Args(() => DashboardRangeArgs) args: DashboardRangeArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.adminDashboard.dashboard(ctx, args);
  }

  @Authorized("dashboard:info")
  @Query(() => AttributionReportView, {
    description:
      "Paid orders and revenue of a period by source, channel and/or campaign, per currency, from the tracking values each order recorded at checkout (consented cookies only). CSV: GET /api/admin/attribution.csv. Admins.",
  })
  attributionReport(@Args(() => AttributionReportArgs) args: AttributionReportArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.adminDashboard.attribution(ctx, args);
  }
}
