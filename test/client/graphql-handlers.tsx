/**
 * msw handlers answering the storefront's GraphQL operations with small, typed fixtures
 * (the shapes are the generated operation types, plus the __typename Apollo adds).
 */
import { graphql, HttpResponse } from "msw";
import { liveHandler } from "./live-handlers";
import type { CurrenciesQuery, LayoutQuery, PlatformPageQuery, ProductPageQuery, SimilarProductsQuery, TranslatedUrlQuery } from "../../client/src/gql/graphql";

type WithTypename<T> = T extends (infer U)[] ? WithTypename<U>[] : T extends object ? { [K in keyof T]: WithTypename<T[K]> } & { __typename?: string } : T;

type Locale = "en" | "it";

export function layout(locale: Locale): WithTypename<LayoutQuery> {
  const it = locale === "it";
  const prefix = it ? "/it" : "";
  const cat = (
    id: string,
    slug: string,
    name: string,
    url: string,
    productCount: number,
    children: WithTypename<LayoutQuery["categories"][number]["children"]> = [],
  ) => ({
    __typename: "Category",
    id,
    locale,
    slug,
    name,
    url,
    position: Number(id),
    productCount,
    children,
  });
  return {
    categories: [
      cat("1", it ? "giochi" : "games", it ? "Giochi" : "Games", `${prefix}/${it ? "giochi" : "games"}`, 2, [
        {
          __typename: "Category",
          id: "5",
          locale,
          slug: it ? "gdr" : "rpg",
          name: it ? "GDR" : "RPG",
          url: `${prefix}/${it ? "giochi/gdr" : "games/rpg"}`,
          position: 1,
          productCount: 2,
        },
      ]),
      cat("2", "softwares", "Software", `${prefix}/${it ? "software" : "softwares"}`, 0),
    ],
    platforms: [
      {
        __typename: "Platform",
        id: "1",
        locale,
        slug: "steam",
        name: "Steam",
        url: `${prefix}/platform/steam`,
        family: "pc",
        activationGuideUrl: `${prefix}/activation/steam`,
        productCount: 120,
      },
      {
        __typename: "Platform",
        id: "2",
        locale,
        slug: "ps5",
        name: "PS5",
        url: `${prefix}/platform/ps5`,
        family: "console",
        activationGuideUrl: `${prefix}/activation/ps5`,
        productCount: 240,
      },
      {
        __typename: "Platform",
        id: "3",
        locale,
        slug: "ps-vita",
        name: "PS Vita",
        url: `${prefix}/platform/ps-vita`,
        family: "console",
        activationGuideUrl: `${prefix}/activation/ps-vita`,
        productCount: 0,
      },
    ],
    publicState: {
      __typename: "PublicState",
      trustpilotScore: 4.7,
      trustpilotReviewCount: 1200,
      payments: [{ __typename: "PaymentMethod", provider: "Paypal", label: "PayPal", methods: ["paypal"] }],
      company: {
        __typename: "Company",
        name: "KeyMarket S.r.l.",
        address: "Via Giuseppe Verdi 12, 20121 Milano (MI), Italy",
        vatId: "IT01234567890",
        supportEmail: "support@keymarket.test",
        supportHours: "Mo-Fr 09:00-18:00",
      },
    },
  };
}

export const currencies: WithTypename<CurrenciesQuery> = {
  currencies: [
    { __typename: "Currency", code: "EUR", symbol: "€", isDefault: true },
    { __typename: "Currency", code: "USD", symbol: "$", isDefault: false },
    { __typename: "Currency", code: "GBP", symbol: "£", isDefault: false },
  ],
};

export function steam(locale: Locale): WithTypename<PlatformPageQuery> {
  const prefix = locale === "it" ? "/it" : "";
  return {
    platform: {
      __typename: "Platform",
      id: "1",
      locale,
      slug: "steam",
      name: "Steam",
      url: `${prefix}/platform/steam`,
      family: "pc",
      activationGuide:
        locale === "it"
          ? ["Installa il client Steam e accedi.", "Scegli «Attiva un prodotto su Steam…».", "Inserisci il codice."]
          : ["Install the Steam client and sign in.", "Choose “Activate a Product on Steam…”.", "Enter your product code."],
      activationGuideUrl: `${prefix}/activation/steam`,
    },
  };
}

const image = (src: string, width: number, height: number, alt: string) => ({ __typename: "Image", src, width, height, alt });

