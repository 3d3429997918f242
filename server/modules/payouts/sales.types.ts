/**
 * GraphQL shapes of a seller's sales and payout ledger: sold keys with price, commission and
 * net (never a key's value, never the buyer), the daily series of the chart, the ledger's lines
 * and the balance per currency. Days are calendar days in UTC, written YYYY-MM-DD.
 */
import { ArgsType, Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { CurrencyCode, PayoutState } from "../../common/enums.js";
import { Rule, rules } from "../../core/validation/index.js";
import { MoneyView } from "../catalog/catalog.types.js";

export const MAX_SALES_TAKE = 100;
/** The longest range of the daily series (a year and a day). */
export const MAX_SERIES_DAYS = 366;

/** What became of a sold key, as its seller may know it. */
export enum SaleKeyStatus {
  Delivered = "Delivered",
  Revealed = "Revealed",
  Refunded = "Refunded",
  NotDelivered = "NotDelivered",
  Changed = "Changed",
  Replaced = "Replaced",
}
registerEnumType(SaleKeyStatus, {
  name: "SaleKeyStatus",
  description:
    "What became of a sold key: Delivered (not yet shown to the buyer), Revealed, Refunded (a reversal line took it back), or replaced/changed by support.",
});

/** The kind of a ledger line. */
export enum PayoutLineKind {
  sale = "sale",
  reversal = "reversal",
}
registerEnumType(PayoutLineKind, {
  name: "PayoutLineKind",
  description: "A ledger line: a `sale` (one sold key, positive) or a `reversal` (a refunded key, the opposite amounts).",
});

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
/** A calendar day YYYY-MM-DD that exists (2026-02-30 does not). */
export const dayRule = z
  .string()
  .regex(DAY_RE, "must be a day written YYYY-MM-DD")
  .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), "must be a day that exists");

const numericIdRule = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "must be an id")
  .refine((s) => Number(s) <= 2 ** 31 - 1, "must be an id");

export const salesRules = {
  day: dayRule,
  id: numericIdRule,
  take: z.number().int().min(1).max(MAX_SALES_TAKE),
  skip: rules.skip,
  reference: z.string().trim().min(1).max(200),
};

@ObjectType("SellerSale", {
  description: "One sold key as its seller sees it: when, what, for how much, and what became of it. Never the key's value or the buyer.",
})
export class SellerSaleView {
  @Field(() => ID, { description: "The sale's ledger line id." })
  id: string;
  @Field(() => ID, { description: "The seller (admins see every seller's sales)." })
  sellerId: string;
  @Field(() => String, { description: "The order's reference (KM-000123), to quote to support." })
  orderNumber: string;
  @Field(() => Date, { description: "When the order was placed." })
  orderedAt: Date;
  @Field(() => Date, { description: "When the key was sold (delivered): the day the sale counts on." })
  soldAt: Date;
  @Field(() => ID, { description: "The catalogue product." })
  productId: string;
  @Field(() => String, { description: "The product's name in English." })
  productName: string;
  @Field(() => ID, { description: "The offer the key was sold from." })
  offerId: string;
  @Field(() => ID, { description: "The key's id (its value is never shown to the seller again)." })
  keyId: string;
  @Field(() => MoneyView, { description: "What the buyer paid for this key after its share of any coupon (gross)." })
  price: MoneyView;
  @Field(() => MoneyView, { description: "The marketplace's commission on it." })
  commission: MoneyView;
  @Field(() => MoneyView, { description: "What the seller is owed for it: price less commission." })
  net: MoneyView;
  @Field(() => CurrencyCode, { description: "Currency of the amounts." })
  currency: CurrencyCode;
  @Field(() => SaleKeyStatus, { description: "What became of the key." })
  status: SaleKeyStatus;
  @Field(() => Date, { nullable: true, description: "When the key was refunded (its reversal line), if it was." })
  refundedAt: Date | null;
  @Field(() => PayoutState, { description: "Whether the sale's ledger line is still Waiting or was Payed out." })
  payoutState: PayoutState;
}

@ObjectType("SellerSaleList", { description: "A page of sold keys, newest first." })
export class SellerSaleListView {
  @Field(() => [SellerSaleView], { description: "The sales of the page." })
  items: SellerSaleView[];
  @Field(() => Int, { description: "Sales matching the filter, over all pages." })
  totalItems: number;
}

