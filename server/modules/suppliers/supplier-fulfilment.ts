/**
 * Supplier fallback in order fulfilment. A paid order line that lacks keys (its offer is fed by a
 * wholesale supplier and had no uploaded keys when the order was placed) is supplied, in order, from:
 *
 *  (a) Available keys of the line's own offer (e.g. uploaded, or stocked by a late supplier answer);
 *  (b) the next offer of the same product by the best-offer rule (ratings/best-offer.ts) whose price
 *      in the order's currency is not higher than the line's unit price: its keys are reserved with
 *      the same `FOR UPDATE SKIP LOCKED` rule as checkout's, and the line records that offer and
 *      seller (the ledger books the seller of each key);
 *  (c) a supplier connection mapped to the product (supplier_products): the keys are bought through
 *      its API OUTSIDE any transaction, with the order line id as the supplier reference (asking
 *      again never buys twice), stored encrypted (value hash unique) as keys of the connection
 *      shop's offer and given to the line; a `supplier_purchases` row records the claim, the
 *      supplier's order id, price and outcome.
 *
 * A supplier that cannot be reached (timeout, 5xx) is asked again by a job with backoff
 * (`retryDelaysMs`, same reference) while the order waits in Manual; a refusal (out of stock, price
 * above the line's, rejected) moves on to the next source at once. When every source failed, the
 * order stays Manual, support gets a System ticket per line and the customer the "we are sourcing
 * your key" mail. Codes that arrive after the order was cancelled or refunded become Available
 * keys of the connection shop's offer (recorded on the purchase row as `stocked`).
 *
 * Checkout calls `reserve` (placeOrder: the supplier's stock is taken for the line's missing keys),
 * `release` (cancel: that stock goes back), `source` and `afterHold` (capture).
 */
import { CurrencyCode, EnabledState, KeyState, OrderStatus, PaymentDecision } from "../../common/enums.js";
import { currencyColumn } from "../../common/money.js";
import { returnedRows } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import type { Logger } from "../../logger.js";
import type { CheckoutService } from "../checkout/checkout.service.js";
import { deliverReservedKeys, reserveKeys } from "../keys/key-allocation.js";
import type { KeyVault } from "../keys/key-vault.js";
import type { MailService } from "../mail/mail.service.js";
import { Order, OrderItem } from "../orders/order.entities.js";
import { moveOrder, orderNumber, recordEvent } from "../orders/order-state.js";
import { bestOfferOrderSql } from "../ratings/best-offer.js";
import type { TicketsService } from "../tickets/tickets.service.js";
import { TicketReason } from "../tickets/tickets.types.js";
import { type SupplierCode, SupplierError } from "./supplier-adapter.js";
import type { SuppliersService } from "./supplier-connections.service.js";

/** The pg-boss job that asks an unreachable supplier again for an order's lines. */
export const SUPPLIER_FULFIL_JOB = "suppliers.fulfil-order";

export interface SupplierFulfilmentSettings {
  /** Time one supplier order may take, in milliseconds. */
  timeoutMs: number;
  /** Waits before each new attempt at an unreachable supplier, in milliseconds (their count is the retries). */
  retryDelaysMs: number[];
  /** Exchange rates from EUR (what the import uses): a line's price as the most to pay a supplier in its currency. */
  rates: Record<CurrencyCode, number>;
}

/** What became of a line's missing keys. */
type Sourced = "complete" | "pending" | "failed";

/** One supplier source of a line. */
interface SupplierSource {
  linkId: number | null;
  connectionId: string;
  externalId: string;
  offerId: number;
}

const SYSTEM = { actor: "System" as const, actorUserId: null };
/**
 * Statuses in which an order still takes supplied keys for its lines: being captured, or held in
 * Manual for its supply. Anything else (cancelled, refunded, approved by hand) gets none: late codes go to stock.
 */
const WANTS_KEYS = [OrderStatus.PaymentProcessing, OrderStatus.Manual];

