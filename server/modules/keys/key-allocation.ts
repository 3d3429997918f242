/**
 * Every key is sold exactly once. Keys move Available → Using (reserved for an order line) →
 * Delivered → Revealed, or back to Available when a payment fails, is declined, times out or a
 * delivered, unrevealed key is refunded. Each move is one statement that names the state it
 * moves from, so two transactions can never move the same key:
 *
 *  - reserving takes an offer's oldest Available keys with `FOR UPDATE SKIP LOCKED`: concurrent
 *    checkouts skip each other's rows instead of waiting, and a key locked by one is never seen
 *    by another; what a statement gets is what it reserved;
 *  - only keys of an Enabled shop are reserved (a blocked shop's unsold keys stop selling at once,
 *    whatever a client priced a moment before);
 *  - the stock columns follow through the product_keys triggers (Available and Using both count
 *    as usable stock, spec §4: a reservation does not change the stock shown).
 *
 * These run inside the caller's (short) transaction; no provider is ever called while they hold
 * row locks.
 */
import { EnabledState, KeyState } from "../../common/enums.js";
import { returnedRows } from "../../db/sql.js";
import type { RequestContext } from "../../graphql/context.js";

/**
 * Reserves up to `quantity` Available keys of an offer for an order line; returns the key ids
 * reserved (maybe fewer). Keys of a shop that is not Enabled (waiting for approval, or
 * blocked) are never reserved: nothing is returned, as for an offer without stock.
 */
export async function reserveKeys(ctx: RequestContext, offerId: number, orderItemId: string, quantity: number): Promise<string[]> {
  const rows = returnedRows<{ id: string }>(
    await ctx.manager.query(
      `UPDATE product_keys k SET state = ${KeyState.Using}, order_item_id = $2, reserved_at = now(), updated_at = now()
        WHERE k.id IN (SELECT id FROM product_keys WHERE offer_id = $1 AND state = ${KeyState.Available}
                          AND EXISTS (SELECT 1 FROM offers o WHERE o.id = $1 AND o.seller_state = ${EnabledState.Enabled})
                        ORDER BY created_at, id LIMIT $3 FOR UPDATE SKIP LOCKED)
          AND k.state = ${KeyState.Available}
        RETURNING k.id`,
      [offerId, orderItemId, quantity],
    ),
  );
  return rows.map((r) => r.id);
}

/**
 * A key delivered to an order line, with the offer and seller it comes from (the line's own, or
 * the supplier fallback's next offer): the ledger books each key to its seller.
 */
export interface DeliveredKey {
  id: string;
  orderItemId: string;
  offerId: number;
  sellerId: number;
}

/** Reserved keys of order lines become Delivered; returns them with their line, offer and seller. */
export async function deliverReservedKeys(ctx: RequestContext, orderItemIds: readonly string[]): Promise<DeliveredKey[]> {
  if (!orderItemIds.length) return [];
  return returnedRows<DeliveredKey>(
    await ctx.manager.query(
      `UPDATE product_keys SET state = ${KeyState.Delivered}, delivered_at = now(), updated_at = now()
        WHERE order_item_id = ANY($1::uuid[]) AND state = ${KeyState.Using}
        RETURNING id, order_item_id AS "orderItemId", offer_id AS "offerId", seller_id AS "sellerId"`,
      [orderItemIds],
    ),
  );
}

/** Reserved keys of order lines go back to stock (payment failed, declined, timed out, or cancelled). */
export async function releaseReservedKeys(ctx: RequestContext, orderItemIds: readonly string[]): Promise<number> {
  if (!orderItemIds.length) return 0;
  const rows = returnedRows<{ id: string }>(
    await ctx.manager.query(
      `UPDATE product_keys SET state = ${KeyState.Available}, order_item_id = NULL, reserved_at = NULL, updated_at = now()
        WHERE order_item_id = ANY($1::uuid[]) AND state = ${KeyState.Using}
        RETURNING id`,
      [orderItemIds],
    ),
  );
  return rows.length;
}

/**
 * Delivered keys of a refunded line that were never revealed go back to stock, up to `quantity`
 * of them (newest delivery first); returns the ids put back. Revealed keys stay sold.
 */
export async function restockUnrevealed(ctx: RequestContext, orderItemId: string, quantity: number): Promise<string[]> {
  const rows = returnedRows<{ id: string }>(
    await ctx.manager.query(
      `UPDATE product_keys k SET state = ${KeyState.Available}, order_item_id = NULL, reserved_at = NULL, delivered_at = NULL, updated_at = now()
        WHERE k.id IN (SELECT id FROM product_keys WHERE order_item_id = $1 AND state = ${KeyState.Delivered}
                        ORDER BY delivered_at DESC, id LIMIT $2 FOR UPDATE)
          AND k.state = ${KeyState.Delivered}
        RETURNING k.id`,
      [orderItemId, quantity],
    ),
  );
  return rows.map((r) => r.id);
}
