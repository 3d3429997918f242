/**
 * Add-to-cart and buy-now, as the product page's buttons call them. The cart issue wires
 * these to the cart (spec §4: add to cart, buy-now set/reset); until then both take the
 * customer to the cart page with what they chose in the navigation state.
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
    buyNow: useCallback((item: CartIntent) => go("buyNow", item), [go]),
  };
}
