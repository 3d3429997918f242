/**
 * Server rendering of the storefront, loaded by server/ssr (built with `vite build --ssr`,
 * or through Vite in development). Per request: the router runs the matched loaders (which
 * fill a fresh Apollo cache through an in-process link to the running Apollo Server), then
 * React renders the tree once, its queries answered from that cache. The result is the
 * page's markup, its head, its status (404, 500, or a 301 redirect) and the state the
 * browser hydrates from.
 */
import { ApolloLink, type ApolloClient, type NormalizedCacheObject, type OperationVariables, type TypedDocumentNode } from "@apollo/client";
import { canonicalStringify, print } from "@apollo/client/utilities";
import { getOperationName } from "@apollo/client/utilities/internal";
import type { DocumentNode, FormattedExecutionResult } from "graphql";
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
import { createApolloClient, createCache, type FirstReads } from "./lib/apollo";
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
  /**
   * Runs a GraphQL operation in-process, as a guest. With the server's response cache on,
   * the result also carries `dependencies`: what it was computed from, opaque here.
   */
  execute(request: GraphQLRequest): Promise<FormattedExecutionResult & { dependencies?: unknown }>;
  /**
   * With the server's response cache on: whether a result with these dependencies is still
   * current (no catalogue change touched them since). The loaders' normalised results are
   * kept while they are.
   */
  isCurrent?(dependencies: unknown): boolean;
  dev?: boolean;
}

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | {
      kind: "page";
      status: number;
      locale: Locale;
      forcedLight: boolean;
      head: string;
      html: string;
      state: PageState;
      /** Client sources whose chunks the page needs at once (for modulepreload). */
      modules: string[];
      /** Dependencies of the kept normalised results the page was made of (the server adds them to the page's). */
      dependencies?: unknown[];
    };

provideErrorBoundaries(errorBoundaries);
const handler = createStaticHandler(routes);

let globalCss: string | undefined;
/** The Chakra system's global styles (cascade layers, reset, tokens, base) as <style> tags, rendered once. */
export function globalStyles(): string {
  if (globalCss === undefined) {
    const system = createGlobalSystem();
    // Marked as already in place (`data-s`): otherwise the browser's emotion cache, when it is
    // created, moves every server-rendered global style to the end of <head>, and taking the
    // 30 kB sheet out and back in makes the browser restyle the whole page (~60 ms of style
    // recalculation on this machine, 8× that on a slow phone) for an order the page never needed.
    globalCss = renderToString(
      <CacheProvider value={createStyleCache()}>
        <Global styles={system.layers.atRule} />
        <Global styles={system._global} />
      </CacheProvider>,
    ).replaceAll('<style data-emotion="', '<style data-s="" data-emotion="');
  }
  return globalCss;
}

/**
 * Apollo link that answers from the running Apollo Server, without HTTP. A result's
 * dependencies go to the operation context's `onDependencies` (prefetch keeps them with
 * the normalised result), not to Apollo.
 */
function inProcessLink(execute: RenderRequest["execute"]): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        execute({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then(({ dependencies, ...result }) => {
            (operation.getContext() as { onDependencies?: (d: unknown) => void }).onDependencies?.(dependencies);
            observer.next(result as ApolloLink.Result);
            observer.complete();
          })
          .catch((e: unknown) => observer.error(e));
      }),
  );
}

/**
 * The loaders' query results in normalised form (Apollo cache entities), kept per query and
 * variables. Normalising a result (writing it into an Apollo cache) was the largest part of
 * a page's data work; a page now merges the entities its queries produced before (plain
 * object spreads) and restores them into its fresh cache. As safe as the response cache it
 * sits on: the same anonymous results with the same dependencies (the server's cache tags),
 * each dropped when a catalogue change touches what it was computed from (`isCurrent`).
 * Concurrent renders asking the same query share one fetch.
 */
interface Prefetched {
  data: unknown;
  entities: NormalizedCacheObject;
  /** What the server computed the result from (undefined: not known, never kept). */
  dependencies?: unknown;
}
interface Kept {
  promise: Promise<Prefetched>;
  /** Set once the fetch succeeded. */
  value?: Prefetched;
  /** Estimated heap bytes, once the result is there. */
  bytes?: number;
}
/**
 * Bounds of the kept results: entries, and memory, estimated as twice their JSON length (a
 * product listing's result and entities are objects about that size in the heap). Least
 * recently used ones go first. Unique searches each leave one entry.
 */
const MAX_PREFETCHED = 2000;
const prefetched = new Map<string, Kept>();
const MAX_PREFETCHED_BYTES = 16 * 1024 * 1024;
let prefetchedBytes = 0;

function dropPrefetched(key: string): void {
  const kept = prefetched.get(key);
  if (!kept) return;
  prefetchedBytes -= kept.bytes ?? 0;
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
  let dependencies: unknown;
  const onDependencies = (d: unknown) => void (dependencies = d);
  const { data } = await client.query({ query, variables, fetchPolicy: "no-cache", context: { onDependencies } } as ApolloClient.QueryOptions<
    TData,
    TVariables
  >);
  const scratch = createCache({ timers: false });
  if (data) scratch.writeQuery({ query, variables, data: data as TData });
  // Shared by every later page: frozen, so no render can change what another one reads.
  return { ...deepFreeze({ data, entities: scratch.extract() }), dependencies };
}

