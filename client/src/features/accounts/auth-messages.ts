/**
 * Spec §8 error codes as the user reads them: each code the server answers maps to a
 * translated message; anything else (an unknown code, a network failure, a 500) is
 * "Something went wrong".
 */
import type { MessageId } from "../../i18n";

const AUTH_MESSAGES: Record<string, MessageId> = {
  "auth/invalid-login-credentials": "auth.error.invalidCredentials",
  "auth/email-not-verified": "auth.error.emailNotVerified",
  "auth/email-already-in-use": "auth.error.emailInUse",
  "auth/email-already-exists": "auth.error.emailExists",
  "auth/user-disabled": "auth.error.userDisabled",
  "auth/too-many-requests": "auth.error.tooManyRequests",
  "auth/internal-error": "auth.error.internal",
  "auth/invalid-action-code": "auth.error.invalidActionCode",
  "auth/expired-action-code": "auth.error.expiredActionCode",
  "auth/weak-password": "auth.error.weakPassword",
  "auth/captcha-check-failed": "auth.error.captcha",
  "auth/email-already-verified": "auth.error.alreadyVerified",
  "auth/popup-closed-by-user": "auth.error.googleCancelled",
};

/** The message of an `auth/…` code; unknown codes are the generic failure. */
export function authMessageId(code: string | null | undefined): MessageId {
  return (code && AUTH_MESSAGES[code]) || "auth.error.internal";
}

/** Whether a code is one the screens know (so `?error=` cannot inject arbitrary text: only known ids are shown). */
export const isKnownAuthCode = (code: string | null | undefined): boolean => !!code && code in AUTH_MESSAGES;

/** A wait in seconds as the largest whole unit the user reads easily: {amount} {unit}. */
export function waitParts(seconds: number): { amount: number; unit: "second" | "minute" | "hour" } {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 120) return { amount: s, unit: "second" };
  if (s < 2 * 3600) return { amount: Math.ceil(s / 60), unit: "minute" };
  return { amount: Math.ceil(s / 3600), unit: "hour" };
}
