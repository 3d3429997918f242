/**
 * Error boundaries. Inside the storefront frame, a 404 from a loader shows the not-found
 * page and anything else the error page; errors above the frame show the bare error page.
 */
import { isRouteErrorResponse, useLocation, useRouteError } from "react-router";
import { useEffect } from "react";
import { ErrorPageView } from "../components/ErrorPage";
import { NotFoundPage } from "../features/errors/NotFoundPage";
import { MessagesProvider } from "../i18n";
import { localeOfPath } from "../lib/locale";

/** True when the error means "no such page". */
export const isNotFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

function useReportError(error: unknown) {
  useEffect(() => {
    if (!isNotFound(error)) console.error(error);
  }, [error]);
}

export function PageErrorBoundary() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname);
  useReportError(error);
  return isNotFound(error) ? <NotFoundPage /> : <ErrorPageView locale={locale} />;
}

export function RootErrorBoundary() {
  const error = useRouteError();
  const locale = localeOfPath(useLocation().pathname);
  useReportError(error);
  return (
    <MessagesProvider locale={locale}>
      <ErrorPageView locale={locale} />
    </MessagesProvider>
  );
}