@ObjectType("SellerSalesDay", { description: "One day of the sales chart in one currency." })
export class SellerSalesDayView {
  @Field(() => String, { description: "The day (UTC), YYYY-MM-DD." })
  day: string;
  @Field(() => CurrencyCode, { description: "Currency of the amounts." })
  currency: CurrencyCode;
  @Field(() => Int, { description: "Keys sold that day." })
  keys: number;
  @Field(() => MoneyView, { description: "Revenue: what buyers paid for those keys (gross)." })
  gross: MoneyView;
  @Field(() => MoneyView, { description: "The seller's share of that revenue (net of commission)." })
  net: MoneyView;
  @Field(() => Int, { description: "Keys refunded that day (whenever they were sold)." })
  refundedKeys: number;
  @Field(() => MoneyView, { description: "Gross amount refunded that day." })
  refunded: MoneyView;
}

@ObjectType("SellerPayoutLine", { description: "One line of a seller's payout ledger." })
export class SellerPayoutLineView {
  @Field(() => ID, { description: "Line id." })
  id: string;
  @Field(() => ID, { description: "The seller." })
  sellerId: string;
  @Field(() => PayoutLineKind, { description: "A sale or the reversal of a refunded one." })
  kind: PayoutLineKind;
  @Field(() => Date, { description: "When the line was written (the sale or the refund)." })
  createdAt: Date;
  @Field(() => String, { description: "The order's reference (KM-000123)." })
  orderNumber: string;
  @Field(() => String, { description: "The product's name in English." })
  productName: string;
  @Field(() => CurrencyCode, { description: "Currency of the amounts." })
  currency: CurrencyCode;
  @Field(() => MoneyView, { description: "Gross amount (negative for a reversal)." })
  gross: MoneyView;
  @Field(() => MoneyView, { description: "The marketplace's commission (negative for a reversal)." })
  commission: MoneyView;
  @Field(() => MoneyView, { description: "The seller's net: gross less commission." })
  net: MoneyView;
  @Field(() => PayoutState, { description: "Waiting (owed) or Payed." })
  state: PayoutState;
  @Field(() => Date, { nullable: true, description: "When the payout that settled it was made." })
  paidAt: Date | null;
  @Field(() => String, { nullable: true, description: "The payout's reference (bank transfer id)." })
  reference: string | null;
}

@ObjectType("SellerPayoutLineList", { description: "A page of ledger lines, newest first." })
export class SellerPayoutLineListView {
  @Field(() => [SellerPayoutLineView], { description: "The lines of the page." })
  items: SellerPayoutLineView[];
  @Field(() => Int, { description: "Lines matching the filter, over all pages." })
  totalItems: number;
}

@ObjectType("SellerBalance", { description: "A seller's balance in one currency." })
export class SellerBalanceView {
  @Field(() => CurrencyCode, { description: "The currency." })
  currency: CurrencyCode;
  @Field(() => MoneyView, {
    description: "Sum of the Waiting lines' net: what the marketplace owes the seller (negative when refunds of already paid sales exceed new sales).",
  })
  waiting: MoneyView;
  @Field(() => MoneyView, { description: "Sum of the Payed lines' net: what was paid out so far." })
  payed: MoneyView;
  @Field(() => Int, { description: "Waiting lines." })
  waitingLines: number;
  @Field(() => Date, { nullable: true, description: "When the last payout in this currency was made." })
  lastPaidAt: Date | null;
}

@InputType({ description: "Which sales: a day range, a product, a currency. Every field is optional." })
export class SellerSalesFilter {
  @Field(() => String, { nullable: true, description: "First day (UTC, YYYY-MM-DD, inclusive) a key was sold on." })
  @Rule(salesRules.day)
  from?: string | null;
  @Field(() => String, { nullable: true, description: "Last day (UTC, YYYY-MM-DD, inclusive)." })
  @Rule(salesRules.day)
  to?: string | null;
  @Field(() => ID, { nullable: true, description: "Only this product's keys." })
  @Rule(salesRules.id)
  productId?: string | null;
  @Field(() => CurrencyCode, { nullable: true, description: "Only sales in this currency." })
  currency?: CurrencyCode | null;
}

