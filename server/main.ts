/**
 * Entry point: config → database (embedded or DATABASE_URL) → migrate → seed when empty
 * → listen. SIGTERM and SIGINT stop it cleanly; a second signal forces the exit.
 *
 * WEB_CONCURRENCY > 1 (the default in production): this process becomes the cluster
 * primary (server/cluster.ts), which prepares the database and forks that many workers;
 * each worker comes back here and serves HTTP. WEB_CONCURRENCY=1: one process, no cluster.
 */
import "reflect-metadata";
import cluster from "node:cluster";
import { loadConfig, type Config } from "./config.js";
import { createLogger, type Logger } from "./logger.js";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
    // Loaded on demand: the primary does not load the server (GraphQL, Express, SSR).
    const { runPrimary } = await import("./cluster.js");
    return runPrimary(config, logger);
  }
  return serve(config, cluster.isWorker ? logger.child({ worker: cluster.worker!.id }) : logger);
}

/** One process serving HTTP: the only one (WEB_CONCURRENCY=1), or a cluster worker. */
async function serve(config: Config, logger: Logger) {
  const worker = cluster.isWorker;
  // Ctrl-C in a terminal signals the whole process group: in a worker it is the primary's to
  // handle (it sends SIGTERM to each worker), so that a second Ctrl-C alone forces the exit.
  if (worker) process.on("SIGINT", () => undefined);
  const { startServer } = await import("./server.js");
  const started = Date.now();
  // The primary has migrated and seeded; a worker still checks the migrations (idempotent).
  const running = await startServer(config, logger, worker ? { seed: false } : {});
  if (worker) {
    // The primary logs "ready" once every worker listens.
    logger.debug(`worker listening on port ${running.port} in ${Date.now() - started} ms`);
  } else {
    logger.info(`KeyMarket ready on http://localhost:${running.port} in ${Date.now() - started} ms (GraphQL at /graphql, REST at /api)`);
  }

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    // A worker's routine shutdown is the primary's to report.
    const note = worker ? logger.debug.bind(logger) : logger.info.bind(logger);
    note(`${signal}: shutting down`);
    running.close().then(
      () => {
        note("stopped");
        process.exit(0);
      },
      (e) => {
        logger.error({ err: e }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  if (!worker) process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
