/**
 * The contact form (sendContactMessage): a message reaches SUPPORT_EMAIL with Reply-To set to
 * the sender and the sender gets an acknowledgement in their language; the server checks the
 * input, limits messages per IP, address and account, verifies reCAPTCHA when configured
 * (msw stands in for Google) and hands Reply-To to SMTP. The company details the legal
 * pages show come from the configuration through publicState.
 */
import { http, HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { smtpServer } from "../helpers/smtp-server";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { DEMO_ACCOUNTS } from "../../server/db/seed/accounts";
import { Browser, mailsTo, signedInBrowser, uniqueEmail, type MailboxItem } from "./accounts-helpers";

const SEND = `mutation Send($input: ContactMessageInput!) {
  sendContactMessage(input: $input) {
    __typename
    ... on ContactMessageSent { reference email }
    ... on ErrorResult { errorCode message }
    ... on TooManyRequestsError { retryAfterSeconds }
  }
}`;

const SUPPORT = "help@shop.test";
const MESSAGE = "My key for Elden Ring says it was already used.\nCan you replace it?";

let ipCounter = 0;
/** A fresh client address per call unless one is given (the per-IP limit has tests of its own). */
const freshIp = () => `203.0.113.${++ipCounter}`;

function input(overrides: Record<string, unknown> = {}) {
  return { name: "Ada Lovelace", email: uniqueEmail("contact"), topic: "order", orderNumber: "KM-000123", message: MESSAGE, ...overrides };
}

/** Sends as a guest's browser would (with its CSRF token) from `ip`. */
async function send(app: TestApp, inputValue: Record<string, unknown>, ip = freshIp()) {
  const b = new Browser(app, { ip });
  await b.csrf();
  const r = await b.gql(SEND, { input: inputValue });
  return {
    status: r.status,
    result: r.body.data?.sendContactMessage,
    errors: r.body.errors as { message: string; extensions: { code: string } }[] | undefined,
  };
}

/** The mails of the contact form to support about one sender (the support box gets everyone's). */
async function supportMailsFrom(app: TestApp, sender: string): Promise<(MailboxItem & { replyTo: string | null })[]> {
  const all = (await mailsTo(app, SUPPORT)) as (MailboxItem & { replyTo: string | null })[];
  return all.filter((m) => m.template === "contact-message" && m.replyTo === sender);
}

describe("sendContactMessage", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({
      SUPPORT_EMAIL: SUPPORT,
      COMPANY_NAME: "Negozio Chiavi S.r.l.",
      COMPANY_VAT_ID: "IT09876543210",
      SUPPORT_HOURS: "Mo-Fr 09:00-18:00, Sa 10:00-13:00",
      CONTACT_MAX_PER_SENDER: "3",
      CONTACT_MAX_PER_IP: "4",
    });
  });
  afterAll(() => app?.close());

  it("mails the message to support with Reply-To the sender, and acknowledges it to the sender in their language", async () => {
    const sent = input({ locale: "it" });
    const { result, errors } = await send(app, sent);
    expect(errors).toBeUndefined();
    expect(result).toEqual({ __typename: "ContactMessageSent", reference: expect.stringMatching(/^C-[0-9A-F]{8}$/), email: sent.email });
    const reference = result.reference as string;

    const [toSupport, ...more] = await supportMailsFrom(app, sent.email as string);
    expect(more).toEqual([]);
    expect(toSupport).toMatchObject({ to: SUPPORT, replyTo: sent.email, locale: "en", status: "sent" });
    expect(toSupport!.subject).toBe(`[Contact] Problem with an order: Ada Lovelace (${reference})`);
    for (const line of [
      `From: Ada Lovelace <${sent.email}>`,
      "Order: KM-000123",
      "Account: not signed in",
      "Language: it",
      `Reference: ${reference}`,
      MESSAGE,
    ]) {
      expect(toSupport!.text).toContain(line);
    }

    const acks = (await mailsTo(app, sent.email as string)) as (MailboxItem & { replyTo: string | null })[];
    expect(acks).toHaveLength(1);
    expect(acks[0]).toMatchObject({ template: "contact-received", locale: "it", replyTo: SUPPORT, status: "sent" });
    expect(acks[0]!.subject).toBe(`Abbiamo ricevuto il tuo messaggio (${reference})`);
    expect(acks[0]!.text).toContain("Ciao Ada Lovelace,");
    expect(acks[0]!.text).toContain("«Problema con un ordine»");
    expect(acks[0]!.text).toContain("lunedì–venerdì 09:00–18:00, sabato 10:00–13:00");
    // The acknowledgement never carries the message (the form would be a relay to any address).
    expect(acks[0]!.text).not.toContain("already used");
    expect(acks[0]!.html).not.toContain("already used");
  });

  it("acknowledges in English by default, and escapes the message in the HTML to support", async () => {
    const sent = input({ topic: "privacy", orderNumber: null, message: 'Please erase my data <script>alert("x")</script> & thanks' });
    const { result } = await send(app, sent);
    expect(result.__typename).toBe("ContactMessageSent");
    const [toSupport] = await supportMailsFrom(app, sent.email as string);
    expect(toSupport!.subject).toMatch(/^\[Contact\] Privacy request: Ada Lovelace/);
    expect(toSupport!.text).toContain("Order: –");
    expect(toSupport!.html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; thanks");
    expect(toSupport!.html).not.toContain("<script>");
    const [ack] = await mailsTo(app, sent.email as string);
    expect(ack).toMatchObject({ template: "contact-received", locale: "en", subject: `We received your message (${result.reference})` });
    expect(ack!.text).toContain('about "Privacy request"');
    expect(ack!.text).toContain("Monday–Friday 09:00–18:00, Saturday 10:00–13:00");
  });

  it("names the signed-in account to support", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.customer.email, DEMO_ACCOUNTS.customer.password, { ip: freshIp() });
    const sent = input({ email: uniqueEmail("customer-other-address"), topic: "payment" });
    const r = await b.gql(SEND, { input: sent });
    expect(r.body.data.sendContactMessage.__typename).toBe("ContactMessageSent");
    const [toSupport] = await supportMailsFrom(app, sent.email as string);
    expect(toSupport!.text).toMatch(new RegExp(`Account: ${DEMO_ACCOUNTS.customer.email.replace(/[.]/g, "\\.")} \\([0-9a-f-]{36}\\)`));
  });

  it.each([
    ["a message under 10 characters", { message: "  too short   " }, "message must be longer than or equal to 10 characters"],
    ["a message over 5000 characters", { message: "x".repeat(5001) }, "message must be shorter than or equal to 5000 characters"],
    ["an invalid email address", { email: "ada@" }, "email must be an email address"],
    ["an empty name", { name: "   " }, "name must not be empty"],
    ["a name with a line break", { name: "Ada\nBcc: victim@example.com" }, "name must not contain line breaks or control characters"],
    ["an order number with other characters", { orderNumber: "KM-1; DROP" }, "orderNumber may hold letters, digits and dashes only"],
  ])("refuses %s as BAD_USER_INPUT and sends nothing", async (_name, overrides, message) => {
    const sent = input(overrides);
    const { result, errors } = await send(app, sent);
    expect(result).toBeUndefined();
    expect(errors?.[0]?.extensions.code).toBe("BAD_USER_INPUT");
    expect(errors?.[0]?.message).toContain(message);
    if (String(sent.email).includes(".")) expect(await mailsTo(app, sent.email as string)).toEqual([]);
  });

  it("refuses an unknown topic as a GraphQL validation error", async () => {
    const { errors } = await send(app, input({ topic: "complaint" }));
    expect(errors?.[0]?.extensions.code).toBe("BAD_USER_INPUT");
    expect(errors?.[0]?.message).toMatch(/topic/);
  });

  it("limits messages per sender address, whatever the IP, and tells how long to wait", async () => {
    const email = uniqueEmail("chatty");
    for (let i = 0; i < 3; i++) expect((await send(app, input({ email }))).result.__typename).toBe("ContactMessageSent");
    const refused = await send(app, input({ email: email.toUpperCase() }));
    expect(refused.result).toMatchObject({ __typename: "TooManyRequestsError", errorCode: "TOO_MANY_REQUESTS" });
    expect(refused.result.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.result.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Nothing was sent for the refused one.
    expect(await supportMailsFrom(app, email)).toHaveLength(3);
    expect(await mailsTo(app, email)).toHaveLength(3);
    // Another address is not affected.
    expect((await send(app, input())).result.__typename).toBe("ContactMessageSent");
  });

  it("limits messages per IP address; a refused message does not count against its sender", async () => {
    const ip = "198.51.100.7";
    const first = uniqueEmail("office");
    expect((await send(app, input({ email: first }), ip)).result.__typename).toBe("ContactMessageSent");
    for (let i = 0; i < 3; i++) expect((await send(app, input(), ip)).result.__typename).toBe("ContactMessageSent");
    const other = uniqueEmail("office");
    expect((await send(app, input({ email: other }), ip)).result.__typename).toBe("TooManyRequestsError");
    // From elsewhere the same address still has all its messages: the refusal took none.
    for (let i = 0; i < 3; i++) expect((await send(app, input({ email: other }))).result.__typename).toBe("ContactMessageSent");
    expect((await send(app, input({ email: other }))).result.__typename).toBe("TooManyRequestsError");
  });

  it("limits messages per signed-in account, whatever the address given", async () => {
    const b = await signedInBrowser(app, DEMO_ACCOUNTS.seller.email, DEMO_ACCOUNTS.seller.password, { ip: freshIp() });
    const outcomes: string[] = [];
    for (let i = 0; i < 4; i++) {
      b.ip = freshIp();
      const r = await b.gql(SEND, { input: input() });
      outcomes.push(r.body.data.sendContactMessage.__typename);
    }
    expect(outcomes).toEqual(["ContactMessageSent", "ContactMessageSent", "ContactMessageSent", "TooManyRequestsError"]);
  });

  it("gives the configured company details to the storefront", async () => {
    const r = await app.gql(`{ publicState(locale: it) { company { name address vatId supportEmail supportHours } } }`);
    expect(r.body.data.publicState.company).toEqual({
      name: "Negozio Chiavi S.r.l.",
      address: "Via Giuseppe Verdi 12, 20121 Milano (MI), Italy",
      vatId: "IT09876543210",
      supportEmail: SUPPORT,
      supportHours: "Mo-Fr 09:00-18:00, Sa 10:00-13:00",
    });
  });
});

