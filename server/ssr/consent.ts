/**
 * Cookie consent (ePrivacy art. 5(3), GDPR art. 7): what a visitor allowed, kept in the
 * `km_consent` cookie and nowhere else. Necessary cookies (session, CSRF, cart, language,
 * currency, theme, this one) need no consent; fraud screening is a security measure the
 * shopper asked for by paying, so it is necessary too. The other three categories wait:
 *  - functional: the chat widget;
 *  - analytics: the tag manager;
 *  - marketing: the affiliate and campaign cookies made from landing links (./tracking.ts).
 *
 * The value is `<version>.<f><a><m>.<time, base 36 ms>.<id>`, e.g. `1.011.mg3k1x2p.4f9a0c21b7e6`:
 * readable by page scripts (the client's banner and its script activation), no personal data,
 * and the id ties the choice to the log line written when it was given (proof of consent).
 * A choice under an older policy version counts as no choice: the banner asks again.
 */
import { randomBytes } from "node:crypto";

export const CONSENT_COOKIE = "km_consent";
/** Raise when the cookie policy changes in a way visitors must agree to again. */
export const CONSENT_POLICY_VERSION = 1;
/** Six months: the Italian Garante's guidelines do not let a site ask again sooner. */
export const CONSENT_MAX_AGE_MS = 180 * 86_400_000;

export const CONSENT_CATEGORIES = ["functional", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface Consent {
  functional: boolean;
  analytics: boolean;
  marketing: boolean;
  /** When it was given, ms since the epoch. */
  at: number;
  id: string;
}

const FORMAT = /^(\d+)\.([01])([01])([01])\.([0-9a-z]{1,11})\.([0-9a-f]{12})$/;

/** The visitor's choice from the cookie's value; null when there is none (or an outdated or malformed one). */
export function parseConsent(raw: unknown): Consent | null {
  if (typeof raw !== "string") return null;
  const m = FORMAT.exec(raw);
  if (!m || Number(m[1]) !== CONSENT_POLICY_VERSION) return null;
  return { functional: m[2] === "1", analytics: m[3] === "1", marketing: m[4] === "1", at: Number.parseInt(m[5]!, 36), id: m[6]! };
}

export function serializeConsent(c: Consent): string {
  const flag = (b: boolean) => (b ? "1" : "0");
  return `${CONSENT_POLICY_VERSION}.${flag(c.functional)}${flag(c.analytics)}${flag(c.marketing)}.${c.at.toString(36)}.${c.id}`;
}

/** A new choice, stamped now with a fresh id. */
export function newConsent(choice: Pick<Consent, ConsentCategory>, now = Date.now()): Consent {
  return { functional: choice.functional, analytics: choice.analytics, marketing: choice.marketing, at: now, id: randomBytes(6).toString("hex") };
}
