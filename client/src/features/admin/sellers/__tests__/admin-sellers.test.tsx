/**
 * /admin/sellers and /admin/sellers/:id in jsdom against an in-memory set of shops (msw): the
 * list with its columns, the search and state filter held in the URL, the approval queue
 * preset with its count; a shop's profile, commission and history; approving with a note,
 * blocking only with a reason, setting the shop's own commission, and the refusal of a
 * decision someone else took meanwhile.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { emptySellerCalls, sellerBook, sellerHandlers, type FixtureSeller, type SellerCalls } from "../../../../../../test/client/admin-sellers-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { renderApp } from "../../../../../../test/client/render-app";

let calls: SellerCalls;

function asAdmin(count = 30): FixtureSeller[] {
  calls = emptySellerCalls();
  const book = sellerBook(count);
  server.use(meHandler(meAs("admin")), ...sellerHandlers(book, calls));
  return book;
}

const table = () => screen.findByTestId("sellers-table");
const rowOf = (name: string) => document.querySelector<HTMLElement>(`tr[data-seller="${name}"]`);
const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the sellers list", () => {
  it("lists shops newest first with owner, state, commission and offers; the queue preset and the search live in the URL", async () => {
    asAdmin(30);
    const { router } = renderApp("/admin/sellers");
    const t = await table();
    expect(
      within(t)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Shop", "Owner", "State", "Commission", "Offers", "Registered", "Actions"]);
    await waitFor(() => expect(within(t).getAllByRole("row")).toHaveLength(21));
    expect(calls.lists.at(-1)).toEqual({ search: null, state: null, skip: 0, take: 20 });
    expect(screen.getByTestId("sellers-count")).toHaveTextContent("1–20 of 30 shops");
    const waiting = rowOf("Shop 30")!;
    expect(waiting).toHaveTextContent("shop30@example.com");
    expect(waiting).toHaveTextContent("Waiting for approval");
    expect(waiting).toHaveTextContent("10%");
    expect(waiting).toHaveTextContent("30 offers300 keys");
    expect(within(waiting).getByTestId("seller-open")).toHaveTextContent("Review");
    expect(within(waiting).getByTestId("seller-open")).toHaveAttribute("href", "/admin/sellers/30");
    expect(within(rowOf("Shop 29")!).getByTestId("seller-open")).toHaveTextContent("Open");
    await waitFor(() => expect(screen.getByTestId("sellers-queue-count")).toHaveTextContent("10"));

    await userEvent.click(screen.getByTestId("sellers-preset-queue"));
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ search: null, state: "Waiting", skip: 0, take: 20 }));
    expect(query(router)).toEqual({ state: "Waiting" });
    await waitFor(() => expect(screen.getByTestId("sellers-count")).toHaveTextContent("1–10 of 10 shops"));
    // The queue is oldest first.
    expect(document.querySelector("tr[data-seller]")).toHaveAttribute("data-seller", "Shop 3");

    await userEvent.type(screen.getByTestId("sellers-search"), "shop27@{Enter}");
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ search: "shop27@", state: "Waiting", skip: 0, take: 20 }));
    expect(query(router)).toEqual({ state: "Waiting", q: "shop27@" });
    await waitFor(() => expect(screen.getByTestId("sellers-count")).toHaveTextContent("1 shop"));

    await userEvent.selectOptions(screen.getByTestId("sellers-state"), "Blocked");
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ search: "shop27@", state: "Blocked", skip: 0, take: 20 }));
    expect(await screen.findByText("No shop matches.")).toBeInTheDocument();
  });

  it("speaks Italian under /it", async () => {
    asAdmin(3);
    renderApp("/it/admin/sellers?state=Waiting");
    const t = await table();
    expect(
      within(t)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Negozio", "Titolare", "Stato", "Commissione", "Offerte", "Registrato", "Azioni"]);
    await waitFor(() => expect(rowOf("Shop 3")).toHaveTextContent("In attesa di approvazione"));
    expect(screen.getByTestId("sellers-preset-queue")).toHaveTextContent("Da approvare");
    expect(within(rowOf("Shop 3")!).getByTestId("seller-open")).toHaveAttribute("href", "/it/admin/sellers/3");
  });
});

describe("a shop", () => {
  // First of the toasting tests: the toaster (one per test file) shows at most 4 toasts at a time.
  it("says so when someone else decided meanwhile, and shows the shop afresh; an unknown shop is not found", async () => {
    const book = asAdmin(3);
    const shop = book[2]!;
    const first = renderApp(`/it/admin/sellers/${shop.id}`);
    await screen.findByTestId("admin-seller");
    shop.state = "Enabled"; // another admin approved it
    await userEvent.click(screen.getByTestId("seller-approve"));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByTestId("confirm"));
    // The toaster loads with its first toast.
    expect(await screen.findByText(/Il negozio è cambiato nel frattempo/, undefined, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("admin-seller")).toHaveAttribute("data-state", "Enabled"));
    first.unmount();

    renderApp("/admin/sellers/999");
    expect(await screen.findByTestId("seller-error")).toHaveTextContent("No shop with this id.");
  });

  it("approves a waiting shop with a note; the history and the queue follow", async () => {
    const book = asAdmin(6);
    const shop = book[2]!;
    const { router } = renderApp("/admin/sellers?state=Waiting");
    await table();
    await waitFor(() => expect(screen.getByTestId("sellers-queue-count")).toHaveTextContent("2"));
    await userEvent.click(within(rowOf(shop.name)!).getByTestId("seller-open"));
    await screen.findByTestId("admin-seller");
    expect(router.state.location.pathname).toBe("/admin/sellers/3");
    expect(screen.getByTestId("seller-waiting")).toHaveTextContent("its offers are not shown");
    expect(screen.getByTestId("seller-back")).toHaveTextContent("Approval queue");
    expect(screen.getByTestId("seller-owner")).toHaveTextContent("shop3@example.com");
    expect(screen.getByTestId("seller-commission-value")).toHaveTextContent("10% (marketplace default)");
    expect(screen.getByTestId("seller-history")).toHaveTextContent("Registeredby Owner 3 (shop3@example.com)");

    await userEvent.click(screen.getByTestId("seller-approve"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Approve Shop 3?");
    await userEvent.type(within(dialog).getByTestId("approve-reason"), "Documents checked");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("Shop 3 is approved")).toBeInTheDocument();
    expect(calls.approvals).toEqual([{ sellerId: "3", reason: "Documents checked" }]);
    await waitFor(() => expect(screen.getByTestId("admin-seller")).toHaveAttribute("data-state", "Enabled"));
    expect(screen.queryByTestId("seller-approve")).not.toBeInTheDocument();
    const history = screen.getByTestId("seller-history");
    expect(history.querySelector("li")).toHaveAttribute("data-action", "Approved");
    expect(history).toHaveTextContent("Approvedby Ada Admin (admin@keymarket.test)");
    expect(history).toHaveTextContent("Waiting for approval → Open");
    expect(history).toHaveTextContent("Reason: Documents checked");

    // Back in the queue, the list and its count are asked again.
    await userEvent.click(screen.getByTestId("seller-back"));
    await waitFor(() => expect(query(router)).toEqual({ state: "Waiting" }));
    await waitFor(() => expect(screen.getByTestId("sellers-count")).toHaveTextContent("1 shop"));
    await waitFor(() => expect(screen.getByTestId("sellers-queue-count")).toHaveTextContent("1"));
  });

  it("blocks only with a reason, and shows it", async () => {
    const book = asAdmin(2);
    renderApp(`/admin/sellers/${book[0]!.id}`);
    await screen.findByTestId("admin-seller");
    await userEvent.click(screen.getByTestId("seller-block"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Block Shop 1?");
    const confirm = within(dialog).getByTestId("confirm");
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("block-reason"), " x ");
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("block-reason"), "Stolen keys reported");
    await userEvent.click(confirm);
    expect(await screen.findByText("Shop 1 is blocked")).toBeInTheDocument();
    expect(calls.blocks).toEqual([{ sellerId: "1", reason: "x Stolen keys reported" }]);
    await waitFor(() => expect(screen.getByTestId("seller-blocked")).toHaveTextContent("Reason: x Stolen keys reported"));
    expect(screen.queryByTestId("seller-block")).not.toBeInTheDocument();
    expect(screen.getByTestId("seller-approve")).toBeInTheDocument();
  });

  it("sets the shop's own commission (decimal comma accepted), and the marketplace's again", async () => {
    const book = asAdmin(1);
    renderApp(`/admin/sellers/${book[0]!.id}`);
    await screen.findByTestId("admin-seller");
    await userEvent.click(screen.getByTestId("seller-commission"));
    let dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByTestId("commission-default")).toHaveTextContent("Marketplace default (10%)");
    await userEvent.click(within(dialog).getByTestId("commission-own"));
    const confirm = within(dialog).getByTestId("confirm");
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("commission-percent"), "8,555");
    expect(dialog).toHaveTextContent("Enter a number from 0 to 100 with at most two decimals.");
    expect(confirm).toBeDisabled();
    await userEvent.clear(within(dialog).getByTestId("commission-percent"));
    await userEvent.type(within(dialog).getByTestId("commission-percent"), "8,5");
    await userEvent.type(within(dialog).getByTestId("commission-reason"), "Volume");
    await userEvent.click(confirm);
    expect(await screen.findByText("Commission of Shop 1: 8.5%")).toBeInTheDocument();
    expect(calls.commissions).toEqual([{ sellerId: "1", commissionPercent: 8.5, reason: "Volume" }]);
    await waitFor(() => expect(screen.getByTestId("seller-commission-value")).toHaveTextContent("8.5% (own rate)"));
    expect(screen.getByTestId("history-commission")).toHaveTextContent("Marketplace default → 8.5%");

    await userEvent.click(screen.getByTestId("seller-commission"));
    dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByTestId("commission-percent")).toHaveValue("8.5");
    await userEvent.click(within(dialog).getByTestId("commission-default"));
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(calls.commissions.at(-1)).toEqual({ sellerId: "1", commissionPercent: null, reason: null }));
    await waitFor(() => expect(screen.getByTestId("seller-commission-value")).toHaveTextContent("10% (marketplace default)"));
  });
});
