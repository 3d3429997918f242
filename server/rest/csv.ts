/**
 * CSV downloads of the /api shims: rows come from a service in batches (an async iterable, one
 * statement per batch) and stream out through csv-stringify with backpressure, so a large export
 * never sits whole in memory. Cells that a spreadsheet would run as a formula (starting with
 * = + - @, a tab or a carriage return) are neutralised with a leading apostrophe (OWASP's CSV
 * injection advice); plain numbers such as -12.50 are left as they are. UTF-8 with a BOM, so
 * spreadsheet programs read accented product names right.
 */
import { once } from "node:events";
import type { Response } from "express";
import { stringify } from "csv-stringify";
import type { Logger } from "../logger.js";

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null;
}

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;
const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell as it is safe to hand to a spreadsheet. */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** An amount in minor units as a CSV cell: 2 decimals, dot separator (1234 → "12.34"). */
export const csvAmount = (minor: number): string => (minor / 100).toFixed(2);

/** A date as a CSV cell: ISO 8601 in UTC, or empty. */
export const csvDate = (d: Date | null | undefined): string => (d ? d.toISOString() : "");

/**
 * Streams `batches` as a CSV attachment named `filename`. The first batch is read before any
 * header is sent, so a refusal (permission, invalid filter) still answers with the usual JSON
 * error; a failure later cuts the download short (the status line is gone by then) and is logged.
 */
export async function sendCsv<T>(
  res: Response,
  filename: string,
  columns: readonly CsvColumn<T>[],
  batches: AsyncIterable<T[]>,
  logger: Logger,
): Promise<void> {
  const it = batches[Symbol.asyncIterator]();
  let next = await it.next();
  res.status(200);
  res.setHeader("content-type", "text/csv; charset=utf-8");
  res.setHeader("content-disposition", `attachment; filename="${filename.replace(/[^\w.-]/g, "_")}"`);
  res.setHeader("cache-control", "no-store");
  res.setHeader("x-content-type-options", "nosniff");
  const csv = stringify({ bom: true, header: true, columns: columns.map((c) => c.header), cast: { string: safeCell } });
  csv.pipe(res);
  // A client that goes away ends the export: no more statements, no wait for a drain that never comes.
  let closed = false;
  const gone = new AbortController();
  res.on("close", () => {
    closed = true;
    gone.abort();
  });
  try {
    while (!next.done && !closed) {
      for (const row of next.value) {
        if (!csv.write(columns.map((c) => c.value(row) ?? ""))) await once(csv, "drain", { signal: gone.signal }).catch(() => undefined);
        if (closed) break;
      }
      if (!closed) next = await it.next();
    }
    csv.end();
  } catch (err) {
    logger.error({ err, filename }, "CSV export failed");
    csv.destroy();
    res.destroy();
  } finally {
    if (closed) await it.return?.(undefined);
  }
}
