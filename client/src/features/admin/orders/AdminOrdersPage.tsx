/**
 * /admin/orders: every order, newest first, a page at a time, filtered by status, payment
 * status, fraud decision, provider, the day it was placed (from, to) and the customer's email,
 * newest or oldest first (all of it, page and page size in the query string, answered by the
 * server). The review queue (status Manual: the orders the fraud screening held, oldest first)
 * is a preset of its own with its count.
 * Each row shows the number, date, customer, status, payment, fraud decision and score and
 * the total, and opens the order (/admin/orders/:id). Built on the console list kit.
 */
import { Badge, Button, chakra, Flex, HStack, Input, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { useIntl } from "react-intl";
import { Link as RouterLink, useLocation } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import { Price } from "../../../components/Price";
import type { AdminOrdersQuery as AdminOrdersData, AdminOrderSort, FraudDecision, OrderStatus, PaymentProvider, PaymentStatus } from "../../../gql/graphql";
import { T, useT, type MessageId } from "../../../i18n";
import { ReadOnlyNote, useCan } from "../permissions";
import { localeOfPath, localePath } from "../../../lib/locale";
import type { CurrencyCode } from "../../../lib/money";
import { ConsoleList } from "../../console/ConsoleList";
import { ConsoleSearch } from "../../console/ConsoleSearch";
import { type ConsoleColumn } from "../../console/ConsoleTable";
import { useListState, type ListSpec } from "../../console/list-state";
import { useServerList } from "../../console/use-server-list";
import {
  DECISION_LABELS,
  DECISION_PALETTES,
  FRAUD_DECISIONS,
  ORDER_STATUSES,
  PAYMENT_LABELS,
  PAYMENT_PALETTES,
  PAYMENT_STATUSES,
  PROVIDERS,
  SORTS,
  STATUS_LABELS,
  STATUS_PALETTES,
} from "./labels";
import { AdminOrdersQuery, AdminReviewCountQuery } from "./orders.graphql";

type Filter = "status" | "payment" | "fraud" | "provider" | "from" | "to" | "customer" | "order";

/**
 * Page sizes (the server takes at most 50) and the filters, each a query parameter
 * (`?status=Manual` is the review queue; `from` and `to` are days, YYYY-MM-DD, both included).
 */
export const ORDERS_LIST: ListSpec<Filter> = {
  pageSizes: [10, 20, 50],
  defaultSize: 20,
  filters: {
    status: { values: ORDER_STATUSES },
    payment: { values: PAYMENT_STATUSES },
    fraud: { values: FRAUD_DECISIONS },
    provider: { values: PROVIDERS },
    from: {},
    to: {},
    customer: {},
    order: { values: SORTS },
  },
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A day of the URL (YYYY-MM-DD) as the start of that day where the admin is, or the start of the next one; null when it is not a day. */
export function dayStart(day: string, next = false): string | null {
  if (!DAY.test(day)) return null;
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  const at = new Date(y, m - 1, d);
  if (at.getFullYear() !== y || at.getMonth() !== m - 1 || at.getDate() !== d) return null;
  if (next) at.setDate(d + 1);
  return at.toISOString();
}

/** The server's arguments of the filters in the URL (a value that does not parse is no filter). */
export function filterVariables(f: Record<Filter, string>) {
  return {
    status: (f.status || null) as OrderStatus | null,
    paymentStatus: (f.payment || null) as PaymentStatus | null,
    fraudDecision: (f.fraud || null) as FraudDecision | null,
    provider: (f.provider || null) as PaymentProvider | null,
    placedFrom: dayStart(f.from),
    placedBefore: dayStart(f.to, true),
    customer: f.customer || null,
    sort: (f.order || null) as AdminOrderSort | null,
  };
}

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
    </Flex>
  );
}

/** One labelled native select of the filters. */
function FilterSelect(props: {
  id: string;
  label: MessageId;
  any: MessageId;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange(value: string): void;
}) {
  const t = useT();
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={props.id} fontSize="sm" color="fg.muted">
        <T id={props.label} />
      </chakra.label>
      <NativeSelect id={props.id} value={props.value} onChange={(e) => props.onChange(e.currentTarget.value)} data-testid={props.id}>
        <option value="">{t(props.any)}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
    </Stack>
  );
}

function DateFilter({ id, label, value, onChange }: { id: string; label: MessageId; value: string; onChange(value: string): void }) {
  return (
    <Stack gap="1" minW="0">
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted">
        <T id={label} />
      </chakra.label>
      <Input id={id} type="date" size="sm" value={DAY.test(value) ? value : ""} onChange={(e) => onChange(e.currentTarget.value)} data-testid={id} />
    </Stack>
  );
}

