/**
 * The admin's coupons and payouts in Chromium: an admin creates a coupon in the form, finds it,
 * switches it off after confirming; then records a payout for a seller's waiting balance (the
 * confirmation shows the amount and needs the transfer's reference), sees the balance settle
 * and the payout in the history. Screens at 1280 and 390 px, in English and Italian, with
 * nothing wider than the screen.
 */
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, shot } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/admin/coupons" } });

const open = (urlPath: string, width = 1280) => suite.open(urlPath, { width });

describe("/admin/coupons", () => {
  it("creates a coupon in the form and switches it off after confirming", async () => {
    const page = await open("/admin/coupons");
    await page.waitForSelector("[data-testid=coupons-table] [data-coupon=WELCOME10]");
    await shot(page, "admin-coupons-1280-en");
    await page.click("[data-testid=coupon-new]");
    const dialog = page.locator("[data-testid=coupon-dialog]");
    await dialog.waitFor();
    // Nothing typed: the form says what is missing and sends nothing.
    await dialog.locator("[data-testid=coupon-save]").click();
    await dialog.getByText("Use 3 to 32 letters").waitFor();
    await dialog.locator("[data-testid=coupon-code]").fill("spring-e2e");
    await dialog.locator("[data-testid=coupon-kind-fixed]").click();
    await dialog.locator("[data-testid=coupon-amount-eur]").fill("4,50");
    await dialog.locator("[data-testid=coupon-max-uses]").fill("50");
    await dialog.locator("[data-testid=coupon-max-per-user]").fill("1");
    await dialog.locator("[data-testid=coupon-description]").fill("Spring offer");
    await dialog.locator("[data-testid=coupon-description-it]").fill("Offerta di primavera");
    await shot(page, "admin-coupon-form-1280-en");
    await dialog.locator("[data-testid=coupon-save]").click();
    await dialog.waitFor({ state: "detached" });
    const row = page.locator("[data-testid=coupons-table] [data-coupon=SPRING-E2E]");
    await row.waitFor();
    expect(await row.getAttribute("data-status")).toBe("ACTIVE");
    expect(await row.locator("[data-testid=coupon-usage]").textContent()).toContain("0 / 50");
    await row.locator("[data-testid=coupon-toggle]").click();
    await page.locator("[data-testid=coupon-toggle-dialog] [data-testid=confirm]").click();
    await page.waitForSelector("[data-testid=coupons-table] [data-coupon=SPRING-E2E][data-status=DISABLED]");
    // The state filter and the page live in the URL.
    await page.click("[data-testid=coupons-status-DISABLED]");
    await page.waitForURL(/status=DISABLED/);
    await page.waitForSelector("[data-testid=coupons-table] [data-coupon=SPRING-E2E]");
    await page.close();
  });

  it("works at 390 px and in Italian", async () => {
    const phone = await open("/it/admin/coupons", 390);
    await phone.waitForSelector("[data-testid=coupons-table] [data-coupon=WELCOME10]");
    await shot(phone, "admin-coupons-390-it");
    await phone.click("[data-testid=coupon-new]");
    await phone.locator("[data-testid=coupon-dialog]").waitFor();
    await shot(phone, "admin-coupon-form-390-it");
    await phone.close();
    const wide = await open("/it/admin/coupons");
    await wide.waitForSelector("[data-testid=coupons-table] [data-coupon=WELCOME10]");
    await shot(wide, "admin-coupons-1280-it");
    await wide.close();
  });
});

describe("/admin/payouts", () => {
  it("records a payout for a waiting balance, with its reference, and lists it", async () => {
    const page = await open("/admin/payouts");
    const row = page.locator("[data-testid=balances-table] tr[data-row]").first();
    await row.waitFor();
    await shot(page, "admin-payouts-1280-en");
    const seller = await row.getAttribute("data-seller");
    const currency = await row.getAttribute("data-currency");
    await row.locator("[data-testid=balance-pay]").click();
    const dialog = page.locator("[data-testid=payout-dialog]");
    await dialog.locator("[data-testid=payout-amount]").waitFor();
    const amount = await dialog.locator("[data-testid=payout-amount]").textContent();
    expect(amount).toMatch(/\d/);
    // A reference is required before anything is recorded.
    expect(await dialog.locator("[data-testid=confirm]").isDisabled()).toBe(true);
    await dialog.locator("[data-testid=payout-reference]").fill("BT-E2E-0001");
    await shot(page, "admin-payout-confirm-1280-en");
    await dialog.locator("[data-testid=confirm]").click();
    await dialog.waitFor({ state: "detached" });
    // Settled: the balance leaves the "waiting" list, the payout is in the history.
    await page.waitForSelector(`[data-testid=balances-table] tr[data-seller="${seller}"][data-currency=${currency}]`, { state: "detached" });
    await page.click("[data-testid=payouts-view-history]");
    await page.waitForURL(/view=history/);
    const batch = page.locator("[data-testid=batches-table] tr[data-reference=BT-E2E-0001]");
    await batch.waitFor();
    expect(await batch.locator("[data-testid=batch-amount]").textContent()).toContain((amount ?? "").trim());
    // Who recorded it: the signed-in admin.
    expect(await batch.locator("[data-cell=by]").textContent()).not.toMatch(/^\s*(Unknown)?\s*$/);
    await shot(page, "admin-payouts-history-1280-en");
    await page.close();
  });

  it("works at 390 px and in Italian", async () => {
    const phone = await open("/it/admin/payouts?show=all", 390);
    await phone.locator("[data-testid=balances-table] tr[data-row]").first().waitFor();
    await shot(phone, "admin-payouts-390-it");
    await phone.close();
    const wide = await open("/it/admin/payouts?show=all");
    await wide.locator("[data-testid=balances-table] tr[data-row]").first().waitFor();
    await shot(wide, "admin-payouts-1280-it");
    await wide.goto(`${suite.app.url}/it/admin/payouts?view=history`, { waitUntil: "networkidle" });
    await wide.locator("[data-testid=batches-table] tr[data-row]").first().waitFor();
    await shot(wide, "admin-payouts-history-1280-it");
    await wide.close();
    const history = await open("/admin/payouts?view=history", 390);
    await history.locator("[data-testid=batches-table] tr[data-row]").first().waitFor();
    await shot(history, "admin-payouts-history-390-en");
    await history.close();
  });
});
