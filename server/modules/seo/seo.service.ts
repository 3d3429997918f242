/**
 * What search engines read besides the pages: sitemap.xml (every storefront page in
 * English and Italian, each with its hreflang alternates) and robots.txt (private areas
 * and the API disallowed).
 */
import { Locale, LOCALES } from "../../common/enums.js";
import { activationGuidePath, LEGAL_SEGMENTS, localizedPath, platformPath } from "../../common/routes.js";
import type { RequestContext } from "../../graphql/context.js";
import { productPath } from "../catalog/catalog.sql.js";

/** One page in every language (locale → site path). */
export type PageAlternates = Partial<Record<Locale, string>>;

/** Paths robots must not crawl, in both languages. */
export const DISALLOWED_PATHS = ["/admin", "/seller", "/account", "/cart", "/checkout", "/api"] as const;

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export class SeoService {
  /** Every indexable page (home, categories, products, platforms, activation guides, legal pages) in both languages. */
  async sitemapPages(ctx: RequestContext): Promise<PageAlternates[]> {
    const { catalog } = ctx.services;
    const pages: PageAlternates[] = [{ en: localizedPath(Locale.en, []), it: localizedPath(Locale.it, []) }];
    const [catsEn, catsIt, platforms] = await Promise.all([
      catalog.categories(ctx, Locale.en),
      catalog.categories(ctx, Locale.it),
      catalog.platforms(ctx, Locale.en),
    ]);
    const itById = new Map(catsIt.map((c) => [c.id, c]));
    for (const c of catsEn) pages.push({ en: c.url, it: itById.get(c.id)?.url });
    for (const p of platforms) {
      pages.push({ en: platformPath(Locale.en, p.slug), it: platformPath(Locale.it, p.slug) });
      pages.push({ en: activationGuidePath(Locale.en, p.slug), it: activationGuidePath(Locale.it, p.slug) });
    }
    const categories = { [Locale.en]: new Map(catsEn.map((c) => [c.id, c])), [Locale.it]: itById };
    const rows: { id: number; categoryId: number; locale: Locale; slug: string }[] = await ctx.manager.query(
      `SELECT p.id, p.category_id AS "categoryId", t.locale, t.slug
         FROM products p JOIN product_translations t ON t.product_id = p.id
         JOIN categories c ON c.id = p.category_id
        WHERE p.enabled AND c.enabled
        ORDER BY p.id, t.locale`,
    );
    const products = new Map<number, PageAlternates>();
    for (const r of rows) {
      const category = categories[r.locale]?.get(r.categoryId);
      if (!category) continue;
      const entry = products.get(r.id) ?? {};
      entry[r.locale] = productPath(category, r.slug);
      products.set(r.id, entry);
    }
    pages.push(...products.values());
    for (const segment of LEGAL_SEGMENTS) pages.push({ en: localizedPath(Locale.en, [segment]), it: localizedPath(Locale.it, [segment]) });
    return pages;
  }

  /** sitemap.xml: one <url> per page and language, with xhtml:link alternates (x-default is English). */
  async sitemapXml(ctx: RequestContext): Promise<string> {
    const origin = ctx.services.config.publicUrl;
    const out: string[] = [
      `<?xml version="1.0" encoding="UTF-8"?>`,
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ];
    for (const page of await this.sitemapPages(ctx)) {
      const links = LOCALES.filter((l) => page[l]).map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(origin + page[l])}"/>`);
      if (page.en) links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + page.en)}"/>`);
      for (const l of LOCALES) {
        const path = page[l];
        if (path) out.push(`<url><loc>${xml(origin + path)}</loc>${links.join("")}</url>`);
      }
    }
    out.push(`</urlset>`);
    return out.join("\n");
  }

  /** robots.txt: the private areas and the API are off limits; the sitemap's address. */
  robotsTxt(ctx: RequestContext): string {
    const lines = ["User-agent: *", "Allow: /"];
    for (const p of DISALLOWED_PATHS) lines.push(`Disallow: ${p}`, `Disallow: /it${p}`);
    lines.push("", `Sitemap: ${ctx.services.config.publicUrl}/sitemap.xml`, "");
    return lines.join("\n");
  }
}
