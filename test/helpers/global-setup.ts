/**
 * Jest global setup: find or start the Postgres server, and build the template database
 * (migrations + demo data) unless one for the current migrations and seed already exists.
 */
import "./resolve-js-to-ts";
import "reflect-metadata";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { createDataSource } from "../../server/db/data-source";
import { prepareDatabase } from "../../server/server";
import { KeyVault } from "../../server/modules/keys/key-vault";
import { templateName, withAdmin, withDatabase } from "./test-db";

const STALE_MS = 2 * 60 * 60 * 1000;

export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(__dirname, "../../.data-test/pg"),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
    });
    (globalThis as { __kmEmbedded?: typeof embedded }).__kmEmbedded = embedded;
    adminUrl = embedded.adminUrl;
  }
  const template = templateName();
  await withAdmin(adminUrl, async (c) => {
    // Leftovers of killed runs.
    const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE 'km\\_t\\_%' OR datname LIKE 'km\\_tpl\\_%'`);
    for (const { datname } of rows as { datname: string }[]) {
      const ts = Number(datname.split("_")[2]);
      const staleCopy = datname.startsWith("km_t_") && Number.isFinite(ts) && Date.now() - ts > STALE_MS;
      const oldTemplate = datname.startsWith("km_tpl_") && datname !== template;
      const unfinished = datname.startsWith("km_tpl_build_");
      if (staleCopy || oldTemplate || unfinished) {
        await c.query(`ALTER DATABASE ${datname} IS_TEMPLATE false`).catch(() => undefined);
        await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
      }
    }
    const { rowCount } = await c.query(`SELECT 1 FROM pg_database WHERE datname = $1`, [template]);
    if (rowCount) return;
    const building = `km_tpl_build_${Date.now()}`;
    await c.query(`CREATE DATABASE ${building}`);
    const ds = createDataSource({ url: withDatabase(adminUrl!, building) });
    await ds.initialize();
    try {
      await prepareDatabase(ds, { vault: new KeyVault(undefined) }, { seed: true, log: () => undefined });
    } finally {
      await ds.destroy();
    }
    await c.query(`ALTER DATABASE ${building} RENAME TO ${template}`);
    await c.query(`ALTER DATABASE ${template} IS_TEMPLATE true`);
  });
  process.env.KM_TEST_ADMIN_URL = adminUrl;
  process.env.KM_TEST_TEMPLATE = template;
}
