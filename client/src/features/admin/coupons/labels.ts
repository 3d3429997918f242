/**
 * How the admin coupon screen words coupon states, and the helpers of its form: amounts and
 * whole numbers as typed ("5,50", " 10 "), dates between the browser's local time and ISO.
 */
import { CombinedGraphQLErrors } from "@apollo/client";
import type { CouponStatus } from "../../../gql/graphql";
import type { MessageId } from "../../../i18n";

/** Every state, the filter's choices. */
export const COUPON_STATUSES: readonly CouponStatus[] = ["ACTIVE", "SCHEDULED", "EXPIRED", "USED_UP", "DISABLED"];

export const COUPON_STATUS_LABELS: Record<CouponStatus, MessageId> = {
  ACTIVE: "admin.coupons.status.ACTIVE",
  SCHEDULED: "admin.coupons.status.SCHEDULED",
  EXPIRED: "admin.coupons.status.EXPIRED",
  USED_UP: "admin.coupons.status.USED_UP",
  DISABLED: "admin.coupons.status.DISABLED",
};

/** Badge colours: green usable, purple later, gray over, orange out of uses, red switched off. */
export const COUPON_STATUS_PALETTES: Record<CouponStatus, string> = {
  ACTIVE: "green",
  SCHEDULED: "purple",
  EXPIRED: "gray",
  USED_UP: "orange",
  DISABLED: "red",
};

/** An amount typed in the form ("5", "5,5", "5.50"): the number, null when empty, NaN when it is not one with at most 2 decimals. */
export function parseAmount(text: string): number | null {
  const s = text.trim().replace(",", ".");
  if (s === "") return null;
  return /^\d{1,6}(\.\d{1,2})?$/.test(s) ? Number(s) : Number.NaN;
}

/** A whole number typed in the form: the number, null when empty, NaN otherwise. */
export function parseWhole(text: string): number | null {
  const s = text.trim();
  if (s === "") return null;
  return /^\d{1,8}$/.test(s) ? Number(s) : Number.NaN;
}

/** An amount as the form shows it ("5.5" → "5.50" is not needed: the number as typed back). */
export const amountText = (v: number | null | undefined): string => (v == null || v === 0 ? "" : String(v));

/** An ISO date as a datetime-local input's value (the browser's time zone), "" for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return "";
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local input's value as ISO (read in the browser's time zone), null for none or an invalid one. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}

/** The server's message of a refused save (BAD_USER_INPUT: "code X is already used …"), else null. */
export function couponSaveError(e: unknown): { code: string | undefined; message: string } | null {
  if (!CombinedGraphQLErrors.is(e)) return null;
  const first = e.errors[0];
  return first ? { code: first.extensions?.code as string | undefined, message: first.message } : null;
}
