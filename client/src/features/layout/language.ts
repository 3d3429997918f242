/**
 * The language switch: asks the translator (GraphQL `translatedUrl`) for the current
 * page's URL in the other language, loads that language's messages, then navigates. A
 * failure sets the `failed` flag (spec §8), tells the user, and leaves them on the page.
 * The work itself (./language-switch.ts) loads on the first click.
 */
import { useApolloClient } from "@apollo/client/react";
import { useCallback, useSyncExternalStore } from "react";
import { useLocation, useNavigate } from "react-router";
import { useT } from "../../i18n";
import { localeOfPath, otherLocale, type Locale } from "../../lib/locale";
import { notify } from "../../lib/notify";

export type LanguageSwitchStatus = "idle" | "loading" | "failed";

let status: LanguageSwitchStatus = "idle";
const listeners = new Set<() => void>();
function setStatus(next: LanguageSwitchStatus) {
  status = next;
  for (const l of listeners) l();
}

/** The language switch's state: idle, loading, or failed (the last switch did not happen). */
export function useLanguageSwitchStatus(): LanguageSwitchStatus {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => status,
    () => "idle" as const,
  );
}

export function useLanguageSwitch(): { locale: Locale; next: Locale; status: LanguageSwitchStatus; switchLanguage(): Promise<void> } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const location = useLocation();
  const t = useT();
  const locale = localeOfPath(location.pathname);
  const next = otherLocale(locale);
  const current = useLanguageSwitchStatus();
  const switchLanguage = useCallback(async () => {
    setStatus("loading");
    try {
      const { translatedUrl } = await import("./language-switch");
      const url = await translatedUrl(client, `${location.pathname}${location.search}`, locale, next);
      setStatus("idle");
      navigate(url);
    } catch {
      setStatus("failed");
      notify({ type: "error", title: t("language.failed.title"), description: t("language.failed.message") });
    }
  }, [client, navigate, location.pathname, location.search, locale, next, t]);
  return { locale, next, status: current, switchLanguage };
}
