/**
 * What an operator does with orders at /admin/orders beyond review and refunds: the list's
 * filters (status, payment status, fraud decision, provider, dates, customer; each alone and
 * combined; newest or oldest first; one statement per page), the timeline's actors, reasons and
 * fraud rules, the spec's approval reasons on decisions, delivering a line's missing keys by
 * hand (pasted or from stock), resending the confirmation mail, and non-admins refused.
 */
import { KeyState, OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor } from "./accounts-helpers";
import { BILLING, customers, keyStates, orderRow, payApproved, placeOrder, productWithStock, waitFor, type Customer } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
let seller: Record<string, string>;
let buyer: Customer;

beforeAll(async () => {
  // Everyone buys from 127.0.0.1 (the IP rule is the fraud test's business); any game goes to review (rule_3).
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000", FRAUD_REVIEW_AMOUNT: "0.5" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
  [buyer] = await customers(app, 1);
});
afterAll(() => app?.close());

const asAdmin = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, admin);
const codeOf = (r: { body: { errors?: { extensions: { code: string } }[] } }) => r.body.errors?.[0]?.extensions.code;

/** A paid order of one key (software alone is approved automatically; games wait for review). */
async function paidOrder(root: "softwares" | "games", opts: { locale?: string } = {}) {
  const p = await productWithStock(app, { min: 2, root });
  const placed = (await placeOrder(buyer, { buyNow: { productId: String(p.productId) }, ...(opts.locale ? { locale: opts.locale } : {}) })).body.data
    .placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  await payApproved(app, placed.redirectUrl);
  const want = root === "games" ? OrderStatus.Manual : OrderStatus.Sold;
  await waitFor(async () => (await orderRow(app, placed.order.id)).status === want, `the order to be ${OrderStatus[want]}`);
  return { id: placed.order.id as string, itemId: placed.order.items[0].id as string, offerId: p.offerId };
}

const mails = async (to: string, template: string) =>
  (await app.server.dataSource.query(`SELECT id, subject, locale FROM mails WHERE "to" = $1 AND template = $2 ORDER BY id`, [to, template])) as {
    id: number;
    subject: string;
    locale: string;
  }[];

// ------------------------------------------------------------------------------------------ list filters

