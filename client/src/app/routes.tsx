/**
 * The route tree, shared by the server (createStaticHandler) and the browser
 * (createBrowserRouter). English at "/", Italian under "/it" with the same structure.
 * Pages are lazy modules exporting `Component` and, when they need data, a `loader`
 * that fills the Apollo cache (and throws 404s and 301s); components then read the same
 * queries from the cache. Admin, seller, account, cart, checkout and login are
 * client-rendered shells in their own chunks, never part of the storefront bundle.
 */
import { data, type RouteObject } from "react-router";
import { loadMessages, loadScope, type MessageScope } from "../i18n";
import type { Locale } from "../lib/locale";
import { thirdPartyScriptsLoaded } from "../lib/tracking";
import { RootLayout } from "./RootLayout";
import { StorefrontLayout, storefrontLoader } from "./StorefrontLayout";
import { PageErrorBoundary, RootErrorBoundary } from "./error-boundaries";

/** Route ids the server uses for status codes and preloads. */
export const PAGE_MODULES = {
  home: "src/features/home/HomePage.tsx",
  category: "src/features/catalog/CategoryPage.tsx",
  platform: "src/features/catalog/PlatformPage.tsx",
  search: "src/features/catalog/SearchPage.tsx",
  product: "src/features/product/ProductPage.tsx",
  activation: "src/features/activation/ActivationGuidePage.tsx",
  // The legal texts of one language, with the page that shows them (terms, privacy, refunds).
  legalEn: "src/features/legal/content.en.tsx",
  legalIt: "src/features/legal/content.it.tsx",
  contact: "src/features/legal/ContactPage.tsx",
  notFound: "src/app/errors.tsx",
  login: "src/app/shells/LoginShell.tsx",
  resetPassword: "src/features/accounts/ResetPasswordPage.tsx",
  account: "src/app/shells/AccountShell.tsx",
  cart: "src/app/shells/CartShell.tsx",
  checkout: "src/app/shells/CheckoutShell.tsx",
  admin: "src/app/shells/AdminShell.tsx",
  seller: "src/app/shells/SellerShell.tsx",
} as const;
export type PageModule = keyof typeof PAGE_MODULES;

export interface RouteHandle {
  /** Source module of the page (the server preloads its chunk). */
  module?: PageModule;
}

/**
 * Entering the admin or seller area with third-party scripts in the page reloads the
 * document, so those scripts never run there (spec §2: no tracking scripts on admin pages).
 */
async function leaveThirdPartyScripts({ request }: { request: Request }): Promise<null> {
  if (typeof window !== "undefined" && thirdPartyScriptsLoaded()) {
    window.location.assign(request.url);
    await new Promise(() => undefined); // the document is being replaced
  }
  return null;
}

function pages(locale: Locale): RouteObject[] {
  const id = (name: string) => `${name}-${locale}`;
  return [
    { id: id("home"), index: true, handle: { module: "home" }, lazy: () => import("../features/home/HomePage") },
    { id: id("search"), path: "search", handle: { module: "search" }, lazy: () => import("../features/catalog/SearchPage") },
    {
      id: id("platform"),
      path: "platform/:slug",
      handle: { module: "platform" },
      lazy: () => import("../features/catalog/PlatformPage"),
    },
    {
      id: id("activation"),
      path: "activation/:slug",
      handle: { module: "activation" },
      lazy: () => import("../features/activation/ActivationGuidePage"),
    },
    { id: id("login"), path: "login", handle: { module: "login" }, lazy: () => import("./shells/LoginShell") },
    {
      id: id("reset-password"),
      path: "reset-password",
      handle: { module: "resetPassword" },
      lazy: () => import("../features/accounts/ResetPasswordPage"),
    },
    { id: id("account"), path: "account/*", handle: { module: "account" }, lazy: () => import("./shells/AccountShell") },
    // Three segments: without its own route, /account/orders/ID would rank below the product
    // route (:root/:child/:slug) and answer the product's 404.
    {
      id: id("account-order"),
      path: "account/orders/:orderId",
      handle: { module: "account" },
      lazy: () => import("./shells/AccountShell"),
    },
    // As for the orders: /account/tickets/ID (features/tickets).
    {
      id: id("account-ticket"),
      path: "account/tickets/:ticketId",
      handle: { module: "account" },
      lazy: () => import("./shells/AccountShell"),
    },
    { id: id("cart"), path: "cart/*", handle: { module: "cart" }, lazy: () => import("./shells/CartShell") },
    { id: id("checkout"), path: "checkout/*", handle: { module: "checkout" }, lazy: () => import("./shells/CheckoutShell") },
    // Three segments would otherwise rank the product route (:root/:child/:slug) above checkout/*.
    {
      id: id("checkout-sandbox"),
      path: "checkout/sandbox/:id",
      handle: { module: "checkout" },
      lazy: () => import("./shells/CheckoutShell"),
    },
    {
      id: id("checkout-confirmation"),
      path: "checkout/confirmation/:id",
      handle: { module: "checkout" },
      lazy: () => import("./shells/CheckoutShell"),
    },
    // The legal pages: each language's texts are a chunk of their own (content.en / content.it).
    ...(
      [
        ["terms", "terms", "Terms"],
        ["privacy", "privacy", "Privacy"],
        ["refund-policy", "refund-policy", "RefundPolicy"],
      ] as const
    ).map(([name, path, page]) => ({
      id: id(name),
      path,
      handle: { module: locale === "it" ? "legalIt" : "legalEn" } satisfies RouteHandle,
      lazy: () => (locale === "it" ? import("../features/legal/content.it") : import("../features/legal/content.en")).then((m) => ({ Component: m[page] })),
    })),
    { id: id("contact"), path: "contact", handle: { module: "contact" }, lazy: () => import("../features/legal/ContactPage") },
    { id: id("category-root"), path: ":root", handle: { module: "category" }, lazy: () => import("../features/catalog/CategoryPage") },
    {
      id: id("category-child"),
      path: ":root/:child",
      handle: { module: "category" },
      lazy: () => import("../features/catalog/CategoryPage"),
    },
    {
      id: id("product"),
      path: ":root/:child/:slug",
      handle: { module: "product" },
      lazy: () => import("../features/product/ProductPage"),
    },
    {
      id: id("not-found"),
      path: "*",
      handle: { module: "notFound" },
      loader: () => {
        throw data(null, { status: 404 });
      },
    },
  ];
}

