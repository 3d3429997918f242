/**
 * "Someone may be signed in": the server's script-readable `km_signed_in` cookie, watched
 * by the storefront header. Tiny on purpose: it is part of the header's first load, the
 * account menu itself is a lazy chunk loaded only when the cookie says so.
 */
import { useSyncExternalStore } from "react";
import { readCookie } from "../../lib/cookies";

const EVENT = "km:session";

/** Tells the header that a sign-in or sign-out just happened (cookies changed). */
export function announceSessionChange(): void {
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  // Another tab may have signed in or out.
  window.addEventListener("focus", listener);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener("focus", listener);
  };
}

/** False on the server and while hydrating (the page is rendered as a guest), then the cookie's word. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readCookie("km_signed_in") === "1",
    () => false,
  );
}
