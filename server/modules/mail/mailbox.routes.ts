/**
 * /dev/mailbox: the outbox of a shop without SMTP, so sign-up works offline. An HTML list,
 * each message (text and HTML), and `?format=json` for scripts and tests. Answers 404 when
 * NODE_ENV=production.
 */
import { Router } from "express";
import type { MailService } from "./mail.service.js";
import type { Mail } from "./mail.entity.js";

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a2e}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left;font-size:14px}pre{white-space:pre-wrap;background:#f6f6fa;padding:12px;border-radius:8px}</style>
</head><body>${body}</body></html>`;

const json = (m: Mail) => ({
  id: m.id,
  to: m.to,
  replyTo: m.replyTo,
  subject: m.subject,
  template: m.template,
  locale: m.locale,
  status: m.status,
  transport: m.transport,
  createdAt: m.createdAt,
  text: m.text,
  html: m.html,
});

export function mailboxRoutes(mail: MailService, enabled: boolean): Router {
  const r = Router();
  r.use((_req, res, next) => {
    if (!enabled) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.setHeader("cache-control", "no-store");
    next();
  });
  r.get("/", async (req, res) => {
    const to = typeof req.query.to === "string" ? req.query.to : undefined;
    const mails = await mail.latest({ to, limit: 100 });
    if (req.query.format === "json") {
      res.json({ items: mails.map(json) });
      return;
    }
    const rows = mails
      .map(
        (m) =>
          `<tr><td>${m.id}</td><td>${esc(new Date(m.createdAt).toISOString())}</td><td>${esc(m.to)}</td>` +
          `<td><a href="/dev/mailbox/${m.id}">${esc(m.subject)}</a></td><td>${esc(m.locale)}</td><td>${esc(m.status)}</td></tr>`,
      )
      .join("\n");
    res
      .type("html")
      .send(
        page(
          "Mailbox",
          `<h1>Mailbox</h1><p>Mail the shop sent (${esc(mail.transportName)}). Newest first, 100 at most.</p>` +
            `<table><thead><tr><th>#</th><th>time</th><th>to</th><th>subject</th><th>lang</th><th>status</th></tr></thead><tbody>${
              rows || '<tr><td colspan="6">No mail yet.</td></tr>'
            }</tbody></table>`,
        ),
      );
  });
  r.get("/:id", async (req, res) => {
    const id = Number(req.params.id);
    const m = Number.isSafeInteger(id) && id > 0 ? await mail.byId(id) : null;
    if (!m) {
      res.status(404).type("text/plain").send("No such mail");
      return;
    }
    if (req.query.format === "json") {
      res.json(json(m));
      return;
    }
    const links = [...m.text.matchAll(/https?:\/\/\S+/g)].map((x) => x[0]);
    res
      .type("html")
      .send(
        page(
          m.subject,
          `<p><a href="/dev/mailbox">← Mailbox</a></p><h1>${esc(m.subject)}</h1><p>To: ${esc(m.to)}${m.replyTo ? ` · Reply-To: ${esc(m.replyTo)}` : ""} · ${esc(m.locale)} · ${esc(m.status)}</p>` +
            (links.length ? `<p>${links.map((l) => `<a href="${esc(l)}">${esc(l)}</a>`).join("<br>")}</p>` : "") +
            `<h2>Text</h2><pre>${esc(m.text)}</pre><h2>HTML</h2><p><a href="/dev/mailbox/${m.id}/html">Open the HTML version</a></p>`,
        ),
      );
  });
  r.get("/:id/html", async (req, res) => {
    const id = Number(req.params.id);
    const m = Number.isSafeInteger(id) && id > 0 ? await mail.byId(id) : null;
    if (!m) {
      res.status(404).type("text/plain").send("No such mail");
      return;
    }
    res.type("html").send(m.html);
  });
  return r;
}
