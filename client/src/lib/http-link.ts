/**
 * The browser's network link to /graphql: same-origin cookies and, on mutations, the CSRF
 * token (./csrf.ts) in the `x-csrf-token` header; a mutation the CSRF guard refuses (the
 * token belonged to a session that has just ended, say) is sent once more with a fresh
 * token. Loaded with the first request (see createHttpLink in ./apollo.ts).
 */
import { ApolloLink, HttpLink, ServerError } from "@apollo/client";
import { PersistedQueryLink } from "@apollo/client/link/persisted-queries";
import { GraphQLWsLink } from "@apollo/client/link/subscriptions";
import { createClient } from "graphql-ws";
import { OperationTypeNode } from "graphql";
import { catchError, from, mergeMap, of, throwError } from "rxjs";
import { readCookie } from "./cookies";
import { CSRF_HEADER, csrfToken, isCsrfRefusal, refreshCsrfToken } from "./csrf";

/** A refusal answered as an HTTP error (403, application/json): Apollo's ServerError with the body. */
function isCsrfError(error: unknown): boolean {
  if (!ServerError.is(error) || error.statusCode !== 403) return false;
  try {
    return isCsrfRefusal(JSON.parse(error.bodyText));
  } catch {
    return false;
  }
}

const REFUSED = Symbol("csrf refused");

/**
 * Mutations only: the token in the header, and on a refusal a fresh token and one more
 * try. The refusal may come as an error (application/json) or as a GraphQL result
 * (application/graphql-response+json); Apollo's RetryLink sees only the first kind.
 */
export const csrfLink = new ApolloLink((operation, forward) => {
  if (operation.operationType !== OperationTypeNode.MUTATION) return forward(operation);
  const send = (token: Promise<string | undefined>) =>
    from(token).pipe(
      mergeMap((value) => {
        if (value) operation.setContext(({ headers }) => ({ headers: { ...(headers as Record<string, string> | undefined), [CSRF_HEADER]: value } }));
        return forward(operation);
      }),
    );
  return send(csrfToken()).pipe(
    catchError((error: unknown) => (isCsrfError(error) ? of(REFUSED) : throwError(() => error))),
    // The second answer, refused or not, goes to the caller as it is.
    mergeMap((result) => (result === REFUSED || isCsrfRefusal(result) ? send(refreshCsrfToken()) : of(result))),
  );
});

/** SHA-256 of a text, lowercase hex (the persisted query hash), with the browser's Web Crypto. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * Queries go as automatic persisted queries: GET /graphql with the hash only (an HTTP cache
 * may answer public catalogue reads), and once more by POST with the text when the server
 * does not know the hash yet. Apollo's GET keeps its `content-type: application/json`
 * header, which satisfies the server's CSRF prevention for GET. Mutations are sent with
 * their text by POST, as before (the CSRF guard reads it). Signed-in browsers (the
 * `km_signed_in` hint) POST their queries too: their answers are private and never cached,
 * so a GET gains them nothing (and with hashed GETs the admin products list did not show a
 * bulk edit's result after its refetch, in e2e admin-bulk-edit; not diagnosed further).
 */
export function httpLink(uri: string): ApolloLink {
  const http = new HttpLink({ uri, credentials: "same-origin" });
  const persisted = new PersistedQueryLink({ sha256: sha256Hex, useGETForHashedQueries: true });
  const overHttp = ApolloLink.split(
    (operation) =>
      operation.operationType === OperationTypeNode.QUERY && readCookie("km_signed_in") !== "1" && typeof crypto !== "undefined" && crypto.subtle != null,
    ApolloLink.from([persisted, http]),
    ApolloLink.from([csrfLink, http]),
  );
  return ApolloLink.split((operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION, liveLink(uri), overHttp);
}

/** ws: or wss: for the page's own origin, at the GraphQL path. */
export function webSocketUrl(uri: string, base: string): string {
  const url = new URL(uri, base);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

/**
 * Subscriptions (live order pages, prices and stock) over one WebSocket to the same /graphql
 * (graphql-ws), authenticated by the session cookie like every request. The socket opens with
 * the first subscription and closes shortly after the last one ends, so a visitor who signs in
 * or out meanwhile gets a socket of the new session next time; it reconnects by itself (with
 * growing pauses) after a network loss or a server restart, and each subscription then starts
 * again with the current state.
 */
function liveLink(uri: string): ApolloLink {
  let link: GraphQLWsLink | undefined;
  return new ApolloLink((operation) => {
    link ??= new GraphQLWsLink(
      createClient({
        url: webSocketUrl(uri, window.location.href),
        lazy: true,
        lazyCloseTimeout: 1000,
        retryAttempts: Number.POSITIVE_INFINITY,
        // Refusals of the credentials (4401) or of the site (4403) are not retried.
        shouldRetry: (e) => !(typeof e === "object" && e !== null && "code" in e && [4401, 4403].includes((e as { code: number }).code)),
      }),
    );
    return link.request(operation);
  });
}
