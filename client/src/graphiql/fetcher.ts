/**
 * GraphiQL's requests to /graphql, as the signed-in browser user: the session cookie goes
 * along (credentials "include") and every request carries the CSRF token (./../lib/csrf.ts)
 * in its header, which the server requires on mutations; a request the CSRF guard refuses
 * (the token belonged to a session that has just ended, say) is sent once more with a fresh
 * token, as the storefront's link does. Headers typed in GraphiQL's Headers tab (an
 * `Authorization: Bearer …` token, say) are sent as they are.
 */
import { createGraphiQLFetcher, type Fetcher } from "@graphiql/toolkit";
import { CSRF_HEADER, csrfToken, isCsrfRefusal, refreshCsrfToken } from "../lib/csrf";

/** Whether an answer is the CSRF guard's refusal (403 with CSRF_TOKEN_INVALID, or a GraphQL result with it). */
async function refused(res: Response): Promise<boolean> {
  if (!(res.headers.get("content-type") ?? "").includes("json")) return false;
  try {
    return isCsrfRefusal(await res.clone().json());
  } catch {
    return false;
  }
}

/** fetch with the cookies and the CSRF header; one retry with a fresh token when refused. */
export function csrfFetch(fetchImpl: typeof fetch = (input, init) => window.fetch(input, init)): typeof fetch {
  const send = async (input: RequestInfo | URL, init: RequestInit | undefined, token: string | undefined) => {
    const headers = new Headers(init?.headers);
    if (token && !headers.has(CSRF_HEADER)) headers.set(CSRF_HEADER, token);
    return fetchImpl(input, { ...init, headers, credentials: "include" });
  };
  return async (input, init) => {
    const first = await send(input, init, await csrfToken());
    if (!(await refused(first))) return first;
    return send(input, init, await refreshCsrfToken());
  };
}

/**
 * The fetcher of the page: POST /graphql of this site (no multipart: the API answers single
 * results); subscriptions over WebSocket to the same path (graphql-ws), with the session cookie,
 * or the Headers tab's `Authorization` as connection_init's payload.
 */
export function keymarketFetcher(url = new URL("/graphql", window.location.href).href): Fetcher {
  const subscriptionUrl = url.replace(/^http/, "ws");
  return createGraphiQLFetcher({ url, subscriptionUrl, fetch: csrfFetch(), enableIncrementalDelivery: false });
}
