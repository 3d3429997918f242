import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Sellers' offers as the seller console edits them (server/modules/sellers/seller-offers.service.ts):
 *
 *  - automatic pricing on an offer: `auto_pricing`, a floor per currency (`floor_price_*`) and
 *    the seller's own price per currency (`own_price_*`, the ceiling auto pricing never goes
 *    above); `price_*` stays the price shoppers pay. With auto pricing off the three extra
 *    prices are null and `price_*` is the seller's own price;
 *  - `offer_competition`: a version per product, bumped by the offers trigger below whenever a
 *    change can move the competition of a product that has auto-priced offers (an offer of it
 *    is added or removed, a sellable offer's price changes, an offer starts or stops being
 *    sellable, auto-pricing settings change), and `offers.repriced_version`, the version each
 *    auto-priced offer was last repriced for. The repricing job moves an offer only when its
 *    version is behind (so a retried or doubled job changes nothing), and its own writes run
 *    with `km.repricing` set, which the trigger ignores: one competing change moves each
 *    auto-priced offer at most once, and two auto-priced sellers never chase each other in a loop;
 *  - the same trigger sends `NOTIFY km_reprice, '<product id> …'` so the processes that run
 *    jobs queue the repricing at once (a periodic sweep catches what a listener missed);
 *  - `product_proposals`: products a seller asked the admins to add to the catalogue.
 */
