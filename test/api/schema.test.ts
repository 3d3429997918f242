/**
 * The committed schema/schema.graphql is what the resolvers build, and the migrations
 * produce exactly what the entities describe.
 */
import "reflect-metadata";
import { readFileSync } from "node:fs";
import path from "node:path";
import { buildAppSchema, printAppSchema } from "../../server/graphql/schema";
import { createDataSource } from "../../server/db/data-source";
import { createTestDatabase } from "../helpers/test-db";
import { GraphQLObjectType, GraphQLInputObjectType, GraphQLEnumType, isIntrospectionType } from "graphql";

describe("schema/schema.graphql", () => {
  it("is up to date with the resolvers (run `npm run schema` when this fails)", async () => {
    const committed = readFileSync(path.resolve(__dirname, "../../schema/schema.graphql"), "utf8");
    expect(printAppSchema(await buildAppSchema())).toBe(committed);
  });

  it("has GraphQL's own directives beside its cache hints", async () => {
    const schema = await buildAppSchema();
    expect(schema.getDirectives().map((d) => d.name)).toEqual(
      expect.arrayContaining(["skip", "include", "deprecated", "specifiedBy", "oneOf", "cacheControl"]),
    );
  });

  it("describes every type, field, argument and enum value", async () => {
    const schema = await buildAppSchema();
    const missing: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (type.name.startsWith("__") || isIntrospectionType(type)) continue;
      if (!type.description && !["String", "Int", "Float", "Boolean", "ID"].includes(type.name)) missing.push(type.name);
      if (type instanceof GraphQLObjectType || type instanceof GraphQLInputObjectType) {
        for (const field of Object.values(type.getFields())) {
          if (!field.description) missing.push(`${type.name}.${field.name}`);
          for (const arg of "args" in field ? field.args : []) if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
        }
      }
      if (type instanceof GraphQLEnumType && !type.description) missing.push(type.name);
    }
    expect(missing).toEqual([]);
  });

  it("contains every enumeration of the spec", async () => {
    const sdl = readFileSync(path.resolve(__dirname, "../../schema/schema.graphql"), "utf8");
    for (const name of [
      "Device",
      "PreOrderState",
      "EnabledState",
      "EnabledFlag",
      "PaymentStatus",
      "FraudDecision",
      "OrderStatus",
      "TicketStatus",
      "TicketPriority",
      "KeyContentType",
      "KeyState",
      "PayoutState",
      "CartLifecycle",
      "ImportResult",
      "CreateResult",
      "PaymentDecision",
      "ApprovalReason",
      "RiskRule",
      "ImageRefreshMode",
      "SortOrder",
    ]) {
      expect(sdl).toMatch(new RegExp(`^enum ${name} \\{`, "m"));
    }
  });
});

describe("migrations", () => {
  it("build exactly the schema the entities describe", async () => {
    // An empty database: TypeORM's metadata rows name the database they were created in.
    const db = await createTestDatabase({ empty: true });
    const ds = createDataSource({ url: db.url });
    try {
      await ds.initialize();
      await ds.runMigrations();
      expect(await ds.showMigrations()).toBe(false);
      const pending = await ds.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await ds.destroy();
      await db.drop();
    }
  });
});
