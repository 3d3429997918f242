import { graphql } from "../../gql/index.js";

/**
 * The signed-in shopper's back-in-stock alert on a product (the product page asks it only when
 * the product is out of stock and someone is signed in: pages are rendered as a guest).
 * `stockAlert` lands on the page's own Product object (keyed by id and locale).
 */
export const ProductStockAlertQuery = graphql(`
  query ProductStockAlert($id: ID!, $locale: Locale!) {
    productsByIds(ids: [$id], locale: $locale) {
      id
      locale
      stockAlert {
        productId
        email
        createdAt
      }
    }
  }
`);

/** Sets an alert: a signed-in user's is active at once; a guest's needs the mailed link. */
export const CreateStockAlertMutation = graphql(`
  mutation CreateStockAlert($input: CreateStockAlertInput!) {
    createStockAlert(input: $input) {
      __typename
      ... on StockAlert {
        productId
        email
        createdAt
      }
      ... on StockAlertConfirmationSent {
        email
      }
      ... on ErrorResult {
        errorCode
        message
      }
    }
  }
`);

export const CancelStockAlertMutation = graphql(`
  mutation CancelStockAlert($productId: ID!) {
    cancelStockAlert(productId: $productId)
  }
`);

/** The account's list of back-in-stock alerts (under the favourites). */
export const MyStockAlertsQuery = graphql(`
  query MyStockAlerts($locale: Locale!) {
    stockAlerts {
      productId
      email
      createdAt
      product(locale: $locale) {
        ...ProductThumbFields
        inStock
      }
    }
  }
`);
