/**
 * The dashboard's charts, in a chunk of their own (recharts is large; the page loads it only
 * when it shows them): paid orders per day as bars (left axis) with the day's revenue as a line
 * (right axis), one currency at a time (amounts in different currencies do not add up), and
 * signups per day. Chakra UI's chart wrapper over recharts, like the seller's sales chart.
 */
import { Chart, useChart } from "@chakra-ui/charts";
import { HStack, Stack, Text } from "@chakra-ui/react";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminDashboardQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import type { CurrencyCode } from "../../../lib/money";
import { ChartCurrencySwitch, DailyCountRevenueChart } from "../../console/DailyCountRevenueChart";
import { useDayLabels } from "../../console/day-labels";

type Dashboard = AdminDashboardQuery["adminDashboard"];

export interface DashboardChartsProps {
  daily: Dashboard["daily"];
  signups: Dashboard["signups"];
  currency: CurrencyCode;
  /** The currencies with data (a switch is shown when there are several). */
  currencies: readonly CurrencyCode[];
  onCurrency(currency: CurrencyCode): void;
}

function SalesTrend({ daily, currency, currencies, onCurrency }: Omit<DashboardChartsProps, "signups">) {
  const t = useT();
  const data = daily.filter((d) => d.currency === currency).map((d) => ({ day: d.day, count: d.orders, revenue: d.revenue.amount }));
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p={{ base: "3", md: "4" }} data-testid="dashboard-sales-chart">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          <T id="admin.dashboard.salesChart" />
        </Text>
        <ChartCurrencySwitch
          currencies={currencies}
          currency={currency}
          onCurrency={onCurrency}
          label={t("admin.dashboard.chartCurrency")}
          testIdPrefix="dashboard-currency"
        />
      </HStack>
      <DailyCountRevenueChart
        data={data}
        currency={currency}
        countLabel={t("admin.dashboard.orders")}
        revenueLabel={t("admin.dashboard.revenue")}
        countColor="purple.solid"
        label={t("admin.dashboard.salesChart")}
      />
    </Stack>
  );
}

function Signups({ signups }: { signups: Dashboard["signups"] }) {
  const t = useT();
  const { dayLabel, shortDay } = useDayLabels();
  const chart = useChart({
    data: signups.map((s) => ({ day: s.day, count: s.count })),
    series: [{ name: "count", color: "purple.400", label: t("admin.dashboard.signups") }],
  });
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p={{ base: "3", md: "4" }} data-testid="dashboard-signups-chart">
      <Text fontWeight="semibold">
        <T id="admin.dashboard.signupsChart" />
      </Text>
      <Chart.Root chart={chart} h="40" aria-label={t("admin.dashboard.signupsChart")} role="img">
        <BarChart responsive data={chart.data} margin={{ left: 0, right: 0, top: 8 }}>
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("day")} tickFormatter={shortDay} tickLine={false} axisLine={false} minTickGap={16} stroke={chart.color("fg.muted")} />
          <YAxis allowDecimals={false} tickLine={false} axisLine={false} width={32} stroke={chart.color("fg.muted")} />
          <Tooltip
            cursor={{ fill: chart.color("bg.muted") }}
            animationDuration={100}
            labelFormatter={(day) => dayLabel(day, { dateStyle: "medium" })}
            content={<Chart.Tooltip />}
          />
          <Bar dataKey={chart.key("count")} fill={chart.color("purple.400")} radius={[3, 3, 0, 0]} maxBarSize={24} isAnimationActive={false} />
        </BarChart>
      </Chart.Root>
    </Stack>
  );
}

export default function DashboardCharts(props: DashboardChartsProps) {
  return (
    <Stack gap="4">
      <SalesTrend daily={props.daily} currency={props.currency} currencies={props.currencies} onCurrency={props.onCurrency} />
      <Signups signups={props.signups} />
    </Stack>
  );
}
