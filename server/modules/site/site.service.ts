/** Site-wide public facts: currencies, payment options, trust score. */
import { CURRENCIES, DEFAULT_CURRENCY, Locale, PaymentProvider } from "../../common/enums.js";
import { CURRENCY_SYMBOLS } from "../../common/money.js";
import type { RequestContext } from "../../graphql/context.js";
import type { CurrencyView, PaymentMethodView, PublicStateView } from "../catalog/catalog.types.js";

interface TrustpilotSetting {
  score: number;
  reviewCount: number;
}

export class SiteService {
  /** EUR (default), USD, GBP with their symbols (spec §9). */
  currencies(): CurrencyView[] {
    return CURRENCIES.map((code) => ({ code, symbol: CURRENCY_SYMBOLS[code], isDefault: code === DEFAULT_CURRENCY }));
  }

  /** Tags, payment options, platforms and the Trustpilot score, in one read for the app's start. */
  async publicState(ctx: RequestContext, locale: Locale): Promise<PublicStateView> {
    const [settings, platforms] = await Promise.all([
      ctx.manager.query(`SELECT key, value FROM settings WHERE key = ANY($1)`, [["trustpilot", "payments"]]) as Promise<{ key: string; value: unknown }[]>,
      ctx.services.catalog.platforms(ctx, locale),
    ]);
    const get = <T>(key: string, fallback: T): T => (settings.find((s) => s.key === key)?.value as T) ?? fallback;
    const trust = get<TrustpilotSetting>("trustpilot", { score: 0, reviewCount: 0 });
    const payments = get<PaymentMethodView[]>("payments", [
      { provider: PaymentProvider.Paypal, label: "PayPal", methods: ["paypal"] },
      { provider: PaymentProvider.Checkout, label: "Card", methods: ["visa", "mastercard"] },
    ]);
    return {
      tags: ctx.services.catalog.tags(),
      payments,
      platforms,
      trustpilotScore: ctx.services.config.TRUSTPILOT_SCORE ?? trust.score,
      trustpilotReviewCount: trust.reviewCount,
    };
  }
}
