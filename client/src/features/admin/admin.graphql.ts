import { graphql } from "../../gql/index.js";

/** A page of users (newest first), optionally filtered by a search over email and names. */
export const AdminUsersQuery = graphql(`
  query AdminUsers($skip: Int!, $take: Int!, $search: String) {
    users(skip: $skip, take: $take, search: $search) {
      totalItems
      items {
        id
        email
        name
        surname
        role
        verified
        blocked
        createdAt
      }
    }
  }
`);

/** Everything about one user (the details panel; spec §7 info-full). */
export const AdminUserDetailsQuery = graphql(`
  query AdminUserDetails($id: ID!) {
    user(id: $id) {
      id
      email
      name
      surname
      role
      verified
      blocked
      createdAt
      locale
      loginMethod
      marketingConsent
      customerId
      referrer
      googleLinked
      lastLoginAt
      loginCount
      seller {
        id
        name
        email
        registrationName
        vatNumber
        state
      }
    }
  }
`);

export const BlockUserMutation = graphql(`
  mutation BlockUser($input: BlockUserInput!) {
    blockUser(input: $input) {
      id
      blocked
    }
  }
`);

/** Changes a user's role between user, support and admin (admins). */
export const SetUserRoleMutation = graphql(`
  mutation SetUserRole($input: SetUserRoleInput!) {
    setUserRole(input: $input) {
      id
      role
    }
  }
`);

export const ResendVerificationMutation = graphql(`
  mutation ResendVerification($input: ResendVerificationInput!) {
    resendVerification(input: $input) {
      __typename
      ... on ResendVerificationSuccess {
        sent
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
