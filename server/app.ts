/**
 * The Express app: security middleware, then the three doors (/graphql, /api/*, pages)
 * over one set of services.
 */
import cluster from "node:cluster";
import express, { type Express } from "express";
import helmet from "helmet";
import compression from "compression";
import cookieParser from "cookie-parser";
import { expressMiddleware } from "@as-integrations/express5";
import type { ApolloServer } from "@apollo/server";
import type { DataSource } from "typeorm";
import { Role } from "./common/enums.js";
import type { RequestContext } from "./graphql/context.js";
import { createLoaders } from "./graphql/loaders.js";
import type { CatalogResponseCache } from "./graphql/response-cache.js";
import type { Services } from "./services.js";
import { errorHandler } from "./rest/rest.js";
import { InvalidInputError, NotFoundError } from "./core/errors/index.js";
import { nulPaths } from "./core/validation/index.js";
import { catalogRoutes } from "./modules/catalog/catalog.rest.js";
import { siteRoutes } from "./modules/site/site.rest.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { imagesRoutes } from "./modules/images/images.routes.js";
import { seoRoutes } from "./modules/seo/seo.routes.js";
import { feedsRoutes } from "./modules/feeds/feeds.routes.js";
import { FeedsService } from "./modules/feeds/feeds.service.js";
import { storefrontRoutes } from "./ssr/storefront.js";
import { graphiqlRoutes } from "./graphql/graphiql.js";
import { cspNonce, nonceSource, thirdPartySources } from "./ssr/csp.js";
import { authenticate } from "./core/auth/index.js";
import { apiTokenRestGuard } from "./core/auth/api-token-guards.js";
import { apiClientRestBudget } from "./core/auth/api-client-guards.js";
import { accountsRoutes, verifyEmailPage } from "./modules/accounts/accounts.rest.js";
import { sellersRoutes } from "./modules/sellers/sellers.rest.js";
import { adminRoutes } from "./modules/admin/admin.rest.js";
import { categoryAdminRoutes } from "./modules/catalog/category-admin.rest.js";
import { imageUploadBodies, productImagesRoutes } from "./modules/catalog/product-images.rest.js";
import { mailboxRoutes } from "./modules/mail/mailbox.routes.js";
import { cartRoutes } from "./modules/cart/cart.rest.js";
import { cartRestorePage, keepRawBody, paymentsRoutes } from "./modules/payments/payments.rest.js";
import { stockAlertsRoutes } from "./modules/stock-alerts/stock-alerts.rest.js";
import { KEY_UPLOAD_BODIES, keysRoutes } from "./modules/keys/keys.rest.js";
import { largeJsonBodies } from "./rest/large-bodies.js";
import { salesRoutes } from "./modules/payouts/sales.rest.js";
import { payoutsAdminRoutes } from "./modules/payouts/payouts-admin.rest.js";
import { auditLogRoutes } from "./modules/audit/audit-log.rest.js";
import { dashboardRoutes } from "./modules/admin-dashboard/dashboard.rest.js";
import { ticketsRoutes } from "./modules/tickets/tickets.rest.js";
import { sandboxSupplierRoutes } from "./modules/suppliers/sandbox-supplier/sandbox-supplier.routes.js";
import { requestIdMiddleware, requestIdOf, requestScopeMiddleware } from "./operations/request-id.js";
import { attachMetricsSources, httpMetrics } from "./operations/metrics.js";
import { metricsRoute, pendingMigrations } from "./operations/operations.routes.js";

/** Browser features no page of the shop uses (camera, microphone, location …); payment only for the shop itself. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "camera=()",
  "geolocation=()",
  "gyroscope=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=(self)",
  "usb=()",
  "browsing-topics=()",
].join(", ");
import type { OutageLog, Readiness } from "./db/availability.js";
import { ERROR_CODES, DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./core/errors/index.js";

export interface AppDeps {
  dataSource: DataSource;
  services: Services;
  apollo: ApolloServer<RequestContext>;
  responseCache: CatalogResponseCache | null;
  /** The database check of /readyz, and the log of database outages. */
  readiness: Readiness;
  outages: OutageLog;
}

