import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import { CurrencyCode, DEFAULT_LOCALE, EnabledState, Locale } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";

export const MAX_SELLER_OFFERS_TAKE = 100;

@ObjectType("OfferAutoPricing", { description: "An offer's automatic pricing: 0.01 under the cheapest competing offer, between the floor and your own price." })
export class AutoPricingView {
  @Field(() => Float, { description: "Lowest price in euro the job may set." })
  floorEur: number;
  @Field(() => Float, { description: "Lowest price in US dollars the job may set." })
  floorUsd: number;
  @Field(() => Float, { description: "Lowest price in pounds sterling the job may set." })
  floorGbp: number;
  @Field(() => Float, { description: "Your own price in euro: the job never sets more." })
  ownPriceEur: number;
  @Field(() => Float, { description: "Your own price in US dollars: the job never sets more." })
  ownPriceUsd: number;
  @Field(() => Float, { description: "Your own price in pounds sterling: the job never sets more." })
  ownPriceGbp: number;
}

@ObjectType("OfferCompetition", { description: "Where an offer stands among the product's enabled in-stock offers, in one currency." })
export class OfferCompetitionView {
  @Field(() => CurrencyCode, { description: "The currency of the prices below." })
  currency: CurrencyCode;
  @Field(() => Float, { description: "Your price." })
  yourPrice: number;
  @Field(() => Float, {
    nullable: true,
    description: "The best (lowest) price among the product's sellable offers, yours included when it sells; null when none sells.",
  })
  bestPrice: number | null;
  @Field(() => Float, { nullable: true, description: "The lowest price among the other sellers' sellable offers; null when there is none." })
  bestOtherPrice: number | null;
  @Field(() => Int, { description: "Your position by price: 1 + the other sellable offers strictly cheaper (ties share a position)." })
  rank: number;
  @Field(() => Int, { description: "Sellable offers of the product, yours included when it sells." })
  offerCount: number;
  @Field(() => Boolean, { description: "Your offer sells now (enabled, approved, in stock): it is in the ranking." })
  competing: boolean;
  @Field(() => Boolean, {
    description:
      "Your offer is the one the storefront shows first and the cart picks: the lowest price; at a price tie the better seller rating, then more stock, then the older offer (or there is no other).",
  })
  isBest: boolean;
  @Field(() => Float, {
    nullable: true,
    description: "The price that would make you the best offer: 0.01 under the best other price; null without other offers.",
  })
  priceToWin: number | null;
  @Field(() => Float, { description: "How much lower your price must go to be the best offer (0 when it is)." })
  reductionToWin: number;
}

@ObjectType("SellerOffer", { description: "An offer as its seller (or an admin) manages it." })
export class SellerOfferView {
  @Field(() => ID, { description: "Offer id." })
  id: string;
  @Field(() => ID, { description: "The seller." })
  sellerId: string;
  @Field(() => ID, { description: "The catalogue product." })
  productId: string;
  @Field(() => String, { description: "The product's name in English." })
  productName: string;
  @Field(() => Float, { description: "Price in euro." })
  priceEur: number;
  @Field(() => Float, { description: "Price in US dollars." })
  priceUsd: number;
  @Field(() => Float, { description: "Price in pounds sterling." })
  priceGbp: number;
  @Field(() => Boolean, { description: "The seller's own on/off switch: a disabled offer is not sold." })
  enabled: boolean;
  @Field(() => EnabledState, { description: "Lifecycle state set by admins." })
  state: EnabledState;
  @Field(() => Int, { description: "Keys ready to sell (Available and Using)." })
  stock: number;
  @Field(() => Int, { description: "Keys sold so far." })
  salesCount: number;
  @Field(() => Date, { description: "Last change." })
  updatedAt: Date;
  @Field(() => String, { description: "Address of the product's cover image (a path under the site, or an absolute URL)." })
  coverImage: string;
  @Field(() => String, { description: "The product's platform (Steam, PS5 …)." })
  platformName: string;
  @Field(() => Int, { nullable: true, description: "Your own per-order maximum (1–5); null: the shop's cap of 5." })
  maxPerOrder: number | null;
  @Field(() => AutoPricingView, { nullable: true, description: "Automatic pricing, when on; null when off." })
  autoPricing: AutoPricingView | null;
  @Field(() => [OfferCompetitionView], {
    description: "Per currency: the best price among enabled in-stock offers of the product, your rank, and what would make you the best offer.",
  })
  competition: OfferCompetitionView[];
}

@ObjectType("SellerOfferList", { description: "A page of offers." })
export class SellerOfferListView {
  @Field(() => [SellerOfferView], { description: "The offers of the page, most recently changed first." })
  items: SellerOfferView[];
  @Field(() => Int, { description: "Offers in scope, over all pages." })
  totalItems: number;
}

