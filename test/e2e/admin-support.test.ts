/**
 * The support role in Chromium against the built app: the demo support user signs in with the
 * login form, lands on /admin/orders (no dashboard, a navigation without payouts), opens an
 * order of the demo data and finds no refund, approve, cancel or delivery action (the line says
 * why), while the payouts address answers the 403 page. A refund sent with the same browser
 * session (cookie and the CSRF header the client sends) is refused 403 FORBIDDEN and the order
 * is unchanged. No console errors; screenshots at 390 px in test-results/screenshots/.
 */
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, openPage, shot, signIn, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
let browser: Browser;
const errors: string[] = [];
const support = DEMO_ACCOUNTS.support;

beforeAll(async () => {
  app = await startBuiltApp();
  browser = await launchChromium();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

const open = (urlPath: string, opts: { width?: number; dark?: boolean } = {}) => openPage(browser, app.url, urlPath, errors, opts);

let orderId: string;

describe("the demo support user", () => {
  it("signs in, lands on the orders and sees only the sections support may read", async () => {
    const page = await open("/login?destination=%2Fadmin", { width: 390 });
    await signIn(page, support);
    await page.waitForURL(`${app.url}/admin/orders`);
    await page.waitForSelector("[data-testid=orders-table] [data-order]");
    const nav = await page.locator("nav a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(nav).toEqual(expect.arrayContaining(["/admin/users", "/admin/orders", "/admin/sellers", "/admin/coupons"]));
    expect(nav).not.toContain("/admin/payouts");
    expect(nav).not.toContain("/admin");
    expect(await page.textContent("[data-testid=read-only-note]")).toContain(
      "Approving, cancelling, refunding and delivering keys by hand are for administrators",
    );
    await shot(page, "admin-support-orders-390-en");
    await page.close();
  });

  it("opens a sold order without a refund action", async () => {
    const page = await open("/admin/orders?status=Sold", { width: 390 });
    const row = page.locator("[data-testid=orders-table] [data-status=Sold]").first();
    await row.waitFor();
    await row.locator("[data-testid=order-link]").click();
    await page.waitForSelector("[data-testid=admin-order][data-status=Sold]");
    orderId = page.url().split("/").pop()!;
    expect(orderId).toMatch(/^[0-9a-f-]{36}$/);
    for (const id of ["order-refund", "order-approve", "order-cancel", "line-deliver"]) expect(await page.locator(`[data-testid=${id}]`).count()).toBe(0);
    expect(await page.locator("[data-testid=order-resend]").count()).toBe(1);
    expect(await page.textContent("[data-testid=read-only-note]")).toContain("not approve, cancel, refund it");
    // The buyer's address is there for customer service.
    expect(await page.textContent("[data-testid=order-summary]")).toContain("@");
    await shot(page, "admin-support-order-390-en");

    // The same session, with the CSRF header the client sends: the server refuses the refund.
    const csrf = (await browser.context.cookies(app.url)).find((c) => c.name === "km_csrf")!.value;
    const refund = await page.request.post(`${app.url}/graphql`, {
      headers: { "content-type": "application/json", "x-csrf-token": csrf },
      data: { query: `mutation($id: ID!) { refundOrder(input: { orderId: $id, reason: "support tries" }) { id status } }`, variables: { id: orderId } },
    });
    expect(refund.status()).toBe(403);
    expect(((await refund.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe("FORBIDDEN");
    // Reading with the same session works (so the refusal is the permission, not the session).
    const read = await page.request.post(`${app.url}/graphql`, {
      headers: { "content-type": "application/json", "x-csrf-token": csrf },
      data: { query: `query($id: ID!) { me { role } order(id: $id) { status } }`, variables: { id: orderId } },
    });
    expect(read.status()).toBe(200);
    expect(((await read.json()) as { data: unknown }).data).toEqual({ me: { role: "support" }, order: { status: "Sold" } });
    await page.close();
  });

  it("gets the 403 page at /it/admin/payouts, with the way back to the orders", async () => {
    const page = await open("/it/admin/payouts", { width: 390 });
    await page.waitForSelector("[data-testid=forbidden-page]");
    expect(await page.textContent("[data-testid=forbidden-page]")).toContain("il tuo ruolo (Assistenza) non dà accesso a questa sezione");
    await shot(page, "admin-support-forbidden-390-it");
    await page.click("[data-testid=forbidden-admin-home]");
    await page.waitForURL(`${app.url}/it/admin/orders`);
    await page.close();
  });
});
