/**
 * The admin category screen in Chromium, in Italian (/it/admin/categories): an admin renames a
 * subcategory with products (Italian name and slug) through its edit dialog, and a visitor's
 * fresh page of the Italian storefront shows the new name at once (heading, breadcrumb, the
 * parent's subcategory links), although those pages were in the server's page cache; the old
 * Italian URL answers a 301 to the new one and the English storefront keeps the English name.
 * Then, at 390 px, the admin renames a root category: the Italian menu (header and footer)
 * shows it at once, the English one does not. Screens at 390 and 1280 px, nothing wider than
 * the screen.
 */
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, launchChromium, openPage, shot, type Browser } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite({}, { signIn: { account: DEMO_ACCOUNTS.admin, destination: "/it/admin/categories" } });

/** A visitor who is not signed in: the storefront pages every anonymous visitor shares. */
let visitor: Browser;
beforeAll(async () => {
  visitor = await launchChromium();
}, 60_000);
afterAll(() => visitor?.close());

const admin = (width: number) => suite.open("/it/admin/categories", { width });
const storefront = (urlPath: string, width = 1280) => openPage(visitor, suite.app.url, urlPath, suite.errors, { width });

/** The server's answer to a page as a browser asks for it, redirects not followed. */
const visit = (urlPath: string) => fetch(suite.app.url + urlPath, { redirect: "manual", headers: { accept: "text/html" } });

/** Asks for a page until the server answers it from its page cache (an `Age` header), so a later change has a cached page to drop. */
async function cached(urlPath: string): Promise<void> {
  for (let i = 0; i < 3; i++) {
    const r = await visit(urlPath);
    expect(r.status).toBe(200);
    await r.arrayBuffer();
    if (r.headers.get("age") != null) return;
  }
  throw new Error(`${urlPath} is not served from the page cache`);
}

/** On the admin screen: opens the edit dialog of the category whose English slug is `enSlug`. */
async function editCategory(page: Page, enSlug: string) {
  const row = page.locator(`[data-testid=category-row][data-category=${enSlug}]`);
  await row.waitFor();
  await row.locator("[data-testid=edit-category]").click();
  const dialog = page.locator("[data-testid=category-editor]");
  await dialog.waitFor();
  return { row, dialog };
}

/** Saves the open edit dialog and waits for the "saved" toast and the dialog to close. */
async function save(page: Page, name: string): Promise<void> {
  const dialog = page.locator("[data-testid=category-editor]");
  await dialog.locator("[data-testid=confirm]").click();
  await page.locator("[data-toast-type=success]", { hasText: `“${name}” salvata` }).waitFor();
  await dialog.waitFor({ state: "hidden" });
}

const heading = (page: Page) => page.locator("h1.km-category__title").textContent();
const currentCrumb = (page: Page) => page.locator(".km-breadcrumbs [aria-current=page]").textContent();
const menuLink = (page: Page, href: string) => page.locator(`nav.km-header__nav a[href="${href}"]`).textContent();
const footerLink = (page: Page, href: string) => page.locator(`.km-footer a[href="${href}"]`).first().textContent();

