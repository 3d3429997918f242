import { ArgsType, Field, Float, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import { EnabledState } from "../../common/enums.js";

export const MAX_SELLER_OFFERS_TAKE = 100;

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
}

@InputType({ description: "Switch one of your offers on or off." })
export class SetOfferEnabledInput {
  @Field(() => ID, { description: "The offer." })
  offerId: string;
  @Field(() => Boolean, { description: "On (sold) or off (not sold)." })
  enabled: boolean;
}
