/**
 * The one way the shop sends mail. A mail is first a row of `mails`, written inside the
 * caller's transaction (so it exists exactly when the change that caused it commits);
 * `deliver` then sends it after the commit, holding no row lock: through SMTP (nodemailer)
 * when SMTP_URL is set, otherwise the row itself is the outbox shown at /dev/mailbox.
 * Failures are recorded on the row and retried with a growing delay by `retryDue`.
 */
import nodemailer, { type Transporter } from "nodemailer";
import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { RequestContext } from "../../graphql/context.js";
import { Mail, MailStatus } from "./mail.entity.js";
import { renderMail, type MailTemplate } from "./templates.js";
import { returnedRows } from "../../db/sql.js";

/** A mail to record: its template and values, the recipient, the language, and where answers go (default: MAIL_FROM). */
export type OutgoingMail = MailTemplate & { to: string; locale: string; replyTo?: string };

export class MailService {
  private readonly transport: Transporter | null;

  constructor(
    private readonly config: Config,
    private readonly dataSource: DataSource,
    private readonly logger: Logger,
  ) {
    this.transport = config.SMTP_URL ? nodemailer.createTransport(config.SMTP_URL) : null;
  }

  /** "smtp" or "outbox": where mail goes in this process. */
  get transportName(): "smtp" | "outbox" {
    return this.transport ? "smtp" : "outbox";
  }

  /** An absolute link on the site: `path` starts with "/". */
  link(path: string): string {
    return this.config.publicUrl + path;
  }

  /**
   * Records a mail in the caller's transaction and returns its id; call `deliver(id)` after
   * the transaction has committed.
   */
  async enqueue(ctx: RequestContext, mail: OutgoingMail): Promise<number> {
    const rendered = renderMail(mail, mail.locale);
    const row = await ctx.manager.getRepository(Mail).save(
      ctx.manager.getRepository(Mail).create({
        to: mail.to,
        replyTo: mail.replyTo ?? null,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        template: mail.template,
        locale: mail.locale,
        status: MailStatus.pending,
      }),
    );
    return row.id;
  }

  /**
   * Sends recorded mails. Never throws: a failure is written to the row (status failed,
   * next attempt later) and logged. Must be called outside any transaction.
   */
  async deliver(...ids: number[]): Promise<void> {
    for (const id of ids) {
      // Claim the row in a statement of its own (no lock is held while sending).
      const claimed = returnedRows<{ to: string; reply_to: string | null; subject: string; text: string; html: string; attempts: number }>(
        await this.dataSource.query(
          `UPDATE mails SET status = 'sending', attempts = attempts + 1, next_attempt_at = now()
           WHERE id = $1 AND status IN ('pending', 'failed') RETURNING "to", reply_to, subject, text, html, attempts`,
          [id],
        ),
      );
      const mail = claimed[0];
      if (!mail) continue;
      try {
        if (this.transport) {
          await this.transport.sendMail({
            from: this.config.MAIL_FROM,
            to: mail.to,
            ...(mail.reply_to ? { replyTo: mail.reply_to } : {}),
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          });
        }
        await this.dataSource.query(`UPDATE mails SET status = $2, sent_at = now(), transport = $3, last_error = NULL WHERE id = $1`, [
          id,
          MailStatus.sent,
          this.transportName,
        ]);
      } catch (e) {
        const delayMs = Math.min(2 ** mail.attempts, 360) * 60_000;
        await this.dataSource.getRepository(Mail).update(
          { id },
          {
            status: MailStatus.failed,
            transport: this.transportName,
            lastError: String((e as Error).message ?? e).slice(0, 500),
            nextAttemptAt: new Date(Date.now() + delayMs),
          },
        );
        this.logger.warn({ mailId: id, err: (e as Error).message }, "mail delivery failed; will retry");
      }
    }
  }

  /**
   * Retries mails whose next attempt is due, and mails left "sending" by a process that
   * died. Safe to run from several processes: each row is claimed atomically.
   */
  async retryDue(maxAttempts = 8): Promise<number> {
    await this.dataSource.query(`UPDATE mails SET status = 'failed' WHERE status = 'sending' AND next_attempt_at < now() - interval '10 minutes'`);
    const rows: { id: number }[] = await this.dataSource.query(
      `SELECT id FROM mails WHERE status IN ('pending', 'failed') AND next_attempt_at <= now() AND attempts < $1 ORDER BY id LIMIT 50`,
      [maxAttempts],
    );
    await this.deliver(...rows.map((r) => r.id));
    return rows.length;
  }

  /** The latest mails, newest first (the /dev/mailbox page), optionally to one address. */
  async latest(opts: { to?: string; limit?: number } = {}): Promise<Mail[]> {
    const qb = this.dataSource
      .getRepository(Mail)
      .createQueryBuilder("m")
      .orderBy("m.id", "DESC")
      .take(opts.limit ?? 100);
    if (opts.to) qb.where("lower(m.to) = lower(:to)", { to: opts.to });
    return qb.getMany();
  }

  async byId(id: number): Promise<Mail | null> {
    return this.dataSource.getRepository(Mail).findOneBy({ id });
  }
}
