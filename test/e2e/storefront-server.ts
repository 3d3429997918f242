/**
 * The built app for the e2e tests: `node dist/server/main.js` (built first when sources
 * changed, as `npm start` does) on its own copy of the seeded template database, and
 * Debian's Chromium driven by playwright-core with the flags it needs as root.
 */
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import chromiumFlags from "../../scripts/chromium-flags.json";
import { createTestDatabase } from "../helpers/test-db";

export const ROOT = path.resolve(__dirname, "../..");
export const SCREENSHOTS = path.join(ROOT, "test-results", "screenshots");

/** STACK.md: what Chromium needs to run headless as root, offline (the measurement scripts use the same list). */
export const CHROMIUM_FLAGS: string[] = chromiumFlags;
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

export interface E2eApp {
  url: string;
  databaseUrl: string;
  logs: string[];
  close(): Promise<void>;
}

/** Builds if needed, then starts the built server on a fresh database copy. */
export async function startBuiltApp(env: Record<string, string> = {}): Promise<E2eApp> {
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "ensure-build.mjs")], { cwd: ROOT, stdio: "inherit" });
  const db = await createTestDatabase();
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const logs: string[] = [];
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, "dist", "server", "main.js")], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: url,
      DATABASE_URL: db.url,
      SEED_DEMO: "false",
      LOG_LEVEL: "info",
      DB_POOL_SIZE: "5",
      SIGNUP_MAX_PER_IP: "10000",
      JOBS_POLL_SECONDS: "0.5",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const collect = (b: Buffer) => logs.push(...b.toString().split("\n").filter(Boolean));
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode != null) throw new Error(`the server exited early:\n${logs.join("\n")}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${logs.join("\n")}`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    databaseUrl: db.url,
    logs,
    close: async () => {
      if (child.exitCode == null) {
        child.kill("SIGTERM");
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        if (child.exitCode == null) child.kill("SIGKILL");
      }
      await db.drop();
    },
  };
}

export interface Browser {
  context: BrowserContext;
  close(): Promise<void>;
}

/**
 * A new page of `browser` at `baseUrl + urlPath`, once hydrated: `width` × 900 (1280 by default), light
 * or dark; its console errors and uncaught exceptions are pushed to `errors` (tests expect none).
 */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  urlPath: string,
  errors: string[],
  opts: { width?: number; dark?: boolean } = {},
): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: opts.width ?? 1280, height: 900 });
  await page.emulateMedia({ colorScheme: opts.dark ? "dark" : "light" });
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  await page.goto(baseUrl + urlPath, { waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { timeout: 15_000 });
  return page;
}

/**
 * The storefront renders some parts only near the screen (`content-visibility: auto`: the rails'
 * lists, a product's details, the footer). A whole-page picture shows what the screen does not,
 * so everything is rendered for it, whichever parts the stylesheet defers.
 */
const RENDER_OFF_SCREEN = "* { content-visibility: visible !important }";

/**
 * A picture of `page` in test-results/screenshots/`name`.png, once its network is quiet (and
 * with `settle`, its animations ended: an opening dialog fades in): the whole page, or with
 * `fullPage: false` only the screen (a dialog, a toast); fails when the page is wider than its
 * screen.
 */
export async function shot(page: Page, name: string, opts: { settle?: boolean; fullPage?: boolean } = {}): Promise<void> {
  const { settle = false, fullPage = true } = opts;
  await page.waitForLoadState("networkidle");
  if (settle) await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => undefined))));
  const width = page.viewportSize()!.width;
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  if (fullPage) await page.addStyleTag({ content: RENDER_OFF_SCREEN });
  await page.screenshot({ path: path.join(SCREENSHOTS, `${name}.png`), fullPage });
}

/**
 * The `km_consent` cookie of a visitor who chose "Reject all" (server/ssr/consent.ts), so the
 * cookie banner does not cover what a test looks at; test/e2e/consent.test.ts starts without it.
 */
export const REJECTED_CONSENT = { name: "km_consent", value: `1.000.${Date.now().toString(36)}.0123456789ab`, domain: "127.0.0.1", path: "/" };

/** A browser with its own profile; by default a visitor who has already answered the cookie banner (also after clearCookies()). */
export async function launchChromium(opts: { consent?: boolean } = {}): Promise<Browser> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "km-e2e-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: 1280, height: 900 },
    colorScheme: "light",
    locale: "en-GB",
  });
  if (opts.consent !== false) {
    await context.addCookies([REJECTED_CONSENT]);
    // Forgetting the cookies (a new visitor, signed out) keeps the cookie choice: the banner stays away.
    const clearCookies = context.clearCookies.bind(context);
    context.clearCookies = async (...args: Parameters<BrowserContext["clearCookies"]>) => {
      await clearCookies(...args);
      await context.addCookies([REJECTED_CONSENT]);
    };
  }
  mkdirSync(SCREENSHOTS, { recursive: true });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Fills and sends the sign-in form of the page (at /login) as `account`. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  const form = page.locator("[data-testid=sign-in-form]");
  await form.locator("input[type=email]").fill(account.email);
  await form.locator("input[type=password]").fill(account.password);
  await form.locator("[data-testid=sign-in-submit]").click();
}

