/**
 * HTTP caching of /graphql answers (Cache-Control), for browsers and CDNs in front of the
 * shop. Only the public catalogue may be kept by a shared cache: a query asked with GET
 * (with a persisted query hash, or its text in the URL), whose root fields all carry the
 * schema's PUBLIC cache hint (`@cacheControl(maxAge, scope: PUBLIC)`, cache-hints.ts: the public
 * catalogue, the same answer for everyone), by a caller with no session and no token, answered
 * without errors, gets `Cache-Control: public, max-age=<the smallest maxAge of its fields>`.
 * Everything else (POST, mutations, signed-in callers, errors, other fields) gets `private, no-store`.
 *
 * This is not the server's own response cache (response-cache.ts): that one drops answers
 * as soon as the catalogue changes; an HTTP cache keeps them up to max-age, so the age is
 * short. Apollo's cache-control plugin stays off: only root fields carry hints here, and it
 * would run a hook for every field resolved.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type GraphQLSchema, type OperationDefinitionNode } from "graphql";
import type { RequestContext } from "./context.js";
import { publicQueryHints } from "./cache-hints.js";
import { bearerToken } from "../core/auth/middleware.js";
import { SESSION_COOKIE } from "../core/auth/sessions.js";

/**
 * The seconds a shared cache may keep the answer to a query whose every root selection is a field
 * with a PUBLIC hint (`__typename` too); null when one is not (fragments at the root: not).
 */
export function publicMaxAge(hints: ReadonlyMap<string, number>, operation: OperationDefinitionNode | undefined): number | null {
  if (operation?.operation !== "query") return null;
  let maxAge = Number.POSITIVE_INFINITY;
  for (const s of operation.selectionSet.selections) {
    if (s.kind !== Kind.FIELD) return null;
    if (s.name.value === "__typename") continue;
    const hint = hints.get(s.name.value);
    if (hint === undefined) return null;
    maxAge = Math.min(maxAge, hint);
  }
  return Number.isFinite(maxAge) && maxAge > 0 ? maxAge : null;
}

export function httpCachePlugin(schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  const hints = publicQueryHints(schema);
  return {
    async requestDidStart() {
      return {
        async willSendResponse(rc) {
          const { http, body } = rc.response;
          const ctx = rc.contextValue;
          const req = ctx.req;
          const anonymous =
            ctx.user == null &&
            ctx.session == null &&
            ctx.apiToken == null &&
            req != null &&
            bearerToken(req) == null &&
            typeof req.cookies?.[SESSION_COOKIE] !== "string";
          const ok = body.kind === "single" && !body.singleResult.errors && (http.status ?? 200) === 200;
          const maxAge = anonymous && ok && rc.request.http?.method === "GET" ? publicMaxAge(hints, rc.operation) : null;
          if (maxAge !== null) {
            http.headers.set("cache-control", `public, max-age=${maxAge}`);
            // A shared cache must not hand one visitor's cookie (the CSRF token) to the next.
            ctx.res?.removeHeader("set-cookie");
          } else if (!http.headers.has("cache-control")) {
            http.headers.set("cache-control", "private, no-store");
          }
        },
      };
    },
  };
}
