/**
 * /admin/products: the catalogue, a page at a time, hidden products included. Searched over
 * names (either language), slugs and ids; filtered by category (with its subcategories),
 * platform, visibility, pre-order state, region and stock; sorted by name, dates, sales, stock or
 * best price. The search, filters, sort, page and page size live in the query string. Each row
 * opens the product's editor (/admin/products/:id); rows can be selected (one by one or the whole
 * page) for the bulk edit bar. The header links to a new product and to the sellers' proposals
 * waiting for a decision. Built on the console list kit.
 */
import { Badge, Box, Button, chakra, Flex, Grid, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useMemo, useState } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import { imageSources } from "../../../components/ResponsiveImage";
import type { AdminProductSort, AdminProductsQuery as AdminProductsData, PreOrderState, Region } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { formatMoney } from "../../../lib/money";
import { ConsoleList } from "../../console/ConsoleList";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import type { ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { useCan } from "../permissions";
import { ProductBulkEditBar } from "./bulk/ProductBulkEditBar";
import { categoryOptions, PRE_ORDER_LABELS, PRE_ORDER_STATES, REGION_LABELS, REGIONS, SORT_LABELS, SORTS } from "./labels";
import { AdminProductChoicesQuery, AdminProductsQuery, WaitingProposalsCountQuery } from "./products.graphql";

type Filter = "q" | "category" | "platform" | "status" | "preorder" | "region" | "stock";

/** Page sizes, the search (`?q=`), the filters and the sort (`?sort=NEWEST`). */
export const PRODUCTS_LIST: ListSpec<Filter, AdminProductSort> = {
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  filters: {
    q: {},
    category: {},
    platform: {},
    status: { values: ["shown", "hidden"] },
    preorder: { values: PRE_ORDER_STATES },
    region: { values: REGIONS },
    stock: { values: ["in", "out"] },
  },
  sorts: SORTS,
};

type Row = AdminProductsData["adminProducts"]["items"][number];

/** The filters' selects fill their grid cell (the select's own style sizes it to its text). */
const FULL_WIDTH_SELECT = { "& .km-select, & .km-select__field": { width: "100%", minWidth: 0 } } as const;

const idOrNull = (v: string) => (/^\d{1,10}$/.test(v) ? v : null);

/** The link to the sellers' proposals, with how many wait for a decision. */
function ProposalsLink({ locale }: { locale: "en" | "it" }) {
  const allowed = useCan();
  const { data } = useQuery(WaitingProposalsCountQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first", skip: !allowed("proposals:info") });
  if (!allowed("proposals:info")) return null;
  const waiting = data?.productProposals.totalItems ?? null;
  return (
    <Button asChild size="sm" variant="outline" colorPalette={waiting ? "orange" : undefined}>
      <RouterLink to={localePath(locale, "/admin/proposals")} data-testid="products-proposals">
        <T id="admin.products.proposals" />
        {waiting != null && (
          <Badge
            colorPalette="orange"
            variant={waiting > 0 ? "solid" : "subtle"}
            rounded="full"
            minW="5"
            justifyContent="center"
            data-testid="products-proposals-count"
          >
            {waiting}
          </Badge>
        )}
      </RouterLink>
    </Button>
  );
}

function Select({
  id,
  label,
  value,
  onChange,
  children,
  testId,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
  children: React.ReactNode;
  testId: string;
}) {
  return (
    <Stack gap="1" minW="0" css={FULL_WIDTH_SELECT}>
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
        {label}
      </chakra.label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.currentTarget.value)} data-testid={testId}>
        {children}
      </NativeSelect>
    </Stack>
  );
}

