/**
 * The admin's coupons: created and edited with every setting (Italian description included,
 * shown in an Italian cart), searched by code or description, filtered by state (active,
 * scheduled, expired, used up, disabled), switched off and on, with their use so far (orders,
 * customers, discount given per currency); bad settings and codes in use are clear validation
 * errors; everyone but admins is refused.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor } from "./accounts-helpers";
import { customers, orderRow, paySandbox, placeOrder, productWithStock, waitFor, CARDS } from "./commerce-helpers";
import { OrderStatus } from "../../server/common/enums";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const FIELDS = `id code description descriptionIt kind percentOff amounts { eur usd gbp } minimumPurchase { eur usd gbp } validFrom validUntil
  maxUses maxUsesPerUser categoryIds enabled usedCount status customerCount discountGiven { eur usd gbp } createdAt updatedAt`;
const LIST = `query($search: String, $status: CouponStatus, $skip: Int, $take: Int) { coupons(search: $search, status: $status, skip: $skip, take: $take) {
  totalItems items { ${FIELDS} } } }`;
const CREATE = `mutation($i: CouponInput!) { createCoupon(input: $i) { ${FIELDS} } }`;
const UPDATE = `mutation($i: UpdateCouponInput!) { updateCoupon(input: $i) { ${FIELDS} } }`;
const QUOTE = `query($i: CartQuoteInput!) { cartQuote(input: $i) { couponProblem coupon { code description } discount { minor } } }`;

const unique = () => `T${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1000)}`;
const day = 86_400_000;

describe("the admin's coupons", () => {
  it("creates a coupon with every setting and shows its Italian description in an Italian cart", async () => {
    const code = unique();
    const from = new Date(Date.now() - day).toISOString();
    const until = new Date(Date.now() + 30 * day).toISOString();
    const r = await app.gql(
      CREATE,
      {
        i: {
          code: code.toLowerCase(),
          kind: "fixed",
          amounts: { eur: 5, usd: 6 },
          minimumPurchase: { eur: 10 },
          description: "Five off from ten",
          descriptionIt: "Cinque di sconto da dieci",
          validFrom: from,
          validUntil: until,
          maxUses: 100,
          maxUsesPerUser: 2,
        },
      },
      admin,
    );
    expect(r.body.errors).toBeUndefined();
    expect(r.body.data.createCoupon).toMatchObject({
      code,
      kind: "fixed",
      percentOff: null,
      amounts: { eur: 5, usd: 6, gbp: null },
      minimumPurchase: { eur: 10, usd: 0, gbp: 0 },
      description: "Five off from ten",
      descriptionIt: "Cinque di sconto da dieci",
      validFrom: from,
      validUntil: until,
      maxUses: 100,
      maxUsesPerUser: 2,
      enabled: true,
      usedCount: 0,
      status: "ACTIVE",
      customerCount: 0,
      discountGiven: { eur: 0, usd: 0, gbp: 0 },
    });
    // Without the minimum, so any demo product takes it: the cart shows the description of its language.
    await app.gql(UPDATE, { i: { id: r.body.data.createCoupon.id, minimumPurchase: null } }, admin);
    const p = await productWithStock(app, { min: 1 });
    const items = [{ productId: String(p.productId), quantity: 1 }];
    const it = await app.gql(QUOTE, { i: { items, couponCode: code, locale: "it" } });
    expect(it.body.data.cartQuote).toMatchObject({ couponProblem: null, coupon: { code, description: "Cinque di sconto da dieci" } });
    const en = await app.gql(QUOTE, { i: { items, couponCode: code, locale: "en" } });
    expect(en.body.data.cartQuote.coupon.description).toBe("Five off from ten");
  });

  it("edits only what is given, switches a coupon off and on, and refuses bad settings clearly", async () => {
    const code = unique();
    const { id } = (await app.gql(CREATE, { i: { code, kind: "percent", percentOff: 10, description: "Ten" } }, admin)).body.data.createCoupon;
    const edited = await app.gql(UPDATE, { i: { id, percentOff: 25, descriptionIt: "Venticinque" } }, admin);
    expect(edited.body.data.updateCoupon).toMatchObject({ id, code, percentOff: 25, description: "Ten", descriptionIt: "Venticinque", status: "ACTIVE" });
    const off = await app.gql(UPDATE, { i: { id, enabled: false } }, admin);
    expect(off.body.data.updateCoupon).toMatchObject({ enabled: false, status: "DISABLED" });
    expect((await app.gql(QUOTE, { i: { items: [{ productId: "1" }], couponCode: code } })).body.data.cartQuote.couponProblem).toBe("DISABLED");
    expect((await app.gql(UPDATE, { i: { id, enabled: true } }, admin)).body.data.updateCoupon.status).toBe("ACTIVE");
    // Percent to fixed without amounts, dates the wrong way round, a code in use, bad values: refused, nothing changes.
    const bad = [
      { id, kind: "fixed" },
      { id, validFrom: new Date(Date.now() + day).toISOString(), validUntil: new Date().toISOString() },
      { id, code: "WELCOME10" },
      { id, percentOff: 0 },
      { id, percentOff: 101 },
      { id, maxUses: 0 },
      { id, code: "a b" },
      { id, description: "x".repeat(301) },
      { id, amounts: { eur: -1 } },
    ];
    for (const i of bad) expect([i, (await app.gql(UPDATE, { i }, admin)).body.errors?.[0]?.extensions.code]).toEqual([i, "BAD_USER_INPUT"]);
    expect((await app.gql(CREATE, { i: { code: "welcome10", kind: "percent", percentOff: 5 } }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect((await app.gql(UPDATE, { i: { id: "999999", enabled: false } }, admin)).body.errors[0].extensions.code).toBe("NOT_FOUND");
    const after = (await app.gql(LIST, { search: code }, admin)).body.data.coupons.items[0];
    expect(after).toMatchObject({ code, kind: "percent", percentOff: 25, enabled: true });
  });

  it("searches by code or description and filters by state", async () => {
    const tag = unique();
    const make = (suffix: string, extra: Record<string, unknown>) =>
      app.gql(CREATE, { i: { code: `${tag}${suffix}`, kind: "percent", percentOff: 5, description: `${tag} ${suffix}`, ...extra } }, admin);
    await make("A", {});
    await make("S", { validFrom: new Date(Date.now() + day).toISOString() });
    await make("E", { validUntil: new Date(Date.now() - 1000).toISOString() });
    await make("D", { enabled: false });
    await make("U", { maxUses: 1 });
    await app.server.dataSource.query(`UPDATE coupons SET used_count = 1 WHERE code = $1`, [`${tag}U`]);
    const all = (await app.gql(LIST, { search: tag.toLowerCase(), take: 100 }, admin)).body.data.coupons;
    expect(all.totalItems).toBe(5);
    const status = Object.fromEntries(all.items.map((c: any) => [c.code.slice(-1), c.status]));
    expect(status).toEqual({ A: "ACTIVE", S: "SCHEDULED", E: "EXPIRED", D: "DISABLED", U: "USED_UP" });
    for (const [s, letter] of [
      ["ACTIVE", "A"],
      ["SCHEDULED", "S"],
      ["EXPIRED", "E"],
      ["DISABLED", "D"],
      ["USED_UP", "U"],
    ]) {
      const page = (await app.gql(LIST, { search: tag, status: s }, admin)).body.data.coupons;
      expect([s, page.items.map((c: any) => c.code)]).toEqual([s, [`${tag}${letter}`]]);
    }
    // By description too; `%` is taken literally; a page past the end keeps the total.
    expect((await app.gql(LIST, { search: `${tag} s` }, admin)).body.data.coupons.items.map((c: any) => c.code)).toEqual([`${tag}S`]);
    expect((await app.gql(LIST, { search: "%%" }, admin)).body.data.coupons.totalItems).toBe(0);
    expect((await app.gql(LIST, { search: tag, skip: 100 }, admin)).body.data.coupons).toEqual({ totalItems: 5, items: [] });
    expect((await app.gql(LIST, { search: "x".repeat(101) }, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("shows the use so far: orders, customers and discount given", async () => {
    const code = unique();
    await app.gql(CREATE, { i: { code, kind: "percent", percentOff: 10, maxUsesPerUser: 1 } }, admin);
    const [a, b] = await customers(app, 2);
    const p = await productWithStock(app, { min: 2 });
    let discount = 0;
    for (const c of [a!, b!]) {
      const placed = (await placeOrder(c, { buyNow: { productId: String(p.productId), quantity: 1 }, couponCode: code })).body.data.placeOrder;
      expect(placed.__typename).toBe("PlaceOrderSuccess");
      expect((await paySandbox(app, placed.redirectUrl, CARDS.approve)).body.status).toBe("captured");
      await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Sold, "the order to be Sold");
      const [{ discount: d }] = await app.server.dataSource.query(`SELECT discount FROM coupon_redemptions WHERE order_id = $1`, [placed.order.id]);
      discount += d;
    }
    const c = (await app.gql(LIST, { search: code }, admin)).body.data.coupons.items[0];
    expect(c).toMatchObject({ usedCount: 2, customerCount: 2, maxUsesPerUser: 1, discountGiven: { eur: discount / 100, usd: 0, gbp: 0 } });
  });

  it("refuses everyone but admins", async () => {
    const [customer] = await customers(app, 1);
    expect((await customer!.gql(LIST, {})).body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await customer!.gql(CREATE, { i: { code: unique(), kind: "percent", percentOff: 5 } })).body.errors[0].extensions.code).toBe("FORBIDDEN");
    expect((await app.gql(LIST, {})).body.errors[0].extensions.code).toBe("UNAUTHENTICATED");
  });
});
