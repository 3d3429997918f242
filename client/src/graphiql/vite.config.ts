/**
 * The GraphQL IDE served at GET /graphql to browsers (server/graphql/graphiql.ts): GraphiQL
 * bundled from npm into dist/graphiql, apart from the storefront's bundles. Monaco's
 * workers (JSON, GraphQL, the editor's) are emitted as files of their own through
 * `graphiql/setup-workers/vite` (GraphiQL 5's documented Vite set-up), so the page loads
 * nothing from outside the shop.
 */
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";

const root = import.meta.dirname;

export default defineConfig({
  root,
  base: "/graphql/",
  publicDir: false,
  plugins: [react()],
  worker: { format: "es" },
  build: {
    outDir: path.join(root, "../../../dist/graphiql"),
    emptyOutDir: true,
    target: "es2022",
    assetsDir: "assets",
    modulePreload: false,
    // Monaco is large (the IDE is a tool page, not a storefront page).
    chunkSizeWarningLimit: 5000,
    rolldownOptions: {
      // GraphiQL's modules start with React Compiler directives ("use no memo") the bundle drops.
      onwarn(warning, warn) {
        if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
      },
    },
  },
});
