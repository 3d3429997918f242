/**
 * The Apollo Server of /graphql: query limits (depth, aliases, tokens, directives with
 * graphql-armor; pagination-aware cost with graphql-query-complexity),
 * introspection and field suggestions off in production, the anonymous response cache,
 * and error masking (clients see codes and safe messages, never SQL or stacks).
 */
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled } from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { GraphQLFormattedError, GraphQLSchema } from "graphql";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { ERROR_CODES, ErrorCode, errorAnswer, INTERNAL_ANSWER } from "../core/errors/index.js";
import type { RequestContext } from "./context.js";
import type { CatalogResponseCache } from "./response-cache.js";
import { complexityPlugin } from "./complexity.js";

/** Limits on a single operation; see the README's "GraphQL limits". */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  /** graphql-query-complexity units: one per field, lists multiply by their size. */
  maxCost: 25_000,
  maxTokens: 3000,
  maxDirectives: 20,
} as const;

export function formatError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // Domain errors and refusals of the one table (server/core/errors): their code and message.
    const answer = errorAnswer(original);
    if (answer) return { message: answer.message, locations: formatted.locations, path: formatted.path, extensions: { code: answer.code } };
    const code = formatted.extensions?.code as string | undefined;
    // Every code a client sees is one of the ErrorCode enum; anything else is a bug to mask.
    if (!code || code === ErrorCode.INTERNAL_SERVER_ERROR || !(code in ERROR_CODES)) {
      logger.error({ err: original, path: formatted.path }, "GraphQL resolver failed");
      return { message: INTERNAL_ANSWER.message, path: formatted.path, extensions: { code: INTERNAL_ANSWER.code } };
    }
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions };
  };
}

export function createApolloServer(opts: {
  schema: GraphQLSchema;
  config: Config;
  logger: Logger;
  responseCache: CatalogResponseCache | null;
  plugins?: ApolloServerPlugin<RequestContext>[];
}): ApolloServer<RequestContext> {
  const armor = new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { enabled: false }, // not pagination-aware; see complexity.ts
    // Enforced by graphql-js' own parser (parseOptions below): armor's version throws from a
    // plugin hook, which Apollo answers as a 500 instead of a 400 parse failure.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: opts.config.isProduction },
  }).protect();
  const plugins: ApolloServerPlugin<RequestContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
    complexityPlugin<RequestContext>(opts.schema, GRAPHQL_LIMITS.maxCost),
    ...(opts.plugins ?? []),
  ];
  // Anonymous reads are cached by their tags (response-cache.ts, cache-tags.ts), not by
  // cache-control hints; nothing reaches HTTP caches. (Apollo installs its cache-control
  // plugin by default otherwise.)
  plugins.push(ApolloServerPluginCacheControlDisabled());
  if (opts.responseCache) plugins.push(opts.responseCache.plugin());
  return new ApolloServer<RequestContext>({
    schema: opts.schema,
    introspection: !opts.config.isProduction,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    stopOnTerminationSignals: false, // the process shuts down in order itself (server.ts)
    formatError: formatError(opts.logger),
    plugins,
  });
}
