/** Collects positional parameters for hand-written SQL: `p.add(v)` returns "$n". */
export class SqlParams {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
