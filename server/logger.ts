import pino from "pino";

/**
 * The process logger. Secrets never reach it: the redact list covers the fields that
 * could carry them should an object be logged whole.
 */
export function createLogger(level: string) {
  return pino({
    level,
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
  });
}
export type Logger = ReturnType<typeof createLogger>;
