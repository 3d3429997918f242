/**
 * GraphQL subscriptions over graphql-ws at /graphql, with two servers on one database (two
 * nodes of the shop: each its own LISTEN connections and subscribers):
 *  - an order followed on node B while it is paid through node A: placed, then Sold with its
 *    keys delivered, without asking again;
 *  - a product's best price and stock, anonymous, as a seller reprices and a key is sold;
 *  - a seller's offers with their competition, for the seller console;
 *  - refusals: another's order (NOT_FOUND, like an unknown one), a guest following an order,
 *    an unknown or revoked token (401 at the upgrade, close 4401 after connection_init), a
 *    cross-site Origin (403), a query or mutation over the socket, over-deep documents, bad
 *    variables; a session that ends while subscribed ends the subscription;
 *  - bounds: subscriptions per connection, and every finished subscription leaves the hub;
 *  - a read that fails because the database is unreachable is tried again (the subscription stays),
 *    any other failure ends it.
 */
import WebSocket from "ws";
import { createClient, type Client } from "graphql-ws";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { customers, paySandbox, placeOrder, productWithStock, sellerHeaders, waitFor, CARDS } from "./commerce-helpers";
import { WEBSOCKET_LIMITS } from "../../server/graphql/live/websocket";
import { ORDER_CHANNEL } from "../../server/graphql/live/hub";
import { LIVE_RETRY_MS, liveView } from "../../server/graphql/live/live-view";
import { systemContext } from "../../server/graphql/context";

jest.setTimeout(60_000);

let a: TestApp;
let b: TestApp;
const clients: Client[] = [];

// Every customer here orders from 127.0.0.1: the fraud rule on users per address stays out of the way.
const ENV = { FRAUD_IP_USERS_PER_HOUR: "1000" };

beforeAll(async () => {
  a = await startTestApp(ENV);
  b = await startTestApp(ENV, { sharing: a });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.dispose()));
  await b?.close();
  await a?.close();
});

const wsUrl = (app: TestApp) => `${app.url.replace(/^http/, "ws")}/graphql`;

/** A graphql-ws client; `headers` go on the upgrade request (cookies, Authorization, Origin). */
function live(app: TestApp, opts: { headers?: Record<string, string>; connectionParams?: Record<string, unknown> } = {}) {
  const closes: { code: number; reason: string }[] = [];
  const client = createClient({
    url: wsUrl(app),
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: opts.headers });
      }
    },
    connectionParams: opts.connectionParams,
    retryAttempts: 0,
    on: { closed: (e) => closes.push({ code: (e as { code: number }).code, reason: String((e as { reason: string }).reason) }) },
  });
  clients.push(client);
  return { client, closes };
}

interface Watch<T> {
  events: T[];
  errors: unknown[];
  done: boolean;
  stop(): void;
  /** Waits until an event satisfies `check`. */
  until(check: (e: T) => boolean, what: string): Promise<T>;
}

function watch<T = any>(client: Client, query: string, variables: Record<string, unknown> = {}): Watch<T> {
  const w: Watch<T> = {
    events: [],
    errors: [],
    done: false,
    stop: () => undefined,
    until: (check, what) => waitFor(async () => w.events.find(check) ?? (w.errors.length ? Promise.reject(w.errors[0]) : null), what, 15_000),
  };
  w.stop = client.subscribe<T>(
    { query, variables },
    {
      next: (r) => (r.errors ? w.errors.push(r.errors) : w.events.push(r.data as T)),
      error: (e) => w.errors.push(e),
      complete: () => {
        w.done = true;
      },
    },
  );
  return w;
}

const errorCode = async (w: Watch<unknown>) => {
  const errors = (await waitFor(async () => w.errors[0], "an error")) as { extensions?: { code?: string }; message?: string }[];
  return Array.isArray(errors) ? errors[0]?.extensions?.code : errors;
};

const ORDER = `subscription($id: ID!) { orderUpdated(id: $id) { id status paymentStatus deliveredAt items { id keys { id state } } } }`;
const PRODUCT = `subscription($id: ID!) { productUpdated(id: $id) { id bestPrice(currency: EUR) { minor } stock offers { id stock price(currency: EUR) { minor } } } }`;