function localeBranch(locale: Locale): RouteObject {
  return {
    id: `locale-${locale}`,
    path: locale === "en" ? "/" : "/it",
    // The page's messages before it renders (client-side language changes included).
    loader: async () => {
      await loadMessages(locale);
      return null;
    },
    children: [
      {
        id: `store-${locale}`,
        Component: StorefrontLayout,
        loader: storefrontLoader,
        children: [{ id: `pages-${locale}`, ErrorBoundary: PageErrorBoundary, children: pages(locale) }],
      },
      {
        id: `admin-${locale}`,
        path: "admin/*",
        handle: { module: "admin" },
        loader: leaveThirdPartyScripts,
        lazy: () => import("./shells/AdminShell"),
      },
      // The same shell for paths below a section (/admin/orders/:id): "admin/*" alone ranks
      // below the storefront's ":root/:child/:slug" for three-segment paths.
      {
        id: `admin-section-${locale}`,
        path: "admin/:section/*",
        handle: { module: "admin" },
        loader: leaveThirdPartyScripts,
        lazy: () => import("./shells/AdminShell"),
      },
      {
        id: `seller-${locale}`,
        path: "seller/*",
        handle: { module: "seller" },
        loader: leaveThirdPartyScripts,
        lazy: () => import("./shells/SellerShell"),
      },
      // As for the admin area: paths below a section (/seller/offers/new, /seller/offers/:id/keys).
      {
        id: `seller-section-${locale}`,
        path: "seller/:section/*",
        handle: { module: "seller" },
        loader: leaveThirdPartyScripts,
        lazy: () => import("./shells/SellerShell"),
      },
    ],
  };
}

/**
 * The messages each page needs besides the frame's (see i18n/index.tsx): a storefront page
 * its own scope, the not-found page the error pages', every other page (sign-in, account,
 * cart, checkout, admin, seller …) all of them.
 */
export const MESSAGE_SCOPES: Partial<Record<PageModule, MessageScope>> = {
  home: "home",
  category: "category",
  platform: "platform",
  search: "search",
  product: "product",
  activation: "activation",
  legalEn: "legal",
  legalIt: "legal",
  contact: "legal",
  notFound: "errors",
};

/** The message scope of a page module. */
export const messageScope = (module: PageModule): MessageScope => MESSAGE_SCOPES[module] ?? "rest";

/**
 * Pages drawn with Chakra components: their route loads Chakra's provider (app/ChakraArea.tsx)
 * with the page and puts the page inside it. The others (home, categories, products, the
 * frame) are plain elements and load none of Chakra.
 */
const CHAKRA_PAGES = new Set<PageModule>([
  "search",
  "platform",
  "activation",
  "legalEn",
  "legalIt",
  "contact",
  "login",
  "resetPassword",
  "account",
  "cart",
  "checkout",
  "admin",
  "seller",
]);

type PageExports = { Component?: React.ComponentType } & Record<string, unknown>;

/** A route's lazy load that also loads Chakra's provider and puts the page inside it. */
const inChakraArea = (load: () => Promise<PageExports>) => async (): Promise<PageExports> => {
  const [page, { withChakra }] = await Promise.all([load(), import("./ChakraArea")]);
  return page.Component ? { ...page, Component: withChakra(page.Component) } : page;
};

/**
 * Routes with a page module load its messages with the module, before rendering (and
 * Chakra's provider, for the pages drawn with it).
 */
function withMessages(route: RouteObject, locale: Locale): RouteObject {
  const module = (route.handle as RouteHandle | undefined)?.module;
  const children = route.children?.map((child) => withMessages(child, locale));
  if (!module) return children ? ({ ...route, children } as RouteObject) : route;
  const scope = messageScope(module);
  const lazy = typeof route.lazy === "function" && CHAKRA_PAGES.has(module) ? inChakraArea(route.lazy as () => Promise<PageExports>) : route.lazy;
  const withScope =
    <T,>(load: () => Promise<T>) =>
    () =>
      Promise.all([load(), loadScope(locale, scope)]).then(([m]) => m);
  return {
    ...route,
    ...(children ? { children } : {}),
    lazy:
      typeof lazy === "function"
        ? withScope(lazy)
        : lazy
          ? Object.fromEntries(Object.entries(lazy).map(([k, load]) => [k, typeof load === "function" ? withScope(load as () => Promise<unknown>) : load]))
          : () => loadScope(locale, scope).then(() => ({})),
  } as RouteObject;
}

export const routes: RouteObject[] = [
  {
    id: "root",
    Component: RootLayout,
    // The browser always starts from the server's data; in-memory routers (tests) render nothing meanwhile.
    HydrateFallback: () => null,
    ErrorBoundary: RootErrorBoundary,
    children: [withMessages(localeBranch("en"), "en"), withMessages(localeBranch("it"), "it")],
  },
];
