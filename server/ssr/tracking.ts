/**
 * Affiliate and campaign tracking (spec §9): the query parameters aff, chan, gclid,
 * discount, awc, utm_*, admitad_uid become first-party cookies with the spec's lifetimes,
 * set by the server on the first request that carries them, plus the derived "last paid
 * source", "awin source" and external referrer cookies. Only with the visitor's consent to
 * marketing cookies (./consent.ts).
 */
import type { CookieOptions, Request, RequestHandler, Response } from "express";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_MS, type Consent, type ConsentCategory, newConsent, parseConsent, serializeConsent } from "./consent.js";

const DAY = 86_400_000;

/** Spec §9 lifetimes, in milliseconds. */
export const TRACKING_LIFETIMES = {
  affiliate: 20 * DAY,
  channel: 20 * DAY,
  referrer: 20 * DAY,
  discount: 20 * DAY,
  gclid: 1 * DAY,
  utm: 30 * DAY,
  lastPaidSource: 30 * DAY,
  awin: 31_536_000_000,
} as const;

/** Query parameter → cookie lifetime. */
export const TRACKING_PARAMS: Record<string, number> = {
  aff: TRACKING_LIFETIMES.affiliate,
  chan: TRACKING_LIFETIMES.channel,
  discount: TRACKING_LIFETIMES.discount,
  gclid: TRACKING_LIFETIMES.gclid,
  awc: TRACKING_LIFETIMES.awin,
  utm_source: TRACKING_LIFETIMES.utm,
  utm_medium: TRACKING_LIFETIMES.utm,
  utm_campaign: TRACKING_LIFETIMES.utm,
  utm_term: TRACKING_LIFETIMES.utm,
  utm_content: TRACKING_LIFETIMES.utm,
  admitad_uid: TRACKING_LIFETIMES.lastPaidSource,
};

export const LAST_PAID_SOURCE_COOKIE = "last_paid_source";
export const AWIN_SOURCE_COOKIE = "awin_source";
export const REFERRER_COOKIE = "referrer";

const VALUE = /^[\w.~:@+-]{1,200}$/;
const PAID_MEDIA = /^(cpc|ppc|paid|paidsearch|display|cpm|affiliate)$/i;

/** The paid source a landing request names, if any (gclid → google, awc → awin …). */
export function paidSource(params: URLSearchParams): string | null {
  if (params.get("gclid")) return "google";
  if (params.get("awc")) return "awin";
  if (params.get("admitad_uid")) return "admitad";
  const medium = params.get("utm_medium");
  const source = params.get("utm_source");
  if (medium && source && PAID_MEDIA.test(medium) && VALUE.test(source)) return source.toLowerCase();
  return null;
}

/** What a visit landed with: the landing address's query string and the page it came from. */
export interface Landing {
  params: URLSearchParams;
  referer?: string | null;
}

/** The names of every cookie this module may set. */
export const TRACKING_COOKIE_NAMES = [...Object.keys(TRACKING_PARAMS), LAST_PAID_SOURCE_COOKIE, AWIN_SOURCE_COOKIE, REFERRER_COOKIE];

export interface TrackingWriter {
  /** Sets the cookies a landing carries (campaign parameters, paid source, external referrer). */
  write(req: Request, res: Response, landing: Landing): void;
  /** Removes every tracking cookie (consent to marketing withdrawn). */
  clear(res: Response): void;
}

