/**
 * Search in Chromium against the built app and the demo catalogue: suggestions while typing,
 * chosen with the keyboard; a misspelt search's results and its "did you mean"; the suggestions
 * looked at in both languages, both themes, on a phone and a desktop.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { e2eSuite, SCREENSHOTS } from "./storefront-server";

jest.setTimeout(240_000);

const { open } = e2eSuite();

/** The search box that shows at this width (the header has one for desktops and one for phones). */
const box = (page: Page) => page.locator("input[role=combobox]:visible").first();

describe("search", () => {
  it("suggests products while typing; the arrow keys and Enter open one", async () => {
    const page = await open("/activation/steam");
    await box(page).click();
    await box(page).pressSequentially("eldn rign", { delay: 30 });
    const options = page.locator("[role=listbox]:visible [role=option]");
    await options.first().waitFor();
    expect(await options.first().textContent()).toMatch(/^Elden Ring/);
    expect(await page.locator(".km-suggest__note:visible").first().textContent()).toBe("Did you mean “elden ring”?");
    await box(page).press("ArrowDown");
    await box(page).press("ArrowDown");
    const second = options.nth(1);
    expect(await second.getAttribute("aria-selected")).toBe("true");
    expect(await box(page).getAttribute("aria-activedescendant")).toBe(await second.getAttribute("id"));
    const name = (await second.locator(".km-suggest__name").textContent())!;
    await box(page).press("Enter");
    await page.waitForSelector("h1");
    await page.waitForFunction((n) => document.querySelector("h1")?.textContent?.includes(n.replace(/ \(.*$/, "")), name);
    expect(new URL(page.url()).pathname).not.toBe("/activation/steam");
    await page.close();
  });

  it("Enter without a choice searches; the results say what was meant", async () => {
    const page = await open("/");
    await box(page).click();
    await box(page).pressSequentially("cyberpnuk", { delay: 20 });
    await page.locator("[role=listbox]:visible [role=option]").first().waitFor();
    await box(page).press("Escape");
    await page.locator(".km-suggest:visible").waitFor({ state: "detached" });
    await box(page).press("Enter");
    await page.waitForURL(/\/search\?q=cyberpnuk$/);
    await page.waitForSelector("[data-testid=did-you-mean]");
    expect(await page.textContent("[data-testid=did-you-mean]")).toBe("Did you mean “cyberpunk”?");
    expect(await page.locator("main h2 a, main h3 a").first().textContent()).toMatch(/^Cyberpunk 2077/);
    await page.screenshot({ path: path.join(SCREENSHOTS, "search-did-you-mean-en-light-1280.png") });
    await page.click("[data-testid=did-you-mean] a");
    await page.waitForURL(/\/search\?q=cyberpunk$/);
    await page.close();
  });

  it("shows the suggestions in both languages, both themes, on phones and desktops", async () => {
    for (const locale of ["en", "it"] as const) {
      for (const dark of [false, true]) {
        for (const width of [390, 1280]) {
          const page = await open(locale === "it" ? "/it" : "/", { width, dark });
          await box(page).click();
          await box(page).pressSequentially("gta 5", { delay: 20 });
          await page.locator("[role=listbox]:visible [role=option]").first().waitFor();
          await page.waitForLoadState("networkidle");
          expect(await page.locator("[role=listbox]:visible [role=option]").first().textContent()).toMatch(/^Grand Theft Auto V/);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          await page.screenshot({ path: path.join(SCREENSHOTS, `search-suggestions-${locale}-${dark ? "dark" : "light"}-${width}.png`) });
          await page.close();
        }
      }
    }
  });
});
