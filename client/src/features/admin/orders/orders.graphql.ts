import { graphql } from "../../../gql/index.js";

/** A page of orders, filtered (newest first by default; the review queue, status Manual, oldest first). */
export const AdminOrdersQuery = graphql(`
  query AdminOrders(
    $status: OrderStatus
    $paymentStatus: PaymentStatus
    $fraudDecision: FraudDecision
    $provider: PaymentProvider
    $placedFrom: DateTimeISO
    $placedBefore: DateTimeISO
    $customer: String
    $sort: AdminOrderSort
    $skip: Int!
    $take: Int!
  ) {
    adminOrders(
      status: $status
      paymentStatus: $paymentStatus
      fraudDecision: $fraudDecision
      provider: $provider
      placedFrom: $placedFrom
      placedBefore: $placedBefore
      customer: $customer
      sort: $sort
      skip: $skip
      take: $take
    ) {
      totalItems
      items {
        id
        number
        createdAt
        email
        status
        paymentStatus
        provider
        total {
          amount
          currency
        }
        fraud {
          decision
          score
        }
      }
    }
  }
`);

/** How many orders wait in the review queue (the preset's count). */
export const AdminReviewCountQuery = graphql(`
  query AdminReviewCount {
    adminOrders(status: Manual, skip: 0, take: 1) {
      totalItems
    }
  }
`);

/** Everything an admin sees of one order; the mutations answer the same, so the page updates in place. */
export const AdminOrderFields = graphql(`
  fragment AdminOrderFields on Order {
    id
    number
    createdAt
    paidAt
    deliveredAt
    email
    status
    paymentStatus
    provider
    locale
    couponCode
    subtotal {
      amount
      currency
    }
    discount {
      amount
      currency
    }
    total {
      amount
      currency
    }
    refunded {
      amount
      currency
    }
    billing {
      name
      surname
      email
      address
      city
      code
      country
      country_code
    }
    fraud {
      decision
      score
      rules
      paymentDecision
      approvalReason
    }
    items {
      id
      name
      quantity
      refundedQuantity
      preOrder
      sellerName
      unitPrice {
        amount
        currency
      }
      total {
        amount
        currency
      }
      keys {
        id
        state
        contentType
        deliveredAt
        revealedAt
      }
    }
    events {
      createdAt
      type
      actor
      toStatus
      paymentStatus
      reason
      note
      rules
      actorEmail
      keys
    }
  }
`);

export const AdminOrderQuery = graphql(`
  query AdminOrder($id: ID!) {
    order(id: $id) {
      ...AdminOrderFields
    }
  }
`);

export const ApproveOrderMutation = graphql(`
  mutation ApproveOrder($input: ReviewOrderInput!) {
    approveOrder(input: $input) {
      ...AdminOrderFields
    }
  }
`);

export const CancelOrderMutation = graphql(`
  mutation CancelOrder($input: ReviewOrderInput!) {
    cancelOrder(input: $input) {
      ...AdminOrderFields
    }
  }
`);

export const RefundOrderMutation = graphql(`
  mutation RefundOrder($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      ...AdminOrderFields
    }
  }
`);

/** Held for its supply: the keys sourced are delivered, the missing ones refunded. */
export const RefundMissingKeysMutation = graphql(`
  mutation RefundMissingKeys($input: RefundMissingKeysInput!) {
    refundMissingKeys(input: $input) {
      ...AdminOrderFields
    }
  }
`);

export const DeliverOrderLineMutation = graphql(`
  mutation DeliverOrderLine($input: DeliverOrderLineInput!) {
    deliverOrderLine(input: $input) {
      ...AdminOrderFields
    }
  }
`);

export const ResendOrderMailMutation = graphql(`
  mutation ResendOrderMail($input: ResendOrderMailInput!) {
    resendOrderMail(input: $input) {
      __typename
      ... on OrderMailResent {
        to
        template
        order {
          ...AdminOrderFields
        }
      }
      ... on TooManyRequestsError {
        errorCode
        retryAfterSeconds
      }
    }
  }
`);
