/**
 * A titled, horizontally scrolling row of products (home lists, similar products). Plain
 * elements: storefront.css `.km-rail`. On wide screens a whole number of cards shows and arrows
 * scroll by a screenful (disabled at either end); on phones the next card peeks out.
 *
 * A rail below the first screen (`later`) is sent as its title and an outline of its cards;
 * the cards themselves are rendered when the shopper scrolls near it (lib/near-viewport.ts),
 * so the first load lays out and hydrates only what the first screen shows. Browsers without
 * JavaScript get the cards in a `<noscript>` (which a browser with JavaScript reads as text).
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons";
import { useT } from "../../i18n";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { useNearViewport } from "../../lib/near-viewport";
import { useRouterClicks } from "../../lib/router-clicks";
import { ProductCard } from "./ProductCard";

interface RailProps {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  products: readonly ProductCardFieldsFragment[];
  /** Leading cards whose covers load at once (the first rail is in the first screen). */
  eager?: number;
  /** Below the first screen: the cards are rendered when the rail comes near the viewport. */
  later?: boolean;
}

export function ProductRail(props: RailProps) {
  if (props.products.length === 0) return null;
  // Its own Suspense boundary: each rail hydrates in a task of its own (and its effects run then).
  return (
    <Suspense>
      <Rail {...props} />
    </Suspense>
  );
}

function Rail({ id, title, action, products, eager = 0, later = false }: RailProps) {
  const t = useT();
  const routerClicks = useRouterClicks();
  const section = useRef<HTMLElement>(null);
  const shown = useNearViewport(section, { enabled: later });
  const listRef = useRef<HTMLUListElement>(null);
  // Which way the row can still scroll (before hydration: only forward; neither before its cards).
  const [ends, setEnds] = useState({ start: true, end: !shown });
  // biome-ignore lint/correctness/useExhaustiveDependencies: the list's element appears when `shown` turns true (read from a ref: a ref callback setting state would render the rail once more as it hydrates)
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    // Only a change re-renders; as a transition, so that the first measure, taken while the page
    // hydrates, does not make React finish hydrating everything at once (one long task).
    const update = () => {
      const next = { start: list.scrollLeft <= 1, end: list.scrollLeft + list.clientWidth >= list.scrollWidth - 1 };
      startTransition(() => setEnds((prev) => (prev.start === next.start && prev.end === next.end ? prev : next)));
    };
    update();
    list.addEventListener("scroll", update, { passive: true });
    // Off screen the list is not laid out (content-visibility): measured again once it shows.
    list.addEventListener("contentvisibilityautostatechange", update);
    window.addEventListener("resize", update);
    return () => {
      list.removeEventListener("scroll", update);
      list.removeEventListener("contentvisibilityautostatechange", update);
      window.removeEventListener("resize", update);
    };
  }, [shown]);
  const scroll = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * listRef.current.clientWidth, behavior: "smooth" });
  const cards = products.map((p, i) => (
    <li key={p.id} className="km-rail__item">
      <ProductCard product={p} priority={i < eager} />
    </li>
  ));
  return (
    <section ref={section} aria-labelledby={`${id}-title`} data-rail={id} data-rail-pending={shown ? undefined : ""} className="km-rail">
      <div className="km-rail__head">
        <h2 id={`${id}-title`} className="km-h2">
          {title}
        </h2>
        <div className="km-rail__tools">
          {action}
          {([-1, 1] as const).map((direction) => (
            <button
              key={direction}
              type="button"
              className="km-btn km-btn--icon km-btn--outline km-rail__arrow"
              aria-label={t(direction < 0 ? "rail.previous" : "rail.next")}
              aria-controls={shown ? `${id}-list` : undefined}
              disabled={direction < 0 ? ends.start : ends.end}
              onClick={() => scroll(direction)}
              data-testid={direction < 0 ? "rail-previous" : "rail-next"}
            >
              {direction < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </button>
          ))}
        </div>
      </div>
      {shown ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: routes its links' clicks (Enter on a link is a click too); the list itself is not interactive
        <ul id={`${id}-list`} ref={listRef} className="km-rail__list" onClick={routerClicks}>
          {cards}
        </ul>
      ) : (
        <>
          <div className="km-rail__pending" />
          <noscript>
            <ul id={`${id}-list`} className="km-rail__list">
              {cards}
            </ul>
          </noscript>
        </>
      )}
    </section>
  );
}
