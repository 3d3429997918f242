/**
 * The admin catalogue end to end in Debian's Chromium against the built app: an admin signs in,
 * finds the catalogue list (search and filters in the address), creates a product in the editor
 * and lands on its own editor, changes its Italian name (the Italian storefront shows it, the old
 * Italian address answers 301), uploads a 4000×3000 photo as its cover through the images panel
 * (stored scaled down to fit 1440×1080); then the demo seller offers the product in the seller
 * console with a few keys, and the product page shows that seller's offer. No console errors;
 * screenshots at 1280 and 390 px in test-results/screenshots/, with nothing wider than the screen.
 */
import { Client } from "pg";
import sharp from "sharp";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, openPage, shot, signInThrough, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
let admin: Browser;
let seller: Browser;
const errors: string[] = [];
const run = Date.now().toString(36).slice(-5);

beforeAll(async () => {
  app = await startBuiltApp();
  admin = await launchChromium();
  seller = await launchChromium();
  await signInThrough(admin, app, DEMO_ACCOUNTS.admin, "/admin/products", errors);
}, 600_000);

afterAll(async () => {
  await admin?.close();
  await seller?.close();
  await app?.close();
});

afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

async function dbQuery<T = Record<string, unknown>>(sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: app.databaseUrl });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

let productId = "";
const nameEn = `Lantern Keeper ${run}`;
const nameIt = `Il Guardiano della Lanterna ${run}`;

