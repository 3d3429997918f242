/**
 * Per-request DataLoader of ratings by order line: `OrderItem.rating` over an order (or a page
 * of orders) costs one statement, whatever the number of lines.
 */
import DataLoader from "dataloader";
import type { EntityManager } from "typeorm";
import { RATING_COLUMNS, toRatingView } from "./ratings.sql.js";
import type { SellerRatingView } from "./ratings.types.js";

export interface RatingLoaders {
  /** The rating of an order line (null: none yet). */
  ratingByItem: DataLoader<string, SellerRatingView | null>;
}

export function createRatingLoaders(manager: () => EntityManager): RatingLoaders {
  const ratingByItem = new DataLoader<string, SellerRatingView | null>(async (ids) => {
    const rows: SellerRatingView[] = await manager().query(
      `SELECT ${RATING_COLUMNS} FROM seller_ratings r JOIN order_items i ON i.id = r.order_item_id WHERE r.order_item_id = ANY($1::uuid[])`,
      [ids],
    );
    const by = new Map(rows.map((r) => [r.orderItemId, toRatingView(r)]));
    return ids.map((id) => by.get(id) ?? null);
  });
  return { ratingByItem };
}
