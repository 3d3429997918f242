/**
 * Product administration: the admins' catalogue list (search, filters, sorts, server pages),
 * the full editable shape of a product (its texts in every language, placement, prices, images
 * as stored), the inputs that create and edit products, and the expected refusals.
 */
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale, PreOrderState, ProductTag, Region } from "../../common/enums.js";
import { Rule, rules } from "../../core/validation/index.js";
import { resultUnion } from "../../core/errors/index.js";
import { ImageView, PricesView } from "./catalog.types.js";
import { SlugAlreadyInUseError } from "./category-admin.types.js";

export const MAX_ADMIN_PRODUCTS_TAKE = 100;

const text = (max: number) => z.string().trim().max(max);

/** Validation rules of the product administration's inputs. */
export const productAdminRules = {
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, "must be a product id")),
  skip: rules.skip,
  take: z.number().int().min(1).max(MAX_ADMIN_PRODUCTS_TAKE),
  search: text(200),
  name: z.string().trim().min(1, "must not be empty").max(200),
  /** Lower-case letters, digits and single dashes, up to 120 characters; empty: made from the name. */
  slug: z
    .string()
    .trim()
    .max(120)
    .regex(/^$|^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single dashes (e.g. elden-ring-steam)"),
  description: text(20_000),
  descriptionShort: text(500),
  metaTitle: text(200),
  metaDescription: text(500),
  metaKeywords: text(500),
  requirements: text(10_000),
  instructions: text(10_000),
  alt: text(300),
  title: text(200),
  genres: z.array(z.string().trim().min(1, "must not be empty").max(60)).max(20),
  company: text(200),
  /** A list price: a positive decimal amount with at most 2 decimals. */
  price: z
    .number()
    .positive("must be greater than 0")
    .max(100_000)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "must have at most 2 decimals"),
  releaseDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
    .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "must be a real date"),
  steamAppId: z
    .number()
    .int()
    .min(1)
    .max(2 ** 31 - 1),
  steamScore: z.number().int().min(0).max(100),
  tags: z.array(z.enum(ProductTag)).max(2),
};

export enum AdminProductSort {
  NAME_ASC = "NAME_ASC",
  NAME_DESC = "NAME_DESC",
  NEWEST = "NEWEST",
  OLDEST = "OLDEST",
  UPDATED = "UPDATED",
  BESTSELLING = "BESTSELLING",
  STOCK_DESC = "STOCK_DESC",
  STOCK_ASC = "STOCK_ASC",
  PRICE_ASC = "PRICE_ASC",
  PRICE_DESC = "PRICE_DESC",
}
registerEnumType(AdminProductSort, {
  name: "AdminProductSort",
  description: "Order of the admins' catalogue list.",
  valuesConfig: {
    NAME_ASC: { description: "By name in the list's language, A to Z (the default)." },
    NAME_DESC: { description: "By name, Z to A." },
    NEWEST: { description: "Most recently created first." },
    OLDEST: { description: "Created first first." },
    UPDATED: { description: "Most recently changed first." },
    BESTSELLING: { description: "Most units sold first." },
    STOCK_DESC: { description: "Most keys ready to sell first." },
    STOCK_ASC: { description: "Fewest keys ready to sell first." },
    PRICE_ASC: { description: "Lowest best offer price (in the list's currency) first; products without offers last." },
    PRICE_DESC: { description: "Highest best offer price first; products without offers last." },
  },
});

// ------------------------------------------------------------------ views

