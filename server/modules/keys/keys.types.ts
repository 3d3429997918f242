/** GraphQL shapes of a seller's keys: uploads and their reports, counts per state, the key list, withdrawing. */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { KeyContentType, KeyState } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { KeyUploadSource, KeyUploadState } from "./key-upload.entity.js";
import { KeyLineProblem, MAX_CSV_BYTES, MAX_IMAGE_BYTES, MAX_KEY_LENGTH, MAX_UPLOAD_IMAGES, MAX_UPLOAD_LINES } from "./key-upload-parse.js";
import { INLINE_MAX_LINES, KeyUploadLineStatus } from "./keys.service.js";

registerEnumType(KeyUploadSource, {
  name: "KeyUploadSource",
  description: "Where an upload's keys came from: pasted lines, a CSV file, image files, credentials, or URLs.",
});
registerEnumType(KeyUploadState, {
  name: "KeyUploadState",
  description: "An upload's progress: queued (waiting for its job), running, done, or failed.",
});
registerEnumType(KeyUploadLineStatus, {
  name: "KeyUploadLineStatus",
  description: "What became of one line of an upload.",
  valuesConfig: {
    accepted: { description: "Added as an Available key." },
    malformed: { description: "Not a valid key of the upload's content type (see `problem`)." },
    duplicateInUpload: { description: "The same value earlier in this upload." },
    duplicateInMarketplace: { description: "Already in the marketplace (any seller's offer); never which one." },
  },
});
registerEnumType(KeyLineProblem, {
  name: "KeyLineProblem",
  description: "Why a line is malformed.",
  valuesConfig: {
    empty: { description: "Nothing but spaces." },
    tooLong: { description: `Longer than ${MAX_KEY_LENGTH} characters.` },
    controlCharacters: { description: "Holds control characters (or, except credentials, line breaks)." },
    notUrl: { description: "Not an http(s) URL." },
    notCredentials: { description: "Not a login and a password (`login:password`)." },
    notImage: { description: "Not a JPEG, PNG or GIF image (checked by its bytes, not its name)." },
    imageTooLarge: { description: `Larger than ${MAX_IMAGE_BYTES / 1024} KB.` },
  },
});

const offerId = z.coerce.number().int().positive().max(2_147_483_647);
/** Base64 of a file (standard or URL-safe, or a data: URL). */
const base64 = z.string().max(Math.ceil((MAX_CSV_BYTES * 4) / 3) + 100);

@InputType({ description: "A file: its name and its bytes in base64 (a data: URL is accepted too)." })
export class KeyFileInput {
  @Field(() => String, { description: "The file's name (shown in the upload list)." })
  @Rule(z.string().trim().min(1).max(200))
  name: string;
  @Field(() => String, { description: "The file's bytes in base64." })
  @Rule(base64)
  data: string;
}

@InputType({
  description:
    "Keys for one of your offers; give exactly one of `keys`, `text`, `file` (CSV) or `images`. " +
    `Uploads of more than ${INLINE_MAX_LINES} lines run as a job: poll \`keyUpload(id)\` for progress.`,
})
export class UploadKeysInput {
  @Field(() => ID, { description: "The offer." })
  @Rule(offerId)
  offerId: string;
  @Field(() => KeyContentType, {
    defaultValue: KeyContentType.text,
    description: "What the values are: text codes, credentials (`login:password`), or url (http/https). Ignored for images (each file's own type).",
  })
  @Rule(z.enum([KeyContentType.text, KeyContentType.credentials, KeyContentType.url], { error: () => "must be text, credentials or url" }))
  contentType: KeyContentType;
  @Field(() => [String], {
    nullable: true,
    description: `The values, one key each (at most ${MAX_UPLOAD_LINES}, each at most ${MAX_KEY_LENGTH} characters); report lines are positions in this list.`,
  })
  @Rule(
    z
      .array(z.string().max(MAX_KEY_LENGTH * 2))
      .min(1)
      .max(MAX_UPLOAD_LINES),
  )
  keys?: string[] | null;
  @Field(() => String, { nullable: true, description: "Pasted text, one key per line (blank lines are skipped; report lines are the text's lines)." })
  @Rule(z.string().max(MAX_UPLOAD_LINES * (MAX_KEY_LENGTH / 10)))
  text?: string | null;
  @Field(() => KeyFileInput, {
    nullable: true,
    description: `A CSV file (comma, semicolon or tab separated, at most ${MAX_CSV_BYTES / 1024 / 1024} MB): the first column holds the keys, or login and password columns for credentials; a header row is skipped.`,
  })
  file?: KeyFileInput | null;
  @Field(() => [KeyFileInput], {
    nullable: true,
    description: `Image keys (JPEG, PNG, GIF; at most ${MAX_UPLOAD_IMAGES} files of ${MAX_IMAGE_BYTES / 1024} KB), one key per file.`,
  })
  images?: KeyFileInput[] | null;
}

