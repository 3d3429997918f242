/** GraphQL of a seller's keys: uploads and their reports, counts per state, the key list, withdrawing. Thin: one service call each. */
import { Arg, Args, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from "type-graphql";
import { z } from "zod";
import { argRule } from "../../core/validation/index.js";
import type { RequestContext } from "../../graphql/context.js";
import type { KeyUpload } from "./key-upload.entity.js";
import {
  KeysNotWithdrawableError,
  KeyUploadLineListView,
  KeyUploadLinesArgs,
  KeyUploadListView,
  KeyUploadsArgs,
  KeyUploadView,
  OfferKeyCountsView,
  OfferKeysArgs,
  SellerKeyListView,
  UploadKeysInput,
  WithdrawKeysInput,
  WithdrawKeysResult,
} from "./keys.types.js";

const offerIdRule = argRule("offerId", z.coerce.number().int().positive().max(2_147_483_647));

@Resolver(() => KeyUploadView)
export class KeysResolver {
  @Authorized("keys:add")
  @Mutation(() => KeyUploadView, {
    description:
      "Uploads keys to one of your offers. Small uploads are processed at once (state done); large ones run as a job (state queued, then " +
      "running): poll `keyUpload(id)`. Each line is reported: accepted, malformed, duplicate in the upload, or already in the marketplace " +
      "(never which seller). Another seller's offer is NOT_FOUND. Sellers.",
  })
  uploadKeys(@Arg("input", () => UploadKeysInput, { description: "Offer and keys." }) input: UploadKeysInput, @Ctx() ctx: RequestContext): Promise<KeyUpload> {
    return ctx.services.keys.upload(ctx, Number(input.offerId), input);
  }

  @Authorized("keys:info")
  @Query(() => KeyUploadView, { description: "One of your uploads, with its progress; another seller's upload is NOT_FOUND. Sellers, admins." })
  keyUpload(@Arg("id", () => ID, { description: "The upload." }) id: string, @Ctx() ctx: RequestContext): Promise<KeyUpload> {
    return ctx.services.keys.getUpload(ctx, id);
  }

  @Authorized("keys:info")
  @Query(() => KeyUploadListView, { description: "The uploads of one of your offers, newest first. Sellers, admins." })
  keyUploads(@Args(() => KeyUploadsArgs) args: KeyUploadsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.keys.listUploads(ctx, Number(args.offerId), args.skip, args.take);
  }

  @Authorized("keys:info")
  @Query(() => OfferKeyCountsView, { description: "How many keys of one of your offers are in each state. Sellers, admins." })
  offerKeyCounts(@Arg("offerId", () => ID, { description: "The offer.", validateFn: offerIdRule }) offerId: string, @Ctx() ctx: RequestContext) {
    return ctx.services.keys.counts(ctx, Number(offerId));
  }

  @Authorized("keys:info")
  @Query(() => SellerKeyListView, {
    description: "The keys of one of your offers, newest first; values are never shown (Available text keys show their last 4 characters). Sellers, admins.",
  })
  offerKeys(@Args(() => OfferKeysArgs) args: OfferKeysArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.keys.listKeys(ctx, Number(args.offerId), args.state ?? null, args.skip, args.take);
  }

  @Authorized("keys:delete")
  @Mutation(() => WithdrawKeysResult, {
    description:
      "Withdraws unsold keys of one of your offers (deleted: they never sell): the chosen ones, or every Available one. Keys reserved by a " +
      "checkout or sold cannot be withdrawn. Sellers.",
  })
  async withdrawKeys(@Arg("input", () => WithdrawKeysInput, { description: "Offer and keys." }) input: WithdrawKeysInput, @Ctx() ctx: RequestContext) {
    const out = await ctx.services.keys.withdraw(ctx, Number(input.offerId), input);
    return "notWithdrawable" in out ? new KeysNotWithdrawableError(out.notWithdrawable) : out;
  }

  @FieldResolver(() => KeyUploadLineListView, { description: "The per-line report, in line order: every line, one status, or the problems only." })
  lines(@Root() upload: KeyUpload, @Args(() => KeyUploadLinesArgs) args: KeyUploadLinesArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.keys.reportLines(upload, args.status ?? (args.problems ? "problems" : null), args.skip, args.take);
  }
}
