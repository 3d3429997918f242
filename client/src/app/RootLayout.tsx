/**
 * The top of the tree inside the router: messages for the page's language, the colour
 * mode (light forced on admin and seller pages), page-view tracking, the toaster.
 */
import { useEffect } from "react";
import { Outlet, ScrollRestoration, useLocation } from "react-router";
import { ToasterHost } from "../components/ToasterHost";
import { MessagesProvider } from "../i18n";
import { localeOfPath } from "../lib/locale";
import { ColorModeProvider, isForcedLightPath } from "../lib/theme";
import { usePageViewTracking } from "../lib/tracking";

export function RootLayout() {
  const { pathname } = useLocation();
  const locale = localeOfPath(pathname);
  usePageViewTracking();
  // Marks the document once React has taken over (tests and tools wait for it).
  useEffect(() => document.documentElement.setAttribute("data-hydrated", ""), []);
  // <html lang> follows client-side language changes (the server sets it for the first page).
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  return (
    <MessagesProvider locale={locale}>
      <ColorModeProvider forcedLight={isForcedLightPath(pathname)}>
        <Outlet />
        <ToasterHost />
        {/* New pages start at the top; back/forward restore the position. */}
        <ScrollRestoration />
      </ColorModeProvider>
    </MessagesProvider>
  );
}
