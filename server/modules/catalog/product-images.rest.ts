/**
 * REST of product images: POST /api/admin/products/:id/images stores an image as the product's
 * cover or in its gallery, like `uploadProductImage`. The file comes either as the raw request
 * body (`Content-Type: image/jpeg` … or `application/octet-stream`, with `slot`, `mode` and
 * `alt` in the query string: `curl --data-binary @cover.jpg`), or as JSON
 * `{ slot, mode, alt, data }` with `data` base64 or a data URL (SVG comes this way). The README's
 * "Admin: product images" section shows examples.
 *
 * And who may send large JSON uploads: over the general 100 KB limit, up to the upload limit as
 * base64, only signed-in roles that may upload product images; everyone else keeps the small limit.
 */
import { Router } from "express";
import { z } from "zod";
import { ImageRefreshMode } from "../../common/enums.js";
import { requirePermission, roleHas } from "../../core/auth/index.js";
import { ErrorCode, InvalidInputError, isErrorResult } from "../../core/errors/index.js";
import type { LargeBodyGrant } from "../../rest/large-bodies.js";
import { rawUpload } from "../../rest/raw-upload.js";
import { contextOf, parseQuery, sendError } from "../../rest/rest.js";
import type { Services } from "../../services.js";
import { ProductImageRejectedError, ProductImageSlot, productImageRules } from "./product-images.types.js";

/** The JSON body limit of an upload of `maxBytes` as base64 (4 characters per 3 bytes), with room for the other fields. */
export const base64BodyLimit = (maxBytes: number) => Math.ceil((maxBytes * 4) / 3) + 64 * 1024;

/**
 * Who may send a large JSON body to /graphql and /api/admin/products (server/rest/large-bodies.ts):
 * callers who may upload product images (`products:refresh`), up to the upload limit as base64.
 */
export function imageUploadBodies(services: Services): LargeBodyGrant {
  return { limit: base64BodyLimit(services.productImages.limits.maxBytes), allowed: (role) => roleHas(role, "products:refresh") };
}

const slot = z
  .string({ error: () => "slot must be cover or gallery" })
  .transform((s) => s.trim().toUpperCase())
  .pipe(z.enum(ProductImageSlot, { error: () => "slot must be cover or gallery" }));

const mode = z
  .union([z.string(), z.number()], { error: () => "mode must be REFRESH (0) or REPLACE (1)" })
  .transform((m) => String(m).trim().toUpperCase())
  .pipe(z.enum(["REFRESH", "REPLACE", "0", "1"], { error: () => "mode must be REFRESH (0) or REPLACE (1)" }))
  .transform((m) => (m === "REPLACE" || m === "1" ? ImageRefreshMode.REPLACE : ImageRefreshMode.REFRESH))
  .default(ImageRefreshMode.REFRESH);

const options = z.object({ slot, mode, alt: productImageRules.alt.optional() });
const jsonPayload = options.extend({ data: productImageRules.data });

export function productImagesRoutes(services: Services): Router {
  const r = Router();
  const maxBytes = services.productImages.limits.maxBytes;

  r.post(
    "/admin/products/:id/images",
    requirePermission("products:refresh"),
    // A binary body (JSON ones are read by the JSON parser); one announced larger than the limit is refused before it is read.
    rawUpload(
      maxBytes,
      () =>
        new ProductImageRejectedError(
          ErrorCode.IMAGE_TOO_LARGE,
          `The image is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB: make it smaller and try again`,
          services.productImages.limits,
        ),
      { skip: (req) => !!req.is("application/json"), overflowWhileRead: "general" },
    ),
    async (req, res) => {
      const ctx = contextOf(req);
      const json = req.is("application/json") !== false && !Buffer.isBuffer(req.body);
      let input: z.output<typeof options>;
      let upload: { bytes: Buffer } | { base64: string };
      if (json) {
        const body = req.body ?? {};
        if (typeof body !== "object" || Array.isArray(body)) throw new InvalidInputError("The body must be a JSON object or the image file");
        const p = parseQuery(jsonPayload, body);
        input = p;
        upload = { base64: p.data };
      } else {
        input = parseQuery(options, req.query);
        upload = { bytes: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0) };
      }
      const out = await services.productImages.upload(ctx, { productId: String(req.params.id), slot: input.slot, mode: input.mode, alt: input.alt, upload });
      if (isErrorResult(out)) return sendError(res, out);
      res.status(201).json({ result: "SUCCESS", images: out });
    },
  );
  return r;
}
