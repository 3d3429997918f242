/**
 * The admin audit log's single door: every admin write calls `recordAudit` inside its own
 * transaction (pass the transaction's context), so the entry and the write commit together.
 */
import type { RequestContext } from "../../graphql/context.js";

export interface AuditRecord {
  /** `resource.verb`, e.g. `product.update`. */
  action: string;
  targetType: string;
  targetId: string | number | null;
  summary?: string;
  /** The operator-visible state before and after (omit secrets; null for creations/deletions). */
  before?: object | null;
  after?: object | null;
}

/** Records one admin write (who, what, before and after) in the caller's transaction. */
export async function recordAudit(ctx: RequestContext, entry: AuditRecord): Promise<void> {
  await ctx.manager.query(
    `INSERT INTO audit_log (actor_user_id, actor_email, actor_role, ip, request_id, action, target_type, target_id, summary, before, after)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [
      ctx.user?.id ?? null,
      ctx.user?.email ?? "",
      ctx.user ? ctx.role : "system",
      ctx.ip ?? "",
      ctx.requestId ?? "",
      entry.action,
      entry.targetType,
      entry.targetId == null ? null : String(entry.targetId),
      entry.summary ?? "",
      entry.before == null ? null : JSON.stringify(entry.before),
      entry.after == null ? null : JSON.stringify(entry.after),
    ],
  );
}
