import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The admins' order list: newest or oldest first over every order (`idx_orders_created`), and
 * the customer filter, a case-insensitive part of the buyer's email (`idx_orders_email_trgm`,
 * trigrams, so `LIKE '%ada%'` does not read every order).
 */
export class AdminOrderFilters1796102000000 implements MigrationInterface {
  name = "AdminOrderFilters1796102000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_orders_created" ON "orders" ("created_at", "number")`);
    await q.query(`CREATE INDEX "idx_orders_email_trgm" ON "orders" USING gin ((lower("email")) gin_trgm_ops)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS "idx_orders_email_trgm"`);
    await q.query(`DROP INDEX IF EXISTS "idx_orders_created"`);
  }
}
