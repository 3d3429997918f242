/**
 * Page-view tracking (spec §2 and §9). The hook is wired to route changes and does nothing
 * by design: the spec's page-view tracking "has no effect". Campaign and affiliate
 * parameters become cookies on the server (server/ssr/tracking.ts) with the visitor's
 * consent (./consent.ts); third-party scripts (tag manager, chat widget, fraud screening) are
 * configured slots the server renders on storefront pages only, inert until consented.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export interface PageView {
  path: string;
  search: string;
}

/** Receives every page view; intentionally has no effect (spec §2). */
export function trackPageView(_view: PageView): void {
  // No effect by design.
}

export function usePageViewTracking(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    trackPageView({ path: pathname, search });
  }, [pathname, search]);
}

/** Whether a third-party script runs in this document (inert ones, waiting for consent, do not count). */
export function thirdPartyScriptsLoaded(): boolean {
  return typeof document !== "undefined" && document.querySelector("script[data-km-slot]:not([type])") != null;
}
