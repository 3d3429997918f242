import { graphql } from "../../gql/index.js";

/** A product card as lists show it. */
export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    name
    slug
    url
    tags
    preOrder
    inStock
    coverImage {
      src
      width
      height
      alt
    }
    platform {
      slug
      name
    }
    bestPrice(currency: $currency) {
      amount
      currency
    }
    discountPercent(currency: $currency)
  }
`);

/** A page of products with filters and sort. */
export const ProductsQuery = graphql(`
  query Products(
    $filter: ProductFilterInput
    $sort: ProductSort
    $skip: Int
    $take: Int
    $locale: Locale
    $currency: CurrencyCode
  ) {
    products(filter: $filter, sort: $sort, skip: $skip, take: $take, locale: $locale, currency: $currency) {
      totalItems
      items {
        ...ProductCardFields
      }
    }
  }
`);
