/** Spec §7 /api/seller/profile/addseller: seller registration (then the user is signed out). */
import { Router } from "express";
import { z } from "zod";
import { endpoint, sendError } from "../../rest/rest.js";
import { isErrorResult } from "../../core/errors/index.js";
import { endSession, requirePermission } from "../../core/auth/index.js";

const payload = z.object({
  id: z.string().max(100),
  seller: z.object({
    registrationName: z.string().trim().min(2).max(200),
    vatNumber: z.string().trim().min(4).max(20),
    image: z.string().max(2000).nullish(),
    name: z.string().trim().min(2).max(100),
    email: z.email({ error: () => "seller.email must be an email address" }).max(254),
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
