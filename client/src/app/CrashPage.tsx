/** The whole page after a rendering crash: the error page alone, outside the route tree. */
import { ErrorPageView } from "../components/ErrorPage";
import { MessagesProvider } from "../i18n";
import type { Locale } from "../lib/locale";

export function CrashPage({ locale }: { locale: Locale }) {
  return (
    <MessagesProvider locale={locale}>
      <ErrorPageView locale={locale} />
    </MessagesProvider>
  );
}
