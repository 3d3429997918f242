/** GET /sitemap.xml and GET /robots.txt. */
import { Router } from "express";
import type { RequestContext } from "../../graphql/context.js";

export function seoRoutes(createContext: () => RequestContext, generation: () => number): Router {
  const r = Router();
  // The sitemap only changes with the catalogue: kept until the next catalogue write.
  let cached: { generation: number; body: Promise<string> } | null = null;
  r.get("/sitemap.xml", async (_req, res) => {
    const ctx = createContext();
    if (!cached || cached.generation !== generation()) {
      const body = ctx.services.seo.sitemapXml(ctx);
      cached = { generation: generation(), body };
      body.catch(() => (cached = null));
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
