/**
 * The browser's network link to /graphql: same-origin cookies and, on mutations, the CSRF
 * token (./csrf.ts) in the `x-csrf-token` header; a mutation the CSRF guard refuses (the
 * token belonged to a session that has just ended, say) is sent once more with a fresh
 * token. Loaded with the first request (see createHttpLink in ./apollo.ts).
 */
import { ApolloLink, HttpLink, ServerError } from "@apollo/client";
import { OperationTypeNode } from "graphql";
import { catchError, from, mergeMap, of, throwError } from "rxjs";
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

export function httpLink(uri: string): ApolloLink {
  return ApolloLink.from([csrfLink, new HttpLink({ uri, credentials: "same-origin" })]);
}
