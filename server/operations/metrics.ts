/**
 * Prometheus metrics of the process (GET /metrics, text format; see the README's
 * "Operations"). One dedicated registry: Node's default metrics, HTTP and GraphQL latency,
 * errors by code, and, collected when scraped, the database pool, the job queues, keys in
 * stock and orders and payments by status.
 *
 * Labels are bounded: HTTP requests by their Express route pattern or a fixed path group, never
 * the raw URL; GraphQL operations by name for the first MAX_OPERATION_NAMES names, then "other".
 * A collector that fails (the database down, a slow query) leaves its metric out of that scrape
 * and counts in keymarket_metrics_collector_errors_total; the rest is answered.
 */
import cluster from "node:cluster";
import type { ApolloServerPlugin } from "@apollo/server";
import type { Request, RequestHandler } from "express";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { DataSource } from "typeorm";
import { KeyState, OrderStatus } from "../common/enums.js";
import { clusterMetricsText } from "./cluster-metrics.js";

/** Distinct GraphQL operation names given their own label value; later ones count as "other". */
export const MAX_OPERATION_NAMES = 200;
/** How long values read from the database on a scrape are reused (scrapes never hammer it). */
export const SCRAPE_CACHE_MS = 15_000;
/** Longest a database collector may take before its metric is left out of the scrape. */
const COLLECT_TIMEOUT_MS = 2_000;
/** Longest a worker waits for the primary's gathering of every worker's metrics. */
const CLUSTER_TIMEOUT_MS = 6_000;

