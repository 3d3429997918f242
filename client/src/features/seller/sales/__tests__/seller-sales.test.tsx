/**
 * /seller/sales and /seller/payouts in jsdom against msw: the sold keys with price, commission,
 * net and key status; the chart's range totals (last 30 days by default, presets and a product
 * filter held in the URL); the CSV link carrying the same filter; the balances per currency and
 * the ledger with its state filter.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

const money = (amount: number, currency = "EUR") => ({ __typename: "Money", amount, currency });
const today = new Date().toISOString().slice(0, 10);
const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

function sale(n: number, over: Record<string, unknown> = {}) {
  return {
    __typename: "SellerSale",
    id: String(n),
    orderNumber: `KM-${String(n).padStart(6, "0")}`,
    orderedAt: "2026-11-20T10:30:00.000Z",
    soldAt: "2026-11-20T10:30:05.000Z",
    productId: n % 2 ? "11" : "12",
    productName: n % 2 ? "Elden Ring" : "Hades II",
    currency: "EUR",
    status: "Delivered",
    refundedAt: null,
    payoutState: "Waiting",
    price: money(20),
    commission: money(2),
    net: money(18),
    ...over,
  };
}

interface Calls {
  sales: Record<string, unknown>[];
  daily: Record<string, unknown>[];
  lines: Record<string, unknown>[];
}

function asSeller(): Calls {
  const calls: Calls = { sales: [], daily: [], lines: [] };
  const sales = [sale(3, { status: "Refunded", refundedAt: "2026-11-21T09:00:00.000Z" }), sale(2, { status: "Revealed" }), sale(1)];
  server.use(
    meHandler(meAs("seller")),
    graphql.query("SellerSales", ({ variables }) => {
      calls.sales.push(variables);
      const f = (variables.filter ?? {}) as { productId?: string | null };
      const rows = sales.filter((s) => !f.productId || s.productId === f.productId);
      return HttpResponse.json({ data: { sellerSales: { __typename: "SellerSaleList", totalItems: rows.length, items: rows } } });
    }),
    graphql.query("SellerSalesDaily", ({ variables }) => {
      calls.daily.push(variables);
      const days = Array.from({ length: 30 }, (_, i) => dayBefore(29 - i));
      return HttpResponse.json({
        data: {
          sellerSalesDaily: days.flatMap((day, i) => [
            {
              __typename: "SellerSalesDay",
              day,
              currency: "EUR",
              keys: i % 3,
              refundedKeys: i === 29 ? 1 : 0,
              gross: money(20 * (i % 3)),
              net: money(18 * (i % 3)),
            },
            {
              __typename: "SellerSalesDay",
              day,
              currency: "USD",
              keys: i === 5 ? 1 : 0,
              refundedKeys: 0,
              gross: money(i === 5 ? 25 : 0, "USD"),
              net: money(i === 5 ? 22.5 : 0, "USD"),
            },
          ]),
        },
      });
    }),
    graphql.query("SellerBalances", () =>
      HttpResponse.json({
        data: {
          sellerBalances: [
            { __typename: "SellerBalance", currency: "EUR", waitingLines: 4, lastPaidAt: "2026-11-12T10:00:00.000Z", waiting: money(72), payed: money(310.5) },
            { __typename: "SellerBalance", currency: "USD", waitingLines: 1, lastPaidAt: null, waiting: money(22.5, "USD"), payed: money(0, "USD") },
          ],
        },
      }),
    ),
    graphql.query("SellerPayoutLines", ({ variables }) => {
      calls.lines.push(variables);
      const line = (n: number, kind: string, state: string, net: number) => ({
        __typename: "SellerPayoutLine",
        id: String(n),
        kind,
        createdAt: "2026-11-20T10:30:05.000Z",
        orderNumber: `KM-${String(n).padStart(6, "0")}`,
        productName: "Elden Ring",
        currency: "EUR",
        state,
        paidAt: state === "Payed" ? "2026-11-12T10:00:00.000Z" : null,
        reference: state === "Payed" ? "PO-20261112-EUR" : null,
        gross: money(net > 0 ? 20 : -20),
        commission: money(net > 0 ? 2 : -2),
        net: money(net),
      });
      const all = [line(3, "reversal", "Waiting", -18), line(2, "sale", "Waiting", 18), line(1, "sale", "Payed", 18)];
      const f = (variables.filter ?? {}) as { state?: string | null };
      const rows = all.filter((l) => !f.state || l.state === f.state);
      return HttpResponse.json({ data: { sellerPayoutLines: { __typename: "SellerPayoutLineList", totalItems: rows.length, items: rows } } });
    }),
  );
  return calls;
}

const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

describe("the sales page", () => {
  it("lists sold keys with price, commission, net and key status, and totals the last 30 days in the chart", async () => {
    const calls = asSeller();
    const { router } = renderApp("/seller/sales");
    const table = await screen.findByTestId("sales-table");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Order date", "Product and order", "Price", "Commission", "Net", "Key"]);
    const refunded = document.querySelector<HTMLElement>('tr[data-order="KM-000003"]')!;
    expect(refunded).toHaveTextContent("Elden Ring");
    expect(refunded).toHaveTextContent("20,00 €");
    expect(refunded).toHaveTextContent("2,00 €");
    expect(refunded).toHaveTextContent("18,00 €");
    expect(refunded).toHaveTextContent("Refunded");
    expect(document.querySelector('tr[data-order="KM-000002"]')).toHaveTextContent("Revealed");
    expect(calls.sales.at(-1)).toEqual({ filter: { from: dayBefore(29), to: today, productId: null, currency: null }, skip: 0, take: 20 });
    expect(calls.daily.at(-1)).toEqual({ from: dayBefore(29), to: today, currency: null });

    // The chart: EUR by default, with the range's totals; USD on its switch.
    await waitFor(() => expect(screen.getByTestId("sales-total-keys")).toHaveTextContent("30"));
    expect(screen.getByTestId("sales-total-revenue")).toHaveTextContent("600,00 €");
    expect(screen.getByTestId("sales-total-net")).toHaveTextContent("540,00 €");
    expect(screen.getByTestId("sales-total-refunds")).toHaveTextContent("1");
    expect(within(screen.getByTestId("sales-chart")).getByRole("img", { name: "Daily sales and revenue" })).toBeInTheDocument();
    await userEvent.click(screen.getByTestId("chart-currency-USD"));
    expect(screen.getByTestId("sales-total-keys")).toHaveTextContent("1");
    expect(screen.getByTestId("sales-total-revenue")).toHaveTextContent("$25,00");

    // The CSV link carries the filter.
    expect(screen.getByTestId("sales-csv")).toHaveAttribute("href", `/api/seller/sales.csv?from=${dayBefore(29)}&to=${today}`);

    // A product's name filters by it (held in the URL); the chip clears it.
    await userEvent.click(within(refunded).getByTestId("sale-product"));
    await waitFor(() => expect(query(router)).toEqual({ product: "11" }));
    await waitFor(() => expect(calls.sales.at(-1)).toMatchObject({ filter: { productId: "11" } }));
    expect(await screen.findByTestId("sales-product-filter")).toHaveTextContent("Product: Elden Ring");
    expect(screen.getByTestId("sales-csv")).toHaveAttribute("href", `/api/seller/sales.csv?from=${dayBefore(29)}&to=${today}&productId=11`);
    await userEvent.click(within(screen.getByTestId("sales-product-filter")).getByRole("button", { name: "Show every product" }));
    await waitFor(() => expect(query(router)).toEqual({}));
    await waitFor(() => expect(screen.queryByTestId("sales-product-filter")).not.toBeInTheDocument());

    // Presets change the range for the list and the chart alike.
    await userEvent.click(screen.getByTestId("sales-last-7"));
    await waitFor(() => expect(calls.daily.at(-1)).toEqual({ from: dayBefore(6), to: today, currency: null }));
    expect(calls.sales.at(-1)).toMatchObject({ filter: { from: dayBefore(6), to: today } });
    expect(query(router)).toEqual({ from: dayBefore(6), to: today });
    await waitFor(() => expect(screen.getByTestId("sales-last-7")).toHaveAttribute("aria-pressed", "true"));
  });
});

describe("the payouts page", () => {
  it("shows the balance per currency and the ledger, filtered by state", async () => {
    const calls = asSeller();
    const { router } = renderApp("/seller/payouts");
    const balances = await screen.findAllByTestId("balance");
    expect(balances.map((b) => b.getAttribute("data-currency"))).toEqual(["EUR", "USD"]);
    expect(within(balances[0]!).getByTestId("balance-waiting")).toHaveTextContent("72,00 €");
    expect(within(balances[0]!).getByTestId("balance-payed")).toHaveTextContent("310,50 €");
    expect(balances[0]).toHaveTextContent("4 lines waiting");
    expect(balances[0]).toHaveTextContent("Last payout on Nov 12, 2026");
    const table = await screen.findByTestId("payouts-table");
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(4));
    const reversal = document.querySelector<HTMLElement>('tr[data-kind="reversal"]')!;
    expect(reversal).toHaveTextContent("Refund");
    expect(reversal).toHaveTextContent("-18,00 €");
    expect(document.querySelector('tr[data-state="Payed"]')).toHaveTextContent("PO-20261112-EUR");

    await userEvent.click(screen.getByTestId("payouts-state-Waiting"));
    await waitFor(() => expect(calls.lines.at(-1)).toMatchObject({ filter: { state: "Waiting" }, skip: 0, take: 20 }));
    expect(query(router)).toEqual({ state: "Waiting" });
    await waitFor(() => expect(within(table).getAllByRole("row")).toHaveLength(3));
    expect(screen.getByTestId("payouts-csv")).toHaveAttribute("href", "/api/seller/payouts.csv?state=Waiting");
  });
});