@ArgsType()
export class SellerOffersArgs {
  @Field(() => Int, { defaultValue: 0, description: "Offers to skip." })
  @Rule(rules.skip)
  skip: number;
  @Field(() => Int, { defaultValue: 20, description: `Offers to return, 1–${MAX_SELLER_OFFERS_TAKE}.` })
  @Rule(z.number().int().min(1).max(MAX_SELLER_OFFERS_TAKE))
  take: number;
  @Field(() => ID, { nullable: true, description: "Admins: only this seller's offers. Ignored for sellers, who always see their own." })
  sellerId?: string | null;
  @Field(() => String, { nullable: true, description: "Only offers whose product name (English or Italian) contains this text, any case." })
  @Rule(z.string().max(100))
  search?: string | null;
}

@InputType({ description: "Switch one of your offers on or off." })
export class SetOfferEnabledInput {
  @Field(() => ID, { description: "The offer." })
  offerId: string;
  @Field(() => Boolean, { description: "On (sold) or off (not sold)." })
  enabled: boolean;
}

// ---------------------------------------------------------------- creating and editing offers

/** A price as entered: a finite amount with at most two decimals (bounds are the service's, answered as PriceOutOfBoundsError). */
export const priceRule = z
  .number()
  .finite()
  .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, "must have at most 2 decimals");

@InputType({ description: "Automatic pricing: stay 0.01 under the cheapest competing offer, never under these floors nor over your own prices." })
export class AutoPricingInput {
  @Field(() => Float, { description: "Floor in euro." })
  @Rule(priceRule)
  floorEur: number;
  @Field(() => Float, { description: "Floor in US dollars." })
  @Rule(priceRule)
  floorUsd: number;
  @Field(() => Float, { description: "Floor in pounds sterling." })
  @Rule(priceRule)
  floorGbp: number;
}

@InputType({ description: "A new offer of a catalogue product, with its prices in the three currencies." })
export class CreateOfferInput {
  @Field(() => ID, { description: "The catalogue product (see offerableProducts)." })
  productId: string;
  @Field(() => Float, { description: "Price in euro (e.g. 12.49); with automatic pricing, your own (highest) price." })
  @Rule(priceRule)
  priceEur: number;
  @Field(() => Float, { description: "Price in US dollars." })
  @Rule(priceRule)
  priceUsd: number;
  @Field(() => Float, { description: "Price in pounds sterling." })
  @Rule(priceRule)
  priceGbp: number;
  @Field(() => Boolean, { defaultValue: true, description: "On (sold when it has keys and the shop is approved) or off." })
  enabled: boolean;
  @Field(() => Int, { nullable: true, description: "Most keys one order may take, 1–5; null: the shop's cap of 5." })
  @Rule(z.number().int().min(1).max(5))
  maxPerOrder?: number | null;
  @Field(() => AutoPricingInput, { nullable: true, description: "Automatic pricing; null or absent: off." })
  autoPricing?: AutoPricingInput | null;
}

@InputType({ description: "Changes to one of your offers; an absent field stays as it is." })
export class UpdateOfferInput {
  @Field(() => ID, { description: "The offer." })
  offerId: string;
  @Field(() => Float, { nullable: true, description: "Price in euro; with automatic pricing, your own (highest) price." })
  @Rule(priceRule)
  priceEur?: number | null;
  @Field(() => Float, { nullable: true, description: "Price in US dollars." })
  @Rule(priceRule)
  priceUsd?: number | null;
  @Field(() => Float, { nullable: true, description: "Price in pounds sterling." })
  @Rule(priceRule)
  priceGbp?: number | null;
  @Field(() => Boolean, { nullable: true, description: "On or off." })
  enabled?: boolean | null;
  @Field(() => Int, { nullable: true, description: "Most keys one order may take, 1–5; null clears it (the shop's cap of 5)." })
  @Rule(z.number().int().min(1).max(5))
  maxPerOrder?: number | null;
  @Field(() => AutoPricingInput, { nullable: true, description: "Automatic pricing with these floors; null turns it off." })
  autoPricing?: AutoPricingInput | null;
}

@ObjectType("OfferAlreadyExistsError", { implements: ErrorResult, description: "You already offer this product (one offer per product and seller)." })
export class OfferAlreadyExistsError extends ErrorResult {
  @Field(() => ID, { description: "Your existing offer of the product." })
  readonly offerId: string;
  constructor(offerId: number) {
    super(ErrorCode.OFFER_ALREADY_EXISTS);
    this.offerId = String(offerId);
  }
}

@ObjectType("ProductNotFoundError", { implements: ErrorResult, description: "No enabled catalogue product has this id." })
export class ProductNotFoundError extends ErrorResult {
  constructor() {
    super(ErrorCode.PRODUCT_NOT_FOUND);
  }
}

