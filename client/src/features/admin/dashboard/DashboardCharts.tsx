/**
 * The dashboard's charts, in a chunk of their own (recharts is large; the page loads it only
 * when it shows them): paid orders per day as bars (left axis) with the day's revenue as a line
 * (right axis), one currency at a time (amounts in different currencies do not add up), and
 * signups per day. Chakra UI's chart wrapper over recharts, like the seller's sales chart.
 */
import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Bar, BarChart, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { AdminDashboardQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { formatMoney, type CurrencyCode } from "../../../lib/money";

type Dashboard = AdminDashboardQuery["adminDashboard"];

export interface DashboardChartsProps {
  daily: Dashboard["daily"];
  signups: Dashboard["signups"];
  currency: CurrencyCode;
  /** The currencies with data (a switch is shown when there are several). */
  currencies: readonly CurrencyCode[];
  onCurrency(currency: CurrencyCode): void;
}

function useDayLabels() {
  const intl = useIntl();
  // Recharts also hands the formatters indexes and placeholders: only real days are formatted.
  const dayLabel = (day: unknown, options: Intl.DateTimeFormatOptions) =>
    typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T12:00:00Z`, { ...options, timeZone: "UTC" }) : String(day ?? "");
  return { dayLabel, shortDay: (day: unknown) => dayLabel(day, { day: "numeric", month: "short" }) };
}

function SalesTrend({ daily, currency, currencies, onCurrency }: Omit<DashboardChartsProps, "signups">) {
  const t = useT();
  const { dayLabel, shortDay } = useDayLabels();
  const data = daily.filter((d) => d.currency === currency).map((d) => ({ day: d.day, orders: d.orders, revenue: d.revenue.amount }));
  const chart = useChart({
    data,
    series: [
      {
        name: "orders",
        color: "purple.solid",
        label: t("admin.dashboard.orders"),
        yAxisId: "orders",
        icon: <Box boxSize="2.5" rounded="sm" bg="purple.solid" />,
      },
      { name: "revenue", color: "teal.700", label: t("admin.dashboard.revenue"), yAxisId: "revenue", icon: <Box w="3" h="0.5" bg="teal.700" /> },
    ],
  });
  const money = (v: number) => formatMoney(v, currency);
  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p={{ base: "3", md: "4" }} data-testid="dashboard-sales-chart">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          <T id="admin.dashboard.salesChart" />
        </Text>
        {currencies.length > 1 && (
          <HStack gap="1" role="group" aria-label={t("admin.dashboard.chartCurrency")}>
            {currencies.map((c) => (
              <Button
                key={c}
                size="xs"
                variant={c === currency ? "solid" : "outline"}
                aria-pressed={c === currency}
                onClick={() => onCurrency(c)}
                data-testid={`dashboard-currency-${c}`}
              >
                {c}
              </Button>
            ))}
          </HStack>
        )}
      </HStack>
      <Chart.Root chart={chart} h={{ base: "56", md: "72" }} aria-label={t("admin.dashboard.salesChart")} role="img">
        <ComposedChart responsive data={chart.data} margin={{ left: 0, right: 0, top: 8 }}>
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("day")} tickFormatter={shortDay} tickLine={false} axisLine={false} minTickGap={16} stroke={chart.color("fg.muted")} />
          <YAxis yAxisId="orders" allowDecimals={false} tickLine={false} axisLine={false} width={32} stroke={chart.color("fg.muted")} />
          <YAxis yAxisId="revenue" orientation="right" tickLine={false} axisLine={false} width={56} stroke={chart.color("fg.muted")} />
          <Tooltip
            cursor={{ fill: chart.color("bg.muted") }}
            animationDuration={100}
            labelFormatter={(day) => dayLabel(day, { dateStyle: "medium" })}
            content={<Chart.Tooltip formatter={(value, name) => (name === "revenue" ? money(Number(value)) : String(value))} />}
          />
          <Legend content={<Chart.Legend />} />
          <Bar
            yAxisId="orders"
            dataKey={chart.key("orders")}
            fill={chart.color("purple.solid")}
            radius={[3, 3, 0, 0]}
            maxBarSize={24}
            isAnimationActive={false}
          />
          <Line
            yAxisId="revenue"
            type="linear"
            dataKey={chart.key("revenue")}
            stroke={chart.color("teal.700")}
            strokeWidth={2}
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </Chart.Root>
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
