/**
 * Newsletter contacts. With BREVO_API_KEY the contact is created or updated in Brevo
 * (POST /v3/contacts, `updateEnabled: true`, the configured list) and taken off it again
 * (the list's contacts/remove, or `emailBlacklisted` without a list); without the key the
 * subscription is only recorded here (`provider: local`), so the demo works offline.
 * Either way the provider is told first, outside any transaction, and our row is written
 * only once it has agreed.
 */
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { RequestContext } from "../../graphql/context.js";
import { withTransaction } from "../../db/transaction.js";
import { ServiceUnavailableError } from "../../core/errors/index.js";
import { NewsletterSubscription } from "./newsletter.entity.js";

export interface NewsletterContact {
  email: string;
  name?: string;
  surname?: string;
  locale?: string;
}

/** Where contacts go: Brevo or nowhere but our table. */
export interface NewsletterProvider {
  readonly name: "brevo" | "local";
  /** Creates or updates the contact and subscribes it; returns the provider's id when it gives one. */
  upsertContact(contact: NewsletterContact): Promise<string | null>;
  /**
   * Unsubscribes the address: no more newsletter mail to it. An address the provider does
   * not know (or has already taken off) counts as done: the outcome asked for holds.
   */
  removeContact(email: string): Promise<void>;
}

/** Brevo's answer to a call, read once. */
interface BrevoAnswer {
  status: number;
  body: { id?: number | string; code?: string; message?: string } | null;
}

/**
 * Brevo's HTTP API: create or update a contact (https://developers.brevo.com/reference/create-contact),
 * remove contacts from a list (https://developers.brevo.com/reference/remove-contact-from-list),
 * update a contact (https://developers.brevo.com/reference/update-contact).
 */
export class BrevoProvider implements NewsletterProvider {
  readonly name = "brevo" as const;
  constructor(private readonly opts: { apiKey: string; apiUrl: string; listId?: number }) {}

  private async call(method: "POST" | "PUT", path: string, body: object): Promise<BrevoAnswer> {
    const res = await fetch(`${this.opts.apiUrl.replace(/\/$/, "")}${path}`, {
      method,
      headers: { "api-key": this.opts.apiKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(10_000),
    });
    const text = await res.text().catch(() => "");
    let parsed: BrevoAnswer["body"] = null;
    try {
      parsed = text ? (JSON.parse(text) as BrevoAnswer["body"]) : null;
    } catch {
      parsed = { message: text.slice(0, 200) };
    }
    return { status: res.status, body: parsed };
  }

  private static refused(what: string, a: BrevoAnswer): Error {
    return new Error(`Brevo ${what} answered ${a.status}: ${JSON.stringify(a.body ?? {}).slice(0, 200)}`);
  }

  async upsertContact(contact: NewsletterContact): Promise<string | null> {
    const a = await this.call("POST", "/contacts", {
      email: contact.email,
      attributes: { FIRSTNAME: contact.name ?? "", LASTNAME: contact.surname ?? "", LANGUAGE: contact.locale ?? "en" },
      ...(this.opts.listId ? { listIds: [this.opts.listId] } : {}),
      // A subscription asked for now lifts an earlier unsubscription (ours without a list, or
      // the one of Brevo's own unsubscribe link): the consent just given is the latest word.
      emailBlacklisted: false,
      updateEnabled: true,
    });
    if (a.status === 204) return null; // existing contact updated
    if (a.status === 201 || a.status === 200) return a.body?.id != null ? String(a.body.id) : null;
    throw BrevoProvider.refused("create contact", a);
  }

  async removeContact(email: string): Promise<void> {
    if (this.opts.listId) {
      // Off the newsletter's list; the contact (and any other list it is on) stays.
      const a = await this.call("POST", `/contacts/lists/${this.opts.listId}/contacts/remove`, { emails: [email] });
      if (a.status === 201 || a.status === 200) return;
      // "Contact already removed from list and/or does not exist": already off it.
      if (a.status === 400 && /already removed|does not exist/i.test(a.body?.message ?? "")) return;
      throw BrevoProvider.refused("remove from list", a);
    }
    // Without a list the contact itself is what is mailed: blocklist it for email.
    const a = await this.call("PUT", `/contacts/${encodeURIComponent(email)}`, { emailBlacklisted: true });
    if (a.status === 204 || a.status === 200) return;
    if (a.status === 404 && a.body?.code === "document_not_found") return; // never a contact: nothing to stop
    throw BrevoProvider.refused("update contact", a);
  }
}

/** No provider: our table is the only record (the demo offline). */
export class LocalProvider implements NewsletterProvider {
  readonly name = "local" as const;
  async upsertContact(): Promise<string | null> {
    return null;
  }
  async removeContact(): Promise<void> {}
}

export class NewsletterService {
  readonly provider: NewsletterProvider;

