/**
 * What the PayPal and Checkout.com adapters share: one JSON-over-HTTPS call with a timeout that
 * turns "cannot be reached" into `ProviderUnavailableError`, the error for a refused call that is
 * a mistake on our side, and exact conversions between minor units and decimal strings.
 */
import { CurrencyCode } from "../../common/enums.js";
import { ProviderUnavailableError } from "./provider.js";

/** The providers' default time to answer, in milliseconds. */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  /** The parsed JSON body; null when the body is empty. */
  body: any;
}

/**
 * One call to a provider. Network errors, timeouts (`AbortSignal.timeout`), 5xx and 429 answers
 * and unreadable bodies throw `ProviderUnavailableError`; every other answer (2xx, 4xx) is
 * returned for the adapter to read. Nothing of the request (headers, body) goes into the error.
 */
export async function providerFetch(provider: string, url: string, init: RequestInit, timeoutMs: number): Promise<ProviderAnswer> {
  const where = `${init.method ?? "GET"} ${new URL(url).pathname}`;
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
  } catch (e) {
    throw new ProviderUnavailableError(provider, describeFetchFailure(e, where, timeoutMs));
  }
  let text: string;
  try {
    text = await res.text();
  } catch (e) {
    throw new ProviderUnavailableError(provider, describeFetchFailure(e, where, timeoutMs));
  }
  if (res.status >= 500 || res.status === 429) {
    throw new ProviderUnavailableError(provider, `${where} answered ${res.status}`);
  }
  if (!text) return { status: res.status, body: null };
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    if (res.ok) throw new ProviderUnavailableError(provider, `${where} answered ${res.status} with a body that is not JSON`);
    return { status: res.status, body: null };
  }
}

function describeFetchFailure(e: unknown, where: string, timeoutMs: number): string {
  const err = e as { name?: string; message?: string; cause?: { code?: string } };
  if (err?.name === "TimeoutError" || err?.name === "AbortError") return `${where}: no answer within ${timeoutMs} ms`;
  return `${where}: cannot be reached (${err?.cause?.code ?? err?.message ?? "network error"})`;
}

/**
 * A provider refused a call in a way that is a mistake on our side or in the configuration
 * (bad credentials, malformed request, unknown payment): not retried, not a shopper's decline.
 * `code` is the provider's own error name (PayPal `details[].issue`, Checkout.com `error_codes`).
 */
export class ProviderRequestError extends Error {
  constructor(
    readonly provider: string,
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
    this.name = "ProviderRequestError";
  }
}

/** Decimal places of each shop currency (ISO 4217 minor unit). */
const MINOR_DIGITS: Record<CurrencyCode, number> = {
  [CurrencyCode.EUR]: 2,
  [CurrencyCode.USD]: 2,
  [CurrencyCode.GBP]: 2,
};

function digitsOf(currency: CurrencyCode): number {
  const digits = MINOR_DIGITS[currency];
  if (digits === undefined) throw new Error(`Unknown currency ${String(currency)}`);
  return digits;
}

/** 1234 EUR cents → "12.34", exactly (integer arithmetic on strings, no floating point). */
export function minorToDecimal(amount: number, currency: CurrencyCode): string {
  if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`Amount must be a non-negative integer of minor units, got ${amount}`);
  const digits = digitsOf(currency);
  if (digits === 0) return String(amount);
  const s = String(amount).padStart(digits + 1, "0");
  return `${s.slice(0, -digits)}.${s.slice(-digits)}`;
}

/** "12.34" (or "12.3", "12") → 1234, exactly; throws on anything that is not a plain decimal. */
export function decimalToMinor(value: string, currency: CurrencyCode): number {
  const digits = digitsOf(currency);
  const m = /^(\d+)(?:\.(\d+))?$/.exec(String(value).trim());
  if (!m) throw new Error(`Not a decimal amount: ${JSON.stringify(value)}`);
  const fraction = (m[2] ?? "").replace(/0+$/, "");
  if (fraction.length > digits) throw new Error(`${value} has more than ${digits} decimals`);
  const minor = Number(m[1] + fraction.padEnd(digits, "0"));
  if (!Number.isSafeInteger(minor)) throw new Error(`Amount out of range: ${value}`);
  return minor;
}

/** The shop's currency code ("eur") as the providers write it ("EUR"). */
export function isoCurrency(currency: CurrencyCode): string {
  return currency.toUpperCase();
}

/** A provider's currency code ("EUR") as the shop's enum, or undefined for one the shop does not sell in. */
export function shopCurrency(code: unknown): CurrencyCode | undefined {
  const lower = String(code ?? "").toLowerCase();
  return (Object.values(CurrencyCode) as string[]).includes(lower) ? (lower as CurrencyCode) : undefined;
}
