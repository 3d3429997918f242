import { Field, ID, InputType, Int, ObjectType } from "type-graphql";
import { z } from "zod";
import { Rule, rules } from "../../core/validation/index.js";
import { EnabledState } from "../../common/enums.js";
import { ErrorCode, ErrorResult, resultUnion } from "../../core/errors/index.js";

@ObjectType("SellerProfile", { description: "A seller's shop profile (spec §3 Seller registration)." })
export class SellerProfileView {
  @Field(() => ID, { description: "Seller id." })
  id: string;
  @Field(() => ID, { description: "Owning user." })
  userId: string;
  @Field(() => String, { description: "Public shop name." })
  name: string;
  @Field(() => String, { description: "Business contact email." })
  email: string;
  @Field(() => String, { description: "Legal name of the business." })
  registrationName: string;
  @Field(() => String, { description: "VAT number (normalised: upper case, no spaces)." })
  vatNumber: string;
  @Field(() => String, { nullable: true, description: "Logo URL." })
  image: string | null;
  @Field(() => EnabledState, {
    description: "Lifecycle state: new shops start Waiting (1) until an admin approves them (Enabled); a Blocked shop sells nothing.",
  })
  state: EnabledState;
  @Field(() => Int, { description: "Share of positive buyer feedback, 0–100." })
  rating: number;
  @Field(() => Date, { description: "When the shop registered." })
  createdAt: Date;
  /** The shop's own commission in basis points (null: the marketplace's); shown as `commissionPercent`. */
  commissionBps?: number | null;
}

@ObjectType("InvalidVatNumberError", { implements: ErrorResult, description: "The VAT number does not have a valid format for its country prefix." })
export class InvalidVatNumberError extends ErrorResult {
  constructor() {
    super(ErrorCode.INVALID_VAT_NUMBER);
  }
}

@ObjectType("InvalidImageUrlError", { implements: ErrorResult, description: "An image address that is not an http(s) URL (spec §5)." })
export class InvalidImageUrlError extends ErrorResult {
  constructor() {
    super(ErrorCode.INVALID_IMAGE_URL);
  }
}

@ObjectType("SellerAlreadyRegisteredError", { implements: ErrorResult, description: "The account already has a seller profile." })
export class SellerAlreadyRegisteredError extends ErrorResult {
  constructor() {
    super(ErrorCode.SELLER_ALREADY_REGISTERED);
  }
}

/** Why a seller registration was refused. */
export type RegisterSellerRefusal = InvalidVatNumberError | InvalidImageUrlError | SellerAlreadyRegisteredError;

@ObjectType("RegisterSellerSuccess", { description: "The seller profile exists; the user was signed out and has the seller role at the next sign-in." })
export class RegisterSellerSuccess {
  @Field(() => SellerProfileView, { description: "The new seller profile." })
  seller: SellerProfileView;
  @Field(() => Boolean, { description: "Every session of the user was ended (sign in again as a seller)." })
  signedOut: boolean;
}

export const RegisterSellerResult = resultUnion("RegisterSellerResult", "Seller registration outcome.", RegisterSellerSuccess, [
  InvalidVatNumberError,
  InvalidImageUrlError,
  SellerAlreadyRegisteredError,
]);

/** The limits of a seller registration, for the GraphQL input below and the REST payload (sellers.rest.ts). */
export const sellerRules = {
  name: z.string().trim().min(2).max(100),
  email: rules.email,
  registrationName: z.string().trim().min(2).max(200),
  vatNumber: z.string().trim().min(4).max(20),
  /** Checked as an http(s) URL by the service (INVALID_IMAGE_URL); here only its length. */
  image: z.string().max(2000),
};

@InputType({ description: "Seller registration (spec §3: email, name, registrationName, vatNumber, image)." })
export class RegisterSellerInput {
  @Field(() => String, { description: "Public shop name." })
  @Rule(sellerRules.name)
  name: string;
  @Field(() => String, { description: "Business contact email." })
  @Rule(sellerRules.email)
  email: string;
  @Field(() => String, { description: "Legal name of the business." })
  @Rule(sellerRules.registrationName)
  registrationName: string;
  @Field(() => String, { description: "VAT number with its country prefix (e.g. IT01234567890); checked by format." })
  @Rule(sellerRules.vatNumber)
  vatNumber: string;
  @Field(() => String, { nullable: true, description: "Logo URL (http or https)." })
  @Rule(sellerRules.image)
  image?: string | null;
}
