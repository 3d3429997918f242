import { graphql } from "../../gql/index.js";

/** A page of the signed-in user's orders, newest first (the account's Orders tab). */
export const MyOrdersQuery = graphql(`
  query MyOrders($skip: Int!, $take: Int!) {
    orders(skip: $skip, take: $take) {
      totalItems
      items {
        id
        number
        status
        createdAt
        total {
          amount
          currency
        }
        items {
          id
          quantity
        }
      }
    }
  }
`);

/** What the order page shows of an order: status, timeline, billing, lines and their keys (never values). */
export const OrderDetailFields = graphql(`
  fragment OrderDetailFields on Order {
    id
    number
    status
    paymentStatus
    provider
    createdAt
    paidAt
    deliveredAt
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
    events {
      type
      actor
      createdAt
      toStatus
      paymentStatus
      reason
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
      product {
        id
        locale
        url
        coverImage {
          src
          width
          height
          alt
        }
        platform {
          id
          locale
          slug
          name
          activationGuideUrl
        }
      }
      keys {
        id
        state
        contentType
        deliveredAt
        revealedAt
      }
      rating {
        id
        score
        comment
        editable
        editableUntil
      }
    }
  }
`);

/** One of the user's orders. */
export const MyOrderQuery = graphql(`
  query MyOrder($id: ID!) {
    order(id: $id) {
      ...OrderDetailFields
    }
  }
`);

/** The same order, live: its state now, then after every change (payment captured, keys delivered, refunds). */
export const OrderUpdatedSubscription = graphql(`
  subscription OrderUpdated($id: ID!) {
    orderUpdated(id: $id) {
      ...OrderDetailFields
    }
  }
`);

/** Shows one of the user's keys (recorded; the first reveal makes it Revealed). */
export const RevealKeyMutation = graphql(`
  mutation RevealKey($input: RevealKeyInput!) {
    revealKey(input: $input) {
      keyId
      value
      contentType
      revealedAt
      credentials {
        login
        password
      }
    }
  }
`);
