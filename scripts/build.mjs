// npm run build: the server with tsc, then the client bundles when the client exists.
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT, STAMP, inputsHash, sourceHash } from "./build-lib.mjs";

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
// The GraphQL IDE of GET /graphql (dist/graphiql, apart from the storefront's bundles):
// rebuilt only when its own sources or the lockfile changed.
const graphiql = "client/src/graphiql/vite.config.ts";
if (existsSync(path.join(ROOT, graphiql))) {
  const stamp = path.join(ROOT, "dist", "graphiql", ".build-hash");
  const inputs = inputsHash(["client/src/graphiql", "client/src/lib/csrf.ts", "client/src/lib/cookies.ts", "package-lock.json"]);
  if (!existsSync(stamp) || readFileSync(stamp, "utf8") !== inputs) {
    run(bin("vite"), ["build", "--config", graphiql], production);
    writeFileSync(stamp, inputs);
  }
}
mkdirSync(path.dirname(STAMP), { recursive: true });
writeFileSync(STAMP, hash);
console.log(`build done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
