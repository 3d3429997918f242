/**
 * Product images uploaded by admins: the cover and the gallery of a product.
 *
 * Rules (the README's "Admin: product images" section says the same):
 *  - accepted: JPEG, PNG, WebP, GIF and SVG, recognised by their content (magic bytes, then
 *    sharp must read the whole file), never by a file name or a declared type; at most
 *    PRODUCT_IMAGE_MAX_MB megabytes; every side at least 16 pixels, at most 16,384, at most
 *    100 megapixels and at most 20 times longer than the other side;
 *  - resizing (`planImageOutput`, pure): the image is fitted inside the box (default 1440×1080,
 *    PRODUCT_IMAGE_MAX_SIZE) keeping its aspect ratio, never enlarged. An image already inside
 *    the box is stored as uploaded (same bytes, same format). A larger one is re-encoded with a
 *    quality between 0.8 and 0.9 that grows with the downscale (`qualityForScale`: 0.8 just
 *    over the box, 0.9 at a quarter of the size or less — heavy downscales concentrate detail,
 *    so they get the higher quality), as JPEG when opaque, as WebP when it has transparency or
 *    is animated (JPEG has no alpha channel; WebP keeps both and still takes a quality, PNG
 *    would not);
 *  - the box: PRODUCT_IMAGE_MAX_SIZE ("WIDTHxHEIGHT", each 100–8000) when set; unset, the
 *    spec's default 1440×1080; set but unusable (malformed, out of range), the spec's
 *    fallback 1400×1080, with a warning in the log at start-up (`imageBoxFromSetting`);
 *  - SVG arrives as base64 data (a `data:image/svg+xml;base64,…` URL or bare base64). Data that
 *    is not valid base64, not an SVG document, carries scripts or event handlers, or does not
 *    render is logged as an error and yields nothing: the call answers INVALID_SVG and nothing
 *    is stored. A valid SVG is stored as is (vector), with its size fitted inside the box;
 *  - modes (spec: REFRESH 0, REPLACE 1): on the gallery REFRESH adds the image at the end,
 *    REPLACE makes it the only one; on the cover both put the new cover in place, REFRESH
 *    keeps the gallery while REPLACE also empties it (a full replacement of the pictures);
 *  - images live in media_assets under `products/<product id>/…` (served at /media/…, resized
 *    at /img); an asset of this product that is no longer used (replaced, removed) is deleted
 *    in the same transaction. Older images elsewhere (seeded art) are left alone;
 *  - the storefront shows a change at once: writing products.cover_image/gallery_images fires
 *    the products trigger that tells every process to drop its cached answers for the product;
 *  - every write is audited (sources and sizes, never the image bytes).
 */
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import type { RequestContext } from "../../graphql/context.js";
import { ImageRefreshMode } from "../../common/enums.js";
import { checkPermission, type Permission } from "../../core/auth/index.js";
import { ErrorCode, ForbiddenError, InvalidInputError, NotFoundError, UnauthenticatedError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import type { Logger } from "../../logger.js";
import type { StoredImage } from "./catalog.entities.js";
import {
  AdminProductImagesView,
  ProductImageRejectedError,
  ProductImageSlot,
  type ProductImageView,
  type ReorderProductGalleryInput,
  type RemoveProductImageInput,
  type SetProductImageAltsInput,
} from "./product-images.types.js";

// ------------------------------------------------------------------ pure rules

export interface ImageBox {
  width: number;
  height: number;
}

/** Spec: default largest size of a stored product image. */
export const DEFAULT_IMAGE_BOX: Readonly<ImageBox> = { width: 1440, height: 1080 };
/** Spec: the fallback size, used when the configured one cannot be used. */
export const FALLBACK_IMAGE_BOX: Readonly<ImageBox> = { width: 1400, height: 1080 };
/** Spec: re-encoding quality range (0–1). */
export const MIN_QUALITY = 0.8;
export const MAX_QUALITY = 0.9;
/** At this scale (a quarter of each side) or below the quality is MAX_QUALITY. */
export const HEAVY_DOWNSCALE = 0.25;
export const MIN_IMAGE_SIDE = 16;
export const MAX_IMAGE_SIDE = 16_384;
export const MAX_IMAGE_PIXELS = 100_000_000;
export const MAX_ASPECT_RATIO = 20;
/** Default upload limit in megabytes (PRODUCT_IMAGE_MAX_MB). */
export const DEFAULT_MAX_UPLOAD_MB = 15;
/** Most gallery images a product keeps. */
export const GALLERY_MAX = 20;
export const ALT_MAX = 300;

/**
 * The resize box from the PRODUCT_IMAGE_MAX_SIZE setting: unset → 1440×1080; "WxH" with each
 * side 100–8000 → that; anything else → the spec's fallback 1400×1080, with the reason.
 */
export function imageBoxFromSetting(setting: string | undefined | null): { box: ImageBox; problem: string | null } {
  const value = (setting ?? "").trim();
  if (!value) return { box: { ...DEFAULT_IMAGE_BOX }, problem: null };
  const m = /^(\d{1,5})\s*[x×]\s*(\d{1,5})$/i.exec(value);
  const ok = (n: number) => n >= 100 && n <= 8000;
  if (m && ok(Number(m[1])) && ok(Number(m[2]))) return { box: { width: Number(m[1]), height: Number(m[2]) }, problem: null };
  return {
    box: { ...FALLBACK_IMAGE_BOX },
    problem: `PRODUCT_IMAGE_MAX_SIZE "${value}" is not WIDTHxHEIGHT with each side 100–8000: using ${FALLBACK_IMAGE_BOX.width}x${FALLBACK_IMAGE_BOX.height}`,
  };
}

/**
 * Re-encoding quality for a downscale to `scale` (output side / input side, 0–1): 0.8 just
 * under 1, rising linearly to 0.9 at HEAVY_DOWNSCALE and below; two decimals.
 */
export function qualityForScale(scale: number): number {
  const s = Math.min(1, Math.max(0, scale));
  const t = Math.min(1, Math.max(0, (1 - s) / (1 - HEAVY_DOWNSCALE)));
  return Math.round((MIN_QUALITY + (MAX_QUALITY - MIN_QUALITY) * t) * 100) / 100;
}

export interface ImagePlan {
  /** False when the image already fits the box: it is stored as uploaded. */
  resize: boolean;
  width: number;
  height: number;
  /** Output side / input side (1 when not resized). */
  scale: number;
  /** Re-encoding quality (0.8–0.9), null when not resized. */
  quality: number | null;
}

/** What becomes of an image of this size: the largest fit inside `box` keeping the aspect ratio, never enlarged. */
export function planImageOutput(size: ImageBox, box: ImageBox = DEFAULT_IMAGE_BOX): ImagePlan {
  const scale = Math.min(1, box.width / size.width, box.height / size.height);
  if (scale >= 1) return { resize: false, width: size.width, height: size.height, scale: 1, quality: null };
  return {
    resize: true,
    width: Math.min(box.width, Math.max(1, Math.round(size.width * scale))),
    height: Math.min(box.height, Math.max(1, Math.round(size.height * scale))),
    scale,
    quality: qualityForScale(scale),
  };
}

export type ImageKind = "jpeg" | "png" | "webp" | "gif" | "svg";

const CONTENT_TYPES: Record<ImageKind, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp", gif: "image/gif", svg: "image/svg+xml" };
const EXTENSIONS: Record<ImageKind, string> = { jpeg: "jpg", png: "png", webp: "webp", gif: "gif", svg: "svg" };

const SVG_START = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>/]/i;

