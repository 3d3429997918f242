/**
 * The language switch's work, loaded when the visitor asks for the other language: the
 * current page's URL in that language (the translator) and that language's messages.
 */
import type { ApolloClient } from "@apollo/client";
import { graphql } from "../../gql/index.js";
import { loadMessages } from "../../i18n";
import type { Locale } from "../../lib/locale";

/** The language toggle's translator. */
export const TranslatedUrlQuery = graphql(`
  query TranslatedUrl($currentUrl: String!, $currentLocale: Locale!, $nextLocale: Locale!) {
    translatedUrl(currentUrl: $currentUrl, currentLocale: $currentLocale, nextLocale: $nextLocale) {
      url
      exact
    }
  }
`);

/** The URL of `currentUrl` in `nextLocale`, once that language's messages are loaded. */
export async function translatedUrl(client: ApolloClient, currentUrl: string, currentLocale: Locale, nextLocale: Locale): Promise<string> {
  const [result] = await Promise.all([
    client.query({ query: TranslatedUrlQuery, variables: { currentUrl, currentLocale, nextLocale }, fetchPolicy: "network-only" }),
    loadMessages(nextLocale),
  ]);
  const url = result.data?.translatedUrl.url;
  if (!url) throw new Error("the translator gave no URL");
  return url;
}
