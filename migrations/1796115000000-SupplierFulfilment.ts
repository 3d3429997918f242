import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Supplier fallback in order fulfilment (server/modules/suppliers/supplier-fulfilment.ts):
 *
 *  - `supplier_purchases`: one row per order line and supplier connection asked for keys (the
 *    stock reserved at checkout, the claim, the retries, the supplier's order id and price);
 *  - a supplier-backed offer's stock includes its supplier's stock: `offers.stock` = usable
 *    uploaded keys (the product_keys triggers) + `supplier_products.stock` of the mappings that
 *    feed it, kept by deltas like the keys' triggers (so the products' stock and best prices,
 *    which follow offers.stock, show and sell it too).
 */
export class SupplierFulfilment1796115000000 implements MigrationInterface {
  name = "SupplierFulfilment1796115000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE "supplier_purchases" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "order_item_id" uuid NOT NULL, "connection_id" uuid NOT NULL, "link_id" integer, "external_id" text NOT NULL, "offer_id" integer NOT NULL, "quantity" integer NOT NULL, "stock_reserved" integer NOT NULL DEFAULT '0', "status" text NOT NULL DEFAULT 'reserved', "attempts" smallint NOT NULL DEFAULT '0', "next_attempt_at" TIMESTAMP WITH TIME ZONE, "external_order_id" text, "unit_price" integer, "currency" text, "codes" integer NOT NULL DEFAULT '0', "error" text, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "chk_supplier_purchases_quantity" CHECK ("quantity" >= 1), CONSTRAINT "chk_supplier_purchases_status" CHECK ("status" IN ('reserved', 'buying', 'retrying', 'bought', 'stocked', 'failed', 'released')), CONSTRAINT "PK_supplier_purchases" PRIMARY KEY ("id"))`);
    await q.query(`CREATE INDEX "idx_supplier_purchases_retry" ON "supplier_purchases"  ("next_attempt_at") WHERE "status" = 'retrying'`);
    await q.query(`CREATE UNIQUE INDEX "uq_supplier_purchases_item_connection" ON "supplier_purchases"  ("order_item_id", "connection_id") `);
    await q.query(`ALTER TABLE "supplier_purchases" ADD CONSTRAINT "FK_182c7d75e5d1dd96ad80666b079" FOREIGN KEY ("order_item_id") REFERENCES "order_items"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_purchases" ADD CONSTRAINT "FK_d529f35b6e30145804c8b992945" FOREIGN KEY ("connection_id") REFERENCES "supplier_connections"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_purchases" ADD CONSTRAINT "FK_15764baa36d0be4c747a022aec6" FOREIGN KEY ("link_id") REFERENCES "supplier_products"("id") ON DELETE SET NULL ON UPDATE NO ACTION`);
    await q.query(`ALTER TABLE "supplier_purchases" ADD CONSTRAINT "FK_0611a5e9bd4d17c79b0c0c8526e" FOREIGN KEY ("offer_id") REFERENCES "offers"("id") ON DELETE CASCADE ON UPDATE NO ACTION`);

    // ---- offers.stock += the supplier's stock of the mappings feeding the offer, by deltas ----
    await q.query(`CREATE FUNCTION km_supplier_stock() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.offer_id IS NOT NULL AND OLD.stock <> 0 THEN
          UPDATE offers SET stock = stock - OLD.stock WHERE id = OLD.offer_id;
        END IF;
        IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.offer_id IS NOT NULL AND NEW.stock <> 0 THEN
          UPDATE offers SET stock = stock + NEW.stock WHERE id = NEW.offer_id;
        END IF;
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_supplier_products_stock AFTER INSERT OR DELETE OR UPDATE OF stock, offer_id ON supplier_products
      FOR EACH ROW EXECUTE FUNCTION km_supplier_stock()`);
    await q.query(`UPDATE offers o SET stock = o.stock + s.n
      FROM (SELECT offer_id, sum(stock)::int AS n FROM supplier_products WHERE offer_id IS NOT NULL GROUP BY offer_id HAVING sum(stock) <> 0) s
      WHERE o.id = s.offer_id`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`UPDATE offers o SET stock = o.stock - s.n
      FROM (SELECT offer_id, sum(stock)::int AS n FROM supplier_products WHERE offer_id IS NOT NULL GROUP BY offer_id HAVING sum(stock) <> 0) s
      WHERE o.id = s.offer_id`);
    await q.query(`DROP TRIGGER IF EXISTS trg_supplier_products_stock ON supplier_products`);
    await q.query(`DROP FUNCTION IF EXISTS km_supplier_stock()`);
    await q.query(`ALTER TABLE "supplier_purchases" DROP CONSTRAINT "FK_0611a5e9bd4d17c79b0c0c8526e"`);
    await q.query(`ALTER TABLE "supplier_purchases" DROP CONSTRAINT "FK_15764baa36d0be4c747a022aec6"`);
    await q.query(`ALTER TABLE "supplier_purchases" DROP CONSTRAINT "FK_d529f35b6e30145804c8b992945"`);
    await q.query(`ALTER TABLE "supplier_purchases" DROP CONSTRAINT "FK_182c7d75e5d1dd96ad80666b079"`);
    await q.query(`DROP INDEX "public"."uq_supplier_purchases_item_connection"`);
    await q.query(`DROP INDEX "public"."idx_supplier_purchases_retry"`);
    await q.query(`DROP TABLE "supplier_purchases"`);
  }
}
