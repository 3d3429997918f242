/**
 * The cart's conversations with the server, for the add-to-cart buttons (loaded on the
 * first click), the session sync of the header (loaded when someone signs in or out) and
 * the cart page. Guests: the local cart (cart-store.ts) priced by `cartQuote`. Signed-in
 * users: the server cart (`cart` and its mutations), mirrored to the local cart after
 * every answer.
 */
import type { ApolloClient } from "@apollo/client";
import type { CartFieldsFragment } from "../../gql/graphql";
import type { Locale } from "../../lib/locale";
import type { CurrencyCode } from "../../lib/money";
import { clearSignedInHint, hasSignedInHint, isUnauthenticated } from "../accounts/session";
import { AddItemToCartMutation, ApplyCouponMutation, CartQuery, CartQuoteQuery, MergeCartMutation } from "./cart.graphql";
import { MeQuery } from "../accounts/accounts.graphql";
import { addLine, clampQuantity, readLocalCart, resetLocalCart, writeLocalCart, type LocalCart, type LocalCartLine } from "./cart-store";

export type ServerCart = CartFieldsFragment;
export interface CartScope {
  currency: CurrencyCode;
  locale: Locale;
}

/** The local lines as the API takes them. */
export const itemsOf = (lines: readonly LocalCartLine[]) => lines.map((l) => ({ productId: l.productId, offerId: l.offerId, quantity: l.quantity }));

/** Mirrors a server cart into the local cart (spec §4), for the header's badge. */
export function mirrorServerCart(cart: ServerCart): void {
  writeLocalCart({
    owner: "user",
    lines: cart.products.map((p) => ({ productId: p.productId, offerId: p.offerId ?? null, quantity: p.quantity })),
    couponCode: cart.couponCode ?? null,
  });
}

/**
 * Keeps a server cart answer as the `cart` query's for its scope: a user who had no cart yet
 * got one without an id (not normalised), so the first mutation's cart must take its place.
 */
export function storeServerCart(client: ApolloClient, cart: ServerCart, scope: CartScope): void {
  client.cache.writeQuery({ query: CartQuery, variables: scope, data: { __typename: "Query", cart } as never });
  mirrorServerCart(cart);
}

export type AddOutcome = { ok: true; cart: ServerCart } | { ok: false; reason: "unavailable" | "outOfStock" | "failed"; quantityAvailable?: number };

/** A guest's line priced alone: whether it can be added and how many keys it may hold. */
async function addAsGuest(
  client: ApolloClient,
  item: { productId: string; offerId?: string | null; quantity?: number },
  scope: CartScope,
): Promise<AddOutcome> {
  const local = readLocalCart();
  const wanted = addLine(local.owner === "guest" ? local : { owner: "guest", lines: [], couponCode: null }, item);
  const line = wanted.lines.find((l) => l.productId === item.productId)!;
  const { data } = await client.query({
    query: CartQuoteQuery,
    variables: { input: { items: itemsOf([line]), currency: scope.currency, locale: scope.locale } },
    fetchPolicy: "network-only",
  });
  const priced = data?.cartQuote.products[0];
  if (!data || !priced) return { ok: false, reason: "failed" };
  if (priced.problem === "UNAVAILABLE") return { ok: false, reason: "unavailable" };
  if (priced.problem === "OUT_OF_STOCK") return { ok: false, reason: "outOfStock", quantityAvailable: 0 };
  // The line as the server would keep it: the offer priced (the best one when none was chosen) and the cap.
  const next: LocalCart = {
    ...wanted,
    lines: wanted.lines.map((l) => (l.productId === item.productId ? { ...l, quantity: clampQuantity(l.quantity, priced.maxQuantity) } : l)),
  };
  writeLocalCart(next);
  return { ok: true, cart: data.cartQuote };
}

/**
 * Adds a product to the cart (spec §4 add to cart): the server cart when someone is signed
 * in, else the local one (checked by a quote first). A session that ended meanwhile falls
 * back to the guest cart. Typed refusals are answers; a failed request throws.
 */
