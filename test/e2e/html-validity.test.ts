/**
 * The pages as a validator and a screen reader meet them, in Chromium against the built app:
 * no duplicate `id`, no `aria-label` on an element that cannot carry a name (a plain span or
 * div), exactly one `<main>`, and landmarks of one kind told apart by their names. Storefront
 * pages in both languages as a guest (the legal and contact pages too), the account, cart and
 * checkout frames, and the admin and seller areas signed in.
 */
import type { Page } from "playwright-core";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { e2eSuite, launchChromium, openPage } from "./storefront-server";

jest.setTimeout(240_000);

const suite = e2eSuite();

/** What is wrong with the page's markup, as readable strings (empty when nothing). */
function problems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll("[id]")) seen.set(el.id, (seen.get(el.id) ?? 0) + 1);
    for (const [id, n] of seen) if (n > 1) found.push(`id "${id}" ${n} times`);
    for (const el of document.querySelectorAll("span[aria-label]:not([role]), div[aria-label]:not([role])")) {
      found.push(`aria-label on a plain ${el.tagName.toLowerCase()}: "${el.getAttribute("aria-label")}"`);
    }
    const mains = document.querySelectorAll("main, [role=main]").length;
    if (mains !== 1) found.push(`${mains} <main> elements`);
    // Landmarks of one kind need distinct names when there are several.
    const kinds: Record<string, string> = {
      navigation: "nav, [role=navigation]",
      complementary: "aside, [role=complementary]",
      search: "[role=search], search",
      region: "section[aria-label], section[aria-labelledby], [role=region]",
    };
    const nameOf = (el: Element) =>
      el.getAttribute("aria-label") ??
      (el.getAttribute("aria-labelledby") ?? "")
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? "")
        .join(" ")
        .trim();
    for (const [kind, selector] of Object.entries(kinds)) {
      const landmarks = Array.from(document.querySelectorAll(selector)).filter(
        (el) => (el as HTMLElement).offsetParent !== null || getComputedStyle(el).position === "fixed",
      );
      if (landmarks.length < 2) continue;
      const names = landmarks.map(nameOf);
      const dupes = names.filter((n, i) => names.indexOf(n) !== i);
      if (dupes.length) found.push(`${kind} landmarks without distinct names: ${JSON.stringify(names)}`);
    }
    return found;
  });
}

async function signIn(page: Page, email: string, password: string): Promise<void> {
  const form = page.locator("[data-testid=sign-in-form]");
  await form.locator("input[type=email]").fill(email);
  await form.locator("input[type=password]").fill(password);
  await form.locator("[data-testid=sign-in-submit]").click();
}

describe("valid, well-labelled markup", () => {
  it.each([
    "/",
    "/games",
    "/games/rpg/elden-ring-steam",
    "/search?q=elden",
    "/activation/steam",
    "/it",
    "/it/giochi/gdr/elden-ring-steam",
    "/cart",
    "/login",
    // The legal pages and the contact form, in both languages.
    "/terms",
    "/privacy",
    "/refund-policy",
    "/contact",
    "/it/terms",
    "/it/privacy",
    "/it/refund-policy",
    "/it/contact",
  ])("%s", async (urlPath) => {
    for (const width of [390, 1280]) {
      const page = await suite.open(urlPath, { width });
      expect({ urlPath, width, problems: await problems(page) }).toEqual({ urlPath, width, problems: [] });
      await page.close();
    }
  });

  it.each([
    ["the admin area", "/admin/users", DEMO_ACCOUNTS.admin],
    ["the seller area", "/seller", DEMO_ACCOUNTS.seller],
  ])("%s", async (_name, urlPath, account) => {
    // A browser profile of its own: signed in as this account only.
    const own = await launchChromium();
    try {
      const page = await openPage(own, suite.app.url, `/login?destination=${encodeURIComponent(urlPath)}`, suite.errors);
      await signIn(page, account.email, account.password);
      await page.waitForURL(`${suite.app.url}${urlPath}`);
      await page.waitForSelector("[data-testid=area-page]");
      expect(await problems(page)).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
