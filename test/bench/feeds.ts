/**
 * Product feeds over a large catalogue (`tsx test/bench/feeds.ts`): BENCH_PRODUCTS (default
 * 100,000) synthetic products are added to a scratch copy of the test template (TEST_DATABASE_URL's
 * server, or DATABASE_URL as is), then every feed file is written (FeedsService.buildFiles, what
 * the job runs) and one feed is streamed over HTTP; the time of each and the process's peak RSS
 * and peak live heap are printed. A script, not a test: it passes or fails nothing.
 */
import "reflect-metadata";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer } from "../../server/server";
import { FeedsService } from "../../server/modules/feeds/feeds.service";
import { insertSyntheticProducts } from "../helpers/synthetic-products";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;
const N = Number(process.env.BENCH_PRODUCTS ?? 100_000);

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("set DATABASE_URL to a scratch database with the schema (its products table gets BENCH_PRODUCTS more rows)");
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "km-feeds-bench-"));
  const config = loadConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    PORT: "0",
    HOST: "127.0.0.1",
    JOBS: "false",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    DB_STATEMENT_TIMEOUT_MS: "600000",
  });
  const server = await startServer(config, createLogger("warn"));
  try {
    const q = (s: string, p: unknown[] = []) => server.dataSource.query(s, p);
    let t = Date.now();
    const max = await insertSyntheticProducts(q, N);
    console.log(`inserted ${N} products in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    const feeds = new FeedsService(server.dataSource, config.publicUrl, dataDir);
    gc();
    const base = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
    let peakRss = base.rss;
    let peakHeap = base.heap;
    const sampler = setInterval(() => {
      peakRss = Math.max(peakRss, process.memoryUsage().rss);
      gc();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }, 1000);
    t = Date.now();
    const res = await fetch(`${server.url}/feeds/google/en/eur.xml`);
    let bytes = 0;
    for await (const chunk of res.body!) bytes += (chunk as Uint8Array).byteLength;
    console.log(`streamed google/en/eur.xml from the database: ${(bytes / 1048576).toFixed(1)} MB in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    t = Date.now();
    const rows = await feeds.buildFiles();
    console.log(`job wrote ${Object.keys(rows).length} files (${rows["google-en-eur.xml"]} products each) in ${((Date.now() - t) / 1000).toFixed(1)} s`);
    clearInterval(sampler);
    const mb = (n: number) => `${(n / 1048576).toFixed(0)} MB`;
    console.log(`RSS ${mb(base.rss)} before, peak ${mb(peakRss)}; live heap ${mb(base.heap)} before, peak ${mb(peakHeap)}`);
    await q(`DELETE FROM products WHERE id > $1`, [max]);
  } finally {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
