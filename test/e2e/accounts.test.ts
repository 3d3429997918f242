/**
 * The account screens in Debian's Chromium against the built app: sign-up in the browser,
 * the verification link from the outbox (/dev/mailbox), login, the account page; an admin
 * blocks that user in /admin/users and the user's open session is refused, a new login
 * shows the blocked message; open-redirect attempts end on /; the Italian login page;
 * seller registration end to end (signed out, signed in again, the green seller area).
 * No console errors anywhere; screenshots at 360 and 1280 px in test-results/screenshots/.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, openPage, SCREENSHOTS, shot, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(180_000);

let app: E2eApp;
/** One browser profile per person: the new customer, the admin, and everybody else. */
let customer: Browser;
let admin: Browser;
let other: Browser;
const errors: string[] = [];

beforeAll(async () => {
  app = await startBuiltApp();
  [customer, admin, other] = await Promise.all([launchChromium(), launchChromium(), launchChromium()]);
}, 600_000);

afterAll(async () => {
  await Promise.all([customer?.close(), admin?.close(), other?.close()]);
  await app?.close();
});

afterEach(() => {
  // Every page opened by a test reports its console errors and uncaught exceptions here.
  expect(errors.splice(0)).toEqual([]);
});

function open(browser: Browser, urlPath: string, opts: { width?: number; dark?: boolean } = {}): Promise<Page> {
  return openPage(browser, app.url, urlPath, errors, opts);
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator("[data-testid=sign-in-form]");
  await form.locator("input[type=email]").fill(email);
  await form.locator("input[type=password]").fill(password);
  await form.locator("[data-testid=sign-in-submit]").click();
}

interface Mail {
  to: string;
  template: string;
  text: string;
}

/** The first link of the newest mail of a template to an address, from the dev outbox. */
async function mailedLink(email: string, template: string): Promise<string> {
  for (let i = 0; i < 40; i++) {
    const r = await fetch(`${app.url}/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
    const mail = ((await r.json()) as { items: Mail[] }).items.find((m) => m.template === template);
    const link = mail && /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (link) return link;
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error(`no ${template} mail to ${email}`);
}

const cookie = async (browser: Browser, name: string) => (await browser.context.cookies(app.url)).find((c) => c.name === name)?.value;
const unique = (prefix: string) => `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Signs up and verifies through the API (the browser path is covered by the first test). */
async function verifiedAccount(email: string, name: string, surname: string, password: string, locale = "en"): Promise<void> {
  const csrf = await fetch(`${app.url}/api/csrf`);
  // The last value of each cookie wins (the answer may set km_csrf more than once).
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const made = await fetch(`${app.url}/api/user/profile/add`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), "x-csrf-token": token },
    body: JSON.stringify({ user: { email, name, surname, marketingConsent: false }, password, locale }),
  });
  expect(made.status).toBe(201);
  expect((await fetch(await mailedLink(email, "verify-email"), { redirect: "manual" })).status).toBe(302);
}

const newCustomer = { email: unique("e2e"), name: "Giulia", surname: "Bianchi", password: "Browser-Test-2026" };