export const eldenRing: WithTypename<ProductPageQuery> = {
  product: {
    __typename: "Product",
    id: "1056",
    locale: "en",
    productId: 1056,
    name: "Elden Ring (Steam)",
    title: "Elden Ring Steam Key",
    slug: "elden-ring-steam",
    url: "/games/rpg/elden-ring-steam",
    link: "http://localhost/games/rpg/elden-ring-steam",
    description: "Elden Ring is a role-playing game.\n\nThis Steam key unlocks the base game.",
    descriptionShort: "Elden Ring for Steam.",
    requirements: "Minimum:\nOS: Windows 10",
    instructions: "Redeem the code in the Steam client.",
    metaTitle: "Buy Elden Ring (Steam) key – best price | KeyMarket",
    metaDescription: "Buy Elden Ring (Steam) at the best price on KeyMarket.",
    publisher: "Bandai Namco Entertainment",
    manufacturer: "FromSoftware",
    releaseDate: "2022-02-25",
    genres: ["RPG"],
    tags: ["New"],
    preOrder: "None",
    region: "GLOBAL",
    steamScore: 93,
    inStock: true,
    stock: 31,
    offerCount: 2,
    coverImage: image("/media/covers/1056.svg", 600, 800, "Cover art of Elden Ring (Steam)"),
    galleryImages: [image("/media/gallery/1056-1.svg", 1280, 720, "Screenshot 1")],
    igdbRatingCovers: [],
    platform: {
      __typename: "Platform",
      id: "1",
      locale: "en",
      slug: "steam",
      name: "Steam",
      url: "/platform/steam",
      family: "pc",
      activationGuideUrl: "/activation/steam",
    },
    category: { __typename: "Category", id: "5", locale: "en", slug: "rpg", name: "RPG", url: "/games/rpg" },
    breadcrumbs: [
      { __typename: "Breadcrumb", name: "KeyMarket", url: "/" },
      { __typename: "Breadcrumb", name: "Games", url: "/games" },
      { __typename: "Breadcrumb", name: "RPG", url: "/games/rpg" },
      { __typename: "Breadcrumb", name: "Elden Ring (Steam)", url: "/games/rpg/elden-ring-steam" },
    ],
    alternates: [
      { __typename: "AlternateUrl", locale: "en", url: "/games/rpg/elden-ring-steam" },
      { __typename: "AlternateUrl", locale: "it", url: "/it/giochi/gdr/elden-ring-steam" },
    ],
    bestPrices: { __typename: "Prices", eur: 28.99, usd: 31.99, gbp: 24.49 },
    listPrice: { __typename: "Prices", eur: 58.49, usd: 63.99, gbp: 49.49 },
    offers: [
      {
        __typename: "Offer",
        id: "3356",
        sellerId: "3",
        sellerName: "NordKeys",
        stock: 23,
        prices: { __typename: "Prices", eur: 28.99, usd: 31.99, gbp: 24.49 },
        seller: { __typename: "Seller", id: "3", name: "NordKeys", ratingScore: 4.6, ratingCount: 41, newSeller: false },
        rank: { __typename: "OfferRank", eur: 1, usd: 1, gbp: 1 },
      },
      {
        __typename: "Offer",
        id: "3358",
        sellerId: "4",
        sellerName: "BlueFox Digital",
        stock: 8,
        prices: { __typename: "Prices", eur: 30.99, usd: 33.99, gbp: 26.49 },
        seller: { __typename: "Seller", id: "4", name: "BlueFox Digital", ratingScore: null, ratingCount: 1, newSeller: true },
        rank: { __typename: "OfferRank", eur: 2, usd: 2, gbp: 2 },
      },
    ],
  },
};

/** The same product sold out: no stock, no best price, its offers at 0. */
export const eldenRingSoldOut = {
  ...eldenRing.product!,
  inStock: false,
  stock: 0,
  offerCount: 0,
  bestPrices: { __typename: "Prices" as const, eur: null, usd: null, gbp: null },
  offers: eldenRing.product!.offers.map((o) => ({ ...o, stock: 0 })),
};

export const noSimilar: WithTypename<SimilarProductsQuery> = { productList: { __typename: "ProductList", items: [] } };

/** The translator: swaps the /it prefix of the paths the fixtures know. */
export function translate(currentUrl: string, nextLocale: Locale): WithTypename<TranslatedUrlQuery> {
  const neutral = currentUrl.replace(/^\/it(?=\/|$)/, "") || "/";
  const url = nextLocale === "it" ? (neutral === "/" ? "/it" : `/it${neutral}`) : neutral;
  return { translatedUrl: { __typename: "TranslatedUrl", url, exact: true } };
}

export const graphqlHandlers = [
  // Subscriptions: connections acknowledged, no events unless a test sends them.
  liveHandler(),
  graphql.query("Layout", ({ variables }) => HttpResponse.json({ data: layout(variables.locale as Locale) })),
  graphql.query("Currencies", () => HttpResponse.json({ data: currencies })),
  graphql.query("PlatformPage", ({ variables }) =>
    HttpResponse.json({ data: variables.slug === "steam" ? steam(variables.locale as Locale) : { platform: null } }),
  ),
  graphql.query("ProductPage", ({ variables }) =>
    HttpResponse.json({ data: variables.slug === "elden-ring-steam" && variables.locale === "en" ? eldenRing : { product: null } }),
  ),
  graphql.query("SimilarProducts", () => HttpResponse.json({ data: noSimilar })),
  graphql.query("TranslatedUrl", ({ variables }) => HttpResponse.json({ data: translate(variables.currentUrl as string, variables.nextLocale as Locale) })),
  // The account's back-in-stock alerts (under the favourites): none unless a test says so.
  graphql.query("MyStockAlerts", () => HttpResponse.json({ data: { stockAlerts: [] } })),
  // The header menu's count of unread support tickets: none unless a test says so.
  graphql.query("TicketUnreadCount", () => HttpResponse.json({ data: { ticketUnreadCount: 0 } })),
];
