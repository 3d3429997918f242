import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What TypeORM cannot express: extensions, expression/partial/GIN indexes, the triggers that keep stock and best prices
 * denormalised, and the NOTIFY that invalidates the catalogue response cache on every
 * write from any process.
 */
export class CatalogIntegrity1795326800000 implements MigrationInterface {
  name = "CatalogIntegrity1795326800000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    // ---- indexes TypeORM cannot describe (declared with synchronize: false) ----
    await q.query(`CREATE UNIQUE INDEX "idx_users_email_lower" ON "users" (lower("email"))`);
    await q.query(`CREATE INDEX "idx_product_translations_search" ON "product_translations" USING gin ("search_vector")`);
    await q.query(`CREATE INDEX "idx_product_translations_name_trgm" ON "product_translations" USING gin ("name" gin_trgm_ops)`);
    await q.query(`CREATE INDEX "idx_products_tags" ON "products" USING gin ("tags")`);
    await q.query(`CREATE INDEX "idx_products_in_stock" ON "products" ("id") WHERE "stock" > 0`);
    await q.query(`CREATE INDEX "idx_categories_path" ON "categories" ("path" text_pattern_ops)`);
    for (const [name, columns] of PRODUCT_SORT_INDEXES) {
      await q.query(`CREATE INDEX "${name}" ON "products" (${columns})`);
    }
    await q.query(`CREATE INDEX "idx_product_keys_usable" ON "product_keys" ("offer_id") WHERE "state" IN (0, 1)`);

    // ---- offers.stock = usable keys, by deltas (correct under concurrent sales) ----
    const keyDelta = (sources: string) => `
      UPDATE offers o SET stock = o.stock + d.n
      FROM (SELECT offer_id, sum(n)::int AS n FROM (${sources}) x GROUP BY offer_id HAVING sum(n) <> 0 ORDER BY offer_id) d
      WHERE o.id = d.offer_id;`;
    const usable = (table: string, sign: string) =>
      `SELECT offer_id, ${sign}count(*) AS n FROM ${table} WHERE state IN (0, 1) GROUP BY offer_id`;
    await q.query(`CREATE FUNCTION km_keys_stock_ins() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${keyDelta(usable("new_keys", ""))} RETURN NULL; END $$`);
    await q.query(`CREATE FUNCTION km_keys_stock_upd() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${keyDelta(`${usable("new_keys", "")} UNION ALL ${usable("old_keys", "-")}`)} RETURN NULL; END $$`);
    await q.query(`CREATE FUNCTION km_keys_stock_del() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN ${keyDelta(usable("old_keys", "-"))} RETURN NULL; END $$`);
    await q.query(`CREATE TRIGGER trg_keys_stock_ins AFTER INSERT ON product_keys
      REFERENCING NEW TABLE AS new_keys FOR EACH STATEMENT EXECUTE FUNCTION km_keys_stock_ins()`);
    await q.query(`CREATE TRIGGER trg_keys_stock_upd AFTER UPDATE ON product_keys
      REFERENCING OLD TABLE AS old_keys NEW TABLE AS new_keys FOR EACH STATEMENT EXECUTE FUNCTION km_keys_stock_upd()`);
    await q.query(`CREATE TRIGGER trg_keys_stock_del AFTER DELETE ON product_keys
      REFERENCING OLD TABLE AS old_keys FOR EACH STATEMENT EXECUTE FUNCTION km_keys_stock_del()`);

