/**
 * Google sign-in over OpenID Connect (openid-client): authorization code flow with PKCE,
 * state and nonce. The flow's secrets live in Postgres (`oidc_logins`, keyed by the hash of
 * the state, single use, 10 minutes) and the state also in a short-lived cookie of the
 * browser that started it, so the callback only completes in that browser. The first
 * sign-in creates the profile through `SignInService.addSocialProfile` (the addsocial
 * path); later ones log in. The login method is recorded as `google`.
 */
import type * as OpenId from "openid-client";
import type { Config } from "../../config.js";
import type { Logger } from "../../logger.js";
import type { RequestContext } from "../../graphql/context.js";
import { DomainError, ErrorCode, ErrorResult, ServiceUnavailableError } from "../../core/errors/index.js";
import { Locale, LoginMethod } from "../../common/enums.js";
import { OidcLogin } from "./oidc-login.entity.js";
import { hashToken, randomToken } from "../../core/auth/index.js";
import { returnedRows } from "../../db/sql.js";
import { safeDestination } from "./redirect.js";
import type { LoginOutcome, SignInService } from "./sign-in.service.js";
import {
  EmailAlreadyExistsError,
  EmailNotVerifiedError,
  ExpiredActionCodeError,
  InvalidActionCodeError,
  InvalidCredentialsError,
  UserDisabledError,
} from "./accounts.errors.js";

/** Why a Google sign-in did not sign anyone in (the callback sends the browser to /login?error=CODE). */
export type GoogleSignInRefusal =
  | InvalidActionCodeError
  | ExpiredActionCodeError
  | InvalidCredentialsError
  | UserDisabledError
  | EmailNotVerifiedError
  | EmailAlreadyExistsError;

const FLOW_TTL_MS = 10 * 60_000;
export const OIDC_STATE_COOKIE = "km_oidc";
export const GOOGLE_CALLBACK_PATH = "/api/auth/google/callback";

export interface GoogleStart {
  url: string;
  state: string;
}

export class GoogleSignInService {
  private configuration: Promise<OpenId.Configuration> | null = null;

  constructor(
    private readonly config: Config,
    private readonly logger: Logger,
    private readonly signIn: SignInService,
  ) {}

  get enabled(): boolean {
    return this.config.googleEnabled;
  }

  private async client(): Promise<{ oidc: typeof OpenId; configuration: OpenId.Configuration }> {
    const oidc = await import("openid-client");
    if (!this.configuration) {
      const issuer = new URL(this.config.GOOGLE_ISSUER);
      // Plain-HTTP issuers only on loopback outside production (a provider started by a test).
      const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(issuer.hostname);
      const insecure = issuer.protocol === "http:" && loopback && !this.config.isProduction;
      this.configuration = oidc
        .discovery(
          issuer,
          this.config.GOOGLE_CLIENT_ID!,
          this.config.GOOGLE_CLIENT_SECRET!,
          undefined,
          insecure ? { execute: [oidc.allowInsecureRequests] } : undefined,
        )
        .catch((e) => {
          this.configuration = null; // try the discovery again next time
          throw e;
        });
    }
    return { oidc, configuration: await this.configuration };
  }

  /** The callback URL registered at Google: PUBLIC_URL when set, else the request's origin. */
  redirectUri(ctx: RequestContext): string {
    const origin = this.config.PUBLIC_URL ? this.config.publicUrl : `${ctx.req!.protocol}://${ctx.req!.get("host")}`;
    return origin + GOOGLE_CALLBACK_PATH;
  }

