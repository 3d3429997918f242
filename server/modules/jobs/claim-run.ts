/**
 * The claim that starts every attempt of a resumable background job (an admin job, a supplier
 * import run, a key upload): one statement moves the job's row to running, counts the attempt,
 * keeps when it first started, and returns the columns the job needs; nothing when the row is
 * done or failed already (another attempt finished it). The job then resumes from the progress
 * committed on that row.
 */
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";

/** The tables of resumable jobs and the column holding their status ('queued', 'running', …). */
const RUN_TABLES = { admin_jobs: "status", supplier_import_runs: "status", key_uploads: "state" } as const;
export type RunTable = keyof typeof RUN_TABLES;

export async function claimRun<T extends { attempts: number }>(
  ctx: RequestContext,
  table: RunTable,
  id: string,
  returning: readonly (keyof T & string)[],
): Promise<T | undefined> {
  const status = RUN_TABLES[table];
  const [row] = returnedRows<T>(
    await ctx.manager.query(
      `UPDATE ${table} SET ${status} = 'running', attempts = attempts + 1, started_at = coalesce(started_at, now()), updated_at = now()
        WHERE id = $1 AND ${status} IN ('queued', 'running')
        RETURNING ${returning.join(", ")}`,
      [id],
    ),
  );
  return row;
}
