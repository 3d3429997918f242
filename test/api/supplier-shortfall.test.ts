/**
 * An order held in Manual for its supply (supplier-fulfilment.ts) settled by support as it stands:
 * refundMissingKeys delivers the keys that were sourced and refunds the missing ones through the
 * provider (each line's share, as refundOrder splits it). Against the running app, its sandbox
 * supplier and sandbox payment provider: a line with one key sourced of two → RefundedPartially, the
 * key revealed by its buyer, the missing key's share refunded once; nothing sourced → Refunded in full,
 * the supplier stock still reserved given back; refusals (not held for supply, nothing missing, a
 * support user, the provider failing); two concurrent calls, and one racing approveOrder, decide once;
 * a supplier's late codes go to stock, not to the refunded order.
 */
import { KeyState, OrderStatus, PaymentProvider } from "../../server/common/enums";
import { allocate } from "../../server/common/money";
import { KeyVault } from "../../server/modules/keys/key-vault";
import { loadSandboxCatalogue, sandboxCatalogue } from "../../server/modules/suppliers/sandbox-supplier/sandbox-catalogue";
import { SupplierError } from "../../server/modules/suppliers/supplier-adapter";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { interceptSupplierOrders } from "./supplier-helpers";
import { bearerFor } from "./accounts-helpers";
import { customers, orderRow, payApproved, paySandbox, placeOrder, waitFor, type Customer } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let connection: { id: string; seller_id: number };
let defaults: typeof app.server.services.supplierFulfilment.settings;
const used: number[] = [];
let nextSandbox = 0;

beforeAll(async () => {
  // Job workers on: the supplier retries are pg-boss jobs.
  app = await startTestApp({ JOBS: "true", DB_POOL_SIZE: "12", FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  support = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)}` };
  [connection] = await app.server.dataSource.query(`SELECT id, seller_id FROM supplier_connections WHERE integration = 'sandbox' LIMIT 1`);
  defaults = app.server.services.supplierFulfilment.settings;
  await loadSandboxCatalogue();
});
afterEach(() => {
  app.server.services.supplierFulfilment.settings = defaults;
  jest.restoreAllMocks();
});
afterAll(() => app?.close());

const db = () => app.server.dataSource;
const codeOf = (r: { body: { errors?: { extensions: { code: string }; message: string }[] } }) => r.body.errors?.[0]?.extensions.code;

const REFUND_MISSING = `mutation($id: ID!, $reason: String!) {
  refundMissingKeys(input: { orderId: $id, reason: $reason }) { status refunded { minor } items { quantity refundedQuantity keys { id state } } events { type actor reason } }
}`;
const refundMissing = (orderId: string, headers = admin, reason = "supplier out of stock") => app.gql(REFUND_MISSING, { id: orderId, reason }, headers);

/** The next text product of the sandbox supplier that sells (each test takes its own). */
function sandboxProduct(): { productId: string; initialStock: number } {
  const list = sandboxCatalogue().list.filter((p) => !p.fails && p.codeType === "CODE_TEXT" && p.initialStock >= 20 && p.prices[0]!.cents <= 900);
  const p = list[nextSandbox++]!;
  return { productId: p.productId, initialStock: p.initialStock };
}

let soldOut: string | null = null;
/** A sandbox product the supplier has sold out of: buying it is refused at once (no retries). */
async function soldOutProduct(): Promise<string> {
  if (soldOut) return soldOut;
  const sp = sandboxProduct();
  soldOut = sp.productId;
  await db().query(`INSERT INTO sandbox_supplier_sales (product_id, sold) VALUES ($1, $2) ON CONFLICT (product_id) DO UPDATE SET sold = EXCLUDED.sold`, [
    sp.productId,
    sp.initialStock,
  ]);
  return sp.productId;
}

/**
 * A catalogue product whose only sellable offer is the sandbox connection shop's, fed by `externalId` with
 * `stock` keys (a supplier product mapped before is mapped to this offer now).
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
     VALUES ($1, $2, 'test mapping', $3, $4, $5, 500, 'eur')
     ON CONFLICT (connection_id, external_id) DO UPDATE SET product_id = EXCLUDED.product_id, offer_id = EXCLUDED.offer_id, stock = EXCLUDED.stock
     RETURNING id`,
    [connection.id, externalId, p.id, offer.id, stock],
  );
  return { productId: p.id, offerId: offer.id, linkId: link.id };
}

async function addKeys(offerId: number, n: number): Promise<void> {
  const v = new KeyVault(app.server.services.config.KEY_ENCRYPTION_KEYS);
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

/** Places a buy-now order of one offer and pays it with the approving card. */
async function buyAndPay(c: Customer, productId: number, offerId: number, quantity = 1): Promise<{ orderId: string; itemId: string; total: number }> {
  const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId), quantity } })).body.data.placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  expect((await paySandbox(app, placed.redirectUrl)).body.status).toBe("captured");
  return { orderId: placed.order.id, itemId: placed.order.items[0].id, total: placed.order.total.minor };
}

