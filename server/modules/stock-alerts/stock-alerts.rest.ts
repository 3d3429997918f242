/**
 * The links of the alert mails (/api/stock-alerts/confirm, /api/stock-alerts/unsubscribe).
 * Opening one (GET) acts on nothing: it shows a small page, in the alert's language, with one
 * button. Mail scanners and link previews open links by themselves, and a guest's double
 * opt-in must be the guest's own act. The button POSTs the link's token back (the token is the
 * credential, so these two POSTs need no CSRF token), which acts and redirects (303) to the
 * product page with `?stockAlert=confirmed|unsubscribed|invalid`, which the page tells the
 * shopper. Thin: read the query or form, call one service method, redirect.
 */
import express, { Router, type RequestHandler } from "express";
import { cartRules } from "../cart/cart.types.js";
import { contextOf } from "../../rest/rest.js";
import type { RequestContext } from "../../graphql/context.js";
import type { StockAlertLinkOutcome } from "./stock-alerts.service.js";

type LinkAction = (ctx: RequestContext, token: string, hint: { productId?: number; locale?: string }) => Promise<StockAlertLinkOutcome>;
type LinkKind = "confirm" | "unsubscribe";

const TEXTS: Record<"en" | "it", Record<LinkKind, { title: string; text: string; button: string }>> = {
  en: {
    confirm: {
      title: "Confirm your back-in-stock alert",
      text: "We will email you once, when this product is back in stock. Nothing else is sent to this address.",
      button: "Confirm the alert",
    },
    unsubscribe: { title: "Stop this back-in-stock alert?", text: "You will not get the email about this product.", button: "Stop the alert" },
  },
  it: {
    confirm: {
      title: "Conferma l'avviso di disponibilità",
      text: "Ti scriveremo una sola volta, quando questo prodotto tornerà disponibile. A questo indirizzo non verrà inviato nient'altro.",
      button: "Conferma l'avviso",
    },
    unsubscribe: { title: "Vuoi annullare questo avviso?", text: "Non riceverai l'email su questo prodotto.", button: "Annulla l'avviso" },
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The link's parameters, from the query string (GET) or the form (POST). */
function linkParams(source: Record<string, unknown>) {
  const token = typeof source.token === "string" ? source.token.slice(0, 100) : "";
  const product = cartRules.productId.safeParse(typeof source.product === "string" ? source.product : undefined);
  const lang = source.lang === "it" ? "it" : "en";
  return { token, product: product.success ? product.data : undefined, lang } as const;
}

/** GET: the page with the button; acts on nothing. */
function linkPage(kind: LinkKind): RequestHandler {
  return (req, res) => {
    const { token, product, lang } = linkParams(req.query as Record<string, unknown>);
    const t = TEXTS[lang][kind];
    const hidden = [
      `<input type="hidden" name="token" value="${escapeHtml(token)}">`,
      product != null ? `<input type="hidden" name="product" value="${product}">` : "",
      `<input type="hidden" name="lang" value="${lang}">`,
    ].join("");
    res
      .status(200)
      .set({ "cache-control": "no-store", "referrer-policy": "no-referrer" })
      .type("html")
      .send(
        `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><meta name="color-scheme" content="light dark"><title>${escapeHtml(t.title)} · KeyMarket</title></head>` +
          `<body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem;line-height:1.5">` +
          `<h1 style="font-size:1.5rem">${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p>` +
          `<form method="post" action="/api/stock-alerts/${kind}">${hidden}<button type="submit" style="font:inherit;font-weight:600;padding:.625rem 1.25rem;border:0;border-radius:.5rem;background:#7c3aed;color:#fff;cursor:pointer">${escapeHtml(t.button)}</button></form>` +
          `</body></html>`,
      );
  };
}

/** POST: acts, then back to the product page, which says what happened. */
function linkAction(action: LinkAction): RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = contextOf(req);
      const { token, product, lang } = linkParams((req.body ?? {}) as Record<string, unknown>);
      const { outcome, path } = await action(ctx, token, { productId: product, locale: lang });
      res.setHeader("cache-control", "no-store");
      res.redirect(303, `${path}?stockAlert=${outcome}`);
    } catch (e) {
      next(e);
    }
  };
}

export function stockAlertsRoutes(): Router {
  const r = Router();
  const form = express.urlencoded({ extended: false, limit: "2kb" });
  r.get("/stock-alerts/confirm", linkPage("confirm"));
  r.post(
    "/stock-alerts/confirm",
    form,
    linkAction((ctx, token, hint) => ctx.services.stockAlerts.confirm(ctx, token, hint)),
  );
  r.get("/stock-alerts/unsubscribe", linkPage("unsubscribe"));
  r.post(
    "/stock-alerts/unsubscribe",
    form,
    linkAction((ctx, token, hint) => ctx.services.stockAlerts.unsubscribe(ctx, token, hint)),
  );
  return r;
}
