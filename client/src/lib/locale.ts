/**
 * Languages of the storefront: English unprefixed (default), Italian under /it
 * (the same scheme as server/common/routes.ts).
 */
export const LOCALES = ["en", "it"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";

export const isLocale = (v: unknown): v is Locale => v === "en" || v === "it";

/** The language a site path is in: "/it" and "/it/…" are Italian, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return pathname === "/it" || pathname.startsWith("/it/") ? "it" : "en";
}

/** The path without its language prefix ("/it/giochi" → "/giochi", "/it" → "/"). */
export function stripLocale(pathname: string): string {
  if (localeOfPath(pathname) === "en") return pathname || "/";
  const rest = pathname.slice(3);
  return rest || "/";
}

/** A language-neutral site path in a language ("/search" → "/it/search", "/" → "/it"). */
export function localePath(locale: Locale, path: string): string {
  const p = path.startsWith("/") ? path : `/${path}`;
  if (locale === "en") return p;
  return p === "/" ? "/it" : `/it${p}`;
}

/** The other language (the toggle has two). */
export const otherLocale = (locale: Locale): Locale => (locale === "en" ? "it" : "en");

/** GraphQL's Locale enum values are the same strings. */
export type GqlLocale = Locale;
