/**
 * Server rendering of the storefront, loaded by server/ssr (built with `vite build --ssr`,
 * or through Vite in development). Per request: the router runs the matched loaders (which
 * fill a fresh Apollo cache through an in-process link to the running Apollo Server), then
 * Apollo's prerenderStatic renders the tree until every query is answered. The result is
 * the page's markup, its head, its status (404, 500, or a 301 redirect) and the state the
 * browser hydrates from.
 */
import { ApolloLink, type ApolloClient, type NormalizedCacheObject, type OperationVariables, type TypedDocumentNode } from "@apollo/client";
import { canonicalStringify, print } from "@apollo/client/utilities";
import { getOperationName } from "@apollo/client/utilities/internal";
import { prerenderStatic } from "@apollo/client/react/ssr";
import type { FormattedExecutionResult } from "graphql";
import { CacheProvider, Global } from "@emotion/react";
import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouter, StaticRouterProvider } from "react-router";
import { Observable } from "rxjs";
import { AppProviders } from "./app/providers";
import { CrashPage } from "./app/CrashPage";
import { provideErrorBoundaries } from "./app/error-boundaries";
import * as errorBoundaries from "./app/errors";
import type { AppEnv } from "./app/env";
import { serializeRouterErrors, type PageState } from "./app/hydration";
import { routerContextFor } from "./app/route-context";
import { messageScope, PAGE_MODULES, routes, type RouteHandle } from "./app/routes";
import { renderHead, type HeadData } from "./components/head";
import { loadAllMessages } from "./i18n";
import { createApolloClient, createCache } from "./lib/apollo";
import { createStyleCache } from "./lib/emotion";
import { localeOfPath, type Locale } from "./lib/locale";
import type { CurrencyCode } from "./lib/money";
import { isForcedLightPath, THEME_HEAD_SCRIPT } from "./lib/theme";
import { createGlobalSystem } from "./app/system-global";

export { THEME_HEAD_SCRIPT };

export interface GraphQLRequest {
  query: string;
  variables?: Record<string, unknown>;
  operationName?: string;
}

export interface RenderRequest {
  /** Absolute URL of the page asked for. */
  url: string;
  headers: Record<string, string>;
  siteUrl: string;
  currency: CurrencyCode;
  /** Nonce of the page's inline scripts (CSP). */
  nonce: string;
  /** Runs a GraphQL operation in-process, as a guest. */
  execute(request: GraphQLRequest): Promise<FormattedExecutionResult>;
  /**
   * The catalogue's version (the anonymous response cache's generation, bumped on every
   * catalogue change). When given, the loaders' normalised results are kept for it.
   */
  dataVersion?: number;
  dev?: boolean;
}

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      /** Render passes prerenderStatic needed (1 when the loaders fetched everything). */
      renders?: number;
      status: number;
      locale: Locale;
      forcedLight: boolean;
      head: string;
      html: string;
      state: PageState;
      /** Client sources whose chunks the page needs at once (for modulepreload). */
      modules: string[];
    };

provideErrorBoundaries(errorBoundaries);
const handler = createStaticHandler(routes);

let globalCss: string | undefined;
/** The Chakra system's global styles (cascade layers, reset, tokens, base) as <style> tags, rendered once. */
export function globalStyles(): string {
  if (globalCss === undefined) {
    const system = createGlobalSystem();
    globalCss = renderToString(
      <CacheProvider value={createStyleCache()}>
        <Global styles={system.layers.atRule} />
        <Global styles={system._global} />
      </CacheProvider>,
    );
  }
  return globalCss;
}

/** Apollo link that answers from the running Apollo Server, without HTTP. */
function inProcessLink(execute: RenderRequest["execute"]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((e: unknown) => observer.error(e));
      }),
  );
}

/**
 * The loaders' query results in normalised form (Apollo cache entities), kept per query,
 * variables and catalogue version. Normalising a result (writing it into an Apollo cache)
 * was the largest part of a page's data work; a page now merges the entities its queries
 * produced before (plain object spreads) and restores them into its fresh cache. As safe as
 * the response cache it sits on: the same anonymous results, all dropped when the catalogue
 * changes. Concurrent renders asking the same query share one fetch.
 */
