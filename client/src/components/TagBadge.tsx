/**
 * Marketing badges (spec §9): tags Exclusive and New, shapes rectangle and rounding,
 * sizes small and large. Plain elements styled by styles/storefront.css (`.km-badge`).
 */
import { T } from "../i18n";

export type ProductTagName = "Exclusive" | "New";
export type BadgeShape = "rectangle" | "rounding";
export type BadgeSize = "small" | "large";

/** Exclusive reads as a square-cut label, New as a pill. */
export const TAG_SHAPES: Record<ProductTagName, BadgeShape> = { Exclusive: "rectangle", New: "rounding" };

export function TagBadge({ tag, shape = TAG_SHAPES[tag], size = "small" }: { tag: ProductTagName; shape?: BadgeShape; size?: BadgeSize }) {
  const classes = [
    "km-badge",
    "km-badge--tag",
    tag === "Exclusive" ? "km-badge--exclusive" : "km-badge--new",
    shape === "rounding" ? "km-badge--pill" : "km-badge--square",
    size === "large" ? "km-badge--lg" : "",
  ];
  return (
    <span className={classes.join(" ").trim()} data-tag={tag} data-shape={shape}>
      <T id={tag === "Exclusive" ? "tag.exclusive" : "tag.new"} />
    </span>
  );
}
