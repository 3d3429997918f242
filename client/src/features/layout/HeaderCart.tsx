/**
 * The header's cart link with a badge counting the keys in the cart (spec §4), read from the
 * local cart (features/cart/cart-store.ts: a guest's cart, or the mirror of a signed-in
 * user's). Plain elements (storefront.css `.km-cart-badge`), nothing on the server or while
 * hydrating (the page is rendered for everyone alike). It also keeps the local cart in step
 * with the session: after a sign-in the guest lines are merged into the server cart (and
 * the server cart is mirrored once per page load), after a sign-out the mirror is forgotten;
 * that code (features/cart/cart-client.ts) is loaded only when there is something to do.
 */
import { useApolloClient } from "@apollo/client/react";
import { useEffect } from "react";
import { Link as RouterLink, useLocation } from "react-router";
import { CartIcon } from "../../components/icons";
import { useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { readCookie } from "../../lib/cookies";
import { useSignedInHint } from "../accounts/session-signal";
import { keyCount, readLocalCart, resetLocalCart, useLocalCart } from "../cart/cart-store";
import { whenIdle } from "../../lib/idle";

/** Whether this page load has mirrored the server cart already. */
let mirrored = false;

function useCartSessionSync(): void {
  const client = useApolloClient();
  const signedIn = useSignedInHint();
  const { currency } = useCurrency();
  const locale = localeOfPath(useLocation().pathname);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again when someone signs in or out (the hint changes)
  useEffect(() => {
    // The cookie itself: the hook reads false while hydrating.
    if (readCookie("km_signed_in") !== "1") {
      mirrored = false;
      if (readLocalCart().owner === "user") resetLocalCart();
      return;
    }
    const local = readLocalCart();
    if (mirrored && !(local.owner === "guest" && local.lines.length > 0)) return;
    mirrored = true;
    let done = false;
    const run = () => {
      done = true;
      void import("../cart/cart-client").then((m) => m.syncAfterSignIn(client, { currency, locale })).catch(() => undefined);
    };
    if (local.owner === "guest" && local.lines.length > 0) {
      run();
      return;
    }
    // After the page's own work: a signed-in page load asks for the cart once, in the background.
    const cancel = whenIdle(run);
    // Unmounted, or signed out, before that moment: the run is dropped, and the next mount asks.
    return () => {
      if (done) return;
      cancel();
      mirrored = false;
    };
  }, [signedIn, client, currency, locale]);
}

export function HeaderCart() {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const count = keyCount(useLocalCart());
  useCartSessionSync();
  return (
    <RouterLink
      to={localePath(locale, "/cart")}
      aria-label={count > 0 ? t("cart.badge.label", { count }) : t("header.cart")}
      className="km-btn km-btn--icon km-btn--header km-cart-link"
      data-testid="header-cart"
    >
      <CartIcon />
      {count > 0 && (
        <span className="km-cart-badge" data-testid="header-cart-count" aria-hidden="true">
          {count > 99 ? "99+" : count}
        </span>
      )}
    </RouterLink>
  );
}