describe("the admins' order list", () => {
  const tag = `flt${Date.now().toString(36)}`;
  const numbers: Record<string, number> = {};
  const LIST = `query($a: OrderStatus, $p: PaymentStatus, $f: FraudDecision, $v: PaymentProvider, $from: DateTimeISO, $before: DateTimeISO, $c: String, $s: AdminOrderSort, $take: Int) {
    adminOrders(status: $a, paymentStatus: $p, fraudDecision: $f, provider: $v, placedFrom: $from, placedBefore: $before, customer: $c, sort: $s, take: $take) {
      totalItems items { id number status paymentStatus provider createdAt email fraud { decision } } } }`;
  const list = async (v: Record<string, unknown>) => {
    const r = await asAdmin(LIST, { take: 50, ...v });
    expect(r.body.errors).toBeUndefined();
    return r.body.data.adminOrders as {
      totalItems: number;
      items: { number: string; status: string; paymentStatus: string; provider: string; email: string; fraud: { decision: string | null } }[];
    };
  };
  const names = (l: { items: { email: string }[] }) => l.items.map((o) => o.email.split("@")[0]!.split(".").pop());

  beforeAll(async () => {
    const rows: [string, number, string, string | null, string, string][] = [
      ["a", OrderStatus.Sold, "captured", "ALLOW", "Sandbox", "2026-01-10T10:00:00Z"],
      ["b", OrderStatus.Manual, "captured", "REVIEW", "Paypal", "2026-01-12T10:00:00Z"],
      ["c", OrderStatus.Cancelled, "declined", "DECLINE", "Checkout", "2026-01-15T10:00:00Z"],
      ["d", OrderStatus.Sold, "captured", "ALLOW", "Paypal", "2026-01-20T10:00:00Z"],
      ["e", OrderStatus.PaymentProcessing, "created", null, "Sandbox", "2026-01-25T10:00:00Z"],
    ];
    for (const [name, status, payment, decision, provider, at] of rows) {
      const email = name === "d" ? `${tag.toUpperCase()}.Other-Person.d@Example.com` : `${tag}.${name}@example.com`;
      const [o] = await app.server.dataSource.query(
        `INSERT INTO orders (user_id, status, payment_status, fraud_decision, currency, subtotal, total, billing, email, provider, terms_accepted_at, withdrawal_waived_at, created_at)
         VALUES ($1, $2, $3, $4, 'eur', 1000, 1000, $5, $6, $7, now(), now(), $8) RETURNING number`,
        [buyer.id, status, payment, decision, JSON.stringify(BILLING), email, provider, at],
      );
      numbers[name] = o.number;
    }
  });

  it("filters by the customer's email (any case, part of it, wildcards taken literally), newest first by default, oldest on demand", async () => {
    const all = await list({ c: tag });
    expect(all.totalItems).toBe(5);
    expect(names(all)).toEqual(["e", "d", "c", "b", "a"]);
    expect(names(await list({ c: tag, s: "OLDEST" }))).toEqual(["a", "b", "c", "d", "e"]);
    expect(names(await list({ c: `${tag}.other-PERSON` }))).toEqual(["d"]);
    expect((await list({ c: `${tag}%` })).totalItems).toBe(0);
    expect((await list({ c: `${tag}_a` })).totalItems).toBe(0);
  });

  it("filters by status, payment status, fraud decision, provider and dates, each alone", async () => {
    expect(names(await list({ c: tag, a: "Sold" }))).toEqual(["d", "a"]);
    expect(names(await list({ c: tag, p: "declined" }))).toEqual(["c"]);
    expect(names(await list({ c: tag, f: "REVIEW" }))).toEqual(["b"]);
    expect(names(await list({ c: tag, v: "Paypal" }))).toEqual(["d", "b"]);
    expect(names(await list({ c: tag, from: "2026-01-12T00:00:00Z", before: "2026-01-20T00:00:00Z" }))).toEqual(["c", "b"]);
    expect(names(await list({ c: tag, from: "2026-01-20T10:00:00Z" }))).toEqual(["e", "d"]);
    expect(names(await list({ c: tag, before: "2026-01-12T10:00:00Z" }))).toEqual(["a"]);
    // Without the customer filter, every order answered matches.
    for (const [v, check] of [
      [{ v: "Paypal" }, (o: { provider: string }) => o.provider === "Paypal"],
      [{ p: "captured" }, (o: { paymentStatus: string }) => o.paymentStatus === "captured"],
      [{ f: "ALLOW" }, (o: { fraud: { decision: string | null } }) => o.fraud.decision === "ALLOW"],
      [{ a: "Cancelled" }, (o: { status: string }) => o.status === "Cancelled"],
    ] as const) {
      const l = await list(v);
      expect(l.totalItems).toBeGreaterThan(0);
      expect(l.items.every(check as (o: unknown) => boolean)).toBe(true);
    }
    // The review queue is oldest first by default.
    expect(names(await list({ c: tag, a: "Manual" }))).toEqual(["b"]);
  });

  it("combines the filters", async () => {
    expect(names(await list({ c: tag, v: "Paypal", a: "Sold", from: "2026-01-15T00:00:00Z" }))).toEqual(["d"]);
    expect(names(await list({ c: tag, v: "Sandbox", f: "ALLOW", p: "captured" }))).toEqual(["a"]);
    expect((await list({ c: tag, v: "Checkout", a: "Sold" })).totalItems).toBe(0);
  });

  it("answers a page and its count in one statement, whatever the page size, and a page past the end keeps its count", async () => {
    const ds = app.server.dataSource;
    const count = async (take: number) => {
      const seen: string[] = [];
      const original = ds.driver.createQueryRunner.bind(ds.driver);
      const spy = jest.spyOn(ds.driver, "createQueryRunner").mockImplementation((mode) => {
        const runner = original(mode);
        const query = runner.query.bind(runner);
        runner.query = ((sql: string, ...rest: unknown[]) => {
          if (/FROM orders o/.test(sql)) seen.push(sql);
          return (query as (...a: unknown[]) => unknown)(sql, ...rest);
        }) as typeof runner.query;
        return runner;
      });
      try {
        const r = await asAdmin(`query($t: Int!) { adminOrders(take: $t) { totalItems items { id number status email total { amount } } } }`, { t: take });
        expect(r.body.data.adminOrders.items.length).toBeGreaterThan(0);
      } finally {
        spy.mockRestore();
      }
      return seen.length;
    };
    expect(await count(5)).toBe(1);
    expect(await count(50)).toBe(1);
    const past = await asAdmin(`{ adminOrders(customer: "${tag}", skip: 40, take: 10) { totalItems items { id } } }`);
    expect(past.body.data.adminOrders).toEqual({ totalItems: 5, items: [] });
  });

  it("refuses a reversed date range, a customer text too long and a page too large with a clear message", async () => {
    const reversed = await asAdmin(LIST, { from: "2026-01-20T00:00:00Z", before: "2026-01-10T00:00:00Z" });
    expect(codeOf(reversed)).toBe("BAD_USER_INPUT");
    expect(reversed.body.errors[0].message).toMatch(/date range/);
    expect(codeOf(await asAdmin(LIST, { c: "x".repeat(300) }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await asAdmin(LIST, { take: 51 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await asAdmin(LIST, { from: "not a date" }))).toBe("BAD_USER_INPUT");
  });

  it("is for admins only", async () => {
    expect(codeOf(await buyer.gql(`{ adminOrders(customer: "${tag}") { totalItems } }`))).toBe("FORBIDDEN");
    expect(codeOf(await app.gql(`{ adminOrders(customer: "${tag}") { totalItems } }`, {}, seller))).toBe("FORBIDDEN");
  });
});

// ------------------------------------------------------------------------------------------ timeline and decisions

describe("the timeline and the decisions' reasons", () => {
  const EVENTS = `query($id: ID!) { order(id: $id) { status events { type actor actorEmail toStatus reason rules note } } }`;

  it("shows the rules that fired, the actor and the spec's reason of an approval", async () => {
    const held = await paidOrder("games");
    const bad = await asAdmin(`mutation($id: ID!) { approveOrder(input: { orderId: $id, reason: AdminCancelled }) { status } }`, { id: held.id });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    const ok = await asAdmin(
      `mutation($id: ID!) { approveOrder(input: { orderId: $id, reason: AdminApprovedAfterDecline, note: "called the buyer" }) { status } }`,
      { id: held.id },
    );
    expect(ok.body.data.approveOrder.status).toBe("Sold");
    const events = (await asAdmin(EVENTS, { id: held.id })).body.data.order.events;
    expect(events.find((e: { type: string }) => e.type === "order.placed").rules).toEqual(expect.arrayContaining(["rule_3", "rule_3ds_1"]));
    expect(events.find((e: { type: string }) => e.type === "payment.captured")).toMatchObject({
      actor: "System",
      toStatus: "Manual",
      rules: expect.arrayContaining(["rule_3"]),
    });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: "review.approved",
        actor: "Admin",
        actorEmail: DEMO_ACCOUNTS.admin.email,
        toStatus: "Sold",
        reason: "admin_approved_after_decline",
        note: "called the buyer",
      }),
    );
    // The buyer sees the steps, not the staff's details.
    const mine = (await buyer.gql(EVENTS, { id: held.id })).body.data.order.events;
    expect(mine.every((e: { rules: unknown; actorEmail: unknown; note: unknown }) => e.rules === null && e.actorEmail === null && e.note === null)).toBe(true);
  });

  it("cancels with the reason the admin picks among the spec's cancellation reasons", async () => {
    const held = await paidOrder("games");
    expect(codeOf(await asAdmin(`mutation($id: ID!) { cancelOrder(input: { orderId: $id, reason: RiskRule1 }) { status } }`, { id: held.id }))).toBe(
      "BAD_USER_INPUT",
    );
    const r = await asAdmin(
      `mutation($id: ID!) { cancelOrder(input: { orderId: $id, reason: CancelledBusinessRules, note: "region locked" }) { status events { type reason actor } } }`,
      { id: held.id },
    );
    expect(r.body.data.cancelOrder.status).toBe("Cancelled");
    expect(r.body.data.cancelOrder.events).toContainEqual({ type: "review.cancelled", reason: "cancelled_business_rules", actor: "Admin" });
    expect(await orderRow(app, held.id)).toMatchObject({ approval_reason: "cancelled_business_rules", payment_decision: "declined_business" });
  });
});

