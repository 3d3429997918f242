import { Arg, Args, Ctx, Query, Resolver, Directive } from "type-graphql";
import { Locale } from "../../common/enums.js";
import type { RequestContext } from "../../graphql/context.js";
import { argRule } from "../../core/validation/index.js";
import { catalogRules, CurrencyView, LocaleArgs, PublicStateView, TranslatedUrlView } from "../catalog/catalog.types.js";
import { PUBLIC_CATALOGUE } from "../../graphql/cache-hints.js";

@Resolver()
export class SiteResolver {
  @Directive(PUBLIC_CATALOGUE)
  @Query(() => [CurrencyView], { description: "Currencies the shop sells in (EUR default, USD, GBP). Public." })
  currencies(@Ctx() ctx: RequestContext): CurrencyView[] {
    return ctx.services.site.currencies();
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => PublicStateView, { description: "Tags, payment options, platforms and Trustpilot score. Public." })
  publicState(@Args(() => LocaleArgs) { locale }: LocaleArgs, @Ctx() ctx: RequestContext): Promise<PublicStateView> {
    return ctx.services.site.publicState(ctx, locale);
  }

  @Directive(PUBLIC_CATALOGUE)
  @Query(() => TranslatedUrlView, {
    description: "The URL of the same page in another language (the language toggle). Public.",
  })
  translatedUrl(
    @Arg("currentUrl", () => String, {
      description: "Site path or absolute http(s) URL of the current page.",
      validateFn: argRule("currentUrl", catalogRules.pageUrl),
    })
    currentUrl: string,
    @Arg("currentLocale", () => Locale, { description: "Language of the current page." }) currentLocale: Locale,
    @Arg("nextLocale", () => Locale, { description: "Language wanted." }) nextLocale: Locale,
    @Ctx() ctx: RequestContext,
  ): Promise<TranslatedUrlView> {
    return ctx.services.language.translateUrl(ctx, currentUrl, currentLocale, nextLocale);
  }
}
