/** Dates given as UTC days (YYYY-MM-DD) in the reader's language, for consoles' periods and charts. */
import { useIntl } from "react-intl";

/** Day labels for chart axes and tooltips ("25 Feb", "Feb 25, 2022"), dates given as YYYY-MM-DD. */
export function useDayLabels() {
  const intl = useIntl();
  // Recharts also hands the formatters indexes and placeholders: only real days are formatted.
  const dayLabel = (day: unknown, options: Intl.DateTimeFormatOptions) =>
    typeof day === "string" && /^\d{4}-\d{2}-\d{2}$/.test(day) ? intl.formatDate(`${day}T12:00:00Z`, { ...options, timeZone: "UTC" }) : String(day ?? "");
  return { dayLabel, shortDay: (day: unknown) => dayLabel(day, { day: "numeric", month: "short" }) };
}
