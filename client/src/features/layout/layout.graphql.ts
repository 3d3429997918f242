import { graphql } from "../../gql/index.js";

/** What the header and footer show on every storefront page (the company details also fill the legal and contact pages). */
export const LayoutQuery = graphql(`
  query Layout($locale: Locale!) {
    categories(locale: $locale) {
      id
      locale
      slug
      name
      url
      position
      productCount
      children {
        id
        locale
        slug
        name
        url
        position
        productCount
      }
    }
    platforms(locale: $locale) {
      id
      locale
      slug
      name
      url
      family
      activationGuideUrl
      productCount
    }
    publicState(locale: $locale) {
      trustpilotScore
      trustpilotReviewCount
      payments {
        provider
        label
        methods
      }
      company {
        name
        address
        vatId
        supportEmail
        supportHours
      }
    }
  }
`);

/** The currency picker's list (refetched when older than 5 minutes: see lib/apollo.ts). */
export const CurrenciesQuery = graphql(`
  query Currencies {
    currencies {
      code
      symbol
      isDefault
    }
  }
`);
