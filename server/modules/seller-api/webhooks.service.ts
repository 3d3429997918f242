/**
 * A seller's webhooks: endpoints (URL, events, a signing secret kept encrypted), the events
 * emitted where they happen (checkout: keys delivered, refunded, a pre-order line waiting), their
 * delivery by a pg-boss job with retries and exponential backoff, the delivery log and replays.
 *
 * Events are queued in the transaction of the change they report (`emit(tx, …)`: the delivery
 * rows and their jobs are written with it), so a change that rolls back sends nothing. Delivery is
 * at least once: integrators deduplicate by the event id, which a replay keeps.
 */
import { randomUUID } from "node:crypto";
import type { Config } from "../../config.js";
import { ownerScope } from "../../core/auth/index.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { returnedRows, SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import type { Logger } from "../../logger.js";
import type { Jobs } from "../jobs/jobs.js";
import type { KeyVault } from "../keys/key-vault.js";
import type { Order, OrderItem } from "../orders/order.entities.js";
import { orderNumber } from "../orders/order-state.js";
import { PayoutsService } from "../payouts/payouts.service.js";
import { WebhookAttempt, WebhookDelivery, WebhookEndpoint } from "./webhook.entities.js";
import {
  type AddressPolicy,
  newWebhookSecret,
  parseNetworks,
  postWebhook,
  type SendOutcome,
  SIGNATURE_HEADER,
  signatureHeader,
  urlProblem,
} from "./webhook-sender.js";
import {
  type CreateWebhookEndpointInput,
  CreateWebhookEndpointSuccess,
  LimitReachedError,
  type UpdateWebhookEndpointInput,
  WebhookAttemptView,
  type WebhookDeliveriesArgs,
  WebhookDeliveryDetailView,
  WebhookDeliveryListView,
  type WebhookDeliveryStatus,
  WebhookDeliveryView,
  WebhookEndpointView,
  WebhookEventType,
} from "./seller-api.types.js";

/** The pg-boss job that makes one attempt of one delivery (retried by pg-boss with backoff). */
export const WEBHOOK_DELIVER_JOB = "webhooks.deliver";
/** Days the delivery log keeps a finished delivery. */
export const WEBHOOK_LOG_DAYS = 90;
/** Advisory lock class of "a seller's webhook endpoints". */
const ENDPOINTS_LOCK = 7_251_011;

/** Thrown by an attempt that failed and will be retried (pg-boss retries jobs that throw). */
class AttemptFailed extends Error {}

const decimal = (minor: number) => Math.round(minor) / 100;

export interface WebhookSettings {
  maxEndpoints: number;
  timeoutMs: number;
  retryLimit: number;
  retryDelaySeconds: number;
  policy: AddressPolicy;
}

/** The webhook settings of a config (defaults: http and loopback only outside production). */
export function webhookSettings(config: Config): WebhookSettings {
  return {
    maxEndpoints: config.WEBHOOK_ENDPOINTS_MAX_PER_SELLER,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    retryLimit: config.WEBHOOK_RETRY_LIMIT,
    retryDelaySeconds: config.WEBHOOK_RETRY_DELAY_SECONDS,
    policy: {
      allowHttp: config.WEBHOOK_ALLOW_HTTP ?? !config.isProduction,
      allowedNetworks: parseNetworks(config.WEBHOOK_ALLOWED_NETWORKS, config.isProduction ? [] : ["127.0.0.0/8", "::1/128"]),
    },
  };
}

interface DeliveryRow {
  id: string;
  endpoint_id: string;
  endpoint_url: string;
  event_id: string;
  event_type: WebhookEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  last_status_code: number | null;
  last_error: string | null;
  last_duration_ms: number | null;
  last_response: string | null;
  last_attempt_at: Date | null;
  completed_at: Date | null;
  replay_of: string | null;
  body: string;
  created_at: Date;
}