/** The image format of `bytes` by its content (magic bytes; SVG by its root element), or null. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(bytes.subarray(0, 6).toString("latin1"))) return "gif";
  if (bytes.length >= 12 && bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") return "webp";
  const head = bytes
    .subarray(0, 4096)
    .toString("utf8")
    .replace(/^\uFEFF/, "");
  if (SVG_START.test(head)) return "svg";
  return null;
}

/** Base64 (standard or URL-safe alphabet, padding optional, whitespace ignored). */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}(?:==)?|[A-Za-z0-9+/]{3}=?)?$/;

/**
 * Decodes upload data: a `data:<type>;base64,<data>` URL or bare base64. `declared` is the
 * data URL's type (lower case) or null; `bytes` null when the data is not valid base64.
 */
export function decodeImageData(data: string): { bytes: Buffer | null; declared: string | null } {
  let rest = data.trim();
  let declared: string | null = null;
  const m = /^data:([^;,]*)((?:;[^;,]*)*),/i.exec(rest);
  if (m) {
    declared = m[1]!.trim().toLowerCase() || null;
    if (!/;base64$/i.test(m[2] ?? "")) return { bytes: null, declared };
    rest = rest.slice(m[0].length);
  }
  const compact = rest.replace(/\s+/g, "").replace(/-/g, "+").replace(/_/g, "/");
  if (!compact || !BASE64.test(compact)) return { bytes: null, declared };
  return { bytes: Buffer.from(compact, "base64"), declared };
}

