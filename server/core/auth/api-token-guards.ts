/**
 * What an API token may not reach, beyond the permission table (TOKEN_SCOPE_GRANTS): operations
 * that need no permission but change something. A token acts for its seller's console, never as
 * a browser signing up, in or out, resetting a password or sending forms.
 *
 *  - GraphQL: a mutation field without `@Authorized` (public: signUp, logIn, logOut, resetPassword …)
 *    is refused (403) before anything runs; guarded ones are decided by the auth checker with the
 *    token's scope. Public queries (the catalogue) stay readable.
 *  - REST: a token may read (GET, and the public read-only calls under /api/public/) and call the
 *    seller paths (/api/seller/*, still under their permission guard); anything else is 403.
 *  - An integrator's API client of the `catalog` scope reads the public catalogue only (the root
 *    queries of CATALOG_QUERY_FIELDS; on REST, reads outside the account, cart, seller and admin
 *    paths); an `admin` client calls the admin paths instead of the seller ones.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler } from "express";
import { Kind, type DocumentNode, type FragmentDefinitionNode, type GraphQLSchema, type OperationDefinitionNode, type SelectionSetNode } from "graphql";
import { getMetadataStorage } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { ForbiddenError } from "../errors/index.js";

const TOKEN_REFUSED = "API tokens cannot do this: it is an account operation, not a seller operation";

/** Names of the schema's mutations that carry no `@Authorized` guard (on the method or its resolver class). */
export function publicMutations(schema: GraphQLSchema): Set<string> {
  const storage = getMetadataStorage();
  const guarded = new Set<string>();
  for (const m of storage.mutations) {
    const onMethod = storage.authorizedFields.some((a) => a.target === m.target && a.fieldName === m.methodName);
    const onClass = storage.authorizedResolver.some((a) => a.target === m.target);
    if (onMethod || onClass) guarded.add(m.schemaName);
  }
  const fields = Object.keys(schema.getMutationType()?.getFields() ?? {});
  return new Set(fields.filter((f) => !guarded.has(f)));
}

/** Root field names of a selection set, through fragments. */
function rootFields(set: SelectionSetNode, fragments: Record<string, FragmentDefinitionNode>, out: string[] = []): string[] {
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) out.push(s.name.value);
    else if (s.kind === Kind.INLINE_FRAGMENT) rootFields(s.selectionSet, fragments, out);
    else if (fragments[s.name.value]) rootFields(fragments[s.name.value]!.selectionSet, fragments, out);
  }
  return out;
}

/**
 * The root queries whose answers are the same for every caller: the public catalogue and the
 * shop's public settings. All an API client of the `catalog` scope may ask (anonymously; anything
 * else, a mutation, `me`, orders …, is refused with 403), and what an anonymous GET may have
 * cached by a CDN (graphql/http-cache.ts).
 */
export const CATALOG_QUERY_FIELDS: ReadonlySet<string> = new Set([
  "__typename",
  "products",
  "product",
  "productList",
  "productsByIds",
  "categories",
  "category",
  "macrocategories",
  "platforms",
  "platform",
  "currencies",
  "publicState",
  "translatedUrl",
  "paymentProviders",
  "signInOptions",
]);
const CATALOG_REFUSED = "This API client may only read the public catalogue";

/** Why an operation is refused to the request's API token or client, or null when it is not. */
export function apiTokenRefusal(
  schema: GraphQLSchema,
): (ctx: RequestContext, operation: OperationDefinitionNode | undefined, document: DocumentNode) => string | null {
  const refused = publicMutations(schema);
  return (ctx, operation, document) => {
    if (!ctx.apiToken || !operation) return null;
    const fragments = Object.fromEntries(
      document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
    );
    const fields = rootFields(operation.selectionSet, fragments);
    if (ctx.apiToken.scope === "catalog") {
      return operation.operation === "query" && fields.every((f) => CATALOG_QUERY_FIELDS.has(f)) ? null : CATALOG_REFUSED;
    }
    if (operation.operation !== "mutation") return null;
    return fields.some((f) => refused.has(f)) ? TOKEN_REFUSED : null;
  };
}

/** Refuses (403) public mutations to requests authenticated with an API token, and all but the catalogue to `catalog` clients. */
export function apiTokenGuardPlugin(schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  const refusal = apiTokenRefusal(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          const why = refusal(contextValue, operation, document);
          if (why) throw new ForbiddenError(why);
        },
      };
    },
  };
}

/** The REST side: reads and the seller paths only (mounted on /api after authentication). */
export const apiTokenRestGuard: RequestHandler = (req, _res, next) => {
  const scope = req.ctx?.apiToken?.scope;
  if (!scope) return next();
  const read = req.method === "GET" || req.method === "HEAD";
  // API clients: `catalog` reads the public calls only; `admin` also writes the admin paths.
  if (scope === "catalog")
    return next(
      (read || /^\/public\//.test(req.path)) && !/^\/(user|cart|seller|admin|support)\b/.test(req.path) ? undefined : new ForbiddenError(CATALOG_REFUSED),
    );
  const own = scope === "admin" ? /^\/admin\//.test(req.path) : /^\/seller\//.test(req.path);
  const allowed = read || /^\/public\//.test(req.path) || own;
  next(allowed ? undefined : new ForbiddenError(TOKEN_REFUSED));
};
