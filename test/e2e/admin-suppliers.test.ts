/**
 * Supplier imports in Chromium: an admin imports the built-in sandbox supplier's catalogue from
 * /admin/suppliers (the demo connection) and follows it to its report: the counts per result as
 * filter chips, a filter kept in the address (the items shown all have that result), and the
 * list showing the last import. At 390 px and 1280 px, in English and Italian; nothing is wider
 * than the screen.
 */
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, shot } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/admin" } });

const countOf = async (page: Page, result: string) =>
  Number(/\((\d+)\)/.exec((await page.locator(`[data-testid=supplier-filter-${result}]`).textContent()) ?? "")?.[1]);

describe("supplier imports", () => {
  it("imports the sandbox supplier's catalogue and shows the report with counts and a filter", async () => {
    const page = await suite.open("/admin/suppliers", { width: 1280 });
    const row = page.locator('[data-testid=suppliers-table] tr[data-connection="Sandbox supplier (demo)"]');
    await row.waitFor();
    await row.getByText("Never imported").waitFor();
    await shot(page, "admin-suppliers-1280");

    await row.locator("[data-testid=supplier-import]").click();
    await page.waitForURL(/\/admin\/suppliers\/[0-9a-f-]{36}\?run=[0-9a-f-]{36}/);
    const report = page.locator("[data-testid=supplier-report]");
    await report.locator("[data-testid=supplier-run-summary] [data-status=done]").waitFor({ timeout: 120_000 });
    const all = await countOf(page, "all");
    expect(all).toBeGreaterThan(50);
    const offers = await countOf(page, "OfferCreated");
    const ambiguous = await countOf(page, "TooManyEqualProducts");
    const created = await countOf(page, "ProductCreated");
    expect(offers).toBeGreaterThan(0);
    expect(ambiguous).toBeGreaterThan(0);
    expect(created).toBeGreaterThan(0);
    await report.locator("[data-testid=supplier-items-count]").getByText(`1–20 of ${all}`).waitFor();
    await shot(page, "admin-supplier-report-1280");

    // The filter: only the ambiguous products, kept in the address.
    await page.click("[data-testid=supplier-filter-TooManyEqualProducts]");
    await page.waitForURL(/[?&]result=TooManyEqualProducts/);
    await report.locator("[data-testid=supplier-items-count]").getByText(`1–${ambiguous} of ${ambiguous}`).waitFor();
    const results = await page
      .locator("[data-testid=supplier-items] tbody tr[data-result]")
      .evaluateAll((rows) => rows.map((r) => r.getAttribute("data-result")));
    expect(results).toEqual(Array(ambiguous).fill("TooManyEqualProducts"));
    const url = new URL(page.url());
    await page.close();

    // The same report at 390 px in Italian, by its address.
    const it = await suite.open(`/it${url.pathname}${url.search}`, { width: 390 });
    await it.locator("[data-testid=supplier-filter-TooManyEqualProducts][aria-pressed=true]").getByText("Troppi prodotti uguali").waitFor();
    await it.locator("[data-testid=supplier-run-summary]").getByText("Completata").waitFor();
    await shot(it, "admin-supplier-report-it-390");
    await it.close();

    // The list shows the last import.
    const list = await suite.open("/admin/suppliers", { width: 390 });
    const summary = list.locator('tr[data-connection="Sandbox supplier (demo)"] [data-testid=supplier-run-summary]');
    await summary.getByText(`Offer created: ${offers}`).waitFor();
    await shot(list, "admin-suppliers-390");
    await list.close();
  });
});
