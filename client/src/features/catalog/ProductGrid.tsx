/** Products in a responsive grid (2 columns on phones up to 5 on wide screens; storefront.css `.km-grid`). */
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { useRouterClicks } from "../../lib/router-clicks";
import { ProductCard } from "./ProductCard";

export function ProductGrid({ products, eager = 0 }: { products: readonly ProductCardFieldsFragment[]; eager?: number }) {
  const routerClicks = useRouterClicks();
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: routes its links' clicks (Enter on a link is a click too); the list itself is not interactive
    <ul className="km-grid" onClick={routerClicks}>
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < eager} titleAs="h2" />
        </li>
      ))}
    </ul>
  );
}
