import type { MessageId } from "../../i18n";

/** The roles' names as the screens show them. */
export const ROLE_LABELS: Record<string, MessageId> = {
  user: "role.user",
  seller: "role.seller",
  admin: "role.admin",
  guest: "role.guest",
};
