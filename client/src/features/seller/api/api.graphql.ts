import { graphql } from "../../../gql/index.js";

/** The seller's API tokens (never their values). */
export const ApiTokensQuery = graphql(`
  query ApiTokens {
    apiTokens {
      id
      name
      prefix
      scope
      createdAt
      expiresAt
      lastUsedAt
      expired
    }
  }
`);

/** A new token: its value is in this answer only. */
export const CreateApiTokenMutation = graphql(`
  mutation CreateApiToken($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreateApiTokenSuccess {
        token
        apiToken {
          id
          name
          prefix
        }
      }
      ... on LimitReachedError {
        errorCode
        message
        limit
      }
    }
  }
`);

export const RevokeApiTokenMutation = graphql(`
  mutation RevokeApiToken($id: ID!) {
    revokeApiToken(id: $id) {
      id
    }
  }
`);

/** The seller's webhook endpoints (never their secrets). */
export const WebhookEndpointsQuery = graphql(`
  query WebhookEndpoints {
    webhookEndpoints {
      id
      url
      description
      events
      enabled
      createdAt
    }
  }
`);

export const CreateWebhookEndpointMutation = graphql(`
  mutation CreateWebhookEndpoint($input: CreateWebhookEndpointInput!) {
    createWebhookEndpoint(input: $input) {
      __typename
      ... on CreateWebhookEndpointSuccess {
        secret
        endpoint {
          id
          url
        }
      }
      ... on LimitReachedError {
        errorCode
        message
        limit
      }
    }
  }
`);

export const UpdateWebhookEndpointMutation = graphql(`
  mutation UpdateWebhookEndpoint($input: UpdateWebhookEndpointInput!) {
    updateWebhookEndpoint(input: $input) {
      id
      url
      description
      events
      enabled
    }
  }
`);

export const DeleteWebhookEndpointMutation = graphql(`
  mutation DeleteWebhookEndpoint($id: ID!) {
    deleteWebhookEndpoint(id: $id)
  }
`);

export const RevealWebhookSecretMutation = graphql(`
  mutation RevealWebhookSecret($id: ID!) {
    revealWebhookSecret(id: $id)
  }
`);

/** A page of the delivery log, with each delivery's latest attempt. */
export const WebhookDeliveriesQuery = graphql(`
  query WebhookDeliveries($skip: Int!, $take: Int!, $endpointId: ID, $status: WebhookDeliveryStatus) {
    webhookDeliveries(skip: $skip, take: $take, endpointId: $endpointId, status: $status) {
      totalItems
      items {
        id
        endpointId
        endpointUrl
        eventId
        eventType
        status
        attempts
        lastStatusCode
        lastError
        lastDurationMs
        lastAttemptAt
        replayOf
        createdAt
      }
    }
  }
`);

/** One delivery with every attempt (the details dialog). */
export const WebhookDeliveryQuery = graphql(`
  query WebhookDelivery($id: ID!) {
    webhookDelivery(id: $id) {
      id
      eventId
      eventType
      status
      body
      attemptLog {
        attempt
        statusCode
        error
        durationMs
        response
        createdAt
      }
    }
  }
`);

export const ReplayWebhookDeliveryMutation = graphql(`
  mutation ReplayWebhookDelivery($id: ID!) {
    replayWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);

/** A test event to one endpoint now (shows in the log). */
export const SendTestWebhookMutation = graphql(`
  mutation SendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      id
      status
    }
  }
`);
