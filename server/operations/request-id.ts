/**
 * The request id: one per HTTP request, taken from an incoming `X-Request-Id` when it is a safe
 * short token (a proxy's or a client's correlation id), otherwise a new UUID. It is answered as
 * `X-Request-Id` on every response, written on every log line of the request (the logger's
 * mixin reads it from the request's async scope), put in every error answer (REST `requestId`,
 * GraphQL `extensions.requestId`) and kept in the audit log (ctx.requestId).
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import type { Request, RequestHandler } from "express";

export const REQUEST_ID_HEADER = "X-Request-Id";

/** Letters, digits and `-_.:@`, 1–128 characters: safe in headers, logs and CSV exports. */
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:@-]{0,127}$/;

interface RequestScope {
  requestId: string;
}

const scope = new AsyncLocalStorage<RequestScope>();

declare module "express-serve-static-core" {
  interface Request {
    /** Set by `requestIdMiddleware`, first of all middleware. */
    requestId?: string;
  }
}

/** The incoming id when it is safe, else a new UUID. */
export function chooseRequestId(incoming: string | string[] | undefined): string {
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value && SAFE_ID.test(value) ? value : randomUUID();
}

/** The id of the request being served (in its async scope), or undefined outside one. */
export function currentRequestId(): string | undefined {
  return scope.getStore()?.requestId;
}

/** The request's id (or a new one for a request this middleware has not seen). */
export function requestIdOf(req: Request | undefined): string {
  return req?.requestId ?? currentRequestId() ?? randomUUID();
}

/** First middleware: chooses the id, answers it as a header, and opens the request's scope. */
export function requestIdMiddleware(): RequestHandler {
  return (req, res, next) => {
    const requestId = chooseRequestId(req.headers["x-request-id"]);
    req.requestId = requestId;
    res.setHeader(REQUEST_ID_HEADER, requestId);
    scope.run({ requestId }, next);
  };
}

/**
 * Re-enters the request's scope (defensive). Body parsers call `next` from the request stream's events,
 * which may run in the scope the connection was opened in: mounted after them, this gives the rest
 * of the request its id back.
 */
export function requestScopeMiddleware(): RequestHandler {
  return (req, _res, next) => {
    if (!req.requestId || currentRequestId() === req.requestId) return next();
    scope.run({ requestId: req.requestId }, next);
  };
}
