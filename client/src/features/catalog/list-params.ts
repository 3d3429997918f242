/**
 * Filters, sort and page of a product listing, kept in the URL's query string so that
 * every listing state is a link (and works without JavaScript):
 *   ?type=games&platform=steam&platform=ps5&genre=RPG&region=EUROPE&min=10&max=50&tag=New&stock=1&sort=PRICE_ASC&page=2
 */
import type { ProductFilterInput, ProductSort, ProductTag, ProductType, ProductsQueryVariables, Region } from "../../gql/graphql";
import type { CurrencyCode } from "../../lib/money";
import type { Locale } from "../../lib/locale";

export const PAGE_SIZE = 24;
export const SORTS: readonly ProductSort[] = ["RELEVANCE", "BESTSELLING", "NEWEST", "PRICE_ASC", "PRICE_DESC", "DISCOUNT"];
export const TAGS: readonly ProductTag[] = ["Exclusive", "New"];
export const TYPES: readonly ProductType[] = ["games", "softwares", "cards", "accounts"];
export const REGIONS: readonly Region[] = ["GLOBAL", "EUROPE", "NORTH_AMERICA", "UNITED_KINGDOM", "ITALY"];
/** The server refuses to skip past this many products; deeper pages are not offered. */
const MAX_PAGE = 400;

export interface ListParams {
  types: ProductType[];
  platforms: string[];
  genres: string[];
  regions: Region[];
  tags: ProductTag[];
  min: number | null;
  max: number | null;
  inStock: boolean;
  sort: ProductSort;
  page: number;
}

/** A price as shoppers type it: digits with up to two decimals after a comma or a point ("20", "20,50", "20.5"). */
const PRICE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

/** The amount of a typed price, or null when it is empty or not a price. */
export function parsePrice(v: string | null): number | null {
  const text = v?.trim() ?? "";
  return PRICE.test(text) ? Math.round(Number(text.replace(",", ".")) * 100) / 100 : null;
}

/** What is wrong with a price range as typed (null: nothing; empty bounds are fine). */
export function priceRangeProblem(min: string, max: string): "invalid" | "order" | null {
  for (const v of [min, max]) if (v.trim() !== "" && parsePrice(v) == null) return "invalid";
  const lo = parsePrice(min);
  const hi = parsePrice(max);
  return lo != null && hi != null && lo > hi ? "order" : null;
}

export function parseListParams(search: URLSearchParams, defaultSort: ProductSort = "RELEVANCE"): ListParams {
  const sort = search.get("sort") as ProductSort | null;
  const page = Number.parseInt(search.get("page") ?? "1", 10);
  const oneOf = <T extends string>(name: string, values: readonly T[]) =>
    [...new Set(search.getAll(name))].filter((v): v is T => (values as readonly string[]).includes(v));
  return {
    types: oneOf("type", TYPES),
    platforms: [...new Set(search.getAll("platform").filter((s) => /^[a-z0-9-]{1,60}$/.test(s)))].slice(0, 20),
    genres: [...new Set(search.getAll("genre").map((g) => g.trim()))].filter((g) => g.length > 0 && g.length <= 60).slice(0, 20),
    regions: oneOf("region", REGIONS),
    tags: oneOf("tag", TAGS),
    min: parsePrice(search.get("min")),
    max: parsePrice(search.get("max")),
    inStock: search.get("stock") === "1",
    sort: sort && SORTS.includes(sort) ? sort : defaultSort,
    page: Number.isFinite(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
  };
}

/** A listing without any filter. */
export const NO_FILTERS: Omit<ListParams, "sort" | "page"> = {
  types: [],
  platforms: [],
  genres: [],
  regions: [],
  tags: [],
  min: null,
  max: null,
  inStock: false,
};

/** How many filters are on (each chosen value, each price bound, in stock). */
export const activeFilterCount = (p: ListParams) =>
  p.types.length +
  p.platforms.length +
  p.genres.length +
  p.regions.length +
  p.tags.length +
  (p.min != null ? 1 : 0) +
  (p.max != null ? 1 : 0) +
  (p.inStock ? 1 : 0);

export function listVariables(
  base: Pick<ProductFilterInput, "categorySlug" | "search"> & { platform?: string },
  p: ListParams,
  locale: Locale,
  currency: CurrencyCode,
): ProductsQueryVariables {
  const filter: ProductFilterInput = {};
  if (base.categorySlug) filter.categorySlug = base.categorySlug;
  if (base.search) filter.search = base.search;
  const platforms = base.platform ? [base.platform] : p.platforms;
  if (platforms.length) filter.platforms = platforms;
  if (p.types.length && !base.categorySlug) filter.types = p.types;
  if (p.genres.length) filter.genres = p.genres;
  if (p.regions.length) filter.regions = p.regions;
  if (p.tags.length) filter.tags = p.tags;
  if (p.min != null || p.max != null) filter.price = { ...(p.min != null ? { min: p.min } : {}), ...(p.max != null ? { max: p.max } : {}) };
  if (p.inStock) filter.inStock = true;
  // The currency always: the price facet's bands are in it.
  return { filter, sort: p.sort, skip: (p.page - 1) * PAGE_SIZE, take: PAGE_SIZE, locale, currency };
}

/** The query string of a listing state (only what differs from the defaults). */
export function listSearch(p: ListParams, defaultSort: ProductSort = "RELEVANCE", keep?: URLSearchParams): string {
  const s = new URLSearchParams();
  if (keep) for (const [k, v] of keep) s.append(k, v);
  for (const t of p.types) s.append("type", t);
  for (const pl of p.platforms) s.append("platform", pl);
  for (const g of p.genres) s.append("genre", g);
  for (const r of p.regions) s.append("region", r);
  for (const t of p.tags) s.append("tag", t);
  if (p.min != null) s.set("min", String(p.min));
  if (p.max != null) s.set("max", String(p.max));
  if (p.inStock) s.set("stock", "1");
  if (p.sort !== defaultSort) s.set("sort", p.sort);
  if (p.page > 1) s.set("page", String(p.page));
  const out = s.toString();
  return out ? `?${out}` : "";
}
