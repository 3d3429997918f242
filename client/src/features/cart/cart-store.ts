/**
 * The cart in the browser's localStorage (spec §4): a guest's cart lives here (priced by
 * `cartQuote`); a signed-in user's lives on the server and is mirrored here, so the header's
 * badge can count the keys without asking anything. Tiny on purpose: the header (every
 * page's first load) reads it; everything that talks to the server is loaded lazily.
 *
 * `owner` says whose lines these are: "guest" lines are merged into the server cart when
 * someone signs in (cart-sync.ts); a "user" mirror is forgotten when nobody is signed in.
 */
import { useSyncExternalStore } from "react";

export const CART_STORAGE_KEY = "km_cart";
const EVENT = "km:cart";

/** Spec §5 and §9: a line holds at most 5 keys (or the line's own smaller maximum). */
export const MAX_QUANTITY = 5;

export interface LocalCartLine {
  productId: string;
  /** The seller's offer chosen; the best one when null. */
  offerId: string | null;
  quantity: number;
}

export interface LocalCart {
  owner: "guest" | "user";
  lines: LocalCartLine[];
  /** A guest's coupon code (shown priced by the quote, applied to the server cart on sign-in). */
  couponCode: string | null;
}

export const EMPTY_CART: LocalCart = Object.freeze({ owner: "guest", lines: [], couponCode: null }) as LocalCart;

/** Quantity clamped between 1 and `max` (spec §5); a missing or invalid one is 1. */
export function clampQuantity(quantity: number | null | undefined, max = MAX_QUANTITY): number {
  const n = Number.isFinite(quantity) ? Math.trunc(quantity as number) : 1;
  return Math.min(Math.max(1, n), Math.max(1, max));
}

function parse(raw: string | null): LocalCart {
  if (!raw) return EMPTY_CART;
  try {
    const v = JSON.parse(raw) as Partial<LocalCart>;
    const lines = Array.isArray(v.lines)
      ? v.lines
          .filter((l): l is LocalCartLine => !!l && typeof l.productId === "string" && /^\d+$/.test(l.productId))
          .map((l) => ({ productId: l.productId, offerId: typeof l.offerId === "string" ? l.offerId : null, quantity: clampQuantity(l.quantity) }))
      : [];
    return { owner: v.owner === "user" ? "user" : "guest", lines, couponCode: typeof v.couponCode === "string" && v.couponCode ? v.couponCode : null };
  } catch {
    return EMPTY_CART;
  }
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null; // storage disabled
  }
}

let cachedRaw: string | null | undefined;
let cached: LocalCart = EMPTY_CART;

/** The local cart now (the same object until it changes: a store snapshot). */
export function readLocalCart(): LocalCart {
  const raw = storage()?.getItem(CART_STORAGE_KEY) ?? null;
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

/** Replaces the local cart and tells every reader (this tab; other tabs get a storage event). */
export function writeLocalCart(cart: LocalCart): void {
  const s = storage();
  if (!s) return;
  try {
    if (cart.lines.length === 0 && !cart.couponCode && cart.owner === "guest") s.removeItem(CART_STORAGE_KEY);
    else s.setItem(CART_STORAGE_KEY, JSON.stringify(cart));
  } catch {
    // quota or privacy mode: the cart lives as long as the page
  }
  window.dispatchEvent(new Event(EVENT));
}

/** Changes the local cart with `fn` (read, change, write). */
export function updateLocalCart(fn: (cart: LocalCart) => LocalCart): LocalCart {
  const next = fn(readLocalCart());
  writeLocalCart(next);
  return next;
}

/** Spec §4 "reset": no lines, no coupon. */
export function resetLocalCart(): void {
  writeLocalCart(EMPTY_CART);
}

/** Adds keys of a product (one line per product: another offer replaces the line's offer), clamped. */
export function addLine(cart: LocalCart, item: { productId: string; offerId?: string | null; quantity?: number }, max = MAX_QUANTITY): LocalCart {
  const quantity = clampQuantity(item.quantity ?? 1, max);
  const at = cart.lines.findIndex((l) => l.productId === item.productId);
  const lines = [...cart.lines];
  if (at < 0) lines.push({ productId: item.productId, offerId: item.offerId ?? null, quantity });
  else lines[at] = { productId: item.productId, offerId: item.offerId ?? lines[at]!.offerId, quantity: clampQuantity(lines[at]!.quantity + quantity, max) };
  return { ...cart, lines };
}

/** Sets a line's quantity, clamped between 1 and `max`; 0 (or less) removes it (spec §5). */
export function setLineQuantity(cart: LocalCart, productId: string, quantity: number | null, max = MAX_QUANTITY): LocalCart {
  if (!quantity || quantity <= 0) return removeLine(cart, productId);
  return { ...cart, lines: cart.lines.map((l) => (l.productId === productId ? { ...l, quantity: clampQuantity(quantity, max) } : l)) };
}

export function removeLine(cart: LocalCart, productId: string): LocalCart {
  return { ...cart, lines: cart.lines.filter((l) => l.productId !== productId) };
}

/** Keys in the cart over all lines (the header's badge). */
export const keyCount = (cart: LocalCart): number => cart.lines.reduce((n, l) => n + l.quantity, 0);

function subscribe(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CART_STORAGE_KEY) listener();
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The local cart, re-rendering on every change; empty on the server and while hydrating. */
export function useLocalCart(): LocalCart {
  return useSyncExternalStore(subscribe, readLocalCart, () => EMPTY_CART);
}
