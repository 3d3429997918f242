/**
 * npm run backup / npm run restore against a real Postgres: a backup brings back what the
 * database held (a marker row, the product keys byte for byte, still encrypted), restore
 * refuses without a file and asks for --yes before replacing a database with data.
 */
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Client } from "pg";
import { createTestDatabase } from "../helpers/test-db";
import { choosePgTool } from "../../server/operations/pg-tools";

const ROOT = path.resolve(__dirname, "../..");

function runScript(script: string, url: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "scripts", script), ...args],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: "test", DATABASE_URL: url } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

async function query<T = any>(url: string, sql: string, params: unknown[] = []): Promise<T[]> {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query(sql, params)).rows as T[];
  } finally {
    await c.end();
  }
}

/** A digest of every product key as stored (ciphertext and key id). */
async function keysDigest(url: string): Promise<string> {
  const rows = await query<{ id: string; c: Buffer; k: string }>(
    url,
    `SELECT id::text AS id, value_ciphertext AS c, value_key_id AS k FROM product_keys ORDER BY id`,
  );
  const h = createHash("sha256");
  for (const r of rows) h.update(r.id).update(r.c).update(r.k);
  return `${rows.length}:${h.digest("hex")}`;
}

const dbs: { drop(): Promise<void> }[] = [];
const dir = mkdtempSync(path.join(os.tmpdir(), "km-backup-"));
afterAll(async () => {
  for (const d of dbs) await d.drop();
  rmSync(dir, { recursive: true, force: true });
});

it("backs a database up and restores it into a fresh one and over a changed one", async () => {
  const source = await createTestDatabase();
  dbs.push(source);
  await query(source.url, `CREATE TABLE ops_marker (note text NOT NULL)`);
  await query(source.url, `INSERT INTO ops_marker VALUES ('before the backup')`);
  const keys = await keysDigest(source.url);
  const [{ n: orders }] = await query(source.url, `SELECT count(*)::int AS n FROM orders`);

  const file = path.join(dir, "nightly.dump");
  const backup = await runScript("backup.ts", source.url, [file]);
  expect(backup.stderr).toBe("");
  expect(backup.code).toBe(0);
  expect(backup.stdout).toContain(`backup written: ${file}`);
  expect(readFileSync(file).subarray(0, 5).toString("latin1")).toBe("PGDMP");
  // The PostgreSQL server here is older than the embedded one: its own major's pg_dump is chosen.
  const [{ server_version_num: v }] = await query(source.url, `SHOW server_version_num`);
  expect(backup.stdout).toContain(`(PostgreSQL ${Math.floor(Number(v) / 10000)})`);

  // The data changes after the backup.
  await query(source.url, `DELETE FROM ops_marker`);
  await query(source.url, `DELETE FROM product_keys WHERE id IN (SELECT id FROM product_keys WHERE state = 0 LIMIT 5)`);
  expect(await keysDigest(source.url)).not.toBe(keys);

  // Refusals: no file; a file that is not a backup.
  const noFile = await runScript("restore.ts", source.url, []);
  expect(noFile.code).toBe(1);
  expect(noFile.stderr).toContain("usage: npm run restore -- <backup file> [--yes]");
  const notBackup = await runScript("restore.ts", source.url, [path.join(ROOT, "package.json")]);
  expect(notBackup.code).toBe(1);
  expect(notBackup.stderr).toContain("is not a backup written by npm run backup");

  // Into a fresh, empty database: no --yes needed; everything is back, keys still encrypted as they were.
  const fresh = await createTestDatabase({ empty: true });
  dbs.push(fresh);
  const restored = await runScript("restore.ts", fresh.url, [file]);
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);
  expect(await query(fresh.url, `SELECT note FROM ops_marker`)).toEqual([{ note: "before the backup" }]);
  expect(await keysDigest(fresh.url)).toBe(keys);
  expect((await query(fresh.url, `SELECT count(*)::int AS n FROM orders`))[0].n).toBe(orders);

  // Over the changed database: refused without --yes (nothing changed), done with it.
  const refused = await runScript("restore.ts", source.url, [file]);
  expect(refused.code).toBe(1);
  expect(refused.stderr).toMatch(/has \d+ table\(s\) with data that the backup would replace: run again with --yes/);
  expect(await query(source.url, `SELECT note FROM ops_marker`)).toEqual([]);
  const over = await runScript("restore.ts", source.url, [file, "--yes"]);
  expect(over.stderr).toBe("");
  expect(over.code).toBe(0);
  expect(await query(source.url, `SELECT note FROM ops_marker`)).toEqual([{ note: "before the backup" }]);
  expect(await keysDigest(source.url)).toBe(keys);
}, 180_000);

it("writes backups/keymarket-<timestamp>.dump by default", async () => {
  const db = await createTestDatabase({ empty: true });
  dbs.push(db);
  const r = await runScript("backup.ts", db.url, []);
  expect(r.code).toBe(0);
  const written = /backup written: (\S+)/.exec(r.stdout)?.[1];
  expect(written).toMatch(new RegExp(`^${ROOT}/backups/keymarket-\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z\\.dump$`));
  expect(existsSync(written!)).toBe(true);
  rmSync(written!);
}, 60_000);

it("names the client tools to install when none is new enough for the server", () => {
  expect(() => choosePgTool("pg_dump", 99)).toThrow(/no pg_dump of PostgreSQL 99 or newer found .*postgresql-client-99 .*PG_BIN_DIR/);
  expect(() => choosePgTool("pg_restore", 15, dir)).toThrow(/no pg_restore of PostgreSQL 15/);
});
