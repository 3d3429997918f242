/** What the server puts in the page for the browser to start from (a JSON data block). */
import type { NormalizedCacheObject } from "@apollo/client";
import type { FirstReads } from "../lib/apollo";
import type { HydrationState } from "react-router";
import type { Locale } from "../lib/locale";
import type { CurrencyCode } from "../lib/money";

export const STATE_ELEMENT_ID = "km-state";

export interface PageState {
  locale: Locale;
  currency: CurrencyCode;
  siteUrl: string;
  apollo: NormalizedCacheObject;
  /** The answers the render read from it, for the browser's first reads (lib/apollo.ts). */
  firstReads?: FirstReads;
  /** The router's loader data and errors (errors serialised as react-router does). */
  router: HydrationState | null;
  /** The ids of the routes the server matched, outermost first (their lazy parts load before hydrating); none on the crash page. */
  matched?: string[];
  /** Set when rendering crashed: the page is the error page alone. */
  crashed?: boolean;
  /** With `crashed`: the page is the "temporarily unavailable" page (status 503). */
  unavailable?: boolean;
}

/** Errors in the form react-router's browser router deserialises. */
export function serializeRouterErrors(errors: Record<string, unknown> | null, dev: boolean): Record<string, unknown> | null {
  if (!errors) return null;
  const out: Record<string, unknown> = {};
  for (const [id, error] of Object.entries(errors)) {
    if (error && typeof error === "object" && "status" in error && "internal" in error) {
      out[id] = { ...(error as object), __type: "RouteErrorResponse" };
    } else if (error instanceof Error) {
      out[id] = { message: dev ? error.message : "Unexpected Server Error", __type: "Error", ...(dev ? { stack: error.stack } : {}) };
    } else {
      out[id] = error;
    }
  }
  return out;
}
