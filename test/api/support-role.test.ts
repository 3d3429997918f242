/**
 * The support role (customer service): the demo support account reads every order (with its
 * buyer and timeline) and every user, and resends an order's confirmation and a user's
 * verification mail; refunds, reviews (approve, cancel), delivering by hand and every edit
 * (catalogue, coupons, sellers, users, payouts) are 403 FORBIDDEN, over GraphQL and REST alike.
 * Also: `me { permissions }`, and an admin changing roles (user ↔ support ↔ admin, audited;
 * sellers and the admin's own role excluded).
 */
import { OrderStatus, Role } from "../../server/common/enums";
import { permissionsOf } from "../../server/core/auth/permissions";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { bearerFor, signedInBrowser } from "./accounts-helpers";
import { customers, orderRow, payApproved, placeOrder, productWithStock, waitFor, type Customer } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let buyer: Customer;
let sold: { id: string; itemId: string };
let held: { id: string; itemId: string };

const codeOf = (r: { body: { errors?: { extensions: { code: string } }[] } }) => r.body.errors?.[0]?.extensions.code;

async function paidOrder(root: "softwares" | "games") {
  const p = await productWithStock(app, { min: 2, root });
  const placed = (await placeOrder(buyer, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  await payApproved(app, placed.redirectUrl);
  const want = root === "games" ? OrderStatus.Manual : OrderStatus.Sold;
  await waitFor(async () => (await orderRow(app, placed.order.id)).status === want, `the order to be ${OrderStatus[want]}`);
  return { id: placed.order.id as string, itemId: placed.order.items[0].id as string };
}

beforeAll(async () => {
  // Any game goes to review (rule_3): the held order support may not decide.
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000", FRAUD_REVIEW_AMOUNT: "0.5" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  support = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)}` };
  [buyer] = await customers(app, 1);
  sold = await paidOrder("softwares");
  held = await paidOrder("games");
});
afterAll(() => app?.close());

const asSupport = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, support);

describe("the demo support account", () => {
  it("signs in with the support role and reads its permissions from me", async () => {
    const r = await asSupport(`{ me { email role permissions } }`);
    expect(r.body.data.me).toMatchObject({ email: DEMO_ACCOUNTS.support.email, role: "support" });
    const perms: string[] = r.body.data.me.permissions;
    expect(perms).toEqual(permissionsOf(Role.support));
    expect(perms).toEqual(expect.arrayContaining(["orders:info", "users:info", "mails:new", "sellers:info", "coupons:info", "categories:info"]));
    for (const p of ["orders:refund", "orders:edit", "users:edit", "categories:edit", "coupons:add", "coupons:edit", "payouts:info", "dashboard:info"]) {
      expect(perms).not.toContain(p);
    }
    const mine = await app.gql(`{ me { permissions } }`, {}, admin);
    expect(mine.body.data.me.permissions).toEqual(expect.arrayContaining(["orders:refund", "orders:edit", "users:edit", "mails:new"]));
    expect((await app.gql(`{ me { permissions } }`, {}, { authorization: `Bearer ${buyer.token}` })).body.data.me.permissions).not.toContain("mails:new");
  });
});

describe("what support may do", () => {
  it("lists every order, reads any order with its buyer and timeline", async () => {
    const list = await asSupport(`{ adminOrders(take: 50, customer: "${buyer.email}") { totalItems items { id email } } }`);
    expect(list.body.errors).toBeUndefined();
    expect(list.body.data.adminOrders.items.map((o: { id: string }) => o.id).sort()).toEqual([sold.id, held.id].sort());
    const one = await asSupport(`query($id: ID!) { order(id: $id) { id email status events { type actorEmail } fraud { decision } } }`, { id: held.id });
    expect(one.body.errors).toBeUndefined();
    expect(one.body.data.order).toMatchObject({ id: held.id, email: buyer.email, status: "Manual" });
    expect(one.body.data.order.events.length).toBeGreaterThan(0);
    expect(one.body.data.order.fraud.decision).toBe("REVIEW");
    // A customer still sees only its own orders, and no staff fields
    const theirs = await buyer.gql(`query($id: ID!) { order(id: $id) { email fraud { decision } } }`, { id: held.id });
    expect(theirs.body.data.order).toEqual({ email: null, fraud: null });
  });

  it("lists and reads users, over GraphQL and REST (its own role segment)", async () => {
    const list = await asSupport(`query($s: String) { users(take: 5, search: $s) { totalItems items { id email role } } }`, { s: buyer.email });
    expect(list.body.data.users.items).toEqual([expect.objectContaining({ id: buyer.id, email: buyer.email, role: "user" })]);
    const one = await asSupport(`query($id: ID!) { user(id: $id) { id email loginCount } }`, { id: buyer.id });
    expect(one.body.data.user).toMatchObject({ id: buyer.id, email: buyer.email });
    const rest = await app.http("POST", "/api/support/users/getByPagination", { mainSearch: buyer.email }, support);
    expect(rest.status).toBe(200);
    expect(rest.body.items.map((u: { id: string }) => u.id)).toEqual([buyer.id]);
    expect((await app.http("POST", "/api/admin/users/info-full", { userId: buyer.id }, support)).status).toBe(200);
    expect((await app.http("POST", "/api/admin/users/getByPagination", {}, support)).status).toBe(403);
  });

  it("reads sellers, coupons, categories and proposals", async () => {
    for (const q of [
      `{ sellers(take: 1) { totalItems } }`,
      `{ coupons(take: 1) { totalItems } }`,
      `{ adminCategories { id } }`,
      `{ productProposals(take: 1) { totalItems } }`,
    ]) {
      const r = await asSupport(q);
      expect({ q, errors: r.body.errors }).toEqual({ q, errors: undefined });
    }
    // Customers hold coupons:info (checking a code) over their own cart only: not the list.
    expect(codeOf(await buyer.gql(`{ coupons(take: 1) { totalItems } }`))).toBe("FORBIDDEN");
  });

  it("resends an order's confirmation mail, recorded on the timeline with who did it", async () => {
    const r = await asSupport(`mutation($id: ID!) { resendOrderMail(input: { orderId: $id }) { __typename ... on OrderMailResent { to } } }`, {
      id: sold.id,
    });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.resendOrderMail).toMatchObject({ __typename: "OrderMailResent", to: buyer.email });
    const events = await asSupport(`query($id: ID!) { order(id: $id) { events { type actorEmail } } }`, { id: sold.id });
    expect(events.body.data.order.events).toContainEqual({ type: "mail.resent", actorEmail: DEMO_ACCOUNTS.support.email });
  });

  it("resends a verification mail (GraphQL and REST)", async () => {
    const [unverified] = await customers(app, 1);
    await app.server.dataSource.query(`UPDATE users SET email_verified_at = NULL WHERE id = $1`, [unverified.id]);
    const r = await asSupport(`mutation($id: ID!) { resendVerification(input: { userId: $id }) { __typename } }`, { id: unverified.id });
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.resendVerification.__typename).toBe("ResendVerificationSuccess");
    const rest = await app.http("POST", "/api/admin/users/send-verify", { email: unverified.email }, support);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ result: "SUCCESS", sent: true });
  });
});

