/**
 * GraphQL shapes of the public catalogue. They are read models built from lean SQL rows,
 * not the entities: translated texts are already resolved for one locale, money is shown
 * in decimal amounts, and relations are resolved through per-request DataLoaders.
 *
 * The types use `simpleResolvers`: their plain fields skip TypeGraphQL's middleware chain
 * (measured: about a third of the time of an uncached product page). That also skips
 * field-level `@Authorized`, so nothing private may be added to these types: they are
 * public by construction.
 */
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import {
  CurrencyCode,
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  Locale,
  PaymentProvider,
  PreOrderState,
  ProductListType,
  ProductTag,
  Region,
  RootCategory,
} from "../../common/enums.js";

export const MAX_TAKE = 100;

/** A product id as a number (REST) or an ID string (GraphQL). */
const productId = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** The limits of catalogue arguments, for the GraphQL inputs and args below, the resolvers' scalar arguments and the REST payloads. */
export const catalogRules = {
  slug: z.string().min(1).max(200),
  productId,
  /** Product ids as numbers (REST) or ID strings (GraphQL). */
  productIds: z.array(productId, { error: () => "must be an array of product ids" }).max(MAX_TAKE, `may hold at most ${MAX_TAKE} ids`),
  skip: rules.skip,
  take: z.number().int().min(1).max(MAX_TAKE),
  search: z.string().max(200),
  platforms: z.array(z.string().max(100)).max(30),
  genres: z.array(z.string().min(1).max(60)).max(20),
  price: z.number().min(0),
  /** The page whose translation the language toggle asks for (a site path or an absolute URL). */
  pageUrl: z.string().min(1).max(2048),
};

registerEnumType(RootCategory, {
  name: "ProductType",
  description: "What a product is: the catalogue's root category (its slug in English).",
  valuesConfig: {
    games: { description: "Game keys." },
    softwares: { description: "Software licences." },
    cards: { description: "Gift cards and top-ups." },
    accounts: { description: "Accounts." },
  },
});

export enum ProductSort {
  RELEVANCE = "RELEVANCE",
  PRICE_ASC = "PRICE_ASC",
  PRICE_DESC = "PRICE_DESC",
  NEWEST = "NEWEST",
  BESTSELLING = "BESTSELLING",
  DISCOUNT = "DISCOUNT",
}
registerEnumType(ProductSort, {
  name: "ProductSort",
  description: "Order of a product list.",
  valuesConfig: {
    DISCOUNT: { description: "Largest discount from the list price (in the chosen currency) first; products without one after." },
    RELEVANCE: { description: "Best text match first when searching, otherwise most popular first." },
    PRICE_ASC: { description: "Lowest best price (in the chosen currency) first; out of stock last." },
    PRICE_DESC: { description: "Highest best price first; out of stock last." },
    NEWEST: { description: "Most recently added to the catalogue first." },
    BESTSELLING: { description: "Most units sold first." },
  },
});

@ObjectType("Image", { description: "An image the site serves, with its natural size.", simpleResolvers: true })
export class ImageView {
  @Field(() => String, { description: "Path (under /media) or absolute URL of the image." })
  src: string;
  @Field(() => Int, { description: "Natural width in pixels." })
  width: number;
  @Field(() => Int, { description: "Natural height in pixels." })
  height: number;
  @Field(() => String, { nullable: true, description: "Alternative text." })
  alt?: string | null;
}

@ObjectType("Prices", {
  description: "One price per currency, in decimal amounts rounded to 2 decimals; null where there is none.",
  simpleResolvers: true,
})
export class PricesView {
  @Field(() => Float, { nullable: true, description: "Price in euro." })
  eur: number | null;
  @Field(() => Float, { nullable: true, description: "Price in US dollars." })
  usd: number | null;
  @Field(() => Float, { nullable: true, description: "Price in pounds sterling." })
  gbp: number | null;
}