describe("/it/admin/categories", () => {
  it("renames a subcategory in Italian: the Italian storefront shows it at once, the old URL redirects, English is untouched", async () => {
    // The visitor's pages before: Italian and English, kept in the page cache.
    const before = await storefront("/it/giochi/corse");
    expect(await heading(before)).toBe("Corse");
    await before.close();
    for (const url of ["/it/giochi/corse", "/it/giochi", "/games/racing"]) await cached(url);

    const page = await admin(1280);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("it");
    await page.getByText("Albero delle categorie", { exact: true }).waitFor();
    const { row, dialog } = await editCategory(page, "racing");
    expect(await row.textContent()).toContain("Corse");
    // A subcategory with products (the badge: "12 prodotti").
    expect(Number((await row.textContent())!.match(/(\d+) prodott[oi]/)?.[1])).toBeGreaterThan(0);
    expect(await dialog.textContent()).toContain("Modifica categoria");
    const nameIt = dialog.locator("[data-testid=name-it]");
    const slugIt = dialog.locator("[data-testid=slug-it]");
    expect(await nameIt.inputValue()).toBe("Corse");
    expect(await slugIt.inputValue()).toBe("corse");
    expect(await dialog.locator("[data-testid=name-en]").inputValue()).toBe("Racing");
    await nameIt.fill("Automobilismo");
    await slugIt.fill("automobilismo");
    await shot(page, "admin-categories-edit-1280-it", { settle: true });
    await save(page, "Automobilismo");

    // Right after saving, a fresh page of the Italian storefront has the new name: the parent's
    // page (its subcategory links), which was in the page cache with the old one…
    const parent = await storefront("/it/giochi");
    expect(await parent.locator('.km-chip[href="/it/giochi/automobilismo"]').textContent()).toContain("Automobilismo");
    expect(await parent.locator('.km-chip[href="/it/giochi/corse"]').count()).toBe(0);
    await parent.close();
    // …and the category's own page at its new URL (heading and breadcrumb).
    const renamed = await storefront("/it/giochi/automobilismo");
    expect(await heading(renamed)).toBe("Automobilismo");
    expect(await currentCrumb(renamed)).toBe("Automobilismo");
    // The server's own answers agree (no page made before the change is served).
    const html = await (await visit("/it/giochi")).text();
    expect(html).toContain("Automobilismo");
    expect(html).not.toContain('href="/it/giochi/corse"');

    // The old Italian URL moves for good to the new one.
    const moved = await visit("/it/giochi/corse");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/it/giochi/automobilismo");
    await moved.arrayBuffer();
    const followed = await storefront("/it/giochi/corse");
    expect(new URL(followed.url()).pathname).toBe("/it/giochi/automobilismo");
    expect(await heading(followed)).toBe("Automobilismo");
    await followed.close();

    // English is untouched.
    const english = await storefront("/games/racing");
    expect(await heading(english)).toBe("Racing");
    expect(await currentCrumb(english)).toBe("Racing");
    expect(await english.locator("body").textContent()).not.toContain("Automobilismo");
    await english.close();
    const englishHtml = await (await visit("/games/racing")).text();
    expect(englishHtml).toContain("Racing");
    expect(englishHtml).not.toContain("Automobilismo");

    // The admin screen shows the new name and Italian URL, the English ones unchanged.
    await row.getByText("Automobilismo", { exact: true }).waitFor();
    expect(await row.textContent()).toContain("/it/giochi/automobilismo");
    expect(await row.textContent()).toContain("EN · Racing · /games/racing");
    await shot(page, "admin-categories-1280-it", { settle: true });
    await page.close();

    await shot(renamed, "storefront-category-renamed-1280-it", { settle: true });
    await renamed.close();
    const phone = await storefront("/it/giochi/automobilismo", 390);
    expect(await heading(phone)).toBe("Automobilismo");
    await shot(phone, "storefront-category-renamed-390-it", { settle: true });
    await phone.close();
  });

  it("renames a root category at 390 px: the Italian menu shows it at once, the English one does not", async () => {
    for (const url of ["/it/giochi/automobilismo", "/it", "/games"]) await cached(url);
    const page = await admin(390);
    const { dialog } = await editCategory(page, "games");
    const nameIt = dialog.locator("[data-testid=name-it]");
    expect(await nameIt.inputValue()).toBe("Giochi");
    await nameIt.fill("Giochi digitali");
    // Only the name: the slug (and so every URL below it) stays.
    expect(await dialog.locator("[data-testid=slug-it]").inputValue()).toBe("giochi");
    await shot(page, "admin-categories-edit-390-it", { settle: true });
    await save(page, "Giochi digitali");
    await shot(page, "admin-categories-390-it", { settle: true });

    const sub = await storefront("/it/giochi/automobilismo", 390);
    expect(await menuLink(sub, "/it/giochi")).toBe("Giochi digitali");
    expect(await footerLink(sub, "/it/giochi")).toBe("Giochi digitali");
    expect(await sub.locator(".km-breadcrumbs a[href='/it/giochi']").textContent()).toBe("Giochi digitali");
    expect(await heading(sub)).toBe("Automobilismo");
    await sub.close();
    const home = await storefront("/it");
    expect(await menuLink(home, "/it/giochi")).toBe("Giochi digitali");
    await shot(home, "storefront-home-renamed-1280-it", { settle: true });
    await home.close();
    expect((await (await visit("/it")).text()).match(/Giochi digitali/g)?.length).toBeGreaterThanOrEqual(2);

    const english = await storefront("/games");
    expect(await menuLink(english, "/games")).toBe("Games");
    expect(await heading(english)).toBe("Games");
    expect(await english.locator("body").textContent()).not.toContain("Giochi digitali");
    await english.close();
    await page.close();
  });
});
