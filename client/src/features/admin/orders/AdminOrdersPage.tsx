/**
 * /admin/orders: every order, newest first, a page at a time, optionally in one status
 * (page, page size and status in the query string). The review queue (status Manual: the
 * orders the fraud screening held, oldest first) is a preset of its own with its count.
 * Each row shows the number, date, customer, status, payment, fraud decision and score and
 * the total, and opens the order (/admin/orders/:id). Built on the console list kit.
 */
import { Badge, Box, Button, chakra, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import { Price } from "../../../components/Price";
import type { AdminOrdersQuery as AdminOrdersData, OrderStatus } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import type { CurrencyCode } from "../../../lib/money";
import { Notice } from "../../accounts/ui";
import { ConsolePager } from "../../console/ConsolePager";
import { ConsoleTable, type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { DECISION_LABELS, DECISION_PALETTES, ORDER_STATUSES, PAYMENT_LABELS, PAYMENT_PALETTES, STATUS_LABELS, STATUS_PALETTES } from "./labels";
import { AdminOrdersQuery, AdminReviewCountQuery } from "./orders.graphql";

/** Page sizes (the server takes at most 50) and the status filter (`?status=Manual` is the review queue). */
export const ORDERS_LIST: ListSpec<"status"> = { pageSizes: [10, 20, 50], defaultSize: 20, filters: { status: { values: ORDER_STATUSES } } };

type Row = AdminOrdersData["adminOrders"]["items"][number];

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge colorPalette={STATUS_PALETTES[status]} variant="subtle" data-status={status}>
      <T id={STATUS_LABELS[status]} />
    </Badge>
  );
}

/** The review queue's count, asked when the page opens (and again after a decision). */
function useReviewCount(): number | null {
  const { data } = useQuery(AdminReviewCountQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  return data?.adminOrders.totalItems ?? null;
}

function Presets({ status, onStatus }: { status: string; onStatus(status: string): void }) {
  const t = useT();
  const count = useReviewCount();
  const queue = status === "Manual";
  return (
    <Flex gap="3" direction={{ base: "column", sm: "row" }} align={{ sm: "flex-end" }} justify="space-between" wrap="wrap">
      <HStack gap="2" role="group" aria-label={t("admin.orders.statusFilter")} wrap="wrap">
        <Button
          size="sm"
          variant={status === "" ? "solid" : "outline"}
          aria-pressed={status === ""}
          onClick={() => onStatus("")}
          data-testid="orders-preset-all"
        >
          <T id="admin.orders.all" />
        </Button>
        <Button
          size="sm"
          colorPalette="orange"
          variant={queue ? "solid" : "outline"}
          aria-pressed={queue}
          onClick={() => onStatus("Manual")}
          title={t("admin.orders.reviewQueueHint")}
          data-testid="orders-preset-queue"
        >
          <T id="admin.orders.reviewQueue" />
          {count != null && (
            <Badge
              colorPalette="orange"
              variant={queue ? "surface" : count > 0 ? "solid" : "subtle"}
              rounded="full"
              minW="5"
              justifyContent="center"
              data-testid="orders-queue-count"
            >
              {count}
            </Badge>
          )}
        </Button>
      </HStack>
      <HStack gap="2">
        <chakra.label htmlFor="orders-status" fontSize="sm" color="fg.muted">
          <T id="admin.orders.statusFilter" />
        </chakra.label>
        <NativeSelect id="orders-status" value={status} onChange={(e) => onStatus(e.currentTarget.value)} data-testid="orders-status">
          <option value="">{t("admin.orders.anyStatus")}</option>
          {ORDER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(STATUS_LABELS[s])}
            </option>
          ))}
        </NativeSelect>
      </HStack>
    </Flex>
  );
}

