/**
 * Admin jobs: long admin operations run in the background, with progress a screen can follow
 * (also after a reload) and a report. Today one kind, the product bulk edit: one set of changes
 * (shown or hidden, category, platform, pre-order state, region, marketing tags, list price)
 * applied to up to 10,000 catalogue products.
 *
 * The same machinery as the seller key uploads: starting writes an `admin_jobs` row with the
 * input and queues a pg-boss job in the same transaction (the job exists exactly when the row
 * does, and survives a restart: the queue is in the database). The job works in batches of
 * 200 products; each batch takes the job row's lock, reads where the job stands (`done`),
 * changes its products with one UPDATE (so the storefront's caches are told once per batch, by
 * the products trigger), writes one audit entry per changed product and the progress, and
 * commits all of it together. A run that dies resumes after the last committed batch; two runs
 * at once (two processes, a retry racing an expired run) queue on the lock and never apply a
 * batch twice. A job that has not moved for an hour is failed by an hourly sweep.
 */
import type { EntityManager } from "typeorm";
import { PreOrderState, ProductTag, Region, Role } from "../../common/enums.js";
import { checkPermission, type Permission, permissionScope } from "../../core/auth/index.js";
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { returnedRows, SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import type { Logger } from "../../logger.js";
import { recordAudit } from "../audit/audit.js";
import { type AdminJobFailure, AdminJobKind, type AdminJobReportData, AdminJobStatus } from "./admin-job.entity.js";
import { ListPriceAction, MAX_BULK_EDIT_PRODUCTS, type ProductBulkChangesInput } from "./admin-jobs.types.js";
import { claimRun } from "../jobs/claim-run.js";
import { runInProcess } from "../jobs/run-in-process.js";

/** Name of the pg-boss job that runs one admin job. */
export const ADMIN_JOB = "admin.run-job";
/** Products per transaction (and per progress update, audit batch and cache invalidation). */
export const BULK_EDIT_BATCH = 200;
/** Runs of one job before it is given up as failed. */
const MAX_ATTEMPTS = 3;
/** A job that has not moved for this long is failed (its worker is gone). */
const STALLED_MINUTES = 60;
/** Failures listed in a report (all are counted). */
export const MAX_REPORTED_FAILURES = 1000;
/** List prices in minor units: 0.01 to 100,000. */
const MIN_LIST_PRICE = 1;
const MAX_LIST_PRICE = 10_000_000;

/** The permission whose "all" scope shows every job of a kind (others see only the jobs they started). */
const KIND_PERMISSION: Record<AdminJobKind, Permission> = {
  [AdminJobKind.productBulkEdit]: "products:edit",
};

/** A bulk edit's changes, checked and normalised (amounts in minor units), as stored in the job's input. */
export interface BulkChanges {
  enabled?: boolean;
  categoryId?: number;
  platformId?: number;
  preOrder?: PreOrderState;
  region?: Region;
  addTags?: ProductTag[];
  removeTags?: ProductTag[];
  listPrice?: { action: ListPriceAction; eur?: number; usd?: number; gbp?: number; percent?: number };
}

interface BulkEditInput {
  productIds: number[];
  changes: BulkChanges;
}

/** An admin job as the API shows it. */
export interface AdminJobRow {
  id: string;
  kind: AdminJobKind;
  status: AdminJobStatus;
  total: number;
  done: number;
  failed: number;
  report: AdminJobReportData;
  error: string | null;
  createdByEmail: string;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

const JOB_COLUMNS = `id, kind, status, total, done, failed, report, error, actor_email AS "createdByEmail",
  created_at AS "createdAt", started_at AS "startedAt", finished_at AS "finishedAt"`;

const emptyReport = (): AdminJobReportData => ({ changed: 0, unchanged: 0, failures: [] });

/** What a product looks like to a bulk edit (the fields it can change). */
interface ProductState {
  enabled: boolean;
  categoryId: number;
  platformId: number;
  preOrder: PreOrderState;
  region: Region;
  tags: ProductTag[];
  listPriceEur: number | null;
  listPriceUsd: number | null;
  listPriceGbp: number | null;
}

const TAG_ORDER = Object.values(ProductTag) as ProductTag[];
const CURRENCIES = ["eur", "usd", "gbp"] as const;
const priceField = { eur: "listPriceEur", usd: "listPriceUsd", gbp: "listPriceGbp" } as const;
const cents = (decimal: number) => Math.round(decimal * 100);
const decimal = (minor: number | null) => (minor == null ? null : minor / 100);

/** A product after the changes, or why they cannot apply to it. */
export function applyChanges(before: ProductState, changes: BulkChanges): ProductState | { problem: AdminJobFailure["code"]; message: string } {
  const after: ProductState = { ...before, tags: [...before.tags] };
  if (changes.enabled != null) after.enabled = changes.enabled;
  if (changes.categoryId != null) after.categoryId = changes.categoryId;
  if (changes.platformId != null) after.platformId = changes.platformId;
  if (changes.preOrder != null) after.preOrder = changes.preOrder;
  if (changes.region != null) after.region = changes.region;
  if (changes.addTags?.length || changes.removeTags?.length) {
    const tags = new Set(after.tags);
    for (const t of changes.addTags ?? []) tags.add(t);
    for (const t of changes.removeTags ?? []) tags.delete(t);
    after.tags = TAG_ORDER.filter((t) => tags.has(t));
  }
  const lp = changes.listPrice;
  if (lp) {
    for (const c of CURRENCIES) {
      const field = priceField[c];
      if (lp.action === ListPriceAction.CLEAR) after[field] = null;
      else if (lp.action === ListPriceAction.SET && lp[c] != null) after[field] = lp[c]!;
      else if (lp.action === ListPriceAction.ADJUST && before[field] != null) {
        const next = Math.round((before[field]! * (100 + lp.percent!)) / 100);
        if (next < MIN_LIST_PRICE || next > MAX_LIST_PRICE) {
          return {
            problem: "LIST_PRICE_OUT_OF_RANGE",
            message: `The ${c.toUpperCase()} list price would be ${(next / 100).toFixed(2)}, outside 0.01–100,000`,
          };
        }
        after[field] = next;
      }
    }
  }
  return after;
}

/** The fields that differ, as the operator sees them (amounts as decimals), for the audit log. */
function changedFields(before: ProductState, after: ProductState): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const b: Record<string, unknown> = {};
  const a: Record<string, unknown> = {};
  for (const key of Object.keys(before) as (keyof ProductState)[]) {
    const x = before[key];
    const y = after[key];
    const same = Array.isArray(x) && Array.isArray(y) ? x.length === y.length && x.every((v, i) => v === y[i]) : x === y;
    if (same) continue;
    const shown = key.startsWith("listPrice") ? (v: unknown) => decimal(v as number | null) : (v: unknown) => v;
    b[key] = shown(x);
    a[key] = shown(y);
  }
  return Object.keys(a).length ? { before: b, after: a } : null;
}

function allow(ctx: RequestContext, permission: Permission): void {
  const verdict = checkPermission(ctx.role, ctx.user != null, [permission], ctx.apiToken?.scope);
  if (verdict === "unauthenticated") throw new UnauthenticatedError();
  if (verdict === "forbidden") throw new ForbiddenError();
}

/** Thrown inside a batch when the job cannot go on at all (its target category was deleted meanwhile). */
class JobGivenUp extends Error {}

export class AdminJobsService {
  constructor(
    /** Queues the job of a new admin job in the transaction of `manager`; false when no queue runs (then it runs here). */
    private readonly queue: (jobId: string, manager: EntityManager) => Promise<boolean> = async () => false,
    private readonly logger?: Logger,
  ) {}

  /**
   * Checks a bulk edit (at least one change; every product, the category and the platform
   * exist; at most 10,000 products) and starts it as a job: answers the job, queued.
   */
  async startProductBulkEdit(ctx: RequestContext, input: { productIds: readonly string[]; changes: ProductBulkChangesInput }): Promise<AdminJobRow> {
    allow(ctx, "products:edit");
    const changes = this.checkChanges(input.changes);
    const ids: number[] = [];
    const seen = new Set<number>();
    for (const raw of input.productIds) {
      const s = String(raw).trim();
      if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2_147_483_647) throw new InvalidInputError(`productIds: "${s.slice(0, 20)}" is not a product id`);
      const id = Number(s);
      if (!seen.has(id)) ids.push(id);
      seen.add(id);
    }
    if (ids.length === 0) throw new InvalidInputError("productIds: choose at least one product");
    if (ids.length > MAX_BULK_EDIT_PRODUCTS) throw new InvalidInputError(`productIds: at most ${MAX_BULK_EDIT_PRODUCTS} products at a time`);
    const found: { id: number }[] = await ctx.manager.query(`SELECT id FROM products WHERE id = ANY($1::int[])`, [ids]);
    if (found.length < ids.length) {
      const known = new Set(found.map((r) => r.id));
      const missing = ids.filter((id) => !known.has(id));
      const shown = missing.slice(0, 10).join(", ") + (missing.length > 10 ? ` and ${missing.length - 10} more` : "");
      throw new InvalidInputError(`productIds: ${missing.length === 1 ? "this product does" : `${missing.length} products do`} not exist: ${shown}`);
    }
    await this.checkTargets(ctx.manager, changes);
    const stored: BulkEditInput = { productIds: ids, changes };
    const { id, queued } = await withTransaction(ctx, async (tx) => {
      const [row] = await tx.manager.query(
        `INSERT INTO admin_jobs (kind, total, input, report, created_by, actor_email, actor_role, actor_ip, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id`,
        [
          AdminJobKind.productBulkEdit,
          ids.length,
          JSON.stringify(stored),
          JSON.stringify(emptyReport()),
          ctx.user?.id ?? null,
          ctx.user?.email ?? "",
          ctx.role,
          ctx.ip ?? "",
          ctx.requestId ?? "",
        ],
      );
      return { id: row.id as string, queued: await this.queue(row.id, tx.manager) };
    });
    if (!queued) this.runHere(ctx, id);
    return this.load(ctx.manager, id);
  }

  /** The changes, checked: at least one, no tag both added and removed, a list price change that says what to do. */
  private checkChanges(input: ProductBulkChangesInput): BulkChanges {
    const c: BulkChanges = {};
    if (input.enabled != null) c.enabled = input.enabled;
    if (input.categoryId != null) c.categoryId = Number(input.categoryId);
    if (input.platformId != null) c.platformId = Number(input.platformId);
    if (input.preOrder != null) c.preOrder = input.preOrder;
    if (input.region != null) c.region = input.region;
    const add = [...new Set(input.addTags ?? [])];
    const remove = [...new Set(input.removeTags ?? [])];
    const both = add.filter((t) => remove.includes(t));
    if (both.length) throw new InvalidInputError(`changes: ${both.join(", ")} cannot be both added and removed`);
    if (add.length) c.addTags = add;
    if (remove.length) c.removeTags = remove;
    const lp = input.listPrice;
    if (lp) {
      const amounts = CURRENCIES.filter((x) => lp[x] != null);
      if (lp.action === ListPriceAction.SET) {
        if (!amounts.length) throw new InvalidInputError("changes.listPrice: give the list price in at least one currency (eur, usd, gbp)");
        if (lp.percent != null) throw new InvalidInputError("changes.listPrice: percent is only for ADJUST");
        c.listPrice = { action: lp.action, ...Object.fromEntries(amounts.map((x) => [x, cents(lp[x]!)])) };
      } else if (lp.action === ListPriceAction.ADJUST) {
        if (lp.percent == null || lp.percent === 0) throw new InvalidInputError("changes.listPrice: give the percent to add or take off (not 0)");
        if (amounts.length) throw new InvalidInputError("changes.listPrice: amounts are only for SET");
        c.listPrice = { action: lp.action, percent: lp.percent };
      } else {
        if (amounts.length || lp.percent != null) throw new InvalidInputError("changes.listPrice: CLEAR takes no amounts and no percent");
        c.listPrice = { action: lp.action };
      }
    }
    if (Object.keys(c).length === 0) throw new InvalidInputError("changes: choose at least one change");
    return c;
  }

  /** The target category and platform exist. */
  private async checkTargets(manager: EntityManager, changes: BulkChanges): Promise<void> {
    if (changes.categoryId != null) {
      const [row] = await manager.query(`SELECT id FROM categories WHERE id = $1`, [changes.categoryId]);
      if (!row) throw new InvalidInputError(`changes.categoryId: category ${changes.categoryId} does not exist`);
    }
    if (changes.platformId != null) {
      const [row] = await manager.query(`SELECT id FROM platforms WHERE id = $1`, [changes.platformId]);
      if (!row) throw new InvalidInputError(`changes.platformId: platform ${changes.platformId} does not exist`);
    }
  }

  /** Without a job queue: the job runs in this process, after the answer. */
  private runHere(ctx: RequestContext, id: string): void {
    runInProcess(
      ctx,
      MAX_ATTEMPTS,
      (system) => this.processJob(system, id),
      (e) => this.logger?.warn({ err: e, adminJobId: id }, "admin job failed (retried)"),
    );
  }

  /**
   * The job: processes an admin job from where it stands (a retried run resumes after the last
   * committed batch) until it is done. Safe to run twice at once: every batch takes the job
   * row's lock and starts from the progress it finds there.
   */
  async processJob(ctx: RequestContext, jobId: string): Promise<void> {
    if (!isUuid(jobId)) return;
    const row = await claimRun<{
      kind: AdminJobKind;
      input: BulkEditInput;
      attempts: number;
      created_by: string | null;
      actor_email: string;
      actor_role: string;
      actor_ip: string;
      request_id: string;
    }>(ctx, "admin_jobs", jobId, ["kind", "input", "attempts", "created_by", "actor_email", "actor_role", "actor_ip", "request_id"]);
    if (!row) return; // done or failed already
    if (row.attempts > MAX_ATTEMPTS) return this.fail(ctx, jobId, `Gave up after ${MAX_ATTEMPTS} attempts`);
    // The audit log names the admin who started the job, not the system.
    const actor: RequestContext = {
      ...ctx,
      user: row.created_by ? { id: row.created_by, email: row.actor_email, role: row.actor_role as Role, sellerId: null } : null,
      role: (row.actor_role as Role) || Role.guest,
      ip: row.actor_ip,
      requestId: row.request_id,
    };
    try {
      while (await this.runBatch(actor, jobId, row.input)) {
        /* next batch */
      }
    } catch (e) {
      if (e instanceof JobGivenUp) return this.fail(ctx, jobId, e.message);
      if (row.attempts >= MAX_ATTEMPTS) return this.fail(ctx, jobId, "The job could not be completed");
      throw e;
    }
  }

  /** One batch of a bulk edit, committed with its audit entries and the progress; false when the job has nothing left to do. */
  private async runBatch(ctx: RequestContext, jobId: string, input: BulkEditInput): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const [job] = await tx.manager.query(`SELECT status, done, failed, report FROM admin_jobs WHERE id = $1 FOR UPDATE`, [jobId]);
      if (!job || job.status !== AdminJobStatus.running) return false;
      const start: number = job.done;
      const report: AdminJobReportData = { ...emptyReport(), ...job.report };
      let failed: number = job.failed;
      const batch = input.productIds.slice(start, start + BULK_EDIT_BATCH);
      const changes = input.changes;
      if (batch.length) {
        if (changes.categoryId != null && !(await tx.manager.query(`SELECT 1 FROM categories WHERE id = $1`, [changes.categoryId])).length) {
          throw new JobGivenUp(`Category ${changes.categoryId} was deleted while the job ran`);
        }
        if (changes.platformId != null && !(await tx.manager.query(`SELECT 1 FROM platforms WHERE id = $1`, [changes.platformId])).length) {
          throw new JobGivenUp(`Platform ${changes.platformId} was deleted while the job ran`);
        }
        const rows: (ProductState & { id: number })[] = await tx.manager.query(
          `SELECT id, enabled, category_id AS "categoryId", platform_id AS "platformId", pre_order AS "preOrder", region, tags,
                  list_price_eur AS "listPriceEur", list_price_usd AS "listPriceUsd", list_price_gbp AS "listPriceGbp"
             FROM products WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
          [batch],
        );
        const byId = new Map(rows.map((r) => [r.id, r]));
        const updates: (ProductState & { id: number; diff: { before: Record<string, unknown>; after: Record<string, unknown> } })[] = [];
        const failure = (f: AdminJobFailure) => {
          failed++;
          if (report.failures.length < MAX_REPORTED_FAILURES) report.failures.push(f);
        };
        for (const id of batch) {
          const before = byId.get(id);
          if (!before) {
            failure({ targetId: String(id), code: "PRODUCT_GONE", message: "The product was deleted after the job started" });
            continue;
          }
          const { id: _id, ...state } = before;
          const after = applyChanges(state, changes);
          if ("problem" in after) {
            failure({ targetId: String(id), code: after.problem, message: after.message });
            continue;
          }
          const diff = changedFields(state, after);
          if (!diff) report.unchanged++;
          else updates.push({ id, ...after, diff });
        }
        if (updates.length) {
          // One statement for the batch: the products trigger tells the storefront's caches once.
          await tx.manager.query(
            `UPDATE products p SET enabled = t.enabled, category_id = t.category_id, platform_id = t.platform_id, pre_order = t.pre_order,
                    region = t.region, tags = CASE WHEN t.tags = '' THEN '{}'::text[] ELSE string_to_array(t.tags, ',') END,
                    list_price_eur = t.eur, list_price_usd = t.usd, list_price_gbp = t.gbp, updated_at = now()
               FROM unnest($1::int[], $2::boolean[], $3::int[], $4::int[], $5::smallint[], $6::text[], $7::text[], $8::int[], $9::int[], $10::int[])
                    AS t(id, enabled, category_id, platform_id, pre_order, region, tags, eur, usd, gbp)
              WHERE p.id = t.id`,
            [
              updates.map((u) => u.id),
              updates.map((u) => u.enabled),
              updates.map((u) => u.categoryId),
              updates.map((u) => u.platformId),
              updates.map((u) => u.preOrder),
              updates.map((u) => u.region),
              updates.map((u) => u.tags.join(",")),
              updates.map((u) => u.listPriceEur),
              updates.map((u) => u.listPriceUsd),
              updates.map((u) => u.listPriceGbp),
            ],
          );
          for (const u of updates) {
            await recordAudit(tx, {
              action: "product.bulk_update",
              targetType: "product",
              targetId: u.id,
              summary: `Bulk edit: ${Object.keys(u.diff.after).join(", ")}`,
              before: u.diff.before,
              after: { ...u.diff.after, adminJobId: jobId },
            });
          }
          report.changed += updates.length;
        }
      }
      const done = start + batch.length;
      const finished = done >= input.productIds.length;
      await tx.manager.query(
        `UPDATE admin_jobs SET done = $2, failed = $3, report = $4::jsonb, updated_at = now()
           ${finished ? `, status = 'done', finished_at = now()` : ""}
          WHERE id = $1`,
        [jobId, done, failed, JSON.stringify(report)],
      );
      return !finished;
    });
  }

  private async fail(ctx: RequestContext, jobId: string, error: string): Promise<void> {
    await ctx.manager.query(
      `UPDATE admin_jobs SET status = 'failed', error = $2, finished_at = now(), updated_at = now() WHERE id = $1 AND status IN ('queued', 'running')`,
      [jobId, error],
    );
  }

  /** Fails jobs whose worker is gone (nothing moved for an hour). */
  async failStalled(ctx: RequestContext): Promise<number> {
    const rows = returnedRows<{ id: string }>(
      await ctx.manager.query(
        `UPDATE admin_jobs SET status = 'failed', error = 'The job stopped', finished_at = now(), updated_at = now()
          WHERE status IN ('queued', 'running') AND updated_at < now() - make_interval(mins => $1) RETURNING id`,
        [STALLED_MINUTES],
      ),
    );
    return rows.length;
  }

  private async load(manager: EntityManager, id: string): Promise<AdminJobRow> {
    const [row] = await manager.query(`SELECT ${JOB_COLUMNS} FROM admin_jobs WHERE id = $1`, [id]);
    return row;
  }

  /** Which jobs the caller sees: every job of the kinds they administer over all rows, and the ones they started. */
  private visible(ctx: RequestContext, p: SqlParams): string {
    if (!ctx.user) throw new UnauthenticatedError();
    const kinds = (Object.keys(KIND_PERMISSION) as AdminJobKind[]).filter((k) => permissionScope(ctx.role, KIND_PERMISSION[k]) === "all");
    return `(kind = ANY(${p.add(kinds)}::text[]) OR created_by = ${p.add(ctx.user.id)})`;
  }

  /** One job the caller may see; unknown and foreign ids are NOT_FOUND alike. */
  async get(ctx: RequestContext, id: string): Promise<AdminJobRow> {
    const p = new SqlParams();
    const where = this.visible(ctx, p);
    if (!isUuid(id)) throw new NotFoundError("Admin job");
    const [row] = await ctx.manager.query(`SELECT ${JOB_COLUMNS} FROM admin_jobs WHERE id = ${p.add(id)} AND ${where}`, p.values);
    if (!row) throw new NotFoundError("Admin job");
    return row;
  }

  /** Recent jobs the caller may see, newest first, optionally of one kind. */
  async list(ctx: RequestContext, kind: AdminJobKind | null, skip: number, take: number): Promise<{ items: AdminJobRow[]; totalItems: number }> {
    const p = new SqlParams();
    const where = `${this.visible(ctx, p)}${kind ? ` AND kind = ${p.add(kind)}` : ""}`;
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM admin_jobs WHERE ${where}`, p.values);
    const items = await ctx.manager.query(
      `SELECT ${JOB_COLUMNS} FROM admin_jobs WHERE ${where} ORDER BY created_at DESC, id LIMIT ${p.add(take)} OFFSET ${p.add(skip)}`,
      p.values,
    );
    return { items, totalItems: n };
  }
}
