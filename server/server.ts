/**
 * Starts everything a KeyMarket process serves: database (embedded or DATABASE_URL),
 * migrations and demo data under an advisory lock, services, GraphQL, the HTTP listener,
 * and the cache invalidation listener. `close()` stops them in reverse order, once.
 *
 * With WEB_CONCURRENCY > 1 the cluster primary (server/cluster.ts) runs the first two steps
 * itself (server/db/prepare.ts) and each worker calls `startServer` with the primary's
 * DATABASE_URL.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import type { DataSource } from "typeorm";
import type { Express } from "express";
import type { Config } from "./config.js";
import type { Logger } from "./logger.js";
import { createDataSource } from "./db/data-source.js";
import { migrateDatabase, startDatabase } from "./db/prepare.js";
import { databaseReadiness, OutageLog } from "./db/availability.js";
import { listenForCatalogChanges, type ChangeListener } from "./db/catalog-notifications.js";
import { createServices, type Services } from "./services.js";
import { buildAppSchema } from "./graphql/schema.js";
import { createApolloServer } from "./graphql/apollo.js";
import { CatalogResponseCache } from "./graphql/response-cache.js";
import { persistedQueryStore, prunePersistedQueries } from "./graphql/persisted-queries.js";
import { createApp } from "./app.js";
import { listenForOrderChanges, publishCatalogChange } from "./graphql/live/hub.js";
import { attachSubscriptions } from "./graphql/live/websocket.js";
import { defineCatalogJobs } from "./modules/jobs/catalog-jobs.js";
import { defineCommerceJobs } from "./modules/jobs/commerce-jobs.js";
import { defineStockAlertJobs } from "./modules/jobs/stock-alert-jobs.js";
import { defineTicketJobs } from "./modules/jobs/ticket-jobs.js";
import { defineWebhookJobs } from "./modules/jobs/webhook-jobs.js";
import { defineKeyUploadJobs } from "./modules/jobs/key-upload-jobs.js";
import { defineAdminJobs } from "./modules/jobs/admin-jobs.js";
import { defineSupplierJobs } from "./modules/jobs/supplier-jobs.js";
import { listenForRestocks } from "./modules/stock-alerts/stock-alerts.listener.js";
import { defineOfferPricingJobs } from "./modules/jobs/offer-pricing-jobs.js";
import { listenForRepricing } from "./modules/sellers/offers.listener.js";
import { REPRICE_JOB } from "./modules/sellers/offer-repricer.js";
import { STOCK_ALERTS_DELIVER_JOB } from "./modules/stock-alerts/stock-alerts.service.js";
import { FeedsService } from "./modules/feeds/feeds.service.js";
import { defineFeedJobs, feedRebuildQueuer } from "./modules/feeds/feeds.jobs.js";

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

export interface StartOptions {
  /**
   * Load the demo data into an empty catalogue (default: SEED_DEMO). Cluster workers pass
   * false: their primary has seeded; they still run the (idempotent) migration check.
   */
  seed?: boolean;
}