const deliveryView = <T extends WebhookDeliveryView>(target: T, r: DeliveryRow): T =>
  Object.assign(target, {
    id: r.id,
    endpointId: r.endpoint_id,
    endpointUrl: r.endpoint_url,
    eventId: r.event_id,
    eventType: r.event_type,
    status: r.status,
    attempts: r.attempts,
    lastStatusCode: r.last_status_code,
    lastError: r.last_error,
    lastDurationMs: r.last_duration_ms,
    lastResponse: r.last_response,
    lastAttemptAt: r.last_attempt_at,
    completedAt: r.completed_at,
    replayOf: r.replay_of,
    body: r.body,
    createdAt: r.created_at,
  });

const endpointView = (e: WebhookEndpoint): WebhookEndpointView =>
  Object.assign(new WebhookEndpointView(), {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events as WebhookEventType[],
    enabled: e.enabled,
    createdAt: e.createdAt,
    updatedAt: e.updatedAt,
  });

const DELIVERY_SELECT = `
  SELECT d.id, d.endpoint_id, e.url AS endpoint_url, d.event_id, d.event_type, d.status, d.attempts, d.last_status_code, d.last_error,
         a.duration_ms AS last_duration_ms, a.response AS last_response, d.last_attempt_at, d.completed_at, d.replay_of, d.body, d.created_at
    FROM webhook_deliveries d
    JOIN webhook_endpoints e ON e.id = d.endpoint_id
    LEFT JOIN LATERAL (SELECT duration_ms, response FROM webhook_attempts WHERE delivery_id = d.id ORDER BY attempt DESC LIMIT 1) a ON true`;

export class WebhooksService {
  private readonly settings: WebhookSettings;

  constructor(
    config: Config,
    private readonly vault: KeyVault,
    private readonly jobs: Jobs,
    private readonly logger: Logger,
  ) {
    this.settings = webhookSettings(config);
  }

  // ================================================================ endpoints

  private checkUrl(url: string): string {
    const trimmed = url.trim();
    const problem = urlProblem(trimmed, this.settings.policy);
    if (problem) throw new InvalidInputError(problem);
    return trimmed;
  }

  private sellerOf(ctx: RequestContext, permission: "webhooks:info" | "webhooks:add" | "webhooks:edit" | "webhooks:delete"): number {
    const scope = ownerScope(ctx, permission, "seller");
    if (scope.kind !== "seller") throw new NotFoundError("Webhook endpoint");
    return scope.sellerId;
  }

  private async ownEndpoint(ctx: RequestContext, sellerId: number, id: string): Promise<WebhookEndpoint> {
    const row = isUuid(id) ? await ctx.manager.getRepository(WebhookEndpoint).findOneBy({ id, sellerId }) : null;
    if (!row) throw new NotFoundError("Webhook endpoint");
    return row;
  }

  /** Registers an endpoint for the caller's shop; the answer carries its signing secret. */
  async createEndpoint(ctx: RequestContext, input: CreateWebhookEndpointInput): Promise<CreateWebhookEndpointSuccess | LimitReachedError> {
    const sellerId = this.sellerOf(ctx, "webhooks:add");
    const url = this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const sealed = this.vault.encrypt(secret);
    return withTransaction(ctx, async (tx) => {
      await tx.manager.query(`SELECT pg_advisory_xact_lock($1, $2)`, [ENDPOINTS_LOCK, sellerId]);
      const [{ n }] = await tx.manager.query(`SELECT count(*)::int AS n FROM webhook_endpoints WHERE seller_id = $1`, [sellerId]);
      if (n >= this.settings.maxEndpoints) return new LimitReachedError(this.settings.maxEndpoints, "webhook endpoints");
      const repo = tx.manager.getRepository(WebhookEndpoint);
      const row = await repo.save(
        repo.create({
          sellerId,
          url,
          description: input.description?.trim() || null,
          events: [...new Set(input.events)],
          enabled: true,
          secretCipher: sealed.ciphertext,
          secretKeyId: sealed.keyId,
        }),
      );
      return Object.assign(new CreateWebhookEndpointSuccess(), { endpoint: endpointView(row), secret });
    });
  }

