/**
 * How any error becomes an answer, for every door: a `DomainError` or an `ErrorResult` as
 * is, the HTTP layer's own refusals (malformed JSON, a body too large or badly encoded) as
 * the codes of the table, a database that cannot be reached or does not answer in time as
 * SERVICE_UNAVAILABLE (503, Retry-After; ./unavailable.ts), and anything else as null: a
 * bug, logged and masked by the caller.
 */
import { DomainError } from "./domain-errors.js";
import { ERROR_CODES, ErrorCode, genericResult, restCode } from "./error-code.js";
import { ErrorResult } from "./error-result.js";
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from "./unavailable.js";

export interface ErrorAnswer {
  code: ErrorCode;
  status: number;
  message: string;
  retryAfterSeconds: number | null;
}

/** body-parser's and Node's refusals of a request body, by their `type`. */
const BODY_ERRORS: Record<string, [ErrorCode, string]> = {
  "entity.parse.failed": [ErrorCode.BAD_USER_INPUT, "Malformed JSON body"],
  "entity.verify.failed": [ErrorCode.BAD_USER_INPUT, "Malformed request body"],
  "request.aborted": [ErrorCode.BAD_USER_INPUT, "The request body was not received completely"],
  "request.size.invalid": [ErrorCode.BAD_USER_INPUT, "The request body does not match its Content-Length"],
  "entity.too.large": [ErrorCode.PAYLOAD_TOO_LARGE, ERROR_CODES.PAYLOAD_TOO_LARGE.message],
  "encoding.unsupported": [ErrorCode.UNSUPPORTED_MEDIA_TYPE, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE.message],
  "charset.unsupported": [ErrorCode.UNSUPPORTED_MEDIA_TYPE, ERROR_CODES.UNSUPPORTED_MEDIA_TYPE.message],
};

/** The answer an error stands for, or null when it is unexpected (a bug: log it, answer 500). */
export function errorAnswer(e: unknown): ErrorAnswer | null {
  if (e instanceof DomainError || e instanceof ErrorResult) {
    const code = e instanceof DomainError ? e.code : e.errorCode;
    const retry = e instanceof DomainError ? e.retryAfterSeconds : e.retryAfter;
    return { code, status: ERROR_CODES[code].status, message: e.message, retryAfterSeconds: retry };
  }
  const type = (e as { type?: unknown } | null)?.type;
  if (typeof type === "string" && BODY_ERRORS[type]) {
    const [code, message] = BODY_ERRORS[type];
    return { code, status: ERROR_CODES[code].status, message, retryAfterSeconds: null };
  }
  // A body that says it is gzip (or deflate, br) but is not: zlib's errors while inflating it.
  const errno = (e as { code?: unknown } | null)?.code;
  if (typeof errno === "string" && /^Z_(DATA|BUF|NEED_DICT)_ERROR$/.test(errno)) {
    return { code: ErrorCode.BAD_USER_INPUT, status: 400, message: "The request body is not validly compressed", retryAfterSeconds: null };
  }
  if (isDatabaseUnavailable(e)) return DATABASE_UNAVAILABLE_ANSWER;
  // Any other client error the HTTP layer (http-errors) marks as safe to expose.
  const { status, expose } = (e ?? {}) as { status?: unknown; expose?: unknown };
  if (expose === true && typeof status === "number" && status >= 400 && status < 500) {
    return { code: ErrorCode.BAD_USER_INPUT, status: 400, message: "The request could not be read", retryAfterSeconds: null };
  }
  return null;
}

/** The REST body of an error answer (spec §8 generic result, the code REST clients read, the message). */
export function restErrorBody(a: ErrorAnswer): { result: "BAD_REQUEST" | "INTERNAL_SERVER_ERROR"; code: string; message: string } {
  return { result: genericResult(a.status), code: restCode(a.code), message: a.message };
}

/** The answer while the database cannot be reached (or does not answer in time). */
export const DATABASE_UNAVAILABLE_ANSWER: ErrorAnswer = {
  code: ErrorCode.SERVICE_UNAVAILABLE,
  status: 503,
  message: ERROR_CODES.SERVICE_UNAVAILABLE.message,
  retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
};

/** The answer of an unexpected error: 500, "Something went wrong", nothing more. */
export const INTERNAL_ANSWER: ErrorAnswer = {
  code: ErrorCode.INTERNAL_SERVER_ERROR,
  status: 500,
  message: ERROR_CODES.INTERNAL_SERVER_ERROR.message,
  retryAfterSeconds: null,
};
