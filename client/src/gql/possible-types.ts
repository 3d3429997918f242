
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
    "CreateApiTokenResult": [
      "CreateApiTokenSuccess",
      "LimitReachedError"
    ],
    "CreateOfferResult": [
      "FloorAbovePriceError",
      "OfferAlreadyExistsError",
      "OfferSaved",
      "PriceOutOfBoundsError",
      "ProductNotFoundError"
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
    "CreateWebhookEndpointResult": [
      "CreateWebhookEndpointSuccess",
      "LimitReachedError"
    ],
    "DecideProductProposalResult": [
      "ProductAlreadyExistsError",
      "ProductProposal",
      "ProposalAlreadyDecidedError"
    ],
    "DeleteAccountResult": [
      "DeleteAccountSuccess",
      "InvalidCredentialsError"
    ],
    "DeleteCategoriesResult": [
      "CategoryInUseError",
      "DeletedCategories"
    ],
    "DeleteMacrocategoriesResult": [
      "DeletedMacrocategories",
      "MacrocategoryInUseError"
    ],
    "ErrorResult": [
      "CaptchaCheckFailedError",
      "CartEmptyError",
      "CategoryInUseError",
      "CouponNotApplicableError",
      "EmailAlreadyInUseError",
      "EmailAlreadyVerifiedError",
      "EmailNotVerifiedError",
      "ExpiredActionCodeError",
      "FloorAbovePriceError",
      "InvalidActionCodeError",
      "InvalidCredentialsError",
      "InvalidEmailError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "KeyNotReplaceableError",
      "KeysNotWithdrawableError",
      "LimitReachedError",
      "MacrocategoryInUseError",
      "OfferAlreadyExistsError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PriceChangedError",
      "PriceOutOfBoundsError",
      "ProductAlreadyExistsError",
      "ProductImageRejectedError",
      "ProductInStockError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "ProposalAlreadyDecidedError",
      "ProposalAlreadyWaitingError",
      "RatingAlreadyGivenError",
      "RatingLockedError",
      "RatingNotAllowedError",
      "SellerAlreadyRegisteredError",
      "SellerNotFoundError",
      "SlugAlreadyInUseError",
      "SupplierConnectionExistsError",
      "SupplierCredentialsInvalidError",
      "TicketAttachmentError",
      "TicketClosedError",
      "TicketLimitError",
      "TicketTransitionError",
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
    "OpenTicketResult": [
      "Ticket",
      "TicketAttachmentError",
      "TicketLimitError"
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
    "ProposeProductResult": [
      "ProductAlreadyExistsError",
      "ProductProposal",
      "ProposalAlreadyWaitingError"
    ],
    "RateSellerResult": [
      "RatingAlreadyGivenError",
      "RatingNotAllowedError",
      "SellerRating"
    ],
    "RegisterSellerResult": [
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "RegisterSellerSuccess",
      "SellerAlreadyRegisteredError"
    ],
    "ReplaceTicketKeyResult": [
      "KeyNotReplaceableError",
      "KeyRefundedForNoStock",
      "KeyReplaced"
    ],
    "ReplyToTicketResult": [
      "Ticket",
      "TicketAttachmentError",
      "TicketClosedError"
    ],
    "ResendOrderMailResult": [
      "OrderMailResent",
      "TooManyRequestsError"
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
    "SaveCategoryResult": [
      "AdminCategory",
      "SlugAlreadyInUseError"
    ],
    "SaveMacrocategoryResult": [
      "AdminMacrocategory",
      "SlugAlreadyInUseError"
    ],
    "SaveProductResult": [
      "AdminProduct",
      "SlugAlreadyInUseError"
    ],
    "SaveSupplierConnectionResult": [
      "SellerNotFoundError",
      "SupplierConnection",
      "SupplierConnectionExistsError",
      "SupplierCredentialsInvalidError"
    ],
    "SendContactMessageResult": [
      "CaptchaCheckFailedError",
      "ContactMessageSent",
      "TooManyRequestsError"
    ],
    "SetTicketStatusResult": [
      "Ticket",
      "TicketTransitionError"
    ],
    "SignUpResult": [
      "CaptchaCheckFailedError",
      "EmailAlreadyInUseError",
      "SignUpSuccess",
      "TooManyRequestsError",
      "WeakPasswordError"
    ],
    "UpdateOfferResult": [
      "FloorAbovePriceError",
      "OfferSaved",
      "PriceOutOfBoundsError"
    ],
    "UpdateSellerRatingResult": [
      "RatingLockedError",
      "RatingNotAllowedError",
      "SellerRating"
    ],
    "UploadProductImageResult": [
      "AdminProductImages",
      "ProductImageRejectedError"
    ],
    "VerifyEmailResult": [
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "VerifyEmailSuccess"
    ],
    "WithdrawKeysResult": [
      "KeysNotWithdrawableError",
      "KeysWithdrawn"
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
    "CreateApiTokenResult": [
      "CreateApiTokenSuccess",
      "LimitReachedError"
    ],
    "CreateOfferResult": [
      "FloorAbovePriceError",
      "OfferAlreadyExistsError",
      "OfferSaved",
      "PriceOutOfBoundsError",
      "ProductNotFoundError"
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
    "CreateWebhookEndpointResult": [
      "CreateWebhookEndpointSuccess",
      "LimitReachedError"
    ],
    "DecideProductProposalResult": [
      "ProductAlreadyExistsError",
      "ProductProposal",
      "ProposalAlreadyDecidedError"
    ],
    "DeleteAccountResult": [
      "DeleteAccountSuccess",
      "InvalidCredentialsError"
    ],
    "DeleteCategoriesResult": [
      "CategoryInUseError",
      "DeletedCategories"
    ],
    "DeleteMacrocategoriesResult": [
      "DeletedMacrocategories",
      "MacrocategoryInUseError"
    ],
    "ErrorResult": [
      "CaptchaCheckFailedError",
      "CartEmptyError",
      "CategoryInUseError",
      "CouponNotApplicableError",
      "EmailAlreadyInUseError",
      "EmailAlreadyVerifiedError",
      "EmailNotVerifiedError",
      "ExpiredActionCodeError",
      "FloorAbovePriceError",
      "InvalidActionCodeError",
      "InvalidCredentialsError",
      "InvalidEmailError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "KeyNotReplaceableError",
      "KeysNotWithdrawableError",
      "LimitReachedError",
      "MacrocategoryInUseError",
      "OfferAlreadyExistsError",
      "OrderDeclinedError",
      "OutOfStockError",
      "PriceChangedError",
      "PriceOutOfBoundsError",
      "ProductAlreadyExistsError",
      "ProductImageRejectedError",
      "ProductInStockError",
      "ProductNotFoundError",
      "ProductUnavailableError",
      "ProposalAlreadyDecidedError",
      "ProposalAlreadyWaitingError",
      "RatingAlreadyGivenError",
      "RatingLockedError",
      "RatingNotAllowedError",
      "SellerAlreadyRegisteredError",
      "SellerNotFoundError",
      "SlugAlreadyInUseError",
      "SupplierConnectionExistsError",
      "SupplierCredentialsInvalidError",
      "TicketAttachmentError",
      "TicketClosedError",
      "TicketLimitError",
      "TicketTransitionError",
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
    "OpenTicketResult": [
      "Ticket",
      "TicketAttachmentError",
      "TicketLimitError"
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
    "ProposeProductResult": [
      "ProductAlreadyExistsError",
      "ProductProposal",
      "ProposalAlreadyWaitingError"
    ],
    "RateSellerResult": [
      "RatingAlreadyGivenError",
      "RatingNotAllowedError",
      "SellerRating"
    ],
    "RegisterSellerResult": [
      "InvalidImageUrlError",
      "InvalidVatNumberError",
      "RegisterSellerSuccess",
      "SellerAlreadyRegisteredError"
    ],
    "ReplaceTicketKeyResult": [
      "KeyNotReplaceableError",
      "KeyRefundedForNoStock",
      "KeyReplaced"
    ],
    "ReplyToTicketResult": [
      "Ticket",
      "TicketAttachmentError",
      "TicketClosedError"
    ],
    "ResendOrderMailResult": [
      "OrderMailResent",
      "TooManyRequestsError"
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
    "SaveCategoryResult": [
      "AdminCategory",
      "SlugAlreadyInUseError"
    ],
    "SaveMacrocategoryResult": [
      "AdminMacrocategory",
      "SlugAlreadyInUseError"
    ],
    "SaveProductResult": [
      "AdminProduct",
      "SlugAlreadyInUseError"
    ],
    "SaveSupplierConnectionResult": [
      "SellerNotFoundError",
      "SupplierConnection",
      "SupplierConnectionExistsError",
      "SupplierCredentialsInvalidError"
    ],
    "SendContactMessageResult": [
      "CaptchaCheckFailedError",
      "ContactMessageSent",
      "TooManyRequestsError"
    ],
    "SetTicketStatusResult": [
      "Ticket",
      "TicketTransitionError"
    ],
    "SignUpResult": [
      "CaptchaCheckFailedError",
      "EmailAlreadyInUseError",
      "SignUpSuccess",
      "TooManyRequestsError",
      "WeakPasswordError"
    ],
    "UpdateOfferResult": [
      "FloorAbovePriceError",
      "OfferSaved",
      "PriceOutOfBoundsError"
    ],
    "UpdateSellerRatingResult": [
      "RatingLockedError",
      "RatingNotAllowedError",
      "SellerRating"
    ],
    "UploadProductImageResult": [
      "AdminProductImages",
      "ProductImageRejectedError"
    ],
    "VerifyEmailResult": [
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "VerifyEmailSuccess"
    ],
    "WithdrawKeysResult": [
      "KeysNotWithdrawableError",
      "KeysWithdrawn"
    ]
  }
};
      export default result;
    