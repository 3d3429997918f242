/**
 * Login throttling (per account and per IP, growing delay, 429 + Retry-After, reset on
 * success) and CSRF (double submit: refused without or with a wrong token).
 */
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, PASSWORD, bearerFor, signUpVerified, signedInBrowser, uniqueEmail } from "./accounts-helpers";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ LOGIN_MAX_FAILS_PER_ACCOUNT: "3", LOGIN_MAX_FAILS_PER_IP: "6", SIGNUP_MAX_PER_IP: "3" });
});
afterAll(() => app?.close());

describe("login throttling", () => {
  it("blocks an account after consecutive failures with 429 and Retry-After, for longer each time", async () => {
    const { email } = await signUpVerified(app);
    // Each attempt from another address: the per-account counter is what trips.
    let ip = 1;
    const attempt = async (password: string) => {
      const b = new Browser(app, { ip: `10.1.0.${ip++}` });
      await b.csrf();
      return b.call("POST", "/api/login", { email, password });
    };
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password-x")).status).toBe(401);
    const blocked = await attempt(PASSWORD); // even the right password waits
    expect(blocked.status).toBe(429);
    expect(blocked.body).toEqual({ result: "BAD_REQUEST", code: "auth/too-many-requests", message: expect.any(String), requestId: expect.any(String) });
    const first = Number(blocked.headers.get("retry-after"));
    expect(first).toBeGreaterThan(20);
    expect(first).toBeLessThanOrEqual(30);

    // GraphQL gives the same code, with the wait.
    const g = new Browser(app, { ip: "10.1.1.1" });
    await g.csrf();
    const r = await g.gql(
      `mutation($e: String!) { logIn(input: { email: $e, password: "x-wrong-pass" }) { ... on ErrorResult { errorCode } ... on TooManyRequestsError { retryAfterSeconds } } }`,
      { e: email },
    );
    expect(r.body.data.logIn.errorCode).toBe("TOO_MANY_REQUESTS");
    expect(r.body.data.logIn.retryAfterSeconds).toBeGreaterThan(0);

    // After the block: the counter starts again, and the next block is twice as long.
    await app.server.dataSource.query(`UPDATE rate_limits SET expire = 0 WHERE key = $1`, [`login_fail_account:${email.toLowerCase()}`]);
    for (let i = 0; i < 3; i++) expect((await attempt("wrong-password-y")).status).toBe(401);
    const second = await attempt("wrong-password-y");
    expect(second.status).toBe(429);
    expect(Number(second.headers.get("retry-after"))).toBeGreaterThan(first + 20);
  });

  it("lets at most the limit through when many wrong passwords arrive at once", async () => {
    const { email } = await signUpVerified(app);
    const tries = Array.from({ length: 40 }, async (_, n) => {
      const b = new Browser(app, { ip: `10.9.${Math.floor(n / 5)}.${n % 5}` }); // 5 per IP: under the IP limit
      await b.csrf();
      return b.call("POST", "/api/login", { email, password: `wrong-password-${n}` });
    });
    const statuses = (await Promise.all(tries)).map((r) => r.status);
    expect(statuses.filter((s) => s === 401).length).toBe(3); // LOGIN_MAX_FAILS_PER_ACCOUNT
    expect(statuses.filter((s) => s === 429).length).toBe(37);
    // And the right password waits too.
    const late = new Browser(app, { ip: "10.9.99.1" });
    await late.csrf();
    const r = await late.call("POST", "/api/login", { email, password: PASSWORD });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeLessThanOrEqual(30);
  });

  it("blocks an IP that fails across many accounts", async () => {
    const b = new Browser(app, { ip: "10.2.0.9" });
    await b.csrf();
    for (let i = 0; i < 6; i++) {
      expect((await b.call("POST", "/api/login", { email: uniqueEmail("spray"), password: "wrong-password-z" })).status).toBe(401);
    }
    const r = await b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password });
    expect(r.status).toBe(429);
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another address is not affected.
    const other = new Browser(app, { ip: "10.2.0.10" });
    await other.csrf();
    expect((await other.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password })).status).toBe(200);
  });

  it("a successful login resets the account's counter", async () => {
    const { email } = await signUpVerified(app);
    const b = new Browser(app, { ip: "10.3.0.1" });
    await b.csrf();
    for (let i = 0; i < 2; i++) expect((await b.call("POST", "/api/login", { email, password: "nope-nope-1" })).status).toBe(401);
    expect((await b.call("POST", "/api/login", { email, password: PASSWORD })).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await b.call("POST", "/api/login", { email, password: "nope-nope-1" })).status).toBe(401);
    expect((await b.call("POST", "/api/login", { email, password: PASSWORD })).status).toBe(200);
  });
});

