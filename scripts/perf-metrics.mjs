// npm run perf:metrics -- <url A> <url B> [page path]: the main thread's work for a page load in
// two running builds, side by side. Each load is a fresh mobile-sized context in one Chromium,
// unthrottled, loads of A and B interleaved; after the network is idle, Chromium's own counters
// (the DevTools protocol's Performance.getMetrics) give the time spent in tasks, scripts, style
// and layout. Their medians move far less from run to run than Lighthouse's simulated TBT on
// these machines, so a change to the start's work shows in fewer runs (40 loads per build take
// about 3.5 minutes). Settings: PERF_RUNS (loads per build, 40).
import { chromium } from "playwright-core";
import { CHROMIUM, CHROMIUM_FLAGS, median } from "./chromium.mjs";

const [urlA, urlB, pagePath = "/"] = process.argv.slice(2);
if (!urlA || !urlB) {
  console.error("usage: npm run perf:metrics -- <url A> <url B> [page path]");
  process.exit(2);
}
const RUNS = Number(process.env.PERF_RUNS ?? 40);
const COUNTERS = ["TaskDuration", "ScriptDuration", "RecalcStyleDuration", "LayoutDuration"];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS });

/** One load of `base + pagePath`: the counters in milliseconds. */
async function load(base) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Performance.enable");
    await page.goto(base.replace(/\/$/, "") + pagePath, { waitUntil: "networkidle" });
    await page.waitForTimeout(800);
    const { metrics } = await cdp.send("Performance.getMetrics");
    const byName = Object.fromEntries(metrics.map((m) => [m.name, m.value]));
    return COUNTERS.map((c) => byName[c] * 1000);
  } finally {
    await context.close();
  }
}

try {
  // Warm-up, not counted: the first loads after Chromium starts carry its own start-up work.
  for (let i = 0; i < 3; i++) for (const base of [urlA, urlB]) await load(base);
  const runs = { A: [], B: [] };
  for (let i = 0; i < RUNS; i++) {
    for (const k of i % 2 ? ["B", "A"] : ["A", "B"]) runs[k].push(await load(k === "A" ? urlA : urlB));
    if ((i + 1) % 10 === 0) console.error(`[metrics] ${i + 1}/${RUNS}`);
  }
  console.log(`\n${pagePath}, ${RUNS} interleaved loads per build, unthrottled, ${browser.version()}; medians in ms`);
  console.log(`build  ${COUNTERS.map((c) => c.replace("Duration", "").padStart(12)).join("")}`);
  const column = (k, j) =>
    median(runs[k].map((r) => r[j]))
      .toFixed(1)
      .padStart(12);
  console.log(`A      ${COUNTERS.map((_, j) => column("A", j)).join("")}   ${urlA}`);
  console.log(`B      ${COUNTERS.map((_, j) => column("B", j)).join("")}   ${urlB}`);
} finally {
  await browser.close();
}
