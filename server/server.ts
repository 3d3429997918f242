/**
 * Starts everything a KeyMarket process serves: database (embedded or DATABASE_URL),
 * migrations and demo data under an advisory lock, services, GraphQL, the HTTP listener,
 * and the cache invalidation listener. `close()` stops them in reverse order, once.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import type { DataSource } from "typeorm";
import type { Express } from "express";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { createDataSource } from "./db/data-source.js";
import { ensureDatabase, startEmbeddedPostgres, type EmbeddedPostgres } from "./db/embedded.js";
import { listenForCatalogChanges, type ChangeListener } from "./db/catalog-notifications.js";
import { createServices, type Services } from "./services.js";
import { buildAppSchema } from "./graphql/schema.js";
import { createApolloServer } from "./graphql/apollo.js";
import { CatalogResponseCache } from "./graphql/response-cache.js";
import { createApp } from "./app.js";
import { seedDemoData } from "./db/seed/index.js";

/** Arbitrary constant: one process at a time migrates and seeds a database. */
const MIGRATION_LOCK = 7_251_001;

export interface RunningServer {
  url: string;
  port: number;
  databaseUrl: string;
  dataSource: DataSource;
  services: Services;
  responseCache: CatalogResponseCache | null;
  /** The Express app (tests walk its /api routes). */
  app: Express;
  close(): Promise<void>;
}

/** Runs pending migrations, then loads the demo data when the catalogue is empty. */
export async function prepareDatabase(ds: DataSource, services: Pick<Services, "vault">, opts: { seed: boolean; log: (m: string) => void }) {
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
        const summary = await seedDemoData(ds, { vault: services.vault, log: opts.log });
        // The seed rewrites rows (trigger-maintained columns): compact them and give the
        // planner real statistics before the first request.
        await runner.query("VACUUM ANALYZE");
        opts.log(
          `demo data: ${summary.products} products, ${summary.offers} offers, ${summary.keys} keys, ${summary.users} users in ${summary.ms} ms`,
        );
      }
    }
  } finally {
    await runner.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
    await runner.release();
  }
}

export async function startServer(config: Config, logger: Logger): Promise<RunningServer> {
  const log = (m: string) => logger.info(m);
  let embedded: EmbeddedPostgres | null = null;
  let databaseUrl = config.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, "pg"), port: config.EMBEDDED_PG_PORT, log });
    await ensureDatabase(embedded.adminUrl, "keymarket");
    databaseUrl = embedded.urlFor("keymarket");
    log(`embedded Postgres on 127.0.0.1:${config.EMBEDDED_PG_PORT} (data in ${config.dataDir}/pg)`);
  }

  const dataSource = createDataSource({
    url: databaseUrl,
    poolSize: config.DB_POOL_SIZE,
    onQueryError: (m) => logger.warn(m),
  });
  const cleanup: (() => Promise<unknown>)[] = [];
  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      for (const step of cleanup.reverse()) {
        try {
          await step();
        } catch (e) {
          logger.warn({ err: e }, "shutdown step failed");
        }
      }
    })());

  try {
    if (embedded) {
      const e = embedded;
      cleanup.push(() => e.stop());
    }
    await dataSource.initialize();
    cleanup.push(() => dataSource.destroy());
    const services = createServices(config, logger, dataSource);
    await prepareDatabase(dataSource, services, { seed: config.SEED_DEMO, log });

    const responseCache = config.RESPONSE_CACHE ? new CatalogResponseCache() : null;
    let listener: ChangeListener | null = null;
    if (responseCache) {
      listener = await listenForCatalogChanges(databaseUrl, () => responseCache.invalidate(), (m) => logger.warn(m));
      const l = listener;
      cleanup.push(() => l.close());
    }

    const schema = await buildAppSchema();
    const apollo = createApolloServer({ schema, config, logger, responseCache });
    await apollo.start();
    cleanup.push(() => apollo.stop());

    const app = createApp({ dataSource, services, apollo, responseCache });
    // Housekeeping of accounts: retry failed mails, drop expired sessions and sign-in flows.
    const housekeeping = setInterval(() => {
      services.mail.retryDue().catch((e) => logger.warn({ err: e }, "mail retry failed"));
      services.sessions.purgeExpired().catch((e) => logger.warn({ err: e }, "session purge failed"));
      dataSource.query(`DELETE FROM oidc_logins WHERE expires_at < now()`).catch(() => undefined);
    }, 60_000);
    housekeeping.unref();
    cleanup.push(async () => clearInterval(housekeeping));
    const server = http.createServer(app);
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(config.PORT, config.HOST, () => resolve());
    });
    cleanup.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeIdleConnections();
          setTimeout(() => server.closeAllConnections(), 5_000).unref();
        }),
    );
    const port = (server.address() as AddressInfo).port;
    return {
      url: `http://127.0.0.1:${port}`,
      port,
      databaseUrl,
      dataSource,
      services,
      responseCache,
      app,
      close,
    };
  } catch (e) {
    await close();
    throw e;
  }
}
