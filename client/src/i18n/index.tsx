/**
 * react-intl messages, English and Italian, one JSON file per language with the same keys
 * (a test checks it). Only the page's language is loaded; the other one is fetched by the
 * language toggle (or the /it route's loader) before navigating.
 */
import { FormattedMessage, useIntl } from "react-intl";
import type { ReactNode } from "react";
import type en from "./en.json";
import type { Locale } from "../lib/locale";

export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;
type Values = Record<string, string | number | boolean | Date | null | undefined | ((chunks: ReactNode[]) => ReactNode) | ReactNode>;

const importers: Record<Locale, () => Promise<{ default: Messages }>> = {
  en: () => import("./en.json"),
  it: () => import("./it.json"),
};

const loaded: Partial<Record<Locale, Messages>> = {};
const pending: Partial<Record<Locale, Promise<Messages>>> = {};

/** Loads a language's messages once; later calls return the same promise. */
export function loadMessages(locale: Locale): Promise<Messages> {
  const done = loaded[locale];
  if (done) return Promise.resolve(done);
  return (pending[locale] ??= importers[locale]().then(
    (m) => (loaded[locale] = m.default),
    (e) => {
      delete pending[locale];
      throw e;
    },
  ));
}

/** Messages already loaded for a language (synchronously), if any. */
export const loadedMessages = (locale: Locale): Messages | undefined => loaded[locale];

/** Registers messages that arrived another way (tests, the server bundle). */
export function provideMessages(locale: Locale, messages: Messages): void {
  loaded[locale] = messages;
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