export const registry = new Registry();
collectDefaultMetrics({ register: registry });
// Cluster workers: each worker's series carry its id, and the primary may gather them all
// (cluster-metrics.ts): prom-client answers its requests with this registry.
if (cluster.isWorker) {
  registry.setDefaultLabels({ worker: String(cluster.worker!.id) });
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry(); // installs the worker's answer to the primary's requests
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

const httpDuration = new Histogram({
  name: "keymarket_http_request_duration_seconds",
  help: "HTTP requests by route (Express route pattern or path group), method and status class",
  labelNames: ["route", "method", "status_class"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const graphqlDuration = new Histogram({
  name: "keymarket_graphql_operation_duration_seconds",
  help: 'GraphQL operations by operation name ("anonymous", "unknown" before it is known, "other" past the first names) and outcome',
  labelNames: ["operation", "outcome"] as const,
  buckets: LATENCY_BUCKETS,
  registers: [registry],
});

const errorsTotal = new Counter({
  name: "keymarket_errors_total",
  help: "Error answers by error code and transport (rest, graphql)",
  labelNames: ["code", "transport"] as const,
  registers: [registry],
});

const collectorErrors = new Counter({
  name: "keymarket_metrics_collector_errors_total",
  help: "Scrapes in which a collector failed (its metric was left out)",
  labelNames: ["collector"] as const,
  registers: [registry],
});

/** What the collectors read: the serving data source and the job queues. */
export interface MetricsSources {
  dataSource: DataSource;
  jobs: { queueNames(): string[]; queueSize(name: string): Promise<number> };
  /** The GraphQL subscriptions waiting for updates (server/graphql/live). */
  live?: { readonly size: number };
}

let sources: MetricsSources | null = null;

/** Points the scrape-time collectors at this process' database and job queues (cleared by the returned function). */
export function attachMetricsSources(s: MetricsSources): () => void {
  sources = s;
  return () => {
    if (sources === s) sources = null;
  };
}

/** A value read at most every SCRAPE_CACHE_MS, with a timeout; null when it could not be read. */
function cachedReading<T>(collector: string, read: (s: MetricsSources) => Promise<T>): () => Promise<T | null> {
  let cached: { at: number; value: T; from: MetricsSources } | null = null;
  return async () => {
    const s = sources;
    if (!s) return null;
    if (cached && cached.from === s && Date.now() - cached.at < SCRAPE_CACHE_MS) return cached.value;
    let timer: NodeJS.Timeout | undefined;
    try {
      const value = await Promise.race([
        read(s),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error("timed out")), COLLECT_TIMEOUT_MS);
        }),
      ]);
      cached = { at: Date.now(), value, from: s };
      return value;
    } catch {
      collectorErrors.inc({ collector });
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}

/** The node-postgres pool under TypeORM's Postgres driver. */
interface PgPool {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

new Gauge({
  name: "keymarket_db_pool_connections",
  help: "Connections of the serving database pool: total, idle, and requests waiting for one",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = (sources?.dataSource.driver as unknown as { master?: PgPool } | undefined)?.master;
    if (!pool) return;
    this.set({ state: "total" }, pool.totalCount);
    this.set({ state: "idle" }, pool.idleCount);
    this.set({ state: "waiting" }, pool.waitingCount);
  },
});

new Gauge({
  name: "keymarket_live_subscriptions",
  help: "GraphQL subscriptions (live order, product and seller-console updates) open in this process",
  registers: [registry],
  collect() {
    this.set(sources?.live?.size ?? 0);
  },
});

const queueSizes = cachedReading("job_queues", async (s) => {
  const names = s.jobs.queueNames();
  const sizes = await Promise.all(names.map((n) => s.jobs.queueSize(n)));
  return names.map((name, i) => [name, sizes[i]!] as const);
});
new Gauge({
  name: "keymarket_job_queue_depth",
  help: "Jobs waiting in each background job queue (created or retrying)",
  labelNames: ["queue"] as const,
  registers: [registry],
  async collect() {
    const sizes = await queueSizes();
    this.reset();
    for (const [queue, n] of sizes ?? []) this.set({ queue }, n);
  },
});

const keysInStock = cachedReading("keys_in_stock", async (s) => {
  const [row] = await s.dataSource.query(`SELECT count(*)::bigint AS n FROM product_keys WHERE state = $1`, [KeyState.Available]);
  return Number(row.n);
});
new Gauge({
  name: "keymarket_keys_in_stock",
  help: "Product keys available for sale",
  registers: [registry],
  async collect() {
    const n = await keysInStock();
    this.reset();
    if (n != null) this.set(n);
  },
});

const ordersByStatus = cachedReading("orders", async (s) => {
  const rows: { status: number; n: string }[] = await s.dataSource.query(`SELECT status, count(*)::bigint AS n FROM orders GROUP BY status`);
  return rows.map((r) => [OrderStatus[r.status] ?? "unknown", Number(r.n)] as const);
});
new Gauge({
  name: "keymarket_orders",
  help: "Orders by status",
  labelNames: ["status"] as const,
  registers: [registry],
  async collect() {
    const rows = await ordersByStatus();
    this.reset();
    for (const [status, n] of rows ?? []) this.inc({ status }, n);
  },
});

const paymentsByStatus = cachedReading("payments", async (s) => {
  const rows: { status: string; n: string }[] = await s.dataSource.query(`SELECT status, count(*)::bigint AS n FROM payments GROUP BY status`);
  return rows.map((r) => [r.status, Number(r.n)] as const);
});
new Gauge({
  name: "keymarket_payments",
  help: "Payments by status (captured, failed, declined …)",
  labelNames: ["status"] as const,
  registers: [registry],
  async collect() {
    const rows = await paymentsByStatus();
    this.reset();
    for (const [status, n] of rows ?? []) this.set({ status }, n);
  },
});

/** Fixed groups of paths no Express route pattern names (pages, media, static files …). */
const PATH_GROUPS = [
  "/graphql",
  "/api",
  "/healthz",
  "/readyz",
  "/metrics",
  "/media",
  "/img",
  "/assets",
  "/sandbox-supplier",
  "/dev/mailbox",
  "/verify-email",
  "/cart/restore",
];

/** The route label of a request: its Express route pattern under /api, else its path group, else "page". */
export function routeLabel(req: Request): string {
  const url = req.originalUrl.split("?")[0] ?? "";
  const group = PATH_GROUPS.find((g) => url === g || url.startsWith(`${g}/`));
  if (group === "/api") {
    const pattern = typeof req.route?.path === "string" ? `${req.baseUrl}${req.route.path}` : null;
    if (!pattern) return "/api/*";
    return pattern.startsWith("/api") ? pattern : `/api${pattern}`;
  }
  return group ?? "page";
}

/** Times every request (first middleware after the request id). */
export function httpMetrics(): RequestHandler {
  return (req, res, next) => {
    const end = httpDuration.startTimer();
    res.once("finish", () => {
      end({ route: routeLabel(req), method: METHODS.has(req.method) ? req.method : "other", status_class: `${Math.floor(res.statusCode / 100)}xx` });
    });
    next();
  };
}
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

const operationNames = new Set<string>();

/** The label of an operation name: bounded to the first MAX_OPERATION_NAMES names seen. */
export function operationLabel(name: string | null | undefined, known: boolean): string {
  if (!known) return "unknown";
  if (!name) return "anonymous";
  if (operationNames.has(name)) return name;
  if (operationNames.size >= MAX_OPERATION_NAMES || !/^[_A-Za-z][_0-9A-Za-z]{0,99}$/.test(name)) return "other";
  operationNames.add(name);
  return name;
}

/** Times every GraphQL operation: its name once the document resolved it, and whether it failed. */
export function graphqlMetricsPlugin<T extends object>(): ApolloServerPlugin<T> {
  return {
    async requestDidStart() {
      const end = graphqlDuration.startTimer();
      let resolved = false;
      return {
        async didResolveOperation() {
          resolved = true;
        },
        async willSendResponse({ operationName, response }) {
          const errors = response.body.kind === "single" ? response.body.singleResult.errors : undefined;
          const outcome = !resolved ? "rejected" : errors?.length ? "error" : "success";
          end({ operation: operationLabel(operationName, resolved), outcome });
        },
      };
    },
  };
}

/** Counts an error answer (REST or GraphQL) by its code. */
export function countError(code: string, transport: "rest" | "graphql"): void {
  errorsTotal.inc({ code, transport });
}

/**
 * The registry as Prometheus text; in a cluster worker every worker's (through the primary),
 * or this worker's own when the primary does not answer. A metric that cannot be serialised
 * is left out; the answer never fails as a whole.
 */
export async function metricsText(): Promise<string> {
  if (cluster.isWorker) {
    try {
      return await clusterMetricsText(CLUSTER_TIMEOUT_MS);
    } catch {
      collectorErrors.inc({ collector: "cluster" });
    }
  }
  try {
    return await registry.metrics();
  } catch {
    const parts: string[] = [];
    for (const m of registry.getMetricsAsArray()) {
      try {
        parts.push(await registry.getSingleMetricAsString(m.name));
      } catch {
        collectorErrors.inc({ collector: m.name });
      }
    }
    return `${parts.join("\n")}\n`;
  }
}
