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
  projects: [
    {
      ...common,
      displayName: "api",
      testEnvironment: "node",
      testMatch: ["<rootDir>/test/api/**/*.test.ts"],
      globalSetup: "<rootDir>/test/helpers/global-setup.ts",
      globalTeardown: "<rootDir>/test/helpers/global-teardown.ts",
      testTimeout: 30000,
    },
  ],
};
