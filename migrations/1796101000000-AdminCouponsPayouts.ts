import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The admin console's coupons and payouts: coupons get an Italian description
 * (`description_it`, empty: the English one is shown), and payouts made to sellers become rows
 * of their own (`payout_batches`: seller, currency, reference, cut-off, totals, who recorded it)
 * that the ledger lines they settled point to (`payout_lines.batch_id`), so an admin can list
 * past payouts and export each one's lines. Payouts recorded before are grouped into batches
 * (same seller, currency, reference and payment time), with no recorder.
 */
export class AdminCouponsPayouts1796101000000 implements MigrationInterface {
  name = "AdminCouponsPayouts1796101000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "payout_batches" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "seller_id" integer NOT NULL, "currency" text NOT NULL, "reference" text NOT NULL, "up_to" TIMESTAMP WITH TIME ZONE NOT NULL, "lines" integer NOT NULL, "gross" bigint NOT NULL, "commission" bigint NOT NULL, "net" bigint NOT NULL, "created_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_payout_batches_amounts" CHECK ("net" = "gross" - "commission" AND "lines" > 0), CONSTRAINT "PK_aa57cb1e16d39cc0d41083145e4" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_payout_batches_seller" ON "payout_batches"  ("seller_id", "created_at") `);
    await q.query(`CREATE INDEX "idx_payout_batches_created" ON "payout_batches"  ("created_at", "id") `);
    await q.query(`ALTER TABLE "coupons" ADD "description_it" text NOT NULL DEFAULT ''`);
    await q.query(`ALTER TABLE "payout_lines" ADD "batch_id" bigint`);
    await q.query(`CREATE INDEX "idx_payout_lines_batch" ON "payout_lines"  ("batch_id") `);
    await q.query(`ALTER TABLE "payout_batches" ADD CONSTRAINT "FK_2a132340c1849145557bea29ad8" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payout_batches" ADD CONSTRAINT "FK_e439a964c649c1097dfc9394cfe" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "payout_lines" ADD CONSTRAINT "FK_f48ae555509a1e1d419b62df1bf" FOREIGN KEY ("batch_id") REFERENCES "payout_batches"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    // Payouts recorded before batches existed: one batch per seller, currency, reference and payment time.
    await q.query(`WITH groups AS (
        SELECT seller_id, currency, coalesce(reference, '') AS reference, paid_at, count(*)::int AS n,
               sum(gross) AS gross, sum(commission) AS commission, sum(net) AS net, max(created_at) AS up_to
          FROM payout_lines WHERE state = 0 AND batch_id IS NULL AND paid_at IS NOT NULL
         GROUP BY seller_id, currency, coalesce(reference, ''), paid_at),
      ins AS (
        INSERT INTO payout_batches (seller_id, currency, reference, up_to, lines, gross, commission, net, created_at)
        SELECT seller_id, currency, reference, up_to, n, gross, commission, net, paid_at FROM groups
        RETURNING id, seller_id, currency, reference, created_at)
      UPDATE payout_lines l SET batch_id = ins.id FROM ins
       WHERE l.state = 0 AND l.batch_id IS NULL AND l.seller_id = ins.seller_id AND l.currency = ins.currency
         AND coalesce(l.reference, '') = ins.reference AND l.paid_at = ins.created_at`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "payout_lines" DROP CONSTRAINT "FK_f48ae555509a1e1d419b62df1bf"`);
    await q.query(`ALTER TABLE "payout_batches" DROP CONSTRAINT "FK_e439a964c649c1097dfc9394cfe"`);
    await q.query(`ALTER TABLE "payout_batches" DROP CONSTRAINT "FK_2a132340c1849145557bea29ad8"`);
    await q.query(`DROP INDEX "public"."idx_payout_lines_batch"`);
    await q.query(`ALTER TABLE "payout_lines" DROP COLUMN "batch_id"`);
    await q.query(`ALTER TABLE "coupons" DROP COLUMN "description_it"`);
    await q.query(`DROP INDEX "public"."idx_payout_batches_created"`);
    await q.query(`DROP INDEX "public"."idx_payout_batches_seller"`);
    await q.query(`DROP TABLE "payout_batches"`);
  }
}
