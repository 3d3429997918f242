/**
 * Category administration: admins create, edit, reorder and delete categories and
 * macrocategories. Rules:
 *  - every category and macrocategory has a name and a slug in each language (en, it); a slug
 *    is unique per language among live slugs; a root category's slug is never a reserved first
 *    URL segment (login, cart, api …);
 *  - the tree has two levels (the storefront's URLs are /root/child): a new category is a root
 *    or a child of a root, and only a category without subcategories moves under another root;
 *  - a changed slug (and, on deletion with a target, the deleted category's slugs) is kept in
 *    category_slug_redirects so the old URL answers a 301 to the new one;
 *  - a category with products or proposals is deleted only with a target category that
 *    receives them, in the same transaction; one with subcategories only together with them;
 *  - positions are renumbered 0..n-1 among siblings on every placement.
 * Every write takes one advisory lock, so concurrent structure edits queue instead of racing
 * on slugs or positions. Writes to these tables make the database tell every process to drop
 * its cached storefront answers (triggers of CatalogChangeTags and CategoryAdmin).
 */
import type { EntityManager } from "typeorm";
import type { RequestContext } from "../../graphql/context.js";
import { checkPermission, type Permission } from "../../core/auth/index.js";
import { ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { changeSummary } from "../audit/audit-diff.js";
import { Locale, LOCALES } from "../../common/enums.js";
import { isReservedSlug, localizedPath } from "../../common/routes.js";
import {
  AdminCategoryView,
  AdminMacrocategoryView,
  CategoryInUseError,
  DeletedCategoriesView,
  DeletedMacrocategoriesView,
  MacrocategoryInUseError,
  MoveDirection,
  SlugAlreadyInUseError,
  type CategoryTranslationInput,
  type CreateCategoryInput,
  type CreateMacrocategoryInput,
  type DeleteCategoriesInput,
  type DeleteMacrocategoriesInput,
  type MacrocategoryTranslationInput,
  type MoveCategoryInput,
  type UpdateCategoryInput,
  type UpdateMacrocategoryInput,
} from "./category-admin.types.js";

/** The one lock every category and macrocategory write takes (slugs, positions, structure). */
const LOCK = `SELECT pg_advisory_xact_lock(hashtext('km:category-admin'))`;

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

/** Each locale at most once; `all` demands every locale. Slugs are normalised to lower case. */
function checkLocales<T extends { locale: Locale; name: string; slug: string }>(translations: readonly T[], all: boolean): T[] {
  const seen = new Set<Locale>();
  for (const t of translations) {
    if (seen.has(t.locale)) throw new InvalidInputError(`translations: ${t.locale} is given twice`);
    seen.add(t.locale);
  }
  if (all) {
    const missing = LOCALES.filter((l) => !seen.has(l));
    if (missing.length) throw new InvalidInputError(`translations: missing ${missing.join(", ")} (every category needs a name and a slug in en and it)`);
  }
  return translations.map((t) => ({ ...t, name: t.name.trim(), slug: t.slug.trim().toLowerCase() }));
}

/** The English (else any) name of a category or macrocategory snapshot. */
function nameOf(snapshot: Record<string, unknown>): string {
  const texts = (snapshot.en ?? snapshot.it) as { name?: string } | undefined;
  return texts?.name ?? "";
}

interface CategoryRow {
  id: number;
  parent_id: number | null;
  macrocategory_id: number | null;
  position: number;
  depth: number;
  enabled: boolean;
}

export class CategoryAdminService {
  // ------------------------------------------------------------------ reading

  /** Every category (disabled ones too), roots first then by position, with texts in every language and usage counts. */
  async categories(ctx: RequestContext, ids?: number[]): Promise<AdminCategoryView[]> {
    allow(ctx, "categories:info");
    const rows: (CategoryRow & { path: string; product_count: number; proposal_count: number; child_count: number })[] = await ctx.manager.query(
      `SELECT c.id, c.parent_id, c.macrocategory_id, c.position, c.depth, c.enabled, c.path,
              (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count,
              (SELECT count(*)::int FROM product_proposals pp WHERE pp.category_id = c.id) AS proposal_count,
              (SELECT count(*)::int FROM categories k WHERE k.parent_id = c.id) AS child_count
         FROM categories c
        WHERE $1::int[] IS NULL OR c.id = ANY($1)
        ORDER BY c.depth, c.position, c.id`,
      [ids ?? null],
    );
    if (rows.length === 0) return [];
    const texts: { category_id: number; locale: Locale; name: string; slug: string; description: string; meta_title: string; meta_description: string }[] =
      await ctx.manager.query(
        `SELECT category_id, locale, name, slug, description, meta_title, meta_description FROM category_translations
          WHERE category_id IN (SELECT unnest(string_to_array(trim(both '/' from path), '/'))::int FROM categories WHERE id = ANY($1))`,
        [rows.map((r) => r.id)],
      );
    const old: { category_id: number; locale: Locale; slug: string }[] = await ctx.manager.query(
      `SELECT category_id, locale, slug FROM category_slug_redirects WHERE category_id = ANY($1) ORDER BY created_at DESC, slug`,
      [rows.map((r) => r.id)],
    );
    const slugOf = (id: number, locale: Locale) => texts.find((t) => t.category_id === id && t.locale === locale)?.slug ?? "";
    return rows.map((r) =>
      Object.assign(new AdminCategoryView(), {
        id: String(r.id),
        parentId: r.parent_id == null ? null : String(r.parent_id),
        macrocategoryId: r.macrocategory_id == null ? null : String(r.macrocategory_id),
        position: r.position,
        depth: r.depth,
        enabled: r.enabled,
        productCount: r.product_count,
        proposalCount: r.proposal_count,
        childCount: r.child_count,
        translations: texts
          .filter((t) => t.category_id === r.id)
          .sort((a, b) => a.locale.localeCompare(b.locale))
          .map((t) => ({
            locale: t.locale,
            name: t.name,
            slug: t.slug,
            description: t.description,
            metaTitle: t.meta_title,
            metaDescription: t.meta_description,
            url: localizedPath(
              t.locale,
              r.path
                .split("/")
                .filter(Boolean)
                .map((id) => slugOf(Number(id), t.locale)),
            ),
            oldSlugs: old.filter((o) => o.category_id === r.id && o.locale === t.locale).map((o) => o.slug),
          })),
      }),
    );
  }

  /** One category; an unknown id is NOT_FOUND. */
  async category(ctx: RequestContext, id: string | number): Promise<AdminCategoryView> {
    const [view] = await this.categories(ctx, [requireId(id, "Category")]);
    if (!view) throw new NotFoundError("Category");
    return view;
  }

  /** Every macrocategory (disabled ones too) by position, with names in every language and how many categories each groups. */
  async macrocategories(ctx: RequestContext, ids?: number[]): Promise<AdminMacrocategoryView[]> {
    allow(ctx, "categories:info");
    const rows: { id: number; position: number; enabled: boolean; category_count: number }[] = await ctx.manager.query(
      `SELECT m.id, m.position, m.enabled, (SELECT count(*)::int FROM categories c WHERE c.macrocategory_id = m.id) AS category_count
         FROM macrocategories m WHERE $1::int[] IS NULL OR m.id = ANY($1) ORDER BY m.position, m.id`,
      [ids ?? null],
    );
    const texts: { macrocategory_id: number; locale: Locale; name: string; slug: string }[] = await ctx.manager.query(
      `SELECT macrocategory_id, locale, name, slug FROM macrocategory_translations WHERE macrocategory_id = ANY($1) ORDER BY locale`,
      [rows.map((r) => r.id)],
    );
    return rows.map((r) =>
      Object.assign(new AdminMacrocategoryView(), {
        id: String(r.id),
        position: r.position,
        enabled: r.enabled,
        categoryCount: r.category_count,
        translations: texts.filter((t) => t.macrocategory_id === r.id).map((t) => ({ locale: t.locale, name: t.name, slug: t.slug })),
      }),
    );
  }

  async macrocategory(ctx: RequestContext, id: string | number): Promise<AdminMacrocategoryView> {
    const [view] = await this.macrocategories(ctx, [requireId(id, "Macrocategory")]);
    if (!view) throw new NotFoundError("Macrocategory");
    return view;
  }

  // ------------------------------------------------------------------ categories

  /** Creates a category with its texts in every language; a slug taken in a language is refused before any write. */
  async createCategory(ctx: RequestContext, input: CreateCategoryInput): Promise<AdminCategoryView | SlugAlreadyInUseError> {
    allow(ctx, "categories:add");
    const translations = checkLocales(input.translations, true);
    const out = await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const parent = input.parentId == null ? null : await this.row(m, requireId(input.parentId, "Parent category"), "Parent category");
      if (parent && parent.depth > 0) throw new InvalidInputError("parentId: a subcategory cannot have subcategories (category URLs have two levels)");
      const macrocategoryId = input.macrocategoryId != null ? await this.macroId(m, input.macrocategoryId) : (parent?.macrocategory_id ?? null);
      const refused = await this.checkSlugs(m, translations, null, parent == null);
      if (refused) return refused;
      const [row] = await m.query(
        `INSERT INTO categories (parent_id, macrocategory_id, position, path, depth, enabled) VALUES ($1, $2, 1000000, '/', $3, $4) RETURNING id`,
        [parent?.id ?? null, macrocategoryId, parent ? 1 : 0, input.enabled ?? true],
      );
      const id: number = row.id;
      await m.query(`UPDATE categories SET path = $2 WHERE id = $1`, [id, parent ? `/${parent.id}/${id}/` : `/${id}/`]);
      for (const t of translations) {
        await m.query(
          `INSERT INTO category_translations (category_id, locale, name, slug, description, meta_title, meta_description) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
          [id, t.locale, t.name, t.slug, t.description?.trim() ?? "", t.metaTitle?.trim() || t.name, t.metaDescription?.trim() ?? ""],
        );
        await m.query(`DELETE FROM category_slug_redirects WHERE locale = $1 AND slug = $2`, [t.locale, t.slug]);
      }
      await this.place(m, "categories", parent?.id ?? null, id, input.position ?? null);
      const after = await this.snapshot(m, id);
      await recordAudit(tx, { action: "category.create", targetType: "category", targetId: id, summary: `Created category "${nameOf(after)}"`, after });
      return id;
    });
    return typeof out === "number" ? this.category(ctx, out) : out;
  }

  /**
   * Edits a category: texts per language (a changed slug keeps redirecting), macrocategory,
   * visibility, place among siblings, parent (only for a category without subcategories).
   */
  async updateCategory(ctx: RequestContext, input: UpdateCategoryInput): Promise<AdminCategoryView | SlugAlreadyInUseError> {
    allow(ctx, "categories:edit");
    const id = requireId(input.id, "Category");
    const translations = checkLocales(input.translations ?? [], false);
    const out = await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const cat = await this.row(m, id, "Category");
      const before = await this.snapshot(m, id);
      let parentId = cat.parent_id;
      if (input.parentId !== undefined && (input.parentId == null ? null : requireId(input.parentId, "Parent category")) !== cat.parent_id) {
        const parent = input.parentId == null ? null : await this.row(m, requireId(input.parentId, "Parent category"), "Parent category");
        if (parent && (parent.depth > 0 || parent.id === id)) throw new InvalidInputError("parentId: must be a root category other than this one");
        const [{ n }] = await m.query(`SELECT count(*)::int AS n FROM categories WHERE parent_id = $1`, [id]);
        if (n > 0) throw new InvalidInputError("parentId: a category with subcategories cannot move under another one");
        parentId = parent?.id ?? null;
      }
      const isRoot = parentId == null;
      // A category that becomes a root keeps its slugs: they must be free as first URL segments.
      const current: { locale: Locale; name: string; slug: string }[] = await m.query(
        `SELECT locale, name, slug FROM category_translations WHERE category_id = $1`,
        [id],
      );
      const check =
        isRoot && cat.parent_id != null ? [...translations, ...current.filter((c) => !translations.some((t) => t.locale === c.locale))] : translations;
      const refused = await this.checkSlugs(m, check, id, isRoot);
      if (refused) return refused;
      const macrocategoryId =
        input.macrocategoryId === undefined ? cat.macrocategory_id : input.macrocategoryId == null ? null : await this.macroId(m, input.macrocategoryId);
      await m.query(`UPDATE categories SET macrocategory_id = $2, enabled = $3 WHERE id = $1`, [id, macrocategoryId, input.enabled ?? cat.enabled]);
      for (const t of translations) {
        const before = current.find((c) => c.locale === t.locale);
        if (before && before.slug !== t.slug) {
          await m.query(
            `INSERT INTO category_slug_redirects (locale, slug, category_id) VALUES ($1, $2, $3)
             ON CONFLICT (locale, slug) DO UPDATE SET category_id = EXCLUDED.category_id, created_at = now()`,
            [t.locale, before.slug, id],
          );
        }
        await m.query(
          `INSERT INTO category_translations (category_id, locale, name, slug, description, meta_title, meta_description)
           VALUES ($1, $2, $3, $4, coalesce($5, ''), coalesce($6, $3), coalesce($7, ''))
           ON CONFLICT (category_id, locale) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug,
             description = coalesce($5, category_translations.description),
             meta_title = coalesce($6, category_translations.meta_title),
             meta_description = coalesce($7, category_translations.meta_description)`,
          [id, t.locale, t.name, t.slug, t.description?.trim() ?? null, t.metaTitle?.trim() ?? null, t.metaDescription?.trim() ?? null],
        );
        await m.query(`DELETE FROM category_slug_redirects WHERE locale = $1 AND slug = $2`, [t.locale, t.slug]);
      }
      if (parentId !== cat.parent_id) {
        await m.query(`UPDATE categories SET parent_id = $2, depth = $3, path = $4 WHERE id = $1`, [
          id,
          parentId,
          parentId == null ? 0 : 1,
          parentId == null ? `/${id}/` : `/${parentId}/${id}/`,
        ]);
        await this.place(m, "categories", cat.parent_id, null, null);
        await this.place(m, "categories", parentId, id, input.position ?? null);
      } else if (input.position != null) {
        await this.place(m, "categories", parentId, id, input.position);
      }
      const after = await this.snapshot(m, id);
      await recordAudit(tx, {
        action: "category.update",
        targetType: "category",
        targetId: id,
        summary: changeSummary(`Edited category "${nameOf(after)}"`, before, after),
        before,
        after,
      });
      return id;
    });
    return typeof out === "number" ? this.category(ctx, out) : out;
  }

  /** Moves a category one place up or down among its siblings (nothing happens at either end). */
  async moveCategory(ctx: RequestContext, input: MoveCategoryInput): Promise<AdminCategoryView> {
    allow(ctx, "categories:edit");
    const id = requireId(input.id, "Category");
    await withTransaction(ctx, async (tx) => {
      await tx.manager.query(LOCK);
      const cat = await this.row(tx.manager, id, "Category");
      await this.step(tx.manager, "categories", cat.parent_id, id, input.direction);
      const [moved] = await tx.manager.query(`SELECT position FROM categories WHERE id = $1`, [id]);
      if (moved.position !== cat.position) {
        const after = await this.snapshot(tx.manager, id);
        await recordAudit(tx, {
          action: "category.move",
          targetType: "category",
          targetId: id,
          summary: `Moved category "${nameOf(after)}" ${input.direction === MoveDirection.UP ? "up" : "down"}`,
          before: { position: cat.position },
          after: { position: moved.position },
        });
      }
    });
    return this.category(ctx, id);
  }

  /**
   * Deletes categories in one transaction. Subcategories must be in the same call (or gone);
   * products and proposals of the deleted categories move to `moveProductsTo`, which also
   * inherits their URLs (old links redirect to it); without a target, categories in use are refused.
   */
  async deleteCategories(ctx: RequestContext, input: DeleteCategoriesInput): Promise<DeletedCategoriesView | CategoryInUseError> {
    allow(ctx, "categories:delete");
    const ids = [...new Set(input.ids.map((i) => requireId(i, "Category")))];
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const rows: { id: number; products: number; proposals: number; children: number }[] = await m.query(
        `SELECT c.id,
                (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS products,
                (SELECT count(*)::int FROM product_proposals pp WHERE pp.category_id = c.id) AS proposals,
                (SELECT count(*)::int FROM categories k WHERE k.parent_id = c.id AND NOT k.id = ANY($1)) AS children
           FROM categories c WHERE c.id = ANY($1) ORDER BY c.id FOR UPDATE`,
        [ids],
      );
      if (rows.length < ids.length) throw new NotFoundError("Category");
      const target = input.moveProductsTo == null ? null : requireId(input.moveProductsTo, "Target category");
      if (target != null) {
        if (ids.includes(target)) throw new InvalidInputError("moveProductsTo: the target category is among those to delete");
        await this.row(m, target, "Target category");
      }
      const parent = rows.find((r) => r.children > 0);
      if (parent) return new CategoryInUseError(parent.id, parent.products, parent.proposals, parent.children);
      const used = rows.find((r) => r.products + r.proposals > 0);
      if (used && target == null) return new CategoryInUseError(used.id, used.products, used.proposals, 0);
      const gone = await Promise.all(ids.map(async (cid) => ({ id: cid, before: await this.snapshot(m, cid), usage: rows.find((r) => r.id === cid)! })));
      let moved = 0;
      if (target != null) {
        const products = await m.query(`UPDATE products SET category_id = $2 WHERE category_id = ANY($1)`, [ids, target]);
        const proposals = await m.query(`UPDATE product_proposals SET category_id = $2 WHERE category_id = ANY($1)`, [ids, target]);
        moved = (products[1] ?? 0) + (proposals[1] ?? 0);
        // The deleted categories' URLs (current and old) now lead to the target.
        await m.query(`UPDATE category_slug_redirects SET category_id = $2 WHERE category_id = ANY($1)`, [ids, target]);
        await m.query(
          `INSERT INTO category_slug_redirects (locale, slug, category_id)
           SELECT locale, slug, $2 FROM category_translations WHERE category_id = ANY($1)
           ON CONFLICT (locale, slug) DO UPDATE SET category_id = EXCLUDED.category_id, created_at = now()`,
          [ids, target],
        );
      }
      const parents: { parent_id: number | null }[] = await m.query(`SELECT DISTINCT parent_id FROM categories WHERE id = ANY($1)`, [ids]);
      // Children before parents: parent_id is ON DELETE RESTRICT.
      await m.query(`DELETE FROM categories WHERE id = ANY($1) AND parent_id IS NOT NULL`, [ids]);
      await m.query(`DELETE FROM categories WHERE id = ANY($1)`, [ids]);
      for (const p of parents) if (p.parent_id == null || !ids.includes(p.parent_id)) await this.place(m, "categories", p.parent_id, null, null);
      for (const g of gone) {
        const movedHere = g.usage.products + g.usage.proposals;
        await recordAudit(tx, {
          action: "category.delete",
          targetType: "category",
          targetId: g.id,
          summary: `Deleted category "${nameOf(g.before)}"${target != null && movedHere ? `; ${movedHere} product(s)/proposal(s) moved to category ${target}` : ""}`,
          before: { ...g.before, products: g.usage.products, proposals: g.usage.proposals },
          after: null,
        });
      }
      return Object.assign(new DeletedCategoriesView(), { deletedIds: ids.map(String), movedProducts: moved });
    });
  }

  // ------------------------------------------------------------------ macrocategories

  async createMacrocategory(ctx: RequestContext, input: CreateMacrocategoryInput): Promise<AdminMacrocategoryView | SlugAlreadyInUseError> {
    allow(ctx, "categories:add");
    const translations = checkLocales(input.translations, true);
    const out = await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const refused = await this.checkMacroSlugs(m, translations, null);
      if (refused) return refused;
      const [row] = await m.query(`INSERT INTO macrocategories (position, enabled) VALUES (1000000, $1) RETURNING id`, [input.enabled ?? true]);
      for (const t of translations) {
        await m.query(`INSERT INTO macrocategory_translations (macrocategory_id, locale, name, slug) VALUES ($1, $2, $3, $4)`, [
          row.id,
          t.locale,
          t.name,
          t.slug,
        ]);
      }
      await this.place(m, "macrocategories", null, row.id, input.position ?? null);
      const after = await this.macroSnapshot(m, row.id);
      await recordAudit(tx, {
        action: "macrocategory.create",
        targetType: "macrocategory",
        targetId: row.id,
        summary: `Created macrocategory "${nameOf(after)}"`,
        after,
      });
      return row.id as number;
    });
    return typeof out === "number" ? this.macrocategory(ctx, out) : out;
  }

  async updateMacrocategory(ctx: RequestContext, input: UpdateMacrocategoryInput): Promise<AdminMacrocategoryView | SlugAlreadyInUseError> {
    allow(ctx, "categories:edit");
    const id = requireId(input.id, "Macrocategory");
    const translations = checkLocales(input.translations ?? [], false);
    const out = await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const [row] = await m.query(`SELECT id, enabled FROM macrocategories WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw new NotFoundError("Macrocategory");
      const refused = await this.checkMacroSlugs(m, translations, id);
      if (refused) return refused;
      const before = await this.macroSnapshot(m, id);
      if (input.enabled != null && input.enabled !== row.enabled) await m.query(`UPDATE macrocategories SET enabled = $2 WHERE id = $1`, [id, input.enabled]);
      for (const t of translations) {
        await m.query(
          `INSERT INTO macrocategory_translations (macrocategory_id, locale, name, slug) VALUES ($1, $2, $3, $4)
           ON CONFLICT (macrocategory_id, locale) DO UPDATE SET name = EXCLUDED.name, slug = EXCLUDED.slug`,
          [id, t.locale, t.name, t.slug],
        );
      }
      if (input.position != null) await this.place(m, "macrocategories", null, id, input.position);
      const after = await this.macroSnapshot(m, id);
      await recordAudit(tx, {
        action: "macrocategory.update",
        targetType: "macrocategory",
        targetId: id,
        summary: changeSummary(`Edited macrocategory "${nameOf(after)}"`, before, after),
        before,
        after,
      });
      return id;
    });
    return typeof out === "number" ? this.macrocategory(ctx, out) : out;
  }

  async moveMacrocategory(ctx: RequestContext, input: MoveCategoryInput): Promise<AdminMacrocategoryView> {
    allow(ctx, "categories:edit");
    const id = requireId(input.id, "Macrocategory");
    await withTransaction(ctx, async (tx) => {
      await tx.manager.query(LOCK);
      const [row] = await tx.manager.query(`SELECT id, position FROM macrocategories WHERE id = $1`, [id]);
      if (!row) throw new NotFoundError("Macrocategory");
      await this.step(tx.manager, "macrocategories", null, id, input.direction);
      const [moved] = await tx.manager.query(`SELECT position FROM macrocategories WHERE id = $1`, [id]);
      if (moved.position !== row.position) {
        const after = await this.macroSnapshot(tx.manager, id);
        await recordAudit(tx, {
          action: "macrocategory.move",
          targetType: "macrocategory",
          targetId: id,
          summary: `Moved macrocategory "${nameOf(after)}" ${input.direction === MoveDirection.UP ? "up" : "down"}`,
          before: { position: row.position },
          after: { position: moved.position },
        });
      }
    });
    return this.macrocategory(ctx, id);
  }

  /** Deletes macrocategories; their categories move to `moveCategoriesTo`, or the deletion is refused while categories use them. */
  async deleteMacrocategories(ctx: RequestContext, input: DeleteMacrocategoriesInput): Promise<DeletedMacrocategoriesView | MacrocategoryInUseError> {
    allow(ctx, "categories:delete");
    const ids = [...new Set(input.ids.map((i) => requireId(i, "Macrocategory")))];
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      await m.query(LOCK);
      const rows: { id: number; categories: number }[] = await m.query(
        `SELECT m.id, (SELECT count(*)::int FROM categories c WHERE c.macrocategory_id = m.id) AS categories
           FROM macrocategories m WHERE m.id = ANY($1) ORDER BY m.id FOR UPDATE`,
        [ids],
      );
      if (rows.length < ids.length) throw new NotFoundError("Macrocategory");
      const target = input.moveCategoriesTo == null ? null : requireId(input.moveCategoriesTo, "Target macrocategory");
      if (target != null) {
        if (ids.includes(target)) throw new InvalidInputError("moveCategoriesTo: the target macrocategory is among those to delete");
        const [t] = await m.query(`SELECT id FROM macrocategories WHERE id = $1`, [target]);
        if (!t) throw new NotFoundError("Target macrocategory");
      }
      const used = rows.find((r) => r.categories > 0);
      if (used && target == null) return new MacrocategoryInUseError(used.id, used.categories);
      const gone = await Promise.all(
        ids.map(async (mid) => ({ id: mid, before: await this.macroSnapshot(m, mid), categories: rows.find((r) => r.id === mid)!.categories })),
      );
      let moved = 0;
      if (target != null) {
        const res = await m.query(`UPDATE categories SET macrocategory_id = $2 WHERE macrocategory_id = ANY($1)`, [ids, target]);
        moved = res[1] ?? 0;
      }
      await m.query(`DELETE FROM macrocategories WHERE id = ANY($1)`, [ids]);
      await this.place(m, "macrocategories", null, null, null);
      for (const g of gone) {
        await recordAudit(tx, {
          action: "macrocategory.delete",
          targetType: "macrocategory",
          targetId: g.id,
          summary: `Deleted macrocategory "${nameOf(g.before)}"${target != null && g.categories ? `; ${g.categories} categories moved to macrocategory ${target}` : ""}`,
          before: { ...g.before, categories: g.categories },
          after: null,
        });
      }
      return Object.assign(new DeletedMacrocategoriesView(), { deletedIds: ids.map(String), movedCategories: moved });
    });
  }

  // ------------------------------------------------------------------ helpers

  /** A category as the audit log keeps it: placement, visibility and texts per language. */
  private async snapshot(m: EntityManager, id: number): Promise<Record<string, unknown>> {
    const [c] = await m.query(`SELECT parent_id, macrocategory_id, position, enabled FROM categories WHERE id = $1`, [id]);
    const texts: { locale: Locale; name: string; slug: string; description: string; meta_title: string; meta_description: string }[] = await m.query(
      `SELECT locale, name, slug, description, meta_title, meta_description FROM category_translations WHERE category_id = $1 ORDER BY locale`,
      [id],
    );
    return {
      parentId: c?.parent_id == null ? null : String(c.parent_id),
      macrocategoryId: c?.macrocategory_id == null ? null : String(c.macrocategory_id),
      position: c?.position ?? null,
      enabled: c?.enabled ?? null,
      ...Object.fromEntries(
        texts.map((t) => [t.locale, { name: t.name, slug: t.slug, description: t.description, metaTitle: t.meta_title, metaDescription: t.meta_description }]),
      ),
    };
  }

  /** A macrocategory as the audit log keeps it. */
  private async macroSnapshot(m: EntityManager, id: number): Promise<Record<string, unknown>> {
    const [row] = await m.query(`SELECT position, enabled FROM macrocategories WHERE id = $1`, [id]);
    const texts: { locale: Locale; name: string; slug: string }[] = await m.query(
      `SELECT locale, name, slug FROM macrocategory_translations WHERE macrocategory_id = $1 ORDER BY locale`,
      [id],
    );
    return {
      position: row?.position ?? null,
      enabled: row?.enabled ?? null,
      ...Object.fromEntries(texts.map((t) => [t.locale, { name: t.name, slug: t.slug }])),
    };
  }

  private async row(m: EntityManager, id: number, what: string): Promise<CategoryRow> {
    const [row] = await m.query(`SELECT id, parent_id, macrocategory_id, position, depth, enabled FROM categories WHERE id = $1`, [id]);
    if (!row) throw new NotFoundError(what);
    return row;
  }

  private async macroId(m: EntityManager, id: string): Promise<number> {
    const n = requireId(id, "Macrocategory");
    const [row] = await m.query(`SELECT id FROM macrocategories WHERE id = $1`, [n]);
    if (!row) throw new NotFoundError("Macrocategory");
    return n;
  }

  /** A refusal when a slug is reserved (roots) or another category's live slug in that language. */
  private async checkSlugs(
    m: EntityManager,
    translations: readonly Pick<CategoryTranslationInput, "locale" | "slug">[],
    self: number | null,
    isRoot: boolean,
  ): Promise<SlugAlreadyInUseError | null> {
    for (const t of translations) {
      if (isRoot && isReservedSlug(t.slug)) throw new InvalidInputError(`slug: "${t.slug}" is reserved for a page of the site; choose another`);
      const [taken] = await m.query(`SELECT 1 FROM category_translations WHERE locale = $1 AND slug = $2 AND category_id IS DISTINCT FROM $3`, [
        t.locale,
        t.slug,
        self,
      ]);
      if (taken) return new SlugAlreadyInUseError(t.locale, t.slug);
    }
    return null;
  }

  private async checkMacroSlugs(
    m: EntityManager,
    translations: readonly MacrocategoryTranslationInput[],
    self: number | null,
  ): Promise<SlugAlreadyInUseError | null> {
    for (const t of translations) {
      const [taken] = await m.query(`SELECT 1 FROM macrocategory_translations WHERE locale = $1 AND slug = $2 AND macrocategory_id IS DISTINCT FROM $3`, [
        t.locale,
        t.slug,
        self,
      ]);
      if (taken) return new SlugAlreadyInUseError(t.locale, t.slug);
    }
    return null;
  }

  /** The ids of a sibling group in display order. */
  private async siblings(m: EntityManager, table: "categories" | "macrocategories", parentId: number | null): Promise<number[]> {
    const rows: { id: number }[] =
      table === "categories"
        ? await m.query(`SELECT id FROM categories WHERE parent_id IS NOT DISTINCT FROM $1 ORDER BY position, id`, [parentId])
        : await m.query(`SELECT id FROM macrocategories ORDER BY position, id`);
    return rows.map((r) => r.id);
  }

  /** Puts `id` at `index` among its siblings (last when null; `id` null only renumbers) and numbers them 0..n-1. */
  private async place(
    m: EntityManager,
    table: "categories" | "macrocategories",
    parentId: number | null,
    id: number | null,
    index: number | null,
  ): Promise<void> {
    const ids = (await this.siblings(m, table, parentId)).filter((x) => x !== id);
    if (id != null) ids.splice(Math.min(index ?? ids.length, ids.length), 0, id);
    await this.renumber(m, table, ids);
  }

  private async step(m: EntityManager, table: "categories" | "macrocategories", parentId: number | null, id: number, direction: MoveDirection): Promise<void> {
    const ids = await this.siblings(m, table, parentId);
    const at = ids.indexOf(id);
    const to = direction === MoveDirection.UP ? at - 1 : at + 1;
    if (at >= 0 && to >= 0 && to < ids.length) [ids[at], ids[to]] = [ids[to]!, ids[at]!];
    await this.renumber(m, table, ids);
  }

  private async renumber(m: EntityManager, table: "categories" | "macrocategories", ids: number[]): Promise<void> {
    if (ids.length === 0) return;
    await m.query(
      `UPDATE ${table} t SET position = x.ord - 1 FROM unnest($1::int[]) WITH ORDINALITY x(id, ord) WHERE t.id = x.id AND t.position <> x.ord - 1`,
      [ids],
    );
  }
}
