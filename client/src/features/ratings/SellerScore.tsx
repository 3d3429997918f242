/**
 * A shop's score next to its offers: "★ 4.7 (23 ratings)", or "New seller" below 3 ratings.
 * Plain elements (storefront.css `.km-seller-score`): it is drawn once per offer.
 */
import { useIntl } from "react-intl";
import { T, useT } from "../../i18n";

export function SellerScore({ seller }: { seller: { ratingScore?: number | null; ratingCount: number; newSeller: boolean } }) {
  const intl = useIntl();
  const t = useT();
  if (seller.newSeller || seller.ratingScore == null)
    return (
      <span className="km-seller-score km-seller-score--new" data-testid="seller-new">
        <T id="ratings.newSeller" />
      </span>
    );
  // Written without Intl for en and it (i18n/light-format.ts withLightNumbers).
  const score = intl.formatNumber(seller.ratingScore, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <span className="km-seller-score" data-testid="seller-score" data-count={seller.ratingCount}>
      <span className="km-seller-score__star" aria-hidden="true">
        ★
      </span>
      <span aria-hidden="true">{score}</span>
      <span className="km-seller-score__count" aria-hidden="true">
        <T id="ratings.count" values={{ count: seller.ratingCount }} />
      </span>
      <span className="km-sr-only">{t("ratings.scoreLabel", { score, count: seller.ratingCount })}</span>
    </span>
  );
}
