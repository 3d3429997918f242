/**
 * The browser: restores the Apollo cache and the router state the server put in the page,
 * loads the matched lazy routes and the page's messages, then hydrates (no GraphQL request).
 */
import "./styles/storefront.css";
import { startTransition, StrictMode } from "react";
import { CacheProvider } from "@emotion/react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter, createBrowserRouter, type RouteObject } from "react-router";
import { RouterProvider } from "react-router/dom";
import { AppProviders } from "./app/providers";
import type { AppEnv } from "./app/env";
import { loadErrorBoundaries } from "./app/error-boundaries";
import { STATE_ELEMENT_ID, type PageState } from "./app/hydration";
import { routerContextFor } from "./app/route-context";
import { routes } from "./app/routes";
import { loadMessages, loadScope } from "./i18n";
import { createApolloClient, createHttpLink } from "./lib/apollo";
import { createStyleCache } from "./lib/emotion";
import type { CurrencyCode } from "./lib/money";

declare global {
  interface Window {
    __staticRouterHydrationData?: PageState["router"];
  }
}

/**
 * The routes of the first page: those the server matched (their ids in the page's state), found
 * by a walk of the tree instead of matching the URL against every route again (the router does
 * that once itself).
 */
function firstPageRoutes(tree: RouteObject[], ids: readonly string[]): RouteObject[] {
  const wanted = new Set(ids);
  const found: RouteObject[] = [];
  const walk = (level: RouteObject[]) => {
    for (const route of level) {
      if (route.id !== undefined && wanted.has(route.id)) found.push(route);
      if (route.children) walk(route.children);
    }
  };
  walk(tree);
  return found;
}

/** Resolves the lazy routes of the first page before hydrating (their markup is in the page). */
async function loadLazyMatches(routes: RouteObject[]): Promise<void> {
  await Promise.all(
    routes.map(async (route) => {
      if (typeof route.lazy !== "function") return;
      const resolved = await route.lazy();
      Object.assign(route, { ...resolved, lazy: undefined });
    }),
  );
}

/** A new task: lets the browser handle input between long pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(): Promise<void> {
  if (document.readyState === "loading") await new Promise((r) => document.addEventListener("DOMContentLoaded", r, { once: true }));
  // Each step of the start in a task of its own, apart from evaluating the bundle: reading
  // the page's state, restoring the Apollo cache, loading the page's modules, hydrating.
  await nextTask();
  const state = JSON.parse(document.getElementById(STATE_ELEMENT_ID)?.textContent ?? "{}") as PageState;
  let currency: CurrencyCode = state.currency;
  const client = createApolloClient({ link: createHttpLink("/graphql"), state: state.apollo, firstReads: state.firstReads });
  await nextTask();
  const env: AppEnv = { client, siteUrl: state.siteUrl, currency: () => currency, server: false };
  const onCurrencyChange = (next: CurrencyCode) => void (currency = next);
  const root = document.getElementById("root")!;
  const [crash] = await Promise.all([
    state.crashed ? import("./app/CrashPage") : null,
    state.crashed ? loadScope(state.locale, "errors") : loadMessages(state.locale),
    state.crashed ? null : loadLazyMatches(firstPageRoutes(routes, state.matched ?? [])),
    // A page that rendered an error (404, 500) hydrates with its error boundary's page.
    state.router?.errors ? loadErrorBoundaries(state.locale) : null,
  ]);
  await nextTask();

  // Adopts the page's server-rendered styles (same key, same unprefixed rules).
  const styleCache = createStyleCache();
  if (crash) {
    const { CrashPage } = crash;
    hydrateRoot(
      root,
      <StrictMode>
        <CacheProvider value={styleCache}>
          <AppProviders env={env} currency={state.currency} onCurrencyChange={onCurrencyChange}>
            <BrowserRouter>
              <CrashPage locale={state.locale} unavailable={state.unavailable} />
            </BrowserRouter>
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
    return;
  }

  window.__staticRouterHydrationData = state.router;
  const router = createBrowserRouter(routes, { getContext: () => routerContextFor(env) });
  await nextTask();
  // A transition: hydration yields to the browser between chunks of work instead of one
  // long task (the page is already painted and usable meanwhile).
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <CacheProvider value={styleCache}>
          <AppProviders env={env} currency={state.currency} onCurrencyChange={onCurrencyChange}>
            <RouterProvider router={router} />
          </AppProviders>
        </CacheProvider>
      </StrictMode>,
    );
  });
}

void start();
