/**
 * The cart page's state: who the cart belongs to (useMe), the cart priced now (the server
 * `cart` for signed-in users, `cartQuote` of the local lines for guests) and the page's
 * actions, each with the spec's status (idle → loading → succeeded / failed) and the spec's
 * failure toasts (§8: "Failed to update cart" …). Guests' changes go to localStorage, and the
 * quote follows them; users' go to the server, whose answer replaces the cached cart
 * (a singleton: lib/apollo.ts) and is mirrored locally.
 */
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { useLocation } from "react-router";
import type { CouponProblem } from "../../gql/graphql";
import { useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { isUnauthenticated } from "../accounts/session";
import { useMe } from "../accounts/use-me";
import { ApplyCouponMutation, CartQuery, CartQuoteQuery, RemoveCartItemMutation, RemoveCouponMutation, UpdateCartItemMutation } from "./cart.graphql";
import { itemsOf, mirrorServerCart, storeServerCart, syncAfterSignIn, type ServerCart } from "./cart-client";
import { readLocalCart, removeLine, resetLocalCart, setLineQuantity, updateLocalCart, useLocalCart, writeLocalCart } from "./cart-store";
import type { CartStatus } from "./cart-actions";

export type CartLine = ServerCart["products"][number];

/** Why a coupon was refused (the server's reason), with the minimum purchase when that is it. */
export interface CouponRefusal {
  reason: CouponProblem;
  minimum: number | null;
}

export interface CartView {
  /** Signed in: the server's cart; otherwise the local one, priced. */
  mode: "user" | "guest" | "unknown";
  cart: ServerCart | null;
  /** Nothing to show yet (first load). */
  loading: boolean;
  /** The cart could not be fetched (spec §8 "Failed to fetch cart"). */
  error: boolean;
  refetch(): void;
  /** Spec §4: the status of the last change. */
  status: CartStatus;
  /** The line being changed. */
  pendingLine: string | null;
  couponPending: boolean;
  setQuantity(line: CartLine, quantity: number): Promise<void>;
  remove(line: CartLine): Promise<void>;
  applyCoupon(code: string): Promise<CouponRefusal | null>;
  removeCoupon(): Promise<void>;
}

export function useCartView(): CartView {
  const t = useT();
  const client = useApolloClient();
  const { currency } = useCurrency();
  const locale = localeOfPath(useLocation().pathname);
  const scope = useMemo(() => ({ currency, locale }), [currency, locale]);
  const { me, loading: meLoading, error: meError, refetch: refetchMe } = useMe();
  const local = useLocalCart();
  const [status, setStatus] = useState<CartStatus>("idle");
  const [pendingLine, setPendingLine] = useState<string | null>(null);
  const [couponPending, setCouponPending] = useState(false);

  const signedIn = !!me;
  const guestLines = local.owner === "guest" ? local.lines : [];
  const server = useQuery(CartQuery, { variables: scope, skip: meLoading || !signedIn, fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  const quoteInput = useMemo(() => ({ items: itemsOf(local.owner === "guest" ? local.lines : []), couponCode: local.couponCode, ...scope }), [local, scope]);
  const quote = useQuery(CartQuoteQuery, { variables: { input: quoteInput }, skip: meLoading || signedIn || guestLines.length === 0 });

  // Signed in with guest lines still local: merge them (the header does it too; one at a time).
  useEffect(() => {
    if (signedIn && local.owner === "guest" && local.lines.length > 0) void syncAfterSignIn(client, scope);
    // A mirror of a user's cart with nobody signed in: forgotten (spec §4 reset).
    if (!meLoading && !meError && !signedIn && local.owner === "user") resetLocalCart();
  }, [signedIn, meLoading, meError, local, client, scope]);

  // Every server cart seen is mirrored (the header's badge counts it).
  const serverCart = server.data?.cart ?? null;
  useEffect(() => {
    if (serverCart) mirrorServerCart(serverCart);
  }, [serverCart]);

  // A guest's quantities follow the quote's caps (stock left, the offer's maximum).
  const quoted = quote.data?.cartQuote ?? null;
  useEffect(() => {
    if (!quoted) return;
    const c = readLocalCart();
    let changed = false;
    const lines = c.lines.map((l) => {
      const p = quoted.products.find((x) => x.productId === l.productId);
      if (p?.available && p.quantity !== l.quantity) {
        changed = true;
        return { ...l, quantity: p.quantity };
      }
      return l;
    });
    if (changed) writeLocalCart({ ...c, lines });
  }, [quoted]);

  const mode: CartView["mode"] = meLoading ? "unknown" : signedIn ? "user" : "guest";
  const guestCart = guestLines.length === 0 ? null : (quote.data?.cartQuote ?? quote.previousData?.cartQuote ?? null);
  const cart = mode === "user" ? serverCart : mode === "guest" ? guestCart : null;
  const emptyGuest = mode === "guest" && guestLines.length === 0;
  const loading = mode === "unknown" || (mode === "user" ? !serverCart && server.loading : !emptyGuest && !guestCart && quote.loading);
  const error = meError || (mode === "user" ? !serverCart && !!server.error : !emptyGuest && !guestCart && !!quote.error);

  /** Runs a change with the spec's status and the "Failed to update cart" toast. */
  const change = useCallback(
    async (productId: string | null, run: () => Promise<void>) => {
      setStatus("loading");
      setPendingLine(productId);
      try {
        await run();
        setStatus("succeeded");
      } catch (e) {
        setStatus("failed");
        if (isUnauthenticated(e)) refetchMe();
        notify({ type: "error", title: t("cart.error.update") });
      } finally {
        setPendingLine(null);
      }
    },
    [t, refetchMe],
  );

  const setQuantity = useCallback(
    (line: CartLine, quantity: number) =>
      change(line.productId, async () => {
        if (mode === "user") {
          const { data } = await client.mutate({ mutation: UpdateCartItemMutation, variables: { input: { productId: line.productId, quantity, ...scope } } });
          if (data) storeServerCart(client, data.updateCartItem, scope);
        } else {
          updateLocalCart((c) => setLineQuantity(c, line.productId, quantity, line.available ? line.maxQuantity : undefined));
        }
      }),
    [change, client, mode, scope],
  );

  const remove = useCallback(
    (line: CartLine) =>
      change(line.productId, async () => {
        if (mode === "user") {
          const { data } = await client.mutate({ mutation: RemoveCartItemMutation, variables: { input: { productId: line.productId, ...scope } } });
          if (data) storeServerCart(client, data.removeCartItem, scope);
        } else {
          updateLocalCart((c) => {
            const next = removeLine(c, line.productId);
            return next.lines.length === 0 ? { ...next, couponCode: null } : next;
          });
        }
      }),
    [change, client, mode, scope],
  );

  const applyCoupon = useCallback(
    async (raw: string): Promise<CouponRefusal | null> => {
      const code = raw.trim().toUpperCase();
      setCouponPending(true);
      setStatus("loading");
      try {
        if (mode === "user") {
          const { data } = await client.mutate({ mutation: ApplyCouponMutation, variables: { input: { code, ...scope } } });
          const r = data?.applyCoupon;
          if (r?.__typename === "Cart") {
            storeServerCart(client, r, scope);
            setStatus("succeeded");
            return null;
          }
          setStatus("failed");
          if (r?.__typename === "CouponNotApplicableError") return { reason: r.reason, minimum: r.minimumPurchase?.amount ?? null };
          throw new Error("unexpected answer");
        }
        // A guest's coupon: priced by a quote first, kept locally only when it applies.
        const { data } = await client.query({ query: CartQuoteQuery, variables: { input: { ...quoteInput, couponCode: code } }, fetchPolicy: "network-only" });
        const priced = data?.cartQuote;
        if (!priced) throw new Error("no quote");
        if (priced.couponProblem || !priced.coupon) {
          setStatus("failed");
          return { reason: priced.couponProblem ?? "NOT_FOUND", minimum: null };
        }
        updateLocalCart((c) => ({ ...c, couponCode: priced.coupon!.code }));
        setStatus("succeeded");
        return null;
      } catch {
        setStatus("failed");
        notify({ type: "error", title: t("cart.error.coupon") });
        return null;
      } finally {
        setCouponPending(false);
      }
    },
    [client, mode, scope, quoteInput, t],
  );

  const removeCoupon = useCallback(
    () =>
      change(null, async () => {
        if (mode === "user") {
          const { data } = await client.mutate({ mutation: RemoveCouponMutation, variables: { input: scope } });
          if (data) storeServerCart(client, data.removeCoupon, scope);
        } else {
          updateLocalCart((c) => ({ ...c, couponCode: null }));
        }
      }),
    [change, client, mode, scope],
  );

  return {
    mode,
    cart: emptyGuest ? null : cart,
    loading,
    error,
    refetch: () => {
      if (meError) refetchMe();
      else if (mode === "user") void server.refetch().catch(() => undefined);
      else void quote.refetch().catch(() => undefined);
    },
    status,
    pendingLine,
    couponPending,
    setQuantity,
    remove,
    applyCoupon,
    removeCoupon,
  };
}
