/**
 * Marketing mail is one switch: the user's `marketingConsent` and the newsletter subscription
 * (the provider's contact and our `newsletter_subscriptions` row) always change together.
 * On means consent given and subscribed; off means consent withdrawn and unsubscribed. The
 * provider is told first, outside any transaction; the consent and the row are then written
 * in one transaction, so a provider that cannot be reached changes nothing here.
 */
import type { RequestContext } from "../../graphql/context.js";
import type { Logger } from "../../logger.js";
import { withTransaction } from "../../db/transaction.js";
import { ServiceUnavailableError } from "../../core/errors/index.js";
import type { NewsletterService } from "../newsletter/newsletter.service.js";
import type { NewsletterSubscription } from "../newsletter/newsletter.entity.js";
import type { User } from "./user.entity.js";
import { findLiveUser, usersOf } from "./users.js";

export class MarketingConsentService {
  constructor(
    private readonly newsletter: NewsletterService,
    private readonly logger: Logger,
  ) {}

  /** Whether the address has a newsletter subscription. */
  isSubscribed(ctx: RequestContext, email: string): Promise<boolean> {
    return this.newsletter.isSubscribed(ctx, email);
  }

  /**
   * Subscribes (consent on) or unsubscribes (consent off) the user, writing `patch` (other
   * changes of the same request) with the consent. Nothing is asked of the provider when the
   * consent and the subscription already agree with `consent`. A provider failure throws
   * SERVICE_UNAVAILABLE before anything is written, `patch` included.
   */
  async set(ctx: RequestContext, user: User, consent: boolean, patch: Partial<User> = {}): Promise<void> {
    const write = (tx: RequestContext) => usersOf(tx).update({ id: user.id }, { ...patch, marketingConsent: consent });
    const subscribed = await this.isSubscribed(ctx, user.email);
    if (user.marketingConsent === consent && subscribed === consent) {
      if (Object.keys(patch).length) await usersOf(ctx).update({ id: user.id }, patch);
      return;
    }
    if (consent) await this.subscribe(ctx, { ...user, ...patch }, write);
    else await this.newsletter.unsubscribe(ctx, user.email, write);
  }

  /** Subscribes the user (again: the provider's contact is updated even when already subscribed) and records the consent. */
  subscribe(ctx: RequestContext, user: User, alongside?: (tx: RequestContext) => Promise<unknown>): Promise<NewsletterSubscription> {
    return this.newsletter.subscribe(
      ctx,
      user.id,
      { email: user.email, name: user.name, surname: user.surname, locale: user.locale },
      alongside ?? ((tx) => usersOf(tx).update({ id: user.id }, { marketingConsent: true })),
    );
  }

  /**
   * Takes the user off the newsletter before the account is erased: the provider first, then
   * `erase` runs in the transaction that drops the row. Without consent or subscription the
   * provider is not asked. A provider failure throws SERVICE_UNAVAILABLE and erases nothing.
   */
  async beforeErasing(ctx: RequestContext, user: User, erase: (tx: RequestContext) => Promise<void>): Promise<void> {
    if (user.marketingConsent || (await this.isSubscribed(ctx, user.email))) await this.newsletter.unsubscribe(ctx, user.email, erase);
    else await withTransaction(ctx, erase);
  }

  /**
   * Once an address is verified (the mailed link, a password reset, Google), a consent given
   * at sign-up becomes a subscription: the address is only put on the newsletter once it is
   * known to be the user's. Never fails the caller (the user has just proven their address
   * and must be able to sign in): when the provider cannot be reached the consent is
   * withdrawn instead, logged, so the two still agree and the settings show the switch off.
   * Returns the consent as it now stands.
   */
  async settle(ctx: RequestContext, userId: string): Promise<boolean> {
    const user = await findLiveUser(ctx, userId);
    if (!user) return false;
    if (!user.emailVerifiedAt || !user.marketingConsent || (await this.isSubscribed(ctx, user.email))) return user.marketingConsent;
    try {
      await this.subscribe(ctx, user);
      return true;
    } catch (e) {
      if (!(e instanceof ServiceUnavailableError)) throw e;
      this.logger.warn({ userId }, "newsletter provider unavailable: the sign-up's marketing consent is withdrawn");
      await usersOf(ctx).update({ id: user.id }, { marketingConsent: false });
      return false;
    }
  }
}