  constructor(
    config: Config,
    private readonly logger: Logger,
  ) {
    this.provider = config.BREVO_API_KEY
      ? new BrevoProvider({ apiKey: config.BREVO_API_KEY, apiUrl: config.BREVO_API_URL, listId: config.BREVO_LIST_ID })
      : new LocalProvider();
  }

  /** Runs a provider call; any failure (refusal, timeout, network) is a 503 for the caller. */
  private async push<T>(what: string, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      this.logger.warn({ err: (e as Error).message, provider: this.provider.name }, `newsletter provider failed to ${what}`);
      throw new ServiceUnavailableError("Something went wrong", 30);
    }
  }

  /**
   * Subscribes an address: the provider first (outside any transaction: it is an HTTP call),
   * then our row, with `alongside` (the caller's own writes, e.g. the consent on the user) in
   * the same transaction. A provider failure is a 503 and writes nothing.
   */
  async subscribe(
    ctx: RequestContext,
    userId: string | null,
    contact: NewsletterContact,
    alongside?: (tx: RequestContext) => Promise<unknown>,
  ): Promise<NewsletterSubscription> {
    const externalId = await this.push("subscribe", () => this.provider.upsertContact(contact));
    const email = contact.email.toLowerCase();
    return withTransaction(ctx, async (tx) => {
      // An update answered without an id keeps the id the provider gave when it created the contact.
      await tx.manager.query(
        `INSERT INTO newsletter_subscriptions (email, user_id, provider, external_id) VALUES ($1, $2, $3, $4)
        ON CONFLICT (email) DO UPDATE SET user_id = EXCLUDED.user_id, provider = EXCLUDED.provider,
          external_id = COALESCE(EXCLUDED.external_id, newsletter_subscriptions.external_id), updated_at = now()`,
        [email, userId, this.provider.name, externalId],
      );
      await alongside?.(tx);
      return (await tx.manager.getRepository(NewsletterSubscription).findOneBy({ email }))!;
    });
  }

  /**
   * Unsubscribes an address: the provider first, then our row goes, with `alongside` in the
   * same transaction. A provider failure is a 503 and writes nothing.
   */
  async unsubscribe(ctx: RequestContext, email: string, alongside?: (tx: RequestContext) => Promise<unknown>): Promise<void> {
    await this.push("unsubscribe", () => this.provider.removeContact(email));
    await withTransaction(ctx, async (tx) => {
      await tx.manager.getRepository(NewsletterSubscription).delete({ email: email.toLowerCase() });
      await alongside?.(tx);
    });
  }

  /** Whether an address is subscribed. */
  async isSubscribed(ctx: RequestContext, email: string): Promise<boolean> {
    return (await ctx.manager.getRepository(NewsletterSubscription).countBy({ email: email.toLowerCase() })) > 0;
  }

  /** Forgets a user's subscriptions (account deletion; the provider is told by `unsubscribe` first). */
  async forgetUser(ctx: RequestContext, userId: string, email: string): Promise<void> {
    await ctx.manager
      .getRepository(NewsletterSubscription)
      .createQueryBuilder()
      .delete()
      .where("user_id = :userId OR email = :email", { userId, email: email.toLowerCase() })
      .execute();
  }
}