export class SellerOffers1796001000000 implements MigrationInterface {
  name = "SellerOffers1796001000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "offers"
      ADD "auto_pricing" boolean NOT NULL DEFAULT false,
      ADD "floor_price_eur" integer, ADD "floor_price_usd" integer, ADD "floor_price_gbp" integer,
      ADD "own_price_eur" integer, ADD "own_price_usd" integer, ADD "own_price_gbp" integer,
      ADD "repriced_version" bigint NOT NULL DEFAULT 0`);
    await q.query(
      `ALTER TABLE "offers" ADD CONSTRAINT "chk_offers_auto_pricing" CHECK (NOT "auto_pricing" OR ("floor_price_eur" > 0 AND "floor_price_usd" > 0 AND "floor_price_gbp" > 0 AND "own_price_eur" >= "floor_price_eur" AND "own_price_usd" >= "floor_price_usd" AND "own_price_gbp" >= "floor_price_gbp" AND "price_eur" BETWEEN "floor_price_eur" AND "own_price_eur" AND "price_usd" BETWEEN "floor_price_usd" AND "own_price_usd" AND "price_gbp" BETWEEN "floor_price_gbp" AND "own_price_gbp"))`,
    );
    await q.query(`CREATE INDEX "idx_offers_auto_pricing" ON "offers" ("product_id") WHERE "auto_pricing"`);

    await q.query(
      `CREATE TABLE "offer_competition" ("product_id" integer NOT NULL, "version" bigint NOT NULL DEFAULT 1, "changed_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_offer_competition" PRIMARY KEY ("product_id"))`,
    );
    await q.query(
      `ALTER TABLE "offer_competition" ADD CONSTRAINT "FK_offer_competition_product" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );

    // Sellable: what km_refresh_products counts for the best price (enabled, Enabled offer of an Enabled shop, in stock).
    const sellable = (r: string) => `(${r}.enabled AND ${r}.state = 0 AND ${r}.seller_state = 0 AND ${r}.stock > 0)`;
    const prices = (r: string) => `(${r}.price_eur, ${r}.price_usd, ${r}.price_gbp)`;
    const settings = (r: string) =>
      `(${r}.auto_pricing, ${r}.floor_price_eur, ${r}.floor_price_usd, ${r}.floor_price_gbp, ${r}.own_price_eur, ${r}.own_price_usd, ${r}.own_price_gbp)`;
    await q.query(`CREATE FUNCTION km_offers_competition() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids int[];
      DECLARE payload text;
      BEGIN
        IF coalesce(current_setting('km.repricing', true), '') = 'on' THEN RETURN NULL; END IF;
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
        ELSE
          SELECT array_agg(DISTINCT x.pid) INTO ids FROM (
            SELECT n.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id
             WHERE ${sellable("n")} IS DISTINCT FROM ${sellable("o")}
                OR (${sellable("n")} AND ${prices("n")} IS DISTINCT FROM ${prices("o")})
                OR ${settings("n")} IS DISTINCT FROM ${settings("o")}
                OR n.product_id <> o.product_id
            UNION SELECT o.product_id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.product_id <> o.product_id
          ) x(pid);
        END IF;
        IF ids IS NULL THEN RETURN NULL; END IF;
        -- Only products with auto-priced offers compete automatically.
        SELECT array_agg(DISTINCT a.product_id ORDER BY a.product_id) INTO ids
          FROM offers a WHERE a.product_id = ANY(ids) AND a.auto_pricing;
        IF ids IS NULL THEN RETURN NULL; END IF;
        INSERT INTO offer_competition (product_id) SELECT unnest(ids)
          ON CONFLICT (product_id) DO UPDATE SET version = offer_competition.version + 1, changed_at = now();
        payload := array_to_string(ids, ' ');
        IF octet_length(payload) > 7900 THEN payload := '*'; END IF;
        PERFORM pg_notify('km_reprice', payload);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_offers_competition_ins AFTER INSERT ON offers
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_offers_competition()`);
    await q.query(`CREATE TRIGGER trg_offers_competition_upd AFTER UPDATE ON offers
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_offers_competition()`);
    await q.query(`CREATE TRIGGER trg_offers_competition_del AFTER DELETE ON offers
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION km_offers_competition()`);

    await q.query(
      `CREATE TABLE "product_proposals" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "seller_id" integer NOT NULL, "name" text NOT NULL, "name_it" text, "platform_id" integer NOT NULL, "category_id" integer NOT NULL, "description" text NOT NULL DEFAULT '', "description_it" text NOT NULL DEFAULT '', "publisher" text, "state" smallint NOT NULL DEFAULT '0', "reason" text, "product_id" integer, "decided_by" uuid, "decided_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_product_proposals_state" CHECK ("state" IN (0, 1, 2)), CONSTRAINT "chk_product_proposals_decision" CHECK (("state" = 0) = ("decided_at" IS NULL) AND ("state" <> 2 OR "reason" IS NOT NULL)), CONSTRAINT "PK_product_proposals" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_product_proposals_seller" ON "product_proposals" ("seller_id", "created_at")`);
    await q.query(`CREATE INDEX "idx_product_proposals_state" ON "product_proposals" ("state", "created_at")`);
    await q.query(
      `ALTER TABLE "product_proposals" ADD CONSTRAINT "FK_product_proposals_seller" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "product_proposals" ADD CONSTRAINT "FK_product_proposals_platform" FOREIGN KEY ("platform_id") REFERENCES "platforms"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "product_proposals" ADD CONSTRAINT "FK_product_proposals_category" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "product_proposals" ADD CONSTRAINT "FK_product_proposals_product" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "product_proposals"`);
    for (const t of ["ins", "upd", "del"]) await q.query(`DROP TRIGGER IF EXISTS trg_offers_competition_${t} ON offers`);
    await q.query(`DROP FUNCTION IF EXISTS km_offers_competition()`);
    await q.query(`DROP TABLE "offer_competition"`);
    await q.query(`DROP INDEX IF EXISTS "public"."idx_offers_auto_pricing"`);
    await q.query(`ALTER TABLE "offers" DROP CONSTRAINT "chk_offers_auto_pricing"`);
    await q.query(`ALTER TABLE "offers"
      DROP COLUMN "repriced_version", DROP COLUMN "own_price_gbp", DROP COLUMN "own_price_usd", DROP COLUMN "own_price_eur",
      DROP COLUMN "floor_price_gbp", DROP COLUMN "floor_price_usd", DROP COLUMN "floor_price_eur", DROP COLUMN "auto_pricing"`);
  }
}
