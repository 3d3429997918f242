/**
 * Apollo Client for both sides. The browser talks to /graphql over HTTP (same-origin
 * cookies, the CSRF token on mutations: ./http-link.ts); the server renders through
 * an in-process link (server/ssr) and ships the cache in the page, so hydration asks
 * nothing. Type policies: texts differ per language, so localised objects are keyed by id
 * and locale; the currency list is refetched when older than 5 minutes (spec §9); the
 * signed-in user's cart is one object (see CART_POLICY).
 */
import introspection from "../gql/possible-types";
import {
  ApolloClient,
  ApolloLink,
  InMemoryCache,
  makeVar,
  type Cache,
  type DocumentNode,
  type InMemoryCacheConfig,
  type NormalizedCacheObject,
  type OperationVariables,
  type TypePolicy,
} from "@apollo/client";
import { canonicalStringify } from "@apollo/client/utilities";
import { from, mergeMap } from "rxjs";

/** Spec §9: currency list freshness. */
export const CURRENCY_LIST_TTL_MS = 300_000;

/**
 * The link to the GraphQL endpoint at `uri` (./http-link.ts: HTTP, same-origin cookies,
 * the CSRF token on mutations). It is loaded on the first request: a page hydrates from
 * the state the server put in it and asks the network nothing until the visitor does
 * something, so Apollo's HTTP transport is not part of the first load.
 */
export function createHttpLink(uri: string): ApolloLink {
  let link: Promise<ApolloLink> | undefined;
  return new ApolloLink((operation, forward) =>
    from((link ??= import("./http-link").then((m) => m.httpLink(uri)))).pipe(mergeMap((l) => l.request(operation, forward))),
  );
}

/**
 * The signed-in user's cart is a singleton: a user has one cart, so every answer that carries
 * it (the `cart` query in any currency, each cart mutation) updates the one object the cart
 * page and the header watch. Only a server cart (it has an id; select `id`) is normalised: a
 * guest's or a buy-now quote (`cartQuote`, id null) stays with the query that asked for it, so
 * pricing other lines never overwrites the cart. Lines have no identity of their own: the
 * answer's list replaces the previous one.
 */
export const CART_CACHE_ID = "Cart:{}";
const CART_POLICY: TypePolicy = {
  keyFields: (cart) => (cart.id ? CART_CACHE_ID : undefined),
  fields: { products: { merge: false } },
};

/** Time, injectable for tests. */
export interface Clock {
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
}
export const systemClock: Clock = { now: () => Date.now(), setTimeout: (fn, ms) => setTimeout(fn, ms) };

/**
 * The answers a page's root queries had on the server, by `operation|variables`: the page
 * state carries them next to the normalised cache (see KeyMarketCache.diff).
 */
export type FirstReads = Record<string, unknown>;

/**
 * "Layout|{\"locale\":\"en\"}" for a named query that first reads may answer; null otherwise,
 * and for a query of a root field the type policies read through a function (`readFunctionFields`:
 * the currency list's read checks its age, so a recorded answer could be stale).
 */
function firstReadKey(query: DocumentNode, variables: unknown, readFunctionFields: ReadonlySet<string>): string | null {
  const operation = query.definitions.find((d) => d.kind === "OperationDefinition");
  if (operation?.kind !== "OperationDefinition" || operation.operation !== "query" || !operation.name) return null;
  if (operation.selectionSet.selections.some((s) => s.kind === "Field" && readFunctionFields.has(s.name.value))) return null;
  return `${operation.name.value}|${canonicalStringify(variables ?? {})}`;
}

const transformedDocuments = new WeakMap<DocumentNode, DocumentNode>();

/**
 * The shop's cache:
 * - The document transform (adding __typename) is pure, so its results are shared by every
 *   cache of the process: the server makes a cache per request, and without this each one
 *   would transform (and Apollo then print) every query document again.
 * - First reads: while a page hydrates, every query it renders reads the cache twice (the
 *   first render, then the subscription), and reading normalised data back into answers was
 *   the largest part of the browser's start-up work (about 60 of the ~270 ms of script of the
 *   home page's start, profiled unthrottled on a slow 2-core host; Lighthouse's 8× slowdown
 *   multiplies it). The server records each complete
 *   answer it read while rendering (recordFirstReads), the page carries them, and the
 *   browser's cache answers those reads with them (serveFirstReads): the same data the
 *   normalised cache would give, which the server read from the same state. The first change
 *   to the cache (a write, modify, evict, restore or reset, or a broadcast) drops them, so
 *   later reads come from the normalised data as always.
 */
