/**
 * CSV export of the attribution report (the dashboard's download link, or an admin's Bearer token):
 *
 *   GET /api/admin/attribution.csv?from=2026-11-01&to=2026-11-30&groupBy=source,channel,campaign
 *
 * Same rules as the GraphQL query `attributionReport` (groupBy: any of source, channel, campaign,
 * comma-separated; source when absent). One row per combination and currency.
 */
import { Router } from "express";
import { z } from "zod";
import { requirePermission } from "../../core/auth/index.js";
import { contextOf, parseQuery } from "../../rest/rest.js";
import { csvAmount, sendCsv, type CsvColumn } from "../../rest/csv.js";
import { AttributionDimension, type AttributionRowView } from "./dashboard.types.js";
import { dayRule } from "../payouts/sales.types.js";

const DIMENSIONS: Record<string, AttributionDimension> = {
  source: AttributionDimension.SOURCE,
  channel: AttributionDimension.CHANNEL,
  campaign: AttributionDimension.CAMPAIGN,
};

const query = z.strictObject({
  from: dayRule.optional(),
  to: dayRule.optional(),
  groupBy: z
    .string()
    .transform((s) => s.split(",").map((d) => d.trim().toLowerCase()))
    .pipe(z.array(z.enum(["source", "channel", "campaign"], { error: () => "groupBy must list some of: source, channel, campaign" })).min(1))
    .optional(),
});

export function dashboardRoutes(): Router {
  const r = Router();
  r.get("/admin/attribution.csv", requirePermission("dashboard:info"), async (req, res) => {
    const ctx = contextOf(req);
    const q = parseQuery(query, req.query);
    const report = await ctx.services.adminDashboard.attribution(ctx, { from: q.from, to: q.to, groupBy: q.groupBy?.map((d) => DIMENSIONS[d]!) });
    const columns: CsvColumn<AttributionRowView>[] = [
      ...(report.groupBy.includes(AttributionDimension.SOURCE) ? [{ header: "source", value: (r: AttributionRowView) => r.source }] : []),
      ...(report.groupBy.includes(AttributionDimension.CHANNEL) ? [{ header: "channel", value: (r: AttributionRowView) => r.channel }] : []),
      ...(report.groupBy.includes(AttributionDimension.CAMPAIGN) ? [{ header: "campaign", value: (r: AttributionRowView) => r.campaign }] : []),
      { header: "currency", value: (r) => r.currency.toUpperCase() },
      { header: "orders", value: (r) => r.orders },
      { header: "revenue", value: (r) => csvAmount(r.revenue.minor) },
    ];
    async function* once() {
      yield report.rows;
    }
    await sendCsv(res, `attribution_${report.from}_${report.to}.csv`, columns, once(), ctx.services.logger);
  });
  return r;
}
