/**
 * A product listing with filters (type, platform, price, genre, region, tags, in stock), each
 * value with how many products of the current result set have it (the list's facets; values
 * with none are left out), the active filters as removable chips, sort and pagination, all in
 * the URL. The filter form is a plain GET form (works without JavaScript); with JavaScript,
 * ticking a box or changing the sort applies at once. Plain elements styled by
 * styles/storefront.css (`.km-listing`, `.km-filter`, `.km-chip`, `.km-btn`).
 */
import { NativeSelect } from "../../components/NativeSelect";
import { useQuery } from "@apollo/client/react";
import { Suspense, useRef, useState, type ReactNode } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { GetForm, getFormUrl } from "../../components/GetForm";
import type { ProductSort, ProductsQuery as ProductsData, ProductsQueryVariables } from "../../gql/graphql";
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon, FilterIcon } from "../../components/icons";
import { T, useT, type MessageId } from "../../i18n";
import { CURRENCY_SYMBOLS, formatPriceBound } from "../../lib/money";
import { useCurrency } from "../../lib/currency";
import { usePreloadImage } from "../../components/head";
import { cardCoverPreload } from "./ProductCard";
import { ProductGrid } from "./ProductGrid";
import { ProductsQuery } from "./catalog.graphql";
import { activeFilterCount, listSearch, NO_FILTERS, PAGE_SIZE, parseListParams, parsePrice, priceRangeProblem, SORTS, type ListParams } from "./list-params";

type Facets = NonNullable<ProductsData["products"]["facets"]>;
type PriceBand = Facets["prices"][number];

interface Option {
  value: string;
  label: ReactNode;
  count: number;
}

/** The values a facet offers: those with products in the result set, and the chosen ones (0 when they have none now). */
function facetOptions(
  values: readonly { value: string; label?: string; count: number }[] | undefined,
  chosen: readonly string[],
  label: (v: string, given?: string) => ReactNode,
): Option[] {
  const options: Option[] = (values ?? []).map((v) => ({ value: v.value, label: label(v.value, v.label), count: v.count }));
  for (const c of chosen) if (!options.some((o) => o.value === c)) options.push({ value: c, label: label(c), count: 0 });
  return options;
}

const TAG_LABELS: Record<string, MessageId> = { New: "tag.new", Exclusive: "tag.exclusive" };

/**
 * Cards rendered with the page: two rows of five on a desktop's first screen (a phone's shows
 * one row of two); the rest of the page's results render as the shopper scrolls near them.
 */
const FIRST_SCREEN_CARDS = 10;

/** The bounds of a price band as the listing sends them (inclusive: a band's max is sent as max − 0.01). */
const bandBounds = (b: Pick<PriceBand, "min" | "max">) => ({
  min: b.min > 0 ? b.min : null,
  max: b.max == null ? null : Math.round((b.max - 0.01) * 100) / 100,
});

const SORT_LABELS: Record<ProductSort, MessageId> = {
  RELEVANCE: "sort.relevance",
  BESTSELLING: "sort.bestselling",
  NEWEST: "sort.newest",
  PRICE_ASC: "sort.priceAsc",
  PRICE_DESC: "sort.priceDesc",
  DISCOUNT: "sort.discount",
};

function FilterGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="km-filter">
      <legend className="km-filter__legend">{title}</legend>
      <div className="km-filter__options">{children}</div>
    </fieldset>
  );
}

/** A filter's checkbox: plain elements (styles/storefront.css), there are some twenty of them per listing. */
function CheckRow({
  name,
  value,
  checked,
  label,
  count,
  onChange,
}: {
  name: string;
  value: string;
  checked: boolean;
  label: ReactNode;
  count?: number;
  onChange(): void;
}) {
  return (
    <label className="km-check">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} onChange={onChange} />
      <span className="km-check__label">{label}</span>
      {count != null && <span className="km-check__count">{count}</span>}
    </label>
  );
}

