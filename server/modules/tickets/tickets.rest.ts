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
import { Router } from "express";
import { requirePermission } from "../../core/auth/index.js";
import { isErrorResult, NotFoundError } from "../../core/errors/index.js";
import { rawUpload } from "../../rest/raw-upload.js";
import { contextOf, sendError } from "../../rest/rest.js";
import type { Services } from "../../services.js";
import { TicketAttachmentTooLargeError } from "./tickets.types.js";

export function ticketsRoutes(services: Services): Router {
  const r = Router();
  const maxBytes = services.tickets.attachmentMaxBytes;

  r.post(
    "/user/tickets/attachments",
    requirePermission("tickets:new"),
    rawUpload(maxBytes, () => new TicketAttachmentTooLargeError(maxBytes)),
    async (req, res) => {
      const header = req.headers["x-file-name"];
      const out = await services.tickets.upload(contextOf(req), {
        bytes: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        contentType: req.headers["content-type"],
        fileName: Array.isArray(header) ? header[0] : header,
      });
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
