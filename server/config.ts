/**
 * Every environment variable the server reads, parsed and validated in one place.
 * Nothing else in the server touches `process.env`.
 */
import { z } from "zod";
import os from "node:os";
import path from "node:path";
import { hkdfSync } from "node:crypto";
import { isIP } from "node:net";

const bool = z.enum(["1", "0", "true", "false", "yes", "no", "on", "off"]).transform((v) => ["1", "true", "yes", "on"].includes(v));

/** Names Express accepts in a trust-proxy list, besides addresses and subnets. */
const PROXY_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Express' "trust proxy" setting: true/false, a number of hops, or a comma
 * list of addresses, subnets (10.0.0.0/8) and the names loopback, linklocal, uniquelocal.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((v, ctx): boolean | number | string => {
    if (v === "true" || v === "false") return v === "true";
    if (/^\d+$/.test(v)) return Number(v);
    const entries = v.split(",").map((e) => e.trim());
    const valid = (e: string) => {
      if (PROXY_NAMES.has(e)) return true;
      const [addr, bits, extra] = e.split("/");
      if (extra !== undefined || !isIP(addr ?? "")) return false;
      return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(addr!) === 6 ? 128 : 32));
    };
    const bad = entries.filter((e) => !valid(e));
    if (bad.length) {
      ctx.addIssue({ code: "custom", message: `not a proxy address, subnet or name: ${bad.join(", ")}` });
      return z.NEVER;
    }
    return entries.join(",");
  });

/** One or more "Mo-Fr 09:00-18:00" ranges (schema.org openingHours), comma-separated. */
const HOURS_RANGE = "(Mo|Tu|We|Th|Fr|Sa|Su)(-(Mo|Tu|We|Th|Fr|Sa|Su))? ([01]\\d|2[0-3]):[0-5]\\d-([01]\\d|2[0-4]):[0-5]\\d";
export const SUPPORT_HOURS_FORMAT = new RegExp(`^${HOURS_RANGE}(, *${HOURS_RANGE})*$`);