// ------------------------------------------------------------------ preparing an upload

export interface ImageLimits {
  box: ImageBox;
  maxBytes: number;
}

/** An image ready to store. */
export interface PreparedImage {
  kind: ImageKind;
  body: Buffer;
  contentType: string;
  extension: string;
  width: number;
  height: number;
  originalWidth: number;
  originalHeight: number;
  /** Bytes uploaded (decoded). */
  uploadedBytes: number;
  resized: boolean;
  quality: number | null;
}

/** An upload: raw bytes (REST binary body) or base64 data (GraphQL, REST JSON). */
export type ImageUpload = { bytes: Buffer } | { base64: string };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** The upload's bytes, checked and (when larger than the box) resized; or why not. The SVG refusals are logged. */
export async function prepareImage(
  upload: ImageUpload,
  limits: ImageLimits,
  logger: Pick<Logger, "error">,
): Promise<PreparedImage | ProductImageRejectedError> {
  const tooLarge = () =>
    new ProductImageRejectedError(ErrorCode.IMAGE_TOO_LARGE, `The image is larger than ${megabytes(limits.maxBytes)}: make it smaller and try again`, limits);
  const badSvg = (reason: string, meta: object = {}) => {
    logger.error({ reason, ...meta }, "invalid SVG image data");
    return new ProductImageRejectedError(ErrorCode.INVALID_SVG, `The SVG data is not valid: ${reason}; nothing was stored`, limits);
  };

  let bytes: Buffer;
  let declaredSvg = false;
  if ("base64" in upload) {
    // 4 base64 characters carry 3 bytes: refuse what cannot fit before decoding it.
    if (Math.floor((upload.base64.replace(/^data:[^,]*,/i, "").length * 3) / 4) > limits.maxBytes + 3) return tooLarge();
    const decoded = decodeImageData(upload.base64);
    declaredSvg = decoded.declared === "image/svg+xml";
    if (!decoded.bytes) {
      if (declaredSvg) return badSvg("the data is not valid base64", { length: upload.base64.length });
      return new ProductImageRejectedError(ErrorCode.NOT_AN_IMAGE, "The data is not valid base64 image data", limits);
    }
    bytes = decoded.bytes;
  } else {
    bytes = upload.bytes;
  }
  if (bytes.length > limits.maxBytes) return tooLarge();
  if (bytes.length === 0) return new ProductImageRejectedError(ErrorCode.NOT_AN_IMAGE, "The file is empty", limits);

  const kind = sniffImage(bytes);
  if (declaredSvg && kind !== "svg") return badSvg("the data is not an SVG document", { bytes: bytes.length });
  if (!kind) return new ProductImageRejectedError(ErrorCode.NOT_AN_IMAGE, ERROR_NOT_AN_IMAGE, limits);

  if (kind === "svg") {
    const text = bytes.toString("utf8");
    if (text.includes("\uFFFD")) return badSvg("the document is not UTF-8 text", { bytes: bytes.length });
    if (/<script[\s>]|<foreignObject[\s>]|\son[a-z]+\s*=|javascript:/i.test(text))
      return badSvg("scripts and event handlers are not allowed", { bytes: bytes.length });
    let meta: sharp.Metadata;
    try {
      meta = await sharp(bytes, { failOn: "error" }).metadata();
      // Rendering proves the document is well formed (metadata reads only the root element).
      await sharp(bytes, { failOn: "error" }).resize(8, 8, { fit: "inside" }).png().toBuffer();
    } catch (e) {
      return badSvg("the document does not render", { bytes: bytes.length, error: (e as Error).message });
    }
    if (meta.format !== "svg" || !meta.width || !meta.height) return badSvg("the document has no size", { bytes: bytes.length });
    const dims = checkDimensions(meta.width, meta.height, limits);
    if (dims) return dims;
    const plan = planImageOutput({ width: meta.width, height: meta.height }, limits.box);
    return {
      kind,
      body: bytes,
      contentType: CONTENT_TYPES.svg,
      extension: EXTENSIONS.svg,
      width: plan.width,
      height: plan.height,
      originalWidth: meta.width,
      originalHeight: meta.height,
      uploadedBytes: bytes.length,
      resized: false,
      quality: null,
    };
  }

  let meta: sharp.Metadata;
  try {
    meta = await sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS, animated: true }).metadata();
  } catch (e) {
    const message = (e as Error).message ?? "";
    if (/pixel limit/i.test(message)) return dimensionsError(limits);
    return new ProductImageRejectedError(ErrorCode.NOT_AN_IMAGE, "The file is damaged or not a complete image", limits);
  }
  if (meta.format !== kind && !(kind === "jpeg" && meta.format === "jpeg")) {
    return new ProductImageRejectedError(ErrorCode.NOT_AN_IMAGE, ERROR_NOT_AN_IMAGE, limits);
  }
  const frames = meta.pages ?? 1;
  const animated = frames > 1;
  const frameHeight = animated ? (meta.pageHeight ?? meta.height ?? 0) : (meta.height ?? 0);
  // EXIF orientations 5–8 turn the picture a quarter: its shown width is the stored height.
  const turned = !animated && (meta.orientation ?? 1) >= 5;
  const width = turned ? frameHeight : (meta.width ?? 0);
  const height = turned ? (meta.width ?? 0) : frameHeight;
  if ((meta.width ?? 0) * (meta.height ?? 0) > MAX_IMAGE_PIXELS) return dimensionsError(limits);
  const dims = checkDimensions(width, height, limits);
  if (dims) return dims;

  const plan = planImageOutput({ width, height }, limits.box);
  if (!plan.resize) {
    return {
      kind,
      body: bytes,
      contentType: CONTENT_TYPES[kind],
      extension: EXTENSIONS[kind],
      width,
      height,
      originalWidth: width,
      originalHeight: height,
      uploadedBytes: bytes.length,
      resized: false,
      quality: null,
    };
  }
  const quality = Math.round((plan.quality ?? MAX_QUALITY) * 100);
  const keepsAlpha = animated || meta.hasAlpha === true;
  try {
    let pipeline = sharp(bytes, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS, animated });
    if (!animated) pipeline = pipeline.autoOrient();
    pipeline = pipeline.resize(plan.width, plan.height, { fit: "inside", withoutEnlargement: true });
    const out = keepsAlpha
      ? await pipeline.webp({ quality, effort: 4 }).toBuffer({ resolveWithObject: true })
      : await pipeline.flatten({ background: "#ffffff" }).jpeg({ quality, mozjpeg: true }).toBuffer({ resolveWithObject: true });
    const outKind: ImageKind = keepsAlpha ? "webp" : "jpeg";
    return {
      kind: outKind,
      body: out.data,
      contentType: CONTENT_TYPES[outKind],
      extension: EXTENSIONS[outKind],
      width: out.info.width,
      height: animated ? plan.height : out.info.height,
      originalWidth: width,
      originalHeight: height,
      uploadedBytes: bytes.length,
      resized: true,
      quality: plan.quality,
    };
  } catch {
    return new ProductImageRejectedError(ErrorCode.NOT_AN_IMAGE, "The file is damaged or not a complete image", limits);
  }
}

