/** A titled, horizontally scrolling row of products (home lists, similar products). */
import { Box, Flex, Heading } from "@chakra-ui/react";
import { Suspense, type ReactNode } from "react";
import type { ProductCardFieldsFragment } from "../../gql/graphql";
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
  if (products.length === 0) return null;
  // Its own Suspense boundary: each rail hydrates in a task of its own.
  return (
    <Suspense>
      <Box as="section" aria-labelledby={`${id}-title`} data-rail={id}>
        <Flex align="baseline" justify="space-between" mb="3" gap="3">
          <Heading as="h2" id={`${id}-title`} size={{ base: "lg", md: "xl" }}>
            {title}
          </Heading>
          {action}
        </Flex>
        <Flex
          as="ul"
          listStyleType="none"
          gap={{ base: "3", md: "4" }}
          overflowX="auto"
          scrollSnapType="x mandatory"
          pb="2"
          mx={{ base: "-4", md: "0" }}
          px={{ base: "4", md: "0" }}
          scrollPaddingInline={{ base: "4", md: "0" }}
          css={{ scrollbarWidth: "thin" }}
        >
          {products.map((p, i) => (
            <li key={p.id} className="km-rail__item">
              <ProductCard product={p} priority={i < eager} />
            </li>
          ))}
        </Flex>
      </Box>
    </Suspense>
  );
}
