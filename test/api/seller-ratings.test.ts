/**
 * Seller ratings over HTTP against a real Postgres: a customer rates the seller of an order line
 * once a key of it was revealed, changes the rating within 30 days and not after; foreign,
 * unknown and unrevealed lines are refused alike; bad scores and comments are input errors; the
 * shop's score (from 3 ratings on), count, distribution and after-sale rates; the best-offer rule
 * (price, then rating, then stock) in the storefront's offers and the cart's choice of offer; and
 * a product page's offers cost the same statements whatever their number.
 */
import "reflect-metadata";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { sqlCounter } from "../../server/db/sql-counter";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { compareOffers } from "../../server/modules/ratings/best-offer";
import { bearerFor } from "./accounts-helpers";
import { type Customer, customers, paidOrder, productWithStock } from "./commerce-helpers";

let app: TestApp;
let admin: Record<string, string>;
let support: Record<string, string>;
let buyers: Customer[];
let product: { productId: number; offerId: number; sellerId: number };

const q = (sql: string, params?: unknown[]) => app.server.dataSource.query(sql, params);

const RATE = `mutation($i: RateSellerInput!) {
  rateSeller(input: $i) {
    __typename
    ... on SellerRating { id orderItemId sellerId score comment productName createdAt updatedAt editableUntil editable }
    ... on ErrorResult { errorCode message }
    ... on RatingNotAllowedError { orderItemId }
    ... on RatingAlreadyGivenError { rating { id score comment editable } }
  }
}`;
const REVEAL = `mutation($id: ID!) { revealKey(input: { keyId: $id }) { keyId revealedAt } }`;
const ORDER = `query($id: ID!) { order(id: $id) { items { id rating { score comment editable } keys { revealedAt } } } }`;
const SUMMARY = `query($s: ID!) { sellerRatingSummary(sellerId: $s) {
  sellerId score average count distribution keysSold keysReplaced keysRefunded replacementRate refundRate } }`;
const LIST = `query($s: ID!, $skip: Int, $take: Int) { sellerRatings(sellerId: $s, skip: $skip, take: $take) {
  totalItems items { id score comment productName createdAt } } }`;

const UPDATE = `mutation($i: RateSellerInput!) {
  updateSellerRating(input: $i) {
    __typename
    ... on SellerRating { id orderItemId score comment editable }
    ... on ErrorResult { errorCode message }
    ... on RatingNotAllowedError { orderItemId }
    ... on RatingLockedError { editableUntil }
  }
}`;

const rate = (c: Customer, orderItemId: string, score: number, comment?: string | null) => c.gql(RATE, { i: { orderItemId, score, comment } });
const change = (c: Customer, orderItemId: string, score: number, comment?: string | null) => c.gql(UPDATE, { i: { orderItemId, score, comment } });

/** A one-key order of the test product's offer, paid; with `reveal`, its key revealed. */
async function boughtLine(c: Customer, reveal: boolean): Promise<{ orderId: string; itemId: string; keyId: string }> {
  const order = await paidOrder(app, c, { buyNow: { productId: String(product.productId), offerId: String(product.offerId) } });
  const item = order.items[0]!;
  const keyId = item.keys[0]!.id;
  if (reveal) {
    const r = await c.gql(REVEAL, { id: keyId });
    expect(r.body.errors).toBeUndefined();
  }
  return { orderId: order.id, itemId: item.id, keyId };
}

async function sellerCounters(id: number): Promise<{ rating_count: number; rating_sum: number }> {
  const [row] = await q(`SELECT rating_count, rating_sum FROM seller_profiles WHERE id = $1`, [id]);
  return row;
}

