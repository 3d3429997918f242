/**
 * The expected outcomes of signing up, in and out, and of mailed links: one `ErrorResult`
 * class per outcome (codes, statuses and messages in the one table, server/core/errors).
 * TooManyRequestsError, shared by every rate limit, lives in core/errors.
 */
import { Field, Int, ObjectType } from "type-graphql";
import { ErrorCode, ErrorResult } from "../../core/errors/index.js";
import { PASSWORD_MAX, PASSWORD_MIN } from "./password.js";

@ObjectType("InvalidCredentialsError", { implements: ErrorResult, description: "Unknown email or wrong password (the two answer alike)." })
export class InvalidCredentialsError extends ErrorResult {
  constructor() {
    super(ErrorCode.INVALID_LOGIN_CREDENTIALS);
  }
}

@ObjectType("EmailNotVerifiedError", { implements: ErrorResult, description: "Sign-in needs a verified email address: open the mailed link first." })
export class EmailNotVerifiedError extends ErrorResult {
  constructor() {
    super(ErrorCode.EMAIL_NOT_VERIFIED);
  }
}

@ObjectType("UserDisabledError", { implements: ErrorResult, description: "The account is blocked." })
export class UserDisabledError extends ErrorResult {
  constructor() {
    super(ErrorCode.USER_DISABLED);
  }
}

@ObjectType("EmailAlreadyInUseError", { implements: ErrorResult, description: "An account with this email address exists." })
export class EmailAlreadyInUseError extends ErrorResult {
  constructor() {
    super(ErrorCode.EMAIL_ALREADY_IN_USE);
  }
}

@ObjectType("EmailAlreadyExistsError", {
  implements: ErrorResult,
  description: "A social sign-in with an unverified address that an existing account uses: linking it would hand the account over.",
})
export class EmailAlreadyExistsError extends ErrorResult {
  constructor() {
    super(ErrorCode.EMAIL_ALREADY_EXISTS);
  }
}

@ObjectType("EmailAlreadyVerifiedError", { implements: ErrorResult, description: "The address is verified already: nothing to send." })
export class EmailAlreadyVerifiedError extends ErrorResult {
  constructor() {
    super(ErrorCode.EMAIL_ALREADY_VERIFIED);
  }
}

@ObjectType("InvalidActionCodeError", { implements: ErrorResult, description: "The mailed link's token is unknown or was used." })
export class InvalidActionCodeError extends ErrorResult {
  constructor() {
    super(ErrorCode.INVALID_ACTION_CODE);
  }
}

@ObjectType("ExpiredActionCodeError", { implements: ErrorResult, description: "The mailed link's token has expired: ask for a new one." })
export class ExpiredActionCodeError extends ErrorResult {
  constructor() {
    super(ErrorCode.EXPIRED_ACTION_CODE);
  }
}

@ObjectType("WeakPasswordError", { implements: ErrorResult, description: "The password breaks the policy." })
export class WeakPasswordError extends ErrorResult {
  @Field(() => Int, { description: "Fewest characters a password may have." })
  readonly minLength = PASSWORD_MIN;
  @Field(() => Int, { description: "Most characters a password may have." })
  readonly maxLength = PASSWORD_MAX;

  constructor() {
    super(ErrorCode.WEAK_PASSWORD);
  }
}

@ObjectType("CaptchaCheckFailedError", { implements: ErrorResult, description: "The reCAPTCHA token was missing or refused." })
export class CaptchaCheckFailedError extends ErrorResult {
  constructor() {
    super(ErrorCode.CAPTCHA_CHECK_FAILED);
  }
}
