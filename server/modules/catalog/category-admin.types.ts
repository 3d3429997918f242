/**
 * Category administration: the admins' view of the category tree and the macrocategories
 * (every language's texts, disabled ones included, usage counts), the inputs that create,
 * edit, reorder and delete them, and the expected refusals.
 */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { Locale } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule } from "../../core/validation/index.js";

/** Validation rules shared by GraphQL inputs and the REST shims. */
export const categoryRules = {
  id: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, "must be a category id")),
  name: z.string().trim().min(1, "must not be empty").max(100),
  /** Lower-case letters, digits and single dashes; 1–80 characters. */
  slug: z
    .string()
    .trim()
    .min(1, "must not be empty")
    .max(80)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "must be lower-case letters, digits and single dashes (e.g. action-games)"),
  description: z.string().trim().max(5000),
  metaTitle: z.string().trim().max(200),
  metaDescription: z.string().trim().max(500),
  position: z.number().int().min(0).max(10_000),
};

export enum MoveDirection {
  UP = "UP",
  DOWN = "DOWN",
}
registerEnumType(MoveDirection, { name: "MoveDirection", description: "One place earlier (UP) or later (DOWN) among siblings." });

// ------------------------------------------------------------------ views

@ObjectType("AdminCategoryTranslation", { description: "A category's texts and slug in one language." })
export class AdminCategoryTranslationView {
  @Field(() => Locale, { description: "Language." })
  locale: Locale;
  @Field(() => String, { description: "Name shown in menus, breadcrumbs and the category page." })
  name: string;
  @Field(() => String, { description: "Slug: the category's URL segment in this language, unique per language." })
  slug: string;
  @Field(() => String, { description: "Intro text of the category page." })
  description: string;
  @Field(() => String, { description: "SEO title." })
  metaTitle: string;
  @Field(() => String, { description: "SEO description." })
  metaDescription: string;
  @Field(() => String, { description: "Site path of the category page in this language." })
  url: string;
  @Field(() => [String], { description: "Earlier slugs in this language that still redirect (301) to this category." })
  oldSlugs: string[];
}

@ObjectType("AdminCategory", { description: "A category as admins manage it: every language, disabled ones included, with usage." })
export class AdminCategoryView {
  @Field(() => ID, { description: "Category id." })
  id: string;
  @Field(() => ID, { nullable: true, description: "Parent category; null for roots." })
  parentId: string | null;
  @Field(() => ID, { nullable: true, description: "Macrocategory (menu group)." })
  macrocategoryId: string | null;
  @Field(() => Int, { description: "Order among siblings, from 0." })
  position: number;
  @Field(() => Int, { description: "0 for roots, 1 for subcategories." })
  depth: number;
  @Field(() => Boolean, { description: "Whether the storefront shows it." })
  enabled: boolean;
  @Field(() => Int, { description: "Products filed directly in this category (enabled or not)." })
  productCount: number;
  @Field(() => Int, { description: "Sellers' product proposals filed in this category." })
  proposalCount: number;
  @Field(() => Int, { description: "Subcategories." })
  childCount: number;
  @Field(() => [AdminCategoryTranslationView], { description: "Texts per language (en, it)." })
  translations: AdminCategoryTranslationView[];
}

@ObjectType("AdminMacrocategoryTranslation", { description: "A macrocategory's name and slug in one language." })
export class AdminMacrocategoryTranslationView {
  @Field(() => Locale, { description: "Language." })
  locale: Locale;
  @Field(() => String, { description: "Name shown in menus." })
  name: string;
  @Field(() => String, { description: "Slug, unique per language." })
  slug: string;
}

@ObjectType("AdminMacrocategory", { description: "A macrocategory (menu group) as admins manage it." })
export class AdminMacrocategoryView {
  @Field(() => ID, { description: "Macrocategory id." })
  id: string;
  @Field(() => Int, { description: "Display order, from 0." })
  position: number;
  @Field(() => Boolean, { description: "Whether menus show it." })
  enabled: boolean;
  @Field(() => Int, { description: "Categories in this group." })
  categoryCount: number;
  @Field(() => [AdminMacrocategoryTranslationView], { description: "Name and slug per language (en, it)." })
  translations: AdminMacrocategoryTranslationView[];
}

@ObjectType("DeletedCategories", { description: "What a deletion did." })
export class DeletedCategoriesView {
  @Field(() => [ID], { description: "The deleted categories." })
  deletedIds: string[];
  @Field(() => Int, { description: "Products (and proposals) moved to the target category." })
  movedProducts: number;
}

