/**
 * Catalogue tables. Texts that differ per language live in *_translations rows keyed by
 * (owner, locale), so a third language is a data change, not a schema change.
 * Columns maintained by database triggers (stock, best prices) are read-only here.
 */
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryColumn,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
  type Relation,
} from "typeorm";
import { EnabledState, Locale, PreOrderState, ProductTag, Region } from "../../common/enums.js";
import { SellerProfile } from "../sellers/seller-profile.entity.js";

/** An image as stored: a path under /images or an absolute URL, with its natural size. */
export interface StoredImage {
  src: string;
  width: number;
  height: number;
  alt?: string;
}

@Entity("macrocategories")
export class Macrocategory {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("integer", { default: 0 })
  position: number;

  @Column("boolean", { default: true })
  enabled: boolean;
}

@Entity("macrocategory_translations")
@Check("chk_macrocategory_translations_locale", `"locale" IN ('en', 'it')`)
@Index(["locale", "slug"], { unique: true })
export class MacrocategoryTranslation {
  @PrimaryColumn("integer")
  macrocategoryId: number;

  @PrimaryColumn("text")
  locale: Locale;

  @ManyToOne(() => Macrocategory, { onDelete: "CASCADE" })
  @JoinColumn({ name: "macrocategory_id" })
  macrocategory?: Relation<Macrocategory>;

  @Column("text")
  name: string;

  @Column("text")
  slug: string;
}

@Entity("categories")
@Index(["parentId", "position"])
@Index("idx_categories_path", { synchronize: false }) // text_pattern_ops for descendant LIKE
export class Category {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("integer", { nullable: true })
  parentId: number | null;

  @ManyToOne(() => Category, { onDelete: "RESTRICT", nullable: true })
  @JoinColumn({ name: "parent_id" })
  parent?: Relation<Category> | null;

  @Column("integer", { nullable: true })
  macrocategoryId: number | null;

  @ManyToOne(() => Macrocategory, { onDelete: "SET NULL", nullable: true })
  @JoinColumn({ name: "macrocategory_id" })
  macrocategory?: Relation<Macrocategory> | null;

  @Column("integer", { default: 0 })
  position: number;

  /** Materialised path of ids, "/1/7/", so descendants are one indexed LIKE away. */
  @Column("text")
  path: string;

  @Column("smallint", { default: 0 })
  depth: number;

  @Column("boolean", { default: true })
  enabled: boolean;
}

@Entity("category_translations")
@Check("chk_category_translations_locale", `"locale" IN ('en', 'it')`)
@Index(["locale", "slug"], { unique: true })
export class CategoryTranslation {
  @PrimaryColumn("integer")
  categoryId: number;

  @PrimaryColumn("text")
  locale: Locale;

  @ManyToOne(() => Category, { onDelete: "CASCADE" })
  @JoinColumn({ name: "category_id" })
  category?: Relation<Category>;

  @Column("text")
  name: string;

  /** Unique per locale; a category's URL is its ancestors' slugs joined by "/". */
  @Column("text")
  slug: string;

  @Column("text", { default: "" })
  description: string;

  @Column("text", { default: "" })
  metaTitle: string;

  @Column("text", { default: "" })
  metaDescription: string;
}

@Entity("platforms")
export class Platform {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  /** Language-neutral slug (steam, ps5 …). */
  @Column("text", { unique: true })
  slug: string;

  @Column("text")
  name: string;

  /** pc, console or store: used for grouping in menus. */
  @Column("text")
  family: string;

  @Column("integer", { default: 0 })
  position: number;
}

@Entity("platform_translations")
@Check("chk_platform_translations_locale", `"locale" IN ('en', 'it')`)
export class PlatformTranslation {
  @PrimaryColumn("integer")
  platformId: number;

  @PrimaryColumn("text")
  locale: Locale;

  @ManyToOne(() => Platform, { onDelete: "CASCADE" })
  @JoinColumn({ name: "platform_id" })
  platform?: Relation<Platform>;

  /** Step-by-step activation guide, one step per line. */
  @Column("text")
  activationGuide: string;
}