/**
 * An order of 2 keys of an offer with 1 uploaded key and a sold-out supplier: 1 key sourced (reserved
 * on the line), 1 missing; held in Manual once support was told.
 */
async function halfSourcedOrder(): Promise<{ orderId: string; itemId: string; total: number; offerId: number; customer: Customer; linkId: number }> {
  const { productId, offerId, linkId } = await supplierOffer(await soldOutProduct(), 10);
  await addKeys(offerId, 1);
  const [customer] = await customers(app, 1);
  const order = await buyAndPay(customer, productId, offerId, 2);
  await waitFor(async () => (await events(order.orderId)).includes("supply.failed"), "support to be told");
  expect((await orderRow(app, order.orderId)).status).toBe(OrderStatus.Manual);
  expect((await lineKeys(order.itemId)).map((k) => k.state)).toEqual([KeyState.Using]);
  return { ...order, offerId, customer, linkId };
}

const lineKeys = async (itemId: string): Promise<{ id: string; state: number }[]> =>
  db().query(`SELECT id, state FROM product_keys WHERE order_item_id = $1 ORDER BY id`, [itemId]);
const events = async (orderId: string): Promise<string[]> =>
  (await db().query(`SELECT type FROM order_events WHERE order_id = $1 ORDER BY id`, [orderId])).map((e: { type: string }) => e.type);
const refunds = async (orderId: string): Promise<{ amount: number; status: string; items: { orderItemId: string; quantity: number }[] }[]> =>
  db().query(`SELECT amount, status, items FROM refunds WHERE order_id = $1 ORDER BY created_at`, [orderId]);
const purchase = async (itemId: string) => (await db().query(`SELECT status, codes FROM supplier_purchases WHERE order_item_id = $1`, [itemId]))[0];
const mailsTo = async (to: string): Promise<string[]> =>
  (await db().query(`SELECT template FROM mails WHERE "to" = $1 ORDER BY id`, [to])).map((m: { template: string }) => m.template);
/** Counts the sandbox provider's refunds (and their amounts) from now on. */
function providerRefunds(): { amounts: number[] } {
  const seen = { amounts: [] as number[] };
  const sandbox = app.server.services.paymentProviders.get(PaymentProvider.Sandbox);
  const real = sandbox.refund.bind(sandbox);
  jest.spyOn(sandbox, "refund").mockImplementation(async (r) => {
    seen.amounts.push(r.amount);
    return real(r);
  });
  return seen;
}

