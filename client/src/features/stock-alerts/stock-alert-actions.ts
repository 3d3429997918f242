/**
 * Setting and cancelling back-in-stock alerts, with the cache kept in step: the product's
 * `stockAlert` (the product page's box reads it) and the account's `stockAlerts` list follow
 * each change without asking again.
 */
import type { ApolloCache, ApolloClient, Reference, StoreObject } from "@apollo/client";
import type { CreateStockAlertMutation as CreateData } from "../../gql/graphql";
import type { Locale } from "../../lib/locale";
import type { CurrencyCode } from "../../lib/money";
import { CancelStockAlertMutation, CreateStockAlertMutation } from "./stock-alerts.graphql";

export type CreateStockAlertOutcome = CreateData["createStockAlert"];

const LOCALES: readonly Locale[] = ["en", "it"];

/** Writes a product's alert (or none) into its cached Product objects, every language's. */
function setProductAlert(cache: ApolloCache, productId: string, alert: Extract<CreateStockAlertOutcome, { __typename: "StockAlert" }> | null): void {
  for (const locale of LOCALES) {
    const id = cache.identify({ __typename: "Product", id: productId, locale });
    if (id) cache.modify({ id, fields: { stockAlert: () => alert } });
  }
}

/** Takes an alert out of the cached account list. */
function removeFromList(cache: ApolloCache, productId: string): void {
  cache.modify({
    fields: {
      stockAlerts: (existing, { readField }) =>
        Array.isArray(existing) ? existing.filter((a: StoreObject | Reference) => readField("productId", a) !== productId) : existing,
    },
  });
}

/** Sets an alert on a product: the signed-in shopper's (no `email`), or a guest's for `email`. */
export async function createStockAlert(
  client: ApolloClient,
  input: { productId: string; locale: Locale; currency: CurrencyCode; email?: string },
): Promise<CreateStockAlertOutcome> {
  const { data } = await client.mutate({
    mutation: CreateStockAlertMutation,
    variables: { input: { productId: input.productId, locale: input.locale, currency: input.currency, email: input.email ?? null } },
    update(cache, { data: answer }) {
      const created = answer?.createStockAlert;
      if (created?.__typename !== "StockAlert") return;
      setProductAlert(cache, input.productId, created);
      // The account's list shows the product too: asked again when next shown.
      cache.evict({ id: "ROOT_QUERY", fieldName: "stockAlerts" });
    },
  });
  if (!data) throw new Error("no answer");
  return data.createStockAlert;
}

/** Cancels the signed-in shopper's alert on a product. */
export async function cancelStockAlert(client: ApolloClient, productId: string): Promise<void> {
  await client.mutate({
    mutation: CancelStockAlertMutation,
    variables: { productId },
    update(cache) {
      setProductAlert(cache, productId, null);
      removeFromList(cache, productId);
    },
  });
}