function prefetch<TData, TVariables extends OperationVariables>(
  client: ApolloClient,
  isCurrent: (dependencies: unknown) => boolean,
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<Prefetched> {
  const key = `${getOperationName(query, "")}|${canonicalStringify(variables)}`;
  let entry = prefetched.get(key);
  // A result a catalogue change touched (or without known dependencies) is fetched again.
  if (entry?.value && (entry.value.dependencies === undefined || !isCurrent(entry.value.dependencies))) {
    dropPrefetched(key);
    entry = undefined;
  }
  if (entry) {
    prefetched.delete(key); // most recently used last
  } else {
    const kept: Kept = { promise: normalise(client, query, variables) };
    kept.promise.then(
      (value) => {
        kept.value = value;
        if (prefetched.get(key) !== kept) return; // dropped meanwhile
        kept.bytes = 2 * (JSON.stringify(value.data ?? null).length + JSON.stringify(value.entities).length);
        prefetchedBytes += kept.bytes;
        trimPrefetched();
      },
      // A failed fetch is not kept: the next page asks again.
      () => prefetched.get(key) === kept && dropPrefetched(key),
    );
    entry = kept;
  }
  prefetched.set(key, entry);
  trimPrefetched();
  return entry.promise;
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
  /** Dependencies of every loader result the render used, kept ones included. */
  dependencies: unknown[];
  /**
   * Puts what the loaders fetched into the page's Apollo cache (before rendering), has the
   * loaders' answers serve the render's reads of the same queries, and records from then on the
   * answers the render reads: the page carries them for the browser's first reads.
   */
  settle(): FirstReads;
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
  const { isCurrent } = req;
  const dependencies: unknown[] = [];
  const state: NormalizedCacheObject = {};
  const answers: { query: DocumentNode; variables: unknown; data: unknown }[] = [];
  const env: AppEnv = {
    client,
    siteUrl: req.siteUrl,
    currency: () => req.currency,
    server: true,
    prefetch: async (query, variables) => {
      // Without the server's cache (no isCurrent) nothing is kept: every render normalises anew.
      const result = isCurrent ? await prefetch(client, isCurrent, query, variables) : await normalise(client, query, variables);
      if (result.dependencies !== undefined) dependencies.push(result.dependencies);
      mergeEntities(state, result.entities);
      answers.push({ query, variables, data: result.data });
      return result.data as never;
    },
  };
  const settle = () => {
    client.cache.restore(state);
    client.cache.serveAnswers(answers);
    return client.cache.recordFirstReads();
  };
  return { env, dependencies, settle };
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
  let image: HeadData["preloadImage"];
  return {
    set: (h: HeadData) => void (data = h),
    preloadImage: (i: NonNullable<HeadData["preloadImage"]>) => void (image = i),
    get: () => ({ ...data, preloadImage: data.preloadImage ?? image }),
  };
}

export async function render(req: RenderRequest): Promise<RenderResult> {
  const url = new URL(req.url);
  const locale = localeOfPath(url.pathname);
  // Every message (the server renders any page); the browser loads what its page needs.
  await loadAllMessages(locale);
  const { env, settle, dependencies } = createEnv(req);
  const request = new Request(url, { method: "GET", headers: req.headers });
  const context = await handler.query(request, { requestContext: routerContextFor(env) });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  const firstReads = settle();
  const head = collector();
  const styles = styleCollector();
  const router = createStaticRouter(handler.dataRoutes, context);
  // One pass: the loaders fetched every query, and the server's client reads them from its
  // cache only (a query no loader fetched renders its loading state; the browser fetches it).
  const result = renderToString(
    <CacheProvider value={styles.cache}>
      <AppProviders env={env} currency={req.currency} head={head}>
        <StaticRouterProvider router={router} context={context} hydrate={false} nonce={req.nonce} />
      </AppProviders>
    </CacheProvider>,
  );
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
    status: context.statusCode,
    locale,
    forcedLight: isForcedLightPath(url.pathname),
    head: `${styles.html()}\n${renderHead(head.get(), locale)}`,
    html: result,
    modules: [...modules],
    dependencies,
    state: {
      locale,
      currency: req.currency,
      siteUrl: req.siteUrl,
      apollo: env.client.extract() as NormalizedCacheObject,
      firstReads,
      router: {
        loaderData: context.loaderData,
        actionData: context.actionData,
        errors: serializeRouterErrors(context.errors, !!req.dev) as never,
      },
      matched: context.matches.map((m) => m.route.id),
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
    head: `${styles.html()}\n${renderHead(head.get(), locale)}`,
    html,
    modules: [`src/i18n/${locale}.messages.js`],
    state: { locale, currency: req.currency, siteUrl: req.siteUrl, apollo: {}, router: null, crashed: true, ...(unavailable ? { unavailable } : {}) },
  };
}
