/**
 * Several KeyMarket nodes behind one load balancer, as `docker compose up --scale app=N` runs them
 * behind nginx: N separate processes (WEB_CONCURRENCY=1 each, their own port) on one database with
 * the same AUTH_SECRET and KEY_ENCRYPTION_KEYS, and a reverse proxy (http-proxy-3) in this process
 * that hands each request to the next node in turn (round robin per request, not per connection),
 * proxies WebSocket upgrades the same way, and adds X-Forwarded-For/-Proto/-Host like nginx does
 * (the nodes run with TRUST_PROXY=loopback: the proxy is on this machine).
 *
 * The proxy says which node answered in the response header `x-served-by` (the node's index), and
 * a request may name the node it must go to with `x-balancer-pin: <index>` (removed before it is
 * forwarded), so a test can sign in on one node and use the session on the other. Both are the
 * test balancer's own headers: the app knows nothing of them.
 *
 * Used by test/api/multi-node.test.ts (nodes from sources through tsx) and by the mixed-load
 * benchmark test/bench/mixed.ts (the production build).
 */
import { spawn, type ChildProcess } from "node:child_process";
import { hkdfSync } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { createProxyServer } from "http-proxy-3";

const ROOT = path.resolve(__dirname, "../..");

/** Response header naming the node (its index) that answered through the balancer. */
export const SERVED_BY = "x-served-by";
/** Request header pinning a request to one node (its index); the balancer removes it. */
export const PIN = "x-balancer-pin";

/**
 * The keyring the test template's demo keys were encrypted with (the development key of
 * server/modules/keys/key-vault.ts), written out so that every node is given the same one
 * explicitly, as an operator must give every replica the same KEY_ENCRYPTION_KEYS.
 */
export const DEV_KEYRING = `dev:${Buffer.from(hkdfSync("sha256", "keymarket-development-only", "", "km-dev", 32)).toString("base64")}`;
/** One AUTH_SECRET for every node: CSRF tokens are HMACs under it. */
export const SHARED_AUTH_SECRET = "multi-node-test-auth-secret-0123456789abcdef";

export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = net.createServer().listen(0, "127.0.0.1", () => {
      const port = (s.address() as net.AddressInfo).port;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });

export interface Node {
  index: number;
  /** The node's own address (bypassing the balancer). */
  url: string;
  port: number;
  child: ChildProcess;
  /** The last few hundred lines the node wrote. */
  logs: string[];
}

export interface Balancer {
  url: string;
  port: number;
  /** Requests (and upgrades) handed to each node so far. */
  served: number[];
  close(): Promise<void>;
}

export interface Cluster {
  nodes: Node[];
  balancer: Balancer;
  /** Stops the balancer, then every node (SIGTERM, SIGKILL after 10 s). */
  stop(): Promise<void>;
}

export interface StartOptions {
  databaseUrl: string;
  /** Number of nodes (default 2). */
  count?: number;
  /** `tsx`: server/main.ts from sources (tests); `dist`: the production build (benchmarks). */
  entry?: "tsx" | "dist";
  /** Node flags before the entry (e.g. `--max-old-space-size=288` as `npm start`). */
  nodeArgs?: string[];
  /** Environment of every node, over the defaults below. */
  env?: Record<string, string>;
  /** How long a node may take to log "ready" (default 90 s: two tsx starts on a busy machine). */
  startTimeoutMs?: number;
}

/**
 * Starts the balancer first (its address is the nodes' PUBLIC_URL), then every node in parallel,
 * each waited for until it logs "KeyMarket ready on". Throws with the node's log when one exits or
 * does not get ready; whatever was started is stopped then.
 */
export async function startCluster(opts: StartOptions): Promise<Cluster> {
  const count = opts.count ?? 2;
  const ports = await Promise.all(Array.from({ length: count }, () => freePort()));
  const balancer = await startBalancer(ports.map((p) => `http://127.0.0.1:${p}`));
  const started: Node[] = [];
  try {
    const results = await Promise.allSettled(
      ports.map((port, index) =>
        startNode(index, port, opts, balancer.url).then((n) => {
          started.push(n);
          return n;
        }),
      ),
    );
    const failed = results.find((r) => r.status === "rejected");
    if (failed) throw (failed as PromiseRejectedResult).reason;
    const nodes = results.map((r) => (r as PromiseFulfilledResult<Node>).value);
    return {
      nodes,
      balancer,
      stop: async () => {
        await balancer.close();
        await Promise.all(nodes.map(stopNode));
      },
    };
  } catch (e) {
    await balancer.close();
    await Promise.all(started.map(stopNode));
    throw e;
  }
}

