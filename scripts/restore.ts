/**
 * npm run restore -- <file> [--yes]: restores a backup (npm run backup) into the configured
 * database (DATABASE_URL, or the embedded one like `npm start`), replacing what the backup
 * holds, in one transaction: it succeeds whole or changes nothing. A database that already has
 * tables is replaced only with --yes. Stop the shop first (its connections would hold locks),
 * and start it again afterwards (it runs any migrations newer than the backup).
 */
import { spawn } from "node:child_process";
import { existsSync, openSync, readSync, closeSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";
import { loadConfig } from "../server/config.js";
import { openToolDatabase } from "../server/operations/tool-database.js";
import { choosePgTool, libpqTarget, serverMajor } from "../server/operations/pg-tools.js";

const USAGE = "usage: npm run restore -- <backup file> [--yes]";

function run(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} exited with ${signal ?? `code ${code}`}`))));
  });
}

/** Whether the file starts like a pg_dump custom-format archive. */
function isCustomArchive(file: string): boolean {
  const fd = openSync(file, "r");
  try {
    const head = Buffer.alloc(5);
    readSync(fd, head, 0, 5, 0);
    return head.toString("latin1") === "PGDMP";
  } finally {
    closeSync(fd);
  }
}

async function main() {
  const args = process.argv.slice(2);
  const yes = args.includes("--yes");
  const fileArg = args.find((a) => !a.startsWith("--"));
  if (!fileArg) throw new Error(`no backup file given\n${USAGE}`);
  const file = path.resolve(fileArg);
  if (!existsSync(file)) throw new Error(`${file} does not exist`);
  if (!isCustomArchive(file)) throw new Error(`${file} is not a backup written by npm run backup (pg_dump custom format)`);
  const config = loadConfig();
  const db = await openToolDatabase(config);
  try {
    const client = new Client({ connectionString: db.url });
    await client.connect();
    let tables: number;
    try {
      const { rows } = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
      );
      tables = rows[0]!.n;
    } finally {
      await client.end();
    }
    if (tables > 0 && !yes) {
      throw new Error(`the target database (${db.source}) has ${tables} table(s) with data that the backup would replace: run again with --yes to go ahead`);
    }
    const major = await serverMajor(db.url);
    const pgRestore = choosePgTool("pg_restore", major, config.PG_BIN_DIR);
    console.log(`restore: ${file} into ${db.source} (PostgreSQL ${major}) with ${pgRestore}`);
    const target = libpqTarget(db.url);
    await run(
      pgRestore,
      ["--clean", "--if-exists", "--no-owner", "--no-privileges", "--single-transaction", "--exit-on-error", "--dbname", target.dbname, file],
      target.env,
    );
    console.log("restore done: start (or restart) the shop");
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(`restore failed: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
