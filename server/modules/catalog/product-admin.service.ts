/**
 * Product administration: the admins' catalogue. Rules:
 *  - the list is one statement per page (names, category and platform joined in) plus one count,
 *    whatever the page size; it searches names in every language, slugs and ids, filters by
 *    category (with its subcategories), platform, visibility, pre-order state, region and stock,
 *    and sorts by name, dates, sales, stock or best price;
 *  - every product has a name and a slug in each language (en, it); a slug is unique per
 *    language among live slugs: one asked for and taken is refused (SlugAlreadyInUseError),
 *    an empty one is made from the name and the platform (the first free `base`, `base-2` …);
 *  - a changed slug is kept in product_slug_redirects, so the old URL answers a 301 to the new
 *    one; a live slug always wins over an old one;
 *  - a product lives in a subcategory (its URL is /root/subcategory/slug) on a known platform;
 *  - a new product gets the generated cover product proposals get (the platform band and the
 *    name) until an image is uploaded;
 *  - every write is audited in its transaction. Writes to these tables make the database tell
 *    every process which cached storefront answers to drop (the triggers of CatalogChangeTags
 *    and ProductAdmin), so the storefront shows a change at once.
 * Slug writes take one advisory lock, so two admins cannot take one slug at once.
 */
import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../graphql/context.js";
import { checkPermission, type Permission } from "../../core/auth/index.js";
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import { SqlParams } from "../../db/sql.js";
import { CurrencyCode, Locale, LOCALES, PreOrderState, type ProductTag, type Region } from "../../common/enums.js";
import { toAmount } from "../../common/money.js";
import { localizedPath } from "../../common/routes.js";
import { recordAudit } from "../audit/audit.js";
import { proposalCoverSvg, slugify } from "../sellers/product-proposals.service.js";
import type { StoredImage } from "./catalog.entities.js";
import type { PricesView } from "./catalog.types.js";
import { SlugAlreadyInUseError } from "./category-admin.types.js";
import {
  AdminProductListView,
  AdminProductRowView,
  AdminProductSort,
  AdminProductView,
  toMinor,
  type AdminProductsArgs,
  type CreateProductInput,
  type ProductTranslationInput,
  type UpdateProductInput,
} from "./product-admin.types.js";