describe("what support may not do", () => {
  const refused: [string, string, () => Record<string, unknown>][] = [
    ["refund", `mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "support tries" }) { id } }`, () => ({ id: sold.id })],
    ["approve", `mutation($id: ID!) { approveOrder(input: { orderId: $id }) { id } }`, () => ({ id: held.id })],
    ["cancel", `mutation($id: ID!) { cancelOrder(input: { orderId: $id }) { id } }`, () => ({ id: held.id })],
    [
      "deliver by hand",
      `mutation($id: ID!, $item: ID!) { deliverOrderLine(input: { orderId: $id, orderItemId: $item, source: STOCK }) { id } }`,
      () => ({ id: sold.id, item: sold.itemId }),
    ],
    ["edit a category", `mutation { updateCategory(input: { id: "1", enabled: true }) { __typename } }`, () => ({})],
    ["delete a category", `mutation { deleteCategories(input: { ids: ["1"] }) { __typename } }`, () => ({})],
    ["edit the search vocabulary", `mutation { setSearchSynonym(input: { term: "zzsupport", expansion: "no" }) { term } }`, () => ({})],
    ["create a coupon", `mutation { createCoupon(input: { code: "SUPPORT10", kind: percent, percentOff: 10 }) { id } }`, () => ({})],
    ["edit a coupon", `mutation { updateCoupon(input: { id: "1", enabled: false }) { id } }`, () => ({})],
    ["block a user", `mutation($id: ID!) { blockUser(input: { userId: $id, blocked: true }) { id } }`, () => ({ id: buyer.id })],
    ["change a role", `mutation($id: ID!) { setUserRole(input: { userId: $id, role: admin }) { id } }`, () => ({ id: buyer.id })],
    ["approve a seller", `mutation { approveSeller(input: { sellerId: "1" }) { id } }`, () => ({})],
    ["record a payout", `mutation { recordSellerPayout(input: { sellerId: "1", currency: EUR, reference: "support" }) { lines } }`, () => ({})],
    ["read the dashboard", `{ adminDashboard(from: "2026-01-01", to: "2026-01-02") { reviewQueue } }`, () => ({})],
    ["read the payouts", `{ payoutBalances(take: 1) { totalItems } }`, () => ({})],
  ];

  it.each(refused)("%s → 403 FORBIDDEN, nothing changes", async (_what, query, variables) => {
    const before = await orderRow(app, sold.id);
    const r = await asSupport(query, variables());
    expect(r.status).toBe(403);
    expect(codeOf(r)).toBe("FORBIDDEN");
    expect(await orderRow(app, sold.id)).toEqual(before);
  });

  it("refuses the REST edits too", async () => {
    expect((await app.http("POST", "/api/admin/users/edit", { userId: buyer.id, blocked: true }, support)).status).toBe(403);
    expect((await app.http("POST", "/api/support/categories/delete", { categoryIds: [1] }, support)).status).toBe(403);
    expect((await app.http("POST", "/api/admin/categories/delete", { categoryIds: [1] }, support)).status).toBe(403);
    expect((await app.http("GET", "/api/admin/attribution.csv", undefined, support)).status).toBe(403);
    const [{ blocked }] = await app.server.dataSource.query(`SELECT blocked FROM users WHERE id = $1`, [buyer.id]);
    expect(blocked).toBe(false);
  });

  it("leaves the order unrefunded and the held order held", async () => {
    expect((await orderRow(app, sold.id)).status).toBe(OrderStatus.Sold);
    expect((await orderRow(app, held.id)).status).toBe(OrderStatus.Manual);
  });
});

