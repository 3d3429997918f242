/**
 * Bad input gets a clear 400 or GraphQL validation error, never a 500; query limits hold;
 * production hides introspection and field suggestions.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("GraphQL bad input", () => {
  it("rejects an unknown locale or currency as a validation error", async () => {
    const a = await app.gql(`{ products(locale: fr) { totalItems } }`);
    expect(a.status).toBe(400);
    expect(a.body.errors[0].extensions.code).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(a.body.errors[0].message).toMatch(/Locale/);
    const b = await app.gql(`query($c: CurrencyCode) { products(currency: $c) { totalItems } }`, { c: "JPY" });
    expect(b.status).toBe(400);
    expect(b.body.errors[0].message).toMatch(/CurrencyCode/);
  });

  it("refuses take over 100 and negative skip with a clear message", async () => {
    const a = await app.gql(`{ products(take: 101) { totalItems } }`);
    expect(a.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(a.body.errors[0].message).toMatch(/take must not be greater than 100/);
    const b = await app.gql(`{ products(skip: -1) { totalItems } }`);
    expect(b.body.errors[0].message).toMatch(/skip must not be less than 0/);
    const c = await app.gql(`{ productList(type: bestsellers, take: 0) { totalItems } }`);
    expect(c.body.errors[0].message).toMatch(/take must not be less than 1/);
    const d = await app.gql(`{ products(filter: { price: { min: 20, max: 10 } }) { totalItems } }`);
    expect(d.body.errors[0].message).toMatch(/price\.min/);
  });

  it("answers malformed JSON with 400", async () => {
    const r = await app.http("POST", "/graphql", "{ not json", { "content-type": "application/json" });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toBe("Malformed JSON body");
  });

  it("rejects wrong argument types", async () => {
    const r = await app.gql(`query($t: Int) { products(take: $t) { totalItems } }`, { t: "ten" });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toMatch(/Int/);
  });

  it("limits depth, aliases and cost", async () => {
    let deep = "slug";
    for (let i = 0; i < 12; i++) deep = `children { ${deep} }`;
    const a = await app.gql(`{ categories { ${deep} } }`);
    expect(a.status).toBe(400);
    expect(a.body.errors[0].message).toMatch(/depth/i);

    const aliases = Array.from({ length: 20 }, (_, i) => `a${i}: currencies { code }`).join(" ");
    const b = await app.gql(`{ ${aliases} }`);
    expect(b.status).toBe(400);
    expect(b.body.errors[0].message).toMatch(/alias/i);

    const fields = "id name slug url title description metaTitle";
    const heavy = Array.from(
      { length: 12 },
      (_, i) =>
        `p${i}: products(take: 100) { items { ${fields} offers { id seller { id name rating } prices { eur usd gbp } } platform { id slug name activationGuide } category { id name slug url } } }`,
    ).join(" ");
    const c = await app.gql(`{ ${heavy} }`);
    expect(c.status).toBe(400);
    expect(c.body.errors[0].message).toMatch(/cost/i);
  });

  it("honours GraphQL's own @include and @skip, and lists them in introspection", async () => {
    const r = await app.gql(`query ($full: Boolean!) { currencies { code symbol @include(if: $full) } slug: __typename @skip(if: true) }`, { full: false });
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.slug).toBeUndefined();
    expect(r.body.data.currencies[0]).toEqual({ code: expect.any(String) });
    const i = await app.gql(`{ __schema { directives { name } } }`);
    expect(i.body.data.__schema.directives.map((d: { name: string }) => d.name)).toEqual(expect.arrayContaining(["include", "skip", "deprecated"]));
  });

  it("keeps introspection and suggestions on outside production", async () => {
    const r = await app.gql(`{ __schema { queryType { name } } }`);
    expect(r.body.data.__schema.queryType.name).toBe("Query");
    const s = await app.gql(`{ produts { totalItems } }`);
    expect(s.body.errors[0].message).toMatch(/Did you mean/);
  });
});

describe("production mode", () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await startTestApp({ NODE_ENV: "production", KEY_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}` });
  });
  afterAll(() => prod?.close());

  it("turns introspection and field suggestions off", async () => {
    const r = await prod.gql(`{ __schema { queryType { name } } }`);
    expect(r.status).toBe(400);
    expect(r.body.errors[0].message).toMatch(/introspection/i);
    const s = await prod.gql(`{ produts { totalItems } }`);
    expect(s.body.errors[0].message).not.toMatch(/Did you mean/);
  });
});

describe("REST bad input", () => {
  it("answers 400 with a message for wrong types and values", async () => {
    const cases: [string, unknown, RegExp][] = [
      ["/api/public/categories/get", { locale: "fr" }, /locale must be one of/],
      ["/api/public/categories/get", { locale: 12 }, /locale must be one of/],
      ["/api/public/products/info-multiple", { productIdList: "1,2", locale: "en" }, /productIdList/],
      ["/api/public/products/info-multiple", { productIdList: [1, "x"], locale: "en" }, /productIdList\.1/],
      ["/api/public/products/info-multiple", { productIdList: Array.from({ length: 101 }, (_, i) => i + 1) }, /at most 100/],
      ["/api/public/products/info-multiple-sales", { productIdList: [1], currency: "jpy" }, /currency must be one of/],
      ["/api/public/languageTranslator", { currentUrl: "/", currentLocale: "en", nextLocale: "de" }, /nextLocale/],
      ["/api/public/languageTranslator", { currentUrl: "ftp://x/y", currentLocale: "en", nextLocale: "it" }, /http or https/],
      ["/api/public/macrocategories/get-public", [1, 2], /JSON object/],
    ];
    for (const [path, body, message] of cases) {
      const r = await app.http("POST", path, body);
      expect({ path, status: r.status }).toEqual({ path, status: 400 });
      expect(r.body.result).toBe("BAD_REQUEST");
      expect(r.body.message).toMatch(message);
    }
  });

  it("answers malformed JSON with 400 and unknown calls with 404", async () => {
    const r = await app.http("POST", "/api/public/categories/get", "{oops", { "content-type": "application/json" });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: "BAD_REQUEST", code: "BAD_USER_INPUT", message: "Malformed JSON body", requestId: expect.any(String) });
    const n = await app.http("POST", "/api/public/nothing", {});
    expect(n.status).toBe(404);
    expect(n.body.result).toBe("BAD_REQUEST");
  });

  it("accepts a missing locale as English and uppercase currencies", async () => {
    const r = await app.http("POST", "/api/public/categories/get", {});
    expect(r.status).toBe(200);
    expect(r.body[0].locale).toBe("en");
    const s = await app.http("POST", "/api/public/products/info-multiple-sales", { productIdList: [1], currency: "USD" });
    expect(s.status).toBe(200);
    expect(s.body.items[0].currency).toBe("usd");
  });
});
