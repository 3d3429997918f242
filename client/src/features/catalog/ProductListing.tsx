/**
 * A product listing with filters (platform, price range, tags, in stock), sort and
 * pagination, all in the URL. The filter form is a plain GET form (works without
 * JavaScript); with JavaScript, ticking a box or changing the sort applies at once.
 */
import { Box, Button, chakra, Flex, Grid, HStack, Stack, Text } from "@chakra-ui/react";
import { NativeSelect } from "../../components/NativeSelect";
import { useQuery } from "@apollo/client/react";
import { Suspense, useRef, type ReactNode } from "react";
import { Link as RouterLink, useLocation, useNavigate } from "react-router";
import { GetForm, getFormUrl } from "../../components/GetForm";
import type { LayoutQuery, ProductSort, ProductsQueryVariables } from "../../gql/graphql";
import { ChevronLeftIcon, ChevronRightIcon, FilterIcon } from "../../components/icons";
import { T, useT, type MessageId } from "../../i18n";
import { CURRENCY_SYMBOLS } from "../../lib/money";
import { useCurrency } from "../../lib/currency";
import { ProductGrid } from "./ProductGrid";
import { ProductsQuery } from "./catalog.graphql";
import { listSearch, PAGE_SIZE, SORTS, TAGS, type ListParams } from "./list-params";

const SORT_LABELS: Record<ProductSort, MessageId> = {
  RELEVANCE: "sort.relevance",
  BESTSELLING: "sort.bestselling",
  NEWEST: "sort.newest",
  PRICE_ASC: "sort.priceAsc",
  PRICE_DESC: "sort.priceDesc",
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
  const apply = () => {
    if (form.current) navigate(getFormUrl(pathname, form.current, ["page"]), { preventScrollReset: true });
  };
  const pageHref = (page: number) => `${pathname}${listSearch({ ...params, page }, defaultSort, keepParams)}`;
  const activeFilters = params.platforms.length + params.tags.length + (params.min != null ? 1 : 0) + (params.max != null ? 1 : 0) + (params.inStock ? 1 : 0);

  const filters = (
    <Stack gap="4">
      {platforms.length > 0 && (
        <FilterGroup title={<T id="filters.platform" />}>
          <Box maxH={{ lg: "72" }} overflowY="auto" pe="1">
            {platforms.map((p) => (
              <CheckRow key={p.id} name="platform" value={p.slug} checked={params.platforms.includes(p.slug)} label={p.name} onChange={apply} />
            ))}
          </Box>
        </FilterGroup>
      )}
      <FilterGroup title={<T id="filters.price" values={{ symbol: CURRENCY_SYMBOLS[currency] }} />}>
        <HStack gap="2">
          {(["min", "max"] as const).map((k) => (
            <chakra.label key={k} flex="1" fontSize="xs" color="fg.muted">
              <T id={k === "min" ? "filters.min" : "filters.max"} />
              <chakra.input
                name={k}
                type="number"
                inputMode="decimal"
                min="0"
                step="0.01"
                defaultValue={params[k] ?? ""}
                display="block"
                w="full"
                mt="1"
                h="9"
                px="2"
                rounded="l2"
                borderWidth="1px"
                borderColor="border"
                bg="bg"
                color="fg"
                fontSize="sm"
              />
            </chakra.label>
          ))}
        </HStack>
      </FilterGroup>
      <FilterGroup title={<T id="filters.tags" />}>
        {TAGS.map((tag) => (
          <CheckRow key={tag} name="tag" value={tag} checked={params.tags.includes(tag)} label={<T id={tag === "New" ? "tag.new" : "tag.exclusive"} />} onChange={apply} />
        ))}
      </FilterGroup>
      <FilterGroup title={<T id="filters.availability" />}>
        <CheckRow name="stock" value="1" checked={params.inStock} label={<T id="filters.inStock" />} onChange={apply} />
      </FilterGroup>
      <HStack gap="2">
        <Button type="submit" size="sm" flex="1">
          <T id="filters.apply" />
        </Button>
        {activeFilters > 0 && (
          <Button asChild size="sm" variant="outline" flex="1">
            <RouterLink to={`${pathname}${listSearch({ platforms: [], tags: [], min: null, max: null, inStock: false, sort: params.sort, page: 1 }, defaultSort, keepParams)}`} preventScrollReset>
              <T id="filters.clear" />
            </RouterLink>
          </Button>
        )}
      </HStack>
    </Stack>
  );

  return (
    <GetForm ref={form} action={pathname} preventScrollReset key={`${pathname}?${listSearch(params, defaultSort, keepParams)}`}>
      {Object.entries(keep).map(([k, v]) => (
        <input key={k} type="hidden" name={k} value={v} />
      ))}
      <Grid templateColumns={{ base: "minmax(0, 1fr)", lg: "240px minmax(0, 1fr)" }} gap={{ base: "4", lg: "8" }} alignItems="start">
        <Box as="aside" aria-label={t("filters.title")}>
          <chakra.details display={{ lg: "none" }} bg="bg.panel" borderWidth="1px" borderColor="border.muted" rounded="l3" px="4" py="3">
            <chakra.summary cursor="pointer" fontWeight="semibold" display="flex" alignItems="center" gap="2">
              <FilterIcon />
              <T id="filters.title" />
              {activeFilters > 0 && <Text as="span" color="colorPalette.fg">({activeFilters})</Text>}
            </chakra.summary>
            <Box pt="3">{filters}</Box>
          </chakra.details>
          <Box display={{ base: "none", lg: "block" }} position="sticky" top="4">
            {filters}
          </Box>
        </Box>
        <Box minW="0">
          <Flex justify="space-between" align="center" gap="3" mb="4" wrap="wrap">
            <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="result-count">
              {list ? <T id="listing.count" values={{ count: total }} /> : <T id="common.loading" />}
            </Text>
            <NativeSelect name="sort" aria-label={t("sort.label")} defaultValue={params.sort} onChange={apply}>
              {SORTS.map((s) => (
                <option key={s} value={s}>
                  {t(SORT_LABELS[s])}
                </option>
              ))}
            </NativeSelect>
          </Flex>
          <Box opacity={loading && !data ? 0.6 : 1} transition="opacity 0.2s">
            <Suspense>{list && list.items.length > 0 ? <ProductGrid products={list.items} eager={2} /> : list ? empty ?? <EmptyResults /> : null}</Suspense>
          </Box>
          {pages > 1 && <Pagination page={params.page} pages={pages} href={pageHref} />}
        </Box>
      </Grid>
    </GetForm>
  );
}

