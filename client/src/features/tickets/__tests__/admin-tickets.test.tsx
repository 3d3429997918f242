/**
 * Support's and the seller's ticket consoles in jsdom (the real route tree, msw as the API):
 * the queue's filters, sort and page in the URL and sent to the server; a ticket's staff
 * controls (assignment, priority, status among the allowed ones); replacing a key with each
 * outcome (a new key, a refund for lack of stock, a refusal); the seller's list and
 * replacement; who may open the queue; the header's unread badge.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { emptyTicketCalls, TICKET_ID, ticketFixture, ticketHandlers, type TicketCalls, type TicketDetail } from "../../../../../test/client/tickets-fixtures";

let calls: TicketCalls;

function as(role: "support" | "admin" | "seller" | "user", book: TicketDetail[], opts: Parameters<typeof ticketHandlers>[2] = {}) {
  calls = emptyTicketCalls();
  server.use(meHandler(meAs(role)), ...ticketHandlers(book, calls, opts));
}

const staffTicket = (over: Partial<TicketDetail> = {}) =>
  ticketFixture(1042, {
    customerName: "Carla R.",
    customerEmail: "carla@example.com",
    allowedStatuses: ["Pending", "Resolved", "Closed"],
    canReplaceKey: true,
    ...over,
  });

function queueBook(): TicketDetail[] {
  return Array.from({ length: 25 }, (_, i) =>
    ticketFixture(1000 + i, {
      status: i % 3 === 0 ? "Pending" : "Open",
      priority: i % 5 === 0 ? "Urgent" : "Medium",
      reason: i % 2 ? "wrong_region" : "key_not_working",
      customerEmail: `c${i}@example.com`,
      assignee: i % 4 === 0 ? { id: "s", name: "Sara Rossi" } : null,
    }),
  );
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("support's queue", () => {
  it("puts filters, sort and page in the URL and sends them to the server", async () => {
    as("support", queueBook());
    const user = userEvent.setup();
    const { router } = renderApp("/admin/tickets");
    const table = await screen.findByTestId("tickets-table");
    await waitFor(() => expect(table.querySelectorAll("tr[data-ticket]")).toHaveLength(20));
    expect(calls.queue[0]).toEqual({
      status: null,
      priority: null,
      reason: null,
      olderThanHours: null,
      assignedToMe: null,
      unassigned: null,
      search: null,
      sort: "PRIORITY",
      skip: 0,
      take: 20,
    });
    expect(screen.getByTestId("tickets-count")).toHaveTextContent("25 requests");
    const row = table.querySelector<HTMLElement>('tr[data-ticket="1004"]')!;
    expect(row).toHaveTextContent("c4@example.com");
    expect(row).toHaveTextContent("Sara Rossi");

    // Each change waits for its page (react-router renders navigations in a transition).
    const choose = async (id: string, value: string, sent: Record<string, unknown>) => {
      await user.selectOptions(screen.getByTestId(id), value);
      await waitFor(() => expect(calls.queue.at(-1)).toMatchObject(sent));
      await waitFor(() => expect(screen.getByTestId(id)).toHaveValue(value));
    };
    await choose("tickets-status", "Open", { status: ["Open"] });
    expect(router.state.location.search).toBe("?status=Open");
    await choose("tickets-priority", "Urgent", { status: ["Open"], priority: ["Urgent"] });
    await choose("tickets-reason", "wrong_region", { priority: ["Urgent"], reason: "wrong_region" });
    await choose("tickets-age", "24", { reason: "wrong_region", olderThanHours: 24 });
    await user.click(screen.getByTestId("tickets-unassigned"));
    await waitFor(() => expect(calls.queue.at(-1)).toMatchObject({ olderThanHours: 24, unassigned: true }));
    await waitFor(() => expect(screen.getByTestId("tickets-unassigned")).toHaveAttribute("aria-pressed", "true"));
    await choose("tickets-sort", "OLDEST", { unassigned: true, sort: "OLDEST" });
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        status: "Open",
        priority: "Urgent",
        reason: "wrong_region",
        age: "24",
        assigned: "none",
        sort: "OLDEST",
      }),
    );
    await waitFor(() =>
      expect(calls.queue.at(-1)).toEqual({
        status: ["Open"],
        priority: ["Urgent"],
        reason: "wrong_region",
        olderThanHours: 24,
        assignedToMe: null,
        unassigned: true,
        search: null,
        sort: "OLDEST",
        skip: 0,
        take: 20,
      }),
    );
    await user.click(screen.getByTestId("tickets-clear"));
    await waitFor(() => expect(router.state.location.search).toBe("?sort=OLDEST"));
  });

  it("reads the state from the URL: search, assigned to me and the second page", async () => {
    as("support", queueBook());
    renderApp("/admin/tickets?q=1004&assigned=me&page=2&size=10&age=7");
    await screen.findByTestId("tickets-table");
    await waitFor(() => expect(calls.queue.length).toBeGreaterThan(0));
    // age=7 is no offered choice: no filter.
    expect(calls.queue[0]).toMatchObject({ search: "1004", assignedToMe: true, unassigned: null, olderThanHours: null, skip: 10, take: 10 });
    expect(screen.getByTestId("tickets-mine")).toHaveAttribute("aria-pressed", "true");
  });

  it("is in the admin navigation for support, with an empty queue", async () => {
    as("support", []);
    renderApp("/admin/tickets");
    expect(await screen.findByRole("link", { name: "Tickets" })).toBeInTheDocument();
    expect(await screen.findByText("The queue is empty.")).toBeInTheDocument();
  });

  it("answers the 403 screen to a customer", async () => {
    as("user", [staffTicket()]);
    renderApp("/admin/tickets");
    expect(await screen.findByTestId("forbidden-page")).toBeInTheDocument();
    expect(calls.queue).toHaveLength(0);
  });
});

describe("a ticket in the console", () => {
  it("assigns, sets the priority and offers only the allowed statuses", async () => {
    as("support", [staffTicket()]);
    const user = userEvent.setup();
    renderApp(`/admin/tickets/${TICKET_ID}`);
    await screen.findByTestId("ticket-view");
    expect(screen.getByTestId("ticket-facts")).toHaveTextContent("Carla R. · carla@example.com");
    expect(screen.getByTestId("ticket-facts")).toHaveTextContent("Unassigned");
    await user.click(screen.getByTestId("ticket-assign"));
    await waitFor(() => expect(screen.getByTestId("ticket-facts")).toHaveTextContent("Sara Rossi"));
    expect(calls.assigns).toEqual([{ ticketId: TICKET_ID, assignToMe: true }]);
    expect(screen.getByTestId("ticket-assign")).toHaveTextContent("Unassign");

    await user.selectOptions(screen.getByTestId("ticket-priority-select"), "Urgent");
    await waitFor(() => expect(screen.getByTestId("ticket-priority")).toHaveTextContent("Urgent"));
    expect(calls.priorities).toEqual([{ ticketId: TICKET_ID, priority: "Urgent" }]);

    const options = within(screen.getByTestId("ticket-status-select"))
      .getAllByRole("option")
      .map((o) => o.getAttribute("value"));
    expect(options).toEqual(["Open", "Pending", "Resolved", "Closed"]);
    await user.selectOptions(screen.getByTestId("ticket-status-select"), "Resolved");
    await waitFor(() => expect(screen.getByTestId("ticket-view")).toHaveAttribute("data-status", "Resolved"));
    // From Resolved the server allows Open and Closed only.
    expect(
      within(screen.getByTestId("ticket-status-select"))
        .getAllByRole("option")
        .map((o) => o.getAttribute("value")),
    ).toEqual(["Resolved", "Open", "Closed"]);
  });

  it("replaces a key after confirming: a new key delivered", async () => {
    as("support", [staffTicket()]);
    const user = userEvent.setup();
    renderApp(`/admin/tickets/${TICKET_ID}`);
    const keys = await screen.findByTestId("ticket-keys");
    const old = keys.querySelector<HTMLElement>('[data-key="k-old"]')!;
    await user.click(within(old).getByTestId("ticket-replace-key"));
    expect(calls.replacements).toHaveLength(0);
    await user.click(within(await screen.findByTestId("replace-dialog")).getByTestId("confirm"));
    await waitFor(() => expect(calls.replacements).toEqual([{ ticketId: TICKET_ID, keyId: "k-old" }]));
    expect(await screen.findByTestId("ticket-replace-outcome")).toHaveTextContent("A new key was delivered to the customer.");
    await waitFor(() => expect(keys.querySelector('[data-key="k-old"]')).toHaveAttribute("data-state", "Changed"));
    expect(keys.querySelector('[data-key="k-new"]')).toHaveAttribute("data-state", "Replaced");
    // A Changed key is not offered again; the replacement is.
    expect(within(keys.querySelector<HTMLElement>('[data-key="k-old"]')!).queryByTestId("ticket-replace-key")).toBeNull();
    expect(within(keys.querySelector<HTMLElement>('[data-key="k-new"]')!).getByTestId("ticket-replace-key")).toBeInTheDocument();
  });

  it("says when the key was refunded for lack of stock", async () => {
    as("support", [staffTicket()], { replaceWith: "refunded" });
    const user = userEvent.setup();
    renderApp(`/admin/tickets/${TICKET_ID}`);
    const keys = await screen.findByTestId("ticket-keys");
    await user.click(within(keys.querySelector<HTMLElement>('[data-key="k-text"]')!).getByTestId("ticket-replace-key"));
    await user.click(within(await screen.findByTestId("replace-dialog")).getByTestId("confirm"));
    expect(await screen.findByTestId("ticket-replace-outcome")).toHaveTextContent("No key in stock: the customer was refunded 27,00 €.");
  });

  it("says when the key cannot be replaced", async () => {
    as("support", [staffTicket()], { replaceWith: "refused" });
    const user = userEvent.setup();
    renderApp(`/admin/tickets/${TICKET_ID}`);
    const keys = await screen.findByTestId("ticket-keys");
    await user.click(within(keys.querySelector<HTMLElement>('[data-key="k-text"]')!).getByTestId("ticket-replace-key"));
    await user.click(within(await screen.findByTestId("replace-dialog")).getByTestId("confirm"));
    const outcome = await screen.findByTestId("ticket-replace-outcome");
    expect(outcome).toHaveTextContent("This key cannot be replaced.");
    expect(outcome).toHaveTextContent("The key was changed already");
  });

  it("offers no replacement when the ticket does not allow it", async () => {
    as("support", [staffTicket({ canReplaceKey: false, reason: "other" })]);
    renderApp(`/admin/tickets/${TICKET_ID}`);
    await screen.findByTestId("ticket-keys");
    expect(screen.queryByTestId("ticket-replace-key")).toBeNull();
  });
});

describe("the seller's tickets", () => {
  it("lists the tickets about the shop's keys, filters by status in the URL, answers and replaces a key", async () => {
    as("seller", [
      staffTicket({ customerEmail: null, allowedStatuses: ["Pending", "Resolved"] }),
      ticketFixture(1043, { status: "Resolved", allowedStatuses: [] }),
    ]);
    const user = userEvent.setup();
    const { router } = renderApp("/seller/tickets");
    const table = await screen.findByTestId("tickets-table");
    await waitFor(() => expect(table.querySelectorAll("tr[data-ticket]")).toHaveLength(2));
    expect(screen.getByRole("link", { name: "Tickets" })).toHaveAttribute("aria-current", "page");
    await user.selectOptions(screen.getByTestId("seller-tickets-status"), "Open");
    await waitFor(() => expect(router.state.location.search).toBe("?status=Open"));
    await waitFor(() => expect(table.querySelectorAll("tr[data-ticket]")).toHaveLength(1));
    expect(calls.seller.at(-1)).toEqual({ status: ["Open"], skip: 0, take: 20 });

    await user.click(within(table).getByTestId("ticket-link"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/seller/tickets/${TICKET_ID}`));
    await screen.findByTestId("ticket-view");
    // No staff-only controls.
    expect(screen.queryByTestId("ticket-assign")).toBeNull();
    expect(screen.queryByTestId("ticket-priority-select")).toBeNull();
    expect(
      within(screen.getByTestId("ticket-status-select"))
        .getAllByRole("option")
        .map((o) => o.getAttribute("value")),
    ).toEqual(["Open", "Pending", "Resolved"]);
    await user.type(screen.getByTestId("ticket-reply-body"), "Sorry, here is a new key.");
    await user.click(screen.getByTestId("ticket-reply-send"));
    await waitFor(() => expect(calls.replies).toEqual([{ ticketId: TICKET_ID, body: "Sorry, here is a new key.", attachmentIds: [] }]));
    await user.click(within(screen.getByTestId("ticket-keys").querySelector<HTMLElement>('[data-key="k-text"]')!).getByTestId("ticket-replace-key"));
    await user.click(within(await screen.findByTestId("replace-dialog")).getByTestId("confirm"));
    expect(await screen.findByTestId("ticket-replace-outcome")).toHaveTextContent("A new key was delivered");
    // The back link returns to the filtered list.
    await user.click(screen.getByTestId("tickets-back"));
    await waitFor(() => expect(router.state.location.search).toBe("?status=Open"));
  });
});

describe("the header's unread badge", () => {
  beforeEach(() => {
    document.cookie = "km_signed_in=1; Path=/";
  });
  afterEach(() => {
    document.cookie = "km_signed_in=; Path=/; Max-Age=0";
  });

  it("shows how many tickets have news, and the Help entry of the menu", async () => {
    as("user", [ticketFixture(1, { unread: true }), ticketFixture(2, { unread: true }), ticketFixture(3)]);
    const user = userEvent.setup();
    renderApp("/account/tickets");
    expect(await screen.findByTestId("tickets-unread-badge")).toHaveTextContent("2");
    await user.click(screen.getByTestId("account-menu"));
    expect(await screen.findByTestId("menu-tickets")).toHaveTextContent("Help2");
  });
});
