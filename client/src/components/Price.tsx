/** Money as customers read it ("12,99 €", "$12,99", "£12,99"); see lib/money.ts. Plain element: style it with a class. */
import type { HTMLAttributes } from "react";
import { formatMoney, type CurrencyCode } from "../lib/money";

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
