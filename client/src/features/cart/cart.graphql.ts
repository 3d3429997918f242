import { graphql } from "../../gql/index.js";

/**
 * Everything the cart page shows of a cart. `id` is selected on purpose: a server cart (with
 * an id) is one object in the Apollo cache (lib/apollo.ts, type policy `Cart`), so the page,
 * the header and every mutation's answer share it; a guest's quote (id null) is not normalised.
 */
export const CartFieldsFragment = graphql(`
  fragment CartFields on Cart {
    id
    currency
    quantity
    purchasable
    lastUpdate
    recentItem
    addedFromCartPage
    lifecycle
    couponCode
    couponProblem
    coupon {
      code
      description
      discount {
        amount
      }
    }
    subtotal {
      amount
    }
    discount {
      amount
    }
    total {
      amount
    }
    products {
      productId
      offerId
      sellerId
      sellerName
      name
      type
      quantity
      maxQuantity
      price
      currency
      lineTotal {
        amount
      }
      discount {
        amount
      }
      available
      problem
      offerChanged
      preOrder
      isZeroVat
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
          name
        }
      }
    }
  }
`);

/** The signed-in user's cart, priced now. */
export const CartQuery = graphql(`
  query Cart($currency: CurrencyCode!, $locale: Locale!) {
    cart(currency: $currency, locale: $locale) {
      ...CartFields
    }
  }
`);

/** A guest's local cart, priced (nothing stored). */
export const CartQuoteQuery = graphql(`
  query CartQuote($input: CartQuoteInput!) {
    cartQuote(input: $input) {
      ...CartFields
    }
  }
`);

export const AddItemToCartMutation = graphql(`
  mutation AddItemToCart($input: AddItemToCartInput!) {
    addItemToCart(input: $input) {
      __typename
      ... on Cart {
        ...CartFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on OutOfStockError {
        lines {
          productId
          quantityAvailable
        }
      }
    }
  }
`);

export const UpdateCartItemMutation = graphql(`
  mutation UpdateCartItem($input: UpdateCartItemInput!) {
    updateCartItem(input: $input) {
      ...CartFields
    }
  }
`);

export const RemoveCartItemMutation = graphql(`
  mutation RemoveCartItem($input: RemoveCartItemInput!) {
    removeCartItem(input: $input) {
      ...CartFields
    }
  }
`);

export const ApplyCouponMutation = graphql(`
  mutation ApplyCoupon($input: ApplyCouponInput!) {
    applyCoupon(input: $input) {
      __typename
      ... on Cart {
        ...CartFields
      }
      ... on ErrorResult {
        errorCode
        message
      }
      ... on CouponNotApplicableError {
        code
        reason
        minimumPurchase {
          amount
          currency
        }
      }
    }
  }
`);

export const RemoveCouponMutation = graphql(`
  mutation RemoveCoupon($input: CartContextInput!) {
    removeCoupon(input: $input) {
      ...CartFields
    }
  }
`);

export const MergeCartMutation = graphql(`
  mutation MergeCart($input: MergeCartInput!) {
    mergeCart(input: $input) {
      ...CartFields
    }
  }
`);
