/**
 * The example operations GraphiQL opens with (one tab per kind of integrator), until the
 * visitor's own tabs are kept in the browser. test/api/graphiql.test.ts validates every one
 * against schema/schema.graphql.
 */
import type { GraphiQLProps } from "graphiql";

type TabDefinition = NonNullable<GraphiQLProps["defaultTabs"]>[number];

export const CATALOGUE_EXAMPLE = `# Catalogue reader: public, no sign-in needed.
# The best-selling products with their best price in a currency (Ctrl+Enter runs it).
# Variables, optional: { "currency": "USD", "search": "elden" }
query CatalogueProducts($currency: CurrencyCode! = EUR, $search: String) {
  products(sort: BESTSELLING, take: 5, currency: $currency, filter: { search: $search, inStock: true }) {
    totalItems
    items {
      id
      name
      url
      platform {
        name
      }
      inStock
      offerCount
      bestPrice(currency: $currency) {
        amount
        currency
      }
    }
  }
}
`;

export const SELLER_EXAMPLE = `# Seller: signed in on this site as a seller, or with an API token in the Headers tab:
#   { "Authorization": "Bearer kmk_…" }
# Run one operation at a time (the run button lists them).
query SellerOffers($search: String) {
  sellerOffers(search: $search, take: 10) {
    totalItems
    items {
      id
      productName
      platformName
      priceEur
      stock
      state
      enabled
    }
  }
}

# The keys of one of your offers (set "offerId" in Variables).
query OfferKeys($offerId: ID!) {
  offerKeyCounts(offerId: $offerId) {
    available
    delivered
    revealed
    replaced
  }
  offerKeys(offerId: $offerId, take: 25) {
    totalItems
    items {
      id
      state
      contentType
      hint
      createdAt
    }
  }
}

# A mutation: switch an offer off or on (mutations need the CSRF header, sent for you here).
mutation SetOfferEnabled($offerId: ID!, $enabled: Boolean!) {
  setOfferEnabled(input: { offerId: $offerId, enabled: $enabled }) {
    id
    enabled
    state
  }
}
`;

export const ADMIN_EXAMPLE = `# Admin: signed in on this site as an admin (or support staff, who may read orders).
# The review queue: orders waiting for a manual fraud decision, oldest first.
query AdminOrders($status: OrderStatus = Manual, $customer: String) {
  adminOrders(status: $status, customer: $customer, take: 20) {
    totalItems
    items {
      id
      number
      email
      status
      paymentStatus
      provider
      createdAt
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
`;

export const CART_EXAMPLE = `# Results that may be refused come as unions: the result, or an error type implementing
# ErrorResult { errorCode message } (set "productId" in Variables).
mutation AddToCart($productId: ID!) {
  addItemToCart(input: { productId: $productId, quantity: 1 }) {
    __typename
    ... on Cart {
      quantity
      total {
        amount
        currency
      }
    }
    ... on ErrorResult {
      errorCode
      message
    }
  }
}
`;

export const LIVE_EXAMPLE = `# Live updates: a subscription, over WebSocket (graphql-ws) at this same address.
# A product's stock and best price now, then again after every change (a sale, a new price):
# keep the tab open and buy the product in another one. The stop button ends it.
subscription ProductLive($id: ID!) {
  productUpdated(id: $id) {
    id
    name
    stock
    offerCount
    bestPrice(currency: EUR) {
      amount
      currency
    }
  }
}
`;

export const EXAMPLE_TABS: TabDefinition[] = [
  // GraphiQL shows the first tab's query but not its variables: this one needs none.
  { query: CATALOGUE_EXAMPLE },
  { query: SELLER_EXAMPLE, variables: '{ "offerId": "1", "enabled": true }' },
  { query: ADMIN_EXAMPLE, variables: '{ "status": "Manual" }' },
  { query: CART_EXAMPLE, variables: '{ "productId": "1" }' },
  { query: LIVE_EXAMPLE, variables: '{ "id": "1" }' },
];
