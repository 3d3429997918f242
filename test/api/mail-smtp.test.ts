/**
 * Mail through SMTP (nodemailer) when SMTP_URL is set: delivered to a real SMTP listener
 * started here; a failed send is recorded on the row and retried later.
 */
import net from "node:net";
import { startTestApp, type TestApp } from "../helpers/test-app";
import { Browser, PASSWORD, uniqueEmail } from "./accounts-helpers";

/** A minimal SMTP server that accepts every message and keeps the DATA. */
function smtpServer(port: number, received: string[]): Promise<net.Server> {
  const server = net.createServer((socket) => {
    let data = false;
    let body = "";
    let buffer = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let i: number;
      while ((i = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, i);
        buffer = buffer.slice(i + 2);
        if (data) {
          if (line === ".") {
            data = false;
            received.push(body);
            body = "";
            socket.write("250 OK queued\r\n");
          } else body += line + "\n";
          continue;
        }
        const cmd = line.slice(0, 4).toUpperCase();
        if (cmd === "EHLO" || cmd === "HELO") socket.write("250-test\r\n250 8BITMIME\r\n");
        else if (cmd === "DATA") {
          data = true;
          socket.write("354 go ahead\r\n");
        } else if (cmd === "QUIT") {
          socket.write("221 bye\r\n");
          socket.end();
        } else socket.write("250 OK\r\n");
      }
    });
  });
  return new Promise((resolve) => server.listen(port, "127.0.0.1", () => resolve(server)));
}

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
  const server = await smtpServer(port, received);
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
    await new Promise((r) => server.close(r));
  }
});
