/**
 * offers.stock and products' best prices follow the keys, also under concurrent writers.
 */
import { Client } from "pg";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RESPONSE_CACHE: "false" });
});
afterAll(() => app?.close());

const q = (sql: string, params: unknown[] = []) => app.server.dataSource.query(sql, params);

it("offers.stock equals the usable keys of every offer after seeding", async () => {
  const [row] = await q(`SELECT count(*)::int AS wrong FROM offers o
    WHERE o.stock <> (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state IN (0, 1))`);
  expect(row.wrong).toBe(0);
  const [p] = await q(`SELECT count(*)::int AS wrong FROM products p WHERE p.best_price_eur IS DISTINCT FROM
    (SELECT min(o.price_eur) FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock > 0)`);
  expect(p.wrong).toBe(0);
});

it("selling the last keys of the cheapest offer moves the best price to the next seller", async () => {
  const [offer] = await q(`SELECT o.id, o.product_id FROM offers o
    WHERE o.enabled AND o.state = 0 AND o.stock > 0
      AND (SELECT count(*) FROM offers x WHERE x.product_id = o.product_id AND x.enabled AND x.state = 0 AND x.stock > 0) >= 2
      AND o.price_eur = (SELECT best_price_eur FROM products WHERE id = o.product_id)
    ORDER BY o.id LIMIT 1`);
  await q(`UPDATE product_keys SET state = 2 WHERE offer_id = $1 AND state IN (0, 1)`, [offer.id]);
  const [after] = await q(
    `SELECT o.stock, p.best_price_eur, (SELECT min(price_eur) FROM offers x WHERE x.product_id = p.id
      AND x.enabled AND x.state = 0 AND x.stock > 0) AS expected FROM offers o JOIN products p ON p.id = o.product_id WHERE o.id = $1`,
    [offer.id],
  );
  expect(after.stock).toBe(0);
  expect(after.best_price_eur).toBe(after.expected);
});

it("concurrent sales on one product keep stock exact", async () => {
  const [offer] = await q(`SELECT o.id, o.product_id, o.stock FROM offers o WHERE o.stock >= 20 AND o.enabled AND o.state = 0 ORDER BY o.id LIMIT 1`);
  const [{ stock: productStockBefore }] = await q(`SELECT stock FROM products WHERE id = $1`, [offer.product_id]);
  const clients = await Promise.all(
    Array.from({ length: 8 }, async () => {
      const c = new Client({ connectionString: app.server.databaseUrl });
      await c.connect();
      return c;
    }),
  );
  try {
    // Each client sells 2 keys in its own transaction, all at once (SKIP LOCKED allocation).
    await Promise.all(
      clients.map(async (c) => {
        await c.query("BEGIN");
        await c.query(
          `UPDATE product_keys SET state = 2 WHERE id IN (
             SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 ORDER BY id LIMIT 2 FOR UPDATE SKIP LOCKED)`,
          [offer.id],
        );
        await c.query("COMMIT");
      }),
    );
  } finally {
    await Promise.all(clients.map((c) => c.end()));
  }
  const [o] = await q(`SELECT stock, (SELECT count(*)::int FROM product_keys WHERE offer_id = $1 AND state IN (0, 1)) AS real FROM offers WHERE id = $1`, [
    offer.id,
  ]);
  expect(o.stock).toBe(o.real);
  expect(o.stock).toBe(offer.stock - 16);
  const [{ stock: productStockAfter }] = await q(`SELECT stock FROM products WHERE id = $1`, [offer.product_id]);
  expect(productStockAfter).toBe(productStockBefore - 16);
});
