/**
 * The benchmarks' database: DATABASE_URL when set, otherwise the embedded Postgres under
 * .data-bench/ (BENCH_PG_PORT, default 54332) with its `keymarket_bench` database, kept between
 * runs so that the demo data is loaded once.
 */
import path from "node:path";
import { ensureDatabase, startEmbeddedPostgres } from "../../server/db/embedded";

const ROOT = path.resolve(__dirname, "../..");

export async function benchDatabase(): Promise<{ url: string; stop(): Promise<void> }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => undefined };
  const pg = await startEmbeddedPostgres({ dataDir: path.join(ROOT, ".data-bench", "pg"), port: Number(process.env.BENCH_PG_PORT ?? 54332) });
  await ensureDatabase(pg.adminUrl, "keymarket_bench");
  return { url: pg.urlFor("keymarket_bench"), stop: () => pg.stop() };
}