interface Prefetched {
  data: unknown;
  entities: NormalizedCacheObject;
}
/**
 * Bounds of the kept results: entries, and memory, estimated as twice their JSON length (a
 * product listing's result and entities are objects about that size in the heap). Least
 * recently used ones go first. Unique searches each leave one entry.
 */
const MAX_PREFETCHED = 2000;
const MAX_PREFETCHED_BYTES = 16 * 1024 * 1024;
interface PrefetchedSlot {
  entry: Promise<Prefetched>;
  /** Estimated once the result is there (0 until then). */
  bytes: number;
}
const prefetched = new Map<string, PrefetchedSlot>();
let prefetchedBytes = 0;
let prefetchedVersion: number | undefined;

function dropPrefetched(key: string): void {
  const slot = prefetched.get(key);
  if (!slot) return;
  prefetchedBytes -= slot.bytes;
  prefetched.delete(key);
}

/** Drops the least recently used results until both bounds hold. */
function trimPrefetched(): void {
  for (const key of prefetched.keys()) {
    if (prefetched.size <= MAX_PREFETCHED && prefetchedBytes <= MAX_PREFETCHED_BYTES) return;
    dropPrefetched(key);
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

async function normalise<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<Prefetched> {
  const { data } = await client.query({ query, variables, fetchPolicy: "no-cache" } as ApolloClient.QueryOptions<TData, TVariables>);
  const scratch = createCache({ timers: false, resultCaching: false });
  if (data) scratch.writeQuery({ query, variables, data: data as TData });
  // Shared by every later page: frozen, so no render can change what another one reads.
  return deepFreeze({ data, entities: scratch.extract() });
}

function prefetch<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  version: number,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<Prefetched> {
  if (prefetchedVersion !== version) {
    prefetched.clear();
    prefetchedBytes = 0;
    prefetchedVersion = version;
  }
  const key = `${getOperationName(query, "")}|${canonicalStringify(variables)}`;
  let slot = prefetched.get(key);
  if (slot) {
    prefetched.delete(key); // most recently used last
  } else {
    const entry = normalise(client, query, variables);
    const created: PrefetchedSlot = (slot = { entry, bytes: 0 });
    entry.then(
      (p) => {
        if (prefetched.get(key) !== created) return; // dropped meanwhile
        created.bytes = 2 * (JSON.stringify(p.data ?? null).length + JSON.stringify(p.entities).length);
        prefetchedBytes += created.bytes;
        trimPrefetched();
      },
      // A failed fetch is not kept: the next page asks again.
      () => prefetched.get(key) === created && dropPrefetched(key),
    );
  }
  prefetched.set(key, slot);
  trimPrefetched();
  return slot.entry;
}

/** Adds a query's entities to a page's state (field by field, as a cache write would). */
function mergeEntities(into: NormalizedCacheObject, from: NormalizedCacheObject): void {
  for (const id of Object.keys(from)) {
    const existing = into[id];
    into[id] = existing ? { ...existing, ...from[id] } : from[id];
  }
}

interface ServerEnv {
  env: AppEnv;
  /** Puts what the loaders fetched into the page's Apollo cache (before rendering). */
  settle(): void;
}

/**
 * What Apollo's query manager works out about each query document (directives, default
 * variables, the server's copy) depends on the document alone, but is kept per client, and
 * the server makes a client per request. Every render's client shares the first one's (an
 * internal field: where a later Apollo version has none, this does nothing).
 */
let documentInfo: unknown;
function shareDocumentInfo(client: ApolloClient): void {
  const manager = (client as unknown as { queryManager?: { transformCache?: unknown } }).queryManager;
  if (!manager || manager.transformCache === undefined) return;
  documentInfo ??= manager.transformCache;
  manager.transformCache = documentInfo;
}

function createEnv(req: RenderRequest): ServerEnv {
  const client = createApolloClient({ link: inProcessLink(req.execute), ssr: true });
  shareDocumentInfo(client);
  const version = req.dataVersion;
  // Without a catalogue version (no response cache) nothing is kept: every render normalises anew.
  const fetchNormalised: typeof prefetch = version === undefined ? (c, _v, q, vars) => normalise(c, q, vars) : prefetch;
  const state: NormalizedCacheObject = {};
  const env: AppEnv = {
    client,
    siteUrl: req.siteUrl,
    currency: () => req.currency,
    server: true,
    prefetch: async (query, variables) => {
      const { data, entities } = await fetchNormalised(client, version ?? 0, query, variables);
      mergeEntities(state, entities);
      return data as never;
    },
  };
  return { env, settle: () => client.cache.restore(state) };
}

/**
 * An emotion cache that collects the page's styles instead of writing a <style> tag before
 * every element ("compat" mode, as @emotion/server's extraction does): the page gets one
 * <style> in <head> naming the style ids, which the browser's emotion cache adopts at
 * hydration (nothing re-inserted, no style tags moved).
 */
function styleCollector() {
  const cache = createStyleCache();
  cache.compat = true;
  return {
    cache,
    html(): string {
      const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === "string");
      if (ids.length === 0) return "";
      return `<style data-emotion="css ${ids.join(" ")}">${ids.map((id) => cache.inserted[id]).join("")}</style>`;
    },
  };
}

function collector() {
  let data: HeadData = { title: "KeyMarket" };
  return { set: (h: HeadData) => void (data = h), get: () => data };
}

export async function render(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url);
  const locale = localeOfPath(url.pathname);
  // Every message (the server renders any page); the browser loads what its page needs.
  await loadAllMessages(locale);
  const { env, settle } = createEnv(req);
  const request = new Request(url, { method: "GET", headers: req.headers });
  const context = await handler.query(request, { requestContext: routerContextFor(env) });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  settle();
  const head = collector();
  const styles = styleCollector();
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result, diagnostics } = await prerenderStatic({
    tree: (
      <CacheProvider value={styles.cache}>
        <AppProviders env={env} currency={req.currency} head={head}>
          <StaticRouterProvider router={router} context={context} hydrate={false} nonce={req.nonce} />
        </AppProviders>
      </CacheProvider>
    ),
    renderFunction: renderToString,
    maxRerenders: 5,
    diagnostics: true,
  });
  const modules = new Set<string>([`src/i18n/${locale}.messages.js`]);
  for (const m of context.matches) {
    const module = (m.route.handle as RouteHandle | undefined)?.module;
    if (module) modules.add(PAGE_MODULES[module]);
    if (module) modules.add(`src/i18n/${locale}.${messageScope(module)}.messages.js`);
  }
  // A page that rendered an error boundary hydrates with the error pages and their messages.
  if (context.errors) modules.add("src/app/errors.tsx").add(`src/i18n/${locale}.errors.messages.js`);
  return {
    kind: "page",
    renders: diagnostics?.renderCount ?? 1,
    status: context.statusCode,
    locale,
    forcedLight: isForcedLightPath(url.pathname),
    head: `${styles.html()}\n${renderHead(head.get())}`,
    html: result,
    modules: [...modules],
    state: {
      locale,
      currency: req.currency,
      siteUrl: req.siteUrl,
      apollo: env.client.extract() as NormalizedCacheObject,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouterErrors(context.errors, !!req.dev) as never,
      },
    },
  };
}

/**
 * The error page alone, for when rendering the route tree crashed (status 500), or, with
 * `unavailable`, when the shop's data could not be reached (status 503: try again soon).
 */
export async function renderCrash(req: RenderRequest, opts: { unavailable?: boolean } = {}): Promise<Extract<RenderResult, { kind: "page" }>> {
  const unavailable = opts.unavailable === true;
  const url = new URL(req.url);
  const locale = localeOfPath(url.pathname);
  await loadAllMessages(locale);
  const { env } = createEnv(req);
  const head = collector();
  const styles = styleCollector();
  const html = renderToString(
    <CacheProvider value={styles.cache}>
      <AppProviders env={env} currency={req.currency} head={head}>
        <StaticRouter location={url.pathname + url.search}>
          <CrashPage locale={locale} unavailable={unavailable} />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return {
    kind: "page",
    status: unavailable ? 503 : 500,
    locale,
    forcedLight: isForcedLightPath(url.pathname),
    head: `${styles.html()}\n${renderHead(head.get())}`,
    html,
    modules: [`src/i18n/${locale}.messages.js`],
    state: { locale, currency: req.currency, siteUrl: req.siteUrl, apollo: {}, router: null, crashed: true, ...(unavailable ? { unavailable } : {}) },
  };
}
