/**
 * Accounts over HTTP against a real server and Postgres: sign-up with verification via the
 * outbox, login per spec §4, sessions (cookie flags, Bearer, logout), password reset and
 * change, account settings and deletion.
 */
import { Client } from "pg";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, PASSWORD, bearerFor, linkFrom, mailsTo, signUpVerified, signedInBrowser, uniqueEmail } from "./accounts-helpers";

let app: TestApp;
let db: Client;

beforeAll(async () => {
  app = await startTestApp();
  db = new Client({ connectionString: app.server.databaseUrl });
  await db.connect();
});
afterAll(async () => {
  await db?.end();
  await app?.close();
});

const ME = `{ me { id email name role emailVerified loginMethod locale } }`;

describe("sign-up and email verification", () => {
  it("sign-up → verification mail in the outbox → link → login → me", async () => {
    const email = uniqueEmail("signup");
    const b = new Browser(app);
    await b.csrf();
    const r = await b.gql(
      `mutation($input: SignUpInput!) { signUp(input: $input) { __typename ... on SignUpSuccess { verificationSent user { email emailVerified locale } } ... on ErrorResult { errorCode } } }`,
      { input: { email, name: "Giulia", surname: "Verdi", password: PASSWORD, marketingConsent: true, locale: "it", referrer: "aff-42" } },
    );
    expect(r.status).toBe(200);
    expect(r.body.data.signUp).toEqual({ __typename: "SignUpSuccess", verificationSent: true, user: { email, emailVerified: false, locale: "it" } });

    const [mail] = await mailsTo(app, email);
    expect(mail).toMatchObject({ template: "verify-email", locale: "it", subject: "Conferma il tuo indirizzo email", status: "sent" });
    expect(mail.html).toContain("Conferma la mia email");
    const link = await linkFrom(app, email, "verify-email");
    expect(link).toMatch(/^\/verify-email\?token=[A-Za-z0-9_-]{43}$/);
    // Only the hash of the token is stored.
    const token = new URL(link, "http://x").searchParams.get("token")!;
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM account_tokens WHERE token_hash::text LIKE '%' || $1 || '%'`, [token]);
    expect(rows[0].n).toBe(0);
    const { rows: ttl } = await db.query(
      `SELECT extract(epoch FROM t.expires_at - t.created_at)::int AS s FROM account_tokens t JOIN users u ON u.id = t.user_id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    expect(ttl[0].s).toBeGreaterThan(24 * 3600 - 60);
    expect(ttl[0].s).toBeLessThanOrEqual(24 * 3600);

    // The link works without JavaScript: verify, then the Italian login page.
    const v = await b.call("GET", link);
    expect(v.status).toBe(302);
    expect(v.headers.get("location")).toBe("/it/login?verified=1");
    // Single use.
    const again = await b.call("GET", link);
    expect(again.headers.get("location")).toBe("/login?verified=0&error=INVALID_ACTION_CODE");

    const login = await b.gql(
      `mutation($input: LogInInput!) { logIn(input: $input) { __typename ... on LogInSuccess { destination token user { email } } ... on ErrorResult { errorCode } } }`,
      { input: { email: email.toUpperCase(), password: PASSWORD, destination: "/account" } },
    );
    expect(login.body.data.logIn).toEqual({ __typename: "LogInSuccess", destination: "/account", token: null, user: { email } });
    const me = await b.gql(ME);
    expect(me.body.data.me).toMatchObject({ email, name: "Giulia", role: "user", emailVerified: true, loginMethod: "password", locale: "it" });

    // The login was recorded: method, time, IP.
    const { rows: events } = await db.query(
      `SELECT method, success, ip FROM login_events e JOIN users u ON u.id = e.user_id WHERE lower(u.email) = lower($1)`,
      [email],
    );
    expect(events).toEqual([{ method: "password", success: true, ip: expect.stringMatching(/127\.0\.0\.1/) }]);
  });

  it("an expired verification link is refused with its code", async () => {
    const email = uniqueEmail("expired");
    const b = new Browser(app);
    await b.csrf();
    await b.call("POST", "/api/user/profile/add", { user: { email, name: "A", surname: "B" }, password: PASSWORD });
    await db.query(`UPDATE account_tokens SET expires_at = now() - interval '1 second' WHERE user_id = (SELECT id FROM users WHERE email = $1)`, [email]);
    const link = await linkFrom(app, email, "verify-email");
    const r = await b.gql(`mutation($t: String!) { verifyEmail(input: { token: $t }) { __typename ... on ErrorResult { errorCode } } }`, {
      t: new URL(link, "http://x").searchParams.get("token"),
    });
    expect(r.body.data.verifyEmail).toEqual({ __typename: "ExpiredActionCodeError", errorCode: "EXPIRED_ACTION_CODE" });
  });

  it("an unverified email cannot log in (auth/email-not-verified), checked before the password", async () => {
    const email = uniqueEmail("unverified");
    const b = new Browser(app);
    await b.csrf();
    await b.call("POST", "/api/user/profile/add", { user: { email, name: "A", surname: "B" }, password: PASSWORD });
    const right = await b.call("POST", "/api/login", { email, password: PASSWORD });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ result: "BAD_REQUEST", code: "auth/email-not-verified", message: expect.any(String), requestId: expect.any(String) });
    const wrong = await b.call("POST", "/api/login", { email, password: "not-the-password" });
    expect(wrong.body.code).toBe("auth/email-not-verified");
    expect((await b.call("POST", "/api/user/profile/verify", { email })).body).toEqual({ verified: false });
    expect((await b.call("POST", "/api/user/profile/verify", { email: DEMO_ACCOUNTS.customer.email })).body).toEqual({ verified: true });
    expect((await b.call("POST", "/api/user/profile/verify", { email: uniqueEmail("nobody") })).body).toEqual({ verified: false });
  });

  it("a taken email (any case) answers auth/email-already-in-use", async () => {
    const b = new Browser(app);
    await b.csrf();
    const r = await b.call("POST", "/api/user/profile/add", {
      user: { email: DEMO_ACCOUNTS.customer.email.toUpperCase(), name: "X", surname: "Y" },
      password: PASSWORD,
    });
    expect(r.status).toBe(400);
    expect(r.body).toEqual({ result: "BAD_REQUEST", code: "auth/email-already-in-use", message: expect.any(String), requestId: expect.any(String) });
    const g = await b.gql(`mutation($input: SignUpInput!) { signUp(input: $input) { ... on ErrorResult { errorCode message } } }`, {
      input: { email: DEMO_ACCOUNTS.customer.email, name: "X", surname: "Y", password: PASSWORD },
    });
    expect(g.body.data.signUp.errorCode).toBe("EMAIL_ALREADY_IN_USE");
  });

  it("refuses bad input with 400s and weak passwords with auth/weak-password", async () => {
    const b = new Browser(app);
    await b.csrf();
    const bad = await b.call("POST", "/api/user/profile/add", { user: { email: "not-an-email", name: "X", surname: "Y" }, password: PASSWORD });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/user\.email/);
    const weak = await b.call("POST", "/api/user/profile/add", { user: { email: uniqueEmail(), name: "X", surname: "Y" }, password: "short" });
    expect(weak.body.code).toBe("auth/weak-password");
    const g = await b.gql(`mutation { signUp(input: { email: "nope", name: "a", surname: "b", password: "whatever-long" }) { __typename } }`);
    expect(g.body.errors[0].extensions.code).toBe("BAD_USER_INPUT");
  });
});