export class SupplierFulfilmentService {
  constructor(
    /** Replaceable by tests (short timeouts and retries). */
    public settings: SupplierFulfilmentSettings,
    private readonly logger: Logger,
    private readonly suppliers: SuppliersService,
    private readonly vault: KeyVault,
    private readonly mail: MailService,
    /** The tickets service (built after this one's dependencies). */
    private readonly tickets: () => TicketsService,
    private readonly checkout: CheckoutService,
    /** Queues the retry job of an order at `at`; false when no queue runs (then a timer of this process runs it). */
    private readonly queue: (orderId: string, at: Date, key: string) => Promise<boolean>,
    /** A context for work that runs later (the timer). */
    private readonly systemCtx: () => RequestContext,
  ) {}

  // ================================================================ checkout: placing and cancelling

  /**
   * placeOrder, in its transaction: takes up to `quantity` keys off the supplier stock of the
   * line's offer (one mapping that has them all) and records them for the line; returns how many
   * (0 or `quantity`). Concurrent orders queue on the mapping's row, so the stock is never oversold.
   */
  async reserve(tx: RequestContext, item: OrderItem, quantity: number): Promise<number> {
    if (quantity < 1) return 0;
    const rows = returnedRows<{ id: string }>(
      await tx.manager.query(
        `WITH link AS (
           SELECT sp.id FROM supplier_products sp JOIN offers o ON o.id = sp.offer_id
            WHERE sp.offer_id = $1 AND sp.stock >= $2 AND o.seller_state = ${EnabledState.Enabled}
            ORDER BY sp.stock DESC, sp.id LIMIT 1 FOR UPDATE OF sp),
         taken AS (
           UPDATE supplier_products sp SET stock = sp.stock - $2, updated_at = now() FROM link
            WHERE sp.id = link.id AND sp.stock >= $2 RETURNING sp.id, sp.connection_id, sp.external_id, sp.offer_id)
         INSERT INTO supplier_purchases (order_item_id, connection_id, link_id, external_id, offer_id, quantity, stock_reserved, status)
         SELECT $3, connection_id, id, external_id, offer_id, $2, $2, 'reserved' FROM taken RETURNING id`,
        [item.offerId, quantity, item.id],
      ),
    );
    return rows.length ? quantity : 0;
  }

  /** cancel, in its transaction: purchases never made give their stock back. */
  async release(tx: RequestContext, orderItemIds: readonly string[]): Promise<number> {
    if (!orderItemIds.length) return 0;
    const rows = returnedRows<{ n: number }>(
      await tx.manager.query(
        `WITH r AS (
           UPDATE supplier_purchases SET status = 'released', next_attempt_at = NULL, updated_at = now()
            WHERE order_item_id = ANY($1::uuid[]) AND status = 'reserved' RETURNING link_id, stock_reserved),
         back AS (SELECT link_id, sum(stock_reserved)::int AS n FROM r WHERE link_id IS NOT NULL GROUP BY link_id)
         UPDATE supplier_products sp SET stock = sp.stock + back.n, updated_at = now() FROM back WHERE sp.id = back.link_id AND back.n > 0
         RETURNING back.n`,
        [orderItemIds],
      ),
    );
    return rows.reduce((a, r) => a + Number(r.n), 0);
  }

  // ================================================================ capture: sourcing

