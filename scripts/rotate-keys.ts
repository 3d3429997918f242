/**
 * npm run rotate-keys [-- --batch-size 500] [-- --max-batches N]: re-encrypts every product key,
 * supplier credential, webhook secret and pending key upload with the first entry of
 * KEY_ENCRYPTION_KEYS (see the README's "Operations"). Uses DATABASE_URL, or the embedded
 * Postgres like `npm start` (the running server's, when it is up). Resumable: run it again
 * after a stop and it continues where it was.
 */
import "reflect-metadata";
import { loadConfig } from "../server/config.js";
import { KeyVault } from "../server/modules/keys/key-vault.js";
import { openToolDatabase } from "../server/operations/tool-database.js";
import { rotateKeys } from "../server/operations/rotate-keys.js";

function option(name: string): number | undefined {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} needs a whole number of at least 1`);
  return n;
}

async function main() {
  const config = loadConfig();
  const batchSize = option("--batch-size") ?? 500;
  const maxBatches = option("--max-batches");
  const vault = new KeyVault(config.KEY_ENCRYPTION_KEYS);
  const db = await openToolDatabase(config);
  try {
    console.log(`rotate-keys: ${db.source}; new values use key "${vault.currentKeyId}"`);
    const result = await rotateKeys(db.url, vault, { batchSize, maxBatches, progress: (line) => console.log(line) });
    const total = Object.values(result.rotated).reduce((a, b) => a + b, 0);
    const parts = Object.entries(result.rotated).map(([table, n]) => `${table} ${n}`);
    console.log(`re-encrypted ${total} value(s) with key "${result.keyId}" (${parts.join(", ")})`);
    if (result.remaining > 0) {
      console.log(`${result.remaining} value(s) still use another key: run rotate-keys again`);
      process.exitCode = 2;
    } else {
      console.log("every stored secret uses the current key");
    }
  } finally {
    await db.stop();
  }
}

main().catch((e) => {
  console.error(`rotate-keys failed: ${e instanceof Error ? e.message : e}`);
  process.exit(1);
});