@ObjectType("AdminProductRow", { description: "A product as the admins' catalogue list shows it (texts in the list's language)." })
export class AdminProductRowView {
  @Field(() => ID, { description: "Product id." })
  id: string;
  @Field(() => String, { description: "Name in the list's language." })
  name: string;
  @Field(() => String, { description: "Slug in the list's language." })
  slug: string;
  @Field(() => ID, { description: "Category id." })
  categoryId: string;
  @Field(() => String, { description: "Category name in the list's language." })
  categoryName: string;
  @Field(() => ID, { description: "Platform id." })
  platformId: string;
  @Field(() => String, { description: "Platform name." })
  platformName: string;
  @Field(() => Boolean, { description: "Whether the storefront shows it." })
  enabled: boolean;
  @Field(() => PreOrderState, { description: "Pre-order state." })
  preOrder: PreOrderState;
  @Field(() => Region, { description: "Activation region." })
  region: Region;
  @Field(() => [ProductTag], { description: "Marketing tags." })
  tags: ProductTag[];
  @Field(() => Int, { description: "Keys ready to sell over all offers." })
  stock: number;
  @Field(() => Int, { description: "Offers with stock." })
  offerCount: number;
  @Field(() => Int, { description: "Units sold, all time." })
  salesCount: number;
  @Field(() => PricesView, { description: "Best offer price per currency (null where no offer has stock)." })
  bestPrice: PricesView;
  @Field(() => ImageView, { description: "Cover image as stored." })
  coverImage: ImageView;
  @Field(() => Date, { description: "When it was created." })
  createdAt: Date;
  @Field(() => Date, { description: "When it last changed." })
  updatedAt: Date;
}

@ObjectType("AdminProductList", { description: "A page of the admins' catalogue list." })
export class AdminProductListView {
  @Field(() => [AdminProductRowView], { description: "The products of this page." })
  items: AdminProductRowView[];
  @Field(() => Int, { description: "Products matching the search and filters." })
  totalItems: number;
}

@ObjectType("AdminProductTranslation", { description: "A product's texts and slug in one language." })
export class AdminProductTranslationView {
  @Field(() => Locale, { description: "Language." })
  locale: Locale;
  @Field(() => String, { description: "Name." })
  name: string;
  @Field(() => String, { description: "Slug: the product's last URL segment in this language, unique per language." })
  slug: string;
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
  @Field(() => String, { description: "System requirements, one per line." })
  requirements: string;
  @Field(() => String, { description: "Product-specific redemption notes." })
  instructions: string;
  @Field(() => String, { description: "Alternative text of the cover image." })
  alt: string;
  @Field(() => String, { description: "Page heading when it differs from the name." })
  title: string;
  @Field(() => [String], { description: "Genres in this language." })
  genres: string[];
  @Field(() => String, { description: "Site path of the product page in this language." })
  url: string;
  @Field(() => [String], { description: "Earlier slugs in this language that still redirect (301) to this product." })
  oldSlugs: string[];
}

@ObjectType("AdminProduct", { description: "A product as admins edit it: every language, disabled ones included, with prices, stock and images." })
export class AdminProductView {
  @Field(() => ID, { description: "Product id." })
  id: string;
  @Field(() => Boolean, { description: "Whether the storefront shows it." })
  enabled: boolean;
  @Field(() => ID, { description: "Category id." })
  categoryId: string;
  @Field(() => ID, { description: "Platform id." })
  platformId: string;
  @Field(() => String, { nullable: true, description: "Publisher." })
  publisher: string | null;
  @Field(() => String, { nullable: true, description: "Developer or maker." })
  manufacturer: string | null;
  @Field(() => PreOrderState, { description: "Pre-order state." })
  preOrder: PreOrderState;
  @Field(() => Region, { description: "Activation region." })
  region: Region;
  @Field(() => [ProductTag], { description: "Marketing tags." })
  tags: ProductTag[];
  @Field(() => String, { nullable: true, description: "Release date (YYYY-MM-DD)." })
  releaseDate: string | null;
  @Field(() => Int, { nullable: true, description: "Steam application id." })
  steamAppId: number | null;
  @Field(() => Int, { nullable: true, description: "Steam user score, 0–100." })
  steamScore: number | null;
  @Field(() => Boolean, { description: "Supplied through the prepaidforge integration (read only)." })
  prepaidforge: boolean;
  @Field(() => PricesView, { description: "Publisher's list price per currency (null where unknown)." })
  listPrice: PricesView;
  @Field(() => PricesView, { description: "Best offer price per currency (read only: the offers set it)." })
  bestPrice: PricesView;
  @Field(() => Int, { description: "Keys ready to sell over all offers." })
  stock: number;
  @Field(() => Int, { description: "Offers with stock." })
  offerCount: number;
  @Field(() => Int, { description: "Units sold, all time." })
  salesCount: number;
  @Field(() => ImageView, { description: "Cover image as stored (a generated one until an image is uploaded)." })
  coverImage: ImageView;
  @Field(() => [ImageView], { description: "Gallery images as stored." })
  galleryImages: ImageView[];
  @Field(() => [AdminProductTranslationView], { description: "Texts per language (en, it)." })
  translations: AdminProductTranslationView[];
  @Field(() => Date, { description: "When it was created." })
  createdAt: Date;
  @Field(() => Date, { description: "When it last changed." })
  updatedAt: Date;
}

