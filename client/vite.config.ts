/**
 * Vite builds the browser bundle (dist/client, with a manifest the server reads for the
 * entry and the route chunks to preload) and the SSR bundle (dist/ssr, `--ssr`), and
 * serves the client in development (server/ssr runs it in middleware mode).
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseMessage } from "@formatjs/icu-messageformat-parser";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";
import { pruneTokens } from "./src/app/prune-tokens";

const root = import.meta.dirname;

/**
 * codegen's client preset resolves `graphql(\`…\`)` through a map of every document, which
 * would put all documents in one shared chunk. Like the preset's Babel plugin, this
 * replaces each call by its generated typed document (the AST from src/gql/graphql.ts),
 * so every route chunk carries only the documents it uses.
 */
function typedDocuments(): Plugin {
  const generated = path.join(root, "src", "gql", "graphql.ts");
  const gqlIndex = /import\s*\{\s*graphql\s*\}\s*from\s*["'](?:\.\.?\/)+gql\/index(?:\.js)?["'];?\n?/;
  let documents: Map<string, string> | null = null;
  const load = () => {
    const map = new Map<string, string>();
    for (const m of readFileSync(generated, "utf8").matchAll(/^export const (\w+) = (\{.*\}) as unknown as DocumentNode</gm)) map.set(m[1]!, m[2]!);
    return map;
  };
  return {
    name: "km-typed-documents",
    enforce: "pre",
    buildStart() {
      documents = null;
    },
    watchChange(id) {
      if (id === generated) documents = null;
    },
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes(`${path.sep}gql${path.sep}`) || !gqlIndex.test(code)) return null;
      documents ??= load();
      const out = code.replace(/\bgraphql\(\s*`([\s\S]*?)`\s*\)/g, (_m, doc: string) => {
        const def = /\b(query|mutation|subscription|fragment)\s+([A-Za-z_][A-Za-z0-9_]*)/.exec(doc);
        if (!def) throw new Error(`${id}: a graphql() document without a named definition`);
        const name = def[1] === "fragment" ? `${def[2]}FragmentDoc` : `${def[2]}Document`;
        const ast = documents!.get(name);
        if (!ast) throw new Error(`${id}: ${name} is not generated yet: run npm run codegen`);
        return `(${ast})`;
      });
      return { code: out.replace(gqlIndex, ""), map: null };
    },
  };
}

/**
 * Messages are compiled to ICU ASTs at build time, so the browser bundle does without the
 * message parser (react-intl's recommended set-up; the parser is aliased to its no-parser
 * build below).
 *
 * The build also splits each language file (see i18n/index.tsx): `./en.json` becomes the
 * frame's messages (every key named in the code the entry imports statically), and
 * i18n/scopes.ts is generated to import, per language, one chunk for each scope: a
 * storefront page's keys (named in the code its module imports statically, less the
 * frame's), the error pages', and "rest" (every key but the frame's: sign-in, account,
 * admin, seller … load it). A key is "named" when it appears as a string literal. The dev
 * server does not split (./en.json whole, scopes empty, as under jest).
 */
const MESSAGE_SCOPES: Record<string, string[]> = {
  // The header's account menu (a lazy chunk for signed-in visitors) is part of the frame.
  frame: ["entry-client.tsx", "features/accounts/AccountMenu.tsx"],
  home: ["features/home/HomePage.tsx"],
  category: ["features/catalog/CategoryPage.tsx"],
  platform: ["features/catalog/PlatformPage.tsx"],
  search: ["features/catalog/SearchPage.tsx"],
  product: ["features/product/ProductPage.tsx"],
  activation: ["features/activation/ActivationGuidePage.tsx"],
  // The legal pages (both languages' texts import the same page) and the contact page.
  legal: ["features/legal/content.en.tsx", "features/legal/ContactPage.tsx"],
  errors: ["app/errors.tsx", "app/CrashPage.tsx"],
};

/** The client sources a module imports statically, itself included (relative imports of .ts/.tsx files). */
function staticGraph(roots: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const file = stack.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    for (const m of readFileSync(file, "utf8").matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s*["'](\.{1,2}\/[^"']+)["']/g)) {
      const base = path.resolve(path.dirname(file), m[1]!.replace(/\.js$/, ""));
      const found = [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")].find((f) => existsSync(f));
      if (found && !found.includes(`${path.sep}gql${path.sep}`)) stack.push(found);
    }
  }
  return seen;
}

