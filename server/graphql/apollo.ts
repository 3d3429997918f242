/**
 * The Apollo Server of /graphql: query limits (depth, aliases, tokens, directives with
 * graphql-armor; pagination-aware cost with graphql-query-complexity),
 * introspection (GRAPHQL_INTROSPECTION) and field suggestions off in production, the anonymous response cache,
 * and error masking (clients see codes and safe messages, never SQL or stacks).
 */
import { ApolloServer, type ApolloServerPlugin } from "@apollo/server";
import { ApolloServerPluginCacheControlDisabled, ApolloServerPluginLandingPageDisabled } from "@apollo/server/plugin/disabled";
import { unwrapResolverError } from "@apollo/server/errors";
import { ApolloArmor } from "@escape.tech/graphql-armor";
import type { DocumentNode, GraphQLFormattedError, GraphQLSchema } from "graphql";
import { InMemoryLRUCache, type KeyValueCache } from "@apollo/utils.keyvaluecache";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { DATABASE_RETRY_AFTER_SECONDS, ERROR_CODES, ErrorCode, errorAnswer, INTERNAL_ANSWER, isDatabaseUnavailable } from "../core/errors/index.js";
import type { OutageLog } from "../db/availability.js";
import type { RequestContext } from "./context.js";
import type { CatalogResponseCache } from "./response-cache.js";
import { complexityPlugin } from "./complexity.js";
import { httpCachePlugin } from "./http-cache.js";
import { apiTokenGuardPlugin } from "../core/auth/api-token-guards.js";
import { apiClientCostHook, apiClientReportPlugin } from "../core/auth/api-client-guards.js";
import { countError, graphqlMetricsPlugin } from "../operations/metrics.js";
import { currentRequestId } from "../operations/request-id.js";

/** Limits on a single operation; see the README's "GraphQL limits". */
export const GRAPHQL_LIMITS = {
  maxDepth: 10,
  maxAliases: 15,
  /** graphql-query-complexity units: one per field, lists multiply by their size. */
  maxCost: 25_000,
  maxTokens: 3000,
  maxDirectives: 20,
} as const;

/** Every GraphQL error answer carries the request's id (X-Request-Id) and is counted by its code. */
export function formatError(logger: Logger) {
  const format = maskedError(logger);
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const out = format(formatted, error);
    countError(String(out.extensions?.code ?? INTERNAL_ANSWER.code), "graphql");
    const requestId = currentRequestId();
    return requestId ? { ...out, extensions: { ...out.extensions, requestId } } : out;
  };
}

function maskedError(logger: Logger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    // Domain errors and refusals of the one table (server/core/errors): their code and message.
    const answer = errorAnswer(original);
    if (answer) return { message: answer.message, locations: formatted.locations, path: formatted.path, extensions: { code: answer.code } };
    const code = apqErrorCode(formatted) ?? (formatted.extensions?.code as string | undefined);
    // Every code a client sees is one of the ErrorCode enum; anything else is a bug to mask.
    if (!code || code === ErrorCode.INTERNAL_SERVER_ERROR || !(code in ERROR_CODES)) {
      logger.error({ err: original, path: formatted.path }, "GraphQL resolver failed");
      return { message: INTERNAL_ANSWER.message, path: formatted.path, extensions: { code: INTERNAL_ANSWER.code } };
    }
    const { stacktrace: _s, ...extensions } = formatted.extensions ?? {};
    return { ...formatted, extensions: { ...extensions, code } };
  };
}

/** Apollo's persisted-query refusals (HTTP 400) come without a code (Apollo then says INTERNAL_SERVER_ERROR): theirs here. */
function apqErrorCode(formatted: GraphQLFormattedError): ErrorCode | undefined {
  const code = formatted.extensions?.code;
  if (code !== undefined && code !== ErrorCode.INTERNAL_SERVER_ERROR) return undefined;
  if (formatted.message === "provided sha does not match query") return ErrorCode.PERSISTED_QUERY_HASH_MISMATCH;
  if (formatted.message === "Unsupported persisted query version") return ErrorCode.BAD_REQUEST;
  return undefined;
}

/**
 * A database that cannot be reached (or does not answer in time) fails an operation with
 * HTTP 503 and Retry-After, as a thrown ServiceUnavailableError would: the errors come from
 * the driver, anywhere below a resolver, so their status is set here, once for all.
 * (formatError gives them the SERVICE_UNAVAILABLE code through the same table.)
 */