export const SaveProductResult = resultUnion("SaveProductResult", "A created or edited product, or why not.", AdminProductView, [SlugAlreadyInUseError]);

// ------------------------------------------------------------------ args and inputs

@ArgsType()
export class AdminProductsArgs {
  @Field(() => Int, { defaultValue: 0, description: "Products to skip." })
  @Rule(productAdminRules.skip)
  skip: number = 0;
  @Field(() => Int, { defaultValue: 20, description: `Products to return, 1–${MAX_ADMIN_PRODUCTS_TAKE}.` })
  @Rule(productAdminRules.take)
  take: number = 20;
  @Field(() => String, { nullable: true, description: "Part of the name (any language, any case) or slug, or the exact product id." })
  @Rule(productAdminRules.search)
  search?: string | null;
  @Field(() => ID, { nullable: true, description: "Only products of this category or its subcategories." })
  categoryId?: string | null;
  @Field(() => ID, { nullable: true, description: "Only products of this platform." })
  platformId?: string | null;
  @Field(() => Boolean, { nullable: true, description: "Only shown (true) or hidden (false) products." })
  enabled?: boolean | null;
  @Field(() => PreOrderState, { nullable: true, description: "Only products in this pre-order state." })
  preOrder?: PreOrderState | null;
  @Field(() => Region, { nullable: true, description: "Only products of this activation region." })
  region?: Region | null;
  @Field(() => Boolean, { nullable: true, description: "Only products with keys to sell (true) or without (false)." })
  inStock?: boolean | null;
  @Field(() => AdminProductSort, { defaultValue: AdminProductSort.NAME_ASC, description: "Order." })
  sort: AdminProductSort = AdminProductSort.NAME_ASC;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the names shown and of the name sort." })
  locale: Locale = DEFAULT_LOCALE;
  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency of the price sorts." })
  currency: CurrencyCode = DEFAULT_CURRENCY;
}

@InputType({ description: "A product's texts in one language. On an edit, omitted texts stay as they are." })
export class ProductTranslationInput {
  @Field(() => Locale, { description: "Language (en or it)." })
  locale: Locale;
  @Field(() => String, { description: "Name, 1–200 characters." })
  @Rule(productAdminRules.name)
  name: string;
  @Field(() => String, {
    nullable: true,
    description:
      "Slug: lower-case letters, digits and single dashes, unique in this language; empty: made from the name (and the platform). Omitted on an edit: unchanged. A changed slug keeps redirecting (301).",
  })
  @Rule(productAdminRules.slug)
  slug?: string | null;
  @Field(() => String, { nullable: true, description: "Long description." })
  @Rule(productAdminRules.description)
  description?: string | null;
  @Field(() => String, { nullable: true, description: "One-sentence description." })
  @Rule(productAdminRules.descriptionShort)
  descriptionShort?: string | null;
  @Field(() => String, { nullable: true, description: "SEO title (the name when empty)." })
  @Rule(productAdminRules.metaTitle)
  metaTitle?: string | null;
  @Field(() => String, { nullable: true, description: "SEO description." })
  @Rule(productAdminRules.metaDescription)
  metaDescription?: string | null;
  @Field(() => String, { nullable: true, description: "SEO keywords, comma separated." })
  @Rule(productAdminRules.metaKeywords)
  metaKeywords?: string | null;
  @Field(() => String, { nullable: true, description: "System requirements, one per line." })
  @Rule(productAdminRules.requirements)
  requirements?: string | null;
  @Field(() => String, { nullable: true, description: "Product-specific redemption notes." })
  @Rule(productAdminRules.instructions)
  instructions?: string | null;
  @Field(() => String, { nullable: true, description: "Alternative text of the cover image (the name when empty)." })
  @Rule(productAdminRules.alt)
  alt?: string | null;
  @Field(() => String, { nullable: true, description: "Page heading when it differs from the name." })
  @Rule(productAdminRules.title)
  title?: string | null;
  @Field(() => [String], { nullable: true, description: "Genres in this language (up to 20)." })
  @Rule(productAdminRules.genres)
  genres?: string[] | null;
}

