/**
 * The GraphQL IDE at /graphql in Chromium: GraphiQL (bundled, Monaco and its workers from
 * this server) opens with the example operations, runs the catalogue example as a guest,
 * runs a seller's query as the signed-in browser user and a mutation with the CSRF header;
 * no console errors, and no request leaves the shop.
 */
import path from "node:path";
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { launchChromium, SCREENSHOTS, signedInBrowser, startBuiltApp, type Browser, type E2eApp } from "./storefront-server";

jest.setTimeout(120_000);

let app: E2eApp;
beforeAll(async () => {
  app = await startBuiltApp();
}, 600_000);
afterAll(() => app?.close());

/** /graphql in a new page: console errors and every URL the page (and its workers) asked for are recorded. */
async function openIde(browser: Browser, errors: string[], requests: string[]): Promise<Page> {
  const page = await browser.context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  page.on("request", (r) => requests.push(r.url()));
  page.on("worker", (w) => requests.push(w.url()));
  await page.goto(`${app.url}/graphql`, { waitUntil: "networkidle" });
  // Monaco's editors are up (the operation editor shows the first example).
  await page.locator(".graphiql-query-editor .monaco-editor .view-lines").waitFor({ timeout: 30_000 });
  return page;
}

/** The text of the response pane (Monaco renders its visible lines; the ones tests read are at the top). */
const responseText = (page: Page) => page.locator(".graphiql-response .view-lines").textContent();

/** Waits until the response pane shows `text`. */
const responseShows = (page: Page, text: string) => page.locator(".graphiql-response .view-lines", { hasText: text }).waitFor({ timeout: 15_000 });

/** Every request went to the shop itself (or stayed in the browser: blob:, data:). */
function expectLocal(requests: string[]): void {
  expect(requests.length).toBeGreaterThan(0);
  expect(requests.filter((u) => !u.startsWith(`${app.url}/`) && !u.startsWith("blob:") && !u.startsWith("data:"))).toEqual([]);
}

describe("GraphiQL at /graphql", () => {
  it("opens with the examples and runs the catalogue query as a guest, offline", async () => {
    const browser = await launchChromium();
    const errors: string[] = [];
    const requests: string[] = [];
    try {
      const page = await openIde(browser, errors, requests);
      await expect(page.title()).resolves.toBe("KeyMarket GraphQL API");
      expect(await page.locator(".graphiql-tab").count()).toBe(5);
      await page.locator(".graphiql-query-editor .view-line", { hasText: "query CatalogueProducts" }).waitFor();

      const answer = page.waitForResponse(
        (r) => r.url() === `${app.url}/graphql` && r.request().method() === "POST" && /CatalogueProducts/.test(r.request().postData() ?? ""),
      );
      await page.locator(".graphiql-execute-button").click();
      const body = (await (await answer).json()) as { data: { products: { items: { name: string; bestPrice: { amount: number } }[] } } };
      const first = body.data.products.items[0]!;
      expect(first.bestPrice.amount).toBeGreaterThan(0);
      await responseShows(page, first.name);
      const shown = await responseText(page);
      expect(shown).toContain('"totalItems"');
      expect(shown).toContain('"bestPrice"');

      // Ctrl+Enter runs it again from the editor.
      await page
        .locator(".graphiql-query-editor .view-line", { hasText: "totalItems" })
        .first()
        .click({ position: { x: 4, y: 4 } });
      const again = page.waitForResponse((r) => r.url() === `${app.url}/graphql` && /CatalogueProducts/.test(r.request().postData() ?? ""));
      await page.keyboard.press("Control+Enter");
      expect((await again).status()).toBe(200);

      await page.screenshot({ path: path.join(SCREENSHOTS, "graphiql.png") });
      expect(errors).toEqual([]);
      expectLocal(requests);
      // Monaco's language workers came from the shop.
      expect(requests.some((u) => /\/graphql\/assets\/graphql\.worker-[\w-]+\.js$/.test(u))).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it("runs the live example: a subscription over WebSocket shows the product's current state", async () => {
    const browser = await launchChromium();
    const errors: string[] = [];
    const requests: string[] = [];
    try {
      const page = await openIde(browser, errors, requests);
      const sockets: string[] = [];
      page.on("websocket", (ws) => sockets.push(ws.url()));
      await page.locator(".graphiql-tab").nth(4).click();
      await page.locator(".graphiql-query-editor .view-line", { hasText: "subscription ProductLive" }).click({ position: { x: 4, y: 4 } });
      await page.keyboard.press("Control+Enter");
      await responseShows(page, '"productUpdated"');
      expect(await responseText(page)).toContain('"stock"');
      expect(sockets).toEqual([`${app.url.replace(/^http/, "ws")}/graphql`]);
      expect(errors).toEqual([]);
      expectLocal(requests);
    } finally {
      await browser.close();
    }
  });

  it("runs a seller's query as the signed-in user, and a mutation with the CSRF header", async () => {
    const errors: string[] = [];
    const requests: string[] = [];
    const browser = await signedInBrowser(app, DEMO_ACCOUNTS.seller, "/seller/offers", errors);
    try {
      const page = await openIde(browser, errors, requests);
      await page.locator(".graphiql-tab").nth(1).click();
      await page.locator(".graphiql-query-editor .view-line", { hasText: "query SellerOffers" }).click({ position: { x: 4, y: 4 } });
      const offers = page.waitForResponse((r) => r.url() === `${app.url}/graphql` && /SellerOffers/.test(r.request().postData() ?? ""));
      await page.keyboard.press("Control+Enter");
      const body = (await (await offers).json()) as { data: { sellerOffers: { totalItems: number; items: { productName: string }[] } } };
      expect(body.data.sellerOffers.totalItems).toBeGreaterThan(0);
      await responseShows(page, body.data.sellerOffers.items[0]!.productName);
      // The tab's variables came with it.
      await page.locator(".graphiql-editor-tool .view-line", { hasText: '"offerId"' }).waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, "graphiql-seller.png") });

      // A new tab with a mutation: it needs the CSRF header (the server refuses it without).
      await page.locator(".graphiql-tab-add").click();
      await page.locator(".graphiql-query-editor .monaco-editor").click();
      await page.keyboard.press("Control+A");
      await page.keyboard.insertText("mutation SignOut { logOut }");
      // GraphiQL takes the operation's name from the editor a moment later (the tab is titled by it):
      // run before that, it would send the previous tab's operation name with the new text.
      await page.locator(".graphiql-tab", { hasText: "SignOut" }).waitFor();
      const logOut = page.waitForResponse((r) => r.url() === `${app.url}/graphql` && /SignOut/.test(r.request().postData() ?? ""));
      await page.keyboard.press("Control+Enter");
      const out = await logOut;
      expect(out.request().headers()["x-csrf-token"]).toBeTruthy();
      expect(await out.json()).toEqual({ data: { logOut: true } });
      await responseShows(page, '"logOut": true');

      expect(errors).toEqual([]);
      expectLocal(requests);
    } finally {
      await browser.close();
    }
  });
});