export class KeyMarketCache extends InMemoryCache {
  private firstReads: Map<string, unknown> | null = null;
  private recorded: FirstReads | null = null;
  /** The root fields whose type policy has a read function. */
  private readonly readFunctionFields: ReadonlySet<string>;

  constructor(config: InMemoryCacheConfig = {}) {
    super(config);
    const fields = Object.entries(config.typePolicies?.Query?.fields ?? {});
    this.readFunctionFields = new Set(fields.filter(([, policy]) => typeof policy === "function" || typeof policy?.read === "function").map(([name]) => name));
  }

  override transformDocument(document: DocumentNode): DocumentNode {
    let transformed = transformedDocuments.get(document);
    if (!transformed) {
      transformed = super.transformDocument(document);
      transformedDocuments.set(document, transformed);
      transformedDocuments.set(transformed, transformed);
    }
    return transformed;
  }

  /** Server: keeps every complete root-query answer read from now on; returns the record the page's state takes. */
  recordFirstReads(): FirstReads {
    this.recorded = {};
    return this.recorded;
  }

  /** Browser: answers the page's first reads with the server's, until the cache first changes. */
  serveFirstReads(reads: FirstReads): void {
    this.firstReads = new Map(Object.entries(reads));
  }

  /**
   * Server: answers the render's reads of the queries the loaders fetched with the loaders'
   * results themselves, until the cache first changes (as the browser's first reads). The
   * normalised state holds the same data; reading it back was the largest part of a product
   * page's render.
   */
  serveAnswers(answers: readonly { query: DocumentNode; variables: unknown; data: unknown }[]): void {
    const reads = new Map<string, unknown>();
    for (const { query, variables, data } of answers) {
      const key = firstReadKey(query, variables, this.readFunctionFields);
      if (key !== null && data != null) reads.set(key, data);
    }
    this.firstReads = reads;
  }

  // The signature takes every call InMemoryCache's overloads take and answers what the
  // strictest of them promises (a result with its data state).
  override diff<TData = unknown, TVariables extends OperationVariables = OperationVariables>(
    options: Cache.DiffOptions<TData, TVariables>,
  ): Cache.InternalDiffResultWithDataState<TData> {
    const root = options.id === undefined || options.id === "ROOT_QUERY";
    if (this.firstReads && root) {
      const key = firstReadKey(options.query, options.variables, this.readFunctionFields);
      const result = key === null ? undefined : this.firstReads.get(key);
      if (result !== undefined) {
        if (this.recorded && key !== null) this.recorded[key] = result;
        return { result: result as TData, complete: true, dataState: "complete" };
      }
    }
    const diff = super.diff(options) as Cache.InternalDiffResultWithDataState<TData>;
    if (this.recorded && root && diff.complete) {
      const key = firstReadKey(options.query, options.variables, this.readFunctionFields);
      if (key !== null) this.recorded[key] = diff.result;
    }
    return diff;
  }

  private changed(): void {
    this.firstReads = null;
    // A render pass that follows a write reads every query of the page again.
    if (this.recorded) for (const key of Object.keys(this.recorded)) delete this.recorded[key];
  }

  override write(...args: Parameters<InMemoryCache["write"]>): ReturnType<InMemoryCache["write"]> {
    this.changed();
    return super.write(...args);
  }

  // biome-ignore lint/suspicious/noExplicitAny: InMemoryCache's own constraint
  override modify<Entity extends Record<string, any> = Record<string, any>>(options: Cache.ModifyOptions<Entity>): boolean {
    this.changed();
    return super.modify(options);
  }

  override evict(...args: Parameters<InMemoryCache["evict"]>): boolean {
    this.changed();
    return super.evict(...args);
  }

