import type { MigrationInterface, QueryRunner } from "typeorm";

/**
 * Live order pages: every statement that changes what an order's page shows of its progress
 * (status, payment status, payment and delivery times, refunded amount) sends
 * `NOTIFY km_order_changed` with the ids of the orders it changed, space-separated (`*` when
 * longer than NOTIFY allows). Every process LISTENs and wakes the `orderUpdated` subscriptions
 * of those orders (server/graphql/live), so a payment captured by a webhook on one node updates
 * the order page served by another.
 *
 * Only those changes, and not every write to an order or its timeline: a transaction that
 * notifies takes Postgres' one notification-queue lock until it has committed, so notifying
 * commits are serialised across the whole cluster. Placing an order (its row and first timeline
 * entry are inserted) notifies nothing; its payment's capture, which moves stock anyway, does.
 */
export class OrderChangeNotify1796119000000 implements MigrationInterface {
  name = "OrderChangeNotify1796119000000";

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE FUNCTION km_notify_orders() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE payload text;
      BEGIN
        SELECT string_agg(n.id::text, ' ') INTO payload
          FROM new_rows n JOIN old_rows o ON o.id = n.id
         WHERE (n.status, n.payment_status, n.paid_at, n.delivered_at, n.refunded_amount, n.closed_at)
               IS DISTINCT FROM (o.status, o.payment_status, o.paid_at, o.delivered_at, o.refunded_amount, o.closed_at);
        IF payload IS NULL THEN RETURN NULL; END IF;
        IF octet_length(payload) > 7900 THEN payload := '*'; END IF;
        PERFORM pg_notify('km_order_changed', payload);
        RETURN NULL;
      END $$`);
    await q.query(`CREATE TRIGGER trg_orders_live AFTER UPDATE ON "orders"
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION km_notify_orders()`);
  }

  public async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TRIGGER IF EXISTS trg_orders_live ON "orders"`);
    await q.query(`DROP FUNCTION IF EXISTS km_notify_orders()`);
  }
}
