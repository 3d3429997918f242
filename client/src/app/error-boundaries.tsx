/**
 * The routes' error boundaries, whose pages (not found, error) and their messages are
 * chunks of their own: a page that rendered without an error does not load them. A page
 * that did (404, 500) has them loaded before hydration (entry-client), the server provides
 * them up front (entry-server), and after a client-side navigation that fails they load
 * then (the boundary suspends meanwhile).
 */
import { use } from "react";
import { useLocation } from "react-router";
import { loadScope, MessagesProvider } from "../i18n";
import { localeOfPath, type Locale } from "../lib/locale";

type Boundaries = typeof import("./errors");

let loaded: Boundaries | undefined;
const pending: Partial<Record<Locale, Promise<Boundaries>>> = {};
const ready: Partial<Record<Locale, boolean>> = {};

/** The error pages and their messages in a language. */
export function loadErrorBoundaries(locale: Locale): Promise<Boundaries> {
  return (pending[locale] ??= Promise.all([import("./errors"), loadScope(locale, "errors")]).then(([m]) => {
    ready[locale] = true;
    return (loaded = m);
  }));
}

/** The server renders with the module (and every message) already loaded. */
export function provideErrorBoundaries(module: Boundaries): void {
  loaded = module;
  ready.en = ready.it = true;
}

function useBoundaries(): { boundaries: Boundaries; locale: Locale } {
  const locale = localeOfPath(useLocation().pathname);
  const boundaries = loaded && ready[locale] ? loaded : use(loadErrorBoundaries(locale));
  return { boundaries, locale };
}

export function PageErrorBoundary() {
  const { boundaries, locale } = useBoundaries();
  // Its own provider: the messages may have arrived after the layout above rendered.
  return (
    <MessagesProvider locale={locale}>
      <boundaries.PageErrorBoundary />
    </MessagesProvider>
  );
}

export function RootErrorBoundary() {
  const { RootErrorBoundary: Boundary } = useBoundaries().boundaries;
  return <Boundary />;
}
