/**
 * What payment providers call, and the sandbox provider's page:
 *  - GET  /api/payments/return/:orderId?to=/checkout/confirmation/…  the shopper back from a
 *    provider's page: the order is settled, then the browser goes on to its confirmation page;
 *  - POST /api/payments/webhook/{paypal|checkout|sandbox}  providers' webhooks, verified by
 *    signature over the raw body (401 when they do not verify), processed once per event;
 *  - GET  /api/sandbox/payments/:id, POST …/pay, …/challenge, …/cancel  the sandbox's payment
 *    page (and scripts) paying with test cards.
 */
import { Router, type Request } from "express";
import { z } from "zod";
import { DomainError, ErrorCode, NotFoundError } from "../../core/errors/index.js";
import { contextOf, endpoint } from "../../rest/rest.js";
import { WEBHOOK_SEGMENTS } from "./payments.service.js";

declare module "express-serve-static-core" {
  interface Request {
    /** The body as received, kept for webhook signatures. */
    rawBody?: Buffer;
  }
}

/** Keeps the raw bytes of webhook bodies (express.json's `verify` hook). */
export const keepRawBody = (req: Request, _res: unknown, buf: Buffer): void => {
  if (req.url.startsWith("/api/payments/webhook/")) req.rawBody = Buffer.from(buf);
};

/** Only a path on this site: `to` never sends the shopper elsewhere. */
const sitePath = (to: unknown): string => (typeof to === "string" && /^\/(?!\/)[\w\-/.]*$/.test(to) && !to.includes("..") ? to : "/account/orders");

export function paymentsRoutes(): Router {
  const r = Router();

  r.get("/payments/return/:orderId", async (req, res, next) => {
    const ctx = contextOf(req);
    const to = sitePath(req.query.to);
    try {
      await ctx.services.payments.returned(ctx, String(req.params.orderId));
    } catch (e) {
      // The confirmation page shows where the order stands; an unknown order is still a 404.
      if (e instanceof NotFoundError) return next(e);
      ctx.services.logger.warn({ err: e, orderId: req.params.orderId }, "settling on return failed; the webhook or the expiry job will settle it");
    }
    res.setHeader("cache-control", "no-store");
    res.redirect(303, to);
  });

  r.post("/payments/webhook/:provider", async (req, res, next) => {
    try {
      const ctx = contextOf(req);
      const provider = WEBHOOK_SEGMENTS[String(req.params.provider)];
      if (!provider || !ctx.services.paymentProviders.has(provider)) throw new NotFoundError("Payment provider");
      if (!req.rawBody) throw new DomainError(ErrorCode.BAD_USER_INPUT, "A webhook body must be JSON");
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v.join(",") : v]));
      const out = await ctx.services.payments.webhook(ctx, provider, { rawBody: req.rawBody, headers });
      res.status(200).json({ result: "SUCCESS", duplicate: out.duplicate });
    } catch (e) {
      next(e);
    }
  });

  const sandbox = (req: Request) => {
    const s = contextOf(req).services.sandbox;
    if (!s) throw new NotFoundError("The sandbox payment provider is off in this shop");
    return s;
  };
  const id = z.object({}).passthrough();
  r.get(
    "/sandbox/payments/:id",
    endpoint(id, (_ctx, _in, req) => sandbox(req).view(String(req.params.id))),
  );
  r.post(
    "/sandbox/payments/:id/pay",
    endpoint(
      z.object({
        cardNumber: z.string().max(30),
        expiry: z.string().max(7),
        cvc: z.string().max(4),
        holder: z.string().max(100).optional(),
      }),
      (_ctx, input, req) => sandbox(req).pay(String(req.params.id), { number: input.cardNumber, expiry: input.expiry, cvc: input.cvc, holder: input.holder }),
    ),
  );
  r.post(
    "/sandbox/payments/:id/challenge",
    endpoint(z.object({ code: z.string().max(10) }), (_ctx, input, req) => sandbox(req).challenge(String(req.params.id), input.code)),
  );
  r.post(
    "/sandbox/payments/:id/cancel",
    endpoint(id, (_ctx, _in, req) => sandbox(req).cancel(String(req.params.id))),
  );

  return r;
}

/** GET /cart/restore?token=…: the cart-recovery mail's link: puts the cart back, then opens the cart page. */
export function cartRestorePage(): import("express").RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = contextOf(req);
      const token = typeof req.query.token === "string" ? req.query.token.slice(0, 100) : "";
      const restored = token ? await ctx.services.carts.restore(ctx, token) : null;
      res.setHeader("cache-control", "no-store");
      const prefix = restored?.locale === "it" ? "/it" : "";
      res.redirect(302, restored ? `${prefix}/cart?restored=1` : "/cart?restored=0");
    } catch (e) {
      next(e);
    }
  };
}