  /**
   * Supplies the missing keys of an order's lines (not pre-order lines), outside any transaction:
   * each line from (a), (b), (c) in turn. The keys found are reserved (Using) for the line; the
   * caller delivers them. `complete` when no line lacks keys any more.
   * @param known what the caller read with the order's lines: whether any has a supplier purchase
   * (reserved at placeOrder). At capture only such a line can lack keys (every other line's keys
   * were reserved in full when the order was placed), so without one nothing is asked.
   */
  async source(
    ctx: RequestContext,
    orderId: string,
    known?: { supplierPurchases: boolean },
  ): Promise<{ complete: boolean; pending: boolean; sourced: boolean }> {
    if (known && !known.supplierPurchases) return { complete: true, pending: false, sourced: false };
    const short = await this.shortLines(ctx, orderId);
    if (!short.length) return { complete: true, pending: false, sourced: false };
    const order = await ctx.manager.getRepository(Order).findOneBy({ id: orderId });
    if (!order) return { complete: true, pending: false, sourced: false };
    let pending = false;
    let complete = true;
    for (const item of short) {
      let outcome: Sourced;
      try {
        outcome = await this.sourceLine(ctx, order, item);
      } catch (e) {
        this.logger.warn({ err: e, orderItemId: item.id }, "supplier fallback: a line could not be sourced");
        outcome = "failed";
      }
      if (outcome !== "complete") complete = false;
      if (outcome === "pending") pending = true;
    }
    return { complete, pending, sourced: true };
  }

  /** Lines (not pre-orders) with fewer keys than their quantity still to deliver. */
  private async shortLines(ctx: RequestContext, orderId: string): Promise<OrderItem[]> {
    const ids: { id: string }[] = await ctx.manager.query(
      `SELECT i.id FROM order_items i
        WHERE i.order_id = $1 AND NOT i.pre_order
          AND i.quantity - i.refunded_quantity > (SELECT count(*) FROM product_keys k WHERE k.order_item_id = i.id)`,
      [orderId],
    );
    if (!ids.length) return [];
    return ctx.manager.getRepository(OrderItem).findBy(ids.map((r) => ({ id: r.id })));
  }

  private async sourceLine(ctx: RequestContext, order: Order, item: OrderItem): Promise<Sourced> {
    const missing = await this.fromOffers(ctx, order, item);
    if (missing <= 0) return "complete";
    return this.fromSuppliers(ctx, order, item);
  }

  /** (a) and (b), in one short transaction with the line locked; returns the keys still missing. */
  private async fromOffers(ctx: RequestContext, order: Order, item: OrderItem): Promise<number> {
    return withTransaction(ctx, async (tx) => {
      let missing = await this.missingOf(tx, item.id, true);
      if (missing <= 0) return 0;
      missing -= (await reserveKeys(tx, item.offerId, item.id, missing)).length;
      if (missing <= 0) {
        await this.release(tx, [item.id]); // the supplier's stock reserved for it is not needed
        return 0;
      }
      const price = `o.${currencyColumn("price", order.currency)}`;
      const candidates: { id: number; seller_id: number }[] = await tx.manager.query(
        `SELECT o.id, o.seller_id FROM offers o JOIN seller_profiles s ON s.id = o.seller_id
          WHERE o.product_id = $1 AND o.id <> $2 AND o.enabled AND o.state = 0 AND o.seller_state = ${EnabledState.Enabled}
            AND ${price} <= $3
            AND EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = o.id AND k.state = ${KeyState.Available})
          ORDER BY ${bestOfferOrderSql(price, "o", "s")}`,
        [item.productId, item.offerId, item.unitPrice],
      );
      for (const c of candidates) {
        const got = await reserveKeys(tx, c.id, item.id, missing);
        if (!got.length) continue;
        missing -= got.length;
        await recordEvent(tx, order.id, {
          ...SYSTEM,
          type: "supply.next_offer",
          details: { orderItemId: item.id, offerId: c.id, sellerId: c.seller_id, keys: got.length },
        });
        if (missing <= 0) break;
      }
      // The line records the offer and seller that supplied it, when one offer supplied all its keys.
      const sources: { offer_id: number; seller_id: number }[] = await tx.manager.query(
        `SELECT DISTINCT offer_id, seller_id FROM product_keys WHERE order_item_id = $1`,
        [item.id],
      );
      if (sources.length === 1 && sources[0]!.offer_id !== item.offerId) {
        await tx.manager.query(`UPDATE order_items SET offer_id = $2, seller_id = $3 WHERE id = $1`, [item.id, sources[0]!.offer_id, sources[0]!.seller_id]);
      }
      if (missing <= 0) await this.release(tx, [item.id]);
      return missing;
    });
  }

