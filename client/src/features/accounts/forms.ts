/** Client-side checks of the account forms; the server checks everything again. */
import type { RegisterOptions } from "react-hook-form";
import type { useT } from "../../i18n";

/** Mirrors the server's password policy (server/modules/accounts/auth-errors.ts). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

/** One "@", something on both sides, a dot in the domain: the server's IsEmail decides the rest. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type T = ReturnType<typeof useT>;
/** Rules of a text field (without react-hook-form's field-name-typed `deps`, so they fit any form). */
export type TextRules = Pick<RegisterOptions, "required" | "maxLength" | "minLength" | "pattern"> & { validate?: (value: string) => true | string };

export const emailRules = (t: T): TextRules => ({
  required: t("form.required"),
  maxLength: { value: 254, message: t("form.email") },
  pattern: { value: EMAIL, message: t("form.email") },
});

export const requiredText = (t: T, max = NAME_MAX): TextRules => ({
  required: t("form.required"),
  validate: (v: string) => (v.trim() ? true : t("form.required")),
  maxLength: { value: max, message: t("form.tooLong", { max }) },
});

export const newPasswordRules = (t: T): TextRules => ({
  required: t("form.required"),
  minLength: { value: PASSWORD_MIN, message: t("auth.password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
  maxLength: { value: PASSWORD_MAX, message: t("auth.password.rules", { min: PASSWORD_MIN, max: PASSWORD_MAX }) },
});

/** Spec §5: a web address is valid only if it parses and uses http or https. */
export function isHttpUrl(s: string): boolean {
  try {
    const u = new URL(s);
    return u.protocol === "http:" || u.protocol === "https:";
  } catch {
    return false;
  }
}

export const optionalUrlRules = (t: T): TextRules => ({
  maxLength: { value: 2000, message: t("form.tooLong", { max: 2000 }) },
  validate: (v: string) => (!v.trim() || isHttpUrl(v.trim()) ? true : t("form.url")),
});
