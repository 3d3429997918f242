/**
 * Sign-in and credentials. Every method takes the request context first; writes run in one
 * transaction and mails are delivered after it commits.
 */
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { RequestContext } from "../../graphql/context.js";
import { withTransaction } from "../../db/transaction.js";
import { Locale, LoginMethod, Role } from "../../common/enums.js";
import { ErrorResult, NotFoundError, TooManyRequestsError } from "../../core/errors/index.js";
import type { MailService } from "../mail/mail.service.js";
import { User } from "./user.entity.js";
import { AccountToken, AccountTokenPurpose } from "./account-token.entity.js";
import { LoginEvent } from "./login-event.entity.js";
import { currentUser, findLiveUser, findUserByEmail, toProfile, usersOf } from "./users.js";
import { hashPassword, isWeakPassword, verifyPassword } from "./password.js";
import { hashToken, randomToken } from "../../core/auth/index.js";
import { returnedRows } from "../../db/sql.js";
import { safeDestination } from "./redirect.js";
import type { SessionService } from "../../core/auth/index.js";
import type { LoginThrottle } from "./throttle.js";
import type { RecaptchaVerifier } from "./recaptcha.js";
import type { MarketingConsentService } from "./marketing-consent.js";
import {
  CaptchaCheckFailedError,
  EmailAlreadyExistsError,
  EmailAlreadyInUseError,
  EmailAlreadyVerifiedError,
  EmailNotVerifiedError,
  ExpiredActionCodeError,
  InvalidActionCodeError,
  InvalidCredentialsError,
  UserDisabledError,
  WeakPasswordError,
} from "./accounts.errors.js";
import {
  ChangePasswordSuccess,
  ResetPasswordSuccess,
  SignUpSuccess,
  UserProfileView,
  VerifyEmailSuccess,
  type ChangePasswordInput,
  type SignUpInput,
} from "./accounts.types.js";

export const VERIFY_EMAIL_TTL_MS = 24 * 3600_000;
export const RESET_PASSWORD_TTL_MS = 3600_000;

/** A session just created by a login; the HTTP layer puts the token in a cookie or the answer. */
export interface LoginOutcome {
  user: UserProfileView;
  destination: string;
  token: string;
  sessionId: string;
}

/** What Google (or another OIDC provider) says about the person signing in. */
export interface SocialIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  name: string;
  surname: string;
  image: string | null;
}

/** Profile details a social sign-up may carry (spec §7 addsocial: user, locale, referrer). */
export interface SocialDetails {
  locale?: Locale | null;
  referrer?: string | null;
  marketingConsent?: boolean | null;
  name?: string | null;
  surname?: string | null;
}

/**
 * Signing up and in: accounts with email verification, password login with throttling, mailed
 * links (verification, password reset), password change, logout and the social (Google)
 * profile path. The account's own settings are the profile service's (./profile.service.ts).
 */
export class SignInService {
  /**
   * Verified against when the email is unknown, so both answers take the same time. Made at
   * start-up: computing it on the first unknown email would make that answer slower.
   */
  private readonly dummyHash: Promise<string>;

  constructor(
    private readonly config: Config,
    logger: Logger,
    private readonly sessions: SessionService,
    private readonly throttle: LoginThrottle,
    private readonly mail: MailService,
    private readonly recaptcha: RecaptchaVerifier,
    private readonly marketing: MarketingConsentService,
  ) {
    this.dummyHash = hashPassword(randomToken());
    this.dummyHash.catch((e) => logger.error({ err: e }, "dummy password hash failed"));
  }

  private dummy(): Promise<string> {
    return this.dummyHash;
  }

  // ---------------------------------------------------------------- tokens and mails

  /** A fresh one-time token (older unused ones of the same purpose stop working). */
  private async issueToken(ctx: RequestContext, userId: string, purpose: AccountTokenPurpose, ttlMs: number): Promise<string> {
    const repo = ctx.manager.getRepository(AccountToken);
    await repo.createQueryBuilder().delete().where("user_id = :userId AND purpose = :purpose AND used_at IS NULL", { userId, purpose }).execute();
    const token = randomToken();
    await repo.save(repo.create({ tokenHash: hashToken(token), userId, purpose, expiresAt: new Date(Date.now() + ttlMs) }));
    return token;
  }