@ObjectType("DeletedMacrocategories", { description: "What a deletion did." })
export class DeletedMacrocategoriesView {
  @Field(() => [ID], { description: "The deleted macrocategories." })
  deletedIds: string[];
  @Field(() => Int, { description: "Categories moved to the target macrocategory." })
  movedCategories: number;
}

// ------------------------------------------------------------------ errors

@ObjectType("SlugAlreadyInUseError", { implements: ErrorResult, description: "Another category, macrocategory or product has this slug in this language." })
export class SlugAlreadyInUseError extends ErrorResult {
  @Field(() => Locale, { description: "The language." })
  readonly locale: Locale;
  @Field(() => String, { description: "The slug asked for." })
  readonly slug: string;
  constructor(locale: Locale, slug: string) {
    super(ErrorCode.SLUG_ALREADY_IN_USE, `Another one already uses the slug "${slug}" in ${locale === Locale.it ? "Italian" : "English"}`);
    this.locale = locale;
    this.slug = slug;
  }
}

@ObjectType("CategoryInUseError", {
  implements: ErrorResult,
  description: "A category to delete still has subcategories, or products and proposals with no target category to move them to.",
})
export class CategoryInUseError extends ErrorResult {
  @Field(() => ID, { description: "The first category that is in use." })
  readonly categoryId: string;
  @Field(() => Int, { description: "Its products." })
  readonly productCount: number;
  @Field(() => Int, { description: "Its sellers' product proposals." })
  readonly proposalCount: number;
  @Field(() => Int, { description: "Its subcategories that are not deleted with it." })
  readonly childCount: number;
  constructor(categoryId: number, productCount: number, proposalCount: number, childCount: number) {
    super(
      ErrorCode.CATEGORY_IN_USE,
      childCount > 0
        ? `Category ${categoryId} has ${childCount} subcategories: delete or move them first`
        : `Category ${categoryId} has ${productCount} products and ${proposalCount} proposals: choose a category to move them to`,
    );
    this.categoryId = String(categoryId);
    this.productCount = productCount;
    this.proposalCount = proposalCount;
    this.childCount = childCount;
  }
}

@ObjectType("MacrocategoryInUseError", {
  implements: ErrorResult,
  description: "A macrocategory to delete still groups categories and no target macrocategory was given.",
})
export class MacrocategoryInUseError extends ErrorResult {
  @Field(() => ID, { description: "The first macrocategory in use." })
  readonly macrocategoryId: string;
  @Field(() => Int, { description: "Its categories." })
  readonly categoryCount: number;
  constructor(macrocategoryId: number, categoryCount: number) {
    super(ErrorCode.MACROCATEGORY_IN_USE, `Macrocategory ${macrocategoryId} groups ${categoryCount} categories: choose a macrocategory to move them to`);
    this.macrocategoryId = String(macrocategoryId);
    this.categoryCount = categoryCount;
  }
}

export const SaveCategoryResult = resultUnion("SaveCategoryResult", "A created or edited category, or why not.", AdminCategoryView, [SlugAlreadyInUseError]);
export const DeleteCategoriesResult = resultUnion("DeleteCategoriesResult", "What a deletion did, or why nothing was deleted.", DeletedCategoriesView, [
  CategoryInUseError,
]);
export const SaveMacrocategoryResult = resultUnion("SaveMacrocategoryResult", "A created or edited macrocategory, or why not.", AdminMacrocategoryView, [
  SlugAlreadyInUseError,
]);
export const DeleteMacrocategoriesResult = resultUnion(
  "DeleteMacrocategoriesResult",
  "What a deletion did, or why nothing was deleted.",
  DeletedMacrocategoriesView,
  [MacrocategoryInUseError],
);

// ------------------------------------------------------------------ inputs

@InputType({ description: "A category's texts in one language." })
export class CategoryTranslationInput {
  @Field(() => Locale, { description: "Language (en or it)." })
  locale: Locale;
  @Field(() => String, { description: "Name, 1–100 characters." })
  @Rule(categoryRules.name)
  name: string;
  @Field(() => String, { description: "Slug: lower-case letters, digits and single dashes, unique in this language. A changed slug keeps redirecting." })
  @Rule(categoryRules.slug)
  slug: string;
  @Field(() => String, { nullable: true, description: "Intro text of the category page (unchanged when omitted)." })
  @Rule(categoryRules.description)
  description?: string | null;
  @Field(() => String, { nullable: true, description: "SEO title (unchanged when omitted; the name when new)." })
  @Rule(categoryRules.metaTitle)
  metaTitle?: string | null;
  @Field(() => String, { nullable: true, description: "SEO description (unchanged when omitted)." })
  @Rule(categoryRules.metaDescription)
  metaDescription?: string | null;
}

