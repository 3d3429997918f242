/**
 * Cluster mode (WEB_CONCURRENCY=2): server/main.ts from sources (tsx, nothing built) as a
 * separate process, the primary of two HTTP workers.
 *  - on this file's own database: both workers answer, GraphQL works, the workers carry the
 *    primary's node flags, /metrics answers every worker's series whichever worker takes the
 *    scrape, a killed worker is replaced, SIGTERM ends everything with exit 0;
 *  - without DATABASE_URL: the primary starts the embedded Postgres, the workers use it, the
 *    primary restarts it when it is killed, and SIGTERM stops it after them.
 * Process checks read /proc (Linux). First, WEB_CONCURRENCY's default.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { loadConfig } from "../../server/config";
import { createTestDatabase } from "../helpers/test-db";

const ROOT = path.resolve(__dirname, "../..");
const NODE_FLAG = "--max-semi-space-size=64";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

// A cluster start (an embedded Postgres initialised, migrations, two workers loading the app) takes
// 10-20 s on an idle machine and has taken over 25 s on a busy one: room for both.
jest.setTimeout(120_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A timer that does not keep jest waiting once the race it is in has been decided. */
const timeout = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Child processes of `pid` running server/main.ts (the workers; not tsx's esbuild or Postgres). */
function workerPids(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === pid && cmdline(Number(entry)).some((a) => a.endsWith("server/main.ts"))) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out.sort((a, b) => a - b);
}

function cmdline(pid: number): string[] {
  return readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
}

/** GET on a new connection each time (no keep-alive), so the cluster hands it to the next worker. */
function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: "close" } }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

async function getJson(url: string): Promise<{ status: number; body: any }> {
  const { status, text } = await get(url);
  return { status, body: JSON.parse(text) };
}

async function eventually<T>(what: string, fn: () => Promise<T | undefined> | T | undefined, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await Promise.resolve()
      .then(fn)
      .catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(100);
  }
}

interface Primary {
  child: ChildProcess;
  url: string;
  logs: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts the primary and waits for its "ready" line (logged once every worker listens). */
async function startPrimary(env: Record<string, string>): Promise<Primary> {
  const port = await freePort();
  const logs: string[] = [];
  const child = spawn(process.execPath, [NODE_FLAG, "--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      WEB_CONCURRENCY: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DB_POOL_SIZE: "3",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  let ready!: () => void;
  const readyLine = new Promise<void>((r) => (ready = r));
  const collect = (b: Buffer) => {
    for (const line of b.toString().split("\n").filter(Boolean)) {
      logs.push(line);
      if (line.includes("KeyMarket ready on")) ready();
    }
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const outcome = await Promise.race([readyLine.then(() => "ready"), exited.then(() => "exited"), timeout(60_000).then(() => "timeout")]);
  if (outcome !== "ready") {
    child.kill("SIGKILL");
    throw new Error(`the cluster primary ${outcome === "exited" ? "exited early" : "did not get ready"}:\n${logs.join("\n")}`);
  }
  return { child, url: `http://127.0.0.1:${port}`, logs, exited };
}

/** Worker ids answering /healthz over `n` fresh connections. */
async function workersAnswering(url: string, n = 8): Promise<Set<number>> {
  const seen = new Set<number>();
  for (let i = 0; i < n; i++) {
    const r = await getJson(`${url}/healthz`);
    expect(r.status).toBe(200);
    seen.add(r.body.worker);
  }
  return seen;
}

/** SIGTERM to the primary: exit 0 within a few seconds, no worker left behind. */
async function stopPrimary(p: Primary, workers: number[]) {
  const t0 = Date.now();
  p.child.kill("SIGTERM");
  const result = await Promise.race([p.exited, timeout(15_000).then(() => null)]);
  if (!result) p.child.kill("SIGKILL");
  expect(result).toEqual({ code: 0, signal: null });
  expect(Date.now() - t0).toBeLessThan(8_000);
  expect(workers.filter(isAlive)).toEqual([]);
  expect(p.logs.filter((l) => l.includes("KeyMarket ready on"))).toHaveLength(1);
}

describe("WEB_CONCURRENCY", () => {
  const keys = `k1:${Buffer.alloc(32, 3).toString("base64")}`;
  it("defaults to 1 (no cluster) outside production, one per core up to 4 in production", () => {
    expect(loadConfig({}).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: "test" }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ NODE_ENV: "production", KEY_ENCRYPTION_KEYS: keys }).WEB_CONCURRENCY).toBe(Math.min(4, os.availableParallelism()));
    expect(loadConfig({ NODE_ENV: "production", KEY_ENCRYPTION_KEYS: keys, WEB_CONCURRENCY: "1" }).WEB_CONCURRENCY).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: "6" }).WEB_CONCURRENCY).toBe(6);
  });
  it("refuses 0, fractions, and more than one process with CLIENT_DEV (one Vite HMR port)", () => {
    expect(() => loadConfig({ WEB_CONCURRENCY: "0" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "1.5" })).toThrow(/WEB_CONCURRENCY/);
    expect(() => loadConfig({ WEB_CONCURRENCY: "2", CLIENT_DEV: "true" })).toThrow(/WEB_CONCURRENCY: must be 1 with CLIENT_DEV/);
    expect(loadConfig({ CLIENT_DEV: "true" }).WEB_CONCURRENCY).toBe(1);
  });
});

const linux = process.platform === "linux" ? describe : describe.skip;

