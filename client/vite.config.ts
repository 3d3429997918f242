/**
 * Vite builds the browser bundle (dist/client, with a manifest the server reads for the
 * entry and the route chunks to preload) and the SSR bundle (dist/ssr, `--ssr`), and
 * serves the client in development (server/ssr runs it in middleware mode).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { parse as parseMessage } from "@formatjs/icu-messageformat-parser";
import { defineConfig, type Plugin } from "vite";
import react from "@vitejs/plugin-react";

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
 */
function compiledMessages(): Plugin {
  const dir = path.join(root, "src", "i18n");
  return {
    name: "km-compiled-messages",
    enforce: "pre",
    resolveId(source, importer) {
      const m = /^\.\/(en|it)\.json$/.exec(source);
      if (importer && path.dirname(importer) === dir && m) return path.join(dir, `${m[1]}.messages.js`);
      return null;
    },
    load(id) {
      const m = /[\\/]src[\\/]i18n[\\/](en|it)\.messages\.js$/.exec(id);
      if (!m) return null;
      const file = path.join(dir, `${m[1]}.json`);
      this.addWatchFile(file);
      const messages = JSON.parse(readFileSync(file, "utf8")) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([k, v]) => [k, parseMessage(v)]));
      return `export default ${JSON.stringify(compiled)};`;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root,
  publicDir: isSsrBuild ? false : path.join(root, "public"),
  plugins: [typedDocuments(), compiledMessages(), react()],
  resolve: isSsrBuild
    ? {}
    : {
        // rxjs's ES2015 build (the default is ES5 with tslib helpers: larger).
        conditions: ["es2015", "module", "browser", "development|production"],
        alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: "@formatjs/icu-messageformat-parser/no-parser.js" }],
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
        // The entry is ~500 kB before compression; what counts (gzipped first-load size) is
        // measured by `npm run perf`.
        chunkSizeWarningLimit: 600,
        assetsDir: "assets",
        rolldownOptions: { input: path.join(root, "src/entry-client.tsx") },
      },
}));
