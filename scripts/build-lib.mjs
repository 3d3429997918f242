// Shared by build.mjs and ensure-build.mjs: what the build reads, and its fingerprint.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "..");
export const STAMP = path.join(ROOT, "dist", ".build-hash");
const INPUTS = ["server", "migrations", "client", "schema", "package.json", "package-lock.json", "tsconfig.base.json", "tsconfig.server.json"];

function files(p) {
  const abs = path.join(ROOT, p);
  if (!existsSync(abs)) return [];
  if (statSync(abs).isFile()) return [abs];
  return readdirSync(abs, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile() && !d.parentPath.includes("node_modules") && !d.parentPath.includes(`${path.sep}__tests__`))
    .map((d) => path.join(d.parentPath, d.name))
    .sort();
}

/** Hash of the files and folders `inputs` (paths from the repository root). */
export function inputsHash(inputs) {
  const h = createHash("sha256");
  for (const f of inputs.flatMap(files)) h.update(path.relative(ROOT, f)).update(readFileSync(f));
  return h.digest("hex");
}

/** Hash of every build input: sources, lockfile, configs. */
export function sourceHash() {
  return inputsHash(INPUTS);
}
