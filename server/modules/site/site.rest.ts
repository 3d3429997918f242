import { Router } from "express";
import { z } from "zod";
import { Locale } from "../../common/enums.js";
import { endpoint, localeSchema } from "../../rest/rest.js";
import { catalogRules } from "../catalog/catalog.types.js";

const localeQuery = z.object({ locale: localeSchema });

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

  return r;
}
