/** GraphQL shapes of admin jobs (long admin operations run in the background) and of the product bulk edit. */
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { PreOrderState, ProductTag, Region } from "../../common/enums.js";
import { Rule, rules } from "../../core/validation/index.js";
import { AdminJobKind, AdminJobStatus } from "./admin-job.entity.js";

registerEnumType(AdminJobKind, {
  name: "AdminJobKind",
  description: "What an admin job does.",
  valuesConfig: { productBulkEdit: { description: "One set of changes applied to many catalogue products." } },
});
registerEnumType(AdminJobStatus, {
  name: "AdminJobStatus",
  description: "An admin job's progress.",
  valuesConfig: {
    queued: { description: "Waiting for a worker." },
    running: { description: "Being processed: `done` of `total` so far." },
    done: { description: "Finished; the report is complete." },
    failed: { description: "Given up (see `error`); what was committed before stays." },
  },
});

/** How a bulk edit changes the list price. */
export enum ListPriceAction {
  SET = "SET",
  ADJUST = "ADJUST",
  CLEAR = "CLEAR",
}
registerEnumType(ListPriceAction, {
  name: "ListPriceAction",
  description: "How a bulk edit changes the products' list price.",
  valuesConfig: {
    SET: { description: "Set the given currencies' list price (the others stay)." },
    ADJUST: { description: "Raise or lower every existing list price by `percent` (a product without a list price in a currency keeps none)." },
    CLEAR: { description: "Remove the list price in every currency." },
  },
});

/** At most this many products per bulk edit. */
export const MAX_BULK_EDIT_PRODUCTS = 10_000;
export const MAX_ADMIN_JOBS_TAKE = 50;

const listPriceAmount = z.number().min(0.01).max(100_000);
const entityId = z.coerce.number().int().positive().max(2_147_483_647);

@InputType("ProductListPriceChangeInput", { description: "A change of the list price (the publisher's price, shown struck through)." })
export class ProductListPriceChangeInput {
  @Field(() => ListPriceAction, { description: "Set, adjust by a percentage, or clear." })
  action: ListPriceAction;
  @Field(() => Float, { nullable: true, description: "SET: the euro list price, 0.01–100,000." }) @Rule(listPriceAmount) eur?: number | null;
  @Field(() => Float, { nullable: true, description: "SET: the US dollar list price, 0.01–100,000." }) @Rule(listPriceAmount) usd?: number | null;
  @Field(() => Float, { nullable: true, description: "SET: the pound sterling list price, 0.01–100,000." }) @Rule(listPriceAmount) gbp?: number | null;
  @Field(() => Float, { nullable: true, description: "ADJUST: percent to add (negative: to take off), -90 to 500." })
  @Rule(z.number().min(-90).max(500))
  percent?: number | null;
}

@InputType("ProductBulkChangesInput", {
  description: "What a bulk edit changes on every chosen product; at least one change. Fields left out stay as they are.",
})
export class ProductBulkChangesInput {
  @Field(() => Boolean, { nullable: true, description: "Show (true) or hide (false) the products on the storefront." })
  enabled?: boolean | null;
  @Field(() => ID, { nullable: true, description: "Move the products to this category." })
  @Rule(entityId)
  categoryId?: string | null;
  @Field(() => ID, { nullable: true, description: "Move the products to this platform." })
  @Rule(entityId)
  platformId?: string | null;
  @Field(() => PreOrderState, { nullable: true, description: "Set the pre-order state." })
  preOrder?: PreOrderState | null;
  @Field(() => Region, { nullable: true, description: "Set where the keys activate." })
  region?: Region | null;
  @Field(() => [ProductTag], { nullable: true, description: "Marketing tags to add." })
  addTags?: ProductTag[] | null;
  @Field(() => [ProductTag], { nullable: true, description: "Marketing tags to remove." })
  removeTags?: ProductTag[] | null;
  @Field(() => ProductListPriceChangeInput, { nullable: true, description: "Change the list price." })
  listPrice?: ProductListPriceChangeInput | null;
}

@InputType("StartProductBulkEditInput", { description: "The products to change and the changes." })
export class StartProductBulkEditInput {
  @Field(() => [ID], { description: `The products, 1–${MAX_BULK_EDIT_PRODUCTS.toLocaleString("en")} (repeats count once).` })
  @Rule(z.array(z.string().max(20)).min(1).max(MAX_BULK_EDIT_PRODUCTS))
  productIds: string[];
  @Field(() => ProductBulkChangesInput, { description: "The changes." })
  changes: ProductBulkChangesInput;
}

@ArgsType()
export class AdminJobsArgs {
  @Field(() => AdminJobKind, { nullable: true, description: "Only jobs of this kind." })
  kind?: AdminJobKind | null;
  @Field(() => Int, { defaultValue: 0, description: "Jobs to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 10, description: `Jobs to return, 1–${MAX_ADMIN_JOBS_TAKE}.` })
  @Rule(z.number().int().min(1).max(MAX_ADMIN_JOBS_TAKE))
  take: number;
}

@ObjectType("AdminJobFailure", { description: "One item a job could not process, and why." })
export class AdminJobFailureView {
  @Field(() => ID, { description: "The item (for a bulk edit: the product)." }) targetId: string;
  @Field(() => String, { description: "Stable reason code: PRODUCT_GONE (deleted since the job started), LIST_PRICE_OUT_OF_RANGE." }) code: string;
  @Field(() => String, { description: "The reason in English (screens translate by `code`)." }) message: string;
}

@ObjectType("AdminJobReport", { description: "What a job did so far." })
export class AdminJobReportView {
  @Field(() => Int, { description: "Items changed." }) changed: number;
  @Field(() => Int, { description: "Items that were already as asked (nothing to change)." }) unchanged: number;
  @Field(() => [AdminJobFailureView], { description: "The items that failed, with the reason (the first 1,000; `failed` counts them all)." })
  failures: AdminJobFailureView[];
}

@ObjectType("AdminJob", {
  description: "A long admin operation run in the background, with its progress and report. Poll it until `status` is done or failed.",
})
export class AdminJobView {
  @Field(() => ID, { description: "Job id." }) id: string;
  @Field(() => AdminJobKind, { description: "What it does." }) kind: AdminJobKind;
  @Field(() => AdminJobStatus, { description: "Queued, running, done or failed." }) status: AdminJobStatus;
  @Field(() => Int, { description: "Items to process." }) total: number;
  @Field(() => Int, { description: "Items processed so far." }) done: number;
  @Field(() => Int, { description: "Items that failed so far." }) failed: number;
  @Field(() => AdminJobReportView, { description: "What it did so far." }) report: AdminJobReportView;
  @Field(() => String, { nullable: true, description: "Why a failed job failed." }) error: string | null;
  @Field(() => String, { description: "The email of the admin who started it." }) createdByEmail: string;
  @Field(() => Date, { description: "When it was started." }) createdAt: Date;
  @Field(() => Date, { nullable: true, description: "When a worker first took it." }) startedAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When it ended (done or failed)." }) finishedAt: Date | null;
}

@ObjectType("AdminJobList", { description: "A page of admin jobs, newest first." })
export class AdminJobListView {
  @Field(() => [AdminJobView], { description: "The jobs." }) items: AdminJobView[];
  @Field(() => Int, { description: "Jobs over all pages." }) totalItems: number;
}
