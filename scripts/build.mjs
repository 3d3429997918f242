// npm run build: the server with tsc, then the client bundles when the client exists.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, STAMP, sourceHash } from "./build-lib.mjs";

const bin = (name) => path.join(ROOT, "node_modules", ".bin", name);
const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: ROOT, stdio: "inherit", env: { ...process.env, ...env } });
// The bundles are production builds whatever NODE_ENV the caller has (jest sets "test"):
// the JSX transform and React's build must agree.
const production = { NODE_ENV: "production" };

const started = Date.now();
const hash = sourceHash();
rmSync(path.join(ROOT, "dist", "server"), { recursive: true, force: true });
run(bin("tsc"), ["-p", "tsconfig.server.json"]);
if (existsSync(path.join(ROOT, "client", "vite.config.ts"))) {
  run(bin("vite"), ["build", "--config", "client/vite.config.ts"], production);
  run(bin("vite"), ["build", "--config", "client/vite.config.ts", "--ssr", "src/entry-server.tsx"], production);
}
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, hash);
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
