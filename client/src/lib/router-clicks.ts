/**
 * Links in long lists (product cards) are plain `<a href>` elements, and one click handler on
 * the list sends their clicks through the router as react-router's `<Link>` would: a
 * left click without modifier keys, on a same-origin link that opens in this tab. A rail
 * or grid of thirty cards then hydrates without thirty `<Link>` components and their hooks.
 */
import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

export function useRouterClicks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = (event.target as Element).closest?.("a[href]");
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download")) return;
    const url = new URL(link.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash);
  };
}
