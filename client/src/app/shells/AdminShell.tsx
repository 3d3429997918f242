/**
 * /admin/* (and /it/admin/*): the admin area, always light. Guests are sent to the login
 * page (coming back here), signed-in users without a staff role (admin, support) see a 403
 * screen (the server refuses them anyway). Staff see the sections their permissions allow
 * (`me { permissions }`, features/admin/permissions.tsx): a section they may not read is left
 * out of the navigation and answers the 403 screen when its address is opened; support lands on
 * the orders (the dashboard is for admins). The sections: users
 * (features/admin), the orders section with its review queue (features/admin/orders:
 * /admin/orders, /admin/orders/:id) and the sellers section with its approval queue
 * (features/admin/sellers: /admin/sellers, /admin/sellers/:id), and the category tree
 * (features/admin/categories: /admin/categories), the catalogue (features/admin/products:
 * /admin/products, /admin/products/new, /admin/products/:id), and at /admin itself the dashboard
 * (features/admin/dashboard), and support's ticket queue (features/tickets: /admin/tickets,
 * /admin/tickets/:id). Client-rendered in its own lazy chunk.
 */
import { Navigate, useLocation, useParams } from "react-router";
import { PageLoader, useHydrated } from "../../components/ClientOnly";
import { ScreenRecipes } from "../../features/accounts/ui";
import { ToLogin, useMe, type Me } from "../../features/accounts/use-me";
import { can, isStaff, staffHome } from "../../features/accounts/roles";
import { localeOfPath, localePath } from "../../lib/locale";
import { AdminUsersPage } from "../../features/admin/AdminUsersPage";
import { AdminDashboardPage } from "../../features/admin/dashboard/AdminDashboardPage";
import { ForbiddenPage } from "../../features/admin/ForbiddenPage";
import { AdminOrderPage } from "../../features/admin/orders/AdminOrderPage";
import { AdminOrdersPage } from "../../features/admin/orders/AdminOrdersPage";
import { AdminSellerPage } from "../../features/admin/sellers/AdminSellerPage";
import { AdminSellersPage } from "../../features/admin/sellers/AdminSellersPage";
import { AdminProposalsPage } from "../../features/admin/proposals/AdminProposalsPage";
import { AdminCategoriesPage } from "../../features/admin/categories/AdminCategoriesPage";
import { AdminProductsPage } from "../../features/admin/products/AdminProductsPage";
import { AdminProductEditorPage } from "../../features/admin/products/AdminProductEditorPage";
import { AdminCouponsPage } from "../../features/admin/coupons/AdminCouponsPage";
import { AdminPayoutsPage } from "../../features/admin/payouts/AdminPayoutsPage";
import { AdminAuditPage } from "../../features/admin/audit/AdminAuditPage";
import { AdminSuppliersPage } from "../../features/admin/suppliers/AdminSuppliersPage";
import { AdminSupplierPage } from "../../features/admin/suppliers/AdminSupplierPage";
import { AdminApiClientsPage } from "../../features/admin/api-clients/AdminApiClientsPage";
import { AdminTicketPage, AdminTicketsPage } from "../../features/tickets/AdminTicketsPage";
import { AreaLayout, AreaSectionNotFound, type AreaNavItem } from "../layouts/AreaLayout";

/** An admin section and the permission that reads it (sections naming none are for admins only). */
export interface AdminNavItem extends AreaNavItem {
  permission?: string;
}

/** The sections that exist (the catalogue, orders and payouts issues add theirs). */
export const ADMIN_NAV: readonly AdminNavItem[] = [
  { path: "", label: "admin.dashboard.nav", permission: "dashboard:info" },
  { path: "users", label: "admin.nav.users", permission: "users:info" },
  { path: "orders", label: "admin.orders.nav", permission: "orders:info" },
  { path: "proposals", label: "admin.nav.proposals", permission: "proposals:info" },
  { path: "sellers", label: "admin.sellers.nav", permission: "sellers:info" },
  { path: "products", label: "admin.products.nav", permission: "products:info" },
  { path: "categories", label: "admin.categories.nav", permission: "categories:info" },
  { path: "coupons", label: "admin.coupons.nav", permission: "coupons:info" },
  { path: "payouts", label: "admin.payouts.nav", permission: "payouts:info" },
  { path: "audit", label: "admin.audit.nav", permission: "audit:info" },
  { path: "suppliers", label: "admin.suppliers.nav", permission: "suppliers:info" },
  { path: "api-clients", label: "admin.apiClients.nav", permission: "apiClients:info" },
  { path: "tickets", label: "tickets.nav", permission: "tickets:info" },
];

/** Whether `me` may open a section (by its first path segment; unknown sections are left to the not-found page). */
export function canOpenSection(me: Me, section: string): boolean {
  const item = ADMIN_NAV.find((n) => n.path === section);
  if (!item) return true;
  return item.permission ? can(me, item.permission) : me.role === "admin";
}

/** The navigation `me` sees. */
export const adminNavFor = (me: Me): readonly AdminNavItem[] => ADMIN_NAV.filter((n) => canOpenSection(me, n.path));

function AdminArea() {
  const { me, loading } = useMe();
  const { pathname } = useLocation();
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
  if (!isStaff(me)) return <ForbiddenPage email={me.email} />;
  // Support has no dashboard: its home is the orders.
  if (section === "" && !canOpenSection(me, "")) return <Navigate to={localePath(localeOfPath(pathname), staffHome(me))} replace />;
  if (!canOpenSection(me, section)) return <ForbiddenPage email={me.email} role={me.role} home={staffHome(me)} />;
  return (
    <AreaLayout area="admin" title="admin.title" nav={adminNavFor(me)}>
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
      ) : section === "products" && !sub ? (
        <ScreenRecipes>
          <AdminProductsPage />
        </ScreenRecipes>
      ) : section === "products" && sub && rest.length === 0 ? (
        <ScreenRecipes>
          <AdminProductEditorPage key={sub} id={sub} />
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
      ) : section === "audit" && !sub ? (
        <ScreenRecipes>
          <AdminAuditPage />
        </ScreenRecipes>
      ) : section === "suppliers" && !sub ? (
        <ScreenRecipes>
          <AdminSuppliersPage />
        </ScreenRecipes>
      ) : section === "suppliers" && sub && rest.length === 0 ? (
        <ScreenRecipes>
          <AdminSupplierPage key={sub} id={sub} />
        </ScreenRecipes>
      ) : section === "api-clients" && !sub ? (
        <ScreenRecipes>
          <AdminApiClientsPage />
        </ScreenRecipes>
      ) : section === "tickets" && !sub ? (
        <ScreenRecipes>
          <AdminTicketsPage />
        </ScreenRecipes>
      ) : section === "tickets" && sub && rest.length === 0 ? (
        <ScreenRecipes>
          <AdminTicketPage key={sub} id={sub} />
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
