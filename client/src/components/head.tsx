/**
 * The page head (title, description, canonical, language alternates, robots, Open Graph and
 * the Twitter card, JSON-LD). Pages render <Seo …/>: on the server it reports to the request's collector
 * (the last render wins) and the server writes the tags into <head>; in the browser it
 * updates document.head after client-side navigations.
 */
import { createContext, useContext, useEffect } from "react";
import type { Alternate } from "../lib/seo";

export interface HeadData {
  title: string;
  description?: string;
  /** Absolute canonical URL. */
  canonical?: string;
  alternates?: Alternate[];
  /** e.g. "noindex, follow" for search results and error pages. */
  robots?: string;
  /** Absolute image URL for link previews. */
  image?: string;
  /** What the image shows (og:image:alt); the title when not given. */
  imageAlt?: string;
  type?: "website" | "product";
  jsonLd?: object[];
  /** The page's main image, fetched from <head> before the scripts (it is the LCP). */
  preloadImage?: { href: string; srcSet?: string; sizes?: string };
}

export interface HeadCollector {
  set(data: HeadData): void;
  /** The page's main image when its <Seo> names none (a listing's first cover). */
  preloadImage(image: NonNullable<HeadData["preloadImage"]>): void;
}

export const HeadContext = createContext<HeadCollector | null>(null);

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** JSON that is safe inside <script> (no "</script>", no HTML comment openers). */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

const SITE_NAME = "KeyMarket";
/** Open Graph locales of the shop's languages. */
const OG_LOCALES: Record<string, string> = { en: "en_GB", it: "it_IT" };

/** The link-preview tags every page has besides its own: site, language, card kind, image text. */
function previewMeta(h: HeadData, locale: string): [attr: "name" | "property", key: string, content: string | undefined][] {
  const own = OG_LOCALES[locale] ?? OG_LOCALES.en!;
  return [
    ["property", "og:site_name", SITE_NAME],
    ["property", "og:locale", own],
    ["property", "og:locale:alternate", Object.values(OG_LOCALES).find((l) => l !== own)],
    ["property", "og:image:alt", h.image ? (h.imageAlt ?? h.title) : undefined],
    ["name", "twitter:card", h.image ? "summary_large_image" : "summary"],
  ];
}

/** The head tags as HTML, for the server's page template (`locale`: the page's language). */
export function renderHead(h: HeadData, locale = "en"): string {
  const tags = [`<title>${esc(h.title)}</title>`];
  if (h.preloadImage) {
    const p = h.preloadImage;
    tags.push(
      `<link rel="preload" as="image" href="${esc(p.href)}"${p.srcSet ? ` imagesrcset="${esc(p.srcSet)}"` : ""}${p.sizes ? ` imagesizes="${esc(p.sizes)}"` : ""} fetchpriority="high">`,
    );
  }
  if (h.description) tags.push(`<meta name="description" content="${esc(h.description)}">`);
  if (h.robots) tags.push(`<meta name="robots" content="${esc(h.robots)}">`);
  if (h.canonical) tags.push(`<link rel="canonical" href="${esc(h.canonical)}">`);
  for (const a of h.alternates ?? []) tags.push(`<link rel="alternate" hreflang="${a.hreflang}" href="${esc(a.href)}">`);
  tags.push(`<meta property="og:title" content="${esc(h.title)}">`);
  tags.push(`<meta property="og:type" content="${h.type ?? "website"}">`);
  if (h.description) tags.push(`<meta property="og:description" content="${esc(h.description)}">`);
  if (h.canonical) tags.push(`<meta property="og:url" content="${esc(h.canonical)}">`);
  if (h.image) tags.push(`<meta property="og:image" content="${esc(h.image)}">`);
  for (const [attr, key, content] of previewMeta(h, locale)) if (content) tags.push(`<meta ${attr}="${key}" content="${esc(content)}">`);
  for (const j of h.jsonLd ?? []) tags.push(`<script type="application/ld+json">${safeJson(j)}</script>`);
  return tags.join("\n");
}

function upsertMeta(attr: "name" | "property", key: string, content: string | undefined) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!content) {
    el?.remove();
    return;
  }
  if (!el) {
    el = document.createElement("meta");
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Brings document.head in line with `h` (client-side navigations). */
export function applyHead(h: HeadData): void {
  if (document.title !== h.title) document.title = h.title;
  upsertMeta("name", "description", h.description);
  upsertMeta("name", "robots", h.robots);
  upsertMeta("property", "og:title", h.title);
  upsertMeta("property", "og:type", h.type ?? "website");
  upsertMeta("property", "og:description", h.description);
  upsertMeta("property", "og:url", h.canonical);
  upsertMeta("property", "og:image", h.image);
  for (const [attr, key, content] of previewMeta(h, document.documentElement.lang)) upsertMeta(attr, key, content);
  let canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (h.canonical) {
    if (!canonical) {
      canonical = document.createElement("link");
      canonical.rel = "canonical";
      document.head.appendChild(canonical);
    }
    canonical.href = h.canonical;
  } else canonical?.remove();
  for (const el of document.head.querySelectorAll('link[rel="alternate"][hreflang]')) el.remove();
  for (const a of h.alternates ?? []) {
    const link = document.createElement("link");
    link.rel = "alternate";
    link.hreflang = a.hreflang;
    link.href = a.href;
    document.head.appendChild(link);
  }
  for (const el of document.head.querySelectorAll('script[type="application/ld+json"]')) el.remove();
  for (const j of h.jsonLd ?? []) {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.text = JSON.stringify(j);
    document.head.appendChild(script);
  }
}

/**
 * Preloads `image` from the server's <head> unless the page's <Seo> names its own: for a part of
 * the page that has the main image (a listing's first card). Nothing happens in the browser,
 * where the preload has done its work.
 */
export function usePreloadImage(image: HeadData["preloadImage"]): void {
  const collector = useContext(HeadContext);
  if (image) collector?.preloadImage(image);
}

/** Declares the page's head. */
export function Seo(props: HeadData) {
  const collector = useContext(HeadContext);
  collector?.set(props);
  const key = JSON.stringify(props);
  useEffect(() => {
    applyHead(JSON.parse(key) as HeadData);
  }, [key]);
  return null;
}