/** A facet's group of checkboxes; none when the result set has no value for it. */
function FacetGroup({
  title,
  name,
  options,
  chosen,
  onChange,
  scroll,
}: {
  title: ReactNode;
  name: string;
  options: Option[];
  chosen: readonly string[];
  onChange(): void;
  scroll?: boolean;
}) {
  if (options.length === 0) return null;
  const rows = options.map((o) => (
    <CheckRow key={o.value} name={name} value={o.value} checked={chosen.includes(o.value)} label={o.label} count={o.count} onChange={onChange} />
  ));
  return <FilterGroup title={title}>{scroll ? <div className="km-filter__scroll">{rows}</div> : rows}</FilterGroup>;
}

export interface ProductListingProps {
  variables: ProductsQueryVariables;
  params: ListParams;
  defaultSort?: ProductSort;
  /** Whether the platform filter is offered (not on a platform's own page). */
  showPlatforms?: boolean;
  /** Whether the product type filter is offered (not on a category page). */
  showTypes?: boolean;
  /** Query parameters to keep (the search text). */
  keep?: Record<string, string>;
  /** Shown when nothing matches. */
  empty?: ReactNode;
}

export function ProductListing({
  variables,
  params,
  defaultSort = "RELEVANCE",
  showPlatforms = true,
  showTypes = true,
  keep = {},
  empty,
}: ProductListingProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();
  const { currency } = useCurrency();
  const { data, previousData, loading } = useQuery(ProductsQuery, { variables });
  const list = (data ?? previousData)?.products;
  // The first card's cover is usually the page's largest image: the server's <head> preloads it.
  usePreloadImage(cardCoverPreload(list?.items[0]));
  const total = list?.totalItems ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const keepParams = new URLSearchParams(keep);
  const [priceProblem, setPriceProblem] = useState<"invalid" | "order" | null>(null);
  /** Checks the typed prices and writes them as the URL keeps them ("20,50" → "20.5"); false when they are not prices. */
  const pricesReady = (f: HTMLFormElement): boolean => {
    const field = (k: "min" | "max") => f.elements.namedItem(k) as HTMLInputElement | null;
    const problem = priceRangeProblem(field("min")?.value ?? "", field("max")?.value ?? "");
    setPriceProblem(problem);
    if (problem) return false;
    for (const k of ["min", "max"] as const) {
      const input = field(k);
      const value = parsePrice(input?.value ?? null);
      if (input) input.value = value == null ? "" : String(value);
    }
    return true;
  };
  /** To the listing the form describes, its URL written as the links are (no empty or default values). */
  const applyForm = (f: HTMLFormElement | null) => {
    if (!f || !pricesReady(f)) return;
    const fields = new URLSearchParams(getFormUrl(pathname, f, ["page"]).split("?")[1] ?? "");
    navigate(`${pathname}${listSearch(parseListParams(fields, defaultSort), defaultSort, keepParams)}`, { preventScrollReset: true });
  };
  const apply = () => applyForm(form.current);
  const pageHref = (page: number) => `${pathname}${listSearch({ ...params, page }, defaultSort, keepParams)}`;
  const hrefOf = (next: ListParams) => `${pathname}${listSearch({ ...next, page: 1 }, defaultSort, keepParams)}`;
  const activeFilters = activeFilterCount(params);
  const facets = list?.facets;
  const money = (amount: number) => formatPriceBound(amount, currency);
  const bandLabel = (b: Pick<PriceBand, "min" | "max">) =>
    b.min === 0 && b.max != null
      ? t("filters.priceUnder", { max: money(b.max) })
      : b.max == null
        ? t("filters.priceOver", { min: money(b.min) })
        : t("filters.priceBetween", { min: money(b.min), max: money(b.max) });
  const given = (v: string, label?: string) => label ?? v;
  const typeOptions = facetOptions(facets?.types, params.types, given);
  const platformOptions = facetOptions(facets?.platforms, params.platforms, given);
  const genreOptions = facetOptions(facets?.genres, params.genres, given);
  const regionOptions = facetOptions(facets?.regions, params.regions, given);
  const tagOptions = facetOptions(facets?.tags, params.tags, (v) => <T id={TAG_LABELS[v] ?? "tag.new"} />);
  const labelOf = (options: Option[], value: string) => options.find((o) => o.value === value)?.label ?? value;
  const without = <K extends "types" | "platforms" | "genres" | "regions" | "tags">(key: K, value: string) =>
    hrefOf({ ...params, [key]: (params[key] as string[]).filter((x) => x !== value) });

  /** The active filters as chips, each a link to the listing without it. */
  const chips: { key: string; label: ReactNode; href: string }[] = [
    ...params.types.map((v) => ({ key: `type-${v}`, label: labelOf(typeOptions, v), href: without("types", v) })),
    ...params.platforms.map((v) => ({ key: `platform-${v}`, label: labelOf(platformOptions, v), href: without("platforms", v) })),
    ...params.genres.map((v) => ({ key: `genre-${v}`, label: v, href: without("genres", v) })),
    ...params.regions.map((v) => ({ key: `region-${v}`, label: labelOf(regionOptions, v), href: without("regions", v) })),
    ...params.tags.map((v) => ({ key: `tag-${v}`, label: labelOf(tagOptions, v), href: without("tags", v) })),
  ];
  if (params.min != null || params.max != null) {
    const label =
      params.min != null && params.max != null
        ? t("filters.priceBetween", { min: money(params.min), max: money(params.max) })
        : params.min != null
          ? t("filters.priceOver", { min: money(params.min) })
          : t("filters.priceUpTo", { max: money(params.max!) });
    chips.push({ key: "price", label, href: hrefOf({ ...params, min: null, max: null }) });
  }
  if (params.inStock) chips.push({ key: "stock", label: <T id="filters.inStock" />, href: hrefOf({ ...params, inStock: false }) });
  const clearHref = hrefOf({ ...params, ...NO_FILTERS });

  const filters = (
    <div className="km-filters">
      {showTypes && <FacetGroup title={<T id="filters.type" />} name="type" options={typeOptions} chosen={params.types} onChange={apply} />}
      {showPlatforms && (
        <FacetGroup title={<T id="filters.platform" />} name="platform" options={platformOptions} chosen={params.platforms} onChange={apply} scroll />
      )}
      <FilterGroup title={<T id="filters.price" values={{ symbol: CURRENCY_SYMBOLS[currency] }} />}>
        {facets && facets.prices.length > 0 && (
          <ul className="km-bands">
            {facets.prices.map((b) => {
              const bounds = bandBounds(b);
              const active = params.min === bounds.min && params.max === bounds.max;
              return (
                <li key={b.min}>
                  <RouterLink
                    to={hrefOf({ ...params, ...(active ? { min: null, max: null } : bounds) })}
                    preventScrollReset
                    className="km-band"
                    aria-current={active ? "true" : undefined}
                    data-testid="price-band"
                  >
                    <span>{bandLabel(b)}</span>
                    <span className="km-check__count">{b.count}</span>
                  </RouterLink>
                </li>
              );
            })}
          </ul>
        )}
        <div className="km-filter__range">
          {(["min", "max"] as const).map((k) => (
            <label key={k} className="km-filter__bound">
              <T id={k === "min" ? "filters.min" : "filters.max"} />
              {/* Text, not number: "20,50" is a price here whatever the browser's language. */}
              <input
                name={k}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={params[k] ?? ""}
                aria-invalid={priceProblem != null}
                aria-describedby={priceProblem ? "price-problem" : undefined}
                className="km-input"
                data-testid={`price-${k}`}
              />
            </label>
          ))}
        </div>
        {priceProblem && (
          <p id="price-problem" role="alert" className="km-filter__error" data-testid="price-problem">
            <T id={priceProblem === "order" ? "filters.priceOrder" : "filters.priceInvalid"} />
          </p>
        )}
      </FilterGroup>
      <FacetGroup title={<T id="filters.genre" />} name="genre" options={genreOptions} chosen={params.genres} onChange={apply} scroll />
      <FacetGroup title={<T id="filters.region" />} name="region" options={regionOptions} chosen={params.regions} onChange={apply} />
      <FacetGroup title={<T id="filters.tags" />} name="tag" options={tagOptions} chosen={params.tags} onChange={apply} />
      <FilterGroup title={<T id="filters.availability" />}>
        <CheckRow name="stock" value="1" checked={params.inStock} label={<T id="filters.inStock" />} count={facets?.inStock} onChange={apply} />
      </FilterGroup>
      <div className="km-filters__actions">
        <button type="submit" className="km-btn km-btn--sm km-btn--solid">
          <T id="filters.apply" />
        </button>
        {activeFilters > 0 && (
          <RouterLink to={clearHref} preventScrollReset className="km-btn km-btn--sm km-btn--outline">
            <T id="filters.clear" />
          </RouterLink>
        )}
      </div>
    </div>
  );

  return (
    <GetForm
      ref={form}
      action={pathname}
      preventScrollReset
      key={`${pathname}?${listSearch(params, defaultSort, keepParams)}`}
      onSubmit={(e) => {
        e.preventDefault();
        applyForm(e.currentTarget);
      }}
    >
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <div className="km-listing">
        <aside aria-label={t("filters.title")}>
          {/* One set of filters: a drawer on phones and tablets, an open column on wide screens (storefront.css). */}
          <details className="km-listing__filters">
            <summary>
              <FilterIcon />
              <T id="filters.title" />
              {activeFilters > 0 && <span className="km-listing__active">({activeFilters})</span>}
            </summary>
            <div className="km-listing__filters-body">{filters}</div>
          </details>
        </aside>
        <div className="km-listing__main">
          <div className="km-listing__bar">
            <p className="km-listing__count" aria-live="polite" data-testid="result-count">
              {list ? <T id="listing.count" values={{ count: total }} /> : <T id="common.loading" />}
            </p>
            <NativeSelect name="sort" aria-label={t("sort.label")} defaultValue={params.sort} onChange={apply}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(SORT_LABELS[s])}
                </option>
              ))}
            </NativeSelect>
          </div>
          {chips.length > 0 && (
            <ul className="km-chips" aria-label={t("filters.active")} data-testid="filter-chips">
              {chips.map((c) => (
                <li key={c.key}>
                  <RouterLink to={c.href} preventScrollReset className="km-chip" data-testid="filter-chip">
                    <span>{c.label}</span>
                    <span className="km-sr-only">
                      <T id="filters.remove" />
                    </span>
                    <CloseIcon size="14px" strokeWidth="2.5" />
                  </RouterLink>
                </li>
              ))}
              {chips.length > 1 && (
                <li>
                  <RouterLink to={clearHref} preventScrollReset className="km-link km-chips__clear">
                    <T id="filters.clearAll" />
                  </RouterLink>
                </li>
              )}
            </ul>
          )}
          <div className={loading && !data ? "km-listing__results km-listing__results--loading" : "km-listing__results"}>
            <Suspense>
              {list && list.items.length > 0 ? (
                <ProductGrid products={list.items} eager={2} first={FIRST_SCREEN_CARDS} />
              ) : list ? (
                (empty ?? <EmptyResults />)
              ) : null}
            </Suspense>
          </div>
          {pages > 1 && <Pagination page={params.page} pages={pages} href={pageHref} />}
        </div>
      </div>
    </GetForm>
  );
}

