import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Seller approval (server/modules/sellers/seller-approval.service.ts): a new shop waits until an
 * admin approves it; an admin may block it, and set its own commission.
 *
 *  - `seller_profiles.commission_bps`: the shop's commission in basis points, null for the
 *    marketplace's default;
 *  - `seller_reviews`: the shop's history (registration, approvals, blocks, commission changes),
 *    with the reason and who acted;
 *  - `offers.seller_state`: a copy of the shop's state on each of its offers, kept by triggers,
 *    so that "sellable" stays a condition on the offer row (`enabled AND state = 0 AND
 *    seller_state = 0`): the products' best prices, stock and offer counts (km_refresh_products)
 *    count only offers of Enabled shops, and a change of a shop's state is an UPDATE of its
 *    offers, which the existing offers triggers turn into refreshed products and cache tags
 *    (`p<id>` for each product, and the list and price tags of those whose best price, stock or
 *    offer count moved) for every process at once.
 *
 * An offer takes its shop's state when it is inserted (or moved to another shop), reading the
 * shop's row FOR SHARE: a decision on the shop being committed at that moment is waited for, so
 * the offer can never keep the state from before it (the decision's own UPDATE of the offers
 * cannot see a row inserted by a transaction still running).
 */
export class SellerApproval1796000000000 implements MigrationInterface {
  name = "SellerApproval1796000000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "seller_reviews" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "seller_id" integer NOT NULL, "action" text NOT NULL, "from_state" smallint, "to_state" smallint, "commission_bps_before" integer, "commission_bps_after" integer, "reason" text, "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_seller_reviews_action" CHECK ("action" IN ('registered', 'approved', 'blocked', 'commission')), CONSTRAINT "PK_70c6a865338101c515c6f13a9ff" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_seller_reviews_seller" ON "seller_reviews"  ("seller_id", "created_at") `);
    await q.query(
      `ALTER TABLE "seller_reviews" ADD CONSTRAINT "FK_1160ad4ed6fefbc03da0d96f4dd" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await q.query(
      `ALTER TABLE "seller_reviews" ADD CONSTRAINT "FK_14dd4e79598a59caa0630ba7996" FOREIGN KEY ("actor_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await q.query(`ALTER TABLE "seller_profiles" ADD "commission_bps" integer`);
    await q.query(
      `ALTER TABLE "seller_profiles" ADD CONSTRAINT "chk_seller_profiles_commission" CHECK ("commission_bps" IS NULL OR "commission_bps" BETWEEN 0 AND 10000)`,
    );
    await q.query(`ALTER TABLE "offers" ADD "seller_state" smallint NOT NULL DEFAULT '0'`);
    await q.query(`ALTER TABLE "offers" ADD CONSTRAINT "chk_offers_seller_state" CHECK ("seller_state" BETWEEN 0 AND 3)`);

    // ---- an offer takes its shop's state (an unknown shop is left to the foreign key) ----
    await q.query(`CREATE FUNCTION km_offers_seller_state() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE st smallint;
      BEGIN
        SELECT s.state INTO st FROM seller_profiles s WHERE s.id = NEW.seller_id FOR SHARE;
        IF FOUND THEN NEW.seller_state := st; END IF;
        RETURN NEW;
      END $$`);
    await q.query(`CREATE TRIGGER trg_offers_seller_state BEFORE INSERT OR UPDATE OF seller_id ON offers
      FOR EACH ROW EXECUTE FUNCTION km_offers_seller_state()`);

    // ---- a shop's new state reaches its offers in the same statement ----
    await q.query(`CREATE FUNCTION km_sellers_offers_state() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE offers o SET seller_state = n.state
          FROM new_rows n JOIN old_rows ol ON ol.id = n.id
         WHERE o.seller_id = n.id AND n.state IS DISTINCT FROM ol.state AND o.seller_state IS DISTINCT FROM n.state;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_seller_profiles_offers_state AFTER UPDATE ON seller_profiles
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_sellers_offers_state()`);

    // ---- best prices, stock and offer counts over sellable offers of Enabled shops ----
    await q.query(REFRESH_PRODUCTS("AND o.seller_state = 0"));
    await q.query(OFFERS_REFRESH_UPD(", n.seller_state", ", o.seller_state"));

    // Shops already waiting or blocked: their offers leave the storefront now.
    await q.query(`UPDATE offers o SET seller_state = s.state FROM seller_profiles s WHERE s.id = o.seller_id AND o.seller_state <> s.state`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS trg_seller_profiles_offers_state ON seller_profiles`);
    await q.query(`DROP FUNCTION IF EXISTS km_sellers_offers_state()`);
    await q.query(`DROP TRIGGER IF EXISTS trg_offers_seller_state ON offers`);
    await q.query(`DROP FUNCTION IF EXISTS km_offers_seller_state()`);
    await q.query(OFFERS_REFRESH_UPD("", ""));
    await q.query(REFRESH_PRODUCTS(""));
    await q.query(`ALTER TABLE "offers" DROP CONSTRAINT "chk_offers_seller_state"`);
    await q.query(`ALTER TABLE "offers" DROP COLUMN "seller_state"`);
    // Every product again over offers of any shop.
    await q.query(`SELECT km_refresh_products(ARRAY(SELECT id FROM products))`);
    await q.query(`ALTER TABLE "seller_profiles" DROP CONSTRAINT "chk_seller_profiles_commission"`);
    await q.query(`ALTER TABLE "seller_profiles" DROP COLUMN "commission_bps"`);
    await q.query(`ALTER TABLE "seller_reviews" DROP CONSTRAINT "FK_14dd4e79598a59caa0630ba7996"`);
    await q.query(`ALTER TABLE "seller_reviews" DROP CONSTRAINT "FK_1160ad4ed6fefbc03da0d96f4dd"`);
    await q.query(`DROP INDEX "public"."idx_seller_reviews_seller"`);
    await q.query(`DROP TABLE "seller_reviews"`);
  }
}

