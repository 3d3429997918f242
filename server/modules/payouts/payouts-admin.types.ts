/**
 * GraphQL shapes of the admin's payout screen: what the marketplace owes each seller per
 * currency (balances), the payouts recorded so far (batches) and what a payout would settle
 * before it is recorded (preview). Admins only.
 */
import { ArgsType, Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { CurrencyCode } from "../../common/enums.js";
import { Rule, rules } from "../../core/validation/index.js";
import { MoneyView } from "../catalog/catalog.types.js";
import { salesRules } from "./sales.types.js";

export const MAX_PAYOUTS_TAKE = 100;

export const payoutsAdminRules = {
  search: z.string().trim().max(200),
  id: salesRules.id,
  take: z.number().int().min(1).max(MAX_PAYOUTS_TAKE),
  skip: rules.skip,
};

/** The order of the balances. */
export enum PayoutBalanceSort {
  WAITING_DESC = "WAITING_DESC",
  OLDEST_WAITING = "OLDEST_WAITING",
  SELLER = "SELLER",
}
registerEnumType(PayoutBalanceSort, {
  name: "PayoutBalanceSort",
  description: "Order of the balances: the largest amount owed first (default), the longest waiting first, or by shop name.",
  valuesConfig: {
    WAITING_DESC: { description: "Largest Waiting amount first." },
    OLDEST_WAITING: { description: "The balance whose oldest Waiting line is oldest first." },
    SELLER: { description: "By shop name, then currency." },
  },
});

@ObjectType("PayoutSellerRef", { description: "The seller shop a balance or a payout belongs to." })
export class PayoutSellerRefView {
  @Field(() => ID, { description: "Seller id." })
  id: string;
  @Field(() => String, { description: "Shop name." })
  name: string;
  @Field(() => String, { description: "The shop's business email (where payout questions go)." })
  email: string;
}

@ObjectType("PayoutBalance", { description: "What the marketplace owes one seller in one currency." })
export class PayoutBalanceView {
  @Field(() => PayoutSellerRefView, { description: "The seller." })
  seller: PayoutSellerRefView;
  @Field(() => CurrencyCode, { description: "The currency." })
  currency: CurrencyCode;
  @Field(() => MoneyView, { description: "Sum of the Waiting lines' net: the amount owed (negative when refunds of paid sales exceed new sales)." })
  waiting: MoneyView;
  @Field(() => Int, { description: "Waiting ledger lines." })
  waitingLines: number;
  @Field(() => MoneyView, { description: "Sum of the Payed lines' net: paid out so far." })
  payed: MoneyView;
  @Field(() => Date, { nullable: true, description: "When the oldest Waiting line was written." })
  oldestWaitingAt: Date | null;
  @Field(() => Date, { nullable: true, description: "When the last payout in this currency was recorded." })
  lastPaidAt: Date | null;
  @Field(() => String, { nullable: true, description: "The last payout's reference." })
  lastReference: string | null;
}

@ObjectType("PayoutBalanceList", { description: "A page of balances (one per seller and currency)." })
export class PayoutBalanceListView {
  @Field(() => [PayoutBalanceView], { description: "The balances of the page." })
  items: PayoutBalanceView[];
  @Field(() => Int, { description: "Balances matching the filter, over all pages." })
  totalItems: number;
}

@ObjectType("PayoutBatchActor", { description: "The admin who recorded a payout." })
export class PayoutBatchActorView {
  @Field(() => ID, { description: "User id." })
  id: string;
  @Field(() => String, { description: "Email." })
  email: string;
  @Field(() => String, { description: "Full name (may be empty)." })
  name: string;
}

@ObjectType("PayoutBatch", { description: "A payout recorded for a seller: the ledger lines it settled and their totals." })
export class PayoutBatchView {
  @Field(() => ID, { description: "Batch id (its lines: GET /api/admin/payouts/batches/{id}/lines.csv)." })
  id: string;
  @Field(() => PayoutSellerRefView, { description: "The seller paid." })
  seller: PayoutSellerRefView;
  @Field(() => CurrencyCode, { description: "Currency of the payout." })
  currency: CurrencyCode;
  @Field(() => String, { description: "The payout's reference (bank transfer id)." })
  reference: string;
  @Field(() => Date, { description: "Lines written up to this moment were settled." })
  upTo: Date;
  @Field(() => Int, { description: "Ledger lines settled (sales and reversals)." })
  lines: number;
  @Field(() => MoneyView, { description: "Gross of the settled lines." })
  gross: MoneyView;
  @Field(() => MoneyView, { description: "The marketplace's commission on them." })
  commission: MoneyView;
  @Field(() => MoneyView, { description: "The amount paid: the settled lines' net." })
  net: MoneyView;
  @Field(() => Date, { description: "When it was recorded." })
  createdAt: Date;
  @Field(() => PayoutBatchActorView, {
    nullable: true,
    description: "Who recorded it (null when unknown: the account is gone, or recorded before batches were kept).",
  })
  createdBy: PayoutBatchActorView | null;
}

@ObjectType("PayoutBatchList", { description: "A page of payouts, newest first." })
export class PayoutBatchListView {
  @Field(() => [PayoutBatchView], { description: "The payouts of the page." })
  items: PayoutBatchView[];
  @Field(() => Int, { description: "Payouts matching the filter, over all pages." })
  totalItems: number;
}

@ObjectType("PayoutPreview", { description: "What recording a payout now would settle: the Waiting lines up to the cut-off and their totals." })
export class PayoutPreviewView {
  @Field(() => PayoutSellerRefView, { description: "The seller." })
  seller: PayoutSellerRefView;
  @Field(() => CurrencyCode, { description: "The currency." })
  currency: CurrencyCode;
  @Field(() => Date, { description: "The cut-off: lines written up to this moment (the one given, or now) count. Pass it on as `upTo`." })
  upTo: Date;
  @Field(() => Int, { description: "Waiting lines up to the cut-off." })
  lines: number;
  @Field(() => MoneyView, { description: "Their gross." })
  gross: MoneyView;
  @Field(() => MoneyView, { description: "The marketplace's commission on them." })
  commission: MoneyView;
  @Field(() => MoneyView, { description: "The amount to pay: their net. Pass it on as `expectedNet`." })
  net: MoneyView;
}

@InputType({ description: "Which balances. Every field is optional." })
export class PayoutBalancesFilter {
  @Field(() => String, { nullable: true, description: "Part of the shop's name, legal name, emails, or its id." })
  @Rule(payoutsAdminRules.search)
  search?: string | null;
  @Field(() => CurrencyCode, { nullable: true, description: "Only this currency." })
  currency?: CurrencyCode | null;
  @Field(() => Boolean, { nullable: true, description: "Only balances with Waiting lines (something to settle)." })
  waitingOnly?: boolean | null;
}

@ArgsType()
export class PayoutBalancesArgs {
  @Field(() => PayoutBalancesFilter, { nullable: true, description: "Which balances." })
  filter?: PayoutBalancesFilter | null;
  @Field(() => PayoutBalanceSort, { defaultValue: PayoutBalanceSort.WAITING_DESC, description: "Order." })
  sort: PayoutBalanceSort;
  @Field(() => Int, { defaultValue: 0, description: "Balances to skip." })
  @Rule(payoutsAdminRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Balances to return, 1–${MAX_PAYOUTS_TAKE}.` })
  @Rule(payoutsAdminRules.take)
  take: number;
}

@InputType({ description: "Which payouts. Every field is optional." })
export class PayoutBatchesFilter {
  @Field(() => String, { nullable: true, description: "Part of the reference, or of the shop's name or emails." })
  @Rule(payoutsAdminRules.search)
  search?: string | null;
  @Field(() => ID, { nullable: true, description: "Only this seller's payouts." })
  @Rule(payoutsAdminRules.id)
  sellerId?: string | null;
  @Field(() => CurrencyCode, { nullable: true, description: "Only payouts in this currency." })
  currency?: CurrencyCode | null;
}

@ArgsType()
export class PayoutBatchesArgs {
  @Field(() => PayoutBatchesFilter, { nullable: true, description: "Which payouts." })
  filter?: PayoutBatchesFilter | null;
  @Field(() => Int, { defaultValue: 0, description: "Payouts to skip." })
  @Rule(payoutsAdminRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Payouts to return, 1–${MAX_PAYOUTS_TAKE}.` })
  @Rule(payoutsAdminRules.take)
  take: number;
}

@ArgsType()
export class PayoutPreviewArgs {
  @Field(() => ID, { description: "The seller." })
  @Rule(payoutsAdminRules.id)
  sellerId: string;
  @Field(() => CurrencyCode, { description: "The currency." })
  currency: CurrencyCode;
  @Field(() => Date, { nullable: true, description: "Cut-off: only lines written up to this moment; now when absent." })
  upTo?: Date | null;
}
