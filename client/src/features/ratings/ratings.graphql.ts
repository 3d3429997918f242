import { graphql } from "../../gql/index.js";

/** The rating as an order line shows it. */
export const OwnRatingFields = graphql(`
  fragment OwnRatingFields on SellerRating {
    id
    orderItemId
    score
    comment
    editable
    editableUntil
  }
`);

/** Rates the seller of an order line of the signed-in user's (once; the rating given before comes back when there is one). */
export const RateSellerMutation = graphql(`
  mutation RateSeller($input: RateSellerInput!) {
    rateSeller(input: $input) {
      __typename
      ... on SellerRating {
        ...OwnRatingFields
      }
      ... on RatingAlreadyGivenError {
        rating {
          ...OwnRatingFields
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

/** Changes that rating, within 30 days of giving it. */
export const UpdateSellerRatingMutation = graphql(`
  mutation UpdateSellerRating($input: RateSellerInput!) {
    updateSellerRating(input: $input) {
      __typename
      ... on SellerRating {
        ...OwnRatingFields
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
