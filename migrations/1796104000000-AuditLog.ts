import type { MigrationInterface, QueryRunner } from "typeorm";

/** The admin audit log: one row per admin write (who, what, before and after), written in the write's transaction. */
export class AuditLog1796104000000 implements MigrationInterface {
  name = "AuditLog1796104000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "audit_log" ("id" BIGSERIAL NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "actor_user_id" uuid, "actor_email" text NOT NULL DEFAULT '', "actor_role" text NOT NULL, "ip" text NOT NULL DEFAULT '', "request_id" text NOT NULL DEFAULT '', "action" text NOT NULL, "target_type" text NOT NULL, "target_id" text, "summary" text NOT NULL DEFAULT '', "before" jsonb, "after" jsonb, CONSTRAINT "PK_audit_log" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE INDEX "IDX_audit_log_actor" ON "audit_log"  ("actor_user_id", "created_at") `);
    await q.query(`CREATE INDEX "IDX_audit_log_target" ON "audit_log"  ("target_type", "target_id", "created_at") `);
    await q.query(`CREATE INDEX "IDX_audit_log_created" ON "audit_log"  ("created_at", "id") `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "audit_log"`);
  }
}
