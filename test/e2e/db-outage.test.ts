/**
 * `node dist/server/main.js` on its own embedded Postgres (port 54411, data under
 * .data-faults-test/e2e), whose postmaster is killed under it:
 *  - while it is down the storefront answers the "temporarily unavailable" page with status
 *    503 and Retry-After (not the 500 crash page), GraphQL and REST 503, /readyz 503, and
 *    /healthz stays 200;
 *  - the app restarts its Postgres by itself and serves again within seconds, same process;
 *  - when its Postgres cannot be restarted (EMBEDDED_PG_MAX_RESTARTS attempts) the app
 *    exits with code 1, for whatever supervises it to start it again.
 * Restarts are held off for as long as the test looks at the outage by making the data
 * directory unacceptable to Postgres (mode 0777) and giving it back afterwards.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

jest.setTimeout(120_000);

const ROOT = path.resolve(__dirname, "../..");
const DIR = path.join(ROOT, ".data-faults-test", "e2e");
const PG_DIR = path.join(DIR, "pg");
const PG_PORT = 54411;
const PORT = 54419;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const timeout = (ms: number) => new Promise((r) => setTimeout(r, ms).unref());

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function postmasterPid(): number | null {
  const file = path.join(PG_DIR, "postmaster.pid");
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, "utf8").split("\n")[0]);
  return pid > 0 && isAlive(pid) ? pid : null;
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

interface App {
  child: ChildProcess;
  logs: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

async function startApp(env: Record<string, string> = {}): Promise<App> {
  const logs: string[] = [];
  const child = spawn(process.execPath, [path.join(ROOT, "dist", "server", "main.js")], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      WEB_CONCURRENCY: "1",
      PORT: String(PORT),
      HOST: "127.0.0.1",
      PUBLIC_URL: `http://127.0.0.1:${PORT}`,
      DATA_DIR: DIR,
      EMBEDDED_PG_PORT: String(PG_PORT),
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
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
    throw new Error(`the app ${outcome === "exited" ? "exited early" : "did not get ready"}:\n${logs.join("\n")}`);
  }
  return { child, logs, exited };
}

async function stopApp(app: App | undefined) {
  if (!app || app.child.exitCode !== null || app.child.signalCode !== null) return;
  app.child.kill("SIGTERM");
  if (!(await Promise.race([app.exited, timeout(15_000).then(() => null)]))) app.child.kill("SIGKILL");
}

const url = (p: string) => `http://127.0.0.1:${PORT}${p}`;
/** A page nobody asked for before (never answered from the page cache). */
const searchPage = () => fetch(url(`/search?q=${Math.random().toString(36).slice(2)}`));
const search = () =>
  fetch(url("/graphql"), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query: `{ products(filter: { search: "${Math.random().toString(36).slice(2)}" }) { totalItems } }` }),
  });

let app: App | undefined;

beforeAll(() => {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "ensure-build.mjs")], { cwd: ROOT, stdio: "inherit" });
  mkdirSync(DIR, { recursive: true });
  chmodSync(path.dirname(DIR), 0o755); // Postgres runs as the "postgres" user when we are root
  chmodSync(DIR, 0o755);
}, 600_000);

afterAll(async () => {
  if (existsSync(PG_DIR)) chmodSync(PG_DIR, 0o700);
  await stopApp(app);
  const pid = postmasterPid();
  if (pid) {
    process.kill(pid, "SIGINT");
    await until("the postmaster to stop", async () => (isAlive(pid) ? undefined : true), 10_000).catch(() => process.kill(pid, "SIGKILL"));
  }
  // Nothing of this file's data is needed again: a fresh cluster next time.
  rmSync(DIR, { recursive: true, force: true });
});

it("answers the storefront's 503 page, GraphQL and REST 503 while its Postgres is dead, restarts it, and serves again", async () => {
  app = await startApp();
  const before = await searchPage();
  expect(before.status).toBe(200);

  const killed = postmasterPid()!;
  chmodSync(PG_DIR, 0o777); // holds restarts off (Postgres refuses such a directory)
  const t0 = Date.now();
  process.kill(killed, "SIGKILL");
  try {
    const page = await until(
      "the 503 page",
      async () => {
        const r = await searchPage();
        return r.status === 503 ? r : undefined;
      },
      5000,
    );
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('data-testid="unavailable-page"');
    expect(html).toContain("The shop is briefly unavailable");
    expect(html).not.toContain('data-testid="error-page"');

    const [gql, rest, ready, health] = await Promise.all([search(), fetch(url("/api/public/state?locale=en")), fetch(url("/readyz")), fetch(url("/healthz"))]);
    expect([gql.status, gql.headers.get("retry-after")]).toEqual([503, "5"]);
    expect(((await gql.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("SERVICE_UNAVAILABLE");
    expect([rest.status, rest.headers.get("retry-after")]).toEqual([503, "5"]);
    expect(await rest.json()).toMatchObject({ code: "SERVICE_UNAVAILABLE" });
    expect(ready.status).toBe(503);
    expect([health.status, await health.json()]).toEqual([200, { status: "ok" }]);
  } finally {
    chmodSync(PG_DIR, 0o700);
  }

  // The app's supervisor restarts Postgres (its next attempt); the pool reconnects by itself.
  await until("the app to serve again", async () => ((await fetch(url("/readyz"))).status === 200 ? true : undefined), 20_000);
  expect(Date.now() - t0).toBeLessThan(20_000);
  expect((await searchPage()).status).toBe(200);
  expect((await search()).status).toBe(200);
  expect(app.child.exitCode).toBeNull(); // the same process: no restart of the app
  expect(postmasterPid()).not.toBe(killed);
  expect(app.logs.some((l) => l.includes(`server process ${killed} exited unexpectedly (SIGKILL)`))).toBe(true);
  expect(app.logs.some((l) => /embedded Postgres: restarted \(attempt \d\)/.test(l))).toBe(true);
  await stopApp(app);
});

it("exits with code 1 when its Postgres cannot be restarted", async () => {
  app = await startApp({ EMBEDDED_PG_MAX_RESTARTS: "1" });
  chmodSync(PG_DIR, 0o777);
  try {
    process.kill(postmasterPid()!, "SIGKILL");
    const result = await Promise.race([app.exited, timeout(20_000).then(() => null)]);
    expect(result).toEqual({ code: 1, signal: null });
    expect(app.logs.some((l) => l.includes("could not restart it after 1 attempt(s): exiting"))).toBe(true);
  } finally {
    chmodSync(PG_DIR, 0o700);
  }
});
