/**
 * The cart in Debian's Chromium against the built app: a guest adds two products from their
 * pages (the toast, the header's badge counting 2 keys), the cart page lists them (cover,
 * platform, seller, prices), a quantity changes and the totals follow; "Proceed to checkout"
 * sends the guest to the login page, signing in as the demo customer merges the local cart
 * into the server cart (mergeCart), WELCOME10 takes 10 % off, a line is removed, an unknown
 * coupon is refused with its reason; the empty cart; an unknown recovery link. Screenshots of
 * the cart at 390 and 1280 px, English and Italian, light and dark, and of the empty state.
 * No console errors anywhere.
 */
import { createHash } from "node:crypto";
import { Client } from "pg";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, shot } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite();
const { open } = suite;

async function gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${suite.app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

const badge = (page: Page) => page.locator("[data-testid=header-cart-count]");
const lines = (page: Page) => page.locator("[data-testid=cart-line]");
const money = (page: Page, testId: string) => page.locator(`[data-testid=${testId}] .km-price`).first().getAttribute("data-price").then(Number);

/** Two in-stock products from different pages (one game from the seed's known titles, one software). */
let products: { url: string; name: string; id: string }[];

describe("the cart", () => {
  beforeAll(async () => {
    const pick = async (root: string) => {
      const d = await gql<{ products: { items: { id: string; name: string; url: string; inStock: boolean; stock: number }[] } }>(
        `query($root: String!) { products(take: 20, filter: { categorySlug: $root }) { items { id name url inStock stock } } }`,
        { root },
      ).catch(() => null);
      return d?.products.items.find((p) => p.inStock && p.stock >= 5);
    };
    const software = await pick("softwares");
    products = [{ url: "/games/rpg/elden-ring-steam", name: "Elden Ring (Steam)", id: "" }, ...(software ? [software] : [])];
    if (products.length < 2) {
      const d = await gql<{ products: { items: { id: string; name: string; url: string; inStock: boolean; stock: number }[] } }>(
        `{ products(take: 30) { items { id name url inStock stock } } }`,
      );
      products.push(d.products.items.find((p) => p.inStock && p.stock >= 5 && p.url !== products[0]!.url)!);
    }
  });

  it("a guest adds two products, changes a quantity, signs in (carts merged), applies WELCOME10 and removes a line", async () => {
    const page = await open(products[0]!.url);
    expect(await badge(page).count()).toBe(0);
    await page.click("[data-testid=add-to-cart]");
    await page.waitForSelector("[data-toast-type=success]");
    expect(await page.textContent("[data-toast-type=success]")).toContain("Added to your cart");
    await expect1(badge(page), "1");

    await page.goto(suite.app.url + products[1]!.url, { waitUntil: "networkidle" });
    await page.waitForSelector("html[data-hydrated]");
    await expect1(badge(page), "1");
    // From the offers table this time (a seller chosen).
    await page.locator("[data-testid=offer-add-to-cart]").first().click();
    await expect1(badge(page), "2");
    await page.locator("[data-toast-type=success]", { hasText: products[1]!.name }).waitFor();
    await page.waitForTimeout(800); // its entry animation
    // The toast is fixed at the bottom of the screen: a screenshot of the screen, not the page.
    await shot(page, "cart-toast-1280", { fullPage: false });

    // The toast's "View cart".
    await page.locator("[data-toast-type=success] [data-testid=toast-action]").last().click();
    await page.waitForURL(`${suite.app.url}/cart`);
    await page.waitForSelector("[data-testid=cart-line]");
    expect(await lines(page).count()).toBe(2);
    expect(await page.getAttribute("[data-testid=cart-page]", "data-mode")).toBe("guest");
    const first = lines(page).first();
    expect(await first.textContent()).toContain("Elden Ring");
    expect(await first.locator("[data-testid=line-platform]").textContent()).toBe("Steam");
    expect(await first.locator("[data-testid=line-seller]").textContent()).toMatch(/^Sold by /);
    const unit = Number(await first.locator("[data-testid=line-unit-price] .km-price").getAttribute("data-price"));
    const subtotal1 = await money(page, "cart-subtotal");

    // One key more of the first line: line total, subtotal and the badge follow.
    await first.locator("[data-testid=line-increase]").click();
    await waitText(first.locator("[data-testid=line-quantity]"), "2");
    await expect1(badge(page), "3");
    await page.waitForFunction(
      (expected) => Number(document.querySelector("[data-testid=cart-subtotal] .km-price")?.getAttribute("data-price")) === expected,
      Math.round((subtotal1 + unit) * 100) / 100,
    );
    expect(Number(await first.locator("[data-testid=line-total] .km-price").getAttribute("data-price"))).toBeCloseTo(unit * 2, 2);
    await shot(page, "cart-guest-1280");

    // A coupon that does not exist: refused with its reason.
    await page.fill("[data-testid=coupon-input]", "NOPE123");
    await page.click("[data-testid=coupon-apply]");
    await page.waitForSelector("[data-testid=coupon-error]");
    expect(await page.textContent("[data-testid=coupon-error]")).toBe("This coupon code does not exist.");

    // Checkout as a guest: the login page, coming back to the checkout.
    await page.click("[data-testid=cart-summary] [data-testid=checkout-button]");
    await page.waitForURL(/\/login\?destination=%2Fcheckout$/);
    const form = page.locator("[data-testid=sign-in-form]");
    await form.locator("input[type=email]").fill(DEMO_ACCOUNTS.customer.email);
    await form.locator("input[type=password]").fill(DEMO_ACCOUNTS.customer.password);
    await form.locator("[data-testid=sign-in-submit]").click();
    await page.waitForURL(`${suite.app.url}/checkout`);

    // The server cart holds the guest's lines (merged on sign-in), quantities kept.
    await page.click("[data-testid=header-cart]");
    await page.waitForURL(`${suite.app.url}/cart`);
    await page.waitForSelector("[data-testid=cart-page][data-mode=user] [data-testid=cart-line]");
    expect(await lines(page).count()).toBe(2);
    expect(await lines(page).first().locator("[data-testid=line-quantity]").textContent()).toBe("2");
    await expect1(badge(page), "3");
    const local = await page.evaluate(() => JSON.parse(localStorage.getItem("km_cart") ?? "null"));
    expect(local.owner).toBe("user");

    // WELCOME10: 10 % off, shown as the discount.
    const before = await money(page, "cart-total");
    await page.fill("[data-testid=coupon-input]", "welcome10");
    await page.click("[data-testid=coupon-apply]");
    await page.waitForSelector("[data-testid=cart-discount]");
    expect(await page.textContent("[data-testid=coupon-code]")).toBe("WELCOME10");
    const discount = await money(page, "cart-discount");
    expect(discount).toBeCloseTo(Math.round(before * 10) / 100, 1);
    expect(await money(page, "cart-total")).toBeCloseTo(before - discount, 2);
    await shot(page, "cart-user-coupon-1280");

    // Another currency: the cart is priced again in dollars; back to euros.
    await page.selectOption("[data-testid=currency-picker]", "USD");
    await page.waitForFunction(() => document.querySelector("[data-testid=cart-total] .km-price")?.getAttribute("data-currency") === "USD");
    expect(await page.textContent("[data-testid=cart-total]")).toMatch(/^\$\d+,\d\d$/);
    await page.selectOption("[data-testid=currency-picker]", "EUR");
    await page.waitForFunction(() => document.querySelector("[data-testid=cart-total] .km-price")?.getAttribute("data-currency") === "EUR");

    // Remove the second line.
    await lines(page).nth(1).locator("[data-testid=line-remove]").click();
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=cart-line]").length === 1);
    await expect1(badge(page), "2");
    await page.close();
  });

  it("shows the signed-in cart in both languages, both themes, on phones and desktops", async () => {
    for (const locale of ["en", "it"] as const) {
      for (const dark of [false, true]) {
        for (const width of [390, 1280]) {
          const page = await open(locale === "it" ? "/it/cart" : "/cart", { width, dark });
          await page.waitForSelector("[data-testid=cart-line]");
          if (locale === "it") expect(await page.textContent("[data-testid=cart-summary]")).toContain("Totale");
          if (width === 390) expect(await page.isVisible("[data-testid=cart-mobile-bar]")).toBe(true);
          else expect(await page.isVisible("[data-testid=cart-mobile-bar]")).toBe(false);
          await shot(page, `cart-${locale}-${dark ? "dark" : "light"}-${width}`);
          // On a phone the total and the checkout button stay at the bottom of the screen.
          if (width === 390) await shot(page, `cart-${locale}-${dark ? "dark" : "light"}-${width}-screen`, { fullPage: false });
          await page.close();
        }
      }
    }
  });

  it("empties the cart: the empty state links to the shop", async () => {
    const page = await open("/cart");
    await page.waitForSelector("[data-testid=cart-line]");
    await lines(page).first().locator("[data-testid=line-remove]").click();
    await page.waitForSelector("[data-testid=cart-empty]");
    expect(await badge(page).count()).toBe(0);
    await shot(page, "cart-empty-1280");
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, "cart-empty-390");
    await page.click("[data-testid=cart-empty-shop]");
    await page.waitForURL(`${suite.app.url}/`);
    await page.close();
  });

  it("the recovery mail's link puts an abandoned cart back and shows it", async () => {
    // What the abandonment job does (server/modules/cart/cart.service.ts markAbandoned), by hand.
    const token = "e2e-recovery-token-0123456789";
    const { productsByIds } = await gql<{ productsByIds: { offers: { id: string; stock: number }[] }[] }>(
      `query($ids: [ID!]!) { productsByIds(ids: $ids) { offers { id stock } } }`,
      { ids: [products[1]!.id] },
    );
    const offerId = Number(productsByIds[0]!.offers.find((o) => o.stock > 0)!.id);
    const db = new Client({ connectionString: suite.app.databaseUrl });
    await db.connect();
    try {
      const updated = await db.query(
        `UPDATE carts SET lifecycle = 1, abandoned_at = now(), recovery_token_hash = $1, abandoned_items = $2::jsonb
          WHERE user_id = (SELECT id FROM users WHERE email = $3)`,
        [
          createHash("sha256").update(token).digest(),
          JSON.stringify([{ productId: Number(products[1]!.id), offerId, quantity: 1 }]),
          DEMO_ACCOUNTS.customer.email,
        ],
      );
      expect(updated.rowCount).toBe(1);
    } finally {
      await db.end();
    }
    const page = await open(`/cart/restore?token=${token}`);
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/cart?restored=1");
    await page.waitForSelector("[data-testid=cart-restored][data-status=success]");
    await page.waitForSelector(`[data-testid=cart-line][data-product-id="${products[1]!.id}"]`);
    await shot(page, "cart-restored-1280");
    await page.close();
  });

  it("an unknown recovery link lands on the cart with a notice", async () => {
    const page = await open("/cart/restore?token=not-a-token");
    expect(new URL(page.url()).search).toBe("?restored=0");
    await page.waitForSelector("[data-testid=cart-restored]");
    await page.close();
  });
});

async function expect1(locator: ReturnType<Page["locator"]>, text: string): Promise<void> {
  await locator.first().waitFor();
  await waitText(locator, text);
}

async function waitText(locator: ReturnType<Page["locator"]>, text: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  let last: string | null = null;
  while (Date.now() < deadline) {
    last = await locator
      .first()
      .textContent()
      .catch(() => null);
    if (last === text) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`expected “${text}”, saw “${last}”`);
}
