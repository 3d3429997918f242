
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
    "CreateStockAlertResult": [
      "CaptchaCheckFailedError",
      "InvalidEmailError",
      "ProductInStockError",
      "ProductUnavailableError",
      "StockAlert",
      "StockAlertConfirmationSent",
      "TooManyRequestsError"
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
      "InvalidEmailError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PriceChangedError",
      "ProductInStockError",
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
    "SendContactMessageResult": [
      "CaptchaCheckFailedError",
      "ContactMessageSent",
      "TooManyRequestsError"
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
    "CreateStockAlertResult": [
      "CaptchaCheckFailedError",
      "InvalidEmailError",
      "ProductInStockError",
      "ProductUnavailableError",
      "StockAlert",
      "StockAlertConfirmationSent",
      "TooManyRequestsError"
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
      "InvalidEmailError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PriceChangedError",
      "ProductInStockError",
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
    "SendContactMessageResult": [
      "CaptchaCheckFailedError",
      "ContactMessageSent",
      "TooManyRequestsError"
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
    