/**
 * The links of the alert mails (/api/stock-alerts/confirm, /api/stock-alerts/unsubscribe):
 * opened in a browser, they act and redirect (302) to the product page with
 * `?stockAlert=confirmed|unsubscribed|invalid`, which the page tells the shopper. Thin: read the
 * query, call one service method, redirect.
 */
import { Router, type RequestHandler } from "express";
import { cartRules } from "../cart/cart.types.js";
import { contextOf } from "../../rest/rest.js";
import type { RequestContext } from "../../graphql/context.js";
import type { StockAlertLinkOutcome } from "./stock-alerts.service.js";

type LinkAction = (ctx: RequestContext, token: string, hint: { productId?: number; locale?: string }) => Promise<StockAlertLinkOutcome>;

function linkPage(action: LinkAction): RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = contextOf(req);
      const q = req.query;
      const token = typeof q.token === "string" ? q.token.slice(0, 100) : "";
      const product = cartRules.productId.safeParse(typeof q.product === "string" ? q.product : undefined);
      const hint = { productId: product.success ? product.data : undefined, locale: typeof q.lang === "string" ? q.lang : undefined };
      const { outcome, path } = await action(ctx, token, hint);
      res.setHeader("cache-control", "no-store");
      res.redirect(302, `${path}?stockAlert=${outcome}`);
    } catch (e) {
      next(e);
    }
  };
}

export function stockAlertsRoutes(): Router {
  const r = Router();
  r.get(
    "/stock-alerts/confirm",
    linkPage((ctx, token, hint) => ctx.services.stockAlerts.confirm(ctx, token, hint)),
  );
  r.get(
    "/stock-alerts/unsubscribe",
    linkPage((ctx, token, hint) => ctx.services.stockAlerts.unsubscribe(ctx, token, hint)),
  );
  return r;
}