describe("the admin catalogue", () => {
  it("lists the catalogue with its filters in the address, at 1280 and 390 px, in English and Italian", async () => {
    const page = await openPage(admin, app.url, "/admin/products", errors);
    await page.waitForSelector("[data-testid=products-table] tr[data-product]");
    const allCount = await page.textContent("[data-testid=products-count]");
    expect(allCount).toMatch(/1–20 of [\d,]+ products/);
    await page.selectOption("[data-testid=products-stock]", "out");
    await page.waitForURL(/stock=out/);
    // The filtered list has arrived (until then the previous rows stay on screen; a row selected
    // there would not be on the new page).
    await page.waitForFunction((before) => document.querySelector("[data-testid=products-count]")?.textContent !== before, allCount);
    await page.waitForSelector("[data-testid=products-table] tr[data-product]");
    // Selected rows bring the bulk edit bar.
    await page.locator("[data-testid=products-table] tr[data-product] [data-testid=product-select]").first().check();
    await page.locator("[data-testid=product-bulk-bar]").waitFor();
    await shot(page, "admin-products-1280-en");
    await page.close();
    const it = await openPage(admin, app.url, "/it/admin/products?sort=BESTSELLING", errors, { width: 390 });
    await it.waitForSelector("[data-testid=products-table] tr[data-product]");
    expect(await it.textContent("[data-testid=products-new]")).toContain("Nuovo prodotto");
    await shot(it, "admin-products-390-it");
    await it.setViewportSize({ width: 360, height: 800 });
    await shot(it, "admin-products-360-it");
    await it.close();
  });

  it("creates a product, then changes its Italian name: the Italian storefront shows it and the old address redirects", async () => {
    const page = await openPage(admin, app.url, "/admin/products", errors);
    await page.click("[data-testid=products-new]");
    await page.waitForURL(`${app.url}/admin/products/new`);
    const category = page.locator("[data-testid=product-category]");
    await page.waitForFunction(() => document.querySelectorAll("[data-testid=product-category] option:not([disabled])").length > 2);
    const subcategory = await category.evaluate((s: HTMLSelectElement) => [...s.options].find((o) => o.value && !o.disabled)!.value);
    await category.selectOption(subcategory);
    await page.selectOption("[data-testid=product-platform]", { index: 1 });
    await page.fill("[data-testid=product-name]", nameEn);
    await page.fill("[data-testid=product-description-short]", "Keep the light burning.");
    await page.fill("[data-testid=product-price-eur]", "24,99");
    await page.click("[data-testid=product-tab-it]");
    await page.fill("[data-testid=product-name]", `Guardiano ${run}`);
    await shot(page, "admin-product-new-1280-en");
    await page.click("[data-testid=product-save]");
    await page.waitForURL(/\/admin\/products\/\d+$/);
    productId = /\/admin\/products\/(\d+)$/.exec(page.url())![1]!;
    await page.waitForSelector(`[data-testid=product-editor][data-product-id="${productId}"]`);
    const [created] = await dbQuery<{ slug: string; list_price_eur: number }>(
      `SELECT t.slug, p.list_price_eur FROM products p JOIN product_translations t ON t.product_id = p.id AND t.locale = 'it' WHERE p.id = $1`,
      [productId],
    );
    expect(created!.list_price_eur).toBe(2499);
    const oldItSlug = created!.slug;

    // The Italian name changes, and the slug is made again from it.
    await page.click("[data-testid=product-tab-it]");
    await page.fill("[data-testid=product-name]", nameIt);
    await page.fill("[data-testid=product-slug]", "");
    await page.click("[data-testid=product-save]");
    await page.waitForSelector("[data-testid=product-dirty]", { state: "detached" });
    await page.locator("[data-testid=product-old-slugs]").waitFor();
    expect(await page.textContent("[data-testid=product-old-slugs]")).toContain(oldItSlug);
    const [renamed] = await dbQuery<{ slug: string; name: string }>(`SELECT slug, name FROM product_translations WHERE product_id = $1 AND locale = 'it'`, [
      productId,
    ]);
    expect(renamed!.name).toBe(nameIt);

    // The Italian storefront shows the new name; the old Italian address answers 301 to the new one.
    const found = await (
      await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ product(slug: "${renamed!.slug}", locale: it) { url name } }` }),
      })
    ).json();
    const itUrl: string = found.data.product.url;
    expect(itUrl).toMatch(new RegExp(`^/it/.+/${renamed!.slug}$`));
    const old = await fetch(`${app.url}${itUrl.replace(renamed!.slug, oldItSlug)}`, { redirect: "manual", headers: { accept: "text/html" } });
    expect([old.status, old.headers.get("location")]).toEqual([301, itUrl]);
    const shop = await openPage(admin, app.url, itUrl, errors);
    expect(await shop.textContent("h1")).toContain(nameIt);
    await shop.close();
    await page.close();
  });

  it("uploads a 4000×3000 photo as the cover: stored at most 1440×1080", async () => {
    const page = await openPage(admin, app.url, `/admin/products/${productId}`, errors);
    const panel = page.locator("[data-testid=product-images-panel]");
    await panel.locator("[data-testid=image-slot]").waitFor();
    await shot(page, "admin-product-editor-1280-en");
    await page.setViewportSize({ width: 390, height: 900 });
    await shot(page, "admin-product-editor-390-en");
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.locator("[data-testid=image-slot]").selectOption("COVER");
    const photo = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 160 } } })
      .jpeg({ quality: 80 })
      .toBuffer();
    await panel.locator("[data-testid=image-file]").setInputFiles({ name: "lantern.jpg", mimeType: "image/jpeg", buffer: photo });
    await panel.locator("[data-testid=upload-done]").waitFor({ timeout: 60_000 });
    const [{ cover_image: cover }] = await dbQuery<{ cover_image: { src: string; width: number; height: number } }>(
      `SELECT cover_image FROM products WHERE id = $1`,
      [productId],
    );
    expect(cover.width).toBeLessThanOrEqual(1440);
    expect(cover.height).toBeLessThanOrEqual(1080);
    expect(cover.width * 3).toBe(cover.height * 4);
    expect(cover.src).not.toMatch(/\.svg$/);
    await shot(page, "admin-product-editor-uploaded-1280-en");
    await page.close();
  });

  it("the demo seller offers it with keys in the seller console; the product page shows the offer", async () => {
    await signInThrough(seller, app, DEMO_ACCOUNTS.seller, "/seller/offers", errors);
    const page = await openPage(seller, app.url, "/seller/offers", errors);
    await page.waitForSelector("[data-testid=seller-offers]");
    await page.click("[data-testid=offer-new]");
    await page.waitForURL(`${app.url}/seller/offers/new`);
    await page.locator("[data-testid=product-search] input, input[data-testid=product-search]").first().fill(nameEn);
    const pick = page.locator(`[data-testid=product-results] li[data-product="${productId}"]`);
    await pick.waitFor();
    await pick.locator("[data-testid=picker-choose]").click();
    const form = page.locator("[data-testid=offer-form]");
    await form.waitFor();
    const price = (c: string) => form.locator(`[data-testid=offer-price-${c}] input, input[data-testid=offer-price-${c}]`).first();
    await price("EUR").fill("19,99");
    await price("USD").fill("21.99");
    await price("GBP").fill("17.49");
    await form.locator("[data-testid=offer-save]").click();
    await page.waitForURL(`${app.url}/seller/offers`);
    const [offer] = await dbQuery<{ id: string }>(
      `SELECT o.id::text FROM offers o JOIN seller_profiles s ON s.id = o.seller_id JOIN users u ON u.id = s.user_id WHERE o.product_id = $1 AND u.email = $2`,
      [productId, DEMO_ACCOUNTS.seller.email],
    );
    expect(offer).toBeDefined();
    await page.goto(`${app.url}/seller/offers/${offer!.id}/keys`, { waitUntil: "networkidle" });
    await page.waitForSelector("[data-testid=key-text]");
    await page.fill("[data-testid=key-text]", [1, 2, 3].map((i) => `LANTERN-${run.toUpperCase()}-${i}000-E2E`).join("\n"));
    await page.click("[data-testid=upload-submit]");
    await page.waitForFunction(() => document.querySelector("[data-testid=count-available] > :last-child")?.textContent === "3", undefined, {
      timeout: 30_000,
    });
    await page.close();

    const [{ name: shopName }] = await dbQuery<{ name: string }>(`SELECT s.name FROM seller_profiles s JOIN users u ON u.id = s.user_id WHERE u.email = $1`, [
      DEMO_ACCOUNTS.seller.email,
    ]);
    const found = await (
      await fetch(`${app.url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query: `{ productsByIds(ids: ["${productId}"]) { url } }` }),
      })
    ).json();
    const shop = await openPage(admin, app.url, found.data.productsByIds[0].url, errors);
    const offers = shop.locator("[data-testid=offers] li[data-offer]");
    await offers.first().waitFor();
    expect(await offers.count()).toBe(1);
    expect(await offers.first().textContent()).toContain(shopName);
    expect(await offers.first().textContent()).toMatch(/19,99/);
    expect(await shop.textContent("h1")).toContain(nameEn);
    await shot(shop, "admin-catalogue-product-page-1280-en");
    await shop.setViewportSize({ width: 390, height: 900 });
    await shot(shop, "admin-catalogue-product-page-390-en");
    await shop.close();
  });
});
