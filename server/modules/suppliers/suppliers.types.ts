/** GraphQL shapes of supplier connections and their imports (admins). */
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { GraphQLJSONObject } from "graphql-scalars";
import { z } from "zod";
import { CreateResult, ImportResult } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { SupplierImportFailureCode, SupplierImportMessageCode } from "./supplier-messages.js";

/** The integrations a connection can use. */
export enum SupplierConnectionIntegration {
  codeswholesale = "codeswholesale",
  prepaidforge = "prepaidforge",
  sandbox = "sandbox",
}
registerEnumType(SupplierConnectionIntegration, {
  name: "SupplierConnectionIntegration",
  description: "The wholesale suppliers a connection can use.",
  valuesConfig: {
    codeswholesale: { description: "CodesWholesale (OAuth client id and secret)." },
    prepaidforge: { description: "PrepaidForge (account email and password)." },
    sandbox: { description: "KeyMarket's built-in sandbox supplier: a test catalogue, no money moves." },
  },
});

/** A run's progress (the admin jobs' states). */
export enum SupplierImportStatus {
  queued = "queued",
  running = "running",
  done = "done",
  failed = "failed",
}
registerEnumType(SupplierImportStatus, {
  name: "SupplierImportStatus",
  description: "An import's progress.",
  valuesConfig: {
    queued: { description: "Waiting for a worker." },
    running: { description: "Walking the supplier's catalogue: `processed` products so far." },
    done: { description: "Finished; the report is complete." },
    failed: { description: "Stopped (see `error`); the items reported before stay." },
  },
});

export const MAX_SUPPLIER_TAKE = 100;

export const supplierRules = {
  name: z.string().trim().min(1).max(100),
  secret: z.string().min(1).max(500),
  baseUrl: rules.httpUrl,
  marginPercent: z.number().min(0).max(1000),
  importHour: z.number().int().min(0).max(23),
  take: z.number().int().min(1).max(MAX_SUPPLIER_TAKE),
  skip: rules.skip,
};

@InputType("SupplierCredentialsInput", {
  description:
    "A supplier's credentials: CodesWholesale takes clientId and clientSecret, PrepaidForge email and password, the sandbox nothing (or a baseUrl). Stored encrypted; never answered.",
})
export class SupplierCredentialsInput {
  @Field(() => String, { nullable: true, description: "CodesWholesale: the OAuth client id." }) @Rule(supplierRules.secret) clientId?: string | null;
  @Field(() => String, { nullable: true, description: "CodesWholesale: the OAuth client secret." })
  @Rule(supplierRules.secret)
  clientSecret?: string | null;
  @Field(() => String, { nullable: true, description: "PrepaidForge: the account email." }) @Rule(supplierRules.secret) email?: string | null;
  @Field(() => String, { nullable: true, description: "PrepaidForge: the account password." }) @Rule(supplierRules.secret) password?: string | null;
  @Field(() => String, { nullable: true, description: "Another API address (a supplier's test environment), http(s)." })
  @Rule(supplierRules.baseUrl)
  baseUrl?: string | null;
}

@InputType("CreateSupplierConnectionInput", { description: "A supplier account to connect to a seller shop." })
export class CreateSupplierConnectionInput {
  @Field(() => SupplierConnectionIntegration, { description: "Which supplier." }) integration: SupplierConnectionIntegration;
  @Field(() => String, { description: "A name for it, 1–100 characters." }) @Rule(supplierRules.name) name: string;
  @Field(() => ID, { description: "The seller shop that will own the imported offers." }) @Rule(z.string().max(20)) sellerId: string;
  @Field(() => SupplierCredentialsInput, { description: "The credentials (the integration's fields)." }) credentials: SupplierCredentialsInput;
  @Field(() => Float, { defaultValue: 20, description: "Offer price = purchase price + this percent, 0–1000." })
  @Rule(supplierRules.marginPercent)
  marginPercent: number;
  @Field(() => Boolean, { defaultValue: true, description: "Round offer prices up to the next .49 or .99." }) roundPrices: boolean;
  @Field(() => Boolean, { defaultValue: false, description: "Run the daily scheduled import." }) enabled: boolean;
  @Field(() => Int, { nullable: true, description: "The hour (UTC, 0–23) of the daily import; null: no schedule." })
  @Rule(supplierRules.importHour)
  importHour?: number | null;
}

