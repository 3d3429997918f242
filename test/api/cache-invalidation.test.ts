/**
 * Invalidation by product: the catalogue triggers notify the cache tags a write touches,
 * and the anonymous response cache drops only the answers that depend on them.
 *  - the triggers' payloads (a sale, a price change, a category change, a seller's sales
 *    counter, a payload too large for NOTIFY);
 *  - a sale of A (a key moving from Available to Delivered, in SQL as the checkout does)
 *    drops A's page but not A's card nor B's page, which keep being served from the cache;
 *  - a price change of A shows at once on A's page and in the lists that show A or that
 *    A may enter by its price; a list of another category, and a popularity list without
 *    A, stay cached;
 *  - a product moving to another category enters that category's lists; a category
 *    change drops every list;
 *  - the sitemap follows products leaving and entering the lists, not their prices;
 *  - many asking at once for a dropped answer wait for one computation of it;
 *  - a reconnect of the listener drops everything (a change made meanwhile is seen);
 *  - the tag clock and the dependency recorder on their own.
 */
import { Client } from "pg";
import { sqlCounter } from "../../server/db/sql-counter";
import { DependencyRecorder, InvalidationClock, mergeDependencies, parseChange } from "../../server/graphql/cache-tags";
import { startTestApp, type TestApp } from "../helpers/test-app";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe("cache tags", () => {
  it("parse the triggers' payloads; anything unknown counts as everything", () => {
    expect(parseChange("k12")).toEqual(["k12"]);
    expect(parseChange("l lc2 lc16 lp:xbox-series n2 p7")).toEqual(["l", "lc2", "lc16", "lp:xbox-series", "n2", "p7"]);
    expect(parseChange("l$ lc$2 lp$:ps5 k3 v4")).toEqual(["l$", "lc$2", "lp$:ps5", "k3", "v4"]);
    expect(parseChange("*")).toBe("all");
    expect(parseChange("offers")).toBe("all"); // an older server's table-name payload
    expect(parseChange("")).toBe("all");
  });

  it("an answer is current until one of its tags changes after it started, or it expires", () => {
    const clock = new InvalidationClock();
    clock.invalidate(["p1"]);
    const r = new DependencyRecorder(clock.now());
    r.add("p1");
    r.add("p2");
    const deps = r.dependencies();
    expect(clock.isCurrent(deps)).toBe(true); // p1 changed before it started
    clock.invalidate(["p3", "k2"]);
    expect(clock.isCurrent(deps)).toBe(true);
    clock.invalidate(["p2"]);
    expect(clock.isCurrent(deps)).toBe(false);
    const later = new DependencyRecorder(clock.now());
    later.add("p2");
    expect(clock.isCurrent(later.dependencies())).toBe(true);
    clock.invalidate("all");
    expect(clock.isCurrent(later.dependencies())).toBe(false);
    expect(clock.isCurrent({ parts: [{ since: clock.now(), tags: [] }], expires: Date.now() - 1 })).toBe(false);
  });

  it("a list keeps its answer at most a minute; reused answers carry their own dependencies", () => {
    const clock = new InvalidationClock();
    const old = new DependencyRecorder(clock.now());
    old.add("p1");
    const oldDeps = old.dependencies();
    clock.invalidate(["p9"]);
    const r = new DependencyRecorder(clock.now());
    r.add("l");
    r.limitMaxAge(60);
    r.include(oldDeps);
    expect(r.ttlSeconds()).toBe(60);
    const merged = mergeDependencies([r.dependencies(), oldDeps]);
    expect(clock.isCurrent(merged)).toBe(true);
    clock.invalidate(["p1"]);
    expect(clock.isCurrent(merged)).toBe(false);
  });

  it("past its size bound the clock forgets its tags and counts everything as changed", () => {
    const clock = new InvalidationClock(3);
    const r = new DependencyRecorder(clock.now());
    r.add("p100");
    clock.invalidate(["p1", "p2"]);
    expect(clock.isCurrent(r.dependencies())).toBe(true);
    clock.invalidate(["p3", "p4"]);
    expect(clock.isCurrent(r.dependencies())).toBe(false);
  });
});

