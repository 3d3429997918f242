/**
 * The catalogue under sales (part of `npm run bench`, see catalog.ts): anonymous product
 * pages and listings, cached, measured alone and then while a side loop sells keys.
 *
 * Two workloads, each request picked at random (seeded) among:
 *  - GraphQL: the storefront's own documents (ProductPage for 80 products, Products for
 *    every category page, Home, Layout), as the browser sends them after the first page;
 *  - SSR: the same 80 product pages, every category page and the home page, as HTML.
 * The sales: every 1/BENCH_SALES_PER_SECOND s one UPDATE moves one Available key of a random
 * in-stock product (a random offer of it with stock) to Delivered, through raw SQL as the
 * checkout does; the stock columns follow through the triggers, and so do the caches'
 * invalidations. The keys sold are put back to Available at the end, so runs repeat.
 * "Alone" and "with sales" take turns (BENCH_ROUNDS, default 4, of BENCH_SECONDS / 4 each):
 * on a shared machine other load then weighs on both alike. Every request is asked once
 * (untimed) before each turn alone, so that it starts from full caches.
 */
import autocannon from "autocannon";
import { print } from "graphql";
import { Pool } from "pg";
import { KeyState } from "../../server/common/enums";
import { HomeDocument, LayoutDocument, ProductPageDocument, ProductsDocument } from "../../client/src/gql/graphql";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const SALES_PER_SECOND = Number(process.env.BENCH_SALES_PER_SECOND ?? 20);
/** Turns of "alone" and "with sales", each SECONDS / ROUNDS long. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);

type Req = { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string };

/** A seeded pseudo-random generator (the same sequence on every run). */
function seeded(seed = 42): () => number {
  return () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
}

async function gql<T>(base: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${base}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(`GraphQL errors: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** The two workloads' request sequences, from the catalogue as the app serves it. */
async function workloads(base: string): Promise<{ graphql: Req[]; ssr: Req[] }> {
  type Item = { slug: string; url: string };
  const top = await gql<{ products: { items: Item[] } }>(base, `{ products(take: 40, sort: BESTSELLING, filter: { inStock: true }) { items { slug url } } }`);
  const more = await gql<{ products: { items: Item[] } }>(
    base,
    `{ products(take: 40, skip: 300, sort: NEWEST, filter: { inStock: true }) { items { slug url } } }`,
  );
  const products = [...top.products.items, ...more.products.items];
  const { categories } = await gql<{ categories: Item[] }>(base, `{ categories(flat: true) { slug url } }`);
  const post = (document: Parameters<typeof print>[0], variables: Record<string, unknown>): Req => ({
    method: "POST",
    path: "/graphql",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: print(document), variables }),
  });
  const graphql = [
    ...products.map((p) => post(ProductPageDocument, { slug: p.slug, locale: "en" })),
    ...categories.map((c) => post(ProductsDocument, { filter: { categorySlug: c.slug }, sort: "RELEVANCE", skip: 0, take: 24, locale: "en", currency: "EUR" })),
    post(HomeDocument, { locale: "en", currency: "EUR" }),
    post(LayoutDocument, { locale: "en" }),
  ];
  const ssr = [...products.map((p) => p.url), ...categories.map((c) => c.url), "/"].map((path): Req => ({ method: "GET", path }));
  return { graphql, ssr };
}

/** Every request picks one of `requests` at random (seeded: each run asks the same sequence). */
async function run(base: string, requests: Req[], seconds: number) {
  const random = seeded();
  const r = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    requests: [
      {
        setupRequest: (req: autocannon.Request) => {
          const pick = requests[Math.floor(random() * requests.length)]!;
          return { ...req, method: pick.method, path: pick.path, headers: pick.headers ?? {}, body: pick.body };
        },
      },
    ],
  });
  return { requests: r.requests.total, seconds: r.duration, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

type Run = Awaited<ReturnType<typeof run>>;

/** Runs summed up: req/s over their whole time, the worst p99. */
function total(runs: Run[]) {
  const seconds = runs.reduce((t, r) => t + r.seconds, 0);
  return {
    rps: runs.reduce((t, r) => t + r.requests, 0) / seconds,
    p99: Math.max(...runs.map((r) => r.p99)),
    errors: runs.reduce((t, r) => t + r.errors, 0),
  };
}

/** Sells SALES_PER_SECOND keys a second while started; puts them back when closed. */
function salesLoop(databaseUrl: string) {
  const db = new Pool({ connectionString: databaseUrl, application_name: "bench-sales", max: 4 });
  const sold: string[] = [];
  let offers: Map<number, number[]> = new Map(); // in-stock product → its offers with stock
  let productIds: number[] = [];
  let timer: NodeJS.Timeout | undefined;
  let inFlight = 0;
  let startedAt = 0;
  let activeMs = 0;
  let failed = 0;
  const sellOne = async () => {
    if (inFlight >= 4 || productIds.length === 0) return;
    inFlight++;
    const product = productIds[Math.floor(Math.random() * productIds.length)]!;
    const list = offers.get(product)!;
    const offer = list[Math.floor(Math.random() * list.length)]!;
    try {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE product_keys SET state = $2, updated_at = now()
          WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = $3 LIMIT 1 FOR UPDATE SKIP LOCKED)
          RETURNING id`,
        [offer, KeyState.Delivered, KeyState.Available],
      );
      if (rows[0]) sold.push(rows[0].id);
      else if (list.includes(offer)) {
        // Sold out meanwhile: not a candidate any more.
        list.splice(list.indexOf(offer), 1);
        if (list.length === 0) productIds = productIds.filter((p) => p !== product);
      }
    } catch {
      failed++;
    } finally {
      inFlight--;
    }
  };
  return {
    async open() {
      const { rows } = await db.query<{ product_id: number; id: number }>(
        `SELECT o.product_id, o.id FROM offers o JOIN products p ON p.id = o.product_id
          WHERE p.enabled AND p.stock > 0 AND o.enabled AND o.state = 0
            AND EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = o.id AND k.state = $1)`,
        [KeyState.Available],
      );
      offers = new Map();
      for (const r of rows) offers.set(r.product_id, [...(offers.get(r.product_id) ?? []), r.id]);
      productIds = [...offers.keys()];
    },
    start() {
      startedAt = Date.now();
      timer = setInterval(() => void sellOne(), 1000 / SALES_PER_SECOND);
    },
    async stop() {
      clearInterval(timer);
      while (inFlight > 0) await new Promise((r) => setTimeout(r, 10));
      activeMs += Date.now() - startedAt;
    },
    /** Sales per second while selling, and failures. */
    rate: () => ({ perSecond: sold.length / (activeMs / 1000), failed }),
    /** Puts every key sold back (their stock comes back through the triggers). */
    async close() {
      if (sold.length) await db.query(`UPDATE product_keys SET state = $2 WHERE id = ANY($1::uuid[])`, [sold, KeyState.Available]);
      sold.length = 0;
      await db.end();
    },
  };
}

