/**
 * GraphQL shapes of accounts: the profile, the account settings, sign-up / login /
 * password inputs and their result unions (the success type or an outcome of accounts.errors.ts).
 */
import { Field, ID, InputType, ObjectType } from "type-graphql";
import { z } from "zod";
import { DEFAULT_LOCALE, Locale, LoginMethod, Role } from "../../common/enums.js";
import { resultUnion, TooManyRequestsError } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { PASSWORD_MAX } from "./password.js";
import {
  CaptchaCheckFailedError,
  EmailAlreadyInUseError,
  EmailNotVerifiedError,
  ExpiredActionCodeError,
  InvalidActionCodeError,
  InvalidCredentialsError,
  UserDisabledError,
  WeakPasswordError,
} from "./accounts.errors.js";

@ObjectType("UserProfile", { description: "A user's profile (spec §3 User) as the user, or an admin, sees it." })
export class UserProfileView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Email address (sign-in name)." })
  email: string;
  @Field(() => String, { description: "First name." })
  name: string;
  @Field(() => String, { description: "Surname." })
  surname: string;
  @Field(() => String, { nullable: true, description: "Avatar URL." })
  image: string | null;
  @Field(() => Boolean, { description: "Agreed to receive marketing mail." })
  marketingConsent: boolean;
  @Field(() => Boolean, { description: "Blocked by an admin: cannot sign in." })
  blocked: boolean;
  @Field(() => Locale, { description: "Preferred language (mails, pages)." })
  locale: Locale;
  @Field(() => LoginMethod, { description: "How the user last signed in." })
  loginMethod: LoginMethod;
  @Field(() => String, { nullable: true, description: "Customer id at the payment provider, once one exists." })
  customerId: string | null;
  @Field(() => Role, { description: "Role: user, seller, support or admin." })
  role: Role;
  @Field(() => [String], {
    description:
      'What the role allows, as sorted "resource:action" strings with the spec\'s action names (e.g. "orders:info", "orders:refund", "users:edit", "mails:new"): the client shows only the screens and buttons they allow. The server checks every call anyway.',
  })
  permissions: string[];
  @Field(() => Boolean, { description: "The email address has been verified." })
  emailVerified: boolean;
  @Field(() => Date, { description: "When the account was created." })
  createdAt: Date;
}

@ObjectType("Account", { description: "The signed-in user's account settings." })
export class AccountView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Email address." })
  email: string;
  @Field(() => Locale, { description: "Preferred language." })
  locale: Locale;
  @Field(() => LoginMethod, { description: "How the user last signed in (or prefers to)." })
  loginMethod: LoginMethod;
  @Field(() => Boolean, {
    description:
      "Agreed to receive marketing mail: offers and the newsletter, one switch. True exactly when subscribed to the newsletter (Brevo when configured); changed with `updateAccount`.",
  })
  marketingConsent: boolean;
  @Field(() => Boolean, { description: "The email address has been verified." })
  emailVerified: boolean;
  @Field(() => Boolean, { description: "The account has a password (false for Google-only accounts)." })
  hasPassword: boolean;
  @Field(() => Boolean, { description: "A Google account is linked." })
  googleLinked: boolean;
  @Field(() => Boolean, {
    description: "Subscribed to the newsletter.",
    deprecationReason: "Always equal to `marketingConsent`: offers and the newsletter are one consent. Read `marketingConsent`.",
  })
  newsletterSubscribed: boolean;
  @Field(() => Date, { nullable: true, description: "Last successful sign-in." })
  lastLoginAt: Date | null;
  @Field(() => Date, { description: "When the account was created." })
  createdAt: Date;
}

@ObjectType("LogInSuccess", { description: "Signed in: a session exists (cookie, or the token when asked for)." })
export class LogInSuccess {
  @Field(() => UserProfileView, { description: "Who signed in." })
  user: UserProfileView;
  @Field(() => String, { description: "Where to go next: the requested destination when it is on this site, otherwise `/`." })
  destination: string;
  @Field(() => String, { nullable: true, description: "The session token, only when `bearer: true` was asked (integrators); no cookie is set then." })
  token: string | null;
}

