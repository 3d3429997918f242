/**
 * Structured data and URLs for search engines (spec §2 and §3): canonical and alternate
 * URLs, the BreadcrumbList built by the spec's rule, and the Product payload with an
 * offer per seller, shipping details and an AggregateOffer.
 */
import { priceIn, type CurrencyCode, type PricesLike } from "./money";

/** A language alternate of a page (`<link rel="alternate" hreflang>`). */
export interface Alternate {
  hreflang: "x-default" | "en" | "it";
  href: string;
}

/** An absolute URL on the site ("https://shop.example" + "/games"). */
export function absoluteUrl(siteUrl: string, path: string): string {
  return new URL(path, `${siteUrl.replace(/\/$/, "")}/`).toString();
}

/** x-default (English), en and it alternates from the two language paths. */
export function alternates(siteUrl: string, enPath: string | null, itPath: string | null): Alternate[] {
  const out: Alternate[] = [];
  if (enPath) out.push({ hreflang: "x-default", href: absoluteUrl(siteUrl, enPath) }, { hreflang: "en", href: absoluteUrl(siteUrl, enPath) });
  if (itPath) out.push({ hreflang: "it", href: absoluteUrl(siteUrl, itPath) });
  return out;
}

const capitalise = (s: string) => s.replace(/(^|\s)(\p{L})/gu, (_m, sp: string, ch: string) => sp + ch.toUpperCase());

/**
 * Spec §2: the path is split on slashes, the first segment is replaced by the site host,
 * dashes become spaces and words are capitalised. Each step links to its own prefix.
 */
export function breadcrumbJsonLd(siteUrl: string, path: string): object {
  const host = new URL(siteUrl).host;
  const segments = path.split("?")[0]!.split("/");
  const items = segments
    .map((segment, i) => {
      if (i > 0 && segment === "") return null;
      const name = i === 0 ? host : capitalise(decodeURIComponent(segment).replace(/-/g, " "));
      const prefix = i === 0 ? "/" : segments.slice(0, i + 1).join("/");
      return { name, url: absoluteUrl(siteUrl, prefix) };
    })
    .filter((x): x is { name: string; url: string } => x != null);
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: item.url })),
  };
}

export interface JsonLdOffer {
  sellerName: string;
  stock: number;
  prices: PricesLike;
}

export interface JsonLdProduct {
  name: string;
  descriptionShort: string;
  link: string;
  productId: number;
  publisher?: string | null;
  categoryName: string;
  coverUrl: string;
  offers: JsonLdOffer[];
}

const DAY0 = { "@type": "QuantitativeValue", minValue: 0, maxValue: 0, unitCode: "DAY" };

/** Zero shipping in every currency, delivered at once (digital keys). */
export function shippingDetails(): object[] {
  return (["EUR", "USD", "GBP"] as const).map((currency) => ({
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: 0, currency },
    deliveryTime: { "@type": "ShippingDeliveryTime", handlingTime: DAY0, transitTime: DAY0 },
  }));
}

const price2 = (n: number) => n.toFixed(2);

/**
 * The Product payload in the page's currency. Brand: the publisher, else the
 * (sub)category's name. One Offer per seller that prices the product in that currency;
 * the AggregateOffer spans the sellers with stock (all sellers when none has stock).
 */
export function productJsonLd(p: JsonLdProduct, currency: CurrencyCode): object {
  const priced = p.offers.map((o) => ({ ...o, price: priceIn(o.prices, currency) })).filter((o): o is JsonLdOffer & { price: number } => o.price != null);
  const offers = priced.map((o) => ({
    "@type": "Offer",
    price: price2(o.price),
    priceCurrency: currency,
    itemCondition: "https://schema.org/NewCondition",
    availability: o.stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    url: p.link,
    seller: { "@type": "Organization", name: o.sellerName },
    shippingDetails: shippingDetails(),
  }));
  const inStock = priced.filter((o) => o.stock > 0);
  const span = (inStock.length ? inStock : priced).map((o) => o.price);
  const payload: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: p.name,
    description: p.descriptionShort,
    image: [p.coverUrl],
    sku: String(p.productId),
    url: p.link,
    brand: { "@type": "Brand", name: p.publisher || p.categoryName },
  };
  if (span.length) {
    payload.offers = {
      "@type": "AggregateOffer",
      priceCurrency: currency,
      lowPrice: price2(Math.min(...span)),
      highPrice: price2(Math.max(...span)),
      offerCount: span.length,
      availability: inStock.length ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
      offers,
    };
  }
  return payload;
}
