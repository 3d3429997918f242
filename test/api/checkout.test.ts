/**
 * From cart to key through the public API with the sandbox provider: a paid order delivers its
 * keys, writes the sellers' ledger, empties the cart and mails; a declined payment gives keys
 * and coupon back and leaves the cart; 3-D Secure; webhooks replayed concurrently fulfil once and
 * bad signatures change nothing; reservations expire; review, refunds and pre-orders; only the
 * buyer reveals, and every reveal is audited.
 */
import { KeyState, OrderStatus } from "../../server/common/enums";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";
import { UserDisabledError } from "../../server/modules/accounts/accounts.errors";
import {
  BILLING,
  CARDS,
  customers,
  keyStates,
  orderRow,
  payApproved,
  paySandbox,
  placeOrder,
  productWithStock,
  waitFor,
  type Customer,
  paidOrder,
} from "./commerce-helpers";
import { systemContext } from "../../server/graphql/context";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  // Every buyer here comes from 127.0.0.1: the IP velocity rule is the fraud test's business.
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const ORDER = `query($id: ID!) { order(id: $id) { id number status paymentStatus total { minor } events { type actor toStatus reason }
  items { id quantity unitPrice { minor } keys { id state deliveredAt revealedAt } product { name } } } }`;
const order = (c: Customer, id: string) => c.gql(ORDER, { id });
const ctx = () => systemContext(app.server.dataSource, app.server.services);
const mailsTo = async (to: string) =>
  (await app.server.dataSource.query(`SELECT template FROM mails WHERE "to" = $1 ORDER BY id`, [to])).map((m: { template: string }) => m.template);

