import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Catalogue notifications say what changed. The row triggers that sent
 * `NOTIFY km_catalog_changed, '<table name>'` on every written row (CatalogIntegrity) become
 * statement triggers over transition tables that send, once per statement, the cache tags
 * the change touches (server/graphql/cache-tags.ts reads them; the README's "Caching"
 * section states the rule):
 *
 *   p<id>      product <id> as shown anywhere (texts, images, prices, offers, in-stock flag, offer count)
 *   k<id>      product <id>'s stock counters only (its stock or an offer's stock moved, staying above 0)
 *   v<id>      seller <id>'s public profile (name, rating, logo)
 *   l          lists without a category or platform filter may gain, lose or reorder products
 *              (enabled, category, platform, marketing tags, in-stock flag, date, score, texts)
 *   lc<id>     the same for lists filtered by category <id> (the product's category or an ancestor)
 *   lp:<slug>  the same for lists filtered by platform <slug>
 *   l$ lc$<id> lp$:<slug>  the same through a price (best or list price): read only by lists
 *              ordered or filtered by price, and the deals
 *   n<id>      product counts of category <id> and its ancestors
 *   *          everything (categories, platforms, macrocategories, settings, their translations;
 *              a TRUNCATE; a payload over the size limit)
 *
 * Tags are joined by spaces; a payload longer than 7,900 bytes (NOTIFY's limit is 8,000) is
 * sent as `*`. A sale (a key leaving Available) updates offers.stock and products.stock
 * through the stock triggers; while both stay above 0 it sends `k<product>` alone.
 */
export class CatalogChangeTags1795331000000 implements MigrationInterface {
  name = "CatalogChangeTags1795331000000";

  public async up(q: QueryRunner): Promise<void> {
    for (const table of CATALOG_TABLES) {
      await q.query(`DROP TRIGGER IF EXISTS trg_${table}_notify ON "${table}"`);
      await q.query(`DROP TRIGGER IF EXISTS trg_${table}_notify_truncate ON "${table}"`);
    }
    await q.query(`DROP FUNCTION IF EXISTS km_notify_catalog()`);

    // The categories a set of categories lies in: each one and all its ancestors (paths are "/1/5/").
    await q.query(`CREATE FUNCTION km_category_chain(ids int[]) RETURNS SETOF int LANGUAGE sql STABLE AS $$
      SELECT DISTINCT unnest(string_to_array(trim(both '/' from path), '/'))::int FROM categories WHERE id = ANY(ids)
    $$`);

    // One NOTIFY with the distinct tags, "*" when too long for NOTIFY, nothing when empty.
    await q.query(`CREATE FUNCTION km_notify_tags(tags text[]) RETURNS void LANGUAGE plpgsql AS $$
      DECLARE payload text;
      BEGIN
        SELECT string_agg(DISTINCT t, ' ') INTO payload FROM unnest(tags) t WHERE t IS NOT NULL AND t <> '';
        IF payload IS NULL THEN RETURN; END IF;
        IF octet_length(payload) > 7900 THEN payload := '*'; END IF;
        PERFORM pg_notify('km_catalog_changed', payload);
      END $$`);

    // Tags of product changes: shown (p), counters (k), listed (l, lc, lp over the old and new
    // category chain and platform), priced (l$, lc$, lp$ likewise), counted (n over the old
    // and new category chain).
    await q.query(`CREATE FUNCTION km_product_change_tags(shown int[], counters int[],
        listed_categories int[], listed_platforms int[], priced_categories int[], priced_platforms int[],
        counted_categories int[]) RETURNS text[] LANGUAGE sql STABLE AS $$
      SELECT coalesce(array_agg(t), '{}') FROM (
        SELECT 'p' || unnest(shown)
        UNION ALL SELECT 'k' || unnest(counters)
        UNION ALL SELECT 'l' WHERE cardinality(listed_categories) > 0 OR cardinality(listed_platforms) > 0
        UNION ALL SELECT 'lc' || c FROM km_category_chain(listed_categories) c
        UNION ALL SELECT 'lp:' || pl.slug FROM platforms pl WHERE pl.id = ANY(listed_platforms)
        UNION ALL SELECT 'l$' WHERE cardinality(priced_categories) > 0 OR cardinality(priced_platforms) > 0
        UNION ALL SELECT 'lc$' || c FROM km_category_chain(priced_categories) c
        UNION ALL SELECT 'lp$:' || pl.slug FROM platforms pl WHERE pl.id = ANY(priced_platforms)
        UNION ALL SELECT 'n' || c FROM km_category_chain(counted_categories) c
      ) x(t)
    $$`);

    // products: what list filters and sorts read, apart from prices (the sales counters only
    // reorder popularity lists, which are kept for a bounded time instead); the prices (best
    // and list, which only price-ordered or price-filtered lists and the deals read); and
    // what the category counts count.
    const listed = (r: string) =>
      `(${r}.enabled, ${r}.category_id, ${r}.platform_id, ${r}.tags, ${r}.stock > 0, ${r}.created_at, ${r}.steam_score)`;
    const priced = (r: string) =>
      `(${r}.best_price_eur, ${r}.best_price_usd, ${r}.best_price_gbp, ${r}.list_price_eur, ${r}.list_price_usd, ${r}.list_price_gbp)`;
    const counters = `'{stock,sales_count,recent_sales_count,updated_at}'::text[]`;
    const both = (a: string, b: string) => `coalesce(array_agg(${a}) FILTER (WHERE %), '{}') || coalesce(array_agg(${b}) FILTER (WHERE %), '{}')`;
    const whole = (rows: string) =>
      `SELECT km_product_change_tags(array_agg(id), '{}', array_agg(category_id), array_agg(platform_id),
         array_agg(category_id), array_agg(platform_id), array_agg(category_id)) INTO changed FROM ${rows};`;
    await q.query(`CREATE FUNCTION km_notify_products() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed text[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${whole("new_rows")}
        ELSIF TG_OP = 'DELETE' THEN
          ${whole("old_rows")}
        ELSE
          WITH ch AS (
            SELECT n.id, o.category_id AS old_category, n.category_id AS new_category,
                   o.platform_id AS old_platform, n.platform_id AS new_platform,
                   ${listed("n")} IS DISTINCT FROM ${listed("o")} AS listed,
                   ${priced("n")} IS DISTINCT FROM ${priced("o")} AS priced,
                   (n.enabled, n.category_id) IS DISTINCT FROM (o.enabled, o.category_id) AS counted,
                   (to_jsonb(n) - ${counters}) IS DISTINCT FROM (to_jsonb(o) - ${counters}) AS shown,
                   (n.stock, n.sales_count, n.recent_sales_count) IS DISTINCT FROM (o.stock, o.sales_count, o.recent_sales_count) AS counters
              FROM new_rows n JOIN old_rows o ON o.id = n.id
          )
          SELECT km_product_change_tags(
              coalesce(array_agg(id) FILTER (WHERE shown OR listed), '{}'),
              coalesce(array_agg(id) FILTER (WHERE counters), '{}'),
              ${both("old_category", "new_category").replaceAll("%", "listed")},
              ${both("old_platform", "new_platform").replaceAll("%", "listed")},
              ${both("old_category", "new_category").replaceAll("%", "priced")},
              ${both("old_platform", "new_platform").replaceAll("%", "priced")},
              ${both("old_category", "new_category").replaceAll("%", "counted")})
            INTO changed FROM ch;
        END IF;
        PERFORM km_notify_tags(changed);
        RETURN NULL;
      END $$`);

    // product_translations: names, slugs and search texts; a product's lists may change.
    await q.query(`CREATE FUNCTION km_notify_product_translations() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE ids int[];
      BEGIN
        IF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT product_id) INTO ids FROM old_rows;
        ELSIF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT product_id) INTO ids FROM new_rows;
        ELSE
          SELECT array_agg(DISTINCT x.id) INTO ids FROM (
            SELECT n.product_id FROM new_rows n UNION SELECT o.product_id FROM old_rows o) x(id);
        END IF;
        IF ids IS NULL THEN RETURN NULL; END IF;
        PERFORM km_notify_tags(km_product_change_tags(ids, '{}',
          coalesce(ARRAY(SELECT category_id FROM products WHERE id = ANY(ids)), '{}'),
          coalesce(ARRAY(SELECT platform_id FROM products WHERE id = ANY(ids)), '{}'), '{}', '{}', '{}'));
        RETURN NULL;
      END $$`);

    // offers: a product's offers as its page shows them; their stock alone is a counter
    // while it stays above 0. What they change in the product row (best prices, stock,
    // offer count) is notified by the products trigger, which km_refresh_products fires.
    const offerCounters = `'{stock,sales_count,updated_at}'::text[]`;
    await q.query(`CREATE FUNCTION km_notify_offers() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed text[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg(DISTINCT 'p' || product_id) INTO changed FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg(DISTINCT 'p' || product_id) INTO changed FROM old_rows;
        ELSE
          SELECT array_agg(t) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id,
            LATERAL (
              SELECT 'p' || n.product_id WHERE (to_jsonb(n) - ${offerCounters}) IS DISTINCT FROM (to_jsonb(o) - ${offerCounters})
                OR (n.stock > 0) <> (o.stock > 0)
              UNION ALL SELECT 'p' || o.product_id WHERE n.product_id <> o.product_id
              UNION ALL SELECT 'k' || n.product_id WHERE (n.stock, n.sales_count) IS DISTINCT FROM (o.stock, o.sales_count)
            ) x(t);
        END IF;
        PERFORM km_notify_tags(changed);
        RETURN NULL;
      END $$`);

    // seller_profiles: the public profile (everything but the sales counter).
    await q.query(`CREATE FUNCTION km_notify_sellers() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE changed text[];
      BEGIN
        IF TG_OP = 'INSERT' THEN
          SELECT array_agg('v' || id) INTO changed FROM new_rows;
        ELSIF TG_OP = 'DELETE' THEN
          SELECT array_agg('v' || id) INTO changed FROM old_rows;
        ELSE
          SELECT array_agg('v' || n.id) INTO changed FROM new_rows n JOIN old_rows o ON o.id = n.id
           WHERE (to_jsonb(n) - 'sales_count') IS DISTINCT FROM (to_jsonb(o) - 'sales_count');
        END IF;
        PERFORM km_notify_tags(changed);
        RETURN NULL;
      END $$`);

    // Structural tables (every page's menus, breadcrumbs, URLs, platforms, settings): everything,
    // when the statement wrote a row. A TRUNCATE of any catalogue table: everything.
    await q.query(`CREATE FUNCTION km_notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' THEN
          IF NOT EXISTS (SELECT 1 FROM old_rows) THEN RETURN NULL; END IF;
        ELSIF TG_OP <> 'TRUNCATE' THEN
          IF NOT EXISTS (SELECT 1 FROM new_rows) THEN RETURN NULL; END IF;
        END IF;
        PERFORM pg_notify('km_catalog_changed', '*');
        RETURN NULL;
      END $$`);

    for (const table of CATALOG_TABLES) {
      const fn = TAGGED[table] ?? "km_notify_everything";
      await q.query(`CREATE TRIGGER trg_${table}_tags_ins AFTER INSERT ON "${table}"
        REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER trg_${table}_tags_upd AFTER UPDATE ON "${table}"
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER trg_${table}_tags_del AFTER DELETE ON "${table}"
        REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`);
      await q.query(`CREATE TRIGGER trg_${table}_tags_truncate AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION km_notify_everything()`);
    }
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of CATALOG_TABLES) {
      for (const t of ["ins", "upd", "del", "truncate"]) await q.query(`DROP TRIGGER IF EXISTS trg_${table}_tags_${t} ON "${table}"`);
    }
    for (const fn of ["km_notify_everything()", "km_notify_sellers()", "km_notify_offers()", "km_notify_product_translations()", "km_notify_products()"]) {
      await q.query(`DROP FUNCTION IF EXISTS ${fn}`);
    }
    await q.query(`DROP FUNCTION IF EXISTS km_product_change_tags(int[], int[], int[], int[], int[], int[], int[])`);
    await q.query(`DROP FUNCTION IF EXISTS km_notify_tags(text[])`);
    await q.query(`DROP FUNCTION IF EXISTS km_category_chain(int[])`);
    // Back to CatalogIntegrity's per-row table-name NOTIFY.
    await q.query(`CREATE FUNCTION km_notify_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN PERFORM pg_notify('km_catalog_changed', TG_TABLE_NAME); RETURN NULL; END $$`);
    for (const table of CATALOG_TABLES) {
      await q.query(`CREATE TRIGGER trg_${table}_notify AFTER INSERT OR UPDATE OR DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION km_notify_catalog()`);
      await q.query(`CREATE TRIGGER trg_${table}_notify_truncate AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION km_notify_catalog()`);
    }
  }
}

/** The catalogue tables of CatalogIntegrity: their writes change what anonymous reads return. */
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

/** Tables whose changes are told by tag; every other one invalidates everything. */
const TAGGED: Record<string, string> = {
  products: "km_notify_products",
  product_translations: "km_notify_product_translations",
  offers: "km_notify_offers",
  seller_profiles: "km_notify_sellers",
};
