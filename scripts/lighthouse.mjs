// npm run perf: the storefront's performance budget, measured (a script, not a test).
//
//  1. Lighthouse 12 (mobile, its default simulated throttling) with Debian's Chromium on
//     the home, a category and a product page: performance ≥ 90, accessibility ≥ 95,
//     best practices ≥ 95, SEO 100, Total Blocking Time ≤ 200 ms (median of LH_RUNS runs per
//     page, 5 by default, as Lighthouse's documentation advises against its run-to-run
//     variance); then the same pages at 8× CPU slowdown instead of the default 4× (LH_RUNS_8X
//     runs, 3 by default, performance only): TBT ≤ 400 ms, so that a slower host or phone does
//     not fall off the cliff. Each run records Lighthouse's benchmarkIndex (this machine's
//     speed) and the report names Chromium's version.
//  2. First-load JavaScript of those pages, gzipped, from the build manifest (≤ 200 KiB),
//     and no admin or seller module in the storefront's static import graph.
//  3. Server render of a product page at 10 concurrent connections (autocannon): p50/p95/p99,
//     once as visitors get it (the anonymous page cache on) and once rendering every request
//     (a distinct query string per request defeats the page cache; the GraphQL response
//     cache still answers the data, as in production).
//
// It starts the built server on its own embedded Postgres (PERF_DATA_DIR, default
// .data-perf; PERF_PORT 4180, PERF_PG_PORT 54390) with NODE_ENV=production as production
// runs it (one HTTP worker per core, at most 4, unless WEB_CONCURRENCY says otherwise), or
// measures PERF_URL when given. Results: printed, and written to test-results/perf.json.
import { spawn } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import lighthouse from "lighthouse";
import { launchChromium, median, sleep, waitFor } from "./chromium.mjs";
import { areaLeaks, firstLoad, loadManifest } from "./lighthouse-bundle.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const RUNS = Number(process.env.LH_RUNS ?? 5);
const RUNS_8X = Number(process.env.LH_RUNS_8X ?? 3);
/** Lighthouse's default mobile CPU slowdown, and the harsher one the budget also holds at. */
const SLOWDOWNS = [4, 8];
const WARM_UP_RUNS = 2;
const PAGES = [
  { name: "home", path: "/", module: "src/features/home/HomePage.tsx" },
  { name: "category", path: "/games/rpg", module: "src/features/catalog/CategoryPage.tsx" },
  { name: "product", path: "/games/rpg/elden-ring-steam", module: "src/features/product/ProductPage.tsx" },
];
const BUDGET = { performance: 90, accessibility: 95, "best-practices": 95, seo: 100, tbtMs: { 4: 200, 8: 400 }, firstLoadKiB: 200, p95Ms: 100 };

