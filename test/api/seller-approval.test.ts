/**
 * Seller approval, over HTTP against the real server:
 *  - a new shop is Waiting: its offer is not on the storefront (product page, best price,
 *    lists) and its keys are not sold;
 *  - an admin approves it (with a reason): the offer shows at once, through the anonymous
 *    response cache; the seller is mailed in its language; the history records who and why;
 *  - the commission an admin sets is the one of the next sale's ledger line;
 *  - an admin blocks it with a reason: the offer leaves the product page, the best price and
 *    the search at once, its key is refused at checkout and by key allocation, the seller is
 *    mailed the reason and reads it in the seller area;
 *  - the admin list (search, state filter, pagination), refusals, validation, unknown ids.
 */
import { randomUUID } from "node:crypto";
import { OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS, DEMO_SELLER_SHOP, PENDING_SELLER_SHOPS } from "../../server/db/seed/accounts";
import { withTransaction } from "../../server/db/transaction";
import { systemContext } from "../../server/graphql/context";
import { reserveKeys } from "../../server/modules/keys/key-allocation";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { PASSWORD, bearerFor, mailsTo, signUpVerified, signedInBrowser } from "./accounts-helpers";
import { CARDS, type Customer, customers, orderRow, payApproved, placeOrder, productWithStock, waitFor } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  // The buyer's orders are the fraud rules' business elsewhere: nothing here is held for review.
  app = await startTestApp({
    FRAUD_IP_USERS_PER_HOUR: "100000",
    FRAUD_USER_ORDERS_PER_DAY: "1000",
    FRAUD_REVIEW_AMOUNT: "100000",
    FRAUD_GIFT_CARD_AMOUNT: "100000",
  });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const q = <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => app.server.dataSource.query(sql, params);
const asAdmin = (query: string, variables: Record<string, unknown> = {}) => app.gql(query, variables, admin);
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

const SELLER_FIELDS = `id name state stateReason commissionPercent ownCommissionPercent defaultCommissionPercent offerCount stock
  owner { email locale } reviews { action fromState toState reason commissionPercentBefore commissionPercentAfter actor { email } }`;
const APPROVE = `mutation($i: ApproveSellerInput!) { approveSeller(input: $i) { ${SELLER_FIELDS} } }`;
const BLOCK = `mutation($i: BlockSellerInput!) { blockSeller(input: $i) { ${SELLER_FIELDS} } }`;
const COMMISSION = `mutation($i: SetSellerCommissionInput!) { setSellerCommission(input: $i) { ${SELLER_FIELDS} } }`;
const PAGE = `query($slug: String!) { product(slug: $slug) { id stock offerCount bestPrices { eur usd gbp } offers { id seller { name } prices { eur } } } }`;

/** A customer signs up, registers a shop (in Italian) and signs in again as a seller. */
async function newSeller(shop: string) {
  const { email, id } = await signUpVerified(app, { locale: "it", name: "Sara" });
  const b = await signedInBrowser(app, email, PASSWORD);
  const reg = await b.gql(
    `mutation($i: RegisterSellerInput!) { registerSeller(input: $i) { __typename ... on RegisterSellerSuccess { seller { id state } } } }`,
    { i: { name: shop, email: "shop@example.com", registrationName: `${shop} S.r.l.`, vatNumber: "IT01234567890" } },
  );
  expect(reg.body.data.registerSeller.__typename).toBe("RegisterSellerSuccess");
  const headers = { authorization: `Bearer ${await bearerFor(app, email, PASSWORD)}` };
  return {
    email,
    userId: id,
    sellerId: reg.body.data.registerSeller.seller.id as string,
    gql: (query: string, v?: Record<string, unknown>) => app.gql(query, v, headers),
  };
}

/**
 * An offer of the shop on an in-stock product, 0.10 cheaper than its best price in every
 * currency (so it would be the best offer), with `keys` Available keys. Inserted in SQL as the
 * offers console would (the offer takes its shop's state by trigger).
 */
