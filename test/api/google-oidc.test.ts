/**
 * Google sign-in end to end against a real OpenID Connect provider (oidc-provider, started
 * by this test on a random port): authorization code + PKCE, state and nonce, the first
 * sign-in creating the profile (the addsocial path), later ones logging in, the login
 * method recorded, a blocked user refused, and the answer when Google is not configured.
 */
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { bearerFor, uniqueEmail } from "./accounts-helpers";

const CLIENT_ID = "keymarket-test";
const CLIENT_SECRET = "keymarket-test-secret-0123456789";

let app: TestApp;
let provider: ChildProcess;
let issuer: string;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** Follows redirects like a browser, keeping each origin's cookies, until the site answers. */
class BrowserJar {
  jar = new Map<string, Map<string, string>>();
  async follow(start: string, stopAt: string): Promise<{ url: string; status: number; location: string | null; cookies: Map<string, string> }> {
    let url = start;
    for (let hop = 0; hop < 20; hop++) {
      const u = new URL(url);
      const cookies = this.jar.get(u.host) ?? new Map<string, string>();
      this.jar.set(u.host, cookies);
      const res = await fetch(url, { redirect: "manual", headers: cookies.size ? { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join("; ") } : {} });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const i = pair.indexOf("=");
        const [name, value] = [pair.slice(0, i), pair.slice(i + 1)];
        if (!value || /expires=Thu, 01 Jan 1970/i.test(c)) cookies.delete(name);
        else cookies.set(name, value);
      }
      await res.arrayBuffer();
      const location = res.headers.get("location");
      const next = location ? new URL(location, url).toString() : null;
      // Stop at the first answer of our site that is not on the way to the provider.
      if (u.origin === stopAt && !u.pathname.startsWith("/api/auth/google") && hop > 0) return { url, status: res.status, location, cookies };
      if (u.origin === stopAt && u.pathname === "/api/auth/google/callback") return { url, status: res.status, location, cookies };
      if (!next) return { url, status: res.status, location, cookies };
      url = next;
    }
    throw new Error("too many redirects");
  }
}

const account = (email: string, extra: Record<string, unknown> = {}) => ({
  sub: `google-${email}`,
  email,
  email_verified: true,
  given_name: "Gina",
  family_name: "Google",
  name: "Gina Google",
  picture: "https://lh3.googleusercontent.example/photo.jpg",
  ...extra,
});

async function setAccount(claims: Record<string, unknown>) {
  const r = await fetch(`${issuer}/__account`, { method: "POST", body: JSON.stringify(claims) });
  expect(r.status).toBe(204);
}

async function signInWithGoogle(query = "") {
  const browser = new BrowserJar();
  const end = await browser.follow(`${app.url}/api/auth/google${query}`, new URL(app.url).origin);
  return { ...end, session: browser.jar.get(new URL(app.url).host)?.get("km_session") };
}

beforeAll(async () => {
  const port = await freePort();
  issuer = `http://127.0.0.1:${port}`;
  app = await startTestApp({ GOOGLE_ISSUER: issuer, GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_CLIENT_SECRET: CLIENT_SECRET });
  provider = spawn(process.execPath, [path.join(__dirname, "oidc-provider-fixture.mjs")], {
    env: {
      ...process.env,
      OIDC_PORT: String(port),
      OIDC_CLIENT_ID: CLIENT_ID,
      OIDC_CLIENT_SECRET: CLIENT_SECRET,
      OIDC_REDIRECT_URI: `${app.url}/api/auth/google/callback`,
      OIDC_ACCOUNT: JSON.stringify(account("first@example.com")),
      NODE_ENV: "test",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let errors = "";
  provider.stderr!.on("data", (d) => (errors += d));
  await new Promise<void>((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`oidc-provider did not start: ${errors}`)), 15_000);
    provider.stdout!.on("data", (d) => {
      if (String(d).includes("ready")) {
        clearTimeout(t);
        resolve();
      }
    });
    provider.once("exit", (code) => reject(new Error(`oidc-provider exited ${code}: ${errors}`)));
  });
});
afterAll(async () => {
  provider?.kill();
  await app?.close();
});

const ME = `{ me { email name surname image role loginMethod emailVerified locale } }`;

