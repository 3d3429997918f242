/**
 * Per-request DataLoaders of the catalogue: whatever the page size, each relation costs
 * one statement per request.
 */
import DataLoader from "dataloader";
import type { EntityManager } from "typeorm";
import { Locale } from "../../common/enums.js";
import { CATEGORY_COLUMNS, PLATFORM_COLUMNS, type CategoryRow, sellableOffer, toCategoryViews, toPlatformView } from "./catalog.sql.js";
import type { CategoryView, OfferView, PlatformView, SellerView } from "./catalog.types.js";
import { MIN_RATINGS_SHOWN, ratingScore } from "../ratings/best-offer.js";

export interface CatalogLoaders {
  /** Sellable offers (enabled, state Enabled, of an Enabled shop) of a product, with or without stock. */
  offersByProduct: DataLoader<number, OfferView[]>;
  sellerById: DataLoader<number, SellerView | null>;
  platformById(locale: Locale): DataLoader<number, PlatformView | null>;
  categoryById(locale: Locale): DataLoader<number, CategoryView | null>;
  /** Enabled products in a category and its descendants. */
  categoryProductCount: DataLoader<number, number>;
  /** Enabled products activated on a platform. */
  platformProductCount: DataLoader<number, number>;
  /** Every enabled category in a locale (ordered by depth, position), loaded once per request. */
  allCategories(locale: Locale): Promise<CategoryView[]>;
  /** Slug of a product per locale. */
  productSlugs: DataLoader<number, { locale: Locale; slug: string; categoryId: number }[]>;
}

function perLocale<V>(make: (locale: Locale) => DataLoader<number, V>): (locale: Locale) => DataLoader<number, V> {
  const byLocale = new Map<Locale, DataLoader<number, V>>();
  return (locale) => {
    let loader = byLocale.get(locale);
    if (!loader) byLocale.set(locale, (loader = make(locale)));
    return loader;
  };
}

