/**
 * Supplier imports: a connection's catalogue walked (adapter.listProducts) and turned into the
 * connection shop's offers. Per supplier product, one of the spec's import results:
 *
 *  - AlreadyImported: mapped by an earlier import (supplier_products) to an offer that still
 *    exists: its price (the margin rule over the new purchase price) and the mapping's stock are refreshed;
 *  - OfferCreated: one catalogue product matches (same platform, same region, same normalised
 *    name): the shop's offer is created; a hidden draft product made by an earlier import counts
 *    as a match and is recorded with the create result AlreadyExisting;
 *  - OfferAlreadyExisting: the shop already has its own offer on the matched product: left alone;
 *  - TooManyEqualProducts: more than one product matches equally: nothing is created;
 *  - ProductCreated: nothing matches: a hidden draft product (ProductAdminService.createProduct,
 *    so it is audited like an admin's) and its offer are created; create result Created, or
 *    Cronjob when the run came from the schedule (Error when the creation failed);
 *  - Error: the product cannot be imported (unknown platform or region, a price out of bounds).
 *
 * Like the admin jobs: starting writes a run row and queues its pg-boss job in the same
 * transaction; a partial unique index allows one queued or running run per connection, so
 * starting twice answers the run already under way. Each item commits on its own with its
 * report row and the run's counts, under the run row's lock; a retried run walks the catalogue
 * again and skips the items it already reported.
 */
