/**
 * A product in a list: cover, platform, tags, discount, best price (in the customer's
 * currency), the favourite heart. Plain elements styled by styles/storefront.css: a page shows dozens of these.
 * The name is a plain link; the list it is in routes its clicks (lib/router-clicks.ts).
 */
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { imageSources } from "../../components/ResponsiveImage";
import { T, useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { discountPercent, priceIn } from "../../lib/money";
import { Price } from "../../components/Price";
import { CardHeart } from "../favorites/card-hearts";

/** How wide a card's cover shows in the grids and rails. */
export const CARD_IMAGE_SIZES = "(max-width: 599px) 46vw, (max-width: 991px) 30vw, 220px";
const CARD_MAX_WIDTH = 1080;

/** Preload data for a card's cover (the first card is often the page's largest image). */
export function cardCoverPreload(product: ProductCardFieldsFragment | undefined) {
  if (!product) return undefined;
  const { src, srcSet } = imageSources(product.coverImage, CARD_MAX_WIDTH);
  return { href: src, srcSet, sizes: CARD_IMAGE_SIZES };
}

export function ProductCard({
  product,
  priority = false,
  titleAs: Title = "h3",
}: {
  product: ProductCardFieldsFragment;
  priority?: boolean;
  /** The name's heading level (h2 in a page's main grid, h3 under a titled rail). */
  titleAs?: "h2" | "h3";
}) {
  const t = useT();
  const { currency } = useCurrency();
  const best = priceIn(product.bestPrices, currency);
  const list = priceIn(product.listPrice, currency);
  const discount = discountPercent(best, list);
  const { src, srcSet } = imageSources(product.coverImage, CARD_MAX_WIDTH);
  return (
    <article className="km-card" data-product-card={product.slug}>
      <div className="km-card__media">
        <img
          src={src}
          srcSet={srcSet}
          sizes={srcSet ? CARD_IMAGE_SIZES : undefined}
          width={product.coverImage.width}
          height={product.coverImage.height}
          alt={product.coverImage.alt ?? ""}
          loading={priority ? "eager" : "lazy"}
          decoding="async"
          fetchPriority={priority ? "high" : "auto"}
        />
        {discount != null && <span className="km-badge km-badge--discount">−{discount}%</span>}
        <CardHeart productId={product.id} name={product.name} />
      </div>
      <div className="km-card__body">
        {/* Platform and marketing tags in one wrapping row: they never overlap each other or the cover's art. */}
        <div className="km-card__badges">
          <span className="km-badge km-badge--platform">{product.platform.name}</span>
          {product.tags.map((tag) => (
            <span key={tag} data-tag={tag} className={`km-badge km-badge--tag km-badge--${tag === "Exclusive" ? "exclusive" : "new"}`}>
              {t(tag === "Exclusive" ? "tag.exclusive" : "tag.new")}
            </span>
          ))}
        </div>
        <Title className="km-card__title">
          <a href={product.url}>{product.name}</a>
        </Title>
        <div className="km-card__prices">
          {best != null ? (
            <>
              <div className="km-card__from">
                <T id="product.from" />
                {discount != null && list != null && <Price amount={list} currency={currency} className="km-card__list-price" />}
              </div>
              <Price amount={best} currency={currency} className="km-card__price" data-testid="card-price" />
            </>
          ) : (
            <span className="km-card__out">
              <T id="product.outOfStock" />
            </span>
          )}
        </div>
      </div>
    </article>
  );
}
