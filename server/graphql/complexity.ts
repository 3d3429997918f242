/**
 * Pagination-aware query cost (graphql-query-complexity): every field costs 1, and list
 * fields multiply what they select by how many items they can return (`take`, the number
 * of ids, or a bound on the list). Queries over the limit are refused before execution.
 */
import type { ApolloServerPlugin } from "@apollo/server";
import { GraphQLError, type GraphQLSchema } from "graphql";
import { fieldExtensionsEstimator, getComplexity, simpleEstimator, type ComplexityEstimatorArgs } from "graphql-query-complexity";

/** Cost of a list field returning up to `n` items (n from an argument or a fixed bound). */
export const listCost =
  (n: number | ((args: Record<string, unknown>) => number)) =>
  ({ args, childComplexity }: ComplexityEstimatorArgs): number =>
    1 + childComplexity * (typeof n === "number" ? n : n(args));

/** `take` argument with its default. */
export const takeOf = (args: Record<string, unknown>) => (typeof args.take === "number" ? args.take : 20);

export function complexityPlugin<T extends object>(schema: GraphQLSchema, max: number): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didResolveOperation({ request, document }) {
          let complexity: number;
          try {
            complexity = getComplexity({
              schema,
              operationName: request.operationName ?? undefined,
              query: document,
              variables: request.variables,
              estimators: [fieldExtensionsEstimator(), simpleEstimator({ defaultComplexity: 1 })],
            });
          } catch (e) {
            // Costing coerces the variables first: invalid ones are the client's mistake.
            throw new GraphQLError(e instanceof Error ? e.message : "Invalid variables", {
              extensions: { code: "BAD_USER_INPUT", http: { status: 400 } },
            });
          }
          if (complexity > max) {
            throw new GraphQLError(`Query cost ${complexity} exceeds the limit of ${max}: ask for fewer items or fields`, {
              extensions: { code: "QUERY_TOO_COMPLEX", cost: complexity, maxCost: max, http: { status: 400 } },
            });
          }
        },
      };
    },
  };
}
