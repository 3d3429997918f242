/**
 * Integrator API clients: admins create them (the `kmc_` token shown once, stored hashed), list
 * them (never the token), change their budget and revoke them, each write audited. A client's
 * token authenticates as its scope (catalog: anonymous catalogue reads only; seller: that
 * seller's API scope; admin: the admin console's operations); revoked or unknown → 401. Every
 * request of a client is charged its computed cost from a per-minute budget kept in Postgres,
 * shared by every server on the database, reported in `extensions.cost` and the RateLimit
 * headers; over budget → 429 with Retry-After.
 */
import "reflect-metadata";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createTestDatabase } from "../helpers/test-db";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";

let app: TestApp;
let admin: Record<string, string>;
let seller: Record<string, string>;

const CREATE = `mutation($input: CreateApiClientInput!) {
  createApiClient(input: $input) { token apiClient { id name scope sellerId prefix budgetPerMinute revokedAt } }
}`;
const LIST = `{ apiClients { id name scope sellerId sellerName prefix budgetPerMinute createdAt lastUsedAt revokedAt } }`;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createClient(target: TestApp, headers: Record<string, string>, input: Record<string, unknown>) {
  const r = await target.gql(CREATE, { input }, headers);
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createApiClient as { token: string; apiClient: { id: string; prefix: string; budgetPerMinute: number } };
}

beforeAll(async () => {
  app = await startTestApp();
  admin = bearer(await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password));
  seller = bearer(await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password));
}, 60_000);
afterAll(async () => {
  await app?.close();
});

