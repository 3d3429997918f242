/**
 * Message scopes: the parts of a language's messages beyond the frame's (./en.json), each
 * loaded when a page needs it (see index.tsx). The Vite build replaces this module with one
 * that imports each language's scopes as chunks of their own (compiledMessages in
 * client/vite.config.ts, which decides what each scope holds from the pages' code).
 * Without Vite (jest, tsx, the dev server) ./en.json is the whole file, so every scope is
 * empty, as here.
 */
import type { Locale } from "../lib/locale";

/** A storefront page's texts, the error pages', or "rest": every message (the other areas). */
export type MessageScope = "home" | "category" | "platform" | "search" | "product" | "activation" | "legal" | "errors" | "rest";

export function importScope(_locale: Locale, _scope: MessageScope): Promise<{ default: Record<string, string> }> {
  return Promise.resolve({ default: {} });
}
