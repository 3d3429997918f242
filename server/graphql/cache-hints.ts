/**
 * Cache hints in the schema: `@cacheControl(maxAge, scope)`, the directive Apollo defines and
 * CDNs and GraphQL tools know, on the root query fields whose answers are the same for everyone
 * (the public catalogue). The HTTP layer (http-cache.ts) reads them: an anonymous GET whose root
 * fields all carry a PUBLIC hint is answered `Cache-Control: public, max-age=<the smallest
 * maxAge>`; anything else is private. The hints are printed in schema/schema.graphql, so an
 * integrator sees which queries a CDN may serve.
 */
import { DirectiveLocation, GraphQLDirective, GraphQLEnumType, GraphQLInt, type GraphQLSchema, Kind } from "graphql";

export const CacheControlScope = new GraphQLEnumType({
  name: "CacheControlScope",
  description: "Who may share a cached answer: PUBLIC (any cache, a CDN) or PRIVATE (the caller's own).",
  values: { PUBLIC: { value: "PUBLIC" }, PRIVATE: { value: "PRIVATE" } },
});

export const cacheControlDirective = new GraphQLDirective({
  name: "cacheControl",
  description: "How long, and by whom, an answer with this field may be cached over HTTP (GET /graphql).",
  locations: [DirectiveLocation.FIELD_DEFINITION, DirectiveLocation.OBJECT, DirectiveLocation.INTERFACE, DirectiveLocation.UNION],
  args: {
    maxAge: { type: GraphQLInt, description: "Seconds." },
    scope: { type: CacheControlScope, description: "PUBLIC or PRIVATE (default)." },
  },
});

/** Seconds a shared cache may keep a public catalogue answer (lists move with sales within a minute: cache-tags.ts LIST_MAX_AGE). */
export const PUBLIC_MAX_AGE = 60;

/** The hint of the public catalogue's root queries (TypeGraphQL `@Directive`). */
export const PUBLIC_CATALOGUE = `@cacheControl(maxAge: ${PUBLIC_MAX_AGE}, scope: PUBLIC)`;

/** The root query fields with a PUBLIC hint, and their maxAge. */
export function publicQueryHints(schema: GraphQLSchema): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, field] of Object.entries(schema.getQueryType()?.getFields() ?? {})) {
    const hint = field.astNode?.directives?.find((d) => d.name.value === "cacheControl");
    if (!hint) continue;
    const arg = (n: string) => hint.arguments?.find((a) => a.name.value === n)?.value;
    const maxAge = arg("maxAge");
    const scope = arg("scope");
    if (scope?.kind === Kind.ENUM && scope.value === "PUBLIC" && maxAge?.kind === Kind.INT) out.set(name, Number(maxAge.value));
  }
  return out;
}
