import type { MigrationInterface, QueryRunner } from "typeorm";

export class Accounts1795329710961 implements MigrationInterface {
  name = "Accounts1795329710961";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "sessions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" bytea NOT NULL, "user_id" uuid NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "last_seen_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "ip" text, "user_agent" text, CONSTRAINT "PK_3238ef96f18b355b671619111bc" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_sessions_token_hash" ON "sessions"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_sessions_user" ON "sessions"  ("user_id") `);
    await queryRunner.query(`CREATE INDEX "idx_sessions_expires_at" ON "sessions"  ("expires_at") `);
    await queryRunner.query(`CREATE TABLE "account_tokens" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "token_hash" bytea NOT NULL, "user_id" uuid NOT NULL, "purpose" text NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_account_tokens_purpose" CHECK ("purpose" IN ('verify-email', 'reset-password')), CONSTRAINT "PK_5e3640c493cc6206a44b885e6a9" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_account_tokens_hash" ON "account_tokens"  ("token_hash") `);
    await queryRunner.query(`CREATE INDEX "idx_account_tokens_user" ON "account_tokens"  ("user_id") `);
    await queryRunner.query(`CREATE TABLE "login_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "user_id" uuid NOT NULL, "method" text NOT NULL, "success" boolean NOT NULL, "ip" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_login_events_method" CHECK ("method" IN ('password', 'google')), CONSTRAINT "PK_5cd6102474db62bc181590b9902" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_login_events_user_time" ON "login_events"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "oidc_logins" ("state_hash" bytea NOT NULL, "code_verifier" text NOT NULL, "nonce" text NOT NULL, "details" jsonb NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_b15a7f79cc38b128237395d0832" PRIMARY KEY ("state_hash"))`);
    await queryRunner.query(`CREATE INDEX "idx_oidc_logins_expires_at" ON "oidc_logins"  ("expires_at") `);
    await queryRunner.query(`CREATE TABLE "mails" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "to" text NOT NULL, "subject" text NOT NULL, "text" text NOT NULL, "html" text NOT NULL, "template" text NOT NULL, "locale" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "transport" text, "attempts" integer NOT NULL DEFAULT '0', "last_error" text, "next_attempt_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "sent_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_mails_status" CHECK ("status" IN ('pending', 'sending', 'sent', 'failed')), CONSTRAINT "PK_218248d7dfe1b739f06e2309349" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_mails_status" ON "mails"  ("status", "next_attempt_at") `);
    await queryRunner.query(`CREATE TABLE "newsletter_subscriptions" ("email" text NOT NULL, "user_id" uuid, "provider" text NOT NULL, "external_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_57fd53bd8b39fe19d2be8136f64" PRIMARY KEY ("email"))`);
    await queryRunner.query(`ALTER TABLE "users" ADD "google_subject" text`);
    await queryRunner.query(`ALTER TABLE "users" ADD "deleted_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_users_google_subject" ON "users"  ("google_subject") WHERE "google_subject" IS NOT NULL`);
    await queryRunner.query(`ALTER TABLE "sessions" ADD CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "account_tokens" ADD CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "login_events" ADD CONSTRAINT "FK_2b138d5dad9a7f8d09a35e24d47" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "login_events" DROP CONSTRAINT "FK_2b138d5dad9a7f8d09a35e24d47"`);
    await queryRunner.query(`ALTER TABLE "account_tokens" DROP CONSTRAINT "FK_1b5fea09efc20c7f63c4a09b3d6"`);
    await queryRunner.query(`ALTER TABLE "sessions" DROP CONSTRAINT "FK_085d540d9f418cfbdc7bd55bb19"`);
    await queryRunner.query(`DROP INDEX "public"."idx_users_google_subject"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "deleted_at"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "google_subject"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriptions"`);
    await queryRunner.query(`DROP INDEX "public"."idx_mails_status"`);
    await queryRunner.query(`DROP TABLE "mails"`);
    await queryRunner.query(`DROP INDEX "public"."idx_oidc_logins_expires_at"`);
    await queryRunner.query(`DROP TABLE "oidc_logins"`);
    await queryRunner.query(`DROP INDEX "public"."idx_login_events_user_time"`);
    await queryRunner.query(`DROP TABLE "login_events"`);
    await queryRunner.query(`DROP INDEX "public"."idx_account_tokens_user"`);
    await queryRunner.query(`DROP INDEX "public"."idx_account_tokens_hash"`);
    await queryRunner.query(`DROP TABLE "account_tokens"`);
    await queryRunner.query(`DROP INDEX "public"."idx_sessions_expires_at"`);
    await queryRunner.query(`DROP INDEX "public"."idx_sessions_user"`);
    await queryRunner.query(`DROP INDEX "public"."idx_sessions_token_hash"`);
    await queryRunner.query(`DROP TABLE "sessions"`);
  }
}
