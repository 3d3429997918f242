/**
 * Two nodes behind a load balancer, as `docker compose up --scale app=2` runs them behind nginx:
 * two separate server processes (server/main.ts through tsx, WEB_CONCURRENCY=1 each, their own
 * port) on this file's database with the same AUTH_SECRET and KEY_ENCRYPTION_KEYS, both working
 * the background jobs, behind the round-robin reverse proxy of test/helpers/multi-node.ts (which
 * adds X-Forwarded-For; the nodes trust loopback). Everything goes through the proxy; the proxy's
 * `x-served-by` header says which node answered, and requests that must reach one node name it.
 * What a user does on one node holds on the other, as on one process:
 *  - the proxy alternates the nodes; both are ready on the same database;
 *  - a session signed in on node 0 works on node 1 and ends there for both; behind TLS
 *    termination (X-Forwarded-Proto https from a trusted hop) its cookies are Secure;
 *  - a CSRF token issued by node 0 is accepted by node 1, a wrong one refused there;
 *  - a cart built on both nodes is the same cart on each;
 *  - the login throttle per address counts failures on both nodes together, per client address
 *    as the proxy forwards it (clients bind their own loopback address), not per node or proxy;
 *  - an admin's product edit through node 0 drops the anonymous answer node 1 had cached;
 *  - background jobs: one admin bulk edit is run once although both nodes work the queue; a
 *    restock that both nodes hear about (each queues the delivery job) mails every alert once;
 *    a key uploaded through one node is a duplicate when uploaded through the other.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { Client } from "pg";
import { createClient } from "graphql-ws";
import WebSocket from "ws";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { hashToken, randomToken } from "../../server/core/auth/tokens";
import { createTestDatabase } from "../helpers/test-db";
import { PIN, SERVED_BY, startCluster, type Cluster } from "../helpers/multi-node";
import type { TestApp } from "../helpers/test-app";
import { Browser, bearerFor, type Answer } from "./accounts-helpers";

// Two tsx starts in parallel take 10-20 s on an idle machine.
jest.setTimeout(60_000);

const LOGIN_MAX_FAILS_PER_IP = 4;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Client;
let cluster: Cluster;
/** The balancer as a TestApp for the accounts helpers (they only use `url`). */
let front: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = new Client({ connectionString: db.url });
  await sql.connect();
  cluster = await startCluster({
    databaseUrl: db.url,
    env: {
      JOBS: "true",
      LOGIN_MAX_FAILS_PER_IP: String(LOGIN_MAX_FAILS_PER_IP),
      LOGIN_MAX_FAILS_PER_ACCOUNT: "100",
      SIGNUP_MAX_PER_IP: "10000",
    },
  });
  front = { url: cluster.balancer.url } as TestApp;
}, 120_000);

afterAll(async () => {
  await cluster?.stop();
  await sql?.end();
  await db?.drop();
});

const on = (node: number, headers: Record<string, string> = {}) => ({ ...headers, [PIN]: String(node) });
const servedBy = (a: Answer | Response) => Number(a.headers.get(SERVED_BY));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function eventually<T>(what: string, fn: () => Promise<T | undefined | null | false>, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn();
    if (v !== undefined && v !== null && v !== false) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

/** A user with a Bearer session, made in SQL (for the tests where how they signed in does not matter). */
async function bearerUser(): Promise<{ id: string; email: string; headers: Record<string, string> }> {
  const id = randomUUID();
  const email = `multi.${id.slice(0, 8)}@example.com`;
  const token = randomToken();
  await sql.query(
    `INSERT INTO users (id, email, name, surname, email_verified_at, created_at) VALUES ($1, $2, 'Multi', 'Node', now(), now() - interval '30 days')`,
    [id, email],
  );
  await sql.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [hashToken(token), id]);
  return { id, email, headers: { authorization: `Bearer ${token}` } };
}

