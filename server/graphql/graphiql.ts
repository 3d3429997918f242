/**
 * The GraphQL IDE for integrators: a browser's GET /graphql (Accept: text/html, no `query`
 * parameter) answers GraphiQL, bundled from npm by `npm run build` into dist/graphiql
 * (client/src/graphiql); its hashed assets are served from /graphql/assets with long cache
 * headers. Nothing is loaded from outside the shop. Every other /graphql request (POST, a GET
 * with a query, a program asking for JSON) goes on to the API as before.
 *
 * The page and its assets have a Content Security Policy of their own, narrower than the
 * storefront's: scripts and Monaco's workers (GraphiQL's editor runs its language services
 * in workers, emitted as files of the build) from this origin only, inline styles (Monaco
 * styles its elements), fonts from data: URLs (GraphiQL's CSS embeds them), requests to
 * this origin only, and none of the storefront's third-party slots.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import express, { Router, type NextFunction, type Request, type Response } from "express";
import { projectRoot } from "../ssr/storefront.js";

const YEAR = 365 * 86_400_000;

/** The policy of the IDE's page and assets (the rest of the site keeps helmet's, server/app.ts). */
export const GRAPHIQL_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join("; ");

const ownPolicy = (_req: Request, res: Response, next: NextFunction) => {
  res.setHeader("Content-Security-Policy", GRAPHIQL_CSP);
  next();
};

/** Whether a GET /graphql is a browser opening the page (not a program running an operation). */
export function wantsGraphiql(req: Request): boolean {
  if (req.query.query !== undefined) return false;
  return req.accepts(["application/graphql-response+json", "application/json", "text/html"]) === "text/html";
}

/** Mounted at /graphql before the API: the page and its assets; everything else passes through. */
export function graphiqlRoutes(root = projectRoot()): Router {
  const dir = path.join(root, "dist", "graphiql");
  let page: string | null = null;
  /** The built page (read once; absent until the first build). */
  const load = () => {
    if (page) return page;
    const file = path.join(dir, "index.html");
    if (existsSync(file)) page = readFileSync(file, "utf8");
    return page;
  };
  const r = Router();
  r.use("/assets", ownPolicy, express.static(path.join(dir, "assets"), { index: false, immutable: true, maxAge: YEAR, fallthrough: true }));
  r.use("/assets", (_req, res) => void res.status(404).type("text/plain").send("Not found"));
  r.get("/", (req, res, next) => {
    if (!wantsGraphiql(req)) return next();
    res.vary("Accept");
    const html = load();
    if (!html) {
      res.status(503).setHeader("cache-control", "no-store");
      return void res
        .type("text/plain")
        .send("The GraphQL IDE is not built yet: run `npm run build` (npm start builds it). The API itself answers POST /graphql.");
    }
    res.setHeader("Content-Security-Policy", GRAPHIQL_CSP);
    // The page names the hashed assets of the current build: always revalidated.
    res.setHeader("cache-control", "no-cache");
    res.type("html").send(html);
  });
  return r;
}