describe("an admin changing roles", () => {
  const SET = `mutation($id: ID!, $role: Role!) { setUserRole(input: { userId: $id, role: $role }) { id role } }`;
  let person: Customer;
  beforeAll(async () => {
    [person] = await customers(app, 1);
  });

  it("makes a user support, then admin, then user again: each change audited, effective at once", async () => {
    const r = await app.gql(SET, { id: person.id, role: "support" }, admin);
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.setUserRole).toEqual({ id: person.id, role: "support" });
    // The same session already works with the new role
    expect((await person.gql(`{ adminOrders(take: 1) { totalItems } }`)).body.errors).toBeUndefined();
    expect(codeOf(await person.gql(`mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "x" }) { id } }`, { id: sold.id }))).toBe("FORBIDDEN");
    expect((await app.gql(SET, { id: person.id, role: "admin" }, admin)).body.data.setUserRole.role).toBe("admin");
    expect((await app.gql(SET, { id: person.id, role: "user" }, admin)).body.data.setUserRole.role).toBe("user");
    expect(codeOf(await person.gql(`{ adminOrders(take: 1) { totalItems } }`))).toBe("FORBIDDEN");
    const audit = await app.server.dataSource.query(
      `SELECT actor_email, actor_role, action, before, after FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id`,
      [person.id],
    );
    expect(audit).toEqual([
      { actor_email: DEMO_ACCOUNTS.admin.email, actor_role: "admin", action: "user.role", before: { role: "user" }, after: { role: "support" } },
      { actor_email: DEMO_ACCOUNTS.admin.email, actor_role: "admin", action: "user.role", before: { role: "support" }, after: { role: "admin" } },
      { actor_email: DEMO_ACCOUNTS.admin.email, actor_role: "admin", action: "user.role", before: { role: "admin" }, after: { role: "user" } },
    ]);
  });

  it("writes nothing when the role does not change", async () => {
    expect((await app.gql(SET, { id: person.id, role: "user" }, admin)).body.data.setUserRole.role).toBe("user");
    const [{ n }] = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1`, [person.id]);
    expect(n).toBe(3);
  });

  it("refuses the seller role, a seller, the admin's own role and an unknown user", async () => {
    const toSeller = await app.gql(SET, { id: person.id, role: "seller" }, admin);
    expect(codeOf(toSeller)).toBe("BAD_USER_INPUT");
    expect(toSeller.body.errors[0].message).toBe("role must be one of: user, support, admin");
    expect(codeOf(await app.gql(SET, { id: person.id, role: "guest" }, admin))).toBe("BAD_USER_INPUT");
    const [{ id: sellerId }] = await app.server.dataSource.query(`SELECT id FROM users WHERE email = $1`, [DEMO_ACCOUNTS.seller.email]);
    const asSeller = await app.gql(SET, { id: sellerId, role: "user" }, admin);
    expect(codeOf(asSeller)).toBe("ILLEGAL_OPERATION");
    const me = (await app.gql(`{ me { id } }`, {}, admin)).body.data.me.id;
    const self = await app.gql(SET, { id: me, role: "support" }, admin);
    expect(codeOf(self)).toBe("ILLEGAL_OPERATION");
    expect(self.body.errors[0].message).toMatch(/your own role/);
    expect(codeOf(await app.gql(SET, { id: "00000000-0000-4000-8000-000000000000", role: "user" }, admin))).toBe("NOT_FOUND");
    expect(codeOf(await app.gql(SET, { id: "not-an-id", role: "user" }, admin))).toBe("NOT_FOUND");
    const [{ role }] = await app.server.dataSource.query(`SELECT role FROM users WHERE id = $1`, [sellerId]);
    expect(role).toBe("seller");
  });

  it("a support operator signs in with a browser session like everyone else", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password);
    const r = await b.gql(`{ me { role } }`);
    expect(r.body.data.me.role).toBe("support");
    const refund = await b.gql(`mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "x" }) { id } }`, { id: sold.id });
    expect(refund.status).toBe(403);
  });
});
