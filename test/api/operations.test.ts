/**
 * What operators rely on: /metrics (Prometheus text, bounded labels, protected), request ids
 * (X-Request-Id in and out, in error answers and log lines) and /readyz (database and
 * migrations).
 */
import { Writable } from "node:stream";
import http from "node:http";
import type { AddressInfo } from "node:net";
import express from "express";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { createLogger } from "../../server/logger";
import { requestIdMiddleware, requestScopeMiddleware } from "../../server/operations/request-id";
import { MAX_OPERATION_NAMES, operationLabel } from "../../server/operations/metrics";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 60_000);
afterAll(async () => {
  await app?.close();
});

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    if (Object.entries(labels).every(([k, v]) => line.includes(`${k}="${v}"`))) return Number(line.slice(line.lastIndexOf(" ") + 1));
  }
  return undefined;
}

describe("/metrics", () => {
  it("answers Prometheus text with request, GraphQL, error and database metrics, labelled by route pattern", async () => {
    await app.gql(`query OpsTypename { __typename }`);
    await app.gql(`query OpsBroken { noSuchField }`);
    await app.http("GET", "/api/no-such-thing-0123");
    await app.http("GET", "/api/admin/payouts/batches/8f0c7a52-2d7e-4a55-9b1e-3d3c0f6b4a11/lines.csv");
    await app.http("GET", "/healthz");

    const r = await app.http("GET", "/metrics");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = r.text;
    // Node's default metrics.
    expect(text).toContain("process_cpu_user_seconds_total");
    expect(text).toContain("nodejs_eventloop_lag_seconds");
    // HTTP latency by route pattern / path group, method and status class; never raw URLs.
    expect(sample(text, "keymarket_http_request_duration_seconds_count", { route: "/healthz", method: "GET", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "keymarket_http_request_duration_seconds_count", { route: "/api/*", method: "GET", status_class: "4xx" })).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, "keymarket_http_request_duration_seconds_count", { route: "/api/admin/payouts/batches/:id/lines.csv", method: "GET", status_class: "4xx" }),
    ).toBe(1);
    expect(sample(text, "keymarket_http_request_duration_seconds_count", { route: "/graphql", method: "POST", status_class: "2xx" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("no-such-thing-0123");
    expect(text).not.toContain("8f0c7a52");
    // GraphQL operations by name and outcome.
    expect(sample(text, "keymarket_graphql_operation_duration_seconds_count", { operation: "OpsTypename", outcome: "success" })).toBe(1);
    // A document that fails validation never resolves its operation: "unknown", "rejected".
    expect(sample(text, "keymarket_graphql_operation_duration_seconds_count", { operation: "unknown", outcome: "rejected" })).toBeGreaterThanOrEqual(1);
    // Errors by code.
    expect(sample(text, "keymarket_errors_total", { code: "NOT_FOUND", transport: "rest" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "keymarket_errors_total", { code: "GRAPHQL_VALIDATION_FAILED", transport: "graphql" })).toBeGreaterThanOrEqual(1);
    // The pool, the job queues, the stock and the orders and payments, read when scraped.
    expect(sample(text, "keymarket_db_pool_connections", { state: "total" })).toBeGreaterThanOrEqual(1);
    expect(sample(text, "keymarket_db_pool_connections", { state: "waiting" })).toBe(0);
    const [{ n: available }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM product_keys WHERE state = 0`);
    expect(available).toBeGreaterThan(0);
    expect(sample(text, "keymarket_keys_in_stock")).toBe(available);
    expect(sample(text, "keymarket_job_queue_depth", { queue: app.server.services.jobs.queueNames()[0]! })).toBeGreaterThanOrEqual(0);
    const [{ n: orders }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM orders`);
    const orderLines = text.split("\n").filter((l) => l.startsWith("keymarket_orders{"));
    expect(orderLines.reduce((sum, l) => sum + Number(l.split(" ").pop()), 0)).toBe(orders);
    expect(text).toContain("# TYPE keymarket_payments gauge");
  });

  it("reads the database at most every 15 seconds", async () => {
    const before = sample((await app.http("GET", "/metrics")).text, "keymarket_keys_in_stock")!;
    await app.server.dataSource.query(`UPDATE product_keys SET state = 3 WHERE id = (SELECT id FROM product_keys WHERE state = 0 LIMIT 1)`);
    expect(sample((await app.http("GET", "/metrics")).text, "keymarket_keys_in_stock")).toBe(before);
  });

  it("bounds the operation names: the first ones seen, then other", () => {
    const seen = Array.from({ length: MAX_OPERATION_NAMES + 5 }, (_, i) => operationLabel(`Bounded${i}`, true));
    expect(new Set(seen).size).toBeLessThanOrEqual(MAX_OPERATION_NAMES + 1);
    expect(seen.at(-1)).toBe("other");
    expect(operationLabel(null, true)).toBe("anonymous");
    expect(operationLabel("Anything", false)).toBe("unknown");
  });

  it("is refused to requests a proxy forwarded from elsewhere when no METRICS_TOKEN is set", async () => {
    const r = await app.http("GET", "/metrics", undefined, { "x-forwarded-for": "203.0.113.9" });
    expect(r.status).toBe(403);
    expect(r.text).not.toContain("keymarket_");
  });
});

describe("request ids", () => {
  it("echoes a safe incoming X-Request-Id and replaces an unsafe one", async () => {
    const given = await app.http("GET", "/healthz", undefined, { "x-request-id": "edge-7f3a.42:lb" });
    expect(given.headers.get("x-request-id")).toBe("edge-7f3a.42:lb");
    const unsafe = await app.http("GET", "/healthz", undefined, { "x-request-id": "a b<script>" });
    expect(unsafe.headers.get("x-request-id")).toMatch(UUID);
    const tooLong = await app.http("GET", "/healthz", undefined, { "x-request-id": "x".repeat(200) });
    expect(tooLong.headers.get("x-request-id")).toMatch(UUID);
    const none = await app.http("GET", "/healthz");
    expect(none.headers.get("x-request-id")).toMatch(UUID);
  });

  it("puts the request's id in GraphQL errors", async () => {
    const r = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-request-id": "gql-error-1" },
      body: JSON.stringify({ query: `{ noSuchField }` }),
    });
    expect(r.headers.get("x-request-id")).toBe("gql-error-1");
    const body = (await r.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(body.errors[0].extensions).toEqual({ code: "GRAPHQL_VALIDATION_FAILED", requestId: "gql-error-1" });

    const notFound = await fetch(`${app.url}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ query: `{ order(id: "8f0c7a52-2d7e-4a55-9b1e-3d3c0f6b4a11") { id } }` }),
    });
    const nf = (await notFound.json()) as { errors: { extensions: Record<string, unknown> }[] };
    expect(nf.errors[0].extensions.requestId).toBe(notFound.headers.get("x-request-id"));
    expect(nf.errors[0].extensions.requestId).toMatch(UUID);
  });

  it("puts the request's id in REST errors, also those of the body parser", async () => {
    const missing = await app.http("GET", "/api/no-such-route");
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ result: "BAD_REQUEST", code: "NOT_FOUND", message: expect.any(String), requestId: missing.headers.get("x-request-id") });
    const malformed = await app.http("POST", "/api/login", "{not json", { "x-request-id": "rest-malformed-9" });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ code: "BAD_USER_INPUT", requestId: "rest-malformed-9" });
  });

  it("writes the id on every log line of the request, after the body was read too", async () => {
    const lines: string[] = [];
    const logger = createLogger(
      "info",
      new Writable({
        write(chunk, _e, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const child = logger.child({ component: "test" });
    const small = express();
    small.use(requestIdMiddleware());
    small.use(express.json());
    small.use(requestScopeMiddleware());
    small.post("/x", async (req, res) => {
      logger.info("before");
      await new Promise((r) => setTimeout(r, 5));
      child.info({ got: req.body.a }, "after");
      res.json({ ok: true });
    });
    const server = http.createServer(small).listen(0, "127.0.0.1");
    await new Promise((r) => server.once("listening", r));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/x`;
      await fetch(url, { method: "POST", headers: { "content-type": "application/json", "x-request-id": "log-line-1" }, body: JSON.stringify({ a: 1 }) });
      logger.info("outside");
    } finally {
      server.close();
    }
    const entries = lines.map((l) => JSON.parse(l));
    expect(entries.map((e) => [e.msg, e.reqId])).toEqual([
      ["before", "log-line-1"],
      ["after", "log-line-1"],
      ["outside", undefined],
    ]);
  });
});

describe("/readyz", () => {
  it("is ready on a migrated database and answers 503 naming the migrations a database lacks", async () => {
    const ok = await app.http("GET", "/readyz");
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: "ready" });

    const [last] = await app.server.dataSource.query(`SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1`);
    await app.server.dataSource.query(`DELETE FROM migrations WHERE id = $1`, [last.id]);
    try {
      const pending = await app.http("GET", "/readyz");
      expect(pending.status).toBe(503);
      expect(pending.body).toMatchObject({ status: "unavailable", reason: "MIGRATIONS_PENDING" });
      expect(pending.body.message).toContain(last.name);
      // Liveness is another matter: the process is fine.
      expect((await app.http("GET", "/healthz")).status).toBe(200);
    } finally {
      await app.server.dataSource.query(`INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)`, [last.id, last.timestamp, last.name]);
    }
    expect((await app.http("GET", "/readyz")).status).toBe(200);
  });
});

describe("/metrics with METRICS_TOKEN", () => {
  it("requires the bearer token", async () => {
    const token = "metrics-token-0123456789abcdef";
    const guarded = await startTestApp({ METRICS_TOKEN: token });
    try {
      const none = await guarded.http("GET", "/metrics");
      expect(none.status).toBe(401);
      expect(none.text).not.toContain("keymarket_");
      expect(none.body).toMatchObject({ code: "UNAUTHENTICATED", requestId: none.headers.get("x-request-id") });
      const wrong = await guarded.http("GET", "/metrics", undefined, { authorization: `Bearer ${token}x` });
      expect(wrong.status).toBe(401);
      const right = await guarded.http("GET", "/metrics", undefined, { authorization: `Bearer ${token}`, "x-forwarded-for": "203.0.113.9" });
      expect(right.status).toBe(200);
      expect(right.text).toContain("keymarket_http_request_duration_seconds");
    } finally {
      await guarded.close();
    }
  }, 60_000);
});
