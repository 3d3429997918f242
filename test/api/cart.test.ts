/**
 * The cart (GraphQL and the spec's REST calls), favourites and coupons: quantities default,
 * clamp and cap; lines are priced from the database whatever a client sends; guests' carts are
 * quoted and merged; coupons apply or say why not; bad input is a clear 400.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { customers, productWithStock, type Customer } from "./commerce-helpers";

let app: TestApp;
let ann: Customer;
let bob: Customer;
beforeAll(async () => {
  app = await startTestApp();
  [ann, bob] = await customers(app, 2);
});
afterAll(() => app?.close());

const CART = `quantity lifecycle purchasable couponCode couponProblem subtotal { minor } discount { minor } total { minor }
  products { productId offerId sellerId quantity maxQuantity price currency isZeroVat name type available problem discount { minor } product { url } }`;
const add = (c: Customer, input: Record<string, unknown>) =>
  c.gql(
    `mutation($i: AddItemToCartInput!) { addItemToCart(input: $i) { __typename ... on Cart { ${CART} } ... on ErrorResult { errorCode message } ... on OutOfStockError { lines { quantityAvailable } } ... on ProductUnavailableError { productId } } }`,
    { i: input },
  );
const update = (c: Customer, productId: number, quantity: number | null) =>
  c.gql(`mutation($i: UpdateCartItemInput!) { updateCartItem(input: $i) { ${CART} } }`, { i: { productId: String(productId), quantity } });
const cart = (c: Customer, currency = "EUR") => c.gql(`query($c: CurrencyCode) { cart(currency: $c) { ${CART} } }`, { c: currency });

describe("cart", () => {
  it("adds 1 by default, prices from the database, caps at 5, at the stock and at the offer's own maximum", async () => {
    const p = await productWithStock(app, { min: 8 });
    const a = await add(ann, { productId: String(p.productId) });
    expect(a.body.data.addItemToCart.__typename).toBe("Cart");
    const line = a.body.data.addItemToCart.products[0];
    expect(line).toMatchObject({
      productId: String(p.productId),
      offerId: String(p.offerId),
      quantity: 1,
      maxQuantity: 5,
      price: p.priceEur / 100,
      currency: "EUR",
      available: true,
    });
    expect(line.product.url).toMatch(/^\//);
    expect(a.body.data.addItemToCart.lifecycle).toBe("Created");

    const more = await add(ann, { productId: String(p.productId), quantity: 9 });
    expect(more.body.data.addItemToCart.products[0].quantity).toBe(5); // capped at 5

    await app.server.dataSource.query(`UPDATE offers SET max_per_order = 2 WHERE id = $1`, [p.offerId]);
    const capped = await cart(ann);
    expect(capped.body.data.cart.products[0]).toMatchObject({ maxQuantity: 2, quantity: 2 });
    await app.server.dataSource.query(`UPDATE offers SET max_per_order = NULL WHERE id = $1`, [p.offerId]);

    // Never more than the keys left.
    const low = await productWithStock(app, { min: 1, exclude: [p.productId] });
    await app.server.dataSource.query(
      `UPDATE product_keys SET state = 2 WHERE id IN (SELECT id FROM product_keys WHERE offer_id = $1 AND state = 0 ORDER BY id OFFSET 2)`,
      [low.offerId],
    );
    const few = await add(bob, { productId: String(low.productId), quantity: 5 });
    const lowLine = few.body.data.addItemToCart.products.find((l: any) => l.productId === String(low.productId));
    expect(lowLine.maxQuantity).toBeLessThanOrEqual(2);
    expect(lowLine.quantity).toBe(lowLine.maxQuantity);
  });

  it("clamps updates between 1 and the cap; 0 or null removes the line; the last removal leaves a Deleted cart", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 6 });
    await add(c, { productId: String(p.productId), quantity: 2 });
    expect((await update(c, p.productId, 99)).body.data.updateCartItem.products[0].quantity).toBe(5);
    expect((await update(c, p.productId, 3)).body.data.updateCartItem.products[0].quantity).toBe(3);
    const gone = await update(c, p.productId, 0);
    expect(gone.body.data.updateCartItem).toMatchObject({ products: [], quantity: 0, lifecycle: "Deleted" });
    await add(c, { productId: String(p.productId) });
    const removed = await c.gql(`mutation($i: UpdateCartItemInput!) { updateCartItem(input: $i) { quantity } }`, {
      i: { productId: String(p.productId), quantity: null },
    });
    expect(removed.body.data.updateCartItem.quantity).toBe(0);
    const again = await add(c, { productId: String(p.productId) });
    expect(again.body.data.addItemToCart.lifecycle).toBe("Created");
  });

  it("refuses unknown products and products without keys with typed results, and bad quantities as bad input", async () => {
    const [c] = await customers(app, 1);
    const unknown = await add(c, { productId: "999999" });
    expect(unknown.body.data.addItemToCart).toMatchObject({ __typename: "ProductUnavailableError", errorCode: "PRODUCT_UNAVAILABLE" });
    // An offer of another product is not an offer of this one.
    const a = await productWithStock(app);
    const b = await productWithStock(app, { exclude: [a.productId] });
    const foreign = await add(c, { productId: String(a.productId), offerId: String(b.offerId) });
    expect(foreign.body.data.addItemToCart).toMatchObject({ __typename: "ProductUnavailableError", productId: String(a.productId) });
    const [soldOut] = await app.server.dataSource.query(`SELECT id FROM products WHERE enabled AND stock = 0 AND pre_order = 0 AND offer_count = 0 LIMIT 1`);
    if (soldOut) {
      const r = await add(c, { productId: String(soldOut.id) });
      expect(["OutOfStockError", "ProductUnavailableError"]).toContain(r.body.data.addItemToCart.__typename);
    }
    const p = await productWithStock(app);
    for (const quantity of [-1, 0]) {
      const r = await add(c, { productId: String(p.productId), quantity });
      expect(r.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
      expect(r.body.errors[0].message).toMatch(/quantity must not be less than 1/);
    }
    for (const quantity of [1.5, "two", 1e20]) {
      const r = await add(c, { productId: String(p.productId), quantity });
      expect(r.status).toBe(400); // not an Int: refused before any resolver
    }
    const rest = await c.http("POST", "/api/user/cart/addToCart", { products: [{ productId: p.productId, quantity: -3 }] });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toMatch(/products\.0\.quantity/);
    const fractional = await c.http("POST", "/api/user/cart/addToCart", { products: [{ productId: p.productId, quantity: 2.5 }] });
    expect(fractional.status).toBe(400);
    const text = await c.http("POST", "/api/user/cart/addToCart", { products: [{ productId: "abc" }] });
    expect(text.status).toBe(400);
    expect((await cart(c)).body.data.cart.quantity).toBe(0); // nothing was added
  });

  it("guests get a quote of their local cart; signing in merges the products missing from the server cart", async () => {
    const [c] = await customers(app, 1);
    const a = await productWithStock(app, { min: 3 });
    const b = await productWithStock(app, { min: 3, exclude: [a.productId] });
    const quote = await app.gql(`query($i: CartQuoteInput!) { cartQuote(input: $i) { id ${CART} } }`, {
      i: { items: [{ productId: String(a.productId), quantity: 2 }, { productId: String(b.productId) }, { productId: "999999" }], currency: "USD" },
    });
    const q = quote.body.data.cartQuote;
    expect(q.id).toBeNull();
    expect(q.products.map((l: any) => l.available)).toEqual([true, true, false]);
    expect(q.purchasable).toBe(false);
    expect(q.subtotal.minor).toBeGreaterThan(0);

    await add(c, { productId: String(a.productId), quantity: 1 });
    const merged = await c.gql(`mutation($i: MergeCartInput!) { mergeCart(input: $i) { ${CART} } }`, {
      i: { items: [{ productId: String(a.productId), quantity: 3 }, { productId: String(b.productId), quantity: 2 }, { productId: "999999" }] },
    });
    const lines = merged.body.data.mergeCart.products;
    expect(lines.map((l: any) => [l.productId, l.quantity])).toEqual([
      [String(a.productId), 1], // already on the server: kept as it was
      [String(b.productId), 2], // missing: merged in
    ]);
  });

  it("never takes a price from the client, and repeats of one addToCart transaction change nothing (REST)", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 4 });
    const body = { transactionId: "tx-42", products: [{ productId: p.productId, quantity: 1, price: 0.01, sellerId: p.sellerId }] };
    const first = await c.http("POST", "/api/user/cart/addToCart", body);
    expect(first.status).toBe(200);
    expect(first.body.success).toBe(true);
    expect(first.body.updatedResult.products[0]).toMatchObject({ productId: p.productId, quantity: 1, price: p.priceEur / 100, sellerId: p.sellerId });
    const again = await c.http("POST", "/api/user/cart/addToCart", body);
    expect(again.body.updatedResult.products[0].quantity).toBe(1);
    const got = await c.http("GET", "/api/user/cart/get?currency=gbp");
    expect(got.body).toMatchObject({ quantity: 1, currency: "gbp" });
    expect(Object.keys(got.body)).toEqual(expect.arrayContaining(["id", "products", "quantity", "lastUpdate", "recentItem", "addedFromCartPage"]));
    const upd = await c.http("POST", "/api/user/cart/updateCartProducts", { products: [{ productId: p.productId, quantity: 3 }] });
    expect(upd.body).toMatchObject({ success: true, updatedResult: { quantity: 3 } });
    const bad = await c.http("POST", "/api/user/cart/updateCartProducts", { products: [{ productId: p.productId, quantity: -1 }] });
    expect(bad.status).toBe(400);
    const summary = await c.http("POST", "/api/user/cart/updateCartSummary", { products: [{ productId: p.productId, quantity: 2 }], couponCode: "WELCOME10" });
    expect(summary.body.updatedResult).toMatchObject({ quantity: 2, couponCode: "WELCOME10" });
    expect(summary.body.updatedResult.discount).toBeGreaterThan(0);
  });
});

describe("coupons", () => {
  const apply = (c: Customer, code: string) =>
    c.gql(
      `mutation($i: ApplyCouponInput!) { applyCoupon(input: $i) { __typename ... on Cart { ${CART} coupon { code discount { minor } } } ... on CouponNotApplicableError { errorCode reason minimumPurchase { amount } } } }`,
      {
        i: { code },
      },
    );

  it("WELCOME10 takes 10 % off, split over the lines; the expired one and unknown codes say why not", async () => {
    const [c] = await customers(app, 1);
    const a = await productWithStock(app, { min: 2 });
    const b = await productWithStock(app, { min: 2, exclude: [a.productId] });
    await add(c, { productId: String(a.productId), quantity: 2 });
    await add(c, { productId: String(b.productId) });
    const ok = await apply(c, "welcome10");
    const view = ok.body.data.applyCoupon;
    expect(view.__typename).toBe("Cart");
    expect(view.coupon.code).toBe("WELCOME10");
    const base = a.priceEur * 2 + b.priceEur;
    expect(view.discount.minor).toBe(Math.round(base / 10));
    expect(view.products.reduce((n: number, l: any) => n + l.discount.minor, 0)).toBe(view.discount.minor);
    expect(view.total.minor).toBe(base - view.discount.minor);

    const expired = await apply(c, "SUMMER2025");
    expect(expired.body.data.applyCoupon).toMatchObject({ __typename: "CouponNotApplicableError", errorCode: "COUPON_NOT_APPLICABLE", reason: "EXPIRED" });
    expect((await apply(c, "NOPE-NOPE")).body.data.applyCoupon.reason).toBe("NOT_FOUND");
    // A refused code leaves the applied one in place.
    expect((await cart(c)).body.data.cart.couponCode).toBe("WELCOME10");
  });

  it("restricted coupons apply to their categories only, above their minimum, in the currencies they have", async () => {
    const [c] = await customers(app, 1);
    const game = await productWithStock(app, { root: "games", min: 2 });
    await add(c, { productId: String(game.productId) });
    expect((await apply(c, "SOFTWARE5")).body.data.applyCoupon.reason).toBe("NO_ELIGIBLE_PRODUCT");
    const gamer = await apply(c, "GAMER20");
    expect(gamer.body.data.applyCoupon.discount.minor).toBe(Math.round(game.priceEur / 5));

    const [s] = await customers(app, 1);
    const cheap: { productId: number }[] = await app.server.dataSource.query(
      `SELECT p.id AS "productId" FROM products p JOIN categories c ON c.id = p.category_id
        WHERE split_part(c.path, '/', 2) = (SELECT c2.id::text FROM categories c2 JOIN category_translations t ON t.category_id = c2.id AND t.locale = 'en' WHERE t.slug = 'softwares' AND c2.parent_id IS NULL)
          AND p.stock > 0 AND p.pre_order = 0 AND p.best_price_eur < 2000 ORDER BY p.best_price_eur LIMIT 1`,
    );
    await add(s, { productId: String(cheap[0]!.productId) });
    const below = (await apply(s, "SOFTWARE5")).body.data.applyCoupon;
    expect(below).toMatchObject({ reason: "MINIMUM_NOT_REACHED", minimumPurchase: { amount: 20 } });

    await app.server.dataSource.query(`UPDATE coupons SET amount_usd = NULL WHERE code = 'SOFTWARE5'`);
    const usd = await app.gql(`query($i: CartQuoteInput!) { cartQuote(input: $i) { couponProblem } }`, {
      i: { items: [{ productId: String(cheap[0]!.productId), quantity: 5 }], couponCode: "SOFTWARE5", currency: "USD" },
    });
    expect(usd.body.data.cartQuote.couponProblem).toBe("CURRENCY_NOT_SUPPORTED");
    await app.server.dataSource.query(`UPDATE coupons SET amount_usd = 500 WHERE code = 'SOFTWARE5'`);
  });

  it("a guest's quote is never served from the response cache (a coupon switched off shows at once)", async () => {
    const p = await productWithStock(app, { min: 1 });
    const Q = `query($i: CartQuoteInput!) { cartQuote(input: $i) { couponProblem discount { minor } } }`;
    const vars = { i: { items: [{ productId: String(p.productId) }], couponCode: "WELCOME10" } };
    expect((await app.gql(Q, vars)).body.data.cartQuote.couponProblem).toBeNull();
    await app.server.dataSource.query(`UPDATE coupons SET enabled = false WHERE code = 'WELCOME10'`);
    try {
      expect((await app.gql(Q, vars)).body.data.cartQuote).toEqual({ couponProblem: "DISABLED", discount: { minor: 0 } });
    } finally {
      await app.server.dataSource.query(`UPDATE coupons SET enabled = true WHERE code = 'WELCOME10'`);
    }
  });

  it("POST /api/user/coupons/verify answers the discount per line, or a 400 with the reason", async () => {
    const [c] = await customers(app, 1);
    const p = await productWithStock(app, { min: 1 });
    const ok = await c.http("POST", "/api/user/coupons/verify", { couponCode: "WELCOME10", purchases: [{ productId: p.productId, quantity: 1 }] });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ valid: true, couponCode: "WELCOME10", lines: [{ productId: p.productId, discount: Math.round(p.priceEur / 10) / 100 }] });
    const bad = await c.http("POST", "/api/user/coupons/verify", { couponCode: "SUMMER2025", purchases: [{ productId: p.productId }] });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ result: "BAD_REQUEST", code: "coupon/not-applicable" });
  });
});

describe("favourites", () => {
  it("adds, lists and removes favourites on both doors; another user's id answers like an unknown one", async () => {
    const p = await productWithStock(app);
    const added = await ann.gql(`mutation($i: AddFavoriteInput!) { addFavorite(input: $i) { productId priceAlert date referencePrice { minor } } }`, {
      i: { productId: String(p.productId), priceAlert: true },
    });
    expect(added.body.data.addFavorite).toMatchObject({ productId: String(p.productId), priceAlert: true, referencePrice: { minor: expect.any(Number) } });
    const list = await ann.http("POST", "/api/user/favorites/get", {});
    expect(list.body).toEqual([expect.objectContaining({ productId: p.productId, userId: ann.id, priceAlert: true })]);
    const foreign = await ann.http("POST", "/api/user/favorites/delete", { productId: p.productId, userId: bob.id });
    expect(foreign.status).toBe(404);
    expect((await bob.gql(`{ favorites { productId } }`)).body.data.favorites).toEqual([]);
    const del = await ann.http("POST", "/api/user/favorites/delete", { productId: p.productId, userId: ann.id });
    expect(del.body).toEqual({ result: "SUCCESS", deleted: true });
    expect((await ann.gql(`{ favorites { productId } }`)).body.data.favorites).toEqual([]);
  });
});