@InputType({ description: "A new category: its texts in English and Italian and its place in the tree." })
export class CreateCategoryInput {
  @Field(() => ID, { nullable: true, description: "Parent (a root category); none for a new root." })
  parentId?: string | null;
  @Field(() => ID, { nullable: true, description: "Macrocategory; the parent's when omitted." })
  macrocategoryId?: string | null;
  @Field(() => Int, { nullable: true, description: "Place among siblings, from 0; last when omitted." })
  @Rule(categoryRules.position)
  position?: number | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true, description: "Shown on the storefront." })
  enabled?: boolean | null;
  @Field(() => [CategoryTranslationInput], { description: "Texts in both languages (en and it)." })
  translations: CategoryTranslationInput[];
}

@InputType({ description: "Changes to a category; omitted fields stay as they are." })
export class UpdateCategoryInput {
  @Field(() => ID, { description: "The category." })
  id: string;
  @Field(() => ID, {
    nullable: true,
    description: "New parent (a root category), or null to make it a root. Only categories without subcategories move. Omit to keep.",
  })
  parentId?: string | null;
  @Field(() => ID, { nullable: true, description: "Macrocategory, or null for none. Omit to keep." })
  macrocategoryId?: string | null;
  @Field(() => Int, { nullable: true, description: "Place among siblings, from 0." })
  @Rule(categoryRules.position)
  position?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Shown on the storefront." })
  enabled?: boolean | null;
  @Field(() => [CategoryTranslationInput], { nullable: true, description: "Texts to change, per language." })
  translations?: CategoryTranslationInput[] | null;
}

@InputType({ description: "Moves a category (or macrocategory) one place among its siblings." })
export class MoveCategoryInput {
  @Field(() => ID, { description: "The category or macrocategory." })
  id: string;
  @Field(() => MoveDirection, { description: "UP (earlier) or DOWN (later)." })
  direction: MoveDirection;
}

@InputType({ description: "Categories to delete, and where their products go." })
export class DeleteCategoriesInput {
  @Field(() => [ID], { description: "The categories (1–50); subcategories must be deleted with their parent or first." })
  @Rule(z.array(z.string()).min(1).max(50))
  ids: string[];
  @Field(() => ID, {
    nullable: true,
    description: "Category that receives their products and proposals (and their old URLs). Without it, categories in use are refused.",
  })
  moveProductsTo?: string | null;
}

@InputType({ description: "A macrocategory's name and slug in one language." })
export class MacrocategoryTranslationInput {
  @Field(() => Locale, { description: "Language (en or it)." })
  locale: Locale;
  @Field(() => String, { description: "Name, 1–100 characters." })
  @Rule(categoryRules.name)
  name: string;
  @Field(() => String, { description: "Slug: lower-case letters, digits and single dashes, unique in this language." })
  @Rule(categoryRules.slug)
  slug: string;
}

@InputType({ description: "A new macrocategory with its name in English and Italian." })
export class CreateMacrocategoryInput {
  @Field(() => Int, { nullable: true, description: "Place, from 0; last when omitted." })
  @Rule(categoryRules.position)
  position?: number | null;
  @Field(() => Boolean, { nullable: true, defaultValue: true, description: "Shown in menus." })
  enabled?: boolean | null;
  @Field(() => [MacrocategoryTranslationInput], { description: "Name and slug in both languages (en and it)." })
  translations: MacrocategoryTranslationInput[];
}

@InputType({ description: "Changes to a macrocategory; omitted fields stay as they are." })
export class UpdateMacrocategoryInput {
  @Field(() => ID, { description: "The macrocategory." })
  id: string;
  @Field(() => Int, { nullable: true, description: "Place, from 0." })
  @Rule(categoryRules.position)
  position?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Shown in menus." })
  enabled?: boolean | null;
  @Field(() => [MacrocategoryTranslationInput], { nullable: true, description: "Names and slugs to change, per language." })
  translations?: MacrocategoryTranslationInput[] | null;
}

@InputType({ description: "Macrocategories to delete, and where their categories go." })
export class DeleteMacrocategoriesInput {
  @Field(() => [ID], { description: "The macrocategories (1–50)." })
  @Rule(z.array(z.string()).min(1).max(50))
  ids: string[];
  @Field(() => ID, { nullable: true, description: "Macrocategory that receives their categories. Without it, macrocategories in use are refused." })
  moveCategoriesTo?: string | null;
}