describe("Google sign-in (OpenID Connect)", () => {
  it("first sign-in creates the profile, later ones log in; the method is recorded", async () => {
    const email = uniqueEmail("gina");
    await setAccount(account(email));
    const first = await signInWithGoogle("?destination=%2Faccount&locale=it&marketingConsent=true&referrer=aff-7");
    expect(first.status).toBe(302);
    expect(first.location).toBe("/account");
    expect(first.session).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await app.gql(ME, {}, { cookie: `km_session=${first.session}` });
    expect(me.body.data.me).toEqual({
      email,
      name: "Gina",
      surname: "Google",
      image: "https://lh3.googleusercontent.example/photo.jpg",
      role: "user",
      loginMethod: "google",
      emailVerified: true,
      locale: "it",
    });
    const [user] = await app.server.dataSource.query(`SELECT id, google_subject, marketing_consent, referrer, password_hash FROM users WHERE email = $1`, [
      email,
    ]);
    expect(user).toMatchObject({ google_subject: `google-${email}`, marketing_consent: true, referrer: "aff-7", password_hash: null });
    // The consent is one with the newsletter: Google verified the address, so it is subscribed (locally here).
    const marketing = async () => {
      const [row] = await app.server.dataSource.query(
        `SELECT u.marketing_consent AS consent, n.provider FROM users u LEFT JOIN newsletter_subscriptions n ON n.email = lower(u.email) WHERE u.id = $1`,
        [user.id],
      );
      return row;
    };
    expect(await marketing()).toEqual({ consent: true, provider: "local" });

    const second = await signInWithGoogle("?destination=https%3A%2F%2Fevil.example%2F");
    expect(second.location).toBe("/");
    expect(second.session).not.toBe(first.session);
    const count = await app.server.dataSource.query(`SELECT count(*)::int AS n FROM users WHERE lower(email) = lower($1)`, [email]);
    expect(count[0].n).toBe(1);
    const events = await app.server.dataSource.query(`SELECT method, success FROM login_events WHERE user_id = $1 ORDER BY id`, [user.id]);
    expect(events).toEqual([
      { method: "google", success: true },
      { method: "google", success: true },
    ]);
    // Signing in without the sign-up tab's box withdraws nothing.
    expect(await marketing()).toEqual({ consent: true, provider: "local" });

    // addsocial: the signed-in Google user completes their own profile; another id is not found.
    const csrf = await fetch(`${app.url}/api/csrf`, { headers: { cookie: `km_session=${second.session}` } });
    const csrfToken = ((await csrf.json()) as { csrfToken: string }).csrfToken;
    const headers = { cookie: `km_session=${second.session}; km_csrf=${csrfToken}`, "x-csrf-token": csrfToken };
    const own = await app.http(
      "POST",
      "/api/user/profile/addsocial",
      { id: user.id, user: { surname: "Rossi", marketingConsent: false }, locale: "en" },
      headers,
    );
    expect(own.status).toBe(200);
    expect(own.body.user).toMatchObject({ id: user.id, surname: "Rossi", marketingConsent: false, locale: "en", loginMethod: "google" });
    expect(await marketing()).toEqual({ consent: false, provider: null });
    const other = await app.http("POST", "/api/user/profile/addsocial", { id: "00000000-0000-4000-8000-000000000000" }, headers);
    expect(other.status).toBe(404);
  });

  it("links a verified Google email to the existing password account", async () => {
    await setAccount(account(DEMO_ACCOUNTS.customer.email.toUpperCase(), { sub: "google-customer" }));
    const r = await signInWithGoogle();
    expect(r.location).toBe("/");
    const me = await app.gql(ME, {}, { cookie: `km_session=${r.session}` });
    expect(me.body.data.me).toMatchObject({ email: DEMO_ACCOUNTS.customer.email, loginMethod: "google", name: DEMO_ACCOUNTS.customer.name });
    // The password still works too.
    expect(await bearerFor(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password)).toBeTruthy();
  });

  it("refuses an unverified Google email that matches an existing account", async () => {
    await setAccount(account(DEMO_ACCOUNTS.seller.email, { sub: "google-impostor", email_verified: false }));
    const r = await signInWithGoogle();
    expect(r.location).toBe("/login?error=EMAIL_ALREADY_EXISTS");
    expect(r.session).toBeUndefined();
  });

  it("refuses a blocked user", async () => {
    const email = uniqueEmail("blocked");
    await setAccount(account(email));
    const first = await signInWithGoogle();
    expect(first.session).toBeTruthy();
    const admin = { authorization: `Bearer ${await bearerFor(app, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password)}` };
    const { id } = (await app.gql(`{ me { id } }`, {}, { cookie: `km_session=${first.session}` })).body.data.me;
    await app.gql(`mutation($id: ID!) { blockUser(input: { userId: $id }) { blocked } }`, { id }, admin);
    const again = await signInWithGoogle();
    expect(again.location).toBe("/login?error=USER_DISABLED");
    expect(again.session).toBeUndefined();
  });

  it("refuses a callback without the browser's state (login CSRF) or with a replayed one", async () => {
    const r = await fetch(`${app.url}/api/auth/google/callback?code=abc&state=forged`, { redirect: "manual" });
    expect(r.status).toBe(302);
    expect(r.headers.get("location")).toBe("/login?error=INVALID_ACTION_CODE");
    const start = await fetch(`${app.url}/api/auth/google`, { redirect: "manual" });
    const state = new URL(start.headers.get("location")!).searchParams.get("state")!;
    const stolen = await fetch(`${app.url}/api/auth/google/callback?code=abc&state=${state}`, { redirect: "manual" });
    expect(stolen.headers.get("location")).toBe("/login?error=INVALID_ACTION_CODE");
  });

  it("sends PKCE (S256), state and nonce to the provider", async () => {
    const start = await fetch(`${app.url}/api/auth/google`, { redirect: "manual" });
    expect(start.status).toBe(302);
    const url = new URL(start.headers.get("location")!);
    expect(url.origin).toBe(issuer);
    expect(url.searchParams.get("code_challenge_method")).toBe("S256");
    expect(url.searchParams.get("code_challenge")).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get("nonce")).toBeTruthy();
    expect(url.searchParams.get("scope")).toBe("openid email profile");
    expect(url.searchParams.get("redirect_uri")).toBe(`${app.url}/api/auth/google/callback`);
    expect(start.headers.getSetCookie().find((c) => c.startsWith("km_oidc="))).toMatch(/HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/);
  });
});

describe("Google sign-in not configured", () => {
  it("answers 404 with a message, never a 500", async () => {
    const plain = await startTestApp();
    try {
      const r = await plain.http("GET", "/api/auth/google");
      expect(r.status).toBe(404);
      expect(r.body).toEqual({
        result: "BAD_REQUEST",
        code: "NOT_FOUND",
        message: "Google sign-in is not configured on this shop",
        requestId: expect.any(String),
      });
      expect((await plain.gql(`{ signInOptions { google } }`)).body.data.signInOptions.google).toBe(false);
    } finally {
      await plain.close();
    }
  });
});
