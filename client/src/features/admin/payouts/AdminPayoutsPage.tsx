/**
 * /admin/payouts: what the marketplace owes its sellers, and the payouts made to them.
 *
 * - Balances (the default view): one row per seller and currency with the amount Waiting, its
 *   lines, since when, what was paid so far and the last payout; only balances with something
 *   waiting unless "All balances" is chosen; searched by shop, filtered by currency; exported as
 *   CSV. "Mark as Payed" records a payout made by bank transfer: it asks for the transfer's
 *   reference (required) and an optional cut-off, shows the exact amount and lines it settles,
 *   and records it only if that amount still holds.
 * - Payouts (`?view=history`): the payouts recorded, newest first, with reference, amount,
 *   lines, when and who; each one's lines download as CSV.
 *
 * View, search, currency, seller, page and page size live in the query string.
 */
import { Badge, Box, Button, chakra, Flex, HStack, Link, Stack, Text } from "@chakra-ui/react";
import type { ApolloCache } from "@apollo/client";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useEffect, useState } from "react";
import { useIntl } from "react-intl";
import { Price } from "../../../components/Price";
import type { AdminPayoutBalancesQuery as BalancesData, AdminPayoutBatchesQuery as BatchesData, AdminPayoutPreviewQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { useCan } from "../permissions";
import { CURRENCY_CODES, formatMoney, isCurrencyCode, type CurrencyCode } from "../../../lib/money";
import { Notice, TextField } from "../../accounts/ui";
import { ConsoleList } from "../../console/ConsoleList";
import { CurrencyFilter } from "../../console/CurrencyFilter";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListControls, type ListSpec } from "../../console/list-state";
import { useConfirmedMutation } from "../../console/use-confirmed-mutation";
import { useServerList } from "../../console/use-server-list";
import { csvHref } from "../../seller/sales/csv";
import { CsvExportLink } from "../../console/CsvExportLink";
import { fromLocalInput } from "../coupons/labels";
import { AdminPayoutBalancesQuery, AdminPayoutBatchesQuery, AdminPayoutPreviewQuery as PreviewQuery, RecordPayoutMutation } from "./payouts.graphql";

type Filter = "view" | "q" | "currency" | "show" | "seller";

/** `view`: balances (default) or history; `show=all`: balances with nothing waiting too; `seller`: one seller's payouts. */
export const PAYOUTS_ADMIN_LIST: ListSpec<Filter> = {
  pageSizes: [20, 50, 100],
  defaultSize: 20,
  filters: { view: { values: ["history"] }, q: {}, currency: { values: CURRENCY_CODES }, show: { values: ["all"] }, seller: {} },
};

type Balance = BalancesData["payoutBalances"]["items"][number];
type Batch = BatchesData["payoutBatches"]["items"][number];
type Preview = AdminPayoutPreviewQuery["payoutPreview"];

const money = (m: { amount: number; currency: string }) => <Price amount={m.amount} currency={m.currency as CurrencyCode} />;

/** Balances and payouts change with every payout: dropped, fetched again where shown. */
function dropLists(cache: ApolloCache) {
  cache.evict({ id: "ROOT_QUERY", fieldName: "payoutBalances" });
  cache.evict({ id: "ROOT_QUERY", fieldName: "payoutBatches" });
  cache.gc();
}