function EmptyResults() {
  return (
    <div className="km-panel km-empty">
      <p className="km-empty__title">
        <T id="listing.empty.title" />
      </p>
      <p className="km-muted">
        <T id="listing.empty.text" />
      </p>
    </div>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href(page: number): string }) {
  const t = useT();
  const shown = [...new Set([1, page - 1, page, page + 1, pages].filter((p) => p >= 1 && p <= pages))].sort((a, b) => a - b);
  const item = "km-btn km-btn--sm";
  return (
    <nav aria-label={t("pagination.label")} className="km-pagination">
      {page > 1 && (
        <RouterLink to={href(page - 1)} rel="prev" className={`${item} km-btn--outline`} aria-label={t("pagination.previous")}>
          <ChevronLeftIcon />
        </RouterLink>
      )}
      {shown.map((p, i) => (
        <span key={p} className="km-pagination__item">
          {i > 0 && shown[i - 1]! < p - 1 && <span className="km-pagination__gap">…</span>}
          <RouterLink
            to={href(p)}
            aria-current={p === page ? "page" : undefined}
            aria-label={t("pagination.page", { page: p })}
            className={p === page ? `${item} km-btn--solid` : `${item} km-btn--outline km-palette-gray`}
          >
            {p}
          </RouterLink>
        </span>
      ))}
      {page < pages && (
        <RouterLink to={href(page + 1)} rel="next" className={`${item} km-btn--outline`} aria-label={t("pagination.next")}>
          <ChevronRightIcon />
        </RouterLink>
      )}
    </nav>
  );
}
