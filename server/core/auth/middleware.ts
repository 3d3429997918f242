/**
 * HTTP side of authentication, shared by /graphql and /api:
 *  - `authenticate`: session cookie or `Authorization: Bearer` → ctx.user / ctx.role /
 *    ctx.session (no token, an unknown one, or the spec's unauthenticated placeholder: guest);
 *    a seller's API token (`Bearer kmk_…`) → its seller and ctx.apiToken, or 401 at once when it
 *    is unknown, revoked or expired; an integrator's API client (`Bearer kmc_…`) → its scope,
 *    user (none for `catalog`) and budget (ctx.apiClient), or 401 at once;
 *  - CSRF (csrf-csrf, double submit, bound to the session): the `km_csrf` cookie (readable
 *    by scripts, SameSite=Lax) must come back in `x-csrf-token` on GraphQL mutations and on
 *    state-changing /api POSTs, unless the request is authenticated with a Bearer token;
 *  - `requirePermission`: the REST guard, deciding with the same `checkPermission` as the
 *    GraphQL auth checker;
 *  - the session cookie helpers both doors use after login and logout.
 */
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { doubleCsrf } from "csrf-csrf";
import { parse, getOperationAST, OperationTypeNode } from "graphql";
import { Role } from "../../common/enums.js";
import type { RequestContext } from "../../graphql/context.js";
import type { Services } from "../../services.js";
import { checkPermission, ROLE_SCOPE, type Permission } from "./permissions.js";
import { SESSION_COOKIE, SessionService } from "./sessions.js";
import { authenticateApiToken, isApiToken } from "./api-tokens.js";
import { authenticateApiClient, isApiClientToken } from "./api-clients.js";
import { DomainError, ErrorCode, ForbiddenError, UnauthenticatedError } from "../errors/index.js";

export const CSRF_COOKIE = "km_csrf";
export const CSRF_HEADER = "x-csrf-token";

/** The token of `Authorization: Bearer <token>`, if any. */
export function bearerToken(req: Request): string | null {
  const h = req.headers.authorization;
  if (!h) return null;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(h);
  return m ? m[1] : null;
}

/** Who a set of credentials proves to be: the fields of the request context they set. */
export type Identity = Pick<RequestContext, "user" | "role" | "session" | "apiToken" | "apiClient">;

/**
 * The credentials' owner: a session (cookie or Bearer), a seller's API token (`kmk_…`) or an
 * integrator's API client (`kmc_…`). An unknown or revoked API token is `{ refused }` (answered
 * 401); an unknown session is a guest, `{ staleCookie }` when it came as a cookie (to clear).
 * Used by HTTP requests (`authenticate`) and WebSocket connections (server/graphql/live) alike.
 */
export async function identify(
  services: Services,
  dataSource: RequestContext["dataSource"],
  bearer: string | null,
  cookie: string | null,
): Promise<{ identity: Identity } | { refused: string } | { staleCookie: true; identity: Identity }> {
  const guest: Identity = { user: null, role: Role.guest };
  const token = bearer ?? cookie;
  if (bearer && isApiClientToken(bearer)) {
    // An integrator's API client: its scope and budget; unknown or revoked → refused.
    // (A session token that happens to start with the prefix is still a session.)
    const client = await authenticateApiClient(dataSource, bearer);
    if (client) {
      return {
        identity: {
          ...(client.user ? { user: client.user, role: client.user.role } : guest),
          apiToken: { id: client.clientId, scope: client.scope },
          apiClient: { id: client.clientId, budget: client.budget },
        },
      };
    }
    if (!(await services.sessions.authenticate(bearer))) return { refused: "The API client token is unknown or revoked" };
  }
  if (bearer && isApiToken(bearer)) {
    // A seller's API token: its seller, within its scope; unknown, revoked or expired → refused.
    // (A session token that happens to start with the prefix, 1 in 16.7 million, is still a session.)
    const found = await authenticateApiToken(dataSource, bearer);
    if (found) return { identity: { user: found.user, role: found.user.role, apiToken: { id: found.tokenId, scope: found.scope } } };
    if (!(await services.sessions.authenticate(bearer))) return { refused: "The API token is unknown, revoked or expired" };
  }
  if (token) {
    const found = await services.sessions.authenticate(token);
    if (found) return { identity: { user: found.user, role: found.user.role, session: { id: found.sessionId, via: bearer ? "bearer" : "cookie" } } };
    if (!bearer && cookie) return { staleCookie: true, identity: guest }; // ended, expired or blocked
  }
  return { identity: guest };
}

