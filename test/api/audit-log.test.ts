/**
 * The admin audit log: a representative write of every resource (categories over GraphQL and
 * REST, coupons, orders: review, refund, mail; sellers, users over GraphQL and REST, payouts,
 * search synonyms, offers, proposals) leaves one entry with the actor, the action, the target and
 * the row before and after; a refused write leaves none; an entry commits or rolls back with its
 * write; the log filters (actor, action, resource, target, time) and pages, newest first; the CSV
 * export streams the filtered log; everyone but admins is refused.
 */
import { KeyState, OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { DEMO_COUPONS } from "../../server/db/seed/coupons";
import { withTransaction } from "../../server/db/transaction";
import { systemContext } from "../../server/graphql/context";
import { Role } from "../../server/common/enums";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { Browser, bearerFor, signUpVerified, signedInBrowser, PASSWORD, uniqueEmail } from "./accounts-helpers";
import { customers, orderRow, payApproved, placeOrder, productWithStock, sellerHeaders, waitFor, type Customer } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
let adminId: string;
let buyer: Customer;

beforeAll(async () => {
  // Any game goes to review (rule_3); everyone buys from 127.0.0.1.
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000", FRAUD_REVIEW_AMOUNT: "0.5" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  [{ id: adminId }] = await app.server.dataSource.query(`SELECT id FROM users WHERE email = $1`, [DEMO_ACCOUNTS.admin.email]);
  [buyer] = await customers(app, 1);
});
afterAll(() => app?.close());

interface Entry {
  id: string;
  at: string;
  actor: { id: string | null; email: string; role: string };
  ip: string;
  action: string;
  targetType: string;
  targetId: string | null;
  summary: string;
  before: Record<string, any> | null;
  after: Record<string, any> | null;
}

const AUDIT = `query($f: AuditLogFilter, $skip: Int, $take: Int) { auditLog(filter: $f, skip: $skip, take: $take) {
  totalItems items { id at actor { id email role } ip requestId action targetType targetId summary before after } } }`;

const asAdmin = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, admin);
const codeOf = (r: { body: { errors?: { extensions: { code: string } }[] } }) => r.body.errors?.[0]?.extensions.code;

async function log(filter: Record<string, unknown> = {}, page: { skip?: number; take?: number } = {}) {
  const r = await asAdmin(AUDIT, { f: filter, take: 100, ...page });
  expect(r.body.errors).toBeUndefined();
  const l = r.body.data.auditLog as { totalItems: number; items: (Omit<Entry, "before" | "after"> & { before: string | null; after: string | null })[] };
  return {
    totalItems: l.totalItems,
    items: l.items.map((e) => ({
      ...e,
      before: e.before == null ? null : JSON.parse(e.before),
      after: e.after == null ? null : JSON.parse(e.after),
    })) as Entry[],
  };
}

