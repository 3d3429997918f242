/**
 * A seller's offers as the seller console and the seller API see them. Every query takes its
 * rows through the caller's owner scope (core/auth ownership): a seller reaches only its own
 * offers, an admin every seller's; another seller's offer id answers like an unknown one.
 */
import type { RequestContext } from "../../graphql/context.js";
import { findOwned, narrowScope, ownedSql, ownerScope, type OwnerScope } from "../../core/auth/index.js";
import { InvalidInputError, NotFoundError } from "../../core/errors/index.js";
import { SqlParams } from "../../db/sql.js";
import { Offer } from "../catalog/catalog.entities.js";
import { SellerOfferListView, SellerOfferView, type SellerOffersArgs, type SetOfferEnabledInput } from "./seller-offers.types.js";

interface OfferRow {
  id: number;
  seller_id: number;
  product_id: number;
  product_name: string;
  price_eur: number;
  price_usd: number;
  price_gbp: number;
  enabled: boolean;
  state: number;
  stock: number;
  sales_count: number;
  updated_at: Date;
}

const toView = (r: OfferRow): SellerOfferView =>
  Object.assign(new SellerOfferView(), {
    id: String(r.id),
    sellerId: String(r.seller_id),
    productId: String(r.product_id),
    productName: r.product_name,
    priceEur: r.price_eur / 100,
    priceUsd: r.price_usd / 100,
    priceGbp: r.price_gbp / 100,
    enabled: r.enabled,
    state: r.state,
    stock: r.stock,
    salesCount: r.sales_count,
    updatedAt: r.updated_at,
  });

/** A numeric id as the schema's ID carries it; anything else cannot exist. */
function numericId(id: string | null | undefined, what: string): number {
  if (!id || !/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) throw new NotFoundError(what);
  return Number(id);
}

export class SellerOffersService {
  /** One page of the offers in the caller's scope (an admin may narrow it to one seller). */
  async list(ctx: RequestContext, args: SellerOffersArgs): Promise<SellerOfferListView> {
    let sellerId: number | null = null;
    if (args.sellerId != null) {
      if (!/^[1-9]\d{0,9}$/.test(args.sellerId)) throw new InvalidInputError("sellerId must be a seller id");
      sellerId = Number(args.sellerId);
    }
    const scope = narrowScope(ownerScope(ctx, "offers:info", "seller"), sellerId);
    return this.page(ctx, scope, args.skip, args.take);
  }

  /** One offer in the caller's scope; a foreign or unknown id is NOT_FOUND. */
  async get(ctx: RequestContext, offerId: string): Promise<SellerOfferView> {
    const scope = ownerScope(ctx, "offers:info", "seller");
    const rows = await this.select(ctx, scope, { id: numericId(offerId, "Offer") });
    if (!rows[0]) throw new NotFoundError("Offer");
    return toView(rows[0]);
  }

  /** The seller's own switch; an admin may switch any offer. */
  async setEnabled(ctx: RequestContext, input: SetOfferEnabledInput): Promise<SellerOfferView> {
    const scope = ownerScope(ctx, "offers:edit", "seller");
    const offer = await findOwned(ctx, Offer, numericId(input.offerId, "Offer"), scope, "Offer");
    if (offer.enabled !== input.enabled) await ctx.manager.getRepository(Offer).update({ id: offer.id }, { enabled: input.enabled });
    return this.get(ctx, input.offerId);
  }

  private async page(ctx: RequestContext, scope: OwnerScope, skip: number, take: number): Promise<SellerOfferListView> {
    const p = new SqlParams();
    const where = ownedSql(scope, "o.seller_id", (v) => p.add(v));
    const [{ n }] = await ctx.manager.query(`SELECT count(*)::int AS n FROM offers o WHERE ${where}`, p.values);
    const items = await this.select(ctx, scope, { skip, take });
    return Object.assign(new SellerOfferListView(), { items: items.map(toView), totalItems: n });
  }

  /** The one query of this service: offers in scope, with the product's English name. */
  private select(ctx: RequestContext, scope: OwnerScope, opts: { id?: number; skip?: number; take?: number }): Promise<OfferRow[]> {
    const p = new SqlParams();
    const conditions = [ownedSql(scope, "o.seller_id", (v) => p.add(v))];
    if (opts.id != null) conditions.push(`o.id = ${p.add(opts.id)}`);
    const paging = opts.take != null ? `LIMIT ${p.add(opts.take)} OFFSET ${p.add(opts.skip ?? 0)}` : "";
    return ctx.manager.query(
      `SELECT o.id, o.seller_id, o.product_id, t.name AS product_name, o.price_eur, o.price_usd, o.price_gbp,
              o.enabled, o.state, o.stock, o.sales_count, o.updated_at
         FROM offers o JOIN product_translations t ON t.product_id = o.product_id AND t.locale = 'en'
        WHERE ${conditions.join(" AND ")}
        ORDER BY o.updated_at DESC, o.id DESC ${paging}`,
      p.values,
    );
  }
}