    // ---- products' best prices and stock over sellable offers ----
    // The product rows are locked first, in a statement of their own, so the recount that
    // follows takes a snapshot that includes every transaction that held those locks.
    await q.query(`CREATE FUNCTION km_refresh_products(ids int[]) RETURNS void LANGUAGE plpgsql AS $$
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
          LEFT JOIN offers o ON o.product_id = p2.id AND o.enabled AND o.state = 0
          WHERE p2.id = ANY(ids)
          GROUP BY p2.id
        ) s
        WHERE p.id = s.id AND (
          p.best_price_eur IS DISTINCT FROM s.eur OR p.best_price_usd IS DISTINCT FROM s.usd OR
          p.best_price_gbp IS DISTINCT FROM s.gbp OR p.stock <> s.stock OR p.offer_count <> s.offers);
      END $$`);
    await q.query(`CREATE FUNCTION km_offers_refresh_ins() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM km_refresh_products(ARRAY(SELECT DISTINCT product_id FROM new_offers)); RETURN NULL; END $$`);
    await q.query(`CREATE FUNCTION km_offers_refresh_del() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM km_refresh_products(ARRAY(SELECT DISTINCT product_id FROM old_offers)); RETURN NULL; END $$`);
    await q.query(`CREATE FUNCTION km_offers_refresh_upd() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids int[];
      BEGIN
        SELECT array_agg(DISTINCT pid) INTO ids FROM (
          SELECT n.product_id AS pid FROM new_offers n JOIN old_offers o ON o.id = n.id
          WHERE (n.price_eur, n.price_usd, n.price_gbp, n.stock, n.enabled, n.state, n.product_id)
             IS DISTINCT FROM (o.price_eur, o.price_usd, o.price_gbp, o.stock, o.enabled, o.state, o.product_id)
          UNION SELECT o.product_id FROM new_offers n JOIN old_offers o ON o.id = n.id WHERE n.product_id <> o.product_id
        ) changed;
        IF ids IS NOT NULL THEN PERFORM km_refresh_products(ids); END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_offers_refresh_ins AFTER INSERT ON offers
      REFERENCING NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION km_offers_refresh_ins()`);
    await q.query(`CREATE TRIGGER trg_offers_refresh_upd AFTER UPDATE ON offers
      REFERENCING OLD TABLE AS old_offers NEW TABLE AS new_offers FOR EACH STATEMENT EXECUTE FUNCTION km_offers_refresh_upd()`);
    await q.query(`CREATE TRIGGER trg_offers_refresh_del AFTER DELETE ON offers
      REFERENCING OLD TABLE AS old_offers FOR EACH STATEMENT EXECUTE FUNCTION km_offers_refresh_del()`);

    // ---- every catalogue write tells every process to drop its cached anonymous reads ----
    await q.query(`CREATE FUNCTION km_notify_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('km_catalog_changed', TG_TABLE_NAME); RETURN NULL; END $$`);
    for (const table of CATALOG_TABLES) {
      await q.query(`CREATE TRIGGER trg_${table}_notify AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION km_notify_catalog()`);
      await q.query(`CREATE TRIGGER trg_${table}_notify_truncate AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION km_notify_catalog()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOG_TABLES) {
      await q.query(`DROP TRIGGER IF EXISTS trg_${table}_notify_truncate ON "${table}"`);
      await q.query(`DROP TRIGGER IF EXISTS trg_${table}_notify ON "${table}"`);
    }
    await q.query(`DROP FUNCTION IF EXISTS km_notify_catalog()`);
    for (const t of ["ins", "upd", "del"]) {
      await q.query(`DROP TRIGGER IF EXISTS trg_offers_refresh_${t} ON offers`);
      await q.query(`DROP FUNCTION IF EXISTS km_offers_refresh_${t}()`);
      await q.query(`DROP TRIGGER IF EXISTS trg_keys_stock_${t} ON product_keys`);
      await q.query(`DROP FUNCTION IF EXISTS km_keys_stock_${t}()`);
    }
    await q.query(`DROP FUNCTION IF EXISTS km_refresh_products(int[])`);
    for (const [name] of PRODUCT_SORT_INDEXES) await q.query(`DROP INDEX IF EXISTS "${name}"`);
    for (const idx of [
      "idx_users_email_lower", "idx_product_translations_search", "idx_product_translations_name_trgm",
      "idx_products_tags", "idx_products_in_stock", "idx_categories_path", "idx_product_keys_usable",
    ]) {
      await q.query(`DROP INDEX IF EXISTS "${idx}"`);
    }
  }
}

/** One index per product sort, matching its ORDER BY (catalog.service.ts) exactly. */
const PRODUCT_SORT_INDEXES: [string, string][] = [
  ["idx_products_relevance", `("stock" > 0) DESC, "sales_count" DESC, "id"`],
  ["idx_products_bestselling", `"sales_count" DESC, "id"`],
  ["idx_products_trending", `"recent_sales_count" DESC, "sales_count" DESC, "id"`],
  ["idx_products_newest", `"created_at" DESC, "id" DESC`],
  ...(["eur", "usd", "gbp"] as const).flatMap((c): [string, string][] => [
    [`idx_products_price_${c}_asc`, `"best_price_${c}" ASC NULLS LAST, "id"`],
    [`idx_products_price_${c}_desc`, `"best_price_${c}" DESC NULLS LAST, "id"`],
  ]),
];

/** Tables whose writes change what anonymous catalogue reads return. */
const CATALOG_TABLES = [
  "macrocategories",
  "macrocategory_translations",
  "categories",
  "category_translations",
  "platforms",
  "platform_translations",
  "products",
  "product_translations",
  "offers",
  "seller_profiles",
  "settings",
];
