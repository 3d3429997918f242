/**
 * /admin: the dashboard. For the last 7, 30 or 90 days (`?days=`, 30 by default; UTC days up to
 * today): revenue and paid orders per currency, the queues waiting for an admin (orders to
 * review, shops to approve, each a link to its list), signups, low stock; the daily chart of
 * orders and revenue (one currency at a time) and of signups, loaded in a chunk of their own;
 * the best products and sellers in the chart's currency; the sellable offers with fewer than
 * five usable keys (the emptiest ten); and the attribution of the period's orders by source, channel or campaign (`?by=`),
 * downloadable as CSV (GET /api/admin/attribution.csv, with the session cookie).
 */
import { Badge, Box, Button, chakra, Flex, Heading, HStack, Link, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useQuery } from "@apollo/client/react";
import { lazy, Suspense, useMemo, useState, type ReactNode } from "react";
import { Link as RouterLink, useLocation, useSearchParams } from "react-router";
import { NativeSelect } from "../../../components/NativeSelect";
import { Price } from "../../../components/Price";
import type { AttributionDimension, AdminDashboardQuery as DashboardData, AttributionReportQuery as AttributionData } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { localeOfPath, localePath } from "../../../lib/locale";
import { isCurrencyCode, type CurrencyCode } from "../../../lib/money";
import { Notice } from "../../accounts/ui";
import { ConsoleTable, type ConsoleColumn } from "../../console/ConsoleTable";
import { csvHref } from "../../seller/sales/csv";
import { CsvExportLink } from "../../console/CsvExportLink";
import { AdminDashboardQuery, AttributionReportQuery } from "./dashboard.graphql";
import { useDayLabels } from "../../console/day-labels";

const DashboardCharts = lazy(() => import("./DashboardCharts"));

/** The periods offered, in days; the default first. */
export const DASHBOARD_PERIODS = [30, 7, 90] as const;
/** How the attribution is grouped (`?by=`); the default first. */
export const ATTRIBUTION_GROUPS = ["source", "channel", "campaign", "all"] as const;
type Group = (typeof ATTRIBUTION_GROUPS)[number];

const GROUP_BY: Record<Group, AttributionDimension[]> = {
  source: ["SOURCE"],
  channel: ["CHANNEL"],
  campaign: ["CAMPAIGN"],
  all: ["SOURCE", "CHANNEL", "CAMPAIGN"],
};

type Dashboard = DashboardData["adminDashboard"];
type TopProduct = Dashboard["topProducts"][number];
type TopSeller = Dashboard["topSellers"][number];
type LowStock = Dashboard["lowStock"][number];
type AttributionRow = AttributionData["attributionReport"]["rows"][number];

const DAY_MS = 86_400_000;
/** The period's first and last UTC days. */
export function periodRange(days: number, now = Date.now()): { from: string; to: string } {
  const to = new Date(now).toISOString().slice(0, 10);
  return { from: new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * DAY_MS).toISOString().slice(0, 10), to };
}

const money = (m: { amount: number; currency: string }) => <Price amount={m.amount} currency={m.currency as CurrencyCode} />;