describe("a paid order", () => {
  it("reserves the keys, then on payment delivers them, writes the ledger, empties the cart, mails, and lets only the buyer reveal", async () => {
    const [c, other] = await customers(app, 2);
    const p = await productWithStock(app, { min: 3 });
    const before = await keyStates(app, p.offerId);
    await c.gql(`mutation($i: AddItemToCartInput!) { addItemToCart(input: $i) { __typename } }`, { i: { productId: String(p.productId), quantity: 2 } });
    await c.gql(`mutation { applyCoupon(input: { code: "WELCOME10" }) { __typename } }`);

    const placed = (await placeOrder(c)).body.data.placeOrder;
    expect(placed).toMatchObject({ __typename: "PlaceOrderSuccess", order: { status: "PaymentProcessing", paymentStatus: "created" } });
    expect(placed.redirectUrl).toMatch(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
    const discounted = p.priceEur * 2 - Math.round((p.priceEur * 2) / 10);
    expect(placed.order.total.minor).toBe(discounted);
    const reserved = placed.order.items[0].keys;
    expect(reserved.map((k: any) => k.state)).toEqual(["Using", "Using"]);
    expect(await keyStates(app, p.offerId)).toMatchObject({ [KeyState.Available]: before[KeyState.Available]! - 2 });

    const paid = await paySandbox(app, placed.redirectUrl, CARDS.approve);
    expect(paid.body).toMatchObject({ status: "captured", redirectUrl: expect.stringContaining(`/api/payments/return/${placed.order.id}`) });
    // The shopper's return races the webhook: both settle, once.
    const ret = new URL(paid.body.redirectUrl);
    const back = await fetch(app.url + ret.pathname + ret.search, { redirect: "manual" });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(`/checkout/confirmation/${placed.order.id}`);

    const view = (await waitFor(async () => {
      const o = (await order(c, placed.order.id)).body.data.order;
      return o.status === "Sold" ? o : null;
    }, "Sold")) as any;
    expect(view.paymentStatus).toBe("captured");
    expect(view.items[0].keys.map((k: any) => k.state)).toEqual(["Delivered", "Delivered"]);
    expect(view.events.map((e: any) => e.type)).toEqual(["order.placed", "payment.created", "payment.captured", "keys.delivered"]);
    expect((await orderRow(app, placed.order.id)).approval_reason).toBeTruthy();

    const ledger = await app.server.dataSource.query(
      `SELECT seller_id, kind, gross, commission, net, state FROM payout_lines WHERE order_id = $1 ORDER BY id`,
      [placed.order.id],
    );
    expect(ledger).toHaveLength(2);
    expect(ledger.reduce((n: number, l: any) => n + l.gross, 0)).toBe(discounted);
    for (const l of ledger)
      expect(l).toMatchObject({ seller_id: p.sellerId, kind: "sale", state: 1, net: l.gross - l.commission, commission: Math.round(l.gross / 10) });

    expect((await c.gql(`{ cart { quantity lifecycle couponCode } }`)).body.data.cart).toEqual({ quantity: 0, lifecycle: "Completed", couponCode: null });
    expect(await mailsTo(c.email)).toContain("order-confirmation");

    // Reveal: the buyer only; the first reveal moves the key; every reveal is audited.
    const keyId = view.items[0].keys[0].id;
    const REVEAL = `mutation($id: ID!) { revealKey(input: { keyId: $id }) { keyId contentType value revealedAt } }`;
    const shown = await c.gql(REVEAL, { id: keyId });
    expect(shown.body.data.revealKey).toMatchObject({ keyId, value: expect.stringMatching(/\S/) });
    const again = await c.gql(REVEAL, { id: keyId });
    expect(again.body.data.revealKey.value).toBe(shown.body.data.revealKey.value);
    expect(again.body.data.revealKey.revealedAt).toBe(shown.body.data.revealKey.revealedAt);
    const stranger = await other.gql(REVEAL, { id: keyId });
    expect(stranger.body.errors[0]).toMatchObject({ message: "Key not found", extensions: { code: "NOT_FOUND" } });
    const adminTry = await app.gql(REVEAL, { id: keyId }, admin);
    expect(adminTry.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const audits = await app.server.dataSource.query(`SELECT user_id, ip FROM key_reveals WHERE key_id = $1`, [keyId]);
    expect(audits).toEqual([
      { user_id: c.id, ip: expect.any(String) },
      { user_id: c.id, ip: expect.any(String) },
    ]);
    const [{ state }] = await app.server.dataSource.query(`SELECT state FROM product_keys WHERE id = $1`, [keyId]);
    expect(state).toBe(KeyState.Revealed);
    // An admin sees that it was revealed, never the value.
    const seen = await app.gql(ORDER, { id: placed.order.id }, admin);
    expect(seen.body.data.order.items[0].keys[0]).toMatchObject({ state: "Revealed", revealedAt: expect.any(String) });
    expect(JSON.stringify(seen.body)).not.toContain(shown.body.data.revealKey.value);
    // Another customer cannot even see the order.
    expect((await order(other, placed.order.id)).body.errors[0].extensions.code).toBe("NOT_FOUND");
  });

  it("a declined card cancels the order: keys and coupon use back, the cart intact", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 2 });
    await c.gql(`mutation($i: AddItemToCartInput!) { addItemToCart(input: $i) { __typename } }`, { i: { productId: String(p.productId) } });
    await c.gql(`mutation { applyCoupon(input: { code: "GAMER20" }) { __typename } }`);
    const before = await keyStates(app, p.offerId);
    const [{ used_count: usedBefore }] = await app.server.dataSource.query(`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`);
    const placed = (await placeOrder(c, { couponCode: "WELCOME10" })).body.data.placeOrder;
    expect((await app.server.dataSource.query(`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0].used_count).toBe(usedBefore + 1);
    const declined = await paySandbox(app, placed.redirectUrl, CARDS.decline);
    expect(declined.body).toMatchObject({ status: "declined", declineReason: "card_declined" });
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Cancelled, "Cancelled");
    expect(await orderRow(app, placed.order.id)).toMatchObject({
      payment_status: "declined",
      payment_decision: "declined",
      approval_reason: "automatic_cancelled",
    });
    expect(await keyStates(app, p.offerId)).toEqual(before);
    expect((await app.server.dataSource.query(`SELECT used_count FROM coupons WHERE code = 'WELCOME10'`))[0].used_count).toBe(usedBefore);
    const cart = (await c.gql(`{ cart { quantity products { productId } } }`)).body.data.cart;
    expect(cart.products.map((l: any) => l.productId)).toEqual([String(p.productId)]);
  });

  it("3-D Secure: the challenge card asks for a code; 1234 pays, anything else declines", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 2 });
    const first = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
    const asked = await paySandbox(app, first.redirectUrl, CARDS.challenge);
    expect(asked.body).toMatchObject({ status: "challenge", redirectUrl: null });
    const id = first.redirectUrl.split("/").pop();
    const ok = await app.http("POST", `/api/sandbox/payments/${id}/challenge`, { code: "1234" });
    expect(ok.body.status).toBe("captured");
    await waitFor(async () => (await orderRow(app, first.order.id)).status === OrderStatus.Sold, "Sold");

    const second = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
    await paySandbox(app, second.redirectUrl, CARDS.challenge);
    const wrong = await app.http("POST", `/api/sandbox/payments/${second.redirectUrl.split("/").pop()}/challenge`, { code: "0000" });
    expect(wrong.body).toMatchObject({ status: "declined", declineReason: "authentication_failed" });
    await waitFor(async () => (await orderRow(app, second.order.id)).status === OrderStatus.Cancelled, "Cancelled");
  });

  it("refuses a tampered total, an empty cart, a blocked account, missing consents and bad addresses before anything is written", async () => {
    const [c, blocked] = await customers(app, 2);
    const p = await productWithStock(app, { min: 1 });
    const [{ n: ordersBefore }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM orders`);
    expect((await placeOrder(c)).body.data.placeOrder.__typename).toBe("CartEmptyError");
    const changed = (await placeOrder(c, { buyNow: { productId: String(p.productId) }, expectedTotal: 0.01 })).body.data.placeOrder;
    expect(changed).toMatchObject({ __typename: "PriceChangedError", errorCode: "PRICE_CHANGED", currentTotal: { amount: p.priceEur / 100 } });
    await app.server.dataSource.query(`UPDATE users SET blocked = true WHERE id = $1`, [blocked.id]);
    // A blocked user's session is refused altogether.
    expect((await placeOrder(blocked, { buyNow: { productId: String(p.productId) } })).status).toBe(401);
    // Blocked after the request's session was read: a typed answer, nothing written.
    const raced = await app.server.services.checkout.placeOrder(
      { ...ctx(), user: { id: blocked.id, email: blocked.email, role: "user", sellerId: null } } as never,
      {
        billing: BILLING,
        provider: "Sandbox",
        acceptTerms: true,
        waiveWithdrawal: true,
        buyNow: { productId: p.productId, quantity: 1 },
        currency: "EUR",
        locale: "en",
      } as never,
    );
    expect(raced).toBeInstanceOf(UserDisabledError);
    const noConsent = await placeOrder(c, { buyNow: { productId: String(p.productId) }, waiveWithdrawal: false });
    expect(noConsent.body.errors[0]).toMatchObject({ message: "waiveWithdrawal must be true", extensions: { code: "BAD_USER_INPUT" } });
    const badCountry = await placeOrder(c, { buyNow: { productId: String(p.productId) }, billing: { ...BILLING_OF(c), country_code: "XX" } });
    expect(badCountry.body.errors[0].message).toMatch(/billing\.country_code must be an ISO 3166-1 alpha-2 country code/);
    const badCode = await placeOrder(c, { buyNow: { productId: String(p.productId) }, billing: { ...BILLING_OF(c), code: "<script>" } });
    expect(badCode.body.errors[0].message).toMatch(/billing\.code/);
    const unknown = (await placeOrder(c, { buyNow: { productId: "999999" } })).body.data.placeOrder;
    expect(unknown.__typename).toBe("ProductUnavailableError");
    expect((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM orders`))[0].n).toBe(ordersBefore);
  });
});

const BILLING_OF = (c: Customer) => ({
  name: "Ada",
  surname: "Lovelace",
  email: c.email,
  address: "Via Roma 1",
  city: "Milano",
  code: "20100",
  country: "Italy",
  country_code: "IT",
});

describe("webhooks", () => {
  it("the same event ten times at once fulfils once; a bad signature is a 401 and changes nothing", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 1 });
    const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
    const paymentId = placed.redirectUrl.split("/").pop();
    const sandbox = app.server.services.sandbox!;
    // Captured at the provider without its own webhook, then the same event replayed ten times.
    await app.server.dataSource.query(`UPDATE sandbox_payments SET status = 'captured' WHERE id = $1`, [paymentId]);
    const event = sandbox.signedEvent({ id: paymentId, orderId: placed.order.id, status: "captured" });

    const forged = await app.http("POST", "/api/payments/webhook/sandbox", event.rawBody.toString(), {
      "content-type": "application/json",
      "x-sandbox-signature": "00".repeat(32),
    });
    expect(forged.status).toBe(401);
    expect(forged.body).toMatchObject({ code: "payments/invalid-signature" });
    expect((await orderRow(app, placed.order.id)).status).toBe(OrderStatus.PaymentProcessing);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.http("POST", "/api/payments/webhook/sandbox", event.rawBody.toString(), {
          "content-type": "application/json",
          ...(event.headers as Record<string, string>),
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect((await orderRow(app, placed.order.id)).status).toBe(OrderStatus.Sold);
    const [{ n: lines }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM payout_lines WHERE order_id = $1`, [placed.order.id]);
    expect(lines).toBe(1);
    const captured = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND type = 'payment.captured'`, [
      placed.order.id,
    ]);
    expect(captured[0].n).toBe(1);
    expect((await mailsTo(c.email)).filter((t: string) => t === "order-confirmation")).toHaveLength(1);
  });
});

describe("the sandbox's own webhook", () => {
  it("is delivered again when the shop fails to take it (as a provider retries), and the order is fulfilled once", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 1 });
    const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
    const payments = app.server.services.payments;
    const real = payments.webhook.bind(payments);
    let calls = 0;
    const spy = jest.spyOn(payments, "webhook").mockImplementation(async (...args) => {
      calls++;
      if (calls === 1) throw new Error("database busy");
      return real(...args);
    });
    try {
      expect((await paySandbox(app, placed.redirectUrl, CARDS.approve)).body.status).toBe("captured");
      await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Sold, "the retried webhook");
      expect(calls).toBe(2);
    } finally {
      spy.mockRestore();
    }
    const captured = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM order_events WHERE order_id = $1 AND type = 'payment.captured'`, [
      placed.order.id,
    ]);
    expect(captured[0].n).toBe(1);
  });
});

describe("reservations", () => {
  it("a payment that never completes gives its keys back when the reservation runs out (the expiry job)", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 2 });
    const before = await keyStates(app, p.offerId);
    const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId), quantity: 2 } })).body.data.placeOrder;
    expect(await keyStates(app, p.offerId)).not.toEqual(before);
    // The job for this order was queued at checkout; make its time come and run the sweep.
    await app.server.dataSource.query(`UPDATE orders SET reservation_expires_at = now() - interval '1 second' WHERE id = $1`, [placed.order.id]);
    const [{ n }] = await app.server.dataSource.query(
      `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'orders.expire-reservation' AND data->>'orderId' = $1`,
      [placed.order.id],
    );
    expect(n).toBe(1);
    expect(await app.server.services.checkout.expireReservations(ctx())).toBeGreaterThanOrEqual(1);
    expect(await orderRow(app, placed.order.id)).toMatchObject({ status: OrderStatus.Cancelled, payment_decision: "cancelled" });
    expect(await keyStates(app, p.offerId)).toEqual(before);
    // Paying afterwards moves no key: the order stays cancelled and the money goes back, once.
    const late = await paySandbox(app, placed.redirectUrl, CARDS.approve);
    expect(late.body.status).toBe("captured");
    // The refund is recorded first (pending), then completed when the provider answers: wait for that answer.
    const refunds = await waitFor(async () => {
      const r: { status: string }[] = await app.server.dataSource.query(`SELECT amount, status FROM refunds WHERE order_id = $1`, [placed.order.id]);
      return r.length > 0 && r.every((refund) => refund.status !== "pending") ? r : null;
    }, "the refund of the late payment, answered by the provider");
    expect(refunds).toEqual([{ amount: placed.order.total.minor, status: "completed" }]);
    expect((await orderRow(app, placed.order.id)).status).toBe(OrderStatus.Cancelled);
    expect(await keyStates(app, p.offerId)).toEqual(before);
  });
});

