/**
 * The whole page after a rendering crash, or while the shop's database is unavailable (503):
 * the error page alone, outside the route tree.
 */
import { ErrorPageView } from "../components/ErrorPage";
import { MessagesProvider } from "../i18n";
import type { Locale } from "../lib/locale";

export function CrashPage({ locale, unavailable = false }: { locale: Locale; unavailable?: boolean }) {
  return (
    <MessagesProvider locale={locale}>
      <ErrorPageView locale={locale} unavailable={unavailable} />
    </MessagesProvider>
  );
}
