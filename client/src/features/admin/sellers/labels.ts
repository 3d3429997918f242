/**
 * How the admin seller screens word the schema's enums (shop states, history actions), format
 * commissions, and word the errors of the decisions on a shop.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import type { EnabledState, SellerReviewAction } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

/** Every shop state, in the spec's order (Enabled 0 … Progress 3): the state filter's choices. */
export const SELLER_STATES: readonly EnabledState[] = ["Enabled", "Waiting", "Blocked", "Progress"];

export const SELLER_STATE_LABELS: Record<EnabledState, MessageId> = {
  Enabled: "sellerState.Enabled",
  Waiting: "sellerState.Waiting",
  Blocked: "sellerState.Blocked",
  Progress: "sellerState.Progress",
};

/** Badge colours: green selling, orange waiting for an admin, red blocked. */
export const SELLER_STATE_PALETTES: Record<EnabledState, string> = {
  Enabled: "green",
  Waiting: "orange",
  Blocked: "red",
  Progress: "orange",
};

export const REVIEW_ACTION_LABELS: Record<SellerReviewAction, MessageId> = {
  Registered: "admin.sellers.action.Registered",
  Approved: "admin.sellers.action.Approved",
  Blocked: "admin.sellers.action.Blocked",
  CommissionChanged: "admin.sellers.action.CommissionChanged",
};

/**
 * A commission typed by an admin ("8.5", "8,5", " 10 "): the number, or null when it is not
 * one from 0 to 100 with at most two decimals.
 */
export function parsePercent(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n >= 0 && n <= 100 ? n : null;
}

export interface SellerActionError {
  title: MessageId;
  detail?: string;
  /** The shop changed meanwhile (or is gone): the page fetches it again. */
  stale: boolean;
}

/** What a failed decision says, by the server's error code. */
export function sellerActionError(e: unknown): SellerActionError {
  const first = CombinedGraphQLErrors.is(e) ? e.errors[0] : undefined;
  switch (first?.extensions?.code) {
    case "NOT_FOUND":
      return { title: "admin.sellers.error.notFound", stale: true };
    case "ILLEGAL_OPERATION":
      return { title: "admin.sellers.error.stale", detail: first.message, stale: true };
    case "BAD_USER_INPUT":
      return { title: "admin.sellers.error.badInput", detail: first.message, stale: false };
    case "FORBIDDEN":
    case "UNAUTHENTICATED":
      return { title: "admin.sellers.error.forbidden", stale: false };
    default:
      return { title: "console.failed", stale: false };
  }
}
