/**
 * Add-to-cart and buy-now, as the product page's buttons call them. Buy-now goes straight
 * to the checkout with the product in the address (`/checkout?product=ID&offer=ID&quantity=N`),
 * leaving the cart alone; add-to-cart still takes the customer to the cart page with what
 * they chose in the navigation state (the cart feature replaces it).
 */
import { useCallback } from "react";
import { useLocation, useNavigate } from "react-router";
import { localeOfPath, localePath } from "../../lib/locale";

export interface CartIntent {
  productId: string;
  /** The seller's offer chosen; the best one when absent. */
  offerId?: string;
  quantity?: number;
}

export interface CartNavigationState {
  intent: "add" | "buyNow";
  item: CartIntent;
}

export function useCartActions() {
  const navigate = useNavigate();
  const locale = localeOfPath(useLocation().pathname);
  const go = useCallback(
    (intent: CartNavigationState["intent"], item: CartIntent) =>
      navigate(localePath(locale, "/cart"), { state: { intent, item } satisfies CartNavigationState }),
    [navigate, locale],
  );
  return {
    addToCart: useCallback((item: CartIntent) => go("add", item), [go]),
    buyNow: useCallback((item: CartIntent) => navigate(buyNowPath(locale, item)), [navigate, locale]),
  };
}

/** The checkout's address for buying one product now (read back by the checkout page). */
export function buyNowPath(locale: ReturnType<typeof localeOfPath>, item: CartIntent): string {
  const q = new URLSearchParams({ product: item.productId });
  if (item.offerId) q.set("offer", item.offerId);
  if (item.quantity && item.quantity > 1) q.set("quantity", String(item.quantity));
  return `${localePath(locale, "/checkout")}?${q}`;
}
