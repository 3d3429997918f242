/**
 * Live pages in Debian's Chromium against the built app, over the GraphQL subscriptions'
 * WebSocket (no reload, no polling):
 *  - the demo customer's order page, opened while the payment is pending, turns Sold with its
 *    keys ready when the sandbox captures the payment;
 *  - a product page's best price follows a seller's new price, and the page shows "Out of stock"
 *    once the last key is gone, without a reload (the page keeps a marker set before the change).
 * Screenshots of the order page before and after, in test-results/screenshots/.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { Client } from "pg";
import { KeyState } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerToken, e2eSuite, gqlAs, SCREENSHOTS } from "./storefront-server";

jest.setTimeout(180_000);

const customer = DEMO_ACCOUNTS.customer;
const suite = e2eSuite({}, { signIn: { account: customer, destination: "/account/orders" } });
let db: Client;

beforeAll(async () => {
  db = new Client({ connectionString: suite.app.databaseUrl });
  db.on("error", () => undefined); // the app's shutdown ends the connection first
  await db.connect();
});
afterAll(async () => {
  await db?.end();
});

/** An in-stock product whose single cheapest offer has a few keys and costs little. */
async function stockedProduct(): Promise<{ productId: number; offerId: number; url: string; priceEur: number }> {
  const { rows } = await db.query(
    `SELECT p.id AS "productId", o.id AS "offerId", o.price_eur AS "priceEur", '/' || t.slug AS slug
       FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'en'
       JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock > 0 ORDER BY o.price_eur, o.id LIMIT 1) o ON true
      WHERE p.enabled AND p.pre_order = 0 AND o.price_eur BETWEEN 500 AND 3000
        AND (SELECT count(*) FROM offers x WHERE x.product_id = p.id AND x.enabled AND x.stock > 0) = 1
        AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0) BETWEEN 3 AND 50
      ORDER BY p.id LIMIT 1`,
  );
  if (!rows[0]) throw new Error("no suitable product in the demo data");
  const token = await bearerToken(suite.app, customer);
  const { productsByIds } = await gqlAs<{ productsByIds: { url: string }[] }>(suite.app, token, `query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }`, {
    ids: [String(rows[0].productId)],
  });
  return { ...rows[0], url: productsByIds[0]!.url };
}

/** The live subscriptions open in the app (its /metrics, read from this machine). */
async function liveSubscriptions(): Promise<number> {
  const text = await (await fetch(`${suite.app.url}/metrics`)).text();
  return Number(/^keymarket_live_subscriptions (\d+)/m.exec(text)?.[1] ?? "0");
}

/** Counts the page's GraphQL HTTP requests by operation. */
function watchNetwork(page: Page) {
  const seen = { operations: [] as string[] };
  page.on("request", (r) => {
    if (!r.url().includes("/graphql")) return;
    const body = r.postData();
    const name = body ? (JSON.parse(body) as { operationName?: string }).operationName : new URL(r.url()).searchParams.get("operationName");
    seen.operations.push(name ?? "?");
  });
  return seen;
}

it("the order page turns Sold with its keys when the payment is captured, without a reload", async () => {
  const token = await bearerToken(suite.app, customer);
  const { productId } = await stockedProduct();
  const { placeOrder } = await gqlAs<{ placeOrder: { __typename: string; redirectUrl: string; order: { id: string } } }>(
    suite.app,
    token,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id } } } }`,
    {
      input: {
        provider: "Sandbox",
        acceptTerms: true,
        waiveWithdrawal: true,
        buyNow: { productId: String(productId) },
        billing: {
          name: "Ada",
          surname: "Lovelace",
          email: customer.email,
          address: "Via Roma 1",
          city: "Milano",
          code: "20100",
          country: "Italy",
          country_code: "IT",
        },
      },
    },
  );
  expect(placeOrder.__typename).toBe("PlaceOrderSuccess");

  const page = await suite.open(`/account/orders/${placeOrder.order.id}`);
  const seen = watchNetwork(page);
  await page.waitForSelector("[data-testid=order-detail][data-status=PaymentProcessing]");
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });
  await page.waitForTimeout(300); // the subscription opens right after the first render
  await page.screenshot({ path: path.join(SCREENSHOTS, "live-order-pending.png") });
  const asked = seen.operations.filter((o) => o === "MyOrder").length;

  // The payment, captured outside this page (the sandbox's own page, another tab, a webhook).
  const paid = await fetch(`${suite.app.url}/api/sandbox/payments/${placeOrder.redirectUrl.split("/").pop()}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cardNumber: "4242 4242 4242 4242", expiry: "12/39", cvc: "123" }),
  });
  expect(((await paid.json()) as { status: string }).status).toBe("captured");

  await page.waitForSelector("[data-testid=order-detail][data-status=Sold]", { timeout: 4_000 });
  await page.waitForSelector("[data-testid=key-reveal]");
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  // Over the socket: the order was not asked for again over HTTP.
  expect(seen.operations.filter((o) => o === "MyOrder").length).toBe(asked);
  await page.screenshot({ path: path.join(SCREENSHOTS, "live-order-sold.png") });
  await page.close();
});

it("a product page follows a seller's price and the last key sold, without a reload", async () => {
  const { offerId, url, priceEur } = await stockedProduct();
  const before = await liveSubscriptions();
  const page = await suite.open(url);
  await page.waitForSelector("[data-testid=best-price]");
  // The subscription starts once the page has settled.
  const deadline = Date.now() + 10_000;
  while ((await liveSubscriptions()) <= before && Date.now() < deadline) await page.waitForTimeout(100);
  expect(await liveSubscriptions()).toBe(before + 1);
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  const newPrice = priceEur - 17;
  try {
    await db.query(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [offerId, newPrice]);
    const expected = `${(newPrice / 100).toFixed(2).replace(".", ",")} €`;
    await page.waitForFunction((text) => document.querySelector("[data-testid=best-price]")?.textContent?.replace(/\s/g, " ").includes(text), expected, {
      timeout: 4_000,
    });

    // Every key of the only offer in stock gone (withdrawn here, as a sale of the last one would): out of stock.
    await db.query(`UPDATE product_keys SET state = $2 WHERE offer_id = $1 AND state = $3`, [offerId, KeyState.NotDelivered, KeyState.Available]);
    await page.waitForFunction(() => document.querySelector("[data-testid=buy-box]")?.textContent?.includes("Out of stock"), undefined, { timeout: 4_000 });
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
  } finally {
    await db.query(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [offerId, priceEur]);
  }
  await page.close();
});
