/**
 * Admin user management (pagination, search, info, block/unblock, resend verification)
 * and seller signup per spec §4, over HTTP with the mail outbox.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, PASSWORD, bearerFor, linkFrom, mailsTo, signUpVerified, signedInBrowser, uniqueEmail } from "./accounts-helpers";

let app: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  app = await startTestApp();
  admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
});
afterAll(() => app?.close());

describe("admin users", () => {
  it("pages through users and searches email, name and surname in any case", async () => {
    const tag = `zq${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await signUpVerified(app, { email: `${tag}.${i}@example.com`, name: i === 0 ? "Ottavia" : "Test" });
    const page1 = await app.http("POST", "/api/admin/users/getByPagination", { page: 1, paginationLimit: 2, mainSearch: tag.toUpperCase() }, admin);
    expect(page1.status).toBe(200);
    expect(page1.body).toMatchObject({ totalItems: 5, page: 1, paginationLimit: 2, totalPages: 3 });
    expect(page1.body.items).toHaveLength(2);
    expect(Object.keys(page1.body.items[0]).sort()).toEqual(["blocked", "createdAt", "email", "id", "name", "role", "surname", "verified"]);
    const page3 = await app.http("POST", "/api/admin/users/getByPagination", { page: 3, paginationLimit: 2, mainSearch: tag }, admin);
    expect(page3.body.items).toHaveLength(1);
    const all = new Set([...page1.body.items, ...page3.body.items].map((u: any) => u.email));
    expect(all.size).toBe(3);

    const byName = await app.gql(`{ users(search: "ottAVIA", take: 10) { totalItems items { email name } } }`, {}, admin);
    expect(byName.body.data.users.items).toContainEqual({ email: `${tag}.0@example.com`, name: "Ottavia" });
    const bySurname = await app.gql(`{ users(search: "conti", take: 10) { items { email } } }`, {}, admin);
    expect(bySurname.body.data.users.items.map((u: any) => u.email)).toContain(DEMO_ACCOUNTS.seller.email);
    const byId = await app.http("POST", "/api/admin/users/getByPagination", { id: page3.body.items[0].id }, admin);
    expect(byId.body.items.map((u: any) => u.id)).toEqual([page3.body.items[0].id]);
    // Wildcards are literal.
    expect((await app.gql(`{ users(search: "%", take: 5) { totalItems } }`, {}, admin)).body.data.users.totalItems).toBe(0);
    // Limits.
    expect((await app.http("POST", "/api/admin/users/getByPagination", { paginationLimit: 101 }, admin)).status).toBe(400);
    expect((await app.gql(`{ users(take: 101) { totalItems } }`, {}, admin)).body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });

  it("shows basic and full info; unknown ids are 404", async () => {
    const { id, email } = await signUpVerified(app);
    await signedInBrowser(app, email, PASSWORD);
    const info = await app.http("POST", "/api/admin/users/info", { userId: id }, admin);
    expect(info.body).toEqual({ id, email, name: "Test", surname: "User", role: "user", blocked: false, verified: true, createdAt: expect.any(String) });
    const full = await app.http("POST", "/api/admin/users/info-full", { userId: id }, admin);
    expect(full.body).toMatchObject({ id, locale: "en", loginMethod: "password", marketingConsent: false, loginCount: 1, seller: null, customerId: null });
    expect(full.body.lastLoginAt).toBeTruthy();
    const seller = await app.gql(
      `query($id: ID!) { user(id: $id) { seller { name vatNumber } } }`,
      {
        id: (await app.gql(`{ users(search: "seller@keymarket.test", take: 1) { items { id } } }`, {}, admin)).body.data.users.items[0].id,
      },
      admin,
    );
    expect(seller.body.data.user.seller.name).toBe("PixelVault");
    for (const userId of ["00000000-0000-4000-8000-000000000000", "not-a-uuid"]) {
      const r = await app.http("POST", "/api/admin/users/info", { userId }, admin);
      expect(r.status).toBe(404);
    }
  });

  it("blocking ends the user's sessions at once and refuses login; unblocking lets them back", async () => {
    const { id, email } = await signUpVerified(app);
    const b = await signedInBrowser(app, email, PASSWORD);
    const bearer = await bearerFor(app, email, PASSWORD);
    const edit = await app.http("POST", "/api/admin/users/edit", { userId: id, blocked: true }, admin);
    expect(edit.body).toMatchObject({ id, blocked: true });
    expect((await b.gql(`{ me { id } }`)).body.data.me).toBeNull();
    expect((await app.gql(`{ me { id } }`, {}, { authorization: `Bearer ${bearer}` })).body.data.me).toBeNull();
    expect((await app.server.dataSource.query(`SELECT count(*)::int AS n FROM sessions WHERE user_id = $1`, [id]))[0].n).toBe(0);
    const again = new Browser(app);
    await again.csrf();
    const refused = await again.call("POST", "/api/login", { email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("auth/user-disabled");
    // A wrong password still answers as a wrong password (no hint that the account exists).
    expect((await again.call("POST", "/api/login", { email, password: "wrong-pass-99" })).body.code).toBe("auth/invalid-login-credentials");
    const unblock = await app.gql(`mutation($id: ID!) { blockUser(input: { userId: $id, blocked: false }) { blocked } }`, { id }, admin);
    expect(unblock.body.data.blockUser.blocked).toBe(false);
    expect((await again.call("POST", "/api/login", { email, password: PASSWORD })).status).toBe(200);
    // Admins cannot block themselves.
    const self = (await app.gql(`{ me { id } }`, {}, admin)).body.data.me.id;
    expect((await app.http("POST", "/api/admin/users/edit", { userId: self, blocked: true }, admin)).status).toBe(400);
  });

  it("resends the verification mail (REST by email, GraphQL by id)", async () => {
    const email = uniqueEmail("resend");
    const b = new Browser(app);
    await b.csrf();
    const created = await b.call("POST", "/api/user/profile/add", { user: { email, name: "R", surname: "S" }, password: PASSWORD, locale: "it" });
    const firstLink = await linkFrom(app, email, "verify-email");
    const r = await app.http("POST", "/api/admin/users/send-verify", { email, name: "R", locale: "en" }, admin);
    expect(r.body).toEqual({ result: "SUCCESS", sent: true });
    const mails = await mailsTo(app, email);
    expect(mails).toHaveLength(2);
    expect(mails[0].locale).toBe("en");
    const g = await app.gql(`mutation($id: ID!) { resendVerification(input: { userId: $id }) { __typename } }`, { id: created.body.user.id }, admin);
    expect(g.body.data.resendVerification.__typename).toBe("ResendVerificationSuccess");
    // Only the newest link works.
    expect((await b.call("GET", firstLink)).headers.get("location")).toContain("verified=0");
    expect((await b.call("GET", await linkFrom(app, email, "verify-email"))).headers.get("location")).toBe("/it/login?verified=1");
    const done = await app.http("POST", "/api/admin/users/send-verify", { email }, admin);
    expect(done.status).toBe(400);
    expect(done.body.code).toBe("auth/email-already-verified");
    expect((await app.http("POST", "/api/admin/users/send-verify", { email: uniqueEmail("none") }, admin)).status).toBe(404);
  });
});

describe("seller signup (spec §4)", () => {
  it("create account → verify mail → seller profile → signed out → sign in again as a seller", async () => {
    const email = uniqueEmail("seller");
    const b = new Browser(app);
    await b.csrf();
    const created = await b.call("POST", "/api/user/profile/add", { user: { email, name: "Sara", surname: "Neri" }, password: PASSWORD, locale: "it" });
    expect(created.status).toBe(201);
    await b.call("GET", await linkFrom(app, email, "verify-email"));
    expect((await b.call("POST", "/api/login", { email, password: PASSWORD })).status).toBe(200);
    const id = created.body.user.id;

    const seller = {
      registrationName: "Neri Digital S.r.l.",
      vatNumber: "it 0123456789 0",
      image: "https://cdn.example.com/logo.png",
      name: "NeriKeys",
      email: "shop@neri.example",
    };
    const badVat = await b.call("POST", "/api/seller/profile/addseller", { id, seller: { ...seller, vatNumber: "IT12345" } });
    expect(badVat.body).toMatchObject({ code: "seller/invalid-vat-number" });
    const badImage = await b.call("POST", "/api/seller/profile/addseller", { id, seller: { ...seller, image: "javascript:alert(1)" } });
    expect(badImage.body).toMatchObject({ code: "seller/invalid-image-url" });

    const r = await b.call("POST", "/api/seller/profile/addseller", { id, seller });
    expect(r.status).toBe(201);
    expect(r.body).toMatchObject({
      result: "SUCCESS",
      signedOut: true,
      seller: { name: "NeriKeys", vatNumber: "IT01234567890", registrationName: "Neri Digital S.r.l.", state: 1 },
    });
    // Signed out: the cookie is cleared and the old session is gone on the server.
    expect(b.lastSetCookie.some((c) => /^km_session=;/.test(c))).toBe(true);
    expect((await b.gql(`{ me { id } }`)).body.data.me).toBeNull();
    const welcome = (await mailsTo(app, email)).find((m) => m.template === "seller-welcome")!;
    expect(welcome.subject).toBe("Benvenuto su KeyMarket, NeriKeys");

    // Sign in again: now a seller, with the seller area's permissions.
    const again = await signedInBrowser(app, email, PASSWORD);
    expect((await again.gql(`{ me { role } }`)).body.data.me.role).toBe("seller");
    expect((await again.gql(`{ sellerProfile { name vatNumber image } }`)).body.data.sellerProfile).toEqual({
      name: "NeriKeys",
      vatNumber: "IT01234567890",
      image: "https://cdn.example.com/logo.png",
    });
    // A seller cannot register twice (the permission is a customer's).
    expect((await again.call("POST", "/api/seller/profile/addseller", { id, seller })).status).toBe(403);
  });

  it("registerSeller over GraphQL validates VAT formats per country", async () => {
    const { email } = await signUpVerified(app);
    const b = await signedInBrowser(app, email, PASSWORD);
    const REG = `mutation($v: String!) { registerSeller(input: { name: "Shop", email: "s@example.com", registrationName: "Shop Ltd", vatNumber: $v }) { __typename ... on ErrorResult { errorCode } } }`;
    for (const v of ["DE12345678", "FR1234567890", "NL123456789B0", "12345678901", "IT1234567890A"]) {
      expect([v, (await b.gql(REG, { v })).body.data.registerSeller.errorCode]).toEqual([v, "INVALID_VAT_NUMBER"]);
    }
    const ok = await b.gql(REG, { v: "DE 123 456 789" });
    expect(ok.body.data.registerSeller.__typename).toBe("RegisterSellerSuccess");
  });
});
