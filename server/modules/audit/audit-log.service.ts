/**
 * Reading the admin audit log (the writing is `recordAudit`, ./audit.ts): a page of entries,
 * newest first, filtered by actor (user id or part of the email), action (one, or every action
 * of a resource), target (type and id) and time; the values the filters can take; and the
 * filtered log in batches for the CSV export, walked by keyset so entries written during a long
 * export neither repeat nor shift rows. Admins only (`audit:info`, over every row).
 */
import { ForbiddenError, InvalidInputError } from "../../core/errors/index.js";
import { ownerScope } from "../../core/auth/index.js";
import { SqlParams } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import { AuditActorView, AuditEntryListView, AuditEntryView, AuditLogFacetsView, MAX_AUDIT_TAKE, type AuditLogFilter } from "./audit-log.types.js";

/** Rows per statement of the CSV export. */
const EXPORT_BATCH = 500;

interface EntryRow {
  id: string;
  created_at: Date;
  cursor_at: string;
  actor_user_id: string | null;
  actor_email: string;
  actor_role: string;
  ip: string;
  request_id: string;
  action: string;
  target_type: string;
  target_id: string | null;
  summary: string;
  before: unknown;
  after: unknown;
}

const COLUMNS = `a.id, a.created_at, a.created_at::text AS cursor_at, a.actor_user_id, a.actor_email, a.actor_role, a.ip, a.request_id,
                 a.action, a.target_type, a.target_id, a.summary, a.before, a.after`;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function toView(r: EntryRow): AuditEntryView {
  return Object.assign(new AuditEntryView(), {
    id: String(r.id),
    at: r.created_at,
    actor: Object.assign(new AuditActorView(), { id: r.actor_user_id, email: r.actor_email, role: r.actor_role }),
    ip: r.ip,
    requestId: r.request_id,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    summary: r.summary,
    before: r.before == null ? null : JSON.stringify(r.before),
    after: r.after == null ? null : JSON.stringify(r.after),
  });
}

/** The filter as SQL conditions over `a` (audit_log). */
function conditions(filter: AuditLogFilter | null | undefined, p: SqlParams): string {
  const where = ["TRUE"];
  const f = filter ?? {};
  if (f.actorUserId) where.push(`a.actor_user_id = ${p.add(f.actorUserId)}`);
  const actor = f.actor?.trim();
  if (actor) where.push(`lower(a.actor_email) LIKE ${p.add(likePattern(actor))}`);
  const action = f.action?.trim().toLowerCase();
  if (action) {
    // A resource (no dot) means every action on it; "order." the same.
    const resource = action.replace(/\.$/, "");
    if (action.includes(".") && !action.endsWith(".")) where.push(`a.action = ${p.add(action)}`);
    else where.push(`(a.action = ${p.add(resource)} OR a.action LIKE ${p.add(`${resource.replace(/[\\%_]/g, (c) => `\\${c}`)}.%`)})`);
  }
  const targetType = f.targetType?.trim().toLowerCase();
  if (targetType) where.push(`a.target_type = ${p.add(targetType)}`);
  const targetId = f.targetId?.trim();
  if (targetId) where.push(`a.target_id = ${p.add(targetId)}`);
  if (f.from && f.to && f.from.getTime() > f.to.getTime()) throw new InvalidInputError("from must not be after to");
  if (f.from) where.push(`a.created_at >= ${p.add(f.from)}`);
  if (f.to) where.push(`a.created_at < ${p.add(f.to)}`);
  return where.join(" AND ");
}

export class AuditLogService {
  private requireAll(ctx: RequestContext): void {
    if (ownerScope(ctx, "audit:info", "customer").kind !== "all") throw new ForbiddenError();
  }

  /** A page of entries, newest first, with the number matching the filter. */
  async list(ctx: RequestContext, args: { filter?: AuditLogFilter | null; skip: number; take: number }): Promise<AuditEntryListView> {
    this.requireAll(ctx);
    if (args.take < 1 || args.take > MAX_AUDIT_TAKE) throw new InvalidInputError(`take must be between 1 and ${MAX_AUDIT_TAKE}`);
    if (args.skip < 0) throw new InvalidInputError("skip must be 0 or more");
    const p = new SqlParams();
    const where = conditions(args.filter, p);
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM audit_log a WHERE ${where}`, p.values);
    const rows: EntryRow[] = await ctx.manager.query(
      `SELECT ${COLUMNS} FROM audit_log a WHERE ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}`,
      p.values,
    );
    return Object.assign(new AuditEntryListView(), { items: rows.map(toView), totalItems: n });
  }

  /** Every action and target type recorded so far (the filters' choices). */
  async facets(ctx: RequestContext): Promise<AuditLogFacetsView> {
    this.requireAll(ctx);
    const actions: { v: string }[] = await ctx.manager.query(`SELECT DISTINCT action AS v FROM audit_log ORDER BY 1`);
    const types: { v: string }[] = await ctx.manager.query(`SELECT DISTINCT target_type AS v FROM audit_log ORDER BY 1`);
    return Object.assign(new AuditLogFacetsView(), { actions: actions.map((r) => r.v), targetTypes: types.map((r) => r.v) });
  }

  /** The filtered log, newest first, in batches (keyset on time and id), for the CSV export. */
  async *exportBatches(ctx: RequestContext, filter: AuditLogFilter | null): AsyncGenerator<AuditEntryView[]> {
    this.requireAll(ctx);
    let cursor: { at: string; id: string } | null = null;
    for (;;) {
      const p = new SqlParams();
      const where = conditions(filter, p);
      const after: string = cursor ? ` AND (a.created_at, a.id) < (${p.add(cursor.at)}::timestamptz, ${p.add(cursor.id)}::bigint)` : "";
      const rows: EntryRow[] = await ctx.manager.query(
        `SELECT ${COLUMNS} FROM audit_log a WHERE ${where}${after} ORDER BY a.created_at DESC, a.id DESC LIMIT ${p.add(EXPORT_BATCH)}`,
        p.values,
      );
      if (rows.length) yield rows.map(toView);
      if (rows.length < EXPORT_BATCH) return;
      const last: EntryRow = rows[rows.length - 1]!;
      cursor = { at: last.cursor_at, id: String(last.id) };
    }
  }
}
