/**
 * Seller ratings in Debian's Chromium against the built app. The demo customer buys a key of an
 * offer of the demo seller (PixelVault, which has demo ratings) without a browser, then, in the
 * browser: opens the order, reveals the key, rates the seller (stars and a comment), sees the
 * rating with "Edit", and the product page's offer of that seller shows one rating more. The admin
 * seller page's ratings panel shows the new comment. No console errors; screenshots at 390 and
 * 1280 px, English and Italian, light and dark, in test-results/screenshots/.
 */
import type { Page } from "playwright-core";
import { Client } from "pg";
import { DEMO_ACCOUNTS, DEMO_SELLER_SHOP } from "../../server/db/seed/accounts";
import { bearerToken, e2eSuite, gqlAs, shot, signedInBrowser } from "./storefront-server";

jest.setTimeout(180_000);

const customer = DEMO_ACCOUNTS.customer;
const suite = e2eSuite({}, { signIn: { account: customer, destination: "/account/orders" } });
const { open } = suite;

async function db<T>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: suite.app.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** A bearer session of the demo customer, for the API calls. */
const customerToken = () => bearerToken(suite.app, customer);

const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(suite.app, token, query, variables);

const BILLING = {
  name: "Ada",
  surname: "Lovelace",
  email: "ada@example.com",
  address: "Via Roma 1",
  city: "Milano",
  code: "20100",
  country: "Italy",
  country_code: "IT",
};

