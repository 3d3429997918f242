/**
 * The schema's `ErrorCode`s of signing up, in and out as the user reads them: each code the
 * server answers maps to a translated message; anything else (an unknown code, a network
 * failure, a 500) is "Something went wrong".
 */
import type { ErrorCode } from "../../gql/graphql";
import type { MessageId } from "../../i18n";

const AUTH_MESSAGES: Partial<Record<ErrorCode, MessageId>> = {
  INVALID_LOGIN_CREDENTIALS: "auth.error.invalidCredentials",
  EMAIL_NOT_VERIFIED: "auth.error.emailNotVerified",
  EMAIL_ALREADY_IN_USE: "auth.error.emailInUse",
  EMAIL_ALREADY_EXISTS: "auth.error.emailExists",
  USER_DISABLED: "auth.error.userDisabled",
  TOO_MANY_REQUESTS: "auth.error.tooManyRequests",
  INTERNAL_SERVER_ERROR: "auth.error.internal",
  INVALID_ACTION_CODE: "auth.error.invalidActionCode",
  EXPIRED_ACTION_CODE: "auth.error.expiredActionCode",
  WEAK_PASSWORD: "auth.error.weakPassword",
  CAPTCHA_CHECK_FAILED: "auth.error.captcha",
  EMAIL_ALREADY_VERIFIED: "auth.error.alreadyVerified",
  SIGN_IN_CANCELLED: "auth.error.googleCancelled",
};

/** The message of a code; unknown codes are the generic failure. */
export function authMessageId(code: string | null | undefined): MessageId {
  return (code && AUTH_MESSAGES[code as ErrorCode]) || "auth.error.internal";
}

/** The `errorCode` of a mutation's result when it is an error result, else null. */
export const errorCodeOf = (result: object | null | undefined): ErrorCode | null => (result && "errorCode" in result ? (result.errorCode as ErrorCode) : null);

/** Whether a code is one the screens know (so `?error=` cannot inject arbitrary text: only known ids are shown). */
export const isKnownAuthCode = (code: string | null | undefined): boolean => !!code && code in AUTH_MESSAGES;

/** A wait in seconds as the largest whole unit the user reads easily: {amount} {unit}. */
export function waitParts(seconds: number): { amount: number; unit: "second" | "minute" | "hour" } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return { amount: s, unit: "second" };
  if (s < 2 * 3600) return { amount: Math.ceil(s / 60), unit: "minute" };
  return { amount: Math.ceil(s / 3600), unit: "hour" };
}
