/**
 * GET /feeds/google/{locale}/{currency}.xml and /feeds/prices/{locale}/{currency}.csv|.json:
 * the product feeds. The file the feeds job last wrote (DATA_DIR/feeds) is served with ETag,
 * Last-Modified and a short Cache-Control (conditional requests answer 304); until the job has
 * written it, the feed is streamed straight from the database. Unknown locales, currencies or
 * formats answer the REST layer's 404 JSON.
 */
import { promises as fs } from "node:fs";
import { type Request, type Response, Router } from "express";
import { CurrencyCode, Locale } from "../../common/enums.js";
import { NotFoundError } from "../../core/errors/index.js";
import { sendError } from "../../rest/rest.js";
import type { Logger } from "../../logger.js";
import { FEED_CURRENCIES, FEED_LOCALES, type FeedFormat, type FeedVariant, feedContentType } from "./feeds.format.js";
import type { FeedsService } from "./feeds.service.js";

/** How long clients and proxies may keep a feed (seconds). */
export const FEED_MAX_AGE = 900;

/** The variant a request names, or null. Locale and currency are case-insensitive. */
export function parseFeedPath(kind: string, localeParam: string, file: string): FeedVariant | null {
  const m = /^([a-z]+)\.(xml|csv|json)$/i.exec(file);
  if (!m) return null;
  const locale = localeParam.toLowerCase() as Locale;
  const currency = m[1]!.toLowerCase() as CurrencyCode;
  const format = `${kind}.${m[2]!.toLowerCase()}` as FeedFormat;
  if (!FEED_LOCALES.includes(locale) || !FEED_CURRENCIES.includes(currency)) return null;
  if (format !== "google.xml" && format !== "prices.csv" && format !== "prices.json") return null;
  return { format, locale, currency };
}

export function feedsRoutes(feeds: FeedsService, logger: Logger): Router {
  const r = Router();
  const serve = async (req: Request, res: Response, kind: "google" | "prices") => {
    const variant = parseFeedPath(kind, String(req.params.locale), String(req.params.file));
    if (!variant) return sendError(res, new NotFoundError("Feed"));
    const headers = { "Content-Type": feedContentType[variant.format], "X-Content-Type-Options": "nosniff" };
    const file = feeds.filePath(variant);
    const stat = await fs.stat(file).catch(() => null);
    if (stat?.isFile()) {
      res.setHeader("X-Feed-Source", "file");
      await new Promise<void>((resolve, reject) =>
        res.sendFile(file, { headers, maxAge: FEED_MAX_AGE * 1000, lastModified: true, etag: true }, (e) => {
          // A client that went away mid-download is not an error of the server.
          if (e && !res.headersSent) reject(e);
          else resolve();
        }),
      );
      return;
    }
    // No file yet (the job has not run here): straight from the database, streamed.
    res.status(200).set(headers).setHeader("Cache-Control", `public, max-age=${FEED_MAX_AGE}`);
    res.setHeader("X-Feed-Source", "database");
    if (req.method === "HEAD") return void res.end();
    let closed = false;
    res.on("close", () => (closed = true));
    try {
      await feeds.stream(variant, { stream: res, closed: () => closed || res.destroyed });
      res.end();
    } catch (e) {
      if (!res.headersSent) throw e;
      // The status line is gone: the download is cut short (the reader sees an incomplete document).
      logger.warn({ err: e, path: req.path }, "feed stream failed");
      res.destroy(e as Error);
    }
  };
  r.get("/feeds/google/:locale/:file", (req, res) => serve(req, res, "google"));
  r.get("/feeds/prices/:locale/:file", (req, res) => serve(req, res, "prices"));
  // Any other address under /feeds: the REST layer's 404, not a storefront page.
  r.use("/feeds", (_req, res) => sendError(res, new NotFoundError("Feed")));
  return r;
}