async function gql(node: number, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${cluster.balancer.url}/graphql`, {
    method: "POST",
    headers: on(node, { "content-type": "application/json", ...headers }),
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: any; errors?: unknown };
  expect(servedBy(res)).toBe(node);
  return { status: res.status, body, fromCache: res.headers.has("age") };
}

describe("the balancer", () => {
  it("hands consecutive requests to the nodes in turn; both are ready on the one database", async () => {
    const seen: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await fetch(`${cluster.balancer.url}/readyz`);
      expect(res.status).toBe(200);
      seen.push(servedBy(res));
    }
    expect(new Set(seen)).toEqual(new Set([0, 1]));
    for (let i = 1; i < seen.length; i++) expect(seen[i]).not.toBe(seen[i - 1]);
    // Each node on its own answers too (the balancer is not hiding a dead one).
    for (const n of cluster.nodes) expect((await fetch(`${n.url}/readyz`)).status).toBe(200);
  });
});

describe("sessions and CSRF", () => {
  const ME = `{ me { id email } }`;

  it("a session signed in on node 0 works on node 1, and signing out on node 1 ends it on node 0", async () => {
    const b = new Browser(front);
    const first = await b.call("GET", "/api/csrf", undefined, on(0));
    expect(servedBy(first)).toBe(0);
    // Behind TLS termination: the proxy hop is trusted (loopback), so X-Forwarded-Proto https makes the cookies Secure.
    const login = await b.call(
      "POST",
      "/api/login",
      { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
      on(0, { "x-forwarded-proto": "https" }),
    );
    expect(login.status).toBe(200);
    expect(servedBy(login)).toBe(0);
    expect(b.lastSetCookie.length).toBeGreaterThan(0);
    for (const c of b.lastSetCookie) expect(c).toMatch(/;\s*Secure/i);

    const me = await b.call("POST", "/graphql", { query: ME }, on(1));
    expect(servedBy(me)).toBe(1);
    expect(me.body.data.me.email).toBe(DEMO_ACCOUNTS.customer.email);

    const out = await b.call("POST", "/api/logout", {}, on(1));
    expect(out.status).toBe(200);
    expect(servedBy(out)).toBe(1);
    // The session is gone in the database: node 0 no longer knows it either.
    const after = await b.call("POST", "/graphql", { query: ME }, on(0));
    expect(servedBy(after)).toBe(0);
    expect(after.body.data.me).toBeNull();
  });

  it("a CSRF token issued by node 0 is accepted by node 1; a wrong or missing one is refused there", async () => {
    const b = new Browser(front);
    await b.call("GET", "/api/csrf", undefined, on(0));
    const login = await b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }, on(1));
    expect(login.status).toBe(200);
    // A token bound to the new session, issued by node 0.
    const issued = await b.call("GET", "/api/csrf", undefined, on(0));
    expect(servedBy(issued)).toBe(0);
    const token = issued.body.csrfToken as string;
    expect(b.cookies.get("km_csrf")).toBe(token);
    const mutation = { query: `mutation { removeCoupon(input: {}) { quantity } }` };

    const accepted = await b.call("POST", "/graphql", mutation, on(1, { "x-csrf-token": token }));
    expect(servedBy(accepted)).toBe(1);
    expect(accepted.status).toBe(200);
    expect(accepted.body.errors).toBeUndefined();

    const wrong = await b.call("POST", "/graphql", mutation, on(1, { "x-csrf-token": `${token.slice(0, -4)}AAAA` }));
    expect([wrong.status, wrong.body.errors?.[0]?.extensions?.code]).toEqual([403, "CSRF_TOKEN_INVALID"]);
    const missing = await b.call("POST", "/graphql", mutation, on(1), { csrf: false });
    expect([missing.status, missing.body.errors?.[0]?.extensions?.code]).toEqual([403, "CSRF_TOKEN_INVALID"]);
  });
});

describe("the cart", () => {
  it("is one cart whichever node adds, removes or reads a line", async () => {
    const b = new Browser(front);
    await b.call("GET", "/api/csrf", undefined, on(1));
    expect((await b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password }, on(0))).status).toBe(200);
    const { rows } = await sql.query<{ id: number }>(
      `SELECT p.id FROM products p WHERE p.enabled AND p.pre_order = 0 AND p.stock >= 3
          AND EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock >= 3)
        ORDER BY p.id LIMIT 2`,
    );
    const [x, y] = rows.map((r) => String(r.id));
    const ADD = `mutation($i: AddItemToCartInput!) { addItemToCart(input: $i) { __typename ... on Cart { products { productId quantity } } } }`;
    const lines = (cart: { products: { productId: string; quantity: number }[] }) => Object.fromEntries(cart.products.map((l) => [l.productId, l.quantity]));

    const a = await b.call("POST", "/graphql", { query: ADD, variables: { i: { productId: x, quantity: 2 } } }, on(0));
    expect(servedBy(a)).toBe(0);
    expect(a.body.data.addItemToCart.__typename).toBe("Cart");
    const c = await b.call("POST", "/graphql", { query: ADD, variables: { i: { productId: y } } }, on(1));
    expect(servedBy(c)).toBe(1);
    expect(lines(c.body.data.addItemToCart)).toEqual({ [x!]: 2, [y!]: 1 });

    const CART = `{ cart { products { productId quantity } } }`;
    for (const node of [0, 1]) {
      const r = await b.call("POST", "/graphql", { query: CART }, on(node));
      expect(servedBy(r)).toBe(node);
      expect(lines(r.body.data.cart)).toEqual({ [x!]: 2, [y!]: 1 });
    }
    const removed = await b.call(
      "POST",
      "/graphql",
      { query: `mutation($i: RemoveCartItemInput!) { removeCartItem(input: $i) { quantity } }`, variables: { i: { productId: x } } },
      on(1),
    );
    expect(removed.body.errors).toBeUndefined();
    const r = await b.call("POST", "/graphql", { query: CART }, on(0));
    expect(lines(r.body.data.cart)).toEqual({ [y!]: 1 });
  });
});

/**
 * A client connecting to the balancer from its own loopback address (Linux routes all of
 * 127.0.0.0/8 to lo): the proxy appends that address to X-Forwarded-For, so the nodes see it
 * as the client's. Keeps its cookies and echoes the CSRF token, like Browser.
 */
function clientFrom(localAddress: string) {
  const cookies = new Map<string, string>();
  const call = (method: string, path: string, node: number, body?: unknown) =>
    new Promise<{ status: number; body: any; node: number; retryAfter: string | undefined }>((resolve, reject) => {
      const headers: Record<string, string> = on(node);
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");
      if (cookies.has("km_csrf")) headers["x-csrf-token"] = cookies.get("km_csrf")!;
      const payload = body === undefined ? undefined : JSON.stringify(body);
      if (payload) headers["content-type"] = "application/json";
      const req = http.request(`${cluster.balancer.url}${path}`, { method, headers, localAddress, agent: false }, (res) => {
        for (const c of res.headers["set-cookie"] ?? []) {
          const [pair] = c.split(";");
          const i = pair!.indexOf("=");
          cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
        }
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text ? JSON.parse(text) : undefined,
            node: Number(res.headers[SERVED_BY]),
            retryAfter: res.headers["retry-after"],
          }),
        );
      });
      req.on("error", reject);
      req.end(payload);
    });
  return { call };
}

describe("the login throttle", () => {
  it("counts one address's failures on both nodes together; another address is not blocked", async () => {
    const attacker = clientFrom("127.0.0.2");
    await attacker.call("GET", "/api/csrf", 0);
    // Failures spread over both nodes, each against another account (the per-account limit stays out of it).
    for (let i = 0; i < LOGIN_MAX_FAILS_PER_IP; i++) {
      const r = await attacker.call("POST", "/api/login", i % 2, {
        email: `nobody.${i}.${randomUUID().slice(0, 6)}@example.com`,
        password: "wrong-password-x",
      });
      expect([r.status, r.node]).toEqual([401, i % 2]);
    }
    // Together they reach the limit: blocked on both nodes, even with the right password.
    for (const node of [0, 1]) {
      const r = await attacker.call("POST", "/api/login", node, { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password });
      expect([r.status, r.node]).toEqual([429, node]);
      expect(Number(r.retryAfter)).toBeGreaterThan(0);
    }
    // The nodes counted the client's address, not the proxy's: a client from another address signs in.
    const other = clientFrom("127.0.0.3");
    await other.call("GET", "/api/csrf", 1);
    const ok = await other.call("POST", "/api/login", 1, { email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password });
    expect([ok.status, ok.node]).toEqual([200, 1]);
  });
});

describe("the response cache", () => {
  it("an admin's edit through node 0 drops the anonymous answer node 1 had cached", async () => {
    const {
      rows: [p],
    } = await sql.query<{ id: number; slug: string; name: string }>(
      `SELECT p.id, t.slug, t.name FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
        WHERE p.enabled ORDER BY p.sales_count DESC, p.id LIMIT 1`,
    );
    const READ = `query($slug: String!) { product(slug: $slug) { id name } }`;
    for (const node of [1, 1, 0, 0]) await gql(node, READ, { slug: p!.slug });
    const cached = await gql(1, READ, { slug: p!.slug });
    expect(cached.fromCache).toBe(true);
    expect(cached.body.data.product.name).toBe(p!.name);

    const admin = { authorization: `Bearer ${await bearerFor(front, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
    const renamed = `${p!.name} (multi-node)`;
    const edit = await gql(
      0,
      `mutation($input: UpdateProductInput!) { updateProduct(input: $input) { __typename ... on AdminProduct { id } } }`,
      { input: { id: String(p!.id), translations: [{ locale: "en", name: renamed }] } },
      admin,
    );
    expect(edit.body.data.updateProduct.__typename).toBe("AdminProduct");
    // Node 1 hears of the change through Postgres (NOTIFY at the commit): within moments, never a stale answer after.
    const started = Date.now();
    const fresh = await eventually("node 1 to show the new name", async () => {
      const r = await gql(1, READ, { slug: p!.slug });
      return r.body.data.product.name === renamed ? r : undefined;
    });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(fresh.fromCache).toBe(false);
    expect((await gql(1, READ, { slug: p!.slug })).body.data.product.name).toBe(renamed);
    expect((await gql(0, READ, { slug: p!.slug })).body.data.product.name).toBe(renamed);
  });
});

