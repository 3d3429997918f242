/**
 * One jest run, three kinds of tests:
 *  - api: the real server over HTTP against real Postgres, one database per test file
 *  - client: React components in jsdom with msw standing in for the GraphQL server
 *  - e2e: the built app in Debian's Chromium (playwright-core)
 */
const swc = [
  "@swc/jest",
  {
    jsc: {
      parser: { syntax: "typescript", decorators: true, tsx: true },
      transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: "automatic" } },
      target: "es2022",
    },
    module: { type: "commonjs" },
  },
];

const common = {
  transform: { "^.+\\.(t|j)sx?$": swc, "^.+\\.mjs$": swc },
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
};

module.exports = {
  maxWorkers: 2,
  // Every test file in a fresh worker process. A worker keeps something of each file it ran
  // (about 100 MB of heap per file, not all of it collectable): after dozens of files its
  // full collections slowed every later file, and memory-bounds.test.ts, which measures the
  // heap after full collections, ran past its 120 s timeout. A restart costs nothing
  // measurable (13 api files on 2 workers: 147 s without, 149 s with).
  workerIdleMemoryLimit: 0,
  // Jest reads testTimeout globally, not per project (e2e files raise it with jest.setTimeout).
  testTimeout: 30000,
  projects: [
    {
      ...common,
      displayName: "api",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/api/**/*.test.ts"],
      // ESM-only packages the api tests load: msw's dependencies, openid-client (Google sign-in) and
      // request-filtering-agent (webhooks' SSRF guard).
      transformIgnorePatterns: ["/node_modules/(?!(rettime|until-async|@open-draft|msw|@mswjs|openid-client|oauth4webapi|jose|request-filtering-agent)/)"],
      globalSetup: "<rootDir>/test/helpers/global-setup.ts",
      globalTeardown: "<rootDir>/test/helpers/global-teardown.ts",
    },
    {
      ...common,
      displayName: "client",
      testEnvironment: "jest-fixed-jsdom",
      // msw's package exports pick the Node build under jsdom only without the "browser" condition.
      testEnvironmentOptions: { customExportConditions: [""] },
      testMatch: ["<rootDir>/client/src/**/__tests__/**/*.test.{ts,tsx}"],
      setupFilesAfterEnv: ["<rootDir>/test/client/setup.tsx"],
      // ESM-only packages the client loads (react-intl and formatjs, msw's dependencies).
      transformIgnorePatterns: ["/node_modules/(?!(react-intl|@formatjs|intl-messageformat|rettime|until-async|@open-draft|msw|@mswjs)/)"],
    },
    {
      ...common,
      displayName: "e2e",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/e2e/**/*.test.ts"],
      // The e2e server runs on a copy of the same template database as the api tests.
      globalSetup: "<rootDir>/test/helpers/global-setup.ts",
      globalTeardown: "<rootDir>/test/helpers/global-teardown.ts",
    },
  ],
};