/** Populates the request context from the session cookie or the Bearer token. */
export function authenticate(services: Services): RequestHandler {
  return async (req, res, next) => {
    try {
      const ctx = req.ctx!;
      ctx.res = res;
      const cookie = typeof req.cookies?.[SESSION_COOKIE] === "string" ? (req.cookies[SESSION_COOKIE] as string) : null;
      const found = await identify(services, ctx.dataSource, bearerToken(req), cookie);
      if ("refused" in found) {
        res.setHeader("www-authenticate", `Bearer error="invalid_token", error_description="${found.refused}"`);
        return next(new DomainError(ErrorCode.UNAUTHENTICATED, found.refused));
      }
      Object.assign(ctx, found.identity);
      if ("staleCookie" in found) SessionService.clearCookie(req, res); // forget it
      next();
    } catch (e) {
      next(e);
    }
  };
}

export interface Csrf {
  /** Sets a valid `km_csrf` cookie unless the request already has one; returns the token. */
  ensureToken(req: Request, res: Response, overwrite?: boolean): string;
  /** Refuses (403) state-changing requests without a valid token. */
  protect: RequestHandler;
}

/**
 * /api paths a POST may reach without a CSRF token: read-only public calls, and calls that are
 * not made by a signed-in browser (payment providers' webhooks, verified by their signature; the
 * sandbox provider's payment page, which stands for a provider's own page; the buttons of the
 * back-in-stock alert mails' pages, whose unguessable token is their credential).
 */
const CSRF_EXEMPT_API = [
  /^\/public\//,
  /^\/user\/profile\/verify$/,
  /^\/payments\/webhook\//,
  /^\/sandbox\/payments\//,
  /^\/stock-alerts\/(confirm|unsubscribe)$/,
];

/**
 * A persisted query's hash without its text (server/graphql/persisted-queries.ts) may name a
 * mutation: with a session cookie it is guarded like one (the storefront sends queries by
 * hash with GET, and mutations with their text).
 */
const isHashOnly = (body: unknown): boolean => {
  const b = body as { query?: unknown; extensions?: { persistedQuery?: unknown } } | undefined;
  return b != null && b.query === undefined && b.extensions?.persistedQuery != null;
};

const isMutation = (body: unknown): boolean => {
  const b = body as { query?: unknown; operationName?: unknown } | undefined;
  if (!b || typeof b.query !== "string" || !/\bmutation\b/.test(b.query)) return false;
  try {
    const op = getOperationAST(parse(b.query), typeof b.operationName === "string" ? b.operationName : undefined);
    return op?.operation === OperationTypeNode.MUTATION;
  } catch {
    return false; // Apollo answers the syntax error
  }
};

/** Drops all but the last `Set-Cookie` of `name` from a response (a later one replaces an earlier one). */
function keepLastCookie(res: Response, name: string): void {
  const header = res.getHeader("set-cookie");
  if (!Array.isArray(header)) return;
  const mine = (c: string) => c.startsWith(`${name}=`);
  const last = header.filter(mine).pop();
  res.setHeader("set-cookie", [...header.filter((c) => !mine(c)), ...(last ? [last] : [])]);
}