const ERROR_NOT_AN_IMAGE = "The file is not a JPEG, PNG, WebP, GIF or SVG image";

function dimensionsError(limits: ImageLimits): ProductImageRejectedError {
  return new ProductImageRejectedError(
    ErrorCode.IMAGE_DIMENSIONS_INVALID,
    `The image is too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels and ${MAX_IMAGE_SIDE} pixels a side`,
    limits,
  );
}

function checkDimensions(width: number, height: number, limits: ImageLimits): ProductImageRejectedError | null {
  if (width < MIN_IMAGE_SIDE || height < MIN_IMAGE_SIDE) {
    return new ProductImageRejectedError(
      ErrorCode.IMAGE_DIMENSIONS_INVALID,
      `The image is too small: at least ${MIN_IMAGE_SIDE}×${MIN_IMAGE_SIDE} pixels`,
      limits,
    );
  }
  if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS) return dimensionsError(limits);
  if (Math.max(width, height) / Math.min(width, height) > MAX_ASPECT_RATIO) {
    return new ProductImageRejectedError(
      ErrorCode.IMAGE_DIMENSIONS_INVALID,
      `The image is too elongated: one side at most ${MAX_ASPECT_RATIO} times the other`,
      limits,
    );
  }
  return null;
}

// ------------------------------------------------------------------ the service

