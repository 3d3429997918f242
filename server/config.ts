/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else in the server touches `process.env`.
 */
import { z } from "zod";
import os from "node:os";
import path from "node:path";
import { hkdfSync } from "node:crypto";

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
  /**
   * How long a request waits for a database connection (a free one of the pool, or a new
   * one) before it is answered 503 (pg pool's connectionTimeoutMillis).
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  /**
   * Longest statement of a request (Postgres statement_timeout); the driver also gives up
   * 1 s after it when the server does not answer at all (frozen, or the network gone).
   * Migrations and the demo data are not bound by it.
   */
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(5000),
  /** A transaction left idle this long is ended by Postgres (idle_in_transaction_session_timeout). */
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(10_000),
  /**
   * Attempts to restart the embedded Postgres after its server process died (waiting 0.5 s,
   * then twice as long each time, up to 8 s); then the process exits with code 1.
   */
  EMBEDDED_PG_MAX_RESTARTS: z.coerce.number().int().min(0).max(100).default(6),
  /**
   * HTTP worker processes (Node cluster). 1 is a single process without cluster. Default:
   * 1, in production one per core (os.availableParallelism()), at most 4.
   */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  /** Load the demo data when the database has no products (default on). */
  SEED_DEMO: bool.default(true),
  /** Anonymous catalogue response cache (invalidated by Postgres NOTIFY on every write). */
  RESPONSE_CACHE: bool.default(true),
  /** Memory the cached GraphQL responses may take, in MiB (least recently used ones go first). */
  RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  /**
   * Keyring for product keys at rest: "id:base64key[,id:base64key…]"; the first one
   * encrypts, all decrypt. Required in production.
   */
  KEY_ENCRYPTION_KEYS: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUSTPILOT_SCORE: z.coerce.number().min(0).max(5).optional(),
  // ---- storefront (issue 3) ----
  /** Serve the client through Vite in middleware mode with HMR (`npm run dev`) instead of dist/. */
  CLIENT_DEV: bool.default(false),
  /** Google Tag Manager container (GTM-XXXX); its script is rendered on storefront pages only. */
  TAG_MANAGER_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{4,12}$/, "TAG_MANAGER_ID must look like GTM-XXXXXXX")
    .optional(),
  /** Customer chat widget script (https URL); storefront pages only. */
  CHAT_WIDGET_SRC: z.url({ protocol: /^https$/, error: "CHAT_WIDGET_SRC must be an https URL" }).optional(),
  /** Fraud-screening script (https URL); storefront pages only. */
  FRAUD_SCRIPT_SRC: z.url({ protocol: /^https$/, error: "FRAUD_SCRIPT_SRC must be an https URL" }).optional(),
  /** Rendered storefront pages kept for anonymous visitors until the catalogue changes (default on). */
  SSR_PAGE_CACHE: bool.default(true),
  /** Memory the kept pages may take, in MiB (least recently used ones go first). */
  SSR_PAGE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(32),
  // ---- accounts (issue 4) ----
  /** Secret for CSRF tokens (HMAC); at least 32 characters. Default: derived from KEY_ENCRYPTION_KEYS (a fixed value in development). */
  AUTH_SECRET: z.string().min(32, "AUTH_SECRET must hold at least 32 characters").optional(),
  /** SMTP server for outgoing mail (smtp[s]://user:pass@host:port); without it mail goes to the /dev/mailbox outbox. */
  SMTP_URL: z.string().regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://").optional(),
  /** Sender of every mail. */
  MAIL_FROM: z.string().default("KeyMarket <no-reply@keymarket.test>"),
  /** Google sign-in over OpenID Connect; off unless client id and secret are set. */
  GOOGLE_ISSUER: z.url().default("https://accounts.google.com"),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  /** Brevo newsletter sync; without the key subscriptions are only recorded locally. */
  BREVO_API_KEY: z.string().min(1).optional(),
  BREVO_LIST_ID: z.coerce.number().int().positive().optional(),
  BREVO_API_URL: z.url().default("https://api.brevo.com/v3"),
  /** reCAPTCHA secret; when set, sign-up's tokenRecaptcha is verified. */
  RECAPTCHA_SECRET: z.string().min(1).optional(),
  RECAPTCHA_VERIFY_URL: z.url().default("https://www.google.com/recaptcha/api/siteverify"),
  /** Consecutive failed logins before an account, or an IP, is made to wait (the wait doubles each time). */
  LOGIN_MAX_FAILS_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  LOGIN_MAX_FAILS_PER_IP: z.coerce.number().int().min(1).default(20),
  /** Sign-ups allowed per IP and hour (each sends a verification mail); more answer auth/too-many-requests. */
  SIGNUP_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
});

export type Config = Omit<z.infer<typeof schema>, "WEB_CONCURRENCY"> & {
  /** HTTP worker processes; 1 means no cluster (see the schema for the default). */
  WEB_CONCURRENCY: number;
  isProduction: boolean;
  dataDir: string;
  publicUrl: string;
  /** AUTH_SECRET, else derived from KEY_ENCRYPTION_KEYS, else a fixed development value. */
  authSecret: string;
  /** Google sign-in is configured (client id and secret). */
  googleEnabled: boolean;
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
  // Vite's HMR server listens on one fixed port: the development client runs in one process.
  if (c.CLIENT_DEV && c.WEB_CONCURRENCY !== undefined && c.WEB_CONCURRENCY > 1) {
    throw new Error("Invalid configuration:\n  WEB_CONCURRENCY: must be 1 with CLIENT_DEV (Vite's HMR server takes one port)");
  }
  const webConcurrency = c.WEB_CONCURRENCY ?? (isProduction && !c.CLIENT_DEV ? Math.min(4, os.availableParallelism()) : 1);
  return {
    ...c,
    WEB_CONCURRENCY: webConcurrency,
    isProduction,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ""),
    // Without AUTH_SECRET, production derives one from the (required, secret) key ring.
    authSecret:
      c.AUTH_SECRET ??
      (c.KEY_ENCRYPTION_KEYS
        ? Buffer.from(hkdfSync("sha256", c.KEY_ENCRYPTION_KEYS, "keymarket", "auth-secret", 32)).toString("base64url")
        : "keymarket-development-auth-secret-not-for-production"),
    googleEnabled: Boolean(c.GOOGLE_CLIENT_ID && c.GOOGLE_CLIENT_SECRET),
  };
}
