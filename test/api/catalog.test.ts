/**
 * The public catalogue over GraphQL, against the seeded demo data.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const LIST = `query List($filter: ProductFilterInput, $sort: ProductSort, $skip: Int, $take: Int, $locale: Locale, $currency: CurrencyCode) {
  products(filter: $filter, sort: $sort, skip: $skip, take: $take, locale: $locale, currency: $currency) {
    totalItems
    items {
      id name slug url inStock stock tags createdAt
      bestPrice(currency: $currency) { amount minor currency }
      platform { slug }
      category { id slug url }
    }
  }
}`;

async function list(variables: Record<string, unknown>) {
  const { status, body } = await app.gql(LIST, variables);
  expect(body.errors).toBeUndefined();
  expect(status).toBe(200);
  return body.data.products as {
    totalItems: number;
    items: {
      id: string;
      name: string;
      slug: string;
      url: string;
      inStock: boolean;
      stock: number;
      tags: string[];
      createdAt: string;
      bestPrice: { amount: number; minor: number; currency: string } | null;
      platform: { slug: string };
      category: { id: string; slug: string; url: string };
    }[];
  };
}

describe("products", () => {
  it("pages through at least 500 products with stable totals", async () => {
    const first = await list({ take: 20 });
    expect(first.totalItems).toBeGreaterThanOrEqual(500);
    expect(first.items).toHaveLength(20);
    const second = await list({ take: 20, skip: 20 });
    expect(second.totalItems).toBe(first.totalItems);
    const ids = new Set(first.items.map((p) => p.id));
    expect(second.items.some((p) => ids.has(p.id))).toBe(false);
    const past = await list({ take: 20, skip: 100000 });
    expect(past.items).toEqual([]);
    expect(past.totalItems).toBe(first.totalItems);
  });

  it("filters by category including its descendants", async () => {
    const games = await list({ filter: { categorySlug: "games" }, take: 100 });
    expect(games.totalItems).toBeGreaterThan(100);
    for (const p of games.items) expect(p.url.startsWith("/games/")).toBe(true);
    const { body } = await app.gql(`{ category(slug: "games") { children { slug productCount } productCount } }`);
    const children = body.data.category.children as { slug: string; productCount: number }[];
    const sum = children.reduce((s, c) => s + c.productCount, 0);
    expect(body.data.category.productCount).toBe(sum);
    expect(games.totalItems).toBe(sum);
    const child = children.find((c) => c.productCount > 0)!;
    const inChild = await list({ filter: { categorySlug: child.slug }, take: 100 });
    expect(inChild.totalItems).toBe(child.productCount);
    for (const p of inChild.items) expect(p.category.slug).toBe(child.slug);
  });

  it("filters by category in Italian slugs", async () => {
    const giochi = await list({ filter: { categorySlug: "giochi" }, locale: "it", take: 5 });
    const games = await list({ filter: { categorySlug: "games" }, take: 5 });
    expect(giochi.totalItems).toBe(games.totalItems);
    for (const p of giochi.items) expect(p.url.startsWith("/it/giochi/")).toBe(true);
  });

  it("filters by platform and by tag", async () => {
    const steam = await list({ filter: { platforms: ["steam"] }, take: 100 });
    expect(steam.totalItems).toBeGreaterThan(10);
    for (const p of steam.items) expect(p.platform.slug).toBe("steam");
    const fresh = await list({ filter: { tags: ["New"] }, take: 100 });
    expect(fresh.totalItems).toBeGreaterThan(0);
    for (const p of fresh.items) expect(p.tags).toContain("New");
  });

  it("keeps only products with stock when asked", async () => {
    const all = await list({ take: 1 });
    const inStock = await list({ filter: { inStock: true }, take: 100 });
    expect(inStock.totalItems).toBeLessThan(all.totalItems);
    for (const p of inStock.items) {
      expect(p.inStock).toBe(true);
      expect(p.stock).toBeGreaterThan(0);
      expect(p.bestPrice).not.toBeNull();
    }
  });

  it("filters by price range in the chosen currency", async () => {
    const r = await list({ filter: { price: { min: 10, max: 20 } }, currency: "USD", take: 100 });
    expect(r.totalItems).toBeGreaterThan(0);
    for (const p of r.items) {
      expect(p.bestPrice!.currency).toBe("USD");
      expect(p.bestPrice!.amount).toBeGreaterThanOrEqual(10);
      expect(p.bestPrice!.amount).toBeLessThanOrEqual(20);
    }
  });

  it("sorts by price both ways, out of stock last", async () => {
    const asc = await list({ sort: "PRICE_ASC", currency: "GBP", take: 100 });
    const prices = asc.items.map((p) => p.bestPrice?.minor ?? Infinity);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const desc = await list({ sort: "PRICE_DESC", currency: "GBP", take: 100, filter: { inStock: true } });
    const d = desc.items.map((p) => p.bestPrice!.minor);
    expect([...d].sort((a, b) => b - a)).toEqual(d);
    const last = await list({ sort: "PRICE_ASC", take: 1, skip: asc.totalItems - 1 });
    expect(last.items[0]!.inStock).toBe(false);
  });

  it("sorts by the biggest discount in the currency asked, products without one after", async () => {
    const { body } = await app.gql(
      `query($c: CurrencyCode) { products(sort: DISCOUNT, take: 100, currency: $c) { items { bestPrices { usd } listPrice { usd } } } }`,
      { c: "USD" },
    );
    expect(body.errors).toBeUndefined();
    const discounts = body.data.products.items.map((p: { bestPrices: { usd: number | null }; listPrice: { usd: number | null } | null }) => {
      const best = p.bestPrices.usd;
      const list = p.listPrice?.usd;
      return best != null && list != null && list > best ? (list - best) / list : 0;
    });
    expect(discounts[0]).toBeGreaterThan(0.3);
    for (let i = 1; i < discounts.length; i++) expect(discounts[i]).toBeLessThanOrEqual(discounts[i - 1] + 1e-9);
  });

  it("sorts by newest and by bestselling", async () => {
    const newest = await list({ sort: "NEWEST", take: 50 });
    const dates = newest.items.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    const best = await list({ sort: "BESTSELLING", filter: { inStock: true }, take: 10 });
    const { body } = await app.gql(`{ productList(type: bestsellers, take: 10) { items { id } } }`);
    expect(best.items.map((p) => p.id)).toEqual(body.data.productList.items.map((p: { id: string }) => p.id));
  });

  it("searches with English stemming, prefixes and typos", async () => {
    const any = await list({ take: 1, sort: "BESTSELLING" });
    const name = any.items[0]!.name;
    const word = name.split(/[^\p{L}\p{N}]+/u).find((w) => w.length >= 5)!;
    const exact = await list({ filter: { search: word }, take: 10 });
    expect(exact.items.map((p) => p.id)).toContain(any.items[0]!.id);
    const prefix = await list({ filter: { search: word.slice(0, 4) }, take: 100 });
    expect(prefix.totalItems).toBeGreaterThan(0);
    // Typos: a missing letter still finds the product.
    for (const [typo, expected] of [
      ["minecaft", "minecraft"],
      ["cyberpnk", "cyberpunk"],
      ["eldn ring", "elden ring"],
    ]) {
      const fuzzy = await list({ filter: { search: typo }, take: 5 });
      expect(fuzzy.items[0]!.name.toLowerCase()).toContain(expected);
    }
    // Stemming: "racing" and "races" reach the same products as "race".
    const a = await list({ filter: { search: "racing" }, take: 1 });
    const b = await list({ filter: { search: "races" }, take: 1 });
    expect(a.totalItems).toBeGreaterThan(0);
    expect(b.totalItems).toBeGreaterThan(0);
  });

  it("searches Italian texts with Italian stemming", async () => {
    // "corsa" (a race) is nowhere in the names; the racing genre is "Corse" (plural).
    const r = await list({ filter: { search: "corsa" }, locale: "it", take: 20 });
    expect(r.totalItems).toBeGreaterThan(0);
    expect(r.items.some((p) => p.url.startsWith("/it/giochi/corse/") && !/cors/i.test(p.name))).toBe(true);
  });

  it("ranks the best text match first", async () => {
    const best = await list({ sort: "BESTSELLING", take: 1 });
    const r = await list({ filter: { search: best.items[0]!.name }, take: 5 });
    expect(r.items[0]!.id).toBe(best.items[0]!.id);
  });
});

describe("product page", () => {
  const PRODUCT = `query P($slug: String!, $locale: Locale) {
    product(slug: $slug, locale: $locale) {
      id name slug url link locale title description metaTitle metaDescription
      coverImage { src width height alt }
      galleryImages { src }
      stock inStock
      bestPrices { eur usd gbp }
      priceRange { eurMin usdMin gbpMin eurMax usdMax gbpMax }
      offers { id sellerName stock prices { eur usd gbp } seller { name rating } }
      allOffers: offers(includeOutOfStock: true) { id stock }
      breadcrumbs { name url }
      alternates { locale slug url }
      platform { slug name activationGuide activationGuideUrl }
      category { slug url }
    }
  }`;

  it("shows offers with seller, prices and stock, the best prices and the range", async () => {
    const top = await list({ sort: "BESTSELLING", filter: { inStock: true }, take: 1 });
    const { body } = await app.gql(PRODUCT, { slug: top.items[0]!.slug });
    const p = body.data.product;
    expect(p.offers.length).toBeGreaterThan(0);
    for (const o of p.offers) {
      expect(o.sellerName).toBe(o.seller.name);
      expect(o.stock).toBeGreaterThan(0);
      expect(o.prices.eur).toBeGreaterThan(0);
      expect(o.prices.usd).toBeGreaterThan(0);
      expect(o.prices.gbp).toBeGreaterThan(0);
    }
    for (const cur of ["eur", "usd", "gbp"] as const) {
      const values = p.offers.map((o: { prices: Record<string, number> }) => o.prices[cur]);
      expect(p.bestPrices[cur]).toBe(Math.min(...values));
      expect(p.priceRange[`${cur}Min`]).toBe(Math.min(...values));
      expect(p.priceRange[`${cur}Max`]).toBe(Math.max(...values));
    }
    expect(p.stock).toBe(p.offers.reduce((s: number, o: { stock: number }) => s + o.stock, 0));
    expect(p.offers.map((o: { prices: { eur: number } }) => o.prices.eur)).toEqual(
      [...p.offers.map((o: { prices: { eur: number } }) => o.prices.eur)].sort((a, b) => a - b),
    );
  });

  it("carries breadcrumbs, URLs in both languages and the platform guide", async () => {
    const top = await list({ sort: "BESTSELLING", take: 1 });
    const { body } = await app.gql(PRODUCT, { slug: top.items[0]!.slug });
    const p = body.data.product;
    expect(p.url).toBe(`${p.category.url}/${p.slug}`);
    expect(p.link.endsWith(p.url)).toBe(true);
    expect(p.breadcrumbs[0]).toEqual({ name: "KeyMarket", url: "/" });
    expect(p.breadcrumbs[p.breadcrumbs.length - 1]).toEqual({ name: p.name, url: p.url });
    const it = p.alternates.find((a: { locale: string }) => a.locale === "it");
    expect(it.url.startsWith("/it/")).toBe(true);
    expect(p.alternates.find((a: { locale: string }) => a.locale === "en").url).toBe(p.url);
    expect(p.platform.activationGuide.length).toBeGreaterThanOrEqual(3);
    expect(p.coverImage.src).toMatch(/^\/media\//);

    const itPage = await app.gql(PRODUCT, { slug: it.slug, locale: "it" });
    expect(itPage.body.data.product.id).toBe(p.id);
    expect(itPage.body.data.product.url).toBe(it.url);
    expect(itPage.body.data.product.platform.activationGuide).not.toEqual(p.platform.activationGuide);
    expect(itPage.body.data.product.breadcrumbs[0]).toEqual({ name: "KeyMarket", url: "/it" });
  });

  it("serves the cover image", async () => {
    const top = await list({ take: 1 });
    const { body } = await app.gql(PRODUCT, { slug: top.items[0]!.slug });
    const res = await app.http("GET", body.data.product.coverImage.src);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\//);
    expect(res.headers.get("cache-control")).toMatch(/max-age=31536000/);
    expect((await app.http("GET", "/media/covers/nope.svg")).status).toBe(404);
  });

  it("answers null for an unknown slug", async () => {
    const { body } = await app.gql(PRODUCT, { slug: "no-such-product" });
    expect(body.errors).toBeUndefined();
    expect(body.data.product).toBeNull();
  });

  it("shows out-of-stock offers only when asked", async () => {
    const all = await list({ take: 1 });
    const { body: b } = await app.gql(`query($skip: Int) { products(sort: PRICE_ASC, skip: $skip, take: 10) { items { slug inStock offerCount } } }`, {
      skip: all.totalItems - 10,
    });
    const out = b.data.products.items.filter((p: { inStock: boolean }) => !p.inStock);
    expect(out.length).toBeGreaterThan(0);
    const { body } = await app.gql(PRODUCT, { slug: out[0].slug });
    expect(body.data.product.offers).toEqual([]);
    expect(body.data.product.bestPrices).toEqual({ eur: null, usd: null, gbp: null });
  });
});

describe("categories, platforms, currencies, state", () => {
  it("returns the category tree with the four roots and product counts", async () => {
    const { body } = await app.gql(`{ categories { slug name productCount children { slug productCount depth } } }`);
    expect(body.data.categories.map((c: { slug: string }) => c.slug)).toEqual(["games", "softwares", "cards", "accounts"]);
    for (const root of body.data.categories) {
      expect(root.children.length).toBeGreaterThan(0);
      expect(root.productCount).toBe(root.children.reduce((s: number, c: { productCount: number }) => s + c.productCount, 0));
    }
    const it = await app.gql(`{ categories(locale: it) { slug name } }`);
    expect(it.body.data.categories.map((c: { slug: string }) => c.slug)).toEqual(["giochi", "software", "carte-regalo", "account-digitali"]);
  });

  it("lists macrocategories with their categories", async () => {
    const { body } = await app.gql(`{ macrocategories(locale: it) { name slug categories { slug } } }`);
    expect(body.data.macrocategories).toHaveLength(4);
    for (const m of body.data.macrocategories) expect(m.categories.length).toBeGreaterThan(0);
  });

  it("counts each platform's enabled products in one statement", async () => {
    const { body } = await app.gql(`{ platforms { slug productCount } }`);
    const counts = Object.fromEntries(body.data.platforms.map((p: { slug: string; productCount: number }) => [p.slug, p.productCount]));
    const rows: { slug: string; n: number }[] = await app.server.dataSource.query(
      `SELECT pl.slug, count(p.id)::int AS n FROM platforms pl LEFT JOIN products p ON p.platform_id = pl.id AND p.enabled GROUP BY pl.slug`,
    );
    expect(counts).toEqual(Object.fromEntries(rows.map((r) => [r.slug, r.n])));
    expect(counts.steam).toBeGreaterThan(0);
  });

  it("lists the spec's platforms with guides in both languages", async () => {
    const { body } = await app.gql(
      `{ platforms { slug name activationGuide activationGuideUrl } it: platforms(locale: it) { slug activationGuide activationGuideUrl } }`,
    );
    const slugs = body.data.platforms.map((p: { slug: string }) => p.slug);
    for (const s of [
      "keymarket",
      "ea-app",
      "epic-games",
      "gog",
      "mog-station",
      "ncsoft",
      "nintendo-switch",
      "ps-vita",
      "ps3",
      "ps4",
      "ps5",
      "rockstar",
      "steam",
      "ubisoft-connect",
      "xbox-360",
      "xbox-one",
      "xbox-series",
    ]) {
      expect(slugs).toContain(s);
    }
    expect(slugs.filter((s: string) => s.startsWith("windows-10")).length).toBeGreaterThanOrEqual(2);
    body.data.platforms.forEach((p: { activationGuide: string[] }, i: number) => {
      expect(p.activationGuide.length).toBeGreaterThanOrEqual(3);
      expect(body.data.it[i].activationGuide).not.toEqual(p.activationGuide);
    });
    expect(body.data.it[0].activationGuideUrl.startsWith("/it/activation/")).toBe(true);
  });

  it("has every platform and every leaf category stocked with products", async () => {
    const { body } = await app.gql(`{ platforms { slug } categories(flat: true) { slug depth productCount } }`);
    for (const c of body.data.categories) expect(c.productCount).toBeGreaterThan(0);
    for (const p of body.data.platforms) {
      const r = await list({ filter: { platforms: [p.slug] }, take: 1 });
      expect(r.totalItems).toBeGreaterThan(0);
    }
  });

  it("lists currencies with EUR as default", async () => {
    const { body } = await app.gql(`{ currencies { code symbol isDefault } }`);
    expect(body.data.currencies).toEqual([
      { code: "EUR", symbol: "€", isDefault: true },
      { code: "USD", symbol: "$", isDefault: false },
      { code: "GBP", symbol: "£", isDefault: false },
    ]);
  });

  it("returns the public state", async () => {
    const { body } = await app.gql(`{ publicState { tags payments { provider label methods } platforms { slug } trustpilotScore trustpilotReviewCount } }`);
    const s = body.data.publicState;
    expect(s.tags).toEqual(["Exclusive", "New"]);
    expect(s.payments.map((p: { provider: string }) => p.provider).sort()).toEqual(["Checkout", "Paypal"]);
    expect(s.platforms.length).toBeGreaterThanOrEqual(18);
    expect(s.trustpilotScore).toBeGreaterThan(0);
    expect(s.trustpilotScore).toBeLessThanOrEqual(5);
  });
});

describe("curated lists", () => {
  it.each(["bestsellers", "trending", "latestarrival", "topdeals", "recommended", "popularsoftware", "trustpilot"])(
    "%s returns in-stock products",
    async (type) => {
      const { body } = await app.gql(
        `query L($type: ProductListType!) { productList(type: $type, take: 12) { totalItems items { id inStock url discountPercent } } }`,
        { type },
      );
      expect(body.errors).toBeUndefined();
      expect(body.data.productList.items.length).toBeGreaterThan(0);
      for (const p of body.data.productList.items) expect(p.inStock).toBe(true);
    },
  );

  it("topdeals come largest discount first; popularsoftware only software", async () => {
    const { body } = await app.gql(`{ productList(type: topdeals, take: 20) { items { discountPercent } }
      sw: productList(type: popularsoftware, take: 20) { items { url } } }`);
    const d = body.data.productList.items.map((p: { discountPercent: number }) => p.discountPercent);
    expect(d.every((x: number) => x > 0)).toBe(true);
    expect([...d].sort((a: number, b: number) => b - a)).toEqual(d);
    for (const p of body.data.sw.items) expect(p.url.startsWith("/softwares/")).toBe(true);
  });

  it("similar needs a product and excludes it", async () => {
    const top = await list({ sort: "BESTSELLING", take: 1 });
    const id = top.items[0]!.id;
    const { body } = await app.gql(`query S($id: ID) { productList(type: similar, productId: $id, take: 10) { items { id category { slug } } } }`, { id });
    expect(body.data.productList.items.length).toBeGreaterThan(0);
    for (const p of body.data.productList.items) {
      expect(p.id).not.toBe(id);
      expect(p.category.slug).toBe(top.items[0]!.category.slug);
    }
    const missing = await app.gql(`{ productList(type: similar) { items { id } } }`);
    expect(missing.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(missing.body.errors[0].message).toMatch(/productId/);
  });
});

describe("language translation", () => {
  const T = `query T($u: String!, $c: Locale!, $n: Locale!) { translatedUrl(currentUrl: $u, currentLocale: $c, nextLocale: $n) { url exact } }`;
  const tr = async (u: string, c: string, n: string) => (await app.gql(T, { u, c, n })).body.data.translatedUrl;

  it("translates home, static pages, categories and products, keeping the query", async () => {
    expect(await tr("/", "en", "it")).toEqual({ url: "/it", exact: true });
    expect(await tr("/it", "it", "en")).toEqual({ url: "/", exact: true });
    expect(await tr("/login?destination=%2Faccount", "en", "it")).toEqual({ url: "/it/login?destination=%2Faccount", exact: true });
    expect(await tr("/games", "en", "it")).toEqual({ url: "/it/giochi", exact: true });
    const { body } = await app.gql(`{ category(slug: "games") { children { url } } }`);
    const child = body.data.category.children[0].url;
    const itChild = await tr(child, "en", "it");
    expect(itChild.exact).toBe(true);
    expect(itChild.url.startsWith("/it/giochi/")).toBe(true);
    expect(await tr(itChild.url, "it", "en")).toEqual({ url: child, exact: true });

    const top = await list({ take: 1 });
    const p = (await app.gql(`query P($s: String!) { product(slug: $s) { url alternates { locale url } } }`, { s: top.items[0]!.slug })).body.data.product;
    const itUrl = p.alternates.find((a: { locale: string }) => a.locale === "it").url;
    expect(await tr(`${p.url}?=currency:usd`, "en", "it")).toEqual({ url: `${itUrl}?=currency:usd`, exact: true });
    expect(await tr(`http://localhost:4000${itUrl}`, "it", "en")).toEqual({ url: `http://localhost:4000${p.url}`, exact: true });
  });

  it("swaps only the prefix of unknown pages, and refuses non-web addresses", async () => {
    expect(await tr("/nothing/here", "en", "it")).toEqual({ url: "/it/nothing/here", exact: false });
    const bad = await app.gql(T, { u: "javascript:alert(1)", c: "en", n: "it" });
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});
