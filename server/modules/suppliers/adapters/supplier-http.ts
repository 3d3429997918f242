/**
 * What the supplier adapters share: one JSON call with a timeout (the payment providers' default,
 * server/modules/payments/provider-http.ts) that turns every failure into a `SupplierError` of the
 * right kind, exact price conversions, and a cancellable wait for polling.
 *
 * Nothing of a request (headers, body: credentials, tokens) and nothing of an answer's body
 * (codes) goes into an error message: messages name the call (`POST /v3/orders`) and the status.
 */
import { CurrencyCode } from "../../../common/enums.js";
import { DEFAULT_PROVIDER_TIMEOUT_MS, minorToDecimal } from "../../payments/provider-http.js";
import { SupplierError, type SupplierAdapter } from "../supplier-adapter.js";

export { DEFAULT_PROVIDER_TIMEOUT_MS as DEFAULT_SUPPLIER_TIMEOUT_MS };

export type SupplierName = SupplierAdapter["integration"];
export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface SupplierAnswer {
  status: number;
  /** The parsed JSON body; null when the body is empty (or, for a 4xx, not JSON). */
  body: any;
}

export interface SupplierCall {
  method?: string;
  headers?: Record<string, string>;
  /** A JSON body (encoded here) or a ready body (form data). */
  json?: unknown;
  body?: string;
  /** Per-call time limit in milliseconds. */
  timeoutMs: number;
  /** The caller's signal: when it aborts, the call stops and its reason is thrown as is. */
  signal?: AbortSignal;
}

/**
 * One call to a supplier. Network errors, timeouts, 5xx and 429 throw `SupplierError("unavailable")`;
 * a 2xx whose body is not JSON throws `SupplierError("invalid_answer")`; every other answer (2xx,
 * 3xx, 4xx) is returned for the adapter to read.
 */
export async function supplierFetch(integration: SupplierName, fetchImpl: FetchLike, url: string, call: SupplierCall): Promise<SupplierAnswer> {
  const method = call.method ?? "GET";
  const where = `${method} ${new URL(url).pathname}`;
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  const headers: Record<string, string> = { accept: "application/json", ...call.headers };
  let body = call.body;
  if (call.json !== undefined) {
    body = JSON.stringify(call.json);
    headers["content-type"] = "application/json";
  }
  let res: Response;
  let text: string;
  try {
    res = await fetchImpl(url, { method, headers, body, signal });
    text = await res.text();
  } catch (e) {
    if (call.signal?.aborted) throw call.signal.reason;
    throw new SupplierError(integration, "unavailable", describeFailure(e, where, call.timeoutMs));
  }
  if (res.status >= 500 || res.status === 429) throw new SupplierError(integration, "unavailable", `${where} answered ${res.status}`, res.status);
  if (!text.trim()) return { status: res.status, body: null };
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    if (res.ok) throw new SupplierError(integration, "invalid_answer", `${where} answered ${res.status} with a body that is not JSON`, res.status);
    return { status: res.status, body: null };
  }
}

/** Downloads a file (an image code) and returns its bytes; failures as in `supplierFetch`. */
export async function supplierDownload(
  integration: SupplierName,
  fetchImpl: FetchLike,
  url: string,
  call: Omit<SupplierCall, "json" | "body">,
): Promise<{ bytes: Buffer; contentType: string | null }> {
  const where = `GET ${safePath(url)}`;
  const timeout = AbortSignal.timeout(call.timeoutMs);
  const signal = call.signal ? AbortSignal.any([timeout, call.signal]) : timeout;
  let res: Response;
  let bytes: Buffer;
  try {
    res = await fetchImpl(url, { method: "GET", headers: call.headers, signal });
    bytes = Buffer.from(await res.arrayBuffer());
  } catch (e) {
    if (call.signal?.aborted) throw call.signal.reason;
    throw new SupplierError(integration, "unavailable", describeFailure(e, where, call.timeoutMs));
  }
  if (res.status >= 500 || res.status === 429) throw new SupplierError(integration, "unavailable", `${where} answered ${res.status}`, res.status);
  if (!res.ok || bytes.length === 0) throw new SupplierError(integration, "invalid_answer", `${where} answered ${res.status} without the file`, res.status);
  return { bytes, contentType: res.headers.get("content-type") };
}