@ObjectType("KeyUploadLine", { description: "One line of an upload's report." })
export class KeyUploadLineView {
  @Field(() => Int, { description: "The line (from 1): of the pasted text or CSV file, the position in `keys`, or the image's position." })
  line: number;
  @Field(() => KeyUploadLineStatus, { description: "What became of it." })
  status: KeyUploadLineStatus;
  @Field(() => KeyLineProblem, { nullable: true, description: "Why it is malformed (null otherwise)." })
  problem: KeyLineProblem | null;
}

@ObjectType("KeyUploadLineList", { description: "A page of an upload's report, in line order." })
export class KeyUploadLineListView {
  @Field(() => [KeyUploadLineView], { description: "The lines of this page." })
  items: KeyUploadLineView[];
  @Field(() => Int, { description: "Lines matching the filter." })
  totalItems: number;
}

@ArgsType()
export class KeyUploadLinesArgs {
  @Field(() => KeyUploadLineStatus, { nullable: true, description: "Only lines with this status." })
  status?: KeyUploadLineStatus | null;
  @Field(() => Boolean, { defaultValue: false, description: "Only lines that were not accepted (malformed or duplicates); ignored with `status`." })
  problems: boolean;
  @Field(() => Int, { defaultValue: 0, description: "Lines to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 50, description: "Lines to return, 1–500." })
  @Rule(z.number().int().min(1).max(500))
  take: number;
}

@ObjectType("KeyUpload", { description: "A bulk upload of keys to one of your offers: its progress, counts and per-line report." })
export class KeyUploadView {
  @Field(() => ID, { description: "The upload." })
  id: string;
  @Field(() => ID, { description: "The offer." })
  offerId: number;
  @Field(() => KeyUploadSource, { description: "Where the keys came from." })
  source: KeyUploadSource;
  @Field(() => KeyContentType, { nullable: true, description: "The keys' content type; null for images (each file's own type)." })
  contentType: KeyContentType | null;
  @Field(() => String, { nullable: true, description: "The uploaded file's name (CSV, a single image)." })
  fileName: string | null;
  @Field(() => KeyUploadState, { description: "Queued, running, done or failed." })
  state: KeyUploadState;
  @Field(() => Int, { description: "Lines (keys) in the upload." })
  totalLines: number;
  @Field(() => Int, { description: "Lines processed so far (equals totalLines when done)." })
  processed: number;
  @Field(() => Int, { description: "Keys added (Available)." })
  accepted: number;
  @Field(() => Int, { description: "Lines refused as malformed." })
  malformed: number;
  @Field(() => Int, { description: "Lines repeating a value earlier in the upload." })
  duplicateInUpload: number;
  @Field(() => Int, { description: "Lines whose value is already in the marketplace (any seller; never which)." })
  duplicateInMarketplace: number;
  @Field(() => String, { nullable: true, description: "Why a failed upload failed." })
  error: string | null;
  @Field(() => Date, { description: "When it was sent." })
  createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When processing started." })
  startedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it ended (done or failed)." })
  finishedAt: Date | null;
  /** The stored compact report (not a field: read through `lines`). */
  report: unknown;
}

@ObjectType("KeyUploadList", { description: "A page of an offer's uploads, newest first." })
export class KeyUploadListView {
  @Field(() => [KeyUploadView], { description: "The uploads of this page." })
  items: KeyUploadView[];
  @Field(() => Int, { description: "Uploads of the offer." })
  totalItems: number;
}

@ArgsType()
export class KeyUploadsArgs {
  @Field(() => ID, { description: "The offer." })
  @Rule(offerId)
  offerId: string;
  @Field(() => Int, { defaultValue: 0, description: "Uploads to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 10, description: "Uploads to return, 1–50." })
  @Rule(z.number().int().min(1).max(50))
  take: number;
}

@ObjectType("OfferKeyCounts", { description: "How many keys of an offer are in each state." })
export class OfferKeyCountsView {
  @Field(() => ID, { description: "The offer." })
  offerId: number;
  @Field(() => Int, { description: "Unsold, ready to sell." })
  available: number;
  @Field(() => Int, { description: "Reserved by a checkout in progress." })
  using: number;
  @Field(() => Int, { description: "Sold and delivered." })
  delivered: number;
  @Field(() => Int, { description: "Sold and revealed by the buyer." })
  revealed: number;
  @Field(() => Int, { description: "Sold but not delivered." })
  notDelivered: number;
  @Field(() => Int, { description: "Exchanged after a complaint." })
  changed: number;
  @Field(() => Int, { description: "Replaced by another key." })
  replaced: number;
}

@ObjectType("SellerKey", { description: "One key of your offer as you see it: never its value once sold." })
export class SellerKeyView {
  @Field(() => ID, { description: "The key." })
  id: string;
  @Field(() => KeyState, { description: "Its state." })
  state: KeyState;
  @Field(() => KeyContentType, { description: "What it holds." })
  contentType: KeyContentType;
  @Field(() => Date, { description: "When it was uploaded." })
  createdAt: Date;
  @Field(() => String, { nullable: true, description: "The last 4 characters of an Available text or URL key; null for every other key." })
  hint: string | null;
}

@ObjectType("SellerKeyList", { description: "A page of an offer's keys, newest first." })
export class SellerKeyListView {
  @Field(() => [SellerKeyView], { description: "The keys of this page." })
  items: SellerKeyView[];
  @Field(() => Int, { description: "Keys matching the filter." })
  totalItems: number;
}

@ArgsType()
export class OfferKeysArgs {
  @Field(() => ID, { description: "The offer." })
  @Rule(offerId)
  offerId: string;
  @Field(() => KeyState, { nullable: true, description: "Only keys in this state." })
  state?: KeyState | null;
  @Field(() => Int, { defaultValue: 0, description: "Keys to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 25, description: "Keys to return, 1–100." })
  @Rule(z.number().int().min(1).max(100))
  take: number;
}

@InputType({ description: "Withdraw unsold keys of one of your offers: the chosen ones, or all Available ones." })
export class WithdrawKeysInput {
  @Field(() => ID, { description: "The offer." })
  @Rule(offerId)
  offerId: string;
  @Field(() => [ID], { nullable: true, description: "The keys to withdraw (each must be Available)." })
  @Rule(z.array(z.string().max(64)).min(1).max(1000))
  keyIds?: string[] | null;
  @Field(() => Boolean, { defaultValue: false, description: "Withdraw every Available key of the offer (keys reserved by a checkout stay)." })
  all: boolean;
}

@ObjectType("KeysWithdrawn", { description: "Keys withdrawn: deleted, they never sell." })
export class KeysWithdrawnView {
  @Field(() => Int, { description: "How many." })
  withdrawn: number;
}

@ObjectType("KeysNotWithdrawableError", {
  implements: ErrorResult,
  description: "Some chosen keys are not Available (reserved by a checkout, sold, or unknown): nothing was withdrawn.",
})
export class KeysNotWithdrawableError extends ErrorResult {
  @Field(() => [ID], { description: "The keys that cannot be withdrawn." })
  readonly keyIds: string[];
  constructor(keyIds: string[]) {
    super(ErrorCode.KEYS_NOT_WITHDRAWABLE);
    this.keyIds = keyIds;
  }
}

export const WithdrawKeysResult = resultUnion("WithdrawKeysResult", "Keys withdrawn, or why not.", KeysWithdrawnView, [KeysNotWithdrawableError]);
