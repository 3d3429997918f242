/**
 * The account's orders, keys and favourites in Debian's Chromium against the built app.
 * The demo customer buys a game without a browser (GraphQL placeOrder + the sandbox's REST
 * payment, as README "A script can buy without a browser"), then, in the browser: signs in,
 * opens /account/orders, the order, reveals its key after confirming the withdrawal waiver
 * (the value is shown and the copy button puts it on the clipboard), and the same in
 * Italian; favourites a product from its page, finds it in /account/favorites and removes
 * it. No console errors; screenshots at 390 and 1280 px, English and Italian, light and
 * dark, in test-results/screenshots/.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { Client } from "pg";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerToken, e2eSuite, gqlAs, launchChromium, SCREENSHOTS, shot as pageShot } from "./storefront-server";

jest.setTimeout(180_000);

const suite = e2eSuite();
const { open } = suite;

beforeAll(async () => {
  await suite.browser.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: suite.app.url });
});

/** The whole page; on a phone the page's own content at full size too (a phone's full page is too tall to look at whole). */
async function shot(page: Page, name: string): Promise<void> {
  await pageShot(page, name);
  if (page.viewportSize()!.width < 600) await page.locator("#main").screenshot({ path: path.join(SCREENSHOTS, `${name}-main.png`) });
}

/** Every combination the screens are looked at in: 390 and 1280 px, en and it, light and dark. */
const VIEWS = [
  { width: 1280, locale: "en", dark: false },
  { width: 390, locale: "en", dark: false },
  { width: 1280, locale: "it", dark: true },
  { width: 390, locale: "it", dark: true },
] as const;
const viewName = (v: (typeof VIEWS)[number]) => `${v.width}-${v.locale}-${v.dark ? "dark" : "light"}`;
const inLocale = (locale: "en" | "it", p: string) => (locale === "it" ? `/it${p}` : p);

const customer = DEMO_ACCOUNTS.customer;

/** A bearer session of the demo customer, for the API calls. */
const customerToken = () => bearerToken(suite.app, customer);

const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(suite.app, token, query, variables);

/** A product in stock (not a pre-order) whose best offer holds only keys of one content type. */
async function productWithKeys(type: "text" | "credentials", exclude: number[] = []): Promise<{ productId: number }> {
  const db = new Client({ connectionString: suite.app.databaseUrl });
  await db.connect();
  try {
    const rows = await db.query(
      `SELECT p.id AS "productId"
         FROM products p
         JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.stock > 0 ORDER BY o.price_eur, o.stock DESC, o.id LIMIT 1) o ON true
        WHERE p.enabled AND p.pre_order = 0 AND o.price_eur < 5000 AND NOT (p.id = ANY($2::int[]))
          AND NOT EXISTS (SELECT 1 FROM offers o2 WHERE o2.product_id = p.id AND o2.id <> o.id AND o2.enabled AND o2.state = 0 AND o2.stock > 0 AND o2.price_eur <= o.price_eur)
          AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0 AND k.content_type = $1) >= 3
          AND NOT EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0 AND k.content_type <> $1)
        ORDER BY p.id LIMIT 1`,
      [type, exclude],
    );
    if (!rows.rows[0]) throw new Error(`no product with ${type} keys in the demo data`);
    return rows.rows[0];
  } finally {
    await db.end();
  }
}

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

interface Placed {
  placeOrder: { __typename: string; redirectUrl?: string; order?: { id: string; number: string }; errorCode?: string; message?: string };
}

