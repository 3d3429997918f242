/**
 * The public catalogue: product search and lists, product pages, categories, platforms.
 * Reads are lean hand-written SQL over the denormalised columns the triggers maintain
 * (best prices, stock); relations are left to the per-request loaders.
 */
import { expandSearch } from "./search.js";
import { CurrencyCode, Locale, ProductListType, ProductTag, Region, RootCategory } from "../../common/enums.js";
import { toAmount } from "../../common/money.js";
import { InvalidInputError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import { CacheTag, dependsOn, dependsOnList, dependsOnProducts } from "../../graphql/cache-tags.js";
import { PLATFORM_COLUMNS, PRODUCT_COLUMNS, productPath, toPlatformView } from "./catalog.sql.js";
import { compareOffers } from "../ratings/best-offer.js";
import {
  type BreadcrumbView,
  type CategoryView,
  type MacrocategoryView,
  type OfferView,
  type PlatformView,
  type PriceRangeView,
  type PricesView,
  type FacetValueView,
  type ProductFacetsView,
  ProductSort,
  type ProductFilterInput,
  type ProductView,
  MAX_TAKE,
} from "./catalog.types.js";

/**
 * A page of products. The total is counted only when someone asks for it (a separate,
 * cheap statement), so a page read can stop after `take` rows of an index scan.
 */
export interface ProductPage {
  items: ProductView[];
  count(): Promise<number>;
  /** The search with its misspelt words corrected, when some were (searches only). */
  didYouMean?: string | null;
  /** Counts of the result set per filter value (filtered searches only; curated lists have none). */
  facets?: () => Promise<ProductFacetsView>;
}

/** Runs a count statement once, on first call. */
function lazyCount(run: () => Promise<number>): () => Promise<number> {
  let result: Promise<number> | undefined;
  return () => (result ??= run());
}

export interface ProductQuery {
  filter?: ProductFilterInput;
  sort: ProductSort;
  skip: number;
  take: number;
  locale: Locale;
  currency: CurrencyCode;
}

/** The filters counted as facets (ProductFacets). */
const FACET_KEYS = ["platform", "type", "genre", "region", "tag", "price"] as const;
type FacetKey = (typeof FACET_KEYS)[number];

/** Best-price bands of the price facet, in minor units: under 5, 5–10, 10–20, 20–50, 50 and more. */
const PRICE_BANDS: readonly (number | null)[] = [0, 500, 1000, 2000, 5000, null];

const REGION_ORDER: readonly Region[] = [Region.GLOBAL, Region.EUROPE, Region.NORTH_AMERICA, Region.UNITED_KINGDOM, Region.ITALY];
const REGION_NAMES: Record<Region, Record<Locale, string>> = {
  [Region.GLOBAL]: { [Locale.en]: "Global", [Locale.it]: "Globale" },
  [Region.EUROPE]: { [Locale.en]: "Europe", [Locale.it]: "Europa" },
  [Region.NORTH_AMERICA]: { [Locale.en]: "North America", [Locale.it]: "Nord America" },
  [Region.UNITED_KINGDOM]: { [Locale.en]: "United Kingdom", [Locale.it]: "Regno Unito" },
  [Region.ITALY]: { [Locale.en]: "Italy", [Locale.it]: "Italia" },
};

const SEARCH_CONFIG: Record<Locale, string> = { [Locale.en]: "english", [Locale.it]: "italian" };

const bestPriceColumn = (currency: CurrencyCode) => `p.best_price_${currency}`;
const listPriceColumn = (currency: CurrencyCode) => `p.list_price_${currency}`;

export class CatalogService {
  /**
   * Filtered, sorted page of products. One statement (two when the page is past the end);
   * the total and the facets are one more statement each, only when asked for.
   */
  async searchProducts(ctx: RequestContext, query: ProductQuery): Promise<ProductPage> {
    const { filter = {}, sort, skip, take, locale, currency } = query;
    if (skip < 0) throw new InvalidInputError("skip must be 0 or more");
    if (take < 1 || take > MAX_TAKE) throw new InvalidInputError(`take must be between 1 and ${MAX_TAKE}`);
    const p = new SqlParams();
    const localeParam = p.add(locale);
    // The conditions every facet shares, and each facet's own (left out when counting that facet).
    const where: string[] = ["p.enabled"];
    const facetWhere: Partial<Record<FacetKey, string>> = {};
    let rank = "";

    if (filter.categoryId != null) {
      const id = Number(filter.categoryId);
      if (!Number.isSafeInteger(id)) throw new InvalidInputError("categoryId must be a category id");
      where.push(`p.category_id IN (SELECT d.id FROM categories c JOIN categories d ON d.path LIKE c.path || '%'
                   WHERE c.id = ${p.add(id)})`);
    }
    if (filter.categorySlug) {
      where.push(`p.category_id IN (SELECT d.id FROM category_translations ct
                   JOIN categories c ON c.id = ct.category_id JOIN categories d ON d.path LIKE c.path || '%'
                   WHERE ct.locale = ${localeParam} AND ct.slug = ${p.add(filter.categorySlug)})`);
    }
    if (filter.platforms?.length) {
      facetWhere.platform = `p.platform_id IN (SELECT id FROM platforms WHERE slug = ANY(${p.add(filter.platforms)}))`;
    }
    if (filter.types?.length) {
      facetWhere.type = `p.category_id IN (SELECT d.id FROM categories r JOIN category_translations rt
                   ON rt.category_id = r.id AND rt.locale = 'en' AND rt.slug = ANY(${p.add(filter.types)}::text[])
                   JOIN categories d ON d.path LIKE r.path || '%' WHERE r.parent_id IS NULL)`;
    }
    if (filter.genres?.length) facetWhere.genre = `t.genres && ${p.add(filter.genres)}::text[]`;
    if (filter.regions?.length) facetWhere.region = `p.region = ANY(${p.add(filter.regions)}::text[])`;
    if (filter.tags?.length) facetWhere.tag = `p.tags && ${p.add(filter.tags)}::text[]`;
    if (filter.inStock) where.push(`p.stock > 0`);
    if (filter.price) {
      const { min, max } = filter.price;
      if (min != null && max != null && min > max) throw new InvalidInputError("price.min must not exceed price.max");
      const bounds: string[] = [];
      if (min != null) bounds.push(`${bestPriceColumn(currency)} >= ${p.add(Math.round(min * 100))}`);
      if (max != null) bounds.push(`${bestPriceColumn(currency)} <= ${p.add(Math.round(max * 100))}`);
      if (bounds.length) facetWhere.price = bounds.join(" AND ");
    }
    const search = filter.search?.trim();
    let didYouMean: string | null = null;
    if (search) {
      const expanded = await expandSearch(ctx, search);
      const tsq = expanded.tsquery;
      didYouMean = expanded.didYouMean;
      const text = p.add(search);
      const matchers = [`${text} <% t.name`];
      let tsRank = "0";
      if (tsq) {
        const tsExpr = `to_tsquery(${p.add(SEARCH_CONFIG[locale])}::regconfig, ${p.add(tsq)})`;
        matchers.unshift(`t.search_vector @@ ${tsExpr}`);
        tsRank = `ts_rank_cd(t.search_vector, ${tsExpr})`;
      }
      where.push(`(${matchers.join(" OR ")})`);
      // Text rank, how close the name is without its platform and region ("Elden Ring (Steam) –
      // Europe" → "Elden Ring": the base product before its editions and DLC, a product's platform
      // versions level), and a little of its sales (what most shoppers mean by a vague word).
      rank = `(${tsRank} * 2 + word_similarity(${text}, t.name) + 0.5 * similarity(${text}, regexp_replace(t.name, '\\s*\\(.*$', '')) + 0.03 * ln(1 + p.sales_count))`;
    }
    const all = [...where, ...Object.values(facetWhere)];

    const orderBy = this.orderBy(sort, currency, rank);
    const rows: ProductView[] = await ctx.manager.query(
      `SELECT ${PRODUCT_COLUMNS}
         FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = ${localeParam}
        WHERE ${all.join(" AND ")}
        ORDER BY ${orderBy}
       OFFSET ${p.add(skip)} LIMIT ${p.add(take)}`,
      p.values,
    );
    // Every product has a translation per locale, so only a text search or a genre filter needs the join.
    const values = p.values.slice(0, -2);
    const count = lazyCount(async () => {
      const joined = search || facetWhere.genre;
      const from = joined ? `products p JOIN product_translations t ON t.product_id = p.id AND t.locale = ${localeParam}` : `products p`;
      // Without the join $1 (the locale) may be unused, and Postgres refuses untyped parameters.
      const typed = joined ? "" : ` AND ${localeParam}::text IS NOT NULL`;
      const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM ${from} WHERE ${all.join(" AND ")}${typed}`, values);
      return n;
    });
    const scope = ctx.cacheDeps ? await this.listScope(ctx, filter, locale) : [];
    if (ctx.cacheDeps) {
      const byPrice = filter.price != null || sort === ProductSort.PRICE_ASC || sort === ProductSort.PRICE_DESC || sort === ProductSort.DISCOUNT;
      dependsOnList(ctx, scope, byPrice);
      dependsOnProducts(ctx, rows);
    }
    let facets: Promise<ProductFacetsView> | undefined;
    const facetsOf = () => {
      // Price bands move with prices: the answer depends on the list's price tags too.
      dependsOnList(ctx, scope, true);
      return (facets ??= this.facets(ctx, { where, facetWhere, values, localeParam, currency, locale }));
    };
    return { items: rows, count, didYouMean, facets: facetsOf };
  }

  /**
   * The facets of a result set in one statement: the products matching the shared conditions,
   * each with a flag per facet condition, then per facet a count over the rows that pass every
   * other facet's condition (disjunctive faceting: a chosen platform leaves the others' counts).
   */
  private async facets(
    ctx: RequestContext,
    q: { where: string[]; facetWhere: Partial<Record<FacetKey, string>>; values: unknown[]; localeParam: string; currency: CurrencyCode; locale: Locale },
  ): Promise<ProductFacetsView> {
    const price = bestPriceColumn(q.currency);
    const flags = FACET_KEYS.map((k) => `(${q.facetWhere[k] ?? "true"}) AS f_${k}`).join(", ");
    const others = (k: FacetKey | null) =>
      FACET_KEYS.filter((o) => o !== k)
        .map((o) => `f_${o}`)
        .join(" AND ");
    const bands = PRICE_BANDS.map((b, i) => (i === 0 ? null : `WHEN price < ${b} THEN ${i - 1}`))
      .filter(Boolean)
      .join(" ");
    const rows: { facet: FacetKey | "stock"; value: string; label: string; n: number }[] = await ctx.manager.query(
      `WITH base AS MATERIALIZED (
         SELECT p.platform_id, p.category_id, p.region, p.tags, t.genres, p.stock, ${price} AS price, ${flags}
           FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = ${q.localeParam}
          WHERE ${q.where.join(" AND ")}
       )
       SELECT 'platform' AS facet, pl.slug AS value, pl.name AS label, count(*)::int AS n
         FROM base b JOIN platforms pl ON pl.id = b.platform_id
        WHERE ${others("platform")} GROUP BY pl.slug, pl.name
       UNION ALL
       SELECT 'type', rt.slug, coalesce(lt.name, rt.slug), count(*)::int
         FROM base b JOIN categories c ON c.id = b.category_id
         JOIN categories r ON r.id = split_part(c.path, '/', 2)::int
         JOIN category_translations rt ON rt.category_id = r.id AND rt.locale = 'en'
         LEFT JOIN category_translations lt ON lt.category_id = r.id AND lt.locale = ${q.localeParam}
        WHERE ${others("type")} GROUP BY rt.slug, lt.name
       UNION ALL
       SELECT 'genre', g, g, count(*)::int FROM base b CROSS JOIN LATERAL unnest(b.genres) AS g
        WHERE ${others("genre")} GROUP BY g
       UNION ALL
       SELECT 'region', b.region, b.region, count(*)::int FROM base b WHERE ${others("region")} GROUP BY b.region
       UNION ALL
       SELECT 'tag', tag, tag, count(*)::int FROM base b CROSS JOIN LATERAL unnest(b.tags) AS tag
        WHERE ${others("tag")} GROUP BY tag
       UNION ALL
       SELECT 'price', (CASE ${bands} ELSE ${PRICE_BANDS.length - 2} END)::text, '', count(*)::int
         FROM base b WHERE b.price IS NOT NULL AND ${others("price")} GROUP BY 2
       UNION ALL
       SELECT 'stock', '', '', count(*)::int FROM base b WHERE b.stock > 0 AND ${others(null)}`,
      q.values,
    );
    const pick = (facet: FacetKey) => rows.filter((r) => r.facet === facet && r.n > 0).map((r) => ({ value: r.value, label: r.label, count: r.n }));
    const byCount = (a: FacetValueView, b: FacetValueView) => b.count - a.count || a.label.localeCompare(b.label, q.locale);
    const typeOrder = Object.values(RootCategory) as string[];
    return {
      platforms: pick("platform").sort(byCount),
      types: pick("type").sort((a, b) => typeOrder.indexOf(a.value) - typeOrder.indexOf(b.value)),
      genres: pick("genre").sort(byCount),
      regions: pick("region")
        .map((r) => ({ ...r, label: REGION_NAMES[r.value as Region]?.[q.locale] ?? r.value }))
        .sort((a, b) => REGION_ORDER.indexOf(a.value as Region) - REGION_ORDER.indexOf(b.value as Region)),
      tags: pick("tag").sort(byCount),
      prices: pick("price")
        .map((r) => {
          const i = Number(r.value);
          const max = PRICE_BANDS[i + 1];
          return { min: PRICE_BANDS[i]! / 100, max: max == null ? null : max / 100, count: r.count };
        })
        .sort((a, b) => a.min - b.min),
      inStock: rows.find((r) => r.facet === "stock")?.n ?? 0,
    };
  }

  /**
   * The cache tags of a filtered list (cache-tags.ts): its category's when filtered by
   * category (any product that may enter it is in that category's subtree), else its
   * platforms', else none (the list tag of unscoped lists).
   */
  private async listScope(ctx: RequestContext, filter: ProductFilterInput, locale: Locale): Promise<string[]> {
    const scope: string[] = [];
    if (filter.categoryId != null) scope.push(CacheTag.categoryLists(Number(filter.categoryId)));
    if (filter.categorySlug) {
      const category = (await ctx.loaders.allCategories(locale)).find((c) => c.slug === filter.categorySlug);
      // A disabled or unknown category: its list changes only with the categories (everything) or with any list.
      if (!category) return [];
      scope.push(CacheTag.categoryLists(category.id));
    }
    if (scope.length === 0) for (const slug of filter.platforms ?? []) scope.push(CacheTag.platformLists(slug));
    return scope;
  }

  private orderBy(sort: ProductSort, currency: CurrencyCode, rank: string): string {
    switch (sort) {
      case ProductSort.PRICE_ASC:
        return `${bestPriceColumn(currency)} ASC NULLS LAST, p.id`;
      case ProductSort.PRICE_DESC:
        return `${bestPriceColumn(currency)} DESC NULLS LAST, p.id`;
      case ProductSort.NEWEST:
        return `p.created_at DESC, p.id DESC`;
      case ProductSort.BESTSELLING:
        return `p.sales_count DESC, p.id`;
      case ProductSort.DISCOUNT: {
        const best = bestPriceColumn(currency);
        const list = listPriceColumn(currency);
        return `CASE WHEN ${list} > ${best} THEN (${list} - ${best})::float / ${list} ELSE 0 END DESC, p.sales_count DESC, p.id`;
      }
      default: // RELEVANCE
        return rank ? `${rank} DESC, p.sales_count DESC, p.id` : `(p.stock > 0) DESC, p.sales_count DESC, p.id`;
    }
  }

  /** A curated list (spec §9 list types). */
  async productList(
    ctx: RequestContext,
    args: { type: ProductListType; productId?: string; skip: number; take: number; locale: Locale; currency: CurrencyCode },
  ): Promise<ProductPage> {
    const p = new SqlParams();
    const localeParam = p.add(args.locale);
    const where = ["p.enabled", "p.stock > 0"];
    let orderBy: string;
    switch (args.type) {
      case ProductListType.bestsellers:
        orderBy = "p.sales_count DESC, p.id";
        break;
      case ProductListType.trending:
        orderBy = "p.recent_sales_count DESC, p.sales_count DESC, p.id";
        break;
      case ProductListType.latestarrival:
        orderBy = "p.created_at DESC, p.id DESC";
        break;
      case ProductListType.topdeals: {
        const best = bestPriceColumn(args.currency);
        const list = listPriceColumn(args.currency);
        where.push(`${list} > ${best}`);
        orderBy = `(${list} - ${best})::float / ${list} DESC, p.sales_count DESC, p.id`;
        break;
      }
      case ProductListType.recommended:
        orderBy = "p.sales_count * coalesce(p.steam_score, 80) DESC, p.id";
        where.push("coalesce(p.steam_score, 80) >= 80");
        break;
      case ProductListType.trustpilot:
        orderBy = "p.steam_score DESC NULLS LAST, p.sales_count DESC, p.id";
        break;
      case ProductListType.popularsoftware:
        where.push(`p.category_id IN (SELECT d.id FROM categories r JOIN category_translations rt
                      ON rt.category_id = r.id AND rt.locale = 'en' AND rt.slug = ${p.add(RootCategory.softwares)}
                      JOIN categories d ON d.path LIKE r.path || '%' WHERE r.parent_id IS NULL)`);
        orderBy = "p.sales_count DESC, p.id";
        break;
      case ProductListType.similar: {
        const id = Number(args.productId);
        if (args.productId == null || !Number.isSafeInteger(id)) throw new InvalidInputError("productId is required for the similar list");
        const ref = p.add(id);
        where.push(`p.id <> ${ref}`);
        where.push(`p.category_id = (SELECT category_id FROM products WHERE id = ${ref})`);
        orderBy = `(p.platform_id = (SELECT platform_id FROM products WHERE id = ${ref})) DESC, p.sales_count DESC, p.id`;
        break;
      }
      default:
        throw new InvalidInputError("unknown list type");
    }
    const from = `FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = ${localeParam}`;
    const rows: ProductView[] = await ctx.manager.query(
      `SELECT ${PRODUCT_COLUMNS} ${from} WHERE ${where.join(" AND ")} ORDER BY ${orderBy}
       OFFSET ${p.add(args.skip)} LIMIT ${p.add(args.take)}`,
      p.values,
    );
    const values = p.values.slice(0, -2);
    const count = lazyCount(async () => (await ctx.manager.query(`SELECT count(*)::int AS n ${from} WHERE ${where.join(" AND ")}`, values))[0].n);
    dependsOnList(ctx, [], args.type === ProductListType.topdeals);
    dependsOnProducts(ctx, rows);
    return { items: rows, count };
  }

  /**
   * A product page by its slug in a locale, or by an earlier slug of it (product_slug_redirects):
   * the page then finds its URL differs from the product's and answers a 301 to the current one.
   * Null when unknown or disabled.
   */
  async productBySlug(ctx: RequestContext, slug: string, locale: Locale): Promise<ProductView | null> {
    const rows = await ctx.manager.query(
      `SELECT ${PRODUCT_COLUMNS} FROM (
          SELECT product_id, 0 AS old FROM product_translations WHERE locale = $1 AND slug = $2
          UNION ALL SELECT product_id, 1 FROM product_slug_redirects WHERE locale = $1 AND slug = $2
        ) s JOIN products p ON p.id = s.product_id JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
        WHERE p.enabled ORDER BY s.old LIMIT 1`,
      [locale, slug],
    );
    // Unknown: a product may take that slug, or be enabled, which moves lists ("l").
    dependsOn(ctx, rows[0] ? CacheTag.product(rows[0].id) : CacheTag.lists);
    return rows[0] ?? null;
  }

  /** Products by id in the order asked; unknown or disabled ids are left out. */
  async productsByIds(ctx: RequestContext, ids: number[], locale: Locale): Promise<ProductView[]> {
    if (!ids.length) return [];
    const rows: ProductView[] = await ctx.manager.query(
      `SELECT ${PRODUCT_COLUMNS} FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = $2
        WHERE p.id = ANY($1) AND p.enabled`,
      [ids, locale],
    );
    dependsOnProducts(
      ctx,
      ids.map((id) => ({ id })),
    ); // the unknown and disabled ones too
    const by = new Map(rows.map((r) => [r.id, r]));
    return ids.map((id) => by.get(id)).filter((r): r is ProductView => r != null);
  }

  // ------------------------------------------------------------ derived product fields

  /** Site path of a product in its locale. */
  async productUrl(ctx: RequestContext, product: Pick<ProductView, "categoryId" | "locale" | "slug">): Promise<string> {
    const category = await ctx.loaders.categoryById(product.locale).load(product.categoryId);
    if (!category) throw new Error(`product category ${product.categoryId} missing`);
    return productPath(category, product.slug);
  }

  /** Home → root category → … → product, in the product's language. */
  async productBreadcrumbs(ctx: RequestContext, product: ProductView): Promise<BreadcrumbView[]> {
    const category = await ctx.loaders.categoryById(product.locale).load(product.categoryId);
    if (!category) return [];
    return [...(await this.categoryBreadcrumbs(ctx, category)), { name: product.name, url: productPath(category, product.slug) }];
  }

  /** Home → … → the category itself. */
  async categoryBreadcrumbs(ctx: RequestContext, category: CategoryView): Promise<BreadcrumbView[]> {
    const chain = await ctx.loaders.categoryById(category.locale).loadMany(category.pathIds);
    const home: BreadcrumbView = { name: "KeyMarket", url: category.locale === Locale.en ? "/" : `/${category.locale}` };
    return [home, ...chain.filter((c): c is CategoryView => c != null && !(c instanceof Error)).map((c) => ({ name: c.name, url: c.url }))];
  }

  /** The product's URL in every language (including its own). */
  async productAlternates(ctx: RequestContext, product: ProductView) {
    const slugs = await ctx.loaders.productSlugs.load(product.id);
    return Promise.all(
      slugs.map(async ({ locale, slug, categoryId }) => {
        const category = await ctx.loaders.categoryById(locale).load(categoryId);
        return { locale, slug, url: category ? productPath(category, slug) : "/" };
      }),
    );
  }

  /** Offers of a product, best first under the best-offer rule in `currency`; by default only those with stock. */
  async offers(ctx: RequestContext, productId: number, currency: CurrencyCode, includeOutOfStock = false): Promise<OfferView[]> {
    const offers = await ctx.loaders.offersByProduct.load(productId);
    // The order follows the sellers' ratings: a cached answer goes with any of them.
    for (const o of offers) dependsOn(ctx, CacheTag.seller(o.sellerId));
    const key = priceKey(currency);
    // The best-offer rule (ratings/best-offer.ts): price, then the seller's rating, then stock, then age.
    return offers.filter((o) => includeOutOfStock || o.stock > 0).sort((a, b) => compareOffers({ ...a, price: a[key] }, { ...b, price: b[key] }));
  }

  bestPrices(product: ProductView): PricesView {
    return {
      eur: nullableAmount(product.bestPriceEur),
      usd: nullableAmount(product.bestPriceUsd),
      gbp: nullableAmount(product.bestPriceGbp),
    };
  }

  listPrices(product: ProductView): PricesView | null {
    if (product.listPriceEur == null && product.listPriceUsd == null && product.listPriceGbp == null) return null;
    return {
      eur: nullableAmount(product.listPriceEur),
      usd: nullableAmount(product.listPriceUsd),
      gbp: nullableAmount(product.listPriceGbp),
    };
  }

  /** Min and max price per currency over offers with stock. */
  async priceRange(ctx: RequestContext, productId: number): Promise<PriceRangeView> {
    const offers = (await ctx.loaders.offersByProduct.load(productId)).filter((o) => o.stock > 0);
    const range = (key: "priceEur" | "priceUsd" | "priceGbp", f: (...n: number[]) => number) =>
      offers.length ? toAmount(f(...offers.map((o) => o[key]))) : null;
    return {
      eurMin: range("priceEur", Math.min),
      usdMin: range("priceUsd", Math.min),
      gbpMin: range("priceGbp", Math.min),
      eurMax: range("priceEur", Math.max),
      usdMax: range("priceUsd", Math.max),
      gbpMax: range("priceGbp", Math.max),
    };
  }

  // ------------------------------------------------------------ categories, platforms

  /** All enabled categories in a locale, ordered by depth then position. */
  categories(ctx: RequestContext, locale: Locale): Promise<CategoryView[]> {
    return ctx.loaders.allCategories(locale);
  }

  /** Enabled children of a category (or the roots for null), in position order. */
  async categoryChildren(ctx: RequestContext, parentId: number | null, locale: Locale): Promise<CategoryView[]> {
    return (await ctx.loaders.allCategories(locale)).filter((c) => c.parentId === parentId);
  }

  /** Enabled categories of a macrocategory. */
  async macrocategoryCategories(ctx: RequestContext, macrocategoryId: number, locale: Locale): Promise<CategoryView[]> {
    return (await ctx.loaders.allCategories(locale)).filter((c) => c.macrocategoryId === macrocategoryId);
  }

  /**
   * A category by its slug, or by an earlier slug of it (category_slug_redirects): the page
   * then finds its URL differs from the category's and answers a 301 to the current one.
   */
  async categoryBySlug(ctx: RequestContext, slug: string, locale: Locale): Promise<CategoryView | null> {
    const rows: { id: number }[] = await ctx.manager.query(
      `SELECT c.id FROM (
          SELECT category_id, 0 AS old FROM category_translations WHERE locale = $1 AND slug = $2
          UNION ALL SELECT category_id, 1 FROM category_slug_redirects WHERE locale = $1 AND slug = $2
        ) s JOIN categories c ON c.id = s.category_id
        WHERE c.enabled ORDER BY s.old LIMIT 1`,
      [locale, slug],
    );
    return rows[0] ? ctx.loaders.categoryById(locale).load(rows[0].id) : null;
  }

  async macrocategories(ctx: RequestContext, locale: Locale): Promise<MacrocategoryView[]> {
    return ctx.manager.query(
      `SELECT m.id, mt.name, mt.slug, m.position, mt.locale
         FROM macrocategories m JOIN macrocategory_translations mt ON mt.macrocategory_id = m.id AND mt.locale = $1
        WHERE m.enabled ORDER BY m.position, m.id`,
      [locale],
    );
  }

  async platforms(ctx: RequestContext, locale: Locale): Promise<PlatformView[]> {
    const rows = await ctx.manager.query(
      `SELECT ${PLATFORM_COLUMNS}
         FROM platforms pl JOIN platform_translations pt ON pt.platform_id = pl.id AND pt.locale = $1
        ORDER BY pl.position, pl.id`,
      [locale],
    );
    return rows.map(toPlatformView);
  }

  async platformBySlug(ctx: RequestContext, slug: string, locale: Locale): Promise<PlatformView | null> {
    const rows = await ctx.manager.query(
      `SELECT ${PLATFORM_COLUMNS}
         FROM platforms pl JOIN platform_translations pt ON pt.platform_id = pl.id AND pt.locale = $1
        WHERE pl.slug = $2`,
      [locale, slug],
    );
    return rows[0] ? toPlatformView(rows[0]) : null;
  }

  /** Marketing tags in use (spec §9: Exclusive, New). */
  tags(): ProductTag[] {
    return Object.values(ProductTag);
  }
}

const nullableAmount = (minor: number | null) => (minor == null ? null : toAmount(minor));

export const priceKey = (currency: CurrencyCode): "priceEur" | "priceUsd" | "priceGbp" =>
  currency === CurrencyCode.USD ? "priceUsd" : currency === CurrencyCode.GBP ? "priceGbp" : "priceEur";

export const bestPriceKey = (currency: CurrencyCode): "bestPriceEur" | "bestPriceUsd" | "bestPriceGbp" =>
  currency === CurrencyCode.USD ? "bestPriceUsd" : currency === CurrencyCode.GBP ? "bestPriceGbp" : "bestPriceEur";

export const listPriceKey = (currency: CurrencyCode): "listPriceEur" | "listPriceUsd" | "listPriceGbp" =>
  currency === CurrencyCode.USD ? "listPriceUsd" : currency === CurrencyCode.GBP ? "listPriceGbp" : "listPriceEur";
