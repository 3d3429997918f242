/**
 * REST of a seller's keys: POST /api/seller/keys/upload takes the spec's Key entries
 * (`{ productId, keys[] }`, with an optional `contentType`) for the caller's own offer of that
 * product and answers the upload (201), like `uploadKeys`; poll it over GraphQL (`keyUpload`).
 *
 * And the body parser for large uploads: bodies over the general 100 KB limit are read (up to
 * KEY_UPLOAD_BODY_LIMIT) only for signed-in sellers and admins, so 10,000 keys or a few images
 * fit in one call while anonymous callers keep the small limit.
 */
import express, { type RequestHandler, Router } from "express";
import { z } from "zod";
import { KeyContentType } from "../../common/enums.js";
import { authenticate, bearerToken, requirePermission, roleHas, SESSION_COOKIE } from "../../core/auth/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { endpoint } from "../../rest/rest.js";
import type { Services } from "../../services.js";
import { MAX_KEY_LENGTH, MAX_UPLOAD_LINES } from "./key-upload-parse.js";

/** Largest request body a seller's key upload may send (GraphQL or REST). */
export const KEY_UPLOAD_BODY_LIMIT = "8mb";
const GENERAL_LIMIT_BYTES = 100 * 1024;

/**
 * Mounted before the general JSON parser on /graphql and the upload route: a body larger than
 * the general limit is parsed here when the request is a seller's or an admin's (the general
 * parser then leaves it alone); anyone else's gets the general limit (413).
 */
export function largeKeyUploadBodies(services: Services, newContext: (req: express.Request) => RequestContext): RequestHandler {
  const parse = express.json({ limit: KEY_UPLOAD_BODY_LIMIT });
  const auth = authenticate(services);
  return (req, res, next) => {
    const length = Number(req.headers["content-length"]);
    if (req.method !== "POST" || !(length > GENERAL_LIMIT_BYTES) || !req.is("application/json")) return next();
    if (!bearerToken(req) && typeof req.cookies?.[SESSION_COOKIE] !== "string") return next();
    req.ctx = newContext(req);
    auth(req, res, (err?: unknown) => {
      if (err) return next(err);
      if (roleHas(req.ctx!.role, "keys:add") || roleHas(req.ctx!.role, "keys:info")) return parse(req, res, next);
      next();
    });
  };
}

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
