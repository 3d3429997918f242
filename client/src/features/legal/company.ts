/**
 * The company behind the shop (name, address, VAT number, support address and hours): part
 * of the layout's query, so every storefront page already has it in the Apollo cache.
 */
import { useQuery } from "@apollo/client/react";
import { localeOfPath, type Locale } from "../../lib/locale";
import { LayoutQuery } from "../layout/layout.graphql";
import type { Company } from "./types";
import { useLocation } from "react-router";

const DAYS = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"];

/**
 * Support hours ("Mo-Fr 09:00-18:00, Sa 10:00-13:00", schema.org openingHours) as a reader
 * of `locale` reads them: "Monday–Friday 09:00–18:00, Saturday 10:00–13:00" (the server's
 * acknowledgement mail words them the same way).
 */
export function formatHours(spec: string, locale: Locale): string {
  const weekday = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
  // 1 January 2024 was a Monday.
  const day = (d: string) => weekday.format(new Date(Date.UTC(2024, 0, 1 + Math.max(0, DAYS.indexOf(d)))));
  return spec
    .split(",")
    .map((range) => {
      const [days = "", hours = ""] = range.trim().split(" ");
      const [from = "", to] = days.split("-");
      return `${to ? `${day(from)}–${day(to)}` : day(from)} ${hours.replace("-", "–")}`;
    })
    .join(", ");
}

/** The company from the layout's query (null before it has loaded, which the storefront's loader prevents). */
export function useCompany(): { company: Company | null; locale: Locale } {
  const locale = localeOfPath(useLocation().pathname);
  const company = useQuery(LayoutQuery, { variables: { locale } }).data?.publicState.company ?? null;
  return { company, locale };
}
