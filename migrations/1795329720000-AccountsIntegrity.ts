import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * What TypeORM cannot express for accounts: the trigram index behind the admin user search
 * (declared on the entity with synchronize: false) and the rate-limit table that
 * rate-limiter-flexible's RateLimiterPostgres uses for login throttling.
 */
export class AccountsIntegrity1795329720000 implements MigrationInterface {
  name = "AccountsIntegrity1795329720000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE INDEX "idx_users_search_trgm" ON "users" USING gin ((lower("email" || ' ' || "name" || ' ' || "surname")) gin_trgm_ops)`,
    );
    await q.query(`CREATE TABLE "rate_limits" ("key" varchar(255) PRIMARY KEY, "points" integer NOT NULL DEFAULT 0, "expire" bigint)`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS "rate_limits"`);
    await q.query(`DROP INDEX IF EXISTS "idx_users_search_trgm"`);
  }
}
