/**
 * GraphQL shapes of the cart (spec §3 Cart and Cart product, with their field names), its
 * inputs with their rules, and the error results of adding and of coupons.
 */
import { Field, Float, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { z } from "zod";
import { CartLifecycle, CurrencyCode, DEFAULT_CURRENCY, DEFAULT_LOCALE, Locale } from "../../common/enums.js";
import { ErrorCode, ErrorResult } from "../../core/errors/index.js";
import { Rule } from "../../core/validation/index.js";
import { MoneyView } from "../catalog/catalog.types.js";
import { CouponProblem } from "../coupons/coupons.service.js";

/** Lines a guest's local cart may send at once (quote, merge). */
export const MAX_CART_LINES = 50;

export enum CartLineProblem {
  UNAVAILABLE = "UNAVAILABLE",
  OUT_OF_STOCK = "OUT_OF_STOCK",
}
registerEnumType(CartLineProblem, {
  name: "CartLineProblem",
  description: "Why a cart line cannot be bought now.",
  valuesConfig: {
    UNAVAILABLE: { description: "The product, or the chosen seller's offer, is no longer sold." },
    OUT_OF_STOCK: { description: "No key left." },
  },
});
registerEnumType(CouponProblem, {
  name: "CouponProblem",
  description: "Why a coupon does not apply.",
  valuesConfig: {
    NOT_FOUND: { description: "No coupon has this code." },
    DISABLED: { description: "The coupon was switched off." },
    NOT_STARTED: { description: "Its validity has not started yet." },
    EXPIRED: { description: "Its validity has ended." },
    USAGE_LIMIT_REACHED: { description: "It was used as many times as allowed." },
    USER_LIMIT_REACHED: { description: "You used it as many times as allowed." },
    MINIMUM_NOT_REACHED: { description: "The products it applies to cost less than its minimum purchase." },
    CURRENCY_NOT_SUPPORTED: { description: "It has no amount in this currency." },
    NO_ELIGIBLE_PRODUCT: { description: "It applies to none of these products (restricted to other categories)." },
    SIGN_IN_REQUIRED: { description: "Sign in to use it." },
  },
});

/** Limits of cart inputs, for the GraphQL inputs below and the REST payloads (cart.rest.ts). */
export const cartRules = {
  productId: z.coerce
    .number({ error: () => "must be a product id" })
    .int()
    .positive()
    .max(2_147_483_647),
  offerId: z.coerce
    .number({ error: () => "must be an offer id" })
    .int()
    .positive()
    .max(2_147_483_647),
  /** Adding: 1 or more (more than the cap is clamped to it). */
  addQuantity: z.number().int().min(1).max(1_000_000),
  /** Updating: 0 removes the line; more than the cap is clamped to it. */
  updateQuantity: z.number().int().min(0).max(1_000_000),
  couponCode: z.string().trim().min(1).max(64),
  lines: z.array(z.unknown()).max(MAX_CART_LINES),
  transactionId: z.string().min(1).max(100),
};

@ObjectType("CartProduct", { description: "One product of a cart from one seller (spec Cart product), priced now from the database." })
export class CartProductView {
  @Field(() => ID, { description: "Product id." })
  productId: number;
  @Field(() => ID, { nullable: true, description: "The seller's offer the line is priced from; null when unavailable." })
  offerId: number | null;
  @Field(() => ID, { nullable: true, description: "The seller." })
  sellerId: number | null;
  @Field(() => String, { nullable: true, description: "The seller's shop name." })
  sellerName: string | null;
  @Field(() => Int, { description: "Keys in the cart (clamped to 1…maxQuantity)." })
  quantity: number;
  @Field(() => Int, { description: "Most keys this line may hold now: 5, the offer's own smaller maximum, or the stock left (0 when unavailable)." })
  maxQuantity: number;
  @Field(() => Float, { description: "Price of one key, rounded to 2 decimals, in `currency`." })
  price: number;
  @Field(() => CurrencyCode, { description: "Currency of the prices." })
  currency: CurrencyCode;
  @Field(() => MoneyView, { description: "Price of the line before the coupon (price × quantity)." })
  lineTotal: MoneyView;
  @Field(() => MoneyView, { description: "The coupon's discount on this line." })
  discount: MoneyView;
  @Field(() => Boolean, { description: "Sold without VAT (gift cards: multi-purpose vouchers)." })
  isZeroVat: boolean;
  @Field(() => String, { description: "Product name in the requested language." })
  name: string;
  @Field(() => String, { description: "Root category slug: games, softwares, cards or accounts." })
  type: string;
  @Field(() => Boolean, { description: "A pre-order: paid now, keys delivered when the seller uploads them." })
  preOrder: boolean;
  @Field(() => Boolean, { description: "The line can be bought now." })
  available: boolean;
  @Field(() => CartLineProblem, { nullable: true, description: "Why the line cannot be bought now." })
  problem: CartLineProblem | null;
  @Field(() => Boolean, { description: "The seller chosen no longer sells it: the line moved to the best offer." })
  offerChanged: boolean;
  /** The locale the line was priced in (for the product field). */
  locale: Locale;
}

@ObjectType("AppliedCoupon", { description: "The coupon of a cart and what it takes off." })
export class AppliedCouponView {
  @Field(() => String, { description: "The code (upper case)." })
  code: string;
  @Field(() => String, { description: "What the coupon is (set by admins)." })
  description: string;
  @Field(() => MoneyView, { description: "Discount on the cart." })
  discount: MoneyView;
}

@ObjectType("Cart", {
  description: "A cart (spec Cart), priced now from the database: signed-in users' carts live on the server, guests' in the browser (priced by `cartQuote`).",
})
export class CartView {
  @Field(() => ID, { nullable: true, description: "Cart id; null for a guest's quote." })
  id: string | null;
  @Field(() => [CartProductView], { description: "The lines, oldest first." })
  products: CartProductView[];
  @Field(() => Int, { description: "Keys in the cart over all lines." })
  quantity: number;
  @Field(() => CurrencyCode, { description: "Currency of every amount." })
  currency: CurrencyCode;
  @Field(() => MoneyView, { description: "Sum of the available lines before the coupon." })
  subtotal: MoneyView;
  @Field(() => MoneyView, { description: "The coupon's discount." })
  discount: MoneyView;
  @Field(() => MoneyView, { description: "What checkout would charge now." })
  total: MoneyView;
  @Field(() => AppliedCouponView, { nullable: true, description: "The coupon applied, when it applies." })
  coupon: AppliedCouponView | null;
  @Field(() => String, { nullable: true, description: "The coupon code kept on the cart, even when it no longer applies." })
  couponCode: string | null;
  @Field(() => CouponProblem, { nullable: true, description: "Why the kept coupon no longer applies." })
  couponProblem: CouponProblem | null;
  @Field(() => Date, { nullable: true, description: "Last change of the lines or the coupon (spec lastUpdate)." })
  lastUpdate: Date | null;
  @Field(() => ID, { nullable: true, description: "The product added last (spec recentItem)." })
  recentItem: number | null;
  @Field(() => Boolean, { description: "The last product was added from the cart page (spec addedFromCartPage)." })
  addedFromCartPage: boolean;
  @Field(() => CartLifecycle, {
    nullable: true,
    description: "Lifecycle of a server cart (spec: Created, Abandoned, Recovered, Deleted, Completed, Restored).",
  })
  lifecycle: CartLifecycle | null;
  @Field(() => Boolean, { description: "Every line can be bought and the cart is not empty: checkout may start." })
  purchasable: boolean;
}

// ---------------------------------------------------------------- inputs

@InputType("CartItemInput", { description: "A product for a cart: the product, optionally the seller's offer, and a quantity." })
export class CartItemInput {
  @Field(() => ID, { description: "Product id." })
  @Rule(cartRules.productId)
  productId: string;
  @Field(() => ID, { nullable: true, description: "The seller's offer; the best one when absent." })
  @Rule(cartRules.offerId)
  offerId?: string | null;
  @Field(() => Int, { defaultValue: 1, description: "Keys wanted (clamped to the line's maximum)." })
  @Rule(cartRules.addQuantity)
  quantity: number;
}

@InputType({ description: "Where the cart's prices and names are wanted." })
export class CartContextInput {
  @Field(() => CurrencyCode, { defaultValue: DEFAULT_CURRENCY, description: "Currency of the prices." })
  currency: CurrencyCode;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the names." })
  locale: Locale;
}

@InputType({ description: "Add a product to the signed-in user's cart (quantity defaults to 1 and is capped at the line's maximum)." })
export class AddItemToCartInput extends CartContextInput {
  @Field(() => ID, { description: "Product id." })
  @Rule(cartRules.productId)
  productId: string;
  @Field(() => ID, { nullable: true, description: "The seller's offer; the best one when absent." })
  @Rule(cartRules.offerId)
  offerId?: string | null;
  @Field(() => Int, { defaultValue: 1, description: "Keys to add to the line." })
  @Rule(cartRules.addQuantity)
  quantity: number;
  @Field(() => Boolean, { defaultValue: false, description: "Added from the cart page itself (spec: the add ends idle, not succeeded)." })
  addedFromCartPage: boolean;
}

@InputType({ description: "Set a line's quantity: clamped between 1 and the line's maximum; 0 or null removes the line." })
export class UpdateCartItemInput extends CartContextInput {
  @Field(() => ID, { description: "Product id of the line." })
  @Rule(cartRules.productId)
  productId: string;
  @Field(() => Int, { nullable: true, description: "New quantity; 0 or null removes the line." })
  @Rule(cartRules.updateQuantity)
  quantity?: number | null;
}

@InputType({ description: "Remove a line." })
export class RemoveCartItemInput extends CartContextInput {
  @Field(() => ID, { description: "Product id of the line." })
  @Rule(cartRules.productId)
  productId: string;
}

@InputType({ description: "Merge a guest's local cart into the signed-in user's: products missing from the server cart are added." })
export class MergeCartInput extends CartContextInput {
  @Field(() => [CartItemInput], { description: `The local lines (at most ${MAX_CART_LINES}).` })
  @Rule(cartRules.lines)
  items: CartItemInput[];
}

@InputType({ description: "Apply a coupon code to the signed-in user's cart." })
export class ApplyCouponInput extends CartContextInput {
  @Field(() => String, { description: "The code (any case)." })
  @Rule(cartRules.couponCode)
  code: string;
}

@InputType({ description: "Price a guest's local cart (nothing is stored)." })
export class CartQuoteInput extends CartContextInput {
  @Field(() => [CartItemInput], { description: `The local lines (at most ${MAX_CART_LINES}).` })
  @Rule(cartRules.lines)
  items: CartItemInput[];
  @Field(() => String, { nullable: true, description: "A coupon to show the discount of." })
  @Rule(cartRules.couponCode)
  couponCode?: string | null;
}

// ---------------------------------------------------------------- error results

@ObjectType("ProductUnavailableError", { implements: ErrorResult, description: "The product (or the chosen offer) cannot be bought now." })
export class ProductUnavailableError extends ErrorResult {
  @Field(() => ID, { description: "The product asked for." })
  readonly productId: number;
  constructor(productId: number) {
    super(ErrorCode.PRODUCT_UNAVAILABLE);
    this.productId = productId;
  }
}

@ObjectType("StockShortage", { description: "A line asking for more keys than are left." })
export class StockShortageView {
  @Field(() => ID, { description: "Product id." })
  productId: number;
  @Field(() => ID, { nullable: true, description: "The seller's offer." })
  offerId: number | null;
  @Field(() => Int, { description: "Keys asked for." })
  requested: number;
  @Field(() => Int, { description: "Keys left (0 when sold out)." })
  quantityAvailable: number;
}

@ObjectType("OutOfStockError", { implements: ErrorResult, description: "Not enough keys left for some lines; nothing was reserved." })
export class OutOfStockError extends ErrorResult {
  @Field(() => [StockShortageView], { description: "The lines concerned and how many keys each has left." })
  readonly lines: StockShortageView[];
  constructor(lines: StockShortageView[]) {
    super(ErrorCode.OUT_OF_STOCK);
    this.lines = lines;
  }
}

@ObjectType("CouponNotApplicableError", { implements: ErrorResult, description: "The coupon cannot be used for these products now." })
export class CouponNotApplicableError extends ErrorResult {
  @Field(() => String, { description: "The code asked for (upper case)." })
  readonly code: string;
  @Field(() => CouponProblem, { description: "Why it does not apply." })
  readonly reason: CouponProblem;
  @Field(() => MoneyView, { nullable: true, description: "The minimum purchase, for MINIMUM_NOT_REACHED." })
  readonly minimumPurchase: MoneyView | null;
  constructor(code: string, reason: CouponProblem, minimumPurchase: MoneyView | null = null) {
    super(ErrorCode.COUPON_NOT_APPLICABLE, COUPON_MESSAGES[reason]);
    this.code = code;
    this.reason = reason;
    this.minimumPurchase = minimumPurchase;
  }
}

const COUPON_MESSAGES: Record<CouponProblem, string> = {
  NOT_FOUND: "This coupon code does not exist",
  DISABLED: "This coupon is no longer valid",
  NOT_STARTED: "This coupon is not valid yet",
  EXPIRED: "This coupon has expired",
  USAGE_LIMIT_REACHED: "This coupon has been used up",
  USER_LIMIT_REACHED: "You have already used this coupon",
  MINIMUM_NOT_REACHED: "The cart is below this coupon's minimum purchase",
  CURRENCY_NOT_SUPPORTED: "This coupon cannot be used in this currency",
  NO_ELIGIBLE_PRODUCT: "This coupon does not apply to these products",
  SIGN_IN_REQUIRED: "Sign in to use this coupon",
};
