import { graphql } from "../../../gql/index.js";

/** The whole tree and the macrocategories: a shop has tens of categories, so one query, no pages. */
export const AdminCategoryTreeQuery = graphql(`
  query AdminCategoryTree {
    adminCategories {
      ...AdminCategoryFields
    }
    adminMacrocategories {
      ...AdminMacrocategoryFields
    }
  }
`);

export const AdminCategoryFieldsFragment = graphql(`
  fragment AdminCategoryFields on AdminCategory {
    id
    parentId
    macrocategoryId
    position
    depth
    enabled
    productCount
    proposalCount
    childCount
    translations {
      locale
      name
      slug
      url
      oldSlugs
    }
  }
`);

export const AdminMacrocategoryFieldsFragment = graphql(`
  fragment AdminMacrocategoryFields on AdminMacrocategory {
    id
    position
    enabled
    categoryCount
    translations {
      locale
      name
      slug
    }
  }
`);

export const CreateCategoryMutation = graphql(`
  mutation CreateCategory($input: CreateCategoryInput!) {
    createCategory(input: $input) {
      __typename
      ... on AdminCategory {
        ...AdminCategoryFields
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

export const UpdateCategoryMutation = graphql(`
  mutation UpdateCategory($input: UpdateCategoryInput!) {
    updateCategory(input: $input) {
      __typename
      ... on AdminCategory {
        ...AdminCategoryFields
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

export const MoveCategoryMutation = graphql(`
  mutation MoveCategory($input: MoveCategoryInput!) {
    moveCategory(input: $input) {
      id
      position
    }
  }
`);

export const DeleteCategoriesMutation = graphql(`
  mutation DeleteCategories($input: DeleteCategoriesInput!) {
    deleteCategories(input: $input) {
      __typename
      ... on DeletedCategories {
        deletedIds
        movedProducts
      }
      ... on CategoryInUseError {
        errorCode
        message
        productCount
        childCount
      }
    }
  }
`);

export const CreateMacrocategoryMutation = graphql(`
  mutation CreateMacrocategory($input: CreateMacrocategoryInput!) {
    createMacrocategory(input: $input) {
      __typename
      ... on AdminMacrocategory {
        ...AdminMacrocategoryFields
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

export const UpdateMacrocategoryMutation = graphql(`
  mutation UpdateMacrocategory($input: UpdateMacrocategoryInput!) {
    updateMacrocategory(input: $input) {
      __typename
      ... on AdminMacrocategory {
        ...AdminMacrocategoryFields
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

export const MoveMacrocategoryMutation = graphql(`
  mutation MoveMacrocategory($input: MoveCategoryInput!) {
    moveMacrocategory(input: $input) {
      id
      position
    }
  }
`);

export const DeleteMacrocategoriesMutation = graphql(`
  mutation DeleteMacrocategories($input: DeleteMacrocategoriesInput!) {
    deleteMacrocategories(input: $input) {
      __typename
      ... on DeletedMacrocategories {
        deletedIds
        movedCategories
      }
      ... on MacrocategoryInUseError {
        errorCode
        message
        categoryCount
      }
    }
  }
`);