function Stat({
  label,
  value,
  hint,
  to,
  linkLabel,
  testId,
}: {
  label: ReactNode;
  value: ReactNode;
  hint?: ReactNode;
  to?: string;
  linkLabel?: string;
  testId: string;
}) {
  return (
    <Stack gap="0.5" borderWidth="1px" borderColor="border.muted" rounded="l2" p="3" minW="0" data-testid={testId}>
      <Text as="span" fontSize="xs" color="fg.muted">
        {label}
      </Text>
      <Text as="span" fontSize="xl" fontWeight="semibold" data-testid={`${testId}-value`}>
        {value}
      </Text>
      {hint && (
        <Text as="span" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {to && (
        <Link asChild fontSize="sm" color="colorPalette.fg">
          <RouterLink to={to} aria-label={linkLabel} data-testid={`${testId}-link`}>
            <T id="admin.dashboard.open" />
          </RouterLink>
        </Link>
      )}
    </Stack>
  );
}

function Section({ title, children, actions, testId }: { title: ReactNode; children: ReactNode; actions?: ReactNode; testId: string }) {
  return (
    <Stack gap="3" as="section" minW="0" data-testid={testId}>
      <Flex gap="2" justify="space-between" align={{ base: "flex-start", sm: "center" }} direction={{ base: "column", sm: "row" }}>
        <Heading as="h2" size="md">
          {title}
        </Heading>
        {actions}
      </Flex>
      {children}
    </Stack>
  );
}

function TopProducts({ rows, loading }: { rows: readonly TopProduct[] | undefined; loading: boolean }) {
  const t = useT();
  const columns: ConsoleColumn<TopProduct>[] = [
    {
      id: "name",
      header: t("admin.dashboard.product"),
      card: "title",
      cell: (p) => (
        <Text as="span" fontWeight="semibold" truncate title={p.name} display="block" maxW={{ base: "full", sm: "xs" }}>
          {p.name}
        </Text>
      ),
    },
    { id: "currency", header: t("admin.dashboard.currency"), cell: (p) => <Badge variant="outline">{p.currency}</Badge> },
    { id: "keys", header: t("admin.dashboard.keys"), card: "meta", cell: (p) => <T id="admin.dashboard.keysSold" values={{ count: p.keys }} /> },
    { id: "revenue", header: t("admin.dashboard.revenue"), cell: (p) => money(p.revenue) },
  ];
  return (
    <ConsoleTable
      caption={<T id="admin.dashboard.topProducts" />}
      columns={columns}
      rows={rows}
      rowKey={(p) => `${p.productId}-${p.currency}`}
      rowProps={(p) => ({ "data-product": p.productId, "data-currency": p.currency })}
      loading={loading}
      empty={<T id="admin.dashboard.noSales" />}
      data-testid="dashboard-top-products"
    />
  );
}

function TopSellers({ rows, loading }: { rows: readonly TopSeller[] | undefined; loading: boolean }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const columns: ConsoleColumn<TopSeller>[] = [
    {
      id: "name",
      header: t("admin.dashboard.seller"),
      card: "title",
      cell: (s) => (
        <Link asChild fontWeight="semibold" color="colorPalette.fg">
          <RouterLink to={localePath(locale, `/admin/sellers/${s.sellerId}`)}>{s.name}</RouterLink>
        </Link>
      ),
    },
    { id: "currency", header: t("admin.dashboard.currency"), cell: (s) => <Badge variant="outline">{s.currency}</Badge> },
    { id: "keys", header: t("admin.dashboard.keys"), card: "meta", cell: (s) => <T id="admin.dashboard.keysSold" values={{ count: s.keys }} /> },
    { id: "revenue", header: t("admin.dashboard.revenue"), cell: (s) => money(s.revenue) },
  ];
  return (
    <ConsoleTable
      caption={<T id="admin.dashboard.topSellers" />}
      columns={columns}
      rows={rows}
      rowKey={(s) => `${s.sellerId}-${s.currency}`}
      rowProps={(s) => ({ "data-seller": s.sellerId, "data-currency": s.currency })}
      loading={loading}
      empty={<T id="admin.dashboard.noSales" />}
      data-testid="dashboard-top-sellers"
    />
  );
}

function LowStockTable({ rows, loading }: { rows: readonly LowStock[] | undefined; loading: boolean }) {
  const t = useT();
  const locale = localeOfPath(useLocation().pathname);
  const columns: ConsoleColumn<LowStock>[] = [
    {
      id: "product",
      header: t("admin.dashboard.product"),
      card: "title",
      cell: (o) => (
        <Text as="span" fontWeight="semibold" truncate title={o.productName} display="block" maxW={{ base: "full", sm: "sm" }}>
          {o.productName}
        </Text>
      ),
    },
    {
      id: "seller",
      header: t("admin.dashboard.seller"),
      card: "line",
      cell: (o) => (
        <Link asChild color="colorPalette.fg">
          <RouterLink to={localePath(locale, `/admin/sellers/${o.sellerId}`)}>{o.sellerName}</RouterLink>
        </Link>
      ),
    },
    {
      id: "stock",
      header: t("admin.dashboard.stock"),
      cell: (o) => (
        <Badge colorPalette={o.stock === 0 ? "red" : "orange"} variant="subtle">
          <T id="admin.dashboard.keysLeft" values={{ count: o.stock }} />
        </Badge>
      ),
    },
  ];
  return (
    <ConsoleTable
      caption={<T id="admin.dashboard.lowStock" />}
      columns={columns}
      rows={rows}
      rowKey={(o) => o.offerId}
      rowProps={(o) => ({ "data-offer": o.offerId })}
      loading={loading}
      empty={<T id="admin.dashboard.noLowStock" />}
      data-testid="dashboard-low-stock"
    />
  );
}

function Attribution({ from, to, group, onGroup }: { from: string; to: string; group: Group; onGroup(g: Group): void }) {
  const t = useT();
  const { data, previousData, loading, error } = useQuery(AttributionReportQuery, { variables: { from, to, groupBy: GROUP_BY[group] } });
  // The last answer stays until the next one arrives (no flash of an empty table).
  const rows = (data ?? previousData)?.attributionReport.rows;
  const dims = (data ?? previousData)?.attributionReport.groupBy ?? GROUP_BY[group];
  const dimension = (d: AttributionDimension): ConsoleColumn<AttributionRow> => ({
    id: d.toLowerCase(),
    header: d === "SOURCE" ? t("admin.dashboard.source") : d === "CHANNEL" ? t("admin.dashboard.channel") : t("admin.dashboard.campaign"),
    card: d === dims[0] ? "title" : "line",
    cell: (r) => {
      const v = d === "SOURCE" ? r.source : d === "CHANNEL" ? r.channel : r.campaign;
      return (
        <Text as="span" fontWeight={d === dims[0] ? "semibold" : undefined} truncate title={v ?? ""} display="block" maxW={{ base: "full", sm: "xs" }}>
          {v === "direct" ? t("admin.dashboard.direct") : v === "(none)" ? t("admin.dashboard.none") : v}
        </Text>
      );
    },
  });
  const columns: ConsoleColumn<AttributionRow>[] = [
    ...dims.map(dimension),
    { id: "currency", header: t("admin.dashboard.currency"), cell: (r) => <Badge variant="outline">{r.currency}</Badge> },
    { id: "orders", header: t("admin.dashboard.orders"), card: "meta", cell: (r) => <T id="admin.dashboard.ordersCount" values={{ count: r.orders }} /> },
    { id: "revenue", header: t("admin.dashboard.revenue"), cell: (r) => money(r.revenue) },
  ];
  const csv = csvHref("/api/admin/attribution.csv", {
    from,
    to,
    groupBy: dims.map((d) => d.toLowerCase()).join(","),
  });
  return (
    <Section
      title={<T id="admin.dashboard.attribution" />}
      testId="dashboard-attribution"
      actions={
        <HStack gap="2" wrap="wrap">
          <chakra.label htmlFor="attribution-by" fontSize="sm" color="fg.muted">
            <T id="admin.dashboard.groupBy" />
          </chakra.label>
          <NativeSelect id="attribution-by" value={group} onChange={(e) => onGroup(e.currentTarget.value as Group)} data-testid="attribution-by">
            <option value="source">{t("admin.dashboard.source")}</option>
            <option value="channel">{t("admin.dashboard.channel")}</option>
            <option value="campaign">{t("admin.dashboard.campaign")}</option>
            <option value="all">{t("admin.dashboard.allDimensions")}</option>
          </NativeSelect>
          <CsvExportLink href={csv} data-testid="attribution-csv">
            <T id="admin.dashboard.exportCsv" />
          </CsvExportLink>
        </HStack>
      }
    >
      <Text fontSize="sm" color="fg.muted" maxW="3xl">
        <T id="admin.dashboard.attributionLead" />
      </Text>
      {error && !data && <Notice status="error" title={<T id="console.failed" />} />}
      <ConsoleTable
        caption={<T id="admin.dashboard.attribution" />}
        columns={columns}
        rows={rows}
        rowKey={(r) => [r.source, r.channel, r.campaign, r.currency].join("|")}
        rowProps={(r) => ({ "data-source": r.source ?? "", "data-currency": r.currency })}
        loading={loading}
        empty={<T id="admin.dashboard.noSales" />}
        data-testid="attribution-table"
      />
    </Section>
  );
}

export function AdminDashboardPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const locale = localeOfPath(useLocation().pathname);
  const days = DASHBOARD_PERIODS.find((d) => String(d) === params.get("days")) ?? DASHBOARD_PERIODS[0];
  const group = ATTRIBUTION_GROUPS.find((g) => g === params.get("by")) ?? ATTRIBUTION_GROUPS[0];
  // Fixed for the period chosen (not recomputed on every render).
  const { from, to } = useMemo(() => periodRange(days), [days]);
  const { data, previousData, loading, error } = useQuery(AdminDashboardQuery, { variables: { from, to } });
  // The last period's figures stay until the new ones arrive (no jump of the layout).
  const d = (data ?? previousData)?.adminDashboard;
  const currencies = (d?.totals ?? []).map((c) => c.currency).filter(isCurrencyCode);
  const [picked, setPicked] = useState<CurrencyCode | null>(null);
  const { dayLabel } = useDayLabels();
  const chartCurrency = picked && currencies.includes(picked) ? picked : (currencies[0] ?? "EUR");
  const set = (name: string, value: string, byDefault: string) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (value === byDefault) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: false },
    );

  return (
    <Stack gap="6" data-testid="admin-dashboard">
      <Flex gap="3" justify="space-between" align={{ base: "flex-start", md: "center" }} direction={{ base: "column", md: "row" }}>
        <Text fontSize="sm" color="fg.muted" maxW="2xl">
          <T id="admin.dashboard.lead" values={{ from: dayLabel(from, { dateStyle: "medium" }), to: dayLabel(to, { dateStyle: "medium" }) }} />
        </Text>
        <HStack gap="1" role="group" aria-label={t("admin.dashboard.period")} data-testid="dashboard-period">
          {[7, 30, 90].map((n) => (
            <Button
              key={n}
              size="sm"
              variant={n === days ? "solid" : "outline"}
              aria-pressed={n === days}
              onClick={() => set("days", String(n), String(DASHBOARD_PERIODS[0]))}
              data-testid={`dashboard-days-${n}`}
            >
              <T id="admin.dashboard.days" values={{ count: n }} />
            </Button>
          ))}
        </HStack>
      </Flex>
      {error && !d && <Notice status="error" title={<T id="console.failed" />} />}
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" data-testid="dashboard-revenue">
        {(d?.totals ?? []).map((c) => (
          <Stat
            key={c.currency}
            testId={`dashboard-revenue-${c.currency}`}
            label={<T id="admin.dashboard.revenueIn" values={{ currency: c.currency }} />}
            value={money(c.revenue)}
            hint={<T id="admin.dashboard.ordersCount" values={{ count: c.orders }} />}
          />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="dashboard-stats">
        <Stat
          testId="dashboard-review"
          label={<T id="admin.dashboard.reviewQueue" />}
          value={d?.reviewQueue ?? "–"}
          to={`${localePath(locale, "/admin/orders")}?status=Manual`}
          linkLabel={t("admin.dashboard.openReview")}
        />
        <Stat
          testId="dashboard-pending-sellers"
          label={<T id="admin.dashboard.pendingSellers" />}
          value={d?.pendingSellers ?? "–"}
          to={localePath(locale, "/admin/sellers")}
          linkLabel={t("admin.dashboard.openSellers")}
        />
        <Stat testId="dashboard-signups" label={<T id="admin.dashboard.signups" />} value={d?.signupsTotal ?? "–"} />
        <Stat testId="dashboard-low-stock-total" label={<T id="admin.dashboard.lowStock" />} value={d?.lowStockTotal ?? "–"} />
      </SimpleGrid>
      {d && (
        <Suspense fallback={<Box h="96" data-testid="dashboard-charts-loading" />}>
          <DashboardCharts daily={d.daily} signups={d.signups} currency={chartCurrency} currencies={currencies} onCurrency={setPicked} />
        </Suspense>
      )}
      {/* The top lists follow the chart's currency (revenue in different currencies does not rank together). */}
      <Section title={<T id="admin.dashboard.topProductsIn" values={{ currency: chartCurrency }} />} testId="dashboard-products">
        <TopProducts rows={d?.topProducts.filter((p) => p.currency === chartCurrency)} loading={loading} />
      </Section>
      <Section title={<T id="admin.dashboard.topSellersIn" values={{ currency: chartCurrency }} />} testId="dashboard-sellers">
        <TopSellers rows={d?.topSellers.filter((s) => s.currency === chartCurrency)} loading={loading} />
      </Section>
      <Section
        title={<T id="admin.dashboard.lowStock" />}
        testId="dashboard-low-stock-section"
        actions={
          d && d.lowStockTotal > d.lowStock.length ? (
            <Text fontSize="sm" color="fg.muted">
              <T id="admin.dashboard.lowStockMore" values={{ shown: d.lowStock.length, total: d.lowStockTotal }} />
            </Text>
          ) : undefined
        }
      >
        <LowStockTable rows={d?.lowStock} loading={loading} />
      </Section>
      <Attribution from={from} to={to} group={group} onGroup={(g) => set("by", g, ATTRIBUTION_GROUPS[0])} />
    </Stack>
  );
}
