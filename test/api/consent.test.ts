/**
 * Cookie consent: the `km_consent` cookie's format, POST /api/consent (the choice, the
 * landing's campaign cookies only with marketing consent, their removal when it is withdrawn,
 * CSRF and validation), and the third-party script slots waiting for their category.
 */
import { CONSENT_MAX_AGE_MS, newConsent, parseConsent, serializeConsent } from "../../server/ssr/consent";
import { thirdPartySlots } from "../../server/ssr/document";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { Browser } from "./accounts-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
}, 120_000);
afterAll(() => app?.close());

const maxAgeOf = (setCookies: string[], name: string) => {
  const c = setCookies.find((s) => s.startsWith(`${name}=`));
  return c ? Number(/Max-Age=(\d+)/i.exec(c)?.[1]) : undefined;
};

describe("the km_consent value", () => {
  it("round-trips a choice and refuses malformed or outdated values", () => {
    const c = newConsent({ functional: false, analytics: true, marketing: true }, 1_790_000_000_000);
    const raw = serializeConsent(c);
    expect(raw).toMatch(/^1\.011\.[0-9a-z]+\.[0-9a-f]{12}$/);
    expect(parseConsent(raw)).toEqual(c);
    for (const bad of ["", "yes", "1.011", "2.011.abc.0123456789ab", "1.012.abc.0123456789ab", "1.011.abc.0123456789aZ", `${raw};x`, 42, undefined]) {
      expect(parseConsent(bad)).toBeNull();
    }
  });
});

describe("POST /api/consent", () => {
  it("records the choice in km_consent for six months, readable by the page", async () => {
    const b = new Browser(app);
    await b.csrf();
    const res = await b.call("POST", "/api/consent", { functional: true, analytics: false, marketing: false });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ version: 1, functional: true, analytics: false, marketing: false, id: expect.stringMatching(/^[0-9a-f]{12}$/) });
    const cookie = b.lastSetCookie.find((c) => c.startsWith("km_consent="))!;
    expect(cookie).not.toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(maxAgeOf(b.lastSetCookie, "km_consent")).toBe(CONSENT_MAX_AGE_MS / 1000);
    expect(parseConsent(b.cookies.get("km_consent"))).toMatchObject({ functional: true, analytics: false, marketing: false, id: res.body.id });
  });

  it("sets the landing's campaign cookies with the spec's lifetimes only with marketing consent", async () => {
    const landing = {
      search: "?aff=partner1&gclid=abc123&utm_source=newsletter&utm_medium=cpc&awc=999_1&q=elden",
      referrer: "https://deals.example.org/post/1",
    };
    const refused = new Browser(app);
    await refused.csrf();
    await refused.call("POST", "/api/consent", { functional: true, analytics: true, marketing: false, landing });
    for (const name of ["aff", "gclid", "utm_source", "awc", "last_paid_source", "referrer"]) expect(refused.cookies.has(name)).toBe(false);

    const b = new Browser(app);
    await b.csrf();
    const res = await b.call("POST", "/api/consent", { functional: false, analytics: false, marketing: true, landing });
    expect(res.status).toBe(200);
    expect(maxAgeOf(b.lastSetCookie, "aff")).toBe(20 * 86400);
    expect(maxAgeOf(b.lastSetCookie, "gclid")).toBe(86400);
    expect(maxAgeOf(b.lastSetCookie, "utm_source")).toBe(30 * 86400);
    expect(maxAgeOf(b.lastSetCookie, "awc")).toBe(31536000);
    expect(maxAgeOf(b.lastSetCookie, "awin_source")).toBe(31536000);
    expect(maxAgeOf(b.lastSetCookie, "last_paid_source")).toBe(30 * 86400);
    expect(b.cookies.get("last_paid_source")).toBe("google");
    expect(b.cookies.get("referrer")).toBe("deals.example.org");
    expect(b.cookies.has("q")).toBe(false);

    // Withdrawn: every tracking cookie is removed.
    await b.call("POST", "/api/consent", { functional: false, analytics: false, marketing: false });
    for (const name of ["aff", "gclid", "utm_source", "awc", "awin_source", "last_paid_source", "referrer"]) expect(b.cookies.has(name)).toBe(false);
    expect(parseConsent(b.cookies.get("km_consent"))?.marketing).toBe(false);
  });

  it("ignores landing values that are not plain tokens, and a referrer from the shop itself", async () => {
    const b = new Browser(app);
    await b.csrf();
    await b.call("POST", "/api/consent", {
      functional: false,
      analytics: false,
      marketing: true,
      landing: { search: `aff=${encodeURIComponent("<script>")}&chan=${"x".repeat(300)}`, referrer: `${app.url}/games` },
    });
    expect(b.cookies.has("aff")).toBe(false);
    expect(b.cookies.has("chan")).toBe(false);
    expect(b.cookies.has("referrer")).toBe(false);
  });

  it("wants the CSRF token and well-formed choices", async () => {
    const b = new Browser(app);
    await b.csrf();
    const none = await b.call("POST", "/api/consent", { functional: true, analytics: true, marketing: true }, {}, { csrf: false });
    expect(none.status).toBe(403);
    const bad = await b.call("POST", "/api/consent", { functional: "yes", analytics: true });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ result: "BAD_REQUEST" });
    expect(bad.body.message).toMatch(/functional must be true or false/);
    expect(bad.body.message).toMatch(/marketing must be true or false/);
    const long = await b.call("POST", "/api/consent", { functional: true, analytics: true, marketing: true, landing: { search: "a".repeat(2001) } });
    expect(long.status).toBe(400);
    expect(b.cookies.has("km_consent")).toBe(false);
  });
});