  /** Consumes a one-time token: single use, not expired; returns its user id or an error. */
  private async consumeToken(
    ctx: RequestContext,
    token: string,
    purpose: AccountTokenPurpose,
  ): Promise<string | InvalidActionCodeError | ExpiredActionCodeError> {
    const rows = returnedRows<{ user_id: string; expired: boolean }>(
      await ctx.manager.query(
        `UPDATE account_tokens SET used_at = now()
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL
        RETURNING user_id, expires_at <= now() AS expired`,
        [hashToken(token), purpose],
      ),
    );
    const row = rows[0];
    if (!row) return new InvalidActionCodeError();
    if (row.expired) return new ExpiredActionCodeError();
    return row.user_id;
  }

  /** Queues the verification mail of `user` in the caller's transaction; returns the mail id. */
  private async queueVerification(ctx: RequestContext, user: User, locale?: Locale | null): Promise<number> {
    const token = await this.issueToken(ctx, user.id, AccountTokenPurpose.verifyEmail, VERIFY_EMAIL_TTL_MS);
    return this.mail.enqueue(ctx, {
      template: "verify-email",
      to: user.email,
      locale: locale ?? user.locale,
      vars: { name: user.name, link: this.mail.link(`/verify-email?token=${token}`) },
    });
  }

  // ---------------------------------------------------------------- sign-up and verification

  /**
   * Creates an unverified account and mails its verification link (24 h, single use).
   * A taken email (any case) answers `auth/email-already-in-use` before any write.
   */
  async signUp(
    ctx: RequestContext,
    input: SignUpInput,
  ): Promise<SignUpSuccess | WeakPasswordError | CaptchaCheckFailedError | TooManyRequestsError | EmailAlreadyInUseError> {
    if (isWeakPassword(input.password)) return new WeakPasswordError();
    if (!(await this.recaptcha.verify(input.tokenRecaptcha, ctx.ip))) return new CaptchaCheckFailedError();
    const wait = await this.throttle.signUpWaitMs(ctx.ip);
    if (wait > 0) return new TooManyRequestsError(wait / 1000);
    const passwordHash = await hashPassword(input.password);
    const outcome = await withTransaction(ctx, async (tx) => {
      if (await findUserByEmail(tx, input.email)) return new EmailAlreadyInUseError();
      const repo = usersOf(tx);
      let user: User;
      try {
        user = await repo.save(
          repo.create({
            email: input.email.trim(),
            name: input.name.trim(),
            surname: input.surname.trim(),
            passwordHash,
            marketingConsent: input.marketingConsent,
            locale: input.locale,
            referrer: input.referrer ?? null,
            loginMethod: LoginMethod.password,
            role: Role.user,
          }),
        );
      } catch (e) {
        if ((e as { driverError?: { code?: string } }).driverError?.code === "23505") return new EmailAlreadyInUseError();
        throw e;
      }
      const mailId = await this.queueVerification(tx, user, input.locale);
      return { user, mailId };
    });
    if (outcome instanceof ErrorResult) return outcome;
    await this.mail.deliver(outcome.mailId);
    return Object.assign(new SignUpSuccess(), { user: toProfile(outcome.user), verificationSent: true });
  }

  /**
   * Consumes a verification token and marks the address verified; a marketing consent given
   * at sign-up then becomes a newsletter subscription (./marketing-consent.ts `settle`).
   */
  async verifyEmail(ctx: RequestContext, token: string): Promise<VerifyEmailSuccess | InvalidActionCodeError | ExpiredActionCodeError> {
    let verifiedNow: string | null = null;
    const out = await withTransaction(ctx, async (tx) => {
      verifiedNow = null;
      const userId = await this.consumeToken(tx, token, AccountTokenPurpose.verifyEmail);
      if (userId instanceof ErrorResult) return userId;
      const user = await findLiveUser(tx, userId);
      if (!user) return new InvalidActionCodeError();
      if (!user.emailVerifiedAt) {
        await usersOf(tx).update({ id: user.id }, { emailVerifiedAt: new Date() });
        verifiedNow = user.id;
      }
      return Object.assign(new VerifyEmailSuccess(), { email: user.email });
    });
    if (verifiedNow) await this.marketing.settle(ctx, verifiedNow);
    return out;
  }