/** Measures both workloads alone and under sales; prints one table. */
export async function underSales(base: string, databaseUrl: string, ceiling: number): Promise<void> {
  const { graphql, ssr } = await workloads(base);
  const rows: string[] = [];
  for (const [title, requests] of [
    ["GraphQL: product pages + listings", graphql],
    ["SSR pages: product + category + home", ssr],
  ] as const) {
    // Fill the caches: every request once (again before each turn alone, after the sales'
    // invalidations), then a short warm-up.
    const fill = async () => {
      for (const r of requests) await (await fetch(base + r.path, { method: r.method, headers: r.headers, body: r.body })).arrayBuffer();
    };
    await fill();
    await run(base, requests, 2);
    // Alone and with sales in turns, so that the load of anything else on the machine
    // weighs on both alike.
    const alone: Run[] = [];
    const selling: Run[] = [];
    const sales = salesLoop(databaseUrl);
    await sales.open();
    let rate = { perSecond: 0, failed: 0 };
    try {
      for (let i = 0; i < ROUNDS; i++) {
        if (i > 0) await fill();
        alone.push(await run(base, requests, SECONDS / ROUNDS));
        sales.start();
        try {
          selling.push(await run(base, requests, SECONDS / ROUNDS));
        } finally {
          await sales.stop();
        }
      }
      rate = sales.rate();
    } finally {
      await sales.close();
    }
    const [a, s] = [total(alone), total(selling)];
    rows.push(
      `| ${title} | ${a.rps.toFixed(0)} | ${a.p99} | ${s.rps.toFixed(0)} | ${s.p99} | ${(s.rps / a.rps).toFixed(2)} | ` +
        `${rate.perSecond.toFixed(1)} | ${a.errors + s.errors + rate.failed} |`,
    );
    // Let the restore's invalidation settle before the next workload.
    await new Promise((r) => setTimeout(r, 1000));
  }
  console.log(
    `\nCatalogue under sales: each request one of ${graphql.length} GraphQL requests / ${ssr.length} pages at random, anonymous, cached; ` +
      `${CONNECTIONS} connections; ${SECONDS} s alone and ${SECONDS} s with ${SALES_PER_SECOND} sales/s asked, in ${ROUNDS} turns each ` +
      `(raw ceiling above: ${ceiling.toFixed(0)} req/s)\n`,
  );
  console.log("| workload | req/s alone | p99 ms | req/s with sales | p99 ms | ratio | sales/s done | errors |");
  console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
  for (const r of rows) console.log(r);
}
