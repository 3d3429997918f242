/**
 * /seller/sales: the seller's sold keys, newest first, a page at a time, with the chart of
 * daily sales and revenue above them. Range (last 30 days by default), product, currency, page
 * and page size live in the query string. Each row: order date, order reference, product, price,
 * commission, net and what became of the key; never the key's value or who bought it. "Export
 * CSV" downloads the filtered sales (GET /api/seller/sales.csv, with the session cookie).
 */
import { Badge, CloseButton, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useIntl } from "react-intl";
import { Price } from "../../../components/Price";
import type { SellerSalesQuery as SalesData } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { CURRENCY_CODES, isCurrencyCode, type CurrencyCode } from "../../../lib/money";
import { Notice } from "../../accounts/ui";
import { ConsoleList } from "../../console/ConsoleList";
import { CurrencyFilter } from "../../console/CurrencyFilter";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import { csvHref } from "./csv";
import { CsvExportLink } from "../../console/CsvExportLink";
import { SALE_STATUS_LABELS, SALE_STATUS_PALETTES } from "./labels";
import { addDays, RangeFilter, rangeDays, readRange } from "./RangeFilter";
import { SalesChart } from "./SalesChart";
import { SellerSalesDailyQuery, SellerSalesQuery } from "./sales.graphql";

export const SALES_LIST: ListSpec<"from" | "to" | "product" | "currency"> = {
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  filters: { from: {}, to: {}, product: {}, currency: { values: CURRENCY_CODES } },
};

/** The chart shows at most a year (the server's limit): the last 366 days of a longer range. */
const MAX_CHART_DAYS = 366;

type Row = SalesData["sellerSales"]["items"][number];

export function SaleStatusBadge({ status }: { status: Row["status"] }) {
  return (
    <Badge colorPalette={SALE_STATUS_PALETTES[status]} variant="subtle" data-status={status}>
      <T id={SALE_STATUS_LABELS[status]} />
    </Badge>
  );
}

