/** Labels of the catalogue screens' enumerations (message ids), shared by the list and the editor. */
import type { AdminProductSort, PreOrderState, ProductTag, Region } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

export const REGIONS: readonly Region[] = ["GLOBAL", "EUROPE", "NORTH_AMERICA", "UNITED_KINGDOM", "ITALY"];
export const REGION_LABELS: Record<Region, MessageId> = {
  GLOBAL: "region.GLOBAL",
  EUROPE: "region.EUROPE",
  NORTH_AMERICA: "region.NORTH_AMERICA",
  UNITED_KINGDOM: "region.UNITED_KINGDOM",
  ITALY: "region.ITALY",
};

export const PRE_ORDER_STATES: readonly PreOrderState[] = ["None", "InPreOrder", "WasInPreOrder"];
export const PRE_ORDER_LABELS: Record<PreOrderState, MessageId> = {
  None: "admin.products.preOrder.None",
  InPreOrder: "admin.products.preOrder.InPreOrder",
  WasInPreOrder: "admin.products.preOrder.WasInPreOrder",
};

export const TAGS: readonly ProductTag[] = ["Exclusive", "New"];
export const TAG_LABELS: Record<ProductTag, MessageId> = { Exclusive: "tag.exclusive", New: "tag.new" };

export const SORTS: readonly AdminProductSort[] = [
  "NAME_ASC",
  "NAME_DESC",
  "NEWEST",
  "OLDEST",
  "UPDATED",
  "BESTSELLING",
  "STOCK_DESC",
  "STOCK_ASC",
  "PRICE_ASC",
  "PRICE_DESC",
];
export const SORT_LABELS: Record<AdminProductSort, MessageId> = {
  NAME_ASC: "admin.products.sort.NAME_ASC",
  NAME_DESC: "admin.products.sort.NAME_DESC",
  NEWEST: "admin.products.sort.NEWEST",
  OLDEST: "admin.products.sort.OLDEST",
  UPDATED: "admin.products.sort.UPDATED",
  BESTSELLING: "admin.products.sort.BESTSELLING",
  STOCK_DESC: "admin.products.sort.STOCK_DESC",
  STOCK_ASC: "admin.products.sort.STOCK_ASC",
  PRICE_ASC: "admin.products.sort.PRICE_ASC",
  PRICE_DESC: "admin.products.sort.PRICE_DESC",
};

/** Categories in tree order (each root, then its subcategories), with the name in `locale`. */
export function categoryOptions<
  C extends { id: string; parentId?: string | null; depth: number; position: number; translations: readonly { locale: string; name: string }[] },
>(all: readonly C[], locale: string): { category: C; name: string }[] {
  const name = (c: C) => c.translations.find((t) => t.locale === locale)?.name ?? c.translations.find((t) => t.locale === "en")?.name ?? c.id;
  const order = (a: C, b: C) => a.position - b.position || Number(a.id) - Number(b.id);
  const out: { category: C; name: string }[] = [];
  for (const root of all.filter((c) => c.parentId == null).sort(order)) {
    out.push({ category: root, name: name(root) });
    for (const child of all.filter((c) => c.parentId === root.id).sort(order)) out.push({ category: child, name: name(child) });
  }
  return out;
}
