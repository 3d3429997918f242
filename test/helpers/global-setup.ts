/**
 * Jest global setup: find or start the Postgres server, and build the template database
 * (migrations + demo data) unless one for the current migrations and seed already exists.
 */
import "./resolve-js-to-ts";
import "reflect-metadata";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/db/embedded";
import { createDataSource } from "../../server/db/data-source";
import { prepareDatabase } from "../../server/db/prepare";
import { KeyVault } from "../../server/modules/keys/key-vault";
import { templateName, withAdmin, withDatabase } from "./test-db";

const STALE_MS = 2 * 60 * 60 * 1000;
const OLD_TEMPLATE_MS = 24 * 60 * 60 * 1000;
/** Serialises template builds of concurrent jest runs on one server. */
const TEMPLATE_LOCK = 7_251_002;

export default async function globalSetup(): Promise<void> {
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const embedded = await startEmbeddedPostgres({
      dataDir: path.resolve(__dirname, "../..", process.env.TEST_PG_DIR ?? ".data-test/pg"),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54330),
    });
    (globalThis as { __kmEmbedded?: typeof embedded }).__kmEmbedded = embedded;
    adminUrl = embedded.adminUrl;
  }
  const prefix = templateName();
  const template = await withAdmin(adminUrl, async (c) => {
    await c.query("SELECT pg_advisory_lock($1)", [TEMPLATE_LOCK]);
    try {
      // Leftovers of killed runs, and templates of older sources (kept a day: another run may use them).
      const { rows } = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE 'km\\_t\\_%' OR datname LIKE 'km\\_tpl\\_%'`);
      for (const { datname } of rows as { datname: string }[]) {
        // km_t_<ms>_<random> (a test file's copy) or km_tpl_<hash>_<ms> (a template): the creation time.
        const parts = datname.split("_");
        const ts = Number(datname.startsWith("km_t_") ? parts[2] : parts.at(-1));
        const old = !Number.isFinite(ts) || Date.now() - ts > (datname.startsWith("km_tpl_") ? OLD_TEMPLATE_MS : STALE_MS);
        const unfinished = datname.startsWith("km_tpl_build_");
        if ((old && !datname.startsWith(`${prefix}_`)) || unfinished) {
          await c.query(`ALTER DATABASE ${datname} IS_TEMPLATE false`).catch(() => undefined);
          await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`).catch(() => undefined);
        }
      }
      const existing = await c.query(`SELECT datname FROM pg_database WHERE datname LIKE $1 ORDER BY datname DESC LIMIT 1`, [`${prefix}\\_%`]);
      if (existing.rows[0]) return existing.rows[0].datname as string;
      const building = `km_tpl_build_${Date.now()}`;
      await c.query(`CREATE DATABASE ${building}`);
      const ds = createDataSource({ url: withDatabase(adminUrl!, building) });
      await ds.initialize();
      try {
        await prepareDatabase(ds, { vault: new KeyVault(undefined) }, { seed: true, log: () => undefined });
      } finally {
        await ds.destroy();
      }
      const name = `${prefix}_${Date.now()}`;
      await c.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      await c.query(`ALTER DATABASE ${name} IS_TEMPLATE true`);
      return name;
    } finally {
      await c.query("SELECT pg_advisory_unlock($1)", [TEMPLATE_LOCK]).catch(() => undefined);
    }
  });
  process.env.KM_TEST_ADMIN_URL = adminUrl;
  process.env.KM_TEST_TEMPLATE = template;
}
