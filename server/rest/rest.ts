/**
 * Plumbing of the /api/* shims: payload validation, one error shape
 * `{ result, code, message }` (spec §8: SUCCESS / BAD_REQUEST / INTERNAL_SERVER_ERROR, the
 * status and code from the one table in server/core/errors), and the request context. Shims
 * stay thin: validate, call one service method, shape the answer.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { CurrencyCode, Locale } from "../common/enums.js";
import {
  DATABASE_UNAVAILABLE_ANSWER,
  errorAnswer,
  INTERNAL_ANSWER,
  InvalidInputError,
  restErrorBody,
  type ErrorAnswer,
  type ErrorResult,
  type DomainError,
} from "../core/errors/index.js";
import type { RequestContext } from "../graphql/context.js";
import type { Logger } from "../logger.js";
import { describeIssues, safeParseWorded } from "../core/validation/index.js";
import { requestIdOf } from "../operations/request-id.js";
import { countError } from "../operations/metrics.js";
import type { OutageLog } from "../db/availability.js";

export const localeSchema = z.enum(Locale, { error: () => "locale must be one of: en, it" }).default(Locale.en);
export const currencySchema = z
  .string({ error: () => "currency must be one of: eur, usd, gbp" })
  .transform((s) => s.toLowerCase())
  .pipe(z.enum(CurrencyCode, { error: () => "currency must be one of: eur, usd, gbp" }))
  .default(CurrencyCode.EUR);

/** Payload of a public call: at least the locale (spec §7: "Public calls send the locale"). */
export const localePayload = z.object({ locale: localeSchema });

declare module "express-serve-static-core" {
  interface Request {
    ctx?: RequestContext;
  }
}

export const contextOf = (req: Request): RequestContext => {
  if (!req.ctx) throw new Error("request context missing");
  return req.ctx;
};

/**
 * Writes an error answer: the table's status, Retry-After when there is a wait,
 * `{ result, code, message, requestId }` (the request's X-Request-Id, to find its log lines).
 */
function writeAnswer(res: Response, a: ErrorAnswer): void {
  if (a.retryAfterSeconds != null) res.setHeader("retry-after", String(a.retryAfterSeconds));
  countError(a.code, "rest");
  res.status(a.status).json({ ...restErrorBody(a), requestId: requestIdOf(res.req) });
}

/** The REST answer of an error result a service returned, or of a domain error. */
export function sendError(res: Response, error: ErrorResult | DomainError): void {
  writeAnswer(res, errorAnswer(error)!);
}

/** A query string validated by `schema` (a clear BAD_USER_INPUT otherwise), for GET routes that stream. */
export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const parsed = safeParseWorded(schema, { ...(query as object) });
  if (!parsed.success) throw new InvalidInputError(describeIssues(parsed.error));
  return parsed.data;
}

/**
 * A JSON endpoint: validates the body (POST) or query string (GET) with `schema`, hands
 * the typed input to `handler`, answers with what it returns.
 */
export function endpoint<S extends z.ZodType>(
  schema: S,
  handler: (ctx: RequestContext, input: z.output<S>, req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  return async (req, res) => {
    const raw = req.method === "GET" ? { ...req.query } : (req.body ?? {});
    if (req.method !== "GET" && (typeof raw !== "object" || Array.isArray(raw))) {
      throw new InvalidInputError("The body must be a JSON object");
    }
    const parsed = safeParseWorded(schema, raw);
    if (!parsed.success) throw new InvalidInputError(describeIssues(parsed.error));
    const result = await handler(contextOf(req), parsed.data, req, res);
    if (!res.headersSent) res.status(200).json(result);
  };
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A minimal HTML answer for a page request refused before the storefront could render it. */
function plainPage(a: ErrorAnswer): string {
  const title = a.status >= 500 ? "Something went wrong" : "Bad request";
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · KeyMarket</title></head><body style="font-family:system-ui,sans-serif;max-width:40rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${escapeHtml(a.message)}</p><p><a href="/">KeyMarket home</a></p></body></html>`;
}

/**
 * Turns every error into the spec's answer; unexpected ones are logged and masked (500). A
 * database that cannot be reached is a 503 with Retry-After (logged once per outage).
 */
export function errorHandler(logger: Logger, outages?: OutageLog): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let answer = errorAnswer(err);
    if (answer === DATABASE_UNAVAILABLE_ANSWER) outages?.down(err);
    if (!answer) {
      if (err instanceof z.ZodError) answer = errorAnswer(new InvalidInputError(describeIssues(err)))!;
      else {
        logger.error({ err, path: req.path }, "request failed");
        answer = INTERNAL_ANSWER;
      }
    }
    if (res.headersSent) return;
    if (!req.originalUrl.startsWith("/api") && !req.originalUrl.startsWith("/graphql") && req.accepts(["json", "html"]) === "html") {
      // A page address refused before the storefront renders (e.g. a NUL character): a plain page.
      if (answer.retryAfterSeconds != null) res.setHeader("retry-after", String(answer.retryAfterSeconds));
      res.status(answer.status).type("html").send(plainPage(answer));
      return;
    }
    if (req.originalUrl.startsWith("/graphql")) {
      if (answer.retryAfterSeconds != null) res.setHeader("retry-after", String(answer.retryAfterSeconds));
      countError(answer.code, "graphql");
      res.status(answer.status).json({ errors: [{ message: answer.message, extensions: { code: answer.code, requestId: requestIdOf(req) } }] });
      return;
    }
    writeAnswer(res, answer);
  };
}