describe("sign-up throttling", () => {
  it("allows SIGNUP_MAX_PER_IP sign-ups per IP and hour, then answers 429 with Retry-After (REST) or the code and wait (GraphQL)", async () => {
    const b = new Browser(app, { ip: "10.3.0.1" });
    await b.csrf();
    const signUp = (email: string) =>
      b.call("POST", "/api/user/profile/add", { user: { email, name: "Spam", surname: "Bot", marketingConsent: false }, password: PASSWORD, locale: "en" });
    for (let i = 0; i < 3; i++) expect((await signUp(uniqueEmail("burst"))).status).toBe(201);
    const refused = uniqueEmail("burst");
    const r = await signUp(refused);
    expect(r.status).toBe(429);
    expect(r.body).toMatchObject({ code: "auth/too-many-requests" });
    expect(Number(r.headers.get("retry-after"))).toBeGreaterThan(0);
    // No account and no mail for the refused address.
    expect((await app.http("GET", "/dev/mailbox?format=json")).text).not.toContain(refused);

    const gql = await b.call("POST", "/graphql", {
      query: `mutation { signUp(input: { email: "${uniqueEmail("burst")}", name: "Spam", surname: "Bot", password: "${PASSWORD}", marketingConsent: false, locale: en }) { __typename ... on ErrorResult { errorCode } ... on TooManyRequestsError { retryAfterSeconds } } }`,
    });
    expect(gql.body.data.signUp).toMatchObject({ __typename: "TooManyRequestsError", errorCode: "TOO_MANY_REQUESTS" });
    expect(gql.body.data.signUp.retryAfterSeconds).toBeGreaterThan(0);

    // Another address may still sign up.
    const other = new Browser(app, { ip: "10.3.0.2" });
    await other.csrf();
    expect(
      (
        await other.call("POST", "/api/user/profile/add", {
          user: { email: uniqueEmail("other"), name: "Ok", surname: "User", marketingConsent: false },
          password: PASSWORD,
          locale: "en",
        })
      ).status,
    ).toBe(201);
  });
});

describe("CSRF", () => {
  it("refuses REST posts without the token, or with a wrong one, with 403", async () => {
    const b = new Browser(app);
    const token = await b.csrf();
    expect(b.cookies.get("km_csrf")).toBe(token);
    // One km_csrf cookie per answer, the one the body names.
    expect(b.lastSetCookie.filter((c) => c.startsWith("km_csrf="))).toHaveLength(1);
    const cookie = b.lastSetCookie.find((c) => c.startsWith("km_csrf="))!;
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
    const creds = { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password };
    const none = await b.call("POST", "/api/login", creds, {}, { csrf: false });
    expect(none.status).toBe(403);
    expect(none.body).toMatchObject({ result: "BAD_REQUEST", code: "csrf/invalid-token" });
    const wrong = await b.call("POST", "/api/login", creds, { "x-csrf-token": token.replace(/.$/, (c) => (c === "a" ? "b" : "a")) });
    expect(wrong.status).toBe(403);
    // A token copied into the header without the matching cookie does not work either.
    const stranger = await app.http("POST", "/api/login", creds, { "x-csrf-token": token });
    expect(stranger.status).toBe(403);
    expect((await b.call("POST", "/api/login", creds)).status).toBe(200);
  });

  it("refuses cookie-authenticated GraphQL mutations without the token; queries and Bearer calls need none", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const m = `mutation { updateAccount(input: { marketingConsent: true }) { marketingConsent } }`;
    const refused = await b.gql(m, {}, {}, { csrf: false });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].extensions.code).toBe("CSRF_TOKEN_INVALID");
    expect((await b.gql(m, {}, { "x-csrf-token": "forged.value" })).status).toBe(403);
    expect((await b.gql(m)).body.data.updateAccount.marketingConsent).toBe(true);
    expect((await b.gql(`{ me { email } }`, {}, {}, { csrf: false })).body.data.me.email).toBe(DEMO_ACCOUNTS.customer.email);
    // Anonymous catalogue reads need no token, over GraphQL and the public REST calls.
    expect((await app.gql(`{ currencies { code } }`)).status).toBe(200);
    expect((await app.http("POST", "/api/public/categories/get", { locale: "en" })).status).toBe(200);
    // Integrators with a Bearer token need no CSRF token.
    const token = await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    expect((await app.gql(m, {}, { authorization: `Bearer ${token}` })).body.data.updateAccount.marketingConsent).toBe(true);
    expect((await app.http("POST", "/api/user/account/get", {}, { authorization: `Bearer ${token}` })).status).toBe(200);
  });

  it("binds the token to the session: the pre-login token stops working after login", async () => {
    const b = new Browser(app);
    const before = await b.csrf();
    await b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password });
    expect(b.lastSetCookie.filter((c) => c.startsWith("km_csrf="))).toHaveLength(1);
    const after = b.cookies.get("km_csrf");
    expect(after).not.toBe(before);
    expect((await b.call("POST", "/api/user/account/get", {}, { "x-csrf-token": before })).status).toBe(403);
    expect((await b.call("POST", "/api/user/account/get", {})).status).toBe(200);
  });
});
