/**
 * A titled, horizontally scrolling row of products (home lists, similar products). Plain
 * elements: storefront.css `.km-rail`. On wide screens a whole number of cards shows and arrows
 * scroll by a screenful (disabled at either end); on phones the next card peeks out.
 */
import { startTransition, Suspense, useEffect, useRef, useState, type ReactNode } from "react";
import { ChevronLeftIcon, ChevronRightIcon } from "../../components/icons";
import { useT } from "../../i18n";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { useRouterClicks } from "../../lib/router-clicks";
import { ProductCard } from "./ProductCard";

interface RailProps {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  products: readonly ProductCardFieldsFragment[];
  /** Leading cards whose covers load at once (the first rail is in the first screen). */
  eager?: number;
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

function Rail({ id, title, action, products, eager = 0 }: RailProps) {
  const t = useT();
  const routerClicks = useRouterClicks();
  const list = useRef<HTMLUListElement>(null);
  // Which way the row can still scroll (before hydration: only forward).
  const [ends, setEnds] = useState({ start: true, end: false });
  useEffect(() => {
    const el = list.current;
    if (!el) return;
    // Only a change re-renders; as a transition, so that the first measure, taken while the page
    // hydrates, does not make React finish hydrating everything at once (one long task).
    const update = () => {
      const next = { start: el.scrollLeft <= 1, end: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 };
      startTransition(() => setEnds((prev) => (prev.start === next.start && prev.end === next.end ? prev : next)));
    };
    update();
    el.addEventListener("scroll", update, { passive: true });
    // Off screen the list is not laid out (content-visibility): measured again once it shows.
    el.addEventListener("contentvisibilityautostatechange", update);
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("scroll", update);
      el.removeEventListener("contentvisibilityautostatechange", update);
      window.removeEventListener("resize", update);
    };
  }, []);
  const scroll = (direction: 1 | -1) => list.current?.scrollBy({ left: direction * list.current.clientWidth, behavior: "smooth" });
  return (
    <section aria-labelledby={`${id}-title`} data-rail={id} className="km-rail">
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
              aria-controls={`${id}-list`}
              disabled={direction < 0 ? ends.start : ends.end}
              onClick={() => scroll(direction)}
              data-testid={direction < 0 ? "rail-previous" : "rail-next"}
            >
              {direction < 0 ? <ChevronLeftIcon /> : <ChevronRightIcon />}
            </button>
          ))}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: routes its links' clicks (Enter on a link is a click too); the list itself is not interactive */}
      <ul id={`${id}-list`} ref={list} className="km-rail__list" onClick={routerClicks}>
        {products.map((p, i) => (
          <li key={p.id} className="km-rail__item">
            <ProductCard product={p} priority={i < eager} />
          </li>
        ))}
      </ul>
    </section>
  );
}