describe("review, refunds and pre-orders", () => {
  it("a high-value order waits for review (Manual, keys held); an admin approves it and the keys are delivered", async () => {
    const review = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_REVIEW_AMOUNT: "0.5" });
    try {
      const [c] = await customers(review, 1);
      const p = await productWithStock(review, { min: 2, root: "games" }); // software alone would be approved automatically
      const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
      // Over the review amount, the score also asks for 3-D Secure (rule_3ds_1).
      expect((await paySandbox(review, placed.redirectUrl, CARDS.approve)).body.status).toBe("challenge");
      await review.http("POST", `/api/sandbox/payments/${placed.redirectUrl.split("/").pop()}/challenge`, { code: "1234" });
      await waitFor(async () => (await orderRow(review, placed.order.id)).status !== OrderStatus.PaymentProcessing, "the payment to settle");
      expect(await orderRow(review, placed.order.id)).toMatchObject({ status: OrderStatus.Manual, fraud_decision: "REVIEW" });
      const [{ state }] = await review.server.dataSource.query(`SELECT state FROM product_keys WHERE order_item_id = $1`, [placed.order.items[0].id]);
      expect(state).toBe(KeyState.Using);
      const adminHeaders = { authorization: `Bearer ${await bearerFor(review, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
      const queue = await review.gql(`{ adminOrders(status: Manual) { totalItems items { id fraud { decision rules } } } }`, {}, adminHeaders);
      expect(queue.body.data.adminOrders.items).toEqual([{ id: placed.order.id, fraud: { decision: "REVIEW", rules: expect.arrayContaining(["rule_3"]) } }]);
      const ok = await review.gql(
        `mutation($id: ID!) { approveOrder(input: { orderId: $id, note: "checked by phone" }) { status } }`,
        { id: placed.order.id },
        adminHeaders,
      );
      expect(ok.body.data.approveOrder.status).toBe("Sold");
      const approvedEvents = await review.gql(`query($id: ID!) { order(id: $id) { events { type note } } }`, { id: placed.order.id }, adminHeaders);
      expect(approvedEvents.body.data.order.events).toContainEqual({ type: "review.approved", note: "checked by phone" });
      expect(await orderRow(review, placed.order.id)).toMatchObject({ approval_reason: "admin_approved_after_decline", payment_decision: "approved" });
      const [{ state: after }] = await review.server.dataSource.query(`SELECT state FROM product_keys WHERE order_item_id = $1`, [placed.order.items[0].id]);
      expect(after).toBe(KeyState.Delivered);
      const again = await review.gql(`mutation($id: ID!) { approveOrder(input: { orderId: $id }) { status } }`, { id: placed.order.id }, adminHeaders);
      expect(again.body.errors[0].extensions.code).toBe("ILLEGAL_OPERATION");

      // Cancelling a held order refunds it in full and gives the keys back.
      const second = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
      await payApproved(review, second.redirectUrl);
      await waitFor(async () => (await orderRow(review, second.order.id)).status === OrderStatus.Manual, "Manual");
      const cancelled = await review.gql(
        `mutation($id: ID!) { cancelOrder(input: { orderId: $id, note: "stolen card" }) { status refunded { minor } events { type note } } }`,
        { id: second.order.id },
        adminHeaders,
      );
      expect(cancelled.body.data.cancelOrder).toMatchObject({ status: "Cancelled", refunded: { minor: second.order.total.minor } });
      // The admin's note is in the timeline for admins, and kept from the buyer.
      expect(cancelled.body.data.cancelOrder.events).toContainEqual({ type: "review.cancelled", note: "stolen card" });
      const mine = await c.gql(`query($id: ID!) { order(id: $id) { events { type note } } }`, { id: second.order.id });
      expect(mine.body.data.order.events).toContainEqual({ type: "review.cancelled", note: null });
      expect(await orderRow(review, second.order.id)).toMatchObject({ approval_reason: "admin_cancelled", payment_decision: "declined_business" });
      const [{ n: back }] = await review.server.dataSource.query(`SELECT count(*)::int AS n FROM product_keys WHERE order_item_id = $1`, [
        second.order.items[0].id,
      ]);
      expect(back).toBe(0);
      const [refund] = await review.server.dataSource.query(`SELECT amount, status FROM refunds WHERE order_id = $1`, [second.order.id]);
      expect(refund).toEqual({ amount: second.order.total.minor, status: "completed" });
    } finally {
      await review.close();
    }
  });

  it("refunds part of an order (unrevealed keys back to stock, ledger reversed), then the rest", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 3 });
    const paid = await paidOrder(app, c, { buyNow: { productId: String(p.productId), quantity: 3 } });
    const view = (await order(c, paid.id)).body.data.order;
    const [k1] = view.items[0].keys;
    await c.gql(`mutation($id: ID!) { revealKey(input: { keyId: $id }) { keyId } }`, { id: k1.id });
    const available = (await keyStates(app, p.offerId))[KeyState.Available] ?? 0;

    const REFUND = `mutation($i: RefundOrderInput!) { refundOrder(input: $i) { status refunded { minor } } }`;
    const part = await app.gql(
      REFUND,
      { i: { orderId: paid.id, lines: [{ orderItemId: view.items[0].id, quantity: 1 }], reason: "one key did not work" } },
      admin,
    );
    expect(part.body.data.refundOrder).toEqual({ status: "RefundedPartially", refunded: { minor: p.priceEur } });
    expect((await keyStates(app, p.offerId))[KeyState.Available]).toBe(available + 1);
    const tooMany = await app.gql(REFUND, { i: { orderId: paid.id, lines: [{ orderItemId: view.items[0].id, quantity: 3 }], reason: "all of them" } }, admin);
    expect(tooMany.body.errors[0]).toMatchObject({ extensions: { code: "BAD_USER_INPUT" }, message: expect.stringMatching(/At most 2 keys/) });
    const rest = await app.gql(REFUND, { i: { orderId: paid.id, reason: "customer changed their mind" } }, admin);
    expect(rest.body.data.refundOrder).toEqual({ status: "Refunded", refunded: { minor: p.priceEur * 3 } });
    // The revealed key stays sold; the two unrevealed ones went back to stock.
    expect((await keyStates(app, p.offerId))[KeyState.Available]).toBe(available + 2);
    const [{ sum }] = await app.server.dataSource.query(`SELECT sum(net)::int AS sum FROM payout_lines WHERE order_id = $1`, [paid.id]);
    expect(sum).toBe(0); // every sale line reversed
    const seller = await customers(app, 1, { role: "seller" });
    expect((await seller[0]!.gql(REFUND, { i: { orderId: paid.id, reason: "not mine" } })).body.errors[0].extensions.code).toBe("FORBIDDEN");
  });

  it("a pre-order is paid now, waits as PreOrder, and is delivered when the seller's keys arrive", async () => {
    const [c] = await customers(app, 1);
    const [pre] = await app.server.dataSource.query(
      `SELECT p.id AS "productId", o.id AS "offerId" FROM products p JOIN offers o ON o.product_id = p.id AND o.enabled AND o.state = 0
        WHERE p.pre_order = 1 AND p.enabled ORDER BY o.price_eur, o.stock DESC, o.id LIMIT 1`,
    );
    // No key yet: the seller's keys are all gone.
    await app.server.dataSource.query(`UPDATE product_keys SET state = ${KeyState.NotDelivered} WHERE product_id = $1 AND state = 0`, [pre.productId]);
    const placed = (await placeOrder(c, { buyNow: { productId: String(pre.productId), offerId: String(pre.offerId), quantity: 2 } })).body.data.placeOrder;
    expect(placed.__typename).toBe("PlaceOrderSuccess");
    await paySandbox(app, placed.redirectUrl, CARDS.approve);
    await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.PreOrder, "PreOrder");
    expect(await app.server.services.checkout.deliverPreOrders(ctx())).toBe(0);
    // Keys arrive: the seller uploads them.
    const [{ user_id }] = await app.server.dataSource.query(`SELECT s.user_id FROM seller_profiles s JOIN offers o ON o.seller_id = s.id WHERE o.id = $1`, [
      pre.offerId,
    ]);
    const { token } = await app.server.services.sessions.create(ctx(), user_id);
    const uploaded = await app.gql(
      `mutation($i: UploadKeysInput!) { uploadKeys(input: $i) { accepted } }`,
      { i: { offerId: String(pre.offerId), keys: ["PRE1-AAAA-BBBB-CCCC", "PRE2-AAAA-BBBB-CCCC"] } },
      { authorization: `Bearer ${token}` },
    );
    expect(uploaded.body.data.uploadKeys.accepted).toBe(2);
    expect(await app.server.services.checkout.deliverPreOrders(ctx())).toBe(1);
    expect((await orderRow(app, placed.order.id)).status).toBe(OrderStatus.Sold);
    const keys = (await order(c, placed.order.id)).body.data.order.items[0].keys;
    expect(keys.map((k: any) => k.state)).toEqual(["Delivered", "Delivered"]);
    expect(await mailsTo(c.email)).toContain("keys-ready");
  });
});

describe("a capture of an order without supplier purchases", () => {
  it("reads no key or supplier rows of the order besides its lines: the delivered keys' offers come from the delivering UPDATE", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 1 });
    const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
    await app.server.dataSource.query(`UPDATE sandbox_payments SET status = 'captured' WHERE id = $1`, [placed.redirectUrl.split("/").pop()]);
    // The server runs in this process: record the statements its pg clients send while the payment is settled.
    const { Client } = require("pg") as typeof import("pg");
    const spy = jest.spyOn(Client.prototype, "query");
    let sent: { text: string; values: unknown[] }[];
    try {
      await app.server.services.checkout.settle(ctx(), placed.order.id);
      sent = spy.mock.calls.map(([q, v]: any[]) => (typeof q === "string" ? { text: q, values: v ?? [] } : { text: String(q?.text), values: q?.values ?? [] }));
    } finally {
      spy.mockRestore();
    }
    expect((await orderRow(app, placed.order.id)).status).toBe(OrderStatus.Sold);
    // Only this order's statements (background work of other tests' orders aside): by its id, its line's or its key's.
    const lines: { id: string }[] = await app.server.dataSource.query(`SELECT id FROM order_items WHERE order_id = $1`, [placed.order.id]);
    const keys: { id: string }[] = await app.server.dataSource.query(`SELECT id FROM product_keys WHERE order_item_id = ANY($1::uuid[])`, [
      lines.map((l) => l.id),
    ]);
    const ids = [placed.order.id, ...lines.map((l) => l.id), ...keys.map((k) => k.id)];
    const ours = sent.filter((s) => ids.some((id) => JSON.stringify(s.values).includes(id)));
    expect(ours.some((s) => /^\s*UPDATE product_keys/.test(s.text))).toBe(true); // the keys were delivered here
    const reads = ours.filter(
      (s) => /^\s*SELECT\b/i.test(s.text) && /\b(product_keys|supplier_purchases)\b/.test(s.text) && !/FROM "order_items"/.test(s.text),
    );
    expect(reads.map((s) => s.text.replace(/\s+/g, " "))).toEqual([]);
  });
});
