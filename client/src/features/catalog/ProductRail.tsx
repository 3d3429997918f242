/** A titled, horizontally scrolling row of products (home lists, similar products). Plain elements: storefront.css `.km-rail`. */
import { Suspense, type ReactNode } from "react";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { useRouterClicks } from "../../lib/router-clicks";
import { ProductCard } from "./ProductCard";

export function ProductRail({
  id,
  title,
  action,
  products,
  eager = 0,
}: {
  id: string;
  title: ReactNode;
  action?: ReactNode;
  products: readonly ProductCardFieldsFragment[];
  /** Leading cards whose covers load at once (the first rail is in the first screen). */
  eager?: number;
}) {
  const routerClicks = useRouterClicks();
  if (products.length === 0) return null;
  // Its own Suspense boundary: each rail hydrates in a task of its own.
  return (
    <Suspense>
      <section aria-labelledby={`${id}-title`} data-rail={id} className="km-rail">
        <div className="km-rail__head">
          <h2 id={`${id}-title`} className="km-h2">
            {title}
          </h2>
          {action}
        </div>
        {/* biome-ignore lint/a11y/useKeyWithClickEvents: routes its links' clicks (Enter on a link is a click too); the list itself is not interactive */}
        <ul className="km-rail__list" onClick={routerClicks}>
          {products.map((p, i) => (
            <li key={p.id} className="km-rail__item">
              <ProductCard product={p} priority={i < eager} />
            </li>
          ))}
        </ul>
      </section>
    </Suspense>
  );
}
