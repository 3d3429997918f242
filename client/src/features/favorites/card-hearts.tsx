/**
 * The hearts of product cards, made cheap: a page shows dozens, each hydrated and re-rendered
 * with the page, so a card's heart holds no Apollo query, router or currency hook of its own.
 * One <CardHeartsFeed/> in the storefront frame asks the signed-in user's favourites once,
 * while the page shows any card (the `favorites` query, shared through the cache with the
 * product page's heart and the account), and publishes them to a small store the hearts
 * subscribe to; it also registers what a click does (useFavoriteChange, as the product
 * page's button), which a heart calls on click. Once signed in, it favourites the product a
 * guest's click asked for before the sign-in (./pending-favorite.ts).
 */
import { useQuery } from "@apollo/client/react";
import { startTransition, useEffect, useState, useSyncExternalStore } from "react";
import { useT } from "../../i18n";
import { useSignedInHint } from "../accounts/session-signal";
import { useFavoriteChange } from "./FavoriteButton";
import { FavoriteIdsQuery } from "./favorite-ids.graphql";
import { takePendingFavorite } from "./pending-favorite";
import { notify } from "../../lib/notify";

type Toggle = (productId: string, on: boolean) => Promise<void>;

let favorites = new Set<string>();
let toggle: Toggle | null = null;
const listeners = new Set<() => void>();
/** Hearts on the page now: the feed asks for the favourites only while there are some. */
let hearts = 0;
const heartListeners = new Set<() => void>();

function subscribeHearts(listener: () => void): () => void {
  heartListeners.add(listener);
  return () => heartListeners.delete(listener);
}

function countHeart(delta: number): void {
  hearts += delta;
  for (const l of heartListeners) l();
}

function publish(ids: Set<string>): void {
  favorites = ids;
  for (const l of listeners) l();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Once per page (the storefront frame): the favourites feed and what a heart's click needs. */
export function CardHeartsFeed() {
  const t = useT();
  const { change, toLogin } = useFavoriteChange();
  const signedIn = useSignedInHint();
  // Whether the page shows any heart, as a transition: the hearts count themselves in while the
  // page hydrates, and a store change seen by useSyncExternalStore would re-render synchronously,
  // finishing the page's hydration in one long task.
  const [anyHeart, setAnyHeart] = useState(false);
  useEffect(() => {
    const read = () => startTransition(() => setAnyHeart(hearts > 0));
    read();
    return subscribeHearts(read);
  }, []);
  const asking = signedIn && anyHeart;
  useEffect(() => {
    if (!asking) publish(new Set());
  }, [asking]);
  // Back from the sign-in a guest's heart click led to: that click now counts (taken once).
  useEffect(() => {
    if (!signedIn) return;
    const pending = takePendingFavorite();
    if (pending) void change(pending, "add").then((done) => done && notify({ type: "success", title: t("favorites.addedAfterSignIn") }));
  }, [signedIn, change, t]);
  // What a click does, with this render's router, client and currency.
  useEffect(() => {
    toggle = async (productId, on) => {
      if (signedIn) await change(productId, on ? "remove" : "add");
      else toLogin(productId);
    };
  });
  useEffect(
    () => () => {
      toggle = null;
    },
    [],
  );
  // The query only where it is asked: a skipped query still costs Apollo a watcher at hydration.
  return asking ? <FavoriteIdsFeed /> : null;
}

/** The signed-in user's favourites (while the page shows a heart), published to the hearts. */
function FavoriteIdsFeed() {
  const { data } = useQuery(FavoriteIdsQuery, { fetchPolicy: "cache-first" });
  useEffect(() => {
    publish(new Set((data?.favorites ?? []).map((f) => f.productId)));
  }, [data]);
  return null;
}

/**
 * A product card's heart: favourited or not (a guest's never is), one click to change it. The
 * heart itself is drawn by CSS (storefront.css `.km-fav--card::before`), not an SVG: a page has
 * dozens of cards, and each SVG was two more elements to parse, style, lay out and hydrate.
 */
export function CardHeart({ productId, name }: { productId: string; name: string }) {
  const t = useT();
  const on = useSyncExternalStore(
    subscribe,
    () => favorites.has(productId),
    () => false,
  );
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    countHeart(1);
    return () => countHeart(-1);
  }, []);
  const label = t(on ? "favorites.remove" : "favorites.add", { name });
  const onClick = async () => {
    if (!toggle) return;
    setBusy(true);
    try {
      await toggle(productId, on);
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      className="km-fav km-fav--card"
      aria-pressed={on}
      aria-label={label}
      title={label}
      disabled={busy}
      onClick={() => void onClick()}
      data-testid="favorite-toggle"
    />
  );
}
