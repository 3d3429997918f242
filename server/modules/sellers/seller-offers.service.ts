/**
 * A seller's offers as the seller console and the seller API see them. Every query takes its
 * rows through the caller's owner scope (core/auth ownership): a seller reaches only its own
 * offers, an admin every seller's; another seller's offer id answers like an unknown one.
 *
 * Each offer comes with its competition per currency: the best price among the product's
 * sellable offers (enabled, Enabled, of an Enabled shop, in stock: what the storefront sells
 * and the products' best prices count), the offer's rank, and the price that would make it the
 * best offer. Offers are written only here (and by the automatic pricing of offer-repricer.ts);
 * the database's triggers refresh the products' best prices and stock and tell every process
 * which cached storefront answers to drop (migration CatalogChangeTags), so a price edit shows
 * on the storefront at once.
 */
import type { RequestContext } from "../../graphql/context.js";
import { findOwned, narrowScope, ownedSql, ownerScope, type OwnerScope } from "../../core/auth/index.js";
import { ForbiddenError, InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import { withTransaction } from "../../db/transaction.js";
import { recordAudit } from "../audit/audit.js";
import { changeSummary } from "../audit/audit-diff.js";
import { CURRENCIES, CurrencyCode } from "../../common/enums.js";
import { toAmount, toMinor } from "../../common/money.js";
import { Offer } from "../catalog/catalog.entities.js";
import { ProductSort } from "../catalog/catalog.types.js";
import { sellableOffer } from "../catalog/catalog.sql.js";
import { ranksBeforeSql } from "../ratings/best-offer.js";
import type { OfferRepricer } from "./offer-repricer.js";
import {
  AutoPricingView,
  FloorAbovePriceError,
  OfferAlreadyExistsError,
  OfferCompetitionView,
  OfferSaved,
  OfferableProductView,
  OfferRulesView,
  PriceOutOfBoundsError,
  ProductNotFoundError,
  SellerOfferListView,
  SellerOfferView,
  type AutoPricingInput,
  type CreateOfferInput,
  type OfferableProductsArgs,
  type OfferRefusal,
  type SellerOffersArgs,
  type SetOfferEnabledInput,
  type UpdateOfferInput,
} from "./seller-offers.types.js";

/** The shop's cap of keys per product and order (spec §9). */
const MAX_PER_ORDER_CAP = 5;

export interface OfferLimits {
  /** Lowest and highest price, in minor units, in any currency. */
  minPrice: number;
  maxPrice: number;
  /** Units of USD and GBP per EUR, for the console's "fill from EUR". */
  rates: Record<CurrencyCode, number>;
}

interface OfferRow {
  id: number;
  seller_id: number;
  product_id: number;
  product_name: string;
  cover: string | null;
  platform_name: string;
  price_eur: number;
  price_usd: number;
  price_gbp: number;
  enabled: boolean;
  state: number;
  stock: number;
  sales_count: number;
  updated_at: Date;
  max_per_order: number | null;
  auto_pricing: boolean;
  floor_price_eur: number | null;
  floor_price_usd: number | null;
  floor_price_gbp: number | null;
  own_price_eur: number | null;
  own_price_usd: number | null;
  own_price_gbp: number | null;
  competing: boolean;
  others: number;
  other_eur: number | null;
  other_usd: number | null;
  other_gbp: number | null;
  below_eur: number;
  below_usd: number;
  below_gbp: number;
  ahead_eur: number;
  ahead_usd: number;
  ahead_gbp: number;
}

/** Where an offer stands in one currency (amounts in minor units in, decimals out). */
export function competitionOf(
  currency: CurrencyCode,
  your: number,
  competing: boolean,
  others: number,
  bestOther: number | null,
  cheaperOthers: number,
  aheadOthers: number,
): OfferCompetitionView {
  // The storefront's best offer (best-offer.ts): cheapest; at a price tie, the better rating, then more stock, then the older offer.
  const isBest = aheadOthers === 0;
  const priceToWin = bestOther != null && bestOther > 1 ? bestOther - 1 : null;
  const bestPrice = competing ? Math.min(your, bestOther ?? your) : bestOther;
  return Object.assign(new OfferCompetitionView(), {
    currency,
    yourPrice: toAmount(your),
    bestPrice: bestPrice == null ? null : toAmount(bestPrice),
    bestOtherPrice: bestOther == null ? null : toAmount(bestOther),
    rank: 1 + cheaperOthers,
    offerCount: others + (competing ? 1 : 0),
    competing,
    isBest,
    priceToWin: priceToWin == null ? null : toAmount(priceToWin),
    reductionToWin: isBest || priceToWin == null ? 0 : toAmount(your - priceToWin),
  });
}

const toView = (r: OfferRow): SellerOfferView =>
  Object.assign(new SellerOfferView(), {
    id: String(r.id),
    sellerId: String(r.seller_id),
    productId: String(r.product_id),
    productName: r.product_name,
    priceEur: toAmount(r.price_eur),
    priceUsd: toAmount(r.price_usd),
    priceGbp: toAmount(r.price_gbp),
    enabled: r.enabled,
    state: r.state,
    stock: r.stock,
    salesCount: r.sales_count,
    updatedAt: r.updated_at,
    coverImage: r.cover ?? "",
    platformName: r.platform_name,
    maxPerOrder: r.max_per_order,
    autoPricing: r.auto_pricing
      ? Object.assign(new AutoPricingView(), {
          floorEur: toAmount(r.floor_price_eur!),
          floorUsd: toAmount(r.floor_price_usd!),
          floorGbp: toAmount(r.floor_price_gbp!),
          ownPriceEur: toAmount(r.own_price_eur!),
          ownPriceUsd: toAmount(r.own_price_usd!),
          ownPriceGbp: toAmount(r.own_price_gbp!),
        })
      : null,
    competition: CURRENCIES.map((c) => competitionOf(c, r[`price_${c}`], r.competing, r.others, r[`other_${c}`], r[`below_${c}`], r[`ahead_${c}`])),
  });

/** An offer as the audit log keeps it: who sells what, at which prices, with which settings. */
function offerSnapshot(v: SellerOfferView) {
  return {
    sellerId: v.sellerId,
    productId: v.productId,
    productName: v.productName,
    priceEur: v.priceEur,
    priceUsd: v.priceUsd,
    priceGbp: v.priceGbp,
    enabled: v.enabled,
    maxPerOrder: v.maxPerOrder,
    autoPricing: v.autoPricing ? { ...v.autoPricing } : null,
  };
}

/** A numeric id as the schema's ID carries it; anything else cannot exist. */
function numericId(id: string | null | undefined, what: string): number {
  const n = parseId(id);
  if (n == null) throw new NotFoundError(what);
  return n;
}

function parseId(id: string | null | undefined): number | null {
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) return null;
  return Number(id);
}

