/**
 * Listing facets in Chromium against the built app and the demo catalogue: each filter value
 * shows how many products of the current result set have it, values with none are not offered,
 * choosing one keeps the other values of its facet (with their counts) and narrows the rest;
 * active filters are chips that remove themselves; price bands; looked at on a phone and a
 * desktop, in both languages, light and dark.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { e2eSuite, SCREENSHOTS } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite();
const { open } = suite;

/** Each value of a facet group as shown: its value and count. */
const groupValues = (page: Page, name: string) =>
  page.$$eval(`.km-listing__filters input[name="${name}"]`, (inputs) =>
    inputs.map((i) => ({ value: (i as HTMLInputElement).value, count: Number(i.closest("label")?.querySelector(".km-check__count")?.textContent) })),
  );
const resultCount = async (page: Page) => Number((await page.locator("[data-testid=result-count]").textContent())?.replace(/\D/g, ""));
/** The result count once the listing shows `expected` (the previous results stay up while the next load), else what it shows after 10 s. */
async function countBecomes(page: Page, expected: number): Promise<number> {
  await page
    .waitForFunction((n) => Number(document.querySelector("[data-testid=result-count]")?.textContent?.replace(/\D/g, "")) === n, expected, { timeout: 10_000 })
    .catch(() => undefined);
  return resultCount(page);
}

async function settle(page: Page, search: string) {
  await page.waitForURL((u) => u.search === search);
  await page.waitForLoadState("networkidle");
}

describe("listing facets", () => {
  it("count the result set per value, hide values with none, and narrow as filters are chosen", async () => {
    const page = await open("/games");
    const platforms = await groupValues(page, "platform");
    expect(platforms.length).toBeGreaterThan(3);
    for (const p of platforms) expect(p.count).toBeGreaterThan(0);
    // Platforms with no games (gift-card and software stores) are not offered.
    const { data } = await (
      await fetch(`${suite.app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ platforms { slug productCount } }` }),
      })
    ).json();
    expect(platforms.length).toBeLessThan((data.platforms as { productCount: number }[]).filter((p) => p.productCount > 0).length);
    // No product type filter on a category page.
    expect(await page.locator('.km-listing__filters input[name="type"]').count()).toBe(0);
    const total = await resultCount(page);
    expect(platforms.reduce((n, p) => n + p.count, 0)).toBe(total);

    const [first, second] = platforms;
    await page.locator(`.km-listing__filters input[name="platform"][value="${first!.value}"]`).check();
    await settle(page, `?platform=${first!.value}`);
    expect(await countBecomes(page, first!.count)).toBe(first!.count);
    // The platform facet keeps its other values and counts; the genres count only this platform.
    expect(await groupValues(page, "platform")).toEqual(platforms);
    const genres = await groupValues(page, "genre");
    for (const g of genres) expect(g.count).toBeLessThanOrEqual(first!.count);
    const chips = page.locator("[data-testid=filter-chip]");
    expect(await chips.count()).toBe(1);

    await page.locator(`.km-listing__filters input[name="platform"][value="${second!.value}"]`).check();
    await settle(page, `?platform=${first!.value}&platform=${second!.value}`);
    expect(await countBecomes(page, first!.count + second!.count)).toBe(first!.count + second!.count);
    const genre = (await groupValues(page, "genre"))[0]!;
    await page.locator(`.km-listing__filters input[name="genre"][value="${genre.value}"]`).check();
    await settle(page, `?platform=${first!.value}&platform=${second!.value}&genre=${encodeURIComponent(genre.value).replace(/%20/g, "+")}`);
    expect(await countBecomes(page, genre.count)).toBe(genre.count);
    expect(await chips.count()).toBe(3);
    await page.screenshot({ path: path.join(SCREENSHOTS, "facets-en-1280.png"), fullPage: false });

    // A chip removes its own filter only.
    await chips.filter({ hasText: genre.value }).click();
    await settle(page, `?platform=${first!.value}&platform=${second!.value}`);
    await page.getByRole("link", { name: "Clear all" }).click();
    await settle(page, "");
    expect(await countBecomes(page, total)).toBe(total);
    expect(await chips.count()).toBe(0);
    await page.close();
  });

  it("price bands show their counts and set both bounds; the search page offers product types", async () => {
    const page = await open("/search?q=edition");
    const types = await groupValues(page, "type");
    expect(types.map((t) => t.value)).toEqual(expect.arrayContaining(["games"]));
    const band = page.locator("[data-testid=price-band]").first();
    const bandText = (await band.textContent())!;
    expect(bandText).toMatch(/^Under 5\u00a0€\d+$/);
    const bandCount = Number(await band.locator(".km-check__count").textContent());
    await band.click();
    await settle(page, "?q=edition&max=4.99");
    expect(await countBecomes(page, bandCount)).toBe(bandCount);
    expect(await page.locator("[data-testid=filter-chip]").textContent()).toContain("Up to 4,99\u00a0€");
    expect(await band.getAttribute("aria-current")).toBe("true");
    await page.close();
  });

  it("look right on a phone, in Italian and dark", async () => {
    const page = await open("/it/giochi?platform=steam", { width: 390, dark: true });
    expect(await page.locator("[data-testid=filter-chip]").textContent()).toContain("Steam");
    await page.locator(".km-listing__filters summary").click();
    expect(await page.locator(".km-filter__legend", { hasText: "Genere" }).count()).toBe(1);
    expect(await page.locator(".km-filter__legend", { hasText: "Regione" }).count()).toBe(1);
    await page.screenshot({ path: path.join(SCREENSHOTS, "facets-it-390-dark.png"), fullPage: false });
    await page.close();
  });
});
