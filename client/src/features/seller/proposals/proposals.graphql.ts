import { graphql } from "../../../gql/index.js";

export const ProductProposalFields = graphql(`
  fragment ProductProposalFields on ProductProposal {
    id
    sellerName
    name
    nameIt
    platformId
    platformName
    categoryId
    categoryName
    description
    descriptionIt
    publisher
    state
    reason
    productId
    createdAt
    decidedAt
  }
`);

/** Proposals: the seller's own, or (admins) every one, optionally in one state. */
export const ProductProposalsQuery = graphql(`
  query ProductProposals($state: ProposalState, $skip: Int!, $take: Int!) {
    productProposals(state: $state, skip: $skip, take: $take) {
      totalItems
      items {
        ...ProductProposalFields
      }
    }
  }
`);

/** Platforms and categories of the proposal form (public catalogue). */
export const ProposalChoicesQuery = graphql(`
  query ProposalChoices($locale: Locale!) {
    platforms(locale: $locale) {
      id
      name
    }
    categories(locale: $locale, flat: true) {
      id
      name
      depth
      parentId
    }
  }
`);

export const ProposeProductMutation = graphql(`
  mutation ProposeProduct($input: ProposeProductInput!) {
    proposeProduct(input: $input) {
      __typename
      ... on ProductProposal {
        ...ProductProposalFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on ProductAlreadyExistsError {
        existingProductId: productId
      }
    }
  }
`);

export const AcceptProductProposalMutation = graphql(`
  mutation AcceptProductProposal($input: AcceptProductProposalInput!) {
    acceptProductProposal(input: $input) {
      __typename
      ... on ProductProposal {
        ...ProductProposalFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const RefuseProductProposalMutation = graphql(`
  mutation RefuseProductProposal($input: RefuseProductProposalInput!) {
    refuseProductProposal(input: $input) {
      __typename
      ... on ProductProposal {
        ...ProductProposalFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);