/** `%` and `_` taken literally in ILIKE. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Prices (and floors) as the service keeps them: minor units per currency. */
type Minor = Record<CurrencyCode, number>;

export class SellerOffersService {
  constructor(
    private readonly limits: OfferLimits,
    private readonly repricer: OfferRepricer,
  ) {}

  /** The price limits, the per-order cap and the exchange rates of the offer form. */
  rules(ctx: RequestContext): OfferRulesView {
    ownerScope(ctx, "offers:info", "seller");
    return Object.assign(new OfferRulesView(), {
      minPrice: toAmount(this.limits.minPrice),
      maxPrice: toAmount(this.limits.maxPrice),
      maxPerOrderCap: MAX_PER_ORDER_CAP,
      rates: CURRENCIES.map((currency) => ({ currency, perEur: this.limits.rates[currency] })),
    });
  }

  /** One page of the offers in the caller's scope (an admin may narrow it to one seller), optionally by product name. */
  async list(ctx: RequestContext, args: SellerOffersArgs): Promise<SellerOfferListView> {
    let sellerId: number | null = null;
    if (args.sellerId != null) {
      if (!/^[1-9]\d{0,9}$/.test(args.sellerId)) throw new InvalidInputError("sellerId must be a seller id");
      sellerId = Number(args.sellerId);
    }
    const scope = narrowScope(ownerScope(ctx, "offers:info", "seller"), sellerId);
    const search = args.search?.trim() || null;
    const p = new SqlParams();
    const where = this.conditions(scope, p, { search });
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM offers o WHERE ${where}`, p.values);
    const items = await this.select(ctx, scope, { skip: args.skip, take: args.take, search });
    return Object.assign(new SellerOfferListView(), { items: items.map(toView), totalItems: n });
  }

  /** One offer in the caller's scope; a foreign or unknown id is NOT_FOUND. */
  async get(ctx: RequestContext, offerId: string): Promise<SellerOfferView> {
    const scope = ownerScope(ctx, "offers:info", "seller");
    const rows = await this.select(ctx, scope, { id: numericId(offerId, "Offer") });
    if (!rows[0]) throw new NotFoundError("Offer");
    return toView(rows[0]);
  }

  /**
   * Several offers in the caller's scope, in one read, in the order given (the console's live
   * updates); a foreign or unknown id among them is NOT_FOUND.
   */
  async getMany(ctx: RequestContext, offerIds: readonly string[]): Promise<SellerOfferView[]> {
    const scope = ownerScope(ctx, "offers:info", "seller");
    const ids = offerIds.map((id) => numericId(id, "Offer"));
    const by = new Map((await this.select(ctx, scope, { ids })).map((r) => [Number(r.id), r]));
    return ids.map((id) => {
      const row = by.get(id);
      if (!row) throw new NotFoundError("Offer");
      return toView(row);
    });
  }

  /** The seller's own switch; an admin may switch any offer. */
  async setEnabled(ctx: RequestContext, input: SetOfferEnabledInput): Promise<SellerOfferView> {
    const scope = ownerScope(ctx, "offers:edit", "seller");
    const offer = await findOwned(ctx, Offer, numericId(input.offerId, "Offer"), scope, "Offer");
    if (offer.enabled === input.enabled) return this.get(ctx, input.offerId);
    if (scope.kind !== "all") {
      await ctx.manager.getRepository(Offer).update({ id: offer.id }, { enabled: input.enabled });
      return this.get(ctx, input.offerId);
    }
    // An admin switching a seller's offer: audited with the offer before and after.
    return withTransaction(ctx, async (tx) => {
      const before = await this.get(tx, input.offerId);
      await tx.manager.getRepository(Offer).update({ id: offer.id }, { enabled: input.enabled });
      const after = await this.get(tx, input.offerId);
      await recordAudit(tx, {
        action: input.enabled ? "offer.enable" : "offer.disable",
        targetType: "offer",
        targetId: offer.id,
        summary: `${input.enabled ? "Switched on" : "Switched off"} offer of "${after.productName}" (seller ${after.sellerId})`,
        before: offerSnapshot(before),
        after: offerSnapshot(after),
      });
      return after;
    });
  }

  /**
   * Catalogue products matching what a seller types (the storefront's search: prefixes, typos,
   * synonyms), each with the seller's own offer of it when there is one.
   */
  async offerableProducts(ctx: RequestContext, args: OfferableProductsArgs): Promise<OfferableProductView[]> {
    const scope = ownerScope(ctx, "offers:add", "seller");
    const page = await ctx.services.catalog.searchProducts(ctx, {
      filter: { search: args.search },
      sort: ProductSort.RELEVANCE,
      skip: 0,
      take: args.take,
      locale: args.locale,
      currency: CurrencyCode.EUR,
    });
    const ids = page.items.map((p) => Number(p.id));
    const mine = new Map<number, number>();
    const platforms = new Map<number, string>();
    if (ids.length) {
      const p = new SqlParams();
      const rows: { product_id: number; id: number }[] = await ctx.manager.query(
        `SELECT o.product_id, o.id FROM offers o WHERE o.product_id = ANY(${p.add(ids)}) AND ${ownedSql(scope, "o.seller_id", (v) => p.add(v))}`,
        p.values,
      );
      for (const r of rows) mine.set(r.product_id, r.id);
      const pl: { id: number; name: string }[] = await ctx.manager.query(
        `SELECT p.id, pl.name FROM products p JOIN platforms pl ON pl.id = p.platform_id WHERE p.id = ANY($1)`,
        [ids],
      );
      for (const r of pl) platforms.set(r.id, r.name);
    }
    return page.items.map((p) =>
      Object.assign(new OfferableProductView(), {
        id: String(p.id),
        name: p.name,
        platformName: platforms.get(Number(p.id)) ?? "",
        coverImage: (p.coverImage as { src?: string } | null)?.src ?? "",
        bestPriceEur: p.bestPriceEur == null ? null : toAmount(p.bestPriceEur),
        offerCount: p.offerCount,
        yourOfferId: mine.has(Number(p.id)) ? String(mine.get(Number(p.id))) : null,
      }),
    );
  }

  /**
   * A new offer of a catalogue product by the calling seller. Refused (before any write) when
   * the product does not exist or is disabled, a price or floor is out of bounds, a floor is
   * above its price, or the seller already offers the product (also when a concurrent request
   * created it first: the unique (product, seller) index decides). A shop that is not approved
   * may prepare offers: they sell once an admin approves it (offers.seller_state).
   */
  async create(ctx: RequestContext, input: CreateOfferInput): Promise<OfferSaved | OfferRefusal> {
    const scope = ownerScope(ctx, "offers:add", "seller");
    if (scope.kind !== "seller") throw new ForbiddenError();
    const productId = parseId(input.productId);
    if (productId == null) return new ProductNotFoundError();
    const prices: Minor = { eur: toMinor(input.priceEur), usd: toMinor(input.priceUsd), gbp: toMinor(input.priceGbp) };
    const floors = input.autoPricing ? floorsOf(input.autoPricing) : null;
    const refusal = this.checkPrices(prices, floors);
    if (refusal) return refusal;
    const [product] = await ctx.manager.query(`SELECT id FROM products WHERE id = $1 AND enabled`, [productId]);
    if (!product) return new ProductNotFoundError();
    const existing = await this.existingOffer(ctx, productId, scope.sellerId);
    if (existing != null) return new OfferAlreadyExistsError(existing);
    const rows: { id: number }[] = await ctx.manager.query(
      `INSERT INTO offers (product_id, seller_id, price_eur, price_usd, price_gbp, enabled, max_per_order,
                           auto_pricing, floor_price_eur, floor_price_usd, floor_price_gbp, own_price_eur, own_price_usd, own_price_gbp)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)
       ON CONFLICT (product_id, seller_id) DO NOTHING RETURNING id`,
      [
        productId,
        scope.sellerId,
        prices.eur,
        prices.usd,
        prices.gbp,
        input.enabled ?? true,
        input.maxPerOrder ?? null,
        floors != null,
        floors?.eur ?? null,
        floors?.usd ?? null,
        floors?.gbp ?? null,
        floors ? prices.eur : null,
        floors ? prices.usd : null,
        floors ? prices.gbp : null,
      ],
    );
    if (!rows[0]) return new OfferAlreadyExistsError((await this.existingOffer(ctx, productId, scope.sellerId))!);
    if (floors) await this.repricer.repriceProducts(ctx, [productId]);
    return Object.assign(new OfferSaved(), { offer: await this.get(ctx, String(rows[0].id)) });
  }

  /**
   * Changes one of the caller's offers (an admin: any offer); absent fields stay. With
   * automatic pricing the prices given are the seller's own (the ceiling) and the price shoppers
   * pay is repriced at once; turning it off makes the own prices the prices again.
   */
  async update(ctx: RequestContext, input: UpdateOfferInput): Promise<OfferSaved | OfferRefusal> {
    const scope = ownerScope(ctx, "offers:edit", "seller");
    const id = numericId(input.offerId, "Offer");
    const outcome = await withTransaction(ctx, async (tx) => {
      // An admin changing a seller's offer is audited with the offer before and after.
      const audited = scope.kind === "all" ? offerSnapshot(await this.get(tx, input.offerId)) : null;
      const p = new SqlParams();
      const [offer]: Offer[] = await tx.manager.query(
        `SELECT id, product_id AS "productId", price_eur AS "priceEur", price_usd AS "priceUsd", price_gbp AS "priceGbp",
                auto_pricing AS "autoPricing", floor_price_eur AS "floorPriceEur", floor_price_usd AS "floorPriceUsd",
                floor_price_gbp AS "floorPriceGbp", own_price_eur AS "ownPriceEur", own_price_usd AS "ownPriceUsd",
                own_price_gbp AS "ownPriceGbp", enabled, max_per_order AS "maxPerOrder"
           FROM offers o WHERE o.id = ${p.add(id)} AND ${ownedSql(scope, "o.seller_id", (v) => p.add(v))} FOR UPDATE`,
        p.values,
      );
      if (!offer) throw new NotFoundError("Offer");
      const own: Minor = offer.autoPricing
        ? { eur: offer.ownPriceEur!, usd: offer.ownPriceUsd!, gbp: offer.ownPriceGbp! }
        : { eur: offer.priceEur, usd: offer.priceUsd, gbp: offer.priceGbp };
      const prices: Minor = {
        eur: input.priceEur != null ? toMinor(input.priceEur) : own.eur,
        usd: input.priceUsd != null ? toMinor(input.priceUsd) : own.usd,
        gbp: input.priceGbp != null ? toMinor(input.priceGbp) : own.gbp,
      };
      const floors: Minor | null =
        input.autoPricing === undefined
          ? offer.autoPricing
            ? { eur: offer.floorPriceEur!, usd: offer.floorPriceUsd!, gbp: offer.floorPriceGbp! }
            : null
          : input.autoPricing
            ? floorsOf(input.autoPricing)
            : null;
      const refusal = this.checkPrices(prices, floors);
      if (refusal) return refusal;
      // With automatic pricing the current price stays where it is when still within [floor, own]; the repricing moves it.
      const current: Minor = { eur: offer.priceEur, usd: offer.priceUsd, gbp: offer.priceGbp };
      const paid: Minor = floors
        ? {
            eur: Math.min(prices.eur, Math.max(floors.eur, current.eur)),
            usd: Math.min(prices.usd, Math.max(floors.usd, current.usd)),
            gbp: Math.min(prices.gbp, Math.max(floors.gbp, current.gbp)),
          }
        : prices;
      await tx.manager.query(
        `UPDATE offers SET price_eur = $2, price_usd = $3, price_gbp = $4, enabled = $5, max_per_order = $6,
                auto_pricing = $7, floor_price_eur = $8, floor_price_usd = $9, floor_price_gbp = $10,
                own_price_eur = $11, own_price_usd = $12, own_price_gbp = $13, updated_at = now()
          WHERE id = $1`,
        [
          offer.id,
          paid.eur,
          paid.usd,
          paid.gbp,
          input.enabled ?? offer.enabled,
          input.maxPerOrder === undefined ? offer.maxPerOrder : input.maxPerOrder,
          floors != null,
          floors?.eur ?? null,
          floors?.usd ?? null,
          floors?.gbp ?? null,
          floors ? prices.eur : null,
          floors ? prices.usd : null,
          floors ? prices.gbp : null,
        ],
      );
      if (audited) {
        const after = offerSnapshot(await this.get(tx, input.offerId));
        await recordAudit(tx, {
          action: "offer.update",
          targetType: "offer",
          targetId: offer.id,
          summary: changeSummary(`Edited offer of "${after.productName}" (seller ${after.sellerId})`, audited, after),
          before: audited,
          after,
        });
      }
      return { productId: offer.productId, auto: floors != null };
    });
    if (!("productId" in outcome)) return outcome;
    if (outcome.auto) await this.repricer.repriceProducts(ctx, [outcome.productId]);
    return Object.assign(new OfferSaved(), { offer: await this.get(ctx, input.offerId) });
  }

  /** The first price or floor outside the limits, or a floor above its price; null when all is well. */
  private checkPrices(prices: Minor, floors: Minor | null): OfferRefusal | null {
    const { minPrice, maxPrice } = this.limits;
    const bounds = (c: CurrencyCode, field: "price" | "floor") => new PriceOutOfBoundsError(c, field, toAmount(minPrice), toAmount(maxPrice));
    for (const c of CURRENCIES) if (prices[c] < minPrice || prices[c] > maxPrice) return bounds(c, "price");
    if (floors) {
      for (const c of CURRENCIES) if (floors[c] < minPrice || floors[c] > maxPrice) return bounds(c, "floor");
      for (const c of CURRENCIES) if (floors[c] > prices[c]) return new FloorAbovePriceError(c);
    }
    return null;
  }

  private async existingOffer(ctx: RequestContext, productId: number, sellerId: number): Promise<number | null> {
    const [row] = await ctx.manager.query(`SELECT id FROM offers WHERE product_id = $1 AND seller_id = $2`, [productId, sellerId]);
    return row ? row.id : null;
  }

  private conditions(scope: OwnerScope, p: SqlParams, opts: { id?: number; ids?: number[]; search?: string | null }): string {
    const conditions = [ownedSql(scope, "o.seller_id", (v) => p.add(v))];
    if (opts.id != null) conditions.push(`o.id = ${p.add(opts.id)}`);
    if (opts.ids != null) conditions.push(`o.id = ANY(${p.add(opts.ids)}::int[])`);
    if (opts.search) {
      conditions.push(`EXISTS (SELECT 1 FROM product_translations s WHERE s.product_id = o.product_id AND s.name ILIKE ${p.add(likePattern(opts.search))})`);
    }
    return conditions.join(" AND ");
  }

  /** The one read of this service: offers in scope, with their product and their competition. */
  private select(
    ctx: RequestContext,
    scope: OwnerScope,
    opts: { id?: number; ids?: number[]; skip?: number; take?: number; search?: string | null },
  ): Promise<OfferRow[]> {
    const p = new SqlParams();
    const where = this.conditions(scope, p, opts);
    const paging = opts.take != null ? `LIMIT ${p.add(opts.take)} OFFSET ${p.add(opts.skip ?? 0)}` : "";
    const perCurrency = CURRENCIES.map(
      (c) =>
        `min(x.price_${c}) AS other_${c}, (count(*) FILTER (WHERE x.price_${c} < o.price_${c}))::int AS below_${c}, ` +
        `(count(*) FILTER (WHERE ${ranksBeforeSql(`price_${c}`)}))::int AS ahead_${c}`,
    ).join(", ");
    // The page is chosen first, so the competition is computed for its rows only.
    return ctx.manager.query(
      `WITH page AS (
         SELECT o.id FROM offers o WHERE ${where} ORDER BY o.updated_at DESC, o.id DESC ${paging}
       )
       SELECT o.id, o.seller_id, o.product_id, t.name AS product_name, pr.cover_image->>'src' AS cover, pl.name AS platform_name,
              o.price_eur, o.price_usd, o.price_gbp, o.enabled, o.state, o.stock, o.sales_count, o.updated_at, o.max_per_order,
              o.auto_pricing, o.floor_price_eur, o.floor_price_usd, o.floor_price_gbp, o.own_price_eur, o.own_price_usd, o.own_price_gbp,
              (${sellableOffer("o")} AND o.stock > 0) AS competing, c.*
         FROM page JOIN offers o ON o.id = page.id
         JOIN products pr ON pr.id = o.product_id
         JOIN platforms pl ON pl.id = pr.platform_id
         JOIN product_translations t ON t.product_id = o.product_id AND t.locale = 'en'
         JOIN seller_profiles so ON so.id = o.seller_id
         CROSS JOIN LATERAL (
           SELECT count(*)::int AS others, ${perCurrency}
             FROM offers x JOIN seller_profiles sx ON sx.id = x.seller_id
            WHERE x.product_id = o.product_id AND x.id <> o.id
              AND ${sellableOffer("x")} AND x.stock > 0
         ) c
        ORDER BY o.updated_at DESC, o.id DESC`,
      p.values,
    );
  }
}

function floorsOf(a: AutoPricingInput): Minor {
  return { eur: toMinor(a.floorEur), usd: toMinor(a.floorUsd), gbp: toMinor(a.floorGbp) };
}