  /** Keys a line still lacks (locking the line first when asked). */
  private async missingOf(tx: RequestContext, orderItemId: string, lock: boolean): Promise<number> {
    const [line] = await tx.manager.query(`SELECT quantity - refunded_quantity AS wanted FROM order_items WHERE id = $1${lock ? " FOR UPDATE" : ""}`, [
      orderItemId,
    ]);
    if (!line) return 0;
    const [{ have }] = await tx.manager.query(`SELECT count(*)::int AS have FROM product_keys WHERE order_item_id = $1`, [orderItemId]);
    return Number(line.wanted) - have;
  }

  /** (c): the suppliers mapped to the line's product, the one reserved at checkout first. */
  private async fromSuppliers(ctx: RequestContext, order: Order, item: OrderItem): Promise<Sourced> {
    const links: (SupplierSource & { status: string | null; next_attempt_at: Date | null; stale: boolean })[] = await ctx.manager.query(
      `SELECT sp.id AS "linkId", sp.connection_id AS "connectionId", sp.external_id AS "externalId", sp.offer_id AS "offerId",
              p.status, p.next_attempt_at, (p.status = 'buying' AND p.updated_at < now() - make_interval(secs => $4)) AS stale
         FROM supplier_products sp JOIN offers o ON o.id = sp.offer_id
         LEFT JOIN supplier_purchases p ON p.order_item_id = $2 AND p.connection_id = sp.connection_id
        WHERE o.product_id = $1 AND o.seller_state = ${EnabledState.Enabled}
          AND (sp.stock > 0 OR p.status IN ('reserved', 'retrying', 'buying'))
        ORDER BY (p.status IS NOT NULL) DESC, (sp.offer_id = $3) DESC, sp.stock DESC, sp.id`,
      [item.productId, item.id, item.offerId, this.staleSeconds()],
    );
    for (const link of links) {
      if (link.status && ["bought", "stocked", "failed", "released"].includes(link.status)) continue;
      if (link.status === "buying" && !link.stale) return "pending"; // another process is asking it now
      // Not due yet (a timer may fire a little early: a second's slack).
      if (link.status === "retrying" && link.next_attempt_at && new Date(link.next_attempt_at).getTime() > Date.now() + 1000) return "pending";
      const missing = await this.missingOf(ctx, item.id, false);
      if (missing <= 0) return "complete";
      const outcome = await this.buy(ctx, order, item, link, missing);
      if (outcome === "pending") return "pending";
      if ((await this.missingOf(ctx, item.id, false)) <= 0) return "complete";
    }
    return (await this.missingOf(ctx, item.id, false)) <= 0 ? "complete" : "failed";
  }

  private staleSeconds(): number {
    return Math.ceil((this.settings.timeoutMs * 3) / 1000) + 30;
  }

