/** Collects positional parameters for hand-written SQL: `p.add(v)` returns "$n". */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * Rows of an `UPDATE … RETURNING` / `DELETE … RETURNING` run through TypeORM's
 * `manager.query`, which answers `[rows, affectedCount]` for those commands.
 */
export function returnedRows<T>(result: unknown): T[] {
  if (Array.isArray(result) && result.length === 2 && Array.isArray(result[0]) && typeof result[1] === "number") return result[0] as T[];
  return result as T[];
}