describe("managing API clients", () => {
  it("creates a client whose token is shown once, lists it without the token, revokes it, and audits every write", async () => {
    const created = await createClient(app, admin, { name: "PriceRadar", scope: "catalog" });
    expect(created.token).toMatch(/^kmc_[A-Za-z0-9_-]{43}$/);
    expect(created.apiClient).toMatchObject({ name: "PriceRadar", scope: "catalog", sellerId: null, budgetPerMinute: 50_000, revokedAt: null });
    expect(created.token.startsWith(created.apiClient.prefix)).toBe(true);
    expect(created.apiClient.prefix).toHaveLength(12);

    const list = await app.gql(LIST, {}, admin);
    const row = list.body.data.apiClients.find((c: { id: string }) => c.id === created.apiClient.id);
    expect(row).toMatchObject({ name: "PriceRadar", prefix: created.apiClient.prefix, lastUsedAt: null, revokedAt: null });
    expect(JSON.stringify(list.body)).not.toContain(created.token);

    // The budget: bounded, then changed.
    const tooSmall = await app.gql(`mutation($id: ID!) { updateApiClientBudget(id: $id, budgetPerMinute: 5) { id } }`, { id: created.apiClient.id }, admin);
    expect(tooSmall.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const tooBig = await app.gql(CREATE, { input: { name: "Greedy", scope: "catalog", budgetPerMinute: 10_000_000 } }, admin);
    expect(tooBig.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const noSeller = await app.gql(CREATE, { input: { name: "Shop sync", scope: "seller" } }, admin);
    expect(noSeller.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const budget = await app.gql(
      `mutation($id: ID!) { updateApiClientBudget(id: $id, budgetPerMinute: 1200) { budgetPerMinute } }`,
      { id: created.apiClient.id },
      admin,
    );
    expect(budget.body.data.updateApiClientBudget.budgetPerMinute).toBe(1200);

    // Used once: last use recorded.
    expect((await app.gql(`{ products(take: 1) { totalItems } }`, {}, bearer(created.token))).status).toBe(200);
    const used = await app.gql(LIST, {}, admin);
    expect(used.body.data.apiClients.find((c: { id: string }) => c.id === created.apiClient.id).lastUsedAt).not.toBeNull();

    const revoked = await app.gql(`mutation($id: ID!) { revokeApiClient(id: $id) { revokedAt } }`, { id: created.apiClient.id }, admin);
    expect(revoked.body.data.revokeApiClient.revokedAt).not.toBeNull();
    const again = await app.gql(`mutation($id: ID!) { revokeApiClient(id: $id) { revokedAt } }`, { id: created.apiClient.id }, admin);
    expect(again.body.errors[0].extensions.code).toBe("NOT_FOUND");

    const audit = await app.gql(
      `query($id: String!) { auditLog(filter: { targetType: "api_client", targetId: $id }, take: 10) { items { action summary before after actor { email } } } }`,
      { id: created.apiClient.id },
      admin,
    );
    expect(audit.body.errors).toBeUndefined();
    const entries = audit.body.data.auditLog.items as { action: string; before: string | null; after: string | null; actor: { email: string } }[];
    expect(entries.map((e) => e.action).sort()).toEqual(["api_client.budget", "api_client.create", "api_client.revoke"]);
    for (const e of entries) expect(e.actor.email).toBe(DEMO_ACCOUNTS.admin.email);
    expect(JSON.stringify(entries)).not.toContain(created.token);
    expect(JSON.parse(entries.find((e) => e.action === "api_client.budget")!.after!)).toMatchObject({ budgetPerMinute: 1200 });
  });

  it("is refused to an API client, even an admin one (no client mints clients)", async () => {
    const { token } = await createClient(app, admin, { name: "Admin tool", scope: "admin" });
    const r = await app.gql(CREATE, { input: { name: "Minted", scope: "catalog" } }, bearer(token));
    expect(r.status).toBe(403);
    expect(r.body.errors[0].extensions.code).toBe("FORBIDDEN");
    // It holds the admin console's reads.
    const users = await app.gql(`{ users(take: 1) { totalItems } }`, {}, bearer(token));
    expect(users.body.errors).toBeUndefined();
    expect(users.body.data.users.totalItems).toBeGreaterThan(0);
  });
});

describe("authenticating with a client token", () => {
  it("a catalog client reads the catalogue and is refused anything else", async () => {
    const { token } = await createClient(app, admin, { name: "Comparison site", scope: "catalog" });
    const products = await app.gql(`{ products(take: 2) { totalItems items { id name } } }`, {}, bearer(token));
    expect(products.status).toBe(200);
    expect(products.body.data.products.items).toHaveLength(2);

    for (const query of [
      `mutation { createCoupon(input: { code: "X" }) { id } }`,
      `mutation { sendContactMessage(input: { name: "A", email: "a@example.com", topic: other, message: "short" }) { __typename } }`,
      `mutation { logOut }`,
      `{ me { id } }`,
      `{ orders(take: 1) { totalItems } }`,
      `{ products(take: 1) { totalItems } me { id } }`,
    ]) {
      const r = await app.gql(query, {}, bearer(token));
      expect({ query, status: r.status, code: r.body.errors?.[0]?.extensions?.code }).toEqual({ query, status: 403, code: "FORBIDDEN" });
      expect(r.body.data ?? null).toBeNull();
    }
    // REST: the account's calls are refused too.
    const cart = await app.http("GET", "/api/cart", undefined, bearer(token));
    expect(cart.status).toBe(403);
  });

  it("a seller client sees only its seller's offers, like the seller's own session", async () => {
    const profile = await app.gql(`{ sellerProfile { id } }`, {}, seller);
    const sellerId = Number(profile.body.data.sellerProfile.id);
    const { token, apiClient } = await createClient(app, admin, { name: "Seller ERP", scope: "seller", sellerId, budgetPerMinute: 100_000 });
    expect(apiClient.budgetPerMinute).toBe(100_000);
    const list = await app.gql(LIST, {}, admin);
    expect(list.body.data.apiClients.find((c: { id: string }) => c.id === apiClient.id).sellerName).toBeTruthy();

    const q = `{ sellerOffers(take: 100) { totalItems items { id } } }`;
    const own = await app.gql(q, {}, seller);
    const viaClient = await app.gql(q, {}, bearer(token));
    const all = await app.gql(q, {}, admin);
    expect(viaClient.body.errors).toBeUndefined();
    expect(viaClient.body.data.sellerOffers).toEqual(own.body.data.sellerOffers);
    expect(viaClient.body.data.sellerOffers.totalItems).toBeGreaterThan(0);
    expect(all.body.data.sellerOffers.totalItems).toBeGreaterThan(viaClient.body.data.sellerOffers.totalItems);
    // Never the account's operations, nor the admin's.
    const account = await app.gql(`{ account { id } }`, {}, bearer(token));
    expect(account.body.errors[0].extensions.code).toBe("FORBIDDEN");
    const users = await app.gql(`{ users(take: 1) { totalItems } }`, {}, bearer(token));
    expect(users.body.errors[0].extensions.code).toBe("FORBIDDEN");
    // An unknown seller cannot be chosen.
    const unknown = await app.gql(CREATE, { input: { name: "Nobody's", scope: "seller", sellerId: 999_999 } }, admin);
    expect(unknown.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("a revoked or unknown token is 401 UNAUTHENTICATED, on GraphQL and REST", async () => {
    const { token, apiClient } = await createClient(app, admin, { name: "Short-lived", scope: "catalog" });
    expect((await app.gql(`{ products(take: 1) { totalItems } }`, {}, bearer(token))).status).toBe(200);
    await app.gql(`mutation($id: ID!) { revokeApiClient(id: $id) { id } }`, { id: apiClient.id }, admin);
    for (const t of [token, "kmc_unknown-token-0000000000000000000000000000000", "kmc_"]) {
      const r = await app.gql(`{ products(take: 1) { totalItems } }`, {}, bearer(t));
      expect(r.status).toBe(401);
      expect(r.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      const rest = await app.http("POST", "/api/public/categories/get-all", { locale: "en" }, bearer(t));
      expect(rest.status).toBe(401);
    }
  });
});

const QUERY = `{ products(take: 3) { totalItems items { id name } } }`;

describe("budgets", () => {
  it("charges each query's cost, reports it, and answers 429 with Retry-After once the budget is spent", async () => {
    const { token } = await createClient(app, admin, { name: "Small budget", scope: "catalog", budgetPerMinute: 300 });
    let previous = 300;
    let cost = 0;
    let ok = 0;
    for (;;) {
      const r = await app.http("POST", "/graphql", { query: QUERY }, bearer(token));
      expect(r.headers.get("ratelimit-limit")).toBe("300");
      const remaining = Number(r.headers.get("ratelimit-remaining"));
      const reset = Number(r.headers.get("ratelimit-reset"));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
      if (r.status === 429) {
        expect(r.headers.get("retry-after")).toBe(String(reset));
        expect(r.body.errors[0].extensions.code).toBe("TOO_MANY_REQUESTS");
        expect(r.body.extensions.cost).toEqual({ requested: cost, budget: 300, remaining: previous, resetSeconds: reset });
        expect(remaining).toBe(previous);
        expect(previous).toBeLessThan(cost);
        break;
      }
      expect(r.status).toBe(200);
      expect(r.body.errors).toBeUndefined();
      cost = r.body.extensions.cost.requested;
      expect(cost).toBeGreaterThan(1);
      expect(r.body.extensions.cost).toEqual({ requested: cost, budget: 300, remaining: previous - cost, resetSeconds: reset });
      expect(remaining).toBe(previous - cost);
      previous = remaining;
      ok++;
      expect(ok).toBeLessThan(300);
    }
    expect(ok).toBeGreaterThanOrEqual(2);
    // A cheaper query still fits in what is left; a refused one spent nothing.
    const cheap = await app.http("POST", "/graphql", { query: `{ currencies { code } }` }, bearer(token));
    if (previous >= cheap.body.extensions.cost.requested) {
      expect(cheap.status).toBe(200);
      expect(cheap.body.extensions.cost.remaining).toBe(previous - cheap.body.extensions.cost.requested);
    }
    // REST calls of the client are charged too (1 each), with the same headers.
    const rest = await app.http("POST", "/api/public/categories/get-all", { locale: "en" }, bearer(token));
    expect(rest.headers.get("ratelimit-limit")).toBe("300");
    expect([200, 429]).toContain(rest.status);
    if (rest.status === 429) expect(rest.headers.get("retry-after")).toBeTruthy();
  });

  it("leaves requests without a client token unchanged: no RateLimit headers, no cost", async () => {
    const guest = await app.http("POST", "/graphql", { query: QUERY });
    expect(guest.status).toBe(200);
    expect(guest.headers.get("ratelimit-limit")).toBeNull();
    expect(guest.headers.get("ratelimit-remaining")).toBeNull();
    expect(guest.body.extensions?.cost).toBeUndefined();
    const signedIn = await app.http("POST", "/graphql", { query: `{ me { id } }` }, seller);
    expect(signedIn.headers.get("ratelimit-limit")).toBeNull();
    const rest = await app.http("POST", "/api/public/categories/get-all", { locale: "en" });
    expect(rest.headers.get("ratelimit-limit")).toBeNull();
  });
});

describe("two server processes on one database", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const servers: RunningServer[] = [];

  afterAll(async () => {
    for (const s of servers) await s.close();
    await db?.drop();
  });

  it("share one client's budget", async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const config = loadConfig({
        NODE_ENV: "test",
        PORT: "0",
        HOST: "127.0.0.1",
        DATABASE_URL: db.url,
        SEED_DEMO: "false",
        LOG_LEVEL: "silent",
        DB_POOL_SIZE: "3",
        JOBS: "false",
      });
      servers.push(await startServer(config, createLogger(config.LOG_LEVEL)));
    }
    const [a, b] = servers.map((s) => s.url);
    const call = async (base: string, body: unknown, headers: Record<string, string>) => {
      const res = await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) });
      return { status: res.status, headers: res.headers, body: (await res.json()) as any };
    };
    const adminToken = await bearerFor({ url: a } as TestApp, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(adminToken).toBeTruthy();
    const created = await call(a, { query: CREATE, variables: { input: { name: "Two servers", scope: "catalog", budgetPerMinute: 300 } } }, bearer(adminToken));
    const token = created.body.data.createApiClient.token as string;

    let previous = 300;
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) {
      const r = await call(i % 2 === 0 ? a : b, { query: QUERY }, bearer(token));
      statuses.push(r.status);
      if (r.status === 429) {
        expect(r.headers.get("retry-after")).toBeTruthy();
        break;
      }
      // Each answer, whichever server gave it, continues the other's count.
      expect(r.body.extensions.cost.remaining).toBe(previous - r.body.extensions.cost.requested);
      previous = r.body.extensions.cost.remaining;
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(2);
    // Both servers now refuse it until the window ends.
    for (const base of [a, b]) {
      const r = await call(base, { query: QUERY }, bearer(token));
      expect(r.status).toBe(429);
    }
  }, 90_000);
});