describe("login", () => {
  it("answers unknown email and wrong password identically (message and, roughly, time)", async () => {
    const b = new Browser(app, { ip: "10.9.0.1" });
    await b.csrf();
    const timed = async (email: string) => {
      const t0 = performance.now();
      const res = await b.call("POST", "/api/login", { email, password: "wrong-password-1" });
      return { res, ms: performance.now() - t0 };
    };
    // Three rounds, in alternating order; each kind's fastest counts (load on the machine
    // only ever adds time, and one slow sample said nothing about the server).
    const wrongMs: number[] = [];
    const unknownMs: number[] = [];
    const bodies: unknown[] = [];
    for (let round = 0; round < 3; round++) {
      const pair = round % 2 === 0 ? [true, false] : [false, true];
      for (const known of pair) {
        const { res, ms } = await timed(known ? DEMO_ACCOUNTS.seller.email : uniqueEmail("ghost"));
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ result: "BAD_REQUEST", code: "auth/invalid-login-credentials", message: expect.any(String), requestId: expect.any(String) });
        (known ? wrongMs : unknownMs).push(ms);
        // Each answer carries its own request's id; the rest must not differ.
        bodies.push({ ...res.body, requestId: undefined });
      }
    }
    // The same answer, word for word, for an unknown address and a wrong password.
    for (const body of bodies) expect(body).toEqual(bodies[0]);
    // Both run one argon2id verification: within a factor of 3 of each other.
    const [a, c] = [Math.min(...wrongMs), Math.min(...unknownMs)];
    expect(Math.max(a, c) / Math.min(a, c)).toBeLessThan(3);
  });

  it("honours destination only on the site's own host or localhost", async () => {
    const cases: [string, string][] = [
      ["/account?tab=orders", "/account?tab=orders"],
      ["http://localhost:3000/cart", "http://localhost:3000/cart"],
      [`${app.url}/checkout`, `${app.url}/checkout`],
      ["https://evil.example/", "/"],
      ["//evil.example/account", "/"],
      ["/\\evil.example", "/"],
      ["javascript:alert(1)", "/"],
      ["https://localhost@evil.example/", "/"],
      ["https://evil.example@localhost/", "/"],
    ];
    for (const [destination, expected] of cases) {
      const b = new Browser(app);
      await b.csrf();
      const r = await b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password, destination });
      expect([destination, r.body.destination]).toEqual([destination, expected]);
    }
  });

  it("sets the session cookie HttpOnly, SameSite=Lax, Max-Age 10368e5 ms, path /; Secure behind HTTPS", async () => {
    const b = new Browser(app);
    await b.csrf();
    await b.call("POST", "/api/login", { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password });
    const cookie = b.lastSetCookie.find((c) => c.startsWith("km_session="))!;
    expect(cookie).toMatch(/^km_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; Max-Age=1036800;/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    // The token is stored hashed only.
    const token = b.cookies.get("km_session")!;
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM sessions WHERE token_hash = sha256(convert_to($1, 'UTF8'))`, [token]);
    expect(rows[0].n).toBe(1);

    const https = new Browser(app);
    await https.call("GET", "/api/csrf", undefined, { "x-forwarded-proto": "https" });
    await https.call(
      "POST",
      "/api/login",
      { email: DEMO_ACCOUNTS.customer.email, password: DEMO_ACCOUNTS.customer.password },
      { "x-forwarded-proto": "https" },
    );
    expect(https.lastSetCookie.find((c) => c.startsWith("km_session="))).toMatch(/; Secure/);
  });

  it("accepts Authorization: Bearer; no token, an unknown one or the placeholder mean guest", async () => {
    const token = await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await app.gql(ME, {}, { authorization: `Bearer ${token}` });
    expect(me.body.data.me).toMatchObject({ email: DEMO_ACCOUNTS.admin.email, role: "admin" });
    const guests: Record<string, string>[] = [{}, { authorization: "Bearer not-a-session" }, { authorization: "Bearer unauthenticated" }];
    for (const headers of guests) {
      const r = await app.gql(ME, {}, headers);
      expect(r.body.data.me).toBeNull();
    }
    const rest = await app.http("POST", "/api/user/profile/get", {}, { authorization: `Bearer ${token}` });
    expect(rest.body).toMatchObject({ email: DEMO_ACCOUNTS.admin.email, role: "admin", _id: rest.body.id });
  });

  it("logout ends the session on the server: the old token no longer works", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const token = b.cookies.get("km_session")!;
    expect((await b.gql(ME)).body.data.me.email).toBe(DEMO_ACCOUNTS.customer.email);
    const out = await b.call("POST", "/api/logout", {});
    expect(out.body).toEqual({ result: "SUCCESS" });
    expect(b.lastSetCookie.some((c) => /^km_session=;/.test(c))).toBe(true);
    // Replaying the old cookie or using it as a Bearer token: guest.
    expect((await app.gql(ME, {}, { cookie: `km_session=${token}` })).body.data.me).toBeNull();
    expect((await app.gql(ME, {}, { authorization: `Bearer ${token}` })).body.data.me).toBeNull();
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM sessions WHERE token_hash = sha256(convert_to($1, 'UTF8'))`, [token]);
    expect(rows[0].n).toBe(0);
  });

  it("logOut over GraphQL with a Bearer token ends that session", async () => {
    const token = await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const r = await app.gql(`mutation { logOut }`, {}, { authorization: `Bearer ${token}` });
    expect(r.body.data.logOut).toBe(true);
    expect((await app.gql(ME, {}, { authorization: `Bearer ${token}` })).body.data.me).toBeNull();
  });
});

