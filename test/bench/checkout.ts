/**
 * Paid checkouts per second, end to end (part of `npm run bench`; alone: `npm run bench:checkout`):
 *
 *  1. the ceiling: raw SQL, BENCH_CONNECTIONS clients each moving one Available key at a time to
 *     Delivered with `FOR UPDATE SKIP LOCKED` (the allocation statement alone), for BENCH_SECONDS;
 *  2. the floor of a checkout's own writes: raw SQL, BENCH_CONNECTIONS clients each doing what a paid
 *     checkout must write (the order, its line, its payment, the key reserved, the timeline) in one
 *     statement, then what its capture must write (order and payment captured, the key delivered, the
 *     ledger line, the sales counters, the timeline, the mail) in another: no HTTP, no pricing, no
 *     fraud screening, no session: the most any implementation of the same sale could reach here;
 *  3. the shop's own floor: BENCH_CONNECTIONS clients asking `{ me { id } }` with a Bearer session, the
 *     least a request to the API costs (a checkout makes two);
 *  4. the shop: BENCH_CONNECTIONS shoppers in a loop, each checkout being `placeOrder` (buy now,
 *     one key of a random in-stock product: price, fraud screening, the order, the key reserved)
 *     then the sandbox payment page's `pay` (the provider's webhook settles the order: the key
 *     delivered, the ledger written, the confirmation mail queued); counted when the order is Sold.
 *     Each shopper has an account and an address (X-Forwarded-For) of its own.
 *
 * Prints the rates and their ratios to the ceiling. Keys sold by either are put back to Available and the bench's
 * orders deleted at the end, so runs repeat. BENCH_NODE_ARGS passes node flags to the app. Uses DATABASE_URL when set, otherwise the embedded
 * Postgres under .data-bench/ (like catalog.ts); BENCH_PORT (default 4401) + 3 is the app's port.
 * A script, not a test: it passes or fails nothing.
 */
import "reflect-metadata";
import { randomUUID } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { Pool } from "pg";
import { KeyState, OrderStatus, PayoutState } from "../../server/common/enums";
import { benchDatabase } from "./bench-db";
import { hashToken, randomToken } from "../../server/core/auth/tokens";

const ROOT = path.resolve(__dirname, "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 4401) + 3;
const APP = `http://127.0.0.1:${PORT}`;
const BILLING = {
  name: "Bench",
  surname: "Buyer",
  email: "bench@example.com",
  address: "Via Roma 1",
  city: "Milano",
  code: "20100",
  country: "Italy",
  country_code: "IT",
};
const PLACE = `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id } } } }`;

async function raw(pool: Pool, offers: number[]): Promise<{ rate: number; keys: string[] }> {
  const keys: string[] = [];
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < end) {
        const offer = offers[Math.floor(Math.random() * offers.length)];
        const r = await pool.query(
          `UPDATE product_keys SET state = ${KeyState.Delivered}, delivered_at = now()
            WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = ${KeyState.Available} ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING id`,
          [offer],
        );
        if (r.rows[0]) keys.push(r.rows[0].id);
      }
    }),
  );
  return { rate: keys.length / SECONDS, keys };
}

/**
 * A paid checkout's writes and nothing else, in two statements (place, capture), per client in a loop:
 * the best any implementation of the same sale could do on this database.
 */
