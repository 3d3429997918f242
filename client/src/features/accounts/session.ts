/**
 * The browser side of sessions: what to do after signing in or out (the Apollo cache
 * holds the previous user's answers: reset it), where to go after a login (only where the
 * server said), and the signed-in hint cookie. The CSRF token is the Apollo link's
 * business (lib/http-link.ts).
 */
import { CombinedGraphQLErrors, ServerError, type ApolloClient } from "@apollo/client";
import { readCookie, writeCookie } from "../../lib/cookies";
import { localePath, type Locale } from "../../lib/locale";
import { announceSessionChange } from "./session-signal";

/** Set by the server with the session cookie (readable by scripts); "probably signed in". */
export const SIGNED_IN_COOKIE = "km_signed_in";
/** The tracking cookie with an external referrer (spec §9), passed on at sign-up. */
export const REFERRER_COOKIE = "referrer";

export const hasSignedInHint = (): boolean => readCookie(SIGNED_IN_COOKIE) === "1";

/** Forgets a stale hint (the server said nobody is signed in). */
export function clearSignedInHint(): void {
  if (!hasSignedInHint()) return;
  writeCookie(SIGNED_IN_COOKIE, "", 0);
  announceSessionChange();
}

/** GraphQL's UNAUTHENTICATED: the session ended (signed out elsewhere, blocked, expired). */
export function isUnauthenticated(e: unknown): boolean {
  return (CombinedGraphQLErrors.is(e) && e.errors.some((x) => x.extensions?.code === "UNAUTHENTICATED")) || (ServerError.is(e) && e.statusCode === 401);
}

/**
 * After a login, a logout, a deletion or a seller registration: the cache holds the
 * previous user's answers. Active queries (header, page) are fetched again as the new
 * user; a failure there is the page's business, not the sign-in's.
 */
export async function resetAfterSessionChange(client: ApolloClient): Promise<void> {
  await client.resetStore().catch(() => undefined);
  announceSessionChange();
}

/**
 * Where to go after a login: the `destination` the server answered (it honours the asked
 * one only on this site or localhost, else "/"). A path or a URL of this origin stays in
 * the app; another origin the server allowed (localhost) is a document navigation.
 * Anything that does not parse goes home.
 */
export function loginTarget(destination: string, origin = window.location.origin): { path: string } | { href: string } {
  let url: URL;
  try {
    url = new URL(destination, origin);
  } catch {
    return { path: "/" };
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return { path: "/" };
  if (url.origin === origin) return { path: `${url.pathname}${url.search}${url.hash}` };
  return { href: url.toString() };
}

/** The login page of a language, remembering where to come back to. */
export function loginPath(locale: Locale, destination?: string, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams(extra);
  if (destination) params.set("destination", destination);
  const q = params.toString();
  return `${localePath(locale, "/login")}${q ? `?${q}` : ""}`;
}
