/**
 * Newsletter contacts. With BREVO_API_KEY the contact is created or updated in Brevo
 * (POST /v3/contacts, `updateEnabled: true`, the configured list); without it the
 * subscription is only recorded here (`provider: local`), so the demo works offline.
 */
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { RequestContext } from "../../graphql/context.js";
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
  /** Creates or updates the contact; returns the provider's id when it gives one. */
  upsertContact(contact: NewsletterContact): Promise<string | null>;
}

/** Brevo's HTTP API (https://developers.brevo.com/reference/createcontact). */
export class BrevoProvider implements NewsletterProvider {
  readonly name = "brevo" as const;
  constructor(private readonly opts: { apiKey: string; apiUrl: string; listId?: number }) {}

  async upsertContact(contact: NewsletterContact): Promise<string | null> {
    const res = await fetch(`${this.opts.apiUrl.replace(/\/$/, "")}/contacts`, {
      method: "POST",
      headers: { "api-key": this.opts.apiKey, "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify({
        email: contact.email,
        attributes: { FIRSTNAME: contact.name ?? "", LASTNAME: contact.surname ?? "", LANGUAGE: contact.locale ?? "en" },
        ...(this.opts.listId ? { listIds: [this.opts.listId] } : {}),
        updateEnabled: true,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (res.status === 204) return null; // existing contact updated
    if (res.status === 201 || res.status === 200) {
      const body = (await res.json().catch(() => ({}))) as { id?: number | string };
      return body.id != null ? String(body.id) : null;
    }
    const text = await res.text().catch(() => "");
    throw new Error(`Brevo answered ${res.status}: ${text.slice(0, 200)}`);
  }
}

export class LocalProvider implements NewsletterProvider {
  readonly name = "local" as const;
  async upsertContact(): Promise<string | null> {
    return null;
  }
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

  /**
   * Syncs the contact with the provider (outside any transaction: it is an HTTP call), then
   * records it. A provider failure is a 503 and records nothing.
   */
  async subscribe(ctx: RequestContext, userId: string | null, contact: NewsletterContact): Promise<NewsletterSubscription> {
    let externalId: string | null;
    try {
      externalId = await this.provider.upsertContact(contact);
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, "newsletter provider failed");
      throw new ServiceUnavailableError("Something went wrong", 30);
    }
    const repo = ctx.manager.getRepository(NewsletterSubscription);
    const email = contact.email.toLowerCase();
    await repo.upsert({ email, userId, provider: this.provider.name, externalId }, ["email"]);
    return (await repo.findOneBy({ email }))!;
  }

  /** Whether an address is subscribed. */
  async isSubscribed(ctx: RequestContext, email: string): Promise<boolean> {
    return (await ctx.manager.getRepository(NewsletterSubscription).countBy({ email: email.toLowerCase() })) > 0;
  }

  /** Forgets a user's subscriptions (account deletion). */
  async forgetUser(ctx: RequestContext, userId: string, email: string): Promise<void> {
    await ctx.manager
      .getRepository(NewsletterSubscription)
      .createQueryBuilder()
      .delete()
      .where("user_id = :userId OR email = :email", { userId, email: email.toLowerCase() })
      .execute();
  }
}
