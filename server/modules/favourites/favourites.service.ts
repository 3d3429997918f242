/**
 * Favourites (spec Favourite: productId, date, userId) and the opt-in price-drop alert: a mail
 * when a favourite's best price in the currency it was saved in falls below the price it had
 * then, and never twice for the same drop (a new alert needs a price below the last alerted one).
 */
import { CurrencyCode, Locale } from "../../common/enums.js";
import { currencyColumn } from "../../common/money.js";
import { NotFoundError } from "../../core/errors/index.js";
import { ownerScope } from "../../core/auth/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { Favourite } from "./favourite.entity.js";

export interface PriceDrop {
  userId: string;
  productId: number;
  email: string;
  name: string;
  locale: Locale;
  currency: CurrencyCode;
  was: number;
  now: number;
}

export class FavouritesService {
  /** The caller's favourites, newest first. */
  list(ctx: RequestContext): Promise<Favourite[]> {
    ownerScope(ctx, "favourites:info", "customer");
    return ctx.manager.getRepository(Favourite).find({ where: { userId: ctx.user!.id }, order: { createdAt: "DESC" } });
  }

  /**
   * Adds a product (idempotent: adding it again keeps the first date and reference price, and
   * only changes the alert switch). The reference price is the best price now in `currency`.
   */
  async add(ctx: RequestContext, productId: number, opts: { priceAlert?: boolean | null; currency: CurrencyCode }): Promise<Favourite> {
    ownerScope(ctx, "favourites:add", "customer");
    const col = currencyColumn("best_price", opts.currency);
    const rows: { id: number; price: number | null }[] = await ctx.manager.query(`SELECT id, ${col} AS price FROM products WHERE id = $1 AND enabled`, [
      productId,
    ]);
    if (!rows[0]) throw new NotFoundError("Product");
    await ctx.manager.query(
      `INSERT INTO favourites (user_id, product_id, price_alert, reference_currency, reference_price) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (user_id, product_id) DO UPDATE SET price_alert = coalesce($6, favourites.price_alert)`,
      [ctx.user!.id, productId, opts.priceAlert ?? false, opts.currency, rows[0].price, opts.priceAlert ?? null],
    );
    return ctx.manager.getRepository(Favourite).findOneByOrFail({ userId: ctx.user!.id, productId });
  }

  /** Removes a product from the caller's favourites; true when it was there. */
  async remove(ctx: RequestContext, productId: number): Promise<boolean> {
    ownerScope(ctx, "favourites:delete", "customer");
    const r = await ctx.manager.getRepository(Favourite).delete({ userId: ctx.user!.id, productId });
    return (r.affected ?? 0) > 0;
  }

  /** Whether each product is among the caller's favourites (false for guests). */
  async has(ctx: RequestContext, productIds: readonly number[]): Promise<Set<number>> {
    if (!ctx.user || !productIds.length) return new Set();
    const rows: { product_id: number }[] = await ctx.manager.query(`SELECT product_id FROM favourites WHERE user_id = $1 AND product_id = ANY($2)`, [
      ctx.user.id,
      productIds,
    ]);
    return new Set(rows.map((r) => r.product_id));
  }

  /**
   * Price drops to mail: favourites with the alert on whose product's best price in their
   * currency is now below the reference price and below the last alerted price. Marks them as
   * alerted at the current price in the same statement (one process takes each drop).
   */
  async takePriceDrops(ctx: RequestContext, limit = 500): Promise<PriceDrop[]> {
    const current = `CASE f.reference_currency WHEN 'usd' THEN p.best_price_usd WHEN 'gbp' THEN p.best_price_gbp ELSE p.best_price_eur END`;
    const rows: unknown = await ctx.manager.query(
      `WITH due AS (
         SELECT f.user_id, f.product_id, ${current} AS now_price, f.reference_price AS was
           FROM favourites f JOIN products p ON p.id = f.product_id AND p.enabled
          WHERE f.price_alert AND f.reference_price IS NOT NULL AND ${current} IS NOT NULL
            AND ${current} < f.reference_price AND (f.alerted_price IS NULL OR ${current} < f.alerted_price)
          ORDER BY f.user_id LIMIT $1
          FOR UPDATE OF f SKIP LOCKED
       ), marked AS (
         UPDATE favourites f SET alerted_price = due.now_price, alerted_at = now()
           FROM due WHERE f.user_id = due.user_id AND f.product_id = due.product_id
         RETURNING f.user_id, f.product_id, f.reference_currency, due.now_price, due.was
       )
       SELECT m.user_id AS "userId", m.product_id AS "productId", u.email, u.name, u.locale, m.reference_currency AS currency, m.was, m.now_price AS now
         FROM marked m JOIN users u ON u.id = m.user_id AND u.deleted_at IS NULL AND NOT u.blocked`,
      [limit],
    );
    return rows as PriceDrop[];
  }
}