/** Signs `browser` in as `account` through the sign-in form, which goes on to `destination`. */
export async function signInThrough(
  browser: Browser,
  app: E2eApp,
  account: { email: string; password: string },
  destination: string,
  errors: string[],
): Promise<void> {
  const page = await openPage(browser, app.url, `/login?destination=${encodeURIComponent(destination)}`, errors);
  await signIn(page, account);
  await page.waitForURL(`${app.url}${destination}`);
  await page.close();
}

/** A new browser signed in as `account` (see signInThrough). */
export async function signedInBrowser(app: E2eApp, account: { email: string; password: string }, destination: string, errors: string[]): Promise<Browser> {
  const browser = await launchChromium();
  await signInThrough(browser, app, account, destination, errors);
  return browser;
}

/**
 * A test file's app and browser (signed in through the form with `opts.signIn`): started before
 * its tests, stopped after them; the console errors and uncaught exceptions of the pages a test
 * opened (through `open`) fail that test.
 */
export function e2eSuite(env: Record<string, string> = {}, opts: { signIn?: { account: { email: string; password: string }; destination: string } } = {}) {
  const suite = {
    app: undefined as unknown as E2eApp,
    browser: undefined as unknown as Browser,
    errors: [] as string[],
    open: (urlPath: string, opts: { width?: number; dark?: boolean } = {}) => openPage(suite.browser, suite.app.url, urlPath, suite.errors, opts),
  };
  beforeAll(async () => {
    suite.app = await startBuiltApp(env);
    suite.browser = opts.signIn ? await signedInBrowser(suite.app, opts.signIn.account, opts.signIn.destination, suite.errors) : await launchChromium();
  }, 600_000);
  afterAll(async () => {
    await suite.browser?.close();
    await suite.app?.close();
  });
  afterEach(() => {
    expect(suite.errors.splice(0)).toEqual([]);
  });
  return suite;
}

/**
 * On /checkout with the cart in it: gives an Italian billing address, accepts the terms and waives
 * withdrawal, pays on the sandbox's page with the approving test card (and its 3-D Secure code when
 * the shop asks for one) and waits for the confirmation of a Sold order. Answers the order's id.
 */
export async function payAtCheckout(page: Page): Promise<string> {
  const checkout = page.locator("[data-testid=checkout-form]");
  await checkout.getByLabel("Street and number").fill("Via Roma 1");
  await checkout.getByLabel("City").fill("Milano");
  await checkout.getByLabel("Postal code").fill("20100");
  await checkout.locator("[data-testid=checkout-country]").selectOption("IT");
  await page.locator("[data-testid=consent-terms] [data-part=control]").click();
  await page.locator("[data-testid=consent-withdrawal] [data-part=control]").click();
  await page.click("[data-testid=checkout-pay]");

  await page.waitForURL(/\/checkout\/sandbox\/[0-9a-f-]{36}$/);
  await page.waitForSelector("[data-testid=sandbox-card-form]");
  await page.locator("[data-testid=sandbox-card-number]").pressSequentially("4242424242424242");
  await page.locator("[data-testid=sandbox-expiry]").pressSequentially("1230");
  await page.locator("[data-testid=sandbox-cvc]").fill("123");
  await page.click("[data-testid=sandbox-pay]");
  const challenge = await Promise.race([
    page.waitForSelector("[data-testid=sandbox-challenge-code]", { timeout: 15_000 }).then(() => true),
    page.waitForURL(/\/checkout\/confirmation\//, { timeout: 15_000 }).then(() => false),
  ]);
  if (challenge) {
    await page.fill("[data-testid=sandbox-challenge-code]", "1234");
    await page.click("[data-testid=sandbox-challenge-submit]");
  }
  await page.waitForSelector("[data-testid=confirmation-page][data-status=Sold]", { timeout: 20_000 });
  return page.url().split("/").pop()!;
}

/** A bearer session of `account` (the API's own sign-in, CSRF token and all), for API calls beside the browser. */
export async function bearerToken(app: E2eApp, account: { email: string; password: string }): Promise<string> {
  const csrf = await fetch(`${app.url}/api/csrf`);
  const jar = new Map(csrf.headers.getSetCookie().map((c) => c.split(";")[0]!.split("=") as [string, string]));
  const token = ((await csrf.json()) as { csrfToken: string }).csrfToken;
  const r = await fetch(`${app.url}/api/login`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "), "x-csrf-token": token },
    body: JSON.stringify({ email: account.email, password: account.password, bearer: true }),
  });
  expect(r.status).toBe(200);
  return ((await r.json()) as { token: string }).token;
}

/** A GraphQL call with a bearer session; fails the test on any GraphQL error. */
export async function gqlAs<T>(app: E2eApp, token: string, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const r = await fetch(`${app.url}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await r.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}