describe("anonymous response cache", () => {
  it("never serves or stores signed-in answers", async () => {
    const q = `{ me { email } currencies { code } }`;
    expect((await app.gql(q)).body.data.me).toBeNull();
    expect((await app.gql(q)).body.data.me).toBeNull(); // possibly from the cache
    const token = await bearerFor(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
    expect((await app.gql(q, {}, { authorization: `Bearer ${token}` })).body.data.me.email).toBe(DEMO_ACCOUNTS.seller.email);
    expect((await app.gql(q)).body.data.me).toBeNull();
  });
});

describe("passwords", () => {
  it("forgot password → mail → reset → old sessions end, the new password works once", async () => {
    const { email } = await signUpVerified(app, { locale: "en" });
    const old = await bearerFor(app, email, PASSWORD);
    const b = new Browser(app);
    await b.csrf();
    const ask = await b.gql(`mutation($e: String!) { requestPasswordReset(input: { email: $e }) }`, { e: email });
    expect(ask.body.data.requestPasswordReset).toBe(true);
    // Same answer for an unknown address, and no mail.
    const ghost = uniqueEmail("ghost");
    expect((await b.gql(`mutation($e: String!) { requestPasswordReset(input: { email: $e }) }`, { e: ghost })).body.data.requestPasswordReset).toBe(true);
    expect(await mailsTo(app, ghost)).toEqual([]);

    const link = await linkFrom(app, email, "reset-password");
    expect(link).toMatch(/^\/reset-password\?token=/);
    const token = new URL(link, "http://x").searchParams.get("token");
    const RESET = `mutation($t: String!, $p: String!) { resetPassword(input: { token: $t, newPassword: $p }) { __typename ... on ResetPasswordSuccess { email } ... on ErrorResult { errorCode } } }`;
    const r = await b.gql(RESET, { t: token, p: "A-brand-new-pass-1" });
    expect(r.body.data.resetPassword).toEqual({ __typename: "ResetPasswordSuccess", email });
    expect((await b.gql(RESET, { t: token, p: "Another-pass-2" })).body.data.resetPassword.errorCode).toBe("INVALID_ACTION_CODE");
    expect((await app.gql(ME, {}, { authorization: `Bearer ${old}` })).body.data.me).toBeNull();
    expect((await b.call("POST", "/api/login", { email, password: PASSWORD })).status).toBe(401);
    expect((await b.call("POST", "/api/login", { email, password: "A-brand-new-pass-1" })).status).toBe(200);
  });

  it("changePassword needs the current password and ends the other sessions", async () => {
    const { email } = await signUpVerified(app);
    const other = await bearerFor(app, email, PASSWORD);
    const b = await signedInBrowser(app, email, PASSWORD);
    const CHANGE = `mutation($c: String, $n: String!) { changePassword(input: { currentPassword: $c, newPassword: $n }) { __typename ... on ErrorResult { errorCode } } }`;
    expect((await b.gql(CHANGE, { c: "wrong-one-123", n: "Next-password-9" })).body.data.changePassword.errorCode).toBe("INVALID_LOGIN_CREDENTIALS");
    expect((await b.gql(CHANGE, { c: PASSWORD, n: "Next-password-9" })).body.data.changePassword.__typename).toBe("ChangePasswordSuccess");
    expect((await b.gql(ME)).body.data.me.email).toBe(email);
    expect((await app.gql(ME, {}, { authorization: `Bearer ${other}` })).body.data.me).toBeNull();
  });
});

describe("account", () => {
  it("gets and updates profile and settings over GraphQL and REST", async () => {
    const { email } = await signUpVerified(app);
    const b = await signedInBrowser(app, email, PASSWORD);
    const acc = await b.call("POST", "/api/user/account/get", {});
    expect(acc.body).toMatchObject({ email, locale: "en", loginMethod: "password", marketingConsent: false, emailVerified: true, hasPassword: true });
    expect(acc.body.lastLoginAt).toBeTruthy();
    const up = await b.call("POST", "/api/user/account/update", { locale: "it", loginMethod: "google", marketingConsent: true });
    expect(up.body).toMatchObject({ locale: "it", loginMethod: "google", marketingConsent: true });
    const bad = await b.call("POST", "/api/user/account/update", { locale: "fr" });
    expect(bad.status).toBe(400);
    const g = await b.gql(`mutation { updateAccount(input: { name: "Renamed", marketingConsent: false }) { marketingConsent locale } }`);
    expect(g.body.data.updateAccount).toEqual({ marketingConsent: false, locale: "it" });
    const p = await b.call("POST", "/api/user/profile/get", {});
    expect(p.body).toMatchObject({ email, name: "Renamed", locale: "it", loginMethod: "google", blocked: false, customerId: null });
  });

  it("deletion anonymises personal data, keeps the row, and the account can neither log in nor be found", async () => {
    const { email, id } = await signUpVerified(app);
    const b = await signedInBrowser(app, email, PASSWORD);
    const other = await bearerFor(app, email, PASSWORD);
    await b.call("POST", "/api/user/account/create-brevo", {});
    const DEL = `mutation($p: String) { deleteAccount(input: { password: $p }) { __typename ... on ErrorResult { errorCode } } }`;
    expect((await b.gql(DEL, { p: "wrong-password-0" })).body.data.deleteAccount.errorCode).toBe("INVALID_LOGIN_CREDENTIALS");
    expect((await b.gql(DEL, { p: PASSWORD })).body.data.deleteAccount.__typename).toBe("DeleteAccountSuccess");

    const { rows } = await db.query(`SELECT * FROM users WHERE id = $1`, [id]);
    expect(rows[0]).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      name: "",
      surname: "",
      image: null,
      password_hash: null,
      google_subject: null,
      marketing_consent: false,
      referrer: null,
    });
    expect(rows[0].deleted_at).not.toBeNull();
    for (const table of ["sessions", "account_tokens"]) {
      expect((await db.query(`SELECT count(*)::int AS n FROM ${table} WHERE user_id = $1`, [id])).rows[0].n).toBe(0);
    }
    expect((await db.query(`SELECT count(*)::int AS n FROM login_events WHERE user_id = $1 AND ip IS NOT NULL`, [id])).rows[0].n).toBe(0);
    expect((await db.query(`SELECT count(*)::int AS n FROM newsletter_subscriptions WHERE email = $1`, [email])).rows[0].n).toBe(0);
    expect((await b.gql(ME)).body.data.me).toBeNull();
    expect((await app.gql(ME, {}, { authorization: `Bearer ${other}` })).body.data.me).toBeNull();
    const again = new Browser(app);
    await again.csrf();
    expect((await again.call("POST", "/api/login", { email, password: PASSWORD })).body.code).toBe("auth/invalid-login-credentials");
    expect((await again.call("POST", "/api/user/profile/verify", { email })).body).toEqual({ verified: false });
    // The address is free again.
    expect((await again.call("POST", "/api/user/profile/add", { user: { email, name: "N", surname: "M" }, password: PASSWORD })).status).toBe(201);
  });
});

describe("mailbox", () => {
  it("lists the outbox as HTML and shows each message", async () => {
    const list = await app.http("GET", "/dev/mailbox");
    expect(list.status).toBe(200);
    expect(list.headers.get("content-type")).toMatch(/text\/html/);
    expect(list.text).toContain("<h1>Mailbox</h1>");
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(list.text)![1];
    const one = await app.http("GET", `/dev/mailbox/${id}`);
    expect(one.text).toMatch(/verify-email\?token=|reset-password\?token=/);
    expect((await app.http("GET", "/dev/mailbox/999999")).status).toBe(404);
  });

  it("is a 404 in production", async () => {
    const prod = await startTestApp({
      NODE_ENV: "production",
      KEY_ENCRYPTION_KEYS: "k1:ZGV2LW9ubHktY2hhbmdlLW1lLWJlZm9yZS11c2UhISE=",
      AUTH_SECRET: "x".repeat(40),
    });
    try {
      expect((await prod.http("GET", "/dev/mailbox")).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
