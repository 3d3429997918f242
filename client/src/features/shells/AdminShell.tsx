/** /admin/* (and /it/admin/*): the admin area's frame; the admin issues fill its sections. */
import { AreaLayout, type AreaNavItem } from "./AreaLayout";

export const ADMIN_NAV: readonly AreaNavItem[] = [
  { path: "", label: "admin.nav.overview" },
  { path: "users", label: "admin.nav.users" },
  { path: "categories", label: "admin.nav.categories" },
  { path: "products", label: "admin.nav.products" },
];

export function Component() {
  return <AreaLayout area="admin" title="admin.title" nav={ADMIN_NAV} />;
}