@ObjectType("SignUpSuccess", { description: "Account created; a verification mail was sent." })
export class SignUpSuccess {
  @Field(() => UserProfileView, { description: "The new, not yet verified, account." })
  user: UserProfileView;
  @Field(() => Boolean, { description: "The verification mail was queued." })
  verificationSent: boolean;
}

@ObjectType("VerifyEmailSuccess", { description: "The email address is verified; the user can sign in." })
export class VerifyEmailSuccess {
  @Field(() => String, { description: "The verified address." })
  email: string;
}

@ObjectType("ResetPasswordSuccess", { description: "The password was changed; every session of the account was ended." })
export class ResetPasswordSuccess {
  @Field(() => String, { description: "Email of the account." })
  email: string;
}

@ObjectType("ChangePasswordSuccess", { description: "The password was changed; the account's other sessions were ended." })
export class ChangePasswordSuccess {
  @Field(() => Boolean, { description: "Always true." })
  changed: boolean;
}

@ObjectType("DeleteAccountSuccess", { description: "The account's personal data were erased and it was signed out." })
export class DeleteAccountSuccess {
  @Field(() => Boolean, { description: "Always true." })
  deleted: boolean;
}

@ObjectType("SignInOptions", { description: "Which sign-in features this shop offers." })
export class SignInOptionsView {
  @Field(() => Boolean, { description: "Google sign-in is configured (GET /api/auth/google starts it)." })
  google: boolean;
  @Field(() => Boolean, { description: "Sign-up verifies a reCAPTCHA token." })
  recaptcha: boolean;
}

@ObjectType("NewsletterSubscription", { description: "A newsletter contact." })
export class NewsletterSubscriptionView {
  @Field(() => String, { description: "Subscribed address." })
  email: string;
  @Field(() => String, { description: "Where the contact is kept: `brevo` or `local`." })
  provider: string;
  @Field(() => Date, { description: "When it was last synced." })
  updatedAt: Date;
}

export const SignUpResult = resultUnion("SignUpResult", "Sign-up outcome.", SignUpSuccess, [
  WeakPasswordError,
  CaptchaCheckFailedError,
  TooManyRequestsError,
  EmailAlreadyInUseError,
]);
export const LogInResult = resultUnion("LogInResult", "Login outcome.", LogInSuccess, [
  TooManyRequestsError,
  EmailNotVerifiedError,
  InvalidCredentialsError,
  UserDisabledError,
]);
export const VerifyEmailResult = resultUnion("VerifyEmailResult", "Email verification outcome.", VerifyEmailSuccess, [
  InvalidActionCodeError,
  ExpiredActionCodeError,
]);
export const ResetPasswordResult = resultUnion("ResetPasswordResult", "Password reset outcome.", ResetPasswordSuccess, [
  WeakPasswordError,
  InvalidActionCodeError,
  ExpiredActionCodeError,
]);
export const ChangePasswordResult = resultUnion("ChangePasswordResult", "Password change outcome.", ChangePasswordSuccess, [
  InvalidCredentialsError,
  WeakPasswordError,
]);
export const DeleteAccountResult = resultUnion("DeleteAccountResult", "Account deletion outcome.", DeleteAccountSuccess, [InvalidCredentialsError]);

/** The limits of account inputs, for the GraphQL inputs below and the REST payloads (accounts.rest.ts). */
export const accountRules = {
  email: rules.email,
  emailTyped: rules.emailTyped,
  personName: rules.personName,
  password: z.string().max(PASSWORD_MAX),
  destination: z.string().max(2000),
  referrer: z.string().max(200),
  tokenRecaptcha: z.string().max(4000),
  linkToken: rules.linkToken,
  image: rules.httpUrl,
};

