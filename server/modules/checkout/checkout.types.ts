/**
 * GraphQL shapes of checkout: the billing address (spec §3 Address/billing), the order input,
 * its success and its error results.
 */
import { Field, Float, ID, InputType, ObjectType } from "type-graphql";
import { z } from "zod";
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale, PaymentProvider } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { UserDisabledError } from "../accounts/accounts.errors.js";
import { CartItemInput, CouponNotApplicableError, OutOfStockError, ProductUnavailableError } from "../cart/cart.types.js";
import { MoneyView } from "../catalog/catalog.types.js";
import type { Order } from "../orders/order.entities.js";
import { OrderView } from "../orders/orders.types.js";

/** ISO 3166-1 alpha-2 codes a billing address may name (the client shows their names in the shopper's language). */
export const COUNTRY_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS XK YE YT ZA ZM ZW".split(
    " ",
  );
const COUNTRIES = new Set(COUNTRY_CODES);

/** Limits of the billing address and the order input, for GraphQL and the REST payloads alike. */
export const checkoutRules = {
  name: rules.personName,
  email: rules.email,
  address: z.string().trim().min(3).max(200),
  city: z.string().trim().min(1).max(100),
  /** Postal code: letters, digits, spaces and dashes. */
  code: z
    .string()
    .trim()
    .min(2)
    .max(12)
    .regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, "must be a postal code (letters, digits, spaces, dashes)"),
  country: z.string().trim().min(2).max(100),
  countryCode: z
    .string()
    .trim()
    .transform((s) => s.toUpperCase())
    .refine((s) => COUNTRIES.has(s), "must be an ISO 3166-1 alpha-2 country code"),
  /** Must be true: the order records when it was accepted. */
  accepted: z.literal(true, { error: () => "must be true" }),
  expectedTotal: z.number().min(0).max(1_000_000),
};

@InputType("BillingAddressInput", { description: "The billing address (spec Address/billing)." })
export class BillingAddressInput {
  @Field(() => String, { description: "First name." })
  @Rule(checkoutRules.name)
  name: string;
  @Field(() => String, { description: "Surname." })
  @Rule(checkoutRules.name)
  surname: string;
  @Field(() => String, { description: "Where the receipt goes." })
  @Rule(checkoutRules.email)
  email: string;
  @Field(() => String, { description: "Street and number." })
  @Rule(checkoutRules.address)
  address: string;
  @Field(() => String, { description: "City." })
  @Rule(checkoutRules.city)
  city: string;
  @Field(() => String, { description: "Postal code." })
  @Rule(checkoutRules.code)
  code: string;
  @Field(() => String, { description: "Country name as the shopper sees it." })
  @Rule(checkoutRules.country)
  country: string;
  @Field(() => String, { description: "ISO 3166-1 alpha-2 country code (IT, GB, US …)." })
  @Rule(checkoutRules.countryCode)
  country_code: string;
}

@InputType("PlaceOrderInput", { description: "Place an order from the signed-in user's cart (or one buy-now product) and start its payment." })
export class PlaceOrderInput {
  @Field(() => BillingAddressInput, { description: "Billing address." })
  billing: BillingAddressInput;
  @Field(() => PaymentProvider, { description: "How to pay (see `paymentProviders`)." })
  provider: PaymentProvider;
  @Field(() => Boolean, { description: "The shopper accepts the terms of sale (must be true)." })
  @Rule(checkoutRules.accepted)
  acceptTerms: boolean;
  @Field(() => Boolean, {
    description: "The shopper asks for immediate delivery of the digital content and acknowledges losing the right of withdrawal (EU law; must be true).",
  })
  @Rule(checkoutRules.accepted)
  waiveWithdrawal: boolean;
  @Field(() => String, { nullable: true, description: "A coupon code; by default the cart's own (none for buy now). An empty string means none." })
  @Rule(z.string().trim().max(64))
  couponCode?: string | null;
  @Field(() => CartItemInput, { nullable: true, description: "Buy now: order this product alone; the cart stays as it is." })
  buyNow?: CartItemInput | null;
  @Field(() => Float, { nullable: true, description: "The total the shopper saw: a different current total answers PriceChangedError instead of ordering." })
  @Rule(checkoutRules.expectedTotal)
  expectedTotal?: number | null;
  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency to pay in." })
  currency: CurrencyCode;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the order's mails and pages." })
  locale: Locale;
}

@ObjectType("PlaceOrderSuccess", { description: "The order exists and its keys are reserved: send the shopper to `redirectUrl` to pay." })
export class PlaceOrderSuccess {
  @Field(() => OrderView, { description: "The order (PaymentProcessing)." })
  order: Order;
  @Field(() => String, { nullable: true, description: "The provider's payment page; null when nothing is left to do." })
  redirectUrl: string | null;
}

@ObjectType("CartEmptyError", { implements: ErrorResult, description: "There is nothing to order." })
export class CartEmptyError extends ErrorResult {
  constructor() {
    super(ErrorCode.CART_EMPTY);
  }
}

@ObjectType("PriceChangedError", { implements: ErrorResult, description: "Prices changed since the shopper looked: nothing was ordered." })
export class PriceChangedError extends ErrorResult {
  @Field(() => MoneyView, { description: "The total the shopper saw." })
  readonly expectedTotal: MoneyView;
  @Field(() => MoneyView, { description: "The total now." })
  readonly currentTotal: MoneyView;
  constructor(expectedTotal: MoneyView, currentTotal: MoneyView) {
    super(ErrorCode.PRICE_CHANGED);
    this.expectedTotal = expectedTotal;
    this.currentTotal = currentTotal;
  }
}

@ObjectType("OrderDeclinedError", { implements: ErrorResult, description: "The order was declined by the fraud screening; nothing was charged." })
export class OrderDeclinedError extends ErrorResult {
  @Field(() => ID, { description: "The declined order, kept for the shop's records." })
  readonly orderId: string;
  constructor(orderId: string) {
    super(ErrorCode.ORDER_DECLINED);
    this.orderId = orderId;
  }
}

export const PlaceOrderResult = resultUnion("PlaceOrderResult", "The outcome of placing an order.", PlaceOrderSuccess, [
  CartEmptyError,
  ProductUnavailableError,
  OutOfStockError,
  CouponNotApplicableError,
  PriceChangedError,
  UserDisabledError,
  OrderDeclinedError,
]);
