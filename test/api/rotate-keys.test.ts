/**
 * npm run rotate-keys: with a new key put first in KEY_ENCRYPTION_KEYS, every stored secret
 * (product keys, supplier credentials, webhook secrets) ends up under the new key id and still
 * decrypts to the same plaintext; a run stopped early (--max-batches) is continued by the next.
 */
import { execFile } from "node:child_process";
import { hkdfSync, randomBytes } from "node:crypto";
import path from "node:path";
import { Client } from "pg";
import { KeyVault } from "../../server/modules/keys/key-vault";
import { createTestDatabase } from "../helpers/test-db";

const ROOT = path.resolve(__dirname, "../..");
/** The development keyring entry the demo data was encrypted with (KEY_ENCRYPTION_KEYS unset). */
const OLD = `dev:${Buffer.from(hkdfSync("sha256", "keymarket-development-only", "", "km-dev", 32)).toString("base64")}`;
const NEW = `k2026:${randomBytes(32).toString("base64")}`;

const TABLES = [
  ["product_keys", "value_ciphertext", "value_key_id"],
  ["supplier_connections", "credentials_cipher", "credentials_key_id"],
  ["webhook_endpoints", "secret_cipher", "secret_key_id"],
] as const;

function runRotate(url: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [path.join(ROOT, "node_modules/tsx/dist/cli.mjs"), path.join(ROOT, "scripts/rotate-keys.ts"), ...args],
      { cwd: ROOT, env: { ...process.env, NODE_ENV: "test", DATABASE_URL: url, KEY_ENCRYPTION_KEYS: `${NEW},${OLD}` } },
      (error, stdout, stderr) => resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: Client;
beforeAll(async () => {
  db = await createTestDatabase();
  client = new Client({ connectionString: db.url });
  await client.connect();
}, 60_000);
afterAll(async () => {
  await client?.end();
  await db?.drop();
});

async function secrets(table: string, cipher: string, keyId: string) {
  const { rows } = await client.query(`SELECT id::text AS id, ${cipher} AS c, ${keyId} AS k FROM ${table} WHERE ${cipher} IS NOT NULL ORDER BY id`);
  return rows as { id: string; c: Buffer; k: string }[];
}

it("re-encrypts every secret with the new key, resumably, keeping the plaintexts", async () => {
  const oldVault = new KeyVault(OLD);
  const before = new Map<string, Map<string, string>>();
  for (const [table, cipher, keyId] of TABLES) {
    const rows = await secrets(table, cipher, keyId);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r.k))).toEqual(new Set(["dev"]));
    before.set(table, new Map(rows.map((r) => [r.id, oldVault.decrypt(r.c, r.k)])));
  }
  const keyCount = before.get("product_keys")!.size;
  expect(keyCount).toBeGreaterThan(150);

  // A run that stops after one batch: exactly one batch moved, the rest untouched; exit 2 says "not done".
  const first = await runRotate(db.url, ["--batch-size", "100", "--max-batches", "1"]);
  expect(first.stderr).toBe("");
  expect(first.code).toBe(2);
  expect(first.stdout).toContain(`product_keys: 100/${keyCount}`);
  const partly = await secrets("product_keys", "value_ciphertext", "value_key_id");
  expect(partly.filter((r) => r.k === "k2026")).toHaveLength(100);
  expect(partly.filter((r) => r.k === "dev")).toHaveLength(keyCount - 100);

  // Running again continues where it stopped.
  const second = await runRotate(db.url, ["--batch-size", "100"]);
  expect(second.stderr).toBe("");
  expect(second.code).toBe(0);
  expect(second.stdout).toContain(`product_keys: ${keyCount - 100}/${keyCount - 100}`);
  expect(second.stdout).toMatch(/re-encrypted \d+ value\(s\) with key "k2026" \(product_keys \d+, supplier_connections [1-9]\d*, webhook_endpoints [1-9]\d*/);
  expect(second.stdout).toContain("every stored secret uses the current key");

  // Only the new key is needed to read every secret now, and each is what it was.
  const newOnly = new KeyVault(NEW);
  for (const [table, cipher, keyId] of TABLES) {
    const rows = await secrets(table, cipher, keyId);
    expect(new Set(rows.map((r) => r.k))).toEqual(new Set(["k2026"]));
    const expected = before.get(table)!;
    expect(rows).toHaveLength(expected.size);
    for (const r of rows) expect(newOnly.decrypt(r.c, r.k)).toBe(expected.get(r.id));
  }

  // Nothing left: a third run changes nothing.
  const third = await runRotate(db.url, []);
  expect(third.code).toBe(0);
  expect(third.stdout).toContain('re-encrypted 0 value(s) with key "k2026"');
}, 120_000);

it("fails clearly when a row's key is missing from the keyring", async () => {
  await client.query(`UPDATE webhook_endpoints SET secret_key_id = 'gone' WHERE id = (SELECT id FROM webhook_endpoints LIMIT 1)`);
  await client.query(`UPDATE product_keys SET value_key_id = 'gone' WHERE id = (SELECT id FROM product_keys LIMIT 1)`);
  const r = await runRotate(db.url, []);
  expect(r.code).toBe(1);
  expect(r.stderr).toMatch(/rotate-keys failed: product_keys [0-9a-f-]+: cannot decrypt \(key "gone"\)/);
}, 60_000);
