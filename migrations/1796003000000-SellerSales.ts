import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Seller sales and payouts (server/modules/payouts/sales.service.ts): a seller's ledger lines by
 * date, for the sales list, the daily chart and the CSV exports over a day range.
 */
export class SellerSales1796003000000 implements MigrationInterface {
  name = "SellerSales1796003000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX "idx_payout_lines_seller_created" ON "payout_lines" ("seller_id", "created_at") `);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX "public"."idx_payout_lines_seller_created"`);
  }
}
