/**
 * The database steps of a start, apart from serving: the database itself (DATABASE_URL, or
 * the embedded Postgres started here), then migrations and demo data under an advisory lock.
 * `startServer` runs them in its own process; the cluster primary runs them once for all its
 * workers without loading the rest of the server.
 */
import { refreshSearchWords } from "../modules/catalog/search.js";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import type { Logger } from "../logger.js";
import { createDataSource } from "./data-source.js";
import { ensureDatabase, startEmbeddedPostgres } from "./embedded.js";
import { KeyVault } from "../modules/keys/key-vault.js";

/** Arbitrary constant: one process at a time migrates and seeds a database. */
const MIGRATION_LOCK = 7_251_001;

/** Runs pending migrations, then loads the demo data when the catalogue is empty. */
export async function prepareDatabase(ds: DataSource, services: { vault: KeyVault }, opts: { seed: boolean; log: (m: string) => void }) {
  const runner = ds.createQueryRunner();
  await runner.connect();
  try {
    await runner.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    const applied = await ds.runMigrations({ transaction: "each" });
    if (applied.length) opts.log(`applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(", ")}`);
    if (opts.seed) {
      const [{ n }] = await runner.query("SELECT count(*)::int AS n FROM products");
      if (n === 0) {
        opts.log("empty catalogue: loading the demo data");
        // Loaded only here: a server that does not seed never has the demo data in memory.
        const { seedDemoData } = await import("./seed/index.js");
        const summary = await seedDemoData(ds, { vault: services.vault, log: opts.log });
        // The seed rewrites rows (trigger-maintained columns): compact them and give the
        // planner real statistics before the first request.
        await runner.query("VACUUM ANALYZE");
        opts.log(`demo data: ${summary.products} products, ${summary.offers} offers, ${summary.keys} keys, ${summary.users} users in ${summary.ms} ms`);
      }
    }
    // The words misspelt searches are corrected against, from the names as they are now.
    await refreshSearchWords(ds);
  } finally {
    await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

export interface Database {
  /** Connection URL: DATABASE_URL, or the embedded Postgres' `keymarket` database. */
  url: string;
  /** Stops the embedded Postgres (nothing to do with DATABASE_URL); idempotent. */
  stop(): Promise<void>;
}

/**
 * The database this process (and its cluster workers) uses: DATABASE_URL, else the embedded
 * Postgres, started here and supervised: restarted when its server process dies; when it
 * cannot be restarted (EMBEDDED_PG_MAX_RESTARTS attempts) `onGiveUp` runs, by default
 * exiting with code 1 so that whatever runs this process starts it again.
 */
export async function startDatabase(config: Config, logger: Logger, opts: { onGiveUp?(error: Error): void } = {}): Promise<Database> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, stop: async () => undefined };
  const log = (m: string) => logger.info(m);
  const onGiveUp =
    opts.onGiveUp ??
    ((e: Error) => {
      logger.fatal(`${e.message}: exiting`);
      process.exit(1);
    });
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(config.dataDir, "pg"),
    port: config.EMBEDDED_PG_PORT,
    log: (m) => (/unexpectedly|failed|could not/.test(m) ? logger.error(m) : logger.info(m)),
    supervise: { maxRestarts: config.EMBEDDED_PG_MAX_RESTARTS, onGiveUp },
  });
  try {
    await ensureDatabase(embedded.adminUrl, "keymarket");
  } catch (e) {
    await embedded.stop();
    throw e;
  }
  log(`embedded Postgres on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.dataDir}/pg)`);
  return { url: embedded.urlFor("keymarket"), stop: () => embedded.stop() };
}

/**
 * Migrations and (with SEED_DEMO) the demo data over a short-lived pool without the serving
 * pool's timeouts: what the cluster primary does once before it forks the HTTP workers, and
 * a single process before it serves.
 */
export async function migrateDatabase(config: Config, logger: Logger, url: string, opts: { seed?: boolean } = {}): Promise<void> {
  // No statement timeout here (unlike the serving pool): migrations and the seed may be long.
  const dataSource = createDataSource({ url, poolSize: 2, onQueryError: (m) => logger.warn(m) });
  await dataSource.initialize();
  try {
    const seed = opts.seed ?? config.SEED_DEMO;
    await prepareDatabase(dataSource, { vault: new KeyVault(config.KEY_ENCRYPTION_KEYS) }, { seed, log: (m) => logger.info(m) });
  } finally {
    await dataSource.destroy();
  }
}
