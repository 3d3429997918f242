/**
 * The database of an operator's tool (npm run backup, restore, rotate-keys), found as the
 * server finds it: DATABASE_URL, else the embedded Postgres under DATA_DIR. When a server is
 * running on that embedded Postgres the tool connects to it; otherwise it starts the embedded
 * Postgres for the time it runs and stops it afterwards.
 */
import path from "node:path";
import type { Config } from "../config.js";
import { ensureDatabase, runningEmbeddedUrl, startEmbeddedPostgres } from "../db/embedded.js";

export interface ToolDatabase {
  url: string;
  /** "DATABASE_URL", "the running embedded Postgres" or "the embedded Postgres (started for this run)". */
  source: string;
  stop(): Promise<void>;
}

/** The database name of the embedded Postgres (the one `npm start` uses). */
export const EMBEDDED_DATABASE = "keymarket";

export async function openToolDatabase(config: Config): Promise<ToolDatabase> {
  if (config.DATABASE_URL) return { url: config.DATABASE_URL, source: "DATABASE_URL", stop: async () => undefined };
  const dataDir = path.join(config.dataDir, "pg");
  const running = runningEmbeddedUrl(dataDir, EMBEDDED_DATABASE);
  if (running) return { url: running, source: "the running embedded Postgres", stop: async () => undefined };
  const pg = await startEmbeddedPostgres({ dataDir, port: config.EMBEDDED_PG_PORT });
  try {
    await ensureDatabase(pg.adminUrl, EMBEDDED_DATABASE);
  } catch (e) {
    await pg.stop();
    throw e;
  }
  return { url: pg.urlFor(EMBEDDED_DATABASE), source: "the embedded Postgres (started for this run)", stop: () => pg.stop() };
}
