
      export type PossibleTypesResultData = {
  "possibleTypes": {
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
      "EmailAlreadyInUseError",
      "EmailAlreadyVerifiedError",
      "EmailNotVerifiedError",
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "InvalidCredentialsError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
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
      "EmailAlreadyInUseError",
      "EmailAlreadyVerifiedError",
      "EmailNotVerifiedError",
      "ExpiredActionCodeError",
      "InvalidActionCodeError",
      "InvalidCredentialsError",
      "InvalidImageUrlError",
      "InvalidVatNumberError",
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
    