function parseProductId(id: string | number | null | undefined): number {
  const s = String(id ?? "");
  if (!/^[1-9]\d{0,9}$/.test(s) || Number(s) > 2 ** 31 - 1) throw new NotFoundError("Product");
  return Number(s);
}

function allow(ctx: RequestContext, permission: Permission): void {
  const verdict = checkPermission(ctx.role, ctx.user != null, [permission], ctx.apiToken?.scope);
  if (verdict === "unauthenticated") throw new UnauthenticatedError();
  if (verdict === "forbidden") throw new ForbiddenError();
}

/** The media key of a /media/ source, or null for other sources. */
const mediaKey = (src: string): string | null => (src.startsWith("/media/") ? src.slice("/media/".length) : null);
/** Whether an image's asset was uploaded for this product (and may be deleted with it). */
const ownedBy = (productId: number, src: string) => mediaKey(src)?.startsWith(`products/${productId}/`) === true;

const cleanAlt = (alt: string | null | undefined): string | undefined => {
  const a = (alt ?? "").replace(/\s+/g, " ").trim();
  if (a.length > ALT_MAX) throw new InvalidInputError(`alt must be at most ${ALT_MAX} characters`);
  return a || undefined;
};

/** An audit-safe summary of a product's images: sources and sizes, never bytes. */
const auditView = (cover: StoredImage, gallery: StoredImage[]) => ({
  cover: { src: cover.src, width: cover.width, height: cover.height, alt: cover.alt ?? null },
  gallery: gallery.map((g) => ({ src: g.src, width: g.width, height: g.height, alt: g.alt ?? null })),
});

interface ProductImagesRow {
  cover_image: StoredImage;
  gallery_images: StoredImage[];
}

export interface UploadProductImageArgs {
  productId: string | number;
  slot: ProductImageSlot;
  mode: ImageRefreshMode;
  alt?: string | null;
  upload: ImageUpload;
}

export class ProductImagesService {
  readonly limits: ImageLimits;

  /** `maxSize`: PRODUCT_IMAGE_MAX_SIZE; `maxMb`: PRODUCT_IMAGE_MAX_MB. An unusable size is logged once and the fallback used. */
  constructor(
    settings: { maxSize?: string | null; maxMb: number },
    private readonly logger: Logger,
  ) {
    const { box, problem } = imageBoxFromSetting(settings.maxSize);
    if (problem) logger.warn(problem);
    this.limits = { box, maxBytes: Math.round(settings.maxMb * 1024 * 1024) };
  }

  /** A product's cover and gallery with their stored sizes. Admins (`products:info`). */
  async images(ctx: RequestContext, productId: string | number): Promise<AdminProductImagesView> {
    allow(ctx, "products:info");
    const id = parseProductId(productId);
    const [row]: ProductImagesRow[] = await ctx.manager.query(`SELECT cover_image, gallery_images FROM products WHERE id = $1`, [id]);
    if (!row) throw new NotFoundError("Product");
    return this.view(ctx, id, row.cover_image, row.gallery_images ?? []);
  }

