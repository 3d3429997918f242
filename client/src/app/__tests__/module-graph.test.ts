/**
 * The client's module boundaries, checked on its import graph (static, type-only and lazy
 * `import()` edges alike: a lazy edge is still a dependency):
 *  - no import cycle, between files nor between modules: each feature folder
 *    (features/<name>), the layouts (app/layouts), the route shells (app/shells),
 *    components, lib, i18n and gql are one module each, any other file is its own;
 *  - layouts are layout: they reach no feature, so any feature can use them;
 *  - the shells (route modules composing features in layouts) are the routes' alone.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

const SRC = path.resolve(__dirname, "../..");
const IMPORT = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^"';]*?\sfrom\s+)?["'](\.[^"']+)["']|\bimport\(\s*["'](\.[^"']+)["']\s*\)/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "__tests__" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) ? [path.relative(SRC, full)] : [];
  });
}

function resolveImport(from: string, spec: string): string | undefined {
  const target = path.join(path.dirname(from), spec).replace(/\.js$/, "");
  return [`${target}.ts`, `${target}.tsx`, path.join(target, "index.ts"), path.join(target, "index.tsx")].find((f) => existsSync(path.join(SRC, f)));
}

/** Every source file (relative to client/src) with the files it imports. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(path.join(SRC, file), "utf8");
    const targets = [...text.matchAll(IMPORT)].map((m) => resolveImport(file, (m[1] ?? m[2])!)).filter((t): t is string => t !== undefined);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** The module a file belongs to (see the header). */
function moduleOf(file: string): string {
  const parts = file.split("/");
  if (parts[0] === "features") return `features/${parts[1]}`;
  if (parts[0] === "app" && (parts[1] === "layouts" || parts[1] === "shells")) return `app/${parts[1]}`;
  if (["components", "lib", "i18n", "gql"].includes(parts[0]!)) return parts[0]!;
  return file;
}

/** Strongly connected components with more than one node (Tarjan): the cycles. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

/** The module graph, each module edge named with one file import that makes it. */
function moduleGraph(files: Map<string, string[]>): { graph: Map<string, string[]>; why: Map<string, string> } {
  const graph = new Map<string, string[]>();
  const why = new Map<string, string>();
  for (const [file, targets] of files) {
    const from = moduleOf(file);
    if (!graph.has(from)) graph.set(from, []);
    for (const target of targets) {
      const to = moduleOf(target);
      if (to === from || graph.get(from)!.includes(to)) continue;
      graph.get(from)!.push(to);
      why.set(`${from} -> ${to}`, `${file} imports ${target}`);
    }
  }
  return { graph, why };
}

/** Files reachable from `entries` (the entries included). */
function reachable(graph: Map<string, string[]>, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (f: string) => {
    if (seen.has(f)) return;
    seen.add(f);
    for (const t of graph.get(f) ?? []) visit(t);
  };
  entries.forEach(visit);
  return seen;
}

const files = importGraph();

describe("client module graph", () => {
  it("reads the imports it checks", () => {
    // Guards the parser: a multi-line import, a type-only import and a lazy one.
    expect(files.get("app/shells/AdminShell.tsx")).toEqual(expect.arrayContaining(["features/admin/AdminUsersPage.tsx", "app/layouts/AreaLayout.tsx"]));
    expect(files.get("features/accounts/SettingsSection.tsx")).toContain("features/accounts/accounts.graphql.ts");
    expect(files.get("features/seller/SellerOverview.tsx")).toContain("features/accounts/use-me.tsx");
    expect(files.get("app/routes.tsx")).toContain("app/shells/AdminShell.tsx");
    expect(moduleOf("features/admin/AdminUsersPage.tsx")).toBe("features/admin");
    expect(moduleOf("app/layouts/ShellPage.tsx")).toBe("app/layouts");
  });

  it("has no import cycle between files", () => {
    expect(cycles(files)).toEqual([]);
  });

  it("has no import cycle between features, layouts and the other modules", () => {
    const { graph, why } = moduleGraph(files);
    const found = cycles(graph).map((component) =>
      component.flatMap((from) => (graph.get(from) ?? []).filter((to) => component.includes(to)).map((to) => why.get(`${from} -> ${to}`)!)),
    );
    expect(found).toEqual([]);
  });

  it("keeps layouts free of features", () => {
    const layouts = [...files.keys()].filter((f) => f.startsWith("app/layouts/"));
    expect(layouts).toEqual(expect.arrayContaining(["app/layouts/AreaLayout.tsx", "app/layouts/ShellPage.tsx"]));
    expect([...reachable(files, layouts)].filter((f) => f.startsWith("features/"))).toEqual([]);
  });

  it("imports the shells from the routes only", () => {
    const importers = [...files]
      .filter(([file, targets]) => !file.startsWith("app/shells/") && targets.some((t) => t.startsWith("app/shells/")))
      .map(([file]) => file);
    expect(importers).toEqual(["app/routes.tsx"]);
  });
});
