/**
 * The admin audit log in Chromium: an admin switches a coupon off, then finds the write at
 * /admin/audit (filtered by action, the filter in the URL), opens it and sees the coupon before
 * and after with the changed field highlighted; the target links to the coupon. Screens at 1280
 * and 360 px, in English and Italian, with nothing wider than the screen.
 */
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, shot } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/admin/audit" } });

const open = (urlPath: string, width = 1280) => suite.open(urlPath, { width });

describe("/admin/audit", () => {
  it("shows a coupon switched off, with the coupon before and after", async () => {
    const coupons = await open("/admin/coupons");
    const row = coupons.locator("[data-testid=coupons-table] [data-coupon=WELCOME10]");
    await row.waitFor();
    await row.locator("[data-testid=coupon-toggle]").click();
    await coupons.locator("[data-testid=coupon-toggle-dialog] [data-testid=confirm]").click();
    await coupons.waitForSelector("[data-testid=coupons-table] [data-coupon=WELCOME10][data-status=DISABLED]");
    await coupons.close();

    const page = await open("/admin/audit");
    const entry = page.locator("[data-testid=audit-table] tr[data-action='coupon.disable']").first();
    await entry.waitFor();
    expect(await entry.textContent()).toContain("WELCOME10");
    expect(await entry.textContent()).toContain(DEMO_ACCOUNTS.admin.email);
    await shot(page, "admin-audit-1280-en", { settle: true });
    await page.selectOption("[data-testid=audit-action]", "coupon");
    await page.waitForURL(/action=coupon/);
    await page.locator("[data-testid=audit-table] tr[data-action='coupon.create']").first().waitFor();
    await entry.locator("[data-testid=audit-details]").click();
    const dialog = page.locator("[data-testid=audit-dialog]");
    await dialog.waitFor();
    expect(await dialog.locator("[data-field=enabled]").getAttribute("data-changed")).toBe("true");
    expect(await dialog.locator("[data-field=code]").getAttribute("data-changed")).toBeNull();
    await shot(page, "admin-audit-details-1280-en", { settle: true });
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "detached" });
    expect(await entry.locator("[data-testid=audit-target-link]").getAttribute("href")).toBe("/admin/coupons?q=WELCOME10");
    await page.close();
  });

  it("is usable at 360 px, in Italian too", async () => {
    for (const [url, lang] of [
      ["/admin/audit", "en"],
      ["/it/admin/audit", "it"],
    ] as const) {
      const page = await open(url, 360);
      const entry = page.locator("[data-testid=audit-table] tr[data-entry]").first();
      await entry.waitFor();
      await shot(page, `admin-audit-360-${lang}`, { settle: true });
      await entry.locator("[data-testid=audit-details]").click();
      const dialog = page.locator("[data-testid=audit-dialog]");
      await dialog.waitFor();
      if (lang === "it") expect(await dialog.textContent()).toContain("Prima");
      await shot(page, `admin-audit-details-360-${lang}`, { settle: true });
      await page.close();
    }
  });
});
