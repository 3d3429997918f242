/**
 * Buying in Debian's Chromium against the built app, as the demo customer (signed in through
 * the login page; the test fills the server cart with GraphQL): checkout → the sandbox's
 * payment page with 4242… → the confirmation says the keys are ready (Sold); a declined card
 * (4000 0000 0000 0002) → the confirmation says the payment failed, the cart still holds its
 * lines and the keys are back in stock; the 3-D Secure card with the code 1234; "Buy now" on
 * a product page goes straight to the checkout with that one line. No console errors; the
 * three pages at 390 and 1280 px, English and Italian, light and dark, in
 * test-results/screenshots/.
 */
import type { Page } from "playwright-core";
import { Client } from "pg";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, openPage, shot, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
let browser: Browser;
let db: Client;
let token: string;
const errors: string[] = [];

interface Stocked {
  productId: string;
  offerId: string;
  available: number;
}

/** In-stock products (no pre-orders) whose cheapest offer has keys enough and costs little (young accounts' big orders go to review). */
async function productsWithStock(n: number, exclude: string[] = []): Promise<Stocked[]> {
  const { rows } = await db.query(
    `SELECT p.id::text AS "productId", o.id::text AS "offerId",
            (SELECT count(*)::int FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0) AS available
       FROM products p
       JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock > 0
                      ORDER BY o.price_eur, o.stock DESC, o.id LIMIT 1) o ON true
      WHERE p.enabled AND p.pre_order = 0 AND o.price_eur BETWEEN 500 AND 3000 AND NOT (p.id::text = ANY($2::text[]))
        AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0) >= 5
      ORDER BY p.id LIMIT $1`,
    [n, exclude],
  );
  return rows;
}

const availableKeys = async (offerId: string): Promise<number> =>
  (await db.query(`SELECT count(*)::int AS n FROM product_keys WHERE offer_id = $1 AND state = 0`, [offerId])).rows[0].n;

async function gql<T = any>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

const CART = `query { cart { quantity products { productId quantity } } }`;

/** Empties the demo customer's server cart, then puts these products in it. */
async function fillCart(items: { productId: string; offerId: string; quantity?: number }[]): Promise<void> {
  const { cart } = await gql<{ cart: { products: { productId: string }[] } }>(CART);
  for (const p of cart.products) await gql(`mutation($id: ID!) { removeCartItem(input: { productId: $id }) { __typename } }`, { id: p.productId });
  for (const i of items)
    await gql(`mutation($input: AddItemToCartInput!) { addItemToCart(input: $input) { __typename } }`, {
      input: { productId: i.productId, offerId: i.offerId, quantity: i.quantity ?? 1 },
    });
}

