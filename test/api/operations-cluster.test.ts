/**
 * /metrics in cluster mode (WEB_CONCURRENCY=2, server/main.ts from sources as a separate
 * process): whichever worker takes the scrape answers every worker's series, labelled by worker.
 */
import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createTestDatabase } from "../helpers/test-db";

const ROOT = path.resolve(__dirname, "../..");
jest.setTimeout(120_000);

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
  });

/** GET on a new connection each time, so the cluster hands it to the next worker. */
function get(url: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false, headers: { connection: "close" } }, (res) => {
        let text = "";
        res.on("data", (d) => (text += d));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      })
      .on("error", reject);
  });
}

let child: ChildProcess | undefined;
let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((r) => child!.once("exit", r));
    child.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000).unref())]);
    if (child.exitCode === null) child.kill("SIGKILL");
  }
  await db?.drop();
});

it("answers every worker's metrics, whichever worker takes the scrape", async () => {
  db = await createTestDatabase();
  const port = await freePort();
  const logs: string[] = [];
  child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      WEB_CONCURRENCY: "2",
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      DB_POOL_SIZE: "3",
      DATABASE_URL: db.url,
      SEED_DEMO: "false",
      JOBS: "false",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${logs.join("\n")}`)), 90_000);
    const collect = (b: Buffer) => {
      for (const line of b.toString().split("\n").filter(Boolean)) {
        logs.push(line);
        if (line.includes("KeyMarket ready on")) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child!.stdout!.on("data", collect);
    child!.stderr!.on("data", collect);
    child!.once("exit", () => reject(new Error(`exited:\n${logs.join("\n")}`)));
  });
  const url = `http://127.0.0.1:${port}`;
  // Requests reach both workers; then each scrape, whichever worker takes it, shows both.
  for (let i = 0; i < 6; i++) expect((await get(`${url}/healthz`)).status).toBe(200);
  for (let i = 0; i < 4; i++) {
    const r = await get(`${url}/metrics`);
    expect(r.status).toBe(200);
    for (const worker of ["1", "2"]) {
      expect(r.text).toMatch(new RegExp(`keymarket_http_request_duration_seconds_count\\{[^}]*route="/healthz"[^}]*worker="${worker}"[^}]*\\} [1-9]`));
      expect(r.text).toMatch(new RegExp(`process_resident_memory_bytes\\{worker="${worker}"\\} \\d`));
      expect(r.text).toMatch(new RegExp(`keymarket_keys_in_stock\\{worker="${worker}"\\} \\d`));
    }
  }
});
