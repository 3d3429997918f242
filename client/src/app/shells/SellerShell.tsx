/**
 * /seller/* (and /it/seller/*): the seller area, green and always light. Guests are sent
 * to the login page; customers get the seller registration (/seller/register); sellers
 * (and admins) the area, whose overview greets them with their shop's state.
 * Client-rendered in its own lazy chunk.
 */
import { useState } from "react";
import { Navigate, useLocation, useParams } from "react-router";
import { PageLoader, useHydrated } from "../../components/ClientOnly";
import { localeOfPath, localePath } from "../../lib/locale";
import { ScreenRecipes } from "../../features/accounts/ui";
import { ToLogin, useMe } from "../../features/accounts/use-me";
import { SellerOverview } from "../../features/seller/SellerOverview";
import { SellerRegistered, SellerRegisterPage } from "../../features/seller/SellerRegisterPage";
import { AreaLayout, AreaSectionNotFound, type AreaNavItem } from "../layouts/AreaLayout";

/** The sections that exist (the offers, keys and payouts issues add theirs). */
export const SELLER_NAV: readonly AreaNavItem[] = [{ path: "", label: "seller.nav.overview" }];

/** What a customer sees of the area: the registration only. */
const REGISTER_NAV: readonly AreaNavItem[] = [{ path: "register", label: "seller.nav.register" }];

function SellerArea() {
  const { me, loading } = useMe();
  const locale = localeOfPath(useLocation().pathname);
  const section = (useParams()["*"] ?? "").split("/")[0];
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
  if (section === "register") return <Navigate to={localePath(locale, "/seller")} replace />;
  return (
    <AreaLayout area="seller" title="seller.title" nav={SELLER_NAV}>
      {section === "" ? (
        <ScreenRecipes>
          <SellerOverview me={me} />
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
