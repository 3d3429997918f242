/** Money as customers read it ("12,99 €", "$12,99", "£12,99"); see lib/money.ts. Plain element: style it with a class. */
import type { HTMLAttributes } from "react";
import { useCurrency } from "../lib/currency";
import { formatMoney, priceIn, type CurrencyCode, type PricesLike } from "../lib/money";

export interface PriceProps extends Omit<HTMLAttributes<HTMLSpanElement>, "children"> {
  amount: number;
  currency: CurrencyCode;
}

export function Price({ amount, currency, className, ...rest }: PriceProps) {
  return (
    <span className={className ? `km-price ${className}` : "km-price"} data-price={amount.toFixed(2)} data-currency={currency} {...rest}>
      {formatMoney(amount, currency)}
    </span>
  );
}

/** The customer's currency's price from a per-currency price set; nothing when absent. */
export function PriceIn({ prices, ...rest }: Omit<HTMLAttributes<HTMLSpanElement>, "children"> & { prices: PricesLike | null | undefined }) {
  const { currency } = useCurrency();
  const amount = priceIn(prices, currency);
  return amount == null ? null : <Price amount={amount} currency={currency} {...rest} />;
}