async function startServer() {
  if (process.env.PERF_URL) return { url: process.env.PERF_URL.replace(/\/$/, ""), stop: async () => undefined };
  const port = Number(process.env.PERF_PORT ?? 4180);
  const url = `http://127.0.0.1:${port}`;
  // The flags of `npm start` (package.json).
  const child = spawn(process.execPath, ["--max-old-space-size=288", path.join(ROOT, "dist", "server", "main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATA_DIR: process.env.PERF_DATA_DIR ?? ".data-perf",
      EMBEDDED_PG_PORT: process.env.PERF_PG_PORT ?? "54390",
      LOG_LEVEL: "warn",
      // Production wants real secrets; these fixed ones are for this local measurement only.
      KEY_ENCRYPTION_KEYS: process.env.KEY_ENCRYPTION_KEYS ?? `perf:${Buffer.alloc(32, 7).toString("base64")}`,
      AUTH_SECRET: process.env.AUTH_SECRET ?? "perf-only-secret-perf-only-secret-0123456789",
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitFor(`${url}/healthz`, 180_000, child);
  return {
    url,
    stop: async () => {
      child.kill("SIGTERM");
      await Promise.race([new Promise((r) => child.once("exit", r)), sleep(15_000)]);
    },
  };
}

/** Requests each page and every image it references, so Lighthouse meets a warm server (as behind a CDN). */
async function warm(url) {
  for (const p of PAGES) {
    const html = await (await fetch(url + p.path)).text();
    const images = [...new Set([...html.matchAll(/\/img\?src=[^"\s,]+/g)].map((m) => m[0].replaceAll("&amp;", "&")))];
    for (let i = 0; i < images.length; i += 8) await Promise.all(images.slice(i, i + 8).map((src) => fetch(url + src).then((r) => r.arrayBuffer())));
  }
}

/** A metric's value (milliseconds rounded, or `digits` decimals), null when the audit has none. */
function metric(lhr, id, digits = 0) {
  const v = lhr.audits[id]?.numericValue;
  return typeof v === "number" ? Number(v.toFixed(digits)) : null;
}

/** The pages at one CPU slowdown: the median run of each (all four categories at 4×, performance only otherwise). */
async function lighthouseScores(url, chrome, slowdown) {
  const runsPerPage = slowdown === 4 ? RUNS : RUNS_8X;
  const categories = slowdown === 4 ? ["performance", "accessibility", "best-practices", "seo"] : ["performance"];
  // Two runs thrown away first: the loads of the first minute after Chromium starts carry
  // the browser's own start-up work (the first two or three runs scored 10-20 points below
  // the later ones, on whichever page came first).
  for (let i = 1; i <= WARM_UP_RUNS; i++) {
    console.error(`[perf] lighthouse ${PAGES[0].path} ${slowdown}× (warm-up ${i}/${WARM_UP_RUNS}, not counted)`);
    await lighthouse(url + PAGES[0].path, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: ["performance"],
      throttling: { cpuSlowdownMultiplier: slowdown },
    });
  }
  const results = {};
  for (const p of PAGES) {
    const runs = [];
    for (let i = 0; i < runsPerPage; i++) {
      console.error(`[perf] lighthouse ${p.path} ${slowdown}× (${i + 1}/${runsPerPage})`);
      // The other throttling settings stay Lighthouse's mobile defaults (flags merge into them).
      const audit = () =>
        lighthouse(url + p.path, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: categories,
          throttling: { cpuSlowdownMultiplier: slowdown },
        });
      let { lhr } = await audit();
      // A run Lighthouse could not score (a metric it failed to compute) is said and run again, once.
      if (lhr.categories.performance?.score == null) {
        const why = lhr.runtimeError
          ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}`
          : Object.values(lhr.audits)
              .filter((a) => a.errorMessage)
              .map((a) => `${a.id}: ${a.errorMessage}`)
              .join("; ");
        console.error(`[perf]   no performance score (${why || "no reason given"}): running it again`);
        ({ lhr } = await audit());
      }
      if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== slowdown)
        throw new Error(`Lighthouse ran at ${lhr.configSettings.throttling.cpuSlowdownMultiplier}×, not ${slowdown}×`);
      if (process.env.PERF_SAVE_LHR) writeFileSync(path.join(ROOT, "test-results", `lighthouse-${p.name}-${slowdown}x-${i + 1}.json`), JSON.stringify(lhr));
      const score = (k) => Math.round((lhr.categories[k]?.score ?? 0) * 100);
      const failed = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== "informative" && a.scoreDisplayMode !== "manual")
        .map((a) => `${a.id} (${a.displayValue ?? a.score})`);
      const scored = (k) => (categories.includes(k) ? score(k) : null);
      runs.push({
        performance: score("performance"),
        accessibility: scored("accessibility"),
        "best-practices": scored("best-practices"),
        seo: scored("seo"),
        // An audit Lighthouse could not compute (it says why in runtimeError / the audit) reads as null.
        lcpMs: metric(lhr, "largest-contentful-paint"),
        tbtMs: metric(lhr, "total-blocking-time"),
        cls: metric(lhr, "cumulative-layout-shift", 3),
        fcpMs: metric(lhr, "first-contentful-paint"),
        // Lighthouse's measure of this machine's speed (scores scale with it): recorded beside every result.
        benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
        ...(lhr.runtimeError ? { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` } : {}),
        failed,
      });
    }
    const pick = runs.find((r) => r.performance === median(runs.map((x) => x.performance)));
    results[p.name] = {
      ...pick,
      runs: runs.map((r) => r.performance),
      tbtRuns: runs.map((r) => r.tbtMs),
      benchmarkIndex: runs.map((r) => r.benchmarkIndex),
    };
  }
  return results;
}

async function renderLatency(url, urlPath, { uncached }) {
  let n = 0;
  const latencies = [];
  const instance = autocannon({
    url: url + urlPath,
    connections: 10,
    duration: Number(process.env.PERF_SECONDS ?? 10),
    requests: [{ setupRequest: (req) => ({ ...req, path: uncached ? `${urlPath}?render=${++n}` : urlPath }) }],
  });
  instance.on("response", (_client, status, _bytes, ms) => {
    if (status === 200) latencies.push(ms);
  });
  const result = await new Promise((resolve, reject) => {
    instance.on("done", resolve);
    instance.on("error", reject);
  });
  latencies.sort((a, b) => a - b);
  const q = (p) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] * 10) / 10;
  return { requests: latencies.length, non2xx: result.non2xx, reqPerSec: Math.round(result.requests.average), p50: q(50), p95: q(95), p99: q(99) };
}