  /**
   * Sends a new verification link to an unverified account. Answers the same whether or not
   * the address exists (no account enumeration); at most 5 mails per address and hour.
   */
  async requestEmailVerification(ctx: RequestContext, email: string, locale?: Locale | null): Promise<void> {
    const user = await findUserByEmail(ctx, email);
    if (!user || user.emailVerifiedAt || user.blocked) return;
    if (!(await this.throttle.allowMail("verify", email))) return;
    const mailId = await withTransaction(ctx, (tx) => this.queueVerification(tx, user, locale));
    await this.mail.deliver(mailId);
  }

  /**
   * Admin: resends the verification mail of a user (by id or email). `notFound` for an
   * unknown user; `auth/email-already-verified` when there is nothing to verify.
   */
  async resendVerification(
    ctx: RequestContext,
    by: { userId?: string; email?: string },
    locale?: Locale | null,
    /** Runs in the transaction that queues the mail (the admin audit entry). */
    inTx?: (tx: RequestContext, user: User) => Promise<void>,
  ): Promise<EmailAlreadyVerifiedError | true> {
    const user = by.userId ? await findLiveUser(ctx, by.userId) : by.email ? await findUserByEmail(ctx, by.email) : null;
    if (!user) throw new NotFoundError("User");
    if (user.emailVerifiedAt) return new EmailAlreadyVerifiedError();
    const mailId = await withTransaction(ctx, async (tx) => {
      const id = await this.queueVerification(tx, user, locale);
      if (inTx) await inTx(tx, user);
      return id;
    });
    await this.mail.deliver(mailId);
    return true;
  }

  // ---------------------------------------------------------------- login and logout

  /** The site's own origins for the destination rule: PUBLIC_URL and the request's host. */
  siteOrigins(ctx: RequestContext): string[] {
    const origins = [this.config.publicUrl];
    const host = ctx.req?.get("host");
    if (host) origins.push(`${ctx.req!.protocol}://${host}`);
    return origins;
  }

  /**
   * Spec §4 login: throttle check, then the email must be verified, then the password is
   * checked (argon2id; a dummy hash for unknown emails so both take the same time and get
   * the same answer), then a blocked account is refused, then the login is recorded and a
   * session created.
   */
  async logIn(
    ctx: RequestContext,
    input: { email: string; password: string; destination?: string | null },
  ): Promise<LoginOutcome | TooManyRequestsError | EmailNotVerifiedError | InvalidCredentialsError | UserDisabledError> {
    const email = input.email.trim();
    // Counted before the (slow) password check, atomically: concurrent attempts cannot overrun the limit.
    const attempt = await this.throttle.attempt(ctx.ip, email);
    if (attempt.waitMs > 0) return new TooManyRequestsError(attempt.waitMs / 1000);
    const user = await findUserByEmail(ctx, email, true);
    if (user && !user.emailVerifiedAt) {
      await verifyPassword(await this.dummy(), input.password);
      await this.throttle.uncount(ctx.ip, email);
      return new EmailNotVerifiedError();
    }
    const ok = await verifyPassword(user?.passwordHash ?? (await this.dummy()), input.password);
    if (!user || !ok || !user.passwordHash) {
      await this.throttle.fail(ctx.ip, email, attempt);
      if (user) await this.recordLogin(ctx, user.id, LoginMethod.password, false);
      return new InvalidCredentialsError();
    }
    if (user.blocked) {
      await this.throttle.uncount(ctx.ip, email);
      await this.recordLogin(ctx, user.id, LoginMethod.password, false);
      return new UserDisabledError();
    }
    await this.throttle.succeed(ctx.ip, email);
    return this.completeLogin(ctx, user, LoginMethod.password, input.destination);
  }

