import { Router } from "express";
import { z } from "zod";
import { Locale } from "../../common/enums.js";
import { endpoint, localeSchema } from "../../rest/rest.js";
import { catalogRules } from "../catalog/catalog.types.js";
import { CONSENT_POLICY_VERSION } from "../../ssr/consent.js";
import { giveConsent } from "../../ssr/tracking.js";

const localeQuery = z.object({ locale: localeSchema });

const choice = (name: string) => z.boolean({ error: () => `${name} must be true or false` });
const consentBody = z.object({
  functional: choice("functional"),
  analytics: choice("analytics"),
  marketing: choice("marketing"),
  /** The visit's landing, kept by the page until the choice: its campaign parameters become cookies with marketing consent. */
  landing: z
    .object({
      search: z.string().max(2000, "landing.search must be at most 2000 characters").default(""),
      referrer: z.string().max(2000, "landing.referrer must be at most 2000 characters").nullish(),
    })
    .optional(),
});

export function siteRoutes(): Router {
  const r = Router();

  r.get(
    "/public/state",
    endpoint(localeQuery, async (ctx, { locale }) => {
      const state = await ctx.services.site.publicState(ctx, locale);
      return {
        tags: state.tags,
        payments: state.payments,
        platforms: state.platforms.map((p) => ({
          id: p.id,
          slug: p.slug,
          name: p.name,
          family: p.family,
          url: p.url,
          activationGuideUrl: p.activationGuideUrl,
        })),
        trustpilotScore: state.trustpilotScore,
        trustpilotReviewCount: state.trustpilotReviewCount,
      };
    }),
  );

  r.get(
    "/currencies",
    endpoint(z.object({}), (ctx) => ctx.services.site.currencies().map((c) => ({ code: c.code, symbol: c.symbol, default: c.isDefault }))),
  );

  r.post(
    "/public/languageTranslator",
    endpoint(
      z.object({
        currentUrl: catalogRules.pageUrl,
        currentLocale: z.enum(Locale, { error: () => "currentLocale must be one of: en, it" }),
        nextLocale: z.enum(Locale, { error: () => "nextLocale must be one of: en, it" }),
      }),
      (ctx, b) => ctx.services.language.translateUrl(ctx, b.currentUrl, b.currentLocale, b.nextLocale),
    ),
  );

  /**
   * The visitor's cookie choice (server/ssr/consent.ts): sets `km_consent`, then, with
   * marketing consent, the tracking cookies of the landing the page kept; without it, removes
   * them all. The log line is the record of the consent (its id is in the cookie).
   */
  r.post(
    "/consent",
    endpoint(consentBody, (ctx, b, req, res) => {
      const { config, logger } = ctx.services;
      const { consent, previous } = giveConsent(req, res, { publicUrl: config.publicUrl }, b, b.landing);
      logger.info(
        {
          consentId: consent.id,
          replaces: previous?.id ?? null,
          functional: consent.functional,
          analytics: consent.analytics,
          marketing: consent.marketing,
          userId: ctx.user?.id ?? null,
        },
        "cookie consent given",
      );
      return {
        version: CONSENT_POLICY_VERSION,
        functional: consent.functional,
        analytics: consent.analytics,
        marketing: consent.marketing,
        givenAt: new Date(consent.at).toISOString(),
        id: consent.id,
      };
    }),
  );

  return r;
}
