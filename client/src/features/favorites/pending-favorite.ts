/**
 * A guest's heart click, kept across the sign-in it leads to: the product is remembered in this
 * tab (sessionStorage) and favourited once the shopper is back signed in, as if the click had
 * worked. Forgotten after 30 minutes, or once taken.
 */
const KEY = "km_pending_favorite";
const TTL_MS = 30 * 60_000;

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null; // storage refused (privacy settings): the click only leads to the login page
  }
}

/** Remembers the product a guest wanted to favourite. */
export function rememberPendingFavorite(productId: string, now = Date.now()): void {
  storage()?.setItem(KEY, JSON.stringify({ productId, at: now }));
}

/** The product waiting to be favourited (and forgets it), or null when none or too old. */
export function takePendingFavorite(now = Date.now()): string | null {
  const s = storage();
  const raw = s?.getItem(KEY);
  if (!s || raw == null) return null;
  s.removeItem(KEY);
  try {
    const { productId, at } = JSON.parse(raw) as { productId?: unknown; at?: unknown };
    return typeof productId === "string" && /^\d+$/.test(productId) && typeof at === "number" && now - at >= 0 && now - at < TTL_MS ? productId : null;
  } catch {
    return null;
  }
}
