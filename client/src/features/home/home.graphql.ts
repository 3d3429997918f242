import { graphql } from "../../gql/index.js";

/** The home page's lists (spec §9 list types); deals are ranked in the customer's currency. */
export const HomeQuery = graphql(`
  query Home($locale: Locale!, $currency: CurrencyCode!) {
    bestsellers: productList(type: bestsellers, take: 8, locale: $locale) {
      items {
        ...ProductCardFields
      }
    }
    trending: productList(type: trending, take: 8, locale: $locale) {
      items {
        ...ProductCardFields
      }
    }
    latest: productList(type: latestarrival, take: 8, locale: $locale) {
      items {
        ...ProductCardFields
      }
    }
    topdeals: productList(type: topdeals, take: 8, locale: $locale, currency: $currency) {
      items {
        ...ProductCardFields
      }
    }
  }
`);
