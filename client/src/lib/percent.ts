/** Percentages as the language writes them. */
import type { IntlShape } from "react-intl";

/** A commission in percent (8.5 for 8.5 %) as the language writes it: "8.5%", "8,5%"; at most two decimals. */
export function formatPercent(intl: IntlShape, percent: number): string {
  return intl.formatNumber(percent / 100, { style: "percent", maximumFractionDigits: 2 });
}
