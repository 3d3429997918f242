/**
 * Pagination-aware query cost (graphql-query-complexity): every field costs 1, and list
 * fields multiply what they select by how many items they can return (`take`, the number
 * of ids, or a bound on the list). Queries over the limit are refused before execution.
 */
import type { ApolloServerPlugin, GraphQLRequestContextDidResolveOperation } from "@apollo/server";
import { GraphQLError, type DocumentNode, type GraphQLSchema } from "graphql";
import { ErrorCode } from "../core/errors/index.js";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimatorArgs } from "graphql-query-complexity";

/** Cost of a list field returning up to `n` items (n from an argument or a fixed bound). */
export const listCost =
  (n: number | ((args: Record<string, unknown>) => number)) =>
  ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
    1 + childComplexity * (typeof n === "number" ? n : n(args));

/** `take` argument with its default. */
export const takeOf = (args: Record<string, unknown>) => (typeof args.take === "number" ? args.take : 20);

/** Costs remembered per variables for one document (Apollo keeps one parsed document per query text). */
const MAX_COSTS_PER_DOCUMENT = 256;

/** Called with every operation's cost once it is within the limit (the API clients' budgets); may throw to refuse it. */
export type CostHook<T extends object> = (request: GraphQLRequestContextDidResolveOperation<T>, cost: number) => Promise<void>;

/** One operation's cost; throws on variables that do not fit the operation (the client's mistake). */
export function costOf(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | undefined,
  variables: Record<string, unknown> | undefined,
): number {
  return getComplexity({
    schema,
    operationName,
    query: document,
    variables,
    estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
  });
}

export function complexityPlugin<T extends object>(schema: GraphQLSchema, max: number, onCost?: CostHook<T>): ApolloServerPlugin<T> {
  // The cost is a function of the document, the operation and the variables only: the
  // storefront's server render asks the same few queries for every page, so each is
  // costed once per set of variables instead of walking the document every time.
  const costs = new WeakMap<DocumentNode, Map<string, number>>();
  const cost = (document: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined) => {
    const key = JSON.stringify([operationName ?? null, variables ?? null]);
    let known = costs.get(document);
    const hit = known?.get(key);
    if (hit !== undefined) return hit;
    const complexity = costOf(schema, document, operationName, variables);
    if (!known) costs.set(document, (known = new Map()));
    if (known.size >= MAX_COSTS_PER_DOCUMENT) known.clear();
    known.set(key, complexity);
    return complexity;
  };
  return {
    async requestDidStart() {
      return {
        async didResolveOperation(rc) {
          const { request, document } = rc;
          let complexity: number;
          try {
            complexity = cost(document, request.operationName ?? undefined, request.variables);
          } catch (e) {
            // Costing coerces the variables first: invalid ones are the client's mistake.
            throw new GraphQLError(e instanceof Error ? e.message : "Invalid variables", {
              extensions: { code: ErrorCode.BAD_USER_INPUT, http: { status: 400 } },
            });
          }
          if (complexity > max) {
            throw new GraphQLError(`Query cost ${complexity} exceeds the limit of ${max}: ask for fewer items or fields`, {
              extensions: { code: ErrorCode.QUERY_TOO_COMPLEX, cost: complexity, maxCost: max, http: { status: 400 } },
            });
          }
          await onCost?.(rc, complexity);
        },
      };
    },
  };
}
