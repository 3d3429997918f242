/**
 * Expected business outcomes (wrong password, invalid VAT number, and soon out of stock or an
 * invalid coupon) are returned, never thrown: one class per outcome implementing the
 * `ErrorResult` interface, with typed extra fields where the caller needs them (how long to
 * wait, how many are left), inside the operation's result union. Services return them before
 * any write; REST shims answer them with the status of the one table (./error-code.ts).
 */
import { createUnionType, Field, InterfaceType, Int, ObjectType, type ClassType } from "type-graphql";
import { ERROR_CODES, ErrorCode } from "./error-code.js";

@InterfaceType("ErrorResult", { description: "An expected outcome that is not a success: a stable code and a message." })
export abstract class ErrorResult {
  @Field(() => ErrorCode, { description: "Stable machine-readable code." })
  readonly errorCode: ErrorCode;

  @Field(() => String, { description: "Human-readable explanation in English (screens translate by `errorCode`)." })
  readonly message: string;

  constructor(code: ErrorCode, message: string = ERROR_CODES[code].message) {
    this.errorCode = code;
    this.message = message;
  }

  /** Seconds after which trying again may succeed (sent as Retry-After by REST), when the outcome has one. */
  get retryAfter(): number | null {
    return null;
  }
}

export const isErrorResult = (v: unknown): v is ErrorResult => v instanceof ErrorResult;

@ObjectType("TooManyRequestsError", { implements: ErrorResult, description: "Too many attempts: wait `retryAfterSeconds` before the next one." })
export class TooManyRequestsError extends ErrorResult {
  @Field(() => Int, { description: "Seconds to wait before trying again." })
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(ErrorCode.TOO_MANY_REQUESTS);
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds));
  }

  override get retryAfter(): number {
    return this.retryAfterSeconds;
  }
}

/**
 * The result union of an operation: its success type and the error results it can return.
 * An error result resolves to its own class, anything else to the success type.
 */
export function resultUnion<S extends object>(name: string, description: string, success: ClassType<S>, errors: readonly ClassType<ErrorResult>[]) {
  const types = [success, ...errors] as unknown as readonly [ClassType<S>, ...ClassType<ErrorResult>[]];
  return createUnionType({
    name,
    description,
    types: () => types,
    resolveType: (v) => (v instanceof ErrorResult ? (v.constructor as ClassType) : success),
  });
}
