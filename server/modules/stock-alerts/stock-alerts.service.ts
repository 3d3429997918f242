/**
 * Back-in-stock alerts: "email me when it's back in stock" on a product without keys.
 *
 *  - A signed-in user's alert is active at once and mailed at the account's address.
 *  - A guest's alert waits for its address to confirm it (double opt-in): a confirmation mail
 *    carries a random one-time token (only its SHA-256 is stored); the alert is active once the
 *    link is opened. Guests are rate-limited per IP (and reCAPTCHA'd when configured), and an
 *    address gets at most so many confirmation mails an hour. The answer is the same whether or
 *    not the address already had an alert, so the form tells nobody who subscribed to what.
 *  - When a product has keys again (the products trigger of migration StockAlerts NOTIFYs
 *    `km_stock_back`, and a sweep runs every few minutes), `deliverDue` mails every active alert
 *    of the product once, in the alert's language, with the best price in its currency, and
 *    stamps it notified in the same transaction as the mail's outbox row: a retried or doubled
 *    job never mails twice. Alerts are taken in batches, never all at once.
 *  - Alerts expire after 180 days; a guest's unconfirmed one after 7.
 */
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Pool } from "pg";
import type { Config } from "../../config.js";
import { CurrencyCode, Locale } from "../../common/enums.js";
import { money } from "../../common/money.js";
import { hashToken, ownerScope, randomToken } from "../../core/auth/index.js";
import { TooManyRequestsError } from "../../core/errors/index.js";
import { rules } from "../../core/validation/index.js";
import { withTransaction } from "../../db/transaction.js";
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";
import type { LoginThrottle } from "../accounts/throttle.js";
import type { RecaptchaVerifier } from "../accounts/recaptcha.js";
import { CaptchaCheckFailedError } from "../accounts/accounts.errors.js";
import { ProductUnavailableError } from "../cart/cart.types.js";
import { bestPriceKey } from "../catalog/catalog.service.js";
import type { ProductView } from "../catalog/catalog.types.js";
import type { MailService } from "../mail/mail.service.js";
import {
  type CreateStockAlertInput,
  type CreateStockAlertOutcome,
  InvalidEmailError,
  ProductInStockError,
  StockAlertConfirmationSent,
  StockAlertView,
} from "./stock-alerts.types.js";
import { ALERT_VIEW_COLUMNS, activeAlert, STOCK_ALERT_CONFIRM_DAYS, STOCK_ALERT_TTL_DAYS } from "./stock-alerts.sql.js";

/** The pg-boss job that mails the due alerts (of some products, or of every product). */
export const STOCK_ALERTS_DELIVER_JOB = "stock-alerts.deliver";

/** What a mailed link did, and the page it leads to (the product's, in the alert's language). */
export interface StockAlertLinkOutcome {
  outcome: "confirmed" | "unsubscribed" | "invalid";
  /** Site path to send the browser to (the product page, or the home page when the product is gone). */
  path: string;
}

const formatMoney = (minor: number, currency: CurrencyCode, locale: Locale) =>
  new Intl.NumberFormat(locale === Locale.it ? "it-IT" : "en-IE", { style: "currency", currency: currency.toUpperCase() }).format(
    money(minor, currency).amount,
  );

const asLocale = (v: unknown): Locale => (v === Locale.it ? Locale.it : Locale.en);

interface DueAlert {
  id: string;
  productId: number;
  userId: string | null;
  email: string | null;
  locale: Locale;
  currency: CurrencyCode;
}

export class StockAlertsService {
  private readonly guestsPerIp: RateLimiterPostgres;

