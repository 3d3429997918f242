/**
 * Module boundaries the server keeps, checked on its static import graph (dynamic `import()`
 * is a deliberate, lazy edge and is not followed):
 *  - the demo seed is loaded only when seeding, never by a starting server;
 *  - core (errors, auth) does not reach into the feature modules;
 *  - mail does not depend on accounts.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(__dirname, "../..");
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^"';]*?\sfrom\s+)?["'](\.[^"']+)["']/gm;

/** Every file reachable from `entry` through static, non-type-only relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = path.resolve(path.dirname(file), m[1]).replace(/\.js$/, "");
      const resolved = [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts")].find(existsSync);
      if (resolved) visit(resolved);
    }
  };
  visit(path.join(ROOT, entry));
  return new Set([...seen].map((f) => path.relative(ROOT, f)));
}

describe("server module graph", () => {
  it("does not load the demo seed when the server starts", () => {
    // main.ts loads the cluster primary or the server (each by a dynamic import of its own).
    const files = [...reachable("server/server.ts"), ...reachable("server/cluster.ts")];
    expect(files).toContain("server/db/prepare.ts");
    expect(files.filter((f) => f.startsWith("server/db/seed/"))).toEqual([]);
  });

  it("keeps core independent of the feature modules", () => {
    for (const entry of ["server/core/errors/index.ts", "server/core/auth/index.ts"]) {
      expect([...reachable(entry)].filter((f) => f.startsWith("server/modules/"))).toEqual([]);
    }
  });

  it("keeps mail independent of accounts", () => {
    expect([...reachable("server/modules/mail/mail.service.ts")].filter((f) => f.startsWith("server/modules/accounts/"))).toEqual([]);
  });
});
