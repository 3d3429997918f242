import { graphql } from "../../gql/index.js";

/** The signed-in seller's shop (null for an admin without one). */
export const SellerProfileQuery = graphql(`
  query SellerProfile {
    sellerProfile {
      id
      name
      email
      registrationName
      vatNumber
      image
      state
      stateReason
      commissionPercent
      rating
      createdAt
    }
  }
`);

/** Spec §4 seller signup: the server then ends every session of the account. */
export const RegisterSellerMutation = graphql(`
  mutation RegisterSeller($input: RegisterSellerInput!) {
    registerSeller(input: $input) {
      __typename
      ... on RegisterSellerSuccess {
        signedOut
        seller {
          id
          name
          state
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
