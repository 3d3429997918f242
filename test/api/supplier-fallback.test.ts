/**
 * Supplier fallback in fulfilment, against the running app and its built-in sandbox supplier: an
 * offer fed by a supplier (no uploaded keys) sells the supplier's stock and is delivered from it;
 * the next offer at or below the price paid is used first, a pricier one never; a supplier that
 * times out or answers 503 is retried, then the order waits in Manual with a System ticket and the
 * "we are sourcing your key" mail; a refusal moves on at once; codes that arrive after the order
 * was cancelled land in stock; concurrent orders for the last supplier keys never share a code.
 */
import { KeyState, OrderStatus } from "../../server/common/enums";
import { KeyVault } from "../../server/modules/keys/key-vault";
import {
  SANDBOX_SUPPLIER_ERROR_PRODUCT,
  SANDBOX_SUPPLIER_TIMEOUT_PRODUCT,
  loadSandboxCatalogue,
  sandboxCatalogue,
} from "../../server/modules/suppliers/sandbox-supplier/sandbox-catalogue";
import { SupplierError } from "../../server/modules/suppliers/supplier-adapter";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { systemContext } from "../../server/graphql/context";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { interceptSupplierOrders } from "./supplier-helpers";
import { bearerFor } from "./accounts-helpers";
import { customers, orderRow, payApproved, paySandbox, placeOrder, waitFor, type Customer } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
let connection: { id: string; seller_id: number };
let defaults: typeof app.server.services.supplierFulfilment.settings;
const used: number[] = [];

