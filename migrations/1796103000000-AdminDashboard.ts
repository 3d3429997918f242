import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The admin dashboard reads periods of paid orders (by `paid_at`), of new accounts (by
 * `created_at`) and the sellable offers running out of keys; these indexes keep each of its
 * statements a range scan however large the shop grows.
 */
export class AdminDashboard1796103000000 implements MigrationInterface {
  name = "AdminDashboard1796103000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_orders_paid_at" ON "orders" ("paid_at") WHERE "paid_at" IS NOT NULL`);
    await q.query(`CREATE INDEX "idx_users_created_at" ON "users" ("created_at") `);
    await q.query(`CREATE INDEX "idx_offers_low_stock" ON "offers" ("stock", "id") WHERE "enabled" AND "state" = 0 AND "seller_state" = 0`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_offers_low_stock"`);
    await q.query(`DROP INDEX "public"."idx_users_created_at"`);
    await q.query(`DROP INDEX "public"."idx_orders_paid_at"`);
  }
}
