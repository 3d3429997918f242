/**
 * The signed-in user's own account: profile, settings, newsletter subscription and deletion.
 * Signing up and in, passwords and mailed links are the sign-in service's (./sign-in.service.ts).
 */
import type { RequestContext } from "../../graphql/context.js";
import { NotFoundError } from "../../core/errors/index.js";
import type { SessionService } from "../../core/auth/index.js";
import type { NewsletterService } from "../newsletter/newsletter.service.js";
import type { NewsletterSubscription } from "../newsletter/newsletter.entity.js";
import type { MarketingConsentService } from "./marketing-consent.js";
import { AccountToken } from "./account-token.entity.js";
import { InvalidCredentialsError } from "./accounts.errors.js";
import { AccountView, DeleteAccountSuccess, UserProfileView, type UpdateAccountInput } from "./accounts.types.js";
import { verifyPassword } from "./password.js";
import type { User } from "./user.entity.js";
import { currentUser, findLiveUser, findUserByEmail, toProfile, usersOf } from "./users.js";

export class ProfileService {
  constructor(
    private readonly sessions: SessionService,
    private readonly newsletter: NewsletterService,
    private readonly marketing: MarketingConsentService,
  ) {}

  /** The caller's profile; null for guests. */
  async profile(ctx: RequestContext): Promise<UserProfileView | null> {
    if (!ctx.user) return null;
    const u = await findLiveUser(ctx, ctx.user.id);
    return u ? toProfile(u) : null;
  }

  /** Whether the address belongs to a verified account (false when unknown). */
  async isEmailVerified(ctx: RequestContext, email: string): Promise<boolean> {
    const u = await findUserByEmail(ctx, email);
    return u?.emailVerifiedAt != null;
  }

  /** The caller's account settings. */
  async account(ctx: RequestContext): Promise<AccountView> {
    const user = await currentUser(ctx, true);
    const [last] = await ctx.manager.query(`SELECT max(created_at) AS at FROM login_events WHERE user_id = $1 AND success`, [user.id]);
    return Object.assign(new AccountView(), {
      id: user.id,
      email: user.email,
      locale: user.locale,
      loginMethod: user.loginMethod,
      marketingConsent: user.marketingConsent,
      emailVerified: user.emailVerifiedAt != null,
      hasPassword: user.passwordHash != null,
      googleLinked: user.googleSubject != null,
      newsletterSubscribed: await this.newsletter.isSubscribed(ctx, user.email),
      lastLoginAt: last?.at ?? null,
      createdAt: user.createdAt,
    });
  }

  /**
   * Changes the caller's profile and settings (absent fields stay). `marketingConsent` is the
   * one switch for marketing mail: it subscribes to or unsubscribes from the newsletter too
   * (./marketing-consent.ts); when the newsletter provider cannot be reached the answer is
   * SERVICE_UNAVAILABLE and nothing of the input is written.
   */
  async updateAccount(ctx: RequestContext, input: UpdateAccountInput): Promise<AccountView> {
    const user = await currentUser(ctx);
    const patch: Partial<User> = {};
    if (input.name != null) patch.name = input.name.trim();
    if (input.surname != null) patch.surname = input.surname.trim();
    if (input.image !== undefined) patch.image = input.image;
    if (input.locale != null) patch.locale = input.locale;
    if (input.loginMethod != null) patch.loginMethod = input.loginMethod;
    if (input.marketingConsent != null) await this.marketing.set(ctx, user, input.marketingConsent, patch);
    else if (Object.keys(patch).length) await usersOf(ctx).update({ id: user.id }, patch);
    return this.account(ctx);
  }

  /**
   * Deletes the caller's account: personal data erased (email becomes a unique tombstone,
   * names, image, password, Google link, referrer, customer id cleared, marketing consent
   * off), sessions, tokens and newsletter subscription deleted (unsubscribed at the provider
   * first: when it cannot be reached the answer is SERVICE_UNAVAILABLE and nothing is erased),
   * login IPs removed. The row and its id stay, so orders keep their foreign keys; the account
   * can neither sign in nor be found by its old email.
   */
  async deleteAccount(ctx: RequestContext, password?: string | null): Promise<DeleteAccountSuccess | InvalidCredentialsError> {
    const user = await currentUser(ctx, true);
    if (user.passwordHash && (!password || !(await verifyPassword(user.passwordHash, password)))) {
      return new InvalidCredentialsError();
    }
    // Off the newsletter at the provider first: an erased account must not go on being mailed.
    await this.marketing.beforeErasing(ctx, user, async (tx) => {
      await this.newsletter.forgetUser(tx, user.id, user.email);
      await usersOf(tx).update(
        { id: user.id },
        {
          email: `deleted-${user.id}@deleted.invalid`,
          name: "",
          surname: "",
          image: null,
          passwordHash: null,
          googleSubject: null,
          referrer: null,
          customerId: null,
          marketingConsent: false,
          deletedAt: new Date(),
        },
      );
      await this.sessions.revokeAll(tx, user.id);
      await tx.manager.getRepository(AccountToken).delete({ userId: user.id });
      await tx.manager.query(`UPDATE login_events SET ip = NULL WHERE user_id = $1`, [user.id]);
      // Back-in-stock alerts would mail nobody (the address is gone) and are personal data.
      await tx.manager.query(`DELETE FROM stock_alerts WHERE user_id = $1`, [user.id]);
    });
    return Object.assign(new DeleteAccountSuccess(), { deleted: true });
  }

  /**
   * Subscribes the caller (their own address only: any other is "not found") to the newsletter,
   * which is the same as giving marketing consent (`updateAccount` with `marketingConsent: true`),
   * except that the provider's contact is updated even when already subscribed.
   */
  async subscribeToNewsletter(ctx: RequestContext, email?: string | null): Promise<NewsletterSubscription> {
    const user = await currentUser(ctx);
    if (email && email.trim().toLowerCase() !== user.email.toLowerCase()) throw new NotFoundError();
    return this.marketing.subscribe(ctx, user);
  }
}
