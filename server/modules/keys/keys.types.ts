/** GraphQL shapes of adding keys to an offer. */
import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { KeyContentType } from "../../common/enums.js";
import { Rule } from "../../core/validation/index.js";
import { MAX_KEY_LENGTH } from "./keys.service.js";

/** Keys one call may add (bigger uploads go in parts). */
export const MAX_KEYS_PER_UPLOAD = 1000;

@InputType({ description: "Keys for one of your offers, one value each (text codes, `login: …\\npassword: …` credentials, or URLs)." })
export class UploadKeysInput {
  @Field(() => ID, { description: "The offer." })
  @Rule(z.coerce.number().int().positive().max(2_147_483_647))
  offerId: string;
  @Field(() => [String], { description: `The values, at most ${MAX_KEYS_PER_UPLOAD} (each at most ${MAX_KEY_LENGTH} characters).` })
  @Rule(z.array(z.string().max(MAX_KEY_LENGTH)).min(1).max(MAX_KEYS_PER_UPLOAD))
  keys: string[];
  @Field(() => KeyContentType, { defaultValue: KeyContentType.text, description: "What the values are (text, credentials or url)." })
  @Rule(z.enum([KeyContentType.text, KeyContentType.credentials, KeyContentType.url], { error: () => "must be text, credentials or url" }))
  contentType: KeyContentType;
}

@ObjectType("KeyUploadReport", { description: "What became of each value of an upload (line numbers count from 1)." })
export class KeyUploadReportView {
  @Field(() => Int, { description: "Keys added (Available)." })
  accepted: number;
  @Field(() => [Int], { description: "Empty, too long, or not a URL for url keys." })
  malformed: number[];
  @Field(() => [Int], { description: "The same value earlier in this upload." })
  duplicateInUpload: number[];
  @Field(() => [Int], { description: "Already in the marketplace (any seller's offer); never which one." })
  duplicateInMarketplace: number[];
}