const schema = z.object({
  NODE_ENV: z.enum(["development", "test", "staging", "production"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default("0.0.0.0"),
  /**
   * Which proxies in front of the shop are trusted for X-Forwarded-For/-Proto (client IPs for
   * rate limits, Secure cookies behind TLS termination): Express' "trust proxy". Default
   * loopback (a proxy on the same machine).
   */
  TRUST_PROXY: trustProxy.default("loopback"),
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
   * Largest stored product image, "WIDTHxHEIGHT" (each 100–8000): larger uploads are scaled down
   * to fit. Unset: 1440x1080; set but unusable: the fallback 1400x1080 (a warning is logged).
   */
  PRODUCT_IMAGE_MAX_SIZE: z.string().optional(),
  /** Largest product image upload in megabytes. */
  PRODUCT_IMAGE_MAX_MB: z.coerce.number().positive().max(50).default(15),
  /**
   * Keyring for product keys at rest: "id:base64key[,id:base64key…]"; the first one
   * encrypts, all decrypt. Required in production.
   */
  KEY_ENCRYPTION_KEYS: z.string().optional(),
  /**
   * Bearer token of GET /metrics (`Authorization: Bearer <token>`), for a Prometheus server on
   * another machine. Unset: /metrics answers requests from this machine (loopback) only.
   */
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must hold at least 16 characters").optional(),
  /** Directory of the pg_dump and pg_restore that `npm run backup` and `restore` use (default: found by the server's version). */
  PG_BIN_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** GraphQL introspection (GraphiQL's schema explorer and completion need it); default: outside production. */
  GRAPHQL_INTROSPECTION: bool.optional(),
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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "SMTP_URL must start with smtp:// or smtps://")
    .optional(),
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
  /** Guests' back-in-stock alerts allowed per IP and hour (each mails a confirmation link); more answer TooManyRequestsError. */
  STOCK_ALERTS_GUEST_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  // ---- legal pages and contact form ----
  /** The company that runs the shop: shown on the contact and legal pages and in the footer (an Italian shop must show its VAT number). */
  COMPANY_NAME: z.string().trim().min(1).max(200).default("KeyMarket S.r.l."),
  /** The company's registered office, one line. */
  COMPANY_ADDRESS: z.string().trim().min(1).max(300).default("Via Giuseppe Verdi 12, 20121 Milano (MI), Italy"),
  /** The company's VAT number, with its country prefix. */
  COMPANY_VAT_ID: z.string().trim().min(4).max(20).default("IT01234567890"),
  /** Where the contact form's messages go (as Reply-To the sender's address); also the address the legal pages give. */
  SUPPORT_EMAIL: z.email("SUPPORT_EMAIL must be an email address").default("support@keymarket.test"),
  /** Support hours in schema.org openingHours form, Italian time: "Mo-Fr 09:00-18:00" (several ranges comma-separated). */
  SUPPORT_HOURS: z
    .string()
    .trim()
    .regex(SUPPORT_HOURS_FORMAT, 'SUPPORT_HOURS must look like "Mo-Fr 09:00-18:00" (days Mo Tu We Th Fr Sa Su, ranges comma-separated)')
    .default("Mo-Fr 09:00-18:00"),
  /** Contact form messages allowed per IP address and hour; more answer TooManyRequestsError. */
  CONTACT_MAX_PER_IP: z.coerce.number().int().min(1).default(10),
  /** Contact form messages allowed per sender (the signed-in account, and the email address given) and hour. */
  CONTACT_MAX_PER_SENDER: z.coerce.number().int().min(1).default(5),
  // ---- commerce ----
  /** Minutes a checkout's keys stay reserved while the shopper pays; then they go back to stock. */
  RESERVATION_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** Open or Pending support tickets without a staff or seller reply for this long go one priority up (again each period). */
  TICKET_ESCALATE_AFTER_HOURS: z.coerce.number().int().min(1).max(720).default(24),
  /** Largest image attached to a support ticket, in bytes. */
  TICKET_ATTACHMENT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** The marketplace's commission on each sold key, in percent (two decimals at most). */
  MARKETPLACE_COMMISSION_PERCENT: z.coerce.number().min(0).max(100).default(10),
  /** The lowest and highest price a seller may set on an offer, in any currency (amounts, e.g. 0.10 and 10000). */
  OFFER_PRICE_MIN: z.coerce.number().positive().max(1000).default(0.1),
  OFFER_PRICE_MAX: z.coerce.number().positive().max(1_000_000).default(10_000),
  /**
   * Exchange rates the seller console uses to fill the dollar and pound prices from the euro
   * price ("fill from EUR"): dollars and pounds per euro. Only a suggestion: sellers set and
   * the shop charges the three prices as entered.
   */
  EXCHANGE_RATE_USD: z.coerce.number().positive().max(100).default(1.09),
  EXCHANGE_RATE_GBP: z.coerce.number().positive().max(100).default(0.85),
  /** Minutes without a change after which a signed-in user's cart counts as abandoned (one recovery mail). */
  CART_ABANDON_AFTER_MINUTES: z.coerce.number().int().min(1).default(1440),
  // ---- seller API: tokens and webhooks ----
  /** Active (not revoked, not expired) API tokens a seller may hold at once. */
  API_TOKENS_MAX_PER_SELLER: z.coerce.number().int().min(1).max(100).default(10),
  /** Webhook endpoints a seller may register. */
  WEBHOOK_ENDPOINTS_MAX_PER_SELLER: z.coerce.number().int().min(1).max(100).default(5),
  /** Accept http:// webhook URLs (default: outside production only); https is always accepted. */
  WEBHOOK_ALLOW_HTTP: bool.optional(),
  /**
   * Private, loopback or link-local addresses webhooks may still be sent to, as a comma list of
   * addresses and subnets ("127.0.0.1/32,10.1.0.0/16"); every other non-public address is refused
   * (SSRF protection). Default: loopback outside production, none in production.
   */
  WEBHOOK_ALLOWED_NETWORKS: z.string().trim().optional(),
  /** Milliseconds a webhook endpoint has to answer (connection and response). */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Retries of a failed webhook delivery (pg-boss retryLimit); the first attempt is not counted. */
  WEBHOOK_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(10),
  /** Base delay of the retries in seconds, doubled at each retry with jitter (pg-boss retryBackoff). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Run the background jobs (pg-boss workers and schedules) in this process (default on). */
  JOBS: bool.default(true),
  /** Seconds between a job worker's looks for new jobs (pg-boss polling; at least 0.5). */
  JOBS_POLL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
  /** The product feeds under /feeds (Google Merchant Center, price lists) and the job that writes them (default on). */
  FEEDS: bool.default(true),
  /** The built-in sandbox payment provider (test cards, no money); default on outside production. */
  SANDBOX_PAYMENTS: bool.optional(),
  /** The built-in sandbox supplier under /sandbox-supplier (a CodesWholesale-like API with fake keys); default on outside production. */
  SANDBOX_SUPPLIER: bool.optional(),
  /** Request header carrying the client's country (ISO code) from a proxy or CDN, for the billing-country fraud rule. */
  IP_COUNTRY_HEADER: z.string().toLowerCase().default("cf-ipcountry"),
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_API_URL: z.url().optional(),
  PAYPAL_WEBHOOK_ID: z.string().min(1).optional(),
  CHECKOUT_SECRET_KEY: z.string().min(1).optional(),
  CHECKOUT_API_URL: z.url().optional(),
  CHECKOUT_WEBHOOK_SECRET: z.string().min(1).optional(),
  CHECKOUT_PROCESSING_CHANNEL_ID: z.string().min(1).optional(),
  /** Fraud rule thresholds (see the README's fraud screening section); amounts in the order's currency. */
  FRAUD_USER_ORDERS_PER_DAY: z.coerce.number().int().min(1).default(5),
  FRAUD_IP_USERS_PER_HOUR: z.coerce.number().int().min(1).default(3),
  FRAUD_REVIEW_AMOUNT: z.coerce.number().positive().default(500),
  FRAUD_NEW_ACCOUNT_HOURS: z.coerce.number().min(0).default(24),
  FRAUD_NEW_ACCOUNT_AMOUNT: z.coerce.number().positive().default(150),
  FRAUD_GIFT_CARD_AMOUNT: z.coerce.number().positive().default(100),
  FRAUD_3DS_SCORE: z.coerce.number().int().min(0).default(30),
  FRAUD_REVIEW_SCORE: z.coerce.number().int().min(1).default(60),
  FRAUD_CARD_USERS: z.coerce.number().int().min(1).default(2),
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
  /** The sandbox payment provider is on (SANDBOX_PAYMENTS, default: outside production). */
  sandboxPayments: boolean;
  /** The sandbox supplier is on (SANDBOX_SUPPLIER, default: outside production). */
  sandboxSupplier: boolean;
  /** GraphQL introspection is on (GRAPHQL_INTROSPECTION, default: outside production). */
  graphqlIntrospection: boolean;
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
    sandboxPayments: c.SANDBOX_PAYMENTS ?? !isProduction,
    sandboxSupplier: c.SANDBOX_SUPPLIER ?? !isProduction,
    graphqlIntrospection: c.GRAPHQL_INTROSPECTION ?? !isProduction,
  };
}
