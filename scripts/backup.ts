/**
 * npm run backup [-- <file>]: a pg_dump custom-format archive (-Fc) of the shop's database:
 * DATABASE_URL, or the embedded Postgres like `npm start` (the running server's, when it is
 * up: the dump is a consistent snapshot taken while the shop keeps serving). Default file:
 * backups/keymarket-<UTC timestamp>.dump. Product keys and other secrets stay encrypted in it,
 * as they are in the database: keep KEY_ENCRYPTION_KEYS to restore something readable.
 */
import { spawn } from "node:child_process";
import { mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import { loadConfig } from "../server/config.js";
import { openToolDatabase } from "../server/operations/tool-database.js";
import { choosePgTool, libpqTarget, serverMajor } from "../server/operations/pg-tools.js";

function run(binary: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { env, stdio: ["ignore", "inherit", "inherit"] });
    child.on("error", reject);
    child.on("exit", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${path.basename(binary)} exited with ${signal ?? `code ${code}`}`))));
  });
}

async function main() {
  const config = loadConfig();
  const file = path.resolve(
    process.argv.slice(2).find((a) => !a.startsWith("--")) ?? path.join("backups", `keymarket-${new Date().toISOString().replace(/[:.]/g, "-")}.dump`),
  );
  const db = await openToolDatabase(config);
  try {
    const major = await serverMajor(db.url);
    const pgDump = choosePgTool("pg_dump", major, config.PG_BIN_DIR);
    await mkdir(path.dirname(file), { recursive: true });
    console.log(`backup: ${db.source} (PostgreSQL ${major}) with ${pgDump}`);
    const target = libpqTarget(db.url);
    try {
      await run(pgDump, ["--format=custom", "--file", file, "--dbname", target.dbname], target.env);
    } catch (e) {
      await rm(file, { force: true });
      throw e;
    }
    console.log(`backup written: ${file} (${(await stat(file)).size} bytes)`);
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(`backup failed: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
