import { graphql } from "../../../gql/index.js";

/** Every integrator API client (never their tokens). */
export const ApiClientsQuery = graphql(`
  query AdminApiClients {
    apiClients {
      id
      name
      scope
      sellerId
      sellerName
      prefix
      budgetPerMinute
      createdAt
      lastUsedAt
      revokedAt
    }
  }
`);

/** The shops a `seller` client can act for (enabled ones, by name). */
export const ApiClientSellersQuery = graphql(`
  query AdminApiClientSellers($search: String) {
    sellers(search: $search, state: Enabled, skip: 0, take: 100) {
      items {
        id
        name
      }
    }
  }
`);

/** A new client: its token is in this answer only. */
export const CreateApiClientMutation = graphql(`
  mutation CreateApiClient($input: CreateApiClientInput!) {
    createApiClient(input: $input) {
      token
      apiClient {
        id
        name
        prefix
      }
    }
  }
`);

export const RevokeApiClientMutation = graphql(`
  mutation RevokeApiClient($id: ID!) {
    revokeApiClient(id: $id) {
      id
      revokedAt
    }
  }
`);

export const UpdateApiClientBudgetMutation = graphql(`
  mutation UpdateApiClientBudget($id: ID!, $budgetPerMinute: Int!) {
    updateApiClientBudget(id: $id, budgetPerMinute: $budgetPerMinute) {
      id
      budgetPerMinute
    }
  }
`);
