/** GET /sitemap.xml and GET /robots.txt. */
import { Router } from "express";
import type { RequestContext } from "../../graphql/context.js";
import { CacheTag, DEFAULT_MAX_AGE, type Dependencies, type InvalidationClock } from "../../graphql/cache-tags.js";

/**
 * `clock`: the catalogue caches' tag versions (server/graphql/cache-tags.ts); without it
 * (no response cache) the sitemap is built on every request.
 */
export function seoRoutes(createContext: () => RequestContext, clock: InvalidationClock | null): Router {
  const r = Router();
  // The sitemap lists the enabled products (by slug) in the enabled categories, and the
  // platforms: kept until a product enters or leaves a list or changes its texts (tag
  // "l"), or categories and platforms change ("everything").
  let cached: { deps: Dependencies; body: Promise<string> } | null = null;
  r.get("/sitemap.xml", async (_req, res) => {
    const ctx = createContext();
    if (!cached || !clock?.isCurrent(cached.deps)) {
      const deps: Dependencies = { parts: [{ since: clock?.now() ?? 0, tags: [CacheTag.lists] }], expires: Date.now() + DEFAULT_MAX_AGE * 1000 };
      const body = ctx.services.seo.sitemapXml(ctx);
      const entry = { deps, body };
      cached = entry;
      body.catch(() => cached === entry && (cached = null));
    }
    res.type("application/xml").setHeader("Cache-Control", "public, max-age=3600");
    res.send(await cached.body);
  });
  r.get("/robots.txt", (_req, res) => {
    const ctx = createContext();
    res.type("text/plain").setHeader("Cache-Control", "public, max-age=3600");
    res.send(ctx.services.seo.robotsTxt(ctx));
  });
  return r;
}
