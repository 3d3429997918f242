import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Seller ratings: a customer's score (1–5) and comment of the seller of one order line
 * (`seller_ratings`, one per line), and per shop the count and sum of its ratings
 * (`seller_profiles.rating_count` / `rating_sum`), which the storefront's score and the
 * best-offer rule read without touching the ratings themselves.
 *
 * The counters are kept by a trigger on seller_ratings, in the statement's transaction: every
 * insert, score change and delete (an order removed with its lines) moves them, whoever writes.
 * Changing them changes the seller_profiles row, so the shop's cache tag (`v<id>`) is dropped by
 * km_notify_sellers like any profile edit.
 */
export class SellerRatings1796112000000 implements MigrationInterface {
  name = "SellerRatings1796112000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "seller_ratings" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "order_item_id" uuid NOT NULL, "seller_id" integer NOT NULL, "user_id" uuid NOT NULL, "score" smallint NOT NULL, "comment" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_1a0ef5a5c171fded845db7deea6" UNIQUE ("order_item_id"), CONSTRAINT "REL_1a0ef5a5c171fded845db7deea" UNIQUE ("order_item_id"), CONSTRAINT "chk_seller_ratings_comment" CHECK ("comment" IS NULL OR char_length("comment") <= 1000), CONSTRAINT "chk_seller_ratings_score" CHECK ("score" BETWEEN 1 AND 5), CONSTRAINT "PK_f698f873830975c1fee3ba68d3e" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_seller_ratings_user" ON "seller_ratings"  ("user_id") `);
    await q.query(`CREATE INDEX "idx_seller_ratings_seller" ON "seller_ratings"  ("seller_id", "created_at") `);
    await q.query(`ALTER TABLE "seller_profiles" ADD "rating_count" integer NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "seller_profiles" ADD "rating_sum" integer NOT NULL DEFAULT '0'`);
    await q.query(
      `ALTER TABLE "seller_profiles" ADD CONSTRAINT "chk_seller_profiles_rating_sum" CHECK ("rating_count" >= 0 AND "rating_sum" BETWEEN "rating_count" AND 5 * "rating_count")`,
    );
    await q.query(
      `ALTER TABLE "seller_ratings" ADD CONSTRAINT "FK_1a0ef5a5c171fded845db7deea6" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "seller_ratings" ADD CONSTRAINT "FK_ab02245bb615c5354f31f0eb077" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "seller_ratings" ADD CONSTRAINT "FK_354ce0b28274f1373ad28e4b4d5" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    await q.query(`CREATE FUNCTION km_seller_rating_totals() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN
          UPDATE seller_profiles SET rating_count = rating_count - 1, rating_sum = rating_sum - OLD.score WHERE id = OLD.seller_id;
        END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN
          UPDATE seller_profiles SET rating_count = rating_count + 1, rating_sum = rating_sum + NEW.score WHERE id = NEW.seller_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_seller_ratings_totals AFTER INSERT OR DELETE OR UPDATE OF score, seller_id ON seller_ratings
      FOR EACH ROW EXECUTE FUNCTION km_seller_rating_totals()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS trg_seller_ratings_totals ON seller_ratings`);
    await q.query(`DROP FUNCTION IF EXISTS km_seller_rating_totals()`);
    await q.query(`DROP TABLE "seller_ratings"`);
    await q.query(`ALTER TABLE "seller_profiles" DROP CONSTRAINT "chk_seller_profiles_rating_sum"`);
    await q.query(`ALTER TABLE "seller_profiles" DROP COLUMN "rating_sum"`);
    await q.query(`ALTER TABLE "seller_profiles" DROP COLUMN "rating_count"`);
  }
}
