/**
 * /admin/* (and /it/admin/*): the admin area, always light. Guests are sent to the login
 * page (coming back here), signed-in users without the admin role see a 403 screen (the
 * server refuses them anyway); admins get the area, with the users section
 * (features/admin), the orders section with its review queue (features/admin/orders:
 * /admin/orders, /admin/orders/:id) and the sellers section with its approval queue
 * (features/admin/sellers: /admin/sellers, /admin/sellers/:id), and the category tree
 * (features/admin/categories: /admin/categories), and at /admin itself the dashboard
 * (features/admin/dashboard). Client-rendered in its own lazy chunk.
 */
import { useParams } from "react-router";
import { PageLoader, useHydrated } from "../../components/ClientOnly";
import { ScreenRecipes } from "../../features/accounts/ui";
import { ToLogin, useMe } from "../../features/accounts/use-me";
import { AdminUsersPage } from "../../features/admin/AdminUsersPage";
import { AdminDashboardPage } from "../../features/admin/dashboard/AdminDashboardPage";
import { ForbiddenPage } from "../../features/admin/ForbiddenPage";
import { AdminOrderPage } from "../../features/admin/orders/AdminOrderPage";
import { AdminOrdersPage } from "../../features/admin/orders/AdminOrdersPage";
import { AdminSellerPage } from "../../features/admin/sellers/AdminSellerPage";
import { AdminSellersPage } from "../../features/admin/sellers/AdminSellersPage";
import { AdminProposalsPage } from "../../features/admin/proposals/AdminProposalsPage";
import { AdminCategoriesPage } from "../../features/admin/categories/AdminCategoriesPage";
import { AdminCouponsPage } from "../../features/admin/coupons/AdminCouponsPage";
import { AdminPayoutsPage } from "../../features/admin/payouts/AdminPayoutsPage";
import { AreaLayout, AreaSectionNotFound, type AreaNavItem } from "../layouts/AreaLayout";

/** The sections that exist (the catalogue, orders and payouts issues add theirs). */
export const ADMIN_NAV: readonly AreaNavItem[] = [
  { path: "", label: "admin.dashboard.nav" },
  { path: "users", label: "admin.nav.users" },
  { path: "orders", label: "admin.orders.nav" },
  { path: "proposals", label: "admin.nav.proposals" },
  { path: "sellers", label: "admin.sellers.nav" },
  { path: "categories", label: "admin.categories.nav" },
  { path: "coupons", label: "admin.coupons.nav" },
  { path: "payouts", label: "admin.payouts.nav" },
];

function AdminArea() {
  const { me, loading } = useMe();
  // Below a section the route is "admin/:section/*" (see app/routes.tsx), else "admin/*".
  const params = useParams();
  const path = params.section != null ? `${params.section}/${params["*"] ?? ""}` : (params["*"] ?? "");
  const [section = "", sub, ...rest] = path.replace(/\/$/, "").split("/");
  if (loading)
    return (
      <AreaLayout area="admin" title="admin.title" nav={ADMIN_NAV}>
        <PageLoader />
      </AreaLayout>
    );
  if (!me) return <ToLogin />;
  if (me.role !== "admin") return <ForbiddenPage email={me.email} />;
  return (
    <AreaLayout area="admin" title="admin.title" nav={ADMIN_NAV}>
      {section === "" ? (
        <ScreenRecipes>
          <AdminDashboardPage />
        </ScreenRecipes>
      ) : section === "users" ? (
        <ScreenRecipes>
          <AdminUsersPage myId={me.id} />
        </ScreenRecipes>
      ) : section === "orders" && !sub ? (
        <ScreenRecipes>
          <AdminOrdersPage />
        </ScreenRecipes>
      ) : section === "orders" && sub && rest.length === 0 ? (
        <ScreenRecipes>
          <AdminOrderPage key={sub} id={sub} />
        </ScreenRecipes>
      ) : section === "sellers" && !sub ? (
        <ScreenRecipes>
          <AdminSellersPage />
        </ScreenRecipes>
      ) : section === "sellers" && sub && rest.length === 0 ? (
        <ScreenRecipes>
          <AdminSellerPage key={sub} id={sub} />
        </ScreenRecipes>
      ) : section === "proposals" && !sub ? (
        <ScreenRecipes>
          <AdminProposalsPage />
        </ScreenRecipes>
      ) : section === "categories" && !sub ? (
        <ScreenRecipes>
          <AdminCategoriesPage />
        </ScreenRecipes>
      ) : section === "coupons" && !sub ? (
        <ScreenRecipes>
          <AdminCouponsPage />
        </ScreenRecipes>
      ) : section === "payouts" && !sub ? (
        <ScreenRecipes>
          <AdminPayoutsPage />
        </ScreenRecipes>
      ) : (
        <AreaSectionNotFound />
      )}
    </AreaLayout>
  );
}

export function Component() {
  // The server (and the hydration pass) render the frame with a loader: who is signed in is asked in the browser.
  return useHydrated() ? <AdminArea /> : <AreaLayout area="admin" title="admin.title" nav={ADMIN_NAV} />;
}