  /**
   * Buys a line's keys from one supplier: claims the purchase row (a second caller finds it
   * claimed), calls the supplier outside any transaction, stores what arrives. `bought`: codes
   * stored (maybe fewer than asked: the next source is tried); `pending`: a retry is queued;
   * `refused`: the next source is tried at once.
   */
  private async buy(ctx: RequestContext, order: Order, item: OrderItem, src: SupplierSource, missing: number): Promise<"bought" | "pending" | "refused"> {
    const [claim] = returnedRows<{ id: string; quantity: number; attempts: number }>(
      await ctx.manager.query(
        `INSERT INTO supplier_purchases (order_item_id, connection_id, link_id, external_id, offer_id, quantity, status, attempts)
         VALUES ($1, $2, $3, $4, $5, $6, 'buying', 1)
         ON CONFLICT (order_item_id, connection_id) DO UPDATE
           SET status = 'buying', attempts = supplier_purchases.attempts + 1, next_attempt_at = NULL, updated_at = now(),
               quantity = CASE WHEN supplier_purchases.status = 'reserved' THEN EXCLUDED.quantity ELSE supplier_purchases.quantity END
         WHERE supplier_purchases.status IN ('reserved', 'retrying')
            OR (supplier_purchases.status = 'buying' AND supplier_purchases.updated_at < now() - make_interval(secs => $7))
         RETURNING id, quantity, attempts`,
        [item.id, src.connectionId, src.linkId, src.externalId, src.offerId, missing, this.staleSeconds()],
      ),
    );
    if (!claim) return "pending"; // claimed by another caller meanwhile
    // Never more per key than the customer paid for it (after any coupon).
    const maxUnit = this.maxUnitPrice(order.currency, Math.floor(item.total / Math.max(1, item.quantity)));
    let codes: SupplierCode[] = [];
    let externalOrderId: string | null = null;
    let unitPrice: number | null = null;
    let failure: SupplierError | null = null;
    try {
      const adapter = await this.suppliers.adapterOf(ctx.manager, src.connectionId);
      const result = await adapter.orderCodes(
        { externalId: src.externalId, quantity: claim.quantity, maxUnitPrice: { currency: CurrencyCode.EUR, amount: maxUnit }, reference: item.id },
        AbortSignal.timeout(this.settings.timeoutMs),
      );
      codes = result.codes;
      externalOrderId = result.externalOrderId;
      unitPrice = result.unitPrice.amount;
    } catch (e) {
      if (e instanceof SupplierError) {
        failure = e;
        codes = e.partial?.codes ?? [];
        externalOrderId = e.partial?.externalOrderId ?? null;
      } else if ((e as Error)?.name === "TimeoutError" || (e as Error)?.name === "AbortError") {
        failure = new SupplierError("sandbox", "unavailable", `No answer within ${this.settings.timeoutMs} ms`);
      } else {
        this.logger.warn({ err: e, orderItemId: item.id, connectionId: src.connectionId }, "supplier fallback: the supplier call failed");
        failure = new SupplierError("sandbox", "invalid_answer", (e as Error)?.message ?? "The supplier call failed");
      }
    }
    const stored = await this.store(ctx, claim.id, src, item, codes, { externalOrderId, unitPrice, failure, attempts: claim.attempts });
    if (!failure) return "bought";
    if (failure.kind === "unavailable" && stored.retryAt) {
      await this.scheduleRetry(order.id, stored.retryAt, `${claim.id}:${claim.attempts}`);
      return "pending";
    }
    return "refused";
  }

  /** The line's unit price as the most to pay a supplier per key, in EUR cents (what the adapters take). */
  private maxUnitPrice(currency: CurrencyCode, unitPrice: number): number {
    const rate = this.settings.rates[currency] || 1;
    return Math.floor(unitPrice / rate);
  }

