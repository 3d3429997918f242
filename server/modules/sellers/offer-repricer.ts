/**
 * Automatic pricing: an auto-priced offer stays 0.01 under the cheapest competing offer of its
 * product (the other sellers' sellable offers: enabled, approved, of an approved shop, in
 * stock), never under its floor and never over its seller's own price; without competitors it
 * goes back to the seller's own price. Per currency, independently.
 *
 * When it runs: the offers trigger of migration SellerOffers bumps `offer_competition.version`
 * of a product with auto-priced offers on every competing change (a price of a sellable offer,
 * an offer starting or stopping to sell, an offer added or removed, auto-pricing settings) and
 * sends `NOTIFY km_reprice`; the processes that run jobs queue the `offers.reprice` job for
 * those products (offers.listener.ts), a sweep every five minutes catches what was missed, and
 * a seller saving an auto-priced offer reprices its product at once.
 *
 * Why it cannot loop or race: a run locks every offer of the product (in id order, the order
 * every other writer of several offers uses), reads the version, and moves only the auto-priced
 * offers last repriced for an older version, stamping them with it: a retried or doubled job
 * finds nothing to do (idempotent), and two runs of one product take turns. Its own writes run
 * with `km.repricing` on, which the trigger ignores, so one competing change moves each
 * auto-priced offer at most once: two auto-priced sellers undercut each other by one step per
 * outside change, not down to their floors in a burst.
 */
import type { RequestContext } from "../../graphql/context.js";
import { withTransaction } from "../../db/transaction.js";
import { CURRENCIES, type CurrencyCode } from "../../common/enums.js";
import { sellableOffer } from "../catalog/catalog.sql.js";

/** Name of the pg-boss job that reprices products' auto-priced offers. */
export const REPRICE_JOB = "offers.reprice";

interface Row {
  id: number;
  seller_id: number;
  sellable: boolean;
  auto_pricing: boolean;
  repriced_version: string;
  price_eur: number;
  price_usd: number;
  price_gbp: number;
  floor_price_eur: number | null;
  floor_price_usd: number | null;
  floor_price_gbp: number | null;
  own_price_eur: number | null;
  own_price_usd: number | null;
  own_price_gbp: number | null;
}

type Prices = Record<CurrencyCode, number>;

/** The auto price in one currency: 0.01 under the best other price, within [floor, own]; the own price without competitors. */
export function autoPrice(bestOther: number | null, floor: number, own: number): number {
  if (bestOther == null) return own;
  return Math.min(own, Math.max(floor, bestOther - 1));
}

export class OfferRepricer {
  /**
   * Reprices the auto-priced offers whose product's competition moved since they were last
   * repriced: of these products, or (null) of every product. Returns the offers moved.
   */
  async repriceProducts(ctx: RequestContext, productIds: readonly number[] | null): Promise<number> {
    const ids: number[] =
      productIds ??
      (
        await ctx.manager.query(
          `SELECT DISTINCT o.product_id AS id FROM offers o JOIN offer_competition c ON c.product_id = o.product_id
            WHERE o.auto_pricing AND o.repriced_version < c.version ORDER BY 1 LIMIT 10000`,
        )
      ).map((r: { id: number }) => r.id);
    let moved = 0;
    for (const id of [...new Set(ids)].sort((a, b) => a - b)) moved += await this.repriceProduct(ctx, id);
    return moved;
  }

  private repriceProduct(ctx: RequestContext, productId: number): Promise<number> {
    return withTransaction(ctx, async (tx) => {
      const m = tx.manager;
      // Every offer of the product, locked in id order: competing writes wait, two runs take turns.
      const rows: Row[] = await m.query(
        `SELECT id, seller_id, (${sellableOffer("offers")} AND stock > 0) AS sellable, auto_pricing,
                repriced_version::text, price_eur, price_usd, price_gbp, floor_price_eur, floor_price_usd, floor_price_gbp,
                own_price_eur, own_price_usd, own_price_gbp
           FROM offers WHERE product_id = $1 ORDER BY id FOR UPDATE`,
        [productId],
      );
      if (!rows.some((r) => r.auto_pricing)) return 0;
      const [competition] = await m.query(`SELECT version::text AS version FROM offer_competition WHERE product_id = $1`, [productId]);
      if (!competition) return 0;
      const version = BigInt(competition.version);
      const current = new Map<number, Prices>(rows.map((r) => [r.id, { eur: r.price_eur, usd: r.price_usd, gbp: r.price_gbp }]));
      // This run's writes are not competing changes: the competition trigger leaves them alone.
      await m.query(`SELECT set_config('km.repricing', 'on', true)`);
      let moved = 0;
      for (const offer of rows) {
        if (!offer.auto_pricing || BigInt(offer.repriced_version) >= version) continue;
        const next = {} as Prices;
        for (const c of CURRENCIES) {
          let bestOther: number | null = null;
          for (const other of rows) {
            if (other.id === offer.id || other.seller_id === offer.seller_id || !other.sellable) continue;
            const p = current.get(other.id)![c];
            if (bestOther == null || p < bestOther) bestOther = p;
          }
          next[c] = autoPrice(bestOther, offer[`floor_price_${c}`]!, offer[`own_price_${c}`]!);
        }
        const before = current.get(offer.id)!;
        const changed = CURRENCIES.some((c) => next[c] !== before[c]);
        await m.query(
          `UPDATE offers SET price_eur = $2, price_usd = $3, price_gbp = $4, repriced_version = $5
            ${changed ? ", updated_at = now()" : ""} WHERE id = $1`,
          [offer.id, next.eur, next.usd, next.gbp, version.toString()],
        );
        current.set(offer.id, next);
        if (changed) moved++;
      }
      await m.query(`SELECT set_config('km.repricing', '', true)`);
      return moved;
    });
  }
}
