/**
 * What the account screens need from the server beyond the accounts API itself: the
 * script-readable "signed in" hint cookie (set and cleared with the session cookie), the
 * creation date in the admin users list, and the reset link in the account's language.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, PASSWORD, bearerFor, linkFrom, signUpVerified, signedInBrowser } from "./accounts-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(() => app?.close());

const hint = (b: Browser) => b.lastSetCookie.find((c) => c.startsWith("km_signed_in="));

describe("signed-in hint cookie", () => {
  it("comes with the session on login (readable by scripts, same lifetime) and goes on logout", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const set = hint(b)!;
    expect(set).toMatch(/^km_signed_in=1;/);
    expect(set).toMatch(/; Max-Age=1036800;/);
    expect(set).toMatch(/; Path=\//);
    expect(set).not.toMatch(/HttpOnly/);
    expect(b.cookies.get("km_signed_in")).toBe("1");

    const out = await b.gql(`mutation { logOut }`);
    expect(out.body.data.logOut).toBe(true);
    expect(hint(b)).toMatch(/^km_signed_in=;/);
    expect(b.cookies.has("km_signed_in")).toBe(false);
  });

  it("is also set by the GraphQL login and cleared when the session has ended elsewhere", async () => {
    const b = new Browser(app);
    await b.csrf();
    const r = await b.gql(`mutation($i: LogInInput!) { logIn(input: $i) { __typename } }`, {
      i: { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
    });
    expect(r.body.data.logIn.__typename).toBe("LogInSuccess");
    expect(b.cookies.get("km_signed_in")).toBe("1");
    // The session ends on the server (here: another client logs it out with the same cookie).
    await app.http("POST", "/api/logout", {}, { cookie: b.cookieHeader(), "x-csrf-token": b.cookies.get("km_csrf")! });
    const me = await b.gql(`{ me { email } }`);
    expect(me.body.data.me).toBeNull();
    expect(b.cookies.has("km_session")).toBe(false);
    expect(b.cookies.has("km_signed_in")).toBe(false);
  });
});

describe("admin users list", () => {
  it("gives each user's creation date, newest first", async () => {
    const admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
    const a = await signUpVerified(app);
    const b = await signUpVerified(app);
    const r = await app.gql(`{ users(take: 2) { items { email createdAt } } }`, {}, admin);
    const items = r.body.data.users.items as { email: string; createdAt: string }[];
    expect(items.map((u) => u.email)).toEqual([b.email, a.email]);
    for (const u of items) expect(Number.isNaN(Date.parse(u.createdAt))).toBe(false);
    expect(Date.parse(items[0]!.createdAt)).toBeGreaterThanOrEqual(Date.parse(items[1]!.createdAt));
    const page = await app.http("POST", "/api/admin/users/getByPagination", { page: 1, paginationLimit: 1 }, admin);
    expect(page.body.items[0]).toMatchObject({ email: b.email, createdAt: items[0]!.createdAt });
  });
});

describe("password reset link", () => {
  it("opens the reset page in the account's language", async () => {
    const italian = await signUpVerified(app, { locale: "it" });
    const b = new Browser(app);
    await b.csrf();
    await b.gql(`mutation($e: String!) { requestPasswordReset(input: { email: $e }) }`, { e: italian.email });
    const link = await linkFrom(app, italian.email, "reset-password");
    expect(link).toMatch(/^\/it\/reset-password\?token=[A-Za-z0-9_-]+$/);
    const token = new URL(link, "http://x").searchParams.get("token");
    const r = await b.gql(`mutation($t: String!, $p: String!) { resetPassword(input: { token: $t, newPassword: $p }) { __typename } }`, {
      t: token,
      p: "Nuova-password-2026",
    });
    expect(r.body.data.resetPassword.__typename).toBe("ResetPasswordSuccess");
    await signedInBrowser(app, italian.email, "Nuova-password-2026");
    await expect(signedInBrowser(app, italian.email, PASSWORD)).rejects.toThrow(/401/);
  });
});
