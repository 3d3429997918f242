/**
 * The cookie banner in Chromium against the built app, with a tag manager and a chat widget
 * configured (their scripts answered by the test): before a choice no campaign cookie is set
 * and neither script runs; "Accept all" sets the landing's cookies and starts both without a
 * reload; "Choose" allows one category; the footer's "Cookie settings" changes the choice, and
 * withdrawing a running script reloads the page without it; "Reject all" and × set nothing.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { launchChromium, openPage, SCREENSHOTS, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(240_000);

let app: E2eApp;
let browser: Browser;
const errors: string[] = [];
const TRACKING = ["aff", "gclid", "utm_source", "utm_medium", "last_paid_source", "referrer"];

beforeAll(async () => {
  app = await startBuiltApp({ TAG_MANAGER_ID: "GTM-KMTEST", CHAT_WIDGET_SRC: "https://chat.example.test/widget.js" });
  browser = await launchChromium({ consent: false });
  // The third parties, answered here: each script counts its runs.
  await browser.context.route("https://www.googletagmanager.com/**", (r) =>
    r.fulfill({ contentType: "application/javascript", body: "window.__gtm=(window.__gtm||0)+1;" }),
  );
  await browser.context.route("https://chat.example.test/**", (r) =>
    r.fulfill({ contentType: "application/javascript", body: "window.__chat=(window.__chat||0)+1;" }),
  );
}, 600_000);
afterAll(async () => {
  await browser?.close();
  await app?.close();
});
beforeEach(() => browser.context.clearCookies());
afterEach(() => {
  expect(errors.splice(0)).toEqual([]);
});

const cookies = async () => new Map((await browser.context.cookies(app.url)).map((c) => [c.name, c]));
const ran = (page: Page) =>
  page.evaluate(() => ({ gtm: (window as unknown as { __gtm?: number }).__gtm ?? 0, chat: (window as unknown as { __chat?: number }).__chat ?? 0 }));
const inertSlots = (page: Page) =>
  page.evaluate(() => Array.from(document.querySelectorAll<HTMLScriptElement>('script[type="text/plain"][data-km-slot]'), (s) => s.dataset.kmSlot));

describe("cookie consent", () => {
  it("sets no campaign cookie and runs no tag manager or chat before a choice; Accept all does both, without a reload", async () => {
    const page = await openPage(browser, app.url, "/?aff=partner1&utm_source=newsletter&utm_medium=cpc&gclid=abc123", errors, { width: 390 });
    const banner = page.locator("[data-testid=consent-banner]");
    await banner.waitFor();
    expect(await banner.locator("h2").textContent()).toBe("Your privacy, your choice");
    await page.screenshot({ path: path.join(SCREENSHOTS, "consent-banner-en-390.png") });
    const before = await cookies();
    for (const name of [...TRACKING, "km_consent"]) expect(before.has(name)).toBe(false);
    expect(await ran(page)).toEqual({ gtm: 0, chat: 0 });
    expect(await inertSlots(page)).toEqual(["tag-manager", "tag-manager", "chat-widget"]);

    // A client-side navigation first: the landing's parameters wait in memory, not in the address.
    await page.click("a[href='/games']");
    await page.waitForURL(`${app.url}/games`);
    await page.click("[data-testid=consent-accept]");
    await banner.waitFor({ state: "detached" });
    await page.waitForFunction(
      () => (window as unknown as { __gtm?: number; __chat?: number }).__gtm === 1 && (window as unknown as { __chat?: number }).__chat === 1,
    );
    expect(await inertSlots(page)).toEqual([]);
    const after = await cookies();
    expect(after.get("km_consent")?.value).toMatch(/^1\.111\./);
    expect(after.get("aff")?.value).toBe("partner1");
    expect(after.get("utm_source")?.value).toBe("newsletter");
    expect(after.get("last_paid_source")?.value).toBe("google");
    const days = (name: string) => Math.round((after.get(name)!.expires * 1000 - Date.now()) / 86_400_000);
    expect(days("aff")).toBe(20);
    expect(days("gclid")).toBe(1);
    expect(days("utm_source")).toBe(30);
    expect(days("km_consent")).toBe(180);
    // Google consent mode: the defaults said denied, the update grants what was chosen.
    const consentCommands = await page.evaluate(() =>
      ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
        .filter((e) => Object.prototype.toString.call(e) === "[object Arguments]")
        .map((e) => Array.from(e as ArrayLike<unknown>)),
    );
    expect(consentCommands).toEqual([
      ["consent", "default", { analytics_storage: "denied", ad_storage: "denied", ad_user_data: "denied", ad_personalization: "denied" }],
      ["consent", "update", { analytics_storage: "granted", ad_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" }],
    ]);

    // The next page comes with the scripts running and no banner, even before hydration.
    const html = await (await fetch(`${app.url}/games`, { headers: { cookie: `km_consent=${after.get("km_consent")!.value}` } })).text();
    expect(html).toMatch(/<html[^>]* data-km-consent/);
    expect(html).not.toContain('type="text/plain"');
    await page.reload();
    // Hidden by CSS from the first paint; it leaves the DOM once hydration has read the choice.
    expect(await banner.isVisible()).toBe(false);
    await page.waitForSelector("html[data-hydrated]");
    expect(await banner.isVisible()).toBe(false);
    await banner.waitFor({ state: "detached" });
    expect(await ran(page)).toEqual({ gtm: 1, chat: 1 });
    await page.close();
  });

  it("Choose allows one category; the footer's Cookie settings changes it, and a withdrawn script stops with a reload (Italian, dark)", async () => {
    const page = await openPage(browser, app.url, "/it?aff=partner2", errors, { dark: true });
    await page.click("[data-testid=consent-choose]");
    const dialog = page.locator("[data-testid=consent-settings]");
    await dialog.waitFor();
    expect(await dialog.locator("h2").textContent()).toBe("Impostazioni cookie");
    expect(await page.evaluate(() => document.querySelector("dialog")?.matches(":modal"))).toBe(true);
    await page.screenshot({ path: path.join(SCREENSHOTS, "consent-settings-it-1280-dark.png") });
    await dialog.locator("[data-testid=consent-analytics]").check();
    await dialog.locator("[data-testid=consent-save]").click();
    await dialog.waitFor({ state: "detached" });
    await page.waitForFunction(() => (window as unknown as { __gtm?: number }).__gtm === 1);
    let jar = await cookies();
    expect(jar.get("km_consent")?.value).toMatch(/^1\.010\./);
    expect(jar.has("aff")).toBe(false);
    expect(await inertSlots(page)).toEqual(["chat-widget"]);
    expect(await ran(page)).toEqual({ gtm: 1, chat: 0 });

    // Changed from the footer: statistics off, chat on. The running tag manager needs a reload to stop.
    await page.click("[data-testid=cookie-settings]");
    await dialog.waitFor();
    expect(await dialog.locator("[data-testid=consent-analytics]").isChecked()).toBe(true);
    await dialog.locator("[data-testid=consent-analytics]").uncheck();
    await dialog.locator("[data-testid=consent-functional]").check();
    await Promise.all([page.waitForEvent("load"), dialog.locator("[data-testid=consent-save]").click()]);
    await page.waitForSelector("html[data-hydrated]");
    jar = await cookies();
    expect(jar.get("km_consent")?.value).toMatch(/^1\.100\./);
    expect(await inertSlots(page)).toEqual(["tag-manager", "tag-manager"]);
    expect(await ran(page)).toEqual({ gtm: 0, chat: 1 });
    await page.close();
  });

  it("Reject all and × set nothing but the choice; Escape closes the settings without choosing", async () => {
    const page = await openPage(browser, app.url, "/?aff=partner3", errors);
    await page.screenshot({ path: path.join(SCREENSHOTS, "consent-banner-en-1280.png") });
    await page.click("[data-testid=consent-choose]");
    await page.locator("[data-testid=consent-settings]").waitFor();
    await page.keyboard.press("Escape");
    await page.locator("[data-testid=consent-settings]").waitFor({ state: "detached" });
    expect((await cookies()).has("km_consent")).toBe(false);
    await page.click("[data-testid=consent-reject]");
    await page.locator("[data-testid=consent-banner]").waitFor({ state: "detached" });
    let jar = await cookies();
    expect(jar.get("km_consent")?.value).toMatch(/^1\.000\./);
    for (const name of TRACKING) expect(jar.has(name)).toBe(false);
    expect(await ran(page)).toEqual({ gtm: 0, chat: 0 });
    await page.close();

    await browser.context.clearCookies();
    const again = await openPage(browser, app.url, "/?aff=partner3", errors, { width: 390 });
    await again.getByRole("button", { name: "Close and continue without accepting" }).click();
    await again.locator("[data-testid=consent-banner]").waitFor({ state: "detached" });
    jar = await cookies();
    expect(jar.get("km_consent")?.value).toMatch(/^1\.000\./);
    expect(jar.has("aff")).toBe(false);
    await again.close();
  });
});