export function databaseUnavailablePlugin<T extends object>(outages?: OutageLog): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      return {
        async didEncounterErrors({ errors, response }) {
          const lost = errors.find((e) => isDatabaseUnavailable(e));
          if (!lost) return;
          response.http.status = 503;
          response.http.headers.set("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
          outages?.down(lost.originalError ?? lost);
        },
      };
    },
  };
}

/**
 * Apollo keeps every parsed and validated query document, by its text, so that a query asked
 * again is not parsed again. Its default bound (30 MiB of the documents as JSON) held about
 * 6,700 documents of a query that writes its search term into the text, each about 19 KB in
 * the heap (the syntax tree with its tokens: about 90 bytes per character of query text), so
 * 128 MB. Counted here as 100 bytes per character, 16 MiB: every document of the storefront
 * (a few hundred KB) and hundreds of others; the least recently used go first.
 */
export const DOCUMENT_STORE_BYTES = 16 * 1024 * 1024;
const documentBytes = (doc: DocumentNode) => 100 * (doc.loc?.source.body.length ?? 2000);

/**
 * The limits every operation meets, over HTTP and over WebSocket (server/graphql/live):
 * depth, aliases and directives (graphql-armor's validation rules; its cost limit is replaced
 * by complexity.ts, and the token limit is graphql-js' own parser option).
 */
export function operationLimits(config: Config) {
  return new ApolloArmor({
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    costLimit: { enabled: false }, // not pagination-aware; see complexity.ts
    // Enforced by graphql-js' own parser (parseOptions below): armor's version throws from a
    // plugin hook, which Apollo answers as a 500 instead of a 400 parse failure.
    maxTokens: { enabled: false },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    blockFieldSuggestion: { enabled: config.isProduction },
  }).protect();
}

export function createApolloServer(opts: {
  schema: GraphQLSchema;
  config: Config;
  logger: Logger;
  responseCache: CatalogResponseCache | null;
  plugins?: ApolloServerPlugin<RequestContext>[];
  /** Where outages of the database are logged (once per outage, not per request). */
  outages?: OutageLog;
  /** Where automatic persisted queries are kept (persisted-queries.ts: shared by every process); default per process. */
  persistedQueries?: KeyValueCache<string>;
}): ApolloServer<RequestContext> {
  const armor = operationLimits(opts.config);
  const plugins: ApolloServerPlugin<RequestContext>[] = [
    ...(armor.plugins as ApolloServerPlugin<RequestContext>[]),
    // Integrator API clients (`kmc_`) pay each operation's cost from their per-minute budget.
    complexityPlugin<RequestContext>(opts.schema, GRAPHQL_LIMITS.maxCost, apiClientCostHook(opts.schema)),
    apiClientReportPlugin(),
    databaseUnavailablePlugin<RequestContext>(opts.outages),
    graphqlMetricsPlugin<RequestContext>(),
    // Seller API tokens never reach public mutations (sign-up, login, password reset …).
    apiTokenGuardPlugin(opts.schema),
    ...(opts.plugins ?? []),
  ];
  // Anonymous reads are cached by their tags (response-cache.ts, cache-tags.ts), not by
  // cache-control hints. (Apollo installs its cache-control plugin by default otherwise.)
  plugins.push(ApolloServerPluginCacheControlDisabled());
  // HTTP caches (CDNs, browsers) may keep public catalogue answers to GET for a minute; nothing else.
  plugins.push(httpCachePlugin(opts.schema));
  // A browser's GET /graphql answers the bundled GraphiQL (graphiql.ts), not Apollo's landing page (loaded from a CDN).
  plugins.push(ApolloServerPluginLandingPageDisabled());
  if (opts.responseCache) plugins.push(opts.responseCache.plugin());
  return new ApolloServer<RequestContext>({
    schema: opts.schema,
    introspection: opts.config.graphqlIntrospection,
    validationRules: armor.validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
    allowBatchedHttpRequests: false,
    includeStacktraceInErrorResponses: false,
    csrfPrevention: true,
    // Automatic persisted queries: texts registered once, by hash, then GET /graphql with the hash only.
    persistedQueries: { cache: opts.persistedQueries, ttl: null },
    stopOnTerminationSignals: false, // the process shuts down in order itself (server.ts)
    formatError: formatError(opts.logger),
    documentStore: new InMemoryLRUCache<DocumentNode>({ maxSize: DOCUMENT_STORE_BYTES, sizeCalculation: documentBytes }),
    plugins,
  });
}
