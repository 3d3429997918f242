/**
 * The spec §7 public catalogue calls. Answers keep the spec's field names (`_id`,
 * `coverImageObject`, `metatitle`, `list_price` …) since existing clients read them;
 * category and macrocategory answers are JSON arrays (spec §5: clients ignore anything else).
 */
import { Router } from "express";
import { z } from "zod";
import { CurrencyCode, Locale } from "../../common/enums.js";
import { toAmount } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import { currencySchema, endpoint, localePayload, localeSchema } from "../../rest/rest.js";
import { priceKey } from "./catalog.service.js";
import { catalogRules, type CategoryView, type ProductView } from "./catalog.types.js";

const productIdList = catalogRules.productIds;

/** A product in the spec's default product shape (§3), plus its subcategory and platform. */
async function defaultProductShape(ctx: RequestContext, p: ProductView) {
  const [category, platform, url] = await Promise.all([
    ctx.loaders.categoryById(p.locale).load(p.categoryId),
    ctx.loaders.platformById(p.locale).load(p.platformId),
    ctx.services.catalog.productUrl(ctx, p),
  ]);
  const listPrice = ctx.services.catalog.listPrices(p);
  return {
    _id: String(p.id),
    productId: p.id,
    locale: p.locale,
    name: p.name,
    title: p.title,
    description: p.description,
    descriptionShort: p.descriptionShort,
    metatitle: p.metaTitle,
    metadescription: p.metaDescription,
    metakeywords: p.metaKeywords,
    url,
    link: ctx.services.config.publicUrl + url,
    alt: p.alt,
    coverImageObject: p.coverImage,
    galleryImages: p.galleryImages,
    igdbRatingCovers: p.igdbRatingCovers,
    tags: p.tags,
    genres: p.genres,
    requirements: p.requirements,
    instructions: p.instructions,
    prepaidforge: p.prepaidforge,
    publisher: p.publisher,
    manufacturer: p.manufacturer,
    steamAppId: p.steamAppId,
    steamScore: p.steamScore,
    region: p.region,
    preOrder: p.preOrder,
    releaseDate: p.releaseDate,
    list_price: listPrice,
    prices: ctx.services.catalog.bestPrices(p),
    inStock: p.inStock,
    stock: p.stock,
    subcategory: category ? { categoryId: category.id, macrocategoryId: category.macrocategoryId, name: category.name, slug: category.slug } : null,
    platform: platform ? { id: platform.id, slug: platform.slug, name: platform.name } : null,
  };
}

const categoryShape = (c: CategoryView, productCount?: number) => ({
  _id: String(c.id),
  categoryId: c.id,
  macrocategoryId: c.macrocategoryId,
  parentId: c.parentId,
  name: c.name,
  slug: c.slug,
  url: c.url,
  position: c.position,
  depth: c.depth,
  locale: c.locale,
  ...(productCount == null ? {} : { productCount }),
});

export function catalogRoutes(): Router {
  const r = Router();

  r.post(
    "/public/categories/get-list-prod-count",
    endpoint(localePayload, async (ctx, { locale }) => {
      const all = await ctx.services.catalog.categories(ctx, locale);
      const counts = await ctx.loaders.categoryProductCount.loadMany(all.map((c) => c.id));
      return all.map((c, i) => categoryShape(c, typeof counts[i] === "number" ? (counts[i] as number) : 0));
    }),
  );

  r.post(
    "/public/categories/get-public",
    endpoint(localePayload, async (ctx, { locale }) => {
      const all = await ctx.services.catalog.categories(ctx, locale);
      const tree = (parentId: number | null): unknown[] =>
        all.filter((c) => c.parentId === parentId).map((c) => ({ ...categoryShape(c), children: tree(c.id) }));
      return tree(null);
    }),
  );

  r.post(
    "/public/categories/get",
    endpoint(localePayload, async (ctx, { locale }) => (await ctx.services.catalog.categories(ctx, locale)).map((c) => categoryShape(c))),
  );

  r.post(
    "/public/categories/get-all",
    endpoint(localePayload, async (ctx, { locale }) => {
      const [own, ...others] = await Promise.all(
        [locale, ...Object.values(Locale).filter((l) => l !== locale)].map((l) => ctx.services.catalog.categories(ctx, l)),
      );
      return own!.map((c) => {
        const locals = Object.fromEntries(
          [c, ...others.map((list) => list.find((o) => o.id === c.id))]
            .filter((x): x is CategoryView => x != null)
            .map((x) => [x.locale, { name: x.name, slug: x.slug, url: x.url }]),
        );
        return { ...categoryShape(c), locals };
      });
    }),
  );

  r.post(
    "/public/macrocategories/get-public",
    endpoint(localePayload, async (ctx, { locale }) => {
      const macros = await ctx.services.catalog.macrocategories(ctx, locale);
      return Promise.all(
        macros.map(async (m) => ({
          _id: String(m.id),
          macrocategoryId: m.id,
          name: m.name,
          slug: m.slug,
          position: m.position,
          locale: m.locale,
          categories: (await ctx.services.catalog.macrocategoryCategories(ctx, m.id, locale)).map((c) => categoryShape(c)),
        })),
      );
    }),
  );

  r.post(
    "/public/products/info-multiple",
    endpoint(z.object({ productIdList, locale: localeSchema }), async (ctx, { productIdList: ids, locale }) => {
      const products = await ctx.services.catalog.productsByIds(ctx, ids, locale);
      return { items: await Promise.all(products.map((p) => defaultProductShape(ctx, p))) };
    }),
  );

  r.post(
    "/public/products/info-multiple-sales",
    endpoint(z.object({ productIdList, locale: localeSchema, currency: currencySchema }), async (ctx, { productIdList: ids, locale, currency }) => {
      const products = await ctx.services.catalog.productsByIds(ctx, ids, locale);
      const items = await Promise.all(
        products.map(async (p) => {
          const [url, offers, range] = await Promise.all([
            ctx.services.catalog.productUrl(ctx, p),
            ctx.services.catalog.offers(ctx, p.id, currency as CurrencyCode),
            ctx.services.catalog.priceRange(ctx, p.id),
          ]);
          const sellers = await ctx.loaders.sellerById.loadMany(offers.map((o) => o.sellerId));
          const best = offers[0];
          return {
            _id: String(p.id),
            productId: p.id,
            name: p.name,
            url,
            coverImageObject: p.coverImage,
            inStock: p.inStock,
            currency,
            price: best ? toAmount(best[priceKey(currency as CurrencyCode)]) : null,
            prices: ctx.services.catalog.bestPrices(p),
            ...range,
            sales: offers.map((o, i) => {
              const seller = sellers[i];
              return {
                offerId: o.id,
                sellerId: o.sellerId,
                sellerName: seller && !(seller instanceof Error) ? seller.name : null,
                stock: o.stock,
                prices: { eur: toAmount(o.priceEur), usd: toAmount(o.priceUsd), gbp: toAmount(o.priceGbp) },
              };
            }),
          };
        }),
      );
      return { items };
    }),
  );

  return r;
}
