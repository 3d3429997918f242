/**
 * The product feeds' formats: one product as a Google Merchant Center RSS item, a CSV row or a
 * JSON object, and each format's head and tail. Pure functions of a FeedProduct; the service
 * (./feeds.service.ts) streams the rows through them.
 */
import { CurrencyCode, Locale } from "../../common/enums.js";
import { safeCell } from "../../rest/csv.js";
import { stringify } from "csv-stringify/sync";

export const FEED_LOCALES: readonly Locale[] = [Locale.en, Locale.it];
export const FEED_CURRENCIES: readonly CurrencyCode[] = [CurrencyCode.EUR, CurrencyCode.USD, CurrencyCode.GBP];

/** The feeds: Google Merchant Center (RSS 2.0), and the price list for comparison sites as CSV and JSON. */
export const FEED_FORMATS = ["google.xml", "prices.csv", "prices.json"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export interface FeedVariant {
  format: FeedFormat;
  locale: Locale;
  currency: CurrencyCode;
}

/** One sellable product in one locale, with absolute URLs. */
export interface FeedProduct {
  id: number;
  name: string;
  description: string;
  /** Absolute storefront URL of the product in the feed's locale. */
  url: string;
  /** Absolute image URL, or "" when the product has none. */
  image: string;
  platform: string;
  region: string;
  brand: string | null;
  /** The category path in the feed's locale ("Games > Action"). */
  productType: string;
  /** Google's product taxonomy id for the product's root category, if it has one. */
  googleCategory: number | null;
  /** Best price of an offer with stock, in minor units, per currency (null: none in that currency). */
  prices: Record<CurrencyCode, number | null>;
  stock: number;
  /** In pre-order and not yet released: its release date (YYYY-MM-DD) when known, else "". */
  preorder: string | null;
}

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
/** Characters XML 1.0 cannot carry at all (controls but tab and line breaks, lone surrogates, U+FFFE/U+FFFF). */
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text for XML character data and attribute values; drops characters XML 1.0 cannot carry. */
export function xmlText(s: string): string {
  return s.replace(XML_INVALID, "").replace(/[&<>"']/g, (c) => XML_ENTITIES[c]!);
}

/** Minor units as the feeds show an amount: 2 decimals, dot separator (1249 → "12.49"). */
export const feedAmount = (minor: number): string => (minor / 100).toFixed(2);

const GOOGLE_DESCRIPTION_MAX = 5000;
const GOOGLE_TITLE_MAX = 150;

function clip(s: string, max: number): string {
  const chars = [...s];
  return chars.length <= max ? s : `${chars.slice(0, max - 1).join("")}…`;
}

const tag = (name: string, value: string) => `<${name}>${xmlText(value)}</${name}>`;

export interface FeedHeader {
  siteName: string;
  origin: string;
  locale: Locale;
}

/** The Google Merchant Center feed: RSS 2.0 with the g: namespace, one <item> per product. */
export const googleFeed = {
  head(h: FeedHeader): string {
    const title = h.locale === Locale.it ? `${h.siteName}: prodotti` : `${h.siteName} products`;
    return (
      `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
      `${tag("title", title)}\n${tag("link", `${h.origin}${h.locale === Locale.en ? "/" : `/${h.locale}`}`)}\n${tag("description", title)}\n`
    );
  },
  item(p: FeedProduct, currency: CurrencyCode): string {
    const price = p.prices[currency]!;
    const lines = [
      tag("g:id", String(p.id)),
      tag("title", clip(p.name, GOOGLE_TITLE_MAX)),
      tag("description", clip(p.description || p.name, GOOGLE_DESCRIPTION_MAX)),
      tag("link", p.url),
    ];
    if (p.image) lines.push(tag("g:image_link", p.image));
    lines.push(tag("g:price", `${feedAmount(price)} ${currency.toUpperCase()}`));
    lines.push(tag("g:availability", p.preorder != null ? "preorder" : "in_stock"));
    if (p.preorder) lines.push(tag("g:availability_date", `${p.preorder}T00:00:00Z`));
    lines.push(tag("g:condition", "new"));
    if (p.brand) lines.push(tag("g:brand", p.brand));
    if (p.googleCategory != null) lines.push(tag("g:google_product_category", String(p.googleCategory)));
    if (p.productType) lines.push(tag("g:product_type", p.productType));
    lines.push(tag("g:identifier_exists", "no"));
    return `<item>\n${lines.join("\n")}\n</item>\n`;
  },
  tail: () => `</channel>\n</rss>\n`,
};

export const PRICE_COLUMNS = ["id", "name", "platform", "region", "price", "currency", "stock", "url", "image"] as const;

/** The price list as CSV: UTF-8 with a BOM, a header row, one row per product (formula-safe cells). */
export const csvFeed = {
  head: (): string => `\uFEFF${stringify([PRICE_COLUMNS as unknown as string[]])}`,
  rows(ps: readonly FeedProduct[], currency: CurrencyCode): string {
    return stringify(
      ps.map((p) => [p.id, p.name, p.platform, p.region, feedAmount(p.prices[currency]!), currency.toUpperCase(), p.stock, p.url, p.image]),
      { cast: { string: safeCell } },
    );
  },
  tail: () => "",
};

/** The price list as JSON: an array of objects (price a number with 2 decimals). */
export const jsonFeed = {
  head: () => "[",
  item(p: FeedProduct, currency: CurrencyCode, first: boolean): string {
    const row = {
      id: p.id,
      name: p.name,
      platform: p.platform,
      region: p.region,
      price: Number(feedAmount(p.prices[currency]!)),
      currency: currency.toUpperCase(),
      stock: p.stock,
      url: p.url,
      image: p.image || null,
    };
    return `${first ? "\n" : ",\n"}${JSON.stringify(row)}`;
  },
  tail: (empty: boolean) => (empty ? "]\n" : "\n]\n"),
};

export const feedContentType: Record<FeedFormat, string> = {
  "google.xml": "application/xml; charset=utf-8",
  "prices.csv": "text/csv; charset=utf-8",
  "prices.json": "application/json; charset=utf-8",
};

/** The file of a variant under DATA_DIR/feeds ("google-en-eur.xml"). */
export function feedFileName(v: FeedVariant): string {
  const [kind, ext] = v.format.split(".");
  return `${kind}-${v.locale}-${v.currency}.${ext}`;
}
