/**
 * A real KeyMarket server for one test file: its own database (a copy of the seeded
 * template), listening on a random port, called over HTTP like any client.
 */
import "reflect-metadata";
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer, type RunningServer } from "../../server/server";
import { createTestDatabase } from "./test-db";

export interface TestApp {
  url: string;
  server: RunningServer;
  /** POST /graphql; returns the parsed body and the status. */
  gql<T = any>(
    query: string,
    variables?: Record<string, unknown>,
    headers?: Record<string, string>,
  ): Promise<{ status: number; body: { data?: T; errors?: any } }>;
  /** Any HTTP call; JSON bodies are encoded, JSON answers decoded. */
  http(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any; headers: Headers; text: string }>;
  close(): Promise<void>;
}

const ROOT = path.resolve(__dirname, "../..");

/**
 * Builds the storefront (dist/) when its sources changed since the last build, or waits for the
 * build another test file started (scripts/ensure-build.mjs). The server renders pages from
 * dist/: a test that requests pages needs it, and on a fresh clone nothing has built it yet.
 */
export async function ensureStorefrontBuilt(): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(ROOT, "scripts", "ensure-build.mjs")], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
}

/**
 * For load tests (hundreds of requests at once, on a CI machine whose other worker drives a
 * browser): a request may wait this long for a connection and a statement, so that what is
 * measured is correctness under contention, not the 3 s / 5 s production timeouts that answer
 * 503 (those are tested in db-outage).
 */
export const UNHURRIED = { DB_CONNECT_TIMEOUT_MS: "60000", DB_STATEMENT_TIMEOUT_MS: "60000" } as const;

/**
 * A server on its own copy of the demo database; with `storefront`, its pages can be requested
 * too (built first); with `sharing`, a second server on that app's database (another node of
 * the same shop: its own pool, listeners and caches), which leaves the database in place.
 */
export async function startTestApp(env: Record<string, string> = {}, opts: { storefront?: boolean; sharing?: TestApp } = {}): Promise<TestApp> {
  if (opts.storefront) await ensureStorefrontBuilt();
  const db = opts.sharing ? { url: opts.sharing.server.databaseUrl, drop: async () => undefined } : await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: db.url,
    SEED_DEMO: "false",
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
    DB_POOL_SIZE: "5",
    // Test files sign up many accounts from one address; auth-throttle-csrf tests the limit.
    SIGNUP_MAX_PER_IP: "10000",
    // Job workers and schedules only where a test asks for them (the queue itself always runs).
    JOBS: "false",
    // Where a test works the jobs, it waits for them: workers look for new jobs twice a second.
    JOBS_POLL_SECONDS: "0.5",
    ...env,
  });
  const server = await startServer(config, createLogger(config.LOG_LEVEL));
  const http: TestApp["http"] = async (method, path, body, headers = {}) => {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === "string" ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)["content-type"] ??= "application/json";
    }
    const res = await fetch(server.url + path, init);
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  };
  return {
    url: server.url,
    server,
    http,
    gql: async (query, variables, headers) => {
      const r = await http("POST", "/graphql", { query, variables }, headers);
      return { status: r.status, body: r.body };
    },
    close: async () => {
      await server.close();
      await db.drop();
    },
  };
}