describe("orders", () => {
  it("follows an order on one node while it is paid through the other", async () => {
    const [c] = await customers(a, 1);
    const { productId } = await productWithStock(a, { min: 2 });
    const placed = (await placeOrder(c!, { buyNow: { productId: String(productId) } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");

    const { client } = live(b, { connectionParams: { authorization: `Bearer ${c!.token}` } });
    const w = watch<{ orderUpdated: { status: string; deliveredAt: string | null; items: { keys: { state: string }[] }[] } }>(client, ORDER, {
      id: placed.order.id,
    });
    // The state now, at once.
    const first = await w.until(() => true, "the current state");
    expect(first.orderUpdated.status).toBe("PaymentProcessing");
    expect(first.orderUpdated.deliveredAt).toBeNull();

    expect((await paySandbox(a, placed.redirectUrl, CARDS.approve)).body.status).toBe("captured");
    const sold = await w.until((e) => e.orderUpdated.status === "Sold", "the Sold update");
    expect(sold.orderUpdated.deliveredAt).not.toBeNull();
    expect(sold.orderUpdated.items[0]!.keys).toHaveLength(1);
    expect(sold.orderUpdated.items[0]!.keys[0]!.state).toBe("Delivered");
    w.stop();
  });

  it("answers another's order like an unknown one, and a guest with UNAUTHENTICATED", async () => {
    const [owner, other] = await customers(a, 2);
    const { productId } = await productWithStock(a);
    const placed = (await placeOrder(owner!, { buyNow: { productId: String(productId) } })).body.data.placeOrder;

    const foreign = watch(live(a, { connectionParams: { authorization: `Bearer ${other!.token}` } }).client, ORDER, { id: placed.order.id });
    expect(await errorCode(foreign)).toBe("NOT_FOUND");
    const unknown = watch(live(a, { connectionParams: { authorization: `Bearer ${other!.token}` } }).client, ORDER, {
      id: "00000000-0000-4000-8000-000000000000",
    });
    expect(await errorCode(unknown)).toBe("NOT_FOUND");
    const guest = watch(live(a).client, ORDER, { id: placed.order.id });
    expect(await errorCode(guest)).toBe("UNAUTHENTICATED");
  });

  it("ends the subscription when its session ends", async () => {
    const [c] = await customers(a, 1);
    const { productId } = await productWithStock(a);
    const placed = (await placeOrder(c!, { buyNow: { productId: String(productId) } })).body.data.placeOrder;
    const w = watch(live(a, { headers: { authorization: `Bearer ${c!.token}` } }).client, ORDER, { id: placed.order.id });
    await w.until(() => true, "the current state");
    await a.server.dataSource.query(`DELETE FROM sessions WHERE user_id = $1`, [c!.id]);
    // The next change is not sent: the subscription ends with UNAUTHENTICATED.
    await a.server.dataSource.query(`SELECT pg_notify($1, $2)`, [ORDER_CHANNEL, placed.order.id]);
    expect(await errorCode(w)).toBe("UNAUTHENTICATED");
    expect(w.events).toHaveLength(1);
  });
});

describe("products", () => {
  it("sends a product's best price and stock as a seller reprices and keys are sold", async () => {
    const { productId, offerId, priceEur } = await productWithStock(a, { min: 3 });
    const w = watch<{ productUpdated: { bestPrice: { minor: number }; stock: number } }>(live(b).client, PRODUCT, { id: String(productId) });
    const first = await w.until(() => true, "the current state");
    expect(first.productUpdated.bestPrice.minor).toBe(priceEur);

    // A cheaper price, written through node A's database connection.
    await a.server.dataSource.query(`UPDATE offers SET price_eur = price_eur - 1 WHERE id = $1`, [offerId]);
    await w.until((e) => e.productUpdated.bestPrice.minor === priceEur - 1, "the new best price");

    // A sale: one key fewer.
    const stockBefore = w.events.at(-1)!.productUpdated.stock;
    const [c] = await customers(a, 1);
    const placed = (await placeOrder(c!, { buyNow: { productId: String(productId) } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");
    expect((await paySandbox(a, placed.redirectUrl, CARDS.approve)).body.status).toBe("captured");
    await w.until((e) => e.productUpdated.stock === stockBefore - 1, "the stock after the sale");
    w.stop();
    await waitFor(async () => a.server.services.live.size === 0 || null, "the subscriber to leave");
  });

  it("refuses an unknown product, bad ids and variables", async () => {
    const { client } = live(a);
    expect(await errorCode(watch(client, PRODUCT, { id: "999999999" }))).toBe("NOT_FOUND");
    expect(await errorCode(watch(client, PRODUCT, { id: "abc" }))).toBe("BAD_USER_INPUT");
    // The catalogue's product-id rule, as productsByIds applies it.
    for (const id of ["0", "-3", "1.5", "99999999999999999999"]) expect(await errorCode(watch(client, PRODUCT, { id }))).toBe("BAD_USER_INPUT");
    expect(await errorCode(watch(client, PRODUCT, { id: { nested: true } }))).toBe("BAD_USER_INPUT");
  });
});

describe("seller console", () => {
  it("sends a seller's offers with their competition when a product changes", async () => {
    const { offerId, sellerId, priceEur } = await productWithStock(a, { min: 1 });
    const auth = (await sellerHeaders(a, sellerId)).authorization;
    const w = watch<{ sellerOffersUpdated: { id: string; priceEur: number; competition: { currency: string; yourPrice: number }[] }[] }>(
      live(a, { connectionParams: { authorization: auth } }).client,
      `subscription($ids: [ID!]!) { sellerOffersUpdated(ids: $ids) { id priceEur stock competition { currency yourPrice bestPrice rank } } }`,
      { ids: [String(offerId)] },
    );
    const first = await w.until(() => true, "the current state");
    expect(first.sellerOffersUpdated[0]!.id).toBe(String(offerId));
    await b.server.dataSource.query(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [offerId, priceEur + 7]);
    await w.until((e) => Math.round(e.sellerOffersUpdated[0]!.priceEur * 100) === priceEur + 7, "the repriced offer");
    w.stop();

    // Another seller's offer is NOT_FOUND.
    const [{ id: foreign }] = await a.server.dataSource.query(`SELECT id FROM offers WHERE seller_id <> $1 LIMIT 1`, [sellerId]);
    const refused = watch(
      live(a, { connectionParams: { authorization: auth } }).client,
      `subscription($ids: [ID!]!) { sellerOffersUpdated(ids: $ids) { id } }`,
      {
        ids: [String(foreign)],
      },
    );
    expect(await errorCode(refused)).toBe("NOT_FOUND");
  });
});

describe("refusals and bounds", () => {
  async function upgrade(app: TestApp, headers: Record<string, string>): Promise<number> {
    return new Promise((resolve) => {
      const ws = new WebSocket(wsUrl(app), "graphql-transport-ws", { headers });
      ws.on("unexpected-response", (_req, res) => {
        resolve(res.statusCode ?? 0);
        ws.terminate();
      });
      ws.on("open", () => {
        resolve(101);
        ws.close();
      });
      ws.on("error", () => undefined);
    });
  }

  it("refuses unknown tokens, revoked ones and other sites", async () => {
    expect(await upgrade(a, { authorization: "Bearer kmc_unknown" })).toBe(401);
    expect(await upgrade(a, { authorization: "Bearer kmk_unknown" })).toBe(401);
    expect(await upgrade(a, { origin: "https://evil.example" })).toBe(403);
    expect(await upgrade(a, { origin: a.url })).toBe(101);

    const { client, closes } = live(a, { connectionParams: { authorization: "Bearer kmc_revoked0000" } });
    const w = watch(client, PRODUCT, { id: "1" });
    await waitFor(async () => closes[0] ?? null, "the socket to close");
    expect(closes[0]!.code).toBe(4401);
    expect(w.events).toHaveLength(0);
  });

  it("bounds the connections of one address, and counts closed ones out", async () => {
    const address = { "x-forwarded-for": "203.0.113.77" };
    const open: WebSocket[] = [];
    for (let i = 0; i < WEBSOCKET_LIMITS.maxConnectionsPerAddress; i++) {
      const ws = new WebSocket(wsUrl(a), "graphql-transport-ws", { headers: address });
      await new Promise((resolve, reject) => {
        ws.once("open", resolve);
        ws.once("error", reject);
      });
      open.push(ws);
    }
    expect(await upgrade(a, address)).toBe(429);
    // Another address is not affected.
    expect(await upgrade(a, { "x-forwarded-for": "203.0.113.78" })).toBe(101);
    await Promise.all(open.map((ws) => new Promise((resolve) => ws.once("close", resolve).close())));
    await waitFor(async () => ((await upgrade(a, address)) === 101 ? true : null), "the address to be let in again");
  });

  it("serves subscriptions only, within the query limits", async () => {
    const { client } = live(a);
    expect(await errorCode(watch(client, `{ currencies { code } }`))).toBe("BAD_REQUEST");
    expect(await errorCode(watch(client, `mutation { logOut }`))).toBe("BAD_REQUEST");
    expect(await errorCode(watch(client, `subscription { productUpdated(id: "1") { nope } }`))).toBe("GRAPHQL_VALIDATION_FAILED");
    expect(await errorCode(watch(client, `subscription {`))).toBe("GRAPHQL_PARSE_FAILED");
    const deep = `subscription { productUpdated(id: "1") { category { parent { parent { parent { parent { parent { parent { parent { parent { parent { id } } } } } } } } } } } }`;
    expect(await errorCode(watch(client, deep))).toBe("GRAPHQL_VALIDATION_FAILED");
  });

  it("bounds subscriptions per connection and releases every one that ends", async () => {
    const { productId } = await productWithStock(a);
    const { client } = live(a);
    const before = a.server.services.live.size;
    const watches = Array.from({ length: WEBSOCKET_LIMITS.maxSubscriptionsPerConnection }, () => watch(client, PRODUCT, { id: String(productId) }));
    await waitFor(async () => watches.every((w) => w.events.length > 0) || null, "every subscription's first state");
    const extra = watch(client, PRODUCT, { id: String(productId) });
    expect(await errorCode(extra)).toBe("TOO_MANY_REQUESTS");
    expect(a.server.services.live.size).toBe(before + WEBSOCKET_LIMITS.maxSubscriptionsPerConnection);
    for (const w of watches) w.stop();
    await waitFor(async () => a.server.services.live.size === before || null, "every subscriber to leave");
  });
});

describe("a database outage during a subscription", () => {
  it("keeps the subscription and sends the update once the state can be read again", async () => {
    const ctx = systemContext(a.server.dataSource, a.server.services);
    let failures = 1;
    let reads = 0;
    const stream = await liveView(ctx, ["outage:test"], async () => {
      reads++;
      if (reads > 1 && failures-- > 0) throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED", syscall: "connect" });
      return reads;
    });
    expect(await stream.next()).toEqual({ value: 1, done: false });
    a.server.services.live.publish(["outage:test"]);
    const t0 = Date.now();
    // The read after the change fails as if the database were down; the next try, LIVE_RETRY_MS later, succeeds.
    expect(await stream.next()).toEqual({ value: 3, done: false });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(LIVE_RETRY_MS - 50);
    await stream.return!();
    expect(a.server.services.live.size).toBe(0);
  });

  it("ends the subscription on any other failure", async () => {
    const ctx = systemContext(a.server.dataSource, a.server.services);
    let reads = 0;
    const stream = await liveView(ctx, ["broken:test"], async () => {
      if (++reads > 1) throw new Error("a bug");
      return reads;
    });
    await stream.next();
    a.server.services.live.publish(["broken:test"]);
    await expect(stream.next()).rejects.toThrow("a bug");
    await stream.return!();
    expect(a.server.services.live.size).toBe(0);
  });
});
