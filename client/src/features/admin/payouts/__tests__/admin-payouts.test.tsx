/**
 * /admin/payouts in jsdom (msw): the balances with what is waiting, the filters in the URL,
 * recording a payout (the confirmation shows the amount, needs a reference, and sends the
 * preview's cut-off and amount so a ledger that moved meanwhile is refused), and the history
 * with each payout's CSV.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

const m = (amount: number, currency = "EUR") => ({ __typename: "Money", amount, minor: Math.round(amount * 100), currency });
const seller = (id: string, name: string) => ({ __typename: "PayoutSellerRef", id, name, email: `${name.toLowerCase().replace(/ /g, "")}@example.com` });

function balance(id: string, name: string, waiting: number, lines: number) {
  return {
    __typename: "PayoutBalance",
    seller: seller(id, name),
    currency: "EUR",
    waiting: m(waiting),
    waitingLines: lines,
    payed: m(100),
    oldestWaitingAt: lines ? "2026-03-01T09:00:00.000Z" : null,
    lastPaidAt: "2026-02-15T09:00:00.000Z",
    lastReference: "BT-OLD",
  };
}

interface Calls {
  balances: Record<string, unknown>[];
  previews: Record<string, unknown>[];
  payouts: Record<string, unknown>[];
  batches: Record<string, unknown>[];
}

function asAdmin() {
  const calls: Calls = { balances: [], previews: [], payouts: [], batches: [] };
  let rows = [balance("1", "Acme Keys", 123.45, 7), balance("2", "Beta Shop", 10, 1)];
  const batches: unknown[] = [];
  server.use(
    meHandler(meAs("admin")),
    graphql.query("AdminPayoutBalances", ({ variables }) => {
      calls.balances.push(variables);
      return HttpResponse.json({ data: { payoutBalances: { __typename: "PayoutBalanceList", totalItems: rows.length, items: rows } } });
    }),
    graphql.query("AdminPayoutPreview", ({ variables }) => {
      calls.previews.push(variables);
      const b = rows.find((r) => r.seller.id === variables.sellerId)!;
      return HttpResponse.json({
        data: {
          payoutPreview: {
            __typename: "PayoutPreview",
            seller: b.seller,
            currency: "EUR",
            upTo: "2026-03-10T10:00:00.000Z",
            lines: b.waitingLines,
            gross: m(137.17),
            commission: m(13.72),
            net: b.waiting,
          },
        },
      });
    }),
    graphql.mutation("RecordPayout", ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      calls.payouts.push(input);
      rows = rows.filter((r) => r.seller.id !== input.sellerId);
      batches.unshift({
        __typename: "PayoutBatch",
        id: "9",
        seller: { __typename: "PayoutSellerRef", id: "1", name: "Acme Keys" },
        currency: "EUR",
        reference: input.reference,
        upTo: input.upTo,
        lines: 7,
        net: m(123.45),
        commission: m(13.72),
        createdAt: "2026-03-10T10:00:01.000Z",
        createdBy: { __typename: "PayoutBatchActor", id: "a1", email: "admin@keymarket.test", name: "Ada Admin" },
      });
      return HttpResponse.json({
        data: {
          recordSellerPayout: {
            __typename: "SellerPayout",
            batchId: "9",
            sellerId: "1",
            currency: "EUR",
            reference: input.reference,
            lines: 7,
            net: m(123.45),
          },
        },
      });
    }),
    graphql.query("AdminPayoutBatches", ({ variables }) => {
      calls.batches.push(variables);
      return HttpResponse.json({ data: { payoutBatches: { __typename: "PayoutBatchList", totalItems: batches.length, items: batches } } });
    }),
  );
  return calls;
}

const rowOf = (name: string) => document.querySelector<HTMLElement>(`tr[data-seller="${name}"]`);

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("/admin/payouts", () => {
  it("lists what is waiting per seller; filters live in the URL and the CSV link follows them", async () => {
    const calls = asAdmin();
    const { router } = renderApp("/admin/payouts");
    await waitFor(() => expect(rowOf("Acme Keys")).toBeTruthy());
    expect(calls.balances[0]).toMatchObject({ filter: { search: null, currency: null, waitingOnly: true }, skip: 0, take: 20 });
    expect(rowOf("Acme Keys")).toHaveTextContent(/123,45\s€/);
    expect(rowOf("Acme Keys")).toHaveTextContent("7 lines");
    expect(rowOf("Acme Keys")).toHaveTextContent("BT-OLD");
    await userEvent.selectOptions(screen.getByTestId("payouts-currency"), "EUR");
    await waitFor(() => expect(calls.balances.at(-1)).toMatchObject({ filter: { currency: "EUR", waitingOnly: true } }));
    await waitFor(() => expect(screen.getByTestId("payouts-currency")).toHaveValue("EUR"));
    await userEvent.click(screen.getByTestId("payouts-show-all"));
    await waitFor(() => expect(calls.balances.at(-1)).toMatchObject({ filter: { currency: "EUR", waitingOnly: false } }));
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({ currency: "EUR", show: "all" });
    await waitFor(() => expect(screen.getByTestId("balances-csv")).toHaveAttribute("href", "/api/admin/payouts/balances.csv?currency=eur&waitingOnly=false"));
  });

  it("records a payout after showing the amount and asking for the reference; the history lists it", async () => {
    const calls = asAdmin();
    const { router } = renderApp("/admin/payouts");
    await waitFor(() => expect(rowOf("Acme Keys")).toBeTruthy());
    await userEvent.click(within(rowOf("Acme Keys")!).getByTestId("balance-pay"));
    const dialog = await screen.findByRole("alertdialog");
    expect(await within(dialog).findByTestId("payout-amount")).toHaveTextContent(/123,45\s€/);
    expect(within(dialog).getByTestId("payout-preview")).toHaveTextContent("7 lines");
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("payout-reference"), "BT-2026-0042");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() =>
      expect(calls.payouts).toEqual([{ sellerId: "1", currency: "EUR", reference: "BT-2026-0042", upTo: "2026-03-10T10:00:00.000Z", expectedNet: 123.45 }]),
    );
    await waitFor(() => expect(rowOf("Acme Keys")).toBeNull());
    await userEvent.click(screen.getByTestId("payouts-view-history"));
    expect(router.state.location.search).toBe("?view=history");
    const row = await waitFor(() => {
      const r = document.querySelector<HTMLElement>('tr[data-reference="BT-2026-0042"]');
      if (!r) throw new Error("no row yet");
      return r;
    });
    expect(row).toHaveTextContent("Acme Keys");
    expect(row).toHaveTextContent(/123,45\s€/);
    expect(row).toHaveTextContent("Ada Admin");
    expect(within(row).getByTestId("batch-csv")).toHaveAttribute("href", "/api/admin/payouts/batches/9/lines.csv");
  });

  it("speaks Italian under /it", async () => {
    asAdmin();
    renderApp("/it/admin/payouts");
    await waitFor(() => expect(rowOf("Acme Keys")).toBeTruthy());
    expect(within(rowOf("Acme Keys")!).getByTestId("balance-pay")).toHaveTextContent("Segna come pagato");
    expect(screen.getByTestId("payouts-view-history")).toHaveTextContent("Pagamenti effettuati");
  });
});
