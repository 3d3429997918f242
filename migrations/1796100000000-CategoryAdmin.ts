import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Category administration: a category's earlier slugs keep answering. When an admin changes a
 * category's slug (or deletes it, moving its products to another category), the old
 * (locale, slug) is kept here pointing at the category that now serves it, and the storefront
 * answers the old URL with a 301 to the new one. A live slug always wins over an old one (the
 * service removes an old entry when a category takes that slug again).
 *
 * Like the other structural catalogue tables, a write here tells every process to drop all its
 * cached answers (`*` on `km_catalog_changed`, see CatalogChangeTags).
 */
export class CategoryAdmin1796100000000 implements MigrationInterface {
  name = "CategoryAdmin1796100000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "category_slug_redirects" (
      "locale" text NOT NULL,
      "slug" text NOT NULL,
      "category_id" integer NOT NULL,
      "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
      CONSTRAINT "PK_category_slug_redirects" PRIMARY KEY ("locale", "slug"),
      CONSTRAINT "chk_category_slug_redirects_locale" CHECK ("locale" IN ('en', 'it')),
      CONSTRAINT "FK_category_slug_redirects_category" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE CASCADE
    )`);
    await q.query(`CREATE INDEX "IDX_category_slug_redirects_category" ON "category_slug_redirects" ("category_id")`);
    const t = "category_slug_redirects";
    await q.query(`CREATE TRIGGER trg_${t}_tags_ins AFTER INSERT ON "${t}"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_everything()`);
    await q.query(`CREATE TRIGGER trg_${t}_tags_upd AFTER UPDATE ON "${t}"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_everything()`);
    await q.query(`CREATE TRIGGER trg_${t}_tags_del AFTER DELETE ON "${t}"
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_everything()`);
    await q.query(`CREATE TRIGGER trg_${t}_tags_truncate AFTER TRUNCATE ON "${t}"
      FOR EACH STATEMENT EXECUTE FUNCTION km_notify_everything()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "category_slug_redirects"`);
  }
}
