/**
 * HTTP caching of /graphql answers (Cache-Control), for browsers and CDNs in front of the
 * shop. Only the public catalogue may be kept by a shared cache: a query asked with GET
 * (with a persisted query hash, or its text in the URL), whose root fields are all public
 * catalogue reads (CATALOG_QUERY_FIELDS: their types are public by construction, the
 * same answer for everyone, see catalog.types.ts), by a caller with no session and no token,
 * answered without errors, gets `Cache-Control: public, max-age=PUBLIC_MAX_AGE`. Everything
 * else (POST, mutations, signed-in callers, errors, other fields) gets `private, no-store`.
 *
 * This is not the server's own response cache (response-cache.ts): that one drops answers
 * as soon as the catalogue changes; an HTTP cache keeps them up to max-age, so the age is
 * short. Apollo's cache-control plugin stays off: the schema carries no hints, and it would
 * run a hook for every field resolved.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { Kind, type OperationDefinitionNode } from "graphql";
import type { RequestContext } from "./context.js";
import { CATALOG_QUERY_FIELDS } from "../core/auth/api-token-guards.js";
import { bearerToken } from "../core/auth/middleware.js";
import { SESSION_COOKIE } from "../core/auth/sessions.js";

/** Seconds a shared cache may keep a public catalogue answer (lists move with sales within a minute: cache-tags.ts LIST_MAX_AGE). */
export const PUBLIC_MAX_AGE = 60;

/** Whether every root selection of a query is a public catalogue field (fragments at the root: no). */
export function isPublicCatalogueQuery(operation: OperationDefinitionNode | undefined): boolean {
  if (operation?.operation !== "query") return false;
  return operation.selectionSet.selections.every((s) => s.kind === Kind.FIELD && CATALOG_QUERY_FIELDS.has(s.name.value));
}

export function httpCachePlugin(maxAge = PUBLIC_MAX_AGE): ApolloServerPlugin<RequestContext> {
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
          const isPublic = anonymous && ok && rc.request.http?.method === "GET" && isPublicCatalogueQuery(rc.operation);
          if (isPublic) {
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
