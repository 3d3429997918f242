/**
 * The GraphQL schema is a contract with integrators: schema/schema.graphql (what the server
 * answers now) may only grow compared with schema/released.graphql (the last released
 * version). Any change @graphql-inspector/core rates BREAKING fails this test, unless what
 * it changes or removes was already @deprecated in the released schema (deprecate, release,
 * then remove). Dangerous changes (a new enum value, a new optional argument …) are listed
 * but allowed.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildSchema, isEnumType, isInputObjectType, isInterfaceType, isObjectType, type GraphQLSchema } from "graphql";
import { CriticalityLevel, diff, type Change } from "@graphql-inspector/core";

const ROOT = path.resolve(__dirname, "../..");
const CURRENT = path.join(ROOT, "schema", "schema.graphql");
const RELEASED = path.join(ROOT, "schema", "released.graphql");

/** Whether the schema element at an inspector path (`Type`, `Type.field`, `Type.field.arg`, `Enum.VALUE`) is deprecated. */
function deprecatedAt(schema: GraphQLSchema, changePath: string | undefined): boolean {
  if (!changePath) return false;
  const [typeName, member, arg] = changePath.split(".");
  const type = typeName ? schema.getType(typeName) : undefined;
  if (!type || !member) return false;
  if (isEnumType(type)) return type.getValue(member)?.deprecationReason != null;
  if (isObjectType(type) || isInterfaceType(type)) {
    const field = type.getFields()[member];
    if (!field) return false;
    if (arg) return field.args.find((a) => a.name === arg)?.deprecationReason != null || field.deprecationReason != null;
    return field.deprecationReason != null;
  }
  if (isInputObjectType(type)) return type.getFields()[member]?.deprecationReason != null;
  return false;
}

interface CompatReport {
  /** Breaking changes to something that was not deprecated in the released schema: these fail. */
  breaking: Change[];
  /** Breaking changes to deprecated fields, arguments or enum values: allowed. */
  deprecatedRemovals: Change[];
  /** Dangerous changes (clients may need to handle new values): reported, allowed. */
  dangerous: Change[];
  /** Additions and other safe changes. */
  safe: Change[];
}

async function compareSchemas(releasedSdl: string, currentSdl: string): Promise<CompatReport> {
  const released = buildSchema(releasedSdl);
  const changes = await diff(released, buildSchema(currentSdl));
  const report: CompatReport = { breaking: [], deprecatedRemovals: [], dangerous: [], safe: [] };
  for (const change of changes) {
    const level = change.criticality.level;
    if (level === CriticalityLevel.Breaking) (deprecatedAt(released, change.path) ? report.deprecatedRemovals : report.breaking).push(change);
    else if (level === CriticalityLevel.Dangerous) report.dangerous.push(change);
    else report.safe.push(change);
  }
  return report;
}

/** The failure message: every breaking change with its path, and how to proceed. */
function breakingMessage(breaking: Change[]): string {
  const lines = breaking.map((c) => `  - ${c.message} (${c.path ?? "schema"})`);
  return [
    `schema/schema.graphql breaks the released API (schema/released.graphql) in ${breaking.length} place(s):`,
    ...lines,
    "",
    "Integrators' clients may depend on these. Either:",
    "  - keep the old field, argument or enum value and mark it @deprecated(reason: …) (in TypeGraphQL: { deprecationReason: … });",
    "    it can be removed once a release has shipped it deprecated; or",
    "  - when releasing a new version on purpose: `npm run schema:release` (copies schema.graphql to released.graphql)",
    "    and add an entry to CHANGELOG-API.md that names the change.",
  ].join("\n");
}

const RELEASED_SDL = `
type Query {
  product(id: ID!): Product
  "Old name of product."
  item(id: ID!): Product @deprecated(reason: "Use product.")
}
type Product {
  id: ID!
  name: String!
  legacyCode: String @deprecated(reason: "Use id.")
  kind: Kind!
}
enum Kind { GAME SOFTWARE OLD @deprecated(reason: "No longer sold.") }
`;

describe("the compatibility check", () => {
  it("fails when a field is removed", async () => {
    const report = await compareSchemas(RELEASED_SDL, RELEASED_SDL.replace("  name: String!\n", ""));
    expect(report.breaking.map((c) => c.path)).toEqual(["Product.name"]);
    const message = breakingMessage(report.breaking);
    expect(message).toContain("Field 'name' was removed from object type 'Product' (Product.name)");
    expect(message).toMatch(/@deprecated/);
    expect(message).toMatch(/npm run schema:release/);
    expect(message).toMatch(/CHANGELOG-API\.md/);
  });

  it("fails when a field's type changes or an enum value goes without deprecation", async () => {
    const report = await compareSchemas(
      RELEASED_SDL,
      RELEASED_SDL.replace("id: ID!\n  name: String!", "id: ID!\n  name: String").replace("GAME SOFTWARE", "GAME"),
    );
    expect(report.breaking.map((c) => c.path).sort()).toEqual(["Kind.SOFTWARE", "Product.name"]);
  });

  it("allows removing what the released schema deprecated", async () => {
    const current = RELEASED_SDL.replace(/^ {2}legacyCode: .*\n/m, "")
      .replace(/^ {2}"Old name of product."\n {2}item\(.*\n/m, "")
      .replace(' OLD @deprecated(reason: "No longer sold.")', "");
    const report = await compareSchemas(RELEASED_SDL, current);
    expect(report.breaking).toEqual([]);
    expect(report.deprecatedRemovals.map((c) => c.path).sort()).toEqual(["Kind.OLD", "Product.legacyCode", "Query.item"]);
  });

  it("allows additions, and reports dangerous ones without failing", async () => {
    const current = RELEASED_SDL.replace("  kind: Kind!\n", "  kind: Kind!\n  rating: Float\n").replace("enum Kind { GAME", "enum Kind { CARD GAME");
    const report = await compareSchemas(RELEASED_SDL, current);
    expect(report.breaking).toEqual([]);
    expect(report.safe.map((c) => c.path)).toContain("Product.rating");
    expect(report.dangerous.map((c) => c.path)).toEqual(["Kind.CARD"]);
  });
});

describe("schema/schema.graphql against schema/released.graphql", () => {
  it("has no breaking change", async () => {
    const report = await compareSchemas(readFileSync(RELEASED, "utf8"), readFileSync(CURRENT, "utf8"));
    if (report.dangerous.length) {
      // Not a failure: new enum values and the like, which clients should be ready for.
      console.info(`Dangerous (allowed) schema changes since the release:\n${report.dangerous.map((c) => `  - ${c.message} (${c.path})`).join("\n")}`);
    }
    if (report.breaking.length) throw new Error(breakingMessage(report.breaking));
  });
});
