/** GraphQL of admin jobs: starting a product bulk edit, following a job's progress, recent jobs. Thin: one service call each. */
import { Arg, Args, Authorized, Ctx, ID, Mutation, Query, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { listCost, takeOf } from "../../graphql/complexity.js";
import { AdminJobListView, AdminJobsArgs, AdminJobView, StartProductBulkEditInput } from "./admin-jobs.types.js";

@Resolver()
export class AdminJobsResolver {
  @Authorized("products:edit")
  @Mutation(() => AdminJobView, {
    description:
      "Starts a bulk edit of catalogue products as a background job and answers it (queued): poll `adminJob(id)` for the progress and the " +
      "report. At least one change; every product, the category and the platform must exist; at most 10,000 products. Every changed " +
      "product is recorded in the audit log (product.bulk_update). Admins.",
  })
  startProductBulkEdit(
    @Arg("input", () => StartProductBulkEditInput, { description: "The products and the changes." }) input: StartProductBulkEditInput,
    @Ctx() ctx: RequestContext,
  ) {
    return ctx.services.adminJobs.startProductBulkEdit(ctx, input);
  }

  @Authorized()
  @Query(() => AdminJobView, {
    description: "An admin job with its progress and report: one you started, or any job of what you administer; others are NOT_FOUND.",
  })
  adminJob(@Arg("id", () => ID, { description: "The job." }) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.adminJobs.get(ctx, id);
  }

  @Authorized()
  @Query(() => AdminJobListView, {
    description: "Recent admin jobs, newest first (the ones you started, and every job of what you administer), optionally of one kind.",
    complexity: listCost(takeOf),
  })
  adminJobs(@Args(() => AdminJobsArgs) args: AdminJobsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.adminJobs.list(ctx, args.kind ?? null, args.skip, args.take);
  }
}
