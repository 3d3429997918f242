/**
 * npm run seed [-- --reset]: migrate, then load the demo data into an empty catalogue.
 * With --reset, every application table is emptied first (the demo data comes back as new).
 * Uses DATABASE_URL, or the embedded Postgres like `npm start` (stop the server first).
 */
import "reflect-metadata";
import path from "node:path";
import { loadConfig } from "../config.js";
import { createDataSource } from "./data-source.js";
import { ensureDatabase, startEmbeddedPostgres } from "./embedded.js";
import { prepareDatabase } from "./prepare.js";
import { KeyVault } from "../modules/keys/key-vault.js";

async function main() {
  const config = loadConfig();
  const reset = process.argv.includes("--reset");
  let url = config.DATABASE_URL;
  let stop = async () => {};
  if (!url) {
    const pg = await startEmbeddedPostgres({ dataDir: path.join(config.dataDir, "pg"), port: config.EMBEDDED_PG_PORT });
    await ensureDatabase(pg.adminUrl, "keymarket");
    url = pg.urlFor("keymarket");
    stop = () => pg.stop();
  }
  const ds = createDataSource({ url });
  try {
    await ds.initialize();
    await ds.runMigrations();
    if (reset) {
      const tables = ds.entityMetadatas.map((m) => `"${m.tableName}"`).join(", ");
      await ds.query(`TRUNCATE ${tables} RESTART IDENTITY CASCADE`);
      console.log("emptied every table");
    }
    await prepareDatabase(ds, { vault: new KeyVault(config.KEY_ENCRYPTION_KEYS) }, { seed: true, log: console.log });
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
