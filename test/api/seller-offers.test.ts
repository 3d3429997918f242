/**
 * Sellers' offers and product proposals, over HTTP against the real server:
 *  - creating an offer with three prices; a second offer of the same product, unknown products,
 *    prices out of bounds or with more than two decimals, floors above the price are refused;
 *  - editing (prices, switch, per-order maximum) and the cart honouring the maximum;
 *  - per offer the best price, the rank and the price that would win, against a competitor;
 *  - automatic pricing: 0.01 under the competitor, never under the floor, back to the own price,
 *    once per competing change (idempotent), through the job the offers trigger queues;
 *  - a proposal an admin accepts becomes a product the seller can offer; refusals carry a reason;
 *  - ownership: another seller's offer is NOT_FOUND to read and to edit.
 */
import { randomUUID } from "node:crypto";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { systemContext } from "../../server/graphql/context";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { PASSWORD, bearerFor, signUpVerified, signedInBrowser } from "./accounts-helpers";
import { customers, waitFor } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  // The repricing job runs in this process (the listener queues it on every competing change).
  app = await startTestApp({ JOBS: "true" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

const q = <T = any>(sql: string, params: unknown[] = []): Promise<T[]> => app.server.dataSource.query(sql, params);
const code = (body: { errors?: { extensions?: { code?: string } }[] }) => body.errors?.[0]?.extensions?.code;

const OFFER_FIELDS = `id productId productName platformName coverImage priceEur priceUsd priceGbp enabled stock maxPerOrder
  autoPricing { floorEur floorUsd floorGbp ownPriceEur ownPriceUsd ownPriceGbp }
  competition { currency yourPrice bestPrice bestOtherPrice rank offerCount competing isBest priceToWin reductionToWin }`;
const RESULT = `__typename ... on OfferSaved { offer { ${OFFER_FIELDS} } } ... on ErrorResult { errorCode message }
  ... on PriceOutOfBoundsError { currency field minimum maximum } ... on FloorAbovePriceError { currency }`;
const CREATE = `mutation($i: CreateOfferInput!) { createOffer(input: $i) { ${RESULT} ... on OfferAlreadyExistsError { offerId } } }`;
const UPDATE = `mutation($i: UpdateOfferInput!) { updateOffer(input: $i) { ${RESULT} } }`;
const ONE = `query($id: ID!) { sellerOffer(id: $id) { ${OFFER_FIELDS} } }`;

interface Seller {
  sellerId: string;
  gql: (query: string, variables?: Record<string, unknown>) => Promise<{ status: number; body: any }>;
}

let shops = 0;
/** A customer registers a shop, an admin's approval is written directly (another suite tests approval), and it signs in as a seller. */
async function newSeller(opts: { approved?: boolean } = {}): Promise<Seller> {
  const { email } = await signUpVerified(app, { name: "Olga" });
  const b = await signedInBrowser(app, email, PASSWORD);
  const reg = await b.gql(`mutation($i: RegisterSellerInput!) { registerSeller(input: $i) { __typename ... on RegisterSellerSuccess { seller { id } } } }`, {
    i: { name: `Offers Shop ${++shops}`, email: "shop@example.com", registrationName: "Offers Shop S.r.l.", vatNumber: "IT01234567890" },
  });
  const sellerId = reg.body.data.registerSeller.seller.id as string;
  if (opts.approved !== false) await q(`UPDATE seller_profiles SET state = 0 WHERE id = $1`, [Number(sellerId)]);
  const headers = { authorization: `Bearer ${await bearerFor(app, email, PASSWORD)}` };
  return { sellerId, gql: (query, variables) => app.gql(query, variables, headers) };
}

/** `n` Available keys on an offer, as an upload leaves them. */
async function addKeys(offerId: string, n: number) {
  const [o] = await q(`SELECT product_id, seller_id FROM offers WHERE id = $1`, [Number(offerId)]);
  const vault = app.server.services.vault;
  const values = Array.from({ length: n }, () => `SO-${randomUUID()}`);
  await q(
    `INSERT INTO product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash)
     SELECT $1, $2, $3, 'text', 0, t.c, t.k, t.h FROM unnest($4::bytea[], $5::text[], $6::bytea[]) AS t(c, k, h)`,
    [
      Number(offerId),
      o.product_id,
      o.seller_id,
      values.map((v) => vault.encrypt(v).ciphertext),
      values.map((v) => vault.encrypt(v).keyId),
      values.map((v) => vault.hash(v)),
    ],
  );
}

/** A new catalogue product (a copy of the first one's placement) that no offer sells yet: a clean field for rank and repricing. */
async function freshProduct(): Promise<number> {
  const [p] = await q(
    `INSERT INTO products (category_id, platform_id, cover_image) SELECT category_id, platform_id, cover_image FROM products ORDER BY id LIMIT 1 RETURNING id`,
  );
  for (const locale of ["en", "it"]) {
    await q(`INSERT INTO product_translations (product_id, locale, name, slug) VALUES ($1, $2, $3, $4)`, [
      p.id,
      locale,
      `Offer Test ${p.id}`,
      `offer-test-${p.id}`,
    ]);
  }
  return p.id;
}

const eur = (offer: any) => offer.competition.find((c: any) => c.currency === "EUR");

describe("creating and editing offers", () => {
  it("creates an offer with three prices; a second offer of the product is refused with the existing id", async () => {
    const s = await newSeller();
    const productId = await freshProduct();
    const r = await s.gql(CREATE, { i: { productId: String(productId), priceEur: 12.49, priceUsd: 13.99, priceGbp: 10.75, maxPerOrder: 3 } });
    expect(r.body.data.createOffer.__typename).toBe("OfferSaved");
    const offer = r.body.data.createOffer.offer;
    expect(offer).toMatchObject({
      productId: String(productId),
      priceEur: 12.49,
      priceUsd: 13.99,
      priceGbp: 10.75,
      enabled: true,
      stock: 0,
      maxPerOrder: 3,
      autoPricing: null,
    });
    expect(offer.productName).toBeTruthy();
    expect(offer.platformName).toBeTruthy();
    expect(offer.coverImage).toMatch(/^\/media\/covers\//);
    const [row] = await q(`SELECT price_eur, price_usd, price_gbp, seller_id FROM offers WHERE id = $1`, [Number(offer.id)]);
    expect(row).toEqual({ price_eur: 1249, price_usd: 1399, price_gbp: 1075, seller_id: Number(s.sellerId) });

    const again = await s.gql(CREATE, { i: { productId: String(productId), priceEur: 11, priceUsd: 12, priceGbp: 9 } });
    expect(again.body.data.createOffer).toMatchObject({ __typename: "OfferAlreadyExistsError", errorCode: "OFFER_ALREADY_EXISTS", offerId: offer.id });
    // Two at once: one offer, the other refused.
    const p2 = await freshProduct();
    const both = await Promise.all([1, 2].map(() => s.gql(CREATE, { i: { productId: String(p2), priceEur: 5, priceUsd: 6, priceGbp: 4 } })));
    expect(both.map((b) => b.body.data.createOffer.__typename).sort()).toEqual(["OfferAlreadyExistsError", "OfferSaved"]);
    expect((await q(`SELECT count(*)::int AS n FROM offers WHERE product_id = $1 AND seller_id = $2`, [p2, Number(s.sellerId)]))[0].n).toBe(1);
  });

  it("refuses bad prices, unknown products and floors above the price with clear errors", async () => {
    const s = await newSeller();
    const productId = String(await freshProduct());
    const create = (i: Record<string, unknown>) => s.gql(CREATE, { i: { productId, priceEur: 10, priceUsd: 11, priceGbp: 9, ...i } });
    const zero = (await create({ priceUsd: 0 })).body.data.createOffer;
    expect(zero).toMatchObject({
      __typename: "PriceOutOfBoundsError",
      errorCode: "PRICE_OUT_OF_BOUNDS",
      currency: "USD",
      field: "price",
      minimum: 0.1,
      maximum: 10000,
    });
    expect(zero.message).toBe("The price in USD must be between $0.10 and $10000.00");
    expect((await create({ priceGbp: -3 })).body.data.createOffer).toMatchObject({ currency: "GBP", errorCode: "PRICE_OUT_OF_BOUNDS" });
    expect((await create({ priceEur: 10000.01 })).body.data.createOffer).toMatchObject({ currency: "EUR", errorCode: "PRICE_OUT_OF_BOUNDS" });
    const decimals = await create({ priceEur: 10.005 });
    expect(code(decimals.body)).toBe("BAD_USER_INPUT");
    expect(decimals.body.errors[0].message).toMatch(/priceEur.*2 decimals/);
    expect(code((await create({ maxPerOrder: 6 })).body)).toBe("BAD_USER_INPUT");
    expect((await create({ autoPricing: { floorEur: 10.5, floorUsd: 10, floorGbp: 8 } })).body.data.createOffer).toMatchObject({
      __typename: "FloorAbovePriceError",
      currency: "EUR",
    });
    expect((await create({ autoPricing: { floorEur: 0.05, floorUsd: 10, floorGbp: 8 } })).body.data.createOffer).toMatchObject({
      currency: "EUR",
      field: "floor",
    });
    for (const id of ["999999", "abc", "0"]) {
      expect((await s.gql(CREATE, { i: { productId: id, priceEur: 10, priceUsd: 11, priceGbp: 9 } })).body.data.createOffer.__typename).toBe(
        "ProductNotFoundError",
      );
    }
    const [disabled] = await q(`UPDATE products SET enabled = false WHERE id = $1 RETURNING id`, [await freshProduct()]);
    expect((await s.gql(CREATE, { i: { productId: String(disabled[0].id), priceEur: 10, priceUsd: 11, priceGbp: 9 } })).body.data.createOffer.__typename).toBe(
      "ProductNotFoundError",
    );
    // Nothing was written.
    expect((await q(`SELECT count(*)::int AS n FROM offers WHERE seller_id = $1`, [Number(s.sellerId)]))[0].n).toBe(0);
  });

  it("edits prices, the switch and the per-order maximum, which the cart respects", async () => {
    const s = await newSeller();
    const productId = await freshProduct();
    const created = (await s.gql(CREATE, { i: { productId: String(productId), priceEur: 20, priceUsd: 22, priceGbp: 17 } })).body.data.createOffer.offer;
    await addKeys(created.id, 4);
    const edited = (await s.gql(UPDATE, { i: { offerId: created.id, priceEur: 19.5, maxPerOrder: 2 } })).body.data.updateOffer.offer;
    expect(edited).toMatchObject({ priceEur: 19.5, priceUsd: 22, priceGbp: 17, maxPerOrder: 2, stock: 4, enabled: true });
    expect((await s.gql(UPDATE, { i: { offerId: created.id, priceGbp: 0.01 } })).body.data.updateOffer.__typename).toBe("PriceOutOfBoundsError");

    const [buyer] = await customers(app, 1);
    const add = await buyer.gql(
      `mutation($i: AddItemToCartInput!) { addItemToCart(input: $i) { __typename ... on Cart { products { productId offerId quantity maxQuantity price } } } }`,
      { i: { productId: String(productId), offerId: created.id, quantity: 5 } },
    );
    expect(add.body.data.addItemToCart.products).toContainEqual(
      expect.objectContaining({ productId: String(productId), offerId: created.id, quantity: 2, maxQuantity: 2, price: 19.5 }),
    );
    // The product page (anonymous, cached) shows the new price at once.
    const [t] = await q(`SELECT slug FROM product_translations WHERE product_id = $1 AND locale = 'en'`, [productId]);
    const page = async () => (await app.gql(`query($s: String!) { product(slug: $s) { bestPrices { eur } offers { id } } }`, { s: t.slug })).body.data.product;
    expect((await page()).bestPrices.eur).toBe(19.5);
    await s.gql(UPDATE, { i: { offerId: created.id, priceEur: 18.25 } });
    // The change reaches the page cache by a notification a few milliseconds after the commit.
    await waitFor(async () => (await page()).bestPrices.eur === 18.25, "the cached page to show the new price");
    expect((await page()).bestPrices.eur).toBe(18.25);
    // Switched off: no longer sold.
    const off = (await s.gql(UPDATE, { i: { offerId: created.id, enabled: false, maxPerOrder: null } })).body.data.updateOffer.offer;
    expect(off).toMatchObject({ enabled: false, maxPerOrder: null });
    await waitFor(async () => (await page()).offers.length === 0, "the cached page to drop the offer");
    expect((await page()).offers).toEqual([]);
  });

  it("lists the seller's offers by page and by product name", async () => {
    const s = await newSeller();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const productId = await freshProduct();
      ids.push((await s.gql(CREATE, { i: { productId: String(productId), priceEur: 5 + i, priceUsd: 6, priceGbp: 4 } })).body.data.createOffer.offer.id);
    }
    const page = await s.gql(`{ sellerOffers(take: 2) { totalItems items { id } } }`);
    expect(page.body.data.sellerOffers.totalItems).toBe(3);
    expect(page.body.data.sellerOffers.items).toHaveLength(2);
    const one = (await s.gql(ONE, { id: ids[1] })).body.data.sellerOffer;
    const word = one.productName.split(/\s+/)[0];
    const found = await s.gql(`query($s: String) { sellerOffers(search: $s, take: 10) { totalItems items { id productName } } }`, { s: word.toLowerCase() });
    expect(found.body.data.sellerOffers.items.map((o: any) => o.id)).toContain(ids[1]);
    for (const o of found.body.data.sellerOffers.items) expect(o.productName.toLowerCase()).toContain(word.toLowerCase());
    expect((await s.gql(`{ sellerOffers(search: "%", take: 10) { totalItems } }`)).body.data.sellerOffers.totalItems).toBe(0);
  });

  it("finds catalogue products to offer with the storefront's search, marking the ones already offered", async () => {
    const s = await newSeller();
    const [p] = await q(
      `SELECT t.product_id, t.name FROM product_translations t JOIN products p ON p.id = t.product_id WHERE t.locale = 'en' AND p.enabled ORDER BY p.sales_count DESC LIMIT 1`,
    );
    const created = (await s.gql(CREATE, { i: { productId: String(p.product_id), priceEur: 50, priceUsd: 55, priceGbp: 45 } })).body.data.createOffer;
    const offerId = created.offer?.id ?? created.offerId;
    const r = await s.gql(`query($s: String!) { offerableProducts(search: $s, take: 5) { id name platformName coverImage yourOfferId } }`, { s: p.name });
    const hit = r.body.data.offerableProducts.find((x: any) => x.id === String(p.product_id));
    expect(hit).toMatchObject({ name: p.name, yourOfferId: offerId });
    expect(hit.platformName).toBeTruthy();
    const rules = (await s.gql(`{ offerRules { minPrice maxPrice maxPerOrderCap rates { currency perEur } } }`)).body.data.offerRules;
    expect(rules).toEqual({
      minPrice: 0.1,
      maxPrice: 10000,
      maxPerOrderCap: 5,
      rates: [
        { currency: "EUR", perEur: 1 },
        { currency: "USD", perEur: 1.09 },
        { currency: "GBP", perEur: 0.85 },
      ],
    });
  });
});

describe("competition", () => {
  it("shows the best price, the rank and how much lower wins, against a competitor", async () => {
    const productId = String(await freshProduct());
    const rival = await newSeller();
    const me = await newSeller();
    const theirs = (await rival.gql(CREATE, { i: { productId, priceEur: 12.49, priceUsd: 13.49, priceGbp: 10.49 } })).body.data.createOffer.offer;
    await addKeys(theirs.id, 2);
    const mine = (await me.gql(CREATE, { i: { productId, priceEur: 13, priceUsd: 13.49, priceGbp: 9.99 } })).body.data.createOffer.offer;
    // No keys yet: not competing, but told where it would stand.
    expect(eur(mine)).toEqual({
      currency: "EUR",
      yourPrice: 13,
      bestPrice: 12.49,
      bestOtherPrice: 12.49,
      rank: 2,
      offerCount: 1,
      competing: false,
      isBest: false,
      priceToWin: 12.48,
      reductionToWin: 0.52,
    });
    await addKeys(mine.id, 1);
    const now = (await me.gql(ONE, { id: mine.id })).body.data.sellerOffer;
    const by = Object.fromEntries(now.competition.map((c: any) => [c.currency, c]));
    expect(by.EUR).toMatchObject({ rank: 2, offerCount: 2, competing: true, isBest: false, bestPrice: 12.49, reductionToWin: 0.52 });
    // A tie is not the best offer: 0.01 less wins.
    expect(by.USD).toMatchObject({ rank: 1, isBest: false, bestPrice: 13.49, priceToWin: 13.48, reductionToWin: 0.01 });
    expect(by.GBP).toMatchObject({ rank: 1, isBest: true, bestPrice: 9.99, bestOtherPrice: 10.49, reductionToWin: 0 });
    // The tie is broken as the storefront breaks it (neither shop is rated yet): more stock wins.
    await addKeys(mine.id, 2);
    const more = (await me.gql(ONE, { id: mine.id })).body.data.sellerOffer.competition.find((c: any) => c.currency === "USD");
    expect(more).toMatchObject({ rank: 1, isBest: true, reductionToWin: 0 });
    await q(`UPDATE product_keys SET state = 4 WHERE id IN (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 LIMIT 2)`, [Number(mine.id)]);
    // The rival sells out: alone in the ranking.
    await q(`UPDATE product_keys SET state = 4 WHERE offer_id = $1`, [Number(theirs.id)]);
    const alone = eur((await me.gql(ONE, { id: mine.id })).body.data.sellerOffer);
    expect(alone).toMatchObject({ rank: 1, offerCount: 1, isBest: true, bestOtherPrice: null, priceToWin: null, reductionToWin: 0, bestPrice: 13 });
  });

  it("auto-pricing goes 0.01 under a competitor, never under the floor, and back up to the own price", async () => {
    const productId = String(await freshProduct());
    const rival = await newSeller();
    const me = await newSeller();
    const theirs = (await rival.gql(CREATE, { i: { productId, priceEur: 15, priceUsd: 16, priceGbp: 13 } })).body.data.createOffer.offer;
    await addKeys(theirs.id, 3);
    const created = await me.gql(CREATE, {
      i: { productId, priceEur: 20, priceUsd: 21, priceGbp: 18, autoPricing: { floorEur: 12, floorUsd: 15.5, floorGbp: 14 } },
    });
    const mine = created.body.data.createOffer.offer;
    await addKeys(mine.id, 3);
    // Saved and repriced at once: EUR and USD 0.01 under the rival (14.99, 15.99, both above their floors);
    // GBP: 12.99 would be under the floor of 14, so it stays at the floor.
    expect(mine).toMatchObject({ priceEur: 14.99, priceUsd: 15.99, priceGbp: 14 });
    expect(mine.autoPricing).toEqual({ floorEur: 12, floorUsd: 15.5, floorGbp: 14, ownPriceEur: 20, ownPriceUsd: 21, ownPriceGbp: 18 });
    expect(eur(mine)).toMatchObject({ isBest: true, rank: 1 });

    const price = async () => (await me.gql(ONE, { id: mine.id })).body.data.sellerOffer;
    // The rival lowers its prices: the job (queued by the trigger's notification) follows, down to the floors.
    await rival.gql(UPDATE, { i: { offerId: theirs.id, priceEur: 12.5, priceUsd: 15 } });
    await waitFor(async () => ((await price()).priceEur === 12.49 ? true : null), "repricing after the rival's change", 20_000);
    expect(await price()).toMatchObject({ priceEur: 12.49, priceUsd: 15.5, priceGbp: 14 });
    await rival.gql(UPDATE, { i: { offerId: theirs.id, priceEur: 11 } });
    await waitFor(async () => ((await price()).priceEur === 12 ? true : null), "repricing down to the floor", 20_000);
    // The rival sells out: back up to the own prices.
    await q(`UPDATE product_keys SET state = 4 WHERE offer_id = $1`, [Number(theirs.id)]);
    await waitFor(async () => ((await price()).priceEur === 20 ? true : null), "repricing without competitors", 20_000);
    expect(await price()).toMatchObject({ priceEur: 20, priceUsd: 21, priceGbp: 18 });
    // Idempotent: running again without a competing change moves nothing.
    const ctx = systemContext(app.server.dataSource, app.server.services);
    const repricer = app.server.services.offerRepricer;
    expect(await repricer.repriceProducts(ctx, [Number(productId)])).toBe(0);
    // The sweep settles everything behind (the demo data's auto-priced offers too), then finds nothing more.
    await repricer.repriceProducts(ctx, null);
    expect(await repricer.repriceProducts(ctx, null)).toBe(0);
    expect(await price()).toMatchObject({ priceEur: 20, priceUsd: 21, priceGbp: 18 });
  });

  it("two auto-priced sellers move once per competing change, never past their floors", async () => {
    const productId = String(await freshProduct());
    const a = await newSeller();
    const b = await newSeller();
    const c = await newSeller();
    const auto = { priceEur: 20, priceUsd: 20, priceGbp: 20 };
    const oa = (await a.gql(CREATE, { i: { productId, ...auto, autoPricing: { floorEur: 10, floorUsd: 10, floorGbp: 10 } } })).body.data.createOffer.offer;
    const ob = (await b.gql(CREATE, { i: { productId, ...auto, autoPricing: { floorEur: 9, floorUsd: 9, floorGbp: 9 } } })).body.data.createOffer.offer;
    await addKeys(oa.id, 2);
    await addKeys(ob.id, 2);
    const oc = (await c.gql(CREATE, { i: { productId, priceEur: 15, priceUsd: 15, priceGbp: 15 } })).body.data.createOffer.offer;
    await addKeys(oc.id, 2);
    const eurOf = async (s: Seller, id: string) => (await s.gql(ONE, { id })).body.data.sellerOffer.priceEur;
    await waitFor(async () => ((await eurOf(a, oa.id)) < 15 && (await eurOf(b, ob.id)) < 15 ? true : null), "both undercut the manual offer", 20_000);
    // Let every queued run finish, then check nothing keeps moving.
    await new Promise((r) => setTimeout(r, 2500));
    const settled = [await eurOf(a, oa.id), await eurOf(b, ob.id)];
    await new Promise((r) => setTimeout(r, 3000));
    expect([await eurOf(a, oa.id), await eurOf(b, ob.id)]).toEqual(settled);
    for (const p of settled) expect(p).toBeGreaterThanOrEqual(14.97);
    const [row] = await q(`SELECT min(price_eur)::int AS lo FROM offers WHERE product_id = $1`, [Number(productId)]);
    expect(row.lo).toBeGreaterThanOrEqual(900);
  });
});

describe("ownership", () => {
  it("answers another seller's offer like an unknown one, to read and to edit", async () => {
    const owner = await newSeller();
    const other = await newSeller();
    const productId = String(await freshProduct());
    const offer = (await owner.gql(CREATE, { i: { productId, priceEur: 9, priceUsd: 10, priceGbp: 8 } })).body.data.createOffer.offer;
    expect(code((await other.gql(ONE, { id: offer.id })).body)).toBe("NOT_FOUND");
    expect(code((await other.gql(ONE, { id: "999999" })).body)).toBe("NOT_FOUND");
    const edit = await other.gql(UPDATE, { i: { offerId: offer.id, priceEur: 1 } });
    expect(code(edit.body)).toBe("NOT_FOUND");
    expect(edit.body.errors[0].message).toBe((await other.gql(UPDATE, { i: { offerId: "999999", priceEur: 1 } })).body.errors[0].message);
    expect(code((await other.gql(`mutation($id: ID!) { setOfferEnabled(input: { offerId: $id, enabled: false }) { id } }`, { id: offer.id })).body)).toBe(
      "NOT_FOUND",
    );
    expect((await q(`SELECT price_eur, enabled FROM offers WHERE id = $1`, [Number(offer.id)]))[0]).toEqual({ price_eur: 900, enabled: true });
    // Admins may edit any offer, not create one.
    expect((await app.gql(UPDATE, { i: { offerId: offer.id, priceEur: 8.5 } }, admin)).body.data.updateOffer.offer.priceEur).toBe(8.5);
    expect(code((await app.gql(CREATE, { i: { productId, priceEur: 9, priceUsd: 10, priceGbp: 8 } }, admin)).body)).toBe("FORBIDDEN");
  });

  it("lets a shop waiting for approval prepare offers that do not sell until approved", async () => {
    const s = await newSeller({ approved: false });
    const productId = String(await freshProduct());
    const offer = (await s.gql(CREATE, { i: { productId, priceEur: 3, priceUsd: 4, priceGbp: 3 } })).body.data.createOffer.offer;
    await addKeys(offer.id, 1);
    expect(eur((await s.gql(ONE, { id: offer.id })).body.data.sellerOffer)).toMatchObject({ competing: false });
    expect((await q(`SELECT best_price_eur FROM products WHERE id = $1`, [Number(productId)]))[0].best_price_eur).toBeNull();
  });
});

describe("product proposals", () => {
  const PROPOSE = `mutation($i: ProposeProductInput!) { proposeProduct(input: $i) { __typename
    ... on ProductProposal { id state name nameIt platformName categoryName productId reason sellerName }
    ... on ErrorResult { errorCode message } ... on ProductAlreadyExistsError { existing: productId } } }`;
  const DECIDE = `__typename ... on ProductProposal { id state productId reason name } ... on ErrorResult { errorCode } ... on ProposalAlreadyDecidedError { decided: state }`;

  async function placement() {
    const [pl] = await q(`SELECT id FROM platforms WHERE slug = 'steam'`);
    const [c] = await q(`SELECT c.id FROM categories c WHERE c.depth > 0 AND c.enabled ORDER BY c.id LIMIT 1`);
    return { platformId: String(pl.id), categoryId: String(c.id) };
  }

  it("an accepted proposal becomes a catalogue product the seller can offer", async () => {
    const s = await newSeller();
    const name = `Starfield Frontier ${randomUUID().slice(0, 6)}`;
    const proposed = await s.gql(PROPOSE, {
      i: { name, nameIt: `${name} (Edizione Italiana)`, ...(await placement()), description: "A space game. With ships.", publisher: "Indie Co" },
    });
    const proposal = proposed.body.data.proposeProduct;
    expect(proposal).toMatchObject({ __typename: "ProductProposal", state: "Waiting", productId: null, platformName: "Steam" });
    // The same again waits already; a product of the catalogue is pointed at.
    expect((await s.gql(PROPOSE, { i: { name: name.toUpperCase(), ...(await placement()) } })).body.data.proposeProduct.errorCode).toBe(
      "PROPOSAL_ALREADY_WAITING",
    );
    const [known] = await q(`SELECT t.name, p.platform_id FROM product_translations t JOIN products p ON p.id = t.product_id WHERE t.locale = 'en' LIMIT 1`);
    const dup = await s.gql(PROPOSE, { i: { name: known.name, platformId: String(known.platform_id), categoryId: (await placement()).categoryId } });
    expect(dup.body.data.proposeProduct).toMatchObject({ __typename: "ProductAlreadyExistsError", errorCode: "PRODUCT_ALREADY_EXISTS" });
    expect(code((await s.gql(PROPOSE, { i: { name: "Xy", platformId: "999999", categoryId: "1" } })).body)).toBe("BAD_USER_INPUT");

    // Sellers cannot decide; admins see the queue.
    expect(
      code(
        (await s.gql(`mutation($i: AcceptProductProposalInput!) { acceptProductProposal(input: $i) { __typename } }`, { i: { proposalId: proposal.id } })).body,
      ),
    ).toBe("FORBIDDEN");
    const queue = await app.gql(`{ productProposals(state: Waiting, take: 100) { totalItems items { id sellerName } } }`, {}, admin);
    expect(queue.body.data.productProposals.items).toContainEqual({ id: proposal.id, sellerName: proposal.sellerName });

    const accepted = await app.gql(
      `mutation($i: AcceptProductProposalInput!) { acceptProductProposal(input: $i) { ${DECIDE} } }`,
      { i: { proposalId: proposal.id, note: "Welcome" } },
      admin,
    );
    const decided = accepted.body.data.acceptProductProposal;
    expect(decided).toMatchObject({ __typename: "ProductProposal", state: "Accepted", reason: "Welcome" });
    const productId = decided.productId;
    expect(productId).toBeTruthy();
    const again = await app.gql(
      `mutation($i: AcceptProductProposalInput!) { acceptProductProposal(input: $i) { ${DECIDE} } }`,
      { i: { proposalId: proposal.id } },
      admin,
    );
    expect(again.body.data.acceptProductProposal).toMatchObject({ errorCode: "PROPOSAL_ALREADY_DECIDED", decided: "Accepted" });

    // On the storefront in both languages, and offerable.
    const texts = await q(`SELECT locale, name, slug FROM product_translations WHERE product_id = $1 ORDER BY locale`, [Number(productId)]);
    expect(texts.map((t) => t.name)).toEqual([name, `${name} (Edizione Italiana)`]);
    const page = await app.gql(`query($s: String!) { product(slug: $s) { id name coverImage { src } } }`, { s: texts[0].slug });
    expect(page.body.data.product).toMatchObject({ id: productId, name });
    expect((await app.http("GET", page.body.data.product.coverImage.src)).status).toBe(200);
    const offer = await s.gql(CREATE, { i: { productId, priceEur: 29.99, priceUsd: 32.99, priceGbp: 25.99 } });
    expect(offer.body.data.createOffer.__typename).toBe("OfferSaved");
    const mine = await s.gql(`{ productProposals(take: 10) { items { id state productId } } }`);
    expect(mine.body.data.productProposals.items).toContainEqual({ id: proposal.id, state: "Accepted", productId });
  });

  it("a refused proposal carries the reason; sellers see only their own proposals", async () => {
    const s = await newSeller();
    const other = await newSeller();
    const p = (await s.gql(PROPOSE, { i: { name: `Nothing Game ${randomUUID().slice(0, 6)}`, ...(await placement()) } })).body.data.proposeProduct;
    const REFUSE = `mutation($i: RefuseProductProposalInput!) { refuseProductProposal(input: $i) { ${DECIDE} } }`;
    expect(code((await app.gql(REFUSE, { i: { proposalId: p.id, reason: "" } }, admin)).body)).toBe("BAD_USER_INPUT");
    const refused = (await app.gql(REFUSE, { i: { proposalId: p.id, reason: "Not a real product" } }, admin)).body.data.refuseProductProposal;
    expect(refused).toMatchObject({ state: "Refused", reason: "Not a real product", productId: null });
    expect(code((await app.gql(REFUSE, { i: { proposalId: "999999", reason: "Nope nope" } }, admin)).body)).toBe("NOT_FOUND");
    expect((await s.gql(`{ productProposals(take: 10) { items { id state reason } } }`)).body.data.productProposals.items).toEqual([
      { id: p.id, state: "Refused", reason: "Not a real product" },
    ]);
    expect((await other.gql(`{ productProposals(take: 10) { totalItems } }`)).body.data.productProposals.totalItems).toBe(0);
  });
});