export function createCsrf(secret: string): Csrf {
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => secret,
    // Bound to the cookie session: a token from before a login does not work after it.
    getSessionIdentifier: (req) => (req.ctx?.session?.via === "cookie" ? req.ctx.session.id : "guest"),
    cookieName: CSRF_COOKIE,
    cookieOptions: { httpOnly: false, sameSite: "lax", secure: false, path: "/" },
    getCsrfTokenFromRequest: (req) => req.headers[CSRF_HEADER] as string | undefined,
  });
  const cookieIsValid = (req: Request) => {
    const value = req.cookies?.[CSRF_COOKIE];
    if (typeof value !== "string" || !value) return false;
    const probe = Object.create(req) as Request;
    Object.defineProperty(probe, "headers", { value: { ...req.headers, [CSRF_HEADER]: value } });
    return validateRequest(probe);
  };
  const ensureToken = (req: Request, res: Response, overwrite = false) => {
    // One token per response: the guard, /api/csrf and a login may each ask for one.
    const issued = res.locals.csrfToken as string | undefined;
    if (!overwrite && issued) return issued;
    if (!overwrite && cookieIsValid(req)) return req.cookies[CSRF_COOKIE] as string;
    const token = generateCsrfToken(req, res, { overwrite: true, cookieOptions: { httpOnly: false, sameSite: "lax", secure: req.secure, path: "/" } });
    res.locals.csrfToken = token;
    keepLastCookie(res, CSRF_COOKIE);
    return token;
  };
  const protect: RequestHandler = (req, res, next) => {
    // Bearer sessions and API tokens are sent by programs, never automatically by a browser: no CSRF.
    const bearer = req.ctx?.session?.via === "bearer" || req.ctx?.apiToken != null || (bearerToken(req) != null && !req.ctx?.session);
    const graphql = req.baseUrl === "/graphql";
    const needs =
      req.method === "POST" &&
      !bearer &&
      (graphql ? isMutation(req.body) || (isHashOnly(req.body) && req.ctx?.session != null) : !CSRF_EXEMPT_API.some((re) => re.test(req.path)));
    if (needs && !validateRequest(req)) {
      ensureToken(req, res);
      return next(new DomainError(ErrorCode.CSRF_TOKEN_INVALID));
    }
    // Every response of a cookie-using client carries a valid token for its next request.
    if (!bearer) ensureToken(req, res);
    next();
  };
  return { ensureToken, protect };
}

/** The REST guard: 401 UNAUTHENTICATED for guests, 403 FORBIDDEN for a role without the permission. */
export function requirePermission(...permissions: Permission[]): RequestHandler {
  return (req: Request, _res: Response, next: NextFunction) => {
    const ctx = req.ctx!;
    const verdict = checkPermission(ctx.role, ctx.user != null, permissions, ctx.apiToken?.scope);
    if (verdict === "ok") return next();
    next(verdict === "unauthenticated" ? new UnauthenticatedError() : new ForbiddenError());
  };
}

/**
 * The `{role}` segment of the spec's /api/{role}/… calls: it must be the caller's own role, and
 * a staff role (one whose grants hold over every row: admin, support); anything else is 403
 * FORBIDDEN. Put it after `requirePermission`, which decides what the role may do.
 */
export const requireOwnStaffSegment: RequestHandler = (req, _res, next) => {
  const role = req.ctx!.role;
  next(req.params.role === role && ROLE_SCOPE[role] === "all" ? undefined : new ForbiddenError());
};

/**
 * After a login: the session cookie (unless the caller asked for a Bearer token) and a CSRF
 * token bound to the new session. Returns the token to show (Bearer mode) or null.
 */
export function startSession(ctx: RequestContext, login: { token: string; sessionId: string }, bearer = false): string | null {
  if (bearer) return login.token;
  if (ctx.res) {
    SessionService.setCookie(ctx.req, ctx.res, login.token);
    // GraphQL works on a copy of the request's context: update both.
    ctx.session = { id: login.sessionId, via: "cookie" };
    if (ctx.req?.ctx) ctx.req.ctx.session = ctx.session;
    if (ctx.req) ctx.services.csrf.ensureToken(ctx.req, ctx.res, true);
  }
  return null;
}

/** After a logout or account deletion: clears the session cookie and renews the CSRF token. */
export function endSession(ctx: RequestContext): void {
  if (ctx.session?.via === "bearer") return;
  ctx.session = undefined;
  ctx.user = null;
  if (ctx.req?.ctx) ctx.req.ctx.session = undefined;
  if (ctx.res) {
    SessionService.clearCookie(ctx.req, ctx.res);
    if (ctx.req) ctx.services.csrf.ensureToken(ctx.req, ctx.res, true);
  }
}
