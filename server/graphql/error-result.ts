import { Field, InterfaceType } from "type-graphql";

/**
 * Expected business outcomes (wrong password, unverified email, invalid VAT number …) are
 * returned as objects implementing this interface inside a result union, never thrown.
 */
@InterfaceType("ErrorResult", { description: "An expected outcome that is not a success: a stable code and a message." })
export abstract class ErrorResult {
  @Field(() => String, { description: "Stable machine-readable code (e.g. `auth/invalid-login-credentials`)." })
  errorCode: string;

  @Field(() => String, { description: "Human-readable explanation in English." })
  message: string;
}
