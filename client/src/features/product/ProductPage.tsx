/**
 * The product page: cover and screenshots, facts, the best price with add-to-cart and
 * buy-now (out of stock: the back-in-stock alert, features/stock-alerts), every seller's
 * offer, descriptions, requirements, instructions, the platform's activation guide, similar
 * products; head with meta fields, canonical, alternates and the Product and
 * BreadcrumbList structured data.
 *
 * Plain elements styled by styles/storefront.css (`.km-product`, `.km-buybox`, `.km-btn`
 * …) rather than Chakra components: the page is server-rendered on every uncached request
 * and hydrated on every visit, and Chakra's style resolution was most of that work.
 */
import { useQuery, useSubscription } from "@apollo/client/react";
import { Fragment, Suspense } from "react";
import { data as response, Link, redirect, useLocation, useParams, type LoaderFunctionArgs } from "react-router";
import type { ProductPageQuery as ProductPageData } from "../../gql/graphql";
import { useAppEnv } from "../../app/env";
import { loaderEnv, loadQuery } from "../../app/route-context";
import { Breadcrumbs } from "../../components/Breadcrumbs";
import { Seo } from "../../components/head";
import { BoltIcon, KeyIcon, ShieldIcon } from "../../components/icons";
import { Price } from "../../components/Price";
import { imageSources, imageUrl, ResponsiveImage } from "../../components/ResponsiveImage";
import { TagBadge } from "../../components/TagBadge";
import { T, useT, type MessageId } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath } from "../../lib/locale";
import { formatShortDate } from "../../i18n/light-format";
import { discountPercent, priceIn } from "../../lib/money";
import { absoluteUrl, alternates, breadcrumbJsonLd, productJsonLd } from "../../lib/seo";
import { ProductRail } from "../catalog/ProductRail";
import { AddToCartButton } from "../cart/AddToCartButton";
import { useCartActions } from "../cart/cart-actions";
import { FavoriteButton } from "../favorites/FavoriteButton";
import { bestOffer, OffersTable } from "./OffersTable";
import { ProductGallery } from "./ProductGallery";
import { StockAlertBox, StockAlertNotice } from "../stock-alerts/StockAlertBox";
import { writeLiveProduct } from "./live-product";
import { ProductPageQuery, ProductUpdatedSubscription, SimilarProductsQuery } from "./product.graphql";
import { useIdle } from "../../lib/idle";

type Product = NonNullable<ProductPageData["product"]>;

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export async function loader(args: LoaderFunctionArgs): Promise<null> {
  const { env, url, locale } = loaderEnv(args);
  const slug = (args.params.slug ?? "").toLowerCase();
  const data = await loadQuery(env, ProductPageQuery, { slug, locale });
  const product = data?.product;
  if (!product) throw response(null, { status: 404 });
  // A product asked for under another category path moves to its own URL for good.
  if (safeDecode(url.pathname) !== product.url) throw redirect(`${product.url}${url.search}`, 301);
  await loadQuery(env, SimilarProductsQuery, { productId: product.id, locale });
  return null;
}

const REGION_LABELS: Record<Product["region"], MessageId> = {
  GLOBAL: "region.GLOBAL",
  EUROPE: "region.EUROPE",
  ITALY: "region.ITALY",
  NORTH_AMERICA: "region.NORTH_AMERICA",
  UNITED_KINGDOM: "region.UNITED_KINGDOM",
};

