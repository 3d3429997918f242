/**
 * The edge of the shop: requests refused before any service sees them answer as client
 * errors (GraphQL syntax and token limits, NUL characters, bodies that lie about their
 * compression), the headers every answer carries, and which proxies are trusted.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { Browser } from "./accounts-helpers";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { loadConfig } from "../../server/config";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

describe("GraphQL documents that do not parse", () => {
  it("answer a syntax error with 400 GRAPHQL_PARSE_FAILED", async () => {
    const r = await app.http("POST", "/graphql", { query: "{ products( { items }" });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(r.body.errors[0].message).toMatch(/Syntax Error/);
  });

  it("answer a document over the token limit with 400, before parsing it whole", async () => {
    const r = await app.http("POST", "/graphql", { query: `{ ${"__typename ".repeat(4000)} }` });
    expect(r.status).toBe(400);
    expect(r.body.errors[0].extensions.code).toBe("GRAPHQL_PARSE_FAILED");
    expect(r.body.errors[0].message).toMatch(/3000 tokens/);
  });
});

describe("NUL characters", () => {
  it("are refused in GraphQL literals and variables", async () => {
    const literal = await app.http("POST", "/graphql", { query: '{ product(slug: "a\\u0000b") { id } }' });
    expect(literal.body.errors[0]).toMatchObject({ message: "slug must not contain NUL characters", extensions: { code: "BAD_USER_INPUT" } });
    const nested = await app.gql(`query($s: String) { products(filter: { search: $s }) { totalItems } }`, { s: "elden\u0000" });
    expect(nested.status).toBe(400);
    expect(nested.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("are refused in REST bodies, before the CSRF check and the services", async () => {
    const login = await app.http("POST", "/api/login", { email: "a\u0000b@example.com", password: "x" });
    expect(login.status).toBe(400);
    expect(login.body).toEqual({
      result: "BAD_REQUEST",
      code: "BAD_USER_INPUT",
      message: "email must not contain NUL characters",
      requestId: expect.any(String),
    });
    const verify = await app.http("POST", "/api/user/profile/verify", { email: "a\u0000b@example.com" });
    expect(verify.status).toBe(400);
  });

  it("are refused in addresses and cookies, with a plain page for browsers", async () => {
    const page = await app.http("GET", "/search?q=%00", undefined, { accept: "text/html" });
    expect(page.status).toBe(400);
    expect(page.headers.get("content-type")).toMatch(/text\/html/);
    expect(page.text).toContain("must not contain NUL characters");
    const api = await app.http("GET", "/api/public/state?locale=en%00");
    expect(api.status).toBe(400);
    expect(api.body.code).toBe("BAD_USER_INPUT");
    const cookie = await app.http("GET", "/api/public/state", undefined, { cookie: "km_session=a%00b" });
    expect(cookie.status).toBe(400);
  });
});

describe("request bodies", () => {
  it("answer a body that says gzip but is not with 400", async () => {
    const r = await app.http("POST", "/api/public/categories/get", "definitely not gzip", {
      "content-type": "application/json",
      "content-encoding": "gzip",
    });
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ result: "BAD_REQUEST", code: "BAD_USER_INPUT", message: "The request body is not validly compressed" });
  });

  it("word invalid fields alike on both doors, from the same rules", async () => {
    const rest = await app.http("POST", "/api/public/products/info-multiple", { productIdList: Array.from({ length: 101 }, (_, i) => i + 1) });
    const gql = await app.gql(`query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }`, { ids: Array.from({ length: 101 }, (_, i) => String(i + 1)) });
    expect(rest.body.message).toBe("productIdList may hold at most 100 ids");
    expect(gql.body.errors[0].message).toBe("ids may hold at most 100 ids");
    // Names are trimmed before their length is checked, on both doors.
    const b = new Browser(app);
    await b.csrf();
    const blank = { email: "blank.name@example.com", name: "   ", surname: "Rossi" };
    const r1 = await b.call("POST", "/api/user/profile/add", { user: blank, password: "Correct-Horse-42" });
    const r2 = await b.gql(`mutation($i: SignUpInput!) { signUp(input: $i) { __typename } }`, { i: { ...blank, password: "Correct-Horse-42" } });
    expect(r1.body.message).toBe("user.name must not be empty");
    expect(r2.body.errors[0].message).toBe("name must not be empty");
  });
});

describe("headers", () => {
  it("carry a Permissions-Policy on pages, REST and GraphQL", async () => {
    const answers = [
      await app.http("GET", "/"),
      await app.http("GET", "/api/currencies"),
      await app.http("POST", "/graphql", { query: "{ currencies { code } }" }),
    ];
    for (const a of answers) {
      expect(a.headers.get("permissions-policy")).toMatch(/camera=\(\)/);
      expect(a.headers.get("permissions-policy")).toMatch(/geolocation=\(\)/);
    }
  });
});

describe("TRUST_PROXY", () => {
  const login = async (t: TestApp) => {
    const b = new Browser(t);
    await b.csrf();
    return b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }, { "x-forwarded-proto": "https" });
  };
  const sessionCookie = (r: { headers: Headers }) => r.headers.getSetCookie().find((c) => c.startsWith("km_session="))!;

  it("trusts the proxy on loopback by default: X-Forwarded-Proto https makes the session cookie Secure", async () => {
    const r = await login(app);
    expect(r.status).toBe(200);
    expect(sessionCookie(r)).toMatch(/; Secure/);
  });

  it("trusts no proxy with TRUST_PROXY=false: the forwarded headers are ignored", async () => {
    const strict = await startTestApp({ TRUST_PROXY: "false" });
    try {
      const r = await login(strict);
      expect(r.status).toBe(200);
      expect(sessionCookie(r)).not.toMatch(/Secure/);
      // Rate limits key on the connection's address, not on a forged X-Forwarded-For.
      const b = new Browser(strict, { ip: "203.0.113.7" });
      await b.csrf();
      for (let i = 0; i < 21; i++) await b.call("POST", "/api/login", { email: `nobody${i}@example.com`, password: "wrong-password" });
      const other = new Browser(strict, { ip: "198.51.100.9" });
      await other.csrf();
      const next = await other.call("POST", "/api/login", { email: "someone@example.com", password: "wrong-password" });
      expect(next.status).toBe(429); // the same IP (127.0.0.1) for both "clients"
    } finally {
      await strict.close();
    }
  });

  it("accepts hops, addresses, subnets and names, and refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,fd00::/8" }).TRUST_PROXY).toBe("10.0.0.0/8,loopback,fd00::/8");
    expect(loadConfig({}).TRUST_PROXY).toBe("loopback");
    expect(() => loadConfig({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY: not a proxy address, subnet or name: 10.0.0.0\/33/);
    expect(() => loadConfig({ TRUST_PROXY: "my-proxy" })).toThrow(/TRUST_PROXY/);
  });
});
