/**
 * The admin orders screens in Debian's Chromium against the built app, with the fraud
 * screening's review threshold at 1 € (FRAUD_REVIEW_AMOUNT) so every order is held: the demo
 * customer buys twice through the API and pays in the sandbox (README "A script can buy
 * without a browser"); the demo admin opens the review queue, approves the first order (it is
 * Sold and the buyer's keys are delivered: checked with GraphQL as the buyer) and cancels the
 * second with a reason (Cancelled, refunded, keys back in stock), then refunds the first in
 * full. No console errors anywhere;
 * screenshots at 390 and 1280 px, English and Italian, light and dark (the area stays light)
 * in test-results/screenshots/.
 */
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, openPage, shot as pageShot, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
let admin: Browser;
const errors: string[] = [];

const customer = DEMO_ACCOUNTS.customer;
const adminAccount = DEMO_ACCOUNTS.admin;

beforeAll(async () => {
  // Every order of 1 € or more is held for review; no 3-D Secure challenge in the sandbox.
  app = await startBuiltApp({ FRAUD_REVIEW_AMOUNT: "1", FRAUD_3DS_SCORE: "1000" });
  admin = await launchChromium();
}, 600_000);

afterAll(async () => {
  await admin?.close();
  await app?.close();
});

afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

function open(urlPath: string, opts: { width?: number; dark?: boolean } = {}): Promise<Page> {
  return openPage(admin, app.url, urlPath, errors, opts);
}

/** A screenshot (the whole page; a dialog's only the screen), after checking nothing is wider than the screen. */
async function shot(page: Page, name: string, fullPage = true): Promise<void> {
  await page.waitForLoadState("networkidle");
  // The orders table fits without scrolling sideways (on phones it is cards).
  const table = await page.$("[data-testid=orders-table]");
  if (table) expect(await table.evaluate((t) => t.parentElement!.scrollWidth <= t.parentElement!.clientWidth)).toBe(true);
  await pageShot(page, name, { settle: !fullPage, fullPage });
}

/** A bearer session of the demo customer (REST login with the CSRF token). */
async function customerToken(): Promise<string> {
  const csrf = await fetch(`${app.url}/api/csrf`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const r = await fetch(`${app.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), "x-csrf-token": token },
    body: JSON.stringify({ email: customer.email, password: customer.password, bearer: true }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

let bearer: string;

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${bearer}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

interface BuyerOrder {
  id: string;
  number: string;
  status: string;
  paymentStatus: string;
  items: { keys: { id: string; state: string }[] }[];
}

const ORDER = `query Order($id: ID!) { order(id: $id) { id number status paymentStatus items { keys { id state } } } }`;

/** The customer buys one product with the sandbox's approving card; answers the order once it waits for review. */
async function heldOrder(productId: string): Promise<BuyerOrder> {
  const placed = await gql<{ placeOrder: { __typename: string; redirectUrl?: string; order?: { id: string }; errorCode?: string } }>(
    `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { __typename ... on PlaceOrderSuccess { redirectUrl order { id } } ... on ErrorResult { errorCode message } } }`,
    {
      input: {
        provider: "Sandbox",
        acceptTerms: true,
        waiveWithdrawal: true,
        buyNow: { productId },
        billing: {
          name: "Ada",
          surname: "Lovelace",
          email: "ada@example.com",
          address: "Via Roma 1",
          city: "Milano",
          code: "20100",
          country: "Italy",
          country_code: "IT",
        },
      },
    },
  );
  expect(placed.placeOrder.__typename).toBe("PlaceOrderSuccess");
  const payment = placed.placeOrder.redirectUrl!.replace(/.*\//, "");
  const paid = await fetch(`${app.url}/api/sandbox/payments/${payment}/pay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" }),
  });
  const answer = (await paid.json()) as { status: string; redirectUrl: string };
  expect(answer.status).toBe("captured");
  // The shopper's return settles the order (the webhook would too).
  await fetch(answer.redirectUrl, { redirect: "manual" });
  for (let i = 0; i < 40; i++) {
    const { order } = await gql<{ order: BuyerOrder }>(ORDER, { id: placed.placeOrder.order!.id });
    if (order.status === "Manual") return order;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error("the order was not held for review (software-only orders are approved at once: buy a game)");
}