@ObjectType("PriceRange", {
  description: "Lowest and highest price per currency over the offers that have stock.",
  simpleResolvers: true,
})
export class PriceRangeView {
  @Field(() => Float, { nullable: true, description: "Lowest price in euro." })
  eurMin: number | null;
  @Field(() => Float, { nullable: true, description: "Lowest price in US dollars." })
  usdMin: number | null;
  @Field(() => Float, { nullable: true, description: "Lowest price in pounds sterling." })
  gbpMin: number | null;
  @Field(() => Float, { nullable: true, description: "Highest price in euro." })
  eurMax: number | null;
  @Field(() => Float, { nullable: true, description: "Highest price in US dollars." })
  usdMax: number | null;
  @Field(() => Float, { nullable: true, description: "Highest price in pounds sterling." })
  gbpMax: number | null;
}

@ObjectType("Money", { description: "An amount of money in one currency.", simpleResolvers: true })
export class MoneyView {
  @Field(() => Float, { description: "Amount rounded to 2 decimals." })
  amount: number;
  @Field(() => Int, { description: "Amount in minor units (cents, pence)." })
  minor: number;
  @Field(() => CurrencyCode, { description: "Currency of the amount." })
  currency: CurrencyCode;
}

@ObjectType("Breadcrumb", { description: "One step of the path from home to a page.", simpleResolvers: true })
export class BreadcrumbView {
  @Field(() => String, { description: "Label in the requested language." })
  name: string;
  @Field(() => String, { description: "Site path of the step." })
  url: string;
}

@ObjectType("AlternateUrl", { description: "The same page in another language.", simpleResolvers: true })
export class AlternateUrlView {
  @Field(() => Locale, { description: "Language of the alternate page." })
  locale: Locale;
  @Field(() => String, { description: "Slug in that language." })
  slug: string;
  @Field(() => String, { description: "Site path in that language." })
  url: string;
}

@ObjectType("Seller", { description: "A shop selling on the marketplace.", simpleResolvers: true })
export class SellerView {
  @Field(() => ID, { description: "Seller id." })
  id: number;
  @Field(() => String, { description: "Public shop name." })
  name: string;
  @Field(() => Int, { description: "Share of positive buyer feedback, 0–100." })
  rating: number;
  @Field(() => String, { nullable: true, description: "Logo URL." })
  image: string | null;
  @Field(() => Float, { nullable: true, description: "Customers' average score (1–5) to one decimal; null for a new seller (fewer than 3 ratings)." })
  ratingScore: number | null;
  @Field(() => Int, { description: "Customers' ratings of the shop." })
  ratingCount: number;
  @Field(() => Boolean, { description: 'Fewer than 3 ratings: shown as "New seller" instead of a score.' })
  newSeller: boolean;
}

@ObjectType("Offer", { description: "A seller's offer for a product, with a price per currency.", simpleResolvers: true })
export class OfferView {
  @Field(() => ID, { description: "Offer id." })
  id: number;
  @Field(() => ID, { description: "Product the offer is for." })
  productId: number;
  @Field(() => ID, { description: "Seller making the offer." })
  sellerId: number;
  /** Keys ready to sell (the `stock` field: OfferResolver.stock). */
  stock: number;
  /** The seller's ratings (count and score sum): the best-offer rule's second key (ratings/best-offer.ts). */
  ratingCount: number;
  ratingSum: number;
  priceEur: number;
  priceUsd: number;
  priceGbp: number;
}

@ObjectType("Platform", { description: "Where a key is activated (Steam, PS5 …), with its activation guide.", simpleResolvers: true })
export class PlatformView {
  @Field(() => ID, { description: "Platform id." })
  id: number;
  @Field(() => String, { description: "Language-neutral slug (steam, ps5 …)." })
  slug: string;
  @Field(() => String, { description: "Display name." })
  name: string;
  @Field(() => String, { description: "pc, console or store." })
  family: string;
  @Field(() => Int, { description: "Display order." })
  position: number;
  @Field(() => Locale, { description: "Language of the texts and URLs of this object." })
  locale: Locale;
  @Field(() => [String], { description: "Activation guide steps, in order, in the requested language." })
  activationGuide: string[];
  @Field(() => String, { description: "Site path of the platform's product page." })
  url: string;
  @Field(() => String, { description: "Site path of the activation guide page." })
  activationGuideUrl: string;
}

