/**
 * The product page's favourite button: favourited or not, one click to change it, and the
 * price-drop opt-in once favourited. Plain elements (styles/storefront.css, `.km-fav`).
 * Pages are rendered as a guest, so it starts empty; in the browser, when the `km_signed_in`
 * cookie says someone is signed in, the user's favourites are asked (`favorites`, shared
 * through the cache with the cards' hearts, ./card-hearts.tsx, and the account) and it fills.
 * A guest's click goes to the login page, coming back here, and the product is favourited once
 * signed in (./pending-favorite.ts). The mutations come in a chunk of their own on the first
 * click (./favorite-actions.ts).
 */
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { localeOfPath, localePath } from "../../lib/locale";
import { notify } from "../../lib/notify";
import { useSignedInHint } from "../accounts/session-signal";
import type { Change } from "./favorite-actions";
import { FavoriteIdsQuery } from "./favorite-ids.graphql";
import { rememberPendingFavorite } from "./pending-favorite";

export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className="km-fav__icon"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8.1 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.6 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2Z" />
    </svg>
  );
}

/** Whether the signed-in user favourited the product, and its alert (null: not favourited, or a guest). */
function useFavorite(productId: string): { signedIn: boolean; favorite: { priceAlert: boolean } | null } {
  const signedIn = useSignedInHint();
  const { data } = useQuery(FavoriteIdsQuery, { skip: !signedIn, fetchPolicy: "cache-first" });
  const favorite = signedIn ? (data?.favorites.find((f) => f.productId === productId) ?? null) : null;
  return { signedIn, favorite };
}

/**
 * Changes a favourite (the mutations load on the first change); an ended session goes to the
 * login page and back, a failure is told in a toast. Used by this button and the cards' hearts.
 */
export function useFavoriteChange() {
  const t = useT();
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { currency } = useCurrency();
  /** To the login page and back; with a product, it is favourited once signed in. */
  const toLogin = (favorite?: string) => {
    if (favorite) rememberPendingFavorite(favorite);
    // loginPath (features/accounts/session.ts) without its module: the first load stays small.
    navigate(`${localePath(localeOfPath(pathname), "/login")}?${new URLSearchParams({ destination: `${pathname}${search}` })}`);
  };
  /** Changes a favourite; says whether it did. */
  const change = async (productId: string, what: Change): Promise<boolean> => {
    const { changeFavorite } = await import("./favorite-actions");
    const outcome = await changeFavorite(client, productId, what, currency);
    if (outcome === "signedOut") toLogin(what === "add" ? productId : undefined);
    else if (outcome === "failed") notify({ type: "error", title: t("favorites.failed") });
    return outcome !== "signedOut" && outcome !== "failed";
  };
  return { change, toLogin };
}

/** Adds or removes this product's favourite, busy meanwhile. */
function useFavoriteToggle(productId: string) {
  const { change, toLogin } = useFavoriteChange();
  const [busy, setBusy] = useState(false);
  const run = async (what: Change) => {
    setBusy(true);
    try {
      await change(productId, what);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run, toLogin };
}

/** The product page's favourite button, with the price-drop opt-in once favourited (cards use ./card-hearts). */
export function FavoriteButton({ productId }: { productId: string }) {
  const t = useT();
  const { signedIn, favorite } = useFavorite(productId);
  const { busy, run, toLogin } = useFavoriteToggle(productId);
  const on = favorite != null;
  const onClick = () => (signedIn ? void run(on ? "remove" : "add") : toLogin(productId));
  return (
    <div className="km-fav-box">
      <button
        type="button"
        className="km-btn km-btn--lg km-btn--ghost km-fav km-fav--page"
        aria-pressed={on}
        disabled={busy}
        onClick={onClick}
        data-testid="favorite-toggle"
      >
        <HeartIcon filled={on} />
        {/* Its name is what it says (pressed: in your favourites), as the label-in-name rule asks. */}
        <span>{t(on ? "favorites.saved" : "favorites.save")}</span>
      </button>
      {on && (
        <label className="km-fav-box__alert">
          <input
            type="checkbox"
            checked={favorite.priceAlert}
            disabled={busy}
            onChange={(e) => void run(e.currentTarget.checked ? "alertOn" : "alertOff")}
            data-testid="favorite-alert"
          />
          {t("favorites.alertOptIn")}
        </label>
      )}
    </div>
  );
}
