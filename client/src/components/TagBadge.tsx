/**
 * Marketing badges (spec §9): tags Exclusive and New, shapes rectangle and rounding,
 * sizes small and large.
 */
import { Badge } from "@chakra-ui/react";
import { T } from "../i18n";

export type ProductTagName = "Exclusive" | "New";
export type BadgeShape = "rectangle" | "rounding";
export type BadgeSize = "small" | "large";

/** Exclusive reads as a square-cut label, New as a pill. */
export const TAG_SHAPES: Record<ProductTagName, BadgeShape> = { Exclusive: "rectangle", New: "rounding" };

export function TagBadge({ tag, shape = TAG_SHAPES[tag], size = "small" }: { tag: ProductTagName; shape?: BadgeShape; size?: BadgeSize }) {
  return (
    <Badge
      data-tag={tag}
      data-shape={shape}
      // Explicit colours rather than a colorPalette: no palette variables per badge in the CSS.
      bg={tag === "Exclusive" ? "orange.700" : "teal.700"}
      color="white"
      rounded={shape === "rounding" ? "full" : "2px"}
      size={size === "large" ? "lg" : "sm"}
      textTransform="uppercase"
      letterSpacing="wide"
      fontWeight="bold"
    >
      <T id={tag === "Exclusive" ? "tag.exclusive" : "tag.new"} />
    </Badge>
  );
}