  private async recordLogin(ctx: RequestContext, userId: string, method: LoginMethod, success: boolean): Promise<void> {
    const repo = ctx.manager.getRepository(LoginEvent);
    await repo.insert(repo.create({ userId, method, success, ip: ctx.ip || null }));
  }

  /** Records a successful login (method, time, IP) and opens a session. */
  async completeLogin(ctx: RequestContext, user: User, method: LoginMethod, destination?: string | null): Promise<LoginOutcome> {
    const { token, sessionId } = await withTransaction(ctx, async (tx) => {
      // A new login replaces the browser's previous session (no session fixation).
      if (ctx.session?.via === "cookie") await this.sessions.revoke(tx, ctx.session.id);
      await this.recordLogin(tx, user.id, method, true);
      if (user.loginMethod !== method) await usersOf(tx).update({ id: user.id }, { loginMethod: method });
      return this.sessions.create(tx, user.id);
    });
    user.loginMethod = method;
    return { user: toProfile(user), destination: safeDestination(destination, this.siteOrigins(ctx)), token, sessionId };
  }

  /** Ends the caller's session on the server (a no-op for guests). */
  async logOut(ctx: RequestContext): Promise<void> {
    if (ctx.session) await this.sessions.revoke(ctx, ctx.session.id);
  }

  // ---------------------------------------------------------------- passwords

  /** Mails a reset link (1 h, single use) when the address has an account; same answer otherwise. */
  async requestPasswordReset(ctx: RequestContext, email: string, locale?: Locale | null): Promise<void> {
    const user = await findUserByEmail(ctx, email);
    if (!user || user.blocked) return;
    if (!(await this.throttle.allowMail("reset", email))) return;
    const mailLocale = locale ?? user.locale;
    const mailId = await withTransaction(ctx, async (tx) => {
      const token = await this.issueToken(tx, user.id, AccountTokenPurpose.resetPassword, RESET_PASSWORD_TTL_MS);
      // The reset page in the mail's language (/reset-password, /it/reset-password).
      const page = mailLocale === Locale.it ? "/it/reset-password" : "/reset-password";
      return this.mail.enqueue(tx, {
        template: "reset-password",
        to: user.email,
        locale: mailLocale,
        vars: { name: user.name, link: this.mail.link(`${page}?token=${token}`) },
      });
    });
    await this.mail.deliver(mailId);
  }