  /** The caller's endpoints, oldest first. */
  async endpoints(ctx: RequestContext): Promise<WebhookEndpointView[]> {
    const sellerId = this.sellerOf(ctx, "webhooks:info");
    const rows = await ctx.manager.getRepository(WebhookEndpoint).find({ where: { sellerId }, order: { createdAt: "ASC" } });
    return rows.map(endpointView);
  }

  /** Changes one of the caller's endpoints (only the fields given). */
  async updateEndpoint(ctx: RequestContext, input: UpdateWebhookEndpointInput): Promise<WebhookEndpointView> {
    const sellerId = this.sellerOf(ctx, "webhooks:edit");
    const row = await this.ownEndpoint(ctx, sellerId, input.id);
    const changes: Partial<WebhookEndpoint> = {};
    if (input.url != null) changes.url = this.checkUrl(input.url);
    if (input.events != null) changes.events = [...new Set(input.events)];
    if (input.description !== undefined) changes.description = input.description?.trim() || null;
    if (input.enabled != null) changes.enabled = input.enabled;
    if (Object.keys(changes).length) await ctx.manager.getRepository(WebhookEndpoint).update({ id: row.id, sellerId }, changes);
    return endpointView(await ctx.manager.getRepository(WebhookEndpoint).findOneByOrFail({ id: row.id }));
  }

  /** Removes one of the caller's endpoints and its delivery log. */
  async deleteEndpoint(ctx: RequestContext, id: string): Promise<boolean> {
    const sellerId = this.sellerOf(ctx, "webhooks:delete");
    const row = await this.ownEndpoint(ctx, sellerId, id);
    await ctx.manager.getRepository(WebhookEndpoint).delete({ id: row.id, sellerId });
    return true;
  }

  /** The signing secret of one of the caller's endpoints. */
  async revealSecret(ctx: RequestContext, id: string): Promise<string> {
    const sellerId = this.sellerOf(ctx, "webhooks:info");
    const row = await this.ownEndpoint(ctx, sellerId, id);
    return this.vault.decrypt(row.secretCipher, row.secretKeyId);
  }

  /** A new signing secret for one of the caller's endpoints (the old one stops verifying at once). */
  async rotateSecret(ctx: RequestContext, id: string): Promise<string> {
    const sellerId = this.sellerOf(ctx, "webhooks:edit");
    const row = await this.ownEndpoint(ctx, sellerId, id);
    const secret = newWebhookSecret();
    const sealed = this.vault.encrypt(secret);
    await ctx.manager.getRepository(WebhookEndpoint).update({ id: row.id, sellerId }, { secretCipher: sealed.ciphertext, secretKeyId: sealed.keyId });
    return secret;
  }

  // ================================================================ the delivery log

