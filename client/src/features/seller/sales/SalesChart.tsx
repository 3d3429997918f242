/**
 * The daily sales chart: keys sold per day as bars (left axis) and revenue per day as a line
 * (right axis), in one currency at a time (console/DailyCountRevenueChart). Totals of the range above it say the same in words
 * for screen readers and phones.
 */
import { Box, HStack, SimpleGrid, Stack, Text } from "@chakra-ui/react";
import type { SellerSalesDailyQuery } from "../../../gql/graphql";
import { T, useT } from "../../../i18n";
import { formatMoney, type CurrencyCode } from "../../../lib/money";
import { ChartCurrencySwitch, DailyCountRevenueChart } from "../../console/DailyCountRevenueChart";

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
  const data = days
    .filter((d) => d.currency === currency)
    .map((d) => ({ day: d.day, keys: d.keys, revenue: d.gross.amount, net: d.net.amount, refunds: d.refundedKeys }));
  const total = (k: "keys" | "revenue" | "net" | "refunds") => data.reduce((n, d) => n + d[k], 0);
  const money = (v: number) => formatMoney(v, currency);

  return (
    <Stack gap="3" borderWidth="1px" borderColor="border.muted" rounded="l2" p={{ base: "3", md: "4" }} data-testid="sales-chart">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text fontWeight="semibold">
          <T id="seller.sales.chartTitle" />
        </Text>
        {onCurrency && (
          <ChartCurrencySwitch
            currencies={currencies}
            currency={currency}
            onCurrency={onCurrency}
            label={t("seller.sales.chartCurrency")}
            testIdPrefix="chart-currency"
          />
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
      <DailyCountRevenueChart
        data={data.map((d) => ({ day: d.day, count: d.keys, revenue: d.revenue }))}
        currency={currency}
        countLabel={t("seller.sales.chartKeys")}
        revenueLabel={t("seller.sales.chartRevenue")}
        countColor="green.solid"
        label={t("seller.sales.chartTitle")}
      />
    </Stack>
  );
}
