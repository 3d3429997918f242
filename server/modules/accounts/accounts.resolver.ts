/**
 * Accounts over GraphQL: profile and settings, sign-up, login/logout, email verification,
 * password reset and change, deletion, newsletter. Thin: unpack, check the permission
 * (`@Authorized`), call one service method, shape the answer (cookie on login).
 */
import { Arg, Authorized, Ctx, Mutation, Query, Resolver, Directive } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { isErrorResult } from "../../core/errors/index.js";
import { endSession, startSession } from "../../core/auth/index.js";
import { PUBLIC_CATALOGUE } from "../../graphql/cache-hints.js";
import {
  AccountView,
  ChangePasswordInput,
  ChangePasswordResult,
  DeleteAccountInput,
  DeleteAccountResult,
  LogInInput,
  LogInResult,
  LogInSuccess,
  NewsletterSubscriptionView,
  RequestMailInput,
  ResetPasswordInput,
  ResetPasswordResult,
  SignInOptionsView,
  SignUpInput,
  SignUpResult,
  SubscribeToNewsletterInput,
  UpdateAccountInput,
  UserProfileView,
  VerifyEmailInput,
  VerifyEmailResult,
} from "./accounts.types.js";

@Resolver()
export class AccountsResolver {
  @Query(() => UserProfileView, { nullable: true, description: "The signed-in user's profile; null for guests. Public." })
  me(@Ctx() ctx: RequestContext): Promise<UserProfileView | null> {
    return ctx.services.profiles.profile(ctx);
  }

  @Authorized("account:info")
  @Query(() => AccountView, { description: "The signed-in user's account settings. Users." })
  account(@Ctx() ctx: RequestContext): Promise<AccountView> {
    return ctx.services.profiles.account(ctx);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => SignInOptionsView, { description: "Which sign-in features are available (Google, reCAPTCHA). Public." })
  signInOptions(@Ctx() ctx: RequestContext): SignInOptionsView {
    return Object.assign(new SignInOptionsView(), { google: ctx.services.google.enabled, recaptcha: ctx.services.recaptcha.enabled });
  }

  @Mutation(() => SignUpResult, { description: "Creates an account and mails its verification link (24 h). Public." })
  signUp(@Arg("input", () => SignUpInput, { description: "The sign-up form." }) input: SignUpInput, @Ctx() ctx: RequestContext) {
    return ctx.services.signIn.signUp(ctx, input);
  }

  @Mutation(() => LogInResult, {
    description: "Signs in with email and password (verified email required) and starts a session (cookie, or token with `bearer`). Public.",
  })
  async logIn(@Arg("input", () => LogInInput, { description: "Credentials and destination." }) input: LogInInput, @Ctx() ctx: RequestContext) {
    const r = await ctx.services.signIn.logIn(ctx, input);
    if (isErrorResult(r)) return r;
    const token = startSession(ctx, r, input.bearer);
    return Object.assign(new LogInSuccess(), { user: r.user, destination: r.destination, token });
  }

  @Mutation(() => Boolean, { description: "Ends the current session on the server and clears the cookie; true also for guests. Public." })
  async logOut(@Ctx() ctx: RequestContext): Promise<boolean> {
    await ctx.services.signIn.logOut(ctx);
    endSession(ctx);
    return true;
  }

  @Mutation(() => VerifyEmailResult, { description: "Consumes the token of a verification link. Public." })
  verifyEmail(@Arg("input", () => VerifyEmailInput, { description: "The link's token." }) input: VerifyEmailInput, @Ctx() ctx: RequestContext) {
    return ctx.services.signIn.verifyEmail(ctx, input.token);
  }

  @Mutation(() => Boolean, {
    description: "Sends a new verification link to an unverified account; true whether or not the address exists. Public.",
  })
  async requestEmailVerification(
    @Arg("input", () => RequestMailInput, { description: "The address." }) input: RequestMailInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.signIn.requestEmailVerification(ctx, input.email, input.locale);
    return true;
  }

  @Mutation(() => Boolean, { description: "Mails a password reset link (1 h); true whether or not the address exists. Public." })
  async requestPasswordReset(
    @Arg("input", () => RequestMailInput, { description: "The address." }) input: RequestMailInput,
    @Ctx() ctx: RequestContext,
  ): Promise<boolean> {
    await ctx.services.signIn.requestPasswordReset(ctx, input.email, input.locale);
    return true;
  }

  @Mutation(() => ResetPasswordResult, { description: "Sets a new password with the token of a reset link; every session ends. Public." })
  resetPassword(@Arg("input", () => ResetPasswordInput, { description: "Token and new password." }) input: ResetPasswordInput, @Ctx() ctx: RequestContext) {
    return ctx.services.signIn.resetPassword(ctx, input.token, input.newPassword);
  }

  @Authorized("account:edit")
  @Mutation(() => ChangePasswordResult, { description: "Changes the signed-in user's password; other sessions end. Users." })
  changePassword(
    @Arg("input", () => ChangePasswordInput, { description: "Current and new password." }) input: ChangePasswordInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.signIn.changePassword(ctx, input);
  }

  @Authorized("account:edit")
  @Mutation(() => AccountView, {
    description:
      "Changes the signed-in user's profile and settings (locale, login method, marketing consent …); `marketingConsent` also subscribes to or unsubscribes from the newsletter. Users.",
  })
  updateAccount(@Arg("input", () => UpdateAccountInput, { description: "Fields to change." }) input: UpdateAccountInput, @Ctx() ctx: RequestContext) {
    return ctx.services.profiles.updateAccount(ctx, input);
  }

  @Authorized("account:delete")
  @Mutation(() => DeleteAccountResult, { description: "Erases the signed-in user's personal data (orders are kept) and signs out. Users." })
  async deleteAccount(
    @Arg("input", () => DeleteAccountInput, { description: "Password confirmation." }) input: DeleteAccountInput,
    @Ctx() ctx: RequestContext,
  ) {
    const r = await ctx.services.profiles.deleteAccount(ctx, input.password);
    if (!isErrorResult(r)) endSession(ctx);
    return r;
  }

  @Authorized("newsletter:add")
  @Mutation(() => NewsletterSubscriptionView, {
    description:
      "Subscribes the signed-in user to the newsletter (Brevo when configured) and records their marketing consent; SERVICE_UNAVAILABLE, nothing saved, when the provider cannot be reached. Users.",
    deprecationReason:
      "Offers and the newsletter are one consent: use `updateAccount(input: { marketingConsent: true })`, which can also unsubscribe (`false`).",
  })
  subscribeToNewsletter(
    @Arg("input", () => SubscribeToNewsletterInput, { description: "Optionally the user's own address." }) input: SubscribeToNewsletterInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.profiles.subscribeToNewsletter(ctx, input.email);
  }
}
