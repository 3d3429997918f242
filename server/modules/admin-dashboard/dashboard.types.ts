/**
 * GraphQL shapes of the admin dashboard (/admin): sales per day and currency, the best products
 * and sellers, low stock, the queues waiting for an admin, signups, and the attribution report
 * (orders and revenue by source, channel and campaign). Admins only.
 */
import { ArgsType, Field, ID, Int, ObjectType, registerEnumType } from "type-graphql";
import { CurrencyCode } from "../../common/enums.js";
import { Rule } from "../../core/validation/index.js";
import { MoneyView } from "../catalog/catalog.types.js";
import { dayRule, MAX_SERIES_DAYS } from "../payouts/sales.types.js";

/** Offers with fewer usable keys than this are "low stock". */
export const LOW_STOCK_BELOW = 5;
/** Rows of each top list per currency. */
export const TOP_ROWS = 10;
/** Low-stock offers listed (the total is counted in full). */
export const LOW_STOCK_ROWS = 10;

/** What the attribution report groups by. */
export enum AttributionDimension {
  SOURCE = "SOURCE",
  CHANNEL = "CHANNEL",
  CAMPAIGN = "CAMPAIGN",
}
registerEnumType(AttributionDimension, {
  name: "AttributionDimension",
  description: "A dimension of the attribution report (how each is derived from the order's recorded tracking values: see the fields of AttributionRow).",
  valuesConfig: {
    SOURCE: { description: "utm_source; else the affiliate or network (aff:<code>, awin, admitad, google for gclid); else direct." },
    CHANNEL: { description: "chan; else utm_medium; else (none)." },
    CAMPAIGN: { description: "utm_campaign; else (none)." },
  },
});

@ArgsType()
export class DashboardRangeArgs {
  @Field(() => String, { nullable: true, description: "First day (UTC, YYYY-MM-DD); 29 days before `to` when absent (30 days in all)." })
  @Rule(dayRule)
  from?: string | null;
  @Field(() => String, { nullable: true, description: `Last day (UTC, YYYY-MM-DD); today when absent. At most ${MAX_SERIES_DAYS} days from \`from\`.` })
  @Rule(dayRule)
  to?: string | null;
}

@ArgsType()
export class AttributionReportArgs extends DashboardRangeArgs {
  @Field(() => [AttributionDimension], {
    defaultValue: [AttributionDimension.SOURCE],
    description: "The dimensions to group by (one row per combination and currency); SOURCE when absent.",
  })
  groupBy: AttributionDimension[];
}

@ObjectType("DashboardDay", { description: "Paid orders and their revenue on one day (UTC) in one currency." })
export class DashboardDayView {
  @Field(() => String, { description: "The day, YYYY-MM-DD (UTC), by when the order was paid." })
  day: string;
  @Field(() => CurrencyCode, { description: "Currency." })
  currency: CurrencyCode;
  @Field(() => Int, { description: "Orders paid that day (cancelled ones excluded)." })
  orders: number;
  @Field(() => MoneyView, { description: "Their revenue: totals paid less what was refunded." })
  revenue: MoneyView;
}

@ObjectType("DashboardTotal", { description: "Paid orders and revenue over the whole period in one currency." })
export class DashboardTotalView {
  @Field(() => CurrencyCode, { description: "Currency." })
  currency: CurrencyCode;
  @Field(() => Int, { description: "Orders paid in the period." })
  orders: number;
  @Field(() => MoneyView, { description: "Their revenue (net of refunds)." })
  revenue: MoneyView;
}

@ObjectType("DashboardTopProduct", { description: "A product among the best sellers of the period, in one currency." })
export class DashboardTopProductView {
  @Field(() => ID, { description: "Product id." })
  productId: string;
  @Field(() => String, { description: "Product name (English; as ordered when the product is gone)." })
  name: string;
  @Field(() => CurrencyCode, { description: "Currency." })
  currency: CurrencyCode;
  @Field(() => Int, { description: "Keys sold (refunded ones excluded)." })
  keys: number;
  @Field(() => MoneyView, { description: "Revenue of those keys." })
  revenue: MoneyView;
}

@ObjectType("DashboardTopSeller", { description: "A seller shop among the best of the period, in one currency." })
export class DashboardTopSellerView {
  @Field(() => ID, { description: "Seller id." })
  sellerId: string;
  @Field(() => String, { description: "Shop name." })
  name: string;
  @Field(() => CurrencyCode, { description: "Currency." })
  currency: CurrencyCode;
  @Field(() => Int, { description: "Keys sold (refunded ones excluded)." })
  keys: number;
  @Field(() => MoneyView, { description: "Revenue of those keys (gross, before commission)." })
  revenue: MoneyView;
}