/** One line of the product's facts (plain elements: styles/storefront.css, `.km-facts`). */
function Fact({ label, children }: { label: MessageId; children: React.ReactNode }) {
  return (
    <>
      <dt>
        <T id={label} />
      </dt>
      <dd>{children}</dd>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: React.ReactNode; children: React.ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className="km-h2">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** "Minimum:" lines become subheadings, "OS: Windows 10" lines term/definition pairs. */
function Requirements({ text }: { text: string }) {
  const groups: { title: string | null; rows: [string, string][]; lines: string[] }[] = [];
  for (const line of text
    .split("\n")
    .map((l) => l.trim())
    .filter(Boolean)) {
    if (/:$/.test(line)) {
      groups.push({ title: line.slice(0, -1), rows: [], lines: [] });
      continue;
    }
    if (groups.length === 0) groups.push({ title: null, rows: [], lines: [] });
    const group = groups[groups.length - 1]!;
    const at = line.indexOf(":");
    if (at > 0) group.rows.push([line.slice(0, at), line.slice(at + 1).trim()]);
    else group.lines.push(line);
  }
  return (
    <div className="km-panel km-requirements">
      {groups.map((g, i) => (
        <div key={i}>
          {g.title && <p className="km-specs__title">{g.title}</p>}
          {g.rows.length > 0 && (
            <dl className="km-specs">
              {g.rows.map(([k, v], j) => (
                <Fragment key={j}>
                  <dt>{k}</dt>
                  <dd>{v}</dd>
                </Fragment>
              ))}
            </dl>
          )}
          {g.lines.map((l, j) => (
            <p key={j} className="km-specs__line">
              {l}
            </p>
          ))}
        </div>
      ))}
    </div>
  );
}

function BuyBox({ product }: { product: Product }) {
  const t = useT();
  const { currency } = useCurrency();
  const { addToCart, buyNow, isAdding } = useCartActions();
  const best = bestOffer(product.offers, currency);
  const bestAmount = best ? priceIn(best.prices, currency) : null;
  const list = priceIn(product.listPrice, currency);
  const discount = discountPercent(bestAmount, list);
  const buyBest = () => best && buyNow({ productId: product.id, offerId: best.id });
  return (
    <div className="km-panel km-buybox" data-testid="buy-box">
      {bestAmount != null && best ? (
        <>
          <div className="km-buybox__prices">
            <Price amount={bestAmount} currency={currency} className="km-buybox__best" data-testid="best-price" />
            {discount != null && list != null && (
              <>
                {/* Named by a hidden text: a span cannot carry an aria-label. */}
                <span className="km-sr-only">{t("product.listPrice")}</span>
                <Price amount={list} currency={currency} className="km-buybox__list" />
                <span className="km-badge km-badge--save">−{discount}%</span>
              </>
            )}
          </div>
          <p className="km-buybox__seller">
            <T id="product.soldBy" values={{ seller: best.sellerName, count: best.stock }} />
          </p>
          <div className="km-buybox__actions">
            <button type="button" className="km-btn km-btn--lg km-btn--solid" onClick={buyBest} data-testid="buy-now">
              <T id="product.buyNow" />
            </button>
            <AddToCartButton
              className="km-btn km-btn--lg km-btn--outline"
              loading={isAdding({ productId: product.id, offerId: best.id })}
              onClick={() => addToCart({ productId: product.id, offerId: best.id, name: product.name })}
              data-testid="add-to-cart"
            />
          </div>
          {/* Phones: the price and Buy now stay at the bottom of the screen (styles: .km-buybar). */}
          <div className="km-buybar" data-testid="buy-bar">
            <div className="km-buybar__price">
              <span className="km-buybar__from">
                <T id="product.from" />
              </span>
              <Price amount={bestAmount} currency={currency} />
            </div>
            <button type="button" className="km-btn km-btn--lg km-btn--solid" onClick={buyBest} data-testid="buy-bar-buy-now">
              <T id="product.buyNow" />
            </button>
          </div>
        </>
      ) : (
        <>
          <p className="km-buybox__out">
            <T id="product.outOfStock" />
          </p>
          <StockAlertBox productId={product.id} locale={product.locale} />
        </>
      )}
      <FavoriteButton productId={product.id} />
      <ul className="km-buybox__perks">
        {/* Promises only a product in stock can keep. */}
        {bestAmount != null && best && (
          <li data-testid="perk-instant">
            <BoltIcon />
            <T id="product.instantDelivery" />
          </li>
        )}
        {product.offerCount > 0 && (
          <li data-testid="perk-sellers">
            <ShieldIcon />
            <T id="product.verifiedSellers" values={{ count: product.offerCount }} />
          </li>
        )}
        <li>
          <KeyIcon />
          <Link to={product.platform.activationGuideUrl} className="km-link km-link--medium" data-testid="activation-link">
            <T id="product.activationGuide" values={{ platform: product.platform.name }} />
          </Link>
        </li>
      </ul>
    </div>
  );
}

export function Component() {
  const { siteUrl } = useAppEnv();
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  const { currency } = useCurrency();
  const slug = (useParams().slug ?? "").toLowerCase();
  const product = useQuery(ProductPageQuery, { variables: { slug, locale } }).data?.product;
  // Prices, stock and offers follow sellers and sales live (their answers update the cached
  // product), from the moment the page has settled: the first paint and input come first. An
  // answer equal to the cached product is not written (the first one, the state now, usually is).
  const idle = useIdle();
  useSubscription(ProductUpdatedSubscription, {
    variables: { id: product?.id ?? "", locale },
    skip: !product || !idle,
    fetchPolicy: "no-cache",
    ignoreResults: true,
    onData: ({ client, data }) => {
      if (data.data) writeLiveProduct(client.cache, data.data.productUpdated);
    },
  });
  const similar = useQuery(SimilarProductsQuery, { variables: { productId: product?.id ?? "", locale }, skip: !product }).data?.productList.items;
  if (!product) return null;
  const alt = (l: "en" | "it") => product.alternates.find((a) => a.locale === l)?.url ?? null;
  const cover = absoluteUrl(siteUrl, imageUrl(product.coverImage.src, 1080));
  const jsonLd = productJsonLd(
    {
      name: product.name,
      descriptionShort: product.descriptionShort,
      link: absoluteUrl(siteUrl, product.url),
      productId: product.productId,
      publisher: product.publisher,
      categoryName: product.category.name,
      coverUrl: cover,
      offers: product.offers,
    },
    currency,
  );
  const paragraphs = product.description.split(/\n\s*\n/).filter(Boolean);
  const coverSizes = "(max-width: 767px) 220px, 280px";
  const coverSources = imageSources(product.coverImage, 1080);
  return (
    <div className="km-container km-page">
      <Seo
        title={product.metaTitle}
        description={product.metaDescription}
        canonical={absoluteUrl(siteUrl, product.url)}
        alternates={alternates(siteUrl, alt("en"), alt("it"))}
        image={cover}
        imageAlt={product.coverImage.alt ?? product.name}
        type="product"
        preloadImage={{ href: coverSources.src, srcSet: coverSources.srcSet, sizes: coverSizes }}
        jsonLd={[jsonLd, breadcrumbJsonLd(siteUrl, product.url)]}
      />
      <StockAlertNotice />
      <div className="km-product">
        <Breadcrumbs items={product.breadcrumbs} />
        <div className="km-product__top">
          <div className="km-product__cover">
            <ResponsiveImage image={product.coverImage} sizes={coverSizes} maxWidth={1080} priority />
          </div>
          <div className="km-product__info">
            <div className="km-badges">
              <span className="km-badge km-badge--lg km-badge--subtle">{product.platform.name}</span>
              <span className="km-badge km-badge--lg km-badge--outline">
                <T id={REGION_LABELS[product.region]} />
              </span>
              {product.tags.map((tag) => (
                <TagBadge key={tag} tag={tag} size="large" />
              ))}
              {product.preOrder === "InPreOrder" && (
                <span className="km-badge km-badge--lg km-badge--preorder">
                  <T id="product.preOrder" />
                </span>
              )}
            </div>
            <h1 className="km-product__title">{product.title}</h1>
            <p className="km-muted">{product.descriptionShort}</p>
            <dl className="km-facts">
              {product.publisher && <Fact label="product.publisher">{product.publisher}</Fact>}
              {product.manufacturer && <Fact label="product.developer">{product.manufacturer}</Fact>}
              {product.releaseDate && (
                <Fact label="product.releaseDate">
                  {/* A calendar date: formatted in UTC, the same on the server and in any browser ("25 feb 2022"). */}
                  <time dateTime={product.releaseDate}>{formatShortDate(new Date(`${product.releaseDate}T00:00:00Z`), locale)}</time>
                </Fact>
              )}
              {product.genres.length > 0 && <Fact label="product.genres">{product.genres.join(", ")}</Fact>}
              {product.steamScore != null && <Fact label="product.steamScore">{`${product.steamScore}%`}</Fact>}
              <Fact label="product.platform">
                <Link to={product.platform.url} className="km-link">
                  {product.platform.name}
                </Link>
              </Fact>
              {product.igdbRatingCovers.length > 0 && (
                <Fact label="product.rating">
                  <span className="km-product__ratings">
                    {product.igdbRatingCovers.map((r) => (
                      <img key={r.src} src={r.src} alt={r.alt ?? ""} width={r.width} height={r.height} loading="lazy" />
                    ))}
                  </span>
                </Fact>
              )}
            </dl>
          </div>
          <div className="km-product__buy">
            <BuyBox product={product} />
          </div>
        </div>
        <Suspense>
          <Section id="offers" title={<T id="offers.title" values={{ count: product.offers.length }} />}>
            <OffersTable productId={product.id} productName={product.name} offers={product.offers} />
          </Section>
        </Suspense>
        {product.galleryImages.length > 0 && (
          <Suspense>
            <Section id="gallery" title={<T id="product.screenshots" />}>
              <div className="km-product__gallery">
                <ProductGallery images={product.galleryImages} />
              </div>
            </Section>
          </Suspense>
        )}
        <Suspense>
          <div className="km-product__details">
            <div className="km-product__texts">
              <Section id="description" title={<T id="product.description" />}>
                <div className="km-prose">
                  {paragraphs.map((p, i) => (
                    <p key={i}>{p}</p>
                  ))}
                </div>
              </Section>
              <Section id="instructions" title={<T id="product.instructions" />}>
                <div className="km-prose">
                  <p>{product.instructions}</p>
                  <Link to={product.platform.activationGuideUrl} className="km-link km-link--strong">
                    <KeyIcon />
                    <T id="product.activationGuide" values={{ platform: product.platform.name }} />
                  </Link>
                </div>
              </Section>
            </div>
            {product.requirements && (
              <Section id="requirements" title={<T id="product.requirements" />}>
                <Requirements text={product.requirements} />
              </Section>
            )}
          </div>
        </Suspense>
        {similar && similar.length > 0 && <ProductRail id="similar" title={<T id="product.similar" />} products={similar} later />}
      </div>
    </div>
  );
}
