/**
 * Invalidation by product across processes, with the SSR page cache: two built servers
 * (`node dist/server/main.js`, built first when sources changed, as `npm start` does) on one
 * database, as two machines behind a load balancer would run. Each listens to the catalogue
 * notifications and drops its own cached pages and responses.
 *  - a sale of A (SQL, as the checkout does) shows on A's page in both processes, rendered
 *    anew (the kept normalised loader results follow the tags too), while B's page keeps
 *    being served from each one's page cache (its `Age` header);
 *  - a seller switches an offer off through one process: the other one shows it gone, on
 *    the page and through GraphQL; switched on again through the other, the first shows it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { Client } from "pg";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { createTestDatabase } from "../helpers/test-db";
import { ensureStorefrontBuilt, type TestApp } from "../helpers/test-app";
import { bearerFor } from "./accounts-helpers";

const ROOT = path.resolve(__dirname, "../..");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

interface Proc {
  url: string;
  child: ChildProcess;
  logs: string[];
}

async function startBuilt(databaseUrl: string): Promise<Proc> {
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
      DB_POOL_SIZE: "4",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (b: Buffer) => logs.push(...b.toString().split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`the server exited early:\n${logs.join("\n")}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${logs.join("\n")}`);
    await sleep(250);
  }
  return { url, child, logs };
}

async function stop(p: Proc | undefined) {
  if (!p || p.child.exitCode != null) return;
  const exited = new Promise((r) => p.child.once("exit", r));
  p.child.kill("SIGTERM");
  await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000).unref())]);
  if (p.child.exitCode == null) p.child.kill("SIGKILL");
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let sql: Client;
let one: Proc | undefined;
let two: Proc | undefined;

beforeAll(async () => {
  await ensureStorefrontBuilt();
  db = await createTestDatabase();
  sql = new Client({ connectionString: db.url });
  await sql.connect();
  [one, two] = await Promise.all([startBuilt(db.url), startBuilt(db.url)]);
}, 240_000);

afterAll(async () => {
  await Promise.all([stop(one), stop(two)]);
  await sql?.end();
  await db?.drop();
});

interface ProductState {
  stock: number;
  offers: { __ref: string }[];
}

/** A storefront page: whether it came from the page cache, and the product's entry in the state it ships. */
async function page(p: Proc, url: string, productId: number) {
  const res = await fetch(p.url + url);
  expect(res.status).toBe(200);
  const html = await res.text();
  const json = /<script type="application\/json" id="km-state">([\s\S]*?)<\/script>/.exec(html)?.[1];
  const apollo = (JSON.parse(json!) as { apollo: Record<string, { __typename?: string; id?: string }> }).apollo;
  const product = Object.values(apollo).find((e) => e.__typename === "Product" && e.id === String(productId)) as unknown as ProductState;
  const offers = Object.entries(product).find(([k]) => k.startsWith("offers"))?.[1] as { __ref: string }[] | undefined;
  return { fromCache: res.headers.has("age"), stock: product.stock, offerRefs: (offers ?? []).map((o) => o.__ref).join(" ") };
}

async function gql(p: Proc, query: string, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const res = await fetch(`${p.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: any; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return { data: body.data, fromCache: res.headers.has("age") };
}

async function eventually<T>(what: string, fn: () => Promise<T | undefined>): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const v = await fn();
    if (v !== undefined) return v;
    await sleep(50);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const PRODUCT = `query($slug: String!) { product(slug: $slug) { id offers(includeOutOfStock: true) { id } } }`;

it("a sale of A shows on A's page in both processes; B's page stays in both page caches", async () => {
  const { rows } = await sql.query<{ id: number; offer_id: number }>(`
    SELECT p.id, o.id AS offer_id FROM products p
      JOIN offers o ON o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock >= 3
     WHERE p.enabled AND p.stock > 0 ORDER BY p.id, o.id`);
  const a = rows[0]!;
  const b = rows.find((r) => r.id !== a.id)!;
  const url = async (id: number) =>
    (await gql(one!, `query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }`, { ids: [id] })).data.productsByIds[0].url as string;
  const [urlA, urlB] = [await url(a.id), await url(b.id)];

  const before: Record<string, number> = {};
  for (const p of [one!, two!]) {
    before[p.url] = (await page(p, urlA, a.id)).stock;
    await page(p, urlB, b.id);
    expect((await page(p, urlA, a.id)).fromCache).toBe(true);
    expect((await page(p, urlB, b.id)).fromCache).toBe(true);
  }

  await sql.query(`UPDATE product_keys SET state = 2 WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1)`, [a.offer_id]);

  for (const p of [one!, two!]) {
    const fresh = await eventually("the sale on A's page", async () => {
      const r = await page(p, urlA, a.id);
      return r.stock === before[p.url]! - 1 ? r : undefined;
    });
    expect(fresh.fromCache).toBe(false);
    expect((await page(p, urlA, a.id)).fromCache).toBe(true);
    const other = await page(p, urlB, b.id);
    expect(other.fromCache).toBe(true);
  }
  // The same page under another address (a fresh render) shows the sale too.
  expect((await page(two!, `${urlA}?utm_source=x&v=1`, a.id)).stock).toBe(before[two!.url]! - 1);
});

it("an offer switched off through one process disappears in the other, and back", async () => {
  const { rows } = await sql.query<{ id: number; slug: string; offer_id: number }>(
    `SELECT p.id, t.slug, o.id AS offer_id FROM offers o
       JOIN seller_profiles s ON s.id = o.seller_id JOIN users u ON u.id = s.user_id AND u.email = $1
       JOIN products p ON p.id = o.product_id AND p.enabled
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
      WHERE o.enabled AND o.state = 0 AND o.stock > 0 ORDER BY o.id LIMIT 1`,
    [DEMO_ACCOUNTS.seller.email],
  );
  const target = rows[0]!;
  const tokens = await Promise.all([one!, two!].map((p) => bearerFor({ url: p.url } as TestApp, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)));
  const url = (await gql(one!, `query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }`, { ids: [target.id] })).data.productsByIds[0].url as string;
  for (const p of [one!, two!]) await page(p, url, target.id);
  const offerIds = async (p: Proc) => (await gql(p, PRODUCT, { slug: target.slug })).data.product.offers.map((o: { id: string }) => o.id) as string[];
  for (const p of [one!, two!]) {
    expect(await offerIds(p)).toContain(String(target.offer_id));
    expect((await gql(p, PRODUCT, { slug: target.slug })).fromCache).toBe(true);
  }
  const SWITCH = `mutation($id: ID!, $on: Boolean!) { setOfferEnabled(input: { offerId: $id, enabled: $on }) { id enabled } }`;

  for (const [writer, reader, on, token] of [
    [one!, two!, false, tokens[0]!],
    [two!, one!, true, tokens[1]!],
  ] as const) {
    const r = await gql(writer, SWITCH, { id: String(target.offer_id), on }, { authorization: `Bearer ${token}` });
    expect(r.data.setOfferEnabled.enabled).toBe(on);
    await eventually(`the offer ${on ? "back" : "gone"} in the other process`, async () =>
      (await offerIds(reader)).includes(String(target.offer_id)) === on ? true : undefined,
    );
    expect((await offerIds(writer)).includes(String(target.offer_id))).toBe(on);
    // The product page too (cached in both before the switch).
    for (const p of [reader, writer]) expect((await page(p, url, target.id)).offerRefs.split(" ").includes(`Offer:${target.offer_id}`)).toBe(on);
  }
});