beforeAll(async () => {
  // Job workers on: the supplier retries are pg-boss jobs.
  app = await startTestApp({ JOBS: "true", DB_POOL_SIZE: "12", FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  [connection] = await app.server.dataSource.query(`SELECT id, seller_id FROM supplier_connections WHERE integration = 'sandbox' LIMIT 1`);
  defaults = app.server.services.supplierFulfilment.settings;
  await loadSandboxCatalogue();
});
afterEach(() => {
  app.server.services.supplierFulfilment.settings = defaults;
});
afterAll(() => app?.close());

const db = () => app.server.dataSource;
const vault = () => new KeyVault(app.server.services.config.KEY_ENCRYPTION_KEYS);
const mailsTo = async (to: string): Promise<string[]> =>
  (await db().query(`SELECT template FROM mails WHERE "to" = $1 ORDER BY id`, [to])).map((m: { template: string }) => m.template);

/** A text product of the sandbox supplier that sells (and its 1-key price in EUR cents). */
function sandboxProduct(n = 0): { productId: string; cents: number; initialStock: number } {
  const list = sandboxCatalogue().list.filter((p) => !p.fails && p.codeType === "CODE_TEXT" && p.initialStock >= 20 && p.prices[0]!.cents <= 900);
  const p = list[n]!;
  return { productId: p.productId, cents: p.prices[0]!.cents, initialStock: p.initialStock };
}

/**
 * A catalogue product whose only sellable offer is the sandbox connection shop's, fed by the supplier
 * product `externalId` with `stock` keys (as an import leaves it: no uploaded keys).
 */
async function supplierOffer(
  externalId: string,
  stock: number,
  price = 1000,
  root: string | null = null,
): Promise<{ productId: number; offerId: number; linkId: number }> {
  const [p] = await db().query(
    `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
       JOIN category_translations rt ON rt.category_id = split_part(c.path, '/', 2)::int AND rt.locale = 'en'
      WHERE p.enabled AND p.pre_order = 0 AND NOT (p.id = ANY($1::int[])) AND ($3::text IS NULL OR rt.slug = $3)
        AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.product_id = p.id AND o.seller_id = $2)
      ORDER BY p.id LIMIT 1`,
    [used, connection.seller_id, root],
  );
  used.push(p.id);
  await db().query(`UPDATE offers SET enabled = false WHERE product_id = $1`, [p.id]);
  const [offer] = await db().query(`INSERT INTO offers (product_id, seller_id, price_eur, price_usd, price_gbp) VALUES ($1, $2, $3, $3, $3) RETURNING id`, [
    p.id,
    connection.seller_id,
    price,
  ]);
  const [link] = await db().query(
    `INSERT INTO supplier_products (connection_id, external_id, name, product_id, offer_id, stock, purchase_price, currency)
     VALUES ($1, $2, 'test mapping', $3, $4, $5, 500, 'eur') RETURNING id`,
    [connection.id, externalId, p.id, offer.id, stock],
  );
  return { productId: p.id, offerId: offer.id, linkId: link.id };
}

/** Another shop's offer on a product, with `keys` Available keys. */
async function otherOffer(productId: number, sellerId: number, price: number, keys: number): Promise<number> {
  const [offer] = await db().query(`INSERT INTO offers (product_id, seller_id, price_eur, price_usd, price_gbp) VALUES ($1, $2, $3, $3, $3) RETURNING id`, [
    productId,
    sellerId,
    price,
  ]);
  await addKeys(offer.id, keys);
  return offer.id;
}

async function addKeys(offerId: number, n: number): Promise<void> {
  const v = vault();
  for (let i = 0; i < n; i++) {
    const value = `TEST-${offerId}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
    const enc = v.encrypt(value);
    await db().query(
      `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
       SELECT id, product_id, seller_id, 'text', 0, $2, $3, $4 FROM offers WHERE id = $1`,
      [offerId, enc.ciphertext, enc.keyId, v.hash(value)],
    );
  }
}

/** Places a buy-now order of one offer and pays it with the approving card; answers the order id and its line. */
async function buyAndPay(c: Customer, productId: number, offerId: number, quantity = 1): Promise<{ orderId: string; itemId: string }> {
  const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId), quantity } })).body.data.placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  expect((await paySandbox(app, placed.redirectUrl)).body.status).toBe("captured");
  return { orderId: placed.order.id, itemId: placed.order.items[0].id };
}

const purchase = async (itemId: string) =>
  (await db().query(`SELECT status, attempts, external_order_id, unit_price, codes, error FROM supplier_purchases WHERE order_item_id = $1`, [itemId]))[0];
const lineKeys = async (itemId: string): Promise<{ id: string; state: number; offer_id: number; seller_id: number }[]> =>
  db().query(`SELECT id, state, offer_id, seller_id FROM product_keys WHERE order_item_id = $1`, [itemId]);
const events = async (orderId: string): Promise<string[]> =>
  (await db().query(`SELECT type FROM order_events WHERE order_id = $1 ORDER BY id`, [orderId])).map((e: { type: string }) => e.type);

describe("an offer fed by a supplier", () => {
  it("shows and sells the supplier's stock, and an order for it is delivered from the sandbox supplier", async () => {
    const sp = sandboxProduct(0);
    const { productId, offerId, linkId } = await supplierOffer(sp.productId, 5);
    expect((await db().query(`SELECT stock FROM offers WHERE id = $1`, [offerId]))[0].stock).toBe(5);
    expect((await db().query(`SELECT stock FROM products WHERE id = $1`, [productId]))[0].stock).toBe(5);

    const [c] = await customers(app, 1);
    const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId), quantity: 1 } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");
    expect(placed.order.items[0].keys).toEqual([]); // nothing uploaded: the line is to source
    expect((await purchase(placed.order.items[0].id)).status).toBe("reserved");
    expect((await db().query(`SELECT stock FROM supplier_products WHERE id = $1`, [linkId]))[0].stock).toBe(4);

    expect((await paySandbox(app, placed.redirectUrl)).body.status).toBe("captured");
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Sold, "the order to be Sold");
    const itemId = placed.order.items[0].id;
    const keys = await lineKeys(itemId);
    expect(keys).toEqual([{ id: expect.any(String), state: KeyState.Delivered, offer_id: offerId, seller_id: connection.seller_id }]);
    const bought = await purchase(itemId);
    expect(bought).toMatchObject({ status: "bought", attempts: 1, codes: 1, unit_price: sp.cents, error: null });
    expect(bought.external_order_id).toMatch(/^[0-9a-f-]{36}$/);
    // Sold once, bought once: the supplier's order is the one with this line as its reference.
    const [sOrder] = await db().query(`SELECT id FROM sandbox_supplier_orders WHERE client_order_id = $1`, [itemId]);
    expect(sOrder.id).toBe(bought.external_order_id);
    const [{ code }] = await db().query(`SELECT code FROM sandbox_supplier_codes WHERE order_id = $1`, [sOrder.id]);
    // The ledger books the connection's shop; the stock shown is the supplier's left.
    const ledger = await db().query(`SELECT seller_id, kind FROM payout_lines WHERE order_item_id = $1`, [itemId]);
    expect(ledger).toEqual([{ seller_id: connection.seller_id, kind: "sale" }]);
    expect((await db().query(`SELECT stock FROM offers WHERE id = $1`, [offerId]))[0].stock).toBe(4);

    const shown = await c.gql(`mutation($id: ID!) { revealKey(input: { keyId: $id }) { value } }`, { id: keys[0]!.id });
    expect(shown.body.data.revealKey.value).toBe(code);
    expect(await mailsTo(c.email)).toContain("order-confirmation");
  });
});

describe("an order held for a fraud review", () => {
  it("buys nothing until an admin approves it; approving buys the key and delivers it", async () => {
    const sp = sandboxProduct(7);
    const { productId, offerId } = await supplierOffer(sp.productId, 3, 60_000, "games"); // over the review amount (500 EUR); software alone is approved automatically
    const [c] = await customers(app, 1);
    const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId) } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");
    await payApproved(app, placed.redirectUrl);
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Manual, "the order to wait for review");
    expect((await orderRow(app, placed.order.id)).fraud_decision).toBe("REVIEW");
    const itemId = placed.order.items[0].id;
    expect(await purchase(itemId)).toMatchObject({ status: "reserved", attempts: 0 });

    const ok = await app.gql(`mutation($id: ID!) { approveOrder(input: { orderId: $id, note: "checked" }) { status } }`, { id: placed.order.id }, admin);
    expect(ok.body.data.approveOrder.status).toBe("Sold");
    expect(await purchase(itemId)).toMatchObject({ status: "bought", attempts: 1, codes: 1 });
    expect(await lineKeys(itemId)).toEqual([{ id: expect.any(String), state: KeyState.Delivered, offer_id: offerId, seller_id: connection.seller_id }]);
  });
});

describe("the next offer", () => {
  it("at the same price supplies the line (booked to its seller); a pricier one is skipped for the supplier", async () => {
    const sp = sandboxProduct(1);
    const { productId, offerId } = await supplierOffer(sp.productId, 2, 1000);
    const sellers: { seller_id: number }[] = await db().query(
      `SELECT DISTINCT seller_id FROM offers WHERE seller_state = 0 AND seller_id <> $1 ORDER BY seller_id LIMIT 2`,
      [connection.seller_id],
    );
    const equal = await otherOffer(productId, sellers[0]!.seller_id, 1000, 0); // no keys when the order is placed
    const pricier = await otherOffer(productId, sellers[1]!.seller_id, 1100, 3);
    const [c] = await customers(app, 1);

    const placed = (await placeOrder(c, { buyNow: { productId: String(productId), quantity: 1 } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess"); // the best offer: the supplier's, 10.00 with stock
    const itemId = placed.order.items[0].id;
    const [line] = await db().query(`SELECT offer_id FROM order_items WHERE id = $1`, [itemId]);
    expect(line.offer_id).toBe(offerId);
    await addKeys(equal, 1); // keys at the same price arrive before the payment
    expect((await paySandbox(app, placed.redirectUrl)).body.status).toBe("captured");
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Sold, "the order to be Sold");
    expect(await lineKeys(itemId)).toEqual([{ id: expect.any(String), state: KeyState.Delivered, offer_id: equal, seller_id: sellers[0]!.seller_id }]);
    expect(await db().query(`SELECT offer_id, seller_id FROM order_items WHERE id = $1`, [itemId])).toEqual([
      { offer_id: equal, seller_id: sellers[0]!.seller_id },
    ]);
    expect(await db().query(`SELECT seller_id FROM payout_lines WHERE order_item_id = $1`, [itemId])).toEqual([{ seller_id: sellers[0]!.seller_id }]);
    expect(await purchase(itemId)).toMatchObject({ status: "released", attempts: 0 }); // the supplier was not asked
    expect(await events(placed.order.id)).toContain("supply.next_offer");

    // Only the pricier offer has keys now: the supplier is asked instead.
    const again = await buyAndPay(c, productId, offerId);
    await waitFor(async () => (await orderRow(app, again.orderId)).status === OrderStatus.Sold, "the second order to be Sold");
    expect(await lineKeys(again.itemId)).toEqual([{ id: expect.any(String), state: KeyState.Delivered, offer_id: offerId, seller_id: connection.seller_id }]);
    expect(await purchase(again.itemId)).toMatchObject({ status: "bought" });
    expect((await db().query(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [pricier]))[0].n).toBe(3);
  });
});

describe("a supplier that fails", () => {
  it("times out: asked again with the same reference, then the order waits in Manual with a ticket for support and a mail", async () => {
    app.server.services.supplierFulfilment.settings = { ...defaults, timeoutMs: 1200, retryDelaysMs: [200, 200] };
    const { productId, offerId } = await supplierOffer(SANDBOX_SUPPLIER_TIMEOUT_PRODUCT, 10);
    const [c] = await customers(app, 1);
    const { orderId, itemId } = await buyAndPay(c, productId, offerId);
    await waitFor(async () => (await purchase(itemId))?.status === "failed", "the purchase to be given up", 20_000);
    expect(await purchase(itemId)).toMatchObject({ status: "failed", attempts: 3, codes: 0, error: expect.stringMatching(/^unavailable: .*gave up after 3/) });
    await waitFor(async () => (await events(orderId)).includes("supply.failed"), "support to be told");
    expect((await orderRow(app, orderId)).status).toBe(OrderStatus.Manual);
    expect(await lineKeys(itemId)).toEqual([]);
    expect(await db().query(`SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $1`, [itemId])).toEqual([{ n: 0 }]);
    const tickets = await db().query(`SELECT id, reason, priority, user_id FROM tickets WHERE order_item_id = $1`, [itemId]);
    expect(tickets).toEqual([{ id: expect.any(String), reason: "not_received", priority: 3, user_id: c.id }]);
    const [msg] = await db().query(`SELECT party, body FROM ticket_messages WHERE ticket_id = $1`, [tickets[0].id]);
    expect(msg).toMatchObject({ party: "system", body: expect.stringContaining("could not be sourced") });
    expect(await mailsTo(c.email)).toEqual(["order-received", "order-sourcing"]);
    const evs = await events(orderId);
    expect(evs.filter((e) => e === "supply.retrying")).toHaveLength(2);
    // The customer sees the order waiting; support can refund it from the review queue.
    const held = await app.gql(`{ adminOrders(status: Manual) { items { id } } }`, {}, admin);
    expect(held.body.data.adminOrders.items.map((o: { id: string }) => o.id)).toContain(orderId);
  }, 30_000);

  it("answers 503: retried, then Manual; a supplier out of stock is a refusal: Manual at once, without retries", async () => {
    app.server.services.supplierFulfilment.settings = { ...defaults, timeoutMs: 5000, retryDelaysMs: [200] };
    const failing = await supplierOffer(SANDBOX_SUPPLIER_ERROR_PRODUCT, 10);
    const [c] = await customers(app, 1);
    const a = await buyAndPay(c, failing.productId, failing.offerId);
    await waitFor(async () => (await events(a.orderId)).includes("supply.failed"), "the 503 order to be given up", 15_000);
    expect(await purchase(a.itemId)).toMatchObject({ status: "failed", attempts: 2 });
    expect((await orderRow(app, a.orderId)).status).toBe(OrderStatus.Manual);

    const sp = sandboxProduct(2);
    await db().query(`INSERT INTO sandbox_supplier_sales (product_id, sold) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET sold = EXCLUDED.sold`, [
      sp.productId,
      sp.initialStock,
    ]);
    const soldOut = await supplierOffer(sp.productId, 10);
    const b = await buyAndPay(c, soldOut.productId, soldOut.offerId);
    // Told at once, in the payment's own settling (no retry job).
    await waitFor(async () => (await events(b.orderId)).includes("supply.failed"), "support to be told");
    expect((await orderRow(app, b.orderId)).status).toBe(OrderStatus.Manual);
    expect(await purchase(b.itemId)).toMatchObject({ status: "failed", attempts: 1, error: expect.stringMatching(/^out_of_stock/) });
    expect(await events(b.orderId)).toContain("supply.failed");
    expect((await db().query(`SELECT count(*)::int AS n FROM tickets WHERE order_item_id = $1`, [b.itemId]))[0].n).toBe(1);

    // A process that stopped before telling support: the sweep settles the held order again, once.
    await db().query(`DELETE FROM tickets WHERE order_item_id = $1`, [b.itemId]);
    await db().query(`DELETE FROM order_events WHERE order_id = $1 AND type = 'supply.failed'`, [b.orderId]);
    await db().query(`UPDATE orders SET updated_at = now() - interval '10 minutes' WHERE id = $1`, [b.orderId]);
    const sweep = () => app.server.services.supplierFulfilment.sweep(systemContext(app.server.dataSource, app.server.services));
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect((await events(b.orderId)).filter((e) => e === "supply.failed")).toHaveLength(1);
    expect((await db().query(`SELECT count(*)::int AS n FROM tickets WHERE order_item_id = $1`, [b.itemId]))[0].n).toBe(1);
    await sweep();
    expect((await events(b.orderId)).filter((e) => e === "supply.failed")).toHaveLength(1);
    expect(await mailsTo(c.email)).toEqual(["order-received", "order-sourcing", "order-received", "order-sourcing", "order-sourcing"]);
  }, 30_000);

  it("unreachable once: the order waits in Manual, the retry buys with the same reference and it becomes Sold", async () => {
    app.server.services.supplierFulfilment.settings = { ...defaults, timeoutMs: 10_000, retryDelaysMs: [200] };
    const sp = sandboxProduct(6);
    const { productId, offerId } = await supplierOffer(sp.productId, 10);
    const references: string[] = [];
    const restore = interceptSupplierOrders(app.server.services.suppliers, sp.productId, async (req, s, real) => {
      references.push(req.reference);
      if (references.length === 1) throw new SupplierError("sandbox", "unavailable", "503 (test)", 503);
      return real(req, s);
    });
    try {
      const [c] = await customers(app, 1);
      const { orderId, itemId } = await buyAndPay(c, productId, offerId);
      await waitFor(async () => (await orderRow(app, orderId)).status === OrderStatus.Sold, "the retried order to be Sold", 15_000);
      expect(references).toEqual([itemId, itemId]);
      expect(await purchase(itemId)).toMatchObject({ status: "bought", attempts: 2, codes: 1 });
      expect(await lineKeys(itemId)).toEqual([{ id: expect.any(String), state: KeyState.Delivered, offer_id: offerId, seller_id: connection.seller_id }]);
      expect(await events(orderId)).toEqual(
        expect.arrayContaining(["supply.retrying", "supply.waiting", "supply.bought", "supply.delivered", "keys.delivered"]),
      );
      expect(await mailsTo(c.email)).toEqual(["order-received", "order-confirmation"]);
      expect(await db().query(`SELECT count(*)::int AS n FROM tickets WHERE order_item_id = $1`, [itemId])).toEqual([{ n: 0 }]);
    } finally {
      restore();
    }
  }, 30_000);

  it("answering after the order was cancelled: the codes land in the shop's stock, never in the cancelled order", async () => {
    app.server.services.supplierFulfilment.settings = { ...defaults, timeoutMs: 10_000, retryDelaysMs: [200] };
    const sp = sandboxProduct(3);
    const { productId, offerId } = await supplierOffer(sp.productId, 10);
    let calls = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const restore = interceptSupplierOrders(app.server.services.suppliers, sp.productId, async (req, s, real) => {
      calls++;
      if (calls === 1) throw new SupplierError("sandbox", "unavailable", "no answer (test)");
      await gate; // the answer comes late
      return real(req, s);
    });
    try {
      const [c] = await customers(app, 1);
      const { orderId, itemId } = await buyAndPay(c, productId, offerId);
      await waitFor(async () => (await orderRow(app, orderId)).status === OrderStatus.Manual, "the order to wait in Manual");
      await waitFor(async () => (await purchase(itemId))?.status === "buying" && calls === 2, "the retry to be under way");
      // Support cancels the held order meanwhile: refunded in full.
      const cancelled = await app.gql(`mutation($id: ID!) { cancelOrder(input: { orderId: $id, note: "no key" }) { status } }`, { id: orderId }, admin);
      expect(cancelled.body.data.cancelOrder.status).toBe("Cancelled");
      open();
      await waitFor(async () => (await purchase(itemId))?.status === "stocked", "the late codes to be stocked");
      expect(await purchase(itemId)).toMatchObject({ status: "stocked", codes: 1 });
      expect(await lineKeys(itemId)).toEqual([]);
      const stock = await db().query(`SELECT state, order_item_id FROM product_keys WHERE offer_id = $1`, [offerId]);
      expect(stock).toEqual([{ state: KeyState.Available, order_item_id: null }]);
      expect((await orderRow(app, orderId)).status).toBe(OrderStatus.Cancelled);
    } finally {
      restore();
      open();
    }
  }, 30_000);
});

describe("concurrent orders for the last supplier keys", () => {
  it("never deliver a code twice; every paid line ends delivered or held in Manual for support", async () => {
    const sp = sandboxProduct(4);
    await db().query(`INSERT INTO sandbox_supplier_sales (product_id, sold) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET sold = EXCLUDED.sold`, [
      sp.productId,
      sp.initialStock - 3,
    ]);
    // The shop believes the supplier has 3 keys: 3 of 10 orders are taken, the rest are out of stock.
    const last3 = await supplierOffer(sp.productId, 3);
    const buyers = await customers(app, 10);
    const placed = await Promise.all(
      buyers.map(async (c) => (await placeOrder(c, { buyNow: { productId: String(last3.productId), offerId: String(last3.offerId) } })).body.data.placeOrder),
    );
    expect(placed.filter((p) => p.__typename === "PlaceOrderSuccess")).toHaveLength(3);
    expect(placed.filter((p) => p.__typename === "OutOfStockError")).toHaveLength(7);

    // An import that is behind: the shop believes in 10, the supplier has 3: six paid orders race for them.
    const sp2 = sandboxProduct(5);
    await db().query(`INSERT INTO sandbox_supplier_sales (product_id, sold) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET sold = EXCLUDED.sold`, [
      sp2.productId,
      sp2.initialStock - 3,
    ]);
    const stale = await supplierOffer(sp2.productId, 10);
    const more = await Promise.all(
      buyers
        .slice(0, 6)
        .map(async (c) => (await placeOrder(c, { buyNow: { productId: String(stale.productId), offerId: String(stale.offerId) } })).body.data.placeOrder),
    );
    expect(more.every((p) => p.__typename === "PlaceOrderSuccess")).toBe(true);

    const orders = [...placed.filter((p) => p.__typename === "PlaceOrderSuccess"), ...more];
    const paid = await Promise.all(orders.map((p) => paySandbox(app, p.redirectUrl)));
    expect(paid.every((r) => r.body.status === "captured")).toBe(true);
    const ids = orders.map((p) => p.order.id as string);
    // Settled: Sold, or Manual once every source has failed (supply.failed: the ticket is open). A
    // Manual order whose supplier purchase is still being retried is not settled yet.
    await waitFor(
      async () => {
        const rows: { settled: boolean }[] = await db().query(
          `SELECT o.status = ${OrderStatus.Sold}
                  OR (o.status = ${OrderStatus.Manual} AND EXISTS (SELECT 1 FROM order_events e WHERE e.order_id = o.id AND e.type = 'supply.failed')) AS settled
             FROM orders o WHERE o.id = ANY($1::uuid[])`,
          [ids],
        );
        return rows.every((r) => r.settled);
      },
      "every order to be settled",
      20_000,
    );
    const lines: { id: string; status: number; keys: number; tickets: number }[] = await db().query(
      `SELECT i.id, o.status, (SELECT count(*)::int FROM product_keys k WHERE k.order_item_id = i.id AND k.state = ${KeyState.Delivered}) AS keys,
              (SELECT count(*)::int FROM tickets t WHERE t.order_item_id = i.id) AS tickets
         FROM order_items i JOIN orders o ON o.id = i.order_id WHERE o.id = ANY($1::uuid[])`,
      [ids],
    );
    expect(lines).toHaveLength(9);
    for (const l of lines) {
      if (l.status === OrderStatus.Sold) expect(l).toMatchObject({ keys: 1, tickets: 0 });
      else expect(l).toMatchObject({ status: OrderStatus.Manual, keys: 0, tickets: 1 });
    }
    expect(lines.filter((l) => l.status === OrderStatus.Sold)).toHaveLength(6);
    // Six codes bought, each once, each delivered once.
    const codes = await db().query(
      `SELECT c.code FROM sandbox_supplier_codes c JOIN sandbox_supplier_orders so ON so.id = c.order_id WHERE so.client_order_id = ANY($1::text[])`,
      [lines.map((l) => l.id)],
    );
    expect(codes).toHaveLength(6);
    expect(new Set(codes.map((c: { code: string }) => c.code)).size).toBe(6);
    const delivered = await db().query(
      `SELECT count(DISTINCT k.value_hash)::int AS n, count(*)::int AS keys FROM product_keys k WHERE k.order_item_id = ANY($1::uuid[])`,
      [lines.map((l) => l.id)],
    );
    expect(delivered).toEqual([{ n: 6, keys: 6 }]);
  }, 60_000);
});

// Last: the import maps the sandbox catalogue to the connection's shop (the tests above map products by hand).
describe("an offer created by a supplier import", () => {
  it("has the supplier's stock and no keys; an order for it is delivered from the sandbox supplier", async () => {
    const started = await app.gql(`mutation($id: ID!) { startSupplierImport(input: { id: $id }) { id } }`, { id: connection.id }, admin);
    const runId = started.body.data.startSupplierImport.id;
    const RUN = `query($id: ID!) { supplierImportRun(id: $id) { status items(result: OfferCreated, take: 100) { items { externalId productId offerId } } } }`;
    const run = await waitFor(
      async () => {
        const r = (await app.gql(RUN, { id: runId }, admin)).body.data.supplierImportRun;
        return r.status === "done" ? r : null;
      },
      "the import to finish",
      60_000,
    );
    const created = run.items.items.find((i: { externalId: string }) => {
      const p = sandboxCatalogue().byId.get(i.externalId);
      return p && !p.fails && p.codeType === "CODE_TEXT" && p.initialStock > 0;
    });
    const offerId = Number(created.offerId);
    const productId = Number(created.productId);
    const [link] = await db().query(`SELECT stock FROM supplier_products WHERE offer_id = $1`, [offerId]);
    expect(link.stock).toBeGreaterThan(0);
    expect(
      await db().query(`SELECT stock, (SELECT count(*)::int FROM product_keys k WHERE k.offer_id = o.id) AS keys FROM offers o WHERE id = $1`, [offerId]),
    ).toEqual([{ stock: link.stock, keys: 0 }]);
    // Only the imported offer sells this product here (the demo's other offers would come first at a lower price).
    await db().query(`UPDATE offers SET enabled = false WHERE product_id = $1 AND id <> $2`, [productId, offerId]);
    used.push(productId);

    const [c] = await customers(app, 1);
    const { orderId, itemId } = await buyAndPay(c, productId, offerId);
    await waitFor(async () => (await orderRow(app, orderId)).status === OrderStatus.Sold, "the order to be Sold");
    const keys = await lineKeys(itemId);
    expect(keys).toEqual([{ id: expect.any(String), state: KeyState.Delivered, offer_id: offerId, seller_id: connection.seller_id }]);
    expect(await purchase(itemId)).toMatchObject({ status: "bought", codes: 1 });
    const shown = await c.gql(`mutation($id: ID!) { revealKey(input: { keyId: $id }) { value } }`, { id: keys[0]!.id });
    expect(shown.body.data.revealKey.value).toMatch(/\S{5,}/);
  }, 90_000);
});