describe("refundMissingKeys", () => {
  it("delivers the key that was sourced and refunds the missing one's share: RefundedPartially", async () => {
    const held = await halfSourcedOrder();
    const provider = providerRefunds();
    const r = await refundMissing(held.orderId);
    expect(r.body.errors).toBeUndefined();
    const share = allocate(held.total, [1, 1])[1]!;
    expect(r.body.data.refundMissingKeys).toMatchObject({
      status: "RefundedPartially",
      refunded: { minor: share },
      items: [{ quantity: 2, refundedQuantity: 1, keys: [{ state: "Delivered" }] }],
    });
    expect(r.body.data.refundMissingKeys.events).toContainEqual({ type: "order.refunded", actor: "Admin", reason: "supplier out of stock" });
    // Exactly the missing key's share, once, at the provider.
    expect(provider.amounts).toEqual([share]);
    expect(await refunds(held.orderId)).toEqual([{ amount: share, status: "completed", items: [{ orderItemId: held.itemId, quantity: 1 }] }]);
    const [row] = await db().query(`SELECT refunded_amount, delivered_at, payment_decision FROM orders WHERE id = $1`, [held.orderId]);
    expect(row).toMatchObject({ refunded_amount: share, delivered_at: expect.any(Date), payment_decision: "approved" });
    // The delivered key is booked as a sale; nothing is reversed for the key that never existed.
    expect(await db().query(`SELECT kind FROM payout_lines WHERE order_item_id = $1`, [held.itemId])).toEqual([{ kind: "sale" }]);
    // The buyer reveals it.
    const [key] = await lineKeys(held.itemId);
    const shown = await held.customer.gql(`mutation($id: ID!) { revealKey(input: { keyId: $id }) { value } }`, { id: key!.id });
    expect(shown.body.data.revealKey.value).toMatch(/^TEST-/);
    expect((await mailsTo(held.customer.email)).at(-1)).toBe("order-confirmation");
    const [audit] = await db().query(`SELECT action, target_id, summary, after FROM audit_log WHERE action = 'order.refundMissing' AND target_id = $1`, [
      held.orderId,
    ]);
    expect(audit.summary).toContain("1 sourced key(s) delivered, 1 missing refunded");
    expect(audit.after.refund).toMatchObject({ keysDelivered: 1, lines: [{ id: held.itemId, quantity: 1 }] });

    // Done: asked again, the order is no longer held.
    expect(codeOf(await refundMissing(held.orderId))).toBe("ILLEGAL_OPERATION");
    expect(provider.amounts).toHaveLength(1);
  }, 30_000);

  it("refunds in full when no key was sourced, and gives back the supplier stock still reserved", async () => {
    const sp = sandboxProduct();
    const { productId, offerId, linkId } = await supplierOffer(sp.productId, 10, 1000);
    const [c] = await customers(app, 1);
    const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId), quantity: 2 } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");
    const itemId = placed.order.items[0].id;
    expect(await purchase(itemId)).toMatchObject({ status: "reserved" });
    expect((await db().query(`SELECT stock FROM supplier_products WHERE id = $1`, [linkId]))[0].stock).toBe(8);
    // The supplier's shop is paused before the payment: its stock cannot be bought, the reservation stays.
    await db().query(`UPDATE offers SET seller_state = 1 WHERE id = $1`, [offerId]);
    expect((await paySandbox(app, placed.redirectUrl)).body.status).toBe("captured");
    await waitFor(async () => (await events(placed.order.id)).includes("supply.waiting"), "the order to wait for its supply");
    expect((await orderRow(app, placed.order.id)).status).toBe(OrderStatus.Manual);

    const provider = providerRefunds();
    const r = await refundMissing(placed.order.id);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.refundMissingKeys).toMatchObject({
      status: "Refunded",
      refunded: { minor: placed.order.total.minor },
      items: [{ quantity: 2, refundedQuantity: 2, keys: [] }],
    });
    expect(provider.amounts).toEqual([placed.order.total.minor]);
    expect(await purchase(itemId)).toMatchObject({ status: "released" });
    expect((await db().query(`SELECT stock FROM supplier_products WHERE id = $1`, [linkId]))[0].stock).toBe(10);
    expect(await db().query(`SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $1`, [itemId])).toEqual([{ n: 0 }]);
    expect(await mailsTo(c.email)).not.toContain("order-confirmation"); // nothing to deliver
  }, 30_000);

  it("is refused for an order held for a fraud review, one missing nothing, and one no longer held", async () => {
    // Held for a review (over the review amount): not for its supply.
    const { productId, offerId } = await supplierOffer(sandboxProduct().productId, 3, 60_000, "games");
    const [c] = await customers(app, 1);
    const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId) } })).body.data.placeOrder;
    await payApproved(app, placed.redirectUrl);
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Manual, "the order to wait for review");
    const review = await refundMissing(placed.order.id);
    expect(codeOf(review)).toBe("ILLEGAL_OPERATION");
    expect(review.body.errors![0]!.message).toMatch(/held for a review, not for its supply/);

    // Held for its supply, but the missing key was reserved for the line meanwhile (as a source step leaves it).
    const held = await halfSourcedOrder();
    await addKeys(held.offerId, 1);
    await db().query(
      `UPDATE product_keys SET state = ${KeyState.Using}, order_item_id = $2, reserved_at = now() WHERE id = (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 1)`,
      [held.offerId, held.itemId],
    );
    const complete = await refundMissing(held.orderId);
    expect(codeOf(complete)).toBe("ILLEGAL_OPERATION");
    expect(complete.body.errors![0]!.message).toBe("Nothing is missing: approve the order instead");

    // Not in Manual: approved and delivered.
    const ok = await app.gql(`mutation($id: ID!) { approveOrder(input: { orderId: $id }) { status } }`, { id: held.orderId }, admin);
    expect(ok.body.data.approveOrder.status).toBe("Sold");
    expect(codeOf(await refundMissing(held.orderId))).toBe("ILLEGAL_OPERATION");
    expect(await refunds(held.orderId)).toEqual([]);
    expect(codeOf(await refundMissing("00000000-0000-0000-0000-000000000000"))).toBe("NOT_FOUND");
  }, 30_000);

  it("is refused to support (no orders:refund) and a reason is required", async () => {
    const held = await halfSourcedOrder();
    expect(codeOf(await refundMissing(held.orderId, support))).toBe("FORBIDDEN");
    expect(codeOf(await refundMissing(held.orderId, admin, ""))).toBe("BAD_USER_INPUT");
    expect(await refunds(held.orderId)).toEqual([]);
    expect((await orderRow(app, held.orderId)).status).toBe(OrderStatus.Manual);
  }, 30_000);

  it("gives the claim back when the provider fails: the order stays held and can be settled again", async () => {
    const held = await halfSourcedOrder();
    const sandbox = app.server.services.paymentProviders.get(PaymentProvider.Sandbox);
    jest.spyOn(sandbox, "refund").mockResolvedValueOnce({ refundRef: "", state: "failed", failureReason: "test" });
    const refused = await refundMissing(held.orderId);
    expect(codeOf(refused)).toBe("ILLEGAL_OPERATION");
    expect(refused.body.errors![0]!.message).toMatch(/refused the refund/);
    expect((await orderRow(app, held.orderId)).status).toBe(OrderStatus.Manual);
    expect(await db().query(`SELECT refunded_quantity FROM order_items WHERE id = $1`, [held.itemId])).toEqual([{ refunded_quantity: 0 }]);
    expect((await lineKeys(held.itemId)).map((k) => k.state)).toEqual([KeyState.Using]);

    const again = await refundMissing(held.orderId);
    expect(again.body.data.refundMissingKeys.status).toBe("RefundedPartially");
    expect((await refunds(held.orderId)).map((r) => r.status)).toEqual(["failed", "completed"]);
  }, 30_000);

  it("decides once when called twice at once, or racing approveOrder", async () => {
    const held = await halfSourcedOrder();
    const provider = providerRefunds();
    const both = await Promise.all([refundMissing(held.orderId), refundMissing(held.orderId)]);
    const won = both.filter((r) => !r.body.errors);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data.refundMissingKeys.status).toBe("RefundedPartially");
    expect(both.filter((r) => codeOf(r) === "ILLEGAL_OPERATION")).toHaveLength(1);
    expect(provider.amounts).toHaveLength(1);
    expect(await refunds(held.orderId)).toHaveLength(1);
    expect(await db().query(`SELECT refunded_quantity FROM order_items WHERE id = $1`, [held.itemId])).toEqual([{ refunded_quantity: 1 }]);

    // A key arrives at the offer, then approve (which sources it) and refundMissingKeys race: one decides.
    const race = await halfSourcedOrder();
    await addKeys(race.offerId, 1);
    const [approved, refunded] = await Promise.all([
      app.gql(`mutation($id: ID!) { approveOrder(input: { orderId: $id }) { status } }`, { id: race.orderId }, admin),
      refundMissing(race.orderId),
    ]);
    const status = (await orderRow(app, race.orderId)).status;
    const keys = await lineKeys(race.itemId);
    if (approved.body.errors) {
      expect(codeOf(approved)).toBe("ILLEGAL_OPERATION");
      expect(refunded.body.data.refundMissingKeys.status).toBe("RefundedPartially");
      expect(status).toBe(OrderStatus.RefundedPartially);
      expect(keys.map((k) => k.state)).toEqual([KeyState.Delivered]);
      expect(await refunds(race.orderId)).toHaveLength(1);
    } else {
      expect(approved.body.data.approveOrder.status).toBe("Sold");
      expect(codeOf(refunded)).toBe("ILLEGAL_OPERATION");
      expect(status).toBe(OrderStatus.Sold);
      expect(keys.map((k) => k.state)).toEqual([KeyState.Delivered, KeyState.Delivered]);
      expect(await refunds(race.orderId)).toEqual([]);
    }
    expect(provider.amounts.length).toBe(approved.body.errors ? 2 : 1);
  }, 60_000);

  it("sends a supplier's late codes to stock, not to the refunded order", async () => {
    app.server.services.supplierFulfilment.settings = { ...defaults, timeoutMs: 10_000, retryDelaysMs: [200] };
    const sp = sandboxProduct();
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
      const { orderId, itemId, total } = await buyAndPay(c, productId, offerId);
      await waitFor(async () => (await orderRow(app, orderId)).status === OrderStatus.Manual, "the order to wait in Manual");
      await waitFor(async () => (await purchase(itemId))?.status === "buying" && calls === 2, "the retry to be under way");
      const r = await refundMissing(orderId);
      expect(r.body.data.refundMissingKeys).toMatchObject({ status: "Refunded", refunded: { minor: total } });
      open();
      await waitFor(async () => (await purchase(itemId))?.status === "stocked", "the late codes to be stocked");
      expect(await purchase(itemId)).toMatchObject({ status: "stocked", codes: 1 });
      expect(await lineKeys(itemId)).toEqual([]);
      expect(await db().query(`SELECT state, order_item_id FROM product_keys WHERE offer_id = $1`, [offerId])).toEqual([
        { state: KeyState.Available, order_item_id: null },
      ]);
      expect((await orderRow(app, orderId)).status).toBe(OrderStatus.Refunded);
    } finally {
      restore();
      open();
    }
  }, 30_000);
});
