/**
 * Parts of a page below the first screen rendered only when the shopper scrolls near them,
 * so that the first load's style, layout and hydration do not pay for them. The server and
 * the hydrating client both render the part's stand-in (the same markup), and the part itself
 * follows once its stand-in comes within `margin` of the viewport.
 */
import { startTransition, useEffect, useState, type RefObject } from "react";

/**
 * How far ahead of the viewport a part is rendered: a quarter of a screen above or below it,
 * so that it is in place (and its images requested) as it scrolls in, while a part that
 * starts just under the first screen still waits for the shopper to scroll.
 */
export const NEAR_VIEWPORT_MARGIN = "25% 0px";

/**
 * False on the server and until `ref`'s element comes near the viewport, then true for good.
 * Always true when `enabled` is false; without IntersectionObserver (very old browsers), true
 * right after hydration.
 */
export function useNearViewport(ref: RefObject<Element | null>, enabled = true, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(!enabled);
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el) return;
    // A transition: the part renders in slices that yield to the shopper's input.
    const show = () => startTransition(() => setNear(true));
    if (typeof IntersectionObserver === "undefined") {
      show();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.isIntersecting)) return;
        observer.disconnect();
        show();
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref, margin]);
  return near;
}
