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

export interface NearViewportOptions {
  /** Whether there is anything to wait for; when false at first, the hook answers true for good. */
  enabled?: boolean;
  /** Watch these descendants of the element (a CSS selector) instead of the element itself: the first of them to come near counts. */
  parts?: string;
  /** A value that changes when the watched parts may have changed (the watch starts again). */
  watchKey?: unknown;
  margin?: string;
}

/**
 * False on the server and until `ref`'s element (or one of its `parts`) comes near the
 * viewport, then true for good. The watch starts when `enabled` turns true (the element must be
 * rendered by then). Without IntersectionObserver (very old browsers), true right after
 * hydration.
 */
export function useNearViewport(
  ref: RefObject<Element | null>,
  { enabled = true, parts, watchKey, margin = NEAR_VIEWPORT_MARGIN }: NearViewportOptions = {},
): boolean {
  const [near, setNear] = useState(!enabled);
  // biome-ignore lint/correctness/useExhaustiveDependencies: watchKey is the caller's sign that the parts changed
  useEffect(() => {
    if (near || !enabled) return;
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
    for (const target of parts ? el.querySelectorAll(parts) : [el]) observer.observe(target);
    return () => observer.disconnect();
  }, [near, enabled, ref, parts, watchKey, margin]);
  return near;
}
