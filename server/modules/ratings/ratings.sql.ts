/** The columns of a rating view (alias `r` for seller_ratings, `i` for its order line). */
import { RATING_EDIT_DAYS, SellerRatingView } from "./ratings.types.js";

export const RATING_COLUMNS = `r.id::text AS id, r.order_item_id AS "orderItemId", r.seller_id AS "sellerId", r.score, r.comment,
  i.name AS "productName", r.created_at AS "createdAt", r.updated_at AS "updatedAt",
  r.created_at + interval '${RATING_EDIT_DAYS} days' AS "editableUntil",
  (r.created_at + interval '${RATING_EDIT_DAYS} days' > now()) AS editable`;

export const toRatingView = (row: SellerRatingView): SellerRatingView => Object.assign(new SellerRatingView(), row);