@Entity("products")
@Check("chk_products_pre_order", `"pre_order" IN (0, 1, 2)`)
@Check("chk_products_tags", `"tags" <@ ARRAY['Exclusive', 'New']::text[]`)
@Check("chk_products_region", `"region" IN ('GLOBAL', 'EUROPE', 'NORTH_AMERICA', 'UNITED_KINGDOM', 'ITALY')`)
@Check("chk_products_list_prices", `coalesce("list_price_eur", 1) > 0 AND coalesce("list_price_usd", 1) > 0 AND coalesce("list_price_gbp", 1) > 0`)
@Index(["categoryId"])
@Index(["platformId"])
@Index(["releaseDate"])
// Composite indexes matching each sort's ORDER BY exactly, so a page is an index scan
// that stops after `take` rows (see the CatalogIntegrity migration):
@Index("idx_products_relevance", { synchronize: false }) // ((stock > 0) DESC, sales_count DESC, id)
@Index("idx_products_bestselling", { synchronize: false }) // (sales_count DESC, id)
@Index("idx_products_trending", { synchronize: false }) // (recent_sales_count DESC, sales_count DESC, id)
@Index("idx_products_newest", { synchronize: false }) // (created_at DESC, id DESC)
@Index("idx_products_price_eur_asc", { synchronize: false }) // (best_price_eur ASC NULLS LAST, id), same for usd/gbp
@Index("idx_products_price_eur_desc", { synchronize: false }) // (best_price_eur DESC NULLS LAST, id), same for usd/gbp
@Index("idx_products_price_usd_asc", { synchronize: false })
@Index("idx_products_price_usd_desc", { synchronize: false })
@Index("idx_products_price_gbp_asc", { synchronize: false })
@Index("idx_products_price_gbp_desc", { synchronize: false })
@Index("idx_products_tags", { synchronize: false }) // GIN (tags)
@Index("idx_products_in_stock", { synchronize: false }) // partial: stock > 0
export class Product {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("integer")
  categoryId: number;

  @ManyToOne(() => Category, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "category_id" })
  category?: Relation<Category>;

  @Column("integer")
  platformId: number;

  @ManyToOne(() => Platform, { onDelete: "RESTRICT" })
  @JoinColumn({ name: "platform_id" })
  platform?: Relation<Platform>;

  @Column("text", { nullable: true })
  publisher: string | null;

  /** Developer or maker. */
  @Column("text", { nullable: true })
  manufacturer: string | null;

  @Column("integer", { nullable: true })
  steamAppId: number | null;

  /** Steam user score, 0–100. */
  @Column("smallint", { nullable: true })
  steamScore: number | null;

  @Column("text", { default: Region.GLOBAL })
  region: Region;

  @Column("text", { array: true, default: () => "'{}'" })
  tags: ProductTag[];

  @Column("smallint", { default: PreOrderState.None })
  preOrder: PreOrderState;

  /** Supplied through the prepaidforge integration. */
  @Column("boolean", { default: false })
  prepaidforge: boolean;

  @Column("date", { nullable: true })
  releaseDate: string | null;

  @Column("jsonb")
  coverImage: StoredImage;

  @Column("jsonb", { default: () => "'[]'" })
  galleryImages: StoredImage[];

  /** Rating badges (PEGI/ESRB art) as images. */
  @Column("jsonb", { default: () => "'[]'" })
  igdbRatingCovers: StoredImage[];

  /** Publisher's list price per currency in minor units; null when unknown. */
  @Column("integer", { nullable: true })
  listPriceEur: number | null;

  @Column("integer", { nullable: true })
  listPriceUsd: number | null;

  @Column("integer", { nullable: true })
  listPriceGbp: number | null;

  /** Units sold, all time (bestselling sort). */
  @Column("integer", { default: 0 })
  salesCount: number;

  /** Units sold in the last 30 days (trending list). */
  @Column("integer", { default: 0 })
  recentSalesCount: number;

  @Column("boolean", { default: true })
  enabled: boolean;

  // ---- maintained by triggers from offers (read-only for the application) ----
  @Column({ type: "integer", nullable: true, insert: false, update: false })
  bestPriceEur: number | null;

  @Column({ type: "integer", nullable: true, insert: false, update: false })
  bestPriceUsd: number | null;

  @Column({ type: "integer", nullable: true, insert: false, update: false })
  bestPriceGbp: number | null;

  @Column({ type: "integer", default: 0, insert: false, update: false })
  stock: number;

  @Column({ type: "integer", default: 0, insert: false, update: false })
  offerCount: number;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** Text-search config per locale, so Italian words are stemmed as Italian. */
