/** The header's controls: language toggle, currency picker, theme toggle. */
import { NativeSelect } from "../../components/NativeSelect";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useT } from "../../i18n";
import { useCurrency } from "../../lib/currency";
import { CURRENCY_SYMBOLS, isCurrencyCode } from "../../lib/money";
import { useColorMode } from "../../lib/theme";
import { MoonIcon, SunIcon } from "../../components/icons";
import { CurrenciesQuery } from "./layout.graphql";
import { useLanguageSwitch } from "./language";

export function LanguageToggle() {
  const t = useT();
  const { next, status, switchLanguage } = useLanguageSwitch();
  return (
    <button
      type="button"
      className="km-btn km-btn--header km-lang-toggle"
      onClick={switchLanguage}
      disabled={status === "loading"}
      aria-busy={status === "loading" || undefined}
      data-loading={status === "loading" || undefined}
      data-testid="language-toggle"
      data-status={status}
      title={t(next === "it" ? "language.it" : "language.en")}
      lang={next}
    >
      <span className="km-btn__label">
        {next.toUpperCase()}
        {/* The accessible name starts with the visible text (WCAG 2.5.3). */}{" "}
        <span className="km-sr-only">{t("header.language", { language: t(next === "it" ? "language.it" : "language.en") })}</span>
      </span>
      {status === "loading" && <span className="km-spinner" aria-hidden="true" />}
    </button>
  );
}

export function CurrencyPicker() {
  const t = useT();
  const client = useApolloClient();
  const { currency, currencies, setCurrency } = useCurrency();
  const { data } = useQuery(CurrenciesQuery);
  const list = data?.currencies.map((c) => ({ code: c.code, symbol: c.symbol })) ?? currencies.map((code) => ({ code, symbol: CURRENCY_SYMBOLS[code] }));
  // Opening the picker reads the list again: the type policy refetches it when older than 5 minutes.
  const refresh = () => void client.query({ query: CurrenciesQuery }).catch(() => undefined);
  return (
    <NativeSelect
      data-testid="currency-picker"
      aria-label={t("header.currency")}
      value={currency}
      onFocus={refresh}
      onPointerDown={refresh}
      onChange={(e) => {
        const next = e.currentTarget.value;
        if (isCurrencyCode(next)) setCurrency(next);
      }}
      tone="header"
    >
      {list.map((c) => (
        <option key={c.code} value={c.code}>
          {c.symbol} {c.code}
        </option>
      ))}
    </NativeSelect>
  );
}

export function ThemeToggle() {
  const t = useT();
  const { toggleColorMode } = useColorMode();
  return (
    <button
      type="button"
      className="km-btn km-btn--icon km-btn--header"
      aria-label={t("header.theme")}
      title={t("header.theme")}
      onClick={toggleColorMode}
      data-testid="theme-toggle"
    >
      {/* The icon follows the html class (storefront.css), so server and client markup agree. */}
      <span className="km-theme-icon km-theme-icon--light">
        <MoonIcon />
      </span>
      <span className="km-theme-icon km-theme-icon--dark">
        <SunIcon />
      </span>
    </button>
  );
}
