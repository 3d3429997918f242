/**
 * The sandbox supplier's HTTP API, mounted at /sandbox-supplier (outside /api: it stands for a
 * third party, so it has its own OAuth2 tokens and no session, cookie or CSRF). Same paths and
 * shapes as CodesWholesale v3:
 *
 *   POST /sandbox-supplier/oauth/token          grant_type=client_credentials, client_id, client_secret
 *                                               (form, JSON or query) → access_token, expires_in
 *   GET  /sandbox-supplier/v3/products          ?continuationToken=… → { items, continuationToken }
 *   GET  /sandbox-supplier/v3/products/:id      one product (404 when unknown)
 *   POST /sandbox-supplier/v3/orders            { clientOrderId, products: [{ productId, quantity, price }] }
 *   GET  /sandbox-supplier/v3/orders/:id        the order and its codes
 *
 * Every /v3 call needs `Authorization: Bearer <access_token>` (401 otherwise). Refusals answer
 * `{ code, message }` with 400/404/409 (OAuth errors `{ error, error_description }`). When the
 * sandbox supplier is off (SANDBOX_SUPPLIER=false, the default in production) everything is 404.
 */
import express, { type NextFunction, type Request, type Response, Router } from "express";
import type { SandboxSupplierService } from "./sandbox-supplier.service.js";
import { SandboxSupplierHang, SandboxSupplierRefusal } from "./sandbox-supplier.service.js";

/** How long the timeout switch holds a request before giving up itself (504). */
const HANG_MS = 120_000;

export function sandboxSupplierRoutes(service: SandboxSupplierService | null): Router {
  const router = Router();
  router.use((_req, res, next) => {
    if (!service) return void res.status(404).json({ code: "NOT_FOUND", message: "The sandbox supplier is off in this shop" });
    res.setHeader("cache-control", "no-store");
    next();
  });
  router.use(express.urlencoded({ extended: false, limit: "10kb" }));

  const handle =
    (fn: (req: Request, res: Response) => Promise<unknown>) =>
    (req: Request, res: Response, next: NextFunction): void => {
      fn(req, res).then(
        (body) => {
          if (!res.headersSent) res.json(body);
        },
        (e: unknown) => answerError(e, req, res, next),
      );
    };

  router.post(
    "/oauth/token",
    handle(async (req) => {
      const from = (k: string) => (req.body && typeof req.body === "object" && k in req.body ? req.body[k] : req.query[k]);
      return service!.issueToken(from("grant_type"), from("client_id"), from("client_secret"));
    }),
  );

  router.use("/v3", (req, res, next) => {
    const m = /^Bearer (\S+)$/i.exec(req.headers.authorization ?? "");
    if (!m || !service!.tokenValid(m[1]!)) {
      res.setHeader("www-authenticate", 'Bearer error="invalid_token"');
      return void res.status(401).json({ error: "invalid_token", error_description: "A valid access token is needed" });
    }
    next();
  });

  router.get(
    "/v3/products",
    handle(async (req) => {
      const token = req.query.continuationToken;
      if (token !== undefined && (typeof token !== "string" || token.length > 100))
        throw new SandboxSupplierRefusal(400, "INVALID_CONTINUATION_TOKEN", "Unknown continuationToken");
      return service!.listProducts(token);
    }),
  );
  router.get(
    "/v3/products/:id",
    handle(async (req) => service!.product(String(req.params.id))),
  );
  router.post(
    "/v3/orders",
    handle(async (req) => {
      const body = req.body as Record<string, unknown> | undefined;
      const lines = body?.products;
      if (!Array.isArray(lines) || lines.length !== 1 || typeof lines[0] !== "object" || lines[0] === null) {
        throw new SandboxSupplierRefusal(
          400,
          "INVALID_ORDER",
          "products must hold exactly one { productId, quantity, price } (the sandbox takes one product per order)",
        );
      }
      const line = lines[0] as Record<string, unknown>;
      const clientOrderId = body?.clientOrderId;
      if (
        clientOrderId !== undefined &&
        clientOrderId !== null &&
        (typeof clientOrderId !== "string" || clientOrderId.length < 1 || clientOrderId.length > 200)
      ) {
        throw new SandboxSupplierRefusal(400, "INVALID_ORDER", "clientOrderId must be a string of 1 to 200 characters");
      }
      if (typeof line.productId !== "string" || line.productId.length > 200) throw new SandboxSupplierRefusal(400, "INVALID_ORDER", "productId is required");
      if (line.price !== undefined && line.price !== null && typeof line.price !== "number")
        throw new SandboxSupplierRefusal(400, "INVALID_PRICE", "price must be a number");
      return service!.order({
        clientOrderId: typeof clientOrderId === "string" ? clientOrderId : null,
        productId: line.productId,
        quantity: typeof line.quantity === "number" ? line.quantity : Number.NaN,
        price: typeof line.price === "number" ? line.price : null,
      });
    }),
  );
  router.get(
    "/v3/orders/:id",
    handle(async (req) => service!.getOrder(String(req.params.id))),
  );
  router.use((_req, res) => {
    res.status(404).json({ code: "NOT_FOUND", message: "No such sandbox supplier call" });
  });
  return router;
}

function answerError(e: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (e instanceof SandboxSupplierRefusal) {
    if (e.code === "invalid_client" || e.code === "unsupported_grant_type")
      return void res.status(e.status).json({ error: e.code, error_description: e.message });
    return void res.status(e.status).json({ code: e.code, message: e.message });
  }
  if (e instanceof SandboxSupplierHang) {
    // The timeout switch: hold the request until the caller gives up (or long after it should have).
    const timer = setTimeout(() => {
      if (!res.headersSent && !res.destroyed) res.status(504).json({ code: "GATEWAY_TIMEOUT", message: e.message });
    }, HANG_MS);
    timer.unref();
    res.on("close", () => clearTimeout(timer));
    return;
  }
  next(e);
}
