/**
 * The storefront door: every GET that is not an API, media or asset path is rendered by
 * the client's SSR bundle (dist/ssr, or Vite in development with CLIENT_DEV), wrapped in
 * the HTML document with the page's head, preloads, state and (outside admin and seller
 * pages) the configured third-party scripts. Also serves the built client assets with
 * long cache headers and sets the tracking cookies.
 *
 * Rendered pages are kept for anonymous visitors (SSR_PAGE_CACHE) in the same way as the
 * anonymous GraphQL response cache: a page depends on the cache tags of every GraphQL
 * operation it was made of (server/graphql/cache-tags.ts), those run for it and those the
 * render reused from its kept loader results, and is dropped when a catalogue change
 * touches one of them (or after the shortest max-age among them). Pages never depend on who
 * asks (the render runs as a guest), only on the URL and the currency; the theme and the
 * CSP nonce are applied per response. A page served from the cache says how old it is in
 * an `Age` header. Requests for a page being rendered share that render.
 *
 * A page whose data could not be read because the database is unreachable (an in-process
 * GraphQL operation answered 503) is the "temporarily unavailable" page with status 503 and
 * Retry-After, never kept.
 */
import { randomBytes } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express, { Router, type Request, type RequestHandler } from "express";
import type { ApolloServer } from "@apollo/server";
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import type { RequestContext } from "../graphql/context.js";
import type { CatalogResponseCache } from "../graphql/response-cache.js";
import { mergeDependencies, type Dependencies } from "../graphql/cache-tags.js";
import { documentHtml, safeJson, thirdPartySlots } from "./document.js";
import type { GraphQLResult, PageRender, RenderRequest, SsrModule } from "./ssr-contract.js";
import { TRACKING_PARAMS, trackingCookies } from "./tracking.js";
import { CONSENT_COOKIE, parseConsent } from "./consent.js";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "../core/errors/index.js";
import { flatString, stringBytes } from "../common/memory.js";

/** First path segments that never reach the storefront. */
const NOT_PAGES = new Set(["api", "graphql", "media", "assets", "dev", "img", "healthz", "readyz", "verify-email", "sitemap.xml", "robots.txt"]);
const CURRENCY_COOKIE = "currency";
const THEME_COOKIE = "selectedTheme";
const YEAR = 365 * 86_400_000;

export interface StorefrontOptions {
  config: Config;
  logger: Logger;
  apollo: ApolloServer<RequestContext>;
  responseCache: CatalogResponseCache | null;
  /** A guest request context for the in-process GraphQL calls of one page. */
  createContext(): RequestContext;
}

export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}

interface Runtime {
  /** The SSR bundle (in development a fresh load through Vite on every access). */
  module: SsrModule | Promise<SsrModule>;
  /** The entry script and the preloads of the page's modules. */
  scripts(modules: string[], nonce: string): string;
  transformHtml?(url: string, html: string): Promise<string>;
  middleware?: RequestHandler;
}

/**
 * Starts the client after the first paint: the server's HTML shows at once; then the
 * page's chunks are preloaded in parallel (no import waterfall) and the client's stages
 * (the entry's library chunks, then the entry, which hydrates) are evaluated one per task:
 * evaluating all of the start-up code at once was the longest task of a page's start.
 * Preloading them from <head> instead would make the first paint wait for the JavaScript
 * (high-priority script requests block rendering in Lighthouse's model).
 */
export function startScript(stages: string[], preloads: string[], nonce: string): string {
  return `<script nonce="${nonce}">requestAnimationFrame(function(){setTimeout(function(){${JSON.stringify(preloads)}.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.href=u;document.head.appendChild(l)});var s=${JSON.stringify(stages)};(function n(i){import(s[i]).then(function(){if(++i<s.length)setTimeout(function(){n(i)},0)})})(0)},0)})</script>`;
}

/**
 * The entry's static chunks, each after the chunks it imports, then the entry itself: the
 * order in which evaluating them one at a time never evaluates a chunk twice or early.
 */
export function startStages(manifest: Record<string, ManifestChunk>, entryKey: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const i of chunk.imports ?? []) visit(i);
    order.push(chunk.file);
  };
  visit(entryKey);
  return order;
}