@ObjectType("DashboardLowStockOffer", { description: "A sellable offer with fewer than five usable keys." })
export class DashboardLowStockOfferView {
  @Field(() => ID, { description: "Offer id." })
  offerId: string;
  @Field(() => ID, { description: "Product id." })
  productId: string;
  @Field(() => String, { description: "Product name (English)." })
  productName: string;
  @Field(() => ID, { description: "Seller id." })
  sellerId: string;
  @Field(() => String, { description: "Shop name." })
  sellerName: string;
  @Field(() => Int, { description: "Usable keys (Available + Using)." })
  stock: number;
}

@ObjectType("DashboardSignupDay", { description: "Accounts created on one day (UTC)." })
export class DashboardSignupDayView {
  @Field(() => String, { description: "The day, YYYY-MM-DD (UTC)." })
  day: string;
  @Field(() => Int, { description: "Accounts created that day." })
  count: number;
}

@ObjectType("AdminDashboard", { description: "The admin dashboard for a period: sales, best sellers, stock and queues." })
export class AdminDashboardView {
  @Field(() => String, { description: "First day of the period (UTC)." })
  from: string;
  @Field(() => String, { description: "Last day of the period (UTC)." })
  to: string;
  @Field(() => [DashboardDayView], {
    description: "Every day of the period for EUR and every other currency with orders in it (zeros included), by day then currency.",
  })
  daily: DashboardDayView[];
  @Field(() => [DashboardTotalView], { description: "The period's totals per currency (the same currencies as `daily`)." })
  totals: DashboardTotalView[];
  @Field(() => [DashboardTopProductView], { description: `The ${TOP_ROWS} products with the most revenue per currency, best first.` })
  topProducts: DashboardTopProductView[];
  @Field(() => [DashboardTopSellerView], { description: `The ${TOP_ROWS} sellers with the most revenue per currency, best first.` })
  topSellers: DashboardTopSellerView[];
  @Field(() => [DashboardLowStockOfferView], {
    description: `Sellable offers (enabled, Enabled, of an Enabled shop) with fewer than ${LOW_STOCK_BELOW} usable keys, emptiest first, then the best-selling (at most ${LOW_STOCK_ROWS}).`,
  })
  lowStock: DashboardLowStockOfferView[];
  @Field(() => Int, { description: "All low-stock offers (beyond the listed ones)." })
  lowStockTotal: number;
  @Field(() => Int, { description: "Orders in status Manual: the review queue's length (now, whatever the period)." })
  reviewQueue: number;
  @Field(() => Int, { description: "Seller shops in state Waiting: the approval queue's length (now)." })
  pendingSellers: number;
  @Field(() => [DashboardSignupDayView], { description: "Accounts created on each day of the period (zeros included)." })
  signups: DashboardSignupDayView[];
  @Field(() => Int, { description: "Accounts created in the period." })
  signupsTotal: number;
}

@ObjectType("AttributionRow", {
  description:
    "Paid orders of the period and their revenue for one combination of the grouped dimensions, in one currency. Values come from the tracking cookies the shopper had (with marketing consent) when ordering.",
})
export class AttributionRowView {
  @Field(() => String, {
    nullable: true,
    description:
      "utm_source; else the affiliate (aff:<code>) or network (awin for awc/awin_source, admitad, google for gclid); else direct. Null when not grouped by SOURCE.",
  })
  source: string | null;
  @Field(() => String, { nullable: true, description: "chan; else utm_medium; else (none). Null when not grouped by CHANNEL." })
  channel: string | null;
  @Field(() => String, { nullable: true, description: "utm_campaign; else (none). Null when not grouped by CAMPAIGN." })
  campaign: string | null;
  @Field(() => CurrencyCode, { description: "Currency." })
  currency: CurrencyCode;
  @Field(() => Int, { description: "Paid orders." })
  orders: number;
  @Field(() => MoneyView, { description: "Their revenue (net of refunds)." })
  revenue: MoneyView;
}

@ObjectType("AttributionReport", { description: "Orders and revenue by source, channel and/or campaign for a period." })
export class AttributionReportView {
  @Field(() => String, { description: "First day of the period (UTC)." })
  from: string;
  @Field(() => String, { description: "Last day of the period (UTC)." })
  to: string;
  @Field(() => [AttributionDimension], { description: "The dimensions grouped by." })
  groupBy: AttributionDimension[];
  @Field(() => [AttributionRowView], { description: "One row per combination and currency, most revenue first." })
  rows: AttributionRowView[];
}