/** Buys one key of the product as the demo customer and waits until the order is Sold. */
async function buy(token: string, productId: number): Promise<{ id: string; number: string }> {
  const placed = await gql<Placed>(
    token,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename
       ... on PlaceOrderSuccess { redirectUrl order { id number } } ... on ErrorResult { errorCode message } } }`,
    { input: { provider: "Sandbox", acceptTerms: true, waiveWithdrawal: true, buyNow: { productId: String(productId) }, billing: BILLING } },
  );
  expect(placed.placeOrder.__typename).toBe("PlaceOrderSuccess");
  const order = placed.placeOrder.order!;
  const payment = placed.placeOrder.redirectUrl!.split("/").pop()!;
  const pay = async (p: string, body: unknown) =>
    (
      await fetch(`${suite.app.url}/api/sandbox/payments/${payment}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json() as Promise<{
      status: string;
      redirectUrl?: string;
    }>;
  let paid = await pay("/pay", { cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" });
  if (paid.status === "challenge") paid = await pay("/challenge", { code: "1234" });
  expect(paid.status).toBe("captured");
  // The shopper's return settles the order too (the webhook may already have).
  if (paid.redirectUrl) await fetch(paid.redirectUrl, { redirect: "manual" });
  for (let i = 0; i < 60; i++) {
    const { order: now } = await gql<{ order: { status: string } }>(token, "query($id: ID!) { order(id: $id) { status } }", { id: order.id });
    if (now.status === "Sold") return order;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`order ${order.number} did not become Sold`);
}

let order: { id: string; number: string };
let productUrl: string;

describe("orders and keys", () => {
  it("buys a game without a suite.browser, then signs in and finds the order in /account/orders", async () => {
    const token = await customerToken();
    const { productId } = await productWithKeys("text");
    order = await buy(token, productId);
    const { productsByIds } = await gql<{ productsByIds: { url: string }[] }>(token, "query($ids: [ID!]!) { productsByIds(ids: $ids) { url } }", {
      ids: [String(productId)],
    });
    productUrl = productsByIds[0]!.url;

    const page = await open(`/login?destination=${encodeURIComponent("/account/orders")}`);
    const form = page.locator("[data-testid=sign-in-form]");
    await form.locator("input[type=email]").fill(customer.email);
    await form.locator("input[type=password]").fill(customer.password);
    await form.locator("[data-testid=sign-in-submit]").click();
    await page.waitForURL(/\/account\/orders$/);
    const row = page.locator(`tr[data-order="${order.number}"]`);
    await row.waitFor();
    expect(await row.getAttribute("data-status")).toBe("Sold");
    expect(await row.textContent()).toContain("Completed");
    expect(await row.textContent()).toContain("1 item");
    expect(await page.locator("tr[data-order]").first().getAttribute("data-order")).toBe(order.number);
    await page.close();
  });

  it("opens the order, reveals its key after confirming the waiver, and copies it", async () => {
    const page = await open("/account/orders");
    await page.locator(`tr[data-order="${order.number}"] [data-testid=order-link]`).click();
    await page.waitForURL(new RegExp(`/account/orders/${order.id}$`));
    const detail = page.locator("[data-testid=order-detail]");
    await detail.waitFor();
    expect(await page.locator("[data-testid=order-number]").textContent()).toContain(order.number);
    expect(await page.locator("[data-testid=order-timeline] li").count()).toBeGreaterThanOrEqual(2);
    const key = page.locator("[data-testid=order-key]").first();
    expect(await key.getAttribute("data-state")).toBe("Delivered");
    const guide = page.locator("[data-testid=activation-guide]").first();
    expect(await guide.getAttribute("href")).toMatch(/^\/activation\/[a-z0-9-]+$/);

    await key.locator("[data-testid=key-reveal]").click();
    const dialog = page.locator("[data-testid=reveal-dialog]");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("right of withdrawal");
    // The viewport only (a full-page capture stretches the fixed dialog), once it has faded in.
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SCREENSHOTS, "orders-reveal-confirm-1280-en-light.png") });
    await dialog.locator("[data-testid=confirm]").click();
    const code = key.locator("[data-testid=key-code]");
    await code.waitFor();
    const value = (await code.textContent())!.trim();
    expect(value).toMatch(/^[A-Z0-9]{4}(-[A-Z0-9]{4}){2,}$/);
    await page.waitForFunction(() => document.querySelector("[data-testid=order-key]")?.getAttribute("data-state") === "Revealed");

    await key.locator("[data-testid=key-code-copy]").click();
    await page.waitForSelector("[data-testid=key-code-copy][data-copied=true]");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);
    await shot(page, "orders-detail-revealed-1280-en-light");

    // The server says the same: the key is Revealed.
    const token = await customerToken();
    const { order: now } = await gql<{ order: { items: { keys: { state: string; revealedAt: string | null }[] }[] } }>(
      token,
      "query($id: ID!) { order(id: $id) { items { keys { state revealedAt } } } }",
      { id: order.id },
    );
    expect(now.items[0]!.keys[0]).toMatchObject({ state: "Revealed" });
    expect(now.items[0]!.keys[0]!.revealedAt).not.toBeNull();
    await page.close();
  });

  it("shows the key again without a confirmation, in Italian", async () => {
    const page = await open(`/it/account/orders/${order.id}`);
    const key = page.locator("[data-testid=order-key]").first();
    await key.waitFor();
    expect(await key.locator("[data-testid=key-state]").textContent()).toBe("Mostrata");
    await key.locator("[data-testid=key-reveal]").click();
    await key.locator("[data-testid=key-code]").waitFor();
    expect(await page.locator("[data-testid=reveal-dialog]").count()).toBe(0);
    await page.close();
  });

  it("answers an unknown order with a not-found screen", async () => {
    const page = await open("/account/orders/00000000-0000-4000-8000-000000000000");
    await page.locator("[data-testid=order-not-found]").waitFor();
    expect(await page.locator("[data-testid=order-not-found]").textContent()).toContain("Order not found");
    await page.close();
  });

  it("reveals an account's credentials, login and password apart, each copyable (Italian, phone, dark)", async () => {
    const token = await customerToken();
    const { productId } = await productWithKeys("credentials");
    const bought = await buy(token, productId);
    const page = await open(`/it/account/orders/${bought.id}`, { width: 390, dark: true });
    const key = page.locator("[data-testid=order-key]").first();
    await key.locator("[data-testid=key-reveal]").click();
    const dialog = page.locator("[data-testid=reveal-dialog]");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain("diritto di recesso");
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(SCREENSHOTS, "orders-reveal-confirm-390-it-dark.png") });
    await dialog.locator("[data-testid=confirm]").click();
    const login = key.locator("[data-testid=key-login]");
    await login.waitFor();
    const password = (await key.locator("[data-testid=key-password]").textContent())!;
    expect((await login.textContent())!.length).toBeGreaterThan(2);
    expect(password.length).toBeGreaterThan(5);
    await key.locator("[data-testid=key-password-copy]").click();
    await page.waitForSelector("[data-testid=key-password-copy][data-copied=true]");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await shot(page, "orders-credentials-390-it-dark");
    await page.close();
  });

  it("looks right at 390 and 1280 px, in English and Italian, light and dark", async () => {
    for (const v of VIEWS) {
      const list = await open(inLocale(v.locale, "/account/orders"), { width: v.width, dark: v.dark });
      await list.locator(`tr[data-order="${order.number}"]`).waitFor();
      await shot(list, `orders-list-${viewName(v)}`);
      await list.close();
      const detail = await open(inLocale(v.locale, `/account/orders/${order.id}`), { width: v.width, dark: v.dark });
      const key = detail.locator("[data-testid=order-key]").first();
      await key.locator("[data-testid=key-reveal]").click();
      await key.locator("[data-testid=key-code]").waitFor();
      await shot(detail, `orders-detail-${viewName(v)}`);
      await detail.close();
    }
  });
});