  /**
   * Sets a new password from a reset link; the address counts as verified (a sign-up's
   * marketing consent then becomes a subscription, as after the verification link); every
   * session ends.
   */
  async resetPassword(
    ctx: RequestContext,
    token: string,
    newPassword: string,
  ): Promise<ResetPasswordSuccess | WeakPasswordError | InvalidActionCodeError | ExpiredActionCodeError> {
    if (isWeakPassword(newPassword)) return new WeakPasswordError();
    const passwordHash = await hashPassword(newPassword);
    let verifiedNow: string | null = null;
    const out = await withTransaction(ctx, async (tx) => {
      verifiedNow = null;
      const userId = await this.consumeToken(tx, token, AccountTokenPurpose.resetPassword);
      if (userId instanceof ErrorResult) return userId;
      const user = await findLiveUser(tx, userId);
      if (!user) return new InvalidActionCodeError();
      await usersOf(tx).update({ id: user.id }, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
      if (!user.emailVerifiedAt) verifiedNow = user.id;
      await this.sessions.revokeAll(tx, user.id);
      return Object.assign(new ResetPasswordSuccess(), { email: user.email });
    });
    if (verifiedNow) await this.marketing.settle(ctx, verifiedNow);
    return out;
  }

  /** Changes the caller's password (the current one is required when there is one); other sessions end. */
  async changePassword(ctx: RequestContext, input: ChangePasswordInput): Promise<ChangePasswordSuccess | InvalidCredentialsError | WeakPasswordError> {
    const user = await currentUser(ctx, true);
    if (user.passwordHash) {
      if (!input.currentPassword || !(await verifyPassword(user.passwordHash, input.currentPassword))) {
        return new InvalidCredentialsError();
      }
    }
    if (isWeakPassword(input.newPassword)) return new WeakPasswordError();
    const passwordHash = await hashPassword(input.newPassword);
    await withTransaction(ctx, async (tx) => {
      await usersOf(tx).update({ id: user.id }, { passwordHash });
      await this.sessions.revokeAll(tx, user.id, ctx.session?.id);
    });
    return Object.assign(new ChangePasswordSuccess(), { changed: true });
  }

  // ---------------------------------------------------------------- social (Google)

  /**
   * The addsocial path: finds the account of a social identity (by subject, then by a
   * verified email, which links it), or creates it on the first sign-in; then applies the
   * profile details given. An unverified email that matches an existing account is
   * refused (`auth/email-already-exists`): linking it would hand the account over. A
   * marketing consent on a verified address then becomes a newsletter subscription
   * (./marketing-consent.ts `settle`).
   */
  async addSocialProfile(
    ctx: RequestContext,
    identity: SocialIdentity,
    details: SocialDetails,
  ): Promise<{ user: User; created: boolean } | EmailAlreadyExistsError> {
    const out = await withTransaction(ctx, async (tx): Promise<{ user: User; created: boolean } | EmailAlreadyExistsError> => {
      const repo = usersOf(tx);
      let user = await repo.createQueryBuilder("u").where("u.google_subject = :s AND u.deleted_at IS NULL", { s: identity.subject }).getOne();
      let created = false;
      if (!user) {
        const byEmail = await findUserByEmail(tx, identity.email);
        if (byEmail) {
          if (!identity.emailVerified) return new EmailAlreadyExistsError();
          byEmail.googleSubject = identity.subject;
          byEmail.emailVerifiedAt ??= new Date();
          user = byEmail;
        } else {
          created = true;
          user = repo.create({
            email: identity.email,
            name: identity.name,
            surname: identity.surname,
            image: identity.image,
            googleSubject: identity.subject,
            emailVerifiedAt: identity.emailVerified ? new Date() : null,
            loginMethod: LoginMethod.google,
            role: Role.user,
            locale: details.locale ?? Locale.en,
            referrer: details.referrer ?? null,
            marketingConsent: details.marketingConsent ?? false,
            passwordHash: null,
          });
        }
      }
      if (!created) {
        if (details.locale) user.locale = details.locale;
        if (details.referrer && !user.referrer) user.referrer = details.referrer;
        if (details.marketingConsent != null) user.marketingConsent = details.marketingConsent;
      }
      if (details.name) user.name = details.name.trim();
      if (details.surname) user.surname = details.surname.trim();
      user = await repo.save(user);
      return { user, created };
    });
    if (!(out instanceof ErrorResult) && out.user.marketingConsent && out.user.emailVerifiedAt) {
      out.user.marketingConsent = await this.marketing.settle(ctx, out.user.id);
    }
    return out;
  }

  /**
   * Spec §7 /api/user/profile/addsocial for a signed-in Google user: `id` must be the
   * caller's own (any other answers as not found) and the account must be linked to Google.
   * `marketingConsent` is the one marketing switch, as in the settings: it subscribes or
   * unsubscribes first, and a newsletter provider that cannot be reached answers
   * SERVICE_UNAVAILABLE before anything is written.
   */
  async addSocialProfileForCaller(ctx: RequestContext, id: string, details: SocialDetails): Promise<UserProfileView | EmailAlreadyExistsError> {
    const user = await currentUser(ctx);
    if (user.id !== id || !user.googleSubject) throw new NotFoundError("User");
    if (details.marketingConsent != null) {
      await this.marketing.set(ctx, user, details.marketingConsent);
      details = { ...details, marketingConsent: null };
    }
    const r = await this.addSocialProfile(
      ctx,
      {
        subject: user.googleSubject,
        email: user.email,
        emailVerified: user.emailVerifiedAt != null,
        name: user.name,
        surname: user.surname,
        image: user.image,
      },
      details,
    );
    return r instanceof ErrorResult ? r : toProfile(r.user);
  }
}
