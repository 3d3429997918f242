/**
 * The customer's currency: EUR by default, USD or GBP when chosen with the header's
 * picker or with the spec's query form `?=currency:usd` / `?=currency:gbp`, remembered in
 * the `currency` cookie (lower-case codes, as in the query). Prices arrive in every
 * currency (`prices { eur usd gbp }`), so switching re-renders without refetching;
 * only lists sorted or filtered by price ask the server again.
 */
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from "react";
import { writeCookie } from "./cookies";
import { CURRENCY_CODES, DEFAULT_CURRENCY, isCurrencyCode, type CurrencyCode } from "./money";

export const CURRENCY_COOKIE = "currency";
const COOKIE_DAYS = 365;

/** "usd" / "USD" → "USD"; anything else → null. */
export function parseCurrency(value: string | null | undefined): CurrencyCode | null {
  const upper = (value ?? "").trim().toUpperCase();
  return isCurrencyCode(upper) ? upper : null;
}

/**
 * The currency asked for in a query string, in the spec's form `?=currency:usd` (an empty
 * key whose value is `currency:usd`); also accepts `?currency=usd`.
 */
export function currencyFromSearch(search: string): CurrencyCode | null {
  const params = new URLSearchParams(search);
  for (const value of params.getAll("")) {
    const m = /^currency:([a-z]{3})$/i.exec(value.trim());
    if (m) return parseCurrency(m[1]);
  }
  return parseCurrency(params.get("currency"));
}

/** The query string without the currency switch (canonical URLs never carry it). */
export function withoutCurrencyParam(search: string): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [k, v] of params) {
    if (k === "" && /^currency:/i.test(v)) continue;
    if (k === "currency") continue;
    kept.append(k, v);
  }
  const s = kept.toString();
  return s ? `?${s}` : "";
}

interface CurrencyState {
  currency: CurrencyCode;
  currencies: readonly CurrencyCode[];
  setCurrency(next: CurrencyCode): void;
}

const CurrencyContext = createContext<CurrencyState>({
  currency: DEFAULT_CURRENCY,
  currencies: CURRENCY_CODES,
  setCurrency: () => undefined,
});

export function CurrencyProvider({
  initial,
  onChange,
  children,
}: {
  initial: CurrencyCode;
  /** Told about every change (the browser's loaders read the currency from outside React). */
  onChange?: (next: CurrencyCode) => void;
  children: ReactNode;
}) {
  const [currency, setState] = useState<CurrencyCode>(initial);
  const setCurrency = useCallback(
    (next: CurrencyCode) => {
      writeCookie(CURRENCY_COOKIE, next.toLowerCase(), COOKIE_DAYS);
      onChange?.(next);
      setState(next);
    },
    [onChange],
  );
  const value = useMemo(() => ({ currency, currencies: CURRENCY_CODES, setCurrency }), [currency, setCurrency]);
  return <CurrencyContext.Provider value={value}>{children}</CurrencyContext.Provider>;
}

export const useCurrency = () => useContext(CurrencyContext);