/** The one lock every product write that sets slugs takes. */
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('km:product-admin'))`;

const TEXT_FIELDS = [
  ["description", "description"],
  ["descriptionShort", "description_short"],
  ["metaTitle", "meta_title"],
  ["metaDescription", "meta_description"],
  ["metaKeywords", "meta_keywords"],
  ["requirements", "requirements"],
  ["instructions", "instructions"],
  ["alt", "alt"],
  ["title", "title"],
] as const;

function parseId(id: string | number | null | undefined): number | null {
  const s = String(id ?? "");
  if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2 ** 31 - 1) return null;
  return Number(s);
}

function requireId(id: string | number | null | undefined, what: string): number {
  const n = parseId(id);
  if (n == null) throw new NotFoundError(what);
  return n;
}

function allow(ctx: RequestContext, permission: Permission): void {
  const verdict = checkPermission(ctx.role, ctx.user != null, [permission], ctx.apiToken?.scope);
  if (verdict === "unauthenticated") throw new UnauthenticatedError();
  if (verdict === "forbidden") throw new ForbiddenError();
}

/** Each locale at most once; `all` demands every locale. Names trimmed, slugs lower case ("" or null: to be made). */
function checkLocales(translations: readonly ProductTranslationInput[], all: boolean): ProductTranslationInput[] {
  const seen = new Set<Locale>();
  for (const t of translations) {
    if (seen.has(t.locale)) throw new InvalidInputError(`translations: ${t.locale} is given twice`);
    seen.add(t.locale);
  }
  if (all) {
    const missing = LOCALES.filter((l) => !seen.has(l));
    if (missing.length) throw new InvalidInputError(`translations: missing ${missing.join(", ")} (every product needs a name in en and it)`);
  }
  return translations.map((t) => ({ ...t, name: t.name.trim(), slug: t.slug == null ? t.slug : t.slug.trim().toLowerCase() }));
}

const prices = (eur: number | null, usd: number | null, gbp: number | null): PricesView => ({
  eur: eur == null ? null : toAmount(eur),
  usd: usd == null ? null : toAmount(usd),
  gbp: gbp == null ? null : toAmount(gbp),
});

interface ProductRow {
  id: number;
  enabled: boolean;
  category_id: number;
  platform_id: number;
  publisher: string | null;
  manufacturer: string | null;
  pre_order: PreOrderState;
  region: Region;
  tags: ProductTag[];
  release_date: string | null;
  steam_app_id: number | null;
  steam_score: number | null;
  prepaidforge: boolean;
  list_price_eur: number | null;
  list_price_usd: number | null;
  list_price_gbp: number | null;
  best_price_eur: number | null;
  best_price_usd: number | null;
  best_price_gbp: number | null;
  stock: number;
  offer_count: number;
  sales_count: number;
  cover_image: StoredImage;
  gallery_images: StoredImage[];
  created_at: Date;
  updated_at: Date;
}

interface TranslationRow {
  locale: Locale;
  name: string;
  slug: string;
  description: string;
  description_short: string;
  meta_title: string;
  meta_description: string;
  meta_keywords: string;
  requirements: string;
  instructions: string;
  alt: string;
  title: string;
  genres: string[];
}

/** The audited state of a product: what an admin edits (no counters). */
function auditShape(p: AdminProductView) {
  return {
    enabled: p.enabled,
    categoryId: p.categoryId,
    platformId: p.platformId,
    publisher: p.publisher,
    manufacturer: p.manufacturer,
    preOrder: p.preOrder,
    region: p.region,
    tags: p.tags,
    releaseDate: p.releaseDate,
    steamAppId: p.steamAppId,
    steamScore: p.steamScore,
    listPrice: p.listPrice,
    translations: p.translations.map(({ url: _url, oldSlugs: _old, ...t }) => t),
  };
}

export class ProductAdminService {
  // ------------------------------------------------------------------ reading

  /** One page of the catalogue: one statement for the rows, one for the total. */
  async products(ctx: RequestContext, args: AdminProductsArgs): Promise<AdminProductListView> {
    allow(ctx, "products:info");
    const p = new SqlParams();
    const locale = p.add(args.locale);
    const where: string[] = [`${locale}::text IS NOT NULL`];
    let first = "";
    const search = args.search?.trim();
    if (search) {
      const like = p.add(`%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
      const byText = `EXISTS (SELECT 1 FROM product_translations s WHERE s.product_id = p.id AND (s.name ILIKE ${like} OR s.slug ILIKE ${like}))`;
      const id = parseId(search.replace(/^#/, ""));
      if (id != null) {
        const idParam = p.add(id);
        where.push(`(p.id = ${idParam} OR ${byText})`);
        // The product with that id first, then the names that contain the number.
        first = `(p.id = ${idParam}) DESC, `;
      } else where.push(byText);
    }
    if (args.categoryId != null) {
      const id = parseId(args.categoryId);
      if (id == null) throw new InvalidInputError("categoryId must be a category id");
      where.push(`p.category_id IN (SELECT d.id FROM categories c JOIN categories d ON d.path LIKE c.path || '%' WHERE c.id = ${p.add(id)})`);
    }
    if (args.platformId != null) {
      const id = parseId(args.platformId);
      if (id == null) throw new InvalidInputError("platformId must be a platform id");
      where.push(`p.platform_id = ${p.add(id)}`);
    }
    if (args.enabled != null) where.push(`p.enabled = ${p.add(args.enabled)}`);
    if (args.preOrder != null) where.push(`p.pre_order = ${p.add(args.preOrder)}`);
    if (args.region != null) where.push(`p.region = ${p.add(args.region)}`);
    if (args.inStock != null) where.push(args.inStock ? `p.stock > 0` : `p.stock = 0`);
    const filter = where.join(" AND ");
    const values = [...p.values];
    const rows: (ProductRow & { name: string; slug: string; category_name: string; platform_name: string })[] = await ctx.manager.query(
      `SELECT p.id, t.name, t.slug, p.category_id, coalesce(ct.name, '') AS category_name, p.platform_id, pl.name AS platform_name,
              p.enabled, p.pre_order, p.region, p.tags, p.stock, p.offer_count, p.sales_count,
              p.best_price_eur, p.best_price_usd, p.best_price_gbp, p.cover_image, p.created_at, p.updated_at
         FROM products p
         JOIN product_translations t ON t.product_id = p.id AND t.locale = ${locale}
         JOIN platforms pl ON pl.id = p.platform_id
         LEFT JOIN category_translations ct ON ct.category_id = p.category_id AND ct.locale = ${locale}
        WHERE ${filter}
        ORDER BY ${first}${this.orderBy(args.sort, args.currency)}
       OFFSET ${p.add(args.skip)} LIMIT ${p.add(args.take)}`,
      p.values,
    );
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM products p WHERE ${filter}`, values);
    return Object.assign(new AdminProductListView(), {
      totalItems: n,
      items: rows.map((r) =>
        Object.assign(new AdminProductRowView(), {
          id: String(r.id),
          name: r.name,
          slug: r.slug,
          categoryId: String(r.category_id),
          categoryName: r.category_name,
          platformId: String(r.platform_id),
          platformName: r.platform_name,
          enabled: r.enabled,
          preOrder: r.pre_order,
          region: r.region,
          tags: r.tags,
          stock: r.stock,
          offerCount: r.offer_count,
          salesCount: r.sales_count,
          bestPrice: prices(r.best_price_eur, r.best_price_usd, r.best_price_gbp),
          coverImage: r.cover_image,
          createdAt: r.created_at,
          updatedAt: r.updated_at,
        }),
      ),
    });
  }

  private orderBy(sort: AdminProductSort, currency: CurrencyCode): string {
    const best = `p.best_price_${currency === CurrencyCode.USD ? "usd" : currency === CurrencyCode.GBP ? "gbp" : "eur"}`;
    switch (sort) {
      case AdminProductSort.NAME_DESC:
        return `lower(t.name) DESC, p.id DESC`;
      case AdminProductSort.NEWEST:
        return `p.created_at DESC, p.id DESC`;
      case AdminProductSort.OLDEST:
        return `p.created_at, p.id`;
      case AdminProductSort.UPDATED:
        return `p.updated_at DESC, p.id DESC`;
      case AdminProductSort.BESTSELLING:
        return `p.sales_count DESC, p.id`;
      case AdminProductSort.STOCK_DESC:
        return `p.stock DESC, p.id`;
      case AdminProductSort.STOCK_ASC:
        return `p.stock, p.id`;
      case AdminProductSort.PRICE_ASC:
        return `${best} ASC NULLS LAST, p.id`;
      case AdminProductSort.PRICE_DESC:
        return `${best} DESC NULLS LAST, p.id`;
      default:
        return `lower(t.name), p.id`;
    }
  }

  /** One product with everything an admin edits; an unknown id is NOT_FOUND. */
  async product(ctx: RequestContext, id: string | number): Promise<AdminProductView> {
    allow(ctx, "products:info");
    return this.load(ctx.manager, requireId(id, "Product"));
  }

  private async load(m: EntityManager, id: number): Promise<AdminProductView> {
    const [row]: ProductRow[] = await m.query(
      `SELECT id, enabled, category_id, platform_id, publisher, manufacturer, pre_order, region, tags,
              to_char(release_date, 'YYYY-MM-DD') AS release_date, steam_app_id, steam_score, prepaidforge,
              list_price_eur, list_price_usd, list_price_gbp, best_price_eur, best_price_usd, best_price_gbp,
              stock, offer_count, sales_count, cover_image, gallery_images, created_at, updated_at
         FROM products WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundError("Product");
    const texts: TranslationRow[] = await m.query(
      `SELECT locale, name, slug, description, description_short, meta_title, meta_description, meta_keywords,
              requirements, instructions, alt, title, genres
         FROM product_translations WHERE product_id = $1 ORDER BY locale`,
      [id],
    );
    const old: { locale: Locale; slug: string }[] = await m.query(
      `SELECT locale, slug FROM product_slug_redirects WHERE product_id = $1 ORDER BY created_at DESC, slug`,
      [id],
    );
    // The category's path in each language: its ancestors' slugs, root first.
    const paths: { locale: Locale; slugs: string[] }[] = await m.query(
      `SELECT ct.locale, array_agg(ct.slug ORDER BY c.depth) AS slugs
         FROM categories c JOIN category_translations ct ON ct.category_id = c.id
        WHERE c.id IN (SELECT unnest(string_to_array(trim(both '/' from path), '/'))::int FROM categories WHERE id = $1)
        GROUP BY ct.locale`,
      [row.category_id],
    );
    return Object.assign(new AdminProductView(), {
      id: String(row.id),
      enabled: row.enabled,
      categoryId: String(row.category_id),
      platformId: String(row.platform_id),
      publisher: row.publisher,
      manufacturer: row.manufacturer,
      preOrder: row.pre_order,
      region: row.region,
      tags: row.tags,
      releaseDate: row.release_date,
      steamAppId: row.steam_app_id,
      steamScore: row.steam_score,
      prepaidforge: row.prepaidforge,
      listPrice: prices(row.list_price_eur, row.list_price_usd, row.list_price_gbp),
      bestPrice: prices(row.best_price_eur, row.best_price_usd, row.best_price_gbp),
      stock: row.stock,
      offerCount: row.offer_count,
      salesCount: row.sales_count,
      coverImage: row.cover_image,
      galleryImages: row.gallery_images,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      translations: texts.map((t) => ({
        locale: t.locale,
        name: t.name,
        slug: t.slug,
        description: t.description,
        descriptionShort: t.description_short,
        metaTitle: t.meta_title,
        metaDescription: t.meta_description,
        metaKeywords: t.meta_keywords,
        requirements: t.requirements,
        instructions: t.instructions,
        alt: t.alt,
        title: t.title,
        genres: t.genres,
        url: localizedPath(t.locale, [...(paths.find((x) => x.locale === t.locale)?.slugs ?? []), t.slug]),
        oldSlugs: old.filter((o) => o.locale === t.locale).map((o) => o.slug),
      })),
    });
  }

  // ------------------------------------------------------------------ writing

  /** Creates a product with its texts in every language and a generated cover; a slug taken in a language is refused before any write. */
  async createProduct(ctx: RequestContext, input: CreateProductInput): Promise<AdminProductView | SlugAlreadyInUseError> {
    allow(ctx, "products:add");
    const translations = checkLocales(input.translations, true);
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const categoryId = await this.categoryId(m, input.categoryId);
      const platform = await this.platform(m, input.platformId);
      const slugs = await this.slugs(m, translations, null, platform.name);
      if (slugs instanceof SlugAlreadyInUseError) return slugs;
      const list = input.listPrice ?? {};
      const [row] = await m.query(
        `INSERT INTO products (category_id, platform_id, publisher, manufacturer, pre_order, region, tags, release_date,
                               steam_app_id, steam_score, list_price_eur, list_price_usd, list_price_gbp, enabled, cover_image)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, '{}'::jsonb) RETURNING id`,
        [
          categoryId,
          platform.id,
          input.publisher?.trim() || null,
          input.manufacturer?.trim() || null,
          input.preOrder ?? PreOrderState.None,
          input.region ?? "GLOBAL",
          [...new Set(input.tags ?? [])],
          input.releaseDate || null,
          input.steamAppId ?? null,
          input.steamScore ?? null,
          toMinor(list.eur),
          toMinor(list.usd),
          toMinor(list.gbp),
          input.enabled ?? true,
        ],
      );
      const id: number = row.id;
      const en = translations.find((t) => t.locale === Locale.en)!;
      // The generated cover of accepted proposals, until an image is uploaded.
      const cover: StoredImage = { src: `/media/covers/${id}.svg`, width: 600, height: 800, alt: en.alt?.trim() || en.name };
      await m.query(
        `INSERT INTO media_assets (key, content_type, body, width, height) VALUES ($1, 'image/svg+xml', convert_to($2, 'UTF8'), 600, 800)
         ON CONFLICT (key) DO UPDATE SET content_type = EXCLUDED.content_type, body = EXCLUDED.body, width = 600, height = 800`,
        [`covers/${id}.svg`, proposalCoverSvg(en.name, platform.name)],
      );
      await m.query(`UPDATE products SET cover_image = $2::jsonb WHERE id = $1`, [id, JSON.stringify(cover)]);
      for (const t of translations) await this.writeTranslation(m, id, t, slugs.get(t.locale)!, null);
      const after = await this.load(m, id);
      await recordAudit(tx, {
        action: "product.create",
        targetType: "product",
        targetId: id,
        summary: `Created product ${id} "${en.name}"`,
        before: null,
        after: auditShape(after),
      });
      return after;
    });
  }

  /** Edits a product: texts per language (a changed slug keeps redirecting), placement, facts, list prices, visibility. */
  async updateProduct(ctx: RequestContext, input: UpdateProductInput): Promise<AdminProductView | SlugAlreadyInUseError> {
    allow(ctx, "products:edit");
    const id = requireId(input.id, "Product");
    const translations = checkLocales(input.translations ?? [], false);
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const [locked] = await m.query(`SELECT id FROM products WHERE id = $1 FOR UPDATE`, [id]);
      if (!locked) throw new NotFoundError("Product");
      const before = await this.load(m, id);
      // Its current category stays acceptable even when hidden meanwhile; a move is checked.
      const categoryId =
        input.categoryId != null && input.categoryId !== before.categoryId ? await this.categoryId(m, input.categoryId) : Number(before.categoryId);
      const platform = await this.platform(m, input.platformId ?? before.platformId);
      const slugs = await this.slugs(m, translations, before, platform.name);
      if (slugs instanceof SlugAlreadyInUseError) return slugs;
      const keep = <T>(value: T | null | undefined, current: T): T => (value == null ? current : value);
      const nullable = <T>(value: T | null | undefined, current: T | null): T | null => (value === undefined ? current : value === "" ? null : (value ?? null));
      const list = input.listPrice;
      const price = (c: "eur" | "usd" | "gbp") => (list == null || list[c] === undefined ? toMinor(before.listPrice[c]) : toMinor(list[c]));
      await m.query(
        `UPDATE products SET category_id = $2, platform_id = $3, publisher = $4, manufacturer = $5, pre_order = $6, region = $7,
                tags = $8, release_date = $9, steam_app_id = $10, steam_score = $11, list_price_eur = $12, list_price_usd = $13,
                list_price_gbp = $14, enabled = $15, updated_at = now()
          WHERE id = $1`,
        [
          id,
          categoryId,
          platform.id,
          nullable(input.publisher?.trim(), before.publisher),
          nullable(input.manufacturer?.trim(), before.manufacturer),
          keep(input.preOrder, before.preOrder),
          keep(input.region, before.region),
          input.tags == null ? before.tags : [...new Set(input.tags)],
          nullable(input.releaseDate, before.releaseDate),
          nullable(input.steamAppId, before.steamAppId),
          nullable(input.steamScore, before.steamScore),
          price("eur"),
          price("usd"),
          price("gbp"),
          keep(input.enabled, before.enabled),
        ],
      );
      for (const t of translations) {
        const current = before.translations.find((c) => c.locale === t.locale) ?? null;
        await this.writeTranslation(m, id, t, slugs.get(t.locale)!, current);
      }
      const after = await this.load(m, id);
      const name = after.translations.find((t) => t.locale === Locale.en)?.name ?? "";
      const renamed = after.translations.filter((t) => t.slug !== before.translations.find((b) => b.locale === t.locale)?.slug);
      await recordAudit(tx, {
        action: "product.update",
        targetType: "product",
        targetId: id,
        summary:
          `Edited product ${id} "${name}"` +
          (renamed.length ? `; new slug ${renamed.map((t) => `${t.locale}: ${t.slug}`).join(", ")} (old URLs redirect)` : ""),
        before: auditShape(before),
        after: auditShape(after),
      });
      return after;
    });
  }

  // ------------------------------------------------------------------ helpers

  /** Writes one language's texts; a changed slug leaves its old one redirecting, a slug taken live stops redirecting elsewhere. */
  private async writeTranslation(
    m: EntityManager,
    id: number,
    t: ProductTranslationInput,
    slug: string,
    current: AdminProductView["translations"][number] | null,
  ): Promise<void> {
    if (current && current.slug !== slug) {
      await m.query(
        `INSERT INTO product_slug_redirects (locale, slug, product_id) VALUES ($1, $2, $3)
         ON CONFLICT (locale, slug) DO UPDATE SET product_id = EXCLUDED.product_id, created_at = now()`,
        [t.locale, current.slug, id],
      );
    }
    // Omitted texts: unchanged on an edit, empty when new. The heading, the SEO title and the alt
    // text are the name when empty, and follow it while they are (the storefront shows them as they are).
    const named = (key: string) => key === "title" || key === "metaTitle" || key === "alt";
    const values = TEXT_FIELDS.map(([key]) => {
      const v = t[key]?.trim();
      if (v) return v;
      if (v == null && current) return named(key) && current[key] === current.name ? t.name : current[key];
      return named(key) ? t.name : "";
    });
    const genres = t.genres == null ? (current?.genres ?? []) : [...new Set(t.genres.map((g) => g.trim()).filter(Boolean))];
    await m.query(
      `INSERT INTO product_translations (product_id, locale, name, slug, ${TEXT_FIELDS.map(([, c]) => c).join(", ")}, genres)
       VALUES ($1, $2, $3, $4, ${TEXT_FIELDS.map((_, i) => `$${i + 5}`).join(", ")}, $${TEXT_FIELDS.length + 5})
       ON CONFLICT (product_id, locale) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug,
         ${TEXT_FIELDS.map(([, c]) => `${c} = EXCLUDED.${c}`).join(", ")}, genres = EXCLUDED.genres`,
      [id, t.locale, t.name, slug, ...values, genres],
    );
    await m.query(`DELETE FROM product_slug_redirects WHERE locale = $1 AND slug = $2`, [t.locale, slug]);
  }

  /**
   * The slug of each language written: the one asked for (refused when another product has it
   * live), the current one when omitted on an edit, or one made from the name and the platform.
   */
  private async slugs(
    m: EntityManager,
    translations: readonly ProductTranslationInput[],
    current: AdminProductView | null,
    platformName: string,
  ): Promise<Map<Locale, string> | SlugAlreadyInUseError> {
    const self = current ? Number(current.id) : null;
    const out = new Map<Locale, string>();
    for (const t of translations) {
      const existing = current?.translations.find((c) => c.locale === t.locale)?.slug;
      if (t.slug == null && existing) {
        out.set(t.locale, existing);
      } else if (t.slug) {
        const [taken] = await m.query(`SELECT 1 FROM product_translations WHERE locale = $1 AND slug = $2 AND product_id IS DISTINCT FROM $3`, [
          t.locale,
          t.slug,
          self,
        ]);
        if (taken) return new SlugAlreadyInUseError(t.locale, t.slug);
        out.set(t.locale, t.slug);
      } else {
        const name = slugify(t.name);
        const platform = slugify(platformName);
        const base = `-${name}-`.includes(`-${platform}-`) ? name : slugify(`${t.name} ${platformName}`);
        out.set(t.locale, await this.freeSlug(m, t.locale, base, self));
      }
    }
    return out;
  }

  /** `base`, or `base-2`, `base-3` …: the first slug no other product has, live or old, in the language. */
  private async freeSlug(m: EntityManager, locale: Locale, base: string, self: number | null): Promise<string> {
    const like = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}-%`;
    const taken = new Set<string>(
      (
        await m.query(
          `SELECT slug FROM product_translations WHERE locale = $1 AND (slug = $2 OR slug LIKE $3) AND product_id IS DISTINCT FROM $4
           UNION SELECT slug FROM product_slug_redirects WHERE locale = $1 AND (slug = $2 OR slug LIKE $3) AND product_id IS DISTINCT FROM $4`,
          [locale, base, like, self],
        )
      ).map((r: { slug: string }) => r.slug),
    );
    if (!taken.has(base)) return base;
    for (let i = 2; ; i++) if (!taken.has(`${base}-${i}`)) return `${base}-${i}`;
  }

  /** A subcategory that exists and is shown: product URLs are /category/subcategory/product. */
  private async categoryId(m: EntityManager, id: string): Promise<number> {
    const n = parseId(id);
    const [c] = n == null ? [] : await m.query(`SELECT id, depth, enabled FROM categories WHERE id = $1`, [n]);
    if (!c) throw new InvalidInputError("categoryId must be a category id (see adminCategories)");
    if (c.depth !== 1) throw new InvalidInputError("categoryId must be a subcategory (product URLs are /category/subcategory/product)");
    if (!c.enabled) throw new InvalidInputError("categoryId: the category is hidden from the storefront; show it first or choose another");
    return n!;
  }

  private async platform(m: EntityManager, id: string): Promise<{ id: number; name: string }> {
    const n = parseId(id);
    const [pl] = n == null ? [] : await m.query(`SELECT id, name FROM platforms WHERE id = $1`, [n]);
    if (!pl) throw new InvalidInputError("platformId must be a platform id (see platforms)");
    return pl;
  }
}
