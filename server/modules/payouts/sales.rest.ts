/**
 * CSV exports of a seller's sales and payout ledger, with the session cookie (a download link in
 * the console) or a Bearer token (the seller API):
 *
 *   GET /api/seller/sales.csv?from=2026-11-01&to=2026-11-30&productId=12&currency=eur
 *   GET /api/seller/payouts.csv?from=…&to=…&currency=…&state=Waiting|Payed
 *
 * Same filters, scope and rules as the GraphQL queries `sellerSales` / `sellerPayoutLines`
 * (admins may add `sellerId`); streamed, so any range can be exported.
 */
import { Router } from "express";
import { z } from "zod";
import { CurrencyCode, PayoutState } from "../../common/enums.js";
import { requirePermission } from "../../core/auth/index.js";
import { contextOf, parseQuery } from "../../rest/rest.js";
import { csvAmount, csvDate, sendCsv, type CsvColumn } from "../../rest/csv.js";
import { salesRules, type SellerPayoutLineView, type SellerSaleView } from "./sales.types.js";

const currency = z
  .string()
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(CurrencyCode, { error: () => "currency must be one of: eur, usd, gbp" }));

const common = {
  from: salesRules.day.optional(),
  to: salesRules.day.optional(),
  currency: currency.optional(),
  sellerId: salesRules.id.optional(),
};
const salesQuery = z.strictObject({ ...common, productId: salesRules.id.optional() });
const payoutsQuery = z.strictObject({
  ...common,
  state: z.enum(["Waiting", "Payed"], { error: () => "state must be one of: Waiting, Payed" }).optional(),
});

const SALE_COLUMNS: CsvColumn<SellerSaleView>[] = [
  { header: "sold_at", value: (s) => csvDate(s.soldAt) },
  { header: "order_date", value: (s) => csvDate(s.orderedAt) },
  { header: "order", value: (s) => s.orderNumber },
  { header: "product_id", value: (s) => s.productId },
  { header: "product", value: (s) => s.productName },
  { header: "key_id", value: (s) => s.keyId },
  { header: "currency", value: (s) => s.currency.toUpperCase() },
  { header: "price", value: (s) => csvAmount(s.price.minor) },
  { header: "commission", value: (s) => csvAmount(s.commission.minor) },
  { header: "net", value: (s) => csvAmount(s.net.minor) },
  { header: "key_status", value: (s) => s.status },
  { header: "refunded_at", value: (s) => csvDate(s.refundedAt) },
  { header: "payout", value: (s) => PayoutState[s.payoutState] },
];

const LINE_COLUMNS: CsvColumn<SellerPayoutLineView>[] = [
  { header: "date", value: (l) => csvDate(l.createdAt) },
  { header: "kind", value: (l) => l.kind },
  { header: "order", value: (l) => l.orderNumber },
  { header: "product", value: (l) => l.productName },
  { header: "currency", value: (l) => l.currency.toUpperCase() },
  { header: "gross", value: (l) => csvAmount(l.gross.minor) },
  { header: "commission", value: (l) => csvAmount(l.commission.minor) },
  { header: "net", value: (l) => csvAmount(l.net.minor) },
  { header: "state", value: (l) => PayoutState[l.state] },
  { header: "paid_at", value: (l) => csvDate(l.paidAt) },
  { header: "reference", value: (l) => l.reference },
];

const span = (q: { from?: string; to?: string }) => [q.from ?? "start", q.to ?? "today"].join("_");

export function salesRoutes(): Router {
  const r = Router();
  r.get("/seller/sales.csv", requirePermission("sales:info"), async (req, res) => {
    const ctx = contextOf(req);
    const q = parseQuery(salesQuery, req.query);
    const { sellerId, ...filter } = q;
    const batches = ctx.services.sales.salesBatches(ctx, { sellerId, filter });
    await sendCsv(res, `sales_${span(q)}.csv`, SALE_COLUMNS, batches, ctx.services.logger);
  });
  r.get("/seller/payouts.csv", requirePermission("payouts:info"), async (req, res) => {
    const ctx = contextOf(req);
    const q = parseQuery(payoutsQuery, req.query);
    const { sellerId, state, ...rest } = q;
    const filter = { ...rest, state: state == null ? null : PayoutState[state] };
    const batches = ctx.services.sales.payoutLineBatches(ctx, { sellerId, filter });
    await sendCsv(res, `payouts_${span(q)}.csv`, LINE_COLUMNS, batches, ctx.services.logger);
  });
  return r;
}