function compiledMessages(split: boolean): Plugin {
  const src = path.join(root, "src");
  const dir = path.join(src, "i18n");
  const scopesModule = path.join(dir, "scopes.ts");
  let scopeKeys: Map<string, Set<string>> | null = null;
  /** Keys per scope (frame, the pages', errors; "rest" is everything but the frame). */
  const computeScopes = (keys: string[]): Map<string, Set<string>> => {
    const known = new Set(keys);
    const named = (files: Set<string>) => {
      const used = new Set<string>();
      for (const f of files) for (const m of readFileSync(f, "utf8").matchAll(/["'`]([A-Za-z0-9_.-]+)["'`]/g)) if (known.has(m[1]!)) used.add(m[1]!);
      return used;
    };
    const out = new Map<string, Set<string>>();
    const frame = named(staticGraph(MESSAGE_SCOPES.frame!.map((f) => path.join(src, f))));
    out.set("frame", frame);
    for (const [scope, roots] of Object.entries(MESSAGE_SCOPES)) {
      if (scope === "frame") continue;
      out.set(scope, new Set([...named(staticGraph(roots.map((f) => path.join(src, f))))].filter((k) => !frame.has(k))));
    }
    out.set("rest", new Set(keys.filter((k) => !frame.has(k))));
    return out;
  };
  return {
    name: "km-compiled-messages",
    enforce: "pre",
    buildStart() {
      scopeKeys = null;
    },
    resolveId(source, importer) {
      if (!importer || path.dirname(importer) !== dir) return null;
      const json = /^\.\/(en|it)\.json$/.exec(source);
      if (json) return path.join(dir, `${json[1]}.messages.js`);
      if (/^\.\/(en|it)\.[a-z]+\.messages\.js$/.test(source)) return path.join(dir, source.slice(2));
      return null;
    },
    load(id) {
      if (split && id === scopesModule) {
        const cases = ["en", "it"].flatMap((locale) =>
          [...Object.keys(MESSAGE_SCOPES).filter((x) => x !== "frame"), "rest"].map(
            (scope) => `    case "${locale}.${scope}": return import("./${locale}.${scope}.messages.js");`,
          ),
        );
        return `export function importScope(locale, scope) {\n  switch (locale + "." + scope) {\n${cases.join("\n")}\n  }\n  return Promise.resolve({ default: {} });\n}\n`;
      }
      const m = /[\\/]src[\\/]i18n[\\/](en|it)(?:\.([a-z]+))?\.messages\.js$/.exec(id);
      if (!m) return null;
      const file = path.join(dir, `${m[1]}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      let picked = Object.entries(messages);
      if (split) {
        scopeKeys ??= computeScopes(Object.keys(messages));
        const keys = scopeKeys.get(m[2] ?? "frame");
        if (!keys) throw new Error(`km-compiled-messages: unknown message scope ${m[2]}`);
        picked = picked.filter(([k]) => keys.has(k));
      } else if (m[2]) picked = [];
      const compiled = Object.fromEntries(picked.map(([k, v]) => [k, parseMessage(v)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

/**
 * Chakra UI's entry points (`@chakra-ui/react`, `@chakra-ui/react/theme`) are barrels that
 * re-export every component and recipe. Imported through the barrel, the unused ones still
 * leave code in the bundle (their recipe definitions read other recipes' fields and call
 * anatomy helpers, which the tree-shaker keeps as possible side effects, and the recipes
 * that the lazy toaster uses land in the entry). At build time this rewrites
 * `import { Box, Button } from "@chakra-ui/react"` into imports of the modules that define
 * them (like Next.js' optimizePackageImports), so only those modules are in the graph.
 * Names a barrel defines itself (the theme's `tokens`, `semanticTokens` …) come from a
 * virtual copy of the barrel without its re-exports and without `defaultThemeConfig`
 * (every recipe). Types are untouched (TypeScript still reads the barrels).
 */
function narrowBarrels(barrels: Record<string, string>): Plugin {
  interface Target {
    file: string;
    name: string;
  }
  interface Barrel {
    exports: Map<string, Target>;
    /** The barrel's own definitions, as a module. */
    own: string;
    ownNames: Set<string>;
  }
  const read = (file: string): Barrel => {
    const dir = path.dirname(file);
    const src = readFileSync(file, "utf8");
    const exports = new Map<string, Target>();
    const namespaces = new Map<string, string>();
    for (const m of src.matchAll(/^import \* as (\S+) from '(\.[^']+)';$/gm)) namespaces.set(m[1]!, path.join(dir, m[2]!));
    for (const m of src.matchAll(/^export \{([^}]*)\} from '(\.[^']+)';$/gm)) {
      for (const spec of m[1]!
        .split(",")
        .map((x) => x.trim())
        .filter(Boolean)) {
        const [name, alias] = spec.split(/\s+as\s+/) as [string, string | undefined];
        exports.set(alias ?? name, { file: path.join(dir, m[2]!), name });
      }
    }
    for (const m of src.matchAll(/^export \{ (\S+) as (\S+) \};$/gm)) {
      const file = namespaces.get(m[1]!);
      if (file) exports.set(m[2]!, { file, name: "*" });
    }
    const own = src
      .replace(/^export \{[^}]*\} from '[^']+';$/gm, "")
      .replace(/^import \* as \S+ from '[^']+';$/gm, "")
      .replace(/^export \{ \S+ as \S+ \};$/gm, "")
      .replace(/^import \{ (recipes|slotRecipes) \} from '[^']+';$/gm, "")
      .replace(/^const defaultThemeConfig = defineConfig\(\{[\s\S]*?\n\}\);$/m, "")
      .replace(/\b(defaultThemeConfig|recipes|slotRecipes), /g, "")
      .replace(/from '(\.[^']+)'/g, (_m, p: string) => `from ${JSON.stringify(path.join(dir, p))}`);
    const ownNames = new Set<string>();
    for (const m of own.matchAll(/^export \{([^}]*)\};?$/gm))
      for (const x of m[1]!.split(","))
        ownNames.add(
          x
            .trim()
            .split(/\s+as\s+/)
            .pop()!,
        );
    return { exports, own, ownNames };
  };
  const cache = new Map<string, Barrel>();
  const barrel = (spec: string) => {
    let b = cache.get(spec);
    if (!b) {
      const file = path.join(root, "..", "node_modules", barrels[spec]!);
      if (!existsSync(file)) throw new Error(`km-narrow-barrels: ${file} is missing`);
      cache.set(spec, (b = read(file)));
    }
    return b;
  };
  const OWN = "\0km-barrel-own:";
  const specs = Object.keys(barrels);
  const importRe = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["'](${specs.map((x) => x.replace(/[/.]/g, "\\$&")).join("|")})["'];?`, "g");
  return {
    name: "km-narrow-barrels",
    apply: "build",
    enforce: "pre",
    resolveId: (id) => (id.startsWith(OWN) ? id : null),
    load: (id) => (id.startsWith(OWN) ? barrel(id.slice(OWN.length)).own : null),
    transform(code, id) {
      if (!/\.(ts|tsx)$/.test(id) || id.includes(`${path.sep}node_modules${path.sep}`) || !specs.some((x) => code.includes(`"${x}"`))) return null;
      const out = code.replace(importRe, (_whole, names: string, spec: string) => {
        const { exports, ownNames } = barrel(spec);
        const lines: string[] = [];
        const rest: string[] = [];
        for (const item of names
          .split(",")
          .map((x) => x.trim())
          .filter(Boolean)) {
          if (item.startsWith("type ")) continue;
          const [name, local = name] = item.split(/\s+as\s+/) as [string, string | undefined];
          const target = exports.get(name);
          if (target?.name === "*") lines.push(`import * as ${local} from ${JSON.stringify(target.file)};`);
          else if (target) lines.push(`import { ${target.name} as ${local} } from ${JSON.stringify(target.file)};`);
          else if (ownNames.has(name)) lines.push(`import { ${name} as ${local} } from ${JSON.stringify(OWN + spec)};`);
          else rest.push(item);
        }
        if (rest.length) lines.push(`import { ${rest.join(", ")} } from ${JSON.stringify(spec)};`);
        return lines.join("\n");
      });
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * react-router ships as one module whose components are made at the top level
 * (`var Form = React.forwardRef(…); Form.displayName = "Form";`). The tree-shaker cannot
 * tell that those calls and assignments do nothing else, so every component stays, with
 * everything it uses (Form keeps the router's form-submission code), whether the app uses
 * it or not. In the production build the calls are marked pure and the display names
 * (only React's development tools read them) dropped, so unused components go.
 */
function pureReactRouter(): Plugin {
  return {
    name: "km-pure-react-router",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]react-router[\\/]dist[\\/]production[\\/].*\.mjs$/.test(id)) return null;
      const out = code
        .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, "")
        .replace(/^((?:var|const|let) [A-Za-z_$][\w$]* = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, "$1/* @__PURE__ */ $2");
      return out === code ? null : { code: out, map: null };
    },
  };
}

/**
 * Chakra's reset (preflight) is part of the global styles the server renders once per page
 * (app/system-global.ts); the browser's system is made without it (preflight: false), yet
 * createSystem keeps the reset's code. The browser build gets a stand-in that refuses to
 * make a reset (so a change of configuration cannot go unnoticed).
 */
function noClientPreflight(): Plugin {
  return {
    name: "km-no-client-preflight",
    apply: "build",
    load(id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]preflight\.js$/.test(id)) return null;
      return `export function createPreflight(options) {
  if (options.preflight) throw new Error("Chakra's reset is rendered by the server (app/system-global.ts): the browser's system is made with preflight: false");
  return {};
}`;
    },
  };
}

/**
 * app/theme-tokens.ts as data: Chakra's default tokens pruned to the storefront's palettes
 * (app/prune-tokens.ts, the same function the module runs under jest and in development),
 * so the bundles carry no token the storefront dropped and no pruning code.
 */
function prunedThemeTokens(): Plugin {
  const file = path.join(root, "src", "app", "theme-tokens.ts");
  return {
    name: "km-pruned-theme-tokens",
    apply: "build",
    enforce: "pre",
    async load(id) {
      if (id.split("?")[0] !== file) return null;
      const theme = await import("@chakra-ui/react/theme");
      const { tokens, semanticTokens } = pruneTokens(theme.tokens, theme.semanticTokens);
      return `export const tokens = ${JSON.stringify(tokens)};\nexport const semanticTokens = ${JSON.stringify(semanticTokens)};\n`;
    },
  };
}

/**
 * Chakra's createSystem computes the global styles eagerly (`_global`: the reset, the base
 * styles and every token as a CSS variable), which the browser never uses: the server puts
 * them in every page (app/system-global.ts) and the browser's tree system drops `_global`
 * (app/system.ts). The browser build skips computing them: the token CSS alone was about
 * half of createSystem's time, in a task of its own before hydration.
 */
function noClientGlobalCss(): Plugin {
  const eager = "const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];";
  return {
    name: "km-no-client-global-css",
    apply: "build",
    transform(code, id) {
      if (!/[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]styled-system[\\/]system\.js$/.test(id)) return null;
      if (!code.includes(eager)) throw new Error("km-no-client-global-css: Chakra's createSystem changed; check app/system.ts and this plugin");
      return { code: code.replace(eager, "const _global = [];"), map: null };
    },
  };
}

/**
 * Apollo Client's data masking runs only for a client made with `dataMasking: true`; ours
 * never is, so the browser build replaces the masking functions with ones that refuse to
 * run (the slot the cache's policies use is the real one).
 */
function noClientDataMasking(): Plugin {
  const id = "\0km-apollo-masking";
  return {
    name: "km-no-client-data-masking",
    apply: "build",
    enforce: "pre",
    resolveId: (source) => (source === "@apollo/client/masking" ? id : null),
    load(loaded) {
      if (loaded !== id) return null;
      const utils = JSON.stringify(path.join(root, "../node_modules/@apollo/client/masking/utils.js"));
      return `export { disableWarningsSlot } from ${utils};
const off = () => {
  throw new Error("Apollo Client's data masking is left out of the storefront's browser build (client/vite.config.ts)");
};
export const maskFragment = off;
export const maskOperation = off;`;
    },
  };
}

/** react-router publishes a production build (no development warnings) that its exports map never selects. */
const reactRouterProduction = [
  { find: /^react-router$/, replacement: path.join(root, "../node_modules/react-router/dist/production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: path.join(root, "../node_modules/react-router/dist/production/dom-export.mjs") },
];

/**
 * Modules that are CommonJS without a `sideEffects` declaration: their top-level `require`
 * stays in the bundle even when nothing uses them (@emotion/react imports
 * hoist-non-react-statics for `withTheme`, which the app never uses).
 */
/**
 * Small modules several storefront pages share (Chakra's layout components, the product
 * card, links, breadcrumbs, structured data): one chunk, instead of a dozen tiny ones
 * each page would load and decompress separately.
 */
const STOREFRONT_SHARED =
  /[\\/]@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](badge|box|container|flex|grid|heading|link|skeleton|stack|text)[\\/]|[\\/]client[\\/]src[\\/](components[\\/](links|Breadcrumbs|TagBadge|Price|ResponsiveImage)|features[\\/]catalog[\\/](ProductCard|ProductRail|ProductGrid)|lib[\\/](seo|page-seo))\.tsx?$/;

const PURE_CJS = /[\\/]node_modules[\\/](hoist-non-react-statics|react-is)[\\/]/;

export default defineConfig(({ command, isSsrBuild }) => {
  const build = command === "build";
  return {
    root,
    publicDir: isSsrBuild ? false : path.join(root, "public"),
    plugins: [
      prunedThemeTokens(),
      ...(isSsrBuild ? [] : [noClientPreflight(), noClientGlobalCss(), noClientDataMasking()]),
      pureReactRouter(),
      narrowBarrels({ "@chakra-ui/react": "@chakra-ui/react/dist/esm/index.js", "@chakra-ui/react/theme": "@chakra-ui/react/dist/esm/theme/index.js" }),
      typedDocuments(),
      compiledMessages(build),
      react(),
    ],
    resolve: isSsrBuild
      ? { alias: build ? reactRouterProduction : [] }
      : {
          // rxjs's ES2015 build (the default is ES5 with tslib helpers: larger).
          conditions: ["es2015", "module", "browser", "development|production"],
          alias: [
            { find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" },
            ...(build ? reactRouterProduction : []),
          ],
        },
    html: { cspNonce: "__KM_NONCE__" },
    // The SSR bundle is self-contained and always the production build of React and the
    // libraries (whatever NODE_ENV the server runs with): rendering is several times faster.
    ssr: isSsrBuild ? { noExternal: true } : undefined,
    define: isSsrBuild ? { "process.env.NODE_ENV": JSON.stringify("production") } : undefined,
    build: isSsrBuild
      ? {
          outDir: path.join(root, "../dist/ssr"),
          emptyOutDir: true,
          target: "node20",
          sourcemap: true,
          rolldownOptions: { output: { format: "es", entryFileNames: "[name].mjs", chunkFileNames: "chunks/[name]-[hash].mjs" } },
        }
      : {
          outDir: path.join(root, "../dist/client"),
          emptyOutDir: true,
          manifest: true,
          target: "es2022",
          // The server adds the page's <link rel="modulepreload"> itself; every browser the
          // storefront supports has modulepreload (no polyfill in the entry).
          modulePreload: false,
          // The entry is ~650 kB before compression; what counts (gzipped first-load size) is
          // measured by `npm run perf`.
          chunkSizeWarningLimit: 700,
          assetsDir: "assets",
          rolldownOptions: {
            input: path.join(root, "src/entry-client.tsx"),
            treeshake: { moduleSideEffects: (id: string) => (PURE_CJS.test(id) ? false : undefined) },
            output: {
              // Everything the entry imports statically in one chunk (the entry): without
              // this, modules the entry shares with lazy chunks (react, emotion,
              // react-router, react-intl …) become separate chunks every page loads anyway,
              // each compressed on its own.
              codeSplitting: {
                groups: [
                  // The entry's libraries in chunks of their own, which the page evaluates one
                  // per task before the entry (server/ssr/storefront.ts): evaluating all of it
                  // at once was the longest task of a page's start.
                  { name: "react", tags: ["$initial"], test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                  { name: "router", tags: ["$initial"], test: /[\\/]node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
                  { name: "data", tags: ["$initial"], test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/, priority: 3 },
                  { name: "entry", tags: ["$initial"], priority: 2 },
                  { name: "storefront", test: STOREFRONT_SHARED, priority: 1 },
                  // The listing and its documents (category, platform and search pages).
                  {
                    name: "listing",
                    test: /[\\/]client[\\/]src[\\/]features[\\/]catalog[\\/](ProductListing|catalog\.graphql|list-params)\.tsx?$/,
                    priority: 1,
                  },
                ],
              },
            },
          },
        },
  };
});
