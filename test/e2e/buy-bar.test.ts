/**
 * The product page on a phone: the best price and Buy now stay on screen in a bar at the
 * bottom wherever the page is scrolled, without covering the page's end, and Buy now goes to
 * the checkout with that product; a desktop shows the buy box instead. Out of stock: no bar,
 * no "Instant delivery", and the back-in-stock alert instead.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { e2eSuite, SCREENSHOTS } from "./storefront-server";

jest.setTimeout(240_000);

const { open } = e2eSuite();
const PRODUCT = "/games/rpg/elden-ring-steam";

const box = (page: Page, selector: string) => page.locator(selector).boundingBox();

describe("the buy bar", () => {
  it("keeps the price and Buy now on a phone's screen while scrolling, and buys the best offer", async () => {
    const page = await open(PRODUCT, { width: 390 });
    const bar = page.locator("[data-testid=buy-bar]");
    expect(await bar.isVisible()).toBe(true);
    const best = (await page.locator("[data-testid=best-price]").textContent())!.trim();
    expect((await bar.locator(".km-buybar__price").textContent())!.replace(/\s/g, " ")).toContain(best.replace(/\s/g, " "));
    const atTop = (await box(page, "[data-testid=buy-bar]"))!;
    expect(atTop.y + atTop.height).toBeCloseTo(900, 0);
    await page.screenshot({ path: path.join(SCREENSHOTS, "buy-bar-en-390.png") });

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    const atEnd = (await box(page, "[data-testid=buy-bar]"))!;
    expect(atEnd.y).toBeCloseTo(atTop.y, 0);
    // The page's end (the footer's last line) stays above the bar.
    const footerEnd = await page.evaluate(() => {
      const r = document.querySelector(".km-footer__bottom")!.getBoundingClientRect();
      return r.bottom;
    });
    expect(footerEnd).toBeLessThanOrEqual(atEnd.y + 1);

    await bar.locator("[data-testid=buy-bar-buy-now]").click();
    await page.waitForURL(/\/checkout/);
    await page.close();
  });

  it("is not shown on a desktop, where the buy box is", async () => {
    const page = await open(PRODUCT);
    expect(await page.locator("[data-testid=buy-bar]").isVisible()).toBe(false);
    expect(await page.locator("[data-testid=buy-box] [data-testid=best-price]").isVisible()).toBe(true);
    await page.close();
  });
});
