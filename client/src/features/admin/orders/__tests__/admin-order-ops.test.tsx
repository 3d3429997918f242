/**
 * The operator's tools of /admin/orders in jsdom (msw order book): every list filter held in
 * the URL and sent to the server (payment, fraud decision, provider, days, customer, order),
 * clearing them; the timeline's actor and fired rules; the cancellation reason; delivering a
 * line's missing keys by hand; resending the confirmation mail, and its "too soon" answer; an order
 * held for its supply delivered as sourced with its missing keys refunded.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { emptyOrderCalls, orderBook, orderHandlers, type FixtureOrder, type OrderCalls } from "../../../../../../test/client/admin-orders-fixtures";
import { renderApp } from "../../../../../../test/client/render-app";
import { dayStart } from "../AdminOrdersPage";

let calls: OrderCalls;

function asAdmin(count = 12): FixtureOrder[] {
  calls = emptyOrderCalls();
  const book = orderBook(count);
  if (count >= 6) {
    book[3]!.provider = "Paypal";
    book[5]!.provider = "Paypal";
    book[5]!.paymentStatus = "declined";
  }
  server.use(meHandler(meAs("admin")), ...orderHandlers(book, calls));
  return book;
}

const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));
const numbers = () => [...document.querySelectorAll("tr[data-order]")].map((r) => r.getAttribute("data-order"));

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the list's filters", () => {
  it("holds each filter in the URL and sends it to the server; combined; cleared at once", async () => {
    asAdmin();
    const { router } = renderApp("/admin/orders?page=2&size=10");
    await screen.findByTestId("orders-table");
    await userEvent.selectOptions(screen.getByTestId("orders-provider"), "Paypal");
    await waitFor(() => expect(calls.filters.at(-1)).toMatchObject({ provider: "Paypal" }));
    expect(query(router)).toEqual({ provider: "Paypal", size: "10" });
    await waitFor(() => expect(numbers()).toEqual(["KM-000006", "KM-000004"]));
    await waitFor(() => expect(screen.getByTestId("orders-provider")).toHaveValue("Paypal"));

    await userEvent.selectOptions(screen.getByTestId("orders-payment"), "declined");
    await waitFor(() => expect(calls.filters.at(-1)).toMatchObject({ provider: "Paypal", paymentStatus: "declined" }));
    await waitFor(() => expect(numbers()).toEqual(["KM-000006"]));
    expect(query(router)).toEqual({ provider: "Paypal", payment: "declined", size: "10" });
    await waitFor(() => expect(screen.getByTestId("orders-payment")).toHaveValue("declined"));

    await userEvent.click(screen.getByTestId("orders-clear"));
    await waitFor(() => expect(query(router)).toEqual({ size: "10" }));
    await waitFor(() =>
      expect(calls.filters.at(-1)).toEqual({
        paymentStatus: null,
        fraudDecision: null,
        provider: null,
        placedFrom: null,
        placedBefore: null,
        customer: null,
        sort: null,
      }),
    );

    // The screen follows the URL (a navigation renders in a transition).
    await waitFor(() => expect(screen.getByTestId("orders-provider")).toHaveValue(""));
    expect(screen.getByTestId("orders-payment")).toHaveValue("");
    expect(screen.queryByTestId("orders-clear")).not.toBeInTheDocument();
    await userEvent.selectOptions(screen.getByTestId("orders-fraud"), "REVIEW");
    await waitFor(() => expect(calls.filters.at(-1)).toMatchObject({ fraudDecision: "REVIEW" }));
    await waitFor(() => expect(screen.getByTestId("orders-fraud")).toHaveValue("REVIEW"));
    await userEvent.selectOptions(screen.getByTestId("orders-sort"), "OLDEST");
    await waitFor(() => expect(calls.filters.at(-1)).toMatchObject({ fraudDecision: "REVIEW", sort: "OLDEST" }));
    await waitFor(() => expect(numbers()).toEqual(["KM-000003", "KM-000006", "KM-000009", "KM-000012"]));
    expect(query(router)).toEqual({ fraud: "REVIEW", order: "OLDEST", size: "10" });
    await waitFor(() => expect(screen.getByTestId("orders-sort")).toHaveValue("OLDEST"));

    await userEvent.type(screen.getByTestId("orders-customer"), "BUYER12{Enter}");
    await waitFor(() => expect(calls.filters.at(-1)).toMatchObject({ customer: "BUYER12", fraudDecision: "REVIEW" }));
    await waitFor(() => expect(numbers()).toEqual(["KM-000012"]));
    expect(query(router)).toMatchObject({ customer: "BUYER12" });
  });

  it("reads the days from a link as the admin's local days (the last day included) and ignores what is not a day", async () => {
    asAdmin();
    const first = renderApp("/admin/orders?from=2026-01-03&to=2026-01-05");
    await screen.findByTestId("orders-table");
    await waitFor(() =>
      expect(calls.filters.at(-1)).toMatchObject({ placedFrom: new Date(2026, 0, 3).toISOString(), placedBefore: new Date(2026, 0, 6).toISOString() }),
    );
    expect(screen.getByTestId("orders-from")).toHaveValue("2026-01-03");
    first.unmount();
    renderApp("/admin/orders?from=yesterday&to=2026-02-30&payment=lost");
    await screen.findByTestId("orders-table");
    await waitFor(() => expect(calls.filters.at(-1)).toMatchObject({ placedFrom: null, placedBefore: null, paymentStatus: null }));
    expect(dayStart("2026-02-28", true)).toBe(new Date(2026, 2, 1).toISOString());
  });

  it("says when nothing matches, in Italian too", async () => {
    asAdmin(3);
    renderApp("/it/admin/orders?customer=nessuno");
    expect(await screen.findByText("Nessun ordine corrisponde a questi filtri.")).toBeInTheDocument();
    expect(screen.getByTestId("orders-filters")).toHaveTextContent("Gateway");
  });
});

describe("an order's operator tools", () => {
  it("shows the rules that fired and who acted in the timeline; cancels with the picked reason", async () => {
    const book = asAdmin(3);
    renderApp(`/admin/orders/${book[2]!.id}`);
    await screen.findByTestId("admin-order");
    const rules = screen.getAllByTestId("event-rules");
    expect(rules[0]).toHaveTextContent("rule_3rule_3ds_1");
    await userEvent.click(screen.getByTestId("order-cancel"));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.selectOptions(within(dialog).getByTestId("cancel-why"), "CancelledBusinessRules");
    await userEvent.type(within(dialog).getByTestId("cancel-reason"), "Region locked");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    await waitFor(() => expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "Cancelled"));
    expect(screen.getByTestId("order-timeline")).toHaveTextContent("admin@keymarket.test");
  });

  it("delivers a line's missing keys by hand, pasted", async () => {
    const book = asAdmin(2);
    const order = book[0]!;
    order.items[1]!.keys = order.items[1]!.keys.map((k) => ({ ...k, state: "NotDelivered" as const }));
    renderApp(`/admin/orders/${order.id}`);
    await screen.findByTestId("admin-order");
    const missing = await screen.findByTestId("line-missing");
    expect(missing).toHaveTextContent("1 key is missing");
    await userEvent.click(within(missing).getByTestId("line-deliver"));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("deliver-keys"), "AAAA-BBBB-CCCC{Enter}DDDD-EEEE-FFFF");
    expect(dialog).toHaveTextContent("2 keys of at most 1");
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    await userEvent.clear(within(dialog).getByTestId("deliver-keys"));
    await userEvent.type(within(dialog).getByTestId("deliver-keys"), "  AAAA-BBBB-CCCC  {Enter}{Enter}");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText(/1 key of “.*” delivered/)).toBeInTheDocument();
    expect(calls.deliveries).toEqual([
      { orderId: order.id, orderItemId: order.items[1]!.id, source: "PASTED", keys: ["AAAA-BBBB-CCCC"], contentType: "text", note: null },
    ]);
    await waitFor(() => expect(screen.queryByTestId("line-missing")).not.toBeInTheDocument());
    expect(screen.getByTestId("order-timeline")).toHaveTextContent("Keys delivered by hand");
  });

  it("resends the confirmation mail, and says when it is too soon", async () => {
    const book = asAdmin(2);
    renderApp(`/admin/orders/${book[0]!.id}`);
    await screen.findByTestId("admin-order");
    await userEvent.click(screen.getByTestId("order-resend"));
    let dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("goes again to buyer1@example.com, in English");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("Confirmation sent again to buyer1@example.com")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("order-timeline")).toHaveTextContent("Confirmation mail sent again"));
    await userEvent.click(screen.getByTestId("order-resend"));
    dialog = await screen.findByRole("alertdialog");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("It was sent moments ago: try again in 5 minutes")).toBeInTheDocument();
    expect(calls.resends).toHaveLength(2);
  });
});

describe("an order held for its supply", () => {
  /** Order 3 (Manual): 1 of the 2 keys of its first line sourced, its second line's key not; support was told. */
  function heldForSupply(): FixtureOrder {
    const book = asAdmin(3);
    const order = book[2]!;
    order.fraud = { ...order.fraud!, decision: "ALLOW", score: 0, rules: [] };
    order.items[0]!.total = { __typename: "Money", amount: 5.01, currency: "EUR" };
    order.items[0]!.keys = order.items[0]!.keys.slice(0, 1);
    order.items[1]!.keys = [];
    order.events = [
      ...order.events,
      { ...order.events[1]!, type: "supply.waiting", toStatus: null, paymentStatus: null, rules: [] },
      { ...order.events[1]!, type: "supply.failed", toStatus: null, paymentStatus: null, rules: [] },
    ];
    return order;
  }

  it("delivers what was sourced and refunds the missing keys: each line's missing count and share, a reason required", async () => {
    const order = heldForSupply();
    renderApp(`/admin/orders/${order.id}`);
    await screen.findByTestId("admin-order");
    expect(screen.getByTestId("order-held")).toHaveTextContent("Not every key of this order could be sourced");
    await userEvent.click(screen.getByTestId("order-refund-missing"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("The key sourced so far is delivered to the customer");
    const lines = within(dialog).getAllByRole("listitem");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(/^“Elden Ring \(Steam\)”: 1 key of 2 missing2,51\s€$/); // the first key's share of 5,01 € (the odd cent)
    expect(lines[1]).toHaveTextContent(/^“Office 2021”: 1 key of 1 missing100,00\s€$/);
    expect(within(dialog).getByTestId("refund-missing-total")).toHaveTextContent(/^To refund: 102,51\s€$/);
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("refund-missing-reason"), "   ");
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("refund-missing-reason"), "Supplier out of stock");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText(/^Order KM-000003: the keys sourced were delivered and 102,51\s€ refunded$/)).toBeInTheDocument();
    expect(calls.refundsOfMissing).toEqual([{ orderId: order.id, reason: "Supplier out of stock" }]);
    await waitFor(() => expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "RefundedPartially"));
    expect(screen.queryByTestId("order-refund-missing")).not.toBeInTheDocument();
    expect(screen.getByTestId("order-refunded")).toHaveTextContent(/102,51\s€/);
  });

  it("is not offered for an order held for a fraud review", async () => {
    const book = asAdmin(3);
    renderApp(`/admin/orders/${book[2]!.id}`);
    await screen.findByTestId("admin-order");
    expect(screen.getByTestId("order-approve")).toBeInTheDocument();
    expect(screen.getByTestId("order-held")).toHaveTextContent("The fraud screening held this order");
    expect(screen.queryByTestId("order-refund-missing")).not.toBeInTheDocument();
  });

  it("says so when the keys arrived meanwhile, and shows the order afresh", async () => {
    const order = heldForSupply();
    renderApp(`/admin/orders/${order.id}`);
    await screen.findByTestId("admin-order");
    await userEvent.click(screen.getByTestId("order-refund-missing"));
    const dialog = await screen.findByRole("alertdialog");
    await userEvent.type(within(dialog).getByTestId("refund-missing-reason"), "Supplier out of stock");
    // The missing keys were reserved for the lines meanwhile (a supplier answered late).
    order.items[0]!.keys = [...order.items[0]!.keys, { ...order.items[0]!.keys[0]!, id: "late-1" }];
    order.items[1]!.keys = [{ ...order.items[0]!.keys[0]!, id: "late-2" }];
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("Nothing is missing any more: approve the order to deliver its keys.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId("order-refund-missing")).not.toBeInTheDocument());
    expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "Manual");
  });
});
