/** Products in a responsive grid (2 columns on phones up to 6 on wide screens). */
import { Grid } from "@chakra-ui/react";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
import { ProductCard } from "./ProductCard";

export function ProductGrid({ products, eager = 0 }: { products: readonly ProductCardFieldsFragment[]; eager?: number }) {
  return (
    <Grid
      as="ul"
      listStyleType="none"
      templateColumns={{ base: "repeat(2, minmax(0, 1fr))", sm: "repeat(3, minmax(0, 1fr))", lg: "repeat(4, minmax(0, 1fr))", "2xl": "repeat(5, minmax(0, 1fr))" }}
      gap={{ base: "3", md: "4" }}
    >
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} priority={i < eager} titleAs="h2" />
        </li>
      ))}
    </Grid>
  );
}