async function signInAsAdmin(page: Page): Promise<void> {
  const form = page.locator("[data-testid=sign-in-form]");
  await form.locator("input[type=email]").fill(adminAccount.email);
  await form.locator("input[type=password]").fill(adminAccount.password);
  await form.locator("[data-testid=sign-in-submit]").click();
}

let first: BuyerOrder;
let second: BuyerOrder;

describe("the review queue", () => {
  beforeAll(async () => {
    bearer = await customerToken();
    first = await heldOrder("5");
    second = await heldOrder("6");
  });

  it("lists the held orders, oldest first, with their count", async () => {
    const page = await open("/login?destination=%2Fadmin%2Forders");
    await signInAsAdmin(page);
    await page.waitForURL(`${app.url}/admin/orders`);
    await page.waitForSelector("[data-testid=orders-table] tr[data-order]");
    await page.click("[data-testid=orders-preset-queue]");
    await page.waitForURL(`${app.url}/admin/orders?status=Manual`);
    // The list of every order (newest first) stays on screen until the queue's own page arrives.
    await page.waitForFunction(
      (expected) => [...document.querySelectorAll("tr[data-order]")].map((r) => r.getAttribute("data-order")).join() === expected,
      [first.number, second.number].join(),
    );
    expect(await page.textContent("[data-testid=orders-queue-count]")).toBe("2");
    const numbers = await page.locator("tr[data-order]").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-order")));
    expect(numbers).toEqual([first.number, second.number]);
    const row = page.locator(`tr[data-order="${first.number}"]`);
    expect(await row.textContent()).toContain(customer.email);
    expect(await row.textContent()).toContain("Waiting for review");
    expect(await row.textContent()).toContain("Review");
    await shot(page, "admin-orders-queue-1280-en");
    await page.close();

    const phone = await open("/admin/orders?status=Manual", { width: 390 });
    await phone.waitForSelector(`tr[data-order="${second.number}"]`);
    await shot(phone, "admin-orders-queue-390-en");
    await phone.close();

    const it = await open("/it/admin/orders", { width: 390, dark: true });
    await it.waitForSelector(`tr[data-order="${second.number}"]`);
    expect(await it.textContent("[data-testid=orders-preset-queue]")).toContain("Da revisionare");
    // Always light, whatever the system prefers.
    expect(await it.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(false);
    await shot(it, "admin-orders-all-390-it-dark");
    await it.close();

    const wide = await open("/it/admin/orders", { dark: true });
    await wide.waitForSelector(`tr[data-order="${second.number}"]`);
    await shot(wide, "admin-orders-all-1280-it-dark");
    await wide.close();
  });

  it("approves the first order: Sold, and the buyer's keys are delivered", async () => {
    const page = await open("/admin/orders?status=Manual");
    await page.click(`tr[data-order="${first.number}"] [data-testid=order-open]`);
    await page.waitForURL(`${app.url}/admin/orders/${first.id}`);
    await page.waitForSelector("[data-testid=admin-order][data-status=Manual]");
    expect(await page.textContent("[data-testid=fraud-decision]")).toBe("Review");
    expect(await page.textContent("[data-testid=fraud-rules]")).toContain("rule_3");
    expect(await page.locator("[data-testid=order-lines] [data-key-state=Using]").count()).toBeGreaterThan(0);
    await shot(page, "admin-order-held-1280-en");

    await page.click("[data-testid=order-approve]");
    const dialog = page.locator("[data-testid=approve-dialog]");
    await dialog.waitFor();
    await dialog.locator("[data-testid=approve-note]").fill("Known customer, checked by phone");
    await shot(page, "admin-order-approve-dialog-1280-en", false);
    await dialog.locator("[data-testid=confirm]").click();
    await page.getByText(`Order ${first.number} approved: the keys were delivered`).waitFor();
    await page.waitForSelector("[data-testid=admin-order][data-status=Sold]");
    await page.waitForSelector("[data-testid=order-timeline] [data-event='review.approved']");
    expect(await page.locator("[data-testid=order-lines] [data-key-state=Delivered]").count()).toBeGreaterThan(0);
    await shot(page, "admin-order-approved-1280-en");

    const { order } = await gql<{ order: BuyerOrder }>(ORDER, { id: first.id });
    expect(order.status).toBe("Sold");
    const keys = order.items.flatMap((i) => i.keys);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((k) => k.state === "Delivered")).toBe(true);

    // Back in the queue, one order is left.
    await page.click("[data-testid=order-back]");
    await page.waitForURL(`${app.url}/admin/orders?status=Manual`);
    await page.waitForFunction(() => document.querySelector("[data-testid=orders-queue-count]")?.textContent === "1");
    await page.waitForSelector(`tr[data-order="${second.number}"]`);
    expect(await page.locator("tr[data-order]").count()).toBe(1);
    await page.close();
  });

  it("cancels the second order with a reason: Cancelled, refunded, keys back in stock", async () => {
    const page = await open(`/it/admin/orders/${second.id}`, { width: 390 });
    await page.waitForSelector("[data-testid=admin-order][data-status=Manual]");
    await shot(page, "admin-order-held-390-it");
    await page.click("[data-testid=order-cancel]");
    const dialog = page.locator("[data-testid=cancel-dialog]");
    await dialog.waitFor();
    expect(await dialog.locator("[data-testid=confirm]").isDisabled()).toBe(true);
    await dialog.locator("[data-testid=cancel-reason]").fill("Carta segnalata come rubata");
    await shot(page, "admin-order-cancel-dialog-390-it", false);
    await dialog.locator("[data-testid=confirm]").click();
    await page.getByText(`Ordine ${second.number} annullato`).waitFor();
    await page.waitForSelector("[data-testid=admin-order][data-status=Cancelled]");
    expect(await page.textContent("[data-testid=order-timeline]")).toContain("Annullato da un amministratore");
    await shot(page, "admin-order-cancelled-390-it");
    await page.close();

    const { order } = await gql<{ order: BuyerOrder }>(ORDER, { id: second.id });
    expect(order.status).toBe("Cancelled");
    expect(order.items.flatMap((i) => i.keys).filter((k) => k.state === "Delivered")).toEqual([]);

    const en = await open(`/admin/orders/${second.id}`);
    await en.waitForSelector("[data-testid=admin-order][data-status=Cancelled]");
    await shot(en, "admin-order-cancelled-1280-en");
    await en.close();
  });

  it("refunds the approved order in full with a reason: Refunded", async () => {
    const page = await open(`/admin/orders/${first.id}`, { width: 390 });
    await page.waitForSelector("[data-testid=admin-order][data-status=Sold]");
    await shot(page, "admin-order-sold-390-en");
    await page.click("[data-testid=order-refund]");
    const dialog = page.locator("[data-testid=refund-dialog]");
    await dialog.waitFor();
    await dialog.locator("[data-testid=refund-reason]").fill("The key did not activate");
    await shot(page, "admin-order-refund-dialog-390-en", false);
    await dialog.locator("[data-testid=confirm]").click();
    await page.getByText(`Order ${first.number}:`).waitFor();
    await page.waitForSelector("[data-testid=admin-order][data-status=Refunded]");
    await page.waitForSelector("[data-testid=order-refunded]");
    expect(await page.textContent("[data-testid=order-timeline] [data-event='order.refunded']")).toContain("The key did not activate");
    await page.close();

    const { order } = await gql<{ order: BuyerOrder }>(ORDER, { id: first.id });
    expect(order.status).toBe("Refunded");
  });
});
