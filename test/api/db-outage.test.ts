/**
 * The database going away under a running server (DATABASE_URL mode), caused for real: a
 * Postgres of this file's own (the supervised embedded Postgres of server/db/embedded.ts in a
 * process of its own, port 54410, data under .data-faults-test/) whose postmaster is killed
 * (SIGKILL) or frozen (SIGSTOP).
 *  - While it is unreachable: REST and GraphQL answer 503 with Retry-After and the
 *    SERVICE_UNAVAILABLE code, /readyz 503, /healthz 200 (liveness stays up).
 *  - It is restarted by its supervisor (server/db/embedded.ts); the server's pool makes new
 *    connections by itself and serves again within seconds, nothing committed lost; the
 *    catalogue change listener reconnects and drops the response cache.
 *  - Frozen, it costs a request no more than the connect/statement timeouts (+ margin).
 *  - A postmaster that cannot be restarted is given up after the configured attempts.
 * And, without a database: which errors count as "unreachable".
 */
import { spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { ensureDatabase } from "../../server/db/embedded";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { errorAnswer, ErrorCode, isDatabaseUnavailable } from "../../server/core/errors";
import { withAdmin } from "../helpers/test-db";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createDataSource } from "../../server/db/data-source";
import { Browser, signUpVerified, signedInBrowser } from "./accounts-helpers";

const ROOT = path.resolve(__dirname, "../..");
const DIR = path.join(ROOT, ".data-faults-test", "api");
const PG_DIR = path.join(DIR, "pg");
const PG_PORT = 54410;
/** The server's timeouts in this file (short, to keep it quick). */
const CONNECT_MS = 1500;
const STATEMENT_MS = 1500;
/** Restarts wait this long first: the outage lasts long enough to look at. */
const FIRST_RESTART_DELAY_MS = 2500;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A timer that does not keep jest waiting once the race it is in has been decided. */
const timeout = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

/** Children of a process (Linux /proc): the postmaster's backends and auxiliary processes. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === pid) out.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return out;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The postmaster's pid (postmaster.pid), when one is running. */
function postmasterPid(): number | null {
  const file = path.join(PG_DIR, "postmaster.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  return pid > 0 && isAlive(pid) ? pid : null;
}

interface SupervisedPostgres {
  adminUrl: string;
  lines: string[];
  stop(): Promise<void>;
}

/** test/api/fixtures/supervised-postgres.ts in a child process; resolves once Postgres is ready. */
async function startSupervisedPostgres(env: { FIRST_DELAY_MS: number; MAX_RESTARTS: number }): Promise<SupervisedPostgres> {
  const lines: string[] = [];
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "test/api/fixtures/supervised-postgres.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      PG_DIR,
      PG_PORT: String(PG_PORT),
      FIRST_DELAY_MS: String(env.FIRST_DELAY_MS),
      MAX_RESTARTS: String(env.MAX_RESTARTS),
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const ready = new Promise<string>((resolve, reject) => {
    const collect = (b: Buffer) => {
      for (const line of b.toString().split("\n").filter(Boolean)) {
        lines.push(line);
        if (line.startsWith("READY ")) resolve(line.slice(6));
      }
    };
    child.stdout!.on("data", collect);
    child.stderr!.on("data", collect);
    void exited.then(() => reject(new Error(`the Postgres fixture exited:\n${lines.join("\n")}`)));
  });
  const adminUrl = await Promise.race([ready, timeout(40_000).then(() => Promise.reject(new Error(`Postgres not ready:\n${lines.join("\n")}`)))]);
  return {
    adminUrl,
    lines,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await Promise.race([exited, timeout(10_000)]);
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    },
  };
}

async function until<T>(what: string, fn: () => Promise<T | undefined>, ms: number): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await fn().catch(() => undefined);
    if (v !== undefined) return v;
    if (Date.now() > deadline) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(100);
  }
}