/** The entries of one row, newest first. */
const historyOf = async (targetType: string, targetId: string | number) => (await log({ targetType, targetId: String(targetId) })).items;
const count = async () => Number((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM audit_log`))[0].n);

function expectByAdmin(e: Entry) {
  expect(e.actor).toEqual({ id: adminId, email: DEMO_ACCOUNTS.admin.email, role: "admin" });
  expect(e.ip).toBeTruthy();
}

/** A paid order of one key (software is approved automatically; games wait for review). */
async function paidOrder(root: "softwares" | "games") {
  const p = await productWithStock(app, { min: 2, root });
  const placed = (await placeOrder(buyer, { buyNow: { productId: String(p.productId) } })).body.data.placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  await payApproved(app, placed.redirectUrl);
  const want = root === "games" ? OrderStatus.Manual : OrderStatus.Sold;
  await waitFor(async () => (await orderRow(app, placed.order.id)).status === want, `the order to be ${OrderStatus[want]}`);
  return {
    id: placed.order.id as string,
    number: placed.order.number as string,
    itemId: placed.order.items[0].id as string,
    offerId: p.offerId,
    sellerId: p.sellerId,
  };
}

describe("the demo data", () => {
  it("opens on the admin writes the demo history holds: approvals, payouts, the refused proposal, the coupons", async () => {
    const coupons = await log({ action: "coupon.create" });
    expect(coupons.totalItems).toBe(DEMO_COUPONS.length);
    expect(coupons.items[0]!.actor.email).toBe(DEMO_ACCOUNTS.admin.email);
    expect((await log({ action: "seller.approve" })).totalItems).toBeGreaterThan(0);
    const [payout] = (await log({ action: "payout.record" })).items;
    expect(payout!.after).toMatchObject({ currency: expect.any(String), reference: expect.any(String), net: expect.any(Number) });
    expect((await log({ action: "proposal.refuse" })).items[0]!.after).toMatchObject({ state: "Refused" });
  });
});

describe("every admin write is in the audit log", () => {
  it("categories: an edit over GraphQL and over REST, a creation and a deletion, with the row before and after", async () => {
    const cats = (await asAdmin(`{ adminCategories { id depth enabled translations { locale name slug } } }`)).body.data.adminCategories;
    const cat = cats.find((c: any) => c.depth === 1 && c.enabled);
    const en = cat.translations.find((t: any) => t.locale === "en");
    const r = await asAdmin(`mutation($i: UpdateCategoryInput!) { updateCategory(input: $i) { __typename } }`, {
      i: { id: cat.id, enabled: false, translations: [{ locale: "en", name: `${en.name} Audited`, slug: en.slug }] },
    });
    expect(r.body.data.updateCategory.__typename).toBe("AdminCategory");
    const [e] = await historyOf("category", cat.id);
    expectByAdmin(e!);
    expect(e).toMatchObject({ action: "category.update", targetType: "category", targetId: cat.id });
    expect(e!.summary).toContain(`${en.name} Audited`);
    expect(e!.summary).toContain("enabled");
    expect(e!.before).toMatchObject({ enabled: true, en: { name: en.name, slug: en.slug } });
    expect(e!.after).toMatchObject({ enabled: false, en: { name: `${en.name} Audited`, slug: en.slug } });

    // The REST shim goes through the same service: audited the same way.
    const rest = await app.http("POST", "/api/admin/categories/edit", { category: {}, categoryNotTrans: { id: Number(cat.id), enabled: true } }, admin);
    expect(rest.status).toBe(200);
    const [again] = await historyOf("category", cat.id);
    expect(again).toMatchObject({ action: "category.update", before: { enabled: false }, after: { enabled: true } });
    expect(Number(again!.id)).toBeGreaterThan(Number(e!.id));

    const tag = `aud${Date.now().toString(36)}`;
    const created = await asAdmin(`mutation($i: CreateCategoryInput!) { createCategory(input: $i) { ... on AdminCategory { id } } }`, {
      i: {
        parentId: cats.find((c: any) => c.depth === 0).id,
        translations: [
          { locale: "en", name: `Audit ${tag}`, slug: `${tag}-en` },
          { locale: "it", name: `Audit ${tag} it`, slug: `${tag}-it` },
        ],
      },
    });
    const newId = created.body.data.createCategory.id;
    const deleted = await asAdmin(`mutation($i: DeleteCategoriesInput!) { deleteCategories(input: $i) { __typename } }`, { i: { ids: [newId] } });
    expect(deleted.body.data.deleteCategories.__typename).toBe("DeletedCategories");
    const [del, add] = await historyOf("category", newId);
    expect(add).toMatchObject({ action: "category.create", before: null, after: { en: { name: `Audit ${tag}`, slug: `${tag}-en` } } });
    expect(del).toMatchObject({ action: "category.delete", after: null, before: { it: { slug: `${tag}-it` }, products: 0 } });
  });

  it("coupons: creation, then switching off, with the settings before and after", async () => {
    const code = `AUD${Date.now().toString(36).toUpperCase()}`;
    const c = await asAdmin(`mutation($i: CouponInput!) { createCoupon(input: $i) { id } }`, { i: { code, kind: "percent", percentOff: 10 } });
    const id = c.body.data.createCoupon.id;
    await asAdmin(`mutation($i: UpdateCouponInput!) { updateCoupon(input: $i) { id } }`, { i: { id, enabled: false } });
    await asAdmin(`mutation($i: UpdateCouponInput!) { updateCoupon(input: $i) { id } }`, { i: { id, percentOff: 15 } });
    const [edit, off, created] = await historyOf("coupon", id);
    expectByAdmin(created!);
    expect(created).toMatchObject({ action: "coupon.create", before: null, after: { code, kind: "percent", percentOff: 10, enabled: true } });
    expect(off).toMatchObject({ action: "coupon.disable", before: { enabled: true }, after: { enabled: false } });
    expect(edit).toMatchObject({ action: "coupon.update", before: { percentOff: 10 }, after: { percentOff: 15 } });
    expect(edit!.summary).toContain("percentOff");
    // A code in use is refused: nothing recorded.
    const n = await count();
    const dup = await asAdmin(`mutation($i: CouponInput!) { createCoupon(input: $i) { id } }`, { i: { code, kind: "percent", percentOff: 5 } });
    expect(codeOf(dup)).toBe("BAD_USER_INPUT");
    expect(await count()).toBe(n);
  });

  it("orders: approving and cancelling after review, refunding and resending the mail, with the order's state before and after", async () => {
    const held = await paidOrder("games");
    const cancelled = await asAdmin(`mutation($i: ReviewOrderInput!) { cancelOrder(input: $i) { status } }`, { i: { orderId: held.id, note: "stolen card" } });
    expect(cancelled.body.errors).toBeUndefined();
    const [cancel] = await historyOf("order", held.id);
    expectByAdmin(cancel!);
    expect(cancel).toMatchObject({ action: "order.cancel", before: { status: "Manual", number: held.number }, after: { status: "Cancelled" } });
    expect(cancel!.summary).toContain("stolen card");

    const approvedOrder = await paidOrder("games");
    expect(
      (await asAdmin(`mutation($i: ReviewOrderInput!) { approveOrder(input: $i) { status } }`, { i: { orderId: approvedOrder.id } })).body.errors,
    ).toBeUndefined();
    const [approve] = await historyOf("order", approvedOrder.id);
    expect(approve).toMatchObject({ action: "order.approve", before: { status: "Manual" }, after: { status: "Sold", paymentDecision: "approved" } });
    // Approving it again is refused: nothing recorded.
    const before = await count();
    expect(codeOf(await asAdmin(`mutation($i: ReviewOrderInput!) { approveOrder(input: $i) { status } }`, { i: { orderId: approvedOrder.id } }))).toBe(
      "ILLEGAL_OPERATION",
    );
    expect(await count()).toBe(before);

    const sold = await paidOrder("softwares");
    const mail = await asAdmin(`mutation($i: ResendOrderMailInput!) { resendOrderMail(input: $i) { __typename } }`, { i: { orderId: sold.id } });
    expect(mail.body.data.resendOrderMail.__typename).toBe("OrderMailResent");
    // Too soon again: refused, nothing recorded.
    const n = await count();
    const soon = await asAdmin(`mutation($i: ResendOrderMailInput!) { resendOrderMail(input: $i) { __typename } }`, { i: { orderId: sold.id } });
    expect(soon.body.data.resendOrderMail.__typename).toBe("TooManyRequestsError");
    expect(await count()).toBe(n);
    const refunded = await asAdmin(`mutation($i: RefundOrderInput!) { refundOrder(input: $i) { status } }`, {
      i: { orderId: sold.id, reason: "customer changed mind" },
    });
    expect(refunded.body.errors).toBeUndefined();
    const [refund, resend] = await historyOf("order", sold.id);
    expect(resend).toMatchObject({ action: "order.resend_mail", after: { status: "Sold", mail: "order-confirmation", to: buyer.email } });
    expect(refund).toMatchObject({
      action: "order.refund",
      before: { status: "Sold", refunded: 0 },
      after: { status: "Refunded", refund: { keysRestocked: 1 } },
    });
    expect(refund!.after!.refunded).toBeGreaterThan(0);
    // Refunding again is refused: nothing recorded.
    const m = await count();
    expect(codeOf(await asAdmin(`mutation($i: RefundOrderInput!) { refundOrder(input: $i) { status } }`, { i: { orderId: sold.id, reason: "again" } }))).toBe(
      "ILLEGAL_OPERATION",
    );
    expect(await count()).toBe(m);
  });

  it("orders: a line's missing key delivered by hand, never the key's value", async () => {
    const o = await paidOrder("softwares");
    await app.server.dataSource.query(`UPDATE product_keys SET state = ${KeyState.NotDelivered} WHERE order_item_id = $1`, [o.itemId]);
    const value = `AUDT-${Date.now().toString(36).toUpperCase()}-KEY1`;
    const r = await asAdmin(`mutation($i: DeliverOrderLineInput!) { deliverOrderLine(input: $i) { status } }`, {
      i: { orderId: o.id, orderItemId: o.itemId, source: "PASTED", keys: [value], note: "replacement" },
    });
    expect(r.body.errors).toBeUndefined();
    const [e] = await historyOf("order", o.id);
    expectByAdmin(e!);
    expect(e).toMatchObject({ action: "order.deliver_line", before: { line: { id: o.itemId, keys: 0 } }, after: { line: { id: o.itemId, keys: 1 } } });
    expect(JSON.stringify(e)).not.toContain(value);
    // The line is complete now: a second delivery is refused and not recorded.
    const n = await count();
    const again = await asAdmin(`mutation($i: DeliverOrderLineInput!) { deliverOrderLine(input: $i) { status } }`, {
      i: { orderId: o.id, orderItemId: o.itemId, source: "PASTED", keys: [`${value}X`] },
    });
    expect(codeOf(again)).toBe("ILLEGAL_OPERATION");
    expect(await count()).toBe(n);
  });

  it("sellers: approving and blocking a shop; blocking it twice is refused and not recorded", async () => {
    const { email } = await signUpVerified(app);
    const b = await signedInBrowser(app, email, PASSWORD);
    const reg = await b.gql(
      `mutation { registerSeller(input: { name: "Audit Shop", email: "audit.shop@example.com", registrationName: "Audit Shop Ltd", vatNumber: "DE 123 456 789" }) { __typename } }`,
    );
    expect(reg.body.data.registerSeller.__typename).toBe("RegisterSellerSuccess");
    const [{ id }] = await app.server.dataSource.query(`SELECT s.id FROM seller_profiles s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [email]);
    const sellerId = String(id);
    expect(
      (await asAdmin(`mutation($i: ApproveSellerInput!) { approveSeller(input: $i) { id } }`, { i: { sellerId, reason: "Documents checked" } })).body.errors,
    ).toBeUndefined();
    expect(
      (await asAdmin(`mutation($i: BlockSellerInput!) { blockSeller(input: $i) { id } }`, { i: { sellerId, reason: "Stolen keys" } })).body.errors,
    ).toBeUndefined();
    const n = await count();
    expect(codeOf(await asAdmin(`mutation($i: BlockSellerInput!) { blockSeller(input: $i) { id } }`, { i: { sellerId, reason: "Again" } }))).toBe(
      "ILLEGAL_OPERATION",
    );
    expect(await count()).toBe(n);
    await asAdmin(`mutation($i: SetSellerCommissionInput!) { setSellerCommission(input: $i) { id } }`, { i: { sellerId, commissionPercent: 12.5 } });
    const [commission, block, approve] = await historyOf("seller", sellerId);
    expectByAdmin(approve!);
    expect(approve).toMatchObject({
      action: "seller.approve",
      before: { name: "Audit Shop", state: "Waiting" },
      after: { state: "Enabled", reason: "Documents checked" },
    });
    expect(block).toMatchObject({ action: "seller.block", before: { state: "Enabled" }, after: { state: "Blocked", reason: "Stolen keys" } });
    expect(commission).toMatchObject({ action: "seller.set_commission", after: { commissionPercent: 12.5 } });
  });

  it("users: blocking over GraphQL, unblocking over REST, resending the verification mail; blocking oneself is refused and not recorded", async () => {
    const u = await signUpVerified(app);
    await asAdmin(`mutation($i: BlockUserInput!) { blockUser(input: $i) { blocked } }`, { i: { userId: u.id, blocked: true } });
    expect((await app.http("POST", "/api/admin/users/edit", { userId: u.id, blocked: false }, admin)).status).toBe(200);
    const [unblock, block] = await historyOf("user", u.id);
    expectByAdmin(block!);
    expect(block).toMatchObject({ action: "user.block", before: { email: u.email, blocked: false }, after: { blocked: true } });
    expect(unblock).toMatchObject({ action: "user.unblock", before: { blocked: true }, after: { blocked: false } });

    const n = await count();
    expect(codeOf(await asAdmin(`mutation($i: BlockUserInput!) { blockUser(input: $i) { blocked } }`, { i: { userId: adminId, blocked: true } }))).toBe(
      "ILLEGAL_OPERATION",
    );
    expect(await count()).toBe(n);

    const email = uniqueEmail("unverified");
    const b = new Browser(app);
    await b.csrf();
    expect((await b.call("POST", "/api/user/profile/add", { user: { email, name: "Una", surname: "Verified" }, password: PASSWORD })).status).toBeLessThan(300);
    const sent = await app.http("POST", "/api/admin/users/send-verify", { email }, admin);
    expect(sent.status).toBe(200);
    const [{ id: unverifiedId }] = await app.server.dataSource.query(`SELECT id FROM users WHERE email = $1`, [email]);
    const [resend] = await historyOf("user", unverifiedId);
    expect(resend).toMatchObject({ action: "user.resend_verification", after: { email, verified: false } });
  });

  it("payouts, search synonyms, offers and proposals", async () => {
    // A payout of whatever a seller is owed in EUR.
    const [owed] = await app.server.dataSource.query(
      `SELECT seller_id FROM payout_lines WHERE state = 1 AND currency = 'eur' GROUP BY seller_id HAVING sum(net) > 0 ORDER BY seller_id LIMIT 1`,
    );
    expect(owed).toBeTruthy();
    const paid = await asAdmin(`mutation($i: RecordSellerPayoutInput!) { recordSellerPayout(input: $i) { batchId lines net { amount } } }`, {
      i: { sellerId: String(owed.seller_id), currency: "EUR", reference: "TR-AUDIT-1" },
    });
    expect(paid.body.errors).toBeUndefined();
    const batch = paid.body.data.recordSellerPayout;
    const [payout] = await historyOf("payout", batch.batchId);
    expectByAdmin(payout!);
    expect(payout).toMatchObject({
      action: "payout.record",
      before: { sellerId: String(owed.seller_id), waitingLines: batch.lines },
      after: { reference: "TR-AUDIT-1", lines: batch.lines, net: batch.net.amount },
    });

    await asAdmin(`mutation { setSearchSynonym(input: { term: "audx", expansion: "audit example" }) { term } }`);
    await asAdmin(`mutation { setSearchSynonym(input: { term: "audx", expansion: "audit sample" }) { term } }`);
    await asAdmin(`mutation { removeSearchSynonym(term: "audx") }`);
    const n = await count();
    expect((await asAdmin(`mutation { removeSearchSynonym(term: "audx") }`)).body.data.removeSearchSynonym).toBe(false);
    expect(await count()).toBe(n);
    expect((await historyOf("search_synonym", "audx")).map((e) => [e.action, e.before, e.after])).toEqual([
      ["search_synonym.delete", { term: "audx", expansion: "audit sample" }, null],
      ["search_synonym.update", { term: "audx", expansion: "audit example" }, { term: "audx", expansion: "audit sample" }],
      ["search_synonym.create", null, { term: "audx", expansion: "audit example" }],
    ]);

    // An admin changing a seller's offer is audited; the seller changing their own is not an admin write.
    const p = await productWithStock(app, { min: 1 });
    const seller = await sellerHeaders(app, p.sellerId);
    const before = (await historyOf("offer", p.offerId)).length;
    const own = await app.gql(
      `mutation($i: UpdateOfferInput!) { updateOffer(input: $i) { __typename } }`,
      { i: { offerId: String(p.offerId), maxPerOrder: 4 } },
      seller,
    );
    expect(own.body.errors).toBeUndefined();
    expect(await historyOf("offer", p.offerId)).toHaveLength(before);
    await asAdmin(`mutation($i: UpdateOfferInput!) { updateOffer(input: $i) { __typename } }`, { i: { offerId: String(p.offerId), maxPerOrder: 3 } });
    await asAdmin(`mutation($i: SetOfferEnabledInput!) { setOfferEnabled(input: $i) { id } }`, { i: { offerId: String(p.offerId), enabled: false } });
    await asAdmin(`mutation($i: SetOfferEnabledInput!) { setOfferEnabled(input: $i) { id } }`, { i: { offerId: String(p.offerId), enabled: true } });
    const [on, off, edit] = await historyOf("offer", p.offerId);
    expect(edit).toMatchObject({ action: "offer.update", before: { maxPerOrder: 4 }, after: { maxPerOrder: 3, sellerId: String(p.sellerId) } });
    expect(off).toMatchObject({ action: "offer.disable", before: { enabled: true }, after: { enabled: false } });
    expect(on).toMatchObject({ action: "offer.enable", after: { enabled: true } });

    // A seller proposes a product; the admin refuses it.
    const [cat] = await app.server.dataSource.query(`SELECT id FROM categories WHERE depth = 1 ORDER BY id LIMIT 1`);
    const [platform] = await app.server.dataSource.query(`SELECT id FROM platforms ORDER BY id LIMIT 1`);
    const proposed = await app.gql(
      `mutation($i: ProposeProductInput!) { proposeProduct(input: $i) { __typename ... on ProductProposal { id } } }`,
      { i: { name: `Audit Proposal ${Date.now()}`, platformId: String(platform.id), categoryId: String(cat.id), description: "A product to audit." } },
      seller,
    );
    const proposalId = proposed.body.data.proposeProduct.id;
    expect(proposalId).toBeTruthy();
    await asAdmin(`mutation($i: RefuseProductProposalInput!) { refuseProductProposal(input: $i) { __typename } }`, {
      i: { proposalId, reason: "Duplicate of another product" },
    });
    const [refused] = await historyOf("proposal", proposalId);
    expect(refused).toMatchObject({
      action: "proposal.refuse",
      before: { state: "Waiting" },
      after: { state: "Refused", reason: "Duplicate of another product" },
    });
  });
});

