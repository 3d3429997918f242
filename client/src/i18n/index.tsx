/**
 * react-intl messages, English and Italian, one JSON file per language with the same keys
 * (a test checks it). Only the page's language is loaded; the other one is fetched by the
 * language toggle (or the /it route's loader) before navigating.
 *
 * The build splits each language (compiledMessages in client/vite.config.ts): `./en.json`
 * holds the frame's messages (layout, header, footer: what every page shows), and the rest
 * comes in scopes (./scopes.ts): one per storefront page (what that page's code names), one
 * for the error pages, and "rest" (every message, for sign-in, account, admin, seller …).
 * loadMessages loads the frame, loadScope a scope; the routes load their scope with their
 * module (app/routes.tsx), before rendering. A page's first load then carries its own texts,
 * not every other screen's. Without Vite (jest, tsx, the dev server) `./en.json` is the
 * whole file and the scopes are empty.
 */
import { createIntl, createIntlCache, FormattedMessage, RawIntlProvider, useIntl, type IntlShape } from "react-intl";
import type { ReactNode } from "react";
import type en from "./en.json";
import type { Locale } from "../lib/locale";
import { importScope, type MessageScope } from "./scopes";
import { installLocaleChecks, withLightNumbers } from "./light-format";

export type { MessageScope };
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
type Values = Record<string, string | number | boolean | Date | null | undefined | ((chunks: ReactNode[]) => ReactNode) | ReactNode>;

const importers: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("./en.json"),
  it: () => import("./it.json"),
};

const loaded: Partial<Record<Locale, Messages>> = {};
const pending: Partial<Record<Locale, Promise<Messages>>> = {};
const scopes: Record<Locale, Map<MessageScope, Partial<Messages>>> = { en: new Map(), it: new Map() };
const scopesPending: Record<Locale, Map<MessageScope, Promise<unknown>>> = { en: new Map(), it: new Map() };
const merged: Partial<Record<Locale, Messages>> = {};

/** Loads a language's frame messages once; later calls return the same promise. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const done = loaded[locale];
  if (done) return Promise.resolve(done);
  return (pending[locale] ??= importers[locale]().then(
    (m) => {
      delete merged[locale];
      return (loaded[locale] = m.default);
    },
    (e) => {
      delete pending[locale];
      throw e;
    },
  ));
}

/** Loads a language's frame and one scope of messages (a page's, the error pages', or "rest": all). */
export function loadScope(locale: Locale, scope: MessageScope): Promise<Messages> {
  let part = scopesPending[locale].get(scope);
  if (!part) {
    part = importScope(locale, scope).then(
      (m) => {
        scopes[locale].set(scope, m.default);
        delete merged[locale];
      },
      (e) => {
        scopesPending[locale].delete(scope);
        throw e;
      },
    );
    scopesPending[locale].set(scope, part);
  }
  return Promise.all([loadMessages(locale), part]).then(() => loadedMessages(locale)!);
}

/** Loads every message of a language. */
export const loadAllMessages = (locale: Locale): Promise<Messages> => loadScope(locale, "rest");

/** The messages loaded for a language (synchronously): the frame and every scope loaded so far. */
export function loadedMessages(locale: Locale): Messages | undefined {
  const base = loaded[locale];
  if (!base || scopes[locale].size === 0) return base;
  return (merged[locale] ??= Object.assign({}, base, ...scopes[locale].values()) as Messages);
}

/** Registers messages that arrived another way (tests, the server bundle): all of a language's. */
export function provideMessages(locale: Locale, messages: Messages): void {
  loaded[locale] = messages;
  scopes[locale].set("rest", {});
  scopesPending[locale].set("rest", Promise.resolve());
  delete merged[locale];
}

/**
 * One react-intl object per language and message set, with one formatter cache for the
 * process: a server render (or a client navigation) reuses the parsed messages and the
 * number and date formatters instead of building them again for every tree.
 */
const intlCache = createIntlCache();
// Messages write their numbers without Intl on both sides (the same text); in the browser, react-intl's
// locale checks skip ICU too: either would pay Intl's costly first use on the page's start (./light-format.ts).
if (typeof document !== "undefined") installLocaleChecks();
const intls = new WeakMap<Messages, IntlShape>();
function intlFor(locale: Locale, messages: Messages): IntlShape {
  let intl = intls.get(messages);
  if (!intl || intl.locale !== locale) {
    intl = withLightNumbers(createIntl({ locale, defaultLocale: "en", messages }, intlCache));
    intls.set(messages, intl);
  }
  return intl;
}

/** The messages of `locale` loaded so far (English as the fallback) for the tree below. */
export function MessagesProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = loadedMessages(locale) ?? loadedMessages("en") ?? ({} as Messages);
  return <RawIntlProvider value={intlFor(locale, messages)}>{children}</RawIntlProvider>;
}

/** A translated string by id (typed: unknown ids do not compile). */
export function useT() {
  const intl = useIntl();
  return (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
}

/** A translated message as an element. */
export function T({ id, values }: { id: MessageId; values?: Values }) {
  return <FormattedMessage id={id} values={values as never} />;
}
