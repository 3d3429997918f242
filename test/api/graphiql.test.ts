/**
 * The GraphQL IDE at GET /graphql: a browser asking for HTML gets the bundled GraphiQL page
 * (its assets from this server only, with long cache headers and the page's own CSP); every
 * program keeps the API exactly as before (POST, GET with a query, JSON answers). The
 * example operations the IDE opens with are valid against the committed schema.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, parse, validate } from "graphql";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { GRAPHIQL_CSP } from "../../server/graphql/graphiql";
import { ADMIN_EXAMPLE, CART_EXAMPLE, CATALOGUE_EXAMPLE, EXAMPLE_TABS, LIVE_EXAMPLE, SELLER_EXAMPLE } from "../../client/src/graphiql/examples";

const ROOT = path.resolve(__dirname, "../..");
const BROWSER_ACCEPT = "text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8";
const PROD = { NODE_ENV: "production", KEY_ENCRYPTION_KEYS: `k1:${Buffer.alloc(32, 7).toString("base64")}` };

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { storefront: true });
}, 600_000);
afterAll(() => app?.close());

/** The src and href attributes of a page. */
const references = (html: string) => [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);

describe("GET /graphql from a browser", () => {
  it("answers the GraphiQL page, whose scripts and styles all come from this server", async () => {
    const r = await app.http("GET", "/graphql", undefined, { accept: BROWSER_ACCEPT });
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/html/);
    expect(r.headers.get("cache-control")).toBe("no-cache");
    expect(r.headers.get("content-security-policy")).toBe(GRAPHIQL_CSP);
    expect(r.text).toContain('<div id="graphiql">');
    const refs = references(r.text);
    expect(refs.some((u) => /^\/graphql\/assets\/index-[\w-]+\.js$/.test(u))).toBe(true);
    expect(refs.filter((u) => !u.startsWith("/"))).toEqual([]);
    expect(r.text).not.toMatch(/https?:\/\//);
    // Not Apollo's landing page (which loads Apollo Sandbox from its CDN).
    expect(r.text).not.toMatch(/apollo/i);
  });

  it("serves the hashed assets for a year, and unknown ones as 404", async () => {
    const page = await app.http("GET", "/graphql", undefined, { accept: BROWSER_ACCEPT });
    for (const ref of references(page.text).filter((u) => u.startsWith("/graphql/assets/"))) {
      const r = await fetch(app.url + ref);
      expect({ ref, status: r.status }).toEqual({ ref, status: 200 });
      expect(r.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(r.headers.get("content-security-policy")).toBe(GRAPHIQL_CSP);
      await r.arrayBuffer();
    }
    const missing = await app.http("GET", "/graphql/assets/nothing-1234.js");
    expect(missing.status).toBe(404);
  });

  it("keeps its policy to the IDE: the rest of the site keeps the storefront's (script nonces)", async () => {
    for (const url of ["/healthz", "/graphql?query=%7B__typename%7D"]) {
      const r = await app.http("GET", url, undefined, { accept: "application/json" });
      const csp = r.headers.get("content-security-policy") ?? "";
      expect(csp).not.toBe(GRAPHIQL_CSP);
      expect(csp).toMatch(/script-src 'self' 'nonce-/);
    }
  });
});

describe("the API at /graphql is unchanged", () => {
  it("answers POST operations", async () => {
    const r = await app.gql(CATALOGUE_EXAMPLE, { currency: "EUR" });
    expect(r.status).toBe(200);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.products.totalItems).toBeGreaterThan(0);
    expect(r.body.data.products.items[0]).toMatchObject({ name: expect.any(String), bestPrice: { currency: "EUR", amount: expect.any(Number) } });
  });

  it("answers a GET with a query as GraphQL (with Apollo's CSRF preflight header, as before), whatever the Accept header", async () => {
    const q = `/graphql?query=${encodeURIComponent("{ __typename }")}`;
    const json = await app.http("GET", q, undefined, { accept: "application/json", "apollo-require-preflight": "true" });
    expect(json.status).toBe(200);
    expect(json.body).toEqual({ data: { __typename: "Query" } });
    const browser = await app.http("GET", q, undefined, { accept: BROWSER_ACCEPT, "apollo-require-preflight": "true" });
    expect(browser.body).toEqual({ data: { __typename: "Query" } });
    // A simple cross-site GET is still refused by Apollo's CSRF prevention.
    const simple = await app.http("GET", q, undefined, { accept: "application/json" });
    expect(simple.status).toBe(400);
    expect(simple.text).toMatch(/Cross-Site Request Forgery/);
  });

  it("does not answer the page to programs asking for JSON", async () => {
    const r = await app.http("GET", "/graphql", undefined, { accept: "application/json" });
    expect(r.status).toBe(400);
    expect(r.headers.get("content-type")).toMatch(/json/);
    const any = await app.http("GET", "/graphql", undefined, { accept: "*/*" });
    expect(any.headers.get("content-type")).not.toMatch(/html/);
  });
});

describe("the IDE's example operations", () => {
  it("are valid operations of schema/schema.graphql", () => {
    const schema = buildSchema(readFileSync(path.join(ROOT, "schema", "schema.graphql"), "utf8"));
    expect(EXAMPLE_TABS.map((t) => t.query)).toEqual([CATALOGUE_EXAMPLE, SELLER_EXAMPLE, ADMIN_EXAMPLE, CART_EXAMPLE, LIVE_EXAMPLE]);
    for (const tab of EXAMPLE_TABS) {
      const errors = validate(schema, parse(tab.query!)).map((e) => e.message);
      expect({ query: tab.query!.split("\n")[0], errors }).toEqual({ query: tab.query!.split("\n")[0], errors: [] });
      expect(() => JSON.parse(tab.variables ?? "{}")).not.toThrow();
    }
  });
});

describe("in production", () => {
  it("keeps the IDE; GRAPHQL_INTROSPECTION=true turns introspection on for its schema explorer", async () => {
    const prod = await startTestApp({ ...PROD, GRAPHQL_INTROSPECTION: "true" });
    try {
      const page = await prod.http("GET", "/graphql", undefined, { accept: BROWSER_ACCEPT });
      expect(page.status).toBe(200);
      expect(page.text).toContain('<div id="graphiql">');
      const r = await prod.gql(`{ __schema { queryType { name } } }`);
      expect(r.body.data.__schema.queryType.name).toBe("Query");
    } finally {
      await prod.close();
    }
  });
});
