/**
 * Entry point: config → database (embedded or DATABASE_URL) → migrate → seed when empty
 * → listen. SIGTERM and SIGINT stop it cleanly; a second signal forces the exit.
 */
import "reflect-metadata";
import { loadConfig } from "./config.js";
import { createLogger } from "./logger.js";
import { startServer } from "./server.js";

async function main() {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const started = Date.now();
  const running = await startServer(config, logger);
  logger.info(`KeyMarket ready on http://localhost:${running.port} in ${Date.now() - started} ms (GraphQL at /graphql, REST at /api)`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    running.close().then(
      () => {
        logger.info("stopped");
        process.exit(0);
      },
      (e) => {
        logger.error({ err: e }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