describe("sign-up, verification, login, account", () => {
  it("signs up in the browser, opens the mailed link, signs in and sees the account page", async () => {
    const page = await open(customer, "/login?mode=signup");
    await page.waitForSelector("[data-testid=sign-up-form]");
    await shot(page, "accounts-signup-1280");
    // The form says what is wrong before asking the server.
    await page.click("[data-testid=sign-up-submit]");
    expect(await page.locator("[data-testid=sign-up-form] [data-part=error-text]").count()).toBe(4);

    const form = page.locator("[data-testid=sign-up-form]");
    await form.getByLabel("Email address").fill(newCustomer.email);
    await form.getByLabel("Name", { exact: false }).first().fill(newCustomer.name);
    await form.getByLabel("Surname").fill(newCustomer.surname);
    await form.getByLabel("Password").fill(newCustomer.password);
    await form.getByText("Send me offers").click();
    await form.locator("[data-testid=sign-up-submit]").click();
    await page.waitForSelector("[data-testid=sign-up-done]");
    expect(await page.textContent("[data-testid=sign-up-done]")).toContain(newCustomer.email);

    const link = await mailedLink(newCustomer.email, "verify-email");
    expect(new URL(link).pathname).toBe("/verify-email");
    await page.goto(link, { waitUntil: "networkidle" });
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe("/login?verified=1");
    await page.waitForSelector("[data-testid=verified-banner]");

    await signIn(page, newCustomer.email, newCustomer.password);
    await page.waitForURL(`${app.url}/account`);
    await page.waitForSelector("[data-testid=account-page]");
    expect(await page.textContent("[data-testid=account-name]")).toBe("Giulia Bianchi");
    expect(await cookie(customer, "km_signed_in")).toBe("1");
    // The header knows who is signed in (after the page, which is rendered as a guest).
    await page.waitForSelector("[data-testid=account-menu-name]");
    expect(await page.textContent("[data-testid=account-menu-name]")).toBe("Giulia");
    await shot(page, "accounts-account-1280");

    await page.click("[data-testid=account-tab-settings]");
    await page.waitForSelector("[data-testid=settings-section]");
    // "Send me offers" at sign-up is the settings' one marketing switch, on: subscribed once verified.
    const marketing = page.getByRole("checkbox", { name: "Email me offers and the newsletter" });
    expect(await marketing.isChecked()).toBe(true);
    await shot(page, "accounts-settings-1280");
    await page.getByText("Email me offers and the newsletter").click();
    await page.getByText("You will no longer receive offers and the newsletter").waitFor();
    expect(await marketing.isChecked()).toBe(false);
    await page.getByText("Email me offers and the newsletter").click();
    await page.getByText("You will receive offers and the newsletter").waitFor();
    expect(await marketing.isChecked()).toBe(true);
    await page.close();

    const small = await open(customer, "/account");
    await small.setViewportSize({ width: 360, height: 800 });
    await small.waitForSelector("[data-testid=account-page]");
    await shot(small, "accounts-account-360");
    await small.close();
  });

  it("keeps the language of the page: the Italian login page signs in to the Italian account page", async () => {
    const page = await open(other, "/it/login", { width: 360 });
    await page.waitForSelector("[data-testid=sign-in-form]");
    expect(await page.textContent("h1")).toBe("Accedi");
    expect(await page.locator("[data-testid=sign-in-form]").getByLabel("Indirizzo email").count()).toBe(1);
    expect(await page.textContent("[data-testid=sign-in-submit]")).toBe("Accedi");
    await shot(page, "accounts-login-it-360");
    await signIn(page, DEMO_ACCOUNTS.customer.email, "wrong-password");
    expect(await page.textContent("[data-testid=auth-error]")).toContain("L'indirizzo email o la password sono sbagliati");
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await page.waitForURL(`${app.url}/it/account`);
    await page.waitForSelector("[data-testid=account-page]");
    expect(await page.textContent("h1")).toBe("Il mio account");
    expect(await page.textContent("[data-testid=account-name]")).toBe("Carla Rossi");
    // Signing out ends the session on the server and goes home.
    await page.click("[data-testid=sign-out]");
    await page.waitForURL(`${app.url}/it`);
    expect(await cookie(other, "km_session")).toBeUndefined();
    expect(await cookie(other, "km_signed_in")).toBeUndefined();
    await page.close();
  });
});

