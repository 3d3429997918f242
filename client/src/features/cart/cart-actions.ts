/**
 * Add-to-cart and buy-now, as the product page's buttons call them. Buy-now goes straight
 * to the checkout with the product in the address (`/checkout?product=ID&offer=ID&quantity=N`),
 * leaving the cart alone. Add-to-cart puts the product in the cart (spec §4: status loading,
 * then succeeded, or idle when added from the cart page, or failed): the code that talks to
 * the server (cart-client.ts) is loaded on the first click, so the product page's first load
 * carries only this file. Success and failure are told in a toast (spec §8: "error in add to
 * cart"), with the reason when the server gave one.
 */
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { notify } from "../../lib/notify";

export interface CartIntent {
  productId: string;
  /** The seller's offer chosen; the best one when absent. */
  offerId?: string;
  quantity?: number;
  /** The product's name, for the toast. */
  name?: string;
}

/** Spec §4: the cart's status. */
export type CartStatus = "idle" | "loading" | "succeeded" | "failed";

/** The key of a button's intent: which button shows the loading state. */
export const intentKey = (item: Pick<CartIntent, "productId" | "offerId">): string => `${item.productId}:${item.offerId ?? ""}`;

export function useCartActions() {
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const client = useApolloClient();
  const { currency } = useCurrency();
  const t = useT();
  const [state, setState] = useState<{ status: CartStatus; key: string | null }>({ status: "idle", key: null });
  const busy = useRef(false);

  const addToCart = useCallback(
    async (item: CartIntent, opts: { fromCartPage?: boolean } = {}): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      const key = intentKey(item);
      setState({ status: "loading", key });
      let ok = false;
      try {
        const { addItem } = await import("./cart-client");
        const out = await addItem(client, { ...item, addedFromCartPage: opts.fromCartPage }, { currency, locale });
        if (out.ok) {
          ok = true;
          notify({
            type: "success",
            title: t("cart.toast.added"),
            description: item.name,
            action: { label: t("cart.toast.viewCart"), onClick: () => void navigate(localePath(locale, "/cart")) },
          });
        } else {
          notify({
            type: "error",
            title: t("cart.toast.addFailed"),
            description: t(out.reason === "unavailable" ? "cart.error.unavailable" : out.reason === "outOfStock" ? "cart.error.outOfStock" : "cart.error.add"),
          });
        }
      } catch {
        notify({ type: "error", title: t("cart.toast.addFailed"), description: t("cart.error.add") });
      } finally {
        busy.current = false;
      }
      setState({ status: ok ? (opts.fromCartPage ? "idle" : "succeeded") : "failed", key });
      return ok;
    },
    [client, currency, locale, navigate, t],
  );

  return {
    addToCart,
    buyNow: useCallback((item: CartIntent) => navigate(buyNowPath(locale, item)), [navigate, locale]),
    /** The last add's status (spec §4). */
    status: state.status,
    /** Whether the add of this product (and offer) is under way. */
    isAdding: (item: Pick<CartIntent, "productId" | "offerId">) => state.status === "loading" && state.key === intentKey(item),
  };
}

/** The checkout's address for buying one product now (read back by the checkout page). */
export function buyNowPath(locale: ReturnType<typeof localeOfPath>, item: CartIntent): string {
  const q = new URLSearchParams({ product: item.productId });
  if (item.offerId) q.set("offer", item.offerId);
  if (item.quantity && item.quantity > 1) q.set("quantity", String(item.quantity));
  return `${localePath(locale, "/checkout")}?${q}`;
}
