/**
 * Apollo Client for both sides. The browser talks to /graphql over HTTP (same-origin
 * cookies, the CSRF token on mutations: ./http-link.ts); the server renders through
 * an in-process link (server/ssr) and ships the cache in the page, so hydration asks
 * nothing. Type policies: texts differ per language, so localised objects are keyed by id
 * and locale; the currency list is refetched when older than 5 minutes (spec §9); the
 * signed-in user's cart is one object (see CART_POLICY).
 */
import introspection from "../gql/possible-types";
import { ApolloClient, ApolloLink, InMemoryCache, makeVar, type DocumentNode, type NormalizedCacheObject, type TypePolicy } from "@apollo/client";
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
 * The cache's document transform (adding __typename) is pure, so its results are shared by
 * every cache of the process: the server makes a cache per request, and without this each
 * one would transform (and Apollo then print) every query document again.
 */
const transformedDocuments = new WeakMap<DocumentNode, DocumentNode>();
class SharedTransformCache extends InMemoryCache {
  override transformDocument(document: DocumentNode): DocumentNode {
    let transformed = transformedDocuments.get(document);
    if (!transformed) {
      transformed = super.transformDocument(document);
      transformedDocuments.set(document, transformed);
      transformedDocuments.set(transformed, transformed);
    }
    return transformed;
  }
}

export function createCache({
  clock = systemClock,
  timers = true,
  resultCaching = true,
}: {
  clock?: Clock;
  timers?: boolean;
  resultCaching?: boolean;
} = {}): InMemoryCache {
  const localised = { keyFields: ["id", "locale"] };
  // Cache reads are memoised, so the currency list's read depends on reactive variables:
  // the fetch time (set by every fetch, even one returning the same list) and a tick
  // bumped when the list turns 5 minutes old. Either re-runs the read; a stale list reads
  // as missing, so watching queries fetch it again (cache-first).
  const fetchedAt = makeVar<number | null>(null);
  const expiry = makeVar(0);
  let restoredAt: number | null = null;
  const expireLater = () => {
    if (timers) clock.setTimeout(() => expiry(expiry() + 1), CURRENCY_LIST_TTL_MS);
  };
  return new SharedTransformCache({
    resultCaching,
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
   * reads them from the cache only ("cache-only"), so prerenderStatic finishes in one pass.
   * A query no loader fetched renders its loading state and the browser fetches it (the
   * e2e test fails on any GraphQL request during hydration).
   */
  ssr?: boolean;
  state?: NormalizedCacheObject;
  clock?: Clock;
}

export function createApolloClient({ link, ssr = false, state, clock }: ClientOptions): ApolloClient {
  // A rendering client lives for one request: no expiry timers, and no memoised reads
  // (each query is read about once, so recording the reads' dependencies costs more
  // than it saves).
  const cache = createCache({ clock, timers: !ssr, resultCaching: !ssr });
  if (state) cache.restore(state);
  return new ApolloClient({
    cache,
    link,
    ssrMode: ssr,
    // After hydration the restored cache answers first; watched queries then follow the cache.
    defaultOptions: { watchQuery: { fetchPolicy: ssr ? "cache-only" : "cache-first" } },
  });
}
