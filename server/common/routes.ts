/**
 * The storefront's URL scheme, shared by the server (language translator, sitemaps,
 * canonical URLs) and the client router. English has no prefix, Italian lives under /it.
 *
 *   home                 /                      /it
 *   category             /games/action          /it/giochi/azione
 *   product              /games/action/<slug>   /it/giochi/azione/<slug-it>
 *   platform             /platform/steam        /it/platform/steam
 *   activation guide     /activation/steam      /it/activation/steam
 *   search               /search?q=…            /it/search?q=…
 *   static pages         /login /account /cart /checkout /admin/* /seller/*  (+ /it)
 *   legal pages          /terms /privacy /refund-policy /contact            (+ /it)
 *
 * Category and product slugs are translated; structural segments are not (the spec's
 * Italian login page is /it/login).
 */
import { Locale } from "./enums.js";

/** The legal pages and the contact page (the storefront's footer links them; the sitemap lists them). */
export const LEGAL_SEGMENTS = ["terms", "privacy", "refund-policy", "contact"] as const;

/** First path segments that are pages of their own, never category slugs. */
export const STATIC_SEGMENTS = [
  "login",
  "account",
  "cart",
  "checkout",
  "admin",
  "seller",
  "search",
  "platform",
  "activation",
  "register",
  "reset-password",
  "verify-email",
  ...LEGAL_SEGMENTS,
] as const;

/** First path segments owned by the server, not by pages. */
export const RESERVED_SEGMENTS = ["api", "graphql", "media", "assets", "dev", "sitemap.xml", "robots.txt", "feeds", "it"] as const;

export const isReservedSlug = (slug: string) =>
  (STATIC_SEGMENTS as readonly string[]).includes(slug) || (RESERVED_SEGMENTS as readonly string[]).includes(slug);

export function localePrefix(locale: Locale): string {
  return locale === Locale.en ? "" : `/${locale}`;
}

/** Joins a locale and path segments into a site path ("/it/giochi/azione"). */
export function localizedPath(locale: Locale, segments: readonly string[]): string {
  const path = segments.filter(Boolean).map(encodeURIComponent).join("/");
  const prefix = localePrefix(locale);
  return path ? `${prefix}/${path}` : prefix || "/";
}

/** Splits a site path into its locale and the remaining segments. */
export function parseLocalizedPath(pathname: string): { locale: Locale; segments: string[] } {
  const segments = pathname
    .split("/")
    .filter(Boolean)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    });
  if (segments[0] === Locale.it) return { locale: Locale.it, segments: segments.slice(1) };
  return { locale: Locale.en, segments };
}

export const platformPath = (locale: Locale, slug: string) => localizedPath(locale, ["platform", slug]);
export const activationGuidePath = (locale: Locale, slug: string) => localizedPath(locale, ["activation", slug]);
export const searchPath = (locale: Locale) => localizedPath(locale, ["search"]);
