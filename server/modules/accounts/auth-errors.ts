/**
 * The error codes of the identity service the product used before (spec §8), kept so clients
 * see the same answers, with the HTTP status and message the REST shims give each.
 */
export const AUTH_ERRORS = {
  "auth/invalid-login-credentials": { status: 401, message: "The email or the password is wrong" },
  "auth/email-already-in-use": { status: 400, message: "The email address is already in use by another account" },
  "auth/email-already-exists": { status: 400, message: "An account with this email address already exists" },
  "auth/email-not-verified": { status: 403, message: "The email address is not verified yet: open the link we sent you" },
  "auth/user-disabled": { status: 403, message: "This account has been disabled" },
  "auth/too-many-requests": { status: 429, message: "Too many attempts: try again later" },
  "auth/internal-error": { status: 500, message: "Something went wrong" },
  "auth/invalid-action-code": { status: 400, message: "The link is invalid or has already been used" },
  "auth/expired-action-code": { status: 400, message: "The link has expired" },
  "auth/weak-password": { status: 400, message: "The password must hold at least 8 characters" },
  "auth/captcha-check-failed": { status: 400, message: "The reCAPTCHA check failed" },
  "auth/email-already-verified": { status: 400, message: "The email address is already verified" },
  "auth/requires-recent-login": { status: 403, message: "Confirm with your current password" },
} as const;

export type AuthErrorCode = keyof typeof AUTH_ERRORS;

/** Password policy: 8–128 characters (argon2 has no length limit; 128 bounds the work). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