  /**
   * Stores what a supplier call brought, in one transaction with the order and the line locked:
   * the codes encrypted as keys of the connection shop's offer, as many as the line still lacks
   * given to it (Using), the rest (or all, when the order no longer wants keys) Available; the
   * purchase row's outcome. Codes already stored (a retried order answering the same codes) are
   * skipped by their unique value hash.
   */
  private async store(
    ctx: RequestContext,
    purchaseId: string,
    src: SupplierSource,
    item: OrderItem,
    codes: SupplierCode[],
    r: { externalOrderId: string | null; unitPrice: number | null; failure: SupplierError | null; attempts: number },
  ): Promise<{ retryAt: Date | null }> {
    return withTransaction(ctx, async (tx) => {
      const [order] = await tx.manager.query(`SELECT id, status FROM orders WHERE id = (SELECT order_id FROM order_items WHERE id = $1) FOR UPDATE`, [item.id]);
      const wants = order && WANTS_KEYS.includes(Number(order.status));
      const missing = wants ? await this.missingOf(tx, item.id, true) : 0;
      let inserted: string[] = [];
      if (codes.length) {
        const rows = codes.map((c) => {
          const enc = this.vault.encrypt(c.value);
          return { type: c.contentType, cipher: enc.ciphertext, keyId: enc.keyId, hash: this.vault.hash(c.value) };
        });
        inserted = returnedRows<{ id: string }>(
          await tx.manager.query(
            `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
             SELECT o.id, o.product_id, o.seller_id, t.t, ${KeyState.Available}, t.c, t.k, t.h
               FROM offers o, unnest($2::text[], $3::bytea[], $4::text[], $5::bytea[]) WITH ORDINALITY AS t(t, c, k, h, i) WHERE o.id = $1
              ORDER BY t.i
             ON CONFLICT (value_hash) DO NOTHING RETURNING id`,
            [src.offerId, rows.map((x) => x.type), rows.map((x) => x.cipher), rows.map((x) => x.keyId), rows.map((x) => x.hash)],
          ),
        ).map((x) => x.id);
      }
      const given =
        missing > 0 && inserted.length
          ? returnedRows<{ id: string }>(
              await tx.manager.query(
                `UPDATE product_keys SET state = ${KeyState.Using}, order_item_id = $2, reserved_at = now(), updated_at = now()
                  WHERE id = ANY($1::uuid[]) AND state = ${KeyState.Available} RETURNING id`,
                [inserted.slice(0, missing), item.id],
              ),
            ).length
          : 0;
      const stocked = inserted.length - given;
      // The supplier's stock as the shop counts it: what was not reserved at checkout is taken now.
      if (inserted.length)
        await tx.manager.query(
          `UPDATE supplier_products sp SET stock = greatest(sp.stock - greatest($2::int - p.stock_reserved, 0), 0), updated_at = now()
             FROM supplier_purchases p WHERE p.id = $3 AND sp.id = $1`,
          [src.linkId, inserted.length, purchaseId],
        );
      const f = r.failure;
      const retry = f?.kind === "unavailable" && r.attempts <= this.settings.retryDelaysMs.length;
      const retryAt = retry ? new Date(Date.now() + this.settings.retryDelaysMs[r.attempts - 1]!) : null;
      const status = retry ? "retrying" : f && !inserted.length ? "failed" : wants && given > 0 ? "bought" : inserted.length ? "stocked" : "failed";
      const error = f ? `${f.kind}: ${f.message}${f.kind === "unavailable" && !retry ? ` (gave up after ${r.attempts} attempts)` : ""}` : null;
      await tx.manager.query(
        `UPDATE supplier_purchases SET status = $2, next_attempt_at = $3, external_order_id = coalesce($4, external_order_id),
                unit_price = coalesce($5, unit_price), currency = CASE WHEN $5::int IS NULL THEN currency ELSE 'eur' END,
                codes = codes + $6, error = $7, updated_at = now()
          WHERE id = $1`,
        [purchaseId, status, retryAt, r.externalOrderId, r.unitPrice, inserted.length, error],
      );
      if (order) {
        await recordEvent(tx, order.id, {
          ...SYSTEM,
          type: f ? (retry ? "supply.retrying" : "supply.refused") : "supply.bought",
          details: {
            orderItemId: item.id,
            connectionId: src.connectionId,
            externalOrderId: r.externalOrderId,
            keys: given,
            stocked,
            ...(f ? { error: f.kind, attempts: r.attempts } : {}),
          },
        });
      }
      return { retryAt };
    });
  }

  private async scheduleRetry(orderId: string, at: Date, key: string): Promise<void> {
    if (await this.queue(orderId, at, key)) return;
    const timer = setTimeout(
      () => {
        this.retry(this.systemCtx(), orderId).catch((e) => this.logger.warn({ err: e, orderId }, "supplier fallback retry failed"));
      },
      Math.max(0, at.getTime() - Date.now()),
    );
    timer.unref?.();
  }