  /**
   * Stores an uploaded image as the cover or in the gallery (see the modes above); a refused
   * upload stores nothing and answers why. Admins (`products:refresh`).
   */
  async upload(ctx: RequestContext, args: UploadProductImageArgs): Promise<AdminProductImagesView | ProductImageRejectedError> {
    allow(ctx, "products:refresh");
    const id = parseProductId(args.productId);
    const alt = cleanAlt(args.alt);
    const [exists] = await ctx.manager.query(`SELECT 1 FROM products WHERE id = $1`, [id]);
    if (!exists) throw new NotFoundError("Product");
    const prepared = await prepareImage(args.upload, this.limits, this.logger);
    if (prepared instanceof ProductImageRejectedError) return prepared;

    const slot = args.slot === ProductImageSlot.COVER ? "cover" : "gallery";
    const key = `products/${id}/${slot}-${randomBytes(8).toString("hex")}.${prepared.extension}`;
    const image: StoredImage = { src: `/media/${key}`, width: prepared.width, height: prepared.height, ...(alt ? { alt } : {}) };
    await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      const [row]: ProductImagesRow[] = await m.query(`SELECT cover_image, gallery_images FROM products WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw new NotFoundError("Product");
      const gallery = row.gallery_images ?? [];
      let cover = row.cover_image;
      let nextGallery = gallery;
      if (args.slot === ProductImageSlot.COVER) {
        cover = image;
        if (args.mode === ImageRefreshMode.REPLACE) nextGallery = [];
      } else if (args.mode === ImageRefreshMode.REPLACE) {
        nextGallery = [image];
      } else {
        if (gallery.length >= GALLERY_MAX) throw new InvalidInputError(`The gallery already has ${GALLERY_MAX} images, the most allowed: remove one first`);
        nextGallery = [...gallery, image];
      }
      await m.query(`INSERT INTO media_assets (key, content_type, body, width, height) VALUES ($1, $2, $3, $4, $5)`, [
        key,
        prepared.contentType,
        prepared.body,
        prepared.width,
        prepared.height,
      ]);
      await m.query(`UPDATE products SET cover_image = $2, gallery_images = $3, updated_at = now() WHERE id = $1`, [
        id,
        JSON.stringify(cover),
        JSON.stringify(nextGallery),
      ]);
      await this.dropUnused(m, id, [row.cover_image, ...gallery], [cover, ...nextGallery]);
      await recordAudit(tx, {
        action: "product.images.upload",
        targetType: "product",
        targetId: id,
        summary:
          `${slot === "cover" ? "Cover" : "Gallery image"} uploaded (${args.mode === ImageRefreshMode.REPLACE ? "REPLACE" : "REFRESH"}): ` +
          `${prepared.width}×${prepared.height} ${prepared.contentType}, ${prepared.body.length} bytes` +
          (prepared.resized ? ` (resized from ${prepared.originalWidth}×${prepared.originalHeight}, quality ${prepared.quality})` : ""),
        before: auditView(row.cover_image, gallery),
        after: {
          ...auditView(cover, nextGallery),
          uploaded: { src: image.src, width: image.width, height: image.height, bytes: prepared.body.length, uploadedBytes: prepared.uploadedBytes },
        },
      });
    });
    return this.images(ctx, id);
  }

  /** Removes a gallery image (the cover cannot be removed: upload another one). Admins (`products:edit`). */
  async remove(ctx: RequestContext, input: RemoveProductImageInput): Promise<AdminProductImagesView> {
    allow(ctx, "products:edit");
    const id = parseProductId(input.productId);
    await this.edit(ctx, id, "product.images.remove", (cover, gallery) => {
      const at = gallery.findIndex((g) => g.src === input.src);
      if (at < 0) {
        if (cover.src === input.src) throw new InvalidInputError("src: the cover cannot be removed, only replaced by an upload");
        throw new NotFoundError("Gallery image");
      }
      return { cover, gallery: gallery.filter((_, i) => i !== at), summary: `Gallery image ${at + 1} removed (${input.src})` };
    });
    return this.images(ctx, id);
  }

  /** Puts the gallery in the given order (every current image exactly once). Admins (`products:edit`). */
  async reorder(ctx: RequestContext, input: ReorderProductGalleryInput): Promise<AdminProductImagesView> {
    allow(ctx, "products:edit");
    const id = parseProductId(input.productId);
    await this.edit(ctx, id, "product.images.reorder", (cover, gallery) => {
      const left = [...gallery];
      const ordered: StoredImage[] = [];
      for (const src of input.srcs) {
        const at = left.findIndex((g) => g.src === src);
        if (at < 0) throw new InvalidInputError(`srcs: ${src} is not in the gallery (reload the images and try again)`);
        ordered.push(left.splice(at, 1)[0]!);
      }
      if (left.length) throw new InvalidInputError("srcs: must list every gallery image once (reload the images and try again)");
      return { cover, gallery: ordered, summary: "Gallery reordered" };
    });
    return this.images(ctx, id);
  }

  /** Sets the alternative texts of the cover and gallery images named by `src` (empty: none). Admins (`products:edit`). */
  async setAlts(ctx: RequestContext, input: SetProductImageAltsInput): Promise<AdminProductImagesView> {
    allow(ctx, "products:edit");
    const id = parseProductId(input.productId);
    const alts = input.images.map((i) => ({ src: i.src, alt: cleanAlt(i.alt) }));
    await this.edit(ctx, id, "product.images.alt", (cover, gallery) => {
      const withAlt = (img: StoredImage): StoredImage => {
        const hit = alts.find((a) => a.src === img.src);
        if (!hit) return img;
        const { alt: _old, ...rest } = img;
        return hit.alt ? { ...rest, alt: hit.alt } : rest;
      };
      const unknown = alts.find((a) => a.src !== cover.src && !gallery.some((g) => g.src === a.src));
      if (unknown) throw new NotFoundError("Image");
      return { cover: withAlt(cover), gallery: gallery.map(withAlt), summary: `Alternative text of ${alts.length} image${alts.length === 1 ? "" : "s"} set` };
    });
    return this.images(ctx, id);
  }

  // ------------------------------------------------------------------ helpers

  private async edit(
    ctx: RequestContext,
    id: number,
    action: string,
    change: (cover: StoredImage, gallery: StoredImage[]) => { cover: StoredImage; gallery: StoredImage[]; summary: string },
  ): Promise<void> {
    await withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      const [row]: ProductImagesRow[] = await m.query(`SELECT cover_image, gallery_images FROM products WHERE id = $1 FOR UPDATE`, [id]);
      if (!row) throw new NotFoundError("Product");
      const gallery = row.gallery_images ?? [];
      const next = change(row.cover_image, gallery);
      await m.query(`UPDATE products SET cover_image = $2, gallery_images = $3, updated_at = now() WHERE id = $1`, [
        id,
        JSON.stringify(next.cover),
        JSON.stringify(next.gallery),
      ]);
      await this.dropUnused(m, id, [row.cover_image, ...gallery], [next.cover, ...next.gallery]);
      await recordAudit(tx, {
        action,
        targetType: "product",
        targetId: id,
        summary: next.summary,
        before: auditView(row.cover_image, gallery),
        after: auditView(next.cover, next.gallery),
      });
    });
  }

  /** Deletes this product's uploaded assets that were in `before` and are not in `after`. */
  private async dropUnused(m: RequestContext["manager"], id: number, before: StoredImage[], after: StoredImage[]): Promise<void> {
    const kept = new Set(after.map((i) => i.src));
    const gone = [...new Set(before.map((i) => i.src))].filter((src) => !kept.has(src) && ownedBy(id, src)).map((src) => mediaKey(src)!);
    if (gone.length) await m.query(`DELETE FROM media_assets WHERE key = ANY($1)`, [gone]);
  }

  private async view(ctx: RequestContext, id: number, cover: StoredImage, gallery: StoredImage[]): Promise<AdminProductImagesView> {
    const keys = [cover, ...gallery].map((i) => mediaKey(i.src)).filter((k): k is string => k != null);
    const sizes: { key: string; bytes: number; content_type: string }[] = keys.length
      ? await ctx.manager.query(`SELECT key, octet_length(body)::int AS bytes, content_type FROM media_assets WHERE key = ANY($1)`, [keys])
      : [];
    const asView = (img: StoredImage): ProductImageView => {
      const stored = sizes.find((s) => s.key === mediaKey(img.src));
      return {
        src: img.src,
        width: img.width,
        height: img.height,
        alt: img.alt ?? null,
        bytes: stored?.bytes ?? null,
        contentType: stored?.content_type ?? null,
        uploaded: ownedBy(id, img.src),
      };
    };
    return Object.assign(new AdminProductImagesView(), {
      productId: String(id),
      cover: asView(cover),
      gallery: gallery.map(asView),
      maxWidth: this.limits.box.width,
      maxHeight: this.limits.box.height,
      maxBytes: this.limits.maxBytes,
      galleryMax: GALLERY_MAX,
    });
  }
}