/** Every filter of the list but the presets, in the URL. */
function Filters({ filters, onChange }: { filters: Record<Filter, string>; onChange(patch: Partial<Record<Filter, string>>): void }) {
  const t = useT();
  const active = (["status", "payment", "fraud", "provider", "from", "to", "customer", "order"] as const).some((f) => filters[f] !== "");
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" data-testid="orders-filters">
      <Flex gap="3" align="flex-end" wrap="wrap">
        <ConsoleSearch
          label={t("admin.orders.customerFilter")}
          placeholder={t("admin.orders.customerPlaceholder")}
          value={filters.customer}
          onSearch={(customer) => onChange({ customer })}
          data-testid="orders-customer"
        />
        {active && (
          <Button
            size="sm"
            variant="ghost"
            onClick={() => onChange({ status: "", payment: "", fraud: "", provider: "", from: "", to: "", customer: "", order: "" })}
            data-testid="orders-clear"
          >
            <T id="admin.orders.clearFilters" />
          </Button>
        )}
      </Flex>
      {/* The selects fill their cells (long Italian choices are cut, not pushed past the screen). */}
      <SimpleGrid
        columns={{ base: 2, md: 4 }}
        gap="3"
        css={{ "& .km-select": { display: "flex", width: "100%" }, "& .km-select__field": { width: "100%", minWidth: 0, textOverflow: "ellipsis" } }}
      >
        <FilterSelect
          id="orders-status"
          label="admin.orders.statusFilter"
          any="admin.orders.anyStatus"
          value={filters.status}
          options={ORDER_STATUSES.map((s) => ({ value: s, label: t(STATUS_LABELS[s]) }))}
          onChange={(status) => onChange({ status })}
        />
        <FilterSelect
          id="orders-payment"
          label="admin.orders.paymentFilter"
          any="admin.orders.anyPayment"
          value={filters.payment}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(PAYMENT_LABELS[s]) }))}
          onChange={(payment) => onChange({ payment })}
        />
        <FilterSelect
          id="orders-fraud"
          label="admin.orders.fraudFilter"
          any="admin.orders.anyFraud"
          value={filters.fraud}
          options={FRAUD_DECISIONS.map((d) => ({ value: d, label: t(DECISION_LABELS[d]) }))}
          onChange={(fraud) => onChange({ fraud })}
        />
        <FilterSelect
          id="orders-provider"
          label="admin.orders.providerFilter"
          any="admin.orders.anyProvider"
          value={filters.provider}
          options={PROVIDERS.map((p) => ({ value: p, label: p }))}
          onChange={(provider) => onChange({ provider })}
        />
        <DateFilter id="orders-from" label="admin.orders.fromFilter" value={filters.from} onChange={(from) => onChange({ from })} />
        <DateFilter id="orders-to" label="admin.orders.toFilter" value={filters.to} onChange={(to) => onChange({ to })} />
        <FilterSelect
          id="orders-sort"
          label="admin.orders.sortFilter"
          any={filters.status === "Manual" ? "admin.orders.sortDefaultQueue" : "admin.orders.sortDefault"}
          value={filters.order}
          options={[
            { value: "NEWEST", label: t("admin.orders.sortNewest") },
            { value: "OLDEST", label: t("admin.orders.sortOldest") },
          ]}
          onChange={(order) => onChange({ order })}
        />
      </SimpleGrid>
    </Stack>
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
  const filtered = Object.values(state.filters).some((v) => v !== "");
  // Support reads the queue but does not decide it.
  const mayReview = useCan()("orders:edit");
  const list = useServerList(AdminOrdersQuery, { ...filterVariables(state.filters), skip: state.skip, take: state.take }, (d) => d.adminOrders, state);
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
            <T id={o.status === "Manual" && mayReview ? "admin.orders.review" : "admin.orders.open"} />
          </RouterLink>
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="4" data-testid="admin-orders">
      {!mayReview && <ReadOnlyNote id="admin.roles.ordersReadOnly" />}
      <Presets status={status} onStatus={(s) => state.update({ filters: { status: s } })} />
      <Filters filters={state.filters} onChange={(filters) => state.update({ filters })} />
      <Flex justify="space-between" align="baseline" gap="3" wrap="wrap">
        <Text fontSize="sm" color="fg.muted">
          {queue && <T id="admin.orders.reviewQueueHint" />}
        </Text>
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="orders-count">
          {list.rows && !list.pastEnd && <T id="admin.orders.count" values={{ from: list.from, to: list.to, total: list.total }} />}
        </Text>
      </Flex>
      <ConsoleList
        list={list}
        state={state}
        pageSizes={ORDERS_LIST.pageSizes}
        prefix="orders"
        caption={<T id={queue ? "admin.orders.captionQueue" : "admin.orders.caption"} />}
        columns={columns}
        rowKey={(o) => o.id}
        rowProps={(o) => ({ "data-order": o.number, "data-status": o.status })}
        empty={<T id={queue ? "admin.orders.emptyQueue" : filtered ? "admin.orders.emptyFiltered" : "admin.orders.empty"} />}
        data-testid="orders-table"
      />
    </Stack>
  );
}
