/**
 * Mail through SMTP (nodemailer) when SMTP_URL is set: delivered to a real SMTP listener
 * started here; a failed send is recorded on the row and retried later.
 */
import net from "node:net";
import { smtpServer } from "../helpers/smtp-server";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { Browser, PASSWORD, uniqueEmail } from "./accounts-helpers";

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

let app: TestApp;
let port: number;
beforeAll(async () => {
  port = await freePort();
  app = await startTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: "KeyMarket <no-reply@keymarket.test>" });
});
afterAll(() => app?.close());

it("records a failed send, retries it, and delivers through SMTP", async () => {
  const email = uniqueEmail("smtp");
  const b = new Browser(app);
  await b.csrf();
  // No SMTP server yet: sign-up still succeeds, the mail is recorded as failed.
  const r = await b.call("POST", "/api/user/profile/add", { user: { email, name: "Sam", surname: "Tp" }, password: PASSWORD });
  expect(r.status).toBe(201);
  const [failed] = await app.server.dataSource.query(`SELECT id, status, attempts, last_error, transport FROM mails WHERE "to" = $1`, [email]);
  expect(failed).toMatchObject({ status: "failed", attempts: 1, transport: "smtp" });
  expect(failed.last_error).toMatch(/ECONNREFUSED|connect/i);

  const received: string[] = [];
  const server = await smtpServer(received, port);
  try {
    // Not due yet: nothing happens. Once due, the retry delivers it.
    expect(await app.server.services.mail.retryDue()).toBe(0);
    await app.server.dataSource.query(`UPDATE mails SET next_attempt_at = now() WHERE id = $1`, [failed.id]);
    expect(await app.server.services.mail.retryDue()).toBe(1);
    const [sent] = await app.server.dataSource.query(`SELECT status, attempts, sent_at, last_error FROM mails WHERE id = $1`, [failed.id]);
    expect(sent).toMatchObject({ status: "sent", attempts: 2, last_error: null });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatch(/^Subject: Confirm your email address$/m);
    expect(received[0]).toMatch(new RegExp(`^To: ${email.replace(/[.]/g, "\\.")}$`, "m"));
    expect(received[0]).toContain("verify-email?token=");
    // The outbox page lists it as sent through SMTP.
    const list = await app.http("GET", `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`);
    expect(list.body.items[0]).toMatchObject({ status: "sent", transport: "smtp" });
  } finally {
    await server.close();
  }
});
