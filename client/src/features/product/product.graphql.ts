import { graphql } from "../../gql/index.js";

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
      inStock
      stock
      offerCount
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