describe("third-party script slots", () => {
  const config = { TAG_MANAGER_ID: "GTM-TEST1", CHAT_WIDGET_SRC: "https://chat.example.test/w.js", FRAUD_SCRIPT_SRC: "https://fraud.example.test/f.js" };
  const active = (html: string, slot: string) => new RegExp(`<script nonce="N"[^>]*data-km-slot="${slot}"`).test(html);
  const inert = (html: string, slot: string) => new RegExp(`<script type="text/plain" nonce="N"[^>]*data-km-slot="${slot}"`).test(html);

  it("keeps the tag manager and the chat inert without consent; fraud screening always runs", () => {
    const html = thirdPartySlots(config, "N", null);
    expect(inert(html, "tag-manager")).toBe(true);
    expect(active(html, "tag-manager")).toBe(false);
    expect(inert(html, "chat-widget")).toBe(true);
    expect(html).toContain('data-src="https://chat.example.test/w.js"');
    expect(html).not.toContain(' src="https://www.googletagmanager.com');
    expect(active(html, "fraud-screening")).toBe(true);
  });

  it("runs what each category allows, with Google consent mode defaults from the choice", () => {
    const analytics = thirdPartySlots(config, "N", { functional: false, analytics: true, marketing: false });
    expect(active(analytics, "tag-manager")).toBe(true);
    expect(analytics).toContain('async src="https://www.googletagmanager.com/gtm.js?id=GTM-TEST1"');
    expect(analytics).toContain('"analytics_storage":"granted","ad_storage":"denied"');
    expect(inert(analytics, "chat-widget")).toBe(true);
    const functional = thirdPartySlots(config, "N", { functional: true, analytics: false, marketing: false });
    expect(inert(functional, "tag-manager")).toBe(true);
    expect(active(functional, "chat-widget")).toBe(true);
    const all = thirdPartySlots(config, "N", { functional: true, analytics: true, marketing: true });
    expect(all).not.toContain('type="text/plain"');
    expect(all).toContain('"ad_storage":"granted","ad_user_data":"granted","ad_personalization":"granted"');
  });
});