/** The amount a payout would settle, asked afresh for the seller, currency and cut-off; handed up as it arrives. */
function PreviewBox({ balance, upTo, onPreview }: { balance: Balance; upTo: string | null; onPreview(p: Preview | null): void }) {
  const intl = useIntl();
  const { data, loading, error } = useQuery(PreviewQuery, {
    variables: { sellerId: balance.seller.id, currency: balance.currency, upTo },
    fetchPolicy: "network-only",
  });
  const preview = loading ? null : (data?.payoutPreview ?? null);
  useEffect(() => onPreview(preview), [preview, onPreview]);
  if (error) return <Notice status="error" title={<T id="console.failed" />} />;
  if (!preview)
    return (
      <Text fontSize="sm" color="fg.muted">
        <T id="common.loading" />
      </Text>
    );
  if (preview.lines === 0 || preview.net.minor <= 0)
    return (
      <Notice
        status="warning"
        title={<T id={preview.lines === 0 ? "admin.payouts.nothingWaiting" : "admin.payouts.notPositive"} />}
        data-testid="payout-nothing"
      />
    );
  return (
    <Box borderWidth="1px" borderColor="border.muted" rounded="l2" p="4" data-testid="payout-preview">
      <Text fontSize="xs" color="fg.muted">
        <T id="admin.payouts.amountToPay" />
      </Text>
      <Text fontSize="2xl" fontWeight="bold" color="colorPalette.fg" data-testid="payout-amount">
        {money(preview.net)}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <T
          id="admin.payouts.previewDetail"
          values={{
            lines: preview.lines,
            gross: formatMoney(preview.gross.amount, preview.currency as CurrencyCode),
            commission: formatMoney(preview.commission.amount, preview.currency as CurrencyCode),
            upTo: intl.formatDate(preview.upTo, { dateStyle: "medium", timeStyle: "short" }),
          }}
        />
      </Text>
    </Box>
  );
}

function usePayAction() {
  const t = useT();
  const client = useApolloClient();
  const [reference, setReference] = useState("");
  const [cutOff, setCutOff] = useState("");
  const [preview, setPreview] = useState<Preview | null>(null);
  const upTo = fromLocalInput(cutOff);
  const pay = useConfirmedMutation({
    mutate: (b: Balance) =>
      client.mutate({
        mutation: RecordPayoutMutation,
        variables: {
          input: { sellerId: b.seller.id, currency: b.currency, reference: reference.trim(), upTo: preview!.upTo, expectedNet: preview!.net.amount },
        },
        update: dropLists,
      }),
    confirm: (b) => ({
      title: <T id="admin.payouts.payTitle" values={{ name: b.seller.name, currency: b.currency }} />,
      body: (
        <Stack gap="4">
          <Text fontSize="sm">
            <T id="admin.payouts.payBody" />
          </Text>
          <PreviewBox balance={b} upTo={upTo} onPreview={setPreview} />
          <TextField
            label={t("admin.payouts.reference")}
            helper={t("admin.payouts.referenceHelp")}
            required
            value={reference}
            onChange={(e) => setReference(e.currentTarget.value)}
            maxLength={200}
            autoComplete="off"
            data-testid="payout-reference"
          />
          <TextField
            label={t("admin.payouts.cutOff")}
            helper={t("admin.payouts.cutOffHelp")}
            type="datetime-local"
            value={cutOff}
            onChange={(e) => setCutOff(e.currentTarget.value)}
            data-testid="payout-cutoff"
          />
        </Stack>
      ),
      confirmLabel: <T id="admin.payouts.markPayed" />,
      confirmDisabled: reference.trim() === "" || !preview || preview.lines === 0 || preview.net.minor <= 0,
    }),
    notice: ({ data }, b) => ({
      type: "success",
      title: t("admin.payouts.recorded", { name: b.seller.name, reference: data?.recordSellerPayout.reference ?? reference }),
    }),
    failure: (e) => {
      const code = (e as { errors?: { extensions?: { code?: string } }[] }).errors?.[0]?.extensions?.code;
      if (code === "ILLEGAL_OPERATION") {
        dropLists(client.cache);
        return { type: "error", title: t("admin.payouts.changed") };
      }
      return { type: "error", title: t("console.failed") };
    },
    dialogTestId: "payout-dialog",
  });
  return {
    ...pay,
    start: (b: Balance) => {
      setReference("");
      setCutOff("");
      setPreview(null);
      pay.start(b);
    },
  };
}

