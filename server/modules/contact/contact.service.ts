/**
 * The contact form: a customer's message becomes a mail to SUPPORT_EMAIL (Reply-To: the
 * customer, so support answers from its mail program) and an acknowledgement to the
 * customer in their language, both recorded in one transaction and sent after it commits.
 * Public, so guarded like sign-up: reCAPTCHA when configured, then rate limits in Postgres
 * (per IP, per sender address and per signed-in account) before anything is written.
 */
import { randomBytes } from "node:crypto";
import type { Pool } from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Config } from "../../config.js";
import { Locale } from "../../common/enums.js";
import { TooManyRequestsError } from "../../core/errors/index.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import { CaptchaCheckFailedError } from "../accounts/accounts.errors.js";
import type { RecaptchaVerifier } from "../accounts/recaptcha.js";
import type { MailService } from "../mail/mail.service.js";
import { CompanyView, ContactMessageSent, ContactTopic, type ContactMessageInput } from "./contact.types.js";

/** The topics as the mails name them. */
const TOPIC_LABELS: Record<ContactTopic, Record<Locale, string>> = {
  [ContactTopic.order]: { [Locale.en]: "Problem with an order", [Locale.it]: "Problema con un ordine" },
  [ContactTopic.payment]: { [Locale.en]: "Payment or refund", [Locale.it]: "Pagamento o rimborso" },
  [ContactTopic.selling]: { [Locale.en]: "Selling on KeyMarket", [Locale.it]: "Vendere su KeyMarket" },
  [ContactTopic.privacy]: { [Locale.en]: "Privacy request", [Locale.it]: "Richiesta sulla privacy" },
  [ContactTopic.other]: { [Locale.en]: "Other", [Locale.it]: "Altro" },
};

/** The language support reads its mails in. */
const SUPPORT_LOCALE = Locale.en;

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"] as const;

/**
 * Support hours ("Mo-Fr 09:00-18:00", schema.org openingHours) as a reader of `locale`
 * reads them: "Monday–Friday 09:00–18:00" or "lunedì–venerdì 09:00–18:00".
 */
export function describeHours(spec: string, locale: Locale): string {
  // 1 January 2024 was a Monday.
  const day = (d: string) =>
    new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" }).format(new Date(Date.UTC(2024, 0, 1 + DAYS.indexOf(d as (typeof DAYS)[number]))));
  return spec
    .split(",")
    .map((range) => {
      const [days = "", hours = ""] = range.trim().split(" ");
      const [from = "", to] = days.split("-");
      return `${to ? `${day(from)}–${day(to)}` : day(from)} ${hours.replace("-", "–")}`;
    })
    .join(", ");
}

export class ContactService {
  private readonly perIp: RateLimiterPostgres;
  private readonly perSender: RateLimiterPostgres;

  constructor(
    private readonly config: Config,
    private readonly mail: MailService,
    private readonly recaptcha: RecaptchaVerifier,
    pool: Pool,
  ) {
    const limiter = (keyPrefix: string, points: number) =>
      new RateLimiterPostgres({ storeClient: pool, storeType: "pool", tableName: "rate_limits", tableCreated: true, keyPrefix, points, duration: 3600 });
    this.perIp = limiter("contact_ip", config.CONTACT_MAX_PER_IP);
    this.perSender = limiter("contact_sender", config.CONTACT_MAX_PER_SENDER);
  }

  /** The company behind the shop, as configured (COMPANY_*, SUPPORT_*). */
  company(): CompanyView {
    const c = this.config;
    return Object.assign(new CompanyView(), {
      name: c.COMPANY_NAME,
      address: c.COMPANY_ADDRESS,
      vatId: c.COMPANY_VAT_ID,
      supportEmail: c.SUPPORT_EMAIL,
      supportHours: c.SUPPORT_HOURS,
    });
  }

  /**
   * Counts one message against every key it belongs to (the IP, the address, the account).
   * Returns 0 when it may be sent, else the milliseconds until it may: then no counter keeps
   * the refused message's point, so waiting out one limit is enough.
   */
  private async waitMs(ctx: RequestContext, email: string): Promise<number> {
    const counted: [RateLimiterPostgres, string][] = [
      [this.perIp, ctx.ip || "unknown"],
      [this.perSender, `email:${email.toLowerCase()}`],
      ...(ctx.user ? [[this.perSender, `user:${ctx.user.id}`] as [RateLimiterPostgres, string]] : []),
    ];
    const results = await Promise.allSettled(counted.map(([limiter, key]) => limiter.consume(key, 1)));
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    if (refused.length === 0) return 0;
    for (const r of refused) if (!(r.reason instanceof RateLimiterRes)) throw r.reason;
    await Promise.all(counted.map(([limiter, key], i) => (results[i]!.status === "fulfilled" ? limiter.reward(key, 1) : null)));
    return Math.max(1000, ...refused.map((r) => (r.reason as RateLimiterRes).msBeforeNext));
  }

  /**
   * Sends a contact form message: to support (Reply-To the sender) and an acknowledgement
   * to the sender in `input.locale`, with one reference in both. A failed captcha or a
   * reached limit is answered before anything is written or sent.
   */
  async send(ctx: RequestContext, input: ContactMessageInput): Promise<ContactMessageSent | CaptchaCheckFailedError | TooManyRequestsError> {
    if (!(await this.recaptcha.verify(input.tokenRecaptcha, ctx.ip))) return new CaptchaCheckFailedError();
    const email = input.email.trim();
    const wait = await this.waitMs(ctx, email);
    if (wait > 0) return new TooManyRequestsError(wait / 1000);
    const name = input.name.trim();
    const locale = input.locale === Locale.it ? Locale.it : Locale.en;
    const reference = `C-${randomBytes(4).toString("hex").toUpperCase()}`;
    const ids = await withTransaction(ctx, async (tx) => [
      await this.mail.enqueue(tx, {
        template: "contact-message",
        to: this.config.SUPPORT_EMAIL,
        replyTo: email,
        locale: SUPPORT_LOCALE,
        vars: {
          name,
          email,
          topic: TOPIC_LABELS[input.topic][SUPPORT_LOCALE],
          order: input.orderNumber?.trim() ?? "",
          account: ctx.user ? `${ctx.user.email} (${ctx.user.id})` : "",
          language: locale,
          reference,
          message: input.message.trim(),
        },
      }),
      await this.mail.enqueue(tx, {
        template: "contact-received",
        to: email,
        replyTo: this.config.SUPPORT_EMAIL,
        locale,
        vars: { name, topic: TOPIC_LABELS[input.topic][locale], reference, hours: describeHours(this.config.SUPPORT_HOURS, locale) },
      }),
    ]);
    await this.mail.deliver(...ids);
    return Object.assign(new ContactMessageSent(), { reference, email });
  }
}