@ObjectType("PriceOutOfBoundsError", { implements: ErrorResult, description: "A price or floor outside the allowed range." })
export class PriceOutOfBoundsError extends ErrorResult {
  @Field(() => CurrencyCode, { description: "The currency of the refused amount." })
  readonly currency: CurrencyCode;
  @Field(() => String, { description: "Which amount: price or floor." })
  readonly field: string;
  @Field(() => Float, { description: "The lowest amount allowed." })
  readonly minimum: number;
  @Field(() => Float, { description: "The highest amount allowed." })
  readonly maximum: number;
  constructor(currency: CurrencyCode, field: "price" | "floor", minimum: number, maximum: number) {
    const symbol = { eur: "€", usd: "$", gbp: "£" }[currency];
    super(
      ErrorCode.PRICE_OUT_OF_BOUNDS,
      `The ${field} in ${currency.toUpperCase()} must be between ${symbol}${minimum.toFixed(2)} and ${symbol}${maximum.toFixed(2)}`,
    );
    Object.assign(this, { currency, field, minimum, maximum });
  }
}

@ObjectType("FloorAbovePriceError", { implements: ErrorResult, description: "An automatic-pricing floor above your own price." })
export class FloorAbovePriceError extends ErrorResult {
  @Field(() => CurrencyCode, { description: "The currency whose floor is above the price." })
  readonly currency: CurrencyCode;
  constructor(currency: CurrencyCode) {
    super(ErrorCode.FLOOR_ABOVE_PRICE, `The floor in ${currency.toUpperCase()} must not be above your price`);
    this.currency = currency;
  }
}

@ObjectType("OfferSaved", { description: "The offer as saved." })
export class OfferSaved {
  @Field(() => SellerOfferView, { description: "The offer, with its competition." })
  offer: SellerOfferView;
}

export type OfferRefusal = OfferAlreadyExistsError | ProductNotFoundError | PriceOutOfBoundsError | FloorAbovePriceError;

export const CreateOfferResult = resultUnion("CreateOfferResult", "Creating an offer: the offer, or why not.", OfferSaved, [
  OfferAlreadyExistsError,
  ProductNotFoundError,
  PriceOutOfBoundsError,
  FloorAbovePriceError,
]);

export const UpdateOfferResult = resultUnion("UpdateOfferResult", "Changing an offer: the offer, or why not.", OfferSaved, [
  PriceOutOfBoundsError,
  FloorAbovePriceError,
]);

@ObjectType("OfferableProduct", { description: "A catalogue product a seller may offer, as the offer form's search shows it." })
export class OfferableProductView {
  @Field(() => ID, { description: "Product id." })
  id: string;
  @Field(() => String, { description: "Name in the request's language." })
  name: string;
  @Field(() => String, { description: "Platform name." })
  platformName: string;
  @Field(() => String, { description: "Cover image address." })
  coverImage: string;
  @Field(() => Float, { nullable: true, description: "The current best price in euro; null when no offer sells." })
  bestPriceEur: number | null;
  @Field(() => Int, { description: "Sellable offers of the product." })
  offerCount: number;
  @Field(() => ID, { nullable: true, description: "Your offer of this product, when you have one (edit it instead of creating another)." })
  yourOfferId: string | null;
}

@ArgsType()
export class OfferableProductsArgs {
  @Field(() => String, { description: "What the seller typed: the storefront's search (prefixes, typos, synonyms)." })
  @Rule(z.string().trim().min(1).max(100))
  search: string;
  @Field(() => Int, { defaultValue: 10, description: "Products to return, 1–20." })
  @Rule(z.number().int().min(1).max(20))
  take: number;
  @Field(() => Locale, { defaultValue: DEFAULT_LOCALE, description: "Language of the search and the names." })
  locale: Locale;
}

@ObjectType("ExchangeRate", { description: "How much one euro is in another currency, for filling prices from the euro price." })
export class ExchangeRateView {
  @Field(() => CurrencyCode, { description: "The currency." })
  currency: CurrencyCode;
  @Field(() => Float, { description: "Units of the currency per euro." })
  perEur: number;
}

@ObjectType("OfferRules", { description: "The limits of an offer's prices and quantities, and the exchange rates of the price form." })
export class OfferRulesView {
  @Field(() => Float, { description: "Lowest price (and floor) allowed, in any currency." })
  minPrice: number;
  @Field(() => Float, { description: "Highest price allowed, in any currency." })
  maxPrice: number;
  @Field(() => Int, { description: "The shop's cap of keys per product and order." })
  maxPerOrderCap: number;
  @Field(() => [ExchangeRateView], { description: "Configured exchange rates (USD, GBP per EUR): a suggestion, prices are charged as entered." })
  rates: ExchangeRateView[];
}