@InputType("UpdateSupplierConnectionInput", { description: "What changes on a connection (fields left out stay)." })
export class UpdateSupplierConnectionInput {
  @Field(() => ID, { description: "The connection." }) @Rule(z.string().max(40)) id: string;
  @Field(() => String, { nullable: true, description: "A name for it, 1–100 characters." }) @Rule(supplierRules.name) name?: string | null;
  @Field(() => ID, { nullable: true, description: "The seller shop that owns the offers imported from now on." })
  @Rule(z.string().max(20))
  sellerId?: string | null;
  @Field(() => SupplierCredentialsInput, { nullable: true, description: "New credentials (all of them); left out: the stored ones stay." })
  credentials?: SupplierCredentialsInput | null;
  @Field(() => Float, { nullable: true, description: "Offer price = purchase price + this percent, 0–1000." })
  @Rule(supplierRules.marginPercent)
  marginPercent?: number | null;
  @Field(() => Boolean, { nullable: true, description: "Round offer prices up to the next .49 or .99." }) roundPrices?: boolean | null;
  @Field(() => Boolean, { nullable: true, description: "Run the daily scheduled import." }) enabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: "The hour (UTC, 0–23) of the daily import; -1 removes the schedule." })
  @Rule(z.number().int().min(-1).max(23))
  importHour?: number | null;
}

@InputType("SupplierConnectionIdInput", { description: "One supplier connection." })
export class SupplierConnectionIdInput {
  @Field(() => ID, { description: "The connection." }) @Rule(z.string().max(40)) id: string;
}

