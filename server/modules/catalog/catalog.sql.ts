/**
 * Column lists and row mappers shared by the catalogue's queries and loaders, so every
 * read of a product, category or platform yields the same view shape.
 */
import { Locale } from "../../common/enums.js";
import { activationGuidePath, localizedPath, platformPath } from "../../common/routes.js";
import type { CategoryView, PlatformView, ProductView } from "./catalog.types.js";

/**
 * The condition for an offer (alias `o` by default) to be shown and sold: the seller's own
 * switch, the offer's state, and its shop's state (a Waiting or Blocked shop sells nothing;
 * offers.seller_state follows seller_profiles.state, see the SellerApproval migration). The
 * products' best prices, stock and offer counts (km_refresh_products) count the same offers.
 */
export const sellableOffer = (o = "o"): string => `${o}.enabled AND ${o}.state = 0 AND ${o}.seller_state = 0`;

/** Products joined with their translation `t` in one locale. */
export const PRODUCT_COLUMNS = `
  p.id, p.id AS "productId", t.locale, t.name, t.slug, t.title, t.description,
  t.description_short AS "descriptionShort", t.meta_title AS "metaTitle",
  t.meta_description AS "metaDescription", t.meta_keywords AS "metaKeywords",
  t.requirements, t.instructions, t.alt, t.genres, p.tags, p.pre_order AS "preOrder",
  p.prepaidforge, p.publisher, p.manufacturer, p.steam_app_id AS "steamAppId",
  p.steam_score AS "steamScore", p.region, to_char(p.release_date, 'YYYY-MM-DD') AS "releaseDate",
  p.cover_image AS "coverImage", p.gallery_images AS "galleryImages",
  p.igdb_rating_covers AS "igdbRatingCovers", p.stock, p.stock > 0 AS "inStock",
  p.offer_count AS "offerCount", p.created_at AS "createdAt", p.category_id AS "categoryId",
  p.platform_id AS "platformId", p.best_price_eur AS "bestPriceEur", p.best_price_usd AS "bestPriceUsd",
  p.best_price_gbp AS "bestPriceGbp", p.list_price_eur AS "listPriceEur",
  p.list_price_usd AS "listPriceUsd", p.list_price_gbp AS "listPriceGbp"`;

export type ProductRow = ProductView;

export const CATEGORY_COLUMNS = `
  c.id, c.parent_id AS "parentId", c.macrocategory_id AS "macrocategoryId", c.position, c.depth,
  c.path, ct.locale, ct.name, ct.slug, ct.description, ct.meta_title AS "metaTitle",
  ct.meta_description AS "metaDescription"`;

export interface CategoryRow {
  id: number;
  parentId: number | null;
  macrocategoryId: number | null;
  position: number;
  depth: number;
  path: string;
  locale: Locale;
  name: string;
  slug: string;
  description: string;
  metaTitle: string;
  metaDescription: string;
}

export const pathIds = (path: string): number[] =>
  path
    .split("/")
    .filter(Boolean)
    .map((s) => Number(s));

/**
 * Builds category views from rows that include every ancestor of every row (a category's
 * URL is its ancestors' slugs).
 */
export function toCategoryViews(rows: CategoryRow[]): Map<number, CategoryView> {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out = new Map<number, CategoryView>();
  for (const r of rows) {
    const ids = pathIds(r.path);
    const slugs = ids.map((id) => byId.get(id)?.slug ?? "");
    out.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      macrocategoryId: r.macrocategoryId,
      position: r.position,
      depth: r.depth,
      locale: r.locale,
      name: r.name,
      slug: r.slug,
      url: localizedPath(r.locale, slugs),
      description: r.description,
      metaTitle: r.metaTitle,
      metaDescription: r.metaDescription,
      pathIds: ids,
    });
  }
  return out;
}

export const PLATFORM_COLUMNS = `
  pl.id, pl.slug, pl.name, pl.family, pl.position, pt.locale, pt.activation_guide AS "activationGuide"`;

export function toPlatformView(r: {
  id: number;
  slug: string;
  name: string;
  family: string;
  position: number;
  locale: Locale;
  activationGuide: string;
}): PlatformView {
  return {
    ...r,
    activationGuide: r.activationGuide
      .split("\n")
      .map((s) => s.trim())
      .filter(Boolean),
    url: platformPath(r.locale, r.slug),
    activationGuideUrl: activationGuidePath(r.locale, r.slug),
  };
}

/** A product's site path: its category path plus its slug. */
export const productPath = (category: CategoryView, slug: string): string => `${category.url === "/" ? "" : category.url}/${encodeURIComponent(slug)}`;
