/**
 * Every key is sold exactly once, whatever the load, through the public API:
 *  - one server: an offer with 100 keys and 500 concurrent checkouts (place the order, pay on
 *    the sandbox) → exactly 100 paid orders holding 100 distinct keys, the other 400 a typed
 *    out-of-stock answer, no 5xx;
 *  - two independent server processes (`node dist/server/main.js`, as two machines) on one
 *    database: 50 keys, 200 checkouts split between them → 50 paid orders, 50 distinct keys.
 */
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { KeyState, OrderStatus } from "../../server/common/enums";
import { KeyVault } from "../../server/modules/keys/key-vault";
import { startTestApp, type TestApp, UNHURRIED } from "../helpers/test-app";
import { createTestDatabase } from "../helpers/test-db";
import { BILLING, CARDS, customers, PLACE_ORDER, productWithStock, waitFor } from "./commerce-helpers";

jest.setTimeout(240_000);
const ROOT = path.resolve(__dirname, "../..");
const FRAUD_OFF = { FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "100000", FRAUD_REVIEW_AMOUNT: "100000" };

/** An offer of a game holding exactly `n` fresh Available keys (its product's other keys taken out of stock). */
async function offerWithKeys(query: (sql: string, params?: unknown[]) => Promise<any[]>, vault: KeyVault, productId: number, offerId: number, n: number) {
  await query(`UPDATE product_keys SET state = ${KeyState.NotDelivered} WHERE product_id = $1 AND state IN (0, 1)`, [productId]);
  const values = Array.from({ length: n }, (_, i) => `LOAD-${i}-${randomBytes(6).toString("hex")}`);
  const enc = values.map((v) => vault.encrypt(v));
  await query(
    `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
     SELECT o.id, o.product_id, o.seller_id, 'text', 0, c, k, h FROM offers o, unnest($2::bytea[], $3::text[], $4::bytea[]) AS t(c, k, h) WHERE o.id = $1`,
    [offerId, enc.map((e) => e.ciphertext), enc.map((e) => e.keyId), values.map((v) => vault.hash(v))],
  );
}

interface Outcome {
  placed: number[];
  kinds: Record<string, number>;
  orderIds: string[];
}

/** `n` checkouts at once, spread over `bases` (server URLs), each placing an order and paying it. */
async function storm(bases: string[], tokens: string[], n: number, productId: number, offerId: number): Promise<Outcome> {
  const statuses: number[] = [];
  const kinds: Record<string, number> = {};
  const orderIds: string[] = [];
  const call = async (base: string, path: string, body: unknown, token?: string) => {
    const res = await fetch(base + path, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    statuses.push(res.status);
    return res.json() as Promise<any>;
  };
  await Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const base = bases[i % bases.length]!;
      const token = tokens[i % tokens.length]!;
      const r = await call(
        base,
        "/graphql",
        {
          query: PLACE_ORDER,
          variables: {
            input: {
              provider: "Sandbox",
              acceptTerms: true,
              waiveWithdrawal: true,
              billing: BILLING,
              buyNow: { productId: String(productId), offerId: String(offerId) },
            },
          },
        },
        token,
      );
      const out = r.data?.placeOrder;
      const kind = out?.__typename ?? `errors:${JSON.stringify(r.errors?.map((e: any) => e.extensions?.code))}`;
      kinds[kind] = (kinds[kind] ?? 0) + 1;
      if (out?.__typename === "OutOfStockError") expect(out.lines).toEqual([{ productId: String(productId), requested: 1, quantityAvailable: 0 }]);
      if (out?.__typename !== "PlaceOrderSuccess") return;
      orderIds.push(out.order.id);
      const paid = await call(base, `/api/sandbox/payments/${out.redirectUrl.split("/").pop()}/pay`, {
        cardNumber: CARDS.approve,
        expiry: "12/39",
        cvc: "123",
      });
      expect(paid.status).toBe("captured");
    }),
  );
  return { placed: statuses, kinds, orderIds };
}

async function soldKeys(query: (sql: string, params?: unknown[]) => Promise<any[]>, orderIds: string[]) {
  return query(
    `SELECT o.id AS order_id, o.status, k.id AS key_id, k.state FROM orders o JOIN order_items i ON i.order_id = o.id JOIN product_keys k ON k.order_item_id = i.id WHERE o.id = ANY($1::uuid[])`,
    [orderIds],
  );
}