beforeAll(async () => {
  app = await startBuiltApp();
  browser = await launchChromium();
  db = new Client({ connectionString: app.databaseUrl });
  await db.connect();
  // A Bearer session of the demo customer for the test's own GraphQL calls (README "A script can buy").
  const csrf = await fetch(`${app.url}/api/csrf`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const csrfToken = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const login = await fetch(`${app.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), "x-csrf-token": csrfToken },
    body: JSON.stringify({ email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, bearer: true }),
  });
  token = ((await login.json()) as { token: string }).token;
  expect(token).toBeTruthy();
}, 600_000);

afterAll(async () => {
  await db?.end();
  await browser?.close();
  await app?.close();
});

afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

function open(urlPath: string, opts: { width?: number; dark?: boolean } = {}): Promise<Page> {
  return openPage(browser, app.url, urlPath, errors, opts);
}

/** The page at 390 and 1280 px, English and Italian, light and dark. */
async function shots(pathEn: string, name: string, ready: string): Promise<void> {
  for (const locale of ["en", "it"] as const)
    for (const dark of [false, true])
      for (const width of [390, 1280]) {
        const page = await open(locale === "it" ? `/it${pathEn}` : pathEn, { width, dark });
        await page.waitForSelector(ready);
        await shot(page, `checkout-${name}-${locale}-${width}-${dark ? "dark" : "light"}`);
        await page.close();
      }
}

async function fillBilling(page: Page): Promise<void> {
  const form = page.locator("[data-testid=checkout-form]");
  await form.getByLabel("Street and number").fill("Via Roma 1");
  await form.getByLabel("City").fill("Milano");
  await form.getByLabel("Postal code").fill("20100");
  await form.locator("[data-testid=checkout-country]").selectOption("IT");
  await page.locator("[data-testid=consent-terms] [data-part=control]").click();
  await page.locator("[data-testid=consent-withdrawal] [data-part=control]").click();
}

/** Fills the billing address and pays: the browser ends on the sandbox's page. */
async function placeOrder(page: Page): Promise<string> {
  await page.waitForSelector("[data-testid=checkout-form]");
  await fillBilling(page);
  await page.click("[data-testid=checkout-pay]");
  await page.waitForURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await page.waitForSelector("[data-testid=sandbox-card-form]");
  return page.url().split("/").pop()!;
}

async function typeCard(page: Page, number: string): Promise<void> {
  await page.locator("[data-testid=sandbox-card-number]").pressSequentially(number.replace(/ /g, ""));
  expect(await page.inputValue("[data-testid=sandbox-card-number]")).toBe(number);
  await page.locator("[data-testid=sandbox-expiry]").pressSequentially("1230");
  expect(await page.inputValue("[data-testid=sandbox-expiry]")).toBe("12/30");
  await page.locator("[data-testid=sandbox-cvc]").fill("123");
}

const confirmationOf = async (page: Page) => {
  await page.waitForURL(/\/checkout\/confirmation\/[0-9a-f-]{36}$/);
  await page.waitForSelector("[data-testid=confirmation-page]");
  return page.url().split("/").pop()!;
};

let soldOrder = "";

describe("checkout with the sandbox provider", () => {
  it("signs in, checks out the cart, pays with 4242… and sees the keys ready", async () => {
    const [a, b] = await productsWithStock(2);
    await fillCart([a!, { ...b!, quantity: 2 }]);
    const page = await open("/login?destination=%2Fcheckout");
    const form = page.locator("[data-testid=sign-in-form]");
    await form.locator("input[type=email]").fill(DEMO_ACCOUNTS.customer.email);
    await form.locator("input[type=password]").fill(DEMO_ACCOUNTS.customer.password);
    await form.locator("[data-testid=sign-in-submit]").click();
    await page.waitForURL(`${app.url}/checkout`);
    await page.waitForSelector("[data-testid=checkout-form]");

    // Prefilled from the account; the summary holds the cart's two lines.
    expect(await page.inputValue("[data-testid=checkout-form] input[autocomplete=email]")).toBe(DEMO_ACCOUNTS.customer.email);
    expect(await page.locator("[data-testid=checkout-line]").count()).toBe(2);
    expect(await page.textContent("[data-testid=provider-Sandbox]")).toContain("Test");
    const total = (await page.textContent("[data-testid=checkout-total]"))!;

    // Nothing is sent until the form is complete.
    await page.click("[data-testid=checkout-pay]");
    await page.waitForSelector("[data-testid=consent-terms-error]");
    expect(page.url()).toBe(`${app.url}/checkout`);
    await shot(page, "checkout-page-errors-en-1280-light");
    // The terms of sale open in a dialog, without ticking the box.
    await page.click("[data-testid=terms-link]");
    await page.waitForSelector("[data-testid=terms-dialog]");
    expect(await page.textContent("[data-testid=terms-dialog]")).toContain("Terms of sale");
    await page.keyboard.press("Escape");
    await page.waitForSelector("[data-testid=terms-dialog]", { state: "hidden" });
    expect(await page.getAttribute("[data-testid=consent-terms]", "data-state")).toBe("unchecked");

    const paymentId = await placeOrder(page);
    expect(await page.textContent("[data-testid=sandbox-amount]")).toBe(total);
    expect(await page.textContent("[data-testid=sandbox-test-cards]")).toContain("4000 0000 0000 3220");
    // The sandbox refuses a number that is not a card before asking the server.
    await page.locator("[data-testid=sandbox-card-number]").fill("4242 4242 4242 4241");
    await page.click("[data-testid=sandbox-pay]");
    await page.waitForSelector("text=Enter a valid card number");
    await page.locator("[data-testid=sandbox-card-number]").fill("");
    await typeCard(page, "4242 4242 4242 4242");
    await page.click("[data-testid=sandbox-pay]");

    soldOrder = await confirmationOf(page);
    await page.waitForSelector("[data-testid=confirmation-page][data-status=Sold]");
    expect(await page.textContent("[data-testid=confirmation-status]")).toContain("Your keys are ready");
    expect(await page.getAttribute("[data-testid=confirmation-order-link]", "href")).toBe(`/account/orders/${soldOrder}`);
    expect(await page.locator("[data-testid=confirmation-line]").count()).toBe(2);
    expect(await page.textContent("[data-testid=confirmation-total]")).toBe(total);
    expect(paymentId).not.toBe(soldOrder);
    // The ordered products left the cart.
    expect((await gql(CART)).cart.quantity).toBe(0);
  });

  it("a declined card: the confirmation says so, the cart keeps its lines and the keys are back in stock", async () => {
    const [item] = await productsWithStock(1);
    await fillCart([{ ...item!, quantity: 2 }]);
    const before = await availableKeys(item!.offerId);
    const page = await open("/checkout");
    await placeOrder(page);
    expect(await availableKeys(item!.offerId)).toBe(before - 2); // reserved while paying
    await typeCard(page, "4000 0000 0000 0002");
    await page.click("[data-testid=sandbox-pay]");
    await page.waitForSelector("[data-testid=sandbox-declined]");
    expect(await page.textContent("[data-testid=sandbox-declined]")).toContain("The card was declined");
    await shot(page, "checkout-sandbox-declined-en-1280-light");
    await page.click("[data-testid=sandbox-continue]");

    await confirmationOf(page);
    await page.waitForSelector("[data-testid=confirmation-page][data-status=Cancelled]");
    expect(await page.textContent("[data-testid=confirmation-status]")).toContain("The payment did not go through");
    expect(await page.textContent("[data-testid=confirmation-status]")).toContain("Your cart is kept");
    await shot(page, "checkout-confirmation-declined-en-1280-light");
    const { cart } = await gql(CART);
    expect(cart.products).toEqual([{ productId: item!.productId, quantity: 2 }]);
    expect(await availableKeys(item!.offerId)).toBe(before);

    // "Try again" goes back to the checkout with the same cart.
    await page.click("[data-testid=confirmation-retry]");
    await page.waitForSelector("[data-testid=checkout-form]");
    expect(await page.locator("[data-testid=checkout-line]").count()).toBe(1);
  });

  it("the 3-D Secure card with the code 1234", async () => {
    const [item] = await productsWithStock(1);
    await fillCart([item!]);
    const page = await open("/checkout");
    const paymentId = await placeOrder(page);
    // The payment page (still unpaid) in every size, language and theme.
    await shots(`/checkout/sandbox/${paymentId}`, "sandbox", "[data-testid=sandbox-card-form]");
    await typeCard(page, "4000 0000 0000 3220");
    await page.click("[data-testid=sandbox-pay]");
    await page.waitForSelector("[data-testid=sandbox-challenge-form]");
    await shot(page, "checkout-sandbox-challenge-en-1280-light");
    await page.locator("[data-testid=sandbox-challenge-code]").fill("1234");
    await page.click("[data-testid=sandbox-challenge-submit]");
    await confirmationOf(page);
    await page.waitForSelector("[data-testid=confirmation-page][data-status=Sold]");
  });

  it("“Buy now” on a product page goes straight to the checkout with that one line, leaving the cart alone", async () => {
    const [inCart, buy] = await productsWithStock(2);
    await fillCart([inCart!]);
    const { cartQuote } = await gql(`query($input: CartQuoteInput!) { cartQuote(input: $input) { products { product { url } } } }`, {
      input: { items: [{ productId: buy!.productId }] },
    });
    const page = await open(cartQuote.products[0].product.url);
    await page.click("[data-testid=buy-now]");
    await page.waitForURL(new RegExp(`/checkout\\?product=${buy!.productId}`));
    await page.waitForSelector("[data-testid=checkout-buy-now]");
    expect(await page.locator("[data-testid=checkout-line]").count()).toBe(1);
    expect(await page.getAttribute("[data-testid=checkout-line]", "data-product")).toBe(buy!.productId);
    await page.close();

    // The checkout page in every size, language and theme (buy-now keeps the test's cart as it is).
    await shots(`/checkout?product=${buy!.productId}`, "page", "[data-testid=checkout-form]");
    expect((await gql(CART)).cart.products).toEqual([{ productId: inCart!.productId, quantity: 1 }]);
    // And the confirmation of the first order.
    await shots(`/checkout/confirmation/${soldOrder}`, "confirmation", "[data-testid=confirmation-page][data-status=Sold]");
  });
});