  // ================================================================ after capture: held orders

  /**
   * After capture left an order in Manual for its supply (checkout's fulfil): the order is
   * delivered if the keys arrived meanwhile; when every source failed, support gets a ticket
   * and the customer a mail (once).
   */
  async afterHold(ctx: RequestContext, orderId: string): Promise<void> {
    await this.settleHeld(ctx, orderId);
    // Purchases waiting for a retry that fired while the payment was still being settled are asked again.
    const waiting: { id: string; at: Date; attempts: number }[] = await ctx.manager.query(
      `SELECT p.id, p.next_attempt_at AS at, p.attempts FROM supplier_purchases p JOIN order_items i ON i.id = p.order_item_id
        WHERE i.order_id = $1 AND p.status = 'retrying'`,
      [orderId],
    );
    for (const w of waiting) await this.scheduleRetry(orderId, new Date(Math.max(Date.now(), new Date(w.at).getTime())), `${w.id}:${w.attempts}:hold`);
  }

  /** A Manual order an admin approved while keys are missing: held for its supply from now on (then as `afterHold`). */
  async hold(ctx: RequestContext, orderId: string): Promise<void> {
    await ctx.manager.query(
      `INSERT INTO order_events (order_id, actor, type, details)
       SELECT $1, 'System', 'supply.waiting', '{}'::jsonb WHERE NOT EXISTS (SELECT 1 FROM order_events WHERE order_id = $1 AND type = 'supply.waiting')`,
      [orderId],
    );
    await this.afterHold(ctx, orderId);
  }

  /** Whether an order waits in Manual for its supply (not only for a fraud review). */
  private async heldForSupply(ctx: RequestContext, order: Order): Promise<boolean> {
    if (order.status !== OrderStatus.Manual) return false;
    const [row] = await ctx.manager.query(`SELECT 1 FROM order_events WHERE order_id = $1 AND type = 'supply.waiting' LIMIT 1`, [order.id]);
    return !!row;
  }

  /** The retry job: asks again for a held order's lines, or collects what a cancelled order's purchase bought. */
  async retry(ctx: RequestContext, orderId: string): Promise<void> {
    const order = await ctx.manager.getRepository(Order).findOneBy({ id: orderId });
    if (!order || order.status === OrderStatus.PaymentProcessing) return; // the capture in progress queues it again (afterHold)
    if (await this.heldForSupply(ctx, order)) {
      await this.source(ctx, orderId);
      await this.settleHeld(ctx, orderId);
      return;
    }
    // Cancelled, refunded or settled by hand meanwhile: what the supplier may have bought already is collected into stock.
    const open: (SupplierSource & { orderItemId: string; quantity: number })[] = await ctx.manager.query(
      `SELECT p.link_id AS "linkId", p.connection_id AS "connectionId", p.external_id AS "externalId", p.offer_id AS "offerId",
              p.order_item_id AS "orderItemId", p.quantity
         FROM supplier_purchases p JOIN order_items i ON i.id = p.order_item_id
        WHERE i.order_id = $1 AND p.status = 'retrying' AND p.next_attempt_at <= now()`,
      [orderId],
    );
    for (const p of open) {
      const item = await ctx.manager.getRepository(OrderItem).findOneBy({ id: p.orderItemId });
      if (item) await this.buy(ctx, order, item, p, p.quantity);
    }
  }

