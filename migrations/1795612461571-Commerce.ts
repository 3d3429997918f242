import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Commerce: carts, favourites, coupons, orders with their lines and timeline, payments and
 * webhook events, refunds, the sandbox provider's payments, the sellers' payout ledger, key
 * reveals; product keys learn their order line and their fingerprint becomes unique across the
 * marketplace; offers get their own per-order maximum.
 */
export class Commerce1795612461571 implements MigrationInterface {
  name = "Commerce1795612461571";

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_1c34403ef975650f1e7aa1ce08"`);
    await queryRunner.query(`CREATE TABLE "carts" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" uuid NOT NULL, "currency" text NOT NULL DEFAULT 'eur', "locale" text NOT NULL DEFAULT 'en', "coupon_code" text, "lifecycle" smallint NOT NULL DEFAULT '0', "abandoned_at" TIMESTAMP WITH TIME ZONE, "recovery_mailed_at" TIMESTAMP WITH TIME ZONE, "recovery_token_hash" bytea, "abandoned_items" jsonb, "last_transaction_id" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_2ec1c94a977b940d85a4f498aea" UNIQUE ("user_id"), CONSTRAINT "REL_2ec1c94a977b940d85a4f498ae" UNIQUE ("user_id"), CONSTRAINT "chk_carts_currency" CHECK ("currency" IN ('eur', 'usd', 'gbp')), CONSTRAINT "chk_carts_lifecycle" CHECK ("lifecycle" BETWEEN 0 AND 5), CONSTRAINT "PK_b5f695a59f5ebb50af3c8160816" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_carts_abandonment" ON "carts"  ("lifecycle", "updated_at") `);
    await queryRunner.query(`CREATE TABLE "cart_items" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "cart_id" uuid NOT NULL, "product_id" integer NOT NULL, "offer_id" integer NOT NULL, "quantity" smallint NOT NULL, "added_from_cart_page" boolean NOT NULL DEFAULT false, "added_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_cart_items_quantity" CHECK ("quantity" BETWEEN 1 AND 5), CONSTRAINT "PK_6fccf5ec03c172d27a28a82928b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_dba960dbfd8636893d3c7acb18" ON "cart_items"  ("cart_id", "product_id") `);
    await queryRunner.query(`CREATE TABLE "favourites" ("user_id" uuid NOT NULL, "product_id" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "price_alert" boolean NOT NULL DEFAULT false, "reference_currency" text NOT NULL DEFAULT 'eur', "reference_price" integer, "alerted_price" integer, "alerted_at" TIMESTAMP WITH TIME ZONE, CONSTRAINT "chk_favourites_currency" CHECK ("reference_currency" IN ('eur', 'usd', 'gbp')), CONSTRAINT "PK_7ef3fc180e5b4b75f8ceeb06fe5" PRIMARY KEY ("user_id", "product_id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_7cd439be4a0d7fe237eb2b78bf" ON "favourites"  ("product_id") `);
    await queryRunner.query(`CREATE TABLE "coupons" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "code" text NOT NULL, "description" text NOT NULL DEFAULT '', "kind" text NOT NULL, "percent_off" smallint, "amount_eur" integer, "amount_usd" integer, "amount_gbp" integer, "min_purchase_eur" integer NOT NULL DEFAULT '0', "min_purchase_usd" integer NOT NULL DEFAULT '0', "min_purchase_gbp" integer NOT NULL DEFAULT '0', "valid_from" TIMESTAMP WITH TIME ZONE, "valid_until" TIMESTAMP WITH TIME ZONE, "max_uses" integer, "max_uses_per_user" integer, "category_ids" integer array NOT NULL DEFAULT '{}', "enabled" boolean NOT NULL DEFAULT true, "used_count" integer NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_e025109230e82925843f2a14c48" UNIQUE ("code"), CONSTRAINT "chk_coupons_limits" CHECK (("max_uses" IS NULL OR "max_uses" > 0) AND ("max_uses_per_user" IS NULL OR "max_uses_per_user" > 0) AND "used_count" >= 0), CONSTRAINT "chk_coupons_code" CHECK ("code" = upper("code") AND "code" ~ '^[A-Z0-9_-]{3,32}$'), CONSTRAINT "chk_coupons_kind" CHECK (("kind" = 'percent' AND "percent_off" BETWEEN 1 AND 100) OR ("kind" = 'fixed' AND coalesce("amount_eur", "amount_usd", "amount_gbp") IS NOT NULL AND coalesce("amount_eur", 1) > 0 AND coalesce("amount_usd", 1) > 0 AND coalesce("amount_gbp", 1) > 0)), CONSTRAINT "PK_d7ea8864a0150183770f3e9a8cb" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "coupon_redemptions" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "coupon_id" integer NOT NULL, "user_id" uuid NOT NULL, "order_id" uuid NOT NULL, "discount" integer NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_adb70aa4959d5b2676fa4fde836" UNIQUE ("order_id"), CONSTRAINT "PK_5086813ea980d21dbeb190ed0a7" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_dd4cda7c82246e92c50453fda3" ON "coupon_redemptions"  ("coupon_id", "user_id") `);
    await queryRunner.query(`CREATE TABLE "orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" SERIAL NOT NULL, "user_id" uuid NOT NULL, "status" smallint NOT NULL DEFAULT '5', "payment_status" text NOT NULL DEFAULT 'not used', "payment_decision" text, "fraud_decision" text, "fraud_score" integer NOT NULL DEFAULT '0', "fraud_rules" text array NOT NULL DEFAULT '{}', "approval_reason" text, "currency" text NOT NULL, "subtotal" integer NOT NULL, "discount" integer NOT NULL DEFAULT '0', "total" integer NOT NULL, "refunded_amount" integer NOT NULL DEFAULT '0', "coupon_id" integer, "coupon_code" text, "billing" jsonb NOT NULL, "email" text NOT NULL, "locale" text NOT NULL DEFAULT 'en', "ip" text, "ip_country" text, "provider" text NOT NULL, "terms_accepted_at" TIMESTAMP WITH TIME ZONE NOT NULL, "withdrawal_waived_at" TIMESTAMP WITH TIME ZONE NOT NULL, "reservation_expires_at" TIMESTAMP WITH TIME ZONE, "paid_at" TIMESTAMP WITH TIME ZONE, "delivered_at" TIMESTAMP WITH TIME ZONE, "closed_at" TIMESTAMP WITH TIME ZONE, "tracking" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_4e174e347d448617acdf98fef0d" UNIQUE ("number"), CONSTRAINT "chk_orders_amounts" CHECK ("subtotal" >= 0 AND "discount" >= 0 AND "total" >= 0 AND "total" = "subtotal" - "discount" AND "refunded_amount" BETWEEN 0 AND "total"), CONSTRAINT "chk_orders_currency" CHECK ("currency" IN ('eur', 'usd', 'gbp')), CONSTRAINT "chk_orders_status" CHECK ("status" BETWEEN 0 AND 8), CONSTRAINT "PK_710e2d4957aa5878dfe94e4ac2f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "idx_orders_review" ON "orders"  ("created_at") WHERE "status" = 6`);
    await queryRunner.query(`CREATE INDEX "IDX_79cfd8bf4e542ed449d584f0c6" ON "orders"  ("ip", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_a07403023c1dbc2d84020409b8" ON "orders"  ("status", "reservation_expires_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_fbfc1475fc6797244d160068cb" ON "orders"  ("user_id", "created_at") `);
    await queryRunner.query(`CREATE TABLE "order_items" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "product_id" integer NOT NULL, "offer_id" integer NOT NULL, "seller_id" integer NOT NULL, "quantity" smallint NOT NULL, "unit_price" integer NOT NULL, "discount" integer NOT NULL DEFAULT '0', "total" integer NOT NULL, "name" text NOT NULL, "type" text NOT NULL, "pre_order" boolean NOT NULL DEFAULT false, "is_zero_vat" boolean NOT NULL DEFAULT false, "refunded_quantity" smallint NOT NULL DEFAULT '0', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_order_items_amounts" CHECK ("unit_price" > 0 AND "discount" >= 0 AND "total" = "unit_price" * "quantity" - "discount"), CONSTRAINT "chk_order_items_quantity" CHECK ("quantity" BETWEEN 1 AND 5 AND "refunded_quantity" BETWEEN 0 AND "quantity"), CONSTRAINT "PK_005269d8574e6fac0493715c308" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b052e69bb1e297070f8afa4ec8" ON "order_items"  ("seller_id", "created_at") `);
    await queryRunner.query(`CREATE INDEX "IDX_145532db85752b29c57d2b7b1f" ON "order_items"  ("order_id") `);
    await queryRunner.query(`CREATE TABLE "order_events" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "order_id" uuid NOT NULL, "actor" text NOT NULL, "actor_user_id" uuid, "type" text NOT NULL, "from_status" smallint, "to_status" smallint, "payment_status" text, "reason" text, "details" jsonb NOT NULL DEFAULT '{}', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_order_events_actor" CHECK ("actor" IN ('System', 'Admin', 'Customer')), CONSTRAINT "PK_cc1b82b0fcf1be577d9d7ecbf8b" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_8e277b358fcaab26205b8964c3" ON "order_events"  ("order_id", "id") `);
    await queryRunner.query(`CREATE TABLE "key_reveals" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "key_id" uuid NOT NULL, "user_id" uuid NOT NULL, "ip" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_7c4160b3132441ffa5566e59d8a" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a50acf7e493b81e048f201b42e" ON "key_reveals"  ("key_id") `);
    await queryRunner.query(`CREATE TABLE "payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "provider" text NOT NULL, "provider_ref" text, "capture_ref" text, "status" text NOT NULL DEFAULT 'created', "amount" integer NOT NULL, "currency" text NOT NULL, "redirect_url" text, "three_ds_requested" boolean NOT NULL DEFAULT false, "three_ds_authenticated" boolean NOT NULL DEFAULT false, "card_fingerprint" text, "decline_reason" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_payments_amount" CHECK ("amount" >= 0), CONSTRAINT "PK_197ab7af18c93fbb0c9b28b4a59" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_b2f7b823a21562eeca20e72b00" ON "payments"  ("order_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_68211895487648da8887c88c82" ON "payments"  ("provider", "provider_ref") WHERE "provider_ref" IS NOT NULL`);
    await queryRunner.query(`CREATE TABLE "payment_events" ("provider" text NOT NULL, "event_id" text NOT NULL, "type" text NOT NULL, "provider_ref" text, "received_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_cdb38f647e394ea5717c7ebb4f9" PRIMARY KEY ("provider", "event_id"))`);
    await queryRunner.query(`CREATE TABLE "refunds" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "payment_id" uuid NOT NULL, "amount" integer NOT NULL, "currency" text NOT NULL, "reason" text NOT NULL, "status" text NOT NULL DEFAULT 'pending', "provider_ref" text, "items" jsonb NOT NULL DEFAULT '[]', "actor_user_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_refunds_status" CHECK ("status" IN ('pending', 'completed', 'failed')), CONSTRAINT "chk_refunds_amount" CHECK ("amount" > 0), CONSTRAINT "PK_5106efb01eeda7e49a78b869738" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE INDEX "IDX_a42db6369017df60549539f556" ON "refunds"  ("order_id") `);
    await queryRunner.query(`CREATE TABLE "sandbox_payments" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_id" uuid NOT NULL, "order_number" text NOT NULL, "amount" integer NOT NULL, "currency" text NOT NULL, "status" text NOT NULL DEFAULT 'created', "three_ds_requested" boolean NOT NULL DEFAULT false, "three_ds_authenticated" boolean NOT NULL DEFAULT false, "card_last4" text, "card_fingerprint" text, "decline_reason" text, "return_url" text NOT NULL, "cancel_url" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_42dec1adbcf1038231b7748f920" UNIQUE ("order_id"), CONSTRAINT "chk_sandbox_payments_status" CHECK ("status" IN ('created', 'challenge', 'captured', 'declined', 'cancelled')), CONSTRAINT "PK_9346991680e6615e8a5ee7c9bf2" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE TABLE "payout_lines" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "seller_id" integer NOT NULL, "order_id" uuid NOT NULL, "order_item_id" uuid NOT NULL, "key_id" uuid NOT NULL, "kind" text NOT NULL, "currency" text NOT NULL, "gross" integer NOT NULL, "commission" integer NOT NULL, "net" integer NOT NULL, "state" smallint NOT NULL DEFAULT '1', "paid_at" TIMESTAMP WITH TIME ZONE, "reference" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_payout_lines_amounts" CHECK ("net" = "gross" - "commission"), CONSTRAINT "chk_payout_lines_kind" CHECK ("kind" IN ('sale', 'reversal')), CONSTRAINT "chk_payout_lines_state" CHECK ("state" IN (0, 1)), CONSTRAINT "PK_107d5e4aabeb0ef5c51f2d0f41f" PRIMARY KEY ("id"))`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_a79bd51400c916785962365360" ON "payout_lines"  ("key_id", "order_item_id", "kind") `);
    await queryRunner.query(`CREATE INDEX "IDX_8dbc501e7654781ee6a1b329e6" ON "payout_lines"  ("seller_id", "state", "currency") `);
    await queryRunner.query(`ALTER TABLE "offers" ADD "max_per_order" smallint`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD "order_item_id" uuid`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD "reserved_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD "delivered_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD "revealed_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "idx_product_keys_available" ON "product_keys"  ("offer_id", "created_at") WHERE "state" = 0`);
    await queryRunner.query(`CREATE INDEX "IDX_4017e8abb6ae79b6683da00ab8" ON "product_keys"  ("order_item_id") `);
    await queryRunner.query(`CREATE UNIQUE INDEX "idx_product_keys_value_hash" ON "product_keys"  ("value_hash") `);
    await queryRunner.query(`ALTER TABLE "offers" ADD CONSTRAINT "chk_offers_max_per_order" CHECK ("max_per_order" IS NULL OR "max_per_order" BETWEEN 1 AND 5)`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD CONSTRAINT "chk_product_keys_order_item" CHECK (("state" = 0 AND "order_item_id" IS NULL) OR ("state" = 1 AND "order_item_id" IS NOT NULL) OR "state" >= 2)`);
    await queryRunner.query(`ALTER TABLE "product_keys" ADD CONSTRAINT "FK_4017e8abb6ae79b6683da00ab89" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "carts" ADD CONSTRAINT "FK_2ec1c94a977b940d85a4f498aea" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_items" ADD CONSTRAINT "FK_6385a745d9e12a89b859bb25623" FOREIGN KEY ("cart_id") REFERENCES "carts"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_items" ADD CONSTRAINT "FK_30e89257a105eab7648a35c7fce" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "cart_items" ADD CONSTRAINT "FK_53d597384719e04ff18d02f5a9f" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "favourites" ADD CONSTRAINT "FK_ffb0866c42b7ff4d6e5131f3dcc" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "favourites" ADD CONSTRAINT "FK_7cd439be4a0d7fe237eb2b78bff" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "FK_9df1b9bc48e3eea5da3762f8e56" FOREIGN KEY ("coupon_id") REFERENCES "coupons"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "FK_986f8dd830915cf2835f89709df" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" ADD CONSTRAINT "FK_adb70aa4959d5b2676fa4fde836" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "orders" ADD CONSTRAINT "FK_a922b820eeef29ac1c6800e826a" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD CONSTRAINT "FK_145532db85752b29c57d2b7b1f1" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD CONSTRAINT "FK_9263386c35b6b242540f9493b00" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD CONSTRAINT "FK_7fb93ff11c54ec4bb71c78c2fe5" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_items" ADD CONSTRAINT "FK_fd9d07d1f1457c1147418d6cbc4" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "order_events" ADD CONSTRAINT "FK_b33cbf9a59cbee112d94bcb59de" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "key_reveals" ADD CONSTRAINT "FK_a50acf7e493b81e048f201b42e6" FOREIGN KEY ("key_id") REFERENCES "product_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "key_reveals" ADD CONSTRAINT "FK_5996fc5355cd45cc3895e1daa9d" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "payments" ADD CONSTRAINT "FK_b2f7b823a21562eeca20e72b006" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "refunds" ADD CONSTRAINT "FK_a42db6369017df60549539f5567" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "refunds" ADD CONSTRAINT "FK_7f48aa5d56c42aeb495db016683" FOREIGN KEY ("payment_id") REFERENCES "payments"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "payout_lines" ADD CONSTRAINT "FK_db72c26c311231caccdedcf8969" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "payout_lines" ADD CONSTRAINT "FK_5b1bf4e48bc7f96d309ed0a8140" FOREIGN KEY ("order_id") REFERENCES "orders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "payout_lines" ADD CONSTRAINT "FK_fe777be9790a2d6329c1f351649" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
    await queryRunner.query(`ALTER TABLE "payout_lines" ADD CONSTRAINT "FK_dad92293934b643a6bc35ca7930" FOREIGN KEY ("key_id") REFERENCES "product_keys"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "payout_lines" DROP CONSTRAINT "FK_dad92293934b643a6bc35ca7930"`);
    await queryRunner.query(`ALTER TABLE "payout_lines" DROP CONSTRAINT "FK_fe777be9790a2d6329c1f351649"`);
    await queryRunner.query(`ALTER TABLE "payout_lines" DROP CONSTRAINT "FK_5b1bf4e48bc7f96d309ed0a8140"`);
    await queryRunner.query(`ALTER TABLE "payout_lines" DROP CONSTRAINT "FK_db72c26c311231caccdedcf8969"`);
    await queryRunner.query(`ALTER TABLE "refunds" DROP CONSTRAINT "FK_7f48aa5d56c42aeb495db016683"`);
    await queryRunner.query(`ALTER TABLE "refunds" DROP CONSTRAINT "FK_a42db6369017df60549539f5567"`);
    await queryRunner.query(`ALTER TABLE "payments" DROP CONSTRAINT "FK_b2f7b823a21562eeca20e72b006"`);
    await queryRunner.query(`ALTER TABLE "key_reveals" DROP CONSTRAINT "FK_5996fc5355cd45cc3895e1daa9d"`);
    await queryRunner.query(`ALTER TABLE "key_reveals" DROP CONSTRAINT "FK_a50acf7e493b81e048f201b42e6"`);
    await queryRunner.query(`ALTER TABLE "order_events" DROP CONSTRAINT "FK_b33cbf9a59cbee112d94bcb59de"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_fd9d07d1f1457c1147418d6cbc4"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_7fb93ff11c54ec4bb71c78c2fe5"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_9263386c35b6b242540f9493b00"`);
    await queryRunner.query(`ALTER TABLE "order_items" DROP CONSTRAINT "FK_145532db85752b29c57d2b7b1f1"`);
    await queryRunner.query(`ALTER TABLE "orders" DROP CONSTRAINT "FK_a922b820eeef29ac1c6800e826a"`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "FK_adb70aa4959d5b2676fa4fde836"`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "FK_986f8dd830915cf2835f89709df"`);
    await queryRunner.query(`ALTER TABLE "coupon_redemptions" DROP CONSTRAINT "FK_9df1b9bc48e3eea5da3762f8e56"`);
    await queryRunner.query(`ALTER TABLE "favourites" DROP CONSTRAINT "FK_7cd439be4a0d7fe237eb2b78bff"`);
    await queryRunner.query(`ALTER TABLE "favourites" DROP CONSTRAINT "FK_ffb0866c42b7ff4d6e5131f3dcc"`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "FK_53d597384719e04ff18d02f5a9f"`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "FK_30e89257a105eab7648a35c7fce"`);
    await queryRunner.query(`ALTER TABLE "cart_items" DROP CONSTRAINT "FK_6385a745d9e12a89b859bb25623"`);
    await queryRunner.query(`ALTER TABLE "carts" DROP CONSTRAINT "FK_2ec1c94a977b940d85a4f498aea"`);
    await queryRunner.query(`ALTER TABLE "product_keys" DROP CONSTRAINT "FK_4017e8abb6ae79b6683da00ab89"`);
    await queryRunner.query(`ALTER TABLE "product_keys" DROP CONSTRAINT "chk_product_keys_order_item"`);
    await queryRunner.query(`ALTER TABLE "offers" DROP CONSTRAINT "chk_offers_max_per_order"`);
    await queryRunner.query(`DROP INDEX "public"."idx_product_keys_value_hash"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_4017e8abb6ae79b6683da00ab8"`);
    await queryRunner.query(`DROP INDEX "public"."idx_product_keys_available"`);
    await queryRunner.query(`ALTER TABLE "product_keys" DROP COLUMN "revealed_at"`);
    await queryRunner.query(`ALTER TABLE "product_keys" DROP COLUMN "delivered_at"`);
    await queryRunner.query(`ALTER TABLE "product_keys" DROP COLUMN "reserved_at"`);
    await queryRunner.query(`ALTER TABLE "product_keys" DROP COLUMN "order_item_id"`);
    await queryRunner.query(`ALTER TABLE "offers" DROP COLUMN "max_per_order"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8dbc501e7654781ee6a1b329e6"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a79bd51400c916785962365360"`);
    await queryRunner.query(`DROP TABLE "payout_lines"`);
    await queryRunner.query(`DROP TABLE "sandbox_payments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a42db6369017df60549539f556"`);
    await queryRunner.query(`DROP TABLE "refunds"`);
    await queryRunner.query(`DROP TABLE "payment_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_68211895487648da8887c88c82"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b2f7b823a21562eeca20e72b00"`);
    await queryRunner.query(`DROP TABLE "payments"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a50acf7e493b81e048f201b42e"`);
    await queryRunner.query(`DROP TABLE "key_reveals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_8e277b358fcaab26205b8964c3"`);
    await queryRunner.query(`DROP TABLE "order_events"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_145532db85752b29c57d2b7b1f"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_b052e69bb1e297070f8afa4ec8"`);
    await queryRunner.query(`DROP TABLE "order_items"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_fbfc1475fc6797244d160068cb"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_a07403023c1dbc2d84020409b8"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_79cfd8bf4e542ed449d584f0c6"`);
    await queryRunner.query(`DROP INDEX "public"."idx_orders_review"`);
    await queryRunner.query(`DROP TABLE "orders"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dd4cda7c82246e92c50453fda3"`);
    await queryRunner.query(`DROP TABLE "coupon_redemptions"`);
    await queryRunner.query(`DROP TABLE "coupons"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_7cd439be4a0d7fe237eb2b78bf"`);
    await queryRunner.query(`DROP TABLE "favourites"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_dba960dbfd8636893d3c7acb18"`);
    await queryRunner.query(`DROP TABLE "cart_items"`);
    await queryRunner.query(`DROP INDEX "public"."idx_carts_abandonment"`);
    await queryRunner.query(`DROP TABLE "carts"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "IDX_1c34403ef975650f1e7aa1ce08" ON "product_keys" USING btree ("product_id", "value_hash") `);
  }
}