async function startNode(index: number, port: number, opts: StartOptions, publicUrl: string): Promise<Node> {
  const entry = opts.entry === "dist" ? [path.join(ROOT, "dist", "server", "main.js")] : ["--import", "tsx", "server/main.ts"];
  const logs: string[] = [];
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), ...entry], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "test",
      WEB_CONCURRENCY: "1",
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: publicUrl,
      TRUST_PROXY: "loopback",
      DATABASE_URL: opts.databaseUrl,
      SEED_DEMO: "false",
      AUTH_SECRET: SHARED_AUTH_SECRET,
      KEY_ENCRYPTION_KEYS: DEV_KEYRING,
      LOG_LEVEL: "info",
      DB_POOL_SIZE: "4",
      JOBS_POLL_SECONDS: "0.5",
      ...opts.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  let ready!: () => void;
  const readyLine = new Promise<void>((r) => (ready = r));
  const collect = (b: Buffer) => {
    for (const line of b.toString().split("\n")) {
      if (!line) continue;
      logs.push(line);
      if (logs.length > 400) logs.splice(0, logs.length - 300);
      if (line.includes("KeyMarket ready on")) ready();
    }
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  let timer: NodeJS.Timeout | undefined;
  const outcome = await Promise.race([
    readyLine.then(() => "ready"),
    exited.then(() => "exited"),
    new Promise<string>((r) => (timer = setTimeout(() => r("timeout"), opts.startTimeoutMs ?? 90_000))),
  ]);
  clearTimeout(timer);
  const node = { index, url: `http://127.0.0.1:${port}`, port, child, logs };
  if (outcome !== "ready") {
    await stopNode(node);
    throw new Error(`node ${index} ${outcome === "exited" ? "exited early" : "did not get ready"}:\n${logs.slice(-40).join("\n")}`);
  }
  return node;
}

/** SIGTERM, then SIGKILL when the node has not exited within 10 s. */
export async function stopNode(node: Node): Promise<void> {
  const c = node.child;
  if (c.exitCode !== null || c.signalCode !== null) return;
  const exited = new Promise((r) => c.once("exit", r));
  c.kill("SIGTERM");
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([exited, new Promise((r) => (timer = setTimeout(r, 10_000)))]);
  clearTimeout(timer);
  if (c.exitCode === null && c.signalCode === null) {
    c.kill("SIGKILL");
    await exited;
  }
}

/**
 * The reverse proxy: round robin per request over `targets`, WebSocket upgrades included, with
 * X-Forwarded-For (the client's address appended to what it sent), -Proto and -Host; the Host
 * header is passed unchanged, as nginx's `proxy_set_header Host $host`.
 */
export async function startBalancer(targets: string[], port = 0): Promise<Balancer> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const proxy = createProxyServer({ xfwd: true, ws: true, agent });
  const served = targets.map(() => 0);
  let next = 0;
  const pick = (req: http.IncomingMessage): number => {
    const pinned = req.headers[PIN];
    delete req.headers[PIN];
    const i = pinned !== undefined && Number(pinned) >= 0 && Number(pinned) < targets.length ? Number(pinned) : next++ % targets.length;
    served[i]!++;
    return i;
  };
  const server = http.createServer((req, res) => {
    const i = pick(req);
    res.setHeader(SERVED_BY, String(i));
    proxy.web(req, res, { target: targets[i] }, (err) => {
      if (!res.headersSent) res.writeHead(502, { "content-type": "text/plain" });
      res.end(`balancer: node ${i} unreachable: ${(err as Error).message}`);
    });
  });
  server.on("upgrade", (req, socket, head) => {
    const i = pick(req);
    proxy.ws(req, socket, head, { target: targets[i] }, () => socket.destroy());
  });
  // Kept-alive client connections are many (a benchmark's virtual users); no idle limit of ours.
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const actual = (server.address() as net.AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}`,
    port: actual,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
        proxy.close();
        agent.destroy();
      }),
  };
}

/** Resident memory of a process in bytes (Linux /proc), or 0 when it cannot be read. */
export function rssBytes(pid: number): number {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    return m ? Number(m[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}
