import { graphql } from "../../gql/index.js";

/** What changes on a product page as sellers price and sell: prices, stock and the offers (with or without stock). */
export const ProductLiveFields = graphql(`
  fragment ProductLiveFields on Product {
    id
    locale
    inStock
    stock
    offerCount
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
    offers(includeOutOfStock: true) {
      id
      sellerId
      sellerName
      stock
      prices {
        eur
        usd
        gbp
      }
      seller {
        id
        name
        ratingScore
        ratingCount
        newSeller
      }
      rank {
        eur
        usd
        gbp
      }
    }
  }
`);

/** The product page's prices, stock and offers, live: now, then after every change. */
export const ProductUpdatedSubscription = graphql(`
  subscription ProductUpdated($id: ID!, $locale: Locale!) {
    productUpdated(id: $id, locale: $locale) {
      ...ProductLiveFields
    }
  }
`);

/** Everything the product page shows, offers of every seller included (with or without stock). */
export const ProductPageQuery = graphql(`
  query ProductPage($slug: String!, $locale: Locale!) {
    product(slug: $slug, locale: $locale) {
      id
      locale
      productId
      name
      title
      slug
      url
      link
      description
      descriptionShort
      requirements
      instructions
      metaTitle
      metaDescription
      publisher
      manufacturer
      releaseDate
      genres
      tags
      preOrder
      region
      steamScore
      ...ProductLiveFields
      coverImage {
        src
        width
        height
        alt
      }
      galleryImages {
        src
        width
        height
        alt
      }
      igdbRatingCovers {
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
        url
        family
        activationGuideUrl
      }
      category {
        id
        locale
        slug
        name
        url
      }
      breadcrumbs {
        name
        url
      }
      alternates {
        locale
        url
      }
    }
  }
`);

/** Products like this one (same category), for the product page. */
export const SimilarProductsQuery = graphql(`
  query SimilarProducts($productId: ID!, $locale: Locale!) {
    productList(type: similar, productId: $productId, take: 6, locale: $locale) {
      items {
        ...ProductCardFields
      }
    }
  }
`);
