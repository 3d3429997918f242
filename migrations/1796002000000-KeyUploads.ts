import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Bulk key uploads (server/modules/keys): `key_uploads`, one row per upload to an offer, with
 * its source (paste, CSV, images, credentials, URL), progress (queued → running → done or
 * failed), the counts and the compact per-line report, and, while a large upload waits for its
 * job, its values encrypted with the key vault (cleared when the job ends).
 */
export class KeyUploads1796002000000 implements MigrationInterface {
  name = "KeyUploads1796002000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "key_uploads" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "offer_id" integer NOT NULL, "seller_id" integer NOT NULL, "content_type" text, "source" text NOT NULL, "file_name" text, "state" text NOT NULL DEFAULT 'queued', "total_lines" integer NOT NULL DEFAULT '0', "processed" integer NOT NULL DEFAULT '0', "accepted" integer NOT NULL DEFAULT '0', "malformed" integer NOT NULL DEFAULT '0', "duplicate_in_upload" integer NOT NULL DEFAULT '0', "duplicate_in_marketplace" integer NOT NULL DEFAULT '0', "report" jsonb NOT NULL, "staged_ciphertext" bytea, "staged_key_id" text, "attempts" smallint NOT NULL DEFAULT '0', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_key_uploads_content_type" CHECK ("content_type" IS NULL OR "content_type" IN ('text', 'jpeg', 'jpg', 'png', 'gif', 'credentials', 'url')), CONSTRAINT "chk_key_uploads_state" CHECK ("state" IN ('queued', 'running', 'done', 'failed')), CONSTRAINT "chk_key_uploads_source" CHECK ("source" IN ('paste', 'csv', 'images', 'credentials', 'url')), CONSTRAINT "PK_c1166af44acc08b3c50d11ec0b4" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_key_uploads_seller" ON "key_uploads"  ("seller_id", "created_at") `);
    await q.query(`CREATE INDEX "idx_key_uploads_offer" ON "key_uploads"  ("offer_id", "created_at") `);
    await q.query(
      `ALTER TABLE "key_uploads" ADD CONSTRAINT "FK_110673fdef48676f4143a6a0552" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "key_uploads" DROP CONSTRAINT "FK_110673fdef48676f4143a6a0552"`);
    await q.query(`DROP INDEX "public"."idx_key_uploads_offer"`);
    await q.query(`DROP INDEX "public"."idx_key_uploads_seller"`);
    await q.query(`DROP TABLE "key_uploads"`);
  }
}
