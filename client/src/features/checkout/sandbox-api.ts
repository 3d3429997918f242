/**
 * The sandbox provider's REST calls (server/modules/payments/payments.rest.ts): like a real
 * provider's own page, they need no session or CSRF token. Card checks and formatting of
 * the sandbox page's form (the server checks everything again).
 */

export type SandboxStatus = "created" | "challenge" | "captured" | "declined" | "cancelled";

export interface SandboxPaymentView {
  id: string;
  orderNumber: string;
  amount: number;
  amountMinor: number;
  currency: string;
  status: SandboxStatus;
  threeDsRequested: boolean;
  declineReason: string | null;
  redirectUrl: string | null;
}

/** A refused call: its HTTP status and the server's code ("not-found", "bad-user-input" …). */
export class SandboxCallError extends Error {
  constructor(
    readonly status: number,
    readonly code: string | null,
    message: string,
  ) {
    super(message);
  }
}

async function call(path: string, body?: unknown): Promise<SandboxPaymentView> {
  const r = await fetch(new URL(`/api/sandbox/payments/${path}`, window.location.origin), {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "same-origin",
  });
  const json = (await r.json().catch(() => null)) as (SandboxPaymentView & { code?: string; message?: string }) | null;
  if (!r.ok || !json) throw new SandboxCallError(r.status, json?.code ?? null, json?.message ?? r.statusText);
  return json;
}

const seg = (id: string) => encodeURIComponent(id);

export const sandboxApi = {
  view: (id: string) => call(seg(id)),
  pay: (id: string, card: { cardNumber: string; expiry: string; cvc: string; holder?: string }) => call(`${seg(id)}/pay`, card),
  challenge: (id: string, code: string) => call(`${seg(id)}/challenge`, { code }),
  cancel: (id: string) => call(`${seg(id)}/cancel`, {}),
};

/** The test cards the page lists (README "The sandbox provider"). */
export const TEST_CARDS = [
  { number: "4242 4242 4242 4242", outcome: "approved" },
  { number: "4000 0000 0000 0002", outcome: "declined" },
  { number: "4000 0000 0000 9995", outcome: "insufficientFunds" },
  { number: "4000 0000 0000 3220", outcome: "challenge" },
] as const;

export const digitsOf = (s: string) => s.replace(/\D/g, "");

/** "4242424242424242" → "4242 4242 4242 4242" (groups of 4, at most 19 digits). */
export function formatCardNumber(input: string): string {
  return digitsOf(input)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, "$1 ");
}

/** What is typed in the expiry field as MM/YY: "1" → "1", "12" → "12/", "1230" → "12/30"; a leading 2–9 is a month ("4" → "04/"). */
export function formatExpiry(input: string, previous = ""): string {
  let d = digitsOf(input).slice(0, 4);
  if (d.length === 1 && Number(d) > 1) d = `0${d}`;
  // Deleting the slash deletes the month's last digit too.
  if (previous.endsWith("/") && input.length < previous.length) return d.slice(0, 1);
  if (d.length < 2) return d;
  return d.length === 2 ? `${d}/` : `${d.slice(0, 2)}/${d.slice(2)}`;
}

/** Luhn check (the sandbox takes any valid number). */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardProblem = "required" | "cardNumber" | "expiry" | "expired" | "cvc";

export function cardNumberProblem(v: string): CardProblem | null {
  const d = digitsOf(v);
  if (!d) return "required";
  return d.length >= 12 && d.length <= 19 && luhn(d) ? null : "cardNumber";
}

export function expiryProblem(v: string, now = new Date()): CardProblem | null {
  if (!v.trim()) return "required";
  const m = /^(\d{2})\s*\/\s*(\d{2})$/.exec(v.trim());
  const month = Number(m?.[1]);
  if (!m || month < 1 || month > 12) return "expiry";
  const year = 2000 + Number(m[2]);
  const y = now.getFullYear();
  return year < y || (year === y && month < now.getMonth() + 1) ? "expired" : null;
}

export function cvcProblem(v: string): CardProblem | null {
  if (!v.trim()) return "required";
  return /^\d{3,4}$/.test(v.trim()) ? null : "cvc";
}
