/**
 * Bulk inserts for the seed: one `INSERT … SELECT … FROM unnest($1::t[], …) WITH ORDINALITY`
 * per chunk, rows produced in input order so identity ids are assigned in that order.
 */
import type { EntityManager } from "typeorm";

export interface BulkColumn {
  /** Target column. */
  name: string;
  /** Postgres element type of the parameter array ("int", "text", "bool" …). */
  type: string;
  /** SQL producing the value from `t.<name>` when it is not a plain copy (casts, decode …). */
  expr?: string;
  /** The column's value for row i. */
  value: (i: number) => unknown;
}

/**
 * Inserts `count` rows in chunks and returns what RETURNING yields, in insertion order.
 * `returning` should include "id" when the caller maps generated ids back to its rows.
 */
export async function bulkInsert<R = Record<string, unknown>>(
  m: EntityManager,
  table: string,
  count: number,
  columns: BulkColumn[],
  opts: { chunk?: number; returning?: string } = {},
): Promise<R[]> {
  const chunk = opts.chunk ?? 2000;
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const params = columns.map((c, i) => `$${i + 1}::${c.type}[]`).join(", ");
  const aliases = columns.map((c) => `"${c.name}"`).join(", ");
  const exprs = columns.map((c) => c.expr ?? `t."${c.name}"`).join(", ");
  const sql =
    `INSERT INTO "${table}" (${names}) SELECT ${exprs} FROM unnest(${params}) WITH ORDINALITY AS t(${aliases}, ord) ORDER BY t.ord` +
    (opts.returning ? ` RETURNING ${opts.returning}` : "");
  const out: R[] = [];
  for (let start = 0; start < count; start += chunk) {
    const end = Math.min(count, start + chunk);
    const values = columns.map((c) => {
      const arr: unknown[] = new Array(end - start);
      for (let i = start; i < end; i++) arr[i - start] = c.value(i);
      return arr;
    });
    const rows = (await m.query(sql, values)) as R[];
    if (opts.returning) out.push(...rows);
  }
  return out;
}

/**
 * Ids returned by a bulk insert, ascending: identity values are drawn in the order the
 * rows are produced, so the i-th smallest id belongs to the i-th input row.
 */
export function idsInOrder(rows: { id: number | string }[], expected: number): number[] {
  const ids = rows.map((r) => Number(r.id)).sort((a, b) => a - b);
  if (ids.length !== expected) throw new Error(`expected ${expected} ids, got ${ids.length}`);
  return ids;
}
