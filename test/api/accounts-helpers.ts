/**
 * Helpers of the accounts tests: a cookie-keeping "browser" that sends the CSRF token like
 * the storefront does, the dev mailbox, and sign-up + verification through HTTP.
 */
import type { TestApp } from "../helpers/test-app";

export interface Answer {
  status: number;
  body: any;
  headers: Headers;
  text: string;
}

/** Keeps cookies between calls and echoes km_csrf in x-csrf-token (what a real client does). */
export class Browser {
  readonly cookies = new Map<string, string>();
  /** Raw Set-Cookie headers of the last answer. */
  lastSetCookie: string[] = [];
  ip?: string;

  constructor(
    private readonly app: TestApp,
    opts: { ip?: string } = {},
  ) {
    this.ip = opts.ip;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, opts: { csrf?: boolean } = {}): Promise<Answer> {
    const h: Record<string, string> = { ...headers };
    if (this.cookies.size) h.cookie = this.cookieHeader();
    if (opts.csrf !== false && this.cookies.get("km_csrf") && !("x-csrf-token" in h)) h["x-csrf-token"] = this.cookies.get("km_csrf")!;
    if (this.ip) h["x-forwarded-for"] = this.ip;
    const init: RequestInit = { method, headers: h, redirect: "manual" };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
      h["content-type"] = "application/json";
    }
    const res = await fetch(this.app.url + path, init);
    this.store(res.headers.getSetCookie());
    const text = await res.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: res.status, body: parsed, headers: res.headers, text };
  }

  store(setCookies: string[]) {
    this.lastSetCookie = setCookies;
    for (const c of setCookies) {
      const [pair, ...attrs] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      const expired = attrs.some((a) => /^\s*expires=Thu, 01 Jan 1970/i.test(a)) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  /** Gets a CSRF token (GET /api/csrf), as a client does before its first mutation. */
  async csrf(): Promise<string> {
    const r = await this.call("GET", "/api/csrf");
    return r.body.csrfToken;
  }

  gql(query: string, variables?: Record<string, unknown>, headers?: Record<string, string>, opts?: { csrf?: boolean }) {
    return this.call("POST", "/graphql", { query, variables }, headers, opts);
  }
}

export interface MailboxItem {
  id: number;
  to: string;
  subject: string;
  template: string;
  locale: string;
  status: string;
  text: string;
  html: string;
}

export async function mailsTo(app: TestApp, email: string): Promise<MailboxItem[]> {
  const r = await app.http("GET", `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
  return r.body.items;
}

/** The first link of the newest mail of a template to an address, as a site path. */
export async function linkFrom(app: TestApp, email: string, template: string): Promise<string> {
  const mail = (await mailsTo(app, email)).find((m) => m.template === template);
  if (!mail) throw new Error(`no ${template} mail to ${email}`);
  const m = /https?:\/\/[^\s]+/.exec(mail.text);
  if (!m) throw new Error("no link in the mail");
  const url = new URL(m[0]);
  return url.pathname + url.search;
}

let counter = 0;
export const uniqueEmail = (prefix = "user") => `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}@example.com`;

export const PASSWORD = "Correct-Horse-42";

/** Signs up over REST (like the storefront's form) and opens the verification link. */
export async function signUpVerified(app: TestApp, opts: { email?: string; password?: string; locale?: string; name?: string } = {}) {
  const email = opts.email ?? uniqueEmail();
  const b = new Browser(app);
  await b.csrf();
  const r = await b.call("POST", "/api/user/profile/add", {
    user: { email, name: opts.name ?? "Test", surname: "User", marketingConsent: false },
    password: opts.password ?? PASSWORD,
    locale: opts.locale ?? "en",
  });
  if (r.status !== 201) throw new Error(`sign-up failed: ${r.status} ${r.text}`);
  const link = await linkFrom(app, email, "verify-email");
  const v = await b.call("GET", link);
  if (v.status !== 302) throw new Error(`verification failed: ${v.status}`);
  return { email, password: opts.password ?? PASSWORD, id: r.body.user.id as string };
}

/** A browser signed in with a password (cookie session). */
export async function signedInBrowser(app: TestApp, email: string, password: string, opts: { ip?: string } = {}): Promise<Browser> {
  const b = new Browser(app, opts);
  await b.csrf();
  const r = await b.call("POST", "/api/login", { email, password });
  if (r.status !== 200) throw new Error(`login failed: ${r.status} ${r.text}`);
  return b;
}

/** A Bearer token for an account (integrator style). */
export async function bearerFor(app: TestApp, email: string, password: string): Promise<string> {
  const b = new Browser(app);
  await b.csrf();
  const r = await b.call("POST", "/api/login", { email, password, bearer: true });
  if (r.status !== 200 || !r.body.token) throw new Error(`login failed: ${r.status} ${r.text}`);
  return r.body.token;
}
