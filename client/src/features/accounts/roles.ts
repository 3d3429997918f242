import type { MessageId } from "../../i18n";
import type { Me } from "./use-me";

/** The roles' names as the screens show them. */
export const ROLE_LABELS: Record<string, MessageId> = {
  user: "role.user",
  seller: "role.seller",
  support: "role.support",
  admin: "role.admin",
  guest: "role.guest",
};

/** Roles that enter the admin area (their grants hold over every row). */
export const STAFF_ROLES: readonly string[] = ["admin", "support"];

export const isStaff = (me: Pick<Me, "role"> | null | undefined): boolean => !!me && STAFF_ROLES.includes(me.role);

/** Whether `me` holds `permission` ("orders:refund"). */
export const can = (me: Pick<Me, "permissions"> | null | undefined, permission: string): boolean => !!me?.permissions.includes(permission);

/** Where a staff member lands in the admin area: orders for support, the dashboard for admins. */
export const staffHome = (me: Pick<Me, "permissions"> | null | undefined): string => (can(me, "dashboard:info") ? "/admin" : "/admin/orders");
