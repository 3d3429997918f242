/**
 * Seller ratings.
 *
 *  - A customer rates the seller of one of their order lines once a key of the line was revealed
 *    (`revealedAt` set): a score of 1–5 and an optional comment. One rating per line; rating the
 *    line again is RatingAlreadyGivenError; `update` changes it for RATING_EDIT_DAYS after it was
 *    first given (then RatingLockedError).
 *    Another customer's line answers exactly like an unknown one (RatingNotAllowedError).
 *  - The shop's count and score sum (seller_profiles.rating_count / rating_sum) follow in the same
 *    transaction (trigger of migration SellerRatings): the storefront's score and the best-offer
 *    rule (best-offer.ts) read them with the offers, never the ratings one by one.
 *  - Admins and support read a shop's summary (score, count, distribution, replacement and refund
 *    rates, computed in SQL) and its ratings, newest first.
 */
import { OrderStatus, KeyState, Role } from "../../common/enums.js";
import { ownerScope } from "../../core/auth/index.js";
import { NotFoundError } from "../../core/errors/index.js";
import { isUuid } from "../../core/validation/index.js";
import { withTransaction } from "../../db/transaction.js";
import type { RequestContext } from "../../graphql/context.js";
import { recordAudit } from "../audit/audit.js";
import { ratingScore } from "./best-offer.js";
import { RATING_COLUMNS, toRatingView } from "./ratings.sql.js";
import {
  type RateSellerInput,
  type RateSellerOutcome,
  RatingAlreadyGivenError,
  RatingLockedError,
  RatingNotAllowedError,
  RATING_EDIT_DAYS,
  SellerRatingListView,
  SellerRatingSummaryView,
  type SellerRatingView,
  type UpdateSellerRatingOutcome,
} from "./ratings.types.js";

interface ExistingRating {
  id: string;
  score: number;
  comment: string | null;
  editable: boolean;
  until: Date;
}

/** Orders whose keys count as sold: paid, keys delivered (refunded ones included: the refund rate's base). */
const SOLD_STATUSES = [OrderStatus.Sold, OrderStatus.Closed, OrderStatus.Refunded, OrderStatus.RefundedPartially];

const sellerIdOf = (id: string): number => {
  if (!/^[1-9]\d{0,9}$/.test(id) || Number(id) > 2 ** 31 - 1) throw new NotFoundError("Seller");
  return Number(id);
};

export class RatingsService {
  /** Rates the seller of an order line of the caller's, once; a second rating is RatingAlreadyGivenError. */
  rate(ctx: RequestContext, input: RateSellerInput): Promise<RateSellerOutcome> {
    ownerScope(ctx, "ratings:add", "customer");
    return this.onOwnLine(ctx, input, async (tx, line, before, comment) => {
      if (before) return new RatingAlreadyGivenError(await this.viewOf(tx, input.orderItemId));
      await tx.manager.query(`INSERT INTO seller_ratings (order_item_id, seller_id, user_id, score, comment) VALUES ($1, $2, $3, $4, $5)`, [
        input.orderItemId,
        line.seller_id,
        ctx.user!.id,
        input.score,
        comment,
      ]);
      const view = await this.viewOf(tx, input.orderItemId);
      await this.audit(ctx, tx, "sellerRating.create", view, line.seller_id, input, null, comment);
      return view;
    });
  }

  /** Changes the caller's rating of an order line, for RATING_EDIT_DAYS after it was given (then RatingLockedError). */
  update(ctx: RequestContext, input: RateSellerInput): Promise<UpdateSellerRatingOutcome> {
    ownerScope(ctx, "ratings:edit", "customer");
    return this.onOwnLine(ctx, input, async (tx, line, before, comment) => {
      if (!before) return new RatingNotAllowedError(input.orderItemId);
      if (!before.editable) return new RatingLockedError(before.until);
      if (before.score !== input.score || before.comment !== comment) {
        await tx.manager.query(`UPDATE seller_ratings SET score = $2, comment = $3, updated_at = now() WHERE id = $1`, [before.id, input.score, comment]);
      }
      const view = await this.viewOf(tx, input.orderItemId);
      await this.audit(ctx, tx, "sellerRating.update", view, line.seller_id, input, before, comment);
      return view;
    });
  }

  /**
   * Runs `fn` in a transaction with the caller's order line locked, when it has a revealed key,
   * and its rating if any. Always the caller's own lines, whatever the role: a rating is a
   * customer's word; another's line answers like an unknown one.
   */
  private onOwnLine<T>(
    ctx: RequestContext,
    input: RateSellerInput,
    fn: (tx: RequestContext, line: { seller_id: number }, before: ExistingRating | undefined, comment: string | null) => Promise<T>,
  ): Promise<T | RatingNotAllowedError> {
    const orderItemId = input.orderItemId;
    if (!isUuid(orderItemId)) return Promise.resolve(new RatingNotAllowedError(orderItemId));
    const comment = input.comment?.trim() ? input.comment.trim() : null;
    return withTransaction(ctx, async (tx) => {
      const lines: { id: string; seller_id: number }[] = await tx.manager.query(
        `SELECT i.id, i.seller_id FROM order_items i JOIN orders o ON o.id = i.order_id
          WHERE i.id = $1 AND o.user_id = $2
            AND EXISTS (SELECT 1 FROM product_keys k WHERE k.order_item_id = i.id AND k.revealed_at IS NOT NULL)
          FOR UPDATE OF i`,
        [orderItemId, ctx.user!.id],
      );
      const line = lines[0];
      if (!line) return new RatingNotAllowedError(orderItemId);
      const existing: ExistingRating[] = await tx.manager.query(
        `SELECT id::text, score, comment, created_at + interval '${RATING_EDIT_DAYS} days' > now() AS editable,
                created_at + interval '${RATING_EDIT_DAYS} days' AS until
           FROM seller_ratings WHERE order_item_id = $1`,
        [orderItemId],
      );
      return fn(tx, line, existing[0], comment);
    });
  }

