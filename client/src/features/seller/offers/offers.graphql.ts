import { graphql } from "../../../gql/index.js";

/** An offer as the seller console shows it: product, prices, switch, stock, sales, and its competition per currency. */
export const SellerOfferFields = graphql(`
  fragment SellerOfferFields on SellerOffer {
    id
    productId
    productName
    platformName
    coverImage
    priceEur
    priceUsd
    priceGbp
    enabled
    state
    stock
    salesCount
    maxPerOrder
    updatedAt
    autoPricing {
      floorEur
      floorUsd
      floorGbp
      ownPriceEur
      ownPriceUsd
      ownPriceGbp
    }
    competition {
      currency
      yourPrice
      bestPrice
      bestOtherPrice
      rank
      offerCount
      competing
      isBest
      priceToWin
      reductionToWin
    }
  }
`);

/** A page of the seller's offers, optionally by product name. */
export const SellerOffersQuery = graphql(`
  query SellerOffers($search: String, $skip: Int!, $take: Int!) {
    sellerOffers(search: $search, skip: $skip, take: $take) {
      totalItems
      items {
        ...SellerOfferFields
      }
    }
  }
`);

/** The offers on screen, live: their stock, sales and competition after every change of their products. */
export const SellerOffersUpdatedSubscription = graphql(`
  subscription SellerOffersUpdated($ids: [ID!]!) {
    sellerOffersUpdated(ids: $ids) {
      ...SellerOfferFields
    }
  }
`);

/** One offer (the edit form). */
export const SellerOfferQuery = graphql(`
  query SellerOffer($id: ID!) {
    sellerOffer(id: $id) {
      ...SellerOfferFields
    }
  }
`);

/** Price limits, the per-order cap and the exchange rates of "fill from EUR". */
export const OfferRulesQuery = graphql(`
  query OfferRules {
    offerRules {
      minPrice
      maxPrice
      maxPerOrderCap
      rates {
        currency
        perEur
      }
    }
  }
`);

/** Catalogue products matching what the seller types (the storefront's search). */
export const OfferableProductsQuery = graphql(`
  query OfferableProducts($search: String!, $locale: Locale!) {
    offerableProducts(search: $search, take: 8, locale: $locale) {
      id
      name
      platformName
      coverImage
      bestPriceEur
      offerCount
      yourOfferId
    }
  }
`);

export const SetOfferEnabledMutation = graphql(`
  mutation SetOfferEnabled($input: SetOfferEnabledInput!) {
    setOfferEnabled(input: $input) {
      ...SellerOfferFields
    }
  }
`);

export const CreateOfferMutation = graphql(`
  mutation CreateOffer($input: CreateOfferInput!) {
    createOffer(input: $input) {
      __typename
      ... on OfferSaved {
        offer {
          ...SellerOfferFields
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on OfferAlreadyExistsError {
        offerId
      }
      ... on PriceOutOfBoundsError {
        currency
        field
        minimum
        maximum
      }
      ... on FloorAbovePriceError {
        currency
      }
    }
  }
`);

export const UpdateOfferMutation = graphql(`
  mutation UpdateOffer($input: UpdateOfferInput!) {
    updateOffer(input: $input) {
      __typename
      ... on OfferSaved {
        offer {
          ...SellerOfferFields
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on PriceOutOfBoundsError {
        currency
        field
        minimum
        maximum
      }
      ... on FloorAbovePriceError {
        currency
      }
    }
  }
`);

/** The product a new offer is for, when the page opens with `?product=` (an accepted proposal's "offer it"). */
export const OfferProductQuery = graphql(`
  query OfferProduct($id: ID!, $locale: Locale!) {
    productsByIds(ids: [$id], locale: $locale) {
      id
      name
      coverImage {
        src
      }
      platform {
        name
      }
    }
  }
`);