let app: TestApp;
let db: Client;
beforeAll(async () => {
  app = await startTestApp();
  db = new Client({ connectionString: app.server.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const cache = () => app.server.responseCache!;

/** Runs a query; says whether the answer came from the response cache without any SQL. */
async function read(query: string, variables: Record<string, unknown> = {}) {
  const hits = cache().stats.hits;
  const statements = sqlCounter.count;
  const { body } = await app.gql(query, variables);
  expect(body.errors).toBeUndefined();
  return { data: body.data, fromCache: cache().stats.hits === hits + 1 && sqlCounter.count === statements };
}

/** Writes through SQL and waits until this process has applied the notification(s) it sent. */
async function change(sql: string, params: unknown[] = []) {
  const before = cache().clock.now();
  await db.query(sql, params);
  for (let i = 0; i < 100 && cache().clock.now() === before; i++) await sleep(20);
  expect(cache().clock.now()).toBeGreaterThan(before);
  await sleep(50); // a statement may notify twice (products, offers): both arrive together
}

const PAGE = `query($slug: String!) { product(slug: $slug) { id name stock inStock offerCount bestPrices { eur }
  offers(includeOutOfStock: true) { id stock prices { eur } seller { name } } } }`;
const STOCK = `query($slug: String!) { product(slug: $slug) { stock } }`;
const CARDS = `query($ids: [ID!]!) { productsByIds(ids: $ids) { id name inStock offerCount bestPrices { eur } } }`;
const LIST = `query($filter: ProductFilterInput, $sort: ProductSort, $take: Int) {
  products(filter: $filter, sort: $sort, take: $take) { totalItems items { id name inStock bestPrices { eur } category { name } } } }`;

interface Candidate {
  id: number;
  slug: string;
  category_id: number;
  root: number;
  offer_id: number;
  offer_stock: number;
}

/** In-stock products with an offer of at least 3 keys, each from a different root category. */
async function candidates(): Promise<Candidate[]> {
  const { rows } = await db.query<Candidate>(`
    SELECT DISTINCT ON (root) * FROM (
      SELECT p.id, t.slug, p.category_id, split_part(trim(both '/' from c.path), '/', 1)::int AS root,
             o.id AS offer_id, o.stock AS offer_stock
        FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
        JOIN categories c ON c.id = p.category_id
        JOIN offers o ON o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock >= 3
       WHERE p.enabled AND p.stock > 0
         -- Raw price changes below must not fight automatic pricing (its floor and own price).
         AND NOT EXISTS (SELECT 1 FROM offers ap WHERE ap.product_id = p.id AND ap.auto_pricing)
       ORDER BY p.id, o.id) x
    ORDER BY root, id`);
  expect(rows.length).toBeGreaterThanOrEqual(3);
  return rows;
}

async function listen(fn: () => Promise<unknown>): Promise<string[]> {
  const l = new Client({ connectionString: app.server.databaseUrl });
  await l.connect();
  const got: string[] = [];
  l.on("notification", (n) => got.push(n.payload ?? ""));
  await l.query("LISTEN km_catalog_changed");
  try {
    await fn();
    await sleep(200);
  } finally {
    await l.end();
  }
  return got;
}

describe("catalogue notifications", () => {
  it("carry the tags a write touches", async () => {
    const [a] = await candidates();
    const sale = await listen(() =>
      db.query(`UPDATE product_keys SET state = 2 WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1)`, [a!.offer_id]),
    );
    expect(sale).toEqual([`k${a!.id}`]); // stock moved, still in stock: the counters alone

    const {
      rows: [p],
    } = await db.query(`SELECT best_price_eur FROM products WHERE id = $1`, [a!.id]);
    const price = await listen(() => db.query(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [a!.offer_id, p.best_price_eur - 1]));
    const {
      rows: [pl],
    } = await db.query(`SELECT pl.slug FROM platforms pl JOIN products p ON p.platform_id = pl.id WHERE p.id = $1`, [a!.id]);
    const tags = [...new Set(price.flatMap((x) => x.split(" ")))].sort();
    // The product's page and cards; through a price: the unscoped lists, its category and ancestors' lists, its platform's lists.
    expect(tags).toEqual([`p${a!.id}`, "l$", `lc$${a!.root}`, `lc$${a!.category_id}`, `lp$:${pl.slug}`].sort());

    const moved = await listen(() => db.query(`UPDATE products SET tags = '{New}' WHERE id = $1 AND NOT tags @> '{New}'`, [a!.id]));
    expect([...new Set(moved.flatMap((x) => x.split(" ")))].sort()).toEqual([`p${a!.id}`, "l", `lc${a!.root}`, `lc${a!.category_id}`, `lp:${pl.slug}`].sort());

    expect(await listen(() => db.query(`UPDATE seller_profiles SET sales_count = sales_count + 1`))).toEqual([]);
    expect(await listen(() => db.query(`UPDATE offers SET price_eur = price_eur WHERE id = -1`))).toEqual([]);
    expect(await listen(() => db.query(`UPDATE category_translations SET name = name WHERE category_id = $1 AND locale = 'it'`, [a!.root]))).toEqual(["*"]);
    const big = await listen(() => db.query(`SELECT km_notify_tags(ARRAY(SELECT 'p' || g FROM generate_series(100000, 102000) g))`));
    expect(big).toEqual(["*"]);
  });
});

describe("anonymous response cache", () => {
  it("a sale of A drops what shows A's stock; A's cards and B's page stay cached", async () => {
    const [a, b] = await candidates();
    const pageA = await read(PAGE, { slug: a!.slug });
    const stockA = pageA.data.product.stock;
    await read(PAGE, { slug: b!.slug });
    await read(CARDS, { ids: [a!.id, b!.id] });
    await read(STOCK, { slug: a!.slug });
    expect((await read(PAGE, { slug: a!.slug })).fromCache).toBe(true);
    expect((await read(PAGE, { slug: b!.slug })).fromCache).toBe(true);

    await change(`UPDATE product_keys SET state = 2 WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1)`, [a!.offer_id]);

    const after = await read(PAGE, { slug: a!.slug });
    expect(after.fromCache).toBe(false);
    expect(after.data.product.stock).toBe(stockA - 1);
    expect(after.data.product.offers.find((o: { id: string }) => o.id === String(a!.offer_id)).stock).toBe(a!.offer_stock - 1);
    expect((await read(STOCK, { slug: a!.slug })).data.product.stock).toBe(stockA - 1);
    expect((await read(PAGE, { slug: a!.slug })).fromCache).toBe(true); // cached again
    expect((await read(PAGE, { slug: b!.slug })).fromCache).toBe(true);
    const cards = await read(CARDS, { ids: [a!.id, b!.id] });
    expect(cards.fromCache).toBe(true); // in stock before and after, same offers: the cards did not change
    expect(cards.data.productsByIds[0].inStock).toBe(true);
  });

  it("a price change of A shows at once on A's page, in A's category list and in the lists A enters", async () => {
    const [a, b, c] = await candidates();
    const cheapest = { filter: { inStock: true }, sort: "PRICE_ASC", take: 5 };
    const inCategory = { filter: { categoryId: String(a!.category_id) }, sort: "PRICE_ASC", take: 100 };
    const otherCategory = { filter: { categoryId: String(c!.root) }, sort: "PRICE_ASC", take: 5 };
    const bestsellers = `{ productList(type: bestsellers, take: 3) { items { id name bestPrices { eur } } } }`;
    const deals = `{ productList(type: topdeals, take: 3) { items { id name bestPrices { eur } } } }`;
    for (const vars of [cheapest, inCategory, otherCategory]) await read(LIST, vars);
    expect((await read(bestsellers)).data.productList.items.map((p: { id: string }) => p.id)).not.toContain(String(a!.id));
    await read(deals);
    await read(PAGE, { slug: a!.slug });
    await read(PAGE, { slug: b!.slug });
    expect((await read(LIST, cheapest)).data.products.items.map((p: { id: string }) => p.id)).not.toContain(String(a!.id));

    await change(`UPDATE offers SET price_eur = 1 WHERE id = $1`, [a!.offer_id]);

    const page = await read(PAGE, { slug: a!.slug });
    expect(page.fromCache).toBe(false);
    expect(page.data.product.bestPrices.eur).toBe(0.01);
    const list = await read(LIST, inCategory);
    expect(list.fromCache).toBe(false);
    expect(list.data.products.items[0]).toMatchObject({ id: String(a!.id), bestPrices: { eur: 0.01 } });
    const entered = await read(LIST, cheapest);
    expect(entered.data.products.items[0]).toMatchObject({ id: String(a!.id), bestPrices: { eur: 0.01 } });
    expect((await read(LIST, otherCategory)).fromCache).toBe(true);
    expect((await read(PAGE, { slug: b!.slug })).fromCache).toBe(true);
    // A list ordered by popularity that does not show A: a price cannot move A into it.
    expect((await read(bestsellers)).fromCache).toBe(true);
    // The deals rank by discount: A may enter them.
    expect((await read(deals)).fromCache).toBe(false);
  });

  it("a product moved to another category enters its lists; a category change drops every list", async () => {
    const [a, , c] = await candidates();
    const target = { filter: { categoryId: String(c!.category_id) }, sort: "NEWEST", take: 100 };
    const before = await read(LIST, target);
    expect(before.data.products.items.map((p: { id: string }) => p.id)).not.toContain(String(a!.id));
    await read(LIST, target);
    expect((await read(LIST, target)).fromCache).toBe(true);
    await change(`UPDATE products SET category_id = $2 WHERE id = $1`, [a!.id, c!.category_id]);
    const after = await read(LIST, target);
    expect(after.data.products.totalItems).toBe(before.data.products.totalItems + 1);
    expect(after.data.products.items.map((p: { id: string }) => p.id)).toContain(String(a!.id));

    const {
      rows: [cat],
    } = await db.query(`SELECT name FROM category_translations WHERE category_id = $1 AND locale = 'en'`, [c!.category_id]);
    await change(`UPDATE category_translations SET name = $2 WHERE category_id = $1 AND locale = 'en'`, [c!.category_id, `${cat.name} (renamed)`]);
    const renamed = await read(LIST, target);
    expect(renamed.fromCache).toBe(false);
    expect(renamed.data.products.items.find((p: { id: string }) => p.id === String(a!.id)).category.name).toBe(`${cat.name} (renamed)`);
  });

  it("the sitemap is kept until a product leaves the lists", async () => {
    const [, b] = await candidates();
    const {
      rows: [row],
    } = await db.query(`SELECT slug FROM product_translations WHERE product_id = $1 AND locale = 'en'`, [b!.id]);
    const sitemap = async () => (await app.http("GET", "/sitemap.xml")).text;
    expect(await sitemap()).toContain(`/${row.slug}</loc>`);
    const statements = sqlCounter.count;
    await sitemap();
    expect(sqlCounter.count).toBe(statements); // kept
    await change(`UPDATE offers SET price_eur = price_eur + 1 WHERE product_id = $1`, [b!.id]);
    await sitemap();
    expect(sqlCounter.count).toBe(statements); // a price does not move it
    await change(`UPDATE products SET enabled = false WHERE id = $1`, [b!.id]);
    expect(await sitemap()).not.toContain(`/${row.slug}</loc>`);
    await change(`UPDATE products SET enabled = true WHERE id = $1`, [b!.id]);
    expect(await sitemap()).toContain(`/${row.slug}</loc>`);
  });

  it("many asking at once for an answer just dropped wait for one computation of it", async () => {
    const [a] = await candidates();
    await read(PAGE, { slug: a!.slug });
    await change(`UPDATE product_keys SET state = 2 WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1)`, [a!.offer_id]);
    const misses = cache().stats.misses;
    const statements = sqlCounter.count;
    const once = await read(PAGE, { slug: a!.slug });
    const perComputation = sqlCounter.count - statements;
    expect(perComputation).toBeGreaterThan(0);
    await change(`UPDATE product_keys SET state = 2 WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1)`, [a!.offer_id]);
    const before = sqlCounter.count;
    const answers = await Promise.all(Array.from({ length: 8 }, () => app.gql(PAGE, { slug: a!.slug })));
    expect(sqlCounter.count - before).toBe(perComputation);
    expect(cache().stats.misses - misses).toBe(2);
    for (const r of answers) expect(r.body.data.product.stock).toBe(once.data.product.stock - 1);
  });

  it("a reconnect of the listener drops everything, so a change made while it was away is seen", async () => {
    const [, b] = await candidates();
    await read(PAGE, { slug: b!.slug });
    const cached = await read(PAGE, { slug: b!.slug });
    expect(cached.fromCache).toBe(true);
    const before = cache().clock.now();
    const { rows } = await db.query(
      `SELECT pg_terminate_backend(pid) AS ok FROM pg_stat_activity WHERE application_name = 'keymarket-listener' AND datname = current_database()`,
    );
    expect(rows).toEqual([{ ok: true }]);
    // While the listener is away: its notification is lost, or arrives after the reconnect.
    await db.query(`UPDATE offers SET price_eur = price_eur + 7 WHERE product_id = $1`, [b!.id]);
    for (let i = 0; i < 150 && cache().clock.now() === before; i++) await sleep(20);
    expect(cache().clock.now()).toBeGreaterThan(before);
    const fresh = await read(PAGE, { slug: b!.slug });
    expect(fresh.fromCache).toBe(false);
    const eur = (x: typeof cached) => x.data.product.offers.map((o: { prices: { eur: number } }) => o.prices.eur);
    expect(eur(fresh)).toEqual(eur(cached).map((e: number) => Math.round(e * 100 + 7) / 100));
  });
});
