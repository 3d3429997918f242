/**
 * Support tickets in Debian's Chromium against the built app. The demo customer buys a key of
 * the demo seller's shop (GraphQL placeOrder + the sandbox's REST payment), then in the browser
 * reports "key not working" from the order line with a screenshot (uploaded before sending) and
 * lands on the new ticket; the demo seller finds it in /seller/tickets, answers and replaces
 * the key (a fresh key of the same offer is delivered); the customer sees the answer (unread
 * until opened), and on the order's page the old key struck through as replaced and the new
 * one, which it reveals. Support's queue shows the ticket. No console errors; screenshots of
 * the customer's thread and the queue at 390 and 1280 px, English and Italian, one dark, in
 * test-results/screenshots/.
 */
import { Client } from "pg";
import sharp from "sharp";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerToken, e2eSuite, gqlAs, openPage, shot, signedInBrowser, type Browser } from "./storefront-server";

jest.setTimeout(300_000);

const customer = DEMO_ACCOUNTS.customer;
const suite = e2eSuite({}, { signIn: { account: customer, destination: "/account" } });
const { open } = suite;

/** A bearer session of the demo customer, for the API calls. */
const customerToken = () => bearerToken(suite.app, customer);

const gql = <T>(token: string, query: string, variables: Record<string, unknown> = {}) => gqlAs<T>(suite.app, token, query, variables);

/** A product whose best offer is the demo seller's, in stock with text keys (some spare for the replacement). */
async function demoSellersProduct(): Promise<number> {
  const db = new Client({ connectionString: suite.app.databaseUrl });
  await db.connect();
  try {
    const rows = await db.query(
      `SELECT p.id
         FROM products p
         JOIN LATERAL (SELECT * FROM offers o WHERE o.product_id = p.id AND o.enabled AND o.state = 0 AND o.seller_state = 0 AND o.stock > 0
                        ORDER BY o.price_eur, o.stock DESC, o.id LIMIT 1) o ON true
        WHERE p.enabled AND p.pre_order = 0 AND o.price_eur < 5000
          AND o.seller_id = (SELECT sp.id FROM seller_profiles sp JOIN users u ON u.id = sp.user_id WHERE u.email = $1)
          AND NOT EXISTS (SELECT 1 FROM offers o2 WHERE o2.product_id = p.id AND o2.id <> o.id AND o2.enabled AND o2.state = 0 AND o2.stock > 0 AND o2.price_eur <= o.price_eur)
          AND (SELECT count(*) FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0 AND k.content_type = 'text') >= 3
          AND NOT EXISTS (SELECT 1 FROM product_keys k WHERE k.offer_id = o.id AND k.state = 0 AND k.content_type <> 'text')
        ORDER BY p.id LIMIT 1`,
      [DEMO_ACCOUNTS.seller.email],
    );
    if (!rows.rows[0]) throw new Error("no product of the demo seller with text keys in the demo data");
    return rows.rows[0].id;
  } finally {
    await db.end();
  }
}

const BILLING = {
  name: "Carla",
  surname: "Rossi",
  email: customer.email,
  address: "Via Roma 1",
  city: "Milano",
  code: "20100",
  country: "Italy",
  country_code: "IT",
};

