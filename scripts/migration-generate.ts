/**
 * Writes a new migration with the SQL that brings a freshly migrated database in line
 * with the entities (what `typeorm migration:generate` does; its CLI needs ts-node, which
 * TypeScript 7 cannot host). Usage:
 *   MIGRATION_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres tsx scripts/migration-generate.ts AddThing
 */
import "reflect-metadata";
import { writeFileSync } from "node:fs";
import { Client } from "pg";
import { createDataSource } from "../server/db/data-source.js";

async function main() {
  const name = process.argv[2];
  if (!name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) throw new Error("usage: migration-generate <PascalCaseName>");
  const adminUrl = process.env.MIGRATION_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const db = `km_migrate_${Date.now()}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${db}`);
  const url = new URL(adminUrl);
  url.pathname = `/${db}`;
  const ds = createDataSource({ url: url.toString() });
  try {
    await ds.initialize();
    await ds.runMigrations();
    const sql = await ds.driver.createSchemaBuilder().log();
    if (sql.upQueries.length === 0) {
      console.log("Entities and migrations agree: nothing to generate.");
      return;
    }
    const ts = Date.now();
    // typeorm_metadata rows name the database: make them name the one being migrated.
    const params = (p?: unknown[]) => (p?.length ? `, ${JSON.stringify(p).split(JSON.stringify(db)).join("db")}` : "");
    const dbLine = `    const db = (await queryRunner.query("SELECT current_database() AS db"))[0].db;`;
    const q = (s: string) => "`" + s.replace(/\\/g, "\\\\").replace(/`/g, "\\`").replace(/\$\{/g, "\\${") + "`";
    const lines = (qs: { query: string; parameters?: unknown[] }[]) => {
      const out = qs.map((x) => `    await queryRunner.query(${q(x.query)}${params(x.parameters)});`);
      const needsDb = qs.some((x) => JSON.stringify(x.parameters ?? []).includes(JSON.stringify(db)));
      return needsDb ? [dbLine, ...out] : out;
    };
    const up = lines(sql.upQueries);
    const down = lines(sql.downQueries.reverse());
    const file = `migrations/${ts}-${name}.ts`;
    writeFileSync(
      file,
      `import type { MigrationInterface, QueryRunner } from "typeorm";\n\n` +
        `export class ${name}${ts} implements MigrationInterface {\n  name = "${name}${ts}";\n\n` +
        `  public async up(queryRunner: QueryRunner): Promise<void> {\n${up.join("\n")}\n  }\n\n` +
        `  public async down(queryRunner: QueryRunner): Promise<void> {\n${down.join("\n")}\n  }\n}\n`,
    );
    console.log(`wrote ${file}; add it to migrations/index.ts`);
  } finally {
    if (ds.isInitialized) await ds.destroy();
    await admin.query(`DROP DATABASE IF EXISTS ${db}`);
    await admin.end();
  }
}
main().catch((e) => {
  console.error(e);
  process.exit(1);
});