@InputType({ description: "Sign-up form (spec §7 /api/user/profile/add)." })
export class SignUpInput {
  @Field(() => String, { description: "Email address; becomes the sign-in name." })
  @Rule(accountRules.email)
  email: string;
  @Field(() => String, { description: "First name." })
  @Rule(accountRules.personName)
  name: string;
  @Field(() => String, { description: "Surname." })
  @Rule(accountRules.personName)
  surname: string;
  @Field(() => String, { description: "Password, 8 to 128 characters." })
  @Rule(accountRules.password)
  password: string;
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Agrees to receive marketing mail (offers and the newsletter); the address is subscribed to the newsletter once it is verified.",
  })
  marketingConsent: boolean;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the account and of its mails." })
  locale: Locale;
  @Field(() => String, { nullable: true, description: "Who referred the user (affiliate or campaign code)." })
  @Rule(accountRules.referrer)
  referrer?: string | null;
  @Field(() => String, { nullable: true, description: "reCAPTCHA token; checked when the shop has a reCAPTCHA secret." })
  @Rule(accountRules.tokenRecaptcha)
  tokenRecaptcha?: string | null;
}

@InputType({ description: "Email and password sign-in." })
export class LogInInput {
  @Field(() => String, { description: "Email address (any case)." })
  @Rule(accountRules.emailTyped)
  email: string;
  @Field(() => String, { description: "Password." })
  @Rule(accountRules.password)
  password: string;
  @Field(() => String, { nullable: true, description: "Where to go after signing in; honoured only on this site or localhost." })
  @Rule(accountRules.destination)
  destination?: string | null;
  @Field(() => Boolean, {
    defaultValue: false,
    description: "Return the session token in the answer instead of setting the cookie (integrators using `Authorization: Bearer`).",
  })
  bearer: boolean;
}

@InputType({ description: "The token of a verification link." })
export class VerifyEmailInput {
  @Field(() => String, { description: "The `token` query parameter of the mailed link." })
  @Rule(accountRules.linkToken)
  token: string;
}

@InputType({ description: "Ask for a mail (verification or password reset) to be sent to an address." })
export class RequestMailInput {
  @Field(() => String, { description: "Email address of the account." })
  @Rule(accountRules.emailTyped)
  email: string;
  @Field(() => Locale, { nullable: true, description: "Language of the mail (default: the account's)." })
  locale?: Locale | null;
}

@InputType({ description: "A new password with the token of a reset link." })
export class ResetPasswordInput {
  @Field(() => String, { description: "The `token` query parameter of the mailed link." })
  @Rule(accountRules.linkToken)
  token: string;
  @Field(() => String, { description: "New password, 8 to 128 characters." })
  @Rule(accountRules.password)
  newPassword: string;
}

@InputType({ description: "Change the signed-in user's password." })
export class ChangePasswordInput {
  @Field(() => String, { nullable: true, description: "Current password (not needed by accounts without one)." })
  @Rule(accountRules.password)
  currentPassword?: string | null;
  @Field(() => String, { description: "New password, 8 to 128 characters." })
  @Rule(accountRules.password)
  newPassword: string;
}

@InputType({ description: "Profile and settings to change; absent fields stay as they are." })
export class UpdateAccountInput {
  @Field(() => String, { nullable: true, description: "First name." })
  @Rule(accountRules.personName)
  name?: string | null;
  @Field(() => String, { nullable: true, description: "Surname." })
  @Rule(accountRules.personName)
  surname?: string | null;
  @Field(() => String, { nullable: true, description: "Avatar URL (http or https)." })
  @Rule(accountRules.image)
  image?: string | null;
  @Field(() => Locale, { nullable: true, description: "Preferred language." })
  locale?: Locale | null;
  @Field(() => LoginMethod, { nullable: true, description: "Preferred sign-in method." })
  loginMethod?: LoginMethod | null;
  @Field(() => Boolean, {
    nullable: true,
    description:
      "Agrees to receive marketing mail (offers and the newsletter): true subscribes to the newsletter, false unsubscribes, at the provider too. When the newsletter provider cannot be reached the mutation fails with SERVICE_UNAVAILABLE and nothing of the input is saved.",
  })
  marketingConsent?: boolean | null;
}

@InputType({ description: "Confirm the deletion of the signed-in account." })
export class DeleteAccountInput {
  @Field(() => String, { nullable: true, description: "Current password (required when the account has one)." })
  @Rule(accountRules.password)
  password?: string | null;
}

@InputType({ description: "Subscribe the signed-in user to the newsletter." })
export class SubscribeToNewsletterInput {
  @Field(() => String, { nullable: true, description: "The user's own email address (default); any other is refused as not found." })
  @Rule(accountRules.emailTyped)
  email?: string | null;
}