describe("background jobs, both nodes working them", () => {
  it("an admin bulk edit queued through node 1 is run once: one attempt, one pg-boss run, one audit entry per product", async () => {
    const { rows } = await sql.query<{ id: number }>(`SELECT id FROM products WHERE enabled AND region <> 'ITALY' ORDER BY id LIMIT 6`);
    const ids = rows.map((r) => String(r.id));
    const admin = { authorization: `Bearer ${await bearerFor(front, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
    const started = await gql(
      1,
      `mutation($input: StartProductBulkEditInput!) { startProductBulkEdit(input: $input) { id status total } }`,
      { input: { productIds: ids, changes: { region: "ITALY" } } },
      admin,
    );
    const job = started.body.data.startProductBulkEdit;
    expect(job).toMatchObject({ status: "queued", total: 6 });
    const done = await eventually("the bulk edit to finish", async () => {
      const r = await gql(0, `query($id: ID!) { adminJob(id: $id) { status done report { changed } } }`, { id: job.id }, admin);
      return r.body.data.adminJob.status === "done" ? r.body.data.adminJob : undefined;
    });
    expect(done).toMatchObject({ done: 6, report: { changed: 6 } });
    // Give a second run, if there were one, time to start and show itself.
    await sleep(3_000);
    const [{ attempts }] = (await sql.query(`SELECT attempts FROM admin_jobs WHERE id = $1`, [job.id])).rows;
    expect(attempts).toBe(1);
    const runs = (await sql.query(`SELECT state, retry_count FROM pgboss.job WHERE name = 'admin.run-job' AND data->>'jobId' = $1`, [job.id])).rows;
    expect(runs).toEqual([{ state: "completed", retry_count: 0 }]);
    const audit = (await sql.query(`SELECT count(*)::int AS n FROM audit_log WHERE action = 'product.bulk_update' AND after->>'adminJobId' = $1`, [job.id]))
      .rows[0].n;
    expect(audit).toBe(6);
    expect((await sql.query(`SELECT count(*)::int AS n FROM products WHERE id = ANY($1::int[]) AND region = 'ITALY'`, [ids])).rows[0].n).toBe(6);
  });

  it("a restock heard by both nodes (each queues the delivery) mails every alert once; the key is a duplicate through the other node", async () => {
    const {
      rows: [p],
    } = await sql.query<{ productId: number; offerId: number; userId: string }>(
      `SELECT p.id AS "productId", o.id AS "offerId", s.user_id AS "userId"
         FROM products p JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 ORDER BY o.id LIMIT 1) o ON true
         JOIN seller_profiles s ON s.id = o.seller_id
        WHERE p.enabled AND p.stock = 0 AND p.pre_order = 0 AND NOT EXISTS (SELECT 1 FROM stock_alerts a WHERE a.product_id = p.id)
        ORDER BY p.id LIMIT 1`,
    );
    const alertOn = `mutation($i: CreateStockAlertInput!) { createStockAlert(input: $i) { __typename } }`;
    const [ann, bob] = [await bearerUser(), await bearerUser()];
    expect((await gql(0, alertOn, { i: { productId: String(p!.productId) } }, ann.headers)).body.data.createStockAlert.__typename).toBe("StockAlert");
    expect((await gql(1, alertOn, { i: { productId: String(p!.productId) } }, bob.headers)).body.data.createStockAlert.__typename).toBe("StockAlert");

    const sellerToken = randomToken();
    await sql.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [hashToken(sellerToken), p!.userId]);
    const seller = { authorization: `Bearer ${sellerToken}` };
    const UPLOAD = `mutation($i: UploadKeysInput!) { uploadKeys(input: $i) { accepted duplicateInMarketplace } }`;
    const key = `MULTI-${randomUUID().toUpperCase()}`;
    const up = await gql(0, UPLOAD, { i: { offerId: String(p!.offerId), keys: [key] } }, seller);
    expect(up.body.data.uploadKeys).toEqual({ accepted: 1, duplicateInMarketplace: 0 });

    // Both nodes LISTEN for km_stock_back and queue a delivery job each; the jobs run on either node.
    const deliveries = async () =>
      (
        await sql.query<{ state: string }>(`SELECT state FROM pgboss.job WHERE name = 'stock-alerts.deliver' AND data->'productIds' @> $1::jsonb`, [
          JSON.stringify([p!.productId]),
        ])
      ).rows;
    const finished = await eventually(
      "both delivery jobs to finish",
      async () => {
        const d = await deliveries();
        return d.length === 2 && d.every((j) => j.state === "completed") ? d : undefined;
      },
      20_000,
    );
    expect(finished).toHaveLength(2);
    const mails = async (to: string) =>
      (await sql.query(`SELECT count(*)::int AS n FROM mails WHERE "to" = $1 AND template = 'back-in-stock'`, [to])).rows[0].n as number;
    expect(await mails(ann.email)).toBe(1);
    expect(await mails(bob.email)).toBe(1);
    expect((await sql.query(`SELECT count(*)::int AS n FROM stock_alerts WHERE product_id = $1 AND notified_at IS NOT NULL`, [p!.productId])).rows[0].n).toBe(
      2,
    );

    // The same key through node 1: the nodes share the keyring, so its fingerprint matches.
    const again = await gql(1, UPLOAD, { i: { offerId: String(p!.offerId), keys: [key] } }, seller);
    expect(again.body.data.uploadKeys).toEqual({ accepted: 0, duplicateInMarketplace: 1 });
  });
});

describe("subscriptions across nodes", () => {
  it("an order followed on node 0 turns Sold when it is paid through node 1", async () => {
    const user = await bearerUser();
    const { rows } = await sql.query(
      `SELECT p.id FROM products p JOIN offers o ON o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock > 0
        WHERE p.enabled AND p.pre_order = 0 AND o.price_eur < 3000 ORDER BY p.id LIMIT 1`,
    );
    const placed = await gql(
      1,
      `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id } } } }`,
      {
        input: {
          provider: "Sandbox",
          acceptTerms: true,
          waiveWithdrawal: true,
          buyNow: { productId: String(rows[0].id) },
          billing: {
            name: "Multi",
            surname: "Node",
            email: user.email,
            address: "Via Roma 1",
            city: "Milano",
            code: "20100",
            country: "Italy",
            country_code: "IT",
          },
        },
      },
      user.headers,
    );
    const order = placed.body.data.placeOrder;
    expect(order.__typename).toBe("PlaceOrderSuccess");

    // The WebSocket goes through the balancer to node 0 and stays there.
    const upgradesBefore = cluster.balancer.served[0]!;
    const client = createClient({
      url: `${cluster.balancer.url.replace(/^http/, "ws")}/graphql`,
      webSocketImpl: class extends WebSocket {
        constructor(url: string, protocols?: string | string[]) {
          super(url, protocols, { headers: on(0) });
        }
      },
      connectionParams: { authorization: user.headers.authorization },
      retryAttempts: 0,
    });
    const statuses: string[] = [];
    const errors: unknown[] = [];
    const stop = client.subscribe<{ orderUpdated: { status: string } }>(
      { query: `subscription($id: ID!) { orderUpdated(id: $id) { id status } }`, variables: { id: order.order.id } },
      { next: (r) => (r.errors ? errors.push(r.errors) : statuses.push(r.data!.orderUpdated.status)), error: (e) => errors.push(e), complete: () => undefined },
    );
    try {
      await eventually("the current state", async () => statuses[0]);
      expect(statuses[0]).toBe("PaymentProcessing");
      expect(cluster.balancer.served[0]).toBe(upgradesBefore + 1);

      const paid = await fetch(`${cluster.balancer.url}/api/sandbox/payments/${order.redirectUrl.split("/").pop()}/pay`, {
        method: "POST",
        headers: on(1, { "content-type": "application/json" }),
        body: JSON.stringify({ cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" }),
      });
      expect(servedBy(paid)).toBe(1);
      expect(((await paid.json()) as { status: string }).status).toBe("captured");
      await eventually("the Sold update on node 0", async () => statuses.includes("Sold"));
      expect(errors).toEqual([]);
    } finally {
      stop();
      await client.dispose();
    }
  });
});
