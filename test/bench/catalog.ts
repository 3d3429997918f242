/**
 * npm run bench — the same 20-product catalogue read through
 *   1. a raw node:http + pg server running the same SQL (the ceiling),
 *   2. GraphQL (/graphql) with the anonymous response cache (the default),
 *   3. GraphQL with the cache off,
 *   4. REST /api/public/products/info-multiple for the same 20 products,
 * in one run, with autocannon in this process and each server in its own. Prints req/s,
 * p99 latency and each ratio to the ceiling.
 *
 * Then the catalogue under sales (under-sales.ts): a mix of anonymous product pages and
 * listings (category lists and the home rails), once through GraphQL and once as SSR pages,
 * each measured alone and then while a side loop sells 20 keys a second (raw SQL moving one
 * Available key of a random in-stock product to Delivered, as a checkout does; the keys are
 * put back at the end). Prints both throughputs and their ratio. A script, not a test: it
 * passes or fails nothing.
 *
 * Uses DATABASE_URL when set, otherwise an embedded Postgres under .data-bench/ (port
 * BENCH_PG_PORT, default 54332). BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 16)
 * and BENCH_SALES_PER_SECOND (default 20) tune the load; BENCH_PORT (default 4401) is the
 * first of the three ports the servers listen on.
 */
import "reflect-metadata";
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import autocannon from "autocannon";
import { benchDatabase } from "./bench-db";
import { underSales } from "./under-sales";

const ROOT = path.resolve(__dirname, "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const PORT = Number(process.env.BENCH_PORT ?? 4401);
const APP = `http://127.0.0.1:${PORT}`;
const RAW = `http://127.0.0.1:${PORT + 1}`;
const APP_NO_CACHE = `http://127.0.0.1:${PORT + 2}`;

const QUERY = `query Catalogue { products(take: 20, sort: BESTSELLING) { totalItems items {
  id name slug url inStock bestPrice { amount } platform { name } category { name }
  offers { id sellerName stock prices { eur usd gbp } } } } }`;

function startChild(name: string, args: string[], env: Record<string, string>, ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      if (ready.test(out)) resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`${name} exited (${code}):\n${out.slice(-2000)}`)));
  });
}

async function load(title: string, url: string, body: string): Promise<{ title: string; rps: number; p99: number; errors: number }> {
  // Warm-up (JIT, pools, caches), then the measured run.
  await autocannon({ url, method: "POST", body, headers: { "content-type": "application/json" }, connections: CONNECTIONS, duration: 2 });
  const r = await autocannon({
    url,
    method: "POST",
    body,
    headers: { "content-type": "application/json" },
    connections: CONNECTIONS,
    duration: SECONDS,
  });
  return { title, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.non2xx };
}

async function main() {
  const { url: databaseUrl, stop: stopDb } = await benchDatabase();
  const children: ChildProcess[] = [];
  try {
    // One process each (production would fork one worker per core): the ratios compare
    // single processes with the single-process raw ceiling.
    const appEnv = {
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      WEB_CONCURRENCY: "1",
      KEY_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 1).toString("base64")}`,
    };
    const ready = /ready on/;
    // The first app start migrates and seeds; wait for it before starting the others.
    children.push(await startChild("app", ["dist/server/main.js"], { ...appEnv, PORT: String(PORT), LOG_LEVEL: "info" }, ready));
    children.push(
      await startChild("app (no cache)", ["dist/server/main.js"], { ...appEnv, PORT: String(PORT + 2), RESPONSE_CACHE: "false", LOG_LEVEL: "info" }, ready),
    );
    children.push(await startChild("raw", ["test/bench/raw-server.mjs"], { DATABASE_URL: databaseUrl, PORT: String(PORT + 1) }, /raw ceiling/));

    const gqlBody = JSON.stringify({ query: QUERY });
    const ids = (
      (await (await fetch(`${APP}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: gqlBody })).json()) as {
        data: { products: { items: { id: string }[] } };
      }
    ).data.products.items.map((p) => Number(p.id));
    const restBody = JSON.stringify({ productIdList: ids, locale: "en" });

    const results = [
      await load("raw node:http + pg (ceiling)", `${RAW}/`, "{}"),
      await load("GraphQL, response cache on", `${APP}/graphql`, gqlBody),
      await load("GraphQL, response cache off", `${APP_NO_CACHE}/graphql`, gqlBody),
      await load("REST info-multiple (20 ids)", `${APP}/api/public/products/info-multiple`, restBody),
    ];
    const ceiling = results[0]!.rps;
    console.log(`\n20-product catalogue read, ${CONNECTIONS} connections, ${SECONDS} s each, Node ${process.version}\n`);
    console.log("| path | req/s | p99 ms | ratio to raw | errors |");
    console.log("|---|---:|---:|---:|---:|");
    for (const r of results) {
      console.log(`| ${r.title} | ${r.rps.toFixed(0)} | ${r.p99} | ${(r.rps / ceiling).toFixed(2)} | ${r.errors} |`);
    }
    await underSales(APP, databaseUrl, ceiling);
  } finally {
    for (const c of children) c.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    await stopDb();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
