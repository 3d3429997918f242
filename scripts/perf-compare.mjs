// npm run perf:compare -- <url A> <url B> [page path]: two running builds of the storefront
// side by side, interleaved (A B, B A, A B …) in one Chromium, as Lighthouse mobile runs at
// one CPU slowdown. Single runs of one build differ by a factor of two on these machines, so
// builds are only compared this way. For each build it prints the median of:
//  - Lighthouse's Total Blocking Time (simulated from the trace);
//  - the blocking time observed in the trace itself: every main-thread task after the first
//    contentful paint counts (duration × slowdown − 50 ms), whatever Lighthouse's window;
//  - the main thread's busy time after that paint (unthrottled milliseconds);
// and each run's figures with Lighthouse's benchmarkIndex. Start the builds first (for
// example `npm start` in two checkouts on two ports). Settings: PERF_RUNS (runs per build,
// 8), PERF_SLOWDOWN (CPU slowdown, 8).
import lighthouse from "lighthouse";
import { launchChromium, median } from "./chromium.mjs";

const [urlA, urlB, pagePath = "/"] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error("usage: npm run perf:compare -- <url A> <url B> [page path]");
  process.exit(2);
}
const RUNS = Number(process.env.PERF_RUNS ?? 8);
const SLOWDOWN = Number(process.env.PERF_SLOWDOWN ?? 8);
const chrome = await launchChromium();
const port = chrome.port;

/** One Lighthouse run of `base + pagePath`: [Lighthouse TBT, observed blocking, busy ms, benchmarkIndex]. */
async function measure(base) {
  const url = base.replace(/\/$/, "") + pagePath;
  const { lhr, artifacts } = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttling: { cpuSlowdownMultiplier: SLOWDOWN },
  });
  const events = artifacts.Trace.traceEvents;
  // The page's renderer: the process that parsed the page's HTML, and its main thread.
  const pid = events.find((e) => e.name === "ParseHTML" && (e.args?.beginData?.url ?? "").startsWith(url))?.pid;
  const tid = events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === pid)?.tid;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === pid)?.ts ?? 0;
  const tasks = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === "X" && e.name === "RunTask" && e.ts >= fcp);
  const blocking = tasks.reduce((sum, t) => sum + Math.max(0, (t.dur / 1000) * SLOWDOWN - 50), 0);
  const busy = tasks.reduce((sum, t) => sum + t.dur / 1000, 0);
  return [lhr.audits["total-blocking-time"].numericValue, blocking, busy, lhr.environment.benchmarkIndex].map(Math.round);
}

try {
  // Warm-up, not counted: the first loads after Chromium starts carry its own start-up work.
  for (const base of [urlA, urlB, urlA, urlB]) await measure(base);
  const runs = { A: [], B: [] };
  for (let i = 0; i < RUNS; i++) {
    const order = i % 2 ? ["B", "A"] : ["A", "B"];
    for (const k of order) {
      console.error(`[compare] ${k} ${pagePath} ${SLOWDOWN}× (${i + 1}/${RUNS})`);
      runs[k].push(await measure(k === "A" ? urlA : urlB));
    }
  }
  console.log(`\n${pagePath} at ${SLOWDOWN}× CPU slowdown, ${RUNS} interleaved runs per build, ${chrome.version}`);
  console.log("build  TBT (Lighthouse)  observed blocking  busy after FCP   runs: TBT/observed/busy (benchmarkIndex)");
  for (const [k, url] of [
    ["A", urlA],
    ["B", urlB],
  ]) {
    const col = (i) => median(runs[k].map((r) => r[i]));
    const each = runs[k].map((r) => `${r[0]}/${r[1]}/${r[2]} (${r[3]})`).join("  ");
    console.log(`${k}      ${String(col(0)).padStart(6)} ms        ${String(col(1)).padStart(6)} ms          ${String(col(2)).padStart(5)} ms     ${each}`);
    console.log(`       ${url}`);
  }
} finally {
  await chrome.stop();
}
