import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Automatic persisted queries (server/graphql/persisted-queries.ts): the query texts clients
 * registered, by their SHA-256, shared by every server process so that a hash registered
 * through one is known to all. `last_used_at` is refreshed at most once a day per entry; the
 * housekeeping drops entries unused for 30 days (a client sends the text again then).
 */
export class PersistedQueries1796118000000 implements MigrationInterface {
  name = "PersistedQueries1796118000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "persisted_queries" ("hash" text NOT NULL, "query" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "PK_persisted_queries" PRIMARY KEY ("hash"))`,
    );
    await q.query(`CREATE INDEX "idx_persisted_queries_last_used" ON "persisted_queries" ("last_used_at")`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE "persisted_queries"`);
  }
}
