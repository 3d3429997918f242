/**
 * The cluster primary (WEB_CONCURRENCY > 1): one process per core serving HTTP, over one
 * database.
 *
 * The primary serves no request. It starts the embedded Postgres when DATABASE_URL is unset,
 * runs the migrations and the demo data once, then forks WEB_CONCURRENCY workers with
 * DATABASE_URL set to that database; each worker runs `startServer` (server/main.ts) and
 * listens on PORT, which Node's cluster shares (the primary accepts, workers take turns).
 * Workers share state only through Postgres (sessions, rate limits, mails; the response
 * caches are per process and dropped on every catalogue NOTIFY).
 *
 * - Ready ("KeyMarket ready on …", logged once) when every worker listens. A worker that
 *   exits before that fails the start: the others are stopped and the primary exits 1.
 * - Afterwards a worker that exits is replaced; quick successive crashes wait longer each
 *   time (0.5 s doubling up to 30 s) so a crash loop does not spin.
 * - SIGTERM/SIGINT: SIGTERM to each worker (each closes its server and pool), SIGKILL to any
 *   still running after 10 s, then the embedded Postgres stops and the primary exits 0. A
 *   second signal kills the workers and exits at once.
 * - The embedded Postgres is restarted when its server process dies (server/db/embedded.ts);
 *   meanwhile the workers answer 503. When it cannot be restarted the workers are stopped
 *   and the primary exits 1.
 * - Node flags given to the primary (`node --max-old-space-size=288 …`, tsx's loader) reach
 *   the workers: cluster forks with process.execArgv.
 */
import cluster, { type Worker } from "node:cluster";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
// Not server.js: the primary serves nothing, so it loads only the database steps.
import { migrateDatabase, startDatabase } from "./db/prepare.js";
import { serveClusterMetrics } from "./operations/cluster-metrics.js";

/** A worker that lived at least this long before exiting restarts the back-off. */
const STABLE_MS = 30_000;
const MAX_BACKOFF_MS = 30_000;
const STOP_TIMEOUT_MS = 10_000;

export async function runPrimary(config: Config, logger: Logger): Promise<void> {
  const started = Date.now();
  const count = config.WEB_CONCURRENCY;
  logger.info(`cluster: ${count} HTTP worker processes (WEB_CONCURRENCY=${count}), primary pid ${process.pid}`);

  // The embedded Postgres is supervised (restarted when it dies); when it cannot be
  // restarted the primary stops the workers and exits 1, for its own supervisor to act.
  let onDatabaseLost: (e: Error) => void = () => process.exit(1);
  const database = await startDatabase(config, logger, { onGiveUp: (e) => onDatabaseLost(e) });
  try {
    await migrateDatabase(config, logger, database.url);
  } catch (e) {
    await database.stop();
    throw e;
  }

  const workers = new Map<number, { worker: Worker; forkedAt: number }>();
  const restarts = new Set<NodeJS.Timeout>();
  const listening = new Set<number>();
  let ready = false;
  let stopping = false;
  let crashes = 0;

  const fork = () => {
    // Workers use the primary's database (so never start one of their own) and do not seed.
    const worker = cluster.fork({ DATABASE_URL: database.url });
    workers.set(worker.id, { worker, forkedAt: Date.now() });
  };

  const killAll = (signal: NodeJS.Signals) => {
    for (const { worker } of workers.values()) {
      if (worker.process.exitCode === null && worker.process.signalCode === null) worker.process.kill(signal);
    }
  };

  let finished: Promise<void> | undefined;
  const shutdown = (reason: string, code: number) =>
    (finished ??= (async () => {
      stopping = true;
      for (const t of restarts) clearTimeout(t);
      restarts.clear();
      logger.info(`${reason}: stopping ${workers.size} worker(s)`);
      const allExited = new Promise<void>((resolve) => {
        if (workers.size === 0) return resolve();
        cluster.on("exit", () => workers.size === 0 && resolve());
      });
      killAll("SIGTERM");
      const timer = setTimeout(() => {
        logger.warn(`workers still running after ${STOP_TIMEOUT_MS} ms: killing them`);
        killAll("SIGKILL");
      }, STOP_TIMEOUT_MS);
      await allExited;
      clearTimeout(timer);
      await database.stop();
      logger.info("stopped");
      process.exit(code);
    })());

  onDatabaseLost = (e) => {
    logger.fatal(e.message);
    void shutdown("database lost", 1);
  };

  cluster.on("listening", (worker, address) => {
    listening.add(worker.id);
    if (ready) {
      logger.info(`worker ${worker.id} (pid ${worker.process.pid}) listening: ${listening.size} of ${count} serving`);
      return;
    }
    logger.debug(`worker ${worker.id} (pid ${worker.process.pid}) listening`);
    if (listening.size === count) {
      ready = true;
      logger.info(
        `KeyMarket ready on http://localhost:${address.port} in ${Date.now() - started} ms ` + `(${count} workers; GraphQL at /graphql, REST at /api)`,
      );
    }
  });

  cluster.on("exit", (worker, code, signal) => {
    const entry = workers.get(worker.id);
    workers.delete(worker.id);
    listening.delete(worker.id);
    if (stopping) return;
    const how = signal ? `signal ${signal}` : `code ${code}`;
    if (!ready) {
      logger.error(`worker ${worker.id} (pid ${worker.process.pid}) exited during start-up (${how})`);
      void shutdown("start-up failed", 1);
      return;
    }
    const lived = Date.now() - (entry?.forkedAt ?? 0);
    crashes = lived >= STABLE_MS ? 1 : crashes + 1;
    const delay = crashes <= 1 ? 0 : Math.min(MAX_BACKOFF_MS, 500 * 2 ** (crashes - 2));
    logger.error(`worker ${worker.id} (pid ${worker.process.pid}) exited (${how}) after ${lived} ms; replacing it in ${delay} ms`);
    const t = setTimeout(() => {
      restarts.delete(t);
      if (!stopping) fork();
    }, delay);
    restarts.add(t);
  });

  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) {
      logger.warn(`${signal} again: killing the workers and exiting now`);
      killAll("SIGKILL");
      process.exit(1);
    }
    signalled = true;
    void shutdown(signal, 0);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);

  // GET /metrics on any worker answers every worker's metrics, gathered here.
  serveClusterMetrics();
  for (let i = 0; i < count; i++) fork();
}
