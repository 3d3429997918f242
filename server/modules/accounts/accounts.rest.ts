/**
 * The spec §7 account calls (/api/login, /api/logout, /api/user/profile/*,
 * /api/user/account/*), the CSRF token, and Google sign-in's two redirects. Thin: validate,
 * guard (`requirePermission`), call one service method, shape the answer; error results
 * become the spec's statuses with the identity service's codes.
 */
import { findUserByEmail } from "./users.js";
import { Router } from "express";
import { z } from "zod";
import { Locale, LoginMethod } from "../../common/enums.js";
import { endpoint, localeSchema, sendError } from "../../rest/rest.js";
import { ErrorCode, isErrorResult, NotFoundError } from "../../core/errors/index.js";
import { endSession, requirePermission, startSession } from "../../core/auth/index.js";
import { accountRules, type UserProfileView } from "./accounts.types.js";
import { InvalidActionCodeError } from "./accounts.errors.js";
import { OIDC_STATE_COOKIE } from "./google.service.js";

const optionalLocale = z.enum(Locale, { error: () => "locale must be one of: en, it" }).optional();
const R = accountRules;

/** The spec §3 User shape: the profile view (the same fields) with `_id` beside `id`. */
export const userShape = (u: UserProfileView) => ({ _id: u.id, ...u });

const loginPayload = z.object({
  email: R.emailTyped,
  password: R.password,
  destination: R.destination.nullish(),
  bearer: z.boolean().default(false),
});

const signUpPayload = z.object({
  user: z.object({
    email: R.email,
    name: R.personName,
    surname: R.personName,
    marketingConsent: z.boolean().default(false),
  }),
  tokenRecaptcha: R.tokenRecaptcha.nullish(),
  password: R.password,
  locale: localeSchema,
  referrer: R.referrer.nullish(),
});

const addSocialPayload = z.object({
  id: z.string().max(100),
  user: z
    .object({
      name: R.personName.optional(),
      surname: R.personName.optional(),
      marketingConsent: z.boolean().optional(),
    })
    .default({}),
  tokenRecaptcha: R.tokenRecaptcha.nullish(),
  locale: optionalLocale,
  referrer: R.referrer.nullish(),
});

const updateAccountPayload = z.object({
  locale: optionalLocale,
  loginMethod: z.enum(LoginMethod, { error: () => "loginMethod must be one of: password, google" }).optional(),
  marketingConsent: z.boolean().optional(),
  name: R.personName.optional(),
  surname: R.personName.optional(),
  image: R.image.nullish(),
});

/** Where the browser goes after a failed Google sign-in. */
const loginErrorUrl = (code: ErrorCode) => `/login?error=${code}`;

