import { GraphQLError } from "graphql";

/**
 * An error with an HTTP status and a message safe to show. REST shims answer with it as
 * is; GraphQL shows its message and code. Everything else is masked as
 * "Something went wrong".
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string = status === 400 ? "BAD_REQUEST" : status === 404 ? "NOT_FOUND" : "ERROR",
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message, "BAD_REQUEST");
export const notFound = (message = "Not found") => new HttpError(404, message, "NOT_FOUND");

/** A GraphQL error for invalid arguments the schema types cannot express. */
export const badUserInput = (message: string) =>
  new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT", http: { status: 400 } } });

export const GENERIC_ERROR_MESSAGE = "Something went wrong";
