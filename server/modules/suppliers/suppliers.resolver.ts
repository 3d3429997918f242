/** GraphQL of supplier connections and their imports (admins). Thin: one service call each. */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from "type-graphql";
import { ImportResult } from "../../common/enums.js";
import { argRule } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import {
  CreateSupplierConnectionInput,
  DeleteSupplierConnectionView,
  MAX_SUPPLIER_TAKE,
  SaveSupplierConnectionResult,
  SupplierConnectionIdInput,
  SupplierConnectionListView,
  SupplierConnectionTestView,
  SupplierConnectionView,
  SupplierImportItemListView,
  SupplierImportRunListView,
  SupplierImportRunsArgs,
  SupplierImportRunView,
  supplierRules,
  UpdateSupplierConnectionInput,
} from "./suppliers.types.js";

@Resolver(() => SupplierConnectionView)
export class SuppliersResolver {
  @Authorized("suppliers:info")
  @Query(() => SupplierConnectionListView, { description: "Every supplier connection, by name, with its latest import. Admins." })
  supplierConnections(@Ctx() ctx: RequestContext) {
    return ctx.services.suppliers.list(ctx);
  }

  @Authorized("suppliers:info")
  @Query(() => SupplierConnectionView, { description: "One supplier connection; unknown ids are NOT_FOUND. Admins." })
  supplierConnection(@Arg("id", () => ID, { description: "The connection." }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.suppliers.get(ctx, id);
  }

  @Authorized("suppliers:add")
  @Mutation(() => SaveSupplierConnectionResult, {
    description:
      "Connects a supplier account to a seller shop (one per shop and supplier): credentials are checked for the integration's fields and stored encrypted; audited. Admins.",
  })
  createSupplierConnection(
    @Arg("input", () => CreateSupplierConnectionInput, { description: "The connection." }) input: CreateSupplierConnectionInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.suppliers.create(ctx, input);
  }

  @Authorized("suppliers:edit")
  @Mutation(() => SaveSupplierConnectionResult, { description: "Changes a supplier connection (new credentials replace the stored ones); audited. Admins." })
  updateSupplierConnection(
    @Arg("input", () => UpdateSupplierConnectionInput, { description: "What changes." }) input: UpdateSupplierConnectionInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.suppliers.update(ctx, input);
  }

  @Authorized("suppliers:delete")
  @Mutation(() => DeleteSupplierConnectionView, {
    description: "Removes a supplier connection with its import reports and mapping; the offers it created stay with the shop. Audited. Admins.",
  })
  deleteSupplierConnection(
    @Arg("input", () => SupplierConnectionIdInput, { description: "The connection." }) input: SupplierConnectionIdInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.suppliers.delete(ctx, input.id);
  }

  @Authorized("suppliers:edit")
  @Mutation(() => SupplierConnectionTestView, { description: "Asks the supplier whether the stored credentials work (changes nothing). Admins." })
  testSupplierConnection(
    @Arg("input", () => SupplierConnectionIdInput, { description: "The connection." }) input: SupplierConnectionIdInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.suppliers.test(ctx, input.id);
  }

  @Authorized("suppliers:refresh")
  @Mutation(() => SupplierImportRunView, {
    description:
      "Imports the supplier's catalogue now, in the background: answers the run (queued), or the run already queued or running for the connection. Poll `supplierImportRun(id)`. Admins.",
  })
  startSupplierImport(
    @Arg("input", () => SupplierConnectionIdInput, { description: "The connection." }) input: SupplierConnectionIdInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.supplierImports.start(ctx, input.id);
  }

  @Authorized("suppliers:info")
  @Query(() => SupplierImportRunListView, { description: "A connection's imports, newest first. Admins.", complexity: listCost(takeOf) })
  supplierImportRuns(@Args(() => SupplierImportRunsArgs) args: SupplierImportRunsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.supplierImports.runs(ctx, args.connectionId, args.skip, args.take);
  }

  @Authorized("suppliers:info")
  @Query(() => SupplierImportRunView, { description: "One import with its progress and counts per result; unknown ids are NOT_FOUND. Admins." })
  supplierImportRun(@Arg("id", () => ID, { description: "The run." }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.supplierImports.get(ctx, id);
  }
}

@Resolver(() => SupplierImportRunView)
export class SupplierImportRunResolver {
  @FieldResolver(() => SupplierImportItemListView, {
    description: "The run's items in the order walked, optionally only those of one result.",
    complexity: listCost(takeOf),
  })
  items(
    @Root() run: SupplierImportRunView,
    @Arg("result", () => ImportResult, { nullable: true, description: "Only items with this result." }) result: ImportResult | null,
    @Arg("skip", () => Int, { defaultValue: 0, description: "Items to skip.", validateFn: argRule("skip", supplierRules.skip) }) skip: number,
    @Arg("take", () => Int, { defaultValue: 20, description: `Items to return, 1–${MAX_SUPPLIER_TAKE}.`, validateFn: argRule("take", supplierRules.take) })
    take: number,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.supplierImports.items(ctx, run.id, result ?? null, skip, take);
  }
}
