/**
 * The minimal HTML index served at "/" until the storefront renders pages: the catalogue
 * at a glance (categories with counts, bestsellers with best prices) and where the APIs are.
 */
import type { Request, RequestHandler } from "express";
import { CurrencyCode, Locale, ProductListType } from "../../common/enums.js";
import type { RequestContext } from "../../graphql/context.js";
import type { AppDeps } from "../../app.js";

const esc = (s: unknown) =>
  String(s ?? "").replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const euro = (amount: number | null) => (amount == null ? "—" : `${amount.toFixed(2).replace(".", ",")} €`);

export function indexPage(deps: AppDeps, makeCtx: (deps: AppDeps, req: Request) => RequestContext): RequestHandler {
  return async (req, res) => {
    const ctx = makeCtx(deps, req);
    const { catalog } = ctx.services;
    const [roots, best] = await Promise.all([
      catalog.categoryChildren(ctx, null, Locale.en),
      catalog.productList(ctx, { type: ProductListType.bestsellers, skip: 0, take: 12, locale: Locale.en, currency: CurrencyCode.EUR }),
    ]);
    const [counts, inStock] = await Promise.all([ctx.loaders.categoryProductCount.loadMany(roots.map((c) => c.id)), best.count()]);
    const platforms = await ctx.loaders.platformById(Locale.en).loadMany(best.items.map((p) => p.platformId));
    res.type("html").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>KeyMarket</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1a1a2e}
h1{color:#6b46c1}table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}
code{background:#f3f0ff;padding:0 .3rem;border-radius:4px}</style></head>
<body><h1>KeyMarket</h1>
<p>Game and software keys, gift cards and accounts from ${esc(inStock)} products in stock.</p>
<h2>Categories</h2><ul>${roots
      .map((c, i) => `<li>${esc(c.name)} (${esc(typeof counts[i] === "number" ? counts[i] : 0)} products)</li>`)
      .join("")}</ul>
<h2>Bestsellers</h2><table><tr><th>Product</th><th>Platform</th><th>From</th></tr>${best.items
      .map((p, i) => {
        const platform = platforms[i];
        return `<tr><td>${esc(p.name)}</td><td>${esc(platform && !(platform instanceof Error) ? platform.name : "")}</td><td>${esc(
          euro(p.bestPriceEur == null ? null : p.bestPriceEur / 100),
        )}</td></tr>`;
      })
      .join("")}</table>
<h2>APIs</h2><p>GraphQL at <code>POST /graphql</code>; REST calls under <code>/api/*</code> (see the README).</p>
</body></html>`);
  };
}