  /** A page of the caller's deliveries, newest first, optionally of one endpoint or in one state. */
  async deliveries(ctx: RequestContext, args: WebhookDeliveriesArgs): Promise<WebhookDeliveryListView> {
    const sellerId = this.sellerOf(ctx, "webhooks:info");
    if (args.endpointId != null && !isUuid(args.endpointId)) return Object.assign(new WebhookDeliveryListView(), { items: [], totalItems: 0 });
    const p = new SqlParams();
    const where = [`d.seller_id = ${p.add(sellerId)}`];
    if (args.endpointId != null) where.push(`d.endpoint_id = ${p.add(args.endpointId)}`);
    if (args.status != null) where.push(`d.status = ${p.add(args.status)}`);
    const cond = where.join(" AND ");
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM webhook_deliveries d WHERE ${cond}`, p.values);
    const rows: DeliveryRow[] = await ctx.manager.query(
      `${DELIVERY_SELECT} WHERE ${cond} ORDER BY d.created_at DESC, d.id DESC LIMIT ${p.add(args.take)} OFFSET ${p.add(args.skip)}`,
      p.values,
    );
    return Object.assign(new WebhookDeliveryListView(), { items: rows.map((r) => deliveryView(new WebhookDeliveryView(), r)), totalItems: n });
  }

  /** One of the caller's deliveries with every attempt; another seller's is NOT_FOUND. */
  async delivery(ctx: RequestContext, id: string): Promise<WebhookDeliveryDetailView> {
    const sellerId = this.sellerOf(ctx, "webhooks:info");
    const row = isUuid(id) ? ((await ctx.manager.query(`${DELIVERY_SELECT} WHERE d.id = $1 AND d.seller_id = $2`, [id, sellerId])) as DeliveryRow[])[0] : null;
    if (!row) throw new NotFoundError("Webhook delivery");
    const attempts = await ctx.manager.getRepository(WebhookAttempt).find({ where: { deliveryId: id }, order: { attempt: "ASC" } });
    return Object.assign(deliveryView(new WebhookDeliveryDetailView(), row), {
      attemptLog: attempts.map((a) =>
        Object.assign(new WebhookAttemptView(), {
          attempt: a.attempt,
          statusCode: a.statusCode,
          error: a.error,
          durationMs: a.durationMs,
          response: a.response,
          createdAt: a.createdAt,
        }),
      ),
    });
  }

  /**
   * Sends one of the caller's deliveries again, as a new delivery of the same event (same event
   * id and body, fresh attempts), to the same endpoint. Another seller's is NOT_FOUND.
   */
  async replay(ctx: RequestContext, id: string): Promise<WebhookDeliveryView> {
    const sellerId = this.sellerOf(ctx, "webhooks:edit");
    const newId = await withTransaction(ctx, async (tx) => {
      const [original] = isUuid(id) ? await tx.manager.query(`SELECT d.* FROM webhook_deliveries d WHERE d.id = $1 AND d.seller_id = $2`, [id, sellerId]) : [];
      if (!original) throw new NotFoundError("Webhook delivery");
      const repo = tx.manager.getRepository(WebhookDelivery);
      const row = await repo.save(
        repo.create({
          endpointId: original.endpoint_id,
          sellerId,
          eventId: original.event_id,
          eventType: original.event_type,
          body: original.body,
          status: "pending",
          replayOf: original.id,
        }),
      );
      await this.queue(tx, row.id);
      return row.id;
    });
    const [row] = (await ctx.manager.query(`${DELIVERY_SELECT} WHERE d.id = $1`, [newId])) as DeliveryRow[];
    return deliveryView(new WebhookDeliveryView(), row!);
  }

  /**
   * Sends a `webhook.test` event to one of the caller's endpoints now (whatever its events), so an
   * integrator can check its URL and signature check without a sale. Logged like any delivery.
   */
  async sendTest(ctx: RequestContext, endpointId: string): Promise<WebhookDeliveryView> {
    const sellerId = this.sellerOf(ctx, "webhooks:edit");
    const endpoint = await this.ownEndpoint(ctx, sellerId, endpointId);
    const eventId = randomUUID();
    const body = JSON.stringify({
      id: eventId,
      type: WebhookEventType.TEST,
      occurredAt: new Date().toISOString(),
      data: { message: "A test event from KeyMarket: your endpoint is reachable.", endpointId: endpoint.id },
    });
    const id = await withTransaction(ctx, async (tx) => {
      const repo = tx.manager.getRepository(WebhookDelivery);
      const row = await repo.save(repo.create({ endpointId: endpoint.id, sellerId, eventId, eventType: WebhookEventType.TEST, body, status: "pending" }));
      await this.queue(tx, row.id);
      return row.id;
    });
    const [row] = (await ctx.manager.query(`${DELIVERY_SELECT} WHERE d.id = $1`, [id])) as DeliveryRow[];
    return deliveryView(new WebhookDeliveryView(), row!);
  }

  // ================================================================ emitting events

  /** Keys of a seller's order line were delivered (`key.sold`), in the transaction that delivered them. */
  keysDelivered(tx: RequestContext, order: Pick<Order, "number" | "currency">, item: OrderItem, keyIds: readonly string[]): Promise<void> {
    if (!keyIds.length) return Promise.resolve();
    return this.emit(tx, WebhookEventType.KEY_SOLD, order, item, keyIds.length, async () => {
      // What the buyer paid for these keys: their sale lines in the ledger (written just before).
      const [{ gross }] = await tx.manager.query(
        `SELECT coalesce(sum(gross), 0)::int AS gross FROM payout_lines WHERE order_item_id = $1 AND key_id = ANY($2::uuid[]) AND kind = 'sale'`,
        [item.id, keyIds],
      );
      return gross;
    });
  }

  /** Keys of a seller's order line were refunded (`key.refunded`, `amount` in minor units), in the refund's transaction. */
  keysRefunded(tx: RequestContext, order: Pick<Order, "number" | "currency">, item: OrderItem, quantity: number, amount: number): Promise<void> {
    return this.emit(tx, WebhookEventType.KEY_REFUNDED, order, item, quantity, async () => amount);
  }

  /** A paid pre-order line of a seller waits for `missing` keys (`preorder.waiting`), in the transaction that found it. */
  preorderWaiting(tx: RequestContext, order: Pick<Order, "number" | "currency">, item: OrderItem, missing: number): Promise<void> {
    if (missing <= 0) return Promise.resolve();
    return this.emit(tx, WebhookEventType.PREORDER_WAITING, order, item, missing, async () => {
      const prices = PayoutsService.keyPrices(item);
      return prices.slice(prices.length - missing).reduce((a, b) => a + b, 0);
    });
  }

  /**
   * Queues an event for every enabled endpoint of the line's seller that asked for it: the
   * delivery rows and their jobs are written in `tx`, so they exist exactly when the change they
   * report commits. Costs one indexed query when the seller has no such endpoint.
   */
  private async emit(
    tx: RequestContext,
    type: WebhookEventType,
    order: Pick<Order, "number" | "currency">,
    item: OrderItem,
    quantity: number,
    amount: () => Promise<number>,
  ): Promise<void> {
    const endpoints: { id: string }[] = await tx.manager.query(
      `SELECT id FROM webhook_endpoints WHERE seller_id = $1 AND enabled AND $2 = ANY(events) ORDER BY created_at`,
      [item.sellerId, type],
    );
    if (!endpoints.length) return;
    const eventId = randomUUID();
    // An order reference and the line's commercial facts: never a key, never the buyer's data.
    const body = JSON.stringify({
      id: eventId,
      type,
      occurredAt: new Date().toISOString(),
      data: {
        orderReference: orderNumber(order.number),
        orderItemId: item.id,
        offerId: String(item.offerId),
        productId: String(item.productId),
        quantity,
        unitPrice: decimal(item.unitPrice),
        amount: decimal(await amount()),
        currency: String(order.currency).toUpperCase(),
      },
    });
    const rows: { id: string }[] = await tx.manager.query(
      `INSERT INTO webhook_deliveries (endpoint_id, seller_id, event_id, event_type, body)
       SELECT unnest($1::uuid[]), $2, $3, $4, $5 RETURNING id`,
      [endpoints.map((x) => x.id), item.sellerId, eventId, type, body],
    );
    for (const r of rows) await this.queue(tx, r.id);
  }

  /** The delivery job of one delivery, in the transaction given, with the configured retries. */
  private queue(tx: RequestContext, deliveryId: string): Promise<void> {
    return this.jobs.send(
      WEBHOOK_DELIVER_JOB,
      { deliveryId },
      {
        manager: tx.manager,
        retry: { limit: this.settings.retryLimit, delaySeconds: this.settings.retryDelaySeconds, backoff: true },
      },
    );
  }

  // ================================================================ delivering (the job)

  /**
   * One attempt of one delivery (the job's handler). Claims the delivery (a concurrent or
   * finished one is left alone), POSTs the signed body, logs the attempt; a failure before the
   * last attempt throws, so pg-boss retries after its backoff delay.
   */
  async attempt(ctx: RequestContext, deliveryId: string): Promise<void> {
    if (!isUuid(deliveryId)) return;
    const [d] = returnedRows<{ id: string; endpoint_id: string; event_id: string; event_type: string; body: string; attempts: number }>(
      await ctx.manager.query(
        `UPDATE webhook_deliveries SET status = 'sending', attempts = attempts + 1, last_attempt_at = now()
        WHERE id = $1 AND (status IN ('pending', 'retrying') OR (status = 'sending' AND last_attempt_at < now() - interval '5 minutes'))
        RETURNING id, endpoint_id, event_id, event_type, body, attempts`,
        [deliveryId],
      ),
    );
    if (!d) return;
    const endpoint = await ctx.manager.getRepository(WebhookEndpoint).findOneBy({ id: d.endpoint_id });
    let outcome: SendOutcome;
    if (!endpoint?.enabled) {
      outcome = { statusCode: null, error: "the endpoint is switched off", durationMs: 0, response: null };
    } else {
      let secret: string;
      try {
        secret = this.vault.decrypt(endpoint.secretCipher, endpoint.secretKeyId);
      } catch (e) {
        // A keyring without the secret's entry: logged, and the attempt counts as failed (never stuck "sending").
        this.logger.error({ err: e, endpointId: endpoint.id }, "webhook secret cannot be decrypted");
        secret = "";
      }
      outcome = !secret
        ? { statusCode: null, error: "the signing secret cannot be read: rotate it", durationMs: 0, response: null }
        : await postWebhook(
            endpoint.url,
            d.body,
            {
              "user-agent": "KeyMarket-Webhooks/1.0",
              [SIGNATURE_HEADER]: signatureHeader(secret, d.body),
              "KeyMarket-Event": d.event_type,
              "KeyMarket-Event-Id": d.event_id,
              "KeyMarket-Delivery": d.id,
              "KeyMarket-Attempt": String(d.attempts),
            },
            { timeoutMs: this.settings.timeoutMs, policy: this.settings.policy },
          );
    }
    const ok = outcome.statusCode != null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const last = ok || !endpoint?.enabled || d.attempts > this.settings.retryLimit;
    const status = ok ? "succeeded" : last ? "failed" : "retrying";
    await withTransaction(ctx, async (tx) => {
      await tx.manager.getRepository(WebhookAttempt).insert({
        deliveryId: d.id,
        attempt: d.attempts,
        statusCode: outcome.statusCode,
        error: outcome.error,
        durationMs: outcome.durationMs,
        response: outcome.response,
      });
      await tx.manager.query(
        `UPDATE webhook_deliveries SET status = $2, last_status_code = $3, last_error = $4, completed_at = CASE WHEN $5 THEN now() END WHERE id = $1`,
        [d.id, status, outcome.statusCode, outcome.error, last],
      );
    });
    if (!last) throw new AttemptFailed(`webhook delivery ${d.id} attempt ${d.attempts} failed (${outcome.statusCode ?? outcome.error}); retried`);
    if (!ok) this.logger.info({ deliveryId: d.id, attempts: d.attempts }, "webhook delivery gave up");
  }

  /** Removes finished deliveries (and their attempts) older than `days` from the log; returns how many. */
  async purgeLog(ctx: RequestContext, days = WEBHOOK_LOG_DAYS): Promise<number> {
    const r = await ctx.manager.query(
      `DELETE FROM webhook_deliveries WHERE created_at < now() - make_interval(days => $1) AND status IN ('succeeded', 'failed')`,
      [days],
    );
    return Array.isArray(r) ? (r[1] ?? 0) : 0;
  }

  /**
   * Deliveries whose job was lost (queued while the job queue was down, or a process that died
   * during an attempt): queued again. Run by a periodic job; an attempt claims its delivery, so a
   * delivery queued twice is sent once.
   */
  async requeueStale(ctx: RequestContext, limit = 500): Promise<number> {
    const rows: { id: string }[] = await ctx.manager.query(
      `SELECT id FROM webhook_deliveries
        WHERE (status = 'pending' AND created_at < now() - interval '5 minutes')
           OR (status = 'sending' AND last_attempt_at < now() - interval '5 minutes')
        ORDER BY created_at LIMIT $1`,
      [limit],
    );
    for (const r of rows) await this.queue(ctx, r.id);
    return rows.length;
  }
}