describe("blocking", () => {
  it("an admin blocks the new user in /admin/users: the open session is refused, a new login shows the blocked message", async () => {
    // Guests are sent to the login page and come back.
    const page = await open(admin, "/admin/users", { dark: true });
    await page.waitForURL(`${app.url}/login?destination=%2Fadmin%2Fusers`);
    await signIn(page, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    await page.waitForURL(`${app.url}/admin/users`);
    await page.waitForSelector("[data-testid=users-table] tbody tr[data-user]");
    // Always light, even with a dark system preference.
    expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
    await shot(page, "accounts-admin-users-1280");

    await page.fill("[data-testid=users-search]", newCustomer.email.toUpperCase());
    await page.waitForFunction(() => document.querySelector("[data-testid=users-count]")?.textContent === "1 user");
    const row = page.locator(`tr[data-user="${newCustomer.email}"]`);
    expect(await page.locator("tbody tr[data-user]").count()).toBe(1);
    expect(await row.textContent()).toContain("Giulia Bianchi");
    await row.locator("[data-testid=user-details]").click();
    await page.waitForSelector("[data-testid=user-details-body]");
    expect(await page.textContent("[data-testid=user-details-body]")).toContain("Sign-ins1");
    await page.keyboard.press("Escape");
    await page.locator("[data-testid=user-details-dialog]").waitFor({ state: "hidden" });

    await row.locator("[data-testid=user-block]").click();
    const dialog = page.getByRole("alertdialog");
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Block ${newCustomer.email}?`);
    await dialog.locator("[data-testid=confirm]").click();
    await page.waitForSelector(`tr[data-user="${newCustomer.email}"][data-blocked=true]`);
    await page.close();

    // The user's open session no longer works: the account page sends them to sign in.
    const user = await open(customer, "/account");
    await user.waitForURL(`${app.url}/login?destination=%2Faccount`);
    expect(await cookie(customer, "km_session")).toBeUndefined();
    await signIn(user, newCustomer.email, newCustomer.password);
    expect(await user.locator("[data-testid=auth-error]").textContent()).toContain("This account has been disabled");
    expect(new URL(user.url()).pathname).toBe("/login");
    await user.close();

    const small = await open(admin, "/admin/users", { width: 360 });
    await small.waitForSelector("[data-testid=users-table] tbody tr[data-user]");
    await shot(small, "accounts-admin-users-360");
    await small.close();
  });

  it("shows a 403 screen to a signed-in customer in the admin area", async () => {
    const page = await open(other, "/login?destination=/admin/users");
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await page.waitForSelector("[data-testid=forbidden-page]");
    expect(await page.textContent("[data-testid=forbidden-page]")).toContain("403");
    await page.close();
  });
});

describe("long addresses at 390 px", () => {
  it("wrap inside the sign-up confirmation, the account card and the admin's block dialog", async () => {
    const email = `giulia.bianchi.with.a.long.address.${Date.now().toString(36)}@mail.a-very-long-company-domain-name.example.com`;
    const person = await launchChromium();
    try {
      const fits = async (page: Page, selector: string) => {
        const box = page.locator(selector).first();
        await box.waitFor();
        expect(await box.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      };
      const signUp = await open(person, "/login?mode=signup", { width: 390 });
      await signUp.waitForSelector("[data-testid=sign-up-form]");
      const form = signUp.locator("[data-testid=sign-up-form]");
      await form.getByLabel("Email address").fill(email);
      await form.getByLabel("Name", { exact: false }).first().fill("Giulia");
      await form.getByLabel("Surname").fill("Bianchi");
      await form.getByLabel("Password").fill("Browser-Test-2026");
      await form.locator("[data-testid=sign-up-submit]").click();
      await signUp.waitForSelector("[data-testid=sign-up-done]");
      await fits(signUp, "[data-testid=sign-up-done]");
      await shot(signUp, "accounts-long-email-sign-up-390");
      await signUp.close();

      expect((await fetch(await mailedLink(email, "verify-email"), { redirect: "manual" })).status).toBe(302);
      const account = await open(person, "/login?destination=%2Faccount", { width: 390 });
      await signIn(account, email, "Browser-Test-2026");
      await account.waitForURL(`${app.url}/account`);
      await fits(account, "[data-testid=account-email]");
      await shot(account, "accounts-long-email-account-390");
      await account.close();

      // An admin of its own (this test runs alone too), in the same profile signed out.
      await person.context.clearCookies();
      const users = await open(person, "/login?destination=%2Fadmin%2Fusers", { width: 390 });
      await signIn(users, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
      await users.waitForURL(`${app.url}/admin/users`);
      await users.waitForSelector("[data-testid=users-table] tbody tr[data-user]");
      await users.fill("[data-testid=users-search]", email);
      await users.waitForFunction(() => document.querySelector("[data-testid=users-count]")?.textContent === "1 user");
      await users.locator(`tr[data-user="${email}"] [data-testid=user-block]`).click();
      const dialog = users.getByRole("alertdialog");
      await dialog.waitFor();
      await users.waitForTimeout(400); // the dialog's opening animation
      await users.screenshot({ path: path.join(SCREENSHOTS, "accounts-long-email-block-dialog-390.png") });
      expect(await dialog.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await users.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await users.keyboard.press("Escape");
      await users.close();
    } finally {
      await person.close();
    }
  });
});

describe("open redirects", () => {
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)"])(
    "a login with destination=%s ends on /",
    async (destination) => {
      await other.context.clearCookies();
      const page = await open(other, `/login?destination=${encodeURIComponent(destination)}`);
      await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
      await page.waitForURL(`${app.url}/`);
      await page.waitForSelector("[data-testid=account-menu]");
      expect(new URL(page.url()).host).toBe(new URL(app.url).host);
      await page.close();
    },
  );

  it("honours a destination on this site", async () => {
    await other.context.clearCookies();
    const page = await open(other, `/login?destination=${encodeURIComponent("/games/rpg?sort=PRICE_ASC")}`);
    await shot(page, "accounts-login-1280");
    await signIn(page, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    await page.waitForURL(`${app.url}/games/rpg?sort=PRICE_ASC`);
    await page.close();
    await other.context.clearCookies();
    const small = await open(other, "/login?mode=signup", { width: 360 });
    await small.waitForSelector("[data-testid=sign-up-form]");
    await shot(small, "accounts-signup-360");
    await small.close();
    // Storefront pages follow the dark preference.
    const dark = await open(other, "/login", { width: 360, dark: true });
    await dark.waitForSelector("[data-testid=sign-in-form]");
    expect(await dark.evaluate(() => document.documentElement.className)).toContain("dark");
    await shot(dark, "accounts-login-360-dark");
    await dark.close();
  });
});

describe("seller registration", () => {
  it("registers a shop, signs the user out, and after signing in again the green seller area greets them", async () => {
    const seller = await launchChromium();
    try {
      const email = unique("shop");
      await verifiedAccount(email, "Paolo", "Verdi", "Seller-Test-2026");

      const page = await open(seller, "/seller/register", { dark: true });
      await page.waitForURL(`${app.url}/login?destination=%2Fseller%2Fregister`);
      await signIn(page, email, "Seller-Test-2026");
      await page.waitForURL(`${app.url}/seller/register`);
      const form = page.locator("[data-testid=seller-register] form");
      await form.waitFor();
      await shot(page, "accounts-seller-register-1280");
      await form.getByLabel("Shop name").fill("Verdi Keys");
      await form.getByLabel("Registered business name").fill("Verdi Digital S.r.l.");
      await form.getByLabel("VAT number").fill("IT123");
      await form.locator("[data-testid=seller-submit]").click();
      await form.getByText("Enter a VAT number in its country's format").waitFor();
      await form.getByLabel("VAT number").fill("de 123.456.789");
      await form.locator("[data-testid=seller-submit]").click();
      await page.waitForSelector("[data-testid=seller-registered]");
      expect(await page.textContent("[data-testid=seller-registered]")).toContain("Verdi Keys is registered");
      // The server ended the session.
      expect(await cookie(seller, "km_session")).toBeUndefined();

      await page.click("[data-testid=seller-sign-in-again]");
      await page.waitForURL(`${app.url}/login?destination=%2Fseller`);
      await signIn(page, email, "Seller-Test-2026");
      await page.waitForURL(`${app.url}/seller`);
      await page.waitForSelector("[data-testid=seller-greeting]");
      expect(await page.textContent("[data-testid=seller-greeting]")).toBe("Welcome to your seller area, Paolo!");
      expect(await page.textContent("[data-testid=seller-state]")).toBe("Waiting for approval");
      // Green and light.
      expect(await page.evaluate(() => document.documentElement.className)).toContain("light");
      const bar = await page.evaluate(() => getComputedStyle(document.querySelector("[data-area=seller] header")!).backgroundColor);
      const [r, g, b] = bar.match(/\d+/g)!.map(Number);
      expect(g).toBeGreaterThan(r! + 40);
      expect(g).toBeGreaterThan(b! + 20);
      await shot(page, "accounts-seller-area-1280");
      await page.close();

      const small = await open(seller, "/seller");
      await small.setViewportSize({ width: 360, height: 800 });
      await small.waitForSelector("[data-testid=seller-greeting]");
      await shot(small, "accounts-seller-area-360");
      await small.close();
    } finally {
      await seller.close();
    }
  });

  it("shows the registration form at 360 px", async () => {
    const email = unique("shop360");
    await verifiedAccount(email, "Lia", "Neri", "Seller-Test-2026", "it");
    await other.context.clearCookies();
    const page = await open(other, "/it/login?destination=/it/seller/register", { width: 360 });
    await signIn(page, email, "Seller-Test-2026");
    await page.waitForURL(`${app.url}/it/seller/register`);
    await page.waitForSelector("[data-testid=seller-register] form");
    expect(await page.textContent("h1")).toBe("Diventa venditore");
    await shot(page, "accounts-seller-register-360");
    await page.close();
  });
});