export async function addItem(
  client: ApolloClient,
  item: { productId: string; offerId?: string | null; quantity?: number; addedFromCartPage?: boolean },
  scope: CartScope,
): Promise<AddOutcome> {
  if (!hasSignedInHint()) return addAsGuest(client, item, scope);
  // Guest lines not merged yet (signed in a moment ago): merged first, or the answer's mirror would drop them.
  const local = readLocalCart();
  if (local.owner === "guest" && local.lines.length > 0) await syncAfterSignIn(client, scope);
  try {
    const { data } = await client.mutate({
      mutation: AddItemToCartMutation,
      variables: {
        input: {
          productId: item.productId,
          offerId: item.offerId ?? null,
          quantity: clampQuantity(item.quantity ?? 1),
          addedFromCartPage: item.addedFromCartPage ?? false,
          ...scope,
        },
      },
    });
    const r = data?.addItemToCart;
    if (!r) return { ok: false, reason: "failed" };
    if (r.__typename === "Cart") {
      storeServerCart(client, r, scope);
      return { ok: true, cart: r };
    }
    if (r.__typename === "OutOfStockError") return { ok: false, reason: "outOfStock", quantityAvailable: r.lines[0]?.quantityAvailable ?? 0 };
    if (r.__typename === "ProductUnavailableError") return { ok: false, reason: "unavailable" };
    return { ok: false, reason: "failed" };
  } catch (e) {
    if (!isUnauthenticated(e)) throw e;
    clearSignedInHint();
    return addAsGuest(client, item, scope);
  }
}

/** The server cart, fetched now, and mirrored. */
export async function fetchServerCart(client: ApolloClient, scope: CartScope): Promise<ServerCart> {
  const { data } = await client.query({ query: CartQuery, variables: scope, fetchPolicy: "network-only" });
  if (!data) throw new Error("no cart");
  mirrorServerCart(data.cart);
  return data.cart;
}

let syncing: Promise<void> | null = null;

/**
 * After a sign-in (spec §4): the local guest lines the server cart lacks are merged into it
 * (`mergeCart`), a guest's coupon is applied when it applies, and the server cart becomes the
 * local mirror. Without guest lines the server cart is only mirrored. Once at a time; a
 * session that turns out to have ended leaves the guest cart as it is.
 */
export function syncAfterSignIn(client: ApolloClient, scope: CartScope): Promise<void> {
  syncing ??= (async () => {
    try {
      // Who is signed in, from the cache or the header's own question (the hint cookie may
      // outlive the session: a cart question would then be refused, and logged by the browser).
      const who = await client.query({ query: MeQuery, fetchPolicy: "cache-first" });
      if (!who.data?.me) {
        if (readLocalCart().owner === "user") resetLocalCart();
        return;
      }
      const local = readLocalCart();
      let cart: ServerCart;
      if (local.owner === "guest" && local.lines.length > 0) {
        const { data } = await client.mutate({ mutation: MergeCartMutation, variables: { input: { items: itemsOf(local.lines), ...scope } } });
        if (!data) return;
        cart = data.mergeCart;
        if (local.couponCode && !cart.couponCode) {
          const applied = await client.mutate({ mutation: ApplyCouponMutation, variables: { input: { code: local.couponCode, ...scope } } }).catch(() => null);
          const r = applied?.data?.applyCoupon;
          if (r?.__typename === "Cart") cart = r;
        }
      } else {
        cart = await fetchServerCart(client, scope);
      }
      // Answers of the `cart` field asked before the merge (another page's, another
      // currency's) are dropped, so whoever watches them asks again; this scope's is the merge's.
      client.cache.batch({
        update(cache) {
          cache.evict({ id: "ROOT_QUERY", fieldName: "cart" });
          cache.writeQuery({ query: CartQuery, variables: scope, data: { __typename: "Query", cart } as never });
        },
      });
      mirrorServerCart(cart);
    } catch (e) {
      if (isUnauthenticated(e)) clearSignedInHint();
    }
  })().finally(() => {
    syncing = null;
  });
  return syncing;
}
