import { graphql } from "../../../gql/index.js";

/** What the screens show of an import run (also the job "Import now" follows). */
export const SupplierImportRunFields = graphql(`
  fragment SupplierImportRunFields on SupplierImportRun {
    id
    connectionId
    status
    scheduled
    processed
    error
    failureCode
    failureParams
    createdByEmail
    createdAt
    startedAt
    finishedAt
    counts {
      ProductCreated
      OfferCreated
      TooManyEqualProducts
      Error
      AlreadyImported
      OfferAlreadyExisting
    }
  }
`);

/** What the screens show and edit of a connection (never its credentials). */
export const SupplierConnectionFields = graphql(`
  fragment SupplierConnectionFields on SupplierConnection {
    id
    integration
    name
    sellerId
    sellerName
    credentialsSet
    credentialsHint
    marginPercent
    roundPrices
    enabled
    importHour
    mappedProducts
    updatedAt
    lastRun {
      ...SupplierImportRunFields
    }
  }
`);

export const SupplierConnectionsQuery = graphql(`
  query SupplierConnections {
    supplierConnections {
      totalItems
      items {
        ...SupplierConnectionFields
      }
    }
  }
`);

export const SupplierConnectionQuery = graphql(`
  query SupplierConnection($id: ID!) {
    supplierConnection(id: $id) {
      ...SupplierConnectionFields
    }
  }
`);

/** The shops a connection can feed (the form's choice). */
export const SupplierSellersQuery = graphql(`
  query SupplierSellers {
    sellers(skip: 0, take: 100) {
      items {
        id
        name
      }
    }
  }
`);

export const CreateSupplierConnectionMutation = graphql(`
  mutation CreateSupplierConnection($input: CreateSupplierConnectionInput!) {
    createSupplierConnection(input: $input) {
      __typename
      ... on SupplierConnection {
        ...SupplierConnectionFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on SupplierCredentialsInvalidError {
        fields
      }
    }
  }
`);

export const UpdateSupplierConnectionMutation = graphql(`
  mutation UpdateSupplierConnection($input: UpdateSupplierConnectionInput!) {
    updateSupplierConnection(input: $input) {
      __typename
      ... on SupplierConnection {
        ...SupplierConnectionFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on SupplierCredentialsInvalidError {
        fields
      }
    }
  }
`);

export const DeleteSupplierConnectionMutation = graphql(`
  mutation DeleteSupplierConnection($id: ID!) {
    deleteSupplierConnection(input: { id: $id }) {
      id
    }
  }
`);

export const TestSupplierConnectionMutation = graphql(`
  mutation TestSupplierConnection($id: ID!) {
    testSupplierConnection(input: { id: $id }) {
      ok
      errorKind
      message
    }
  }
`);

export const StartSupplierImportMutation = graphql(`
  mutation StartSupplierImport($id: ID!) {
    startSupplierImport(input: { id: $id }) {
      ...SupplierImportRunFields
    }
  }
`);

/** A run's progress (polled while it runs). */
export const SupplierImportProgressQuery = graphql(`
  query SupplierImportProgress($id: ID!) {
    supplierImportRun(id: $id) {
      ...SupplierImportRunFields
    }
  }
`);

export const SupplierImportRunsQuery = graphql(`
  query SupplierImportRuns($connectionId: ID!, $skip: Int!, $take: Int!) {
    supplierImportRuns(connectionId: $connectionId, skip: $skip, take: $take) {
      totalItems
      items {
        ...SupplierImportRunFields
      }
    }
  }
`);

/** A run's report: its counts and a page of its items, of one result or all. */
export const SupplierImportReportQuery = graphql(`
  query SupplierImportReport($id: ID!, $result: ImportResult, $skip: Int!, $take: Int!) {
    supplierImportRun(id: $id) {
      ...SupplierImportRunFields
      items(result: $result, skip: $skip, take: $take) {
        totalItems
        items {
          id
          externalId
          name
          platform
          region
          result
          createResult
          productId
          productName
          offerId
          message
          messageCode
          messageParams
        }
      }
    }
  }
`);
