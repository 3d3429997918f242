/**
 * A count per day as bars (left axis) with the day's revenue as a line (right axis), in one
 * currency (amounts in different currencies do not add up): the seller's sales chart (keys sold)
 * and the admin dashboard's (paid orders). Chakra UI's chart wrapper over recharts; imported only
 * by lazily loaded chunks, since recharts is large.
 */
import { Chart, useChart } from "@chakra-ui/charts";
import { Box, Button, HStack } from "@chakra-ui/react";
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from "recharts";
import { formatMoney, type CurrencyCode } from "../../lib/money";
import { useDayLabels } from "./day-labels";

export interface DailyCountRevenueChartProps {
  /** One point per day, oldest first; revenue in major units of `currency`. */
  data: readonly { day: string; count: number; revenue: number }[];
  currency: CurrencyCode;
  countLabel: string;
  revenueLabel: string;
  /** The bars' colour token (the area's accent). */
  countColor: string;
  /** What the chart shows, for screen readers. */
  label: string;
}

const REVENUE_COLOR = "teal.700";

export function DailyCountRevenueChart({ data, currency, countLabel, revenueLabel, countColor, label }: DailyCountRevenueChartProps) {
  const { dayLabel, shortDay } = useDayLabels();
  const chart = useChart({
    data: [...data],
    series: [
      // Own swatches: the app's pruned theme has no ColorSwatch recipe.
      { name: "count", color: countColor, label: countLabel, yAxisId: "count", icon: <Box boxSize="2.5" rounded="sm" bg={countColor} /> },
      { name: "revenue", color: REVENUE_COLOR, label: revenueLabel, yAxisId: "revenue", icon: <Box w="3" h="0.5" bg={REVENUE_COLOR} /> },
    ],
  });
  const money = (v: number) => formatMoney(v, currency);
  return (
    <Chart.Root chart={chart} h={{ base: "56", md: "72" }} aria-label={label} role="img">
      <ComposedChart responsive data={chart.data} margin={{ left: 0, right: 0, top: 8 }}>
        <CartesianGrid stroke={chart.color("border.muted")} vertical={false} />
        <XAxis dataKey={chart.key("day")} tickFormatter={shortDay} tickLine={false} axisLine={false} minTickGap={16} stroke={chart.color("fg.muted")} />
        <YAxis yAxisId="count" allowDecimals={false} tickLine={false} axisLine={false} width={32} stroke={chart.color("fg.muted")} />
        <YAxis yAxisId="revenue" orientation="right" tickLine={false} axisLine={false} width={56} stroke={chart.color("fg.muted")} />
        <Tooltip
          cursor={{ fill: chart.color("bg.muted") }}
          animationDuration={100}
          labelFormatter={(day) => dayLabel(day, { dateStyle: "medium" })}
          content={<Chart.Tooltip formatter={(value, name) => (name === "revenue" ? money(Number(value)) : String(value))} />}
        />
        <Legend content={<Chart.Legend />} />
        <Bar yAxisId="count" dataKey={chart.key("count")} fill={chart.color(countColor)} radius={[3, 3, 0, 0]} maxBarSize={24} isAnimationActive={false} />
        <Line
          yAxisId="revenue"
          type="linear"
          dataKey={chart.key("revenue")}
          stroke={chart.color(REVENUE_COLOR)}
          strokeWidth={2}
          dot={false}
          isAnimationActive={false}
        />
      </ComposedChart>
    </Chart.Root>
  );
}

export interface ChartCurrencySwitchProps {
  currencies: readonly CurrencyCode[];
  currency: CurrencyCode;
  onCurrency(currency: CurrencyCode): void;
  /** What the buttons choose, for screen readers. */
  label: string;
  /** Test ids are `${testIdPrefix}-EUR` … */
  testIdPrefix: string;
}

/** Which currency a chart shows, as toggle buttons; nothing when there is only one to show. */
export function ChartCurrencySwitch({ currencies, currency, onCurrency, label, testIdPrefix }: ChartCurrencySwitchProps) {
  if (currencies.length < 2) return null;
  return (
    <HStack gap="1" role="group" aria-label={label}>
      {currencies.map((c) => (
        <Button
          key={c}
          size="xs"
          variant={c === currency ? "solid" : "outline"}
          aria-pressed={c === currency}
          onClick={() => onCurrency(c)}
          data-testid={`${testIdPrefix}-${c}`}
        >
          {c}
        </Button>
      ))}
    </HStack>
  );
}