beforeAll(async () => {
  app = await startTestApp({ FRAUD_IP_USERS_PER_HOUR: "100000", FRAUD_USER_ORDERS_PER_DAY: "1000", RESPONSE_CACHE: "false" });
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
  support = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.support.email, DEMO_ACCOUNTS.support.password)}` };
  buyers = await customers(app, 5);
  product = await productWithStock(app, { min: 8, root: "softwares" });
  // A clean slate for the shop: its demo ratings go (the trigger takes them off its counters).
  await q(`DELETE FROM seller_ratings WHERE seller_id = $1`, [product.sellerId]);
  expect(await sellerCounters(product.sellerId)).toEqual({ rating_count: 0, rating_sum: 0 });
}, 60_000);
afterAll(() => app?.close());

describe("rating the seller of an order line", () => {
  let line: { orderId: string; itemId: string; keyId: string };
  let hidden: { orderId: string; itemId: string; keyId: string };

  beforeAll(async () => {
    hidden = await boughtLine(buyers[0]!, false);
    line = await boughtLine(buyers[0]!, true);
  }, 60_000);

  it("is refused while no key of the line was revealed", async () => {
    const r = await rate(buyers[0]!, hidden.itemId, 5);
    expect(r.body.data.rateSeller).toMatchObject({ __typename: "RatingNotAllowedError", errorCode: "RATING_NOT_ALLOWED", orderItemId: hidden.itemId });
    expect((await q(`SELECT count(*)::int AS n FROM seller_ratings WHERE order_item_id = $1`, [hidden.itemId]))[0].n).toBe(0);
  });

  it("refuses another customer's line exactly like an unknown one", async () => {
    const foreign = await rate(buyers[1]!, line.itemId, 1, "not mine");
    const unknown = await rate(buyers[1]!, "00000000-0000-4000-8000-000000000000", 1, "not mine");
    const garbage = await rate(buyers[1]!, "not-a-uuid", 1);
    const strip = (r: { body: any }) => {
      const { orderItemId: _, ...rest } = r.body.data.rateSeller;
      return { status: r.body.errors, ...rest };
    };
    expect(strip(foreign)).toEqual(strip(unknown));
    expect(strip(garbage)).toEqual(strip(unknown));
    expect(foreign.body.data.rateSeller.__typename).toBe("RatingNotAllowedError");
    expect(foreign.status).toBe(unknown.status);
  });

  it("stores a rating of a revealed line, shows it on the order line, and moves the shop's counters", async () => {
    const r = await rate(buyers[0]!, line.itemId, 4, "  Worked at once.  ");
    const rating = r.body.data.rateSeller;
    expect(rating).toMatchObject({
      __typename: "SellerRating",
      orderItemId: line.itemId,
      sellerId: String(product.sellerId),
      score: 4,
      comment: "Worked at once.",
      editable: true,
    });
    expect(new Date(rating.editableUntil).getTime() - new Date(rating.createdAt).getTime()).toBe(30 * 86_400_000);
    expect(await sellerCounters(product.sellerId)).toEqual({ rating_count: 1, rating_sum: 4 });
    const order = await buyers[0]!.gql(ORDER, { id: line.orderId });
    expect(order.body.data.order.items[0].rating).toEqual({ score: 4, comment: "Worked at once.", editable: true });
    const other = await buyers[0]!.gql(ORDER, { id: hidden.orderId });
    expect(other.body.data.order.items[0].rating).toBeNull();
  });

  it("refuses a second rating of the line with a clear error and leaves the first as it was", async () => {
    const first = (await q(`SELECT id::text FROM seller_ratings WHERE order_item_id = $1`, [line.itemId]))[0].id;
    const r = await rate(buyers[0]!, line.itemId, 1, "Second try");
    expect(r.status).toBe(200);
    expect(r.body.data.rateSeller).toMatchObject({
      __typename: "RatingAlreadyGivenError",
      errorCode: "RATING_ALREADY_GIVEN",
      message: "You have already rated the seller of this order line: change that rating instead",
      rating: { id: first, score: 4, comment: "Worked at once.", editable: true },
    });
    expect(await q(`SELECT score FROM seller_ratings WHERE order_item_id = $1`, [line.itemId])).toEqual([{ score: 4 }]);
    expect(await sellerCounters(product.sellerId)).toEqual({ rating_count: 1, rating_sum: 4 });
  });

  it("changes the one rating of the line with updateSellerRating within 30 days", async () => {
    const r = await change(buyers[0]!, line.itemId, 2, "");
    expect(r.body.data.updateSellerRating).toMatchObject({ __typename: "SellerRating", score: 2, comment: null });
    const rows = await q(`SELECT score FROM seller_ratings WHERE order_item_id = $1`, [line.itemId]);
    expect(rows).toEqual([{ score: 2 }]);
    expect(await sellerCounters(product.sellerId)).toEqual({ rating_count: 1, rating_sum: 2 });
  });

  it("answers a change of a line not rated yet, or not the caller's, as not allowed", async () => {
    const fresh = await boughtLine(buyers[0]!, true);
    const notYet = await change(buyers[0]!, fresh.itemId, 5);
    expect(notYet.body.data.updateSellerRating).toMatchObject({ __typename: "RatingNotAllowedError", orderItemId: fresh.itemId });
    const foreign = await change(buyers[1]!, line.itemId, 5);
    expect(foreign.body.data.updateSellerRating).toMatchObject({ __typename: "RatingNotAllowedError", orderItemId: line.itemId });
    expect(await q(`SELECT count(*)::int AS n FROM seller_ratings WHERE order_item_id = ANY($1::uuid[])`, [[fresh.itemId]])).toEqual([{ n: 0 }]);
    expect(await q(`SELECT score FROM seller_ratings WHERE order_item_id = $1`, [line.itemId])).toEqual([{ score: 2 }]);
  });

  it("keeps one rating when the same line is rated twice at once", async () => {
    const twin = await boughtLine(buyers[0]!, true);
    const answers = await Promise.all([rate(buyers[0]!, twin.itemId, 5), rate(buyers[0]!, twin.itemId, 3)]);
    expect(answers.map((a) => a.body.data.rateSeller.__typename).sort()).toEqual(["RatingAlreadyGivenError", "SellerRating"]);
    expect(await q(`SELECT count(*)::int AS n FROM seller_ratings WHERE order_item_id = $1`, [twin.itemId])).toEqual([{ n: 1 }]);
    // The shop's figures below count the first line's rating only.
    await q(`DELETE FROM seller_ratings WHERE order_item_id = $1`, [twin.itemId]);
  });

  it("locks the rating 30 days after it was first given", async () => {
    await q(`UPDATE seller_ratings SET created_at = now() - interval '30 days 1 minute' WHERE order_item_id = $1`, [line.itemId]);
    const r = await change(buyers[0]!, line.itemId, 5, "changed my mind");
    expect(r.body.data.updateSellerRating).toMatchObject({ __typename: "RatingLockedError", errorCode: "RATING_LOCKED" });
    expect(await q(`SELECT score, comment FROM seller_ratings WHERE order_item_id = $1`, [line.itemId])).toEqual([{ score: 2, comment: null }]);
    expect(await sellerCounters(product.sellerId)).toEqual({ rating_count: 1, rating_sum: 2 });
    const order = await buyers[0]!.gql(ORDER, { id: line.orderId });
    expect(order.body.data.order.items[0].rating.editable).toBe(false);
  });

  it("answers a score out of 1–5 or a comment over 1000 characters as an input error, never a 500", async () => {
    for (const [score, comment] of [
      [0, null],
      [6, null],
      [-3, null],
      [5, "x".repeat(1001)],
    ] as const) {
      const r = await rate(buyers[0]!, hidden.itemId, score, comment);
      expect(r.status).toBeLessThan(500);
      expect(r.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    }
    // Not an Int at all: refused by the schema before any resolver.
    const fractional = await buyers[0]!.gql(RATE, { i: { orderItemId: hidden.itemId, score: 4.5 } });
    expect(fractional.status).toBe(400);
    expect(fractional.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    expect(await sellerCounters(product.sellerId)).toEqual({ rating_count: 1, rating_sum: 2 });
  });
});

describe("a shop's score, count and rates", () => {
  it("shows no score below 3 ratings, then the average to one decimal", async () => {
    // The shop has one rating (2) from the tests above; two more: 5 and 5 → 12 / 3 = 4.0; a fourth 4 → 16 / 4 = 4.0.
    const a = await boughtLine(buyers[2]!, true);
    const b = await boughtLine(buyers[3]!, true);
    const seller = async () => {
      const [{ slug }] = await q(`SELECT slug FROM product_translations WHERE product_id = $1 AND locale = 'en'`, [product.productId]);
      const r = await app.gql(
        `query($s: String!) { product(slug: $s, locale: en) { offers(includeOutOfStock: true) { id seller { id ratingScore ratingCount newSeller } } } }`,
        {
          s: slug,
        },
      );
      return r.body.data.product.offers.find((o: any) => o.id === String(product.offerId)).seller;
    };
    expect(await seller()).toMatchObject({ ratingScore: null, ratingCount: 1, newSeller: true });
    expect((await rate(buyers[2]!, a.itemId, 5, "Great")).body.data.rateSeller.__typename).toBe("SellerRating");
    expect(await seller()).toMatchObject({ ratingScore: null, ratingCount: 2, newSeller: true });
    expect((await rate(buyers[3]!, b.itemId, 4)).body.data.rateSeller.__typename).toBe("SellerRating");
    // 2 + 5 + 4 = 11 / 3 = 3.67 → 3.7
    expect(await seller()).toMatchObject({ ratingScore: 3.7, ratingCount: 3, newSeller: false });

    const summary = (await app.gql(SUMMARY, { s: String(product.sellerId) }, admin)).body.data.sellerRatingSummary;
    expect(summary).toMatchObject({ score: 3.7, average: 3.7, count: 3, distribution: [0, 1, 0, 1, 1] });

    // One more line: its key replaced by support (Changed) and one key refunded: each rate moves by one key.
    const before = summary;
    await q(`UPDATE product_keys SET state = 5 WHERE id = $1`, [a.keyId]);
    await q(`UPDATE order_items SET refunded_quantity = 1 WHERE id = $1`, [b.itemId]);
    const after = (await app.gql(SUMMARY, { s: String(product.sellerId) }, support)).body.data.sellerRatingSummary;
    expect(after.keysSold).toBe(before.keysSold);
    expect(after.keysReplaced).toBe(before.keysReplaced + 1);
    expect(after.keysRefunded).toBe(before.keysRefunded + 1);
    expect(after.replacementRate).toBeCloseTo(after.keysReplaced / after.keysSold, 10);
    expect(after.refundRate).toBeCloseTo(after.keysRefunded / after.keysSold, 10);
    // keysSold is what the shop's lines in paid orders hold.
    const [{ sold }] = await q(
      `SELECT coalesce(sum(i.quantity), 0)::int AS sold FROM order_items i JOIN orders o ON o.id = i.order_id WHERE i.seller_id = $1 AND o.status IN (0, 1, 3, 4)`,
      [product.sellerId],
    );
    expect(after.keysSold).toBe(sold);
  }, 60_000);

  it("lists the shop's ratings with comments, newest first, for admins and support", async () => {
    const list = (await app.gql(LIST, { s: String(product.sellerId), take: 2 }, admin)).body.data.sellerRatings;
    expect(list.totalItems).toBe(3);
    expect(list.items).toHaveLength(2);
    expect(list.items[0]).toMatchObject({ score: 4, comment: null });
    expect(list.items[1]).toMatchObject({ score: 5, comment: "Great" });
    const page2 = (await app.gql(LIST, { s: String(product.sellerId), skip: 2, take: 2 }, support)).body.data.sellerRatings;
    expect(page2.items.map((i: any) => i.score)).toEqual([2]);
    const tooMany = await app.gql(LIST, { s: String(product.sellerId), take: 101 }, admin);
    expect(tooMany.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const unknown = await app.gql(SUMMARY, { s: "999999" }, admin);
    expect(unknown.body.errors[0].extensions.code).toBe("NOT_FOUND");
    const bad = await app.gql(LIST, { s: "abc" }, admin);
    expect(bad.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
    const customer = await buyers[0]!.gql(SUMMARY, { s: String(product.sellerId) });
    expect(customer.body.errors[0].extensions.code).toBe("FORBIDDEN");
  });
});

describe("the best-offer rule", () => {
  it("breaks a price tie by the seller's rating, then by stock, in the storefront's offers and the cart's choice", async () => {
    // A product with three sellable offers of different stock, all at the same price.
    const [pick] = await q(
      `SELECT o.product_id AS "productId", array_agg(o.id ORDER BY o.stock) AS offers, array_agg(o.seller_id ORDER BY o.stock) AS sellers,
              array_agg(o.stock ORDER BY o.stock) AS stocks
         FROM offers o JOIN products p ON p.id = o.product_id
        WHERE o.enabled AND o.state = 0 AND o.seller_state = 0 AND o.stock > 0 AND p.enabled AND p.pre_order = 0
        GROUP BY o.product_id HAVING count(*) = 3 AND count(DISTINCT o.stock) = 3 AND bool_and(o.seller_id <> $1)
        ORDER BY o.product_id LIMIT 1`,
      [product.sellerId],
    );
    expect(pick).toBeDefined();
    const [low, mid, high] = pick.offers as number[];
    const [sLow, sMid, sHigh] = pick.sellers as number[];
    const saved = await q(`SELECT id, rating_count, rating_sum FROM seller_profiles WHERE id = ANY($1::int[])`, [pick.sellers]);
    await q(`UPDATE offers SET price_eur = 1234 WHERE product_id = $1 AND enabled AND state = 0`, [pick.productId]);
    const setRating = (id: number, count: number, sum: number) =>
      q(`UPDATE seller_profiles SET rating_count = $2, rating_sum = $3 WHERE id = $1`, [id, count, sum]);
    const [{ slug }] = await q(`SELECT slug FROM product_translations WHERE product_id = $1 AND locale = 'en'`, [pick.productId]);
    const storefront = async (): Promise<number[]> => {
      const r = await app.gql(`query($s: String!) { product(slug: $s, locale: en) { offers(currency: EUR) { id stock seller { ratingScore } } } }`, {
        s: slug,
      });
      expect(r.body.errors).toBeUndefined();
      return r.body.data.product.offers.map((o: any) => Number(o.id)).filter((id: number) => pick.offers.includes(id));
    };
    const cartChoice = async (): Promise<number> => {
      const r = await app.gql(`query($p: ID!) { cartQuote(input: { items: [{ productId: $p, quantity: 1 }], currency: EUR }) { products { offerId } } }`, {
        p: String(pick.productId),
      });
      expect(r.body.errors).toBeUndefined();
      return Number(r.body.data.cartQuote.products[0].offerId);
    };
    try {
      // Lowest stock but best rated (4.8) first; 4.0 next; the new seller (2 ratings: no score) last.
      await setRating(sLow!, 5, 24);
      await setRating(sMid!, 3, 12);
      await setRating(sHigh!, 2, 10);
      expect(await storefront()).toEqual([low, mid, high]);
      expect(await cartChoice()).toBe(low);
      // Same rating (4.0): more stock wins.
      await setRating(sLow!, 5, 20);
      expect(await storefront()).toEqual([mid, low, high]);
      expect(await cartChoice()).toBe(mid);
      // All new sellers: stock alone.
      await setRating(sLow!, 0, 0);
      await setRating(sMid!, 0, 0);
      expect(await storefront()).toEqual([high, mid, low]);
      expect(await cartChoice()).toBe(high);
      // The TypeScript rule agrees with the SQL order on the same rows.
      await setRating(sLow!, 4, 18);
      await setRating(sHigh!, 3, 14);
      const rows: { id: number; price: number; stock: number; rating_sum: number; rating_count: number }[] = await q(
        `SELECT o.id, o.price_eur AS price, o.stock, s.rating_sum, s.rating_count FROM offers o JOIN seller_profiles s ON s.id = o.seller_id WHERE o.id = ANY($1::int[])`,
        [pick.offers],
      );
      const ts = rows
        .map((r) => ({ id: r.id, price: r.price, stock: r.stock, ratingSum: r.rating_sum, ratingCount: r.rating_count }))
        .sort(compareOffers)
        .map((r) => r.id);
      expect(await storefront()).toEqual(ts);
      expect(await cartChoice()).toBe(ts[0]);
    } finally {
      for (const s of saved) await setRating(s.id, s.rating_count, s.rating_sum);
    }
  });

  it("costs the same statements for a product page's offers whatever their number", async () => {
    const [one] = await q(
      `SELECT t.slug FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
        WHERE p.enabled AND (SELECT count(*) FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.seller_state = 0) = 1 ORDER BY p.id LIMIT 1`,
    );
    const [many] = await q(
      `SELECT t.slug, count(*)::int AS n FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
         JOIN offers o ON o.product_id = p.id AND o.enabled AND o.state = 0 AND o.seller_state = 0
        WHERE p.enabled GROUP BY p.id, t.slug ORDER BY count(*) DESC, p.id LIMIT 1`,
    );
    expect(many.n).toBeGreaterThanOrEqual(3);
    const PAGE = `query($s: String!) { product(slug: $s, locale: en) { id offers(includeOutOfStock: true) {
      id stock prices { eur } sellerName seller { id name ratingScore ratingCount newSeller } } } }`;
    const statements = async (slug: string, n: number) => {
      const before = sqlCounter.count;
      const r = await app.gql(PAGE, { s: slug });
      expect(r.body.errors).toBeUndefined();
      expect(r.body.data.product.offers).toHaveLength(n);
      return sqlCounter.count - before;
    };
    expect(await statements(many.slug, many.n)).toBe(await statements(one.slug, 1));
  });
});
