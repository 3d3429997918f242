import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Supplier connections and imports (server/modules/suppliers): `supplier_connections` (a supplier
 * account connected to a seller shop, credentials encrypted, margin rule, schedule),
 * `supplier_import_runs` (one import with its progress and counts per result; one queued or
 * running per connection), `supplier_import_items` (the report's rows) and `supplier_products`
 * (the mapping supplier product ↔ catalogue product and offer, with the supplier's price and stock).
 */
export class SupplierConnections1796114000000 implements MigrationInterface {
  name = "SupplierConnections1796114000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "supplier_connections" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "integration" text NOT NULL, "name" text NOT NULL, "seller_id" integer NOT NULL, "credentials_cipher" bytea NOT NULL, "credentials_key_id" text NOT NULL, "credentials_hint" text NOT NULL DEFAULT '', "margin_bps" integer NOT NULL DEFAULT '2000', "round_prices" boolean NOT NULL DEFAULT true, "enabled" boolean NOT NULL DEFAULT false, "import_hour" smallint, "updated_by" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_supplier_connections_hour" CHECK ("import_hour" IS NULL OR "import_hour" BETWEEN 0 AND 23), CONSTRAINT "chk_supplier_connections_margin" CHECK ("margin_bps" BETWEEN 0 AND 100000), CONSTRAINT "chk_supplier_connections_integration" CHECK ("integration" IN ('codeswholesale', 'prepaidforge', 'sandbox')), CONSTRAINT "PK_supplier_connections" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "uq_supplier_connections_seller_integration" ON "supplier_connections"  ("seller_id", "integration")`);
    await q.query(`CREATE TABLE "supplier_import_runs" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "connection_id" uuid NOT NULL, "status" text NOT NULL DEFAULT 'queued', "scheduled" boolean NOT NULL DEFAULT false, "processed" integer NOT NULL DEFAULT '0', "counts" jsonb NOT NULL, "error" text, "attempts" smallint NOT NULL DEFAULT '0', "created_by" uuid, "actor_email" text NOT NULL DEFAULT '', "actor_role" text NOT NULL DEFAULT '', "actor_ip" text NOT NULL DEFAULT '', "request_id" text NOT NULL DEFAULT '', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "started_at" TIMESTAMP WITH TIME ZONE, "finished_at" TIMESTAMP WITH TIME ZONE, "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_supplier_import_runs_status" CHECK ("status" IN ('queued', 'running', 'done', 'failed')), CONSTRAINT "PK_supplier_import_runs" PRIMARY KEY ("id"))`);
    await q.query(`CREATE UNIQUE INDEX "uq_supplier_import_runs_active" ON "supplier_import_runs"  ("connection_id") WHERE "status" IN ('queued', 'running')`);
    await q.query(`CREATE INDEX "idx_supplier_import_runs_connection" ON "supplier_import_runs"  ("connection_id", "created_at")`);
    await q.query(`CREATE TABLE "supplier_import_items" ("id" bigint GENERATED ALWAYS AS IDENTITY NOT NULL, "run_id" uuid NOT NULL, "external_id" text NOT NULL, "name" text NOT NULL, "platform" text, "region" text, "result" text NOT NULL, "create_result" text, "product_id" integer, "offer_id" integer, "message" text NOT NULL DEFAULT '', CONSTRAINT "chk_supplier_import_items_create_result" CHECK ("create_result" IS NULL OR "create_result" IN ('Created', 'AlreadyExisting', 'Error', 'Cronjob')), CONSTRAINT "chk_supplier_import_items_result" CHECK ("result" IN ('ProductCreated', 'OfferCreated', 'TooManyEqualProducts', 'Error', 'AlreadyImported', 'OfferAlreadyExisting')), CONSTRAINT "PK_supplier_import_items" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_supplier_import_items_run_result" ON "supplier_import_items"  ("run_id", "result", "id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_supplier_import_items_run_external" ON "supplier_import_items"  ("run_id", "external_id")`);
    await q.query(`CREATE TABLE "supplier_products" ("id" integer GENERATED ALWAYS AS IDENTITY NOT NULL, "connection_id" uuid NOT NULL, "external_id" text NOT NULL, "name" text NOT NULL, "product_id" integer, "offer_id" integer, "created_product" boolean NOT NULL DEFAULT false, "stock" integer NOT NULL DEFAULT '0', "purchase_price" integer NOT NULL, "currency" text NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_supplier_products_stock" CHECK ("stock" >= 0), CONSTRAINT "PK_supplier_products" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_supplier_products_product" ON "supplier_products"  ("product_id")`);
    await q.query(`CREATE INDEX "idx_supplier_products_offer" ON "supplier_products"  ("offer_id")`);
    await q.query(`CREATE UNIQUE INDEX "uq_supplier_products_connection_external" ON "supplier_products"  ("connection_id", "external_id")`);
    await q.query(`ALTER TABLE "supplier_connections" ADD CONSTRAINT "FK_4faf5b5f74013bf97e0e79193a6" FOREIGN KEY ("seller_id") REFERENCES "seller_profiles"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_connections" ADD CONSTRAINT "FK_cf3caa936401ae530068b06d18e" FOREIGN KEY ("updated_by") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_import_runs" ADD CONSTRAINT "FK_500f6a5fa3c5bed37de6fb9e94d" FOREIGN KEY ("connection_id") REFERENCES "supplier_connections"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_import_items" ADD CONSTRAINT "FK_2fe10c2709423c772240c169d28" FOREIGN KEY ("run_id") REFERENCES "supplier_import_runs"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_products" ADD CONSTRAINT "FK_3edd7cfadb3946c13330d584581" FOREIGN KEY ("connection_id") REFERENCES "supplier_connections"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_products" ADD CONSTRAINT "FK_9ff2b133160a708a047cbce49d2" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_products" ADD CONSTRAINT "FK_121e68d4d821f2554b427ec0c0a" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "supplier_products" DROP CONSTRAINT "FK_121e68d4d821f2554b427ec0c0a"`);
    await q.query(`ALTER TABLE "supplier_products" DROP CONSTRAINT "FK_9ff2b133160a708a047cbce49d2"`);
    await q.query(`ALTER TABLE "supplier_products" DROP CONSTRAINT "FK_3edd7cfadb3946c13330d584581"`);
    await q.query(`ALTER TABLE "supplier_import_items" DROP CONSTRAINT "FK_2fe10c2709423c772240c169d28"`);
    await q.query(`ALTER TABLE "supplier_import_runs" DROP CONSTRAINT "FK_500f6a5fa3c5bed37de6fb9e94d"`);
    await q.query(`ALTER TABLE "supplier_connections" DROP CONSTRAINT "FK_cf3caa936401ae530068b06d18e"`);
    await q.query(`ALTER TABLE "supplier_connections" DROP CONSTRAINT "FK_4faf5b5f74013bf97e0e79193a6"`);
    await q.query(`DROP INDEX "public"."uq_supplier_products_connection_external"`);
    await q.query(`DROP INDEX "public"."idx_supplier_products_offer"`);
    await q.query(`DROP INDEX "public"."idx_supplier_products_product"`);
    await q.query(`DROP INDEX "public"."uq_supplier_import_items_run_external"`);
    await q.query(`DROP INDEX "public"."idx_supplier_import_items_run_result"`);
    await q.query(`DROP INDEX "public"."idx_supplier_import_runs_connection"`);
    await q.query(`DROP INDEX "public"."uq_supplier_import_runs_active"`);
    await q.query(`DROP INDEX "public"."uq_supplier_connections_seller_integration"`);
    await q.query(`DROP TABLE "supplier_products"`);
    await q.query(`DROP TABLE "supplier_import_items"`);
    await q.query(`DROP TABLE "supplier_import_runs"`);
    await q.query(`DROP TABLE "supplier_connections"`);
  }
}
