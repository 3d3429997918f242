/** Writes schema/schema.graphql (npm run schema). */
import { writeFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { buildAppSchema, printAppSchema } from "./schema.js";

export const SCHEMA_FILE = path.resolve(__dirname, "../../schema/schema.graphql");

async function main() {
  const sdl = printAppSchema(await buildAppSchema());
  mkdirSync(path.dirname(SCHEMA_FILE), { recursive: true });
  writeFileSync(SCHEMA_FILE, sdl);
  console.log(`wrote ${path.relative(process.cwd(), SCHEMA_FILE)}`);
}

if (require.main === module) {
  main().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