@ArgsType()
export class SupplierImportRunsArgs {
  @Field(() => ID, { description: "The connection." }) @Rule(z.string().max(40)) connectionId: string;
  @Field(() => Int, { defaultValue: 0, description: "Runs to skip." }) @Rule(supplierRules.skip) skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Runs to return, 1–${MAX_SUPPLIER_TAKE}.` }) @Rule(supplierRules.take) take: number;
}

@ObjectType("SupplierImportCounts", { description: "Supplier products per import result." })
export class SupplierImportCountsView {
  @Field(() => Int, { description: "No catalogue match: a hidden draft product and its offer were created." }) ProductCreated: number;
  @Field(() => Int, { description: "Matched one catalogue product: the shop's offer was created." }) OfferCreated: number;
  @Field(() => Int, { description: "More than one catalogue product matched equally: nothing created." }) TooManyEqualProducts: number;
  @Field(() => Int, { description: "Could not be imported (see each item's message)." }) Error: number;
  @Field(() => Int, { description: "Imported before: price and stock refreshed." }) AlreadyImported: number;
  @Field(() => Int, { description: "The shop already had its own offer on the matched product: left alone." }) OfferAlreadyExisting: number;
}

@ObjectType("SupplierImportItem", { description: "One supplier product of an import and what became of it." })
export class SupplierImportItemView {
  @Field(() => ID, { description: "Row id." }) id: string;
  @Field(() => String, { description: "The supplier's product id." }) externalId: string;
  @Field(() => String, { description: "The supplier's product name." }) name: string;
  @Field(() => String, { nullable: true, description: "The supplier's platform name." }) platform: string | null;
  @Field(() => String, { nullable: true, description: "The supplier's region name." }) region: string | null;
  @Field(() => ImportResult, { description: "What the import did with it." }) result: ImportResult;
  @Field(() => CreateResult, {
    nullable: true,
    description: "Set when a catalogue product was to be created: Created, Cronjob (by the schedule), AlreadyExisting, Error.",
  })
  createResult: CreateResult | null;
  @Field(() => ID, { nullable: true, description: "The catalogue product matched or created." }) productId: number | null;
  @Field(() => String, { nullable: true, description: "That product's English name (null once deleted)." }) productName: string | null;
  @Field(() => ID, { nullable: true, description: "The shop's offer created or refreshed." }) offerId: number | null;
  @Field(() => String, {
    description: "Why (errors, ambiguous matches) or what changed, in English (for integrators; screens say `messageCode` in the reader's language).",
  })
  message: string;
  @Field(() => SupplierImportMessageCode, {
    nullable: true,
    description: "What `message` says, as a code (see the enum's values for each English text); null on items reported before codes were recorded.",
  })
  messageCode: SupplierImportMessageCode | null;
  @Field(() => GraphQLJSONObject, {
    nullable: true,
    description: "The code's parameters by name, e.g. { stock, price } (amounts in euro cents), { platform }, { count, productIds }; null when it takes none.",
  })
  messageParams: Record<string, unknown> | null;
}

@ObjectType("SupplierImportItemList", { description: "A page of an import's items, in the order they were walked." })
export class SupplierImportItemListView {
  @Field(() => [SupplierImportItemView], { description: "The items." }) items: SupplierImportItemView[];
  @Field(() => Int, { description: "Items over all pages (of the result asked for)." }) totalItems: number;
}

@ObjectType("SupplierImportRun", { description: "One import of a supplier's catalogue (also the job to follow: poll until done or failed)." })
export class SupplierImportRunView {
  @Field(() => ID, { description: "Run id." }) id: string;
  @Field(() => ID, { description: "The connection." }) connectionId: string;
  @Field(() => SupplierImportStatus, { description: "Queued, running, done or failed." }) status: SupplierImportStatus;
  @Field(() => Boolean, { description: "Started by the daily schedule (not by an admin)." }) scheduled: boolean;
  @Field(() => Int, { description: "Supplier products walked so far." }) processed: number;
  @Field(() => SupplierImportCountsView, { description: "Items per result so far." }) counts: SupplierImportCountsView;
  @Field(() => String, { nullable: true, description: "Why a failed run failed, in English (for integrators; screens say `failureCode`)." })
  error: string | null;
  @Field(() => SupplierImportFailureCode, {
    nullable: true,
    description: "What `error` says, as a code (see the enum's values); null unless failed, and on runs failed before codes were recorded.",
  })
  failureCode: SupplierImportFailureCode | null;
  @Field(() => GraphQLJSONObject, { nullable: true, description: "The failure code's parameters by name, e.g. { attempts }, { kind, detail }." })
  failureParams: Record<string, unknown> | null;
  @Field(() => String, { description: "Who started it (the admin's email; scheduled: who last saved the connection)." }) createdByEmail: string;
  @Field(() => Date, { description: "When it was started." }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When a worker took it." }) startedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it ended." }) finishedAt: Date | null;
}

@ObjectType("SupplierImportRunList", { description: "A page of a connection's imports, newest first." })
export class SupplierImportRunListView {
  @Field(() => [SupplierImportRunView], { description: "The runs." }) items: SupplierImportRunView[];
  @Field(() => Int, { description: "Runs over all pages." }) totalItems: number;
}

@ObjectType("SupplierConnection", { description: "A supplier account connected to a seller shop (admins). Credentials are never answered." })
export class SupplierConnectionView {
  @Field(() => ID, { description: "Connection id." }) id: string;
  @Field(() => SupplierConnectionIntegration, { description: "Which supplier." }) integration: SupplierConnectionIntegration;
  @Field(() => String, { description: "Its name." }) name: string;
  @Field(() => ID, { description: "The seller shop that owns the imported offers." }) sellerId: number;
  @Field(() => String, { description: "That shop's name." }) sellerName: string;
  @Field(() => Boolean, { description: "Credentials are stored." }) credentialsSet: boolean;
  @Field(() => String, { description: "The last 4 characters of the client id (or login); empty for the sandbox." }) credentialsHint: string;
  @Field(() => Float, { description: "Offer price = purchase price + this percent." }) marginPercent: number;
  @Field(() => Boolean, { description: "Offer prices are rounded up to .49 or .99." }) roundPrices: boolean;
  @Field(() => Boolean, { description: "The daily scheduled import is on." }) enabled: boolean;
  @Field(() => Int, { nullable: true, description: "The hour (UTC) of the daily import; null: none." }) importHour: number | null;
  @Field(() => Int, { description: "Supplier products mapped to offers." }) mappedProducts: number;
  @Field(() => SupplierImportRunView, { nullable: true, description: "The latest import." }) lastRun: SupplierImportRunView | null;
  @Field(() => Date, { description: "When it was connected." }) createdAt: Date;
  @Field(() => Date, { description: "When it last changed." }) updatedAt: Date;
}

@ObjectType("SupplierConnectionList", { description: "Every supplier connection, by name." })
export class SupplierConnectionListView {
  @Field(() => [SupplierConnectionView], { description: "The connections." }) items: SupplierConnectionView[];
  @Field(() => Int, { description: "Connections in all." }) totalItems: number;
}

@ObjectType("SupplierConnectionTest", { description: "The answer of a connection test (the supplier's verify call)." })
export class SupplierConnectionTestView {
  @Field(() => Boolean, { description: "The supplier accepted the credentials." }) ok: boolean;
  @Field(() => String, {
    nullable: true,
    description: "Why not: auth (credentials refused), unavailable (timeout, down), rejected, invalid_answer.",
  })
  errorKind: string | null;
  @Field(() => String, { nullable: true, description: "The supplier's explanation, in English." }) message: string | null;
}

@ObjectType("DeleteSupplierConnectionResult", { description: "A removed connection (its offers stay with the shop)." })
export class DeleteSupplierConnectionView {
  @Field(() => ID, { description: "The removed connection." }) id: string;
}

@ObjectType("SellerNotFoundError", { implements: ErrorResult, description: "No seller shop has this id." })
export class SellerNotFoundError extends ErrorResult {
  @Field(() => ID, { description: "The id asked for." }) readonly sellerId: string;
  constructor(sellerId: string) {
    super(ErrorCode.SELLER_NOT_FOUND, `No seller shop has the id "${sellerId.slice(0, 20)}"`);
    this.sellerId = sellerId;
  }
}

@ObjectType("SupplierCredentialsInvalidError", {
  implements: ErrorResult,
  description: "The credentials do not have the integration's fields (CodesWholesale: clientId and clientSecret; PrepaidForge: email and password).",
})
export class SupplierCredentialsInvalidError extends ErrorResult {
  @Field(() => [String], { description: "The fields missing or not expected." }) readonly fields: string[];
  constructor(message: string, fields: string[]) {
    super(ErrorCode.SUPPLIER_CREDENTIALS_INVALID, message);
    this.fields = fields;
  }
}

@ObjectType("SupplierConnectionExistsError", { implements: ErrorResult, description: "This shop is already connected to this supplier." })
export class SupplierConnectionExistsError extends ErrorResult {
  @Field(() => ID, { description: "The existing connection." }) readonly connectionId: string;
  constructor(connectionId: string) {
    super(ErrorCode.SUPPLIER_CONNECTION_EXISTS);
    this.connectionId = connectionId;
  }
}

export const SaveSupplierConnectionResult = resultUnion(
  "SaveSupplierConnectionResult",
  "A created or edited supplier connection, or why not.",
  SupplierConnectionView,
  [SellerNotFoundError, SupplierCredentialsInvalidError, SupplierConnectionExistsError],
);
