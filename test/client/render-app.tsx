/**
 * Renders the real route tree in jsdom (memory router, real loaders and components) with
 * an Apollo client talking to msw over HTTP.
 */
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AppEnv } from "../../client/src/app/env";
import { AppProviders } from "../../client/src/app/providers";
import { routerContextFor } from "../../client/src/app/route-context";
import { routes } from "../../client/src/app/routes";
import { createApolloClient, createHttpLink } from "../../client/src/lib/apollo";
import type { CurrencyCode } from "../../client/src/lib/money";
import { GRAPHQL_URL } from "./msw-server";

export function renderApp(path: string, opts: { currency?: CurrencyCode } = {}) {
  let currency: CurrencyCode = opts.currency ?? "EUR";
  const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
  const env: AppEnv = { client, siteUrl: "http://localhost", currency: () => currency, server: false };
  const router = createMemoryRouter(routes, { initialEntries: [path], getContext: () => routerContextFor(env) });
  const view = render(
    <AppProviders env={env} currency={currency} onCurrencyChange={(c) => void (currency = c)}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, client };
}