async function rawCheckouts(
  pool: Pool,
  users: string[],
  offers: { id: number; productId: number; sellerId: number; price: number }[],
): Promise<{ rate: number; orders: string[] }> {
  const orders: string[] = [];
  const end = Date.now() + SECONDS * 1000;
  const S = OrderStatus;
  await Promise.all(
    users.map(async (userId) => {
      while (Date.now() < end) {
        const o = offers[Math.floor(Math.random() * offers.length)]!;
        const placed = (
          await pool.query(
            `WITH o AS (
               INSERT INTO orders (user_id, status, payment_status, currency, subtotal, total, billing, email, provider,
                                   terms_accepted_at, withdrawal_waived_at, reservation_expires_at)
               VALUES ($1, ${S.PaymentProcessing}, 'created', 'eur', $4, $4, $5::jsonb, 'bench@example.com', 'Sandbox',
                       now(), now(), now() + interval '15 minutes') RETURNING id),
             i AS (
               INSERT INTO order_items (order_id, product_id, offer_id, seller_id, quantity, unit_price, total, name, type)
               SELECT o.id, $2, $3, $6, 1, $4, $4, 'Bench', 'games' FROM o RETURNING id),
             k AS (
               UPDATE product_keys SET state = ${KeyState.Using}, order_item_id = (SELECT id FROM i), reserved_at = now(), updated_at = now()
                WHERE id = (SELECT id FROM product_keys WHERE offer_id = $3 AND state = ${KeyState.Available} ORDER BY created_at, id LIMIT 1 FOR UPDATE SKIP LOCKED)
               RETURNING id),
             p AS (INSERT INTO payments (order_id, provider, status, amount, currency) SELECT id, 'Sandbox', 'created', $4, 'eur' FROM o),
             e AS (INSERT INTO order_events (order_id, actor, type, to_status) SELECT id, 'Customer', 'order.placed', ${S.PaymentProcessing} FROM o)
             SELECT (SELECT id FROM o) AS "orderId", (SELECT id FROM i) AS "itemId", (SELECT id FROM k) AS "keyId"`,
            [userId, o.productId, o.id, o.price, JSON.stringify(BILLING), o.sellerId],
          )
        ).rows[0];
        orders.push(placed.orderId);
        if (!placed.keyId) continue;
        const commission = Math.round(o.price / 10);
        await pool.query(
          `WITH o AS (
             UPDATE orders SET status = ${S.Sold}, payment_status = 'captured', paid_at = now(), delivered_at = now(), reservation_expires_at = NULL, updated_at = now()
              WHERE id = $1 AND status = ${S.PaymentProcessing} RETURNING id),
           p AS (UPDATE payments SET status = 'captured', updated_at = now() WHERE order_id IN (SELECT id FROM o)),
           k AS (
             UPDATE product_keys SET state = ${KeyState.Delivered}, delivered_at = now(), updated_at = now()
              WHERE order_item_id = $2 AND state = ${KeyState.Using} AND EXISTS (SELECT 1 FROM o) RETURNING id),
           l AS (
             INSERT INTO payout_lines (seller_id, order_id, order_item_id, key_id, kind, currency, gross, commission, net, state)
             SELECT $3::int, $1::uuid, $2::uuid, k.id, 'sale', 'eur', $4::int, $5::int, $4::int - $5::int, ${PayoutState.Waiting} FROM k),
           c AS (
             UPDATE offers SET sales_count = sales_count + 1 WHERE id = $6 AND EXISTS (SELECT 1 FROM k) RETURNING product_id),
           c2 AS (
             UPDATE products SET sales_count = sales_count + 1, recent_sales_count = recent_sales_count + 1 WHERE id IN (SELECT product_id FROM c)),
           e AS (
             INSERT INTO order_events (order_id, actor, type, from_status, to_status)
             SELECT id, 'System', 'payment.captured', ${S.PaymentProcessing}, ${S.Sold} FROM o),
           m AS (
             INSERT INTO mails ("to", subject, text, html, template, locale)
             SELECT 'bench.raw@example.com', 'Your keys', 'Your keys are ready.', '<p>Your keys are ready.</p>', 'order-confirmation', 'en' FROM o)
           SELECT count(*)::int AS n FROM k`,
          [placed.orderId, placed.itemId, o.sellerId, o.price, commission, o.id],
        );
      }
    }),
  );
  const [{ n }] = (await pool.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = ${OrderStatus.Sold}`, [orders])).rows;
  return { rate: n / SECONDS, orders };
}

/** A bare authenticated GraphQL request per client in a loop: what any request to the shop costs at least. */
async function bareRequests(tokens: string[]): Promise<{ rate: number }> {
  let n = 0;
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token) => {
      while (Date.now() < end) {
        const res = await fetch(`${APP}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ query: "{ me { id } }" }),
        });
        if (((await res.json()) as { data?: { me?: { id: string } } }).data?.me?.id) n++;
      }
    }),
  );
  return { rate: n / SECONDS };
}