import type { EntityManager } from "typeorm";
import { CreateResult, CurrencyCode, ImportResult, Locale, Region, Role } from "../../common/enums.js";
import { InvalidInputError, isErrorResult, NotFoundError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { returnedRows, SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import type { Logger } from "../../logger.js";
import type { ProductAdminService } from "../catalog/product-admin.service.js";
import { type SupplierProduct, SupplierError } from "./supplier-adapter.js";
import { allow, RUN_COLUMNS, runView, type SuppliersService } from "./supplier-connections.service.js";
import type { ImportCounts } from "./supplier.entities.js";
import { mapPlatform, mapRegion, normaliseName, offerPrices, type Rates, type ShopPlatform } from "./supplier-matching.js";
import type { SupplierImportItemView, SupplierImportRunView } from "./suppliers.types.js";
import { claimRun } from "../jobs/claim-run.js";
import { runInProcess } from "../jobs/run-in-process.js";
import { importFailure, importMessage, type SupplierImportFailureCode, type SupplierImportMessageCode } from "./supplier-messages.js";
import type { CodedText } from "../../common/coded-text.js";

/** Name of the pg-boss job that runs one import. */
export const SUPPLIER_IMPORT_JOB = "suppliers.import";
/** Runs of one import before it is given up. */
const MAX_ATTEMPTS = 3;
/** Trigram similarity a catalogue name needs to be compared at all (the exact test is the normalised name). */
const CANDIDATE_SIMILARITY = 0.3;

export const emptyCounts = (): ImportCounts => ({
  ProductCreated: 0,
  OfferCreated: 0,
  TooManyEqualProducts: 0,
  Error: 0,
  AlreadyImported: 0,
  OfferAlreadyExisting: 0,
});

export interface ImportPricing {
  rates: Rates;
  /** Offer prices allowed, minor units (the sellers' own bounds). */
  minPrice: number;
  maxPrice: number;
}

interface ItemOutcome {
  result: ImportResult;
  createResult?: CreateResult | null;
  productId?: number | null;
  offerId?: number | null;
  /** What to say (the English text is the report's `message`). */
  message: CodedText<SupplierImportMessageCode>;
}

interface RunContext {
  runId: string;
  connectionId: string;
  sellerId: number;
  scheduled: boolean;
  marginBps: number;
  roundPrices: boolean;
  platforms: ShopPlatform[];
}

/** Thrown when a run cannot go on (connection removed, credentials refused). */
class RunGivenUp extends Error {
  constructor(readonly failure: CodedText<SupplierImportFailureCode>) {
    super(failure.text);
  }
}

export class SupplierImportService {
  constructor(
    private readonly suppliers: SuppliersService,
    private readonly productAdmin: ProductAdminService,
    private readonly pricing: ImportPricing,
    /** Queues a run's job in the transaction of `manager`; false when no queue runs (then it runs here). */
    private readonly queue: (runId: string, manager: EntityManager) => Promise<boolean> = async () => false,
    private readonly logger?: Logger,
  ) {}

  /** Starts an import of a connection now (or answers the one already queued or running). */
  async start(ctx: RequestContext, connectionId: string): Promise<SupplierImportRunView> {
    allow(ctx, "suppliers:refresh");
    if (!isUuid(connectionId) || !(await this.suppliers.stored(ctx.manager, connectionId))) throw new NotFoundError("Supplier connection");
    const id = await this.startRun(ctx, connectionId, false);
    return this.get(ctx, id);
  }

  /** Creates the run and queues its job, or answers the active run's id. */
  private async startRun(ctx: RequestContext, connectionId: string, scheduled: boolean, actor?: { id: string; email: string }): Promise<string> {
    const { id, queued } = await withTransaction(ctx, async (tx) => {
      const [row] = await tx.manager.query(
        `INSERT INTO supplier_import_runs (connection_id, scheduled, counts, created_by, actor_email, actor_role, actor_ip, request_id)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (connection_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING id`,
        [
          connectionId,
          scheduled,
          JSON.stringify(emptyCounts()),
          actor?.id ?? ctx.user?.id ?? null,
          actor?.email ?? ctx.user?.email ?? "",
          actor ? Role.admin : ctx.role,
          ctx.ip ?? "",
          ctx.requestId ?? "",
        ],
      );
      if (!row) {
        const [active] = await tx.manager.query(`SELECT id FROM supplier_import_runs WHERE connection_id = $1 AND status IN ('queued', 'running')`, [
          connectionId,
        ]);
        return { id: active.id as string, queued: true };
      }
      return { id: row.id as string, queued: await this.queue(row.id, tx.manager) };
    });
    if (!queued) this.runHere(ctx, id);
    return id;
  }

  /** The schedule (hourly): starts the daily import of every enabled connection whose hour it is and that has not run in the last 50 minutes. */
  async startScheduled(ctx: RequestContext, now = new Date()): Promise<number> {
    const due: { id: string; updated_by: string | null; email: string | null }[] = await ctx.manager.query(
      `SELECT c.id, c.updated_by, u.email FROM supplier_connections c LEFT JOIN users u ON u.id = c.updated_by
        WHERE c.enabled AND c.import_hour = $1
          AND NOT EXISTS (SELECT 1 FROM supplier_import_runs r WHERE r.connection_id = c.id AND r.scheduled AND r.created_at > $2::timestamptz - interval '50 minutes')`,
      [now.getUTCHours(), now.toISOString()],
    );
    for (const c of due) {
      await this.startRun(ctx, c.id, true, c.updated_by ? { id: c.updated_by, email: c.email ?? "" } : undefined);
    }
    return due.length;
  }

  /** Without a job queue: the run goes on in this process, after the answer. */
  private runHere(ctx: RequestContext, id: string): void {
    runInProcess(
      ctx,
      MAX_ATTEMPTS,
      (system) => this.processRun(system, id),
      (e) => this.logger?.warn({ err: e, supplierImportRunId: id }, "supplier import failed (retried)"),
    );
  }

  /**
   * The job: walks the connection's catalogue and reports every product. Safe to run twice at
   * once: every item takes the run row's lock and is reported once (unique per run).
   */
  async processRun(ctx: RequestContext, runId: string): Promise<void> {
    if (!isUuid(runId)) return;
    const run = await claimRun<{
      connection_id: string;
      scheduled: boolean;
      attempts: number;
      created_by: string | null;
      actor_email: string;
      actor_role: string;
      actor_ip: string;
      request_id: string;
    }>(ctx, "supplier_import_runs", runId, ["connection_id", "scheduled", "attempts", "created_by", "actor_email", "actor_role", "actor_ip", "request_id"]);
    if (!run) return;
    if (run.attempts > MAX_ATTEMPTS) return this.fail(ctx, runId, importFailure("GaveUp", { attempts: MAX_ATTEMPTS }));
    // Products created are audited as the admin who started the run (scheduled: who last saved the connection).
    const actor: RequestContext = {
      ...ctx,
      user: run.created_by ? { id: run.created_by, email: run.actor_email, role: Role.admin, sellerId: null } : null,
      role: run.created_by ? (run.actor_role as Role) || Role.admin : Role.guest,
      ip: run.actor_ip,
      requestId: run.request_id,
    };
    try {
      const conn = await this.suppliers.stored(ctx.manager, run.connection_id);
      if (!conn) throw new RunGivenUp(importFailure("ConnectionRemoved"));
      const adapter = await this.suppliers.adapterOf(ctx.manager, run.connection_id);
      const platforms: ShopPlatform[] = await ctx.manager.query(`SELECT id, slug, name FROM platforms ORDER BY position, id`);
      const rc: RunContext = {
        runId,
        connectionId: conn.id,
        sellerId: conn.seller_id,
        scheduled: run.scheduled,
        marginBps: conn.margin_bps,
        roundPrices: conn.round_prices,
        platforms,
      };
      const reported = new Set<string>(
        (await ctx.manager.query(`SELECT external_id FROM supplier_import_items WHERE run_id = $1`, [runId])).map(
          (r: { external_id: string }) => r.external_id,
        ),
      );
      for await (const p of adapter.listProducts()) {
        if (reported.has(p.externalId)) continue;
        reported.add(p.externalId);
        const going = await this.importItem(actor, rc, p);
        if (!going) return; // failed or finished by someone else meanwhile
      }
      const [done] = returnedRows<{ processed: number; counts: ImportCounts }>(
        await ctx.manager.query(
          `UPDATE supplier_import_runs SET status = 'done', finished_at = now(), updated_at = now() WHERE id = $1 AND status = 'running'
           RETURNING processed, counts`,
          [runId],
        ),
      );
      if (done)
        this.logger?.info({ supplierImportRunId: runId, connectionId: conn.id, processed: done.processed, counts: done.counts }, "supplier import done");
    } catch (e) {
      if (e instanceof RunGivenUp) return this.fail(ctx, runId, e.failure);
      if (e instanceof SupplierError && e.kind !== "unavailable")
        return this.fail(ctx, runId, importFailure("SupplierRefused", { kind: e.kind, detail: e.message }));
      if (run.attempts >= MAX_ATTEMPTS)
        return this.fail(ctx, runId, e instanceof SupplierError ? importFailure("SupplierUnavailable", { detail: e.message }) : importFailure("NotCompleted"));
      throw e;
    }
  }

  private async fail(ctx: RequestContext, runId: string, failure: CodedText<SupplierImportFailureCode>): Promise<void> {
    this.logger?.warn({ supplierImportRunId: runId, error: failure.text }, "supplier import failed");
    await ctx.manager.query(
      `UPDATE supplier_import_runs SET status = 'failed', error = $2, failure_code = $3, failure_params = $4, finished_at = now(), updated_at = now()
        WHERE id = $1 AND status IN ('queued', 'running')`,
      [runId, failure.text, failure.code, failure.params && JSON.stringify(failure.params)],
    );
  }

  /** Fails runs whose worker is gone (nothing moved for an hour). */
  async failStalled(ctx: RequestContext): Promise<number> {
    const stopped = importFailure("Stopped");
    const rows = returnedRows<{ id: string }>(
      await ctx.manager.query(
        `UPDATE supplier_import_runs SET status = 'failed', error = $1, failure_code = $2, finished_at = now(), updated_at = now()
          WHERE status IN ('queued', 'running') AND updated_at < now() - interval '1 hour' RETURNING id`,
        [stopped.text, stopped.code],
      ),
    );
    return rows.length;
  }

  /** One supplier product: decided, written and reported in one transaction; false when the run is no longer running. */
  private async importItem(ctx: RequestContext, rc: RunContext, p: SupplierProduct): Promise<boolean> {
    return withTransaction(ctx, async (tx) => {
      const [run] = await tx.manager.query(`SELECT status FROM supplier_import_runs WHERE id = $1 FOR UPDATE`, [rc.runId]);
      if (run?.status !== "running") return false;
      let outcome: ItemOutcome;
      try {
        outcome = await this.decide(tx, rc, p);
      } catch (e) {
        // A failure of this item only: its writes are undone by the savepoint, the run goes on.
        this.logger?.warn({ err: e, externalId: p.externalId }, "supplier import item failed");
        outcome = { result: ImportResult.Error, message: importMessage("InternalError") };
      }
      const [item] = await tx.manager.query(
        `INSERT INTO supplier_import_items (run_id, external_id, name, platform, region, result, create_result, product_id, offer_id, message,
                                           message_code, message_params)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (run_id, external_id) DO NOTHING RETURNING id`,
        [
          rc.runId,
          p.externalId,
          p.name.slice(0, 300),
          p.platform,
          p.region,
          outcome.result,
          outcome.createResult ?? null,
          outcome.productId ?? null,
          outcome.offerId ?? null,
          outcome.message.text,
          outcome.message.code,
          outcome.message.params && JSON.stringify(outcome.message.params),
        ],
      );
      if (item) {
        await tx.manager.query(
          `UPDATE supplier_import_runs SET processed = processed + 1, updated_at = now(),
                  counts = jsonb_set(counts, ARRAY[$2::text], to_jsonb(coalesce((counts->>$2)::int, 0) + 1)) WHERE id = $1`,
          [rc.runId, outcome.result],
        );
      }
      return true;
    });
  }

  /** What becomes of one supplier product (see the module's comment), with the writes it takes. */
  private async decide(ctx: RequestContext, rc: RunContext, p: SupplierProduct): Promise<ItemOutcome> {
    const m = ctx.manager;
    // Each decision inside a savepoint, so an unexpected failure undoes only this item.
    await m.query("SAVEPOINT supplier_item");
    try {
      const out = await this.decideWrites(ctx, rc, p);
      await m.query("RELEASE SAVEPOINT supplier_item");
      return out;
    } catch (e) {
      await m.query("ROLLBACK TO SAVEPOINT supplier_item");
      throw e;
    }
  }

  private async decideWrites(ctx: RequestContext, rc: RunContext, p: SupplierProduct): Promise<ItemOutcome> {
    const m = ctx.manager;
    if (!p.name?.trim()) return { result: ImportResult.Error, message: importMessage("NoName") };
    const stock = Math.max(0, Math.floor(Number(p.stock) || 0));
    const currency = p.price?.currency;
    if (!Object.values(CurrencyCode).includes(currency) || !Number.isInteger(p.price.amount) || p.price.amount <= 0) {
      return { result: ImportResult.Error, message: importMessage("NoPurchasePrice") };
    }
    const prices = offerPrices(p.price, rc, this.pricing.rates);
    const outOfBounds = Object.values(prices).some((v) => v < this.pricing.minPrice || v > this.pricing.maxPrice);

    // Imported before: refresh the price and the stock.
    const [link] = await m.query(
      `SELECT sp.id, sp.offer_id, sp.product_id FROM supplier_products sp JOIN offers o ON o.id = sp.offer_id
        WHERE sp.connection_id = $1 AND sp.external_id = $2 FOR UPDATE OF sp`,
      [rc.connectionId, p.externalId],
    );
    if (link) {
      await m.query(`UPDATE supplier_products SET name = $2, stock = $3, purchase_price = $4, currency = $5, updated_at = now() WHERE id = $1`, [
        link.id,
        p.name,
        stock,
        p.price.amount,
        currency,
      ]);
      if (outOfBounds) {
        return {
          result: ImportResult.AlreadyImported,
          productId: link.product_id,
          offerId: link.offer_id,
          message: importMessage("PriceKept", { stock }),
        };
      }
      await m.query(`UPDATE offers SET price_eur = $2, price_usd = $3, price_gbp = $4, updated_at = now() WHERE id = $1 AND NOT auto_pricing`, [
        link.offer_id,
        prices.eur,
        prices.usd,
        prices.gbp,
      ]);
      return {
        result: ImportResult.AlreadyImported,
        productId: link.product_id,
        offerId: link.offer_id,
        message: importMessage("PriceRefreshed", { stock, price: prices.eur }),
      };
    }

    // No platform or region given: any platform or region matches (a product cannot be created without a platform).
    const platform = p.platform ? mapPlatform(p.platform, rc.platforms) : null;
    if (p.platform && !platform) return { result: ImportResult.Error, message: importMessage("UnknownPlatform", { platform: p.platform }) };
    const region = p.region?.trim() ? mapRegion(p.region) : null;
    if (p.region?.trim() && !region) return { result: ImportResult.Error, message: importMessage("UnknownRegion", { region: p.region }) };
    if (outOfBounds) {
      return {
        result: ImportResult.Error,
        message: importMessage("PriceOutOfBounds", { price: prices.eur, min: this.pricing.minPrice, max: this.pricing.maxPrice }),
      };
    }
    const wanted = normaliseName(p.name, platform, p.platform, p.region);
    if (!wanted) return { result: ImportResult.Error, message: importMessage("NameOnlyPlatformRegion") };

    const matches = await this.matches(m, platform, region, p.name, wanted, rc.platforms);
    if (matches.length > 1) {
      return {
        result: ImportResult.TooManyEqualProducts,
        message: importMessage("TooManyEqualProducts", { count: matches.length, productIds: matches.slice(0, 5).map((x) => x.id) }),
      };
    }
    let productId: number;
    let result: ImportResult;
    let createResult: CreateResult | null = null;
    let createdProduct = false;
    if (matches.length === 1) {
      productId = matches[0]!.id;
      result = ImportResult.OfferCreated;
      // A hidden draft an earlier import made: the product to create already exists.
      if (matches[0]!.draft) createResult = CreateResult.AlreadyExisting;
      const [own] = await m.query(`SELECT id FROM offers WHERE product_id = $1 AND seller_id = $2`, [productId, rc.sellerId]);
      if (own) {
        return {
          result: ImportResult.OfferAlreadyExisting,
          createResult,
          productId,
          offerId: own.id,
          message: importMessage("OfferAlreadyExisting"),
        };
      }
    } else {
      if (!platform) return { result: ImportResult.Error, message: importMessage("NoMatchNoPlatform") };
      const created = await this.createDraft(ctx, platform, region ?? Region.GLOBAL, p);
      if (typeof created !== "number") return { result: ImportResult.Error, createResult: CreateResult.Error, message: created };
      productId = created;
      result = ImportResult.ProductCreated;
      createResult = rc.scheduled ? CreateResult.Cronjob : CreateResult.Created;
      createdProduct = true;
    }
    const [offer] = await m.query(`INSERT INTO offers (product_id, seller_id, price_eur, price_usd, price_gbp) VALUES ($1, $2, $3, $4, $5) RETURNING id`, [
      productId,
      rc.sellerId,
      prices.eur,
      prices.usd,
      prices.gbp,
    ]);
    await m.query(
      `INSERT INTO supplier_products (connection_id, external_id, name, product_id, offer_id, created_product, stock, purchase_price, currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
       ON CONFLICT (connection_id, external_id) DO UPDATE SET name = EXCLUDED.name, product_id = EXCLUDED.product_id, offer_id = EXCLUDED.offer_id,
         created_product = EXCLUDED.created_product, stock = EXCLUDED.stock, purchase_price = EXCLUDED.purchase_price,
         currency = EXCLUDED.currency, updated_at = now()`,
      [rc.connectionId, p.externalId, p.name, productId, offer.id, createdProduct, stock, p.price.amount, currency],
    );
    return {
      result,
      createResult,
      productId,
      offerId: offer.id,
      message: importMessage(result === ImportResult.ProductCreated ? "DraftProductCreated" : "OfferCreated", { stock, price: prices.eur }),
    };
  }

  /**
   * Catalogue products equal to a supplier product: same platform and region, and the same
   * normalised English name. The trigram index narrows the candidates first.
   */
  private async matches(
    m: EntityManager,
    platform: ShopPlatform | null,
    region: Region | null,
    name: string,
    wanted: string,
    platforms: readonly ShopPlatform[],
  ): Promise<{ id: number; draft: boolean }[]> {
    const rows: { id: number; name: string; draft: boolean; platformId: number }[] = await m.query(
      `SELECT p.id, t.name, p.platform_id AS "platformId",
              (NOT p.enabled AND EXISTS (SELECT 1 FROM supplier_products sp WHERE sp.product_id = p.id AND sp.created_product)) AS draft
         FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
        WHERE ($1::int IS NULL OR p.platform_id = $1) AND ($2::text IS NULL OR p.region = $2)
          AND (similarity(t.name, $3) >= $4 OR similarity(t.name, $5) >= $4)
        ORDER BY p.id`,
      [platform?.id ?? null, region, name, CANDIDATE_SIMILARITY, wanted],
    );
    const platformOf = (id: number) => platform ?? platforms.find((x) => x.id === id) ?? null;
    return rows.filter((r) => normaliseName(r.name, platformOf(r.platformId)) === wanted).map((r) => ({ id: r.id, draft: r.draft }));
  }

  /** Creates the hidden draft product of a supplier product (as an admin would); its id, or why not. */
  private async createDraft(
    ctx: RequestContext,
    platform: ShopPlatform,
    region: Region,
    p: SupplierProduct,
  ): Promise<number | CodedText<SupplierImportMessageCode>> {
    if (!ctx.user) return importMessage("NoActorForDraft");
    // The category most of the platform's products are in (a shown subcategory), else the first one.
    const [category] = await ctx.manager.query(
      `SELECT c.id FROM categories c LEFT JOIN products p ON p.category_id = c.id AND p.platform_id = $1
        WHERE c.depth = 1 AND c.enabled GROUP BY c.id, c.position ORDER BY count(p.id) DESC, c.position, c.id LIMIT 1`,
      [platform.id],
    );
    if (!category) return importMessage("NoCategoryForDraft");
    const name = p.name.trim().slice(0, 200);
    const description = p.description?.trim().slice(0, 5000) || null;
    const releaseDate = p.releaseDate && /^\d{4}-\d{2}-\d{2}$/.test(p.releaseDate) ? p.releaseDate : null;
    let created: Awaited<ReturnType<ProductAdminService["createProduct"]>>;
    try {
      created = await this.productAdmin.createProduct(ctx, {
        categoryId: String(category.id),
        platformId: String(platform.id),
        enabled: false,
        region,
        releaseDate,
        translations: [Locale.en, Locale.it].map((locale) => ({ locale, name, description })),
      } as Parameters<ProductAdminService["createProduct"]>[1]);
    } catch (e) {
      // Refusals before any write (an input the product rules do not take) are this item's error.
      if (e instanceof InvalidInputError) return importMessage("ProductNotCreated", { reason: e.message });
      throw e;
    }
    if (isErrorResult(created)) return importMessage("ProductNotCreated", { reason: created.message });
    return Number(created.id);
  }

  /** One run; unknown ids are NOT_FOUND. */
  async get(ctx: RequestContext, id: string): Promise<SupplierImportRunView> {
    allow(ctx, "suppliers:info");
    if (!isUuid(id)) throw new NotFoundError("Supplier import");
    const [row] = await ctx.manager.query(`SELECT ${RUN_COLUMNS} FROM supplier_import_runs r WHERE r.id = $1`, [id]);
    if (!row) throw new NotFoundError("Supplier import");
    return runView(row)!;
  }

  /** A connection's runs, newest first. */
  async runs(ctx: RequestContext, connectionId: string, skip: number, take: number): Promise<{ items: SupplierImportRunView[]; totalItems: number }> {
    allow(ctx, "suppliers:info");
    if (!isUuid(connectionId) || !(await this.suppliers.stored(ctx.manager, connectionId))) throw new NotFoundError("Supplier connection");
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM supplier_import_runs WHERE connection_id = $1`, [connectionId]);
    const rows = await ctx.manager.query(
      `SELECT ${RUN_COLUMNS} FROM supplier_import_runs r WHERE r.connection_id = $1 ORDER BY r.created_at DESC, r.id LIMIT $2 OFFSET $3`,
      [connectionId, take, skip],
    );
    return { items: rows.map((r: Record<string, unknown>) => runView(r)!), totalItems: n };
  }

  /** A run's report rows in the order walked, optionally of one result. */
  async items(
    ctx: RequestContext,
    runId: string,
    result: ImportResult | null,
    skip: number,
    take: number,
  ): Promise<{ items: SupplierImportItemView[]; totalItems: number }> {
    allow(ctx, "suppliers:info");
    const p = new SqlParams();
    const where = `i.run_id = ${p.add(runId)}${result ? ` AND i.result = ${p.add(result)}` : ""}`;
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM supplier_import_items i WHERE ${where}`, p.values);
    const items = await ctx.manager.query(
      `SELECT i.id, i.external_id AS "externalId", i.name, i.platform, i.region, i.result, i.create_result AS "createResult",
              i.product_id AS "productId", t.name AS "productName", i.offer_id AS "offerId", i.message,
              i.message_code AS "messageCode", i.message_params AS "messageParams"
         FROM supplier_import_items i LEFT JOIN product_translations t ON t.product_id = i.product_id AND t.locale = 'en'
        WHERE ${where} ORDER BY i.id LIMIT ${p.add(take)} OFFSET ${p.add(skip)}`,
      p.values,
    );
    return { items, totalItems: n };
  }
}