describe("which errors mean the database is unreachable", () => {
  const wrapped = (driverError: unknown) => Object.assign(new Error("query failed"), { name: "QueryFailedError", driverError });
  it.each([
    ["a refused connection", Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" })],
    ["a reset connection", Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    ["a connection lost under a query", wrapped(new Error("Connection terminated unexpectedly"))],
    ["a pool that cannot connect in time", new Error("timeout exceeded when trying to connect")],
    ["a silent server (driver's query timeout)", wrapped(new Error("Query read timeout"))],
    ["class 08 (connection exception)", wrapped(Object.assign(new Error("connection failure"), { code: "08006" }))],
    ["an administrator's shutdown", wrapped(Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" }))],
    ["a server starting up", Object.assign(new Error("the database system is starting up"), { code: "57P03" })],
    ["too many connections", Object.assign(new Error("sorry, too many clients already"), { code: "53300" })],
    ["the statement timeout", wrapped(Object.assign(new Error("canceling statement due to statement timeout"), { code: "57014" }))],
    [
      "an idle transaction ended by Postgres",
      wrapped(Object.assign(new Error("terminating connection due to idle-in-transaction timeout"), { code: "25P03" })),
    ],
    ["every address refused", Object.assign(new AggregateError([Object.assign(new Error("x"), { code: "ECONNREFUSED" })]), {})],
    ["a wrapped cause", new Error("outer", { cause: Object.assign(new Error("inner"), { code: "ECONNREFUSED" }) })],
  ])("%s → 503 SERVICE_UNAVAILABLE with Retry-After", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(errorAnswer(error)).toEqual({
      code: ErrorCode.SERVICE_UNAVAILABLE,
      status: 503,
      message: expect.stringContaining("temporarily unavailable"),
      retryAfterSeconds: 5,
    });
  });

  it.each([
    ["a bug", new TypeError("cannot read properties of undefined")],
    ["a unique violation", wrapped(Object.assign(new Error("duplicate key value"), { code: "23505" }))],
    ["a cancelled statement (not the timeout)", wrapped(Object.assign(new Error("canceling statement due to user request"), { code: "57014" }))],
    ["a syntax error", wrapped(Object.assign(new Error("syntax error at or near"), { code: "42601" }))],
  ])("%s is not", (_what, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(errorAnswer(error)).toBeNull();
  });
});

describe("timeouts and restarts are configurable", () => {
  it("defaults to a few seconds, and six restart attempts", () => {
    const c = loadConfig({});
    expect([c.DB_CONNECT_TIMEOUT_MS, c.DB_STATEMENT_TIMEOUT_MS, c.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS, c.EMBEDDED_PG_MAX_RESTARTS]).toEqual([
      3000, 5000, 10000, 6,
    ]);
    expect(() => loadConfig({ DB_STATEMENT_TIMEOUT_MS: "0" })).toThrow(/DB_STATEMENT_TIMEOUT_MS/);
  });
});

describe("the serving pool's timeouts", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ DB_STATEMENT_TIMEOUT_MS: "1200", DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: "2500" });
  });
  afterAll(() => app?.close());

  it("end a statement that runs too long (a 503), but not the migrations' and the seed's connections", async () => {
    const ds = app.server.dataSource;
    expect(await ds.query("SHOW statement_timeout")).toEqual([{ statement_timeout: "1200ms" }]);
    expect(await ds.query("SHOW idle_in_transaction_session_timeout")).toEqual([{ idle_in_transaction_session_timeout: "2500ms" }]);
    const t0 = Date.now();
    const error = await ds.query("SELECT pg_sleep(10)").catch((e: unknown) => e);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(errorAnswer(error)?.status).toBe(503);
    // What migrations and the demo data run on (server/db/prepare.ts) has no such limit.
    const unbounded = createDataSource({ url: app.server.databaseUrl, poolSize: 1 });
    await unbounded.initialize();
    try {
      expect(await unbounded.query("SHOW statement_timeout")).toEqual([{ statement_timeout: "0" }]);
    } finally {
      await unbounded.destroy();
    }
  });
});