  private async viewOf(tx: RequestContext, orderItemId: string): Promise<SellerRatingView> {
    const [row] = await tx.manager.query(
      `SELECT ${RATING_COLUMNS} FROM seller_ratings r JOIN order_items i ON i.id = r.order_item_id WHERE r.order_item_id = $1`,
      [orderItemId],
    );
    return toRatingView(row);
  }

  /** Staff rating their own purchases are audited like every staff write. */
  private async audit(
    ctx: RequestContext,
    tx: RequestContext,
    action: string,
    view: SellerRatingView,
    sellerId: number,
    input: RateSellerInput,
    before: ExistingRating | null | undefined,
    comment: string | null,
  ): Promise<void> {
    if (ctx.role !== Role.admin && ctx.role !== Role.support) return;
    await recordAudit(tx, {
      action,
      targetType: "sellerRating",
      targetId: view.id,
      summary: `Rated seller ${sellerId} ${input.score}/5 (order line ${input.orderItemId})`,
      before: before ? { score: before.score, comment: before.comment } : null,
      after: { score: input.score, comment },
    });
  }

  /** A shop's ratings summary and after-sale rates (admins, support). One statement. */
  async summary(ctx: RequestContext, sellerIdArg: string): Promise<SellerRatingSummaryView> {
    ownerScope(ctx, "ratings:info", "seller");
    const sellerId = sellerIdOf(sellerIdArg);
    const rows: {
      rating_count: number;
      rating_sum: number;
      distribution: number[];
      keys_sold: number;
      keys_refunded: number;
      keys_replaced: number;
    }[] = await ctx.manager.query(
      `SELECT s.rating_count, s.rating_sum,
              ARRAY(SELECT count(r.id)::int FROM generate_series(1, 5) g(score)
                      LEFT JOIN seller_ratings r ON r.seller_id = s.id AND r.score = g.score
                     GROUP BY g.score ORDER BY g.score) AS distribution,
              sold.keys_sold, sold.keys_refunded,
              (SELECT count(*)::int FROM product_keys k JOIN order_items i ON i.id = k.order_item_id JOIN orders o ON o.id = i.order_id
                WHERE i.seller_id = s.id AND k.state = ${KeyState.Changed} AND o.status = ANY($2::int[])) AS keys_replaced
         FROM seller_profiles s
         CROSS JOIN LATERAL (
           SELECT coalesce(sum(i.quantity), 0)::int AS keys_sold, coalesce(sum(i.refunded_quantity), 0)::int AS keys_refunded
             FROM order_items i JOIN orders o ON o.id = i.order_id
            WHERE i.seller_id = s.id AND o.status = ANY($2::int[])
         ) sold
        WHERE s.id = $1`,
      [sellerId, SOLD_STATUSES],
    );
    const r = rows[0];
    if (!r) throw new NotFoundError("Seller");
    const rate = (n: number) => (r.keys_sold > 0 ? n / r.keys_sold : null);
    return Object.assign(new SellerRatingSummaryView(), {
      sellerId,
      score: ratingScore(r.rating_sum, r.rating_count),
      average: r.rating_count > 0 ? Math.floor((20 * r.rating_sum + r.rating_count) / (2 * r.rating_count)) / 10 : null,
      count: r.rating_count,
      distribution: r.distribution.map(Number),
      keysSold: r.keys_sold,
      keysReplaced: r.keys_replaced,
      keysRefunded: r.keys_refunded,
      replacementRate: rate(r.keys_replaced),
      refundRate: rate(r.keys_refunded),
    });
  }

  /** A page of a shop's ratings, newest first (admins, support). */
  async list(ctx: RequestContext, args: { sellerId: string; skip: number; take: number }): Promise<SellerRatingListView> {
    ownerScope(ctx, "ratings:info", "seller");
    const sellerId = sellerIdOf(args.sellerId);
    const [exists] = await ctx.manager.query(`SELECT rating_count FROM seller_profiles WHERE id = $1`, [sellerId]);
    if (!exists) throw new NotFoundError("Seller");
    const items: SellerRatingView[] = await ctx.manager.query(
      `SELECT ${RATING_COLUMNS} FROM seller_ratings r JOIN order_items i ON i.id = r.order_item_id
        WHERE r.seller_id = $1 ORDER BY r.created_at DESC, r.id DESC OFFSET $2 LIMIT $3`,
      [sellerId, args.skip, args.take],
    );
    return Object.assign(new SellerRatingListView(), { items: items.map(toRatingView), totalItems: exists.rating_count as number });
  }
}