/** A fresh request context: guest until the accounts module says otherwise. */
export function createRequestContext(deps: AppDeps, req?: express.Request): RequestContext {
  const ctx: RequestContext = {
    requestId: requestIdOf(req),
    user: null,
    role: Role.guest,
    ip: req?.ip ?? "",
    dataSource: deps.dataSource,
    manager: deps.dataSource.manager,
    services: deps.services,
    loaders: createLoaders(() => deps.dataSource.manager),
    req,
  };
  return ctx;
}

export function createApp(deps: AppDeps): Express {
  const { services } = deps;
  const app = express();
  app.disable("x-powered-by");
  // Every request: its id (X-Request-Id, on its log lines and error answers), then its timing.
  app.use(requestIdMiddleware(), httpMetrics());
  attachMetricsSources({ dataSource: deps.dataSource, jobs: services.jobs, live: services.live });
  app.set("trust proxy", services.config.TRUST_PROXY);
  // Storefront pages: inline scripts carry the response's nonce; third-party script slots
  // are allowed only when configured (server/ssr/csp.ts).
  const thirdParty = thirdPartySources(services.config);
  app.use(cspNonce);
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", "data:", ...thirdParty.img],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'", nonceSource, ...thirdParty.script],
          connectSrc: ["'self'", ...thirdParty.connect, ...(services.config.CLIENT_DEV ? ["ws:"] : [])],
          ...(thirdParty.frame.length ? { frameSrc: ["'self'", ...thirdParty.frame] } : {}),
        },
      },
    }),
  );
  // Powerful browser features the shop never uses are off for its pages and any frame in them.
  app.use((_req, res, next) => {
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  });
  app.use(compression());
  app.use(cookieParser());
  // Sellers' key uploads (10,000 keys, images) and admins' product images (base64) may be
  // larger; everyone else keeps the small limit.
  app.use(
    ["/graphql", "/api/seller/keys/upload", "/api/admin/products"],
    largeJsonBodies(services, (req) => createRequestContext(deps, req), [KEY_UPLOAD_BODIES, imageUploadBodies(services)]),
  );
  app.use(express.json({ limit: "100kb", verify: keepRawBody }));
  app.use(requestScopeMiddleware());
  // NUL characters cannot be stored by Postgres: refused at the edge, wherever they come
  // (path, query string, JSON body, cookies). GraphQL literals are refused by the argument
  // validation (server/core/validation), which sees every argument.
  app.use((req, _res, next) => {
    const bad = /%00/.test(req.originalUrl) ? ["the address"] : [...nulPaths(req.body), ...nulPaths(req.cookies, "cookie")];
    next(bad.length ? new InvalidInputError(`${bad.join(", ")} must not contain NUL characters`) : undefined);
  });

  // In cluster mode (WEB_CONCURRENCY > 1) also the id of the worker that answered (1, 2, …).
  const health = cluster.isWorker ? { status: "ok", worker: cluster.worker!.id } : { status: "ok" };
  app.get("/healthz", (_req, res) => {
    res.json(health);
  });
  // Prometheus metrics: loopback only, or with METRICS_TOKEN as a bearer token.
  app.get("/metrics", metricsRoute(services.config.METRICS_TOKEN));
  // Readiness: 503 while the database cannot be reached (take the process out of rotation;
  // /healthz, liveness, stays 200 so it is not restarted for an outage it rides out), and
  // while the database lacks migrations this build expects (a deploy whose migrations have
  // not run: its queries would fail).
  app.get("/readyz", async (_req, res) => {
    res.setHeader("cache-control", "no-store");
    // The database first; then its migrations (a failure to read them that is the database's
    // own is answered as the database's).
    let unavailable = (await deps.readiness.check()) !== null;
    if (!unavailable) {
      const pending = await pendingMigrations(deps.dataSource).catch((e: unknown) => {
        unavailable = isDatabaseUnavailable(e);
        return null;
      });
      if (pending?.length === 0) return void res.json({ ...health, status: "ready" });
      if (!unavailable) {
        const reason = pending ? "MIGRATIONS_PENDING" : "MIGRATIONS_UNKNOWN";
        const message = pending ? `The database lacks ${pending.length} migration(s): ${pending.join(", ")}` : "The migrations table could not be read";
        return void res.status(503).json({ ...health, status: "unavailable", code: "SERVICE_UNAVAILABLE", reason, message });
      }
    }
    res
      .status(503)
      .setHeader("retry-after", String(DATABASE_RETRY_AFTER_SECONDS))
      .json({
        ...health,
        status: "unavailable",
        code: "SERVICE_UNAVAILABLE",
        reason: "DATABASE_UNAVAILABLE",
        message: ERROR_CODES.SERVICE_UNAVAILABLE.message,
      });
  });

  // A browser opening /graphql gets the GraphQL IDE (its own CSP); the API is unchanged.
  app.use("/graphql", graphiqlRoutes());
  app.use(["/graphql", "/api", "/verify-email", "/cart/restore"], (req, _res, next) => {
    req.ctx = createRequestContext(deps, req);
    next();
  });
  // Session cookie or Bearer token → ctx.user/ctx.role; then CSRF on mutations and /api POSTs.
  app.use(["/graphql", "/api", "/verify-email", "/cart/restore"], authenticate(services), services.csrf.protect);
  // Seller API tokens: reads and the seller paths of /api only (core/auth/api-token-guards.ts).
  app.use("/api", apiTokenRestGuard, apiClientRestBudget);

  app.use(
    "/graphql",
    expressMiddleware(deps.apollo, {
      context: async ({ req }) => ({ ...req.ctx!, cacheDeps: deps.responseCache?.recorder() }),
    }),
  );

  const api = express.Router();
  api.use(siteRoutes());
  api.use(catalogRoutes());
  api.use(accountsRoutes());
  api.use(sellersRoutes());
  api.use(adminRoutes());
  api.use(categoryAdminRoutes());
  api.use(productImagesRoutes(services));
  api.use(cartRoutes());
  api.use(paymentsRoutes());
  api.use(stockAlertsRoutes());
  api.use(keysRoutes());
  api.use(salesRoutes());
  api.use(payoutsAdminRoutes());
  api.use(auditLogRoutes());
  api.use(dashboardRoutes());
  api.use(ticketsRoutes(services));
  api.use((_req, _res, next) => next(new NotFoundError()));
  app.use("/api", api);
  app.locals.apiRouter = api; // walked by the role test (every /api route)

  app.get("/verify-email", verifyEmailPage());
  app.get("/cart/restore", cartRestorePage());
  app.use("/dev/mailbox", mailboxRoutes(services.mail, !services.config.isProduction));
  // The built-in sandbox supplier: a third party's API (its own tokens; no session or CSRF).
  app.use("/sandbox-supplier", sandboxSupplierRoutes(services.sandboxSupplier));

  app.use("/media", mediaRoutes(services.media));
  app.use("/img", imagesRoutes(services.images));
  app.use(seoRoutes(() => createRequestContext(deps), deps.responseCache?.clock ?? null));
  // Product feeds for Google Merchant Center and price-comparison sites (FEEDS=false: none).
  if (services.config.FEEDS) {
    const { publicUrl, dataDir } = services.config;
    app.use(feedsRoutes(new FeedsService(deps.dataSource, publicUrl, dataDir), services.logger));
  }
  // Last: every other GET is a storefront page (unknown /api paths answered 404 above).
  app.use(
    storefrontRoutes({
      config: services.config,
      logger: services.logger,
      apollo: deps.apollo,
      responseCache: deps.responseCache,
      createContext: () => createRequestContext(deps),
    }),
  );

  app.use(errorHandler(services.logger, deps.outages));
  return app;
}