async function main() {
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  const manifest = loadManifest(ROOT);
  const bundles = Object.fromEntries(
    PAGES.map((p) => [
      p.name,
      // The larger of the English and the Italian page (each with its own messages).
      Math.round((Math.max(...["en", "it"].map((l) => firstLoad(ROOT, manifest, p.module, l, p.name).gzip)) / 1024) * 10) / 10,
    ]),
  );
  const leaks = areaLeaks(manifest);

  const log = (m) => console.error(`[perf] ${m}`);
  log("starting the server");
  const server = await startServer();
  let report;
  try {
    log(`warming ${server.url}`);
    await warm(server.url);
    log("launching Chromium");
    const chrome = await launchChromium();
    const scores = {};
    try {
      for (const slowdown of SLOWDOWNS) scores[`${slowdown}x`] = await lighthouseScores(server.url, chrome, slowdown);
    } finally {
      await chrome.stop();
    }
    log("server render latency");
    const product = PAGES[2].path;
    await renderLatency(server.url, product, { uncached: true }); // warm-up
    const cached = await renderLatency(server.url, product, { uncached: false });
    const rendering = await renderLatency(server.url, product, { uncached: true });
    report = {
      at: new Date().toISOString(),
      url: server.url,
      chromium: chrome.version,
      lighthouse: scores,
      firstLoadKiB: bundles,
      areaLeaks: leaks,
      ssr: { cached, rendering },
      budget: BUDGET,
    };
  } finally {
    await server.stop();
  }

  for (const slowdown of SLOWDOWNS) {
    const pages = report.lighthouse[`${slowdown}x`];
    const runs = slowdown === 4 ? RUNS : RUNS_8X;
    console.log(`\nLighthouse 12, mobile, ${slowdown}× CPU slowdown (median of ${runs} runs), ${report.chromium}; TBT budget ${BUDGET.tbtMs[slowdown]} ms`);
    console.log("page       perf  a11y  best  seo   LCP ms  TBT ms  CLS    perf runs / TBT runs (benchmarkIndex)");
    const cell = (v, w) => String(v ?? "-").padStart(w);
    for (const [name, s] of Object.entries(pages)) {
      const over = s.tbtMs != null && s.tbtMs > BUDGET.tbtMs[slowdown] ? "  OVER BUDGET" : "";
      console.log(
        `${name.padEnd(10)} ${cell(s.performance, 4)}  ${cell(s.accessibility, 4)}  ${cell(s["best-practices"], 4)}  ${cell(s.seo, 3)}  ${cell(s.lcpMs, 7)}  ${cell(s.tbtMs, 6)}  ${String(s.cls).padEnd(5)}  ${s.runs.join("/")} / ${s.tbtRuns.join("/")} (${s.benchmarkIndex.map((b) => (b == null ? "?" : Math.round(b))).join("/")})${over}`,
      );
      if (s.failed.length) console.log(`           below 0.9: ${s.failed.join(", ")}`);
    }
  }
  console.log(
    "\nFirst-load JavaScript (gzip): " +
      Object.entries(report.firstLoadKiB)
        .map(([k, v]) => `${k} ${v} KiB`)
        .join(", "),
  );
  console.log(`Admin/seller modules in the storefront's static graph: ${report.areaLeaks.length ? report.areaLeaks.join(", ") : "none"}`);
  const l = (r) => `p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms, ${r.reqPerSec} req/s (${r.requests} requests, ${r.non2xx} non-2xx)`;
  console.log(`\nProduct page, 10 connections, as served (page cache): ${l(report.ssr.cached)}`);
  console.log(`Product page, 10 connections, rendering every request: ${l(report.ssr.rendering)}`);
  mkdirSync(path.join(ROOT, "test-results"), { recursive: true });
  writeFileSync(path.join(ROOT, "test-results", "perf.json"), JSON.stringify(report, null, 2));
  console.log("\n(test-results/perf.json)");
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
