/**
 * /seller/payouts: the balance per currency (Waiting: what the marketplace owes the seller;
 * Payed so far, and when the last payout was made) and the payout ledger, newest first: a line
 * per sold key and one per refunded key (the opposite amounts), Waiting or Payed with the
 * payout's date and reference. State, currency, day range, page and page size live in the
 * query string; "Export CSV" downloads the filtered lines (GET /api/seller/payouts.csv).
 */
import { Badge, Box, Button, chakra, Flex, HStack, Input, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Price } from "../../../components/Price";
import type { PayoutState, SellerPayoutLinesQuery as LinesData } from "../../../gql/graphql";
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
import { LINE_KIND_LABELS, PAYOUT_STATE_LABELS, PAYOUT_STATE_PALETTES } from "./labels";
import { isDay } from "./RangeFilter";
import { SellerBalancesQuery, SellerPayoutLinesQuery } from "./sales.graphql";

const STATES = ["Waiting", "Payed"] as const;

export const PAYOUTS_LIST: ListSpec<"state" | "currency" | "from" | "to"> = {
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  filters: { state: { values: STATES }, currency: { values: CURRENCY_CODES }, from: {}, to: {} },
};

type Row = LinesData["sellerPayoutLines"]["items"][number];

function Balances() {
  const intl = useIntl();
  const { data, error } = useQuery(SellerBalancesQuery, { fetchPolicy: "cache-and-network", nextFetchPolicy: "cache-first" });
  if (error && !data) return <Notice status="error" title={<T id="console.failed" />} />;
  const balances = data?.sellerBalances;
  if (!balances) return null;
  if (!balances.length)
    return (
      <Text color="fg.muted" data-testid="balances-empty">
        <T id="seller.payouts.noBalance" />
      </Text>
    );
  return (
    <SimpleGrid columns={{ base: 1, sm: Math.min(balances.length, 3) }} gap="3" data-testid="balances">
      {balances.map((b) => (
        <Stack key={b.currency} gap="2" borderWidth="1px" borderColor="border.muted" rounded="l2" p="4" data-currency={b.currency} data-testid="balance">
          <Text fontSize="sm" fontWeight="semibold" color="fg.muted">
            {b.currency}
          </Text>
          <Box>
            <Text fontSize="xs" color="fg.muted">
              <T id="seller.payouts.waiting" />
            </Text>
            <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" data-testid="balance-waiting">
              <Price amount={b.waiting.amount} currency={b.waiting.currency as CurrencyCode} />
            </Text>
            <Text fontSize="xs" color="fg.muted">
              <T id="seller.payouts.waitingLines" values={{ count: b.waitingLines }} />
            </Text>
          </Box>
          <Box>
            <Text fontSize="xs" color="fg.muted">
              <T id="seller.payouts.payed" />
            </Text>
            <Text fontWeight="semibold" data-testid="balance-payed">
              <Price amount={b.payed.amount} currency={b.payed.currency as CurrencyCode} />
            </Text>
            {b.lastPaidAt && (
              <Text fontSize="xs" color="fg.muted">
                <T id="seller.payouts.lastPaid" values={{ date: intl.formatDate(b.lastPaidAt, { dateStyle: "medium" }) }} />
              </Text>
            )}
          </Box>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

export function SellerPayoutsPage() {
  const t = useT();
  const intl = useIntl();
  const state = useListState(PAYOUTS_LIST);
  const { filters } = state;
  const from = isDay(filters.from) ? filters.from : null;
  const to = isDay(filters.to) ? filters.to : null;
  const currency = isCurrencyCode(filters.currency) ? filters.currency : null;
  const payoutState = (filters.state || null) as PayoutState | null;
  const filter = { from: from && to && from > to ? to : from, to: from && to && from > to ? from : to, currency, state: payoutState };
  const list = useServerList(SellerPayoutLinesQuery, { filter, skip: state.skip, take: state.take }, (d) => d.sellerPayoutLines, state);

  const columns: ConsoleColumn<Row>[] = [
    {
      id: "date",
      header: t("seller.payouts.date"),
      card: "meta",
      cell: (l) => <time dateTime={l.createdAt}>{intl.formatDate(l.createdAt, { dateStyle: "medium" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "product",
      header: t("seller.sales.product"),
      card: "title",
      cell: (l) => (
        <Stack gap="0">
          <Text as="span" fontWeight="semibold" whiteSpace="normal" overflowWrap="anywhere">
            {l.productName}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono">
            {l.orderNumber}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "72" } }),
    },
    {
      id: "kind",
      header: t("seller.payouts.kind"),
      cell: (l) => (
        <Badge variant="outline" colorPalette={l.kind === "reversal" ? "red" : "gray"} data-kind={l.kind}>
          <T id={LINE_KIND_LABELS[l.kind]} />
        </Badge>
      ),
    },
    {
      id: "gross",
      header: t("seller.payouts.gross"),
      cell: (l) => <Price amount={l.gross.amount} currency={l.gross.currency as CurrencyCode} />,
      cellProps: () => ({ whiteSpace: "nowrap", textAlign: { sm: "end" } }),
    },
    {
      id: "commission",
      header: t("seller.sales.commission"),
      cell: (l) => (
        <Text as="span" color="fg.muted">
          <Price amount={-l.commission.amount} currency={l.commission.currency as CurrencyCode} />
        </Text>
      ),
      cellProps: () => ({ whiteSpace: "nowrap", textAlign: { sm: "end" } }),
    },
    {
      id: "net",
      header: t("seller.sales.net"),
      cell: (l) => (
        <Text as="span" fontWeight="semibold" color={l.net.amount < 0 ? "fg.error" : undefined}>
          <Price amount={l.net.amount} currency={l.net.currency as CurrencyCode} />
        </Text>
      ),
      cellProps: () => ({ whiteSpace: "nowrap", textAlign: { sm: "end" } }),
    },
    {
      id: "state",
      header: t("seller.payouts.stateColumn"),
      cell: (l) => (
        <Stack gap="0.5" align="flex-start">
          <Badge colorPalette={PAYOUT_STATE_PALETTES[l.state]} variant="subtle" data-state={l.state}>
            <T id={PAYOUT_STATE_LABELS[l.state]} />
          </Badge>
          {l.paidAt && (
            <Text as="span" fontSize="xs" color="fg.muted">
              {intl.formatDate(l.paidAt, { dateStyle: "medium" })}
              {l.reference ? ` · ${l.reference}` : ""}
            </Text>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="5" data-testid="seller-payouts">
      <Flex justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          <T id="seller.payouts.lead" />
        </Text>
        <CsvExportLink
          href={csvHref("/api/seller/payouts.csv", { from: filter.from, to: filter.to, currency: currency?.toLowerCase(), state: payoutState })}
          data-testid="payouts-csv"
        >
          <T id="seller.sales.exportCsv" />
        </CsvExportLink>
      </Flex>
      <Balances />
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <HStack gap="1.5" role="group" aria-label={t("seller.payouts.stateColumn")} wrap="wrap">
          {(["", ...STATES] as const).map((s) => (
            <Button
              key={s || "all"}
              size="xs"
              variant={filters.state === s ? "solid" : "outline"}
              aria-pressed={filters.state === s}
              onClick={() => state.update({ filters: { state: s } })}
              data-testid={`payouts-state-${s || "all"}`}
            >
              <T id={s === "" ? "seller.payouts.allLines" : PAYOUT_STATE_LABELS[s]} />
            </Button>
          ))}
        </HStack>
        <HStack gap="2" wrap="wrap">
          <HStack gap="1.5">
            <chakra.label htmlFor="payouts-from" fontSize="sm" color="fg.muted">
              <T id="seller.sales.from" />
            </chakra.label>
            <Input
              id="payouts-from"
              type="date"
              size="sm"
              w="auto"
              value={from ?? ""}
              onChange={(e) => state.update({ filters: { from: e.currentTarget.value } })}
              data-testid="payouts-from"
            />
          </HStack>
          <HStack gap="1.5">
            <chakra.label htmlFor="payouts-to" fontSize="sm" color="fg.muted">
              <T id="seller.sales.to" />
            </chakra.label>
            <Input
              id="payouts-to"
              type="date"
              size="sm"
              w="auto"
              value={to ?? ""}
              onChange={(e) => state.update({ filters: { to: e.currentTarget.value } })}
              data-testid="payouts-to"
            />
          </HStack>
          <CurrencyFilter
            id="payouts-currency"
            labelled={false}
            value={currency ?? ""}
            onChange={(v) => state.update({ filters: { currency: v } })}
            data-testid="payouts-currency"
          />
        </HStack>
      </Flex>
      <Flex justify="flex-end">
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="payouts-count">
          {list.rows && !list.pastEnd && list.total > 0 && <T id="seller.payouts.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={PAYOUTS_LIST.pageSizes}
        prefix="payouts"
        caption={<T id="seller.payouts.caption" />}
        columns={columns}
        rowKey={(l) => l.id}
        rowProps={(l) => ({ "data-order": l.orderNumber, "data-kind": l.kind, "data-state": l.state })}
        empty={<T id="seller.payouts.empty" />}
        data-testid="payouts-table"
      />
    </Stack>
  );
}
