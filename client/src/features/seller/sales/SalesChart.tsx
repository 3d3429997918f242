/**
 * The daily sales chart: keys sold per day as bars (left axis) and revenue per day as a line
 * (right axis), in one currency at a time (amounts in different currencies do not add up), with
 * Chakra UI's chart wrapper over recharts. Totals of the range above it say the same in words
 * for screen readers and phones.
 */
import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Button, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import { useIntl } from "react-intl";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import type { SellerSalesDailyQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { formatMoney, type CurrencyCode } from "../../../lib/money";

type Day = SellerSalesDailyQuery["sellerSalesDaily"][number];

export interface SalesChartProps {
  days: readonly Day[];
  currency: CurrencyCode;
  /** The currencies with data (a switch is shown when there are several); empty hides it. */
  currencies: readonly CurrencyCode[];
  onCurrency?(currency: CurrencyCode): void;
}

export function SalesChart({ days, currency, currencies, onCurrency }: SalesChartProps) {
  const t = useT();
  const intl = useIntl();
  const data = days
    .filter((d) => d.currency === currency)
    .map((d) => ({ day: d.day, keys: d.keys, revenue: d.gross.amount, net: d.net.amount, refunds: d.refundedKeys }));
  const keysLabel = t("seller.sales.chartKeys");
  const revenueLabel = t("seller.sales.chartRevenue");
  const chart = useChart({
    data,
    series: [
      // Own swatches: the app's pruned theme has no ColorSwatch recipe.
      { name: "keys", color: "green.solid", label: keysLabel, yAxisId: "keys", icon: <Box boxSize="2.5" rounded="sm" bg="green.solid" /> },
      { name: "revenue", color: "teal.700", label: revenueLabel, yAxisId: "revenue", icon: <Box w="3" h="0.5" bg="teal.700" /> },
    ],
  });
  const total = (k: "keys" | "revenue" | "net" | "refunds") => data.reduce((n, d) => n + d[k], 0);
  const money = (v: number) => formatMoney(v, currency);
  // Recharts also hands the formatters indexes and placeholders: only real days are formatted.
  const dayLabel = (day: unknown, options: Intl.DateTimeFormatOptions) =>
    typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T12:00:00Z`, { ...options, timeZone: "UTC" }) : String(day ?? "");
  const shortDay = (day: unknown) => dayLabel(day, { day: "numeric", month: "short" });

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p={{ base: "3", md: "4" }} data-testid="sales-chart">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          <T id="seller.sales.chartTitle" />
        </Text>
        {currencies.length > 1 && onCurrency && (
          <HStack gap="1" role="group" aria-label={t("seller.sales.chartCurrency")}>
            {currencies.map((c) => (
              <Button
                key={c}
                size="xs"
                variant={c === currency ? "solid" : "outline"}
                aria-pressed={c === currency}
                onClick={() => onCurrency(c)}
                data-testid={`chart-currency-${c}`}
              >
                {c}
              </Button>
            ))}
          </HStack>
        )}
      </HStack>
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" as="dl">
        {(
          [
            ["seller.sales.totalKeys", String(total("keys")), "keys"],
            ["seller.sales.totalRevenue", money(total("revenue")), "revenue"],
            ["seller.sales.totalNet", money(total("net")), "net"],
            ["seller.sales.totalRefunds", String(total("refunds")), "refunds"],
          ] as const
        ).map(([label, value, id]) => (
          <Box key={id}>
            <Text as="dt" fontSize="xs" color="fg.muted">
              <T id={label} />
            </Text>
            <Text as="dd" fontSize="lg" fontWeight="semibold" data-testid={`sales-total-${id}`}>
              {value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Chart.Root chart={chart} h={{ base: "56", md: "72" }} aria-label={t("seller.sales.chartTitle")} role="img">
        <ComposedChart responsive data={chart.data} margin={{ left: 0, right: 0, top: 8 }}>
          <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
          <XAxis dataKey={chart.key("day")} tickFormatter={shortDay} tickLine={false} axisLine={false} minTickGap={16} stroke={chart.color("fg.muted")} />
          <YAxis yAxisId="keys" allowDecimals={false} tickLine={false} axisLine={false} width={32} stroke={chart.color("fg.muted")} />
          <YAxis yAxisId="revenue" orientation="right" tickLine={false} axisLine={false} width={56} stroke={chart.color("fg.muted")} />
          <Tooltip
            cursor={{ fill: chart.color("bg.muted") }}
            animationDuration={100}
            labelFormatter={(day) => dayLabel(day, { dateStyle: "medium" })}
            content={<Chart.Tooltip formatter={(value, name) => (name === "revenue" ? money(Number(value)) : String(value))} />}
          />
          <Legend content={<Chart.Legend />} />
          <Bar yAxisId="keys" dataKey={chart.key("keys")} fill={chart.color("green.solid")} radius={[3, 3, 0, 0]} maxBarSize={24} isAnimationActive={false} />
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
