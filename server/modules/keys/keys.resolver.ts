/** GraphQL of adding keys: sellers to their own offers. Thin: one service call. */
import { Arg, Authorized, Ctx, Mutation, Resolver } from "type-graphql";
import type { RequestContext } from "../../graphql/context.js";
import { KeyUploadReportView, UploadKeysInput } from "./keys.types.js";

@Resolver()
export class KeysResolver {
  @Authorized("keys:add")
  @Mutation(() => KeyUploadReportView, {
    description: "Adds keys to one of your offers; duplicates (in the upload or anywhere in the marketplace) are refused per line. Sellers.",
  })
  uploadKeys(@Arg("input", () => UploadKeysInput, { description: "Offer and values." }) input: UploadKeysInput, @Ctx() ctx: RequestContext) {
    return ctx.services.keys.add(ctx, Number(input.offerId), input.keys, input.contentType);
  }
}
