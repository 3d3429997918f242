/**
 * The process logger keeps secrets out: errors are logged without the objects libraries hang
 * on them (node-postgres puts its `client`, with the backend's cancel key, on connection
 * errors), and the redacted fields stay redacted.
 */
import { Writable } from "node:stream";
import { createLogger } from "../../server/logger";

function capture() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, logger: createLogger("info", stream) };
}

describe("the logger", () => {
  it("logs an error's message, code and stack, not the objects attached to it", () => {
    const { lines, logger } = capture();
    const e = Object.assign(new Error("terminating connection due to administrator command"), {
      code: "57P01",
      severity: "FATAL",
      client: { secretKey: 71655523, connectionParameters: { user: "postgres", password: "hunter2" } },
      cause: new Error("socket closed"),
    });
    logger.warn({ err: e }, "job queue error");
    const entry = JSON.parse(lines[0]!);
    expect(entry.err).toMatchObject({ type: "Error", code: "57P01", severity: "FATAL" });
    // pino's serializer names the causes in the message.
    expect(entry.err.message).toBe("terminating connection due to administrator command: socket closed");
    expect(entry.err.stack).toContain("terminating connection");
    expect(lines[0]).not.toContain("secretKey");
    expect(lines[0]).not.toContain("hunter2");
  });

  it("redacts passwords and tokens in logged objects", () => {
    const { lines, logger } = capture();
    logger.info({ body: { password: "hunter2", token: "abc" } }, "request");
    expect(lines[0]).not.toContain("hunter2");
    expect(lines[0]).not.toContain('"abc"');
  });
});
