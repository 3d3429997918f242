/**
 * Re-encryption of every secret stored with the keyring (KEY_ENCRYPTION_KEYS) under its
 * current entry (the first): product keys, suppliers' credentials, webhook signing secrets and
 * key uploads still waiting to be processed.
 *
 * Rows are taken in batches, each in its own transaction, with FOR UPDATE SKIP LOCKED (a row a
 * checkout holds is left for a later batch or run) and only where the key id is not the current
 * one: a run that is stopped loses at most its open batch, and running it again continues.
 */
import { Client } from "pg";
import type { KeyVault } from "../modules/keys/key-vault.js";

interface EncryptedColumn {
  table: string;
  cipher: string;
  keyId: string;
  /** The primary key's SQL type (for the batch update). */
  idType: string;
}

/** Every column encrypted with the keyring. */
export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  { table: "product_keys", cipher: "value_ciphertext", keyId: "value_key_id", idType: "uuid" },
  { table: "supplier_connections", cipher: "credentials_cipher", keyId: "credentials_key_id", idType: "uuid" },
  { table: "webhook_endpoints", cipher: "secret_cipher", keyId: "secret_key_id", idType: "uuid" },
  { table: "key_uploads", cipher: "staged_ciphertext", keyId: "staged_key_id", idType: "uuid" },
];

export interface RotationOptions {
  /** Rows per batch (and transaction). */
  batchSize?: number;
  /** Stop after this many batches (all tables together); the rest is left for another run. */
  maxBatches?: number;
  progress?: (line: string) => void;
}

export interface RotationResult {
  /** The keyring entry every rotated row is now encrypted with. */
  keyId: string;
  /** Rows re-encrypted in this run, per table. */
  rotated: Record<string, number>;
  /** Rows still under another key when the run ended (locked ones, or left by maxBatches). */
  remaining: number;
}

const pendingWhere = (c: EncryptedColumn) => `${c.keyId} IS NOT NULL AND ${c.cipher} IS NOT NULL AND ${c.keyId} <> $1`;

/** Re-encrypts every row not under the vault's current key with it. */
export async function rotateKeys(url: string, vault: KeyVault, opts: RotationOptions = {}): Promise<RotationResult> {
  const batchSize = opts.batchSize ?? 500;
  const maxBatches = opts.maxBatches ?? Number.POSITIVE_INFINITY;
  const log = opts.progress ?? (() => undefined);
  const current = vault.currentKeyId;
  const client = new Client({ connectionString: url, application_name: "keymarket-rotate-keys" });
  await client.connect();
  const rotated: Record<string, number> = {};
  let batches = 0;
  try {
    const { rows: missing } = await client.query<{ t: string }>(`SELECT t FROM unnest($1::text[]) AS t WHERE to_regclass(t) IS NULL`, [
      ENCRYPTED_COLUMNS.map((c) => c.table),
    ]);
    if (missing.length) {
      throw new Error(
        `the database lacks ${missing.map((m) => m.t).join(", ")}: it is not a migrated KeyMarket database (start the shop once, or check DATABASE_URL)`,
      );
    }
    for (const c of ENCRYPTED_COLUMNS) {
      rotated[c.table] = 0;
      const [{ n: total }] = (await client.query(`SELECT count(*)::int AS n FROM ${c.table} WHERE ${pendingWhere(c)}`, [current])).rows;
      if (total === 0) continue;
      log(`${c.table}: ${total} row(s) to re-encrypt with key "${current}"`);
      while (batches < maxBatches) {
        await client.query("BEGIN");
        let done = 0;
        try {
          const { rows } = await client.query<{ id: string; cipher: Buffer; key_id: string }>(
            `SELECT id::text AS id, ${c.cipher} AS cipher, ${c.keyId} AS key_id FROM ${c.table}
              WHERE ${pendingWhere(c)} ORDER BY id LIMIT $2 FOR UPDATE SKIP LOCKED`,
            [current, batchSize],
          );
          if (rows.length) {
            const ids: string[] = [];
            const ciphers: Buffer[] = [];
            for (const row of rows) {
              let plain: string;
              try {
                plain = vault.decrypt(row.cipher, row.key_id);
              } catch (e) {
                throw new Error(`${c.table} ${row.id}: cannot decrypt (key "${row.key_id}"): ${e instanceof Error ? e.message : e}`);
              }
              ids.push(row.id);
              ciphers.push(vault.encrypt(plain).ciphertext);
            }
            await client.query(
              `UPDATE ${c.table} t SET ${c.cipher} = v.cipher, ${c.keyId} = $1
                 FROM unnest($2::${c.idType}[], $3::bytea[]) AS v(id, cipher) WHERE t.id = v.id`,
              [current, ids, ciphers],
            );
          }
          await client.query("COMMIT");
          done = rows.length;
        } catch (e) {
          await client.query("ROLLBACK").catch(() => undefined);
          throw e;
        }
        if (done === 0) break;
        batches++;
        rotated[c.table]! += done;
        log(`${c.table}: ${rotated[c.table]}/${total}`);
      }
    }
    let remaining = 0;
    for (const c of ENCRYPTED_COLUMNS) {
      remaining += (await client.query(`SELECT count(*)::int AS n FROM ${c.table} WHERE ${pendingWhere(c)}`, [current])).rows[0].n;
    }
    return { keyId: current, rotated, remaining };
  } finally {
    await client.end();
  }
}
