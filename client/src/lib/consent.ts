/**
 * The visitor's cookie choice, on the browser side. The server keeps it in the `km_consent`
 * cookie (server/ssr/consent.ts: `<version>.<f><a><m>.<time>.<id>`), renders the third-party
 * scripts a visitor has not allowed inert (`type="text/plain"`, `data-km-consent`), and sets
 * the campaign cookies only with marketing consent. Here: reading the choice, saving a new one
 * (POST /api/consent, with the landing's campaign parameters kept in memory until then),
 * bringing allowed scripts to life without a reload, and the "cookie settings" dialog's
 * open state shared by the banner and the footer's link.
 */
import { readCookie } from "./cookies";
import { CSRF_HEADER, csrfToken } from "./csrf";

export const CONSENT_COOKIE = "km_consent";
/** server/ssr/consent.ts CONSENT_POLICY_VERSION: a choice under another version counts as none. */
export const CONSENT_POLICY_VERSION = 1;

export const CONSENT_CATEGORIES = ["functional", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];
export type ConsentChoice = Record<ConsentCategory, boolean>;

export const ALL_GRANTED: ConsentChoice = { functional: true, analytics: true, marketing: true };
export const ALL_DENIED: ConsentChoice = { functional: false, analytics: false, marketing: false };

const FORMAT = /^(\d+)\.([01])([01])([01])\./;

/** The choice in a `km_consent` value (or the document's cookie); null when there is none yet. */
export function readConsent(value = readCookie(CONSENT_COOKIE)): ConsentChoice | null {
  const m = value ? FORMAT.exec(value) : null;
  if (!m || Number(m[1]) !== CONSENT_POLICY_VERSION) return null;
  return { functional: m[2] === "1", analytics: m[3] === "1", marketing: m[4] === "1" };
}

export interface ConsentState {
  /** null: not chosen yet; undefined: not known (server render and hydration). */
  choice: ConsentChoice | null | undefined;
  settingsOpen: boolean;
}

const SERVER_STATE: ConsentState = { choice: undefined, settingsOpen: false };
let state: ConsentState | null = null;
const listeners = new Set<() => void>();

const current = (): ConsentState => (state ??= { choice: readConsent(), settingsOpen: false });
function update(next: Partial<ConsentState>): void {
  state = { ...current(), ...next };
  for (const l of listeners) l();
}

export const consentStore = {
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: current,
  getServerSnapshot: (): ConsentState => SERVER_STATE,
};

export const openConsentSettings = () => update({ settingsOpen: true });
export const closeConsentSettings = () => update({ settingsOpen: false });

/**
 * The landing of this visit (query string and referring page), read once when the app starts:
 * its campaign parameters (aff, utm_*, gclid …) may only become cookies after consent, so
 * they wait here, in memory, and go with the choice.
 */
const landing = typeof window === "undefined" ? null : { search: window.location.search.slice(0, 2000), referrer: document.referrer.slice(0, 2000) || null };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Brings to life the inert third-party scripts the choice allows, with the page's nonce. */
export function activateScripts(choice: ConsentChoice): void {
  for (const inert of Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-km-consent]'))) {
    const categories = (inert.dataset.kmConsent ?? "").split(" ") as ConsentCategory[];
    if (!categories.some((c) => choice[c])) continue;
    const script = document.createElement("script");
    script.nonce = inert.nonce;
    script.dataset.kmSlot = inert.dataset.kmSlot ?? "";
    if (inert.dataset.src) {
      script.async = true;
      script.src = inert.dataset.src;
    } else script.text = inert.textContent ?? "";
    inert.replaceWith(script);
  }
  if (window.dataLayer) {
    // Google consent mode v2: the update must be an `arguments` object, as gtag() pushes it.
    const state = (granted: boolean) => (granted ? "granted" : "denied");
    const gtag = function (..._args: unknown[]) {
      // biome-ignore lint/complexity/noArguments: consent mode only reads Arguments objects
      window.dataLayer!.push(arguments);
    };
    gtag("consent", "update", {
      analytics_storage: state(choice.analytics),
      ad_storage: state(choice.marketing),
      ad_user_data: state(choice.marketing),
      ad_personalization: state(choice.marketing),
    });
  }
}

/** Whether a script of a category the new choice withdraws is already running (only a reload stops it). */
function withdrawsRunningScript(choice: ConsentChoice): boolean {
  return Array.from(document.querySelectorAll<HTMLScriptElement>("script[data-km-slot]:not([type])")).some((s) => {
    const slot = s.dataset.kmSlot;
    if (slot === "tag-manager") return !choice.analytics && !choice.marketing;
    if (slot === "chat-widget") return !choice.functional;
    return false;
  });
}

/** Saves a choice: the server sets the cookies; allowed scripts start; a withdrawn one ends with a reload. */
export async function saveConsent(choice: ConsentChoice): Promise<void> {
  const token = await csrfToken();
  const res = await fetch(new URL("/api/consent", window.location.href), {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", ...(token ? { [CSRF_HEADER]: token } : {}) },
    body: JSON.stringify({ ...choice, ...(landing ? { landing } : {}) }),
  });
  if (!res.ok) throw new Error(`consent not saved (${res.status})`);
  const reload = withdrawsRunningScript(choice);
  update({ choice, settingsOpen: false });
  document.documentElement.setAttribute("data-km-consent", "");
  if (reload) window.location.reload();
  else activateScripts(choice);
}