/** Buys one key of the offer as the demo customer and waits until the order is Sold. */
async function buy(token: string, productId: number, offerId: number): Promise<{ id: string; number: string }> {
  const placed = await gql<{ placeOrder: { __typename: string; redirectUrl: string; order: { id: string; number: string } } }>(
    token,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id number } } } }`,
    {
      input: {
        provider: "Sandbox",
        acceptTerms: true,
        waiveWithdrawal: true,
        buyNow: { productId: String(productId), offerId: String(offerId) },
        billing: BILLING,
      },
    },
  );
  expect(placed.placeOrder.__typename).toBe("PlaceOrderSuccess");
  const payment = placed.placeOrder.redirectUrl.split("/").pop()!;
  const pay = async (p: string, body: unknown) =>
    (
      await fetch(`${suite.app.url}/api/sandbox/payments/${payment}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json() as Promise<{ status: string; redirectUrl?: string }>;
  let paid = await pay("/pay", { cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" });
  if (paid.status === "challenge") paid = await pay("/challenge", { code: "1234" });
  expect(paid.status).toBe("captured");
  if (paid.redirectUrl) await fetch(paid.redirectUrl, { redirect: "manual" });
  const order = placed.placeOrder.order;
  for (let i = 0; i < 60; i++) {
    const { order: now } = await gql<{ order: { status: string } }>(token, "query($id: ID!) { order(id: $id) { status } }", { id: order.id });
    if (now.status === "Sold") return order;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`order ${order.number} did not become Sold`);
}

let order: { id: string; number: string };
let product: { productId: number; offerId: number; sellerId: number; url: string };
let before: number;

describe("rating a seller", () => {
  it("reveals a bought key and rates the seller on the order's page", async () => {
    // A product whose offer of the demo seller holds text keys only (not a pre-order).
    const [row] = await db<{ productId: number; offerId: number; sellerId: number; ratings: number }>(
      `SELECT p.id AS "productId", o.id AS "offerId", s.id AS "sellerId", s.rating_count AS ratings
         FROM products p JOIN offers o ON o.product_id = p.id JOIN seller_profiles s ON s.id = o.seller_id
        WHERE s.name = $1 AND p.enabled AND p.pre_order = 0 AND o.enabled AND o.state = 0 AND o.price_eur < 5000
          AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0 AND k.content_type = 'text') >= 2
          AND NOT EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0 AND k.content_type <> 'text')
        ORDER BY p.id LIMIT 1`,
      [DEMO_SELLER_SHOP],
    );
    expect(row).toBeDefined();
    expect(row!.ratings).toBeGreaterThanOrEqual(3);
    before = row!.ratings;
    const token = await customerToken();
    order = await buy(token, row!.productId, row!.offerId);
    const { productsByIds } = await gql<{ productsByIds: { url: string }[] }>(token, "query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }", {
      ids: [String(row!.productId)],
    });
    product = { ...row!, url: productsByIds[0]!.url };

    const page = await open(`/account/orders/${order.id}`);
    const line = page.locator("[data-testid=order-line]").first();
    await line.waitFor();
    // No rating before a key is revealed.
    expect(await line.locator("[data-testid=rate-seller]").count()).toBe(0);
    const key = line.locator("[data-testid=order-key]").first();
    await key.locator("[data-testid=key-reveal]").click();
    await page.locator("[data-testid=reveal-dialog] [data-testid=confirm]").click();
    await key.locator("[data-testid=key-code]").waitFor();

    const box = line.locator("[data-testid=rate-seller]");
    await box.waitFor();
    expect(await box.textContent()).toContain("Rate the seller");
    await box.locator("[data-testid=star-5]").click();
    await box.locator("[data-testid=rate-seller-comment]").fill("Key worked at once, thanks!");
    await shot(page, "ratings-order-form-1280-en-light");
    await box.locator("[data-testid=rate-seller-submit]").click();
    const given = line.locator("[data-testid=seller-rating]");
    await given.waitFor();
    expect(await given.getAttribute("data-score")).toBe("5");
    expect(await given.textContent()).toContain("Key worked at once, thanks!");
    expect(await given.locator("[data-testid=seller-rating-edit]").count()).toBe(1);
    await shot(page, "ratings-order-given-1280-en-light");
    await page.close();

    // The same page on a phone, in Italian and dark.
    const phone = await open(`/it/account/orders/${order.id}`, { width: 390, dark: true });
    await phone.locator("[data-testid=seller-rating]").waitFor();
    await phone.locator("[data-testid=seller-rating-edit]").click();
    await phone.locator("[data-testid=rate-seller-form]").waitFor();
    expect(await phone.locator("[data-testid=rate-seller-form]").textContent()).toContain("Modifica la tua valutazione");
    await shot(phone, "ratings-order-edit-390-it-dark");
    await phone.close();
  });

  it("shows one rating more on the seller's offer on the product page", async () => {
    const offerScore = (page: Page) => page.locator(`[data-offer="${product.offerId}"] [data-testid=seller-score]`);
    let page = await open(product.url);
    for (let i = 0; i < 20 && (await offerScore(page).getAttribute("data-count")) !== String(before + 1); i++) {
      await page.close();
      await new Promise((r) => setTimeout(r, 250));
      page = await open(product.url);
    }
    expect(await offerScore(page).getAttribute("data-count")).toBe(String(before + 1));
    expect(await offerScore(page).textContent()).toContain(`${before + 1} ratings`);
    await page.locator("[data-testid=offers]").scrollIntoViewIfNeeded();
    await shot(page, "ratings-product-offers-1280-en-light");
    await page.close();

    const phone = await open(product.url, { width: 390, dark: true });
    await phone.locator("[data-testid=offers]").waitFor();
    await shot(phone, "ratings-product-offers-390-en-dark");
    await phone.close();
  });

  it("shows the new comment on the admin seller page", async () => {
    const admin = await signedInBrowser(suite.app, DEMO_ACCOUNTS.admin, `/admin/sellers/${product.sellerId}`, suite.errors);
    try {
      for (const width of [1280, 390]) {
        const page = await admin.context.newPage();
        await page.setViewportSize({ width, height: 900 });
        page.on("console", (m) => {
          if (m.type() === "error") suite.errors.push(`${page.url()}: ${m.text()}`);
        });
        await page.goto(`${suite.app.url}/admin/sellers/${product.sellerId}`, { waitUntil: "networkidle" });
        const panel = page.locator("[data-testid=seller-ratings]");
        await panel.locator("[data-testid=seller-ratings-list]").waitFor();
        expect(await panel.locator("[data-testid=seller-ratings-count]").textContent()).toBe(String(before + 1));
        expect(await panel.locator("[data-testid=seller-ratings-list] li").first().textContent()).toContain("Key worked at once, thanks!");
        await panel.scrollIntoViewIfNeeded();
        await shot(page, `ratings-admin-seller-${width}-en-light`);
        await page.close();
      }
    } finally {
      await admin.close();
    }
  });
});