describe("the entry commits with its write", () => {
  const adminContext = () => {
    const ctx = systemContext(app.server.dataSource, app.server.services);
    return { ...ctx, user: { id: adminId, email: DEMO_ACCOUNTS.admin.email, role: Role.admin, sellerId: null }, role: Role.admin, ip: "203.0.113.9" };
  };

  it("a write whose transaction rolls back leaves no entry; one that commits leaves exactly one", async () => {
    const u = await signUpVerified(app);
    const ctx = adminContext();
    await expect(
      withTransaction(ctx, async (tx) => {
        await app.server.services.admin.setBlocked(tx, u.id, true);
        const [inside] = await tx.manager.query(`SELECT count(*)::int AS n FROM audit_log WHERE target_id = $1`, [u.id]);
        expect(inside.n).toBe(1);
        throw new Error("something later in the same transaction failed");
      }),
    ).rejects.toThrow("something later");
    expect(await historyOf("user", u.id)).toEqual([]);
    const [row] = await app.server.dataSource.query(`SELECT blocked FROM users WHERE id = $1`, [u.id]);
    expect(row.blocked).toBe(false);

    await app.server.services.admin.setBlocked(ctx, u.id, true);
    const entries = await historyOf("user", u.id);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "user.block", ip: "203.0.113.9", actor: { id: adminId, role: "admin" } });
  });
});

