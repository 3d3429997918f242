/**
 * /admin in Chromium: the dashboard of the demo data (revenue, queues, the lazily loaded chart,
 * top lists, low stock, attribution) fits 390 px and 1280 px in English and Italian; the period
 * and the attribution grouping live in the address.
 */
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, shot } from "./storefront-server";

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/admin" } });

describe("/admin", () => {
  it("shows the demo's dashboard at 1280 and 390 px, in English and Italian", async () => {
    for (const width of [1280, 390]) {
      const page = await suite.open("/admin", { width });
      await page.locator("[data-testid=dashboard-sales-chart] svg").first().waitFor();
      await expect(page.locator("[data-testid=dashboard-review-link]").getAttribute("href")).resolves.toBe("/admin/orders?status=Manual");
      expect(await page.locator("[data-testid=dashboard-top-products] tr[data-product]").count()).toBeGreaterThan(0);
      expect(await page.locator("[data-testid=attribution-table] tr[data-source]").count()).toBeGreaterThan(1);
      await shot(page, `admin-dashboard-en-${width}`);
      await page.close();

      const it = await suite.open("/it/admin?days=90&by=all", { width });
      await it.locator("[data-testid=dashboard-sales-chart] svg").first().waitFor();
      await expect(it.locator("[data-testid=dashboard-days-90]").getAttribute("aria-pressed")).resolves.toBe("true");
      await it.locator("[data-testid=attribution-table] tr[data-source]").first().waitFor();
      expect(await it.locator("[data-testid=attribution-csv]").getAttribute("href")).toMatch(/groupBy=source%2Cchannel%2Ccampaign$/);
      await shot(it, `admin-dashboard-it-${width}`);
      await it.close();
    }
  }, 120_000);

  it("keeps the period in the address", async () => {
    const page = await suite.open("/admin");
    await page.locator("[data-testid=dashboard-days-7]").click();
    await page.waitForURL(`${suite.app.url}/admin?days=7`);
    await page.locator("[data-testid=dashboard-days-7][aria-pressed=true]").waitFor();
    await page.close();
  }, 60_000);
});
