/**
 * Keys uploaded per second (`npm run bench:keys`): a 10,000-key upload through the shop's own
 * path — `KeysService.upload` (parse, check, stage encrypted, queue) then the job's
 * `processUpload` (fingerprint, encrypt, insert in chunks of 2,000 with the progress and the
 * per-line report committed with each chunk) — against the ceiling: a raw `COPY` (pg-copy-streams)
 * of 10,000 rows already encrypted and fingerprinted into the same table, measured in the same run.
 * The table's triggers (stock of the offer and product) fire for both.
 *
 * BENCH_ROUNDS (default 5) turns of each, alternating, so other load on a shared machine weighs
 * on both alike; the median of each is printed, with the ratio (goal ≥ 0.3). Every key either
 * inserts is deleted at the end, so runs repeat. Uses DATABASE_URL when set, otherwise the
 * embedded Postgres under .data-bench/ (like checkout.ts), seeded with the demo data if empty.
 * A script, not a test: it passes or fails nothing.
 */
import "reflect-metadata";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { Pool } from "pg";
import { from as copyFrom } from "pg-copy-streams";
import { KeyContentType, KeyState, Role } from "../../server/common/enums";
import { loadConfig } from "../../server/config";
import { createLogger } from "../../server/logger";
import { startServer } from "../../server/server";
import { benchDatabase } from "./bench-db";
import { systemContext, type RequestContext } from "../../server/graphql/context";

const KEYS = Number(process.env.BENCH_KEYS ?? 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  const { url: databaseUrl, stop: stopDb } = await benchDatabase();
  const config = loadConfig({
    NODE_ENV: "production",
    PORT: "0",
    HOST: "127.0.0.1",
    DATABASE_URL: databaseUrl,
    SEED_DEMO: "true",
    LOG_LEVEL: "warn",
    // The queue runs (uploads are queued as in production) but this process works no job: the bench runs it.
    JOBS: "false",
    KEY_ENCRYPTION_KEYS: `bench:${Buffer.alloc(32, 1).toString("base64")}`,
  });
  const server = await startServer(config, createLogger(config.LOG_LEVEL));
  const pool = new Pool({ connectionString: databaseUrl, max: 2 });
  const { services, dataSource } = server;
  const run = `${Date.now().toString(36)}`;
  let cleanup: (() => Promise<unknown>) | undefined;
  try {
    const [offer] = (
      await pool.query(`SELECT o.id, o.product_id AS "productId", o.seller_id AS "sellerId", s.user_id AS "userId"
                          FROM offers o JOIN seller_profiles s ON s.id = o.seller_id ORDER BY o.id LIMIT 1`)
    ).rows;
    const [{ since }] = (await pool.query(`SELECT now() AS since`)).rows;
    cleanup = async () => {
      await pool.query(`DELETE FROM product_keys WHERE offer_id = $1 AND created_at >= $2`, [offer.id, since]);
      await pool.query(`DELETE FROM key_uploads WHERE offer_id = $1 AND created_at >= $2`, [offer.id, since]);
    };
    const ctx: RequestContext = {
      ...systemContext(dataSource, services),
      user: { id: offer.userId, email: "bench@example.com", role: Role.seller, sellerId: offer.sellerId },
      role: Role.seller,
    };
    const shop: number[] = [];
    const copy: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      // The shop's path: upload (parse, check, stage, queue), then the job.
      const keys = Array.from({ length: KEYS }, (_, i) => `BENCH-${run}-S${round}-${String(i).padStart(6, "0")}`);
      let t = process.hrtime.bigint();
      const upload = await services.keys.upload(ctx, offer.id, { contentType: KeyContentType.text, keys });
      await services.keys.processUpload(ctx, upload.id);
      const shopSeconds = Number(process.hrtime.bigint() - t) / 1e9;
      const [done] = (await pool.query(`SELECT state, accepted FROM key_uploads WHERE id = $1`, [upload.id])).rows;
      if (done.state !== "done" || done.accepted !== KEYS) throw new Error(`upload ended ${done.state} with ${done.accepted} accepted`);
      shop.push(KEYS / shopSeconds);

      // The ceiling: the same number of rows, encrypted and fingerprinted beforehand (not timed), by COPY.
      const lines = Array.from({ length: KEYS }, (_, i) => {
        const value = `BENCH-${run}-C${round}-${String(i).padStart(6, "0")}`;
        const enc = services.vault.encrypt(value);
        const hash = services.vault.hash(value);
        return `${offer.id}\t${offer.productId}\t${offer.sellerId}\ttext\t${KeyState.Available}\t\\\\x${enc.ciphertext.toString("hex")}\t${enc.keyId}\t\\\\x${hash.toString("hex")}\n`;
      });
      const client = await pool.connect();
      try {
        t = process.hrtime.bigint();
        await client.query("BEGIN");
        await pipeline(
          Readable.from(lines),
          client.query(
            copyFrom(`COPY product_keys (offer_id, product_id, seller_id, content_type, state, value_ciphertext, value_key_id, value_hash) FROM STDIN`),
          ),
        );
        await client.query("COMMIT");
        copy.push(KEYS / (Number(process.hrtime.bigint() - t) / 1e9));
      } finally {
        client.release();
      }
      console.log(`round ${round + 1}: shop ${Math.round(shop.at(-1)!)} keys/s, COPY ${Math.round(copy.at(-1)!)} keys/s`);
    }
    const s = median(shop);
    const c = median(copy);
    console.log(`\n${KEYS.toLocaleString("en")}-key upload, median of ${ROUNDS} rounds`);
    console.log(`  shop (upload + job: check, fingerprint, encrypt, insert, progress): ${Math.round(s)} keys/s`);
    console.log(`  raw COPY of the same rows (pre-encrypted):                         ${Math.round(c)} keys/s`);
    console.log(`  ratio: ${(s / c).toFixed(2)} (goal ≥ 0.3)`);
  } finally {
    if (cleanup) await cleanup().catch((e) => console.error("cleanup failed", e));
    await pool.end();
    await server.close();
    await stopDb();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