async function cheapestOffer(sellerId: string, keys: number) {
  const p = await productWithStock(app, { min: 1, root: "games" });
  const [product] = await q(
    `SELECT p.best_price_eur, p.best_price_usd, p.best_price_gbp, t.slug, t.name FROM products p
       JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en' WHERE p.id = $1`,
    [p.productId],
  );
  const [offer] = await q(
    `INSERT INTO offers (product_id, seller_id, price_eur, price_usd, price_gbp) VALUES ($1, $2, $3, $4, $5) RETURNING id, seller_state`,
    [p.productId, Number(sellerId), product.best_price_eur - 10, product.best_price_usd - 10, product.best_price_gbp - 10],
  );
  const vault = app.server.services.vault;
  const values = Array.from({ length: keys }, () => `SA-${randomUUID()}`);
  await q(
    `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
     SELECT $1, $2, $3, 'text', 0, t.c, t.k, t.h FROM unnest($4::bytea[], $5::text[], $6::bytea[]) AS t(c, k, h)`,
    [
      offer.id,
      p.productId,
      Number(sellerId),
      values.map((v) => vault.encrypt(v).ciphertext),
      values.map((v) => vault.encrypt(v).keyId),
      values.map((v) => vault.hash(v)),
    ],
  );
  return {
    productId: p.productId,
    offerId: Number(offer.id),
    sellerState: offer.seller_state as number,
    slug: product.slug as string,
    name: product.name as string,
    price: { eur: product.best_price_eur - 10, usd: product.best_price_usd - 10, gbp: product.best_price_gbp - 10 },
    before: { eur: product.best_price_eur as number, usd: product.best_price_usd as number, gbp: product.best_price_gbp as number },
  };
}

/** The product page as a guest sees it (through the anonymous response cache). */
const guestPage = async (slug: string) => (await app.gql(PAGE, { slug })).body.data.product;
const shows = (page: any, offerId: number) => page.offers.some((o: any) => o.id === String(offerId));

/**
 * Asking checkout for the shop's offer gets another seller's (the cart's fallback to the best
 * sellable offer): none of the shop's keys is reserved.
 */
