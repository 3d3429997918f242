/**
 * "Someone may be signed in": the server's script-readable `km_signed_in` cookie, watched
 * by the storefront header. Tiny on purpose: it is part of the header's first load, the
 * account menu itself is a lazy chunk loaded only when the cookie says so.
 */
import { useSyncExternalStore } from "react";
import { readCookie } from "../../lib/cookies";

const EVENT = "km:session";

/**
 * The cookie's reading, kept until the current piece of work ends. `document.cookie` asks
 * the browser's network process each time, and hydrating a page asks this hint once per
 * favourite button and twice more for React's checks: one reading serves them all, and
 * the next task reads the cookie again.
 */
let reading: boolean | undefined;
function signedInCookie(): boolean {
  if (reading === undefined) {
    reading = readCookie("km_signed_in") === "1";
    queueMicrotask(() => {
      reading = undefined;
    });
  }
  return reading;
}

/** Tells the header that a sign-in or sign-out just happened (cookies changed). */
export function announceSessionChange(): void {
  reading = undefined;
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(listener: () => void): () => void {
  const changed = () => {
    reading = undefined;
    listener();
  };
  window.addEventListener(EVENT, changed);
  // Another tab may have signed in or out.
  window.addEventListener("focus", changed);
  return () => {
    window.removeEventListener(EVENT, changed);
    window.removeEventListener("focus", changed);
  };
}

/** False on the server and while hydrating (the page is rendered as a guest), then the cookie's word. */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(subscribe, signedInCookie, () => false);
}
