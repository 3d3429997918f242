/**
 * CSV exports of the admin's payout screen, with the session cookie (download links in the
 * console):
 *
 *   GET /api/admin/payouts/balances.csv?currency=eur&search=acme&waitingOnly=true&sort=WAITING_DESC
 *   GET /api/admin/payouts/batches/{id}/lines.csv
 *
 * Same filters and rules as the GraphQL queries `payoutBalances` / `payoutBatch`; streamed, with
 * formula-looking cells neutralised (rest/csv.ts).
 */
import { Router } from "express";
import { z } from "zod";
import { CurrencyCode } from "../../common/enums.js";
import { requirePermission } from "../../core/auth/index.js";
import { contextOf, parseQuery } from "../../rest/rest.js";
import { csvAmount, csvDate, sendCsv, type CsvColumn } from "../../rest/csv.js";
import type { PayoutBatchLine } from "./payouts-admin.service.js";
import { PayoutBalanceSort, payoutsAdminRules, type PayoutBalanceView } from "./payouts-admin.types.js";

const balancesQuery = z.strictObject({
  currency: z
    .string()
    .transform((s) => s.toLowerCase())
    .pipe(z.enum(CurrencyCode, { error: () => "currency must be one of: eur, usd, gbp" }))
    .optional(),
  search: payoutsAdminRules.search.optional(),
  waitingOnly: z.enum(["true", "false"], { error: () => "waitingOnly must be true or false" }).optional(),
  sort: z.enum(PayoutBalanceSort, { error: () => `sort must be one of: ${Object.values(PayoutBalanceSort).join(", ")}` }).optional(),
});

const BALANCE_COLUMNS: CsvColumn<PayoutBalanceView>[] = [
  { header: "seller_id", value: (b) => b.seller.id },
  { header: "seller", value: (b) => b.seller.name },
  { header: "seller_email", value: (b) => b.seller.email },
  { header: "currency", value: (b) => b.currency.toUpperCase() },
  { header: "waiting", value: (b) => csvAmount(b.waiting.minor) },
  { header: "waiting_lines", value: (b) => b.waitingLines },
  { header: "oldest_waiting", value: (b) => csvDate(b.oldestWaitingAt) },
  { header: "payed", value: (b) => csvAmount(b.payed.minor) },
  { header: "last_paid_at", value: (b) => csvDate(b.lastPaidAt) },
  { header: "last_reference", value: (b) => b.lastReference },
];

const LINE_COLUMNS: CsvColumn<PayoutBatchLine>[] = [
  { header: "line_id", value: (l) => l.id },
  { header: "date", value: (l) => csvDate(l.createdAt) },
  { header: "kind", value: (l) => l.kind },
  { header: "order", value: (l) => l.orderNumber },
  { header: "product", value: (l) => l.productName },
  { header: "key_id", value: (l) => l.keyId },
  { header: "currency", value: (l) => l.currency.toUpperCase() },
  { header: "gross", value: (l) => csvAmount(l.gross) },
  { header: "commission", value: (l) => csvAmount(l.commission) },
  { header: "net", value: (l) => csvAmount(l.net) },
];

export function payoutsAdminRoutes(): Router {
  const r = Router();
  r.get("/admin/payouts/balances.csv", requirePermission("payouts:info"), async (req, res) => {
    const ctx = contextOf(req);
    const q = parseQuery(balancesQuery, req.query);
    const batches = ctx.services.payoutsAdmin.balanceBatches(ctx, {
      filter: { currency: q.currency ?? null, search: q.search ?? null, waitingOnly: q.waitingOnly === "true" },
      sort: q.sort ?? null,
    });
    await sendCsv(res, `payout_balances_${new Date().toISOString().slice(0, 10)}.csv`, BALANCE_COLUMNS, batches, ctx.services.logger);
  });
  r.get("/admin/payouts/batches/:id/lines.csv", requirePermission("payouts:info"), async (req, res) => {
    const ctx = contextOf(req);
    const id = String(req.params.id);
    const batches = ctx.services.payoutsAdmin.batchLines(ctx, id);
    await sendCsv(res, `payout_${id}_lines.csv`, LINE_COLUMNS, batches, ctx.services.logger);
  });
  return r;
}
