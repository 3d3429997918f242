/**
 * GraphQL of the admin audit log (/admin/audit): `auditLog(filter, skip, take)` and the filters'
 * choices `auditLogFacets`. Thin: one service call each; the service refuses non-admins.
 */
import { Args, Authorized, Ctx, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { AuditEntryListView, AuditLogArgs, AuditLogFacetsView } from "./audit-log.types.js";

@Resolver()
export class AuditLogResolver {
  @Authorized("audit:info")
  @Query(() => AuditEntryListView, {
    description:
      "The admin audit log, newest first: every admin write with who, what, the row before and after. Filter by actor, action, target and time. Admins.",
    complexity: listCost(takeOf),
  })
  auditLog(@Args(() => AuditLogArgs) args: AuditLogArgs, @Ctx() ctx: RequestContext): Promise<AuditEntryListView> {
    return ctx.services.auditLog.list(ctx, args);
  }

  @Authorized("audit:info")
  @Query(() => AuditLogFacetsView, { description: "The actions and target types recorded in the audit log so far (the filters' choices). Admins." })
  auditLogFacets(@Ctx() ctx: RequestContext): Promise<AuditLogFacetsView> {
    return ctx.services.auditLog.facets(ctx);
  }
}
