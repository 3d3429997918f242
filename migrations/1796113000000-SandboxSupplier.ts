import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * The built-in sandbox supplier (server/modules/suppliers/sandbox-supplier): keys sold per sandbox
 * product (`sandbox_supplier_sales`), its orders (`sandbox_supplier_orders`, one per buyer
 * reference) and the codes they delivered (`sandbox_supplier_codes`, unique forever).
 */
export class SandboxSupplier1796113000000 implements MigrationInterface {
  name = "SandboxSupplier1796113000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(
      `CREATE TABLE "sandbox_supplier_sales" ("product_id" text NOT NULL, "sold" integer NOT NULL DEFAULT '0', CONSTRAINT "chk_sandbox_supplier_sales_sold" CHECK ("sold" >= 0), CONSTRAINT "PK_sandbox_supplier_sales" PRIMARY KEY ("product_id"))`,
    );
    await q.query(
      `CREATE TABLE "sandbox_supplier_orders" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "client_order_id" text, "product_id" text NOT NULL, "quantity" integer NOT NULL, "unit_price" integer NOT NULL, "status" text NOT NULL DEFAULT 'COMPLETED', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_sandbox_supplier_orders_quantity" CHECK ("quantity" > 0), CONSTRAINT "chk_sandbox_supplier_orders_status" CHECK ("status" IN ('PROCESSING', 'COMPLETED')), CONSTRAINT "PK_sandbox_supplier_orders" PRIMARY KEY ("id"))`,
    );
    await q.query(`CREATE UNIQUE INDEX "uq_sandbox_supplier_orders_client_order" ON "sandbox_supplier_orders"  ("client_order_id") `);
    await q.query(
      `CREATE TABLE "sandbox_supplier_codes" ("code" text NOT NULL, "order_id" uuid NOT NULL, "position" integer NOT NULL, CONSTRAINT "PK_sandbox_supplier_codes" PRIMARY KEY ("code"))`,
    );
    await q.query(`CREATE INDEX "idx_sandbox_supplier_codes_order" ON "sandbox_supplier_codes"  ("order_id", "position") `);
    await q.query(
      `ALTER TABLE "sandbox_supplier_codes" ADD CONSTRAINT "FK_sandbox_supplier_codes_order" FOREIGN KEY ("order_id") REFERENCES "sandbox_supplier_orders"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE "sandbox_supplier_codes" DROP CONSTRAINT "FK_sandbox_supplier_codes_order"`);
    await q.query(`DROP INDEX "public"."idx_sandbox_supplier_codes_order"`);
    await q.query(`DROP TABLE "sandbox_supplier_codes"`);
    await q.query(`DROP INDEX "public"."uq_sandbox_supplier_orders_client_order"`);
    await q.query(`DROP TABLE "sandbox_supplier_orders"`);
    await q.query(`DROP TABLE "sandbox_supplier_sales"`);
  }
}
