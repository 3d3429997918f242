import { graphql } from "../../gql/index.js";

/** Who is signed in (null for guests): the header's menu, the guards of account, seller and admin pages. */
export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      name
      surname
      image
      role
      permissions
      locale
      loginMethod
      emailVerified
    }
  }
`);

/** Which sign-in buttons to show. */
export const SignInOptionsQuery = graphql(`
  query SignInOptions {
    signInOptions {
      google
      recaptcha
    }
  }
`);

export const LogInMutation = graphql(`
  mutation LogIn($input: LogInInput!) {
    logIn(input: $input) {
      __typename
      ... on LogInSuccess {
        destination
        user {
          id
          email
          name
          role
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on TooManyRequestsError {
        retryAfterSeconds
      }
    }
  }
`);

export const SignUpMutation = graphql(`
  mutation SignUp($input: SignUpInput!) {
    signUp(input: $input) {
      __typename
      ... on SignUpSuccess {
        verificationSent
        user {
          id
          email
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on TooManyRequestsError {
        retryAfterSeconds
      }
    }
  }
`);

export const LogOutMutation = graphql(`
  mutation LogOut {
    logOut
  }
`);

export const RequestEmailVerificationMutation = graphql(`
  mutation RequestEmailVerification($input: RequestMailInput!) {
    requestEmailVerification(input: $input)
  }
`);

export const RequestPasswordResetMutation = graphql(`
  mutation RequestPasswordReset($input: RequestMailInput!) {
    requestPasswordReset(input: $input)
  }
`);

export const ResetPasswordMutation = graphql(`
  mutation ResetPassword($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordSuccess {
        email
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** The account page: settings beside the profile (MeQuery). */
export const AccountQuery = graphql(`
  query Account {
    account {
      id
      email
      locale
      loginMethod
      marketingConsent
      emailVerified
      hasPassword
      googleLinked
      lastLoginAt
      createdAt
    }
  }
`);

export const UpdateAccountMutation = graphql(`
  mutation UpdateAccount($input: UpdateAccountInput!) {
    updateAccount(input: $input) {
      id
      locale
      loginMethod
      marketingConsent
    }
  }
`);

export const ChangePasswordMutation = graphql(`
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess {
        changed
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const DeleteAccountMutation = graphql(`
  mutation DeleteAccount($input: DeleteAccountInput!) {
    deleteAccount(input: $input) {
      __typename
      ... on DeleteAccountSuccess {
        deleted
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