describe("a server whose database dies", () => {
  let pg: SupervisedPostgres;
  let server: RunningServer;
  let app: TestApp;

  const search = (term: string) =>
    fetch(`${server.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      // A new search each time: never answered from the response cache.
      body: JSON.stringify({ query: `{ products(filter: { search: "${term} ${Math.random().toString(36).slice(2)}" }) { totalItems } }` }),
    });
  const get = (p: string) => fetch(server.url + p);

  /** The four doors while the database is unreachable. */
  async function expectUnavailable(maxMs: number) {
    const t0 = Date.now();
    const [gql, rest, ready, health] = await Promise.all([search("elden"), get("/api/public/state?locale=en"), get("/readyz"), get("/healthz")]);
    const elapsed = Date.now() - t0;
    expect(gql.status).toBe(503);
    expect(gql.headers.get("retry-after")).toBe("5");
    const gqlBody = (await gql.json()) as { errors: { message: string; extensions: { code: string } }[] };
    expect(gqlBody.errors[0]!.extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect(gqlBody.errors[0]!.message).toMatch(/temporarily unavailable/);
    expect(rest.status).toBe(503);
    expect(rest.headers.get("retry-after")).toBe("5");
    expect(await rest.json()).toEqual({
      result: "INTERNAL_SERVER_ERROR",
      code: "SERVICE_UNAVAILABLE",
      message: expect.stringMatching(/temporarily unavailable/),
      requestId: rest.headers.get("x-request-id"),
    });
    expect(ready.status).toBe(503);
    expect(ready.headers.get("retry-after")).toBe("5");
    expect(await ready.json()).toMatchObject({ status: "unavailable", code: "SERVICE_UNAVAILABLE" });
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok" });
    expect(elapsed).toBeLessThan(maxMs);
  }

  /** Every door answers again (200), without restarting the server. */
  async function expectServing() {
    const [gql, rest, ready] = await Promise.all([search("elden"), get("/api/public/state?locale=en"), get("/readyz")]);
    expect([gql.status, rest.status, ready.status]).toEqual([200, 200, 200]);
    expect(await ready.json()).toEqual({ status: "ready" });
  }

  beforeAll(async () => {
    mkdirSync(DIR, { recursive: true });
    chmodSync(path.dirname(DIR), 0o755); // Postgres runs as the "postgres" user when we are root
    chmodSync(DIR, 0o755);
    pg = await startSupervisedPostgres({ MAX_RESTARTS: 6, FIRST_DELAY_MS: FIRST_RESTART_DELAY_MS });
    // A fresh database each run: migrations only, no demo data.
    await withAdmin(pg.adminUrl, (c) => c.query("DROP DATABASE IF EXISTS keymarket_outage WITH (FORCE)"));
    await ensureDatabase(pg.adminUrl, "keymarket_outage");
    const url = new URL(pg.adminUrl);
    url.pathname = "/keymarket_outage";
    const config = loadConfig({
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATABASE_URL: url.toString(),
      SEED_DEMO: "false",
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
      DB_POOL_SIZE: "3",
      DB_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
      DB_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      // No job workers, as in every test server that does not test them: a worker whose look for
      // jobs hung on the killed database kept pg-boss' stop loop running past this file's end.
      JOBS: "false",
    });
    server = await startServer(config, createLogger(config.LOG_LEVEL));
    const http: TestApp["http"] = async (method, p, body, headers = {}) => {
      const res = await fetch(server.url + p, {
        method,
        headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await res.text();
      let parsed: unknown;
      try {
        parsed = JSON.parse(text);
      } catch {
        parsed = undefined;
      }
      return { status: res.status, body: parsed, headers: res.headers, text };
    };
    app = { url: server.url, server, http, gql: async () => ({ status: 0, body: {} }), close: async () => undefined };
  }, 60_000);

  afterAll(async () => {
    // Whatever a failed test left frozen or broken: thaw it, give the directory back its mode.
    const pid = postmasterPid();
    if (pid) for (const p of [pid, ...childrenOf(pid)]) process.kill(p, "SIGCONT");
    if (existsSync(PG_DIR)) chmodSync(PG_DIR, 0o700);
    await server?.close();
    await pg?.stop();
  }, 30_000);

  it("answers 503 with Retry-After while its Postgres is dead, and serves again once it is restarted, nothing lost", async () => {
    await expectServing();
    const account = await signUpVerified(app);

    const killed = postmasterPid()!;
    const generation = server.responseCache!.clock.now();
    const t0 = Date.now();
    process.kill(killed, "SIGKILL");
    // Its backends notice within moments; then nothing answers on the port.
    await until("/readyz to fail", async () => ((await get("/readyz")).status === 503 ? true : undefined), 2000);
    await expectUnavailable(1000);
    // A signed-in call (its session is looked up before any route) and a login are 503s too.
    const withToken = await fetch(`${server.url}/api/csrf`, { headers: { authorization: "Bearer some-session-token" } });
    expect([withToken.status, withToken.headers.get("retry-after")]).toEqual([503, "5"]);
    const browser = new Browser(app);
    await browser.csrf();
    const login = await browser.call("POST", "/api/login", { email: account.email, password: account.password, bearer: true });
    expect(login.status).toBe(503);
    expect(login.body).toMatchObject({ code: "SERVICE_UNAVAILABLE" });

    // The supervisor restarts it (after FIRST_RESTART_DELAY_MS); the pool reconnects by itself.
    await until("the server to serve again", async () => ((await get("/readyz")).status === 200 ? true : undefined), 15_000);
    expect(postmasterPid()).not.toBe(killed);
    expect(pg.lines.some((l) => l.includes(`server process ${killed} exited unexpectedly (SIGKILL)`))).toBe(true);
    await expectServing();
    const back = Date.now() - t0;
    expect(back).toBeLessThan(FIRST_RESTART_DELAY_MS + 8000);
    // The catalogue change listener is back too: its reconnection dropped the response cache
    // (changes made while it was away were not announced).
    await until("the change listener to reconnect", async () => (server.responseCache!.clock.now() > generation ? true : undefined), 10_000);
    // The account written before the kill is there, and signing in works.
    await signedInBrowser(app, account.email, account.password);
  }, 40_000);

  it("answers within the timeouts while its Postgres is frozen (SIGSTOP), and serves again when it resumes", async () => {
    await expectServing();
    const postmaster = postmasterPid()!;
    const frozen = [postmaster, ...childrenOf(postmaster)];
    for (const p of frozen) process.kill(p, "SIGSTOP");
    try {
      // A pooled connection waits for the statement timeout + 1 s; a new one for the connect timeout.
      await expectUnavailable(Math.max(CONNECT_MS, STATEMENT_MS + 1000) + 1500);
    } finally {
      for (const p of frozen) process.kill(p, "SIGCONT");
    }
    await until("the server to serve again", async () => ((await get("/readyz")).status === 200 ? true : undefined), 10_000);
    await expectServing();
  }, 30_000);

  it("gives up on a Postgres that cannot be restarted, after the configured attempts", async () => {
    // This file's server is done with it; the same data directory, supervised with quick attempts.
    await server.close();
    await pg.stop();
    pg = await startSupervisedPostgres({ MAX_RESTARTS: 2, FIRST_DELAY_MS: 100 });
    // Postgres refuses a data directory others may read: every restart attempt fails.
    chmodSync(PG_DIR, 0o777);
    const t0 = Date.now();
    process.kill(postmasterPid()!, "SIGKILL");
    await until("the supervisor to give up", async () => (pg.lines.some((l) => l.startsWith("GAVE UP")) ? true : undefined), 15_000);
    expect(Date.now() - t0).toBeLessThan(10_000);
    expect(pg.lines.filter((l) => /restart attempt \d of 2 failed/.test(l))).toHaveLength(2);
    expect(pg.lines).toContain("GAVE UP embedded Postgres: could not restart it after 2 attempt(s)");
    expect(postmasterPid()).toBeNull();
  }, 40_000);
});
