/**
 * Third parties behind adapters, with msw standing in for them: Brevo's contacts API
 * (subscribe: /api/user/account/create-brevo and the account's marketing switch; unsubscribe:
 * the list's contacts/remove, or blocklisting the contact without a list) and reCAPTCHA's
 * siteverify (sign-up).
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, linkFrom, PASSWORD, signedInBrowser, uniqueEmail } from "./accounts-helpers";

interface BrevoCall {
  method: string;
  path: string;
  apiKey: string | null;
  body: any;
}

interface BrevoContact {
  id: number;
  lists: Set<number>;
  blacklisted: boolean;
}

/** Brevo as the tests see it: every call, and the contacts of each Brevo account (by API key). */
const brevoCalls: BrevoCall[] = [];
const brevoAccounts = new Map<string, Map<string, BrevoContact>>();
let nextContactId = 4242;
const contactsOf = (apiKey: string | null) => {
  if (!brevoAccounts.has(String(apiKey))) brevoAccounts.set(String(apiKey), new Map());
  return brevoAccounts.get(String(apiKey))!;
};
/** A contact of the shop's main Brevo account (the app with list 7). */
const brevoContact = (email: string) => contactsOf("xkeysib-test").get(email.toLowerCase());
const recaptchaCalls: URLSearchParams[] = [];
let brevoFails = false;

const BREVO = "https://api.brevo.com/v3";
const refusal = () => HttpResponse.json({ code: "unauthorized", message: "Key not found" }, { status: 401 });

async function record(request: Request): Promise<BrevoCall> {
  const call = { method: request.method, path: new URL(request.url).pathname, apiKey: request.headers.get("api-key"), body: await request.json() };
  brevoCalls.push(call);
  return call;
}

/** The Brevo calls made since `from` (an index into brevoCalls), as method, path and body. */
const callsSince = (from: number) => brevoCalls.slice(from).map(({ method, path, body }) => ({ method, path, body }));

const mock = setupServer(
  http.post(`${BREVO}/contacts`, async ({ request }) => {
    const { body, apiKey } = await record(request);
    if (brevoFails) return refusal();
    const contacts = contactsOf(apiKey);
    const email = String(body.email).toLowerCase();
    const existing = contacts.get(email);
    const contact = existing ?? { id: nextContactId++, lists: new Set<number>(), blacklisted: false };
    for (const l of body.listIds ?? []) contact.lists.add(l);
    if (body.emailBlacklisted != null) contact.blacklisted = body.emailBlacklisted;
    contacts.set(email, contact);
    return existing ? new HttpResponse(null, { status: 204 }) : HttpResponse.json({ id: contact.id }, { status: 201 });
  }),
  http.post(`${BREVO}/contacts/lists/:listId/contacts/remove`, async ({ request, params }) => {
    const { body, apiKey } = await record(request);
    if (brevoFails) return refusal();
    const list = Number(params.listId);
    const removed = (body.emails as string[]).filter((e) => contactsOf(apiKey).get(e.toLowerCase())?.lists.delete(list));
    if (!removed.length)
      return HttpResponse.json({ code: "invalid_parameter", message: "Contact already removed from list and/or does not exist" }, { status: 400 });
    return HttpResponse.json({ contacts: { success: removed, failure: [] } }, { status: 201 });
  }),
  http.put(`${BREVO}/contacts/:identifier`, async ({ request, params }) => {
    const { body, apiKey } = await record(request);
    if (brevoFails) return refusal();
    const contact = contactsOf(apiKey).get(decodeURIComponent(String(params.identifier)).toLowerCase());
    if (!contact) return HttpResponse.json({ code: "document_not_found", message: "Contact does not exist" }, { status: 404 });
    if (body.emailBlacklisted != null) contact.blacklisted = body.emailBlacklisted;
    return new HttpResponse(null, { status: 204 });
  }),
  http.post("https://www.google.com/recaptcha/api/siteverify", async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    recaptchaCalls.push(form);
    return HttpResponse.json({ success: form.get("response") === "good-token" });
  }),
);

