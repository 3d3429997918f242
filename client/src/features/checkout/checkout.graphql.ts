import { graphql } from "../../gql/index.js";

/** A cart line as the checkout's summary shows it (shared by the cart and a buy-now quote). */
export const CheckoutCartFields = graphql(`
  fragment CheckoutCartFields on Cart {
    currency
    quantity
    purchasable
    couponCode
    coupon {
      code
    }
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
    products {
      productId
      offerId
      name
      quantity
      price
      currency
      available
      problem
      preOrder
      sellerName
      maxQuantity
      lineTotal {
        amount
      }
      discount {
        amount
      }
      product {
        id
        locale
        url
        coverImage {
          src
          alt
        }
        platform {
          id
          locale
          name
        }
      }
    }
  }
`);

/** The signed-in shopper's server cart, priced now, for the checkout's summary. */
export const CheckoutCartQuery = graphql(`
  query CheckoutCart($currency: CurrencyCode!, $locale: Locale!) {
    cart(currency: $currency, locale: $locale) {
      id
      ...CheckoutCartFields
    }
  }
`);

/** Buy now: the one product from the address, priced like a cart (nothing is stored). */
export const CheckoutQuoteQuery = graphql(`
  query CheckoutQuote($input: CartQuoteInput!) {
    cartQuote(input: $input) {
      ...CheckoutCartFields
    }
  }
`);

/** The providers this shop takes (the sandbox is flagged as a test). */
export const PaymentProvidersQuery = graphql(`
  query PaymentProviders {
    paymentProviders {
      provider
      test
    }
  }
`);

/** The billing address of the shopper's last order, to prefill the form with. */
export const LastBillingQuery = graphql(`
  query LastBilling {
    orders(take: 1) {
      items {
        id
        billing {
          name
          surname
          email
          address
          city
          code
          country_code
        }
      }
    }
  }
`);

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!) {
    placeOrder(input: $input) {
      __typename
      ... on PlaceOrderSuccess {
        redirectUrl
        order {
          id
          number
          status
        }
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on OutOfStockError {
        lines {
          productId
          offerId
          quantityAvailable
          requested
        }
      }
      ... on ProductUnavailableError {
        productId
      }
      ... on CouponNotApplicableError {
        code
        reason
        minimumPurchase {
          amount
          currency
        }
      }
      ... on PriceChangedError {
        expectedTotal {
          amount
          currency
        }
        currentTotal {
          amount
          currency
        }
      }
    }
  }
`);

/** The order on the confirmation page. */
export const CheckoutOrderQuery = graphql(`
  query CheckoutOrder($id: ID!) {
    order(id: $id) {
      id
      number
      status
      paymentStatus
      provider
      createdAt
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
      couponCode
      items {
        id
        name
        quantity
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
        }
      }
    }
  }
`);