export function SellerSalesPage() {
  const t = useT();
  const intl = useIntl();
  const state = useListState(SALES_LIST);
  const { filters } = state;
  const range = readRange(filters.from, filters.to);
  const product = /^[1-9]\d{0,9}$/.test(filters.product) ? filters.product : "";
  const currency = isCurrencyCode(filters.currency) ? filters.currency : null;
  const filter = { from: range.from, to: range.to, productId: product || null, currency };
  const list = useServerList(SellerSalesQuery, { filter, skip: state.skip, take: state.take }, (d) => d.sellerSales, state);

  const chartFrom = rangeDays(range) > MAX_CHART_DAYS ? addDays(range.to, -(MAX_CHART_DAYS - 1)) : range.from;
  const daily = useQuery(SellerSalesDailyQuery, { variables: { from: chartFrom, to: range.to, currency }, fetchPolicy: "cache-first" });
  const days = (daily.data ?? daily.previousData)?.sellerSalesDaily ?? [];
  const withSales = CURRENCY_CODES.filter((c) => days.some((d) => d.currency === c && (d.keys > 0 || d.refundedKeys > 0)));
  const [picked, setPicked] = useState<CurrencyCode>("EUR");
  const chartCurrency: CurrencyCode = currency ?? (withSales.includes(picked) ? picked : (withSales[0] ?? "EUR"));
  const productName = product ? list.rows?.find((r) => r.productId === product)?.productName : undefined;

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "date",
      header: t("seller.sales.date"),
      card: "meta",
      cell: (s) => (
        <time dateTime={s.orderedAt}>
          <Text as="span" display={{ sm: "block" }}>
            {intl.formatDate(s.orderedAt, { dateStyle: "medium" })}
          </Text>{" "}
          <Text as="span" display={{ sm: "block" }} fontSize={{ sm: "xs" }} color={{ sm: "fg.muted" }}>
            {intl.formatTime(s.orderedAt, { timeStyle: "short" })}
          </Text>
        </time>
      ),
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "product",
      header: t("seller.sales.product"),
      card: "title",
      cell: (s) => (
        <Stack gap="0">
          <Link
            as="button"
            fontWeight="semibold"
            color="colorPalette.fg"
            textAlign="start"
            whiteSpace="normal"
            overflowWrap="anywhere"
            title={t("seller.sales.onlyProduct", { product: s.productName })}
            onClick={() => state.update({ filters: { product: s.productId } })}
            data-testid="sale-product"
          >
            {s.productName}
          </Link>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
            {s.orderNumber}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "72" } }),
    },
    {
      id: "price",
      header: t("seller.sales.price"),
      cell: (s) => <Price amount={s.price.amount} currency={s.price.currency as CurrencyCode} />,
      cellProps: () => ({ whiteSpace: "nowrap", textAlign: { sm: "end" } }),
    },
    {
      id: "commission",
      header: t("seller.sales.commission"),
      cell: (s) => (
        <Text as="span" color="fg.muted">
          <Text as="span" srOnly>
            {t("seller.sales.commission")}{" "}
          </Text>
          −<Price amount={s.commission.amount} currency={s.commission.currency as CurrencyCode} />
        </Text>
      ),
      cellProps: () => ({ whiteSpace: "nowrap", textAlign: { sm: "end" } }),
    },
    {
      id: "net",
      header: t("seller.sales.net"),
      cell: (s) => (
        <Text as="span" fontWeight="semibold">
          <Text as="span" srOnly>
            {t("seller.sales.net")}{" "}
          </Text>
          <Price amount={s.net.amount} currency={s.net.currency as CurrencyCode} />
        </Text>
      ),
      cellProps: () => ({ whiteSpace: "nowrap", textAlign: { sm: "end" } }),
    },
    {
      id: "status",
      header: t("seller.sales.keyStatus"),
      cell: (s) => <SaleStatusBadge status={s.status} />,
    },
  ];

  return (
    <Stack gap="4" data-testid="seller-sales">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          <T id="seller.sales.lead" />
        </Text>
        <CsvExportLink href={csvHref("/api/seller/sales.csv", { ...filter, currency: currency?.toLowerCase() })} data-testid="sales-csv">
          <T id="seller.sales.exportCsv" />
        </CsvExportLink>
      </Flex>
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <RangeFilter prefix="sales" range={range} onChange={(r) => state.update({ filters: r })} />
        <CurrencyFilter id="sales-currency" value={currency ?? ""} onChange={(v) => state.update({ filters: { currency: v } })} data-testid="sales-currency" />
      </Flex>
      {product && (
        <HStack
          gap="1"
          alignSelf="flex-start"
          borderWidth="1px"
          borderColor="border.muted"
          rounded="full"
          ps="3"
          pe="1"
          py="0.5"
          data-testid="sales-product-filter"
        >
          <Text fontSize="sm">
            <T id="seller.sales.productFilter" values={{ product: productName ?? `#${product}` }} />
          </Text>
          <CloseButton size="2xs" aria-label={t("seller.sales.clearProduct")} onClick={() => state.update({ filters: { product: "" } })} />
        </HStack>
      )}
      {daily.error && !days.length ? (
        <Notice status="error" title={<T id="console.failed" />} />
      ) : (
        <SalesChart days={days} currency={chartCurrency} currencies={currency ? [] : withSales} onCurrency={setPicked} />
      )}
      <Flex justify="flex-end">
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="sales-count">
          {list.rows && !list.pastEnd && list.total > 0 && <T id="seller.sales.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={SALES_LIST.pageSizes}
        prefix="sales"
        caption={<T id="seller.sales.caption" />}
        columns={columns}
        rowKey={(s) => s.id}
        rowProps={(s) => ({ "data-order": s.orderNumber, "data-status": s.status })}
        empty={<T id="seller.sales.empty" />}
        data-testid="sales-table"
      />
    </Stack>
  );
}