async function expectNotSold(c: Customer, offer: { productId: number; offerId: number }, sellerId: string) {
  const placed = (await placeOrder(c, { buyNow: { productId: String(offer.productId), offerId: String(offer.offerId) } })).body.data.placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  const [line] = await q(`SELECT seller_id, offer_id FROM order_items WHERE order_id = $1`, [placed.order.id]);
  expect(line.seller_id).not.toBe(Number(sellerId));
  expect(line.offer_id).not.toBe(offer.offerId);
  expect((await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state <> 0`, [offer.offerId]))[0].n).toBe(
    (await q(`SELECT count(*)::int AS n FROM payout_lines WHERE seller_id = $1 AND kind = 'sale'`, [Number(sellerId)]))[0].n,
  );
}

async function buyOne(c: Customer, productId: number, offerId: number) {
  const placed = (await placeOrder(c, { buyNow: { productId: String(productId), offerId: String(offerId), quantity: 1 } })).body.data.placeOrder;
  expect(placed.__typename).toBe("PlaceOrderSuccess");
  expect((await payApproved(app, placed.redirectUrl, CARDS.approve)).body.status).toBe("captured");
  await waitFor(async () => (await orderRow(app, placed.order.id)).status === OrderStatus.Sold, "the order to be Sold");
  return placed.order.id as string;
}

describe("seller approval", () => {
  it("waiting → approved (offer shows, mail) → commission → blocked (offer gone, keys refused, mail, reason)", async () => {
    const shop = `Approva ${Date.now().toString(36)}`;
    const seller = await newSeller(shop);

    // Waiting: the seller sees it, with the marketplace's commission; the history has the registration.
    const own = await seller.gql(`{ sellerProfile { state commissionPercent stateReason } }`);
    expect(own.body.data.sellerProfile).toEqual({ state: "Waiting", commissionPercent: 10, stateReason: null });
    const waiting = (await asAdmin(`query($id: ID!) { seller(id: $id) { ${SELLER_FIELDS} } }`, { id: seller.sellerId })).body.data.seller;
    expect(waiting).toMatchObject({ state: "Waiting", stateReason: null, commissionPercent: 10, ownCommissionPercent: null, defaultCommissionPercent: 10 });
    expect(waiting.owner).toEqual({ email: seller.email, locale: "it" });
    expect(waiting.reviews).toEqual([
      {
        action: "Registered",
        fromState: null,
        toState: "Waiting",
        reason: null,
        commissionPercentBefore: null,
        commissionPercentAfter: null,
        actor: { email: seller.email },
      },
    ]);

    // Its offer (the cheapest of the product) is not on the storefront, and its keys do not sell.
    const offer = await cheapestOffer(seller.sellerId, 3);
    expect(offer.sellerState).toBe(1);
    const hidden = await guestPage(offer.slug);
    expect(shows(hidden, offer.offerId)).toBe(false);
    expect(hidden.bestPrices).toEqual({ eur: offer.before.eur / 100, usd: offer.before.usd / 100, gbp: offer.before.gbp / 100 });
    const [buyer] = await customers(app, 1);
    await expectNotSold(buyer!, offer, seller.sellerId);
    expect((await asAdmin(`{ sellers(state: Waiting, take: 100) { items { id } } }`)).body.data.sellers.items.map((s: any) => s.id)).toContain(seller.sellerId);

    // Approved: the offer is the best one at once (the cached page is dropped), the seller is mailed in Italian.
    const approved = (await asAdmin(APPROVE, { i: { sellerId: seller.sellerId, reason: "Documenti verificati" } })).body.data.approveSeller;
    expect(approved).toMatchObject({ state: "Enabled", stateReason: "Documenti verificati", offerCount: 1, stock: 3 });
    expect(approved.reviews[0]).toEqual({
      action: "Approved",
      fromState: "Waiting",
      toState: "Enabled",
      reason: "Documenti verificati",
      commissionPercentBefore: null,
      commissionPercentAfter: null,
      actor: { email: DEMO_ACCOUNTS.admin.email },
    });
    const shown = await waitFor(async () => {
      const page = await guestPage(offer.slug);
      return shows(page, offer.offerId) ? page : null;
    }, "the approved shop's offer on the product page");
    expect(shown.bestPrices).toEqual({ eur: offer.price.eur / 100, usd: offer.price.usd / 100, gbp: offer.price.gbp / 100 });
    expect(shown.offers[0]).toMatchObject({ id: String(offer.offerId), seller: { name: shop } });
    const mail = (await mailsTo(app, seller.email)).find((m) => m.template === "seller-approved")!;
    expect(mail).toMatchObject({ subject: `Il tuo negozio ${shop} è approvato`, locale: "it" });
    expect(mail.text).toContain("Documenti verificati");
    expect((await asAdmin(APPROVE, { i: { sellerId: seller.sellerId } })).body.errors[0].extensions.code).toBe("ILLEGAL_OPERATION");

    // A sale at the marketplace's commission (10 %), then one at the shop's own 8.5 %.
    await buyOne(buyer!, offer.productId, offer.offerId);
    const set = (await asAdmin(COMMISSION, { i: { sellerId: seller.sellerId, commissionPercent: 8.5, reason: "Volume" } })).body.data.setSellerCommission;
    expect(set).toMatchObject({ commissionPercent: 8.5, ownCommissionPercent: 8.5 });
    expect(set.reviews[0]).toMatchObject({ action: "CommissionChanged", commissionPercentBefore: null, commissionPercentAfter: 8.5, reason: "Volume" });
    expect((await seller.gql(`{ sellerProfile { commissionPercent } }`)).body.data.sellerProfile.commissionPercent).toBe(8.5);
    await buyOne(buyer!, offer.productId, offer.offerId);
    const lines = await q(`SELECT gross, commission, net FROM payout_lines WHERE seller_id = $1 AND kind = 'sale' ORDER BY id`, [Number(seller.sellerId)]);
    expect(lines).toEqual([
      { gross: offer.price.eur, commission: Math.round(offer.price.eur * 0.1), net: offer.price.eur - Math.round(offer.price.eur * 0.1) },
      { gross: offer.price.eur, commission: Math.round(offer.price.eur * 0.085), net: offer.price.eur - Math.round(offer.price.eur * 0.085) },
    ]);

    // Blocked: the reason is required; then the offer leaves the page, the best price and the search at once.
    for (const reason of ["", "  x "]) {
      expect(code((await asAdmin(BLOCK, { i: { sellerId: seller.sellerId, reason } })).body)).toBe("BAD_USER_INPUT");
    }
    const SEARCH = `query($s: String!) { products(filter: { search: $s }, take: 50) { items { id bestPrices { eur } } } }`;
    const searched = async () => (await app.gql(SEARCH, { s: offer.name })).body.data.products.items.find((p: any) => p.id === String(offer.productId));
    expect((await searched()).bestPrices.eur).toBe(offer.price.eur / 100);
    const blocked = (await asAdmin(BLOCK, { i: { sellerId: seller.sellerId, reason: "Chiavi segnalate come rubate" } })).body.data.blockSeller;
    expect(blocked).toMatchObject({ state: "Blocked", stateReason: "Chiavi segnalate come rubate" });
    expect(blocked.reviews.map((r: any) => r.action)).toEqual(["Blocked", "CommissionChanged", "Approved", "Registered"]);
    const gone = await waitFor(async () => {
      const page = await guestPage(offer.slug);
      return shows(page, offer.offerId) ? null : page;
    }, "the blocked shop's offer to leave the product page");
    expect(gone.bestPrices.eur).toBe(offer.before.eur / 100);
    expect((await searched()).bestPrices.eur).toBe(offer.before.eur / 100);
    const [{ seller_state }] = await q(`SELECT seller_state FROM offers WHERE id = $1`, [offer.offerId]);
    expect(seller_state).toBe(2);

    // Its key is refused at checkout, and key allocation reserves none of its keys (a client that priced it before).
    await expectNotSold(buyer!, offer, seller.sellerId);
    const ctx = systemContext(app.server.dataSource, app.server.services);
    expect(await withTransaction(ctx, (tx) => reserveKeys(tx, offer.offerId, randomUUID(), 1))).toEqual([]);
    expect((await q(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [offer.offerId]))[0].n).toBe(1);

    // The seller is mailed the reason and reads it in the seller area.
    const blockMail = (await mailsTo(app, seller.email)).find((m) => m.template === "seller-blocked")!;
    expect(blockMail.subject).toBe(`Il tuo negozio ${shop} è stato bloccato`);
    expect(blockMail.text).toContain("Chiavi segnalate come rubate");
    expect((await seller.gql(`{ sellerProfile { state stateReason } }`)).body.data.sellerProfile).toEqual({
      state: "Blocked",
      stateReason: "Chiavi segnalate come rubate",
    });
    expect(code((await asAdmin(BLOCK, { i: { sellerId: seller.sellerId, reason: "again" } })).body)).toBe("ILLEGAL_OPERATION");

    // Approved again: the offer is back.
    await asAdmin(APPROVE, { i: { sellerId: seller.sellerId } });
    await waitFor(async () => shows(await guestPage(offer.slug), offer.offerId), "the offer back on the page");
  });

  it("lists shops with search, state filter and pages; the demo shop is Enabled and the seeded ones wait", async () => {
    const LIST = `query($search: String, $state: EnabledState, $skip: Int, $take: Int) {
      sellers(search: $search, state: $state, skip: $skip, take: $take) { totalItems items { id name state owner { email } } } }`;
    const demo = (await asAdmin(LIST, { search: DEMO_SELLER_SHOP.toUpperCase() })).body.data.sellers;
    expect(demo.items).toEqual([expect.objectContaining({ name: DEMO_SELLER_SHOP, state: "Enabled", owner: { email: DEMO_ACCOUNTS.seller.email } })]);
    const byOwner = (await asAdmin(LIST, { search: "shop@keynest" })).body.data.sellers.items;
    expect(byOwner.map((s: any) => s.name)).toEqual(["KeyNest"]);

    const queue = (await asAdmin(LIST, { state: "Waiting", take: 100 })).body.data.sellers;
    const seeded = queue.items.filter((s: any) => PENDING_SELLER_SHOPS.some((p) => p.name === s.name));
    // The queue is oldest first: the seeded shops (registered days ago) before this test's.
    expect(seeded.map((s: any) => s.name)).toEqual(PENDING_SELLER_SHOPS.map((p) => p.name));
    expect(queue.items.every((s: any) => s.state === "Waiting")).toBe(true);
    const first = (await asAdmin(LIST, { state: "Waiting", take: 1 })).body.data.sellers;
    const second = (await asAdmin(LIST, { state: "Waiting", take: 1, skip: 1 })).body.data.sellers;
    expect(first.totalItems).toBe(queue.totalItems);
    expect(first.items[0].id).not.toBe(second.items[0].id);
    // Wildcards are literal; limits are refused clearly.
    expect((await asAdmin(LIST, { search: "%" })).body.data.sellers.totalItems).toBe(0);
    expect(code((await asAdmin(LIST, { take: 101 })).body)).toBe("BAD_USER_INPUT");
    expect(code((await asAdmin(LIST, { search: "x".repeat(201) })).body)).toBe("BAD_USER_INPUT");
  });

  it("validates the commission; null gives the marketplace's back; an English owner is mailed in English", async () => {
    const [{ id }] = await q(`SELECT id FROM seller_profiles WHERE name = $1`, [PENDING_SELLER_SHOPS[1]!.name]);
    const sellerId = String(id);
    for (const bad of [8.555, -1, 100.01]) {
      expect([bad, code((await asAdmin(COMMISSION, { i: { sellerId, commissionPercent: bad } })).body)]).toEqual([bad, "BAD_USER_INPUT"]);
    }
    const set = (await asAdmin(COMMISSION, { i: { sellerId, commissionPercent: 0 } })).body.data.setSellerCommission;
    expect(set).toMatchObject({ commissionPercent: 0, ownCommissionPercent: 0 });
    const reset = (await asAdmin(COMMISSION, { i: { sellerId, commissionPercent: null } })).body.data.setSellerCommission;
    expect(reset).toMatchObject({ commissionPercent: 10, ownCommissionPercent: null });
    expect(reset.reviews.slice(0, 2).map((r: any) => [r.commissionPercentBefore, r.commissionPercentAfter])).toEqual([
      [0, null],
      [null, 0],
    ]);
    // The same value again changes nothing (no history row).
    const same = (await asAdmin(COMMISSION, { i: { sellerId, commissionPercent: null } })).body.data.setSellerCommission;
    expect(same.reviews).toHaveLength(reset.reviews.length);

    // Its owner writes in English: the approval mail is English.
    await asAdmin(APPROVE, { i: { sellerId } });
    const mail = (await mailsTo(app, PENDING_SELLER_SHOPS[1]!.userEmail)).find((m) => m.template === "seller-approved")!;
    expect(mail).toMatchObject({ subject: "Your shop KeyNest is approved", locale: "en" });
    expect(mail.text).toContain("/seller");
  });

  it("refuses non-admins and answers unknown ids as NOT_FOUND", async () => {
    const [{ id }] = await q(`SELECT id FROM seller_profiles WHERE name = $1`, [PENDING_SELLER_SHOPS[0]!.name]);
    const sellerBearer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password)}` };
    const customer = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)}` };
    const calls: [string, Record<string, unknown>][] = [
      [`{ sellers { totalItems } }`, {}],
      [`query($id: ID!) { seller(id: $id) { id } }`, { id: String(id) }],
      [`mutation($id: ID!) { approveSeller(input: { sellerId: $id }) { id } }`, { id: String(id) }],
      [`mutation($id: ID!) { blockSeller(input: { sellerId: $id, reason: "nope nope" }) { id } }`, { id: String(id) }],
      [`mutation($id: ID!) { setSellerCommission(input: { sellerId: $id, commissionPercent: 1 }) { id } }`, { id: String(id) }],
    ];
    for (const [query, variables] of calls) {
      // Guests: the queries (a guest's mutation stops at the CSRF check before any role check).
      if (!query.startsWith("mutation")) expect(code((await app.gql(query, variables)).body)).toBe("UNAUTHENTICATED");
      expect(code((await app.gql(query, variables, sellerBearer)).body)).toBe("FORBIDDEN");
      expect(code((await app.gql(query, variables, customer)).body)).toBe("FORBIDDEN");
    }
    // Still waiting: nothing above changed it.
    expect((await q(`SELECT state FROM seller_profiles WHERE id = $1`, [id]))[0].state).toBe(1);

    for (const unknown of ["999999", "0", "abc", "-1", "99999999999"]) {
      expect([unknown, code((await asAdmin(`query($id: ID!) { seller(id: $id) { id } }`, { id: unknown })).body)]).toEqual([unknown, "NOT_FOUND"]);
      expect(code((await asAdmin(APPROVE, { i: { sellerId: unknown } })).body)).toBe("NOT_FOUND");
      expect(code((await asAdmin(BLOCK, { i: { sellerId: unknown, reason: "unknown shop" } })).body)).toBe("NOT_FOUND");
      expect(code((await asAdmin(COMMISSION, { i: { sellerId: unknown, commissionPercent: 5 } })).body)).toBe("NOT_FOUND");
    }
  });
});