@InputType({ description: "A list price per currency, in decimal amounts; null (or omitted) where unknown." })
export class ProductPricesInput {
  @Field(() => Float, { nullable: true, description: "In euro." })
  @Rule(productAdminRules.price)
  eur?: number | null;
  @Field(() => Float, { nullable: true, description: "In US dollars." })
  @Rule(productAdminRules.price)
  usd?: number | null;
  @Field(() => Float, { nullable: true, description: "In pounds sterling." })
  @Rule(productAdminRules.price)
  gbp?: number | null;
}

/** The facts a product is created with and edited by (both inputs inherit them; not a schema type of its own: nothing references it). */
@InputType()
abstract class ProductFactsInput {
  @Field(() => Boolean, { nullable: true, description: "Shown on the storefront." })
  enabled?: boolean | null;
  @Field(() => String, { nullable: true, description: "Publisher (empty: none)." })
  @Rule(productAdminRules.company)
  publisher?: string | null;
  @Field(() => String, { nullable: true, description: "Developer or maker (empty: none)." })
  @Rule(productAdminRules.company)
  manufacturer?: string | null;
  @Field(() => PreOrderState, { nullable: true, description: "Pre-order state." })
  preOrder?: PreOrderState | null;
  @Field(() => Region, { nullable: true, description: "Activation region." })
  region?: Region | null;
  @Field(() => [ProductTag], { nullable: true, description: "Marketing tags." })
  @Rule(productAdminRules.tags)
  tags?: ProductTag[] | null;
  @Field(() => String, { nullable: true, description: "Release date (YYYY-MM-DD); on an edit, empty clears it." })
  @Rule(productAdminRules.releaseDate.or(z.literal("")))
  releaseDate?: string | null;
  @Field(() => Int, { nullable: true, description: "Steam application id." })
  @Rule(productAdminRules.steamAppId)
  steamAppId?: number | null;
  @Field(() => Int, { nullable: true, description: "Steam user score, 0–100." })
  @Rule(productAdminRules.steamScore)
  steamScore?: number | null;
  @Field(() => ProductPricesInput, { nullable: true, description: "List price per currency (each currency's value replaces the stored one)." })
  listPrice?: ProductPricesInput | null;
}

@InputType({
  description: "A new product: its texts in English and Italian, its placement and its facts. It gets a generated cover until an image is uploaded.",
})
export class CreateProductInput extends ProductFactsInput {
  @Field(() => ID, { description: "Category (see adminCategories)." })
  categoryId: string;
  @Field(() => ID, { description: "Platform (see platforms)." })
  platformId: string;
  @Field(() => [ProductTranslationInput], { description: "Texts in both languages (en and it)." })
  translations: ProductTranslationInput[];
}

@InputType({ description: "Changes to a product; omitted fields stay as they are." })
export class UpdateProductInput extends ProductFactsInput {
  @Field(() => ID, { description: "The product." })
  id: string;
  @Field(() => ID, { nullable: true, description: "Category." })
  categoryId?: string | null;
  @Field(() => ID, { nullable: true, description: "Platform." })
  platformId?: string | null;
  @Field(() => [ProductTranslationInput], { nullable: true, description: "Texts to change, per language." })
  translations?: ProductTranslationInput[] | null;
}

/** Amounts of a list price in minor units. */
export const toMinor = (amount: number | null | undefined): number | null => (amount == null ? null : Math.round(amount * 100));
