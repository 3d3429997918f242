/**
 * GraphQL shapes of back-in-stock alerts: the alert as its owner sees it, the input, the guest's
 * "check your inbox" answer, and the error results of asking for one.
 */
import { createUnionType, Field, ID, InputType, ObjectType } from "type-graphql";
import { CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { ErrorCode, ErrorResult, TooManyRequestsError } from "../../core/errors/index.js";
import { Rule, rules } from "../../core/validation/index.js";
import { CaptchaCheckFailedError } from "../accounts/accounts.errors.js";
import { accountRules } from "../accounts/accounts.types.js";
import { cartRules, ProductUnavailableError } from "../cart/cart.types.js";
import { STOCK_ALERT_TTL_DAYS } from "./stock-alerts.sql.js";

@ObjectType("StockAlert", { description: "A back-in-stock alert of the signed-in user: one mail when the product has keys again." })
export class StockAlertView {
  @Field(() => ID, { description: "The product." })
  productId: number;
  @Field(() => String, { description: "Where the mail goes: the account's address." })
  email: string;
  @Field(() => Locale, { description: "Language of the mail." })
  locale: Locale;
  @Field(() => CurrencyCode, { description: "Currency of the best price the mail shows." })
  currency: CurrencyCode;
  @Field(() => Date, { description: "When it was set." })
  createdAt: Date;
  @Field(() => Date, { description: `When it expires unsent (${STOCK_ALERT_TTL_DAYS} days after it was set).` })
  expiresAt: Date;
}

@ObjectType("StockAlertConfirmationSent", {
  description:
    "A guest's alert: a confirmation link was mailed (double opt-in); the alert is active once it is opened. " +
    "Answered alike whether or not the address already had an alert for the product.",
})
export class StockAlertConfirmationSent {
  @Field(() => String, { description: "The address the confirmation goes to." })
  email: string;
}

@InputType({ description: "Be mailed once when an out-of-stock product has keys again." })
export class CreateStockAlertInput {
  @Field(() => ID, { description: "Product id." })
  @Rule(cartRules.productId)
  productId: string;
  @Field(() => String, {
    nullable: true,
    description: "Guests: the address to mail (a confirmation link is mailed first). Signed in: ignored, the account's address is used.",
  })
  @Rule(rules.emailTyped)
  email?: string | null;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the mails (the page's)." })
  locale: Locale;
  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency of the price the mail shows." })
  currency: CurrencyCode;
  @Field(() => String, { nullable: true, description: "Guests: reCAPTCHA token; checked when the shop has a reCAPTCHA secret." })
  @Rule(accountRules.tokenRecaptcha)
  tokenRecaptcha?: string | null;
}

@ObjectType("ProductInStockError", { implements: ErrorResult, description: "The product has keys now: buy it instead of waiting." })
export class ProductInStockError extends ErrorResult {
  @Field(() => ID, { description: "The product asked for." })
  readonly productId: number;
  constructor(productId: number) {
    super(ErrorCode.PRODUCT_IN_STOCK);
    this.productId = productId;
  }
}

@ObjectType("InvalidEmailError", { implements: ErrorResult, description: "The email address is missing or not valid." })
export class InvalidEmailError extends ErrorResult {
  constructor() {
    super(ErrorCode.INVALID_EMAIL);
  }
}

export type CreateStockAlertOutcome =
  | StockAlertView
  | StockAlertConfirmationSent
  | ProductUnavailableError
  | ProductInStockError
  | InvalidEmailError
  | CaptchaCheckFailedError
  | TooManyRequestsError;

export const CreateStockAlertResult = createUnionType({
  name: "CreateStockAlertResult",
  description:
    "A signed-in user's alert (active at once), a guest's confirmation mail, or why no alert was set: unknown or disabled product, " +
    "product in stock, invalid email, reCAPTCHA refused, too many requests.",
  types: () =>
    [
      StockAlertView,
      StockAlertConfirmationSent,
      ProductUnavailableError,
      ProductInStockError,
      InvalidEmailError,
      CaptchaCheckFailedError,
      TooManyRequestsError,
    ] as const,
  resolveType: (v) => {
    if (v instanceof ErrorResult) return v.constructor as never;
    return v instanceof StockAlertConfirmationSent ? StockAlertConfirmationSent : StockAlertView;
  },
});
