/**
 * Spec §7 admin category calls: /api/{role}/categories/edit (category, categoryNotTrans),
 * /api/{role}/categories/delete (categoryIds), and the same for macrocategories. The `{role}`
 * segment must be the caller's own staff role (`admin`; support may not edit the catalogue). `category` carries what is translated (per language: name,
 * slug, texts), `categoryNotTrans` what is not (id, parent, macrocategory, position, enabled);
 * without `categoryNotTrans.id` the call creates. The README's "Categories" section shows examples.
 */
import { Router } from "express";
import { z } from "zod";
import { endpoint, sendError } from "../../rest/rest.js";
import { isErrorResult } from "../../core/errors/index.js";
import { Locale } from "../../common/enums.js";
import { requireOwnStaffSegment, requirePermission } from "../../core/auth/index.js";
import { categoryRules } from "./category-admin.types.js";

const id = z.union([z.number().int().positive(), z.string().regex(/^[1-9]\d{0,9}$/, "must be an id")], { error: () => "must be an id" }).transform(String);

const categoryTexts = z.object({
  name: categoryRules.name,
  slug: categoryRules.slug,
  description: categoryRules.description.optional(),
  metaTitle: categoryRules.metaTitle.optional(),
  metaDescription: categoryRules.metaDescription.optional(),
});
const macroTexts = z.object({ name: categoryRules.name, slug: categoryRules.slug });

/** `{ en: {...}, it: {...} }` → `[{ locale: "en", ... }, ...]` (languages present only). */
function perLocale<T extends object>(texts: Partial<Record<Locale, T>>): (T & { locale: Locale })[] {
  return Object.values(Locale).flatMap((locale) => (texts[locale] ? [{ ...texts[locale], locale }] : []));
}

const categoryEdit = z.object({
  category: z.object({ en: categoryTexts.optional(), it: categoryTexts.optional() }, { error: () => "category must be an object with en and/or it texts" }),
  categoryNotTrans: z
    .object({
      id: id.optional(),
      parentId: id.nullable().optional(),
      macrocategoryId: id.nullable().optional(),
      position: categoryRules.position.optional(),
      enabled: z.boolean().optional(),
    })
    .default({}),
});

const macroEdit = z.object({
  macrocategory: z.object({ en: macroTexts.optional(), it: macroTexts.optional() }, { error: () => "macrocategory must be an object with en and/or it texts" }),
  macrocategoryNotTrans: z.object({ id: id.optional(), position: categoryRules.position.optional(), enabled: z.boolean().optional() }).default({}),
});

export function categoryAdminRoutes(): Router {
  const r = Router();

  r.post(
    "/:role/categories/edit",
    requirePermission("categories:edit"),
    requireOwnStaffSegment,
    endpoint(categoryEdit, async (ctx, input, _req, res) => {
      const nt = input.categoryNotTrans;
      const translations = perLocale(input.category);
      const out =
        nt.id == null
          ? await ctx.services.categoryAdmin.createCategory(ctx, { ...nt, translations })
          : await ctx.services.categoryAdmin.updateCategory(ctx, { ...nt, id: nt.id, translations });
      if (isErrorResult(out)) return sendError(res, out);
      res.status(nt.id == null ? 201 : 200).json({ result: "SUCCESS", category: out });
    }),
  );

  r.post(
    "/:role/categories/delete",
    requirePermission("categories:delete"),
    requireOwnStaffSegment,
    endpoint(z.object({ categoryIds: z.array(id).min(1).max(50), moveProductsTo: id.nullish() }), async (ctx, input, _req, res) => {
      const out = await ctx.services.categoryAdmin.deleteCategories(ctx, { ids: input.categoryIds, moveProductsTo: input.moveProductsTo ?? null });
      if (isErrorResult(out)) return sendError(res, out);
      return { result: "SUCCESS", ...out };
    }),
  );

  r.post(
    "/:role/macrocategories/edit",
    requirePermission("categories:edit"),
    requireOwnStaffSegment,
    endpoint(macroEdit, async (ctx, input, _req, res) => {
      const nt = input.macrocategoryNotTrans;
      const translations = perLocale(input.macrocategory);
      const out =
        nt.id == null
          ? await ctx.services.categoryAdmin.createMacrocategory(ctx, { ...nt, translations })
          : await ctx.services.categoryAdmin.updateMacrocategory(ctx, { ...nt, id: nt.id, translations });
      if (isErrorResult(out)) return sendError(res, out);
      res.status(nt.id == null ? 201 : 200).json({ result: "SUCCESS", macrocategory: out });
    }),
  );

  r.post(
    "/:role/macrocategories/delete",
    requirePermission("categories:delete"),
    requireOwnStaffSegment,
    endpoint(z.object({ macrocategoryIds: z.array(id).min(1).max(50), moveCategoriesTo: id.nullish() }), async (ctx, input, _req, res) => {
      const out = await ctx.services.categoryAdmin.deleteMacrocategories(ctx, {
        ids: input.macrocategoryIds,
        moveCategoriesTo: input.moveCategoriesTo ?? null,
      });
      if (isErrorResult(out)) return sendError(res, out);
      return { result: "SUCCESS", ...out };
    }),
  );

  return r;
}
