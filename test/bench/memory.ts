/**
 * Memory under unique queries: the production build (`node <npm start's node flags>
 * dist/server/main.js`, built first when sources changed) is driven with searches that are
 * each new (GraphQL `products(filter: { search })` and the storefront's `/search?q=`, half
 * each; see nextRequest), so every one fills the caches instead of being answered from them,
 * while the server's RSS is sampled. Every in-memory
 * cache is bounded: RSS must level off instead of growing with the number of distinct
 * queries. Prints RSS over time, then the RSS after the load (idle, after a GC pause).
 * A script, not a test: it passes or fails nothing, but says whether RSS stayed under the
 * limit and levelled off.
 *
 *   npx tsx test/bench/memory.ts                      # 10 minutes
 *   BENCH_SECONDS=120 npx tsx test/bench/memory.ts    # shorter
 *
 * BENCH_SECONDS (default 600), BENCH_CONNECTIONS (default 8), BENCH_SAMPLE_SECONDS (default
 * 10), BENCH_RSS_LIMIT_MB (default 400), BENCH_PORT (default 4404), BENCH_PG_PORT (default
 * 54333). Uses DATABASE_URL when set, otherwise the server's own embedded Postgres under
 * .data-bench/memory (seeded with the demo data on the first run). WEB_CONCURRENCY=1: one
 * process, whose RSS is what is measured (Postgres runs in processes of its own).
 * BENCH_URL and BENCH_PID drive a server started by hand instead (e.g. with
 * `--heapsnapshot-signal=SIGUSR2`, to take heap snapshots while it runs).
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { readFileSync } from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import autocannon from "autocannon";

const ROOT = path.resolve(__dirname, "../..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 600);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const SAMPLE_SECONDS = Number(process.env.BENCH_SAMPLE_SECONDS ?? 10);
const RSS_LIMIT_MB = Number(process.env.BENCH_RSS_LIMIT_MB ?? 400);
const PORT = Number(process.env.BENCH_PORT ?? 4404);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54333);

/** The node flags `npm start` runs the server with (package.json's start script). */
function startFlags(): string[] {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> };
  const m = /node ((?:--\S+ )*)dist\/server\/main\.js/.exec(pkg.scripts.start ?? "");
  return m?.[1]?.trim().split(/\s+/).filter(Boolean) ?? [];
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

/** CPU time (user + system) the process has used, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const f = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(f[11]) + Number(f[12])) * 10;
}

const WORDS = ["elden", "ring", "mine", "craft", "office", "windows", "steam", "gift", "card", "forza", "fifa", "sims", "doom", "halo", "key", "pro"];
const SORTS = ["RELEVANCE", "BESTSELLING", "NEWEST", "PRICE_ASC", "PRICE_DESC"];
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(Math.random() * xs.length)]!;
const int = (n: number) => Math.floor(Math.random() * n);

const FIELDS = `totalItems items { id name slug url inStock bestPrice { amount } platform { name } category { name } offers { id sellerName stock prices { eur usd gbp } } }`;
const SEARCH = `query Search($search: String!, $take: Int!, $skip: Int!, $min: Float) {
  products(take: $take, skip: $skip, filter: { search: $search, price: { min: $min } }, currency: EUR) { ${FIELDS} } }`;

/**
 * Four kinds of request, in turn, each asked once: a GraphQL search with a new random term
 * written into the query text (a new document each time: nothing found), the same search
 * with variables that find products (a catalogue word, a random page size, offset and
 * minimum price), and the storefront's search page for a new random term and for a
 * catalogue word with a random minimum price and sort.
 */
function nextRequest(n: number): { method: "GET" | "POST"; path: string; headers: Record<string, string>; body?: string } {
  const json = { "content-type": "application/json" };
  switch (n % 4) {
    case 0:
      return {
        method: "POST",
        path: "/graphql",
        headers: json,
        body: JSON.stringify({ query: `{ products(take: 20, filter: { search: "${pick(WORDS)} ${randomBytes(6).toString("hex")}" }) { ${FIELDS} } }` }),
      };
    case 1:
      return {
        method: "POST",
        path: "/graphql",
        headers: json,
        body: JSON.stringify({ query: SEARCH, variables: { search: pick(WORDS), take: 1 + int(40), skip: int(10), min: int(2000) / 100 } }),
      };
    case 2:
      return { method: "GET", path: `/search?q=${encodeURIComponent(`${pick(WORDS)} ${randomBytes(6).toString("hex")}`)}`, headers: {} };
    default:
      return { method: "GET", path: `/search?q=${pick(WORDS)}&min=${(int(2000) / 100).toFixed(2)}&sort=${pick(SORTS)}`, headers: {} };
  }
}

