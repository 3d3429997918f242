/**
 * Every seller's offer for the product, best first in the customer's currency, with stock and
 * the seller's score ("New seller" below 3 ratings); the best offer is highlighted. The order is
 * the server's best-offer rule (lowest price, then higher seller rating, then more stock, then
 * the older offer: `Offer.rank` per currency), never worked out here. Plain elements (a product
 * has up to a few dozen offers): storefront.css `.km-offers`.
 */
import type { ProductPageQuery } from "../../gql/graphql";
import { Price } from "../../components/Price";
import { CheckIcon } from "../../components/icons";
import { T, useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { priceIn, type CurrencyCode } from "../../lib/money";
import { AddToCartButton } from "../cart/AddToCartButton";
import { useCartActions } from "../cart/cart-actions";
import { SellerScore } from "../ratings/SellerScore";

type Offer = NonNullable<ProductPageQuery["product"]>["offers"][number];

/** Offers in the server's best-offer order for `currency` (offers with stock first). */
export function sortOffers(offers: readonly Offer[], currency: CurrencyCode): Offer[] {
  const rank = (o: Offer) => o.rank[currency.toLowerCase() as "eur" | "usd" | "gbp"] ?? Number.POSITIVE_INFINITY;
  return [...offers].sort((a, b) => rank(a) - rank(b));
}

export function bestOffer(offers: readonly Offer[], currency: CurrencyCode): Offer | undefined {
  const first = sortOffers(offers, currency)[0];
  return first && first.stock > 0 && priceIn(first.prices, currency) != null ? first : undefined;
}

export function OffersTable({ productId, productName, offers }: { productId: string; productName?: string; offers: readonly Offer[] }) {
  const t = useT();
  const { currency } = useCurrency();
  const { addToCart, isAdding } = useCartActions();
  const sorted = sortOffers(offers, currency);
  const best = bestOffer(offers, currency);
  if (sorted.length === 0) {
    return (
      <p className="km-muted">
        <T id="offers.none" />
      </p>
    );
  }
  return (
    <ul className="km-offers" data-testid="offers">
      {sorted.map((o) => {
        const amount = priceIn(o.prices, currency);
        const isBest = o.id === best?.id;
        const inStock = o.stock > 0;
        return (
          <li key={o.id} className={inStock ? "km-offer" : "km-offer km-offer--out"} data-offer={o.id} data-best={isBest || undefined}>
            <div className="km-offer__seller">
              <div className="km-offer__name">
                <span>{o.sellerName}</span>
                {isBest && (
                  <span className="km-badge km-badge--best">
                    <CheckIcon size="0.75rem" />
                    <T id="offers.best" />
                  </span>
                )}
              </div>
              <p className="km-offer__rating">
                <SellerScore seller={o.seller} />
              </p>
            </div>
            <p className={inStock ? "km-offer__stock km-offer__stock--in" : "km-offer__stock"}>
              {inStock ? <T id="offers.stock" values={{ count: o.stock }} /> : <T id="product.outOfStock" />}
            </p>
            <div className="km-offer__price">{amount != null && <Price amount={amount} currency={currency} />}</div>
            <AddToCartButton
              className={`km-btn km-btn--sm ${isBest ? "km-btn--solid" : "km-btn--outline"}`}
              disabled={!inStock || amount == null}
              loading={isAdding({ productId, offerId: o.id })}
              onClick={() => addToCart({ productId, offerId: o.id, name: productName })}
              aria-label={t("offers.addFrom", { seller: o.sellerName })}
              data-testid="offer-add-to-cart"
            />
          </li>
        );
      })}
    </ul>
  );
}