const SEARCH_CONFIG = "CASE WHEN locale = 'it' THEN 'italian'::regconfig ELSE 'english'::regconfig END";

@Entity("product_translations")
@Check("chk_product_translations_locale", `"locale" IN ('en', 'it')`)
@Index(["locale", "slug"], { unique: true })
@Index("idx_product_translations_search", { synchronize: false }) // GIN (search_vector), see migrations
@Index("idx_product_translations_name_trgm", { synchronize: false }) // GIN trigram on name, typo-tolerant search
export class ProductTranslation {
  @PrimaryColumn("integer")
  productId: number;

  @PrimaryColumn("text")
  locale: Locale;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  @Column("text")
  name: string;

  @Column("text")
  slug: string;

  @Column("text", { default: "" })
  description: string;

  @Column("text", { default: "" })
  descriptionShort: string;

  @Column("text", { default: "" })
  metaTitle: string;

  @Column("text", { default: "" })
  metaDescription: string;

  @Column("text", { default: "" })
  metaKeywords: string;

  /** System requirements (games and software); empty for cards and accounts. */
  @Column("text", { default: "" })
  requirements: string;

  /** How to redeem, product-specific; the platform guide covers the general case. */
  @Column("text", { default: "" })
  instructions: string;

  /** Alt text of the cover image. */
  @Column("text", { default: "" })
  alt: string;

  /** Page heading when it differs from the name. */
  @Column("text", { default: "" })
  title: string;

  @Column("text", { array: true, default: () => "'{}'" })
  genres: string[];

  /** Weighted full-text vector (name A, keywords B, short description C), stemmed per locale. */
  @Column({
    type: "tsvector",
    select: false,
    insert: false,
    update: false,
    generatedType: "STORED",
    asExpression:
      `setweight(to_tsvector(${SEARCH_CONFIG}, coalesce(name, '')), 'A') || ` +
      `setweight(to_tsvector(${SEARCH_CONFIG}, coalesce(meta_keywords, '')), 'B') || ` +
      `setweight(to_tsvector(${SEARCH_CONFIG}, coalesce(description_short, '')), 'C')`,
  })
  searchVector: string;
}

/** Auto-pricing's settings are complete and the price lies between the floor and the seller's own price. */
const AUTO_PRICING_CHECK = `NOT "auto_pricing" OR ("floor_price_eur" > 0 AND "floor_price_usd" > 0 AND "floor_price_gbp" > 0 AND "own_price_eur" >= "floor_price_eur" AND "own_price_usd" >= "floor_price_usd" AND "own_price_gbp" >= "floor_price_gbp" AND "price_eur" BETWEEN "floor_price_eur" AND "own_price_eur" AND "price_usd" BETWEEN "floor_price_usd" AND "own_price_usd" AND "price_gbp" BETWEEN "floor_price_gbp" AND "own_price_gbp")`;

