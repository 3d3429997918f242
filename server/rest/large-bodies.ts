/**
 * The JSON body parser for large uploads (a seller's 10,000 keys or images, an admin's product
 * image as base64). Mounted before the general parser: a body over the general 100 KB limit is
 * read here, up to the largest limit the caller's role is granted, and the general parser then
 * leaves it alone; anyone else's (anonymous callers included) gets the general limit (413).
 * The request is authenticated once, here, for all the grants.
 */
import express, { type RequestHandler } from "express";
import type { Role } from "../common/enums.js";
import { authenticate, bearerToken, SESSION_COOKIE } from "../core/auth/index.js";
import type { RequestContext } from "../graphql/context.js";
import type { Services } from "../services.js";

/** The general JSON body limit (every other request). */
export const GENERAL_LIMIT_BYTES = 100 * 1024;

export interface LargeBodyGrant {
  /** Largest body in bytes. */
  limit: number;
  /** Whether a caller of `role` may send it. */
  allowed(role: Role): boolean;
}

export function largeJsonBodies(services: Services, newContext: (req: express.Request) => RequestContext, grants: LargeBodyGrant[]): RequestHandler {
  const parsers = grants.map((g) => ({ ...g, parse: express.json({ limit: g.limit }) }));
  const auth = authenticate(services);
  return (req, res, next) => {
    const length = Number(req.headers["content-length"]);
    if (req.method !== "POST" || !(length > GENERAL_LIMIT_BYTES) || !req.is("application/json")) return next();
    if (!bearerToken(req) && typeof req.cookies?.[SESSION_COOKIE] !== "string") return next();
    req.ctx = newContext(req);
    auth(req, res, (err?: unknown) => {
      if (err) return next(err);
      const granted = parsers.filter((p) => p.allowed(req.ctx!.role)).sort((a, b) => b.limit - a.limit)[0];
      if (granted) return granted.parse(req, res, next);
      next();
    });
  };
}
