import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Live order pages: every statement that changes orders (status, payment, delivery, refunds)
 * or adds to an order's timeline sends `NOTIFY km_order_changed` with the ids of the orders it
 * touched, space-separated (`*` when longer than NOTIFY allows). Every process LISTENs and
 * wakes the `orderUpdated` subscriptions of those orders (server/graphql/live), so a payment
 * captured by a webhook on one node updates the order page served by another.
 */
export class OrderChangeNotify1796119000000 implements MigrationInterface {
  name = "OrderChangeNotify1796119000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION km_notify_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE payload text;
      BEGIN
        IF TG_TABLE_NAME = 'orders' THEN
          SELECT string_agg(DISTINCT n.id::text, ' ') INTO payload
            FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE to_jsonb(n) IS DISTINCT FROM to_jsonb(o);
        ELSE
          SELECT string_agg(DISTINCT n.order_id::text, ' ') INTO payload FROM new_rows n;
        END IF;
        IF payload IS NULL THEN RETURN NULL; END IF;
        IF octet_length(payload) > 7900 THEN payload := '*'; END IF;
        PERFORM pg_notify('km_order_changed', payload);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_orders_live AFTER UPDATE ON "orders"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_orders()`);
    await q.query(`CREATE TRIGGER trg_order_events_live AFTER INSERT ON "order_events"
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_orders()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS trg_order_events_live ON "order_events"`);
    await q.query(`DROP TRIGGER IF EXISTS trg_orders_live ON "orders"`);
    await q.query(`DROP FUNCTION IF EXISTS km_notify_orders()`);
  }
}