function Balances({ state }: { state: ListControls<Filter, string> }) {
  const t = useT();
  // Recording a payout needs payouts:edit (admins); reading the balances payouts:info.
  const mayPay = useCan()("payouts:edit");
  const intl = useIntl();
  const { q, currency, show } = state.filters;
  const filter = { search: q || null, currency: isCurrencyCode(currency) ? currency : null, waitingOnly: show !== "all" };
  const list = useServerList(AdminPayoutBalancesQuery, { filter, skip: state.skip, take: state.take }, (d) => d.payoutBalances, state);
  const pay = usePayAction();
  const date = (iso: string) => intl.formatDate(iso, { dateStyle: "medium" });

  const columns: ConsoleColumn<Balance>[] = [
    {
      id: "seller",
      header: t("admin.payouts.seller"),
      card: "title",
      cell: (b) => (
        <Stack gap="0" minW="0">
          <Text as="span" fontWeight="semibold" truncate title={b.seller.name}>
            {b.seller.name}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" truncate title={b.seller.email}>
            {b.seller.email}
          </Text>
        </Stack>
      ),
      cellProps: () => ({ maxW: { sm: "52" } }),
    },
    {
      id: "waiting",
      header: t("admin.payouts.waiting"),
      cell: (b) => (
        <Stack gap="0">
          <Text as="span" fontWeight="bold" color={b.waiting.amount < 0 ? "fg.error" : undefined} whiteSpace="nowrap" data-testid="balance-waiting">
            {/* On phones the cards have no column headers: the amount says what it is. */}
            <chakra.span display={{ base: "inline", sm: "none" }} fontWeight="normal" color="fg.muted">
              <T id="admin.payouts.waiting" />:{" "}
            </chakra.span>
            {money(b.waiting)}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            <T id="admin.payouts.lines" values={{ count: b.waitingLines }} />
            {b.oldestWaitingAt && (
              <>
                {" · "}
                <T id="admin.payouts.since" values={{ date: date(b.oldestWaitingAt) }} />
              </>
            )}
          </Text>
        </Stack>
      ),
    },
    {
      id: "payed",
      header: t("admin.payouts.payed"),
      cell: (b) => (
        <Stack gap="0">
          <Text as="span" whiteSpace="nowrap">
            <chakra.span display={{ base: "inline", sm: "none" }} color="fg.muted">
              <T id="admin.payouts.payed" />:{" "}
            </chakra.span>
            {money(b.payed)}
          </Text>
          {b.lastPaidAt && (
            <Text as="span" fontSize="xs" color="fg.muted" truncate maxW="48" title={b.lastReference ?? undefined}>
              <T id="admin.payouts.lastPayout" values={{ date: date(b.lastPaidAt), reference: b.lastReference ?? "—" }} />
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: "actions",
      header: t("admin.payouts.actions"),
      card: "actions",
      cell: (b) => (
        <>
          <Button
            size="xs"
            variant="ghost"
            onClick={() => state.update({ filters: { view: "history", seller: b.seller.id, q: "", currency: b.currency } })}
            aria-label={t("admin.payouts.historyOf", { name: b.seller.name })}
            data-testid="balance-history"
          >
            <T id="admin.payouts.history" />
          </Button>
          {mayPay && (
            <Button
              size="xs"
              disabled={b.waitingLines === 0 || b.waiting.minor <= 0}
              onClick={() => pay.start(b)}
              loading={pay.running === b}
              aria-label={t("admin.payouts.markPayedOf", { name: b.seller.name, currency: b.currency })}
              data-testid="balance-pay"
            >
              <T id="admin.payouts.markPayed" />
            </Button>
          )}
        </>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <Flex gap="3" wrap="wrap" align="flex-end" justify="space-between">
        <HStack gap="1.5" role="group" aria-label={t("admin.payouts.showLabel")} wrap="wrap">
          {(["", "all"] as const).map((s) => (
            <Button
              key={s || "waiting"}
              size="xs"
              variant={show === s ? "solid" : "outline"}
              aria-pressed={show === s}
              onClick={() => state.update({ filters: { show: s } })}
              data-testid={`payouts-show-${s || "waiting"}`}
            >
              <T id={s === "" ? "admin.payouts.showWaiting" : "admin.payouts.showAll"} />
            </Button>
          ))}
        </HStack>
        <CsvExportLink
          href={csvHref("/api/admin/payouts/balances.csv", {
            search: filter.search,
            currency: filter.currency?.toLowerCase(),
            waitingOnly: String(filter.waitingOnly),
          })}
          data-testid="balances-csv"
        >
          <T id="admin.payouts.exportCsv" />
        </CsvExportLink>
      </Flex>
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <ConsoleSearch
          label={t("admin.payouts.searchSeller")}
          placeholder={t("admin.payouts.searchSellerPlaceholder")}
          value={q}
          onSearch={(text) => state.update({ filters: { q: text } })}
          data-testid="payouts-search"
        />
        <CurrencyFilter id="payouts-currency" value={currency} onChange={(v) => state.update({ filters: { currency: v } })} data-testid="payouts-currency" />
      </Flex>
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="balances-count">
        {list.rows && !list.pastEnd && <T id="admin.payouts.balanceCount" values={{ from: list.from, to: list.to, total: list.total }} />}
      </Text>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={PAYOUTS_ADMIN_LIST.pageSizes}
        prefix="balances"
        caption={<T id="admin.payouts.balancesCaption" />}
        columns={[
          columns[0]!,
          { id: "currency", header: t("admin.payouts.currency"), cell: (b) => <Badge variant="outline">{b.currency}</Badge> },
          ...columns.slice(1),
        ]}
        rowKey={(b) => `${b.seller.id}:${b.currency}`}
        rowProps={(b) => ({ "data-seller": b.seller.name, "data-currency": b.currency })}
        empty={<T id={show === "all" ? "admin.payouts.emptyAll" : "admin.payouts.emptyWaiting"} />}
        data-testid="balances-table"
      />
      {pay.dialog}
    </Stack>
  );
}

function History({ state }: { state: ListControls<Filter, string> }) {
  const t = useT();
  const intl = useIntl();
  const { q, currency, seller } = state.filters;
  const sellerId = /^[1-9]\d{0,9}$/.test(seller) ? seller : null;
  const filter = { search: q || null, currency: isCurrencyCode(currency) ? currency : null, sellerId };
  const list = useServerList(AdminPayoutBatchesQuery, { filter, skip: state.skip, take: state.take }, (d) => d.payoutBatches, state);
  const sellerName = sellerId ? list.rows?.find((b) => b.seller.id === sellerId)?.seller.name : undefined;

  const columns: ConsoleColumn<Batch>[] = [
    {
      id: "date",
      header: t("admin.payouts.date"),
      card: "meta",
      cell: (b) => <time dateTime={b.createdAt}>{intl.formatDate(b.createdAt, { dateStyle: "medium", timeStyle: "short" })}</time>,
      cellProps: () => ({ whiteSpace: "nowrap" }),
    },
    {
      id: "seller",
      header: t("admin.payouts.seller"),
      card: "title",
      cell: (b) => (
        <Text as="span" fontWeight="semibold">
          {b.seller.name}
        </Text>
      ),
    },
    {
      id: "reference",
      header: t("admin.payouts.reference"),
      card: "line",
      cell: (b) => (
        <Text as="span" fontFamily="mono" fontSize="sm" wordBreak="break-all" data-testid="batch-reference">
          {b.reference || "—"}
        </Text>
      ),
      cellProps: () => ({ maxW: { sm: "48" } }),
    },
    {
      id: "amount",
      header: t("admin.payouts.amount"),
      cell: (b) => (
        <Stack gap="0">
          <Text as="span" fontWeight="bold" whiteSpace="nowrap" data-testid="batch-amount">
            {money(b.net)}
          </Text>
          <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            <T id="admin.payouts.lines" values={{ count: b.lines }} />
          </Text>
        </Stack>
      ),
    },
    {
      id: "by",
      header: t("admin.payouts.recordedBy"),
      cell: (b) => (
        <Text as="span" fontSize="sm" color="fg.muted" truncate title={b.createdBy?.email}>
          {b.createdBy ? b.createdBy.name || b.createdBy.email : t("admin.payouts.unknownActor")}
        </Text>
      ),
      cellProps: () => ({ maxW: { sm: "40" } }),
    },
    {
      id: "actions",
      header: t("admin.payouts.actions"),
      card: "actions",
      cell: (b) => (
        <CsvExportLink
          href={`/api/admin/payouts/batches/${b.id}/lines.csv`}
          size="xs"
          aria-label={t("admin.payouts.linesCsvOf", { reference: b.reference })}
          data-testid="batch-csv"
        >
          <T id="admin.payouts.linesCsv" />
        </CsvExportLink>
      ),
    },
  ];

  return (
    <Stack gap="4">
      <Flex gap="4" direction={{ base: "column", md: "row" }} align={{ md: "flex-end" }} justify="space-between">
        <ConsoleSearch
          label={t("admin.payouts.searchBatches")}
          placeholder={t("admin.payouts.searchBatchesPlaceholder")}
          value={q}
          onSearch={(text) => state.update({ filters: { q: text } })}
          data-testid="batches-search"
        />
        <CurrencyFilter id="payouts-currency" value={currency} onChange={(v) => state.update({ filters: { currency: v } })} data-testid="payouts-currency" />
      </Flex>
      {sellerId && (
        <HStack gap="2" wrap="wrap">
          <Badge size="lg" variant="subtle" data-testid="batches-seller">
            <T id="admin.payouts.onlySeller" values={{ name: sellerName ?? `#${sellerId}` }} />
          </Badge>
          <Link as="button" fontSize="sm" color="colorPalette.fg" onClick={() => state.update({ filters: { seller: "" } })}>
            <T id="admin.payouts.allSellers" />
          </Link>
        </HStack>
      )}
      <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="batches-count">
        {list.rows && !list.pastEnd && <T id="admin.payouts.batchCount" values={{ from: list.from, to: list.to, total: list.total }} />}
      </Text>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={PAYOUTS_ADMIN_LIST.pageSizes}
        prefix="batches"
        caption={<T id="admin.payouts.batchesCaption" />}
        columns={[
          ...columns.slice(0, 3),
          { id: "currency", header: t("admin.payouts.currency"), cell: (b) => <Badge variant="outline">{b.currency}</Badge> },
          ...columns.slice(3),
        ]}
        rowKey={(b) => b.id}
        rowProps={(b) => ({ "data-reference": b.reference, "data-currency": b.currency })}
        empty={<T id="admin.payouts.emptyBatches" />}
        data-testid="batches-table"
      />
    </Stack>
  );
}

export function AdminPayoutsPage() {
  const t = useT();
  const state = useListState(PAYOUTS_ADMIN_LIST);
  const history = state.filters.view === "history";
  return (
    <Stack gap="5" data-testid="admin-payouts">
      <Text fontSize="sm" color="fg.muted" maxW="2xl">
        <T id="admin.payouts.lead" />
      </Text>
      <HStack gap="0" role="tablist" aria-label={t("admin.payouts.views")} borderBottomWidth="1px" borderColor="border.muted">
        {(["", "history"] as const).map((v) => (
          <Button
            key={v || "balances"}
            role="tab"
            aria-selected={state.filters.view === v}
            variant="ghost"
            rounded="none"
            borderBottomWidth="2px"
            borderColor={state.filters.view === v ? "colorPalette.solid" : "transparent"}
            color={state.filters.view === v ? "colorPalette.fg" : "fg.muted"}
            onClick={() => state.update({ filters: { view: v, seller: "", q: "" } })}
            data-testid={`payouts-view-${v || "balances"}`}
          >
            <T id={v === "" ? "admin.payouts.balances" : "admin.payouts.batches"} />
          </Button>
        ))}
      </HStack>
      <Box role="tabpanel">{history ? <History state={state} /> : <Balances state={state} />}</Box>
    </Stack>
  );
}
