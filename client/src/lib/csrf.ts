/**
 * The browser's CSRF token (signed double submit): the server keeps it in the `km_csrf`
 * cookie (readable by scripts) and wants its value back in the `x-csrf-token` header on
 * every GraphQL mutation and every /api POST. Every /graphql and /api answer refreshes the
 * cookie, and a login or logout renews it, so the cookie is read again for each request;
 * only a first visit (a page rendered by the server) may have none yet, and then
 * GET /api/csrf issues one. The Apollo link (./http-link.ts) and any REST call share this.
 */
import { readCookie } from "./cookies";

export const CSRF_COOKIE = "km_csrf";
export const CSRF_HEADER = "x-csrf-token";
/** The error code of the CSRF guard's refusal (403) on /graphql and /api. */
export const CSRF_TOKEN_INVALID = "CSRF_TOKEN_INVALID";

let pending: Promise<string | undefined> | null = null;

/**
 * Asks the server for a token (GET /api/csrf: the `km_csrf` cookie and `{ csrfToken }`).
 * Concurrent callers share one request. Resolves to the cookie the answer set (what the
 * server will compare the header with), else the answer's token; undefined when offline.
 */
export function refreshCsrfToken(): Promise<string | undefined> {
  pending ??= fetch(new URL("/api/csrf", window.location.href), { credentials: "same-origin" })
    .then(async (res) => readCookie(CSRF_COOKIE) ?? (res.ok ? ((await res.json()) as { csrfToken?: string }).csrfToken : undefined))
    .catch(() => readCookie(CSRF_COOKIE))
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** The token for the next state-changing request: the cookie's, or a new one when there is no cookie yet. */
export function csrfToken(): Promise<string | undefined> {
  const token = readCookie(CSRF_COOKIE);
  return token ? Promise.resolve(token) : refreshCsrfToken();
}

/** Whether a /graphql answer's body (`{ errors: [{ extensions: { code } }] }`) is the CSRF guard's refusal. */
export function isCsrfRefusal(body: unknown): boolean {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) && errors.some((e) => (e as { extensions?: { code?: unknown } } | null)?.extensions?.code === CSRF_TOKEN_INVALID);
}
