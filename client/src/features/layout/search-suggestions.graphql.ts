import { graphql } from "../../gql/index.js";

/** What the header's search suggests while typing: the first products found, with what tells them apart. */
export const SearchSuggestionsQuery = graphql(`
  query SearchSuggestions($search: String!, $locale: Locale!) {
    products(filter: { search: $search }, sort: RELEVANCE, take: 6, locale: $locale) {
      didYouMean
      items {
        ...ProductThumbFields
      }
    }
  }
`);
