/** Money as customers read it ("12,99 €", "$12,99", "£12,99"); see lib/money.ts. */
import { chakra, type HTMLChakraProps } from "@chakra-ui/react";
import { useCurrency } from "../lib/currency";
import { formatMoney, priceIn, type CurrencyCode, type PricesLike } from "../lib/money";

export interface PriceProps extends Omit<HTMLChakraProps<"span">, "children"> {
  amount: number;
  currency: CurrencyCode;
}

export function Price({ amount, currency, ...rest }: PriceProps) {
  return (
    <chakra.span whiteSpace="nowrap" fontVariantNumeric="tabular-nums" data-price={amount.toFixed(2)} data-currency={currency} {...rest}>
      {formatMoney(amount, currency)}
    </chakra.span>
  );
}

/** The customer's currency's price from a per-currency price set; nothing when absent. */
export function PriceIn({ prices, ...rest }: Omit<HTMLChakraProps<"span">, "children"> & { prices: PricesLike | null | undefined }) {
  const { currency } = useCurrency();
  const amount = priceIn(prices, currency);
  return amount == null ? null : <Price amount={amount} currency={currency} {...rest} />;
}