export async function startServer(config: Config, logger: Logger, opts: StartOptions = {}): Promise<RunningServer> {
  const database = await startDatabase(config, logger);
  const databaseUrl = database.url;

  // The serving pool gives up on a silent or unreachable database within seconds (503);
  // migrations and the demo data run before it, over a connection without those timeouts.
  const dataSource = createDataSource({
    url: databaseUrl,
    poolSize: config.DB_POOL_SIZE,
    onQueryError: (m) => logger.warn(m),
    timeouts: {
      connectMs: config.DB_CONNECT_TIMEOUT_MS,
      statementMs: config.DB_STATEMENT_TIMEOUT_MS,
      idleInTransactionMs: config.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    },
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
    cleanup.push(() => database.stop());
    await migrateDatabase(config, logger, databaseUrl, { seed: opts.seed ?? config.SEED_DEMO });
    await dataSource.initialize();
    cleanup.push(() => dataSource.destroy());
    const services = createServices(config, logger, dataSource);
    const outages = new OutageLog(logger);
    // A new connection means the database answers: the end of an outage, if there was one.
    (dataSource.driver as unknown as { master: { on(event: "connect", fn: () => void): void } }).master.on("connect", () => outages.up());

    // Background jobs (pg-boss): queues shared by every process; workers where JOBS is on.
    defineCommerceJobs(services, dataSource);
    defineCatalogJobs(services, dataSource);
    defineStockAlertJobs(services, dataSource);
    defineTicketJobs(services, dataSource);
    defineOfferPricingJobs(services, dataSource);
    defineWebhookJobs(services, dataSource);
    defineKeyUploadJobs(services, dataSource);
    defineAdminJobs(services, dataSource);
    defineSupplierJobs(services, dataSource);
    if (config.FEEDS) defineFeedJobs(services, new FeedsService(dataSource, config.publicUrl, config.dataDir));
    await services.jobs.start({ work: config.JOBS });
    cleanup.push(() => services.jobs.stop());
    // Products with waiting back-in-stock alerts that have keys again (a trigger's NOTIFY): their
    // alerts are mailed at once. Processes that work the jobs listen; the job's sweep catches the rest.
    if (config.JOBS) {
      const restocks = await listenForRestocks(
        databaseUrl,
        (products) => {
          services.jobs
            .send(STOCK_ALERTS_DELIVER_JOB, products === "all" ? {} : { productIds: products })
            .catch((e) => logger.warn({ err: e }, "stock alert delivery could not be queued"));
        },
        (m) => logger.warn(m),
      );
      cleanup.push(() => restocks.close());
      // Competing changes to products with auto-priced offers: their offers are repriced at once.
      const repricing = await listenForRepricing(
        databaseUrl,
        (products) => {
          services.jobs
            .send(REPRICE_JOB, products === "all" ? {} : { productIds: products }, products === "all" ? {} : { singletonKey: `products:${products.join(",")}` })
            .catch((e) => logger.warn({ err: e }, "offer repricing could not be queued"));
        },
        (m) => logger.warn(m),
      );
      cleanup.push(() => repricing.close());
    }

    const responseCache = config.RESPONSE_CACHE ? new CatalogResponseCache(config.RESPONSE_CACHE_MB * 1024 * 1024) : null;
    // Catalogue changes invalidate the response cache, wake the product subscriptions, and queue
    // the product feeds' rebuild (from the processes that work the jobs).
    const queueFeeds = config.FEEDS && config.JOBS ? feedRebuildQueuer(services) : null;
    const listener: ChangeListener = await listenForCatalogChanges(
      databaseUrl,
      (change) => {
        responseCache?.invalidate(change);
        publishCatalogChange(services.live, change);
        queueFeeds?.(change);
      },
      (m) => logger.warn(m),
    );
    cleanup.push(() => listener.close());
    // Order changes wake the order subscriptions (live order pages).
    const orderChanges = await listenForOrderChanges(databaseUrl, services.live, (m) => logger.warn(m));
    cleanup.push(() => orderChanges.close());

    const schema = await buildAppSchema();
    const apollo = createApolloServer({ schema, config, logger, responseCache, outages, persistedQueries: persistedQueryStore(dataSource) });
    await apollo.start();
    cleanup.push(() => apollo.stop());

    const app = createApp({ dataSource, services, apollo, responseCache, readiness: databaseReadiness(dataSource, outages), outages });
    // Housekeeping of accounts: retry failed mails, drop expired sessions and sign-in flows.
    // Every cluster worker runs it: each statement is safe concurrently (a mail is claimed by
    // one atomic UPDATE before it is sent, so two processes never send the same one).
    let persistedPrunedAt = 0;
    const housekeeping = setInterval(() => {
      services.mail.retryDue().catch((e) => logger.warn({ err: e }, "mail retry failed"));
      services.sessions.purgeExpired().catch((e) => logger.warn({ err: e }, "session purge failed"));
      dataSource.query(`DELETE FROM oidc_logins WHERE expires_at < now()`).catch(() => undefined);
      // Persisted queries unused for 30 days (a client sends the text again when it needs one).
      if (Date.now() - persistedPrunedAt >= 3600_000) {
        persistedPrunedAt = Date.now();
        prunePersistedQueries(dataSource).catch((e) => logger.warn({ err: e }, "persisted query prune failed"));
      }
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
    // GraphQL subscriptions over WebSocket on the same port (closed before the HTTP server).
    const live = attachSubscriptions(server, { schema, services, dataSource, logger, trustProxy: app.get("trust proxy fn") });
    cleanup.push(() => live.close());
    const port = (server.address() as AddressInfo).port;
    // The sandbox supplier's imports call this very process.
    services.suppliers.sandboxBaseUrl = `http://127.0.0.1:${port}`;
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