  constructor(
    config: Pick<Config, "STOCK_ALERTS_GUEST_MAX_PER_IP">,
    pool: Pool,
    private readonly mail: MailService,
    private readonly throttle: LoginThrottle,
    private readonly recaptcha: RecaptchaVerifier,
    /** Asks the delivery job to run for these products (a guest confirmed while the product has keys). */
    private readonly kick: (productIds: number[]) => Promise<void>,
  ) {
    this.guestsPerIp = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: "rate_limits",
      tableCreated: true,
      keyPrefix: "stock_alert_ip",
      points: config.STOCK_ALERTS_GUEST_MAX_PER_IP,
      duration: 3600,
    });
  }

  // ---------------------------------------------------------------- asking and cancelling

  /**
   * Sets an alert on an out-of-stock product. Signed in: active at once at the account's
   * address, idempotent (asking again keeps the alert as it is). Guest: `input.email` gets a
   * confirmation link; nothing is mailed for the product until it is opened. Every refusal is
   * returned before any write.
   */
  async create(ctx: RequestContext, input: CreateStockAlertInput): Promise<CreateStockAlertOutcome> {
    const productId = Number(input.productId);
    if (ctx.user) {
      const scope = ownerScope(ctx, "alerts:add", "customer");
      const userId = scope.kind === "customer" ? scope.userId : ctx.user.id;
      const refused = await this.refuseProduct(ctx, productId);
      if (refused) return refused;
      await ctx.manager.query(
        `INSERT INTO stock_alerts (product_id, user_id, locale, currency, confirmed_at) VALUES ($1, $2, $3, $4, now())
         ON CONFLICT (product_id, user_id) DO UPDATE SET locale = excluded.locale, currency = excluded.currency,
           created_at = now(), confirmed_at = now(), notified_at = NULL, token_hash = NULL
         WHERE NOT (${activeAlert("stock_alerts")})`,
        [productId, userId, input.locale, input.currency],
      );
      const view = await ctx.loaders.stockAlertOf(userId).clear(productId).load(productId);
      if (!view) throw new Error(`stock alert of product ${productId} missing after its upsert`);
      return Object.assign(new StockAlertView(), view);
    }

    const email = (input.email ?? "").trim();
    if (!rules.email.safeParse(email).success) return new InvalidEmailError();
    const refused = await this.refuseProduct(ctx, productId);
    if (refused) return refused;
    if (!(await this.recaptcha.verify(input.tokenRecaptcha, ctx.ip))) return new CaptchaCheckFailedError();
    const wait = await this.guestWaitMs(ctx.ip);
    if (wait > 0) return new TooManyRequestsError(wait / 1000);

    const mailId = await withTransaction(ctx, async (tx) => {
      const token = randomToken();
      // A new or lapsed alert (re)starts unconfirmed with a fresh link; an active one is left alone.
      const rows = returnedRows<{ id: string }>(
        await tx.manager.query(
          `INSERT INTO stock_alerts (product_id, email, locale, currency, token_hash) VALUES ($1, $2, $3, $4, $5)
           ON CONFLICT (product_id, lower(email)) DO UPDATE SET email = excluded.email, locale = excluded.locale,
             currency = excluded.currency, token_hash = excluded.token_hash, created_at = now(), confirmed_at = NULL, notified_at = NULL
           WHERE NOT (${activeAlert("stock_alerts")})
           RETURNING id`,
          [productId, email, input.locale, input.currency, hashToken(token)],
        ),
      );
      if (!rows[0]) return null;
      if (!(await this.throttle.allowMail("stock-alert", email))) return null;
      const [product] = await tx.services.catalog.productsByIds(tx, [productId], input.locale);
      const hint = `&product=${productId}&lang=${input.locale}`;
      return this.mail.enqueue(tx, {
        template: "stock-alert-confirm",
        to: email,
        locale: input.locale,
        vars: {
          name: "",
          product: product?.name ?? "",
          link: this.mail.link(`/api/stock-alerts/confirm?token=${token}${hint}`),
          unsubscribe: this.mail.link(`/api/stock-alerts/unsubscribe?token=${token}${hint}`),
        },
      });
    });
    if (mailId != null) await this.mail.deliver(mailId);
    return Object.assign(new StockAlertConfirmationSent(), { email });
  }

  /** Why no alert can be set on the product: unknown or disabled, or in stock; null when it can. */
  private async refuseProduct(ctx: RequestContext, productId: number): Promise<ProductUnavailableError | ProductInStockError | null> {
    const [p]: { enabled: boolean; stock: number }[] = await ctx.manager.query(`SELECT enabled, stock FROM products WHERE id = $1`, [productId]);
    if (!p?.enabled) return new ProductUnavailableError(productId);
    if (p.stock > 0) return new ProductInStockError(productId);
    return null;
  }

  /** Counts a guest's alert from `ip`: 0 when allowed, else the milliseconds until the next one is. */
  private async guestWaitMs(ip: string): Promise<number> {
    try {
      await this.guestsPerIp.consume(ip || "unknown", 1);
      return 0;
    } catch (e) {
      if (e instanceof RateLimiterRes) return Math.max(1000, e.msBeforeNext);
      throw e;
    }
  }

  /** Cancels the caller's alert on a product; false when there was none (another user's alert is never touched). */
  async cancel(ctx: RequestContext, productId: number): Promise<boolean> {
    const scope = ownerScope(ctx, "alerts:delete", "customer");
    const userId = scope.kind === "customer" ? scope.userId : ctx.user!.id;
    const rows = returnedRows<{ id: string }>(
      await ctx.manager.query(`DELETE FROM stock_alerts WHERE user_id = $1 AND product_id = $2 RETURNING id`, [userId, productId]),
    );
    ctx.loaders.stockAlertOf(userId).clear(productId);
    return rows.length > 0;
  }

  /** The caller's active alerts, newest first. */
  async list(ctx: RequestContext): Promise<StockAlertView[]> {
    const scope = ownerScope(ctx, "alerts:info", "customer");
    const userId = scope.kind === "customer" ? scope.userId : ctx.user!.id;
    return ctx.manager.query(
      `SELECT ${ALERT_VIEW_COLUMNS} FROM stock_alerts a JOIN users u ON u.id = a.user_id
        WHERE a.user_id = $1 AND ${activeAlert("a")} ORDER BY a.created_at DESC, a.product_id LIMIT 500`,
      [userId],
    );
  }

  // ---------------------------------------------------------------- the mailed links

  /**
   * The confirmation link of a guest's alert: makes it active (again: nothing changes) and, if
   * the product already has keys, asks the delivery job to run. An unknown, replaced or
   * expired token is "invalid"; `hint` (the link's product and language) still leads back to
   * the product page.
   */
  async confirm(ctx: RequestContext, token: string, hint: { productId?: number; locale?: string }): Promise<StockAlertLinkOutcome> {
    if (!token) return { outcome: "invalid", path: await this.pagePath(ctx, hint.productId, asLocale(hint.locale)) };
    const rows = returnedRows<{ product_id: number; locale: string }>(
      await ctx.manager.query(
        `UPDATE stock_alerts SET confirmed_at = coalesce(confirmed_at, now())
          WHERE token_hash = $1 AND user_id IS NULL AND notified_at IS NULL
            AND created_at > now() - interval '${STOCK_ALERT_TTL_DAYS} days'
            AND (confirmed_at IS NOT NULL OR created_at > now() - interval '${STOCK_ALERT_CONFIRM_DAYS} days')
          RETURNING product_id, locale`,
        [hashToken(token)],
      ),
    );
    const row = rows[0];
    if (!row) return { outcome: "invalid", path: await this.pagePath(ctx, hint.productId, asLocale(hint.locale)) };
    await this.kick([row.product_id]).catch(() => undefined);
    return { outcome: "confirmed", path: await this.pagePath(ctx, row.product_id, asLocale(row.locale)) };
  }

  /** The unsubscribe link of any alert mail: removes the alert (whoever's it is: the link is the proof). */
  async unsubscribe(ctx: RequestContext, token: string, hint: { productId?: number; locale?: string }): Promise<StockAlertLinkOutcome> {
    if (!token) return { outcome: "invalid", path: await this.pagePath(ctx, hint.productId, asLocale(hint.locale)) };
    const rows = returnedRows<{ product_id: number; locale: string }>(
      await ctx.manager.query(`DELETE FROM stock_alerts WHERE token_hash = $1 RETURNING product_id, locale`, [hashToken(token)]),
    );
    const row = rows[0];
    if (!row) return { outcome: "invalid", path: await this.pagePath(ctx, hint.productId, asLocale(hint.locale)) };
    return { outcome: "unsubscribed", path: await this.pagePath(ctx, row.product_id, asLocale(row.locale)) };
  }

  /** The product page in a language, or that language's home page when the product is unknown or disabled. */
  private async pagePath(ctx: RequestContext, productId: number | undefined, locale: Locale): Promise<string> {
    const [product] = productId ? await ctx.services.catalog.productsByIds(ctx, [productId], locale) : [];
    if (product) return ctx.services.catalog.productUrl(ctx, product);
    return locale === Locale.it ? "/it" : "/";
  }

  // ---------------------------------------------------------------- delivery and expiry

  /**
   * Mails every due alert (active, product enabled with stock) of `productIds` (all products
   * when absent), `batch` at a time: each batch takes its alerts with SKIP LOCKED, stamps them
   * notified and queues their mails in one transaction, and sends the mails after the commit.
   * A retry, or a second process, finds nothing left to send. Returns the mails queued.
   */
  async deliverDue(ctx: RequestContext, opts: { productIds?: readonly number[] | null; batch?: number } = {}): Promise<number> {
    const batch = opts.batch ?? 200;
    const productIds = opts.productIds?.length ? [...opts.productIds] : null;
    let queued = 0;
    for (;;) {
      const { taken, mailIds } = await withTransaction(ctx, (tx) => this.takeBatch(tx, productIds, batch));
      await this.mail.deliver(...mailIds);
      queued += mailIds.length;
      if (taken < batch) return queued;
    }
  }

  private async takeBatch(tx: RequestContext, productIds: number[] | null, batch: number): Promise<{ taken: number; mailIds: number[] }> {
    const due: DueAlert[] = await tx.manager.query(
      `SELECT a.id, a.product_id AS "productId", a.user_id AS "userId", a.email, a.locale, a.currency
         FROM stock_alerts a JOIN products p ON p.id = a.product_id
        WHERE ${activeAlert("a")} AND p.enabled AND p.stock > 0 AND ($1::int[] IS NULL OR a.product_id = ANY($1::int[]))
        ORDER BY a.product_id, a.id
        LIMIT $2
        FOR UPDATE OF a SKIP LOCKED`,
      [productIds, batch],
    );
    if (!due.length) return { taken: 0, mailIds: [] };
    // A fresh token per mail for its unsubscribe link (the confirmation's one stops working).
    const tokens = due.map(() => randomToken());
    await tx.manager.query(
      `UPDATE stock_alerts a SET notified_at = now(), token_hash = t.h FROM unnest($1::uuid[], $2::bytea[]) AS t(id, h) WHERE a.id = t.id`,
      [due.map((d) => d.id), tokens.map(hashToken)],
    );
    const userIds = [...new Set(due.flatMap((d) => (d.userId ? [d.userId] : [])))];
    const users: { id: string; email: string; name: string }[] = userIds.length
      ? await tx.manager.query(`SELECT id, email, name FROM users WHERE id = ANY($1::uuid[]) AND deleted_at IS NULL AND NOT blocked`, [userIds])
      : [];
    const userById = new Map(users.map((u) => [u.id, u]));
    const products = new Map<string, ProductView & { url: string }>();
    for (const locale of [Locale.en, Locale.it]) {
      const ids = [...new Set(due.filter((d) => asLocale(d.locale) === locale).map((d) => d.productId))];
      for (const p of await tx.services.catalog.productsByIds(tx, ids, locale)) {
        products.set(`${locale}:${p.id}`, Object.assign(p, { url: await tx.services.catalog.productUrl(tx, p) }));
      }
    }
    const mailIds: number[] = [];
    for (const [i, d] of due.entries()) {
      const locale = asLocale(d.locale);
      const product = products.get(`${locale}:${d.productId}`);
      const user = d.userId ? userById.get(d.userId) : null;
      const to = d.userId ? user?.email : d.email;
      // The alert's currency, or euros when no offer is priced in it.
      const currency = product?.[bestPriceKey(d.currency)] != null ? d.currency : CurrencyCode.EUR;
      const best = product?.[bestPriceKey(currency)];
      // A deleted or blocked account is not written to; the alert still counts as done.
      if (!to || !product || best == null) continue;
      mailIds.push(
        await this.mail.enqueue(tx, {
          template: "back-in-stock",
          to,
          locale,
          vars: {
            name: user?.name ?? "",
            product: product.name,
            price: formatMoney(best, currency, locale),
            link: this.mail.link(product.url),
            unsubscribe: this.mail.link(`/api/stock-alerts/unsubscribe?token=${tokens[i]}&product=${d.productId}&lang=${locale}`),
          },
        }),
      );
    }
    return { taken: due.length, mailIds };
  }

  /**
   * Forgets expired alerts: any older than 180 days, and guests' alerts left unconfirmed for
   * 7 days. In chunks, so a large backlog never holds many row locks at once.
   */
  async expire(ctx: RequestContext): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = returnedRows<{ id: string }>(
        await ctx.manager.query(
          `DELETE FROM stock_alerts WHERE id IN (
             SELECT id FROM stock_alerts
              WHERE created_at < now() - interval '${STOCK_ALERT_TTL_DAYS} days'
                 OR (confirmed_at IS NULL AND created_at < now() - interval '${STOCK_ALERT_CONFIRM_DAYS} days')
              LIMIT 2000)
           RETURNING id`,
        ),
      );
      removed += rows.length;
      if (rows.length < 2000) return removed;
    }
  }
}
