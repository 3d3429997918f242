/**
 * The unexpected, thrown by services: a code of the one table (./error-code.ts) and a
 * message safe to show. Services know nothing of transports; the REST error handler and the
 * Apollo error formatter turn these into answers. Anything else thrown is a bug: logged and
 * answered "Something went wrong" (500).
 */
import { ERROR_CODES, ErrorCode } from "./error-code.js";

export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string = ERROR_CODES[code].message,
    /** Seconds after which a retry may succeed (Retry-After), for rate limits and unavailability. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /**
   * graphql-js copies an original error's `extensions` onto the GraphQL error it wraps it in,
   * so the code (and, for auth and availability, the HTTP status) reaches Apollo without a
   * resolver knowing about GraphQL.
   */
  get extensions(): Record<string, unknown> {
    const info = ERROR_CODES[this.code];
    if (!info.graphqlStatus) return { code: this.code };
    const headers = new Map<string, string>();
    if (this.retryAfterSeconds != null) headers.set("retry-after", String(this.retryAfterSeconds));
    return { code: this.code, http: { status: info.status, headers } };
  }
}

/** An id that does not exist, or that the caller may not see: the two must answer alike. */
export class NotFoundError extends DomainError {
  /** @param what the kind of object, e.g. "User" ("User not found"). */
  constructor(what?: string) {
    super(ErrorCode.NOT_FOUND, what ? `${what} not found` : ERROR_CODES.NOT_FOUND.message);
  }
}

/** Input the schema's types and the validation rules cannot express (e.g. min above max). */
export class InvalidInputError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.BAD_USER_INPUT, message);
  }
}

export class UnauthenticatedError extends DomainError {
  constructor() {
    super(ErrorCode.UNAUTHENTICATED);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message?: string) {
    super(ErrorCode.FORBIDDEN, message);
  }
}

/** A rule of the shop refuses the operation in the current state (e.g. an admin blocking themself). */
export class IllegalOperationError extends DomainError {
  constructor(message: string) {
    super(ErrorCode.ILLEGAL_OPERATION, message);
  }
}

/** A dependency (the database, a provider) cannot be reached now; the caller may retry later. */
export class ServiceUnavailableError extends DomainError {
  constructor(message?: string, retryAfterSeconds = 5) {
    super(ErrorCode.SERVICE_UNAVAILABLE, message, retryAfterSeconds);
  }
}
