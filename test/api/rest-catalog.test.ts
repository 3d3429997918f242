/**
 * The spec §7 public calls: names, payload fields and answers.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

async function someProductIds(n: number): Promise<number[]> {
  const { body } = await app.gql(`query($n: Int) { products(take: $n, sort: BESTSELLING) { items { productId } } }`, { n });
  return body.data.products.items.map((p: { productId: number }) => p.productId);
}

describe("GET /api/public/state and /api/currencies", () => {
  it("returns tags, payments, platforms and the trust score", async () => {
    const r = await app.http("GET", "/api/public/state");
    expect(r.status).toBe(200);
    expect(Object.keys(r.body).sort()).toEqual(["payments", "platforms", "tags", "trustpilotReviewCount", "trustpilotScore"]);
    expect(r.body.tags).toEqual(["Exclusive", "New"]);
    expect(r.body.platforms.find((p: { slug: string }) => p.slug === "steam").activationGuideUrl).toBe("/activation/steam");
    const it = await app.http("GET", "/api/public/state?locale=it");
    expect(it.body.platforms.find((p: { slug: string }) => p.slug === "steam").activationGuideUrl).toBe("/it/activation/steam");
    expect((await app.http("GET", "/api/public/state?locale=xx")).status).toBe(400);
  });

  it("lists the currencies", async () => {
    const r = await app.http("GET", "/api/currencies");
    expect(r.body).toEqual([
      { code: "eur", symbol: "€", default: true },
      { code: "usd", symbol: "$", default: false },
      { code: "gbp", symbol: "£", default: false },
    ]);
  });
});

describe("POST /api/public/languageTranslator", () => {
  it("answers the translated URL", async () => {
    const r = await app.http("POST", "/api/public/languageTranslator", { currentLocale: "en", currentUrl: "/games", nextLocale: "it" });
    expect(r.status).toBe(200);
    expect(r.body).toEqual({ url: "/it/giochi", exact: true });
  });
});

describe("POST /api/public/categories/*", () => {
  it("get-list-prod-count: every category with its product count, as an array", async () => {
    const r = await app.http("POST", "/api/public/categories/get-list-prod-count", { locale: "en" });
    expect(Array.isArray(r.body)).toBe(true);
    const games = r.body.find((c: { slug: string }) => c.slug === "games");
    const children = r.body.filter((c: { parentId: number }) => c.parentId === games.categoryId);
    expect(games.productCount).toBe(children.reduce((s: number, c: { productCount: number }) => s + c.productCount, 0));
    expect(games).toMatchObject({ _id: String(games.categoryId), name: "Games", url: "/games", depth: 0 });
  });

  it("get-public: the tree", async () => {
    const r = await app.http("POST", "/api/public/categories/get-public", { locale: "it" });
    expect(r.body.map((c: { slug: string }) => c.slug)).toEqual(["giochi", "software", "carte-regalo", "account-digitali"]);
    expect(r.body[0].children.length).toBeGreaterThan(0);
    expect(r.body[0].children[0].url.startsWith("/it/giochi/")).toBe(true);
  });

  it("get: flat list with category ids; get-all: with every language's name and slug", async () => {
    const flat = await app.http("POST", "/api/public/categories/get", { locale: "en" });
    expect(flat.body.length).toBeGreaterThan(10);
    for (const c of flat.body) expect(c).toHaveProperty("macrocategoryId");
    const all = await app.http("POST", "/api/public/categories/get-all", { locale: "en" });
    const games = all.body.find((c: { slug: string }) => c.slug === "games");
    expect(games.locals).toEqual({
      en: { name: "Games", slug: "games", url: "/games" },
      it: { name: "Giochi", slug: "giochi", url: "/it/giochi" },
    });
  });
});

describe("POST /api/public/macrocategories/get-public", () => {
  it("returns an array of macrocategories with their categories", async () => {
    const r = await app.http("POST", "/api/public/macrocategories/get-public", { locale: "en" });
    expect(Array.isArray(r.body)).toBe(true);
    expect(r.body).toHaveLength(4);
    expect(r.body[0]).toMatchObject({ macrocategoryId: expect.any(Number), name: expect.any(String) });
    expect(r.body[0].categories.length).toBeGreaterThan(0);
  });
});

describe("POST /api/public/products/info-multiple", () => {
  it("returns the default product shape in the order asked, with the subcategory", async () => {
    const ids = await someProductIds(3);
    const r = await app.http("POST", "/api/public/products/info-multiple", { productIdList: [...ids].reverse(), locale: "it" });
    expect(r.status).toBe(200);
    expect(r.body.items.map((p: { productId: number }) => p.productId)).toEqual([...ids].reverse());
    const p = r.body.items[0];
    for (const key of [
      "_id",
      "name",
      "description",
      "coverImageObject",
      "descriptionShort",
      "metatitle",
      "metadescription",
      "metakeywords",
      "url",
      "alt",
      "title",
      "tags",
      "link",
      "requirements",
      "instructions",
      "prepaidforge",
      "locale",
      "productId",
      "publisher",
      "manufacturer",
      "steamAppId",
      "steamScore",
      "list_price",
      "galleryImages",
      "igdbRatingCovers",
      "genres",
    ]) {
      expect(p).toHaveProperty(key);
    }
    expect(p.locale).toBe("it");
    expect(p.url.startsWith("/it/")).toBe(true);
    expect(p.subcategory).toMatchObject({ categoryId: expect.any(Number), macrocategoryId: expect.any(Number), name: expect.any(String) });
  });

  it("leaves unknown ids out", async () => {
    const r = await app.http("POST", "/api/public/products/info-multiple", { productIdList: [999999], locale: "en" });
    expect(r.body).toEqual({ items: [] });
  });
});

describe("POST /api/public/products/info-multiple-sales", () => {
  it("returns url, sales per seller with prices per currency, and best prices", async () => {
    const ids = await someProductIds(2);
    const r = await app.http("POST", "/api/public/products/info-multiple-sales", { productIdList: ids, locale: "en", currency: "gbp" });
    expect(r.status).toBe(200);
    const item = r.body.items[0];
    expect(item.url).toMatch(/^\/[a-z0-9-]+\/[a-z0-9-]+\/[a-z0-9-]+$/);
    expect(item.sales.length).toBeGreaterThan(0);
    for (const s of item.sales) {
      expect(s.sellerName).toEqual(expect.any(String));
      expect(s.prices).toEqual({ eur: expect.any(Number), usd: expect.any(Number), gbp: expect.any(Number) });
    }
    const gbp = item.sales.map((s: { prices: { gbp: number } }) => s.prices.gbp);
    expect(item.price).toBe(Math.min(...gbp));
    expect(item.prices.gbp).toBe(Math.min(...gbp));
    expect(item.gbpMax).toBe(Math.max(...gbp));
  });
});