  override restore(data: NormalizedCacheObject): this {
    this.changed();
    return super.restore(data);
  }

  override reset(...args: Parameters<InMemoryCache["reset"]>): Promise<void> {
    this.changed();
    return super.reset(...args);
  }

  protected override broadcastWatches(options?: Pick<Cache.BatchOptions<InMemoryCache>, "optimistic" | "onWatchUpdated">): void {
    this.changed();
    super.broadcastWatches(options);
  }
}

/**
 * Result caching (Apollo's memo of every read, kept as a graph of dependencies) is off: a
 * page's first reads are its hydration, where building that graph cost as much as the reads
 * themselves (about half of the useQuery time of a page's start, measured in Chromium), and
 * it would pay off only for reads repeated without a write in between. Watched queries
 * still notify only when their data changed (Apollo compares the results).
 */
export function createCache({ clock = systemClock, timers = true }: { clock?: Clock; timers?: boolean } = {}): KeyMarketCache {
  const localised = { keyFields: ["id", "locale"] };
  // The currency list's read depends on reactive variables: the fetch time (set by every
  // fetch, even one returning the same list) and a tick bumped when the list turns 5
  // minutes old. Setting either makes the cache run its watched reads again; a stale list
  // reads as missing, so watching queries fetch it again (cache-first).
  const fetchedAt = makeVar<number | null>(null);
  const expiry = makeVar(0);
  let restoredAt: number | null = null;
  const expireLater = () => {
    if (timers) clock.setTimeout(() => expiry(expiry() + 1), CURRENCY_LIST_TTL_MS);
  };
  return new KeyMarketCache({
    resultCaching: false,
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      Product: localised,
      Category: localised,
      Platform: localised,
      Macrocategory: localised,
      Cart: CART_POLICY,
      // A favourite is one per product for the signed-in user: the hearts' list and the
      // account's (features/favorites) are the same objects, whatever fields each asks.
      Favorite: { keyFields: ["productId"] },
      Query: {
        fields: {
          // The list as last answered (the mutations' cache updates write it whole).
          favorites: { merge: false },
          currencies: {
            // The fetch time lives in the field's storage. Data restored from the page counts
            // from the moment it is first read (it was fetched while rendering that page).
            read(existing) {
              expiry();
              const at = fetchedAt();
              if (existing === undefined) return undefined;
              // Restored from the page: fetched while rendering it, so fresh from the first read.
              if (at === null && restoredAt === null) {
                restoredAt = clock.now();
                expireLater();
              }
              return clock.now() - (at ?? restoredAt!) >= CURRENCY_LIST_TTL_MS ? undefined : existing;
            },
            merge(_existing, incoming) {
              fetchedAt(clock.now());
              expireLater();
              return incoming;
            },
          },
        },
      },
    },
  });
}

export interface ClientOptions {
  link: ApolloLink;
  /**
   * Server rendering: route loaders fetch every query of the page first, and the render
   * reads them from the cache only ("cache-only"), so one render pass makes the page.
   * A query no loader fetched renders its loading state and the browser fetches it (the
   * e2e test fails on any GraphQL request during hydration).
   */
  ssr?: boolean;
  state?: NormalizedCacheObject;
  /** The server's answers to the page's queries (KeyMarketCache.serveFirstReads). */
  firstReads?: FirstReads;
  clock?: Clock;
}

/** A client of the shop's cache (what first reads are asked of). */
export type KeyMarketClient = ApolloClient & { readonly cache: KeyMarketCache };

export function createApolloClient({ link, ssr = false, state, firstReads, clock }: ClientOptions): KeyMarketClient {
  // A rendering client lives for one request: no expiry timers.
  const cache = createCache({ clock, timers: !ssr });
  if (state) cache.restore(state);
  if (firstReads) cache.serveFirstReads(firstReads);
  return new ApolloClient({
    cache,
    link,
    ssrMode: ssr,
    // After hydration the restored cache answers first; watched queries then follow the cache.
    defaultOptions: { watchQuery: { fetchPolicy: ssr ? "cache-only" : "cache-first" } },
  }) as KeyMarketClient;
}
