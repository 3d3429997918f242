/**
 * /account/orders: the signed-in user's orders, newest first, a page at a time (page and
 * size in the query string): number (links to the order), date, status, total, lines.
 * Built on the console list kit (features/console): a table from 600 px, cards below.
 */
import { Badge, Box, Button, Link, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useIntl } from "react-intl";
import { Link as RouterLink } from "react-router";
import { Price } from "../../components/Price";
import type { MyOrdersQuery as MyOrdersData } from "../../gql/graphql";
import { T, useT } from "../../i18n";
import { localePath, type Locale } from "../../lib/locale";
import { isCurrencyCode } from "../../lib/money";
import { Notice } from "../accounts/ui";
import { ConsolePager } from "../console/ConsolePager";
import { ConsoleTable, type ConsoleColumn } from "../console/ConsoleTable";
import { useListState, type ListSpec } from "../console/list-state";
import { useServerList } from "../console/use-server-list";
import { ORDER_STATUS_LABELS, ORDER_STATUS_PALETTES } from "./order-labels";
import { MyOrdersQuery } from "./orders.graphql";

export const ORDERS_LIST: ListSpec = { pageSizes: [10, 20, 50], defaultSize: 10, filters: {} };

type Row = MyOrdersData["orders"]["items"][number];

export function OrderStatusBadge({ status, size = "sm" }: { status: Row["status"]; size?: "sm" | "md" | "lg" }) {
  return (
    <Badge colorPalette={ORDER_STATUS_PALETTES[status]} size={size} data-testid="order-status" data-status={status}>
      <T id={ORDER_STATUS_LABELS[status]} />
    </Badge>
  );
}

/** Money from the API ({ amount, currency }), as customers read it. */
export function Money({ money, ...rest }: { money: { amount: number; currency: string }; "data-testid"?: string }) {
  return isCurrencyCode(money.currency) ? (
    <Price amount={money.amount} currency={money.currency} {...rest} />
  ) : (
    <span {...rest}>{money.amount.toFixed(2)}</span>
  );
}

export function OrdersList({ locale }: { locale: Locale }) {
  const t = useT();
  const intl = useIntl();
  const state = useListState(ORDERS_LIST);
  const list = useServerList(MyOrdersQuery, { skip: state.skip, take: state.take }, (d) => d.orders, state);
  // Pages are read cache-first (see useServerList); statuses move on their own (a payment
  // settles, keys arrive), so the page shown is asked again once when the tab opens.
  const { refetch } = list;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per visit of the tab
  useEffect(() => refetch(), []);
  const orderPath = (o: Row) => localePath(locale, `/account/orders/${o.id}`);

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "number",
      header: t("orders.number"),
      card: "title",
      cell: (o) => (
        <Link asChild fontWeight="semibold" color="colorPalette.fg" fontFamily="mono">
          <RouterLink to={orderPath(o)} aria-label={t("orders.open", { number: o.number })} data-testid="order-link">
            {o.number}
          </RouterLink>
        </Link>
      ),
    },
    { id: "status", header: t("orders.status"), cell: (o) => <OrderStatusBadge status={o.status} /> },
    {
      id: "total",
      header: t("orders.total"),
      cell: (o) => (
        <Box as="span" fontWeight="semibold">
          <Money money={o.total} data-testid="order-total" />
        </Box>
      ),
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "lines",
      header: t("orders.lines"),
      cell: (o) => (
        <Text as="span" color="fg.muted" fontSize="sm" whiteSpace="nowrap">
          <T id="orders.linesCount" values={{ count: o.items.length }} />
        </Text>
      ),
    },
    {
      id: "date",
      header: t("orders.date"),
      card: "meta",
      cell: (o) => <time dateTime={o.createdAt}>{intl.formatDate(o.createdAt, { dateStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
  ];

  return (
    <Stack gap="4" data-testid="orders-list">
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="orders-count">
        {list.rows && !list.pastEnd && list.total > 0 && <T id="orders.count" values={{ from: list.from, to: list.to, total: list.total }} />}
      </Text>
      {list.error != null && !list.rows && (
        <Notice
          status="error"
          title={<T id="orders.failed" />}
          action={
            <Button size="sm" alignSelf="flex-start" onClick={list.refetch}>
              <T id="common.retry" />
            </Button>
          }
        />
      )}
      <ConsoleTable
        caption={<T id="orders.caption" />}
        columns={columns}
        rows={list.rows}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ "data-order": o.number, "data-status": o.status })}
        loading={list.loading}
        empty={
          <Stack gap="3" align="center" py="4">
            <Text>
              <T id="orders.empty" />
            </Text>
            <Button asChild size="sm" variant="outline">
              <RouterLink to={localePath(locale, "/")}>
                <T id="orders.shop" />
              </RouterLink>
            </Button>
          </Stack>
        }
        pastEnd={list.pastEnd}
        onFirstPage={() => state.update({ page: 1 })}
        data-testid="orders-table"
      />
      {list.total > ORDERS_LIST.pageSizes[0]! && (
        <ConsolePager
          prefix="orders"
          page={state.page}
          pages={list.pages}
          size={state.size}
          pageSizes={ORDERS_LIST.pageSizes}
          onPage={(page) => state.update({ page })}
          onSize={(size) => state.update({ size })}
        />
      )}
    </Stack>
  );
}
