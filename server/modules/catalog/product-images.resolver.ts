import { Arg, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { argRule } from "../../core/validation/index.js";
import {
  AdminProductImagesView,
  productImageRules,
  RemoveProductImageInput,
  ReorderProductGalleryInput,
  SetProductImageAltsInput,
  UploadProductImageInput,
  UploadProductImageResult,
} from "./product-images.types.js";

/** Admins' product images: thin; the rules are in ProductImagesService. */
@Resolver()
export class ProductImagesResolver {
  @Authorized("products:info")
  @Query(() => AdminProductImagesView, { description: "A product's cover and gallery with their stored sizes and the upload limits. Admins." })
  adminProductImages(
    @Arg("productId", () => ID, { description: "The product.", validateFn: argRule("productId", productImageRules.productId) }) productId: string,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProductImagesView> {
    return ctx.services.productImages.images(ctx, productId);
  }

  @Authorized("products:refresh")
  @Mutation(() => UploadProductImageResult, {
    description:
      "Uploads a product image (base64) as the cover or into the gallery, scaled down to fit the configured box (1440×1080 by default). ProductImageRejectedError when it is too large, not an image, an invalid SVG or of unusable dimensions; nothing is stored then. The storefront shows it at once. Admins.",
  })
  uploadProductImage(
    @Arg("input", () => UploadProductImageInput, { description: "The product, where the image goes, how, and the image." }) input: UploadProductImageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<typeof UploadProductImageResult> {
    return ctx.services.productImages.upload(ctx, {
      productId: input.productId,
      slot: input.slot,
      mode: input.mode,
      alt: input.alt,
      upload: { base64: input.data },
    });
  }

  @Authorized("products:edit")
  @Mutation(() => AdminProductImagesView, { description: "Removes a gallery image (its uploaded file too). Admins." })
  removeProductImage(
    @Arg("input", () => RemoveProductImageInput, { description: "The product and the image." }) input: RemoveProductImageInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProductImagesView> {
    return ctx.services.productImages.remove(ctx, input);
  }

  @Authorized("products:edit")
  @Mutation(() => AdminProductImagesView, { description: "Puts a product's gallery in a new order. Admins." })
  reorderProductGallery(
    @Arg("input", () => ReorderProductGalleryInput, { description: "The product and every gallery image in the new order." }) input: ReorderProductGalleryInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProductImagesView> {
    return ctx.services.productImages.reorder(ctx, input);
  }

  @Authorized("products:edit")
  @Mutation(() => AdminProductImagesView, { description: "Sets the alternative texts of a product's cover and gallery images. Admins." })
  setProductImageAlts(
    @Arg("input", () => SetProductImageAltsInput, { description: "The product and the texts." }) input: SetProductImageAltsInput,
    @Ctx() ctx: RequestContext,
  ): Promise<AdminProductImagesView> {
    return ctx.services.productImages.setAlts(ctx, input);
  }
}
