/**
 * CSV export of the admin audit log, with the session cookie (the download link on /admin/audit):
 *
 *   GET /api/admin/audit.csv?action=order&targetType=order&targetId=…&actor=ann@&actorUserId=…&from=2026-01-01&to=2026-02-01
 *
 * Same filters as the GraphQL query `auditLog`, every matching entry newest first; streamed,
 * with formula-looking cells neutralised (rest/csv.ts). `before` and `after` are JSON text.
 */
import { Router } from "express";
import { z } from "zod";
import { requirePermission } from "../../core/auth/index.js";
import { contextOf, parseQuery } from "../../rest/rest.js";
import { csvDate, sendCsv, type CsvColumn } from "../../rest/csv.js";
import { auditRules, type AuditEntryView } from "./audit-log.types.js";

const date = (name: string) =>
  z
    .string()
    .refine((s) => !Number.isNaN(Date.parse(s)), `${name} must be a date (2026-01-31 or an ISO 8601 time)`)
    .transform((s) => new Date(s));

const auditQuery = z.strictObject({
  actorUserId: auditRules.actorUserId.optional(),
  actor: auditRules.actor.optional(),
  action: auditRules.action.optional(),
  targetType: auditRules.targetType.optional(),
  targetId: auditRules.targetId.optional(),
  from: date("from").optional(),
  to: date("to").optional(),
});

const COLUMNS: CsvColumn<AuditEntryView>[] = [
  { header: "id", value: (e) => e.id },
  { header: "at", value: (e) => csvDate(e.at) },
  { header: "actor_id", value: (e) => e.actor.id },
  { header: "actor_email", value: (e) => e.actor.email },
  { header: "actor_role", value: (e) => e.actor.role },
  { header: "ip", value: (e) => e.ip },
  { header: "request_id", value: (e) => e.requestId },
  { header: "action", value: (e) => e.action },
  { header: "target_type", value: (e) => e.targetType },
  { header: "target_id", value: (e) => e.targetId },
  { header: "summary", value: (e) => e.summary },
  { header: "before", value: (e) => e.before },
  { header: "after", value: (e) => e.after },
];

export function auditLogRoutes(): Router {
  const r = Router();
  r.get("/admin/audit.csv", requirePermission("audit:info"), async (req, res) => {
    const ctx = contextOf(req);
    const q = parseQuery(auditQuery, req.query);
    const batches = ctx.services.auditLog.exportBatches(ctx, q);
    await sendCsv(res, `audit_log_${new Date().toISOString().slice(0, 10)}.csv`, COLUMNS, batches, ctx.services.logger);
  });
  return r;
}