describe("reading the log", () => {
  const tag = `flt${Date.now().toString(36)}`;
  let otherAdmin: { id: string; email: string; headers: Record<string, string> };

  beforeAll(async () => {
    const [a] = await customers(app, 1, { role: "admin" });
    otherAdmin = { id: a!.id, email: a!.email, headers: { authorization: `Bearer ${a!.token}` } };
    // Five synonym writes by the demo admin, two by the other admin.
    for (let i = 0; i < 5; i++)
      await asAdmin(`mutation($t: String!) { setSearchSynonym(input: { term: $t, expansion: "filter test" }) { term } }`, { t: `${tag}${i}` });
    for (let i = 0; i < 2; i++)
      await app.gql(
        `mutation($t: String!) { setSearchSynonym(input: { term: $t, expansion: "filter test" }) { term } }`,
        { t: `${tag}x${i}` },
        otherAdmin.headers,
      );
  });

  it("filters by actor (id or part of the email), action or resource, target and time, newest first", async () => {
    const mine = await log({ actorUserId: otherAdmin.id });
    expect(mine.items.map((e) => e.targetId)).toEqual([`${tag}x1`, `${tag}x0`]);
    expect(mine.items.every((e) => e.actor.email === otherAdmin.email)).toBe(true);
    expect((await log({ actor: otherAdmin.email.slice(0, 14).toUpperCase() })).items.map((e) => e.targetId)).toEqual([`${tag}x1`, `${tag}x0`]);
    // Wildcards are literal.
    expect((await log({ actor: "%" })).totalItems).toBe(0);

    const created = await log({ action: "search_synonym.create" });
    expect(created.items.every((e) => e.action === "search_synonym.create")).toBe(true);
    const resource = await log({ action: "search_synonym" });
    expect(resource.totalItems).toBeGreaterThan(created.totalItems);
    expect(resource.items.every((e) => e.action.startsWith("search_synonym."))).toBe(true);
    expect((await log({ action: "search_syn" })).totalItems).toBe(0);
    expect((await log({ targetType: "search_synonym", targetId: `${tag}3` })).items.map((e) => e.action)).toEqual(["search_synonym.create"]);

    // Newest first: ids decrease down the list.
    const all = await log({}, { take: 50 });
    const ids = all.items.map((e) => Number(e.id));
    expect([...ids].sort((a, b) => b - a)).toEqual(ids);

    const at = new Date(mine.items[1]!.at).getTime();
    expect((await log({ actorUserId: otherAdmin.id, from: new Date(at).toISOString() })).totalItems).toBe(2);
    expect((await log({ actorUserId: otherAdmin.id, to: new Date(at).toISOString() })).totalItems).toBe(0);
    expect((await log({ from: new Date(Date.now() + 3600_000).toISOString() })).totalItems).toBe(0);
    const bad = await asAdmin(AUDIT, { f: { from: new Date(at + 1000).toISOString(), to: new Date(at).toISOString() } });
    expect(codeOf(bad)).toBe("BAD_USER_INPUT");
    expect(codeOf(await asAdmin(AUDIT, { take: 101 }))).toBe("BAD_USER_INPUT");
    expect(codeOf(await asAdmin(AUDIT, { f: { action: "DROP TABLE" } }))).toBe("BAD_USER_INPUT");

    const facets = (await asAdmin(`{ auditLogFacets { actions targetTypes } }`)).body.data.auditLogFacets;
    expect(facets.actions).toEqual(expect.arrayContaining(["search_synonym.create", "user.block", "coupon.create", "order.refund", "seller.approve"]));
    expect(facets.targetTypes).toEqual(expect.arrayContaining(["search_synonym", "user", "coupon", "order", "seller", "category"]));
  });

  it("pages with skip and take, the total on every page", async () => {
    const filter = { action: "search_synonym.create", actor: DEMO_ACCOUNTS.admin.email };
    const whole = await log(filter);
    const pages = [];
    for (let skip = 0; skip < whole.totalItems; skip += 2) {
      const page = await log(filter, { skip, take: 2 });
      expect(page.totalItems).toBe(whole.totalItems);
      pages.push(...page.items.map((e) => e.id));
    }
    expect(pages).toEqual(whole.items.map((e) => e.id));
    expect((await log(filter, { skip: whole.totalItems + 10, take: 2 })).items).toEqual([]);
  });

  it("exports the filtered log as CSV", async () => {
    const csv = await app.http("GET", `/api/admin/audit.csv?actorUserId=${otherAdmin.id}&action=search_synonym`, undefined, admin);
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n");
    expect(lines[0]).toBe("id,at,actor_id,actor_email,actor_role,ip,request_id,action,target_type,target_id,summary,before,after");
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${tag}x1`);
    expect(lines[2]).toContain(`${tag}x0`);
    expect(lines[1]).toContain(otherAdmin.email);
    const bad = await app.http("GET", "/api/admin/audit.csv?from=yesterday", undefined, admin);
    expect(bad.status).toBe(400);
    expect((await app.http("GET", "/api/admin/audit.csv?nope=1", undefined, admin)).status).toBe(400);
  });

  it("refuses everyone but admins", async () => {
    const seller = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
    expect(codeOf(await app.gql(AUDIT, {}, seller))).toBe("FORBIDDEN");
    expect(codeOf(await buyer.gql(AUDIT, {}))).toBe("FORBIDDEN");
    expect(codeOf(await app.gql(AUDIT, {}))).toBe("UNAUTHENTICATED");
    expect(codeOf(await buyer.gql(`{ auditLogFacets { actions } }`))).toBe("FORBIDDEN");
    expect((await app.http("GET", "/api/admin/audit.csv", undefined, seller)).status).toBe(403);
    expect((await app.http("GET", "/api/admin/audit.csv")).status).toBe(401);
    const support = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)}` };
    expect(codeOf(await app.gql(AUDIT, {}, support))).toBe("FORBIDDEN");
  });
});