function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return "(invalid address)";
  }
}

function describeFailure(e: unknown, where: string, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `${where}: no answer within ${timeoutMs} ms`;
  return `${where}: cannot be reached (${err?.cause?.code ?? err?.message ?? "network error"})`;
}

/** The supplier's explanation of a refused call, safe to log (its own error fields, never the request). */
export function refusalText(body: unknown): string {
  if (!body || typeof body !== "object") return "";
  const b = body as Record<string, unknown>;
  const parts = [b.code, b.error, b.message, b.error_description, b.developerMessage, b.detail]
    .filter((v) => typeof v === "string" || typeof v === "number")
    .map(String);
  return [...new Set(parts)].join(": ").slice(0, 300);
}

/**
 * What a refusal (a 4xx with the supplier's explanation) means for the shop: no stock, a price
 * that moved, refused credentials, or some other refusal. The suppliers document no error codes
 * for these, so the explanation's words decide.
 */
export function refusalKind(status: number, text: string): "out_of_stock" | "price_changed" | "auth" | "rejected" {
  if (status === 401 || /invalid_client|unauthori[sz]ed|invalid_token|bad credentials/i.test(text)) return "auth";
  if (/balance|funds|credit/i.test(text)) return "rejected";
  if (/stock|quantity|sold out|not enough codes|not available/i.test(text)) return "out_of_stock";
  if (/price/i.test(text)) return "price_changed";
  return "rejected";
}

/**
 * A supplier's decimal price (a JSON number such as 10.5 or 8.6726, or a string) as EUR cents,
 * rounded **up** to the cent: the shop never believes a key costs less than it does. Exact: the
 * value goes through its decimal digits, not through floating-point multiplication.
 * Returns null for anything that is not a non-negative finite amount.
 */
export function priceToMinor(value: unknown): number | null {
  const n = typeof value === "string" ? Number(value.trim()) : typeof value === "number" ? value : Number.NaN;
  if (!Number.isFinite(n) || n < 0 || n > 1e9) return null;
  const m = /^(\d+)(?:\.(\d+))?$/.exec(n.toFixed(6));
  if (!m) return null;
  const fraction = (m[2] ?? "").padEnd(6, "0");
  const cents = Number(m[1]) * 100 + Number(fraction.slice(0, 2));
  return /[1-9]/.test(fraction.slice(2)) ? cents + 1 : cents;
}

/** EUR cents as the JSON number a supplier expects ("10.50" → 10.5). */
export function minorToNumber(amount: number): number {
  return Number(minorToDecimal(amount, CurrencyCode.EUR));
}

/** A shared promise (a token request) as seen by one caller: its signal can stop waiting for it. */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise;
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", onAbort));
  });
}

/** Waits, or throws the signal's reason as soon as it aborts. */
export function wait(ms: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** Image content types the shop stores for image keys, from a file name, extension or MIME type. */
export function imageContentType(hint: string | null | undefined): "png" | "jpeg" | "jpg" | "gif" | null {
  const h = String(hint ?? "").toLowerCase();
  if (/png/.test(h)) return "png";
  if (/gif/.test(h)) return "gif";
  if (/jpeg/.test(h)) return "jpeg";
  if (/jpg/.test(h)) return "jpg";
  return null;
}

/** Reads base64 (plain, or a data: URL) strictly; null when it is not base64 image data. */
export function cleanBase64(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const raw = value.replace(/^data:[^,]*;base64,/, "").replace(/\s+/g, "");
  if (!raw || raw.length % 4 !== 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(raw)) return null;
  return raw;
}
