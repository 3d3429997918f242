/**
 * The seller API: API tokens (shown once, stored hashed, scoped to the seller's console, never
 * account operations, revoked or expired → 401 at once) and webhooks (signed key.sold and
 * key.refunded deliveries from a real purchase and refund, retries with backoff, the delivery
 * log, replays, SSRF refusals). The endpoints are a local HTTP server of this test.
 */
import "reflect-metadata";
import { createHash, createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { systemContext } from "../../server/graphql/context";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { CurrencyCode, KeyState, Role } from "../../server/common/enums";
import type { OrderItem } from "../../server/modules/orders/order.entities";
import { checkPermission, roleHas, TOKEN_SCOPE_GRANTS, type Permission } from "../../server/core/auth/index";
import { bearerFor } from "./accounts-helpers";
import { customers, payApproved, placeOrder, productWithStock, waitFor } from "./commerce-helpers";
import { withoutRequestIds } from "../helpers/request-ids";

interface Received {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: string;
  at: number;
}

let app: TestApp;
let receiver: http.Server;
let base: string;
const received: Received[] = [];
/** Answers per path: a list of statuses used in turn (the last one repeats). */
const answers = new Map<string, number[]>();

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks).toString("utf8"), at: Date.now() });
      const list = answers.get(path) ?? [200];
      const status = list.length > 1 ? list.shift()! : list[0]!;
      res.writeHead(status, { "content-type": "text/plain" }).end(status === 200 ? "thanks" : "x".repeat(5000));
    });
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  // Jobs on (the delivery workers); quick retries; loopback allowed (the default outside production).
  // (More endpoints per seller than the default 5: several tests register some for the same seller.)
  app = await startTestApp({
    JOBS: "true",
    WEBHOOK_RETRY_LIMIT: "3",
    WEBHOOK_RETRY_DELAY_SECONDS: "1",
    WEBHOOK_TIMEOUT_MS: "3000",
    WEBHOOK_ENDPOINTS_MAX_PER_SELLER: "12",
  });
}, 60_000);
afterAll(async () => {
  await app?.close();
  await new Promise((r) => receiver?.close(r));
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** A Bearer session (as a signed-in browser has) of the user owning a seller shop. */
async function sessionOfSeller(sellerId: number): Promise<string> {
  const [{ user_id }] = await app.server.dataSource.query(`SELECT user_id FROM seller_profiles WHERE id = $1`, [sellerId]);
  return (await app.server.services.sessions.create(systemContext(app.server.dataSource, app.server.services), user_id)).token;
}

const CREATE_TOKEN = `mutation($i: CreateApiTokenInput!) { createApiToken(input: $i) {
  __typename
  ... on CreateApiTokenSuccess { token apiToken { id name prefix scope expiresAt lastUsedAt expired } }
  ... on LimitReachedError { errorCode limit }
} }`;

async function createToken(session: string, name = "ERP", expiresInDays: number | null = null) {
  const r = await app.gql(CREATE_TOKEN, { i: { name, expiresInDays } }, auth(session));
  expect(r.body.errors).toBeUndefined();
  return r.body.data.createApiToken;
}

/** Two sellers with offers: A (the one whose product has stock) and B. */
async function twoSellers() {
  const stock = await productWithStock(app, { min: 3 });
  const [b] = await app.server.dataSource.query(
    `SELECT o.seller_id AS "sellerId", o.id AS "offerId" FROM offers o WHERE o.seller_id <> $1 ORDER BY o.id LIMIT 1`,
    [stock.sellerId],
  );
  return { a: stock, b };
}

describe("API tokens", () => {
  it("carry the seller console's permissions only: all held by the seller role, none of the account, buying or tokens", () => {
    for (const [resource, actions] of Object.entries(TOKEN_SCOPE_GRANTS.seller)) {
      for (const a of actions ?? [])
        expect({ p: `${resource}:${a}`, seller: roleHas(Role.seller, `${resource}:${a}` as Permission) }).toEqual({ p: `${resource}:${a}`, seller: true });
    }
    for (const resource of ["account", "newsletter", "favourites", "alerts", "cart", "coupons", "orders", "tokens", "users"]) {
      expect(Object.keys(TOKEN_SCOPE_GRANTS.seller)).not.toContain(resource);
    }
    expect(checkPermission(Role.seller, true, [], "seller")).toBe("forbidden"); // "any signed-in user" is not a token
    expect(checkPermission(Role.seller, true, ["offers:edit"], "seller")).toBe("ok");
    expect(checkPermission(Role.seller, true, ["account:edit"], "seller")).toBe("forbidden");
    expect(checkPermission(Role.seller, true, ["account:edit"])).toBe("ok");
  });

  it("are shown once, stored as a SHA-256, and act as the seller for the console's queries and mutations (no CSRF)", async () => {
    const { a, b } = await twoSellers();
    const session = await sessionOfSeller(a.sellerId);
    const created = await createToken(session, "ERP sync", 30);
    expect(created.__typename).toBe("CreateApiTokenSuccess");
    expect(created.token).toMatch(/^kmk_[A-Za-z0-9_-]{43}$/);
    expect(created.apiToken).toMatchObject({ name: "ERP sync", prefix: created.token.slice(0, 12), scope: "seller", lastUsedAt: null, expired: false });
    expect(new Date(created.apiToken.expiresAt).getTime()).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    // Stored hashed: the row keeps the SHA-256 and the prefix, nowhere the token.
    const [row] = await app.server.dataSource.query(`SELECT * FROM api_tokens WHERE id = $1`, [created.apiToken.id]);
    expect(Buffer.from(row.token_hash).equals(createHash("sha256").update(created.token).digest())).toBe(true);
    expect(JSON.stringify(row)).not.toContain(created.token.slice(12));
    // Not readable again: the list has no value, only the prefix.
    const list = await app.gql(`{ apiTokens { id name prefix } }`, {}, auth(session));
    expect(list.body.data.apiTokens).toContainEqual({ id: created.apiToken.id, name: "ERP sync", prefix: created.apiToken.prefix });
    expect(JSON.stringify(list.body)).not.toContain(created.token);

    // The seller's offers, only theirs; another seller's offer answers like an unknown one.
    const offers = await app.gql(`{ sellerOffers(take: 100) { totalItems items { id sellerId } } }`, {}, auth(created.token));
    expect(offers.status).toBe(200);
    expect(offers.body.data.sellerOffers.totalItems).toBeGreaterThan(0);
    expect(new Set(offers.body.data.sellerOffers.items.map((o: any) => o.sellerId))).toEqual(new Set([String(a.sellerId)]));
    const ONE = `query($id: ID!) { sellerOffer(id: $id) { id } }`;
    const theirs = await app.gql(ONE, { id: String(b.offerId) }, auth(created.token));
    const nobody = await app.gql(ONE, { id: "999999" }, auth(created.token));
    expect(theirs.body.errors[0].extensions.code).toBe("NOT_FOUND");
    expect(withoutRequestIds(theirs.body)).toEqual(withoutRequestIds(nobody.body));
    // A console mutation, without any CSRF token.
    const set = await app.gql(
      `mutation($id: ID!) { setOfferEnabled(input: { offerId: $id, enabled: true }) { id enabled } }`,
      { id: String(a.offerId) },
      auth(created.token),
    );
    expect(set.body.data.setOfferEnabled).toEqual({ id: String(a.offerId), enabled: true });
    // The use is recorded.
    const [used] = await app.server.dataSource.query(`SELECT last_used_at FROM api_tokens WHERE id = $1`, [created.apiToken.id]);
    expect(used.last_used_at).not.toBeNull();
  });

  it("are refused at once (401) when revoked or expired, also for public queries", async () => {
    const { a } = await twoSellers();
    const session = await sessionOfSeller(a.sellerId);
    const revoked = await createToken(session, "to revoke");
    const expired = await createToken(session, "to expire", 1);
    expect((await app.gql(`{ currencies { code } }`, {}, auth(revoked.token))).status).toBe(200);

    const r = await app.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: revoked.apiToken.id }, auth(session));
    expect(r.body.data.revokeApiToken.id).toBe(revoked.apiToken.id);
    await app.server.dataSource.query(`UPDATE api_tokens SET expires_at = now() - interval '1 second' WHERE id = $1`, [expired.apiToken.id]);

    for (const token of [revoked.token, expired.token, `kmk_${"A".repeat(43)}`]) {
      const g = await app.gql(`{ currencies { code } }`, {}, auth(token));
      expect(g.status).toBe(401);
      expect(g.body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
      const rest = await app.http("GET", "/api/currencies", undefined, auth(token));
      expect(rest.status).toBe(401);
      expect(rest.headers.get("www-authenticate")).toMatch(/invalid_token/);
    }
    // The list shows the expired one as such, not the revoked one.
    const list = await app.gql(`{ apiTokens { id expired } }`, {}, auth(session));
    expect(list.body.data.apiTokens).toContainEqual({ id: expired.apiToken.id, expired: true });
    expect(list.body.data.apiTokens.map((t: any) => t.id)).not.toContain(revoked.apiToken.id);
    // Revoking twice, or another seller's token, is NOT_FOUND.
    const again = await app.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: revoked.apiToken.id }, auth(session));
    expect(again.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("never do account operations, nor manage tokens", async () => {
    const { a } = await twoSellers();
    const { token } = await createToken(await sessionOfSeller(a.sellerId), "limited");
    const refused = [
      `mutation { changePassword(input: { currentPassword: "whatever-it-is", newPassword: "whatever-123456" }) { __typename } }`,
      `mutation { updateAccount(input: { name: "Hacker" }) { id } }`,
      `mutation { deleteAccount(input: { password: "whatever-it-is" }) { __typename } }`,
      `mutation { signUp(input: { email: "token.signup@example.com", name: "a", surname: "b", password: "Correct-Horse-42" }) { __typename } }`,
      `mutation { logIn(input: { email: "seller@keymarket.test", password: "wrong-password" }) { __typename } }`,
      `mutation { logOut }`,
      `mutation { requestPasswordReset(input: { email: "seller@keymarket.test" }) }`,
      `mutation { createApiToken(input: { name: "more" }) { __typename } }`,
      `mutation { addItemToCart(input: { productId: "1" }) { __typename } }`,
      `{ account { id } }`,
      `{ apiTokens { id } }`,
      `{ orders { totalItems } }`,
    ];
    for (const q of refused) {
      const r = await app.gql(q, {}, auth(token));
      expect({ q, status: r.status, code: r.body.errors?.[0]?.extensions?.code }).toEqual({ q, status: 403, code: "FORBIDDEN" });
    }
    for (const [method, path, body] of [
      ["POST", "/api/user/account/update", { locale: "it" }],
      ["POST", "/api/logout", {}],
      ["POST", "/api/login", { email: "seller@keymarket.test", password: "wrong-password" }],
      ["POST", "/api/user/profile/get", {}],
    ] as const) {
      expect({ path, status: (await app.http(method, path, body, auth(token))).status }).toEqual({ path, status: 403 });
    }
    // The account is untouched and the public catalogue stays readable.
    const [u] = await app.server.dataSource.query(`SELECT u.name FROM users u JOIN seller_profiles s ON s.user_id = u.id WHERE s.id = $1`, [a.sellerId]);
    expect(u.name).not.toBe("Hacker");
    expect((await app.gql(`{ products(take: 1) { totalItems } }`, {}, auth(token))).status).toBe(200);
  });

  it("are limited to 10 active ones per seller; revoked ones do not count; customers and admins have none", async () => {
    const [{ id: sellerId }] = await app.server.dataSource.query(
      `SELECT s.id FROM seller_profiles s WHERE NOT EXISTS (SELECT 1 FROM api_tokens t WHERE t.seller_id = s.id) ORDER BY s.id DESC LIMIT 1`,
    );
    const session = await sessionOfSeller(sellerId);
    const made = await Promise.all(Array.from({ length: 12 }, (_, i) => createToken(session, `t${i}`)));
    expect(made.filter((m) => m.__typename === "CreateApiTokenSuccess")).toHaveLength(10);
    expect(made.filter((m) => m.__typename === "LimitReachedError")).toEqual([
      { __typename: "LimitReachedError", errorCode: "LIMIT_REACHED", limit: 10 },
      { __typename: "LimitReachedError", errorCode: "LIMIT_REACHED", limit: 10 },
    ]);
    const one = made.find((m) => m.__typename === "CreateApiTokenSuccess");
    await app.gql(`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id: one.apiToken.id }, auth(session));
    expect((await createToken(session, "after revoke")).__typename).toBe("CreateApiTokenSuccess");

    const customer = (await customers(app, 1))[0]!;
    expect((await customer.gql(`mutation { createApiToken(input: { name: "x" }) { __typename } }`)).body.errors[0].extensions.code).toBe("FORBIDDEN");
    const admin = await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect((await app.gql(`{ apiTokens { id } }`, {}, auth(admin))).body.errors[0].extensions.code).toBe("FORBIDDEN");
  });

  it("refuses bad input with a validation error", async () => {
    const { a } = await twoSellers();
    const session = await sessionOfSeller(a.sellerId);
    for (const i of [{ name: "  " }, { name: "x".repeat(101) }, { name: "ok", expiresInDays: 0 }, { name: "ok", expiresInDays: 5000 }]) {
      const r = await app.gql(CREATE_TOKEN, { i }, auth(session));
      expect(r.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    }
  });
});

const CREATE_ENDPOINT = `mutation($i: CreateWebhookEndpointInput!) { createWebhookEndpoint(input: $i) {
  __typename
  ... on CreateWebhookEndpointSuccess { secret endpoint { id url events enabled } }
  ... on LimitReachedError { errorCode limit }
} }`;

const DELIVERY = `query($id: ID!) { webhookDelivery(id: $id) {
  id eventId eventType status attempts lastStatusCode lastError body replayOf
  attemptLog { attempt statusCode error durationMs response createdAt }
} }`;

/** Checks a `KeyMarket-Signature` header as an integrator would (see the README). */
function verify(header: string | undefined, body: string, secret: string): boolean {
  const parts = Object.fromEntries((header ?? "").split(",").map((p) => p.split("=") as [string, string]));
  const expected = createHmac("sha256", secret).update(`${parts.t}.${body}`).digest("hex");
  return parts.v1 === expected && Math.abs(Date.now() / 1000 - Number(parts.t)) < 300;
}

describe("webhooks", () => {
  it("refuse URLs that are not https-or-allowed-http, carry credentials or point to private addresses", async () => {
    const { a } = await twoSellers();
    const { token } = await createToken(await sessionOfSeller(a.sellerId), "hooks");
    for (const url of [
      "ftp://example.com/hook",
      "not a url",
      "http://10.0.0.5/hook",
      "http://169.254.169.254/latest/meta-data",
      "https://user:pw@example.com/",
      "http://[fd00::1]/x",
    ]) {
      const r = await app.gql(CREATE_ENDPOINT, { i: { url, events: ["KEY_SOLD"] } }, auth(token));
      expect({ url, code: r.body.errors?.[0]?.extensions?.code }).toEqual({ url, code: "BAD_USER_INPUT" });
    }
    const none = await app.gql(CREATE_ENDPOINT, { i: { url: `${base}/x`, events: [] } }, auth(token));
    expect(none.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("answer bad input with client errors, never a 5xx", async () => {
    const { a } = await twoSellers();
    const session = await sessionOfSeller(a.sellerId);
    const IDS = ["", "x", "a".repeat(300), "00000000-0000-0000-0000-000000000000", "1; DROP TABLE users", "\u0000"];
    const URLS = [
      "",
      "\u0000",
      "http://[::1",
      `https://${"a".repeat(3000)}.example`,
      "javascript:alert(1)",
      "http://0.0.0.0/",
      "https://[::ffff:10.0.0.1]/x",
      "//example.com",
    ];
    const calls: [string, Record<string, unknown>][] = [
      ...IDS.flatMap((id): [string, Record<string, unknown>][] => [
        [`mutation($id: ID!) { revokeApiToken(id: $id) { id } }`, { id }],
        [`mutation($id: ID!) { revealWebhookSecret(id: $id) }`, { id }],
        [`mutation($id: ID!) { replayWebhookDelivery(id: $id) { id } }`, { id }],
        [`mutation($id: ID!) { sendTestWebhook(id: $id) { id } }`, { id }],
        [`query($id: ID!) { webhookDelivery(id: $id) { id } }`, { id }],
        [`query($id: ID) { webhookDeliveries(endpointId: $id) { totalItems } }`, { id }],
        [`mutation($id: ID!) { updateWebhookEndpoint(input: { id: $id, enabled: false }) { id } }`, { id }],
      ]),
      ...URLS.map((url): [string, Record<string, unknown>] => [CREATE_ENDPOINT, { i: { url, events: ["KEY_SOLD"] } }]),
      [CREATE_ENDPOINT, { i: { url: "https://example.com/x", events: ["NOPE"] } }],
      [CREATE_ENDPOINT, { i: { url: "https://example.com/x", events: ["KEY_SOLD"], description: "d".repeat(500) } }],
      [CREATE_TOKEN, { i: { name: "\u0000" } }],
      [CREATE_TOKEN, { i: { name: "ok", expiresInDays: 1.5 } }],
      [`query { webhookDeliveries(take: 1000) { totalItems } }`, {}],
      [`query { webhookDeliveries(skip: -1) { totalItems } }`, {}],
    ];
    for (const [q, v] of calls) {
      const r = await app.gql(q, v, auth(session));
      expect({ q, v, status: r.status < 500 }).toEqual({ q, v, status: true });
      for (const e of r.body.errors ?? []) expect(["BAD_USER_INPUT", "NOT_FOUND", "GRAPHQL_VALIDATION_FAILED", "BAD_REQUEST"]).toContain(e.extensions.code);
    }
  });

  it("are limited per seller, also when registered concurrently", async () => {
    const [{ id: sellerId }] = await app.server.dataSource.query(
      `SELECT s.id FROM seller_profiles s WHERE NOT EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.seller_id = s.id) ORDER BY s.id DESC LIMIT 1`,
    );
    const session = await sessionOfSeller(sellerId);
    const made = await Promise.all(
      Array.from({ length: 14 }, (_, i) => app.gql(CREATE_ENDPOINT, { i: { url: `https://hooks.example.com/${i}`, events: ["KEY_SOLD"] } }, auth(session))),
    );
    const kinds = made.map((r) => r.body.data.createWebhookEndpoint.__typename);
    expect(kinds.filter((k) => k === "CreateWebhookEndpointSuccess")).toHaveLength(12);
    expect(made.map((r) => r.body.data.createWebhookEndpoint).filter((r) => r.__typename === "LimitReachedError")).toEqual([
      { __typename: "LimitReachedError", errorCode: "LIMIT_REACHED", limit: 12 },
      { __typename: "LimitReachedError", errorCode: "LIMIT_REACHED", limit: 12 },
    ]);
  });

  it("deliver key.sold and key.refunded of a real sale, signed; retry a failing endpoint with backoff; log, refuse a private address at delivery, and replay", async () => {
    const { a, b } = await twoSellers();
    const session = await sessionOfSeller(a.sellerId);
    const { token } = await createToken(session, "webhooks");
    answers.set("/flaky", [500, 503, 200]);
    const mk = async (path: string, events: string[]) => {
      const r = await app.gql(CREATE_ENDPOINT, { i: { url: `${base}${path}`, events, description: path } }, auth(token));
      expect(r.body.data.createWebhookEndpoint.__typename).toBe("CreateWebhookEndpointSuccess");
      return r.body.data.createWebhookEndpoint as { secret: string; endpoint: { id: string } };
    };
    const ok = await mk("/ok", ["KEY_SOLD", "KEY_REFUNDED"]);
    const flaky = await mk("/flaky", ["KEY_SOLD"]);
    const internal = await mk("/internal", ["KEY_SOLD"]);
    expect(ok.secret).toMatch(/^whsec_/);
    // The secret can be revealed again; another seller cannot see it.
    expect((await app.gql(`mutation($id: ID!) { revealWebhookSecret(id: $id) }`, { id: ok.endpoint.id }, auth(token))).body.data.revealWebhookSecret).toBe(
      ok.secret,
    );
    const otherSession = await sessionOfSeller(b.sellerId);
    const foreign = await app.gql(`mutation($id: ID!) { revealWebhookSecret(id: $id) }`, { id: ok.endpoint.id }, auth(otherSession));
    expect(foreign.body.errors[0].extensions.code).toBe("NOT_FOUND");
    // An address that turned private after registration (e.g. DNS) is refused when delivering, before connecting.
    await app.server.dataSource.query(`UPDATE webhook_endpoints SET url = 'http://169.254.169.254/latest' WHERE id = $1`, [internal.endpoint.id]);

    // A customer buys one key of seller A's offer.
    const [buyer] = await customers(app, 1);
    const placed = await placeOrder(buyer!, { buyNow: { productId: String(a.productId), offerId: String(a.offerId), quantity: 1 } });
    expect(placed.body.data.placeOrder.__typename).toBe("PlaceOrderSuccess");
    const order = placed.body.data.placeOrder.order;
    await payApproved(app, placed.body.data.placeOrder.redirectUrl);

    const sold = await waitFor(async () => received.find((r) => r.path === "/ok"), "key.sold at /ok", 20_000);
    expect(verify(sold.headers["keymarket-signature"] as string, sold.body, ok.secret)).toBe(true);
    expect(verify(sold.headers["keymarket-signature"] as string, sold.body, flaky.secret)).toBe(false);
    const event = JSON.parse(sold.body);
    expect(event).toMatchObject({
      type: "key.sold",
      data: {
        orderReference: order.number,
        orderItemId: order.items[0].id,
        offerId: String(a.offerId),
        productId: String(a.productId),
        quantity: 1,
        currency: "EUR",
      },
    });
    expect(event.data.amount).toBe(order.total.amount);
    expect(sold.headers["keymarket-event"]).toBe("key.sold");
    expect(sold.headers["keymarket-event-id"]).toBe(event.id);
    // No key value, no buyer data.
    const [key] = await app.server.dataSource.query(`SELECT value_ciphertext, value_key_id FROM product_keys WHERE order_item_id = $1`, [order.items[0].id]);
    const value = app.server.services.vault.decrypt(key.value_ciphertext, key.value_key_id);
    expect(sold.body).not.toContain(value);
    expect(sold.body).not.toContain(buyer!.email);
    expect(sold.body).not.toContain("Lovelace");

    // The flaky endpoint: 500, 503, then 200 — retried with growing delays, each attempt logged.
    const flakyHits = await waitFor(
      async () => {
        const hits = received.filter((r) => r.path === "/flaky");
        return hits.length >= 3 ? hits : null;
      },
      "three attempts at /flaky",
      30_000,
    );
    expect(flakyHits.map((h) => JSON.parse(h.body).id)).toEqual([event.id, event.id, event.id]);
    expect(flakyHits.map((h) => h.headers["keymarket-attempt"])).toEqual(["1", "2", "3"]);
    expect(flakyHits[1]!.at - flakyHits[0]!.at).toBeGreaterThanOrEqual(900);
    expect(flakyHits[2]!.at - flakyHits[1]!.at).toBeGreaterThanOrEqual(1900);
    const log = await waitFor(async () => {
      const r = await app.gql(
        `query($e: ID) { webhookDeliveries(endpointId: $e) { totalItems items { id status attempts lastStatusCode lastDurationMs } } }`,
        { e: flaky.endpoint.id },
        auth(token),
      );
      const d = r.body.data.webhookDeliveries.items[0];
      return d?.status === "succeeded" ? d : null;
    }, "the flaky delivery to succeed");
    expect(log).toMatchObject({ attempts: 3, lastStatusCode: 200 });
    const detail = (await app.gql(DELIVERY, { id: log.id }, auth(token))).body.data.webhookDelivery;
    expect(detail.attemptLog.map((x: any) => x.statusCode)).toEqual([500, 503, 200]);
    expect(detail.attemptLog[0].response).toHaveLength(2000); // truncated
    // Another seller cannot read it.
    expect((await app.gql(DELIVERY, { id: log.id }, auth(otherSession))).body.errors[0].extensions.code).toBe("NOT_FOUND");

    // The private address: refused at every attempt (never connected), retried, then failed.
    const refused = await waitFor(
      async () => {
        const r = await app.gql(
          `query($e: ID) { webhookDeliveries(endpointId: $e) { items { id status attempts lastError } } }`,
          { e: internal.endpoint.id },
          auth(token),
        );
        const d = r.body.data.webhookDeliveries.items[0];
        return d?.status === "failed" ? d : null;
      },
      "the private address to fail",
      40_000,
    );
    expect(refused.attempts).toBe(4);
    expect(refused.lastError).toMatch(/refused/);
    expect(received.some((r) => r.path === "/latest")).toBe(false);

    // Replay: the same event again, as a new delivery.
    const firstOk = (await app.gql(`query($e: ID) { webhookDeliveries(endpointId: $e) { items { id } } }`, { e: ok.endpoint.id }, auth(token))).body.data
      .webhookDeliveries.items[0];
    const replay = await app.gql(`mutation($id: ID!) { replayWebhookDelivery(id: $id) { id replayOf eventId status } }`, { id: firstOk.id }, auth(token));
    expect(replay.body.data.replayWebhookDelivery).toMatchObject({ replayOf: firstOk.id, eventId: event.id });
    const again = await waitFor(
      async () => received.filter((r) => r.path === "/ok" && r.headers["keymarket-delivery"] === replay.body.data.replayWebhookDelivery.id)[0],
      "the replay",
    );
    expect(again.body).toBe(sold.body);
    expect(verify(again.headers["keymarket-signature"] as string, again.body, ok.secret)).toBe(true);
    const foreignReplay = await app.gql(`mutation($id: ID!) { replayWebhookDelivery(id: $id) { id } }`, { id: firstOk.id }, auth(otherSession));
    expect(foreignReplay.body.errors[0].extensions.code).toBe("NOT_FOUND");

    // An admin refunds the order: key.refunded reaches /ok only.
    const admin = await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    const refund = await app.gql(`mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "test" }) { id status } }`, { id: order.id }, auth(admin));
    expect(refund.body.errors).toBeUndefined();
    const refundedHit = await waitFor(async () => received.find((r) => r.path === "/ok" && JSON.parse(r.body).type === "key.refunded"), "key.refunded");
    expect(JSON.parse(refundedHit.body).data).toMatchObject({ orderItemId: order.items[0].id, quantity: 1, amount: order.total.amount });
    expect(received.filter((r) => r.path === "/flaky").map((r) => JSON.parse(r.body).type)).not.toContain("key.refunded");
  }, 90_000);

  it("tell a pre-order's seller that a line waits for keys; keys uploaded with the token deliver it (key.sold)", async () => {
    const ds = app.server.dataSource;
    const [pre] = await ds.query(
      `SELECT p.id AS "productId", o.id AS "offerId", o.seller_id AS "sellerId" FROM products p JOIN offers o ON o.product_id = p.id AND o.enabled AND o.state = 0
        WHERE p.pre_order = 1 AND p.enabled ORDER BY o.price_eur, o.stock DESC, o.id LIMIT 1`,
    );
    // No key left: the seller's keys are all gone.
    await ds.query(`UPDATE product_keys SET state = ${KeyState.NotDelivered} WHERE product_id = $1 AND state = ${KeyState.Available}`, [pre.productId]);
    const { token } = await createToken(await sessionOfSeller(pre.sellerId), "pre-orders");
    const ep = await app.gql(CREATE_ENDPOINT, { i: { url: `${base}/preorders`, events: ["PREORDER_WAITING", "KEY_SOLD"] } }, auth(token));
    const secret = ep.body.data.createWebhookEndpoint.secret;

    const [buyer] = await customers(app, 1);
    const placed = (await placeOrder(buyer!, { buyNow: { productId: String(pre.productId), offerId: String(pre.offerId), quantity: 2 } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");
    await payApproved(app, placed.redirectUrl);
    const waiting = await waitFor(async () => received.find((r) => r.path === "/preorders"), "preorder.waiting", 20_000);
    expect(verify(waiting.headers["keymarket-signature"] as string, waiting.body, secret)).toBe(true);
    expect(JSON.parse(waiting.body)).toMatchObject({
      type: "preorder.waiting",
      data: { orderReference: placed.order.number, orderItemId: placed.order.items[0].id, offerId: String(pre.offerId), quantity: 2 },
    });

    // The integrator uploads keys with its token: the waiting line is delivered and key.sold follows.
    const uploaded = await app.gql(
      `mutation($i: UploadKeysInput!) { uploadKeys(input: $i) { accepted } }`,
      { i: { offerId: String(pre.offerId), keys: [`WH-PRE-${Date.now()}-1`, `WH-PRE-${Date.now()}-2`] } },
      auth(token),
    );
    expect(uploaded.body.data.uploadKeys.accepted).toBe(2);
    const sold = await waitFor(
      async () => received.find((r) => r.path === "/preorders" && JSON.parse(r.body).type === "key.sold"),
      "key.sold after the upload",
      30_000,
    );
    expect(JSON.parse(sold.body).data).toMatchObject({ orderItemId: placed.order.items[0].id, quantity: 2 });
  }, 60_000);

  it("send a test event on request; the test event cannot be subscribed to", async () => {
    const { a, b } = await twoSellers();
    const { token } = await createToken(await sessionOfSeller(a.sellerId), "ping");
    const refused = await app.gql(CREATE_ENDPOINT, { i: { url: `${base}/ping`, events: ["TEST"] } }, auth(token));
    expect(refused.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const ep = (await app.gql(CREATE_ENDPOINT, { i: { url: `${base}/ping`, events: ["KEY_REFUNDED"] } }, auth(token))).body.data.createWebhookEndpoint;
    const SEND = `mutation($id: ID!) { sendTestWebhook(id: $id) { id eventType status } }`;
    const sent = await app.gql(SEND, { id: ep.endpoint.id }, auth(token));
    expect(sent.body.data.sendTestWebhook).toMatchObject({ eventType: "TEST", status: "pending" });
    const hit = await waitFor(async () => received.find((r) => r.path === "/ping"), "the test event");
    expect(verify(hit.headers["keymarket-signature"] as string, hit.body, ep.secret)).toBe(true);
    expect(JSON.parse(hit.body)).toMatchObject({ type: "webhook.test", data: { endpointId: ep.endpoint.id } });
    // Another seller's endpoint answers like an unknown one.
    const other = await app.gql(SEND, { id: ep.endpoint.id }, auth(await sessionOfSeller(b.sellerId)));
    expect(other.body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("queue again a delivery whose job was lost, and purge finished deliveries after 90 days", async () => {
    const { a } = await twoSellers();
    const { token } = await createToken(await sessionOfSeller(a.sellerId), "sweeps");
    const ep = (await app.gql(CREATE_ENDPOINT, { i: { url: `${base}/lost`, events: ["KEY_SOLD"] } }, auth(token))).body.data.createWebhookEndpoint;
    const ds = app.server.dataSource;
    const ctx = systemContext(ds, app.server.services);
    // A delivery written while the job queue was down: no job, still pending after 10 minutes.
    const [lost] = await ds.query(
      `INSERT INTO webhook_deliveries (endpoint_id, seller_id, event_id, event_type, body, created_at)
       VALUES ($1, $2, gen_random_uuid(), 'key.sold', '{"type":"key.sold"}', now() - interval '10 minutes') RETURNING id`,
      [ep.endpoint.id, a.sellerId],
    );
    expect(await app.server.services.webhooks.requeueStale(ctx)).toBeGreaterThanOrEqual(1);
    await waitFor(async () => received.find((r) => r.path === "/lost" && r.headers["keymarket-delivery"] === lost.id), "the lost delivery");
    await waitFor(async () => (await ds.query(`SELECT status FROM webhook_deliveries WHERE id = $1`, [lost.id]))[0].status === "succeeded", "succeeded");

    await ds.query(`UPDATE webhook_deliveries SET created_at = now() - interval '91 days' WHERE id = $1`, [lost.id]);
    expect(await app.server.services.webhooks.purgeLog(ctx)).toBeGreaterThanOrEqual(1);
    expect(await ds.query(`SELECT 1 FROM webhook_deliveries WHERE id = $1`, [lost.id])).toEqual([]);
    expect(await ds.query(`SELECT 1 FROM webhook_attempts WHERE delivery_id = $1`, [lost.id])).toEqual([]);
  });

  it("send nothing for a change that rolls back", async () => {
    const { a } = await twoSellers();
    const { token } = await createToken(await sessionOfSeller(a.sellerId), "rollback");
    const ep = (await app.gql(CREATE_ENDPOINT, { i: { url: `${base}/rollback`, events: ["KEY_SOLD"] } }, auth(token))).body.data.createWebhookEndpoint;
    const ds = app.server.dataSource;
    const ctx = systemContext(ds, app.server.services);
    // An order line of seller A (the emitter reads only these fields).
    const line = { id: randomUUID(), sellerId: a.sellerId, offerId: a.offerId, productId: a.productId, unitPrice: 1999, total: 1999, quantity: 1 } as OrderItem;
    await expect(
      ds.transaction(async (manager) => {
        const tx = { ...ctx, manager };
        await app.server.services.webhooks.keysDelivered(tx, { number: 42, currency: CurrencyCode.EUR }, line, [randomUUID()]);
        // Queued inside the transaction…
        const [{ n }] = await manager.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [ep.endpoint.id]);
        expect(n).toBe(1);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    // … and gone with it: no row, no job, nothing sent.
    await new Promise((r) => setTimeout(r, 3000));
    expect(received.filter((r) => r.path === "/rollback")).toEqual([]);
    const [{ n }] = await ds.query(`SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1`, [ep.endpoint.id]);
    expect(n).toBe(0);
  });
});
