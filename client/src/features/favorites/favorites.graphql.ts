import { graphql } from "../../gql/index.js";

/** The account's Favourites tab: the same list with what the tab shows. */
export const MyFavoritesQuery = graphql(`
  query MyFavorites($locale: Locale!) {
    favorites {
      productId
      priceAlert
      date
      referencePrice {
        amount
        currency
      }
      product(locale: $locale) {
        ...ProductThumbFields
        inStock
      }
    }
  }
`);

export const AddFavoriteMutation = graphql(`
  mutation AddFavorite($input: AddFavoriteInput!) {
    addFavorite(input: $input) {
      productId
      priceAlert
      date
      referencePrice {
        amount
        currency
      }
    }
  }
`);

export const RemoveFavoriteMutation = graphql(`
  mutation RemoveFavorite($input: RemoveFavoriteInput!) {
    removeFavorite(input: $input)
  }
`);