describe("favourites", () => {
  it("favourites a product from its page, finds it in /account/favorites, and removes it", async () => {
    expect(productUrl).not.toBe("");
    const page = await open(productUrl);
    const heart = page.locator("[data-testid=buy-box] [data-testid=favorite-toggle]");
    // The signed-in user's favourites are asked in the suite.browser; then the heart is live.
    await page.waitForLoadState("networkidle");
    expect(await heart.getAttribute("aria-pressed")).toBe("false");
    await heart.click();
    await page.waitForSelector("[data-testid=buy-box] [data-testid=favorite-toggle][aria-pressed=true]");
    await page.locator("[data-testid=favorite-alert]").click();
    await page.waitForSelector("[data-testid=favorite-alert]:checked");
    await page.waitForLoadState("networkidle");
    await shot(page, "favorites-product-1280-en-light");
    // The header's account menu leads to the favourites.
    await page.locator("[data-testid=account-menu]").click();
    await page.locator("[data-testid=menu-favorites]").click();
    await page.waitForURL(/\/account\/favorites$/);
    await page.locator("[data-testid=favorite-row]").first().waitFor();
    await page.close();

    for (const v of VIEWS) {
      const tab = await open(inLocale(v.locale, "/account/favorites"), { width: v.width, dark: v.dark });
      await tab.locator("[data-testid=favorite-row]").first().waitFor();
      await shot(tab, `favorites-list-${viewName(v)}`);
      await tab.close();
    }

    const tab = await open("/account/favorites");
    const row = tab.locator("[data-testid=favorite-row]").first();
    await row.waitFor();
    expect(await tab.locator("[data-testid=favorite-row]").count()).toBe(1);
    expect(await row.locator("[data-testid=favorite-link]").getAttribute("href")).toBe(productUrl);
    expect(await row.locator("input[type=checkbox]").isChecked()).toBe(true);
    expect(await row.locator("[data-testid=favorite-price-then]").textContent()).toMatch(/\d,\d\d/);
    await row.locator("[data-testid=favorite-remove]").click();
    await tab.locator("[data-testid=favorites-empty]").waitFor();
    await tab.close();

    // And on the product page, the heart is empty again.
    const again = await open(productUrl, { width: 390, dark: true });
    await again.waitForLoadState("networkidle");
    expect(await again.locator("[data-testid=buy-box] [data-testid=favorite-toggle]").getAttribute("aria-pressed")).toBe("false");
    await shot(again, "favorites-product-390-en-dark");
    await again.locator("[data-testid=buy-box]").screenshot({ path: path.join(SCREENSHOTS, "favorites-buybox-390-en-dark.png") });
    await again.close();
  });

  it("sends a guest clicking a card's heart to the login page, coming back", async () => {
    const guest = await launchChromium();
    try {
      const page = await guest.context.newPage();
      await page.goto(`${suite.app.url}/games`, { waitUntil: "networkidle" });
      await page.waitForSelector("html[data-hydrated]");
      await page.locator("[data-product-card] [data-testid=favorite-toggle]").first().click();
      await page.waitForURL(/\/login\?destination=%2Fgames$/);
      await page.close();
    } finally {
      await guest.close();
    }
  });
});
