/**
 * /admin/sellers: the seller shops, a page at a time (page, page size, search and state in the
 * query string), searched over shop name, company, VAT number and emails. The approval queue
 * (state Waiting: new shops, oldest first) is a preset of its own with its count. Each row
 * shows the shop, its owner, its state, its commission and its offers, and opens the shop
 * (/admin/sellers/:id) where the decisions are taken. Built on the console list kit.
 */
import { Badge, Button, chakra, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import type { AdminSellersQuery as AdminSellersData, EnabledState } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { localeOfPath, localePath } from "../../../lib/locale";
import { ConsoleList } from "../../console/ConsoleList";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { formatPercent } from "../../../lib/percent";
import { SELLER_STATE_LABELS, SELLER_STATE_PALETTES, SELLER_STATES } from "./labels";
import { AdminSellerQueueCountQuery, AdminSellersQuery } from "./sellers.graphql";

/** Page sizes, the search (`?q=`) and the state filter (`?state=Waiting` is the approval queue). */
export const SELLERS_LIST: ListSpec<"q" | "state"> = {
  pageSizes: [10, 20, 50, 100],
  defaultSize: 20,
  filters: { q: {}, state: { values: SELLER_STATES } },
};

type Row = AdminSellersData["sellers"]["items"][number];

export function SellerStateBadge({ state }: { state: EnabledState }) {
  return (
    <Badge colorPalette={SELLER_STATE_PALETTES[state]} variant="subtle" data-state={state}>
      <T id={SELLER_STATE_LABELS[state]} />
    </Badge>
  );
}

/** The approval queue's count, asked when the page opens (and again after a decision). */
function useQueueCount(): number | null {
  const { data } = useQuery(AdminSellerQueueCountQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  return data?.sellers.totalItems ?? null;
}

function Presets({ state, onState }: { state: string; onState(state: string): void }) {
  const t = useT();
  const count = useQueueCount();
  const queue = state === "Waiting";
  return (
    <Flex gap="3" direction={{ base: "column", sm: "row" }} align={{ sm: "flex-end" }} justify="space-between" wrap="wrap">
      <HStack gap="2" role="group" aria-label={t("admin.sellers.stateFilter")} wrap="wrap">
        <Button size="sm" variant={state === "" ? "solid" : "outline"} aria-pressed={state === ""} onClick={() => onState("")} data-testid="sellers-preset-all">
          <T id="admin.sellers.all" />
        </Button>
        <Button
          size="sm"
          colorPalette="orange"
          variant={queue ? "solid" : "outline"}
          aria-pressed={queue}
          onClick={() => onState("Waiting")}
          title={t("admin.sellers.queueHint")}
          data-testid="sellers-preset-queue"
        >
          <T id="admin.sellers.queue" />
          {count != null && (
            <Badge
              colorPalette="orange"
              variant={queue ? "surface" : count > 0 ? "solid" : "subtle"}
              rounded="full"
              minW="5"
              justifyContent="center"
              data-testid="sellers-queue-count"
            >
              {count}
            </Badge>
          )}
        </Button>
      </HStack>
      <HStack gap="2">
        <chakra.label htmlFor="sellers-state" fontSize="sm" color="fg.muted">
          <T id="admin.sellers.stateFilter" />
        </chakra.label>
        <NativeSelect id="sellers-state" value={state} onChange={(e) => onState(e.currentTarget.value)} data-testid="sellers-state">
          <option value="">{t("admin.sellers.anyState")}</option>
          {SELLER_STATES.map((s) => (
            <option key={s} value={s}>
              {t(SELLER_STATE_LABELS[s])}
            </option>
          ))}
        </NativeSelect>
      </HStack>
    </Flex>
  );
}

export function AdminSellersPage() {
  const t = useT();
  const mayReview = useCan()("sellers:edit");
  const intl = useIntl();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const state = useListState(SELLERS_LIST);
  const { q: search, state: shopState } = state.filters;
  const queue = shopState === "Waiting";
  const list = useServerList(
    AdminSellersQuery,
    { search: search || null, state: (shopState || null) as EnabledState | null, skip: state.skip, take: state.take },
    (d) => d.sellers,
    state,
  );
  const shopPath = (s: Row) => localePath(locale, `/admin/sellers/${s.id}`);
  // The shop's "back" link returns to this very page of the list.
  const back = { list: location.search };

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "shop",
      header: t("admin.sellers.shop"),
      card: "title",
      cell: (s) => (
        <Stack gap="0" minW="0">
          <Link asChild fontWeight="semibold" color="colorPalette.fg">
            <RouterLink to={shopPath(s)} state={back} data-testid="seller-link">
              {s.name}
            </RouterLink>
          </Link>
          <Text as="span" fontSize="xs" color="fg.muted" truncate title={`${s.registrationName} · ${s.vatNumber}`}>
            {s.registrationName} · {s.vatNumber}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "52" } }),
    },
    {
      id: "owner",
      header: t("admin.sellers.owner"),
      card: "line",
      cell: (s) => s.owner.email,
      cellProps: (s) => ({ maxW: { sm: "40" }, truncate: true, title: s.owner.email }),
    },
    { id: "state", header: t("admin.sellers.stateColumn"), cell: (s) => <SellerStateBadge state={s.state} /> },
    {
      id: "commission",
      header: t("admin.sellers.commission"),
      cell: (s) => (
        <Text
          as="span"
          fontSize="sm"
          whiteSpace="nowrap"
          title={t(s.ownCommissionPercent == null ? "admin.sellers.commissionDefault" : "admin.sellers.commissionOwn")}
        >
          {formatPercent(intl, s.commissionPercent)}
          {s.ownCommissionPercent != null && (
            <Badge ms="1.5" size="sm" variant="outline" colorPalette="purple">
              <T id="admin.sellers.commissionOwn" />
            </Badge>
          )}
        </Text>
      ),
    },
    {
      id: "offers",
      header: t("admin.sellers.offers"),
      cell: (s) => (
        <Flex direction={{ base: "row", sm: "column" }} gap={{ base: "1.5", sm: "0" }} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
          <span>
            <T id="admin.sellers.offerCountValue" values={{ offers: s.offerCount }} />
          </span>
          <Text as="span" fontSize={{ sm: "xs" }}>
            <T id="admin.sellers.keyCountValue" values={{ keys: s.stock }} />
          </Text>
        </Flex>
      ),
    },
    {
      id: "registered",
      header: t("admin.sellers.registered"),
      card: "meta",
      cell: (s) => <time dateTime={s.createdAt}>{intl.formatDate(s.createdAt, { dateStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "actions",
      header: t("admin.sellers.actions"),
      card: "actions",
      cell: (s) => (
        <Button asChild size="xs" variant={s.state === "Waiting" ? "solid" : "ghost"} colorPalette={s.state === "Waiting" ? "orange" : undefined}>
          <RouterLink to={shopPath(s)} state={back} aria-label={t("admin.sellers.openShop", { name: s.name })} data-testid="seller-open">
            <T id={s.state === "Waiting" && mayReview ? "admin.sellers.review" : "admin.sellers.open"} />
          </RouterLink>
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-sellers">
      {!mayReview && <ReadOnlyNote id="admin.roles.sellersReadOnly" />}
      <Presets state={shopState} onState={(s) => state.update({ filters: { state: s } })} />
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <ConsoleSearch
          label={t("admin.sellers.search")}
          placeholder={t("admin.sellers.searchPlaceholder")}
          value={search}
          onSearch={(q) => state.update({ filters: { q } })}
          data-testid="sellers-search"
        />
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="sellers-count">
          {list.rows && !list.pastEnd && <T id="admin.sellers.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      {queue && (
        <Text fontSize="sm" color="fg.muted">
          <T id="admin.sellers.queueHint" />
        </Text>
      )}
      <ConsoleList
        list={list}
        state={state}
        pageSizes={SELLERS_LIST.pageSizes}
        prefix="sellers"
        caption={<T id={queue ? "admin.sellers.captionQueue" : "admin.sellers.caption"} />}
        columns={columns}
        rowKey={(s) => s.id}
        rowProps={(s) => ({ "data-seller": s.name, "data-state": s.state })}
        empty={<T id={queue ? "admin.sellers.emptyQueue" : "admin.sellers.empty"} />}
        data-testid="sellers-table"
      />
    </Stack>
  );
}
