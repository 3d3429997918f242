/**
 * Typed GraphQL documents for the client, generated from the committed schema:
 * `npm run codegen` after changing a document or the schema.
 */
import type { CodegenConfig } from "@graphql-codegen/cli";

const config: CodegenConfig = {
  schema: "schema/schema.graphql",
  // Tests write their own untyped documents (gql tags against operations of their own).
  documents: ["client/src/**/*.{ts,tsx}", "!client/src/gql/**/*", "!client/src/**/__tests__/**"],
  ignoreNoDocuments: false,
  generates: {
    "client/src/gql/": {
      preset: "client",
      presetConfig: { fragmentMasking: false },
      config: {
        enumsAsTypes: true,
        useTypeImports: true,
        scalars: { DateTimeISO: "string", JSONObject: "Record<string, unknown>" },
      },
    },
    // Which types implement each interface and union, so the cache matches fragments on
    // `ErrorResult` (and other abstract types) exactly.
    "client/src/gql/possible-types.ts": {
      plugins: ["fragment-matcher"],
      config: { module: "es2015", useExplicitTyping: true },
    },
  },
};

export default config;
