import { graphql } from "../../../gql/index.js";

/** A page of the catalogue with the list's search, filters and sort. */
export const AdminProductsQuery = graphql(`
  query AdminProducts(
    $search: String
    $categoryId: ID
    $platformId: ID
    $enabled: Boolean
    $preOrder: PreOrderState
    $region: Region
    $inStock: Boolean
    $sort: AdminProductSort
    $locale: Locale
    $skip: Int!
    $take: Int!
  ) {
    adminProducts(
      search: $search
      categoryId: $categoryId
      platformId: $platformId
      enabled: $enabled
      preOrder: $preOrder
      region: $region
      inStock: $inStock
      sort: $sort
      locale: $locale
      skip: $skip
      take: $take
    ) {
      totalItems
      items {
        id
        name
        slug
        categoryId
        categoryName
        platformId
        platformName
        enabled
        preOrder
        region
        tags
        stock
        offerCount
        salesCount
        bestPrice {
          eur
        }
        coverImage {
          src
          width
          height
        }
        updatedAt
      }
    }
  }
`);

/** The choices of the list's filters and the editor's selects: every category (hidden ones too) and the platforms. */
export const AdminProductChoicesQuery = graphql(`
  query AdminProductChoices($locale: Locale!) {
    adminCategories {
      id
      parentId
      depth
      position
      enabled
      translations {
        locale
        name
      }
    }
    platforms(locale: $locale) {
      id
      locale
      name
    }
  }
`);

/** How many sellers' proposals wait for a decision (the catalogue header's link). */
export const WaitingProposalsCountQuery = graphql(`
  query WaitingProposalsCount {
    productProposals(state: Waiting, skip: 0, take: 1) {
      totalItems
    }
  }
`);

export const AdminProductFieldsFragment = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    enabled
    categoryId
    platformId
    publisher
    manufacturer
    preOrder
    region
    tags
    releaseDate
    steamAppId
    steamScore
    prepaidforge
    listPrice {
      eur
      usd
      gbp
    }
    bestPrice {
      eur
      usd
      gbp
    }
    stock
    offerCount
    salesCount
    coverImage {
      src
      width
      height
      alt
    }
    translations {
      locale
      name
      slug
      description
      descriptionShort
      metaTitle
      metaDescription
      metaKeywords
      requirements
      instructions
      alt
      title
      genres
      url
      oldSlugs
    }
    createdAt
    updatedAt
  }
`);

export const AdminProductQuery = graphql(`
  query AdminProduct($id: ID!) {
    adminProduct(id: $id) {
      ...AdminProductFields
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: CreateProductInput!) {
    createProduct(input: $input) {
      __typename
      ... on AdminProduct {
        ...AdminProductFields
      }
      ... on SlugAlreadyInUseError {
        errorCode
        message
        locale
        slug
      }
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($input: UpdateProductInput!) {
    updateProduct(input: $input) {
      __typename
      ... on AdminProduct {
        ...AdminProductFields
      }
      ... on SlugAlreadyInUseError {
        errorCode
        message
        locale
        slug
      }
    }
  }
`);