async function shop(
  pool: Pool,
  tokens: string[],
  products: number[],
): Promise<{ rate: number; orders: string[]; failures: Record<string, number>; latency: Record<"placeOrder" | "pay", { p50: number; p95: number }> }> {
  const orders: string[] = [];
  const failures: Record<string, number> = {};
  const fail = (k: string) => (failures[k] = (failures[k] ?? 0) + 1);
  const placeMs: number[] = [];
  const payMs: number[] = [];
  const started = Date.now();
  const end = started + SECONDS * 1000;
  await Promise.all(
    tokens.map(async (token, i) => {
      // Each shopper from an address of its own, as the shop sees them behind its proxy (TRUST_PROXY
      // trusts loopback by default): one address for every order would make the fraud rules' count of
      // accounts per address scan every order of the run.
      const from = { "x-forwarded-for": `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}` };
      while (Date.now() < end) {
        const productId = products[Math.floor(Math.random() * products.length)];
        const t0 = performance.now();
        const res = await fetch(`${APP}/graphql`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...from },
          body: JSON.stringify({
            query: PLACE,
            variables: { input: { provider: "Sandbox", acceptTerms: true, waiveWithdrawal: true, billing: BILLING, buyNow: { productId: String(productId) } } },
          }),
        });
        const body = (await res.json()) as any;
        placeMs.push(performance.now() - t0);
        const out = body.data?.placeOrder;
        if (out?.__typename !== "PlaceOrderSuccess") {
          fail(out?.__typename ?? `HTTP ${res.status}`);
          continue;
        }
        const t1 = performance.now();
        const paid = await fetch(`${APP}/api/sandbox/payments/${out.redirectUrl.split("/").pop()}/pay`, {
          method: "POST",
          headers: { "content-type": "application/json", ...from },
          body: JSON.stringify({ cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" }),
        });
        await paid.arrayBuffer();
        payMs.push(performance.now() - t1);
        if (!paid.ok) fail(`pay ${paid.status}`);
        orders.push(out.order.id);
      }
    }),
  );
  // Settled by the webhooks just after the last answers: wait for them, then count.
  let sold = 0;
  for (let i = 0; i < 100; i++) {
    sold = (await pool.query(`SELECT count(*)::int AS n FROM orders WHERE id = ANY($1::uuid[]) AND status = ${OrderStatus.Sold}`, [orders])).rows[0].n;
    if (sold === orders.length) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const elapsed = (Date.now() - started) / 1000;
  if (sold < orders.length) fail(`not Sold ${orders.length - sold}`);
  return { rate: sold / elapsed, orders, failures, latency: { placeOrder: percentiles(placeMs), pay: percentiles(payMs) } };
}

/** p50 and p95 in milliseconds. */
function percentiles(ms: number[]): { p50: number; p95: number } {
  const sorted = [...ms].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  return { p50: at(0.5), p95: at(0.95) };
}

async function main() {
  const { url: databaseUrl, stop: stopDb } = await benchDatabase();
  const pool = new Pool({ connectionString: databaseUrl, max: CONNECTIONS + 2 });
  let child: ChildProcess | undefined;
  const userIds: string[] = [];
  try {
    child = await new Promise<ChildProcess>((resolve, reject) => {
      // BENCH_NODE_ARGS: node flags for the app (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").
      const c = spawn(process.execPath, [...(process.env.BENCH_NODE_ARGS?.split(" ").filter(Boolean) ?? []), "dist/server/main.js"], {
        cwd: ROOT,
        env: {
          ...process.env,
          DATABASE_URL: databaseUrl,
          PORT: String(PORT),
          NODE_ENV: "production",
          WEB_CONCURRENCY: "1",
          LOG_LEVEL: "info",
          KEY_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 1).toString("base64")}`,
          SANDBOX_PAYMENTS: "true",
          DB_POOL_SIZE: String(Math.max(10, CONNECTIONS)),
          // One buyer places many orders from one address here: the velocity rules would hold them.
          FRAUD_USER_ORDERS_PER_DAY: "1000000",
          FRAUD_IP_USERS_PER_HOUR: "1000000",
          FRAUD_REVIEW_AMOUNT: "1000000",
          FRAUD_GIFT_CARD_AMOUNT: "1000000",
          FRAUD_3DS_SCORE: "1000",
          FRAUD_REVIEW_SCORE: "1000",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let out = "";
      const onData = (d: Buffer) => {
        out += d.toString();
        if (/ready on/.test(out)) resolve(c);
      };
      c.stdout!.on("data", onData);
      c.stderr!.on("data", onData);
      c.on("exit", (code) => reject(new Error(`app exited (${code}):\n${out.slice(-2000)}`)));
    });

    // Shoppers: one account each (old enough for the new-account rule), with a Bearer session.
    const tokens: string[] = [];
    for (let i = 0; i < CONNECTIONS; i++) {
      const id = randomUUID();
      userIds.push(id);
      const token = randomToken();
      await pool.query(
        `INSERT INTO users (id, email, name, surname, email_verified_at, created_at) VALUES ($1, $2, 'Bench', 'Buyer', now(), now() - interval '90 days')`,
        [id, `bench.${id.slice(0, 8)}@example.com`],
      );
      await pool.query(`INSERT INTO sessions (token_hash, user_id, expires_at) VALUES ($1, $2, now() + interval '1 day')`, [hashToken(token), id]);
      tokens.push(token);
    }
    // In-stock products that are not pre-orders, and their offers (the raw ceiling draws on the same keys).
    const products = (await pool.query(`SELECT id FROM products WHERE enabled AND stock >= 5 AND pre_order = 0 ORDER BY id`)).rows.map((r) => r.id as number);
    const offerRows = (
      await pool.query(
        `SELECT id, product_id AS "productId", seller_id AS "sellerId", price_eur AS price FROM offers WHERE enabled AND state = 0 AND stock >= 5 ORDER BY id`,
      )
    ).rows as { id: number; productId: number; sellerId: number; price: number }[];
    const offers = offerRows.map((r) => r.id);

    const ceiling = await raw(pool, offers);
    await pool.query(`UPDATE product_keys SET state = ${KeyState.Available}, delivered_at = NULL WHERE id = ANY($1::uuid[])`, [ceiling.keys]);
    const floor = await rawCheckouts(pool, userIds, offerRows);
    await cleanUp(pool, floor.orders);
    await pool.query(`DELETE FROM mails WHERE "to" = 'bench.raw@example.com'`);
    // Warm-up (JIT, pools), then the measured run.
    await shop(pool, tokens.slice(0, 2), products.slice(0, 20)).then((w) => cleanUp(pool, w.orders));
    const bare = await bareRequests(tokens);
    const result = await shop(pool, tokens, products);

    console.log(`\nPaid checkouts, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}\n`);
    console.log("| path | per second | ratio to raw |");
    console.log("|---|---:|---:|");
    console.log(`| raw SQL: one key allocation (UPDATE … FOR UPDATE SKIP LOCKED) | ${ceiling.rate.toFixed(0)} | 1.00 |`);
    console.log(
      `| raw SQL: a paid checkout's writes alone (2 statements, no HTTP, pricing, screening or session) | ${floor.rate.toFixed(0)} | ${(floor.rate / ceiling.rate).toFixed(2)} |`,
    );
    console.log(`| the shop: a bare authenticated GraphQL request ({ me { id } }) | ${bare.rate.toFixed(0)} | ${(bare.rate / ceiling.rate).toFixed(2)} |`);
    console.log(
      `| paid checkouts end to end (placeOrder + sandbox pay + webhook → Sold) | ${result.rate.toFixed(1)} | ${(result.rate / ceiling.rate).toFixed(2)} |`,
    );
    const { placeOrder, pay } = result.latency;
    console.log(`\nlatency per shopper step: placeOrder p50 ${placeOrder.p50} ms, p95 ${placeOrder.p95} ms; sandbox pay p50 ${pay.p50} ms, p95 ${pay.p95} ms`);
    if (Object.keys(result.failures).length) console.log(`\nnot counted: ${JSON.stringify(result.failures)}`);
    await cleanUp(pool, result.orders);
  } finally {
    if (userIds.length) await pool.query(`DELETE FROM users WHERE id = ANY($1::uuid[])`, [userIds]).catch(() => undefined);
    child?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    await pool.end();
    await stopDb();
  }
}

/** Puts the bench's keys back and deletes its orders (and what hangs on them), so runs repeat. */
async function cleanUp(pool: Pool, orders: string[]) {
  if (!orders.length) return;
  await pool.query(
    `UPDATE product_keys SET state = ${KeyState.Available}, order_item_id = NULL, reserved_at = NULL, delivered_at = NULL, revealed_at = NULL
      WHERE order_item_id IN (SELECT id FROM order_items WHERE order_id = ANY($1::uuid[]))`,
    [orders],
  );
  await pool.query(`DELETE FROM payout_lines WHERE order_id = ANY($1::uuid[])`, [orders]);
  await pool.query(`DELETE FROM sandbox_payments WHERE order_id = ANY($1::uuid[])`, [orders]);
  await pool.query(`DELETE FROM orders WHERE id = ANY($1::uuid[])`, [orders]);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
