import { graphql } from "../../gql/index.js";

/** The contact page's form. */
export const SendContactMessageMutation = graphql(`
  mutation SendContactMessage($input: ContactMessageInput!) {
    sendContactMessage(input: $input) {
      __typename
      ... on ContactMessageSent {
        reference
        email
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
