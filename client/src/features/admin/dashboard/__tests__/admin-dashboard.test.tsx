/**
 * /admin (the dashboard) in jsdom (msw): the period's figures per currency, the queues with
 * their links, the charts (lazy), top lists, low stock, the attribution grouped as the URL says
 * with its CSV link, the period in the URL; in Italian under /it.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";
import { periodRange } from "../AdminDashboardPage";

const m = (amount: number, currency = "EUR") => ({ __typename: "Money", amount, currency });

function dashboard(from: string, to: string) {
  const days = ["2026-11-24", "2026-11-25"];
  return {
    __typename: "AdminDashboard",
    from,
    to,
    daily: days.flatMap((day, i) => [
      { __typename: "DashboardDay", day, currency: "EUR", orders: i + 1, revenue: m(10 * (i + 1)) },
      { __typename: "DashboardDay", day, currency: "USD", orders: i, revenue: m(5 * i, "USD") },
    ]),
    totals: [
      { __typename: "DashboardTotal", currency: "EUR", orders: 3, revenue: m(1234.5) },
      { __typename: "DashboardTotal", currency: "USD", orders: 1, revenue: m(5, "USD") },
    ],
    topProducts: [{ __typename: "DashboardTopProduct", productId: "7", name: "Hollow Quest", currency: "EUR", keys: 4, revenue: m(80) }],
    topSellers: [{ __typename: "DashboardTopSeller", sellerId: "3", name: "Acme Keys", currency: "EUR", keys: 5, revenue: m(99) }],
    lowStock: [
      { __typename: "DashboardLowStockOffer", offerId: "11", productId: "7", productName: "Hollow Quest", sellerId: "3", sellerName: "Acme Keys", stock: 0 },
      { __typename: "DashboardLowStockOffer", offerId: "12", productId: "8", productName: "Star Drift", sellerId: "3", sellerName: "Acme Keys", stock: 2 },
    ],
    lowStockTotal: 2,
    reviewQueue: 4,
    pendingSellers: 2,
    signups: days.map((day, i) => ({ __typename: "DashboardSignupDay", day, count: i + 2 })),
    signupsTotal: 5,
  };
}

function asAdmin() {
  const calls = { dashboard: [] as Record<string, unknown>[], attribution: [] as Record<string, unknown>[] };
  server.use(
    meHandler(meAs("admin")),
    graphql.query("AdminDashboard", ({ variables }) => {
      calls.dashboard.push(variables);
      return HttpResponse.json({ data: { adminDashboard: dashboard(String(variables.from), String(variables.to)) } });
    }),
    graphql.query("AttributionReport", ({ variables }) => {
      calls.attribution.push(variables);
      const all = (variables.groupBy as string[]).length === 3;
      return HttpResponse.json({
        data: {
          attributionReport: {
            __typename: "AttributionReport",
            from: variables.from,
            to: variables.to,
            groupBy: variables.groupBy,
            rows: [
              {
                __typename: "AttributionRow",
                source: "newsletter",
                channel: all ? "email" : null,
                campaign: all ? "black-friday" : null,
                currency: "EUR",
                orders: 2,
                revenue: m(40),
              },
              {
                __typename: "AttributionRow",
                source: "direct",
                channel: all ? "(none)" : null,
                campaign: all ? "(none)" : null,
                currency: "EUR",
                orders: 1,
                revenue: m(9),
              },
            ],
          },
        },
      });
    }),
  );
  return calls;
}

describe("/admin", () => {
  it("shows the period's figures, queues, charts, top lists, low stock and attribution", async () => {
    const calls = asAdmin();
    const { router } = renderApp("/admin");
    const eur = await screen.findByTestId("dashboard-revenue-EUR");
    const { from, to } = periodRange(30);
    expect(calls.dashboard[0]).toEqual({ from, to });
    expect(eur).toHaveTextContent(/1234,50\s€/);
    expect(eur).toHaveTextContent("3 orders");
    expect(screen.getByTestId("dashboard-review-value")).toHaveTextContent("4");
    expect(screen.getByTestId("dashboard-review-link")).toHaveAttribute("href", "/admin/orders?status=Manual");
    expect(screen.getByTestId("dashboard-pending-sellers-link")).toHaveAttribute("href", "/admin/sellers");
    expect(screen.getByTestId("dashboard-signups-value")).toHaveTextContent("5");
    expect(await screen.findByTestId("dashboard-sales-chart")).toBeInTheDocument();
    expect(screen.getByTestId("dashboard-signups-chart")).toBeInTheDocument();
    expect(document.querySelector('[data-testid="dashboard-top-products"] tr[data-product="7"]')).toHaveTextContent("Hollow Quest");
    expect(document.querySelector('[data-testid="dashboard-top-sellers"] tr[data-seller="3"]')).toHaveTextContent("5 keys");
    // The top lists follow the chart's currency.
    await userEvent.click(screen.getByTestId("dashboard-currency-USD"));
    await waitFor(() => expect(document.querySelector('[data-testid="dashboard-top-products"] tr[data-product="7"]')).toBeNull());
    expect(screen.getByTestId("dashboard-products")).toHaveTextContent("Top products · USD");
    await userEvent.click(screen.getByTestId("dashboard-currency-EUR"));
    expect(document.querySelector('tr[data-offer="11"]')).toHaveTextContent("none left");
    expect(document.querySelector('tr[data-offer="12"]')).toHaveTextContent("2 left");
    await waitFor(() => expect(document.querySelector('tr[data-source="newsletter"]')).toHaveTextContent(/40,00\s€/));
    expect(calls.attribution[0]).toEqual({ from, to, groupBy: ["SOURCE"] });
    expect(screen.getByTestId("attribution-csv")).toHaveAttribute("href", `/api/admin/attribution.csv?from=${from}&to=${to}&groupBy=source`);

    await userEvent.selectOptions(screen.getByTestId("attribution-by"), "all");
    await waitFor(() => expect(calls.attribution.at(-1)).toEqual({ from, to, groupBy: ["SOURCE", "CHANNEL", "CAMPAIGN"] }));
    await waitFor(() => expect(document.querySelector('tr[data-source="newsletter"]')).toHaveTextContent("black-friday"));
    expect(screen.getByTestId("attribution-csv")).toHaveAttribute(
      "href",
      `/api/admin/attribution.csv?from=${from}&to=${to}&groupBy=source%2Cchannel%2Ccampaign`,
    );

    await userEvent.click(screen.getByTestId("dashboard-days-7"));
    const week = periodRange(7);
    await waitFor(() => expect(calls.dashboard.at(-1)).toEqual(week));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ days: "7", by: "all" });
    await waitFor(() => expect(screen.getByTestId("dashboard-days-7")).toHaveAttribute("aria-pressed", "true"));
    expect(await screen.findByTestId("dashboard-revenue-EUR")).toHaveTextContent(/1234,50\s€/);
  });

  it("speaks Italian under /it and reads the period from the URL", async () => {
    const calls = asAdmin();
    renderApp("/it/admin?days=90");
    const review = await screen.findByTestId("dashboard-review");
    expect(calls.dashboard[0]).toEqual(periodRange(90));
    expect(review).toHaveTextContent("Ordini da verificare");
    expect(screen.getByTestId("dashboard-review-link")).toHaveAttribute("href", "/it/admin/orders?status=Manual");
    expect(within(screen.getByTestId("dashboard-period")).getByTestId("dashboard-days-90")).toHaveTextContent("90 giorni");
    await waitFor(() => expect(document.querySelector('tr[data-source="direct"]')).toHaveTextContent("diretto"));
    expect(screen.getByRole("link", { name: "Dashboard" })).toHaveAttribute("aria-current", "page");
  });
});
