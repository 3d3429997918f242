/**
 * The operators' endpoints beside /healthz: /metrics (Prometheus text, protected) and the
 * readiness check behind /readyz (database reachable and migrations current).
 */
import { createHash, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import ipaddr from "ipaddr.js";
import type { DataSource } from "typeorm";
import { ForbiddenError, UnauthenticatedError } from "../core/errors/index.js";
import { metricsText, registry } from "./metrics.js";

const isLoopback = (ip: string | undefined): boolean => {
  if (!ip || !ipaddr.isValid(ip)) return false;
  const addr = ipaddr.process(ip);
  return addr.range() === "loopback";
};

const digest = (s: string) => createHash("sha256").update(s).digest();

/**
 * GET /metrics. With `token` (METRICS_TOKEN): only with `Authorization: Bearer <token>` (401
 * otherwise). Without it: only to requests from this machine (the client address as Express
 * sees it, after TRUST_PROXY; 403 otherwise).
 */
export function metricsRoute(token: string | undefined): RequestHandler {
  const expected = token ? digest(token) : null;
  return async (req, res, next) => {
    if (expected) {
      const m = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "");
      if (!m || !timingSafeEqual(digest(m[1]!.trim()), expected)) {
        res.setHeader("www-authenticate", 'Bearer realm="metrics"');
        return next(new UnauthenticatedError());
      }
    } else if (!isLoopback(req.ip) || !isLoopback(req.socket.remoteAddress)) {
      return next(new ForbiddenError("Metrics are answered to this machine only (set METRICS_TOKEN to read them from elsewhere)"));
    }
    const text = await metricsText();
    res.setHeader("cache-control", "no-store");
    res.type(registry.contentType).send(text);
  };
}

/**
 * Migrations this build knows that the database has not run, by name (empty: current). Read
 * from the migrations table on each call (one small query).
 */
export async function pendingMigrations(dataSource: DataSource): Promise<string[]> {
  const table = dataSource.options.migrationsTableName ?? "migrations";
  const rows: { name: string }[] = await dataSource.query(`SELECT name FROM "${table}"`);
  const executed = new Set(rows.map((r) => r.name));
  return dataSource.migrations.map((m) => m.name ?? m.constructor.name).filter((name) => !executed.has(name));
}
