/**
 * The Express app: security middleware, then the three doors (/graphql, /api/*, pages)
 * over one set of services.
 */
import { randomUUID } from "node:crypto";
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
import { HttpError } from "./common/errors.js";
import { catalogRoutes } from "./modules/catalog/catalog.rest.js";
import { siteRoutes } from "./modules/site/site.rest.js";
import { mediaRoutes } from "./modules/media/media.routes.js";
import { indexPage } from "./modules/site/index-page.js";

export interface AppDeps {
  dataSource: DataSource;
  services: Services;
  apollo: ApolloServer<RequestContext>;
  responseCache: CatalogResponseCache | null;
}

/** A fresh request context: guest until the accounts module says otherwise. */
export function createRequestContext(deps: AppDeps, req?: express.Request): RequestContext {
  const ctx: RequestContext = {
    requestId: randomUUID(),
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
  app.set("trust proxy", "loopback");
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", "data:"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
        },
      },
    }),
  );
  app.use(compression());
  app.use(cookieParser());
  app.use(express.json({ limit: "100kb" }));

  app.get("/healthz", (_req, res) => {
    res.json({ status: "ok" });
  });

  app.use(["/graphql", "/api"], (req, _res, next) => {
    req.ctx = createRequestContext(deps, req);
    next();
  });

  app.use(
    "/graphql",
    expressMiddleware(deps.apollo, {
      context: async ({ req }) => ({ ...req.ctx!, cacheGeneration: deps.responseCache?.generation ?? 0 }),
    }),
  );

  const api = express.Router();
  api.use(siteRoutes());
  api.use(catalogRoutes());
  api.use((_req, _res, next) => next(new HttpError(404, "Not found")));
  app.use("/api", api);

  app.use("/media", mediaRoutes(services.media));
  app.get("/", indexPage(deps, createRequestContext));

  app.use(errorHandler(services.logger));
  return app;
}
