import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Back-in-stock alerts (server/modules/stock-alerts): `stock_alerts`, one row per product and
 * user, or per product and guest address (any case), with the language and currency of its
 * mail, the hash of its mailed link's token, and when it was set, confirmed and mailed.
 *
 * And the products trigger that tells the processes when to mail them: a statement that takes
 * products from no stock (or disabled) to some stock (enabled) sends
 * `NOTIFY km_stock_back, '<id> <id> …'` for those of them with active alerts (one statement,
 * one notification; `*` when the ids would not fit). Every sale, upload or reservation that
 * moves products.stock goes through km_refresh_products, so every way back into stock is seen;
 * the check is a join of the statement's transition tables and, only for products that just
 * came back, an index probe of the pending alerts.
 */
export class StockAlerts1795912000000 implements MigrationInterface {
  name = "StockAlerts1795912000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "stock_alerts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "product_id" integer NOT NULL, "user_id" uuid, "email" text, "locale" text NOT NULL DEFAULT 'en', "currency" text NOT NULL DEFAULT 'eur', "token_hash" bytea, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "confirmed_at" TIMESTAMP WITH TIME ZONE, "notified_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_stock_alerts_locale" CHECK ("locale" IN ('en', 'it')), CONSTRAINT "chk_stock_alerts_currency" CHECK ("currency" IN ('eur', 'usd', 'gbp')), CONSTRAINT "chk_stock_alerts_owner" CHECK (("user_id" IS NULL) <> ("email" IS NULL)), CONSTRAINT "PK_3c3bb550b3bf192460bffe3a55b" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_stock_alerts_created" ON "stock_alerts"  ("created_at") `);
    await q.query(`CREATE INDEX "idx_stock_alerts_user" ON "stock_alerts"  ("user_id", "created_at") `);
    await q.query(`CREATE UNIQUE INDEX "idx_stock_alerts_token" ON "stock_alerts"  ("token_hash") `);
    await q.query(`CREATE UNIQUE INDEX "idx_stock_alerts_product_user" ON "stock_alerts"  ("product_id", "user_id") `);
    await q.query(
      `ALTER TABLE "stock_alerts" ADD CONSTRAINT "FK_dad362a1120c7a8b522ed7aaa0a" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "stock_alerts" ADD CONSTRAINT "FK_afaddc536055445d5a1c04ec1d1" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // ---- what TypeORM cannot describe (declared with synchronize: false on the entity) ----
    // One alert per product and guest address, whatever its case (guests' upserts conflict on it).
    await q.query(`CREATE UNIQUE INDEX "idx_stock_alerts_product_email" ON "stock_alerts" ("product_id", lower("email"))`);
    // The alerts waiting to be mailed, by product: the trigger's probe and the delivery job's batches.
    await q.query(`CREATE INDEX "idx_stock_alerts_pending" ON "stock_alerts" ("product_id", "id") WHERE "confirmed_at" IS NOT NULL AND "notified_at" IS NULL`);

    await q.query(`CREATE FUNCTION km_notify_stock_back() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE payload text;
      BEGIN
        SELECT string_agg(n.id::text, ' ' ORDER BY n.id) INTO payload
          FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE n.stock > 0 AND n.enabled AND NOT (o.stock > 0 AND o.enabled)
           AND EXISTS (SELECT 1 FROM stock_alerts a WHERE a.product_id = n.id AND a.confirmed_at IS NOT NULL AND a.notified_at IS NULL);
        IF payload IS NULL THEN RETURN NULL; END IF;
        IF octet_length(payload) > 7900 THEN payload := '*'; END IF;
        PERFORM pg_notify('km_stock_back', payload);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_products_stock_back AFTER UPDATE ON "products"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_stock_back()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS trg_products_stock_back ON "products"`);
    await q.query(`DROP FUNCTION IF EXISTS km_notify_stock_back()`);
    await q.query(`DROP INDEX IF EXISTS "public"."idx_stock_alerts_pending"`);
    await q.query(`DROP INDEX IF EXISTS "public"."idx_stock_alerts_product_email"`);
    await q.query(`ALTER TABLE "stock_alerts" DROP CONSTRAINT "FK_afaddc536055445d5a1c04ec1d1"`);
    await q.query(`ALTER TABLE "stock_alerts" DROP CONSTRAINT "FK_dad362a1120c7a8b522ed7aaa0a"`);
    await q.query(`DROP INDEX "public"."idx_stock_alerts_product_user"`);
    await q.query(`DROP INDEX "public"."idx_stock_alerts_token"`);
    await q.query(`DROP INDEX "public"."idx_stock_alerts_user"`);
    await q.query(`DROP INDEX "public"."idx_stock_alerts_created"`);
    await q.query(`DROP TABLE "stock_alerts"`);
  }
}
