/**
 * Public catalogue queries. Thin: unpack arguments, call one service method.
 */
import { Arg, Args, Ctx, FieldResolver, ID, Int, Query, Resolver, Root, Directive } from "type-graphql";
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { toAmount } from "../../common/money.js";
import { argRule } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { bestPriceKey, listPriceKey, priceKey } from "./catalog.service.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { CacheTag, dependsOn } from "../../graphql/cache-tags.js";
import { PUBLIC_CATALOGUE } from "../../graphql/cache-hints.js";
import {
  AlternateUrlView,
  catalogRules,
  BreadcrumbView,
  CategoryView,
  LocaleArgs,
  MacrocategoryView,
  MAX_TAKE,
  MoneyView,
  OfferView,
  PlatformView,
  PriceRangeView,
  PricesView,
  ProductListArgs,
  ProductListView,
  ProductFacetsView,
  ProductsArgs,
  ProductView,
  SellerView,
} from "./catalog.types.js";

const currencyArg = { defaultValue: DEFAULT_CURRENCY, description: "Currency of the amount." } as const;

@Resolver(() => ProductView)
export class ProductResolver {
  @Directive(PUBLIC_CATALOGUE)
  @Query(() => ProductListView, {
    description: "Products with filters, sort and pagination (take ≤ 100). Public.",
    complexity: listCost(takeOf),
  })
  products(@Args(() => ProductsArgs) args: ProductsArgs, @Ctx() ctx: RequestContext): Promise<ProductListView> {
    return ctx.services.catalog.searchProducts(ctx, args);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => ProductView, { nullable: true, description: "A product by its slug in a language; null when unknown. Public." })
  product(
    @Arg("slug", () => String, { description: "Slug in `locale`.", validateFn: argRule("slug", catalogRules.slug) }) slug: string,
    @Arg("locale", () => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the slug and texts." }) locale: Locale,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductView | null> {
    return ctx.services.catalog.productBySlug(ctx, slug, locale);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [ProductView], {
    description: "Products by id, in the order given; unknown ids are left out. Public.",
    complexity: listCost((args) => (Array.isArray(args.ids) ? args.ids.length : MAX_TAKE)),
  })
  productsByIds(
    @Arg("ids", () => [ID], { description: `Up to ${MAX_TAKE} product ids.`, validateFn: argRule("ids", catalogRules.productIds) }) ids: string[],
    @Arg("locale", () => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the texts." }) locale: Locale,
    @Ctx() ctx: RequestContext,
  ): Promise<ProductView[]> {
    return ctx.services.catalog.productsByIds(ctx, ids.map(Number), locale);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => ProductListView, {
    description:
      "A curated list: bestsellers, trending, latestarrival, topdeals (largest discount on list price), recommended, " +
      "popularsoftware, trustpilot (best rated), similar (same category as productId). In-stock products only. Public.",
    complexity: listCost(takeOf),
  })
  productList(@Args(() => ProductListArgs) args: ProductListArgs, @Ctx() ctx: RequestContext): Promise<ProductListView> {
    return ctx.services.catalog.productList(ctx, args);
  }

  @FieldResolver(() => String, { description: "Site path of the product page in its language." })
  url(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.catalog.productUrl(ctx, p);
  }

  @FieldResolver(() => String, { description: "Absolute URL of the product page." })
  async link(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<string> {
    return ctx.services.config.publicUrl + (await ctx.services.catalog.productUrl(ctx, p));
  }

  @FieldResolver(() => PlatformView, { description: "Platform the key activates on." })
  async platform(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<PlatformView> {
    const platform = await ctx.loaders.platformById(p.locale).load(p.platformId);
    if (!platform) throw new Error(`platform ${p.platformId} missing`);
    return platform;
  }

  @FieldResolver(() => CategoryView, { description: "The product's (leaf) category." })
  async category(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<CategoryView> {
    const category = await ctx.loaders.categoryById(p.locale).load(p.categoryId);
    if (!category) throw new Error(`category ${p.categoryId} missing`);
    return category;
  }

  @FieldResolver(() => Int, { description: "Keys ready to sell over all offers." })
  stock(@Root() p: ProductView, @Ctx() ctx: RequestContext): number {
    // A cached answer showing a stock count is dropped by every sale of the product.
    dependsOn(ctx, CacheTag.productStock(p.id));
    return p.stock;
  }

  @FieldResolver(() => [OfferView], {
    description: "Sellers' offers, best first in `currency` (lowest price, then higher seller rating, then more stock, then the older offer).",
    complexity: listCost(10),
  })
  offers(
    @Root() p: ProductView,
    @Ctx() ctx: RequestContext,
    @Arg("currency", () => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency to sort by." })
    currency: CurrencyCode,
    @Arg("includeOutOfStock", () => Boolean, { defaultValue: false, description: "Also offers without stock." })
    includeOutOfStock: boolean,
  ): Promise<OfferView[]> {
    return ctx.services.catalog.offers(ctx, p.id, currency, includeOutOfStock);
  }

  @FieldResolver(() => MoneyView, { nullable: true, description: "Lowest price over offers with stock; null when out of stock." })
  bestPrice(@Root() p: ProductView, @Arg("currency", () => CurrencyCode, currencyArg) currency: CurrencyCode): MoneyView | null {
    const minor = p[bestPriceKey(currency)];
    return minor == null ? null : { amount: toAmount(minor), minor, currency };
  }

  @FieldResolver(() => PricesView, { description: "Best price per currency over offers with stock." })
  bestPrices(@Root() p: ProductView, @Ctx() ctx: RequestContext): PricesView {
    return ctx.services.catalog.bestPrices(p);
  }

  @FieldResolver(() => PricesView, { nullable: true, description: "Publisher's list price per currency, when known." })
  listPrice(@Root() p: ProductView, @Ctx() ctx: RequestContext): PricesView | null {
    return ctx.services.catalog.listPrices(p);
  }

  @FieldResolver(() => Int, { nullable: true, description: "Discount of the best price on the list price, in percent." })
  discountPercent(@Root() p: ProductView, @Arg("currency", () => CurrencyCode, currencyArg) currency: CurrencyCode): number | null {
    const best = p[bestPriceKey(currency)];
    const list = p[listPriceKey(currency)];
    if (best == null || list == null || list <= best) return null;
    return Math.round(((list - best) / list) * 100);
  }

  @FieldResolver(() => PriceRangeView, { description: "Lowest and highest price per currency over offers with stock." })
  priceRange(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<PriceRangeView> {
    return ctx.services.catalog.priceRange(ctx, p.id);
  }

  @FieldResolver(() => [BreadcrumbView], { description: "Home → categories → product." })
  breadcrumbs(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<BreadcrumbView[]> {
    return ctx.services.catalog.productBreadcrumbs(ctx, p);
  }

  @FieldResolver(() => [AlternateUrlView], { description: "The product page in every language, its own included." })
  alternates(@Root() p: ProductView, @Ctx() ctx: RequestContext): Promise<AlternateUrlView[]> {
    return ctx.services.catalog.productAlternates(ctx, p);
  }
}

@Resolver(() => ProductListView)
export class ProductListResolver {
  @FieldResolver(() => Int, { description: "Products matching, over all pages." })
  totalItems(@Root() list: ProductListView): Promise<number> {
    return list.count();
  }

  @FieldResolver(() => ProductFacetsView, {
    nullable: true,
    description: "Counts of the result set per filter value, for `products` (null for curated lists). One extra statement, only when asked for.",
    complexity: 10,
  })
  facets(@Root() list: ProductListView): Promise<ProductFacetsView> | null {
    return list.facets?.() ?? null;
  }
}

@Resolver(() => OfferView)
export class OfferResolver {
  @FieldResolver(() => Int, { description: "Keys ready to sell (states Available and Using)." })
  stock(@Root() o: OfferView, @Ctx() ctx: RequestContext): number {
    dependsOn(ctx, CacheTag.productStock(o.productId));
    return o.stock;
  }

  @FieldResolver(() => SellerView, { description: "The seller." })
  async seller(@Root() o: OfferView, @Ctx() ctx: RequestContext): Promise<SellerView> {
    dependsOn(ctx, CacheTag.seller(o.sellerId));
    const seller = await ctx.loaders.sellerById.load(o.sellerId);
    if (!seller) throw new Error(`seller ${o.sellerId} missing`);
    return seller;
  }

  @FieldResolver(() => String, { description: "The seller's shop name." })
  async sellerName(@Root() o: OfferView, @Ctx() ctx: RequestContext): Promise<string> {
    return (await this.seller(o, ctx)).name;
  }

  @FieldResolver(() => PricesView, { description: "Price per currency." })
  prices(@Root() o: OfferView): PricesView {
    return { eur: toAmount(o.priceEur), usd: toAmount(o.priceUsd), gbp: toAmount(o.priceGbp) };
  }

  @FieldResolver(() => MoneyView, { description: "Price in one currency." })
  price(@Root() o: OfferView, @Arg("currency", () => CurrencyCode, currencyArg) currency: CurrencyCode): MoneyView {
    const minor = o[priceKey(currency)];
    return { amount: toAmount(minor), minor, currency };
  }
}

@Resolver(() => CategoryView)
export class CategoryResolver {
  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [CategoryView], {
    description: "The category tree's roots (games, softwares, cards, accounts; children nested), or every category when flat. Public.",
    complexity: listCost(30),
  })
  async categories(
    @Args(() => LocaleArgs) { locale }: LocaleArgs,
    @Arg("flat", () => Boolean, { defaultValue: false, description: "Every category in one list, roots first." }) flat: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoryView[]> {
    return flat ? ctx.services.catalog.categories(ctx, locale) : ctx.services.catalog.categoryChildren(ctx, null, locale);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => CategoryView, { nullable: true, description: "A category by its slug in a language. Public." })
  category(
    @Arg("slug", () => String, { description: "Slug in `locale`.", validateFn: argRule("slug", catalogRules.slug) }) slug: string,
    @Args(() => LocaleArgs) { locale }: LocaleArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<CategoryView | null> {
    return ctx.services.catalog.categoryBySlug(ctx, slug, locale);
  }

  @FieldResolver(() => [CategoryView], { description: "Child categories in display order.", complexity: listCost(15) })
  children(@Root() c: CategoryView, @Ctx() ctx: RequestContext): Promise<CategoryView[]> {
    return ctx.services.catalog.categoryChildren(ctx, c.id, c.locale);
  }

  @FieldResolver(() => Int, { description: "Enabled products in this category and its descendants." })
  productCount(@Root() c: CategoryView, @Ctx() ctx: RequestContext): Promise<number> {
    dependsOn(ctx, CacheTag.categoryCount(c.id));
    return ctx.loaders.categoryProductCount.load(c.id);
  }

  @FieldResolver(() => [BreadcrumbView], { description: "Home → … → this category." })
  breadcrumbs(@Root() c: CategoryView, @Ctx() ctx: RequestContext): Promise<BreadcrumbView[]> {
    return ctx.services.catalog.categoryBreadcrumbs(ctx, c);
  }
}

@Resolver(() => MacrocategoryView)
export class MacrocategoryResolver {
  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [MacrocategoryView], { description: "Macrocategories (menu groups) in display order. Public.", complexity: listCost(10) })
  macrocategories(@Args(() => LocaleArgs) { locale }: LocaleArgs, @Ctx() ctx: RequestContext): Promise<MacrocategoryView[]> {
    return ctx.services.catalog.macrocategories(ctx, locale);
  }

  @FieldResolver(() => [CategoryView], { description: "Categories in this group.", complexity: listCost(15) })
  categories(@Root() m: MacrocategoryView, @Ctx() ctx: RequestContext): Promise<CategoryView[]> {
    return ctx.services.catalog.macrocategoryCategories(ctx, m.id, m.locale);
  }
}

@Resolver(() => PlatformView)
export class PlatformResolver {
  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [PlatformView], { description: "Platforms with their activation guides, in display order. Public.", complexity: listCost(25) })
  platforms(@Args(() => LocaleArgs) { locale }: LocaleArgs, @Ctx() ctx: RequestContext): Promise<PlatformView[]> {
    return ctx.services.catalog.platforms(ctx, locale);
  }

  @FieldResolver(() => Int, { description: "Enabled products activated on this platform (0: none to show)." })
  productCount(@Root() p: PlatformView, @Ctx() ctx: RequestContext): Promise<number> {
    // A product enabled, disabled or moved to another platform changes the lists ("l").
    dependsOn(ctx, CacheTag.lists);
    return ctx.loaders.platformProductCount.load(p.id);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => PlatformView, { nullable: true, description: "A platform by slug. Public." })
  platform(
    @Arg("slug", () => String, { description: "Platform slug (steam, ps5 …).", validateFn: argRule("slug", catalogRules.slug) }) slug: string,
    @Args(() => LocaleArgs) { locale }: LocaleArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<PlatformView | null> {
    return ctx.services.catalog.platformBySlug(ctx, slug, locale);
  }
}
