import { graphql } from "../../../../gql/index.js";

export const AdminProductImagesFieldsFragment = graphql(`
  fragment AdminProductImagesFields on AdminProductImages {
    productId
    maxWidth
    maxHeight
    maxBytes
    galleryMax
    cover {
      ...AdminProductImageFields
    }
    gallery {
      ...AdminProductImageFields
    }
  }
`);

export const AdminProductImageFieldsFragment = graphql(`
  fragment AdminProductImageFields on AdminProductImage {
    src
    width
    height
    alt
    bytes
    contentType
    uploaded
  }
`);

/** A product's cover and gallery with their stored sizes, and the upload limits. */
export const AdminProductImagesQuery = graphql(`
  query AdminProductImages($productId: ID!) {
    adminProductImages(productId: $productId) {
      ...AdminProductImagesFields
    }
  }
`);

export const RemoveProductImageMutation = graphql(`
  mutation RemoveProductImage($input: RemoveProductImageInput!) {
    removeProductImage(input: $input) {
      ...AdminProductImagesFields
    }
  }
`);

export const ReorderProductGalleryMutation = graphql(`
  mutation ReorderProductGallery($input: ReorderProductGalleryInput!) {
    reorderProductGallery(input: $input) {
      ...AdminProductImagesFields
    }
  }
`);

export const SetProductImageAltsMutation = graphql(`
  mutation SetProductImageAlts($input: SetProductImageAltsInput!) {
    setProductImageAlts(input: $input) {
      ...AdminProductImagesFields
    }
  }
`);
