import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost } from "../../graphql/complexity.js";
import { argRule } from "../../core/validation/index.js";
import {
  AdminCategoryView,
  AdminMacrocategoryView,
  categoryRules,
  CreateCategoryInput,
  CreateMacrocategoryInput,
  DeleteCategoriesInput,
  DeleteCategoriesResult,
  DeleteMacrocategoriesInput,
  DeleteMacrocategoriesResult,
  MoveCategoryInput,
  SaveCategoryResult,
  SaveMacrocategoryResult,
  UpdateCategoryInput,
  UpdateMacrocategoryInput,
} from "./category-admin.types.js";

/** The admins' category tree and macrocategories: thin; the rules are in CategoryAdminService. */
@Resolver()
export class CategoryAdminResolver {
  @Authorized("categories:info")
  @Query(() => [AdminCategoryView], {
    description: "Every category (disabled ones too) with texts in every language and usage counts, roots first then by position. Admins.",
    complexity: listCost(100),
  })
  adminCategories(@Ctx() ctx: RequestContext): Promise<AdminCategoryView[]> {
    return ctx.services.categoryAdmin.categories(ctx);
  }

  @Authorized("categories:info")
  @Query(() => AdminCategoryView, { description: "One category as admins see it; an unknown id is NOT_FOUND. Admins." })
  adminCategory(
    @Arg("id", () => ID, { description: "Category id.", validateFn: argRule("id", categoryRules.id) }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminCategoryView> {
    return ctx.services.categoryAdmin.category(ctx, id);
  }

  @Authorized("categories:info")
  @Query(() => [AdminMacrocategoryView], {
    description: "Every macrocategory (disabled ones too) by position, with names in every language. Admins.",
    complexity: listCost(30),
  })
  adminMacrocategories(@Ctx() ctx: RequestContext): Promise<AdminMacrocategoryView[]> {
    return ctx.services.categoryAdmin.macrocategories(ctx);
  }

  @Authorized("categories:add")
  @Mutation(() => SaveCategoryResult, {
    description:
      "Creates a category (a root, or a child of a root) with its name and slug in en and it. SlugAlreadyInUseError when a slug is taken; the storefront shows it at once. Admins.",
  })
  createCategory(
    @Arg("input", () => CreateCategoryInput, { description: "Texts and place of the new category." }) input: CreateCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof SaveCategoryResult> {
    return ctx.services.categoryAdmin.createCategory(ctx, input);
  }

  @Authorized("categories:edit")
  @Mutation(() => SaveCategoryResult, {
    description:
      "Edits a category's texts, slugs (an old slug keeps redirecting to the new URL), macrocategory, visibility, place or parent. SlugAlreadyInUseError when a slug is taken. Admins.",
  })
  updateCategory(
    @Arg("input", () => UpdateCategoryInput, { description: "The category and what changes." }) input: UpdateCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof SaveCategoryResult> {
    return ctx.services.categoryAdmin.updateCategory(ctx, input);
  }

  @Authorized("categories:edit")
  @Mutation(() => AdminCategoryView, { description: "Moves a category one place up or down among its siblings. Admins." })
  moveCategory(
    @Arg("input", () => MoveCategoryInput, { description: "The category and the direction." }) input: MoveCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminCategoryView> {
    return ctx.services.categoryAdmin.moveCategory(ctx, input);
  }

  @Authorized("categories:delete")
  @Mutation(() => DeleteCategoriesResult, {
    description:
      "Deletes categories in one transaction, moving their products to a target category; CategoryInUseError (nothing deleted) while products, proposals or subcategories use one and no target is given. Admins.",
  })
  deleteCategories(
    @Arg("input", () => DeleteCategoriesInput, { description: "The categories and the target for their products." }) input: DeleteCategoriesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof DeleteCategoriesResult> {
    return ctx.services.categoryAdmin.deleteCategories(ctx, input);
  }

  @Authorized("categories:add")
  @Mutation(() => SaveMacrocategoryResult, { description: "Creates a macrocategory (menu group) with its name and slug in en and it. Admins." })
  createMacrocategory(
    @Arg("input", () => CreateMacrocategoryInput, { description: "Names and place of the new macrocategory." }) input: CreateMacrocategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof SaveMacrocategoryResult> {
    return ctx.services.categoryAdmin.createMacrocategory(ctx, input);
  }

  @Authorized("categories:edit")
  @Mutation(() => SaveMacrocategoryResult, { description: "Edits a macrocategory's names, slugs, visibility or place. Admins." })
  updateMacrocategory(
    @Arg("input", () => UpdateMacrocategoryInput, { description: "The macrocategory and what changes." }) input: UpdateMacrocategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof SaveMacrocategoryResult> {
    return ctx.services.categoryAdmin.updateMacrocategory(ctx, input);
  }

  @Authorized("categories:edit")
  @Mutation(() => AdminMacrocategoryView, { description: "Moves a macrocategory one place up or down. Admins." })
  moveMacrocategory(
    @Arg("input", () => MoveCategoryInput, { description: "The macrocategory and the direction." }) input: MoveCategoryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminMacrocategoryView> {
    return ctx.services.categoryAdmin.moveMacrocategory(ctx, input);
  }

  @Authorized("categories:delete")
  @Mutation(() => DeleteMacrocategoriesResult, {
    description:
      "Deletes macrocategories, moving their categories to a target; MacrocategoryInUseError (nothing deleted) while categories use one and no target is given. Admins.",
  })
  deleteMacrocategories(
    @Arg("input", () => DeleteMacrocategoriesInput, { description: "The macrocategories and the target for their categories." })
    input: DeleteMacrocategoriesInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof DeleteMacrocategoriesResult> {
    return ctx.services.categoryAdmin.deleteMacrocategories(ctx, input);
  }
}
