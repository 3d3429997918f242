/**
 * Automatic persisted queries and HTTP caching of /graphql (server/graphql/persisted-queries.ts,
 * http-cache.ts):
 *  - a hash-only GET of an unknown query is PERSISTED_QUERY_NOT_FOUND; the text with its hash
 *    registers it (in the database), and a second server on the same database (its own Apollo
 *    server and caches) answers the hash alone;
 *  - a hash that is not the text's is a 400 PERSISTED_QUERY_HASH_MISMATCH, and registers nothing;
 *  - an anonymous GET of a catalogue query is `public, max-age=…` without a cookie; with a
 *    session or a Bearer token, by POST, or with a non-catalogue field, it is `private, no-store`;
 *  - a mutation by GET stays refused (405); a hash-only POST with a session cookie needs the CSRF token.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { PUBLIC_MAX_AGE, publicQueryHints } from "../../server/graphql/cache-hints";
import { CATALOG_QUERY_FIELDS } from "../../server/core/auth/api-token-guards";
import { buildAppSchema } from "../../server/graphql/schema";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor, signedInBrowser } from "./accounts-helpers";

const sha256 = (s: string) => createHash("sha256").update(s).digest("hex");
const CURRENCIES = "query Currencies { currencies { code } }";
const PREFLIGHT = { "apollo-require-preflight": "true" };

let app: TestApp;
let second: RunningServer;

beforeAll(async () => {
  app = await startTestApp();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: app.server.databaseUrl,
    SEED_DEMO: "false",
    LOG_LEVEL: "silent",
    DB_POOL_SIZE: "3",
    JOBS: "false",
  });
  second = await startServer(config, createLogger(config.LOG_LEVEL), { seed: false });
}, 120_000);

afterAll(async () => {
  await second?.close();
  await app?.close();
});

/** GET /graphql with the hash only (or a text), on a server. */
async function get(base: string, opts: { hash?: string; query?: string; variables?: unknown; headers?: Record<string, string> }) {
  const params = new URLSearchParams();
  if (opts.query) params.set("query", opts.query);
  if (opts.variables) params.set("variables", JSON.stringify(opts.variables));
  if (opts.hash) params.set("extensions", JSON.stringify({ persistedQuery: { version: 1, sha256Hash: opts.hash } }));
  const res = await fetch(`${base}/graphql?${params}`, { headers: { ...PREFLIGHT, ...opts.headers } });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { data?: any; errors?: any[] } };
}

