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
 */
import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestHandler } from "express";
import { Kind, type FragmentDefinitionNode, type GraphQLSchema, type SelectionSetNode } from "graphql";
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

/** Refuses (403) public mutations to requests authenticated with an API token. */
export function apiTokenGuardPlugin(schema: GraphQLSchema): ApolloServerPlugin<RequestContext> {
  const refused = publicMutations(schema);
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ contextValue, operation, document }) {
          if (!contextValue.apiToken || operation?.operation !== "mutation") return;
          const fragments = Object.fromEntries(
            document.definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]),
          );
          if (rootFields(operation.selectionSet, fragments).some((f) => refused.has(f))) throw new ForbiddenError(TOKEN_REFUSED);
        },
      };
    },
  };
}

/** The REST side: reads and the seller paths only (mounted on /api after authentication). */
export const apiTokenRestGuard: RequestHandler = (req, _res, next) => {
  if (!req.ctx?.apiToken) return next();
  const allowed = req.method === "GET" || req.method === "HEAD" || /^\/public\//.test(req.path) || /^\/seller\//.test(req.path);
  next(allowed ? undefined : new ForbiddenError(TOKEN_REFUSED));
};
