/**
 * Third parties behind adapters, with msw standing in for them: Brevo's contacts API
 * (/api/user/account/create-brevo) and reCAPTCHA's siteverify (sign-up).
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, PASSWORD, signedInBrowser, uniqueEmail } from "./accounts-helpers";

const brevoCalls: { apiKey: string | null; body: any }[] = [];
const recaptchaCalls: URLSearchParams[] = [];
let brevoFails = false;

const mock = setupServer(
  http.post("https://api.brevo.com/v3/contacts", async ({ request }) => {
    brevoCalls.push({ apiKey: request.headers.get("api-key"), body: await request.json() });
    if (brevoFails) return HttpResponse.json({ code: "unauthorized", message: "Key not found" }, { status: 401 });
    return brevoCalls.length === 1 ? HttpResponse.json({ id: 4242 }, { status: 201 }) : new HttpResponse(null, { status: 204 });
  }),
  http.post("https://www.google.com/recaptcha/api/siteverify", async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    recaptchaCalls.push(form);
    return HttpResponse.json({ success: form.get("response") === "good-token" });
  }),
);

let app: TestApp;
let offline: TestApp;
beforeAll(async () => {
  mock.listen({ onUnhandledRequest: "bypass" }); // the tests' own calls to the app pass through
  app = await startTestApp({ BREVO_API_KEY: "xkeysib-test", BREVO_LIST_ID: "7", RECAPTCHA_SECRET: "recaptcha-secret" });
  offline = await startTestApp();
});
afterAll(async () => {
  await app?.close();
  await offline?.close();
  mock.close();
});

describe("Brevo newsletter adapter", () => {
  it("creates or updates the contact through Brevo's API and records it", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password);
    const r = await b.call("POST", "/api/user/account/create-brevo", { email: DEMO_ACCOUNTS.customer.email });
    expect(r.body).toEqual({ result: "SUCCESS", email: DEMO_ACCOUNTS.customer.email, provider: "brevo" });
    expect(brevoCalls[0]).toEqual({
      apiKey: "xkeysib-test",
      body: {
        email: DEMO_ACCOUNTS.customer.email,
        attributes: { FIRSTNAME: DEMO_ACCOUNTS.customer.name, LASTNAME: DEMO_ACCOUNTS.customer.surname, LANGUAGE: "it" },
        listIds: [7],
        updateEnabled: true,
      },
    });
    const [row] = await app.server.dataSource.query(`SELECT provider, external_id FROM newsletter_subscriptions WHERE email = $1`, [
      DEMO_ACCOUNTS.customer.email,
    ]);
    expect(row).toEqual({ provider: "brevo", external_id: "4242" });
    // Again: Brevo answers 204 (updated), still a success.
    const again = await b.gql(`mutation { subscribeToNewsletter(input: {}) { email provider } }`);
    expect(again.body.data.subscribeToNewsletter).toEqual({ email: DEMO_ACCOUNTS.customer.email, provider: "brevo" });
    expect((await b.gql(`{ account { newsletterSubscribed marketingConsent } }`)).body.data.account).toEqual({
      newsletterSubscribed: true,
      marketingConsent: true,
    });
  });

  it("answers 503 when Brevo refuses, and records nothing", async () => {
    brevoFails = true;
    try {
      const b = await signedInBrowser(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password);
      const r = await b.call("POST", "/api/user/account/create-brevo", {});
      expect(r.status).toBe(503);
      expect(r.body).toEqual({ result: "INTERNAL_SERVER_ERROR", code: "SERVICE_UNAVAILABLE", message: "Something went wrong" });
      expect(r.headers.get("retry-after")).toBe("30");
      const rows = await app.server.dataSource.query(`SELECT 1 FROM newsletter_subscriptions WHERE email = $1`, [DEMO_ACCOUNTS.seller.email]);
      expect(rows).toEqual([]);
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
