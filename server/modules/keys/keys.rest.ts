/**
 * REST of a seller's keys: POST /api/seller/keys/upload takes the spec's Key entries
 * (`{ productId, keys[] }`, with an optional `contentType`) for the caller's own offer of that
 * product and answers the upload (201), like `uploadKeys`; poll it over GraphQL (`keyUpload`).
 *
 * And who may send large bodies: over the general 100 KB limit, up to KEY_UPLOAD_BODY_LIMIT,
 * only signed-in sellers and admins, so 10,000 keys or a few images fit in one call while
 * anonymous callers keep the small limit.
 */
import { Router } from "express";
import { z } from "zod";
import { KeyContentType } from "../../common/enums.js";
import { requirePermission, roleHas } from "../../core/auth/index.js";
import type { LargeBodyGrant } from "../../rest/large-bodies.js";
import { endpoint } from "../../rest/rest.js";
import { MAX_KEY_LENGTH, MAX_UPLOAD_LINES } from "./key-upload-parse.js";

/** Largest request body a seller's key upload may send (GraphQL or REST). */
export const KEY_UPLOAD_BODY_LIMIT = 8 * 1024 * 1024;

/** Who may send a large body to /graphql and the upload route (server/rest/large-bodies.ts): signed-in sellers and admins. */
export const KEY_UPLOAD_BODIES: LargeBodyGrant = {
  limit: KEY_UPLOAD_BODY_LIMIT,
  allowed: (role) => roleHas(role, "keys:add") || roleHas(role, "keys:info"),
};

const payload = z.object({
  productId: z.coerce.number().int().positive().max(2_147_483_647),
  keys: z
    .array(z.string().max(MAX_KEY_LENGTH * 2))
    .min(1)
    .max(MAX_UPLOAD_LINES),
  contentType: z.enum([KeyContentType.text, KeyContentType.credentials, KeyContentType.url]).default(KeyContentType.text),
});

export function keysRoutes(): Router {
  const r = Router();
  r.post(
    "/seller/keys/upload",
    requirePermission("keys:add"),
    endpoint(payload, async (ctx, input, _req, res) => {
      const upload = await ctx.services.keys.uploadForProduct(ctx, input.productId, { contentType: input.contentType, keys: input.keys });
      const { report: _report, ...shown } = upload as typeof upload & { report: unknown };
      res.status(201).json({ result: "SUCCESS", upload: shown });
    }),
  );
  return r;
}