  /**
   * The sweep behind the retry job (a lost job, a process that died while buying or while telling
   * support): due and stale purchases are asked again, and orders held for their supply that were
   * neither delivered nor escalated are settled again.
   */
  async sweep(ctx: RequestContext, limit = 50): Promise<number> {
    const due: { order_id: string }[] = await ctx.manager.query(
      `(SELECT DISTINCT i.order_id FROM supplier_purchases p JOIN order_items i ON i.id = p.order_item_id
         WHERE (p.status = 'retrying' AND p.next_attempt_at < now() - interval '1 minute')
            OR (p.status = 'buying' AND p.updated_at < now() - make_interval(secs => $2))
         LIMIT $1)
       UNION
       (SELECT o.id FROM orders o
         WHERE o.status = ${OrderStatus.Manual} AND o.updated_at < now() - interval '2 minutes'
           AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.type = 'supply.waiting')
           AND NOT EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.type = 'supply.failed')
         LIMIT $1)`,
      [limit, this.staleSeconds()],
    );
    for (const { order_id } of due) {
      await this.retry(ctx, order_id).catch((e) => this.logger.warn({ err: e, orderId: order_id }, "supplier fallback sweep failed"));
    }
    return due.length;
  }

  /** A Manual order held for supply (not for a fraud review): delivered when complete, escalated when every source failed. */
  private async settleHeld(ctx: RequestContext, orderId: string): Promise<void> {
    const mailIds: number[] = [];
    await withTransaction(ctx, async (tx) => {
      const [order] = await tx.manager.getRepository(Order).find({ where: { id: orderId }, lock: { mode: "pessimistic_write" } });
      if (!order || !(await this.heldForSupply(tx, order))) return;
      if (await this.checkout.refundUnderWay(tx, orderId)) return; // support is refunding its missing keys (checkout's refundMissingKeys)
      const items = await tx.manager.getRepository(OrderItem).findBy({ orderId });
      const short: OrderItem[] = [];
      for (const i of items) if (!i.preOrder && (await this.missingOf(tx, i.id, false)) > 0) short.push(i);
      if (!short.length) {
        const waiting = items.some((i) => i.preOrder);
        const moved = await moveOrder(tx, orderId, {
          from: OrderStatus.Manual,
          to: waiting ? OrderStatus.PreOrder : OrderStatus.Sold,
          ...SYSTEM,
          type: "supply.delivered",
          set: { payment_decision: PaymentDecision.approved, ...(waiting ? {} : { delivered_at: new Date() }) },
        });
        if (!moved) return;
        const delivered = await deliverReservedKeys(
          tx,
          items.map((i) => i.id),
        );
        await this.checkout.recordDelivery(tx, order, items, delivered);
        mailIds.push(
          await this.mail.enqueue(tx, { template: "order-confirmation", to: order.email, locale: order.locale, vars: this.checkout.mailVars(order) }),
        );
        return;
      }
      const [{ active }] = await tx.manager.query(
        `SELECT count(*)::int AS active FROM supplier_purchases WHERE order_item_id = ANY($1::uuid[]) AND status IN ('reserved', 'buying', 'retrying')`,
        [short.map((i) => i.id)],
      );
      if (active > 0) return; // still being bought: the retry decides
      const [told] = await tx.manager.query(`SELECT 1 FROM order_events WHERE order_id = $1 AND type = 'supply.failed'`, [orderId]);
      if (told) return;
      const ticketIds: string[] = [];
      for (const i of short) {
        const missing = await this.missingOf(tx, i.id, false);
        ticketIds.push(
          await this.tickets().openSystemTicket(tx, {
            orderItemId: i.id,
            reason: TicketReason.not_received,
            subject: `Key to source: ${i.name}`.slice(0, 120),
            body: `Order ${orderNumber(order.number)} is paid, but ${missing} of ${i.quantity} key(s) of "${i.name}" could not be sourced: the offer has no keys, no other offer is at or below the price paid, and every connected supplier refused or could not be reached (see the order's timeline). Deliver a key by hand, or refund the line.`,
          }),
        );
      }
      await recordEvent(tx, orderId, { ...SYSTEM, type: "supply.failed", details: { lines: short.map((i) => i.id), tickets: ticketIds } });
      mailIds.push(await this.mail.enqueue(tx, { template: "order-sourcing", to: order.email, locale: order.locale, vars: this.checkout.mailVars(order) }));
    });
    if (mailIds.length) await this.mail.deliver(...mailIds);
  }
}