export function createCatalogLoaders(manager: () => EntityManager): CatalogLoaders {
  const q = <T>(sql: string, params: unknown[]) => manager().query(sql, params) as Promise<T[]>;

  const offersByProduct = new DataLoader<number, OfferView[]>(async (ids) => {
    const rows = await q<OfferView>(
      `SELECT o.id, o.product_id AS "productId", o.seller_id AS "sellerId", o.stock,
              o.price_eur AS "priceEur", o.price_usd AS "priceUsd", o.price_gbp AS "priceGbp",
              s.rating_count AS "ratingCount", s.rating_sum AS "ratingSum"
         FROM offers o JOIN seller_profiles s ON s.id = o.seller_id
        WHERE o.product_id = ANY($1) AND ${sellableOffer("o")}
        ORDER BY o.product_id, o.price_eur, o.id`,
      [ids],
    );
    const by = new Map<number, OfferView[]>();
    for (const r of rows) {
      const list = by.get(r.productId);
      if (list) list.push(r);
      else by.set(r.productId, [r]);
    }
    return ids.map((id) => by.get(id) ?? []);
  });

  const sellerById = new DataLoader<number, SellerView | null>(async (ids) => {
    const rows = await q<SellerView & { ratingSum: number }>(
      `SELECT id, name, rating, image, rating_count AS "ratingCount", rating_sum AS "ratingSum" FROM seller_profiles WHERE id = ANY($1)`,
      [ids],
    );
    const by = new Map(
      rows.map(({ ratingSum, ...r }) => [
        r.id,
        { ...r, ratingScore: ratingScore(ratingSum, r.ratingCount), newSeller: r.ratingCount < MIN_RATINGS_SHOWN } satisfies SellerView,
      ]),
    );
    return ids.map((id) => by.get(id) ?? null);
  });

  const platformById = perLocale(
    (locale) =>
      new DataLoader<number, PlatformView | null>(async (ids) => {
        const rows = await q<Parameters<typeof toPlatformView>[0]>(
          `SELECT ${PLATFORM_COLUMNS}
             FROM platforms pl JOIN platform_translations pt ON pt.platform_id = pl.id AND pt.locale = $2
            WHERE pl.id = ANY($1)`,
          [ids, locale],
        );
        const by = new Map(rows.map((r) => [r.id, toPlatformView(r)]));
        return ids.map((id) => by.get(id) ?? null);
      }),
  );

  const categoryById = perLocale((locale) => {
    const loader: DataLoader<number, CategoryView | null> = new DataLoader(async (ids) => {
      // The categories asked for and all their ancestors, in one statement.
      const rows = await q<CategoryRow>(
        `SELECT ${CATEGORY_COLUMNS}
           FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = $2
          WHERE c.id IN (
            SELECT unnest(string_to_array(trim(both '/' from x.path), '/'))::int
              FROM categories x WHERE x.id = ANY($1))`,
        [ids, locale],
      );
      const views = toCategoryViews(rows);
      for (const [id, view] of views) if (!ids.includes(id)) loader.prime(id, view);
      return ids.map((id) => views.get(id) ?? null);
    });
    return loader;
  });

  const allCategoriesByLocale = new Map<Locale, Promise<CategoryView[]>>();
  const allCategories = (locale: Locale): Promise<CategoryView[]> => {
    let all = allCategoriesByLocale.get(locale);
    if (!all) {
      all = q<CategoryRow>(
        `SELECT ${CATEGORY_COLUMNS}
           FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = $1
          WHERE c.enabled ORDER BY c.depth, c.position, c.id`,
        [locale],
      ).then((rows) => {
        const views = toCategoryViews(rows);
        const loader = categoryById(locale);
        for (const [id, v] of views) loader.prime(id, v);
        return [...views.values()];
      });
      allCategoriesByLocale.set(locale, all);
    }
    return all;
  };

  const platformProductCount = new DataLoader<number, number>(async (ids) => {
    const rows = await q<{ id: number; n: number }>(
      `SELECT platform_id AS id, count(*)::int AS n FROM products WHERE enabled AND platform_id = ANY($1) GROUP BY platform_id`,
      [ids],
    );
    const by = new Map(rows.map((r) => [r.id, r.n]));
    return ids.map((id) => by.get(id) ?? 0);
  });

  const categoryProductCount = new DataLoader<number, number>(async (ids) => {
    const rows = await q<{ id: number; n: number }>(
      `SELECT c.id, count(p.id)::int AS n
         FROM categories c
         JOIN categories d ON d.path LIKE c.path || '%'
         LEFT JOIN products p ON p.category_id = d.id AND p.enabled
        WHERE c.id = ANY($1)
        GROUP BY c.id`,
      [ids],
    );
    const by = new Map(rows.map((r) => [r.id, r.n]));
    return ids.map((id) => by.get(id) ?? 0);
  });

  const productSlugs = new DataLoader<number, { locale: Locale; slug: string; categoryId: number }[]>(async (ids) => {
    const rows = await q<{ productId: number; locale: Locale; slug: string; categoryId: number }>(
      `SELECT t.product_id AS "productId", t.locale, t.slug, p.category_id AS "categoryId"
         FROM product_translations t JOIN products p ON p.id = t.product_id
        WHERE t.product_id = ANY($1) ORDER BY t.locale`,
      [ids],
    );
    const by = new Map<number, { locale: Locale; slug: string; categoryId: number }[]>();
    for (const r of rows) {
      const list = by.get(r.productId) ?? [];
      list.push({ locale: r.locale, slug: r.slug, categoryId: r.categoryId });
      by.set(r.productId, list);
    }
    return ids.map((id) => by.get(id) ?? []);
  });

  return { offersByProduct, sellerById, platformById, categoryById, allCategories, categoryProductCount, platformProductCount, productSlugs };
}