// ------------------------------------------------------------------------------------------ manual delivery

describe("delivering a line's keys by hand", () => {
  const DELIVER = `mutation($input: DeliverOrderLineInput!) { deliverOrderLine(input: $input) {
    status items { id keys { id state } } events { type actor actorEmail keys note } } }`;
  const deliver = (input: Record<string, unknown>, headers = admin) => app.gql(DELIVER, { input }, headers);

  /** A Sold order whose one key could not be delivered (NotDelivered): the line lacks a key. */
  async function orderMissingAKey() {
    const o = await paidOrder("softwares");
    await app.server.dataSource.query(`UPDATE product_keys SET state = ${KeyState.NotDelivered} WHERE order_item_id = $1`, [o.itemId]);
    return o;
  }
  const saleLines = async (itemId: string) =>
    (await app.server.dataSource.query(`SELECT count(*)::int AS n FROM payout_lines WHERE order_item_id = $1 AND kind = 'sale'`, [itemId]))[0].n as number;

  it("stores pasted keys encrypted under the line's offer, Delivered to the line, with the ledger line, the mail and the timeline", async () => {
    const o = await orderMissingAKey();
    const salesBefore = await saleLines(o.itemId);
    const mailsBefore = (await mails(buyer.email, "order-confirmation")).length;
    const value = `MANL-${Date.now().toString(36).toUpperCase()}-KEY1`;
    const r = await deliver({ orderId: o.id, orderItemId: o.itemId, source: "PASTED", keys: [value], note: "replacement key" });
    expect(r.body.errors).toBeUndefined();
    const line = r.body.data.deliverOrderLine.items[0];
    const fresh = line.keys.find((k: { state: string }) => k.state === "Delivered");
    expect(fresh).toBeDefined();
    const [row] = await app.server.dataSource.query(
      `SELECT offer_id, state, order_item_id, value_ciphertext, value_key_id, delivered_at FROM product_keys WHERE id = $1`,
      [fresh.id],
    );
    expect(row).toMatchObject({ offer_id: o.offerId, state: KeyState.Delivered, order_item_id: o.itemId });
    expect(row.delivered_at).not.toBeNull();
    expect(Buffer.from(row.value_ciphertext).toString("utf8")).not.toContain(value);
    expect(app.server.services.vault.decrypt(Buffer.from(row.value_ciphertext), row.value_key_id)).toBe(value);
    expect(await saleLines(o.itemId)).toBe(salesBefore + 1);
    await waitFor(async () => (await mails(buyer.email, "order-confirmation")).length === mailsBefore + 1, "the delivery mail");
    expect(r.body.data.deliverOrderLine.events).toContainEqual({
      type: "keys.delivered_manually",
      actor: "Admin",
      actorEmail: DEMO_ACCOUNTS.admin.email,
      keys: 1,
      note: "replacement key",
    });
    // The buyer can reveal it.
    const revealed = await buyer.gql(`mutation($k: ID!) { revealKey(input: { keyId: $k }) { value } }`, { k: fresh.id });
    expect(revealed.body.data.revealKey.value).toBe(value);

    // The line has its keys now: refused, nothing changes.
    const again = await deliver({ orderId: o.id, orderItemId: o.itemId, source: "PASTED", keys: ["ANOTHER-KEY-0001"] });
    expect(codeOf(again)).toBe("ILLEGAL_OPERATION");
    expect(again.body.errors[0].message).toMatch(/already has all its keys/);
    expect(codeOf(await deliver({ orderId: o.id, orderItemId: o.itemId, source: "STOCK" }))).toBe("ILLEGAL_OPERATION");

    // A key already in the marketplace is refused, and nothing is kept.
    const other = await orderMissingAKey();
    const dup = await deliver({ orderId: other.id, orderItemId: other.itemId, source: "PASTED", keys: [value.toLowerCase()] });
    expect(codeOf(dup)).toBe("BAD_USER_INPUT");
    const [{ n }] = await app.server.dataSource.query(
      `SELECT count(*)::int AS n FROM product_keys WHERE order_item_id = $1 AND state = ${KeyState.Delivered}`,
      [other.itemId],
    );
    expect(n).toBe(0);
    // More keys than the line lacks, a malformed one, none: refused.
    expect(codeOf(await deliver({ orderId: other.id, orderItemId: other.itemId, source: "PASTED", keys: ["K-ONE-0001", "K-TWO-0002"] }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await deliver({ orderId: other.id, orderItemId: other.itemId, source: "PASTED", keys: ["not a url"], contentType: "url" }))).toBe(
      "BAD_USER_INPUT",
    );
    expect(codeOf(await deliver({ orderId: other.id, orderItemId: other.itemId, source: "PASTED", keys: [] }))).toBe("BAD_USER_INPUT");
  });

  it("takes keys from the offer's stock", async () => {
    const o = await orderMissingAKey();
    const before = await keyStates(app, o.offerId);
    const salesBefore = await saleLines(o.itemId);
    const r = await deliver({ orderId: o.id, orderItemId: o.itemId, source: "STOCK", quantity: 1 });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.deliverOrderLine.items[0].keys.map((k: { state: string }) => k.state).sort()).toEqual(["Delivered", "NotDelivered"]);
    const after = await keyStates(app, o.offerId);
    expect(after[KeyState.Available]).toBe(before[KeyState.Available]! - 1);
    expect(await saleLines(o.itemId)).toBe(salesBefore + 1);
  });

  it("answers unknown and foreign ids like unknown ones, refuses a held order, and is for admins only", async () => {
    const o = await orderMissingAKey();
    const other = await orderMissingAKey();
    const NOBODY = "00000000-0000-4000-8000-000000000000";
    expect(codeOf(await deliver({ orderId: NOBODY, orderItemId: o.itemId, source: "STOCK" }))).toBe("NOT_FOUND");
    expect(codeOf(await deliver({ orderId: o.id, orderItemId: NOBODY, source: "STOCK" }))).toBe("NOT_FOUND");
    expect(codeOf(await deliver({ orderId: o.id, orderItemId: other.itemId, source: "STOCK" }))).toBe("NOT_FOUND");
    expect(codeOf(await deliver({ orderId: "KM-1", orderItemId: "x", source: "STOCK" }))).toBe("NOT_FOUND");
    const held = await paidOrder("games");
    const [{ id: heldItem }] = await app.server.dataSource.query(`SELECT id FROM order_items WHERE order_id = $1`, [held.id]);
    expect(codeOf(await deliver({ orderId: held.id, orderItemId: heldItem, source: "STOCK" }))).toBe("ILLEGAL_OPERATION");
    // The buyer (who may reveal their own keys) and a seller are refused.
    expect(codeOf(await deliver({ orderId: o.id, orderItemId: o.itemId, source: "STOCK" }, { authorization: `Bearer ${buyer.token}` }))).toBe("FORBIDDEN");
    expect(codeOf(await deliver({ orderId: o.id, orderItemId: o.itemId, source: "STOCK" }, seller))).toBe("FORBIDDEN");
  });
});

