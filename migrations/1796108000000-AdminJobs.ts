import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Admin jobs (server/modules/admin-jobs): `admin_jobs`, one row per long admin operation run in
 * the background (a product bulk edit), with its input, progress (total, done, failed), report
 * and the admin who started it.
 */
export class AdminJobs1796108000000 implements MigrationInterface {
  name = "AdminJobs1796108000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "admin_jobs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "kind" text NOT NULL, "status" text NOT NULL DEFAULT 'queued', "total" integer NOT NULL DEFAULT '0', "done" integer NOT NULL DEFAULT '0', "failed" integer NOT NULL DEFAULT '0', "input" jsonb NOT NULL, "report" jsonb NOT NULL, "created_by" uuid, "actor_email" text NOT NULL DEFAULT '', "actor_role" text NOT NULL DEFAULT '', "actor_ip" text NOT NULL DEFAULT '', "request_id" text NOT NULL DEFAULT '', "attempts" smallint NOT NULL DEFAULT '0', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_admin_jobs_status" CHECK ("status" IN ('queued', 'running', 'done', 'failed')), CONSTRAINT "chk_admin_jobs_kind" CHECK ("kind" IN ('product_bulk_edit')), CONSTRAINT "PK_admin_jobs" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "idx_admin_jobs_kind" ON "admin_jobs"  ("kind", "created_at") `);
    await q.query(`CREATE INDEX "idx_admin_jobs_creator" ON "admin_jobs"  ("created_by", "created_at") `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_admin_jobs_creator"`);
    await q.query(`DROP INDEX "public"."idx_admin_jobs_kind"`);
    await q.query(`DROP TABLE "admin_jobs"`);
  }
}
