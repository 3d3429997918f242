/**
 * Helpers for audit entries' summaries: which fields a write changed, as dotted paths
 * (`en.slug`, `amounts.eur`), comparing the before and after snapshots the operator sees.
 */

/** An object's leaves as `path → value` (arrays are compared whole). */
export function flatten(value: unknown, prefix = "", out: Record<string, unknown> = {}): Record<string, unknown> {
  if (value != null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Date)) {
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out[prefix] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The dotted paths whose values differ between two snapshots, in a stable order. */
export function changedFields(before: object | null | undefined, after: object | null | undefined): string[] {
  const a = flatten(before ?? {});
  const b = flatten(after ?? {});
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  return keys.filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null));
}

/** "what: field, field" (at most a few fields named), or just "what" when nothing differs. */
export function changeSummary(what: string, before: object | null | undefined, after: object | null | undefined): string {
  const fields = changedFields(before, after);
  if (!fields.length) return what;
  const shown = fields.slice(0, 6).join(", ");
  return `${what}: ${shown}${fields.length > 6 ? ` (+${fields.length - 6})` : ""}`;
}
