import { graphql } from "../../../gql/index.js";

/** A page of seller shops (the approval queue, state Waiting, oldest first). */
export const AdminSellersQuery = graphql(`
  query AdminSellers($search: String, $state: EnabledState, $skip: Int!, $take: Int!) {
    sellers(search: $search, state: $state, skip: $skip, take: $take) {
      totalItems
      items {
        id
        name
        registrationName
        vatNumber
        state
        commissionPercent
        ownCommissionPercent
        offerCount
        stock
        createdAt
        owner {
          id
          email
        }
      }
    }
  }
`);

/** How many shops wait for approval (the queue preset's count). */
export const AdminSellerQueueCountQuery = graphql(`
  query AdminSellerQueueCount {
    sellers(state: Waiting, skip: 0, take: 1) {
      totalItems
    }
  }
`);

/** Everything an admin sees of one shop; the decisions answer the same, so the page updates in place. */
export const AdminSellerFields = graphql(`
  fragment AdminSellerFields on AdminSeller {
    id
    name
    email
    registrationName
    vatNumber
    image
    state
    stateReason
    rating
    commissionPercent
    ownCommissionPercent
    defaultCommissionPercent
    offerCount
    stock
    createdAt
    owner {
      id
      email
      name
      locale
    }
    reviews {
      id
      action
      fromState
      toState
      commissionPercentBefore
      commissionPercentAfter
      reason
      createdAt
      actor {
        id
        email
        name
      }
    }
  }
`);

export const AdminSellerQuery = graphql(`
  query AdminSeller($id: ID!) {
    seller(id: $id) {
      ...AdminSellerFields
    }
  }
`);

export const ApproveSellerMutation = graphql(`
  mutation ApproveSeller($input: ApproveSellerInput!) {
    approveSeller(input: $input) {
      ...AdminSellerFields
    }
  }
`);

export const BlockSellerMutation = graphql(`
  mutation BlockSeller($input: BlockSellerInput!) {
    blockSeller(input: $input) {
      ...AdminSellerFields
    }
  }
`);

export const SetSellerCommissionMutation = graphql(`
  mutation SetSellerCommission($input: SetSellerCommissionInput!) {
    setSellerCommission(input: $input) {
      ...AdminSellerFields
    }
  }
`);
