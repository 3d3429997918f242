/** The whole page after a rendering crash: the error page alone, outside the route tree. */
import { IntlProvider } from "react-intl";
import { ErrorPageView } from "../components/ErrorPage";
import { loadedMessages } from "../i18n";
import type { Locale } from "../lib/locale";

export function CrashPage({ locale }: { locale: Locale }) {
  return (
    <IntlProvider locale={locale} defaultLocale="en" messages={loadedMessages(locale) ?? {}}>
      <ErrorPageView locale={locale} />
    </IntlProvider>
  );
}
