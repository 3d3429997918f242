/**
 * A product listing with filters (platform, price range, tags, in stock), sort and
 * pagination, all in the URL. The filter form is a plain GET form (works without
 * JavaScript); with JavaScript, ticking a box or changing the sort applies at once.
 * Plain elements styled by styles/storefront.css (`.km-listing`, `.km-filter`, `.km-btn`).
 */
import { NativeSelect } from "../../components/NativeSelect";
import { useQuery } from "@apollo/client/react";
import { Suspense, useRef, useState, type ReactNode } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { GetForm, getFormUrl } from "../../components/GetForm";
import type { LayoutQuery, ProductSort, ProductsQueryVariables } from "../../gql/graphql";
import { ChevronLeftIcon, ChevronRightIcon, FilterIcon } from "../../components/icons";
import { T, useT, type MessageId } from "../../i18n";
import { CURRENCY_SYMBOLS } from "../../lib/money";
import { useCurrency } from "../../lib/currency";
import { ProductGrid } from "./ProductGrid";
import { ProductsQuery } from "./catalog.graphql";
import { listSearch, PAGE_SIZE, parseListParams, parsePrice, priceRangeProblem, SORTS, TAGS, type ListParams } from "./list-params";

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
function CheckRow({ name, value, checked, label, onChange }: { name: string; value: string; checked: boolean; label: ReactNode; onChange(): void }) {
  return (
    <label className="km-check">
      <input type="checkbox" name={name} value={value} defaultChecked={checked} onChange={onChange} />
      {label}
    </label>
  );
}

export interface ProductListingProps {
  variables: ProductsQueryVariables;
  params: ListParams;
  defaultSort?: ProductSort;
  /** Platforms offered as a filter (none on a platform's own page). */
  platforms?: LayoutQuery["platforms"];
  /** Query parameters to keep (the search text). */
  keep?: Record<string, string>;
  /** Shown when nothing matches. */
  empty?: ReactNode;
}

export function ProductListing({ variables, params, defaultSort = "RELEVANCE", platforms = [], keep = {}, empty }: ProductListingProps) {
  const t = useT();
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const { pathname } = useLocation();
  const { currency } = useCurrency();
  const { data, previousData, loading } = useQuery(ProductsQuery, { variables });
  const list = (data ?? previousData)?.products;
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
  const activeFilters = params.platforms.length + params.tags.length + (params.min != null ? 1 : 0) + (params.max != null ? 1 : 0) + (params.inStock ? 1 : 0);

  const filters = (
    <div className="km-filters">
      {platforms.length > 0 && (
        <FilterGroup title={<T id="filters.platform" />}>
          <div className="km-filter__scroll">
            {platforms.map((p) => (
              <CheckRow key={p.id} name="platform" value={p.slug} checked={params.platforms.includes(p.slug)} label={p.name} onChange={apply} />
            ))}
          </div>
        </FilterGroup>
      )}
      <FilterGroup title={<T id="filters.price" values={{ symbol: CURRENCY_SYMBOLS[currency] }} />}>
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
      <FilterGroup title={<T id="filters.tags" />}>
        {TAGS.map((tag) => (
          <CheckRow
            key={tag}
            name="tag"
            value={tag}
            checked={params.tags.includes(tag)}
            label={<T id={tag === "New" ? "tag.new" : "tag.exclusive"} />}
            onChange={apply}
          />
        ))}
      </FilterGroup>
      <FilterGroup title={<T id="filters.availability" />}>
        <CheckRow name="stock" value="1" checked={params.inStock} label={<T id="filters.inStock" />} onChange={apply} />
      </FilterGroup>
      <div className="km-filters__actions">
        <button type="submit" className="km-btn km-btn--sm km-btn--solid">
          <T id="filters.apply" />
        </button>
        {activeFilters > 0 && (
          <RouterLink
            to={`${pathname}${listSearch({ platforms: [], tags: [], min: null, max: null, inStock: false, sort: params.sort, page: 1 }, defaultSort, keepParams)}`}
            preventScrollReset
            className="km-btn km-btn--sm km-btn--outline"
          >
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
          <div className={loading && !data ? "km-listing__results km-listing__results--loading" : "km-listing__results"}>
            <Suspense>{list && list.items.length > 0 ? <ProductGrid products={list.items} eager={2} /> : list ? (empty ?? <EmptyResults />) : null}</Suspense>
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
