import { graphql } from "../../../gql/index.js";

/** What the keys page shows of an upload: progress and counts. */
export const KeyUploadFields = graphql(`
  fragment KeyUploadFields on KeyUpload {
    id
    source
    contentType
    fileName
    state
    totalLines
    processed
    accepted
    malformed
    duplicateInUpload
    duplicateInMarketplace
    error
    createdAt
    finishedAt
  }
`);

/** The offer's name, its counts per state and its latest uploads (a running one is polled). */
export const SellerOfferKeysQuery = graphql(`
  query SellerOfferKeys($offerId: ID!) {
    sellerOffer(id: $offerId) {
      id
      productName
    }
    offerKeyCounts(offerId: $offerId) {
      offerId
      available
      using
      delivered
      revealed
      notDelivered
      changed
      replaced
    }
    keyUploads(offerId: $offerId, take: 5) {
      totalItems
      items {
        ...KeyUploadFields
      }
    }
  }
`);

/** One upload's progress (polled while it runs). */
export const KeyUploadProgressQuery = graphql(`
  query KeyUploadProgress($id: ID!) {
    keyUpload(id: $id) {
      ...KeyUploadFields
    }
  }
`);

/** A page of an upload's per-line report. */
export const KeyUploadLinesQuery = graphql(`
  query KeyUploadLines($id: ID!, $status: KeyUploadLineStatus, $problems: Boolean!, $skip: Int!, $take: Int!) {
    keyUpload(id: $id) {
      id
      lines(status: $status, problems: $problems, skip: $skip, take: $take) {
        totalItems
        items {
          line
          status
          problem
        }
      }
    }
  }
`);

export const UploadKeysMutation = graphql(`
  mutation UploadKeys($input: UploadKeysInput!) {
    uploadKeys(input: $input) {
      ...KeyUploadFields
    }
  }
`);

/** The offer's unsold keys, to choose some to withdraw (values never shown: a hint of Available text keys). */
export const OfferKeysQuery = graphql(`
  query OfferKeys($offerId: ID!, $state: KeyState, $skip: Int!, $take: Int!) {
    offerKeys(offerId: $offerId, state: $state, skip: $skip, take: $take) {
      totalItems
      items {
        id
        state
        contentType
        createdAt
        hint
      }
    }
  }
`);

export const WithdrawKeysMutation = graphql(`
  mutation WithdrawKeys($input: WithdrawKeysInput!) {
    withdrawKeys(input: $input) {
      __typename
      ... on KeysWithdrawn {
        withdrawn
      }
      ... on KeysNotWithdrawableError {
        errorCode
        message
        keyIds
      }
    }
  }
`);
