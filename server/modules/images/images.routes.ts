/**
 * GET /img?src=/media/covers/12.svg&w=640&q=75: a stored image at one of the spec's widths
 * (WebP, cached for a year). Only /media/ sources are accepted: this is not an open proxy.
 */
import { Router } from "express";
import { z } from "zod";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { describeIssues, safeParseWorded } from "../../core/validation/index.js";
import { DEFAULT_IMAGE_QUALITY, IMAGE_WIDTHS, type ImageService } from "./images.service.js";

const query = z.object({
  src: z
    .string({ error: "src is required" })
    .regex(/^\/media\/[a-z0-9][a-z0-9/_.-]{0,200}$/, "src must be a /media/ path")
    .refine((s) => !s.includes(".."), "src must be a /media/ path"),
  w: z.coerce
    .number({ error: "w must be a number" })
    .int()
    .refine((w) => (IMAGE_WIDTHS as readonly number[]).includes(w), `w must be one of ${IMAGE_WIDTHS.join(", ")}`),
  q: z.coerce.number({ error: "q must be a number" }).int().min(1).max(100).default(DEFAULT_IMAGE_QUALITY),
});

export function imagesRoutes(images: ImageService): Router {
  const r = Router();
  r.get("/", async (req, res) => {
    const parsed = safeParseWorded(query, { src: req.query.src, w: req.query.w, q: req.query.q });
    if (!parsed.success) throw new InvalidInputError(describeIssues(parsed.error));
    const { src, w, q } = parsed.data;
    const variant = await images.variant({ key: src.slice("/media/".length), width: w, quality: q });
    if (!variant) throw new NotFoundError();
    res.setHeader("Content-Type", variant.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.send(variant.body);
  });
  return r;
}
