// npm start runs this first: build only when a source changed since the last build.
import { existsSync, readFileSync } from "node:fs";
import { execFileSync } from "node:child_process";
import path from "node:path";
import { ROOT, STAMP, sourceHash } from "./build-lib.mjs";

const built = existsSync(STAMP) ? readFileSync(STAMP, "utf8") : "";
if (built !== sourceHash() || !existsSync(path.join(ROOT, "dist", "server", "main.js"))) {
  console.log("building (sources changed since the last build)…");
  execFileSync(process.execPath, [path.join(ROOT, "scripts", "build.mjs")], { stdio: "inherit" });
}
