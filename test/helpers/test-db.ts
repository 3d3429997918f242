/**
 * Databases for tests. One template database holds the migrated schema and the demo
 * data; every test file gets its own copy (CREATE DATABASE … TEMPLATE, ~0.2 s), so files
 * run in parallel without seeing each other's writes.
 *
 * The server is TEST_DATABASE_URL when set (CI points it at the machine's Postgres),
 * otherwise an embedded Postgres started by the global setup on port 54330.
 */
import { createHash, randomBytes } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { Client } from "pg";

const ROOT = path.resolve(__dirname, "../..");

/** Everything that shapes the template's contents; a change makes a new template. */
const TEMPLATE_INPUTS = ["migrations", "server/db/seed", "server/modules/keys/key-code.ts", "server/modules/keys/key-vault.ts"];

function filesUnder(p: string): string[] {
  const abs = path.join(ROOT, p);
  if (!statSync(abs, { throwIfNoEntry: false })) return [];
  if (statSync(abs).isFile()) return [abs];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

export function templateName(): string {
  const h = createHash("sha1");
  for (const f of TEMPLATE_INPUTS.flatMap(filesUnder)) h.update(f).update(readFileSync(f));
  return `km_tpl_${h.digest("hex").slice(0, 12)}`;
}

export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (c: Client) => Promise<T>): Promise<T> {
  const c = new Client({ connectionString: adminUrl });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh database copied from the template (or empty); returns its URL. */
export async function createTestDatabase(opts: { empty?: boolean } = {}): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const adminUrl = process.env.KM_TEST_ADMIN_URL;
  const template = process.env.KM_TEST_TEMPLATE;
  if (!adminUrl || !template) throw new Error("test database settings missing: run the tests through jest (global setup)");
  const name = `km_t_${Date.now()}_${randomBytes(3).toString("hex")}`;
  await withAdmin(adminUrl, async (c) => {
    for (let attempt = 0; ; attempt++) {
      try {
        await c.query(opts.empty ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`);
        return;
      } catch (e) {
        // "source database is being accessed by other users": another copy is starting
        if ((e as { code?: string }).code !== "55006" || attempt > 50) throw e;
        await new Promise((r) => setTimeout(r, 100 + Math.random() * 200));
      }
    }
  });
  return {
    url: withDatabase(adminUrl, name),
    name,
    drop: () => withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}