linux("cluster mode on DATABASE_URL", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let primary: Primary | undefined;
  let workers: number[] = [];

  beforeAll(async () => {
    db = await createTestDatabase();
    primary = await startPrimary({ DATABASE_URL: db.url });
  });
  afterAll(async () => {
    if (primary && primary.child.exitCode === null && primary.child.signalCode === null) primary.child.kill("SIGKILL");
    for (const pid of workers.filter(isAlive)) process.kill(pid, "SIGKILL");
    await db?.drop();
  });

  it("logs the worker count and serves from two workers, which carry the primary's node flags", async () => {
    const p = primary!;
    expect(p.logs.some((l) => l.includes("cluster: 2 HTTP worker processes"))).toBe(true);
    workers = workerPids(p.child.pid!);
    expect(workers).toHaveLength(2);
    for (const pid of workers) expect(cmdline(pid)).toEqual(expect.arrayContaining([NODE_FLAG, "server/main.ts"].map((a) => expect.stringContaining(a))));
    expect(await workersAnswering(p.url)).toEqual(new Set([1, 2]));
  });

  it("answers GraphQL from the shared database", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${primary!.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: "{ products(take: 1) { totalItems items { name } } }" }),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { data: { products: { totalItems: number; items: { name: string }[] } } };
      expect(body.data.products.totalItems).toBeGreaterThan(100);
      expect(body.data.products.items[0]!.name).toEqual(expect.any(String));
    }
  });

  it("answers every worker's metrics, whichever worker takes the scrape", async () => {
    const url = primary!.url;
    // Requests reach both workers; then each scrape, whichever worker takes it, shows both.
    for (let i = 0; i < 6; i++) expect((await get(`${url}/healthz`)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      const r = await get(`${url}/metrics`);
      expect(r.status).toBe(200);
      for (const worker of ["1", "2"]) {
        expect(r.text).toMatch(new RegExp(`keymarket_http_request_duration_seconds_count\\{[^}]*route="/healthz"[^}]*worker="${worker}"[^}]*\\} [1-9]`));
        expect(r.text).toMatch(new RegExp(`process_resident_memory_bytes\\{worker="${worker}"\\} \\d`));
        expect(r.text).toMatch(new RegExp(`keymarket_keys_in_stock\\{worker="${worker}"\\} \\d`));
      }
    }
  });

  it("replaces a worker that dies", async () => {
    const p = primary!;
    const [victim] = workers;
    process.kill(victim!, "SIGKILL");
    const replaced = await eventually("a replacement worker", () => {
      const now = workerPids(p.child.pid!);
      return now.length === 2 && !now.includes(victim!) ? now : undefined;
    });
    workers = [...new Set([...workers, ...replaced])];
    // Worker 3 (the replacement) answers once it listens, beside the survivor.
    await eventually("worker 3 answering", async () => ((await workersAnswering(p.url, 4)).has(3) ? true : undefined));
    expect(p.logs.some((l) => /worker \d \(pid \d+\) exited \(signal SIGKILL\).*replacing it/.test(l))).toBe(true);
  });

  it("stops on SIGTERM: workers first, exit code 0", async () => {
    await stopPrimary(primary!, workers);
  });
});

linux("cluster mode on the embedded Postgres", () => {
  let dataDir: string;
  let primary: Primary | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), "km-cluster-"));
    chmodSync(dataDir, 0o755); // Postgres runs as the "postgres" user when we are root
  });
  afterAll(async () => {
    if (primary && primary.child.exitCode === null && primary.child.signalCode === null) primary.child.kill("SIGKILL");
    const pidFile = path.join(dataDir, "pg", "postmaster.pid");
    if (existsSync(pidFile)) {
      const pid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
      if (pid > 0 && isAlive(pid)) process.kill(pid, "SIGQUIT");
      await sleep(500);
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts one embedded Postgres for all workers, restarts it when it dies, and stops it last", async () => {
    primary = await startPrimary({ DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(await freePort()), SEED_DEMO: "false" });
    const p = primary;
    const workers = workerPids(p.child.pid!);
    expect(workers).toHaveLength(2);
    // The workers got the embedded database's URL: none started a Postgres of its own.
    expect(p.logs.filter((l) => l.includes("embedded Postgres on"))).toHaveLength(1);
    expect(await workersAnswering(p.url)).toEqual(new Set([1, 2]));
    const killed = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(isAlive(killed)).toBe(true);

    // The primary restarts a Postgres that dies; the workers answer 503 meanwhile, then serve again.
    process.kill(killed, "SIGKILL");
    // First the restart (the killed postmaster's backends may still answer for a moment, so
    // "ready" alone could be seen before the primary noticed anything), then both workers ready.
    await eventually(
      "the embedded Postgres restarted",
      () => (p.logs.some((l) => /embedded Postgres: restarted \(attempt \d+\)/.test(l)) ? true : undefined),
      30_000,
    );
    await eventually("both workers ready again", async () => {
      const answers = await Promise.all([1, 2, 3, 4].map(() => getJson(`${p.url}/readyz`)));
      return answers.every((a) => a.status === 200) ? true : undefined;
    });
    expect(p.logs.some((l) => l.includes(`server process ${killed} exited unexpectedly (SIGKILL)`))).toBe(true);
    expect(p.logs.some((l) => /embedded Postgres: restarted \(attempt \d+\)/.test(l))).toBe(true);
    const postmaster = Number(readFileSync(path.join(dataDir, "pg", "postmaster.pid"), "utf8").split("\n")[0]);
    expect(postmaster).not.toBe(killed);
    expect(isAlive(postmaster)).toBe(true);

    await stopPrimary(p, workers);
    expect(isAlive(postmaster)).toBe(false);
    expect(existsSync(path.join(dataDir, "pg", "postmaster.pid"))).toBe(false);
  });
});
