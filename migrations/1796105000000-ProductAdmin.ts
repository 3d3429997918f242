import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Product administration: a product's earlier slugs keep answering. When an admin changes a
 * product's slug in a language, the old (locale, slug) is kept here pointing at the product and
 * the storefront answers the old URL with a 301 to the new one. A live slug always wins over an
 * old one (the service removes an old entry when a product takes that slug again).
 *
 * A write here tells every process which cached answers to drop with the product's own tags
 * (`p<id>` and the lists', like a write of its translations: km_notify_product_translations of
 * CatalogChangeTags reads `product_id` from the transition tables), so a cached "not found" for
 * an old slug and a cached redirect both end with the change.
 */
export class ProductAdmin1796105000000 implements MigrationInterface {
  name = "ProductAdmin1796105000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "product_slug_redirects" (
      "locale" text NOT NULL,
      "slug" text NOT NULL,
      "product_id" integer NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_product_slug_redirects" PRIMARY KEY ("locale", "slug"),
      CONSTRAINT "chk_product_slug_redirects_locale" CHECK ("locale" IN ('en', 'it')),
      CONSTRAINT "FK_product_slug_redirects_product" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_product_slug_redirects_product" ON "product_slug_redirects" ("product_id")`);
    const t = "product_slug_redirects";
    await q.query(`CREATE TRIGGER trg_${t}_tags_ins AFTER INSERT ON "${t}"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_product_translations()`);
    await q.query(`CREATE TRIGGER trg_${t}_tags_upd AFTER UPDATE ON "${t}"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_product_translations()`);
    await q.query(`CREATE TRIGGER trg_${t}_tags_del AFTER DELETE ON "${t}"
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_product_translations()`);
    await q.query(`CREATE TRIGGER trg_${t}_tags_truncate AFTER TRUNCATE ON "${t}"
      FOR EACH STATEMENT EXECUTE FUNCTION km_notify_everything()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "product_slug_redirects"`);
  }
}
