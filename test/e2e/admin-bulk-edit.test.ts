/**
 * Long admin operations in Chromium, at 360 px: an admin selects products on /admin/products and
 * bulk edits them (hiding them asks first); the job's progress bar follows it to the report, the
 * address keeps the job so a reload shows it again, and the list shows the change. A CSV export
 * shows its progress and saves the whole file. Nothing is wider than the screen.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, SCREENSHOTS, shot } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/admin" } });

const WIDTH = 360;
const open = (urlPath: string) => suite.open(urlPath, { width: WIDTH });

describe("product bulk edit", () => {
  it("hides the selected products after confirming, with the job's progress kept in the address", async () => {
    const page = await open("/admin/products");
    const rows = page.locator("[data-testid=products-table] [data-product]");
    await rows.first().waitFor();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const row = rows.nth(i);
      ids.push((await row.getAttribute("data-product"))!);
      await row.locator("[data-testid=product-select]").check();
    }
    await page.locator("[data-testid=product-bulk-count]").getByText("3 products selected").waitFor();
    await page.click("[data-testid=product-bulk-open]");
    const dialog = page.locator("[data-testid=product-bulk-dialog]");
    await dialog.waitFor();
    await dialog.locator("[data-testid=bulk-visibility]").selectOption("hide");
    await dialog.locator("[data-testid=bulk-region]").selectOption("ITALY");
    await shot(page, "admin-bulk-edit-dialog-360");
    await dialog.locator("[data-testid=product-bulk-apply]").click();
    const confirm = page.locator("[data-testid=product-bulk-confirm]");
    await confirm.getByText("The 3 products disappear from the storefront until shown again.").waitFor();
    await confirm.locator("[data-testid=confirm]").click();

    await page.waitForURL(/[?&]job=[0-9a-f-]{36}/);
    const job = page.locator("[data-testid=product-bulk-job]");
    await job.locator("[data-testid=product-bulk-job-status]").getByText("Done").waitFor({ timeout: 30_000 });
    await job.locator("[data-testid=product-bulk-job-progress]").getByText("3 of 3 products processed").waitFor();
    expect(Number(await job.locator("[data-testid=report-changed]").textContent())).toBe(3);
    expect(await job.locator("[data-testid=report-failed]").textContent()).toBe("0");
    // The list refreshed: the three are hidden now.
    for (const id of ids) {
      await page.locator(`[data-testid=products-table] [data-product="${id}"] [data-testid=product-enabled]`).getByText("Hidden").waitFor();
    }
    await shot(page, "admin-bulk-edit-report-360");

    // A reload shows the same job again.
    const url = page.url();
    await page.reload({ waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]");
    expect(page.url()).toBe(url);
    await page.locator("[data-testid=product-bulk-job] [data-testid=product-bulk-job-status]").getByText("Done").waitFor();
    await page.click("[data-testid=product-bulk-job-close]");
    await page.waitForURL((u) => !u.searchParams.has("job"));
    await page.locator("[data-testid=product-bulk-job]").waitFor({ state: "detached" });
    await page.close();

    // In Italian, the same job by its address.
    const it = await open(`/it/admin/products?${new URL(url).searchParams.toString()}`);
    await it.locator("[data-testid=product-bulk-job-status]").getByText("Completata").waitFor();
    await shot(it, "admin-bulk-edit-report-it-360");
    await it.close();
  });
});

describe("CSV exports", () => {
  it("shows the export's progress and saves the whole file", async () => {
    const page = await open("/admin");
    const link = page.locator("[data-testid=attribution-csv]");
    await link.waitFor();
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const file = await download.path();
    const text = readFileSync(file!, "utf8").replace(/^\uFEFF/, "");
    const lines = text.split("\n").filter(Boolean);
    expect(lines[0]).toMatch(/^source,currency,orders,revenue/);
    await page
      .locator("[data-testid=attribution-csv-done]")
      .getByText(`Saved ${download.suggestedFilename()} (${lines.length - 1} ${lines.length - 1 === 1 ? "row" : "rows"}).`)
      .waitFor();
    await shot(page, "admin-csv-export-360");
    await page.locator("[data-testid=dashboard-attribution]").screenshot({ path: path.join(SCREENSHOTS, "admin-csv-export-attribution-360.png") });
    await page.close();
  });
});
