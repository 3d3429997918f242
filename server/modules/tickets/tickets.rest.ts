/**
 * REST of ticket attachments:
 *  POST /api/user/tickets/attachments  the raw image as the body (`Content-Type: image/jpeg` or
 *                                      `image/png`, checked by content; name in `X-File-Name`), at
 *                                      most TICKET_ATTACHMENT_MAX_BYTES: 201 with the attachment,
 *                                      whose id a message then uses (openTicket, replyToTicket);
 *  GET  /api/tickets/attachments/:id   the image, to whoever may read its ticket (or its uploader
 *                                      while unattached); 404 for anyone else.
 * Thin: read the body or the id, call one service method, answer.
 */
import express, { Router } from "express";
import { requirePermission } from "../../core/auth/index.js";
import { ErrorCode, ErrorResult, isErrorResult, NotFoundError } from "../../core/errors/index.js";
import { contextOf, sendError } from "../../rest/rest.js";
import type { Services } from "../../services.js";

/** A refused upload over the size limit (413). */
class AttachmentTooLarge extends ErrorResult {
  constructor(maxBytes: number) {
    super(
      ErrorCode.TICKET_ATTACHMENT_TOO_LARGE,
      `The image is larger than ${Math.round((maxBytes / 1024 / 1024) * 10) / 10} MB: make it smaller and try again`,
    );
  }
}

/** Content types an attachment may be declared as. */
const IMAGE_TYPES = ["image/jpeg", "image/jpg", "image/png"];

export function ticketsRoutes(services: Services): Router {
  const r = Router();
  const maxBytes = services.config.TICKET_ATTACHMENT_MAX_BYTES;
  // One byte over the limit is read, so a body over it is told apart from one exactly at it.
  const raw = express.raw({ type: () => true, limit: maxBytes + 1 });

  r.post(
    "/user/tickets/attachments",
    requirePermission("tickets:new"),
    (req, res, next) => {
      // Announced too large: refused before it is read.
      if (Number(req.headers["content-length"]) > maxBytes) {
        res.setHeader("connection", "close");
        return sendError(res, new AttachmentTooLarge(maxBytes));
      }
      raw(req, res, (err?: unknown) => {
        if ((err as { type?: string } | undefined)?.type === "entity.too.large") {
          res.setHeader("connection", "close");
          return sendError(res, new AttachmentTooLarge(maxBytes));
        }
        next(err);
      });
    },
    async (req, res) => {
      const ctx = contextOf(req);
      const declared = (req.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase();
      if (!IMAGE_TYPES.includes(declared))
        return sendError(
          res,
          new (class extends ErrorResult {})(ErrorCode.TICKET_ATTACHMENT_INVALID, "Send the image with Content-Type image/jpeg or image/png"),
        );
      const bytes = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const header = req.headers["x-file-name"];
      const out = await services.tickets.upload(ctx, bytes, declared === "image/jpg" ? "image/jpeg" : declared, Array.isArray(header) ? header[0] : header);
      if ("tooLarge" in out) return sendError(res, new AttachmentTooLarge(out.maxBytes));
      if (isErrorResult(out)) return sendError(res, out);
      res.status(201).json({ result: "SUCCESS", attachment: out });
    },
  );

  r.get("/tickets/attachments/:id", requirePermission("tickets:info"), async (req, res) => {
    const ctx = contextOf(req);
    const a = await services.tickets.attachment(ctx, String(req.params.id));
    if (!a) throw new NotFoundError("Attachment");
    res
      .status(200)
      .set({
        "content-type": a.contentType,
        "cache-control": "private, no-store",
        "x-content-type-options": "nosniff",
        "content-disposition": `inline; filename="${a.fileName.replace(/[^\w. -]/g, "_")}"`,
      })
      .send(a.data);
  });
  return r;
}