/** CatalogIntegrity's km_refresh_products, with an extra condition on the offers counted. */
const REFRESH_PRODUCTS = (offerCondition: string) => `CREATE OR REPLACE FUNCTION km_refresh_products(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
  BEGIN
    PERFORM 1 FROM products WHERE id = ANY(ids) ORDER BY id FOR NO KEY UPDATE;
    UPDATE products p SET
      best_price_eur = s.eur, best_price_usd = s.usd, best_price_gbp = s.gbp,
      stock = s.stock, offer_count = s.offers
    FROM (
      SELECT p2.id,
        min(o.price_eur) FILTER (WHERE o.stock > 0) AS eur,
        min(o.price_usd) FILTER (WHERE o.stock > 0) AS usd,
        min(o.price_gbp) FILTER (WHERE o.stock > 0) AS gbp,
        coalesce(sum(o.stock), 0)::int AS stock,
        count(o.id) FILTER (WHERE o.stock > 0)::int AS offers
      FROM products p2
      LEFT JOIN offers o ON o.product_id = p2.id AND o.enabled AND o.state = 0 ${offerCondition}
      WHERE p2.id = ANY(ids)
      GROUP BY p2.id
    ) s
    WHERE p.id = s.id AND (
      p.best_price_eur IS DISTINCT FROM s.eur OR p.best_price_usd IS DISTINCT FROM s.usd OR
      p.best_price_gbp IS DISTINCT FROM s.gbp OR p.stock <> s.stock OR p.offer_count <> s.offers);
  END $$`;

/** CatalogIntegrity's km_offers_refresh_upd, with extra columns whose change refreshes the products. */
const OFFERS_REFRESH_UPD = (newColumns: string, oldColumns: string) => `CREATE OR REPLACE FUNCTION km_offers_refresh_upd() RETURNS trigger LANGUAGE plpgsql AS $$
  DECLARE ids int[];
  BEGIN
    SELECT array_agg(DISTINCT pid) INTO ids FROM (
      SELECT n.product_id AS pid FROM new_offers n JOIN old_offers o ON o.id = n.id
      WHERE (n.price_eur, n.price_usd, n.price_gbp, n.stock, n.enabled, n.state, n.product_id${newColumns})
         IS DISTINCT FROM (o.price_eur, o.price_usd, o.price_gbp, o.stock, o.enabled, o.state, o.product_id${oldColumns})
      UNION SELECT o.product_id FROM new_offers n JOIN old_offers o ON o.id = n.id WHERE n.product_id <> o.product_id
    ) changed;
    IF ids IS NOT NULL THEN PERFORM km_refresh_products(ids); END IF;
    RETURN NULL;
  END $$`;