@ObjectType("Category", {
  description: "A catalogue category; the roots are games, softwares, cards and accounts.",
  simpleResolvers: true,
})
export class CategoryView {
  @Field(() => ID, { description: "Category id." })
  id: number;
  @Field(() => ID, { nullable: true, description: "Parent category id; null for roots." })
  parentId: number | null;
  @Field(() => ID, { nullable: true, description: "Macrocategory the category belongs to." })
  macrocategoryId: number | null;
  @Field(() => Int, { description: "Order among siblings." })
  position: number;
  @Field(() => Int, { description: "0 for roots, 1 for their children." })
  depth: number;
  @Field(() => Locale, { description: "Language of the texts and URLs of this object." })
  locale: Locale;
  @Field(() => String, { description: "Name in the requested language." })
  name: string;
  @Field(() => String, { description: "Slug in the requested language." })
  slug: string;
  @Field(() => String, { description: "Site path of the category page." })
  url: string;
  @Field(() => String, { description: "Intro text of the category page." })
  description: string;
  @Field(() => String, { description: "SEO title." })
  metaTitle: string;
  @Field(() => String, { description: "SEO description." })
  metaDescription: string;
  /** Ids from the root down to this category. */
  pathIds: number[];
}

@ObjectType("Macrocategory", { description: "A group of categories for menus.", simpleResolvers: true })
export class MacrocategoryView {
  @Field(() => ID, { description: "Macrocategory id." })
  id: number;
  @Field(() => String, { description: "Name in the requested language." })
  name: string;
  @Field(() => String, { description: "Slug in the requested language." })
  slug: string;
  @Field(() => Int, { description: "Display order." })
  position: number;
  @Field(() => Locale, { description: "Language of the texts." })
  locale: Locale;
}

@ObjectType("Product", { description: "A product in one language: texts, images, offers and prices.", simpleResolvers: true })
export class ProductView {
  @Field(() => ID, { description: "Product id." })
  id: number;
  @Field(() => Int, { description: "Numeric product id (the same as id), as the REST calls use it." })
  productId: number;
  @Field(() => Locale, { description: "Language of the texts and URLs of this object." })
  locale: Locale;
  @Field(() => String, { description: "Product name." })
  name: string;
  @Field(() => String, { description: "Slug in this language." })
  slug: string;
  @Field(() => String, { description: "Page heading." })
  title: string;
  @Field(() => String, { description: "Long description (paragraphs separated by blank lines)." })
  description: string;
  @Field(() => String, { description: "One-sentence description." })
  descriptionShort: string;
  @Field(() => String, { description: "SEO title." })
  metaTitle: string;
  @Field(() => String, { description: "SEO description." })
  metaDescription: string;
  @Field(() => String, { description: "SEO keywords, comma separated." })
  metaKeywords: string;
  @Field(() => String, { description: "System requirements, one per line; empty when not applicable." })
  requirements: string;
  @Field(() => String, { description: "Product-specific redemption notes." })
  instructions: string;
  @Field(() => String, { description: "Alternative text of the cover image." })
  alt: string;
  @Field(() => [String], { description: "Genres in this language." })
  genres: string[];
  @Field(() => [ProductTag], { description: "Marketing tags (Exclusive, New)." })
  tags: ProductTag[];
  @Field(() => PreOrderState, { description: "Pre-order state." })
  preOrder: PreOrderState;
  @Field(() => Boolean, { description: "Supplied through the prepaidforge integration." })
  prepaidforge: boolean;
  @Field(() => String, { nullable: true, description: "Publisher." })
  publisher: string | null;
  @Field(() => String, { nullable: true, description: "Developer or maker." })
  manufacturer: string | null;
  @Field(() => Int, { nullable: true, description: "Steam application id." })
  steamAppId: number | null;
  @Field(() => Int, { nullable: true, description: "Steam user score, 0–100." })
  steamScore: number | null;
  @Field(() => Region, { description: "Where the key can be activated." })
  region: Region;
  @Field(() => String, { nullable: true, description: "Release date (YYYY-MM-DD)." })
  releaseDate: string | null;
  @Field(() => ImageView, { description: "Cover image." })
  coverImage: ImageView;
  @Field(() => [ImageView], { description: "Gallery images." })
  galleryImages: ImageView[];
  @Field(() => [ImageView], { description: "Age-rating badges." })
  igdbRatingCovers: ImageView[];
  /** Keys ready to sell over all offers (the `stock` field: ProductResolver.stock). */
  stock: number;
  @Field(() => Boolean, { description: "Whether any offer has stock." })
  inStock: boolean;
  @Field(() => Int, { description: "Number of offers with stock." })
  offerCount: number;
  @Field(() => Date, { description: "When the product was added to the catalogue." })
  createdAt: Date;
  categoryId: number;
  platformId: number;
  bestPriceEur: number | null;
  bestPriceUsd: number | null;
  bestPriceGbp: number | null;
  listPriceEur: number | null;
  listPriceUsd: number | null;
  listPriceGbp: number | null;
}