const stored = async (hash: string) =>
  ((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM persisted_queries WHERE hash = $1`, [hash])) as { n: number }[])[0].n;

describe("automatic persisted queries", () => {
  it("a hash registered through one server is known to another on the same database", async () => {
    const query = `query PlatformsApq { platforms(locale: en) { slug } }`;
    const hash = sha256(query);
    const miss = await get(app.url, { hash });
    expect(miss.body.errors?.[0]).toMatchObject({ message: "PersistedQueryNotFound", extensions: { code: "PERSISTED_QUERY_NOT_FOUND" } });
    // (Apollo's own: a miss is never kept.)
    expect(miss.headers.get("cache-control")).toBe("private, no-cache, must-revalidate");
    expect(await stored(hash)).toBe(0);

    // The text with its hash: answered and registered.
    const reg = await app.http("POST", "/graphql", { query, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } });
    expect(reg.status).toBe(200);
    expect(reg.body.errors).toBeUndefined();
    expect(reg.body.data.platforms.length).toBeGreaterThan(0);
    // Apollo registers without waiting for the write.
    for (let i = 0; i < 50 && (await stored(hash)) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    expect(await stored(hash)).toBe(1);

    // The hash alone, through the other server (which never saw the text).
    const hit = await get(second.url, { hash });
    expect(hit.status).toBe(200);
    expect(hit.body).toEqual({ data: reg.body.data });
  });

  it("answers a hash that is not its text's with 400 PERSISTED_QUERY_HASH_MISMATCH and registers nothing", async () => {
    const wrong = sha256("something else");
    const r = await app.http("POST", "/graphql", { query: CURRENCIES, extensions: { persistedQuery: { version: 1, sha256Hash: wrong } } });
    expect(r.status).toBe(400);
    expect(r.body.errors[0]).toMatchObject({ extensions: { code: "PERSISTED_QUERY_HASH_MISMATCH" } });
    expect(await stored(wrong)).toBe(0);
    // Through GET alike.
    const g = await get(app.url, { hash: wrong, query: CURRENCIES });
    expect(g.status).toBe(400);
    expect(g.body.errors?.[0].extensions.code).toBe("PERSISTED_QUERY_HASH_MISMATCH");
  });

  it("refuses a mutation by GET, by hash or by text", async () => {
    const mutation = "mutation Out { logOut }";
    const byText = await get(app.url, { query: mutation });
    expect(byText.status).toBe(405);
    // Registered by a Bearer caller (no CSRF), then asked by hash with GET.
    const bearer = await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const hash = sha256(mutation);
    const reg = await app.http(
      "POST",
      "/graphql",
      { query: mutation, extensions: { persistedQuery: { version: 1, sha256Hash: hash } } },
      { authorization: `Bearer ${bearer}` },
    );
    expect(reg.status).toBe(200);
    for (let i = 0; i < 50 && (await stored(hash)) === 0; i++) await new Promise((r) => setTimeout(r, 20));
    const byHash = await get(app.url, { hash });
    expect(byHash.status).toBe(405);
    expect(byHash.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("Cache-Control of /graphql", () => {
  it("comes from the schema's cache hints: the public catalogue's queries, shown in the SDL", async () => {
    const hints = publicQueryHints(await buildAppSchema());
    // The same queries an API client of the catalogue scope may ask.
    expect([...hints.keys()].sort()).toEqual([...CATALOG_QUERY_FIELDS].filter((f) => f !== "__typename").sort());
    expect(new Set(hints.values())).toEqual(new Set([PUBLIC_MAX_AGE]));
    const sdl = readFileSync(path.resolve(__dirname, "../../schema/schema.graphql"), "utf8");
    expect(sdl).toMatch(/directive @cacheControl\(/);
    expect(sdl).toMatch(/currencies: \[Currency!\]! @cacheControl\(maxAge: 60, scope: PUBLIC\)/);
  });

  it("lets shared caches keep an anonymous GET of catalogue fields, without a cookie", async () => {
    const r = await get(app.url, { query: "{ currencies { code } platforms(locale: en) { slug } }" });
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe(`public, max-age=${PUBLIC_MAX_AGE}`);
    expect(r.headers.get("set-cookie")).toBeNull();
  });

  it("keeps everything else out of shared caches", async () => {
    const bearer = await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const cases: [string, Promise<{ headers: Headers }>][] = [
      ["signed in with a Bearer token", get(app.url, { query: CURRENCIES, headers: { authorization: `Bearer ${bearer}` } })],
      ["with a session cookie", get(app.url, { query: CURRENCIES, headers: { cookie: "km_session=not-a-session" } })],
      ["by POST", app.http("POST", "/graphql", { query: CURRENCIES })],
      ["a field that is not the catalogue's", get(app.url, { query: "{ currencies { code } me { id } }" })],
      ["an error", get(app.url, { query: "{ currencies { nope } }" })],
    ];
    for (const [what, res] of cases) expect({ what, cc: (await res).headers.get("cache-control") }).toEqual({ what, cc: "private, no-store" });
  });

  it("wants the CSRF token for a hash-only POST with a session cookie", async () => {
    const r = await app.http(
      "POST",
      "/graphql",
      { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(CURRENCIES) } } },
      { cookie: "km_session=not-a-session-either" },
    );
    // An unknown session is a guest: no session, no guard (and no token needed).
    expect(r.status).toBe(200);
    const browser = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const body = { extensions: { persistedQuery: { version: 1, sha256Hash: sha256(CURRENCIES) } } };
    const guarded = await browser.call("POST", "/graphql", body, {}, { csrf: false });
    expect(guarded.status).toBe(403);
    expect(guarded.body.errors[0].extensions.code).toBe("CSRF_TOKEN_INVALID");
    // With the token: answered (the hash was registered above or is now unknown: either way not refused).
    const allowed = await browser.call("POST", "/graphql", body);
    expect(allowed.status).toBe(200);
  });
});