function EmptyResults() {
  return (
    <Box textAlign="center" py="16" px="6" bg="bg.panel" rounded="l3" borderWidth="1px" borderColor="border.muted">
      <Text fontWeight="semibold" fontSize="lg">
        <T id="listing.empty.title" />
      </Text>
      <Text color="fg.muted" mt="1">
        <T id="listing.empty.text" />
      </Text>
    </Box>
  );
}

function Pagination({ page, pages, href }: { page: number; pages: number; href(page: number): string }) {
  const t = useT();
  const shown = [...new Set([1, page - 1, page, page + 1, pages].filter((p) => p >= 1 && p <= pages))].sort((a, b) => a - b);
  const item = { size: "sm", variant: "outline", minW: "9" } as const;
  return (
    <HStack as="nav" aria-label={t("pagination.label")} justify="center" gap="1.5" mt="8" wrap="wrap">
      {page > 1 && (
        <Button asChild {...item} aria-label={t("pagination.previous")}>
          <RouterLink to={href(page - 1)} rel="prev">
            <ChevronLeftIcon />
          </RouterLink>
        </Button>
      )}
      {shown.map((p, i) => (
        <HStack key={p} gap="1.5">
          {i > 0 && shown[i - 1]! < p - 1 && (
            <Text as="span" color="fg.muted" px="1">
              …
            </Text>
          )}
          <Button asChild {...item} variant={p === page ? "solid" : "outline"} colorPalette={p === page ? undefined : "gray"}>
            <RouterLink to={href(p)} aria-current={p === page ? "page" : undefined} aria-label={t("pagination.page", { page: p })}>
              {p}
            </RouterLink>
          </Button>
        </HStack>
      ))}
      {page < pages && (
        <Button asChild {...item} aria-label={t("pagination.next")}>
          <RouterLink to={href(page + 1)} rel="next">
            <ChevronRightIcon />
          </RouterLink>
        </Button>
      )}
    </HStack>
  );
}
