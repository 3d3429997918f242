
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "AddItemToCartResult": [
      "Cart",
      "OutOfStockError",
      "ProductUnavailableError"
    ],
    "ApplyCouponResult": [
      "Cart",
      "CouponNotApplicableError"
    ],
    "ChangePasswordResult": [
      "ChangePasswordSuccess",
      "InvalidCredentialsError",
      "WeakPasswordError"
    ],
    "DeleteAccountResult": [
      "DeleteAccountSuccess",
      "InvalidCredentialsError"
    ],
    "ErrorResult": [
      "CaptchaCheckFailedError",
      "CartEmptyError",
      "CouponNotApplicableError",
      "EmailAlreadyInUseError",
      "EmailAlreadyVerifiedError",
      "EmailNotVerifiedError",
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "InvalidCredentialsError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PriceChangedError",
      "ProductUnavailableError",
      "SellerAlreadyRegisteredError",
      "TooManyRequestsError",
      "UserDisabledError",
      "WeakPasswordError"
    ],
    "LogInResult": [
      "EmailNotVerifiedError",
      "InvalidCredentialsError",
      "LogInSuccess",
      "TooManyRequestsError",
      "UserDisabledError"
    ],
    "PlaceOrderResult": [
      "CartEmptyError",
      "CouponNotApplicableError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PlaceOrderSuccess",
      "PriceChangedError",
      "ProductUnavailableError",
      "UserDisabledError"
    ],
    "RegisterSellerResult": [
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "RegisterSellerSuccess",
      "SellerAlreadyRegisteredError"
    ],
    "ResendVerificationResult": [
      "EmailAlreadyVerifiedError",
      "ResendVerificationSuccess"
    ],
    "ResetPasswordResult": [
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "ResetPasswordSuccess",
      "WeakPasswordError"
    ],
    "SignUpResult": [
      "CaptchaCheckFailedError",
      "EmailAlreadyInUseError",
      "SignUpSuccess",
      "TooManyRequestsError",
      "WeakPasswordError"
    ],
    "VerifyEmailResult": [
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "VerifyEmailSuccess"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "AddItemToCartResult": [
      "Cart",
      "OutOfStockError",
      "ProductUnavailableError"
    ],
    "ApplyCouponResult": [
      "Cart",
      "CouponNotApplicableError"
    ],
    "ChangePasswordResult": [
      "ChangePasswordSuccess",
      "InvalidCredentialsError",
      "WeakPasswordError"
    ],
    "DeleteAccountResult": [
      "DeleteAccountSuccess",
      "InvalidCredentialsError"
    ],
    "ErrorResult": [
      "CaptchaCheckFailedError",
      "CartEmptyError",
      "CouponNotApplicableError",
      "EmailAlreadyInUseError",
      "EmailAlreadyVerifiedError",
      "EmailNotVerifiedError",
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "InvalidCredentialsError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PriceChangedError",
      "ProductUnavailableError",
      "SellerAlreadyRegisteredError",
      "TooManyRequestsError",
      "UserDisabledError",
      "WeakPasswordError"
    ],
    "LogInResult": [
      "EmailNotVerifiedError",
      "InvalidCredentialsError",
      "LogInSuccess",
      "TooManyRequestsError",
      "UserDisabledError"
    ],
    "PlaceOrderResult": [
      "CartEmptyError",
      "CouponNotApplicableError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PlaceOrderSuccess",
      "PriceChangedError",
      "ProductUnavailableError",
      "UserDisabledError"
    ],
    "RegisterSellerResult": [
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "RegisterSellerSuccess",
      "SellerAlreadyRegisteredError"
    ],
    "ResendVerificationResult": [
      "EmailAlreadyVerifiedError",
      "ResendVerificationSuccess"
    ],
    "ResetPasswordResult": [
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "ResetPasswordSuccess",
      "WeakPasswordError"
    ],
    "SignUpResult": [
      "CaptchaCheckFailedError",
      "EmailAlreadyInUseError",
      "SignUpSuccess",
      "TooManyRequestsError",
      "WeakPasswordError"
    ],
    "VerifyEmailResult": [
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "VerifyEmailSuccess"
    ]
  }
};
      export default result;
    