export function AdminProductsPage() {
  const t = useT();
  const intl = useIntl();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const client = useApolloClient();
  const allowed = useCan();
  const state = useListState(PRODUCTS_LIST);
  const f = state.filters;
  const variables = {
    search: f.q || null,
    categoryId: idOrNull(f.category),
    platformId: idOrNull(f.platform),
    enabled: f.status === "shown" ? true : f.status === "hidden" ? false : null,
    preOrder: (f.preorder || null) as PreOrderState | null,
    region: (f.region || null) as Region | null,
    inStock: f.stock === "in" ? true : f.stock === "out" ? false : null,
    sort: state.sort ?? "NAME_ASC",
    locale,
    skip: state.skip,
    take: state.take,
  };
  const list = useServerList(AdminProductsQuery, variables, (d) => d.adminProducts, state);
  const { data: choices } = useQuery(AdminProductChoicesQuery, { variables: { locale }, fetchPolicy: "cache-first" });
  const categories = useMemo(() => categoryOptions(choices?.adminCategories ?? [], locale), [choices, locale]);

  // The selection holds rows of the page shown: a new page, filter or sort starts afresh.
  const listKey = JSON.stringify(variables);
  const [selection, setSelection] = useState<{ key: string; ids: string[] }>({ key: listKey, ids: [] });
  const selected = selection.key === listKey ? selection.ids : [];
  const setSelected = (next: string[] | ((ids: string[]) => string[])) =>
    setSelection({ key: listKey, ids: typeof next === "function" ? next(selected) : next });
  const pageIds = list.rows?.map((r) => r.id) ?? [];
  const allOnPage = pageIds.length > 0 && pageIds.every((id) => selected.includes(id));
  const someOnPage = pageIds.some((id) => selected.includes(id));
  const toggle = (id: string, on: boolean) => setSelected((s) => (on ? [...new Set([...s, id])] : s.filter((x) => x !== id)));
  const bulkDone = () => {
    setSelected([]);
    client.refetchQueries({ include: ["AdminProducts"] }).catch(() => undefined);
  };

  const editPath = (p: Row) => localePath(locale, `/admin/products/${p.id}`);
  const back = { list: location.search };
  const filtered = Object.entries(f).some(([k, v]) => k !== "q" && v);

  const columns: ConsoleColumn<Row>[] = [
    ...(allowed("products:edit")
      ? [
          {
            id: "select",
            header: (
              <chakra.input
                type="checkbox"
                aria-label={t("admin.products.selectPage")}
                checked={allOnPage}
                ref={(el: HTMLInputElement | null) => {
                  if (el) el.indeterminate = someOnPage && !allOnPage;
                }}
                onChange={(e) =>
                  setSelected(e.currentTarget.checked ? [...new Set([...selected, ...pageIds])] : selected.filter((id) => !pageIds.includes(id)))
                }
                disabled={pageIds.length === 0}
                accentColor="var(--chakra-colors-color-palette-solid)"
                w="4"
                h="4"
                data-testid="products-select-page"
              />
            ),
            cell: (p: Row) => (
              <chakra.input
                type="checkbox"
                aria-label={t("admin.products.selectOne", { name: p.name })}
                checked={selected.includes(p.id)}
                onChange={(e) => toggle(p.id, e.currentTarget.checked)}
                accentColor="var(--chakra-colors-color-palette-solid)"
                w="4"
                h="4"
                data-testid="product-select"
              />
            ),
            cellProps: () => ({ w: "8" }),
          } satisfies ConsoleColumn<Row>,
        ]
      : []),
    {
      id: "product",
      header: t("admin.products.product"),
      card: "title",
      cell: (p) => (
        <HStack gap="3" minW="0" align="center">
          <chakra.img src={imageSources(p.coverImage).src} alt="" loading="lazy" w="9" h="12" objectFit="cover" rounded="sm" flexShrink={0} bg="bg.muted" />
          <Stack gap="0" minW={{ base: "0", sm: "48" }} whiteSpace="normal">
            <Link asChild fontWeight="semibold" color="colorPalette.fg" overflowWrap="anywhere">
              <RouterLink to={editPath(p)} state={back} data-testid="product-link">
                {p.name}
              </RouterLink>
            </Link>
            <Text as="span" fontSize="xs" color="fg.muted" overflowWrap="anywhere" title={p.slug}>
              #{p.id} · {p.slug}
            </Text>
          </Stack>
        </HStack>
      ),
      cellProps: () => ({ maxW: { sm: "80" } }),
    },
    {
      id: "placement",
      header: t("admin.products.placement"),
      card: "line",
      cell: (p) => (
        <Stack gap="0" fontSize="sm">
          <span>{p.categoryName}</span>
          <Text as="span" fontSize="xs" color="fg.muted">
            {p.platformName} · {t(REGION_LABELS[p.region])}
          </Text>
        </Stack>
      ),
    },
    {
      id: "state",
      header: t("admin.products.state"),
      cell: (p) => (
        <Stack gap="1" align="flex-start">
          <HStack gap="1" wrap="wrap">
            <Badge colorPalette={p.enabled ? "green" : "gray"} variant="subtle" data-testid="product-enabled">
              <T id={p.enabled ? "admin.products.shown" : "admin.products.hidden"} />
            </Badge>
            {p.preOrder !== "None" && (
              <Badge colorPalette="purple" variant="outline">
                <T id={PRE_ORDER_LABELS[p.preOrder]} />
              </Badge>
            )}
          </HStack>
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            <time dateTime={p.updatedAt}>
              <T id="admin.products.updatedOn" values={{ date: intl.formatDate(p.updatedAt, { dateStyle: "medium" }) }} />
            </time>
          </Text>
        </Stack>
      ),
    },
    {
      id: "stock",
      header: t("admin.products.stockPrice"),
      cell: (p) => (
        <Flex direction={{ base: "row", sm: "column" }} gap={{ base: "1.5", sm: "0" }} fontSize="sm" wrap="wrap" whiteSpace={{ sm: "nowrap" }}>
          <Text as="span" color={p.stock > 0 ? undefined : "fg.error"}>
            <T id="admin.products.keys" values={{ keys: p.stock }} />
            {p.bestPrice.eur != null && (
              <Text as="span" fontWeight="semibold" data-testid="product-best-price">
                {" · "}
                {formatMoney(p.bestPrice.eur, "EUR")}
              </Text>
            )}
          </Text>
          <Text as="span" fontSize={{ sm: "xs" }} color="fg.muted">
            <T id="admin.products.offers" values={{ offers: p.offerCount }} /> · <T id="admin.products.sold" values={{ sold: p.salesCount }} />
          </Text>
        </Flex>
      ),
    },
    {
      id: "actions",
      header: t("admin.products.actions"),
      card: "actions",
      cell: (p) => (
        <Button asChild size="xs" variant="ghost">
          <RouterLink to={editPath(p)} state={back} aria-label={t("admin.products.editOne", { name: p.name })} data-testid="product-edit">
            <T id={allowed("products:edit") ? "admin.products.edit" : "admin.products.open"} />
          </RouterLink>
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-products">
      <Flex gap="3" justify="flex-end">
        <HStack gap="2" wrap="wrap">
          <ProposalsLink locale={locale} />
          {allowed("products:add") && (
            <Button asChild size="sm">
              <RouterLink to={localePath(locale, "/admin/products/new")} state={back} data-testid="products-new">
                <T id="admin.products.new" />
              </RouterLink>
            </Button>
          )}
        </HStack>
      </Flex>
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <ConsoleSearch
          label={t("admin.products.search")}
          placeholder={t("admin.products.searchPlaceholder")}
          value={f.q}
          onSearch={(q) => state.update({ filters: { q } })}
          data-testid="products-search"
        />
        <Box minW={{ md: "56" }}>
          <Select
            id="products-sort"
            label={t("admin.products.sortLabel")}
            value={state.sort ?? "NAME_ASC"}
            onChange={(v) => state.update({ sort: v as AdminProductSort })}
            testId="products-sort"
          >
            {SORTS.map((s) => (
              <option key={s} value={s}>
                {t(SORT_LABELS[s])}
              </option>
            ))}
          </Select>
        </Box>
      </Flex>
      <Grid
        templateColumns={{ base: "repeat(2, minmax(0, 1fr))", md: "repeat(3, minmax(0, 1fr))", xl: "repeat(6, minmax(0, 1fr))" }}
        gap="3"
        data-testid="products-filters"
      >
        <Select
          id="products-category"
          label={t("admin.products.category")}
          value={f.category}
          onChange={(v) => state.update({ filters: { category: v } })}
          testId="products-category"
        >
          <option value="">{t("admin.products.anyCategory")}</option>
          {categories.map(({ category, name }) => (
            <option key={category.id} value={category.id}>
              {category.depth > 0 ? `\u00a0\u00a0${name}` : name}
            </option>
          ))}
        </Select>
        <Select
          id="products-platform"
          label={t("admin.products.platform")}
          value={f.platform}
          onChange={(v) => state.update({ filters: { platform: v } })}
          testId="products-platform"
        >
          <option value="">{t("admin.products.anyPlatform")}</option>
          {(choices?.platforms ?? []).map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </Select>
        <Select
          id="products-status"
          label={t("admin.products.visibility")}
          value={f.status}
          onChange={(v) => state.update({ filters: { status: v } })}
          testId="products-status"
        >
          <option value="">{t("admin.products.anyVisibility")}</option>
          <option value="shown">{t("admin.products.shown")}</option>
          <option value="hidden">{t("admin.products.hidden")}</option>
        </Select>
        <Select
          id="products-preorder"
          label={t("admin.products.preOrderLabel")}
          value={f.preorder}
          onChange={(v) => state.update({ filters: { preorder: v } })}
          testId="products-preorder"
        >
          <option value="">{t("admin.products.anyPreOrder")}</option>
          {PRE_ORDER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(PRE_ORDER_LABELS[s])}
            </option>
          ))}
        </Select>
        <Select
          id="products-region"
          label={t("admin.products.region")}
          value={f.region}
          onChange={(v) => state.update({ filters: { region: v } })}
          testId="products-region"
        >
          <option value="">{t("admin.products.anyRegion")}</option>
          {REGIONS.map((r) => (
            <option key={r} value={r}>
              {t(REGION_LABELS[r])}
            </option>
          ))}
        </Select>
        <Select
          id="products-stock"
          label={t("admin.products.stockFilter")}
          value={f.stock}
          onChange={(v) => state.update({ filters: { stock: v } })}
          testId="products-stock"
        >
          <option value="">{t("admin.products.anyStock")}</option>
          <option value="in">{t("admin.products.inStock")}</option>
          <option value="out">{t("admin.products.outOfStock")}</option>
        </Select>
      </Grid>
      <Flex gap="3" justify="space-between" align="center" wrap="wrap">
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="products-count">
          {list.rows && !list.pastEnd && <T id="admin.products.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
        {allowed("products:edit") && pageIds.length > 0 && (
          <chakra.label hideFrom="sm" display="flex" alignItems="center" gap="2" fontSize="sm">
            <chakra.input
              type="checkbox"
              checked={allOnPage}
              onChange={(e) => setSelected(e.currentTarget.checked ? [...new Set([...selected, ...pageIds])] : selected.filter((id) => !pageIds.includes(id)))}
              accentColor="var(--chakra-colors-color-palette-solid)"
              w="4"
              h="4"
            />
            <T id="admin.products.selectPage" />
          </chakra.label>
        )}
        {filtered && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => state.update({ filters: { category: "", platform: "", status: "", preorder: "", region: "", stock: "" } })}
            data-testid="products-clear"
          >
            <T id="admin.products.clearFilters" />
          </Button>
        )}
      </Flex>
      <ProductBulkEditBar selectedIds={selected} onDone={bulkDone} />
      <ConsoleList
        list={list}
        state={state}
        pageSizes={PRODUCTS_LIST.pageSizes}
        prefix="products"
        caption={<T id="admin.products.caption" />}
        columns={columns}
        rowKey={(p) => p.id}
        rowProps={(p): Record<`data-${string}`, string> => (selected.includes(p.id) ? { "data-product": p.id, "data-selected": "" } : { "data-product": p.id })}
        empty={<T id="admin.products.empty" />}
        data-testid="products-table"
      />
    </Stack>
  );
}
