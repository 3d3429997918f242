/**
 * Adding and removing favourites, with the cache kept in step: the answer (or, at once, an
 * optimistic one) goes into the `favorites` list every heart and the account's tab read, so
 * each shows the change without asking the list again. Loaded on the first click of a heart
 * (FavoriteButton), so the storefront's first load carries none of it.
 */
import type { ApolloClient, ApolloCache } from "@apollo/client";
import type { CurrencyCode } from "../../lib/money";
import { clearSignedInHint, isUnauthenticated } from "../accounts/session";
import { AddFavoriteMutation, RemoveFavoriteMutation } from "./favorites.graphql";

/** Puts a favourite at the top of the cached list (newest first), once. */
function addToList(cache: ApolloCache, productId: string): void {
  const ref = cache.identify({ __typename: "Favorite", productId });
  if (!ref) return;
  cache.modify({
    fields: {
      favorites(existing: readonly { __ref: string }[] = []) {
        return existing.some((f) => f.__ref === ref) ? existing : [{ __ref: ref }, ...existing];
      },
    },
  });
}

/** Takes a favourite out of the cached list. */
function removeFromList(cache: ApolloCache, productId: string): void {
  const ref = cache.identify({ __typename: "Favorite", productId });
  cache.modify({
    fields: {
      favorites(existing: readonly { __ref: string }[] = []) {
        return existing.filter((f) => f.__ref !== ref);
      },
    },
  });
}

/**
 * Favourites a product (idempotent; again, it only changes the alert switch). The reference
 * price for the price-drop alert is the best price now in `currency`.
 */
export function addFavorite(client: ApolloClient, productId: string, opts: { currency: CurrencyCode; priceAlert?: boolean }) {
  return client.mutate({
    mutation: AddFavoriteMutation,
    variables: { input: { productId, currency: opts.currency, priceAlert: opts.priceAlert ?? null } },
    update(cache, { data }) {
      if (data?.addFavorite) addToList(cache, data.addFavorite.productId);
    },
  });
}

/** Switches the price-drop alert of a favourite (keeps its date and reference price). */
export function setPriceAlert(client: ApolloClient, productId: string, currency: CurrencyCode, priceAlert: boolean) {
  return client.mutate({
    mutation: AddFavoriteMutation,
    variables: { input: { productId, currency, priceAlert } },
  });
}

/** Removes a product from the favourites. */
export function removeFavorite(client: ApolloClient, productId: string) {
  return client.mutate({
    mutation: RemoveFavoriteMutation,
    variables: { input: { productId } },
    optimisticResponse: { removeFavorite: true },
    update(cache) {
      removeFromList(cache, productId);
    },
  });
}

/** What a heart asks for: add, remove, or switch the price-drop alert. */
export type Change = "add" | "remove" | "alertOn" | "alertOff";

/**
 * A heart's change, with its outcome: done, the session ended (the caller sends the user to
 * the login page; the signed-in hint is cleared), or failed (the caller says so).
 */
export async function changeFavorite(
  client: ApolloClient,
  productId: string,
  change: Change,
  currency: CurrencyCode,
): Promise<"done" | "signedOut" | "failed"> {
  try {
    if (change === "remove") await removeFavorite(client, productId);
    else await addFavorite(client, productId, { currency, priceAlert: change === "add" ? undefined : change === "alertOn" });
    return "done";
  } catch (e) {
    if (!isUnauthenticated(e)) return "failed";
    clearSignedInHint();
    return "signedOut";
  }
}
