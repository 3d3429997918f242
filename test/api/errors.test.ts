/**
 * The one error table: every code is documented in the README and the schema, and the
 * HTTP layer's refusals map to codes of the table (never to the 500 of a bug).
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import {
  ERROR_CODES,
  ErrorCode,
  errorAnswer,
  NotFoundError,
  ServiceUnavailableError,
  restErrorBody,
  TooManyRequestsError,
} from "../../server/core/errors/index.js";

const readme = readFileSync("README.md", "utf8");
const schema = readFileSync("schema/schema.graphql", "utf8");

describe("the error table", () => {
  it.each(Object.values(ErrorCode))("%s is in the README's table and the schema's enum", (code) => {
    const info = ERROR_CODES[code];
    expect(readme).toContain(`| \`${code}\` | ${info.status} | ${info.rest ? `\`${info.rest}\`` : "same"} |`);
    expect(schema).toMatch(new RegExp(`enum ErrorCode \\{[^}]*\\b${code}\\b`));
  });

  it("answers domain errors and error results with the table's status and REST code", () => {
    expect(restErrorBody(errorAnswer(new NotFoundError("User"))!)).toEqual({ result: "BAD_REQUEST", code: "NOT_FOUND", message: "User not found" });
    expect(errorAnswer(new ServiceUnavailableError(undefined, 7))).toMatchObject({ status: 503, retryAfterSeconds: 7 });
    const limited = new TooManyRequestsError(42);
    expect(errorAnswer(limited)).toMatchObject({ status: 429, code: ErrorCode.TOO_MANY_REQUESTS, retryAfterSeconds: 42 });
    expect(restErrorBody(errorAnswer(limited)!).code).toBe("auth/too-many-requests");
  });

  it("maps the HTTP layer's refusals to client errors and leaves bugs unmapped", () => {
    expect(errorAnswer({ type: "entity.parse.failed" })).toMatchObject({ status: 400, code: "BAD_USER_INPUT" });
    expect(errorAnswer({ type: "entity.too.large" })).toMatchObject({ status: 413 });
    expect(errorAnswer(Object.assign(new Error("incorrect header check"), { code: "Z_DATA_ERROR" }))).toMatchObject({ status: 400 });
    expect(errorAnswer(new TypeError("x is undefined"))).toBeNull();
  });
});
