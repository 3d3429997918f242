/**
 * Plumbing of the /api/* shims: payload validation with zod, one error shape
 * `{ result, message }` (spec §8: SUCCESS / BAD_REQUEST / INTERNAL_SERVER_ERROR), and the
 * request context. Shims stay thin: validate, call one service method, shape the answer.
 */
import type { ErrorRequestHandler, Request, RequestHandler, Response } from "express";
import { z } from "zod";
import { CurrencyCode, GenericResult, Locale } from "../common/enums.js";
import { GENERIC_ERROR_MESSAGE, HttpError } from "../common/errors.js";
import type { RequestContext } from "../graphql/context.js";
import type { Logger } from "../logger.js";

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

/** Readable one-line summary of a zod error: "productIdList.0: expected number". */
export function describeZodError(error: z.ZodError): string {
  return error.issues
    .map((i) => (i.path.length ? `${i.path.join(".")}: ${i.message}` : i.message))
    .join("; ");
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
      throw new HttpError(400, "The body must be a JSON object");
    }
    const parsed = schema.safeParse(raw);
    if (!parsed.success) throw new HttpError(400, describeZodError(parsed.error));
    const result = await handler(contextOf(req), parsed.data, req, res);
    if (!res.headersSent) res.status(200).json(result);
  };
}

/** Turns every error into the spec's answer; 5xx are logged and masked. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    let status = 500;
    let message = GENERIC_ERROR_MESSAGE;
    const type = (err as { type?: string }).type;
    if (err instanceof HttpError) {
      status = err.status;
      message = err.message;
    } else if (type === "entity.parse.failed") {
      status = 400;
      message = "Malformed JSON body";
    } else if (type === "entity.too.large") {
      status = 413;
      message = "Request body too large";
    } else if (type === "encoding.unsupported" || type === "charset.unsupported") {
      status = 415;
      message = "Unsupported body encoding";
    } else if (err instanceof z.ZodError) {
      status = 400;
      message = describeZodError(err);
    } else {
      logger.error({ err, path: req.path }, "request failed");
    }
    if (res.headersSent) return;
    if (req.path.startsWith("/graphql")) {
      res.status(status).json({ errors: [{ message, extensions: { code: status < 500 ? "BAD_REQUEST" : "INTERNAL_SERVER_ERROR" } }] });
      return;
    }
    res.status(status).json({
      result: status < 500 ? GenericResult.BAD_REQUEST : GenericResult.INTERNAL_SERVER_ERROR,
      message,
    });
  };
}
