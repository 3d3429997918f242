/**
 * The browser's network link to /graphql: same-origin cookies and, when the `km_csrf`
 * cookie exists, its value echoed in the `x-csrf-token` header (double-submit CSRF).
 * Loaded with the first request (see createHttpLink in ./apollo.ts).
 */
import { ApolloLink, HttpLink } from "@apollo/client";
import { CSRF_COOKIE, CSRF_HEADER } from "./apollo";
import { readCookie } from "./cookies";

/** Echoes the double-submit CSRF cookie in a header on every GraphQL request. */
export const csrfLink = new ApolloLink((operation, forward) => {
  const token = readCookie(CSRF_COOKIE);
  if (token) operation.setContext(({ headers }) => ({ headers: { ...(headers as Record<string, string>), [CSRF_HEADER]: token } }));
  return forward(operation);
});

export function httpLink(uri: string): ApolloLink {
  return ApolloLink.from([csrfLink, new HttpLink({ uri, credentials: "same-origin" })]);
}
