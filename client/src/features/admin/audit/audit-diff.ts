/**
 * Before and after of an audit entry, side by side: both JSON snapshots flattened to dotted
 * fields (`en.slug`, `amounts.eur`; arrays kept whole), each field with its two values and
 * whether the write changed it.
 */

export type Snapshot = Record<string, unknown> | null;

export interface FieldChange {
  field: string;
  before: string;
  after: string;
  /** Present on one side only (created, deleted) or different. */
  changed: boolean;
}

/** A snapshot from the entry's JSON text; null for none (a creation's before) or text that is not an object. */
export function parseSnapshot(json: string | null | undefined): Snapshot {
  if (!json) return null;
  try {
    const v = JSON.parse(json) as unknown;
    return v != null && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function flatten(value: unknown, prefix: string, out: Map<string, unknown>): void {
  if (value != null && typeof value === "object" && !Array.isArray(value)) {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length && prefix) out.set(prefix, value);
    for (const [k, v] of entries) flatten(v, prefix ? `${prefix}.${k}` : k, out);
  } else if (prefix) {
    out.set(prefix, value);
  }
}

/** A value as the table shows it: text as is, the rest as JSON; absent is "". */
export function showValue(v: unknown): string {
  if (v === undefined) return "";
  if (typeof v === "string") return v;
  return JSON.stringify(v);
}

/** Every field of either side, in the order they first appear (before's, then after's new ones). */
export function compareSnapshots(before: Snapshot, after: Snapshot): FieldChange[] {
  const a = new Map<string, unknown>();
  const b = new Map<string, unknown>();
  flatten(before ?? {}, "", a);
  flatten(after ?? {}, "", b);
  const fields = [...new Set([...a.keys(), ...b.keys()])];
  return fields.map((field) => {
    const x = a.get(field);
    const y = b.get(field);
    return { field, before: showValue(x), after: showValue(y), changed: JSON.stringify(x ?? null) !== JSON.stringify(y ?? null) };
  });
}
