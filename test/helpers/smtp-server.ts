/** A minimal SMTP server for tests: accepts every message and keeps its DATA in `received`. */
import net from "node:net";

export interface TestSmtpServer {
  port: number;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1:`port` (0: any free port). */
export function smtpServer(received: string[], port = 0): Promise<TestSmtpServer> {
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
          } else body += `${line}\n`;
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
  return new Promise((resolve) =>
    server.listen(port, "127.0.0.1", () =>
      resolve({ port: (server.address() as net.AddressInfo).port, close: () => new Promise<void>((r) => server.close(() => r())) }),
    ),
  );
}