@InputType({ description: "Which ledger lines: a day range, a currency, a state. Every field is optional." })
export class SellerPayoutLinesFilter {
  @Field(() => String, { nullable: true, description: "First day (UTC, YYYY-MM-DD, inclusive) a line was written on." })
  @Rule(salesRules.day)
  from?: string | null;
  @Field(() => String, { nullable: true, description: "Last day (UTC, YYYY-MM-DD, inclusive)." })
  @Rule(salesRules.day)
  to?: string | null;
  @Field(() => CurrencyCode, { nullable: true, description: "Only lines in this currency." })
  currency?: CurrencyCode | null;
  @Field(() => PayoutState, { nullable: true, description: "Only Waiting or only Payed lines." })
  state?: PayoutState | null;
}

@ArgsType()
class SellerScopedArgs {
  @Field(() => ID, {
    nullable: true,
    description: "Admins: only this seller's rows (all sellers' when absent). Ignored for sellers, who always see their own.",
  })
  @Rule(salesRules.id)
  sellerId?: string | null;
}

@ArgsType()
export class SellerSalesArgs extends SellerScopedArgs {
  @Field(() => SellerSalesFilter, { nullable: true, description: "Which sales." })
  filter?: SellerSalesFilter | null;
  @Field(() => Int, { defaultValue: 0, description: "Sales to skip." })
  @Rule(salesRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Sales to return, 1–${MAX_SALES_TAKE}.` })
  @Rule(salesRules.take)
  take: number;
}

@ArgsType()
export class SellerSalesDailyArgs extends SellerScopedArgs {
  @Field(() => String, { nullable: true, description: "First day (UTC, YYYY-MM-DD); 29 days before `to` when absent (30 days in all)." })
  @Rule(salesRules.day)
  from?: string | null;
  @Field(() => String, { nullable: true, description: `Last day (UTC, YYYY-MM-DD); today when absent. At most ${MAX_SERIES_DAYS} days from \`from\`.` })
  @Rule(salesRules.day)
  to?: string | null;
  @Field(() => CurrencyCode, { nullable: true, description: "Only this currency; every currency with sales (EUR at least) when absent." })
  currency?: CurrencyCode | null;
}

@ArgsType()
export class SellerPayoutLinesArgs extends SellerScopedArgs {
  @Field(() => SellerPayoutLinesFilter, { nullable: true, description: "Which lines." })
  filter?: SellerPayoutLinesFilter | null;
  @Field(() => Int, { defaultValue: 0, description: "Lines to skip." })
  @Rule(salesRules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Lines to return, 1–${MAX_SALES_TAKE}.` })
  @Rule(salesRules.take)
  take: number;
}

@ArgsType()
export class SellerBalancesArgs extends SellerScopedArgs {}

@ObjectType("SellerPayout", { description: "A payout recorded for a seller: the Waiting lines it settled." })
export class SellerPayoutView {
  @Field(() => ID, { description: "The payout batch recorded (its lines: /api/admin/payouts/batches/{id}/lines.csv)." })
  batchId: string;
  @Field(() => ID, { description: "The seller paid." })
  sellerId: string;
  @Field(() => CurrencyCode, { description: "Currency of the payout." })
  currency: CurrencyCode;
  @Field(() => String, { description: "The payout's reference (bank transfer id), now on each line it settled." })
  reference: string;
  @Field(() => Date, { description: "When it was recorded." })
  paidAt: Date;
  @Field(() => Int, { description: "Ledger lines settled (sales and reversals)." })
  lines: number;
  @Field(() => MoneyView, { description: "The amount paid: the settled lines' net." })
  net: MoneyView;
}

@InputType({ description: "A payout made to a seller (by bank transfer, outside KeyMarket), to record in the ledger." })
export class RecordSellerPayoutInput {
  @Field(() => ID, { description: "The seller paid." })
  @Rule(salesRules.id)
  sellerId: string;
  @Field(() => CurrencyCode, { description: "The currency paid: the seller's Waiting lines in this currency are settled." })
  currency: CurrencyCode;
  @Field(() => String, { description: "The payout's reference (bank transfer id), 1–200 characters." })
  @Rule(salesRules.reference)
  reference: string;
  @Field(() => Date, { nullable: true, description: "Settle only lines written up to this moment (e.g. the end of the payout period); now when absent." })
  upTo?: Date | null;
  @Field(() => Float, {
    nullable: true,
    description:
      "The amount the admin confirmed (decimal, e.g. 123.45): when the waiting lines no longer add up to it, nothing is settled (ILLEGAL_OPERATION).",
  })
  @Rule(z.number().min(0).max(100_000_000))
  expectedNet?: number | null;
}