function startServer(env: Record<string, string>): Promise<ChildProcess> {
  const flags = startFlags();
  console.log(`server: node ${[...flags, "dist/server/main.js"].join(" ")}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...flags, "dist/server/main.js"], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    const onData = (d: Buffer) => {
      out += d.toString();
      if (/ready on/.test(out)) resolve(child);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.on("exit", (code) => reject(new Error(`server exited (${code}):\n${out.slice(-3000)}`)));
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  if (!process.env.BENCH_URL) execFileSync(process.execPath, [path.join(ROOT, "scripts", "ensure-build.mjs")], { cwd: ROOT, stdio: "inherit" });
  const env: Record<string, string> = {
    PORT: String(PORT),
    HOST: "127.0.0.1",
    LOG_LEVEL: "warn",
    NODE_ENV: "production",
    WEB_CONCURRENCY: "1",
    KEY_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 1).toString("base64")}`,
    ...(process.env.DATABASE_URL ? {} : { DATA_DIR: path.join(ROOT, ".data-bench", "memory"), EMBEDDED_PG_PORT: String(PG_PORT) }),
  };
  const external = process.env.BENCH_URL;
  const server = external ? null : await startServer({ ...env, LOG_LEVEL: "info" });
  const pid = external ? Number(process.env.BENCH_PID) : server!.pid!;
  const url = external ?? `http://127.0.0.1:${PORT}`;
  try {
    const samples: { t: number; rss: number }[] = [];
    const t0 = Date.now();
    const sample = () => {
      const s = { t: Math.round((Date.now() - t0) / 1000), rss: rssMb(pid) };
      samples.push(s);
      console.log(`${String(s.t).padStart(5)} s  RSS ${s.rss.toFixed(0).padStart(5)} MB`);
    };
    console.log(`\nunique searches (GraphQL and /search pages), ${CONNECTIONS} connections, ${SECONDS} s, Node ${process.version}`);
    sample();
    const timer = setInterval(sample, SAMPLE_SECONDS * 1000);
    let n = 0;
    const cpu0 = cpuMs(pid);
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: [{ setupRequest: (req) => ({ ...req, ...nextRequest(n++) }) }],
    });
    clearInterval(timer);
    const cpu = cpuMs(pid) - cpu0;
    sample();
    const peak = Math.max(...samples.map((s) => s.rss));
    // After the load: idle, with time for the collector to give memory back.
    await sleep(15_000);
    const idle = rssMb(pid);
    const firstHalf = samples.filter((s) => s.t <= SECONDS / 2);
    const secondHalf = samples.filter((s) => s.t > SECONDS / 2);
    const max = (xs: { rss: number }[]) => (xs.length ? Math.max(...xs.map((s) => s.rss)) : 0);
    console.log(
      `\nrequests: ${result.requests.total} (${result.requests.average.toFixed(0)}/s), non-2xx: ${result.non2xx}, errors: ${result.errors}, ` +
        `p99 ${result.latency.p99} ms, server CPU ${(cpu / Math.max(1, result.requests.total)).toFixed(1)} ms per request`,
    );
    console.log(
      `RSS: start ${samples[0]!.rss.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (first half ${max(firstHalf).toFixed(0)}, second half ${max(secondHalf).toFixed(0)}), idle after 15 s ${idle.toFixed(0)} MB`,
    );
    console.log(
      peak < RSS_LIMIT_MB && max(secondHalf) <= max(firstHalf) * 1.1 ? `levelled off under ${RSS_LIMIT_MB} MB` : `NOT levelled off under ${RSS_LIMIT_MB} MB`,
    );
  } finally {
    if (server) {
      server.kill("SIGTERM");
      await new Promise((r) => server.once("exit", r));
    }
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
