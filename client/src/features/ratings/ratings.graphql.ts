import { graphql } from "../../gql/index.js";

/** Rates (or re-rates within 30 days) the seller of an order line of the signed-in user's. */
export const RateSellerMutation = graphql(`
  mutation RateSeller($input: RateSellerInput!) {
    rateSeller(input: $input) {
      __typename
      ... on SellerRating {
        id
        orderItemId
        score
        comment
        editable
        editableUntil
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** A shop's score, count, distribution and after-sale rates (admin seller page). */
export const SellerRatingSummaryQuery = graphql(`
  query SellerRatingSummary($sellerId: ID!) {
    sellerRatingSummary(sellerId: $sellerId) {
      sellerId
      score
      average
      count
      distribution
      keysSold
      keysReplaced
      keysRefunded
      replacementRate
      refundRate
    }
  }
`);

/** A page of a shop's ratings, newest first (admin seller page). */
export const SellerRatingsQuery = graphql(`
  query SellerRatings($sellerId: ID!, $skip: Int!, $take: Int!) {
    sellerRatings(sellerId: $sellerId, skip: $skip, take: $take) {
      totalItems
      items {
        id
        score
        comment
        productName
        createdAt
      }
    }
  }
`);