export function accountsRoutes(): Router {
  const r = Router();

  /** A CSRF token for the next state-changing call (also set as the km_csrf cookie). */
  r.get(
    "/csrf",
    endpoint(z.object({}).passthrough(), (ctx, _in, req, res) => ({ csrfToken: ctx.services.csrf.ensureToken(req, res) })),
  );

  r.post(
    "/login",
    endpoint(loginPayload, async (ctx, input, _req, res) => {
      const out = await ctx.services.signIn.logIn(ctx, input);
      if (isErrorResult(out)) return sendError(res, out);
      const token = startSession(ctx, out, input.bearer);
      return { result: "SUCCESS", user: userShape(out.user), destination: out.destination, ...(token ? { token } : {}) };
    }),
  );

  r.post(
    "/logout",
    endpoint(z.object({}).passthrough(), async (ctx) => {
      await ctx.services.signIn.logOut(ctx);
      endSession(ctx);
      return { result: "SUCCESS" };
    }),
  );

  r.post(
    "/user/profile/get",
    requirePermission("account:info"),
    endpoint(z.object({}).passthrough(), async (ctx) => {
      const me = await ctx.services.profiles.profile(ctx);
      if (!me) throw new NotFoundError();
      return userShape(me);
    }),
  );

  r.post(
    "/user/profile/verify",
    endpoint(z.object({ email: R.emailTyped }), async (ctx, input) => ({
      verified: await ctx.services.profiles.isEmailVerified(ctx, input.email),
    })),
  );

  r.post(
    "/user/profile/add",
    endpoint(signUpPayload, async (ctx, input, _req, res) => {
      const out = await ctx.services.signIn.signUp(ctx, {
        ...input.user,
        password: input.password,
        locale: input.locale,
        referrer: input.referrer ?? null,
        tokenRecaptcha: input.tokenRecaptcha ?? null,
      });
      if (isErrorResult(out)) return sendError(res, out);
      res.status(201).json({ result: "SUCCESS", user: userShape(out.user), verificationSent: out.verificationSent });
    }),
  );

  r.post(
    "/user/profile/addsocial",
    requirePermission("account:edit"),
    endpoint(addSocialPayload, async (ctx, input, _req, res) => {
      const out = await ctx.services.signIn.addSocialProfileForCaller(ctx, input.id, {
        ...input.user,
        locale: input.locale ?? null,
        referrer: input.referrer ?? null,
      });
      if (isErrorResult(out)) return sendError(res, out);
      return { result: "SUCCESS", user: userShape(out) };
    }),
  );

  r.post(
    "/user/account/get",
    requirePermission("account:info"),
    endpoint(z.object({}).passthrough(), (ctx) => ctx.services.profiles.account(ctx)),
  );

  r.post(
    "/user/account/update",
    requirePermission("account:edit"),
    endpoint(updateAccountPayload, (ctx, input) => ctx.services.profiles.updateAccount(ctx, input)),
  );

  r.post(
    "/user/account/create-brevo",
    requirePermission("newsletter:add"),
    endpoint(z.object({ email: R.emailTyped.optional() }), async (ctx, input) => {
      const sub = await ctx.services.profiles.subscribeToNewsletter(ctx, input.email);
      return { result: "SUCCESS", email: sub.email, provider: sub.provider };
    }),
  );

  /** Starts Google sign-in: 302 to the provider (404 with a message when not configured). */
  r.get(
    "/auth/google",
    endpoint(
      z.object({
        destination: R.destination.optional(),
        locale: optionalLocale,
        referrer: R.referrer.optional(),
        marketingConsent: z.enum(["true", "false", "1", "0"]).optional(),
      }),
      async (ctx, input, req, res) => {
        const start = await ctx.services.google.start(ctx, {
          destination: input.destination,
          locale: input.locale,
          referrer: input.referrer,
          marketingConsent: input.marketingConsent === "true" || input.marketingConsent === "1",
        });
        res.cookie(OIDC_STATE_COOKIE, start.state, {
          httpOnly: true,
          sameSite: "lax",
          secure: req.secure,
          maxAge: 10 * 60_000,
          path: "/api/auth/google",
        });
        res.redirect(302, start.url);
      },
    ),
  );

  /** Google's redirect back: signs in (creating the profile the first time) and goes to the destination. */
  r.get("/auth/google/callback", async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const url = new URL(req.originalUrl, "http://callback.invalid");
      res.clearCookie(OIDC_STATE_COOKIE, { path: "/api/auth/google" });
      if (url.searchParams.get("error")) return res.redirect(302, loginErrorUrl(ErrorCode.SIGN_IN_CANCELLED));
      const out = await ctx.services.google.finish(ctx, url, req.cookies?.[OIDC_STATE_COOKIE]);
      if (isErrorResult(out)) return res.redirect(302, loginErrorUrl(out.errorCode));
      startSession(ctx, out);
      res.redirect(302, out.destination);
    } catch (e) {
      next(e);
    }
  });

  return r;
}

/**
 * GET /verify-email?token=…: the link of the verification mail works without JavaScript:
 * it verifies and redirects to the login page (`?verified=1`, or `?verified=0&error=<code>`),
 * in the account's language.
 */
export function verifyEmailPage(): import("express").RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      const token = typeof req.query.token === "string" ? req.query.token.slice(0, 200) : "";
      const out = token ? await ctx.services.signIn.verifyEmail(ctx, token) : new InvalidActionCodeError();
      res.setHeader("cache-control", "no-store");
      if (isErrorResult(out)) return res.redirect(302, `/login?verified=0&error=${out.errorCode}`);
      const user = await findUserByEmail(ctx, out.email);
      const prefix = user?.locale === Locale.it ? "/it" : "";
      res.redirect(302, `${prefix}/login?verified=1`);
    } catch (e) {
      next(e);
    }
  };
}
