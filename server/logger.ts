import pino, { type DestinationStream } from "pino";
import { currentRequestId } from "./operations/request-id.js";

/**
 * An error as logged: pino's standard serializer (type, message, stack, code and the other
 * plain fields, causes included) without the objects libraries hang on their errors, such as
 * node-postgres' `client` (its connection parameters and the backend's cancel key).
 */
export function serializeError(e: unknown): unknown {
  if (!(e instanceof Error)) return e;
  const out = pino.stdSerializers.err(e) as unknown as Record<string, unknown>;
  for (const [k, v] of Object.entries(out)) {
    if (k === "cause" || k === "aggregateErrors") continue;
    if (v !== null && typeof v === "object") delete out[k];
  }
  return out;
}

/**
 * The process logger. Secrets never reach it: the redact list covers the fields that
 * could carry them should an object be logged whole, and errors are logged without the
 * objects attached to them. A line written while a request is served carries its id
 * (`reqId`), whichever logger (the process', a service's, a child) wrote it.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      serializers: { err: serializeError },
      mixin: () => {
        const reqId = currentRequestId();
        return reqId ? { reqId } : {};
      },
      redact: {
        paths: [
          "password",
          "*.password",
          "token",
          "*.token",
          "value",
          "*.value",
          "req.headers.authorization",
          "req.headers.cookie",
          "DATABASE_URL",
          "KEY_ENCRYPTION_KEYS",
        ],
        censor: "[redacted]",
      },
    },
    destination,
  );
}
export type Logger = ReturnType<typeof createLogger>;