@ObjectType("ProductList", { description: "A page of products." })
export class ProductListView {
  @Field(() => [ProductView], { description: "The products of this page." })
  items: ProductView[];
  /** Counts the matches; resolved as `totalItems` only when asked for. */
  count: () => Promise<number>;
  @Field(() => String, {
    nullable: true,
    description: 'For a search with misspelt words: the search as corrected ("eldn rign" → "elden ring"), whose matches are included. Null otherwise.',
  })
  didYouMean?: string | null;
  /** Counts the result set per filter value; resolved as `facets` only when asked for (filtered searches only). */
  facets?: () => Promise<ProductFacetsView>;
}

@ObjectType("FacetValue", { description: "A filter value and how many products of the result set have it.", simpleResolvers: true })
export class FacetValueView {
  @Field(() => String, { description: "What to send in the matching `ProductFilterInput` field." })
  value: string;
  @Field(() => String, { description: "Display name in the list's language." })
  label: string;
  @Field(() => Int, { description: "Products of the result set with this value (every other filter applied)." })
  count: number;
}

@ObjectType("PriceBucket", { description: "A best-price band and how many products of the result set are in it.", simpleResolvers: true })
export class PriceBucketView {
  @Field(() => Float, { description: "Lowest price of the band (inclusive), in the list's currency." })
  min: number;
  @Field(() => Float, { nullable: true, description: "Highest price of the band (exclusive: the next band's min); null for the last band." })
  max: number | null;
  @Field(() => Int, { description: "Products in stock priced in the band (every other filter applied)." })
  count: number;
}

@ObjectType("ProductFacets", {
  description:
    "Counts of a product list's result set per filter value. Each facet is counted with every filter applied but its own, so choosing one platform still shows how many products the others have; values with no products are left out.",
  simpleResolvers: true,
})
export class ProductFacetsView {
  @Field(() => [FacetValueView], { description: "Per platform (value: platform slug), most products first." })
  platforms: FacetValueView[];
  @Field(() => [FacetValueView], { description: "Per product type (value: a ProductType), in catalogue order." })
  types: FacetValueView[];
  @Field(() => [FacetValueView], { description: "Per genre (value: the genre in the list's language), most products first." })
  genres: FacetValueView[];
  @Field(() => [FacetValueView], { description: "Per activation region (value: a Region)." })
  regions: FacetValueView[];
  @Field(() => [FacetValueView], { description: "Per marketing tag (value: a ProductTag)." })
  tags: FacetValueView[];
  @Field(() => [PriceBucketView], { description: "Per best-price band in the list's currency (products in stock only), cheapest first." })
  prices: PriceBucketView[];
  @Field(() => Int, { description: "Products of the result set in stock (every other filter applied)." })
  inStock: number;
}

@ObjectType("Currency", { description: "A currency the shop sells in.", simpleResolvers: true })
export class CurrencyView {
  @Field(() => CurrencyCode, { description: "Currency code." })
  code: CurrencyCode;
  @Field(() => String, { description: "Symbol (€, $, £)." })
  symbol: string;
  @Field(() => Boolean, { description: "Whether this is the default currency (EUR)." })
  isDefault: boolean;
}

@ObjectType("PaymentMethod", { description: "A payment option offered at checkout.", simpleResolvers: true })
export class PaymentMethodView {
  @Field(() => PaymentProvider, { description: "Provider handling the payment." })
  provider: PaymentProvider;
  @Field(() => String, { description: "Label shown to customers." })
  label: string;
  @Field(() => [String], { description: "Brands accepted (visa, paypal …), for icons." })
  methods: string[];
}

