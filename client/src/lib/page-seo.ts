/** Head data shared by several pages. */
import { absoluteUrl, alternates, type Alternate } from "./seo";
import { localePath, stripLocale, type Locale } from "./locale";

/**
 * Canonical and alternates of a page whose path is the same in both languages apart from
 * the /it prefix (home, platform, activation guide, search).
 */
export function structuralSeo(siteUrl: string, locale: Locale, pathname: string, search = ""): { canonical: string; alternates: Alternate[] } {
  const neutral = stripLocale(pathname);
  return {
    canonical: absoluteUrl(siteUrl, localePath(locale, neutral) + search),
    alternates: alternates(siteUrl, localePath("en", neutral) + search, localePath("it", neutral) + search),
  };
}
