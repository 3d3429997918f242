/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else in the server touches `process.env`.
 */
import { z } from "zod";
import path from "node:path";

const bool = z
  .enum(["1", "0", "true", "false", "yes", "no", "on", "off"])
  .transform((v) => ["1", "true", "yes", "on"].includes(v));

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "staging", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  /** Public origin of the site, used for canonical URLs and redirect checks. */
  PUBLIC_URL: z.url().optional(),
  /** A real Postgres; when absent the embedded one under DATA_DIR is started. */
  DATABASE_URL: z.string().optional(),
  DATA_DIR: z.string().default("data"),
  EMBEDDED_PG_PORT: z.coerce
    .number()
    .int()
    .refine((p) => p !== 5432, "the embedded Postgres must not use port 5432")
    .default(54329),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Load the demo data when the database has no products (default on). */
  SEED_DEMO: bool.default(true),
  /** Anonymous catalogue response cache (invalidated by Postgres NOTIFY on every write). */
  RESPONSE_CACHE: bool.default(true),
  /**
   * Keyring for product keys at rest: "id:base64key[,id:base64key…]"; the first one
   * encrypts, all decrypt. Required in production.
   */
  KEY_ENCRYPTION_KEYS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUSTPILOT_SCORE: z.coerce.number().min(0).max(5).optional(),
});

export type Config = z.infer<typeof schema> & {
  isProduction: boolean;
  dataDir: string;
  publicUrl: string;
};

/** Parses an environment (process.env by default) into a typed config; throws a readable error. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const c = parsed.data;
  const isProduction = c.NODE_ENV === "production";
  if (isProduction && !c.KEY_ENCRYPTION_KEYS) {
    throw new Error("Invalid configuration:\n  KEY_ENCRYPTION_KEYS: required in production");
  }
  return {
    ...c,
    isProduction,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
  };
}
