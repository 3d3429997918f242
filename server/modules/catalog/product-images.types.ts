/**
 * Product images as admins manage them: the cover and the gallery with their stored sizes,
 * the inputs that upload, remove, reorder and describe them, and the typed refusals of an
 * upload (too large, not an image, invalid SVG, unusable dimensions).
 */
import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { ImageRefreshMode } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule } from "../../core/validation/index.js";

export enum ProductImageSlot {
  COVER = "COVER",
  GALLERY = "GALLERY",
}
registerEnumType(ProductImageSlot, {
  name: "ProductImageSlot",
  description: "Where an uploaded product image goes: the cover (one image) or the gallery (a list).",
});

/** Validation rules shared by the GraphQL inputs and the REST route. */
export const productImageRules = {
  productId: z
    .union([z.string(), z.number()])
    .transform(String)
    .pipe(z.string().regex(/^[1-9]\d{0,9}$/, "must be a product id")),
  src: z.string().min(1, "must not be empty").max(500),
  alt: z.string().max(300),
  /** Base64 or a data URL; the upload limit is checked by the service (a typed IMAGE_TOO_LARGE). */
  data: z.string().min(1, "must not be empty"),
};

@ObjectType("AdminProductImage", { description: "A product image as stored, with its size.", simpleResolvers: true })
export class ProductImageView {
  @Field(() => String, { description: "Path (under /media) or absolute URL of the image." })
  src: string;
  @Field(() => Int, { description: "Stored width in pixels." })
  width: number;
  @Field(() => Int, { description: "Stored height in pixels." })
  height: number;
  @Field(() => String, { nullable: true, description: "Alternative text." })
  alt: string | null;
  @Field(() => Int, { nullable: true, description: "Stored size in bytes; null when the image is not kept by the shop (an external URL)." })
  bytes: number | null;
  @Field(() => String, { nullable: true, description: "Stored format (image/jpeg …); null when not kept by the shop." })
  contentType: string | null;
  @Field(() => Boolean, { description: "Uploaded for this product (its file is deleted when it is replaced or removed)." })
  uploaded: boolean;
}

@ObjectType("AdminProductImages", { description: "A product's cover and gallery as admins manage them, with the upload limits." })
export class AdminProductImagesView {
  @Field(() => ID, { description: "The product." })
  productId: string;
  @Field(() => ProductImageView, { description: "Cover image." })
  cover: ProductImageView;
  @Field(() => [ProductImageView], { description: "Gallery images in their order." })
  gallery: ProductImageView[];
  @Field(() => Int, { description: "Largest stored width: larger uploads are scaled down to fit." })
  maxWidth: number;
  @Field(() => Int, { description: "Largest stored height: larger uploads are scaled down to fit." })
  maxHeight: number;
  @Field(() => Int, { description: "Largest upload in bytes." })
  maxBytes: number;
  @Field(() => Int, { description: "Most gallery images a product keeps." })
  galleryMax: number;
}

@ObjectType("ProductImageRejectedError", {
  implements: ErrorResult,
  description:
    "An upload refused before anything was stored: IMAGE_TOO_LARGE, NOT_AN_IMAGE, INVALID_SVG (logged) or IMAGE_DIMENSIONS_INVALID, with the limits.",
})
export class ProductImageRejectedError extends ErrorResult {
  @Field(() => Int, { description: "Largest upload in bytes." })
  readonly maxBytes: number;
  @Field(() => Int, { description: "Largest stored width." })
  readonly maxWidth: number;
  @Field(() => Int, { description: "Largest stored height." })
  readonly maxHeight: number;
  constructor(code: ErrorCode, message: string, limits: { maxBytes: number; box: { width: number; height: number } }) {
    super(code, message);
    this.maxBytes = limits.maxBytes;
    this.maxWidth = limits.box.width;
    this.maxHeight = limits.box.height;
  }
}

export const UploadProductImageResult = resultUnion(
  "UploadProductImageResult",
  "The product's images after the upload, or why nothing was stored.",
  AdminProductImagesView,
  [ProductImageRejectedError],
);

@InputType({ description: "An image to store for a product, as base64." })
export class UploadProductImageInput {
  @Field(() => ID, { description: "The product." })
  @Rule(productImageRules.productId)
  productId: string;
  @Field(() => ProductImageSlot, { description: "COVER or GALLERY." })
  slot: ProductImageSlot;
  @Field(() => ImageRefreshMode, {
    defaultValue: ImageRefreshMode.REFRESH,
    description:
      "REFRESH (0): a gallery image is added at the end; a cover replaces the cover, the gallery is kept. REPLACE (1): a gallery image becomes the only one; a cover replaces the cover and empties the gallery.",
  })
  mode: ImageRefreshMode;
  @Field(() => String, {
    description:
      "The file as base64, or a data URL (data:image/png;base64,…). JPEG, PNG, WebP, GIF or SVG (recognised by content), up to the upload limit (about 4/3 of it as base64).",
  })
  @Rule(productImageRules.data)
  data: string;
  @Field(() => String, { nullable: true, description: "Alternative text (up to 300 characters)." })
  @Rule(productImageRules.alt)
  alt?: string | null;
}

@InputType({ description: "A gallery image to remove." })
export class RemoveProductImageInput {
  @Field(() => ID, { description: "The product." })
  @Rule(productImageRules.productId)
  productId: string;
  @Field(() => String, { description: "The image's src, as listed by adminProductImages." })
  @Rule(productImageRules.src)
  src: string;
}

@InputType({ description: "A new order of a product's gallery." })
export class ReorderProductGalleryInput {
  @Field(() => ID, { description: "The product." })
  @Rule(productImageRules.productId)
  productId: string;
  @Field(() => [String], { description: "Every gallery image's src exactly once, in the new order." })
  @Rule(z.array(productImageRules.src).max(50))
  srcs: string[];
}

@InputType({ description: "The alternative text of one image." })
export class ProductImageAltInput {
  @Field(() => String, { description: "The image's src (the cover or a gallery image)." })
  @Rule(productImageRules.src)
  src: string;
  @Field(() => String, { description: "Alternative text (up to 300 characters); empty removes it." })
  @Rule(productImageRules.alt)
  alt: string;
}

@InputType({ description: "Alternative texts of a product's images." })
export class SetProductImageAltsInput {
  @Field(() => ID, { description: "The product." })
  @Rule(productImageRules.productId)
  productId: string;
  @Field(() => [ProductImageAltInput], { description: "The images and their texts (1–50)." })
  @Rule(z.array(z.unknown()).min(1).max(50))
  images: ProductImageAltInput[];
}