  /** Starts a sign-in: stores the flow and returns the provider's authorization URL. */
  async start(
    ctx: RequestContext,
    details: { destination?: string | null; locale?: Locale | null; referrer?: string | null; marketingConsent?: boolean | null },
  ): Promise<GoogleStart> {
    if (!this.enabled) throw new DomainError(ErrorCode.NOT_FOUND, "Google sign-in is not configured on this shop");
    let client: Awaited<ReturnType<GoogleSignInService["client"]>>;
    try {
      client = await this.client();
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, "OpenID discovery failed");
      throw new ServiceUnavailableError("Google sign-in is unavailable right now", 30);
    }
    const { oidc, configuration } = client;
    const state = randomToken();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const repo = ctx.manager.getRepository(OidcLogin);
    await repo.insert(
      repo.create({
        stateHash: hashToken(state),
        codeVerifier,
        nonce,
        details: {
          locale: details.locale ?? Locale.en,
          referrer: details.referrer ?? null,
          marketingConsent: details.marketingConsent ?? false,
          destination: safeDestination(details.destination, this.signIn.siteOrigins(ctx)),
        },
        expiresAt: new Date(Date.now() + FLOW_TTL_MS),
      }),
    );
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri(ctx),
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: "S256",
      state,
      nonce,
    });
    return { url: url.href, state };
  }

  /**
   * Completes a sign-in from the provider's redirect. `cookieState` is the state the
   * browser kept; it must match the one in the URL. Returns the login, or an error result
   * (blocked account, unverified email clash) — never throws for a provider's refusal.
   */
  async finish(ctx: RequestContext, callbackUrl: URL, cookieState: string | undefined): Promise<LoginOutcome | GoogleSignInRefusal> {
    if (!this.enabled) throw new DomainError(ErrorCode.NOT_FOUND, "Google sign-in is not configured on this shop");
    const state = callbackUrl.searchParams.get("state");
    if (!state || !cookieState || state !== cookieState) return new InvalidActionCodeError();
    const rows = returnedRows<{ code_verifier: string; nonce: string; details: OidcLogin["details"]; expired: boolean }>(
      await ctx.manager.query(`DELETE FROM oidc_logins WHERE state_hash = $1 RETURNING code_verifier, nonce, details, expires_at <= now() AS expired`, [
        hashToken(state),
      ]),
    );
    const flow = rows[0];
    if (!flow) return new InvalidActionCodeError();
    if (flow.expired) return new ExpiredActionCodeError();
    const { oidc, configuration } = await this.client();
    let claims: Record<string, unknown>;
    try {
      // The URL the provider redirected to, on the registered redirect URI.
      const current = new URL(this.redirectUri(ctx));
      current.search = callbackUrl.search;
      const tokens = await oidc.authorizationCodeGrant(configuration, current, {
        pkceCodeVerifier: flow.code_verifier,
        expectedState: state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      claims = { ...(tokens.claims() ?? {}) };
      if (!claims.email) {
        claims = { ...(await oidc.fetchUserInfo(configuration, tokens.access_token, String(claims.sub))), ...claims };
      }
    } catch (e) {
      this.logger.warn({ err: (e as Error).message }, "Google sign-in refused");
      return new InvalidCredentialsError();
    }
    if (typeof claims.sub !== "string" || typeof claims.email !== "string") return new InvalidCredentialsError();
    const details = flow.details;
    const created = await this.signIn.addSocialProfile(
      ctx,
      {
        subject: claims.sub,
        email: claims.email,
        emailVerified: claims.email_verified === true || claims.email_verified === "true",
        name: typeof claims.given_name === "string" ? claims.given_name : "",
        surname: typeof claims.family_name === "string" ? claims.family_name : "",
        image: typeof claims.picture === "string" && /^https?:\/\//.test(claims.picture) ? claims.picture : null,
      },
      {
        locale: details.locale === Locale.it ? Locale.it : Locale.en,
        referrer: details.referrer,
        // The sign-up tab's ticked box gives consent; an unticked one, or the sign-in tab, is
        // no withdrawal of a consent an existing account gave (that is the settings' switch).
        marketingConsent: details.marketingConsent ? true : null,
      },
    );
    if (created instanceof ErrorResult) return created;
    const { user } = created;
    if (user.blocked) return new UserDisabledError();
    if (!user.emailVerifiedAt) return new EmailNotVerifiedError();
    return this.signIn.completeLogin(ctx, user, LoginMethod.google, details.destination);
  }
}
