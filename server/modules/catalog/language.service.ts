/**
 * The language toggle's translator: the URL of the same page in another language
 * (category and product slugs are translated; structural segments are not).
 */
import { Locale } from "../../common/enums.js";
import { InvalidInputError } from "../../core/errors/index.js";
import { localizedPath, parseLocalizedPath, STATIC_SEGMENTS } from "../../common/routes.js";
import type { RequestContext } from "../../graphql/context.js";
import { CacheTag, dependsOn } from "../../graphql/cache-tags.js";
import { productPath } from "./catalog.sql.js";

export interface TranslatedUrl {
  url: string;
  exact: boolean;
}

/** Parses an absolute http(s) URL or a site path; anything else is a 400 (spec §5: web addresses). */
export function parseWebAddress(value: string): { url: URL; absolute: boolean } {
  const absolute = /^[a-z][a-z0-9+.-]*:/i.test(value);
  let url: URL;
  try {
    url = absolute ? new URL(value) : new URL(value.startsWith("/") ? value : `/${value}`, "http://site.invalid");
  } catch {
    throw new InvalidInputError("currentUrl is not a valid web address");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new InvalidInputError("currentUrl must use http or https");
  return { url, absolute };
}

export class LanguageService {
  /**
   * Translates `currentUrl` into `nextLocale`. The path's own prefix decides its language
   * (a path without /it is English whatever `currentLocale` says); query and hash are kept.
   */
  async translateUrl(ctx: RequestContext, currentUrl: string, _currentLocale: Locale, nextLocale: Locale): Promise<TranslatedUrl> {
    const { url, absolute } = parseWebAddress(currentUrl);
    const { locale: from, segments } = parseLocalizedPath(url.pathname);
    const { path, exact } = await this.translatePath(ctx, from, segments, nextLocale);
    const rest = `${url.search}${url.hash}`;
    return { url: absolute ? `${url.origin}${path}${rest}` : `${path}${rest}`, exact };
  }

  private async translatePath(ctx: RequestContext, from: Locale, segments: string[], to: Locale): Promise<{ path: string; exact: boolean }> {
    if (segments.length === 0 || (STATIC_SEGMENTS as readonly string[]).includes(segments[0]!)) {
      return { path: localizedPath(to, segments), exact: true };
    }
    // Which segments are category slugs in the source language, with their parents.
    const cats: { id: number; parentId: number | null; slug: string }[] = await ctx.manager.query(
      `SELECT c.id, c.parent_id AS "parentId", ct.slug FROM category_translations ct
         JOIN categories c ON c.id = ct.category_id WHERE ct.locale = $1 AND ct.slug = ANY($2)`,
      [from, segments],
    );
    const bySlug = new Map(cats.map((c) => [c.slug, c]));
    let parent: number | null = null;
    let chain = 0;
    for (const seg of segments) {
      const c = bySlug.get(seg);
      if (!c || c.parentId !== parent) break;
      parent = c.id;
      chain++;
    }
    if (chain === segments.length && parent != null) {
      const category = await ctx.loaders.categoryById(to).load(parent);
      if (category) return { path: category.url, exact: true };
    }
    if (chain === segments.length - 1) {
      const rows: { id: number; slug: string; categoryId: number }[] = await ctx.manager.query(
        `SELECT p.id, t2.slug, p.category_id AS "categoryId" FROM product_translations t
           JOIN product_translations t2 ON t2.product_id = t.product_id AND t2.locale = $3
           JOIN products p ON p.id = t.product_id
          WHERE t.locale = $1 AND t.slug = $2`,
        [from, segments[segments.length - 1], to],
      );
      // The product's slugs and category; an unknown slug may come to name a product ("l").
      dependsOn(ctx, rows[0] ? CacheTag.product(rows[0].id) : CacheTag.lists);
      if (rows[0]) {
        const category = await ctx.loaders.categoryById(to).load(rows[0].categoryId);
        if (category) return { path: productPath(category, rows[0].slug), exact: true };
      }
    }
    return { path: localizedPath(to, segments), exact: false };
  }
}
