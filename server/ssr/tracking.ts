/**
 * Affiliate and campaign tracking (spec §9): the query parameters aff, chan, gclid,
 * discount, awc, utm_*, admitad_uid become first-party cookies with the spec's lifetimes,
 * set by the server on the first request that carries them, plus the derived "last paid
 * source", "awin source" and external referrer cookies.
 */
import type { CookieOptions, RequestHandler } from "express";

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

export function trackingCookies(opts: { publicUrl: string }): RequestHandler {
  const secure = opts.publicUrl.startsWith("https:");
  const host = new URL(opts.publicUrl).host;
  // Readable by page scripts (tag manager, affiliate tags); never anything secret.
  const base: CookieOptions = { path: "/", sameSite: "lax", secure, httpOnly: false };
  return (req, res, next) => {
    const q = req.originalUrl.indexOf("?");
    const params = new URLSearchParams(q >= 0 ? req.originalUrl.slice(q + 1) : "");
    for (const [name, maxAge] of Object.entries(TRACKING_PARAMS)) {
      const value = params.get(name);
      if (value && VALUE.test(value)) res.cookie(name, value, { ...base, maxAge });
    }
    const paid = paidSource(params);
    if (paid) res.cookie(LAST_PAID_SOURCE_COOKIE, paid, { ...base, maxAge: TRACKING_LIFETIMES.lastPaidSource });
    if (params.get("awc") && VALUE.test(params.get("awc")!)) {
      res.cookie(AWIN_SOURCE_COOKIE, params.get("utm_source") && VALUE.test(params.get("utm_source")!) ? params.get("utm_source")! : "aw", {
        ...base,
        maxAge: TRACKING_LIFETIMES.awin,
      });
    }
    const referer = req.get("referer");
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
    next();
  };
}
