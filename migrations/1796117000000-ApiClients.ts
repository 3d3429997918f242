import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Integrator API clients (server/core/auth/api-client.entity.ts): `api_clients`, one row per
 * client an admin created: its scope (catalog, seller, admin), the seller and user it acts for,
 * the SHA-256 of its `kmc_` token with a prefix to recognise it, its per-minute cost budget, last
 * use and revocation. The budgets' counters live in `rate_limits` (rate-limiter-flexible).
 */
export class ApiClients1796117000000 implements MigrationInterface {
  name = "ApiClients1796117000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "api_clients" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "name" text NOT NULL, "scope" text NOT NULL, "seller_id" integer, "user_id" uuid, "created_by" uuid, "prefix" text NOT NULL, "token_hash" bytea NOT NULL, "budget_per_minute" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_api_clients_budget" CHECK ("budget_per_minute" > 0), CONSTRAINT "chk_api_clients_scope" CHECK ("scope" IN ('catalog', 'seller', 'admin')), CONSTRAINT "PK_ef2d5ef0eb5e9a6ddc67cfa310e" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "idx_api_clients_hash" ON "api_clients"  ("token_hash") `);
    await q.query(`CREATE INDEX "idx_api_clients_created" ON "api_clients"  ("created_at") `);
    await q.query(`ALTER TABLE "api_clients" ADD CONSTRAINT "FK_b94d7bfdaa31f19a5bfa4f5d2c0" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "api_clients" ADD CONSTRAINT "FK_4e6ce3636ee26745480e9055efa" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "api_clients" ADD CONSTRAINT "FK_0e496b159dff87d9dab2a41a051" FOREIGN KEY ("created_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "api_clients" DROP CONSTRAINT "FK_0e496b159dff87d9dab2a41a051"`);
    await q.query(`ALTER TABLE "api_clients" DROP CONSTRAINT "FK_4e6ce3636ee26745480e9055efa"`);
    await q.query(`ALTER TABLE "api_clients" DROP CONSTRAINT "FK_b94d7bfdaa31f19a5bfa4f5d2c0"`);
    await q.query(`DROP INDEX "public"."idx_api_clients_created"`);
    await q.query(`DROP INDEX "public"."idx_api_clients_hash"`);
    await q.query(`DROP TABLE "api_clients"`);
  }
}