// ------------------------------------------------------------------------------------------ resending the mail

describe("resending the confirmation mail", () => {
  const RESEND = `mutation($id: ID!) { resendOrderMail(input: { orderId: $id }) {
    __typename ... on OrderMailResent { to template order { id events { type actor } } } ... on TooManyRequestsError { errorCode retryAfterSeconds } } }`;

  it("sends it again in the order's language, records it, and not twice in a row", async () => {
    const o = await paidOrder("softwares", { locale: "it" });
    const before = await mails(buyer.email, "order-confirmation");
    const r = await asAdmin(RESEND, { id: o.id });
    expect(r.body.data.resendOrderMail).toMatchObject({ __typename: "OrderMailResent", to: buyer.email, template: "order-confirmation" });
    expect(r.body.data.resendOrderMail.order.events).toContainEqual({ type: "mail.resent", actor: "Admin" });
    const after = await mails(buyer.email, "order-confirmation");
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ locale: "it", subject: expect.stringContaining("Le tue chiavi sono pronte") });
    const [{ status }] = await app.server.dataSource.query(`SELECT status FROM mails WHERE id = $1`, [after.at(-1)!.id]);
    expect(status).toBe("sent");

    const again = await asAdmin(RESEND, { id: o.id });
    expect(again.body.data.resendOrderMail).toMatchObject({ __typename: "TooManyRequestsError", errorCode: "TOO_MANY_REQUESTS" });
    expect(again.body.data.resendOrderMail.retryAfterSeconds).toBeGreaterThan(200);
    expect(await mails(buyer.email, "order-confirmation")).toHaveLength(before.length + 1);
  });

  it("sends the received mail for a held order, refuses an order without one, unknown ids and non-admins", async () => {
    const held = await paidOrder("games");
    const r = await asAdmin(RESEND, { id: held.id });
    expect(r.body.data.resendOrderMail).toMatchObject({ template: "order-received" });
    await asAdmin(`mutation($id: ID!) { cancelOrder(input: { orderId: $id }) { status } }`, { id: held.id });
    await app.server.dataSource.query(`DELETE FROM order_events WHERE order_id = $1 AND type = 'mail.resent'`, [held.id]);
    expect(codeOf(await asAdmin(RESEND, { id: held.id }))).toBe("ILLEGAL_OPERATION");
    expect(codeOf(await asAdmin(RESEND, { id: "00000000-0000-4000-8000-000000000000" }))).toBe("NOT_FOUND");
    expect(codeOf(await buyer.gql(RESEND, { id: held.id }))).toBe("FORBIDDEN");
    expect(codeOf(await app.gql(RESEND, { id: held.id }, seller))).toBe("FORBIDDEN");
  });
});