let app: TestApp;
let noList: TestApp;
let offline: TestApp;
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: "bypass" }); // the tests' own calls to the app pass through
  [app, noList, offline] = await Promise.all([
    startTestApp({ BREVO_API_KEY: "xkeysib-test", BREVO_LIST_ID: "7", RECAPTCHA_SECRET: "recaptcha-secret" }),
    startTestApp({ BREVO_API_KEY: "xkeysib-nolist" }),
    startTestApp(),
  ]);
});
afterAll(async () => {
  await app?.close();
  await noList?.close();
  await offline?.close();
  mock.close();
});

const ACCOUNT = `{ account { marketingConsent newsletterSubscribed } }`;
const SET_CONSENT = `mutation($on: Boolean!) { updateAccount(input: { marketingConsent: $on }) { marketingConsent } }`;

/** Consent and subscription row as stored. */
async function stored(a: TestApp, email: string) {
  const [user] = await a.server.dataSource.query(`SELECT name, marketing_consent FROM users WHERE lower(email) = lower($1)`, [email]);
  const rows = await a.server.dataSource.query(`SELECT provider, external_id FROM newsletter_subscriptions WHERE email = lower($1)`, [email]);
  return {
    name: user.name as string,
    consent: user.marketing_consent as boolean,
    subscription: (rows[0] ?? null) as { provider: string; external_id: string | null } | null,
  };
}

/** Signs up over REST with the consent box ticked (the storefront's form), without opening the link. */
async function signUpConsenting(a: TestApp) {
  const email = uniqueEmail("offers");
  const b = new Browser(a);
  await b.csrf();
  const r = await b.call("POST", "/api/user/profile/add", {
    user: { email, name: "Olga", surname: "Offerte", marketingConsent: true },
    password: PASSWORD,
    locale: "it",
    tokenRecaptcha: "good-token",
  });
  expect(r.status).toBe(201);
  return { email, b };
}

describe("Brevo newsletter adapter", () => {
  it("creates or updates the contact through Brevo's API and records it", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const from = brevoCalls.length;
    const r = await b.call("POST", "/api/user/account/create-brevo", { email: DEMO_ACCOUNTS.customer.email });
    expect(r.body).toEqual({ result: "SUCCESS", email: DEMO_ACCOUNTS.customer.email, provider: "brevo" });
    expect(brevoCalls[from]).toEqual({
      method: "POST",
      path: "/v3/contacts",
      apiKey: "xkeysib-test",
      body: {
        email: DEMO_ACCOUNTS.customer.email,
        attributes: { FIRSTNAME: DEMO_ACCOUNTS.customer.name, LASTNAME: DEMO_ACCOUNTS.customer.surname, LANGUAGE: "it" },
        listIds: [7],
        emailBlacklisted: false,
        updateEnabled: true,
      },
    });
    const id = String(brevoContact(DEMO_ACCOUNTS.customer.email)!.id);
    expect((await stored(app, DEMO_ACCOUNTS.customer.email)).subscription).toEqual({ provider: "brevo", external_id: id });
    // Again: Brevo answers 204 (updated), still a success, and the contact's id is kept.
    const again = await b.gql(`mutation { subscribeToNewsletter(input: {}) { email provider } }`);
    expect(again.body.data.subscribeToNewsletter).toEqual({ email: DEMO_ACCOUNTS.customer.email, provider: "brevo" });
    expect((await stored(app, DEMO_ACCOUNTS.customer.email)).subscription).toEqual({ provider: "brevo", external_id: id });
    expect((await b.gql(ACCOUNT)).body.data.account).toEqual({ newsletterSubscribed: true, marketingConsent: true });
  });

  it("answers 503 when Brevo refuses, and records nothing", async () => {
    brevoFails = true;
    try {
      const b = await signedInBrowser(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
      const r = await b.call("POST", "/api/user/account/create-brevo", {});
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ result: "INTERNAL_SERVER_ERROR", code: "SERVICE_UNAVAILABLE", message: "Something went wrong", requestId: expect.any(String) });
      expect(r.headers.get("retry-after")).toBe("30");
      expect(await stored(app, DEMO_ACCOUNTS.seller.email)).toMatchObject({ consent: false, subscription: null });
    } finally {
      brevoFails = false;
    }
  });

  it("without BREVO_API_KEY records the subscription locally (offline demo)", async () => {
    const before = brevoCalls.length;
    const b = await signedInBrowser(offline, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const r = await b.call("POST", "/api/user/account/create-brevo", {});
    expect(r.body).toEqual({ result: "SUCCESS", email: DEMO_ACCOUNTS.customer.email, provider: "local" });
    expect(brevoCalls.length).toBe(before);
  });
});

