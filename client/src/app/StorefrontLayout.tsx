/** Header, page, footer: the frame of every storefront page. */
import { useQuery } from "@apollo/client/react";
import { Suspense } from "react";
import { Outlet, useLocation, useNavigation, type LoaderFunctionArgs } from "react-router";
import { CurrenciesQuery, LayoutQuery } from "../features/layout/layout.graphql";
import { CardHeartsFeed } from "../features/favorites/card-hearts";
import { Header } from "../features/layout/Header";
import { Footer } from "../features/layout/Footer";
import { ConsentBanner } from "../features/layout/ConsentBanner";
import { T } from "../i18n";
import { localeOfPath } from "../lib/locale";
import { loaderEnv, loadQuery } from "./route-context";

export async function storefrontLoader(args: LoaderFunctionArgs): Promise<null> {
  const { env, locale } = loaderEnv(args);
  await Promise.all([loadQuery(env, LayoutQuery, { locale }), loadQuery(env, CurrenciesQuery, {})]);
  return null;
}

/** A thin bar at the top while a client-side navigation loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return (
    <div className="km-progress" role="progressbar" aria-busy="true" data-testid="navigation-progress">
      <span className="km-sr-only">
        <T id="common.loading" />
      </span>
    </div>
  );
}

export function StorefrontLayout() {
  const locale = localeOfPath(useLocation().pathname);
  const { data } = useQuery(LayoutQuery, { variables: { locale } });
  return (
    <div className="km-layout">
      <NavigationProgress />
      <CardHeartsFeed />
      <a href="#main" className="km-skip-link">
        <T id="common.skipToContent" />
      </a>
      <Suspense>
        <ConsentBanner />
      </Suspense>
      {/* Suspense boundaries are hydrated (and committed) one at a time: shorter tasks. */}
      <Suspense>
        <Header categories={data?.categories ?? []} />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      {data && (
        <Suspense>
          <Footer data={data} />
        </Suspense>
      )}
    </div>
  );
}
