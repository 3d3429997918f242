/**
 * Products in a responsive grid (2 columns on phones up to 5 on wide screens; storefront.css
 * `.km-grid`).
 *
 * With `first`, only that many cards come with the page: the others are sent as outlines of
 * their cards (one element each) and rendered when the shopper scrolls near them
 * (lib/near-viewport.ts), so the first load lays out and hydrates what the first screen shows.
 * Browsers without JavaScript get those cards in a `<noscript>` list that continues the grid.
 */
import { useRef } from "react";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { useNearViewport } from "../../lib/near-viewport";
import { useRouterClicks } from "../../lib/router-clicks";
import { ProductCard } from "./ProductCard";

export function ProductGrid({ products, eager = 0, first }: { products: readonly ProductCardFieldsFragment[]; eager?: number; first?: number }) {
  const routerClicks = useRouterClicks();
  const grid = useRef<HTMLUListElement>(null);
  const waiting = first != null && products.length > first;
  // Every outline is watched: a jump to the page's end (End key, a restored scroll) passes the first ones by.
  const shown = useNearViewport(grid, { enabled: waiting, parts: ".km-grid__ghost", watchKey: products.length });
  const cards = (list: readonly ProductCardFieldsFragment[], offset: number) =>
    list.map((p, i) => (
      <li key={p.id}>
        <ProductCard product={p} priority={offset + i < eager} titleAs="h2" />
      </li>
    ));
  const rest = shown ? [] : products.slice(first);
  return (
    <>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: routes its links' clicks (Enter on a link is a click too); the list itself is not interactive */}
      <ul ref={grid} className="km-grid" onClick={routerClicks}>
        {cards(shown ? products : products.slice(0, first), 0)}
        {rest.map((_, i) => (
          <li key={`ghost-${i}`} className="km-grid__ghost" aria-hidden="true" />
        ))}
      </ul>
      {rest.length > 0 && (
        <noscript>
          <ul className="km-grid km-grid--more">{cards(rest, first ?? 0)}</ul>
        </noscript>
      )}
    </>
  );
}