describe("sendContactMessage with reCAPTCHA and SMTP", () => {
  const recaptchaCalls: URLSearchParams[] = [];
  const mock = setupServer(
    http.post("https://www.google.com/recaptcha/api/siteverify", async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      recaptchaCalls.push(form);
      return HttpResponse.json({ success: form.get("response") === "good-token" });
    }),
  );
  const received: string[] = [];
  let smtp: Awaited<ReturnType<typeof smtpServer>>;
  let app: TestApp;
  beforeAll(async () => {
    mock.listen({ onUnhandledRequest: "bypass" }); // the tests' own calls to the app pass through
    smtp = await smtpServer(received);
    app = await startTestApp({ SUPPORT_EMAIL: SUPPORT, RECAPTCHA_SECRET: "recaptcha-secret", SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  });
  afterAll(async () => {
    await app?.close();
    await smtp?.close();
    mock.close();
  });

  it("refuses a missing or failing reCAPTCHA token before sending anything", async () => {
    const sent = input();
    expect((await send(app, sent)).result).toMatchObject({ __typename: "CaptchaCheckFailedError", errorCode: "CAPTCHA_CHECK_FAILED" });
    expect((await send(app, { ...sent, tokenRecaptcha: "bad-token" }, "192.0.2.44")).result.__typename).toBe("CaptchaCheckFailedError");
    expect(recaptchaCalls.at(-1)?.get("remoteip")).toBe("192.0.2.44");
    expect(recaptchaCalls.at(-1)?.get("secret")).toBe("recaptcha-secret");
    expect(await mailsTo(app, sent.email as string)).toEqual([]);
    expect(received).toEqual([]);
  });

  it("sends both mails through SMTP with their Reply-To headers", async () => {
    const sent = input({ tokenRecaptcha: "good-token" });
    const { result } = await send(app, sent);
    expect(result.__typename).toBe("ContactMessageSent");
    expect(received).toHaveLength(2);
    const toSupport = received.find((m) => /^To: help@shop\.test$/m.test(m));
    const ack = received.find((m) => new RegExp(`^To: ${String(sent.email).replace(/[.]/g, "\\.")}$`, "m").test(m));
    expect(toSupport).toMatch(new RegExp(`^Reply-To: ${String(sent.email).replace(/[.]/g, "\\.")}$`, "m"));
    expect(toSupport).toMatch(/^From: KeyMarket <no-reply@keymarket\.test>$/m);
    expect(ack).toMatch(/^Reply-To: help@shop\.test$/m);
    const rows = await app.server.dataSource.query(`SELECT status, transport, reply_to FROM mails WHERE "to" = ANY($1) ORDER BY id`, [[SUPPORT, sent.email]]);
    expect(rows).toEqual([
      { status: "sent", transport: "smtp", reply_to: sent.email },
      { status: "sent", transport: "smtp", reply_to: SUPPORT },
    ]);
  });
});
