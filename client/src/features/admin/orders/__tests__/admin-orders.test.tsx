/**
 * /admin/orders and /admin/orders/:id in jsdom against an in-memory order book (msw): the
 * list with its columns, the status filter, page and size held in the URL, the review queue
 * preset with its count; an order's lines, keys (states only), fraud result and timeline;
 * approving, cancelling with a reason, refunding chosen keys, and the refusal of a decision
 * on an order someone else decided meanwhile.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAs, meHandler } from "../../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../../test/client/msw-server";
import { emptyOrderCalls, orderBook, orderHandlers, type FixtureOrder, type OrderCalls } from "../../../../../../test/client/admin-orders-fixtures";
import { renderApp } from "../../../../../../test/client/render-app";

let calls: OrderCalls;

function asAdmin(count = 30): FixtureOrder[] {
  calls = emptyOrderCalls();
  const book = orderBook(count);
  server.use(meHandler(meAs("admin")), ...orderHandlers(book, calls));
  return book;
}

const table = () => screen.findByTestId("orders-table");
const rowOf = (number: string) => document.querySelector<HTMLElement>(`tr[data-order="${number}"]`);
const query = (router: { state: { location: { search: string } } }) => Object.fromEntries(new URLSearchParams(router.state.location.search));

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the orders list", () => {
  it("lists every order newest first with number, date, customer, status, payment, fraud and total, a page at a time", async () => {
    asAdmin(30);
    const { router } = renderApp("/admin/orders");
    const t = await table();
    expect(
      within(t)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Order", "Placed", "Customer", "Status", "Payment", "Fraud check", "Total", "Actions"]);
    await waitFor(() => expect(within(t).getAllByRole("row")).toHaveLength(21));
    expect(calls.lists.at(-1)).toEqual({ status: null, skip: 0, take: 20 });
    expect(screen.getByTestId("orders-count")).toHaveTextContent("1–20 of 30 orders");
    expect(document.querySelector("tr[data-order]")).toHaveAttribute("data-order", "KM-000030");
    const sold = rowOf("KM-000029")!;
    expect(sold).toHaveTextContent("buyer29@example.com");
    expect(sold).toHaveTextContent("Sold");
    expect(sold).toHaveTextContent("Captured");
    expect(sold).toHaveTextContent("Allow");
    expect(sold).toHaveTextContent("600,00 €");
    const placed = within(sold).getByText("Jan 29, 2026").closest("time");
    expect(placed).toHaveAttribute("datetime", "2026-01-29T10:30:00.000Z");
    expect(placed).toHaveTextContent("Jan 29, 2026 10:30 AM");
    const held = rowOf("KM-000027")!;
    expect(held).toHaveTextContent("Waiting for review");
    expect(held).toHaveTextContent("Reviewscore 65");
    expect(within(held).getByTestId("order-open")).toHaveAttribute("href", "/admin/orders/20000000-0000-4000-8000-000000000027");
    // The queue's count, on its preset.
    await waitFor(() => expect(screen.getByTestId("orders-queue-count")).toHaveTextContent("10"));

    await userEvent.click(screen.getByTestId("orders-next"));
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ status: null, skip: 20, take: 20 }));
    await waitFor(() => expect(rowOf("KM-000001")).toBeInTheDocument());
    expect(query(router)).toEqual({ page: "2" });

    await userEvent.selectOptions(screen.getByTestId("orders-page-size"), "50");
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ status: null, skip: 0, take: 50 }));
    expect(query(router)).toEqual({ size: "50" });
    expect(await screen.findByText("Page 1 of 1")).toBeInTheDocument();
  });

  it("holds the status filter in the URL; the review queue preset lists the held orders oldest first", async () => {
    asAdmin(30);
    const { router } = renderApp("/admin/orders?page=2");
    await table();
    await userEvent.click(screen.getByTestId("orders-preset-queue"));
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ status: "Manual", skip: 0, take: 20 }));
    expect(query(router)).toEqual({ status: "Manual" });
    await waitFor(() => expect(screen.getByTestId("orders-preset-queue")).toHaveAttribute("aria-pressed", "true"));
    await waitFor(() => expect(screen.getByTestId("orders-count")).toHaveTextContent("1–10 of 10 orders"));
    const numbers = [...document.querySelectorAll("tr[data-order]")].map((r) => r.getAttribute("data-order"));
    expect(numbers[0]).toBe("KM-000003");
    expect(numbers.at(-1)).toBe("KM-000030");
    expect(screen.getByTestId("orders-status")).toHaveValue("Manual");

    await userEvent.selectOptions(screen.getByTestId("orders-status"), "Sold");
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ status: "Sold", skip: 0, take: 20 }));
    expect(query(router)).toEqual({ status: "Sold" });

    await userEvent.click(screen.getByTestId("orders-preset-all"));
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ status: null, skip: 0, take: 20 }));
    expect(query(router)).toEqual({});
  });

  it("reads the filter from a link, ignores a status that does not exist, and says when the queue is empty", async () => {
    calls = emptyOrderCalls();
    server.use(meHandler(meAs("admin")), ...orderHandlers(orderBook(2), calls));
    const first = renderApp("/admin/orders?status=Manual&size=10");
    expect(await screen.findByText("Nothing waits for review.")).toBeInTheDocument();
    expect(calls.lists.at(-1)).toEqual({ status: "Manual", skip: 0, take: 10 });
    first.unmount();

    renderApp("/admin/orders?status=Lost");
    await table();
    await waitFor(() => expect(calls.lists.at(-1)).toEqual({ status: null, skip: 0, take: 20 }));
  });

  it("speaks Italian under /it", async () => {
    asAdmin(3);
    renderApp("/it/admin/orders");
    const t = await table();
    expect(
      within(t)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["Ordine", "Effettuato", "Cliente", "Stato", "Pagamento", "Antifrode", "Totale", "Azioni"]);
    await waitFor(() => expect(rowOf("KM-000003")).toHaveTextContent("In revisione"));
    expect(screen.getByTestId("orders-preset-queue")).toHaveTextContent("Da revisionare");
    expect(within(rowOf("KM-000003")!).getByTestId("order-open")).toHaveAttribute("href", "/it/admin/orders/20000000-0000-4000-8000-000000000003");
  });
});

describe("an order", () => {
  it("shows lines with key states (never values), the fraud result, billing and the timeline", async () => {
    const book = asAdmin(3);
    renderApp(`/admin/orders/${book[0]!.id}`);
    const page = await screen.findByTestId("admin-order");
    expect(screen.getByTestId("order-number")).toHaveTextContent("Order KM-000001");
    const lines = screen.getByTestId("order-lines");
    expect(lines).toHaveTextContent("Elden Ring (Steam)");
    expect(lines).toHaveTextContent("2 × 250,00 € · NordKeys");
    expect(lines.querySelectorAll("[data-key-state=Revealed]")).toHaveLength(1);
    expect(lines.querySelectorAll("[data-key-state=Delivered]")).toHaveLength(2);
    expect(lines).toHaveTextContent("Revealed");
    expect(screen.getByTestId("order-billing")).toHaveTextContent("Via Roma 1, 20100 Milano");
    expect(screen.getByTestId("order-fraud")).toHaveTextContent("Approved automatically: correct payment");
    const timeline = screen.getByTestId("order-timeline");
    expect(timeline).toHaveTextContent("Order placedby Customer");
    expect(timeline).toHaveTextContent("Payment capturedby System");
    // A sold order can be refunded, not approved or cancelled.
    expect(within(page).getByTestId("order-refund")).toBeInTheDocument();
    expect(within(page).queryByTestId("order-approve")).not.toBeInTheDocument();
  });

  it("says when the order does not exist", async () => {
    asAdmin(1);
    renderApp("/admin/orders/20000000-0000-4000-8000-000000000999");
    expect(await screen.findByTestId("order-error")).toHaveTextContent("This order does not exist (any more).");
  });
});

describe("deciding a held order", () => {
  it("approves it after a confirmation: the keys are delivered, the queue shrinks", async () => {
    const book = asAdmin(6);
    const held = book[2]!;
    const { router } = renderApp("/admin/orders?status=Manual");
    await table();
    await waitFor(() => expect(screen.getByTestId("orders-queue-count")).toHaveTextContent("2"));
    await userEvent.click(within(rowOf(held.number)!).getByTestId("order-open"));
    await screen.findByTestId("admin-order");
    expect(router.state.location.pathname).toBe(`/admin/orders/${held.id}`);
    expect(screen.getByTestId("order-held")).toHaveTextContent("the customer has paid");
    expect(screen.getByTestId("fraud-decision")).toHaveTextContent("Review");
    expect(screen.getByTestId("fraud-score")).toHaveTextContent("65");
    expect(screen.getByTestId("fraud-rules")).toHaveTextContent("rule_3 High order total");
    expect(screen.getByTestId("order-back")).toHaveTextContent("Review queue");

    // Cancelling the dialog changes nothing.
    await userEvent.click(screen.getByTestId("order-approve"));
    let dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Approve order KM-000003?");
    expect(dialog).toHaveTextContent("delivered to buyer3@example.com");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(calls.approvals).toEqual([]);

    await userEvent.click(screen.getByTestId("order-approve"));
    dialog = await screen.findByRole("alertdialog");
    await userEvent.type(within(dialog).getByTestId("approve-note"), "Known customer");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("Order KM-000003 approved: the keys were delivered")).toBeInTheDocument();
    expect(calls.approvals).toEqual([{ orderId: held.id, note: "Known customer" }]);
    await waitFor(() => expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "Sold"));
    expect(screen.queryByTestId("order-approve")).not.toBeInTheDocument();
    expect(screen.getByTestId("order-lines").querySelectorAll("[data-key-state=Delivered]")).toHaveLength(3);
    expect(screen.getByTestId("order-timeline")).toHaveTextContent("Approved after reviewby Admin");
    expect(screen.getByTestId("order-timeline")).toHaveTextContent("Approved by an admin after review");

    // Back in the queue, the list and its count are asked again.
    await userEvent.click(screen.getByTestId("order-back"));
    await waitFor(() => expect(query(router)).toEqual({ status: "Manual" }));
    await waitFor(() => expect(screen.getByTestId("orders-count")).toHaveTextContent("1 order"));
    expect(rowOf(held.number)).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("orders-queue-count")).toHaveTextContent("1"));
  });

  it("cancels it only with a reason: refunded in full", async () => {
    const book = asAdmin(3);
    const held = book[2]!;
    renderApp(`/admin/orders/${held.id}`);
    await screen.findByTestId("admin-order");
    await userEvent.click(screen.getByTestId("order-cancel"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Cancel order KM-000003?");
    expect(dialog).toHaveTextContent("The payment of 600,00 € is refunded in full");
    const confirm = within(dialog).getByTestId("confirm");
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("cancel-reason"), "   ");
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByTestId("cancel-reason"), "Stolen card reported");
    expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    expect(await screen.findByText("Order KM-000003 cancelled and 600,00 € refunded")).toBeInTheDocument();
    expect(calls.cancels).toEqual([{ orderId: held.id, note: "Stolen card reported" }]);
    await waitFor(() => expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "Cancelled"));
    expect(screen.getByTestId("order-timeline")).toHaveTextContent("Cancelled by an admin");
    expect(screen.getByTestId("event-note")).toHaveTextContent("Note: “Stolen card reported”");
    expect(screen.queryByTestId("order-cancel")).not.toBeInTheDocument();
  });

  it("says so when someone else decided the order meanwhile, and shows it afresh", async () => {
    const book = asAdmin(3);
    const held = book[2]!;
    renderApp(`/it/admin/orders/${held.id}`);
    await screen.findByTestId("admin-order");
    // Another admin approves it in the meantime.
    held.status = "Sold";
    await userEvent.click(screen.getByTestId("order-approve"));
    await userEvent.click(within(await screen.findByRole("alertdialog")).getByTestId("confirm"));
    expect(await screen.findByText(/Questo ordine non è più in attesa di revisione/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "Sold"));
    expect(calls.details.length).toBeGreaterThanOrEqual(2);
  });
});

describe("refunds", () => {
  it("refunds chosen keys of a sold order with a reason", async () => {
    const book = asAdmin(2);
    const sold = book[0]!;
    renderApp(`/admin/orders/${sold.id}`);
    await screen.findByTestId("admin-order");
    await userEvent.click(screen.getByTestId("order-refund"));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByTestId("refund-full")).toHaveTextContent("Everything left (600,00 €)");
    await userEvent.click(within(dialog).getByTestId("refund-partial"));
    await userEvent.type(within(dialog).getByTestId("refund-reason"), "One key did not work");
    // Nothing chosen yet.
    expect(within(dialog).getByTestId("confirm")).toBeDisabled();
    await userEvent.selectOptions(within(dialog).getByLabelText("Keys of Elden Ring (Steam) to refund (of 2)"), "1");
    await userEvent.click(within(dialog).getByTestId("confirm"));
    expect(await screen.findByText("Order KM-000001: 250,00 € refunded")).toBeInTheDocument();
    expect(calls.refunds).toEqual([{ orderId: sold.id, reason: "One key did not work", lines: [{ orderItemId: sold.items[0]!.id, quantity: 1 }] }]);
    await waitFor(() => expect(screen.getByTestId("admin-order")).toHaveAttribute("data-status", "RefundedPartially"));
    expect(screen.getByTestId("order-refunded")).toHaveTextContent("250,00 €");
    expect(screen.getByTestId("order-lines")).toHaveTextContent("1 key refunded");
  });
});