export function AdminOrdersPage() {
  const t = useT();
  const intl = useIntl();
  const location = useLocation();
  const locale = localeOfPath(location.pathname);
  const state = useListState(ORDERS_LIST);
  const status = state.filters.status;
  const queue = status === "Manual";
  const list = useServerList(
    AdminOrdersQuery,
    { status: (status || null) as OrderStatus | null, skip: state.skip, take: state.take },
    (d) => d.adminOrders,
    state,
  );
  const orderPath = (o: Row) => localePath(locale, `/admin/orders/${o.id}`);
  // The detail page's "back" link returns to this very page of the list.
  const back = { list: location.search };

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "number",
      header: t("admin.orders.number"),
      card: "title",
      cell: (o) => (
        <Link asChild fontWeight="semibold" fontFamily="mono" color="colorPalette.fg">
          <RouterLink to={orderPath(o)} state={back} data-testid="order-link">
            {o.number}
          </RouterLink>
        </Link>
      ),
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "date",
      header: t("admin.orders.date"),
      card: "meta",
      // Date over time in the table (narrower), one line on a phone's card.
      cell: (o) => (
        <time dateTime={o.createdAt}>
          <Text as="span" display={{ sm: "block" }}>
            {intl.formatDate(o.createdAt, { dateStyle: "medium" })}
          </Text>{" "}
          <Text as="span" display={{ sm: "block" }} fontSize={{ sm: "xs" }} color={{ sm: "fg.muted" }}>
            {intl.formatTime(o.createdAt, { timeStyle: "short" })}
          </Text>
        </time>
      ),
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "email",
      header: t("admin.orders.customer"),
      card: "line",
      cell: (o) => o.email ?? "—",
      cellProps: (o) => ({ maxW: { sm: "48" }, truncate: true, title: o.email ?? undefined }),
    },
    { id: "status", header: t("admin.orders.statusColumn"), cell: (o) => <StatusBadge status={o.status} /> },
    {
      id: "payment",
      header: t("admin.orders.paymentColumn"),
      cell: (o) => (
        <Badge colorPalette={PAYMENT_PALETTES[o.paymentStatus]} variant="outline">
          <T id={PAYMENT_LABELS[o.paymentStatus]} />
        </Badge>
      ),
    },
    {
      id: "fraud",
      header: t("admin.orders.fraudColumn"),
      cell: (o) =>
        o.fraud?.decision ? (
          <Flex gap={{ base: "1.5", sm: "0.5" }} direction={{ base: "row", sm: "column" }} align={{ base: "center", sm: "flex-start" }} whiteSpace="nowrap">
            <Badge colorPalette={DECISION_PALETTES[o.fraud.decision]} variant="subtle">
              <T id={DECISION_LABELS[o.fraud.decision]} />
            </Badge>
            <Text as="span" fontSize="xs" color="fg.muted">
              <T id="admin.orders.score" values={{ score: o.fraud.score }} />
            </Text>
          </Flex>
        ) : (
          <Text as="span" fontSize="xs" color="fg.muted">
            <T id="admin.orders.noScreening" />
          </Text>
        ),
    },
    {
      id: "total",
      header: t("admin.orders.total"),
      cell: (o) => <Price amount={o.total.amount} currency={o.total.currency as CurrencyCode} />,
      cellProps: () => ({ whiteSpace: "nowrap", fontWeight: "medium" }),
    },
    {
      id: "actions",
      header: t("admin.orders.actions"),
      card: "actions",
      cell: (o) => (
        <Button asChild size="xs" variant={o.status === "Manual" ? "solid" : "ghost"} colorPalette={o.status === "Manual" ? "orange" : undefined}>
          <RouterLink to={orderPath(o)} state={back} aria-label={t("admin.orders.openOrder", { number: o.number })} data-testid="order-open">
            <T id={o.status === "Manual" ? "admin.orders.review" : "admin.orders.open"} />
          </RouterLink>
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-orders">
      <Presets status={status} onStatus={(s) => state.update({ filters: { status: s } })} />
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {queue && <T id="admin.orders.reviewQueueHint" />}
        </Text>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="orders-count">
          {list.rows && !list.pastEnd && <T id="admin.orders.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      {list.error != null && !list.rows && (
        <Notice
          status="error"
          title={<T id="console.failed" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={list.refetch}>
              <T id="common.retry" />
            </Button>
          }
        />
      )}
      <Box>
        <ConsoleTable
          caption={<T id={queue ? "admin.orders.captionQueue" : "admin.orders.caption"} />}
          columns={columns}
          rows={list.rows}
          rowKey={(o) => o.id}
          rowProps={(o) => ({ "data-order": o.number, "data-status": o.status })}
          loading={list.loading}
          empty={<T id={queue ? "admin.orders.emptyQueue" : "admin.orders.empty"} />}
          pastEnd={list.pastEnd}
          onFirstPage={() => state.update({ page: 1 })}
          data-testid="orders-table"
        />
      </Box>
      <ConsolePager
        prefix="orders"
        page={state.page}
        pages={list.pages}
        size={state.size}
        pageSizes={ORDERS_LIST.pageSizes}
        onPage={(page) => state.update({ page })}
        onSize={(size) => state.update({ size })}
      />
    </Stack>
  );
}
