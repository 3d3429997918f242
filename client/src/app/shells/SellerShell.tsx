/**
 * /seller/* (and /it/seller/*): the seller area, green and always light. Guests are sent
 * to the login page; customers get the seller registration (/seller/register); sellers
 * (and admins) the area, whose overview greets them with their shop's state; the offers
 * (features/seller/offers: /seller/offers, /seller/offers/new, /seller/offers/:id) and the
 * product proposals (features/seller/proposals: /seller/proposals) and the support tickets about
 * the shop's keys (features/tickets: /seller/tickets, /seller/tickets/:id) among its sections.
 * Client-rendered in its own lazy chunk.
 */
import { lazy, Suspense, useState } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { PageLoader, useHydrated } from "../../components/ClientOnly";
import { localeOfPath, localePath } from "../../lib/locale";
import { ScreenRecipes } from "../../features/accounts/ui";
import { ToLogin, useMe } from "../../features/accounts/use-me";
import { SellerOverview } from "../../features/seller/SellerOverview";
import { SellerRegistered, SellerRegisterPage } from "../../features/seller/SellerRegisterPage";
import { OfferFormPage } from "../../features/seller/offers/OfferFormPage";
import { SellerOffersPage } from "../../features/seller/offers/SellerOffersPage";
import { SellerProposalsPage } from "../../features/seller/proposals/SellerProposalsPage";
import { SellerTicketPage, SellerTicketsPage } from "../../features/tickets/SellerTicketsPage";
import { ForbiddenPage } from "../../features/admin/ForbiddenPage";
import { can, staffHome } from "../../features/accounts/roles";
import { AreaLayout, AreaSectionNotFound, type AreaNavItem } from "../layouts/AreaLayout";

// Sales (with its chart library) and payouts load when opened, not with the area.
const SellerSalesPage = lazy(() => import("../../features/seller/sales/SellerSalesPage").then((m) => ({ default: m.SellerSalesPage })));
const SellerPayoutsPage = lazy(() => import("../../features/seller/sales/SellerPayoutsPage").then((m) => ({ default: m.SellerPayoutsPage })));
const SellerOfferKeysPage = lazy(() => import("../../features/seller/keys/SellerOfferKeysPage").then((m) => ({ default: m.SellerOfferKeysPage })));
const SellerApiPage = lazy(() => import("../../features/seller/api/SellerApiPage").then((m) => ({ default: m.SellerApiPage })));

/** The sections that exist (the offers, keys and payouts issues add theirs). */
export const SELLER_NAV: readonly AreaNavItem[] = [
  { path: "", label: "seller.nav.overview" },
  { path: "offers", label: "seller.nav.offers" },
  { path: "proposals", label: "seller.nav.proposals" },
  { path: "sales", label: "seller.nav.sales" },
  { path: "payouts", label: "seller.nav.payouts" },
  { path: "api", label: "seller.nav.api" },
  { path: "tickets", label: "tickets.nav" },
];

/** What a customer sees of the area: the registration only. */
const REGISTER_NAV: readonly AreaNavItem[] = [{ path: "register", label: "seller.nav.register" }];

function SellerArea() {
  const { me, loading } = useMe();
  const locale = localeOfPath(useLocation().pathname);
  // Below a section the route is "seller/:section/*" (see app/routes.tsx), else "seller/*".
  const params = useParams();
  const path = (params.section != null ? `${params.section}/${params["*"] ?? ""}` : (params["*"] ?? "")).replace(/\/$/, "").split("/");
  const section = path[0];
  // offers/:id/keys: one offer's keys.
  const keysOfferId = section === "offers" && path.length === 3 && /^\d+$/.test(path[1] ?? "") && path[2] === "keys" ? path[1]! : null;
  // offers (the list), offers/new and offers/:id (the form).
  const offersList = section === "offers" && (path.length === 1 || (path.length === 2 && path[1] === ""));
  const offerForm = section === "offers" && path.length === 2 && (path[1] === "new" || /^\d+$/.test(path[1] ?? "")) ? path[1]! : null;
  // Registered just now: signed out by the server, told to sign in again.
  const [registered, setRegistered] = useState<string | null>(null);
  if (registered)
    return (
      <AreaLayout area="seller" title="seller.title" nav={REGISTER_NAV}>
        <ScreenRecipes>
          <SellerRegistered shop={registered} />
        </ScreenRecipes>
      </AreaLayout>
    );
  if (loading)
    return (
      <AreaLayout area="seller" title="seller.title" nav={SELLER_NAV}>
        <PageLoader />
      </AreaLayout>
    );
  if (!me) return <ToLogin />;
  if (me.role === "user") {
    if (section !== "register") return <Navigate to={localePath(locale, "/seller/register")} replace />;
    return (
      <AreaLayout area="seller" title="seller.title" nav={REGISTER_NAV}>
        <ScreenRecipes>
          <SellerRegisterPage me={me} onRegistered={setRegistered} />
        </ScreenRecipes>
      </AreaLayout>
    );
  }
  // Support staff hold no seller permission: the server would refuse every call of this area.
  if (!can(me, "offers:info")) return <ForbiddenPage email={me.email} role={me.role} home={staffHome(me)} />;
  if (section === "register") return <Navigate to={localePath(locale, "/seller")} replace />;
  return (
    <AreaLayout area="seller" title="seller.title" nav={SELLER_NAV}>
      {section === "" ? (
        <ScreenRecipes>
          <SellerOverview me={me} />
        </ScreenRecipes>
      ) : offersList ? (
        <ScreenRecipes>
          <SellerOffersPage />
        </ScreenRecipes>
      ) : offerForm ? (
        <ScreenRecipes>
          <OfferFormPage key={offerForm} offerId={offerForm === "new" ? null : offerForm} />
        </ScreenRecipes>
      ) : section === "proposals" && path.length === 1 ? (
        <ScreenRecipes>
          <SellerProposalsPage />
        </ScreenRecipes>
      ) : keysOfferId ? (
        <ScreenRecipes>
          <Suspense fallback={<PageLoader />}>
            <SellerOfferKeysPage key={keysOfferId} offerId={keysOfferId} />
          </Suspense>
        </ScreenRecipes>
      ) : section === "tickets" && path.length === 1 ? (
        <ScreenRecipes>
          <SellerTicketsPage />
        </ScreenRecipes>
      ) : section === "tickets" && path.length === 2 && path[1] ? (
        <ScreenRecipes>
          <SellerTicketPage key={path[1]} id={path[1]} />
        </ScreenRecipes>
      ) : section === "sales" ? (
        <ScreenRecipes>
          <Suspense fallback={<PageLoader />}>
            <SellerSalesPage />
          </Suspense>
        </ScreenRecipes>
      ) : section === "api" ? (
        <ScreenRecipes>
          <Suspense fallback={<PageLoader />}>
            <SellerApiPage />
          </Suspense>
        </ScreenRecipes>
      ) : section === "payouts" ? (
        <ScreenRecipes>
          <Suspense fallback={<PageLoader />}>
            <SellerPayoutsPage />
          </Suspense>
        </ScreenRecipes>
      ) : (
        <AreaSectionNotFound />
      )}
    </AreaLayout>
  );
}

export function Component() {
  // The server (and the hydration pass) render the frame with a loader: who is signed in is asked in the browser.
  return useHydrated() ? <SellerArea /> : <AreaLayout area="seller" title="seller.title" nav={SELLER_NAV} />;
}
