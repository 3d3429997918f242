/**
 * The body reader of binary uploads (a product image, a ticket attachment): the request body as
 * a Buffer in `req.body`, at most `maxBytes`. A body announced (Content-Length) larger than that
 * is refused with the route's own answer before it is read, and the connection is closed so the
 * client stops sending; so is a body without a (truthful) Content-Length that runs over while
 * read, unless `overflowWhileRead` leaves that to the general answer (PAYLOAD_TOO_LARGE).
 */
import express, { type Request, type RequestHandler } from "express";
import type { DomainError, ErrorResult } from "../core/errors/index.js";
import { sendError } from "./rest.js";

export interface RawUploadOptions {
  /** Requests left to the next handler untouched (e.g. JSON bodies, read by the JSON parser). */
  skip?: (req: Request) => boolean;
  /** A body that runs over while read: the route's answer (`onTooLarge`, the default) or the general one. */
  overflowWhileRead?: "onTooLarge" | "general";
}

export function rawUpload(maxBytes: number, onTooLarge: () => ErrorResult | DomainError, options: RawUploadOptions = {}): RequestHandler {
  const raw = express.raw({ type: () => true, limit: maxBytes });
  const refuse = (res: express.Response) => {
    res.setHeader("connection", "close");
    sendError(res, onTooLarge());
  };
  return (req, res, next) => {
    if (options.skip?.(req)) return next();
    // Announced too large: refused before it is read.
    if (Number(req.headers["content-length"]) > maxBytes) return refuse(res);
    raw(req, res, (err?: unknown) => {
      if (options.overflowWhileRead !== "general" && (err as { type?: string } | undefined)?.type === "entity.too.large") return refuse(res);
      next(err);
    });
  };
}