@Entity("offers")
@Check("chk_offers_prices", `"price_eur" > 0 AND "price_usd" > 0 AND "price_gbp" > 0`)
@Check("chk_offers_state", `"state" BETWEEN 0 AND 3`)
@Check("chk_offers_stock", `"stock" >= 0`)
@Check("chk_offers_max_per_order", `"max_per_order" IS NULL OR "max_per_order" BETWEEN 1 AND 5`)
@Check("chk_offers_seller_state", `"seller_state" BETWEEN 0 AND 3`)
@Check("chk_offers_auto_pricing", AUTO_PRICING_CHECK)
@Index(["productId", "sellerId"], { unique: true })
@Index(["sellerId"])
@Index("idx_offers_low_stock", ["stock", "id"], { where: `"enabled" AND "state" = 0 AND "seller_state" = 0` }) // the admin dashboard's low stock
@Index("idx_offers_auto_pricing", { synchronize: false }) // (product_id) WHERE auto_pricing: the competition trigger's probe
export class Offer {
  @PrimaryGeneratedColumn("identity", { generatedIdentity: "ALWAYS" })
  id: number;

  @Column("integer")
  productId: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id" })
  product?: Relation<Product>;

  @Column("integer")
  sellerId: number;

  @ManyToOne(() => SellerProfile, { onDelete: "CASCADE" })
  @JoinColumn({ name: "seller_id" })
  seller?: Relation<SellerProfile>;

  /** Price per currency in minor units (cents/pence). */
  @Column("integer")
  priceEur: number;

  @Column("integer")
  priceUsd: number;

  @Column("integer")
  priceGbp: number;

  @Column("smallint", { default: EnabledState.Enabled })
  state: EnabledState;

  /**
   * The seller shop's state (seller_profiles.state), copied by triggers (SellerApproval
   * migration) so that "sellable" stays a condition on the offer row alone: an offer is shown
   * and sold only when `enabled AND state = 0 AND seller_state = 0` (catalog.sql.ts sellableOffer).
   */
  @Column({ type: "smallint", default: EnabledState.Enabled, insert: false, update: false })
  sellerState: EnabledState;

  /** Seller's own on/off switch (1/0). */
  @Column("boolean", { default: true })
  enabled: boolean;

  /** The seller's own per-order maximum (under the shop's cap of 5); null: no own maximum. */
  @Column("smallint", { nullable: true })
  maxPerOrder: number | null;

  /** Usable keys (Available + Using); maintained by triggers on product_keys. */
  @Column({ type: "integer", default: 0, insert: false, update: false })
  stock: number;

  @Column("integer", { default: 0 })
  salesCount: number;

  /**
   * Automatic pricing (migration SellerOffers): a job keeps the offer 0.01 under the cheapest
   * competing offer, never under `floorPrice*` and never over `ownPrice*` (the seller's own
   * price). Off: the floors and own prices are null and `price*` is the seller's own.
   */
  @Column("boolean", { default: false })
  autoPricing: boolean;

  @Column("integer", { nullable: true })
  floorPriceEur: number | null;

  @Column("integer", { nullable: true })
  floorPriceUsd: number | null;

  @Column("integer", { nullable: true })
  floorPriceGbp: number | null;

  @Column("integer", { nullable: true })
  ownPriceEur: number | null;

  @Column("integer", { nullable: true })
  ownPriceUsd: number | null;

  @Column("integer", { nullable: true })
  ownPriceGbp: number | null;

  /** The `offer_competition` version of its product this offer was last repriced for. */
  @Column("bigint", { default: 0 })
  repricedVersion: string;

  @CreateDateColumn({ type: "timestamptz" })
  createdAt: Date;

  @UpdateDateColumn({ type: "timestamptz" })
  updatedAt: Date;
}

/** A version per product with auto-priced offers, bumped by the offers trigger on each competing change. */
@Entity("offer_competition")
export class OfferCompetition {
  @PrimaryColumn("integer", { primaryKeyConstraintName: "PK_offer_competition" })
  productId: number;

  @ManyToOne(() => Product, { onDelete: "CASCADE" })
  @JoinColumn({ name: "product_id", foreignKeyConstraintName: "FK_offer_competition_product" })
  product?: Relation<Product>;

  @Column("bigint", { default: 1 })
  version: string;

  @Column("timestamptz", { default: () => "now()" })
  changedAt: Date;
}

/** Site-wide settings shown publicly (trustpilot score, payment methods). */
@Entity("settings")
export class Setting {
  @PrimaryColumn("text")
  key: string;

  @Column("jsonb")
  value: unknown;
}
