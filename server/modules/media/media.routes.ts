import { Router } from "express";
import type { MediaService } from "./media.service.js";

const KEY = /^[a-z0-9][a-z0-9/_.-]{0,200}$/;

/** GET /media/<key>: stored images, cached for a year (keys are never reused for new content). */
export function mediaRoutes(media: MediaService): Router {
  const r = Router();
  r.get(/^\/(.+)$/, async (req, res) => {
    const key = (req.params as Record<string, string>)[0] ?? "";
    if (!KEY.test(key) || key.includes("..")) {
      res.status(404).end();
      return;
    }
    const file = await media.get(key);
    if (!file) {
      res.status(404).end();
      return;
    }
    res.setHeader("Content-Type", file.contentType);
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.setHeader("Last-Modified", file.createdAt.toUTCString());
    if (file.contentType === "image/svg+xml") res.setHeader("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
    res.send(file.body);
  });
  return r;
}
