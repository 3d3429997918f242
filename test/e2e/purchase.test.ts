/**
 * The whole purchase in Debian's Chromium against the built app, as a shopper does it: a guest
 * adds two products from their pages, signs in as the demo customer (the guest cart merges into
 * the server cart), applies WELCOME10, gives a billing address, pays with the sandbox's
 * approving card, lands on the confirmation, opens the order in the account and reveals a key,
 * which the database then records as Revealed for that buyer. The pieces have their own files
 * (cart, checkout, orders, admin-orders); this one walks them in one go, with no console errors.
 */
import { Client } from "pg";
import type { Page } from "playwright-core";
import { KeyState, OrderStatus } from "../../server/common/enums";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, startBuiltApp, type Browser, type E2eApp, payAtCheckout } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
let browser: Browser;
const errors: string[] = [];

beforeAll(async () => {
  app = await startBuiltApp();
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${app.url}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query, variables }) });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function go(page: Page, urlPath: string): Promise<void> {
  await page.goto(app.url + urlPath, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

const price = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] .km-price`).first().getAttribute("data-price").then(Number);

it("a guest adds two products, signs in (carts merge), applies WELCOME10, pays in the sandbox and reveals a key", async () => {
  // Two games in stock, not pre-orders, each with plenty of keys.
  const { products } = await gql<{ products: { items: { id: string; url: string; inStock: boolean; stock: number; preOrder: string }[] } }>(
    `{ products(take: 40, filter: { categorySlug: "games" }) { items { id url inStock stock preOrder } } }`,
  );
  const picked = products.items.filter((p) => p.inStock && p.stock >= 5 && p.preOrder !== "InPreOrder").slice(0, 2);
  expect(picked).toHaveLength(2);

  const page = await browser.context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));

  // A guest fills the cart from two product pages.
  for (const [i, p] of picked.entries()) {
    await go(page, p.url);
    await page.click("[data-testid=add-to-cart]");
    await page.waitForFunction((n) => document.querySelector("[data-testid=header-cart-count]")?.textContent === String(n), i + 1);
  }

  // Checkout asks a guest to sign in; signing in merges the local cart into the server's.
  await go(page, "/cart");
  await page.waitForSelector("[data-testid=cart-page][data-mode=guest] [data-testid=cart-line]");
  await page.click("[data-testid=cart-summary] [data-testid=checkout-button]");
  await page.waitForURL(/\/login\?destination=%2Fcheckout$/);
  const form = page.locator("[data-testid=sign-in-form]");
  await form.locator("input[type=email]").fill(DEMO_ACCOUNTS.customer.email);
  await form.locator("input[type=password]").fill(DEMO_ACCOUNTS.customer.password);
  await form.locator("[data-testid=sign-in-submit]").click();
  await page.waitForURL(`${app.url}/checkout`);

  await go(page, "/cart");
  await page.waitForSelector("[data-testid=cart-page][data-mode=user] [data-testid=cart-line]");
  expect(await page.locator("[data-testid=cart-line]").count()).toBe(2);

  // WELCOME10 takes 10 % off.
  const before = await price(page, "cart-total");
  await page.fill("[data-testid=coupon-input]", "WELCOME10");
  await page.click("[data-testid=coupon-apply]");
  await page.waitForSelector("[data-testid=cart-discount]");
  const discount = await price(page, "cart-discount");
  expect(discount).toBeCloseTo(Math.round(before * 10) / 100, 1);
  const total = await price(page, "cart-total");

  // The checkout shows the same total; the billing address and both consents; pay.
  await page.click("[data-testid=cart-summary] [data-testid=checkout-button]");
  await page.waitForURL(`${app.url}/checkout`);
  const checkout = page.locator("[data-testid=checkout-form]");
  await checkout.waitFor();
  expect(await page.locator("[data-testid=checkout-line]").count()).toBe(2);
  expect(await price(page, "checkout-total")).toBeCloseTo(total, 2);
  const orderId = await payAtCheckout(page);
  await page.click("[data-testid=confirmation-order-link]");
  await page.waitForURL(new RegExp(`/account/orders/${orderId}$`));
  const key = page.locator("[data-testid=order-key]").first();
  await key.waitFor();
  expect(await page.locator("[data-testid=order-key]").count()).toBe(2);
  expect(await key.getAttribute("data-state")).toBe("Delivered");

  // Reveal: confirm the waiver, the key shows.
  await key.locator("[data-testid=key-reveal]").click();
  await page.locator("[data-testid=reveal-dialog] [data-testid=confirm]").click();
  const code = key.locator("[data-testid=key-code]");
  await code.waitFor();
  const value = (await code.textContent())!.trim();
  expect(value.length).toBeGreaterThan(4);

  // The database agrees: the order is Sold with the coupon, the key Revealed by its buyer.
  const db = new Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    const { rows } = await db.query(
      `SELECT o.status, o.coupon_code, o.total, u.email,
              (SELECT count(*)::int FROM product_keys k JOIN order_items i ON i.id = k.order_item_id WHERE i.order_id = o.id AND k.state = $2) AS revealed,
              (SELECT count(*)::int FROM product_keys k JOIN order_items i ON i.id = k.order_item_id WHERE i.order_id = o.id) AS keys
         FROM orders o JOIN users u ON u.id = o.user_id WHERE o.id = $1`,
      [orderId, KeyState.Revealed],
    );
    expect(rows[0]).toMatchObject({ status: OrderStatus.Sold, coupon_code: "WELCOME10", email: DEMO_ACCOUNTS.customer.email, revealed: 1, keys: 2 });
    expect(Number(rows[0].total)).toBe(Math.round(total * 100)); // minor units
  } finally {
    await db.end();
  }
  await page.close();
  expect(errors).toEqual([]);
});