export function trackingWriter(opts: { publicUrl: string }): TrackingWriter {
  const secure = opts.publicUrl.startsWith("https:");
  const host = new URL(opts.publicUrl).host;
  // Readable by page scripts (tag manager, affiliate tags); never anything secret.
  const base: CookieOptions = { path: "/", sameSite: "lax", secure, httpOnly: false };
  return {
    write(req, res, { params, referer }) {
      for (const [name, maxAge] of Object.entries(TRACKING_PARAMS)) {
        const value = params.get(name);
        if (value && VALUE.test(value)) res.cookie(name, value, { ...base, maxAge });
      }
      const paid = paidSource(params);
      if (paid) res.cookie(LAST_PAID_SOURCE_COOKIE, paid, { ...base, maxAge: TRACKING_LIFETIMES.lastPaidSource });
      const awc = params.get("awc");
      if (awc && VALUE.test(awc)) {
        const source = params.get("utm_source");
        res.cookie(AWIN_SOURCE_COOKIE, source && VALUE.test(source) ? source : "aw", { ...base, maxAge: TRACKING_LIFETIMES.awin });
      }
      if (referer && !req.cookies?.[REFERRER_COOKIE]) {
        try {
          const from = new URL(referer);
          if ((from.protocol === "http:" || from.protocol === "https:") && from.host !== host && from.host !== req.get("host")) {
            res.cookie(REFERRER_COOKIE, from.host.slice(0, 200), { ...base, maxAge: TRACKING_LIFETIMES.referrer });
          }
        } catch {
          // not a URL: nothing to remember
        }
      }
    },
    clear(res) {
      for (const name of TRACKING_COOKIE_NAMES) res.clearCookie(name, base);
    },
  };
}

/**
 * Sets the tracking cookies of a page request, only for a visitor who consented to marketing
 * cookies. Before that choice the client keeps the landing's parameters in memory and hands
 * them to POST /api/consent when the visitor accepts (server/modules/site/consent.rest.ts).
 */
export function trackingCookies(opts: { publicUrl: string }): RequestHandler {
  const writer = trackingWriter(opts);
  return (req, res, next) => {
    if (parseConsent(req.cookies?.[CONSENT_COOKIE])?.marketing) {
      const q = req.originalUrl.indexOf("?");
      writer.write(req, res, { params: new URLSearchParams(q >= 0 ? req.originalUrl.slice(q + 1) : ""), referer: req.get("referer") });
    }
    next();
  };
}

/**
 * Records a visitor's cookie choice: the `km_consent` cookie, then, with marketing consent,
 * the tracking cookies of the landing the page kept; without it, every tracking cookie removed.
 * Answers the new choice and the one it replaces (for the record of consent).
 */
export function giveConsent(
  req: Request,
  res: Response,
  opts: { publicUrl: string },
  choice: Pick<Consent, ConsentCategory>,
  landing?: { search: string; referrer?: string | null },
): { consent: Consent; previous: Consent | null } {
  const previous = parseConsent(req.cookies?.[CONSENT_COOKIE]);
  const consent = newConsent(choice);
  res.cookie(CONSENT_COOKIE, serializeConsent(consent), {
    path: "/",
    sameSite: "lax",
    secure: opts.publicUrl.startsWith("https:"),
    httpOnly: false,
    maxAge: CONSENT_MAX_AGE_MS,
  });
  const tracking = trackingWriter(opts);
  if (!consent.marketing) tracking.clear(res);
  else if (landing) tracking.write(req, res, { params: new URLSearchParams(landing.search), referer: landing.referrer });
  return { consent, previous };
}

/**
 * The attribution an order records at checkout: the tracking cookies the request carries, only
 * while the visitor's marketing consent stands (km_consent, current policy version, not past its
 * six months), only the names this module sets and only well-formed values. Their lifetimes are
 * the cookies' own Max-Age (set above with the spec's values), so an expired value is no longer
 * sent; without consent (or after it is withdrawn, which removes the cookies) nothing is recorded.
 */
export function checkoutTracking(cookies: Record<string, unknown> | undefined, now = Date.now()): Record<string, string> {
  const consent = parseConsent(cookies?.[CONSENT_COOKIE]);
  if (!consent?.marketing || consent.at > now + 60_000 || now - consent.at > CONSENT_MAX_AGE_MS) return {};
  const out: Record<string, string> = {};
  for (const name of TRACKING_COOKIE_NAMES) {
    const value = cookies?.[name];
    if (typeof value === "string" && VALUE.test(value)) out[name] = value;
  }
  return out;
}
