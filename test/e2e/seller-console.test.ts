/**
 * The seller console end to end in Debian's Chromium against the built app: a new seller signs
 * up (verified through the mailed link) and registers a shop, which waits until an admin approves
 * it at /admin/sellers; the seller offers a catalogue product with prices in EUR, USD and GBP
 * through the offer form, uploads a CSV file of 1,000 keys plus one repeated line (more than the
 * inline limit, so a background job with a progress bar), and reads the report with the duplicate;
 * a customer buys one key of that very offer in the sandbox; the seller sees the sale, the payout
 * ledger line and the chart; an API token created on /seller/api uploads keys over GraphQL with
 * `Authorization: Bearer`, and a webhook endpoint (a local http server) registered there receives
 * the signed `key.sold` event of the next sale, whose HMAC signature the test checks. No console
 * errors on any page; screenshots of the seller pages at 1280 and 390 px in test-results/screenshots/.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import { Client } from "pg";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, openPage, payAtCheckout, shot, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
/** One browser profile per person. */
let seller: Browser;
let admin: Browser;
let customer: Browser;
const errors: string[] = [];

/** What the webhook endpoint received. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
const received: Received[] = [];
let hooks: Server;
let hookUrl: string;

beforeAll(async () => {
  hooks = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString("utf8") });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => hooks.listen(0, "127.0.0.1", resolve));
  hookUrl = `http://127.0.0.1:${(hooks.address() as { port: number }).port}/keymarket`;
  // Webhooks to http on the loopback (refused in production): the test's endpoint listens there.
  app = await startBuiltApp({ WEBHOOK_ALLOW_HTTP: "true", WEBHOOK_ALLOWED_NETWORKS: "127.0.0.0/8,::1/128" });
  [seller, admin, customer] = await Promise.all([launchChromium(), launchChromium(), launchChromium()]);
}, 600_000);

afterAll(async () => {
  await Promise.all([seller?.close(), admin?.close(), customer?.close()]);
  await app?.close();
  hooks?.closeAllConnections();
  await new Promise((resolve) => hooks?.close(resolve));
});

afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

function open(browser: Browser, urlPath: string, opts: { width?: number } = {}): Promise<Page> {
  return openPage(browser, app.url, urlPath, errors, opts);
}

async function go(page: Page, urlPath: string): Promise<void> {
  await page.goto(app.url + urlPath, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator("[data-testid=sign-in-form]");
  await form.locator("input[type=email]").fill(email);
  await form.locator("input[type=password]").fill(password);
  await form.locator("[data-testid=sign-in-submit]").click();
}

/** Resolves when `check` answers true (asked every 100 ms), or fails after `timeout` ms. */
async function until(what: string, check: () => boolean | Promise<boolean>, timeout = 20_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The first link of the newest mail of a template to an address, from the dev outbox. */
async function mailedLink(email: string, template: string): Promise<string> {
  let link: string | undefined;
  await until(`the ${template} mail to ${email}`, async () => {
    const r = await fetch(`${app.url}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
    const mail = ((await r.json()) as { items: { template: string; text: string }[] }).items.find((m) => m.template === template);
    link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    return link != null;
  });
  return link!;
}

/** Signs up and verifies through the API, as the accounts tests do (their browser path is tested there). */
async function verifiedAccount(email: string, name: string, surname: string, password: string): Promise<void> {
  const csrf = await fetch(`${app.url}/api/csrf`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const made = await fetch(`${app.url}/api/user/profile/add`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), "x-csrf-token": token },
    body: JSON.stringify({ user: { email, name, surname, marketingConsent: false }, password, locale: "en" }),
  });
  expect(made.status).toBe(201);
  expect((await fetch(await mailedLink(email, "verify-email"), { redirect: "manual" })).status).toBe(302);
}

async function gql<T>(query: string, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const r = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function dbQuery<T>(sql: string, params: unknown[]): Promise<T[]> {
  const db = new Client({ connectionString: app.databaseUrl });
  await db.connect();
  try {
    return (await db.query(sql, params)).rows as T[];
  } finally {
    await db.end();
  }
}

const run = Date.now().toString(36) + Math.random().toString(36).slice(2, 6);
const shop = { name: `Lumen Keys ${run}`, email: `lumen.${run}@example.com`, password: "Seller-Console-2026" };
const buyer = { email: `buyer.${run}@example.com`, password: "Buyer-Console-2026" };
/** The product offered, the new offer and the order of the first sale. */
let product: { id: string; name: string; url: string };
let offerId: string;
let firstOrder: string;

/** The customer buys one key of the new offer (from the product page's offer list) and pays in the sandbox; the order's KM- number. */
async function buyOne(page: Page): Promise<string> {
  await go(page, product.url);
  const row = page.locator(`[data-testid=offers] li[data-offer="${offerId}"]`);
  await row.waitFor();
  await row.locator("[data-testid=offer-add-to-cart]").click();
  await page.waitForFunction(() => document.querySelector("[data-testid=header-cart-count]")?.textContent === "1");

  await go(page, "/checkout");
  const checkout = page.locator("[data-testid=checkout-form]");
  await checkout.waitFor();
  expect(await page.locator("[data-testid=checkout-line]").count()).toBe(1);
  const orderId = await payAtCheckout(page);
  // The key came from the new shop's offer.
  const rows = await dbQuery<{ number: number; offer_id: string; keys: number }>(
    `SELECT o.number, i.offer_id::text, (SELECT count(*)::int FROM product_keys k WHERE k.order_item_id = i.id) AS keys
       FROM orders o JOIN order_items i ON i.order_id = o.id WHERE o.id = $1`,
    [orderId],
  );
  expect(rows).toEqual([{ number: expect.any(Number), offer_id: offerId, keys: 1 }]);
  return `KM-${String(rows[0]!.number).padStart(6, "0")}`;
}

describe("seller console", () => {
  it("a new seller registers and an admin approves the shop at /admin/sellers", async () => {
    await verifiedAccount(shop.email, "Lucia", "Fontana", shop.password);
    const page = await open(seller, "/seller/register");
    await page.waitForURL(`${app.url}/login?destination=%2Fseller%2Fregister`);
    await signIn(page, shop.email, shop.password);
    await page.waitForURL(`${app.url}/seller/register`);
    const form = page.locator("[data-testid=seller-register] form");
    await form.waitFor();
    await form.getByLabel("Shop name").fill(shop.name);
    await form.getByLabel("Registered business name").fill(`Lumen Digital ${run} S.r.l.`);
    await form.getByLabel("VAT number").fill(`IT${String(Date.now()).slice(-11)}`);
    await form.locator("[data-testid=seller-submit]").click();
    await page.waitForSelector("[data-testid=seller-registered]");
    await page.click("[data-testid=seller-sign-in-again]");
    await page.waitForURL(`${app.url}/login?destination=%2Fseller`);
    await signIn(page, shop.email, shop.password);
    await page.waitForURL(`${app.url}/seller`);
    expect(await page.textContent("[data-testid=seller-state]")).toBe("Waiting for approval");

    // The admin finds the shop in the approval queue and approves it, with a note.
    const desk = await open(admin, "/login?destination=%2Fadmin%2Fsellers");
    await signIn(desk, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await desk.waitForURL(`${app.url}/admin/sellers`);
    await desk.waitForSelector("[data-testid=sellers-table] tr[data-seller]");
    await desk.click("[data-testid=sellers-preset-queue]");
    const row = desk.locator(`[data-testid=sellers-table] tr[data-seller="${shop.name}"][data-state=Waiting]`);
    await row.waitFor();
    await row.locator("[data-testid=seller-open]").click();
    await desk.waitForSelector("[data-testid=admin-seller][data-state=Waiting]");
    expect(await desk.textContent("[data-testid=seller-name]")).toBe(shop.name);
    await desk.click("[data-testid=seller-approve]");
    const dialog = desk.locator("[data-testid=approve-dialog]");
    await dialog.waitFor();
    await dialog.locator("[data-testid=approve-reason] input, input[data-testid=approve-reason]").first().fill("Documents checked");
    await dialog.locator("[data-testid=confirm]").click();
    await desk.waitForSelector("[data-testid=admin-seller][data-state=Enabled]");
    await desk.close();

    // The seller's overview says so.
    await go(page, "/seller");
    await page.waitForFunction(() => document.querySelector("[data-testid=seller-state]")?.textContent !== "Waiting for approval");
    await page.close();
  });

  it("creates an offer with three prices and uploads 1,000 keys from a CSV file as a job, one duplicate reported", async () => {
    // A game in stock, not a pre-order, with few offers; the new offer undercuts the best price.
    const { products } = await gql<{
      products: {
        items: { id: string; name: string; url: string; inStock: boolean; preOrder: string; offerCount: number; bestPrice: { amount: number } | null }[];
      };
    }>(`{ products(take: 60, filter: { categorySlug: "games" }) { items { id name url inStock preOrder offerCount bestPrice(currency: EUR) { amount } } } }`);
    const candidates = products.items
      .filter((p) => p.inStock && p.preOrder !== "InPreOrder" && (p.bestPrice?.amount ?? 0) > 3 && p.name.length >= 6)
      .sort((a, b) => a.offerCount - b.offerCount);
    expect(candidates.length).toBeGreaterThan(0);
    product = candidates[0]!;

    const page = await open(seller, "/seller/offers");
    await page.waitForSelector("[data-testid=seller-offers]");
    await page.click("[data-testid=offer-new]");
    await page.waitForURL(`${app.url}/seller/offers/new`);
    await page.locator("[data-testid=product-search] input, input[data-testid=product-search]").first().fill(product.name);
    const pick = page.locator(`[data-testid=product-results] li[data-product="${product.id}"]`);
    await pick.waitFor();
    await pick.locator("[data-testid=picker-choose]").click();
    const form = page.locator("[data-testid=offer-form]");
    await form.waitFor();
    expect(await page.textContent("[data-testid=offer-product]")).toContain(product.name);
    const price = (c: string) => form.locator(`[data-testid=offer-price-${c}] input, input[data-testid=offer-price-${c}]`).first();
    await price("EUR").fill("1,99");
    await price("USD").fill("2.19");
    await price("GBP").fill("1.69");
    await shot(page, "seller-console-offer-form-1280");
    await form.locator("[data-testid=offer-save]").click();
    await page.waitForURL(`${app.url}/seller/offers`);
    const link = page.locator("[data-testid=offers-table] [data-testid=offer-keys]").first();
    await link.waitFor();
    offerId = /\/seller\/offers\/(\d+)\/keys$/.exec((await link.getAttribute("href"))!)![1]!;
    // Stored in minor units, one price per currency.
    expect(await dbQuery("SELECT product_id::text, price_eur, price_usd, price_gbp FROM offers WHERE id = $1", [offerId])).toEqual([
      { product_id: product.id, price_eur: 199, price_usd: 219, price_gbp: 169 },
    ]);
    expect(await page.locator("[data-testid=offers-table] [data-testid=offer-prices]").first().textContent()).toMatch(/1[.,]99.*2[.,]19.*1[.,]69/);
    await shot(page, "seller-console-offers-1280");

    // 1,000 keys and one repeated line, as a CSV file with a header: more lines than the inline limit.
    const keys = Array.from({ length: 1000 }, (_, i) => `LMN${run.toUpperCase()}-${String(i).padStart(5, "0")}-E2E`);
    const csv = ["key", ...keys, keys[417]].join("\n") + "\n";
    await link.click();
    await page.waitForURL(`${app.url}/seller/offers/${offerId}/keys`);
    await page.waitForSelector("[data-testid=seller-offer-keys] [data-testid=count-available]");
    await page.click("[data-testid=kind-csv]");
    await page.setInputFiles("[data-testid=key-file]", { name: "keys.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    const answer = page.waitForResponse((r) => r.url().endsWith("/graphql") && (r.request().postData() ?? "").includes("uploadKeys"));
    await page.click("[data-testid=upload-submit]");
    const upload = ((await (await answer).json()) as { data: { uploadKeys: { state: string; totalLines: number } } }).data.uploadKeys;
    // Queued as a background job, not processed in the request.
    expect(upload.state).toBe("queued");
    // The progress bar shows while the job runs and fills up.
    const progress = page.locator("[data-testid=upload-progress]");
    await progress.waitFor();
    await expect(progress.locator("[role=progressbar]").isVisible()).resolves.toBe(true);
    await page.waitForSelector("[data-testid=upload-progress] [data-testid=upload-report]", { timeout: 60_000 });
    expect(await progress.locator("[role=progressbar]").getAttribute("aria-valuenow")).toBe("100");
    expect(await progress.locator("[data-testid=summary-accepted]").textContent()).toBe("1,000");
    expect(await progress.locator("[data-testid=summary-duplicateInUpload]").textContent()).toBe("1");
    expect(await progress.locator("[data-testid=summary-malformed]").textContent()).toBe("0");
    // The report opens on the problem lines: the repeated one.
    const lines = progress.locator("[data-testid=report-line]");
    await lines.first().waitFor();
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toMatch(/1,?002.*[Dd]uplicate/);
    await page.waitForFunction(() => document.querySelector("[data-testid=count-available] > :last-child")?.textContent === "1,000");
    await shot(page, "seller-console-keys-1280");
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, "seller-console-keys-390");
    await page.close();
  });

  it("a customer buys one key of the offer; the seller sees the sale, the ledger line and the chart", async () => {
    await verifiedAccount(buyer.email, "Marco", "Rossi", buyer.password);
    const page = await open(customer, "/login?destination=%2Faccount");
    await signIn(page, buyer.email, buyer.password);
    await page.waitForURL(`${app.url}/account`);
    firstOrder = await buyOne(page);
    await page.close();

    const sales = await open(seller, "/seller/sales");
    await sales.waitForSelector(`[data-testid=sales-table] tr[data-order="${firstOrder}"][data-status=Delivered]`);
    expect(await sales.locator("[data-testid=sales-table] tr[data-order]").count()).toBe(1);
    expect(await sales.textContent(`[data-testid=sales-table] tr[data-order="${firstOrder}"]`)).toContain(product.name);
    // The chart is drawn (recharts' SVG) with the day's bar and the period's total.
    await sales.waitForSelector("[data-testid=sales-chart] svg.recharts-surface .recharts-bar-rectangle path");
    await sales.waitForSelector("[data-testid=sales-chart] svg.recharts-surface .recharts-line-curve");
    expect(await sales.textContent("[data-testid=sales-total-keys]")).toBe("1");
    await shot(sales, "seller-console-sales-1280");
    await sales.setViewportSize({ width: 390, height: 900 });
    await sales.waitForSelector("[data-testid=sales-chart] svg.recharts-surface .recharts-bar-rectangle path");
    await shot(sales, "seller-console-sales-390");
    await sales.close();

    const payouts = await open(seller, "/seller/payouts");
    await payouts.waitForSelector(`[data-testid=payouts-table] tr[data-order="${firstOrder}"][data-state=Waiting]`);
    expect(await payouts.locator("[data-testid=payouts-table] tr[data-order]").count()).toBe(1);
    await payouts.waitForSelector("[data-testid=balances] [data-testid=balance-waiting]");
    await shot(payouts, "seller-console-payouts-1280");
    await payouts.close();
  });

  it("an API token uploads keys over GraphQL and the webhook endpoint receives the signed key.sold of the next sale", async () => {
    const page = await open(seller, "/seller/api");
    await page.waitForSelector("[data-testid=seller-api]");
    await page.locator("[data-testid=token-name] input, input[data-testid=token-name]").first().fill("Stock sync");
    await page.click("[data-testid=create-token]");
    const token = (await page.locator("[data-testid=token-value]").textContent())!.trim();
    expect(token).toMatch(/^kmk_[A-Za-z0-9_-]{43}$/);

    await page.locator("[data-testid=endpoint-url] input, input[data-testid=endpoint-url]").first().fill(hookUrl);
    await page.click("[data-testid=create-endpoint]");
    const secret = (await page.locator("[data-testid=secret-value]").textContent())!.trim();
    expect(secret).toMatch(/^whsec_/);
    await page.waitForSelector("[data-testid=endpoints] li");
    await shot(page, "seller-console-api-1280");

    // The token acts as the seller: three more keys for the offer.
    const extra = ["A", "B", "C"].map((s) => `API${run.toUpperCase()}-${s}-E2E`);
    const { uploadKeys } = await gql<{ uploadKeys: { state: string; totalLines: number; accepted: number } }>(
      "mutation($i: UploadKeysInput!) { uploadKeys(input: $i) { state totalLines accepted } }",
      { i: { offerId, keys: extra } },
      token,
    );
    expect(uploadKeys).toEqual({ state: "done", totalLines: 3, accepted: 3 });
    const { offerKeyCounts } = await gql<{ offerKeyCounts: { available: number; delivered: number } }>(
      "query($id: ID!) { offerKeyCounts(offerId: $id) { available delivered } }",
      { id: offerId },
      token,
    );
    expect(offerKeyCounts).toEqual({ available: 1002, delivered: 1 });

    // The next sale: the endpoint gets key.sold, signed with the endpoint's secret.
    const shopper = await open(customer, "/");
    const order = await buyOne(shopper);
    await shopper.close();
    await until("the key.sold webhook", () => received.some((r) => r.headers["keymarket-event"] === "key.sold"), 30_000);
    const hook = received.find((r) => r.headers["keymarket-event"] === "key.sold")!;
    const signature = Object.fromEntries(
      String(hook.headers["keymarket-signature"])
        .split(",")
        .map((p) => p.split("=", 2) as [string, string]),
    );
    const t = Number(signature.t);
    expect(Math.abs(Date.now() / 1000 - t)).toBeLessThan(300);
    const expected = createHmac("sha256", secret).update(`${t}.${hook.body}`).digest();
    expect(timingSafeEqual(Buffer.from(signature.v1!, "hex"), expected)).toBe(true);
    // A different secret does not verify it.
    expect(createHmac("sha256", `${secret}x`).update(`${t}.${hook.body}`).digest("hex")).not.toBe(signature.v1);
    const event = JSON.parse(hook.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(event.type).toBe("key.sold");
    expect(hook.headers["keymarket-event-id"]).toBe(event.id);
    expect(event.data).toMatchObject({ orderReference: order, offerId, productId: product.id, quantity: 1 });
    expect(order).not.toBe(firstOrder);
    // Only the second sale was sent: the endpoint did not exist at the first.
    expect(received.filter((r) => r.headers["keymarket-event"] === "key.sold")).toHaveLength(1);

    // The delivery log lists it as delivered, at the first attempt.
    await go(page, "/seller/api");
    await page.waitForSelector("[data-testid=log-table] tr[data-status=succeeded]");
    expect(await page.locator("[data-testid=log-table] tr[data-delivery]").count()).toBe(1);
    await shot(page, "seller-console-api-log-1280");
    await page.close();
  });
});
