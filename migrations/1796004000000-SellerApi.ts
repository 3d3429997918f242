import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The seller API (server/modules/seller-api): `api_tokens` (a seller's integrator tokens: the
 * SHA-256 of each, a prefix to recognise it, expiry, revocation and last use), and the
 * webhooks: `webhook_endpoints` (URL, events, the encrypted signing secret),
 * `webhook_deliveries` (one event sent to one endpoint: the exact body, its status and last
 * answer) and `webhook_attempts` (each HTTP try: status, duration, start of the answer).
 */
export class SellerApi1796004000000 implements MigrationInterface {
  name = "SellerApi1796004000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "api_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seller_id" integer NOT NULL, "user_id" uuid NOT NULL, "name" text NOT NULL, "prefix" text NOT NULL, "token_hash" bytea NOT NULL, "scope" text NOT NULL DEFAULT 'seller', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE, "last_used_at" TIMESTAMP WITH TIME ZONE, "revoked_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_api_tokens_scope" CHECK ("scope" IN ('seller')), CONSTRAINT "PK_c587455266b5fa8dace7194caac" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "idx_api_tokens_hash" ON "api_tokens"  ("token_hash") `);
    await q.query(`CREATE INDEX "idx_api_tokens_seller" ON "api_tokens"  ("seller_id", "created_at") `);
    await q.query(`CREATE TABLE "webhook_endpoints" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "seller_id" integer NOT NULL, "url" text NOT NULL, "description" text, "events" text array NOT NULL, "enabled" boolean NOT NULL DEFAULT true, "secret_cipher" bytea NOT NULL, "secret_key_id" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_054c4cfb95223732f5939d2d546" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_webhook_endpoints_seller" ON "webhook_endpoints"  ("seller_id", "created_at") `);
    await q.query(`CREATE TABLE "webhook_deliveries" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "endpoint_id" uuid NOT NULL, "seller_id" integer NOT NULL, "event_id" uuid NOT NULL, "event_type" text NOT NULL, "body" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "attempts" integer NOT NULL DEFAULT '0', "last_status_code" integer, "last_error" text, "last_attempt_at" TIMESTAMP WITH TIME ZONE, "completed_at" TIMESTAMP WITH TIME ZONE, "replay_of" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_webhook_deliveries_status" CHECK ("status" IN ('pending', 'sending', 'retrying', 'succeeded', 'failed')), CONSTRAINT "PK_535dd409947fb6d8fc6dfc0112a" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_pending" ON "webhook_deliveries"  ("status", "created_at") `);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_endpoint" ON "webhook_deliveries"  ("endpoint_id", "created_at") `);
    await q.query(`CREATE INDEX "idx_webhook_deliveries_seller" ON "webhook_deliveries"  ("seller_id", "created_at") `);
    await q.query(`CREATE TABLE "webhook_attempts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "delivery_id" uuid NOT NULL, "attempt" integer NOT NULL, "status_code" integer, "error" text, "duration_ms" integer NOT NULL, "response" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_2de7e7887ad97de459adab62638" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "idx_webhook_attempts_delivery" ON "webhook_attempts"  ("delivery_id", "attempt") `);
    await q.query(`ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_c44661d998c692164eba3ebc97b" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "api_tokens" ADD CONSTRAINT "FK_b74883f5884a42fd8496d389b25" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "FK_06c6ac0f652656c129edea2d16a" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c" FOREIGN KEY ("endpoint_id") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "webhook_attempts" ADD CONSTRAINT "FK_0d56d91d61b827bb2079c256538" FOREIGN KEY ("delivery_id") REFERENCES "webhook_deliveries"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "webhook_attempts" DROP CONSTRAINT "FK_0d56d91d61b827bb2079c256538"`);
    await q.query(`ALTER TABLE "webhook_deliveries" DROP CONSTRAINT "FK_0b882c26a9b91c26e6e86b4867c"`);
    await q.query(`ALTER TABLE "webhook_endpoints" DROP CONSTRAINT "FK_06c6ac0f652656c129edea2d16a"`);
    await q.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_b74883f5884a42fd8496d389b25"`);
    await q.query(`ALTER TABLE "api_tokens" DROP CONSTRAINT "FK_c44661d998c692164eba3ebc97b"`);
    await q.query(`DROP INDEX "public"."idx_webhook_attempts_delivery"`);
    await q.query(`DROP TABLE "webhook_attempts"`);
    await q.query(`DROP INDEX "public"."idx_webhook_deliveries_seller"`);
    await q.query(`DROP INDEX "public"."idx_webhook_deliveries_endpoint"`);
    await q.query(`DROP INDEX "public"."idx_webhook_deliveries_pending"`);
    await q.query(`DROP TABLE "webhook_deliveries"`);
    await q.query(`DROP INDEX "public"."idx_webhook_endpoints_seller"`);
    await q.query(`DROP TABLE "webhook_endpoints"`);
    await q.query(`DROP INDEX "public"."idx_api_tokens_seller"`);
    await q.query(`DROP INDEX "public"."idx_api_tokens_hash"`);
    await q.query(`DROP TABLE "api_tokens"`);
  }
}