describe("one server", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ ...FRAUD_OFF, ...UNHURRIED, DB_POOL_SIZE: "20" });
  });
  afterAll(() => app?.close());

  it("500 concurrent checkouts for 100 keys: 100 paid orders with 100 distinct keys, 400 typed out-of-stock answers, no 5xx", async () => {
    const q = (sql: string, params?: unknown[]) => app.server.dataSource.query(sql, params);
    const p = await productWithStock(app, { root: "games" });
    await offerWithKeys(q, app.server.services.vault, p.productId, p.offerId, 100);
    const buyers = await customers(app, 100);
    const out = await storm(
      [app.url],
      buyers.map((b) => b.token),
      500,
      p.productId,
      p.offerId,
    );

    expect(out.placed.filter((s) => s >= 500)).toEqual([]);
    expect(out.kinds).toEqual({ PlaceOrderSuccess: 100, OutOfStockError: 400 });
    await waitFor(
      async () => (await q(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = ${OrderStatus.Sold}`, [out.orderIds]))[0].n === 100,
      "100 Sold orders",
      90_000,
    );
    const sold = await soldKeys(q, out.orderIds);
    expect(sold).toHaveLength(100);
    expect(new Set(sold.map((r: any) => r.key_id)).size).toBe(100);
    expect(new Set(sold.map((r: any) => r.order_id)).size).toBe(100);
    expect(sold.every((r: any) => r.state === KeyState.Delivered)).toBe(true);
    const [{ stock }] = await q(`SELECT stock FROM offers WHERE id = $1`, [p.offerId]);
    expect(stock).toBe(0);
    const [{ lines }] = await q(`SELECT count(*)::int AS lines FROM payout_lines WHERE order_id = ANY($1::uuid[])`, [out.orderIds]);
    expect(lines).toBe(100);
  });
});

describe("two server processes on one database", () => {
  const freePort = () =>
    new Promise<number>((resolve) => {
      const s = net.createServer().listen(0, "127.0.0.1", () => {
        const port = (s.address() as net.AddressInfo).port;
        s.close(() => resolve(port));
      });
    });
  const children: ChildProcess[] = [];
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: TestApp;

  async function startBuilt(databaseUrl: string): Promise<string> {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const logs: string[] = [];
    const child = spawn(process.execPath, [path.join(ROOT, "dist", "server", "main.js")], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: "test",
        WEB_CONCURRENCY: "1",
        PORT: String(port),
        HOST: "127.0.0.1",
        PUBLIC_URL: url,
        DATABASE_URL: databaseUrl,
        SEED_DEMO: "false",
        LOG_LEVEL: "warn",
        DB_POOL_SIZE: "10",
        ...FRAUD_OFF,
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    child.stdout!.on("data", (b: Buffer) => logs.push(b.toString()));
    child.stderr!.on("data", (b: Buffer) => logs.push(b.toString()));
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode != null) throw new Error(`server exited: ${logs.join("")}`);
      if (
        await fetch(`${url}/healthz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return url;
      if (Date.now() > deadline) throw new Error(`server did not start: ${logs.join("")}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }

  beforeAll(async () => {
    // An in-process app on the same database only to make customers and keys through its services
    // (the two processes run dist/, built first).
    app = await startTestApp({ ...FRAUD_OFF, ...UNHURRIED }, { storefront: true });
    db = { url: (app.server.dataSource.options as { url: string }).url } as never;
  });
  afterAll(async () => {
    for (const c of children) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 500));
    await app?.close();
  });

  it("200 checkouts for 50 keys split over both: 50 paid orders with 50 distinct keys, no 5xx", async () => {
    const bases = [await startBuilt(db.url), await startBuilt(db.url)];
    const q = (sql: string, params?: unknown[]) => app.server.dataSource.query(sql, params);
    const p = await productWithStock(app, { root: "games" });
    // The built servers encrypt with the development keyring, as this process does.
    await offerWithKeys(q, app.server.services.vault, p.productId, p.offerId, 50);
    const buyers = await customers(app, 50);
    const out = await storm(
      bases,
      buyers.map((b) => b.token),
      200,
      p.productId,
      p.offerId,
    );

    expect(out.placed.filter((s) => s >= 500)).toEqual([]);
    expect(out.kinds).toEqual({ PlaceOrderSuccess: 50, OutOfStockError: 150 });
    await waitFor(
      async () => (await q(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = ${OrderStatus.Sold}`, [out.orderIds]))[0].n === 50,
      "50 Sold orders",
      90_000,
    );
    const sold = await soldKeys(q, out.orderIds);
    expect(sold).toHaveLength(50);
    expect(new Set(sold.map((r: any) => r.key_id)).size).toBe(50);
  });
});
