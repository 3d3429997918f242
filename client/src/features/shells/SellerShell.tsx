/** /seller/* (and /it/seller/*): the seller area's frame (green accent); the seller issues fill it. */
import { AreaLayout, type AreaNavItem } from "./AreaLayout";

export const SELLER_NAV: readonly AreaNavItem[] = [
  { path: "", label: "seller.nav.overview" },
  { path: "offers", label: "seller.nav.offers" },
  { path: "keys", label: "seller.nav.keys" },
  { path: "payouts", label: "seller.nav.payouts" },
  { path: "profile", label: "seller.nav.profile" },
];

export function Component() {
  return <AreaLayout area="seller" title="seller.title" nav={SELLER_NAV} />;
}