/** Buys one key of the product as the demo customer and waits until the order is Sold. */
async function buy(token: string, productId: number): Promise<string> {
  const placed = await gql<{ placeOrder: { __typename: string; redirectUrl?: string; order?: { id: string } } }>(
    token,
    `mutation($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id } } } }`,
    { input: { provider: "Sandbox", acceptTerms: true, waiveWithdrawal: true, buyNow: { productId: String(productId) }, billing: BILLING } },
  );
  expect(placed.placeOrder.__typename).toBe("PlaceOrderSuccess");
  const orderId = placed.placeOrder.order!.id;
  const payment = placed.placeOrder.redirectUrl!.split("/").pop()!;
  const pay = async (p: string, body: unknown) =>
    (await (
      await fetch(`${suite.app.url}/api/sandbox/payments/${payment}${p}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json()) as { status: string; redirectUrl?: string };
  let paid = await pay("/pay", { cardNumber: "4242424242424242", expiry: "12/39", cvc: "123" });
  if (paid.status === "challenge") paid = await pay("/challenge", { code: "1234" });
  expect(paid.status).toBe("captured");
  if (paid.redirectUrl) await fetch(paid.redirectUrl, { redirect: "manual" });
  for (let i = 0; i < 60; i++) {
    const { order } = await gql<{ order: { status: string } }>(token, "query($id: ID!) { order(id: $id) { status } }", { id: orderId });
    if (order.status === "Sold") return orderId;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the order was not Sold in time");
}

let orderId: string;
let ticketPath: string;
let ticketNumber: string;

describe("a key that does not work", () => {
  it("is reported by the customer from the order line with a screenshot", async () => {
    orderId = await buy(await customerToken(), await demoSellersProduct());
    const page = await open(`/account/orders/${orderId}`, { width: 390 });
    const line = page.locator("[data-testid=order-line]").first();
    await line.locator("[data-testid=report-problem]").click();
    const form = line.locator("[data-testid=ticket-form]");
    expect(await form.locator("[data-testid=ticket-form-reason]").inputValue()).toBe("key_not_working");
    expect(await form.locator("[data-testid=ticket-form-subject]").inputValue()).toMatch(/^Key not working: /);
    await form.locator("[data-testid=ticket-form-body]").fill("Steam says this key was already activated on another account.");
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: "#b91c1c" } })
      .png()
      .toBuffer();
    await form.locator("[data-testid=ticket-attach-input]").setInputFiles({ name: "steam-error.png", mimeType: "image/png", buffer: png });
    await form.locator('[data-testid=ticket-upload][data-state="done"]').waitFor();
    await form.locator("[data-testid=ticket-form-send]").click();
    await page.waitForURL(/\/account\/tickets\/[0-9a-f-]{36}$/);
    ticketPath = new URL(page.url()).pathname;
    const view = page.locator("[data-testid=ticket-view][data-status=Open]");
    await view.waitFor();
    ticketNumber = (await page.locator("[data-testid=ticket-number]").textContent())!.replace("#", "");
    const message = page.locator("[data-testid=ticket-message]").first();
    expect(await message.getAttribute("data-party")).toBe("customer");
    // The screenshot is served to its reader.
    const thumb = message.locator("[data-testid=ticket-attachment] img");
    await thumb.waitFor();
    expect(await thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(320);
    await shot(page, "tickets-customer-new-390-en");
    await page.close();
  });

  it("is answered by the seller in /seller/tickets, who replaces the key", async () => {
    const seller: Browser = await signedInBrowser(suite.app, DEMO_ACCOUNTS.seller, "/seller", suite.errors);
    try {
      const page = await openPage(seller, suite.app.url, "/seller/tickets", suite.errors);
      const row = page.locator(`[data-testid=tickets-table] tr[data-ticket="${ticketNumber}"]`);
      await row.waitFor();
      expect(await row.getAttribute("data-unread")).toBe("true");
      await row.locator("[data-testid=ticket-link]").click();
      await page.locator("[data-testid=ticket-view]").waitFor();
      await page.locator("[data-testid=ticket-reply-body]").fill("Sorry about that: here is a new key.");
      await page.locator("[data-testid=ticket-reply-send]").click();
      await page.locator('[data-testid=ticket-message][data-party="seller"]').waitFor();
      // The seller's reply on an Open ticket waits for the customer.
      await page.locator("[data-testid=ticket-view][data-status=Pending]").waitFor();
      const key = page.locator("[data-testid=ticket-key]").first();
      await key.locator("[data-testid=ticket-replace-key]").click();
      await page.locator("[data-testid=replace-dialog] [data-testid=confirm]").click();
      expect(await page.locator("[data-testid=ticket-replace-outcome]").textContent()).toContain("A new key was delivered");
      await page.locator('[data-testid=ticket-key][data-state="Changed"]').waitFor();
      await page.locator('[data-testid=ticket-key][data-state="Replaced"]').waitFor();
      await shot(page, "tickets-seller-thread-1280-en");
      await page.close();
    } finally {
      await seller.close();
    }
  });

  it("shows the customer the answer and the new key, which the customer reveals", async () => {
    const list = await open("/account/tickets", { width: 1280 });
    const row = list.locator(`[data-testid=tickets-table] tr[data-ticket="${ticketNumber}"]`);
    await row.waitFor();
    expect(await row.getAttribute("data-unread")).toBe("true");
    await list.close();

    const page = await open(ticketPath, { width: 1280 });
    const reply = page.locator('[data-testid=ticket-message][data-party="seller"]');
    await reply.waitFor();
    expect(await reply.textContent()).toContain("Sorry about that: here is a new key.");
    expect(await page.locator("[data-testid=ticket-event]").allTextContents()).toEqual(
      expect.arrayContaining([expect.stringContaining("set status to Pending"), expect.stringContaining("replaced the key")]),
    );
    await shot(page, "tickets-customer-thread-1280-en");
    // The ticket leads to the order, where the new key is revealed.
    await page.locator("[data-testid=ticket-reveal-link]").click();
    await page.waitForURL(`${suite.app.url}/account/orders/${orderId}`);
    await page.locator('[data-testid=order-key][data-state="Changed"]').waitFor();
    await page.close();

    const order = await open(`/account/orders/${orderId}`, { width: 390 });
    const changed = order.locator('[data-testid=order-key][data-state="Changed"]');
    await changed.waitFor();
    expect(await changed.locator("[data-testid=key-replaced-on]").textContent()).toMatch(/^Replaced on /);
    const fresh = order.locator('[data-testid=order-key][data-state="Replaced"]');
    await fresh.locator("[data-testid=key-reveal]").click();
    await order.locator("[data-testid=reveal-dialog] [data-testid=confirm]").click();
    expect((await fresh.locator("[data-testid=key-code]").textContent())!.length).toBeGreaterThan(4);
    expect(await fresh.getAttribute("data-state")).toBe("Replaced");
    await shot(order, "tickets-order-replaced-390-en");
    // With a working key revealed, the customer rates the seller who replaced it.
    const box = order.locator("[data-testid=rate-seller]");
    await box.waitFor();
    await box.locator("[data-testid=star-4]").click();
    await box.locator("[data-testid=rate-seller-comment]").fill("The first key failed, the replacement came fast.");
    await box.locator("[data-testid=rate-seller-submit]").click();
    const given = order.locator("[data-testid=seller-rating]");
    await given.waitFor();
    expect(await given.getAttribute("data-score")).toBe("4");
    await order.close();
  });

  it("looks right in Italian, at 390 px and in the dark", async () => {
    for (const view of [
      { width: 390, locale: "it", dark: false },
      { width: 1280, locale: "it", dark: true },
      { width: 390, locale: "en", dark: true },
    ] as const) {
      const page = await open(view.locale === "it" ? `/it${ticketPath}` : ticketPath, { width: view.width, dark: view.dark });
      await page.locator("[data-testid=ticket-view]").waitFor();
      if (view.locale === "it") expect(await page.locator("[data-testid=ticket-reply-send]").textContent()).toBe("Invia risposta");
      await shot(page, `tickets-customer-thread-${view.width}-${view.locale}-${view.dark ? "dark" : "light"}`);
      await page.close();
    }
  });
});

describe("support's queue", () => {
  it("lists the ticket with its filters in the URL", async () => {
    const support = await signedInBrowser(suite.app, DEMO_ACCOUNTS.support, "/admin/orders", suite.errors);
    try {
      for (const view of [
        { width: 1280, locale: "en" },
        { width: 390, locale: "en" },
        { width: 1280, locale: "it" },
      ] as const) {
        const prefix = view.locale === "it" ? "/it" : "";
        const page = await openPage(support, suite.app.url, `${prefix}/admin/tickets`, suite.errors, { width: view.width });
        await page.locator(`[data-testid=tickets-table] tr[data-ticket="${ticketNumber}"]`).waitFor();
        await shot(page, `tickets-admin-queue-${view.width}-${view.locale}`);
        await page.close();
      }
      const page = await openPage(support, suite.app.url, "/admin/tickets", suite.errors);
      await page.locator("[data-testid=tickets-reason]").selectOption("key_not_working");
      await page.waitForURL(/reason=key_not_working/);
      await page.locator(`[data-testid=tickets-table] tr[data-ticket="${ticketNumber}"]`).waitFor();
      await page.locator(`tr[data-ticket="${ticketNumber}"] [data-testid=ticket-link]`).click();
      await page.locator("[data-testid=ticket-controls]").waitFor();
      expect(await page.locator("[data-testid=ticket-facts]").textContent()).toContain(customer.email);
      await shot(page, "tickets-admin-thread-1280-en");
      await page.close();
    } finally {
      await support.close();
    }
  });
});