/** The repository root (the nearest folder with package.json above this file). */
export function projectRoot(from = __dirname): string {
  let dir = from;
  while (!existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${from}`);
    dir = up;
  }
  return dir;
}

/** The currency a query string asks for: the spec's `?=currency:usd`, or `?currency=usd`. */
export function currencyFromQuery(search: string): "EUR" | "USD" | "GBP" | null {
  const params = new URLSearchParams(search);
  const values = [...params.getAll("").map((v) => /^currency:([a-z]{3})$/i.exec(v.trim())?.[1]), params.get("currency")];
  for (const v of values) {
    const code = v?.toUpperCase();
    if (code === "EUR" || code === "USD" || code === "GBP") return code;
  }
  return null;
}

/** The query string without the currency switch and the tracking parameters (they do not change the page). */
export function pageSearch(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [k, v] of params) {
    if ((k === "" && /^currency:/i.test(v)) || k === "currency" || k in TRACKING_PARAMS) continue;
    kept.append(k, v);
  }
  const s = kept.toString();
  return s ? `?${s}` : "";
}

async function productionRuntime(root: string): Promise<Runtime> {
  const entryFile = path.join(root, "dist", "ssr", "entry-server.mjs");
  const manifestFile = path.join(root, "dist", "client", ".vite", "manifest.json");
  if (!existsSync(entryFile) || !existsSync(manifestFile)) {
    throw new Error("the storefront is not built: run `npm run build` (npm start builds it)");
  }
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]!.isEntry);
  if (!entryKey) throw new Error("the client manifest has no entry");
  const files = (key: string, out: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || out.has(chunk.file)) return;
    out.add(chunk.file);
    for (const i of chunk.imports ?? []) files(i, out);
  };
  const entry = manifest[entryKey]!;
  // The entry and every chunk it imports, in the order the page evaluates them.
  const stages = startStages(manifest, entryKey);
  // The entry's CSS is small: inlined, it costs no render-blocking request.
  const css = (entry.css ?? []).map((f) => readFileSync(path.join(root, "dist", "client", f), "utf8").replace(/<\/style/gi, "<\\/style"));
  const module = (await import(pathToFileURL(entryFile).href)) as SsrModule;
  return {
    module,
    scripts(modules, nonce) {
      const preload = new Set(stages);
      for (const m of modules) files(m, preload);
      // The first stage is imported at once; everything else is preloaded meanwhile.
      preload.delete(stages[0]!);
      return [
        ...css.map((c) => `<style>${c}</style>`),
        startScript(
          stages.map((f) => `/${f}`),
          [...preload].map((f) => `/${f}`),
          nonce,
        ),
      ].join("\n");
    },
  };
}

async function loadRuntime(opts: StorefrontOptions, root: string): Promise<Runtime> {
  if (opts.config.CLIENT_DEV) {
    const { createServer } = await import("vite");
    const vite = await createServer({
      configFile: path.join(root, "client", "vite.config.ts"),
      server: { middlewareMode: true, hmr: { port: opts.config.PORT + 20_000 } },
      appType: "custom",
    });
    const runtime: Omit<Runtime, "module"> = {
      scripts: (_modules, nonce) => startScript(["/src/entry-client.tsx"], [], nonce),
      transformHtml: (url, html) => vite.transformIndexHtml(url, html),
      middleware: vite.middlewares as unknown as RequestHandler,
    };
    // Read again on every request: Vite reloads what changed.
    return Object.defineProperty(runtime, "module", { get: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<SsrModule> }) as Runtime;
  }
  return productionRuntime(root);
}

type RenderedPage = CachedPage | { kind: "redirect"; status: number; location: string };

interface CachedPage {
  kind: "page";
  /** What the page was made of: the union of its GraphQL operations' dependencies. */
  deps: Dependencies;
  /** When it was rendered (epoch ms). */
  time: number;
  page: Omit<PageRender, "state" | "dependencies"> & { stateJson: string };
}

/** Heap bytes of a kept page and its key (the SSR_PAGE_CACHE_MB bound counts bytes, not characters). */
function cachedPageBytes(v: CachedPage, key: string): number {
  const p = v.page;
  return stringBytes(p.html) + stringBytes(p.head) + stringBytes(p.stateJson) + stringBytes(key) + p.modules.reduce((n, m) => n + m.length + 16, 0) + 200;
}

export function storefrontRoutes(opts: StorefrontOptions): Router {
  const { config, logger } = opts;
  const root = projectRoot();
  const placeholder = `__KM_NONCE_${randomBytes(12).toString("hex")}__`;
  let runtime: Promise<Runtime> | undefined;
  const getRuntime = () =>
    (runtime ??= loadRuntime(opts, root).catch((e: unknown) => {
      runtime = undefined; // retry on the next request (e.g. after a build)
      throw e;
    }));
  const cache =
    config.SSR_PAGE_CACHE && opts.responseCache && !config.CLIENT_DEV
      ? new InMemoryLRUCache<CachedPage>({ maxSize: config.SSR_PAGE_CACHE_MB * 1024 * 1024, sizeCalculation: (v, key) => cachedPageBytes(v, key) })
      : null;

  /**
   * Runs one GraphQL operation of the page in-process, as a guest (the anonymous response
   * cache applies). With the cache on, each result carries its dependencies (for the
   * render's kept loader results) and they are also added to `collected` (for the page).
   */
  const executor = (collected: Dependencies[], outcome: { unavailable: boolean }) => {
    const ctx = opts.createContext();
    return async (request: { query: string; variables?: Record<string, unknown>; operationName?: string }): Promise<GraphQLResult> => {
      const recorder = opts.responseCache?.recorder();
      const response = await opts.apollo.executeOperation(request, { contextValue: { ...ctx, cacheDeps: recorder } });
      if (response.http.status === 503) outcome.unavailable = true;
      if (response.body.kind !== "single") throw new Error("incremental GraphQL responses are not supported in SSR");
      const result = response.body.singleResult as GraphQLResult;
      if (!recorder) return result;
      const dependencies = recorder.dependencies();
      collected.push(dependencies);
      return { ...result, dependencies };
    };
  };
  const clock = opts.responseCache?.clock;
  const isCurrent = clock ? (deps: unknown) => deps != null && clock.isCurrent(deps as Dependencies) : undefined;

  const r = Router();
  r.get("/favicon.ico", (_req, res) => res.redirect(301, "/favicon.svg"));
  if (config.CLIENT_DEV) {
    r.use((req, res, next) => {
      getRuntime().then((rt) => rt.middleware!(req, res, next), next);
    });
  } else {
    const clientDir = path.join(root, "dist", "client");
    // Hashed file names: cached for a year. Unknown assets are 404s, never pages.
    r.use("/assets", express.static(path.join(clientDir, "assets"), { index: false, immutable: true, maxAge: YEAR }));
    r.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
    r.use(express.static(clientDir, { index: false, maxAge: 86_400_000, dotfiles: "ignore" }));
  }

  /** Renders under way, by cache key (only with the page cache). */
  const rendering = new Map<string, Promise<RenderedPage>>();

  /** Renders a page; keeps it when it may be; others asking for it meanwhile share it. */
  const renderShared = (module: SsrModule, key: string, req: Request, search: string, currency: RenderRequest["currency"]) => {
    const run = (async (): Promise<RenderedPage> => {
      const collected: Dependencies[] = [];
      const outcome = { unavailable: false };
      const request: RenderRequest = {
        url: `${config.publicUrl}${req.path}${search}`,
        headers: {},
        siteUrl: config.publicUrl,
        currency,
        nonce: placeholder,
        execute: executor(collected, outcome),
        // Only with the response cache: its tags are what say which data changed.
        isCurrent,
        dev: !config.isProduction,
      };
      let result: Awaited<ReturnType<SsrModule["render"]>>;
      try {
        result = await module.render(request);
      } catch (e) {
        if (isDatabaseUnavailable(e)) outcome.unavailable = true;
        else logger.error({ err: e, url: req.originalUrl }, "storefront render crashed");
        result = await module.renderCrash(request);
      }
      // The database could not be reached: the "temporarily unavailable" page (503), never kept.
      if (outcome.unavailable) result = await module.renderCrash(request, { unavailable: true });
      if (result.kind === "redirect") return { kind: "redirect", status: result.status, location: result.location };
      const { state, dependencies: reused, ...rest } = result;
      const deps = mergeDependencies([...collected, ...((reused ?? []) as Dependencies[])]);
      const entry: CachedPage = { kind: "page", deps, time: Date.now(), page: { ...rest, stateJson: safeJson(state) } };
      // Not kept when a change to what it shows arrived while it was rendered.
      if (cache && (result.status === 200 || result.status === 404) && clock!.isCurrent(deps)) {
        // Kept in one piece: as rendered, a page is a tree of its pieces several times its size.
        const { html, head, stateJson } = entry.page;
        entry.page = { ...entry.page, html: flatString(html), head: flatString(head), stateJson: flatString(stateJson) };
        await cache.set(key, entry);
      }
      return entry;
    })();
    if (!cache) return run;
    rendering.set(key, run);
    const done = () => void (rendering.get(key) === run && rendering.delete(key));
    run.then(done, done);
    return run;
  };

  const track = trackingCookies({ publicUrl: config.publicUrl });
  const page: RequestHandler = async (req: Request, res, next) => {
    const first = req.path.split("/")[1] ?? "";
    if (NOT_PAGES.has(first)) return next();
    track(req, res, () => undefined);
    const q = req.originalUrl.indexOf("?");
    const rawSearch = q >= 0 ? req.originalUrl.slice(q) : "";
    const asked = currencyFromQuery(rawSearch);
    if (asked) res.cookie(CURRENCY_COOKIE, asked.toLowerCase(), { path: "/", maxAge: YEAR, sameSite: "lax", secure: config.publicUrl.startsWith("https:") });
    const cookieCurrency = String(req.cookies?.[CURRENCY_COOKIE] ?? "").toUpperCase();
    const currency = asked ?? (cookieCurrency === "USD" || cookieCurrency === "GBP" || cookieCurrency === "EUR" ? cookieCurrency : "EUR");
    const themeCookie = req.cookies?.[THEME_COOKIE];
    const theme = themeCookie === "dark" || themeCookie === "light" ? themeCookie : null;
    const search = pageSearch(rawSearch);
    const key = `${req.path}${search}|${currency}`;
    const consent = parseConsent(req.cookies?.[CONSENT_COOKIE]);

    const rt = await getRuntime();
    const module = await rt.module;
    let entry = cache ? await cache.get(key) : undefined;
    const fromCache = !!entry && !!clock?.isCurrent(entry.deps);
    if (!entry || !fromCache) {
      // A render of this page already under way (the page was just dropped and is asked
      // by many at once) is shared, when no change to what it shows arrived meanwhile.
      const shared = cache ? await rendering.get(key)?.catch(() => undefined) : undefined;
      const rendered =
        shared && (shared.kind === "redirect" || clock!.isCurrent(shared.deps)) ? shared : await renderShared(module, key, req, search, currency);
      if (rendered.kind === "redirect") {
        res.redirect(rendered.status, rendered.location);
        return;
      }
      entry = rendered;
    }
    const p = entry.page;
    if (p.status === 503) res.setHeader("retry-after", String(DATABASE_RETRY_AFTER_SECONDS));
    let html = documentHtml({
      locale: p.locale,
      theme,
      forcedLight: p.forcedLight,
      nonce: placeholder,
      themeScript: module.THEME_HEAD_SCRIPT,
      head: `${module.globalStyles()}\n${p.head}`,
      scripts: rt.scripts(p.modules, placeholder),
      html: p.html,
      stateJson: p.stateJson,
      slots: p.forcedLight ? "" : thirdPartySlots(config, placeholder, consent),
      consentGiven: consent != null,
    });
    if (rt.transformHtml) html = (await rt.transformHtml(req.originalUrl, html)).replaceAll("__KM_NONCE__", placeholder);
    // Encoded once and written as is, without the ETag `res.send` would hash the page for:
    // every response carries its own CSP nonce, so no two bodies are ever equal.
    const body = Buffer.from(html.replaceAll(placeholder, res.locals.cspNonce ?? ""));
    res
      .status(p.status)
      .set({ "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-cache", Vary: "Cookie", "Content-Length": String(body.length) });
    if (fromCache) res.set("Age", String(Math.max(0, Math.round((Date.now() - entry.time) / 1000))));
    res.end(body);
  };
  r.get(/.*/, page);
  return r;
}
