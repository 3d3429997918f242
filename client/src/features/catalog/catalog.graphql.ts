import { graphql } from "../../gql/index.js";

/** A product card as lists show it: prices in every currency, so a currency switch needs no refetch. */
export const ProductCardFields = graphql(`
  fragment ProductCardFields on Product {
    id
    locale
    name
    slug
    url
    tags
    preOrder
    inStock
    offerCount
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
    }
    bestPrices {
      eur
      usd
      gbp
    }
    listPrice {
      eur
      usd
      gbp
    }
  }
`);

/** A product in a short list of thumbnails (search suggestions, favourites): cover, name, platform, best prices. */
export const ProductThumbFields = graphql(`
  fragment ProductThumbFields on Product {
    id
    locale
    name
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
    bestPrices {
      eur
      usd
      gbp
    }
  }
`);

/** A page of products with filters and sort (category, platform and search pages). */
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
      didYouMean
      items {
        ...ProductCardFields
      }
      facets {
        types {
          value
          label
          count
        }
        platforms {
          value
          label
          count
        }
        genres {
          value
          label
          count
        }
        regions {
          value
          label
          count
        }
        tags {
          value
          count
        }
        prices {
          min
          max
          count
        }
        inStock
      }
    }
  }
`);

/** A category page's own data, and its URL in the other language. */
export const CategoryPageQuery = graphql(`
  query CategoryPage($slug: String!, $locale: Locale!, $path: String!, $otherLocale: Locale!) {
    category(slug: $slug, locale: $locale) {
      id
      locale
      slug
      name
      url
      description
      metaTitle
      metaDescription
      depth
      productCount
      parentId
      breadcrumbs {
        name
        url
      }
      children {
        id
        locale
        slug
        name
        url
        productCount
      }
    }
    translatedUrl(currentUrl: $path, currentLocale: $locale, nextLocale: $otherLocale) {
      url
      exact
    }
  }
`);

/** A platform: its product page and its activation guide. */
export const PlatformPageQuery = graphql(`
  query PlatformPage($slug: String!, $locale: Locale!) {
    platform(slug: $slug, locale: $locale) {
      id
      locale
      slug
      name
      url
      family
      activationGuide
      activationGuideUrl
    }
  }
`);
