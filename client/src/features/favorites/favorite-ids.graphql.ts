import { graphql } from "../../gql/index.js";

/**
 * Which products the signed-in user has favourited: asked once, shared by every heart of
 * the page through the cache (Favorite is keyed by productId, see lib/apollo.ts).
 * A file of its own: the storefront's first load carries this document only.
 */
export const FavoriteIdsQuery = graphql(`
  query FavoriteIds {
    favorites {
      productId
      priceAlert
    }
  }
`);