describe("one switch for marketing mail: consent and newsletter together", () => {
  it("a consent ticked at sign-up subscribes once the address is verified", async () => {
    const from = brevoCalls.length;
    const { email, b } = await signUpConsenting(app);
    // Not before: an address nobody has proven is not put on a mailing list.
    expect(callsSince(from)).toEqual([]);
    expect(await stored(app, email)).toMatchObject({ consent: true, subscription: null });
    expect((await b.call("GET", await linkFrom(app, email, "verify-email"))).headers.get("location")).toBe("/it/login?verified=1");
    expect(callsSince(from)).toEqual([
      {
        method: "POST",
        path: "/v3/contacts",
        body: { email, attributes: { FIRSTNAME: "Olga", LASTNAME: "Offerte", LANGUAGE: "it" }, listIds: [7], emailBlacklisted: false, updateEnabled: true },
      },
    ]);
    expect(await stored(app, email)).toMatchObject({ consent: true, subscription: { provider: "brevo", external_id: String(brevoContact(email)!.id) } });
  });

  it("a sign-up consent Brevo cannot take is withdrawn: the address is verified, consent and subscription agree (off)", async () => {
    const { email, b } = await signUpConsenting(app);
    brevoFails = true;
    try {
      expect((await b.call("GET", await linkFrom(app, email, "verify-email"))).headers.get("location")).toBe("/it/login?verified=1");
    } finally {
      brevoFails = false;
    }
    expect(await stored(app, email)).toMatchObject({ consent: false, subscription: null });
    const signedIn = await signedInBrowser(app, email, PASSWORD);
    expect((await signedIn.gql(ACCOUNT)).body.data.account).toEqual({ marketingConsent: false, newsletterSubscribed: false });
  });

  it("off takes the contact off the configured list at Brevo, on puts it back; the stored consent and subscription follow", async () => {
    const { email, b } = await signUpConsenting(app);
    await b.call("GET", await linkFrom(app, email, "verify-email"));
    const user = await signedInBrowser(app, email, PASSWORD);

    let from = brevoCalls.length;
    const off = await user.gql(SET_CONSENT, { on: false });
    expect(off.body).toEqual({ data: { updateAccount: { marketingConsent: false } } });
    expect(brevoCalls.slice(from)).toEqual([
      { method: "POST", path: "/v3/contacts/lists/7/contacts/remove", apiKey: "xkeysib-test", body: { emails: [email] } },
    ]);
    expect(brevoContact(email)!.lists.has(7)).toBe(false);
    expect(await stored(app, email)).toMatchObject({ consent: false, subscription: null });
    expect((await user.gql(ACCOUNT)).body.data.account).toEqual({ marketingConsent: false, newsletterSubscribed: false });

    // Already off: nothing to tell Brevo.
    from = brevoCalls.length;
    expect((await user.call("POST", "/api/user/account/update", { marketingConsent: false })).body.marketingConsent).toBe(false);
    expect(callsSince(from)).toEqual([]);

    const on = await user.call("POST", "/api/user/account/update", { marketingConsent: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ marketingConsent: true, newsletterSubscribed: true });
    expect(callsSince(from)).toEqual([
      {
        method: "POST",
        path: "/v3/contacts",
        body: { email, attributes: { FIRSTNAME: "Olga", LASTNAME: "Offerte", LANGUAGE: "it" }, listIds: [7], emailBlacklisted: false, updateEnabled: true },
      },
    ]);
    expect(brevoContact(email)!.lists.has(7)).toBe(true);
    expect(await stored(app, email)).toMatchObject({ consent: true, subscription: { provider: "brevo" } });
  });

  it("a contact Brevo no longer has on the list counts as unsubscribed", async () => {
    const { email, b } = await signUpConsenting(app);
    await b.call("GET", await linkFrom(app, email, "verify-email"));
    brevoContact(email)!.lists.clear(); // e.g. taken off in Brevo's dashboard
    const user = await signedInBrowser(app, email, PASSWORD);
    const from = brevoCalls.length;
    expect((await user.gql(SET_CONSENT, { on: false })).body).toEqual({ data: { updateAccount: { marketingConsent: false } } });
    expect(callsSince(from).map((c) => c.path)).toEqual(["/v3/contacts/lists/7/contacts/remove"]);
    expect(await stored(app, email)).toMatchObject({ consent: false, subscription: null });
  });

  it("when Brevo refuses to unsubscribe, the answer is a 503 and nothing of the change is saved", async () => {
    const { email, b } = await signUpConsenting(app);
    await b.call("GET", await linkFrom(app, email, "verify-email"));
    const user = await signedInBrowser(app, email, PASSWORD);
    brevoFails = true;
    try {
      const g = await user.gql(`mutation { updateAccount(input: { name: "Renamed", marketingConsent: false }) { marketingConsent } }`);
      expect(g.status).toBe(503);
      expect(g.body.data).toBeNull();
      expect(g.body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
      const r = await user.call("POST", "/api/user/account/update", { marketingConsent: false });
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ result: "INTERNAL_SERVER_ERROR", code: "SERVICE_UNAVAILABLE", message: "Something went wrong", requestId: expect.any(String) });
      expect(r.headers.get("retry-after")).toBe("30");
    } finally {
      brevoFails = false;
    }
    expect(await stored(app, email)).toMatchObject({ name: "Olga", consent: true, subscription: { provider: "brevo" } });
    expect(brevoContact(email)!.lists.has(7)).toBe(true);
    expect((await user.gql(ACCOUNT)).body.data.account).toEqual({ marketingConsent: true, newsletterSubscribed: true });
  });

  it("deleting an account unsubscribes it at Brevo first; a Brevo failure erases nothing", async () => {
    const { email, b } = await signUpConsenting(app);
    await b.call("GET", await linkFrom(app, email, "verify-email"));
    const user = await signedInBrowser(app, email, PASSWORD);
    const DEL = `mutation($p: String) { deleteAccount(input: { password: $p }) { __typename } }`;
    brevoFails = true;
    try {
      expect((await user.gql(DEL, { p: PASSWORD })).body.errors[0].extensions.code).toBe("SERVICE_UNAVAILABLE");
    } finally {
      brevoFails = false;
    }
    expect(await stored(app, email)).toMatchObject({ consent: true, subscription: { provider: "brevo" } });
    const from = brevoCalls.length;
    expect((await user.gql(DEL, { p: PASSWORD })).body.data.deleteAccount.__typename).toBe("DeleteAccountSuccess");
    expect(callsSince(from)).toEqual([{ method: "POST", path: "/v3/contacts/lists/7/contacts/remove", body: { emails: [email] } }]);
    expect(await app.server.dataSource.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = $1`, [email])).toEqual([]);
  });

  it("without a list, off blocklists the contact (PUT /v3/contacts/{email}) and on lifts it", async () => {
    const email = DEMO_ACCOUNTS.customer.email; // seeded with consent, subscribed locally
    const user = await signedInBrowser(noList, email, DEMO_ACCOUNTS.customer.password);
    // Brevo does not know the seeded contact yet: its 404 means nothing is mailed to it, done.
    let from = brevoCalls.length;
    expect((await user.gql(SET_CONSENT, { on: false })).body).toEqual({ data: { updateAccount: { marketingConsent: false } } });
    expect(brevoCalls.slice(from)).toEqual([
      { method: "PUT", path: "/v3/contacts/customer%40keymarket.test", apiKey: "xkeysib-nolist", body: { emailBlacklisted: true } },
    ]);
    expect(await stored(noList, email)).toMatchObject({ consent: false, subscription: null });

    from = brevoCalls.length;
    expect((await user.gql(SET_CONSENT, { on: true })).body).toEqual({ data: { updateAccount: { marketingConsent: true } } });
    expect(callsSince(from)).toEqual([
      {
        method: "POST",
        path: "/v3/contacts",
        body: { email, attributes: { FIRSTNAME: "Carla", LASTNAME: "Rossi", LANGUAGE: "it" }, emailBlacklisted: false, updateEnabled: true },
      },
    ]);
    expect(await stored(noList, email)).toMatchObject({ consent: true, subscription: { provider: "brevo" } });

    from = brevoCalls.length;
    expect((await user.gql(SET_CONSENT, { on: false })).body).toEqual({ data: { updateAccount: { marketingConsent: false } } });
    expect(callsSince(from)).toEqual([{ method: "PUT", path: "/v3/contacts/customer%40keymarket.test", body: { emailBlacklisted: true } }]);
    expect(contactsOf("xkeysib-nolist").get(email)!.blacklisted).toBe(true);
    expect(await stored(noList, email)).toMatchObject({ consent: false, subscription: null });
  });

  it("without BREVO_API_KEY the switch is recorded locally", async () => {
    const before = brevoCalls.length;
    const user = await signedInBrowser(offline, DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password);
    expect((await user.gql(SET_CONSENT, { on: true })).body.data.updateAccount.marketingConsent).toBe(true);
    expect(await stored(offline, DEMO_ACCOUNTS.admin.email)).toMatchObject({ consent: true, subscription: { provider: "local" } });
    expect((await user.gql(SET_CONSENT, { on: false })).body.data.updateAccount.marketingConsent).toBe(false);
    expect(await stored(offline, DEMO_ACCOUNTS.admin.email)).toMatchObject({ consent: false, subscription: null });
    expect(brevoCalls.length).toBe(before);
  });
});

describe("reCAPTCHA adapter", () => {
  it("verifies tokenRecaptcha at sign-up when a secret is configured", async () => {
    const b = new Browser(app);
    await b.csrf();
    const user = () => ({ email: uniqueEmail("captcha"), name: "C", surname: "D" });
    const missing = await b.call("POST", "/api/user/profile/add", { user: user(), password: PASSWORD });
    expect(missing.body.code).toBe("auth/captcha-check-failed");
    const bad = await b.call("POST", "/api/user/profile/add", { user: user(), password: PASSWORD, tokenRecaptcha: "bad-token" });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("auth/captcha-check-failed");
    const good = await b.call("POST", "/api/user/profile/add", { user: user(), password: PASSWORD, tokenRecaptcha: "good-token" });
    expect(good.status).toBe(201);
    expect(recaptchaCalls.at(-1)!.get("secret")).toBe("recaptcha-secret");
    expect((await b.gql(`{ signInOptions { recaptcha google } }`)).body.data.signInOptions).toEqual({ recaptcha: true, google: false });
  });

  it("is accepted and ignored without a secret", async () => {
    const calls = recaptchaCalls.length;
    const b = new Browser(offline);
    await b.csrf();
    const r = await b.call("POST", "/api/user/profile/add", {
      user: { email: uniqueEmail("nocaptcha"), name: "C", surname: "D" },
      password: PASSWORD,
      tokenRecaptcha: "anything",
    });
    expect(r.status).toBe(201);
    expect(recaptchaCalls.length).toBe(calls);
  });
});
