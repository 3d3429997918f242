import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { argRule } from "../../core/validation/index.js";
import {
  AdminProductListView,
  AdminProductsArgs,
  AdminProductView,
  CreateProductInput,
  productAdminRules,
  SaveProductResult,
  UpdateProductInput,
} from "./product-admin.types.js";

/** The admins' catalogue: thin; the rules are in ProductAdminService. */
@Resolver()
export class ProductAdminResolver {
  @Authorized("products:info")
  @Query(() => AdminProductListView, {
    description:
      "The catalogue as admins see it (hidden products too): search by name, slug or id; filters by category, platform, visibility, pre-order state, region and stock; sorts; pages of up to 100. Admins.",
    complexity: listCost(takeOf),
  })
  adminProducts(@Args(() => AdminProductsArgs) args: AdminProductsArgs, @Ctx() ctx: RequestContext): Promise<AdminProductListView> {
    return ctx.services.productAdmin.products(ctx, args);
  }

  @Authorized("products:info")
  @Query(() => AdminProductView, { description: "One product with every language's texts, prices and images; an unknown id is NOT_FOUND. Admins." })
  adminProduct(
    @Arg("id", () => ID, { description: "Product id.", validateFn: argRule("id", productAdminRules.id) }) id: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProductView> {
    return ctx.services.productAdmin.product(ctx, id);
  }

  @Authorized("products:add")
  @Mutation(() => SaveProductResult, {
    description:
      "Creates a product with its texts in en and it (empty slugs are made from the names), with a generated cover until an image is uploaded. SlugAlreadyInUseError when a slug is taken; the storefront shows it at once. Admins.",
  })
  createProduct(
    @Arg("input", () => CreateProductInput, { description: "The new product." }) input: CreateProductInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof SaveProductResult> {
    return ctx.services.productAdmin.createProduct(ctx, input);
  }

  @Authorized("products:edit")
  @Mutation(() => SaveProductResult, {
    description:
      "Edits a product's texts, slugs (an old slug keeps redirecting to the new URL with a 301), placement, facts, list prices or visibility. SlugAlreadyInUseError when a slug is taken; the storefront shows the change at once. Admins.",
  })
  updateProduct(
    @Arg("input", () => UpdateProductInput, { description: "The product and what changes." }) input: UpdateProductInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof SaveProductResult> {
    return ctx.services.productAdmin.updateProduct(ctx, input);
  }
}