@ObjectType("PublicState", { description: "What the storefront needs at start: tags, payments, platforms, trust score." })
export class PublicStateView {
  @Field(() => [ProductTag], { description: "Marketing tags in use." })
  tags: ProductTag[];
  @Field(() => [PaymentMethodView], { description: "Payment options." })
  payments: PaymentMethodView[];
  @Field(() => [PlatformView], { description: "Platforms, in display order." })
  platforms: PlatformView[];
  @Field(() => Float, { description: "Trustpilot score, 0–5." })
  trustpilotScore: number;
  @Field(() => Int, { description: "Number of Trustpilot reviews behind the score." })
  trustpilotReviewCount: number;
}

@ObjectType("TranslatedUrl", { description: "The same page in another language.", simpleResolvers: true })
export class TranslatedUrlView {
  @Field(() => String, { description: "URL of the page in the requested language (query string kept)." })
  url: string;
  @Field(() => Boolean, {
    description: "True when the page was recognised; false when only the language prefix was swapped.",
  })
  exact: boolean;
}

// ---------------------------------------------------------------- inputs

@InputType("PriceRangeInput", { description: "Inclusive price bounds in the list's currency (decimal amounts)." })
export class PriceRangeInput {
  @Field(() => Float, { nullable: true, description: "Lowest best price." })
  @Rule(catalogRules.price)
  min?: number;
  @Field(() => Float, { nullable: true, description: "Highest best price." })
  @Rule(catalogRules.price)
  max?: number;
}

@InputType("ProductFilterInput", { description: "Filters of a product list; all given filters must match." })
export class ProductFilterInput {
  @Field(() => String, { nullable: true, description: "Category slug (in the list's language); includes descendants." })
  @Rule(catalogRules.slug)
  categorySlug?: string;
  @Field(() => ID, { nullable: true, description: "Category id; includes descendants." })
  categoryId?: string;
  @Field(() => [String], { nullable: true, description: "Platform slugs; any of them." })
  @Rule(catalogRules.platforms)
  platforms?: string[];
  @Field(() => [ProductTag], { nullable: true, description: "Tags; any of them." })
  tags?: ProductTag[];
  @Field(() => [RootCategory], { nullable: true, description: "Product types (root categories); any of them." })
  types?: RootCategory[];
  @Field(() => [String], { nullable: true, description: "Genres, as named in the list's language (`ProductFacets.genres` values); any of them." })
  @Rule(catalogRules.genres)
  genres?: string[];
  @Field(() => [Region], { nullable: true, description: "Activation regions; any of them." })
  regions?: Region[];
  @Field(() => String, { nullable: true, description: "Text search over names, keywords and descriptions (stemmed per language, typo tolerant)." })
  @Rule(catalogRules.search)
  search?: string;
  @Field(() => PriceRangeInput, { nullable: true, description: "Best-price bounds in the list's currency." })
  price?: PriceRangeInput;
  @Field(() => Boolean, { nullable: true, description: "Only products with stock." })
  inStock?: boolean;
}

@ArgsType()
export class PageArgs {
  @Field(() => Int, { defaultValue: 0, description: "Items to skip (≥ 0)." })
  @Rule(catalogRules.skip)
  skip: number = 0;

  @Field(() => Int, { defaultValue: 20, description: `Items to return (1–${MAX_TAKE}).` })
  @Rule(catalogRules.take)
  take: number = 20;
}

@ArgsType()
export class LocaleArgs {
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of texts and URLs." })
  locale: Locale = DEFAULT_LOCALE;
}

@ArgsType()
export class ProductsArgs extends PageArgs {
  @Field(() => ProductFilterInput, { nullable: true, description: "Filters." })
  filter?: ProductFilterInput;

  @Field(() => ProductSort, { defaultValue: ProductSort.RELEVANCE, description: "Order." })
  sort: ProductSort = ProductSort.RELEVANCE;

  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of texts and URLs." })
  locale: Locale = DEFAULT_LOCALE;

  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency of price filters and price sorts." })
  currency: CurrencyCode = DEFAULT_CURRENCY;
}

@ArgsType()
export class ProductListArgs extends PageArgs {
  @Field(() => ProductListType, { description: "Which curated list." })
  type: ProductListType;

  @Field(() => ID, { nullable: true, description: "Product the list relates to (required for `similar`)." })
  productId?: string;

  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of texts and URLs." })
  locale: Locale = DEFAULT_LOCALE;

  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency used to rank deals." })
  currency: CurrencyCode = DEFAULT_CURRENCY;
}
