/** Spec §7 /api/seller/profile/addseller: seller registration (then the user is signed out). */
import { Router } from "express";
import { z } from "zod";
import { endpoint, sendError } from "../../rest/rest.js";
import { isErrorResult } from "../../core/errors/index.js";
import { endSession, requirePermission } from "../../core/auth/index.js";
import { sellerRules } from "./sellers.types.js";

const payload = z.object({
  id: z.string().max(100),
  seller: z.object({
    registrationName: sellerRules.registrationName,
    vatNumber: sellerRules.vatNumber,
    image: sellerRules.image.nullish(),
    name: sellerRules.name,
    email: sellerRules.email,
  }),
});

export function sellersRoutes(): Router {
  const r = Router();
  r.post(
    "/seller/profile/addseller",
    requirePermission("seller:new"),
    endpoint(payload, async (ctx, input, _req, res) => {
      const out = await ctx.services.sellers.register(ctx, input.id, { ...input.seller, image: input.seller.image ?? null });
      if (isErrorResult(out)) return sendError(res, out);
      endSession(ctx);
      res.status(201).json({ result: "SUCCESS", seller: out.seller, signedOut: true });
    }),
  );
  return r;
}
