/**
 * The customer's support tickets in jsdom (the real route tree, msw as the API): the Help
 * tab's list (number, subject, status, unread dot), a ticket's thread (party labels, the
 * screenshots as thumbnails, events inline, marking it read), replying with a screenshot
 * (uploaded with its name; a file too large or not an image refused before any upload),
 * "Problem solved", reporting a problem from an order line, and the order's Changed and
 * Replaced keys.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { emptyOrderCalls, orderHandlers, orderRows, paidOrder } from "../../../../../test/client/orders-fixtures";
import { renderApp } from "../../../../../test/client/render-app";
import {
  answeredTicket,
  emptyTicketCalls,
  TICKET_ID,
  ticketFixture,
  ticketHandlers,
  type TicketCalls,
  type TicketDetail,
} from "../../../../../test/client/tickets-fixtures";
import { replacementDates } from "../../orders/OrderDetail";
import type { TicketNoteCode } from "../../../gql/graphql";

let calls: TicketCalls;

function asCustomer(book: TicketDetail[]) {
  calls = emptyTicketCalls();
  server.use(meHandler(meAs("user")), ...ticketHandlers(book, calls));
}

const png = (name: string, size = 64) => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...new Array(size).fill(1)])], name, { type: "image/png" });

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the customer's tickets", () => {
  it("lists the own tickets under the Help tab with number, subject, status and an unread dot", async () => {
    asCustomer([answeredTicket(), ticketFixture(1041, { status: "Closed", allowedStatuses: [] })]);
    renderApp("/account/tickets");
    const table = await screen.findByTestId("tickets-table");
    expect(screen.getByTestId("account-tab-tickets")).toHaveAttribute("aria-current", "page");
    expect(screen.getByTestId("account-tab-tickets")).toHaveTextContent("Help");
    await waitFor(() => expect(table.querySelectorAll("tr[data-ticket]")).toHaveLength(2));
    const first = table.querySelector<HTMLElement>('tr[data-ticket="1042"]')!;
    expect(first).toHaveTextContent("#1042");
    expect(first).toHaveTextContent("Key not working: Elden Ring (Steam) 1042");
    expect(first).toHaveTextContent("Pending");
    expect(first).toHaveAttribute("data-unread", "true");
    expect(within(first).getByTestId("ticket-unread")).toBeInTheDocument();
    const closed = table.querySelector<HTMLElement>('tr[data-ticket="1041"]')!;
    expect(closed).toHaveTextContent("Closed");
    expect(within(closed).queryByTestId("ticket-unread")).toBeNull();
    expect(calls.my[0]).toEqual({ skip: 0, take: 10 });
  });

  it("shows the thread with party labels, screenshots and events, and marks it read", async () => {
    asCustomer([answeredTicket()]);
    renderApp(`/account/tickets/${TICKET_ID}`);
    const view = await screen.findByTestId("ticket-view");
    expect(screen.getByTestId("ticket-number")).toHaveTextContent("#1042");
    expect(within(view).getByTestId("ticket-status")).toHaveTextContent("Pending");
    const messages = screen.getAllByTestId("ticket-message");
    expect(messages.map((m) => m.getAttribute("data-party"))).toEqual(["customer", "staff"]);
    expect(within(messages[1]!).getByTestId("ticket-party")).toHaveTextContent("Support");
    expect(messages[1]).toHaveTextContent("KeyMarket support");
    const thumb = within(messages[0]!).getByTestId("ticket-attachment");
    expect(thumb).toHaveAttribute("href", "/api/tickets/attachments/att-1");
    expect(within(thumb).getByRole("img")).toHaveAttribute("src", "/api/tickets/attachments/att-1");
    // Events inline, after the message they follow; "opened" is the first message itself.
    const events = screen.getAllByTestId("ticket-event");
    expect(events).toHaveLength(1);
    expect(events[0]).toHaveTextContent("Support set status to Pending");
    await waitFor(() => expect(calls.reads).toEqual([TICKET_ID]));
    // The customer sees no staff controls.
    expect(screen.queryByTestId("ticket-controls")).toBeNull();
    expect(screen.queryByTestId("ticket-replace-key")).toBeNull();
  });

  it("speaks Italian under /it", async () => {
    asCustomer([answeredTicket()]);
    renderApp(`/it/account/tickets/${TICKET_ID}`);
    await screen.findByTestId("ticket-view");
    expect(screen.getAllByTestId("ticket-event")[0]).toHaveTextContent("Support ha impostato lo stato a In attesa");
    expect(screen.getByTestId("ticket-reply-send")).toHaveTextContent("Invia risposta");
    expect(screen.getByTestId("ticket-solved")).toHaveTextContent("Problema risolto");
  });

  it("says the shop's notes on events in the reader's language; a note without a code keeps its English words", async () => {
    const t = answeredTicket();
    const event = (id: string, kind: string, note: string, noteCode: TicketNoteCode | null, noteParams: Record<string, unknown> | null) => ({
      ...t.events[1]!,
      id,
      kind,
      party: "system" as const,
      actorName: null,
      fromStatus: null,
      toStatus: null,
      note,
      noteCode,
      noteParams,
    });
    t.events.push(
      event("e-1042-3", "replaced", "Key abcd… changed; new key delivered", "KeyReplaced", { key: "abcd" }),
      event("e-1042-4", "refunded", "No stock: line refunded (12,99 €)", "RefundedNoStock", { amount: 1299, currency: "EUR" }),
      event("e-1042-5", "escalated", "No reply for 48 hours", "EscalatedNoReply", { hours: 48 }),
      event("e-1042-6", "escalated", "No reply for a while", null, null),
    );
    asCustomer([t]);
    renderApp(`/it/account/tickets/${TICKET_ID}`);
    await screen.findByTestId("ticket-view");
    const notes = screen.getAllByTestId("ticket-event-note").map((n) => n.textContent?.replace(/\s+/g, " "));
    expect(notes).toEqual([
      "Chiave abcd… cambiata; consegnata una nuova chiave",
      "Nessuna disponibilità: riga rimborsata (12,99 €)",
      "Nessuna risposta da 48 ore",
      "No reply for a while",
    ]);
  });

  it("replies with a screenshot uploaded first, refusing a file too large or not an image before any upload", async () => {
    asCustomer([answeredTicket()]);
    const user = userEvent.setup({ applyAccept: false });
    renderApp(`/account/tickets/${TICKET_ID}`);
    await screen.findByTestId("ticket-view");
    const input = screen.getByTestId("ticket-attach-input");
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "huge.png", { type: "image/png" });
    const gif = new File(["GIF89a"], "anim.gif", { type: "image/gif" });
    await user.upload(input, [huge, gif]);
    const refused = await screen.findAllByTestId("ticket-upload-error");
    expect(refused.map((e) => e.textContent)).toEqual(["This image is larger than 5 MB.", "Only JPEG or PNG images can be attached."]);
    expect(calls.uploads).toHaveLength(0);

    await user.upload(input, png("steam error.png"));
    await waitFor(() => expect(document.querySelector('[data-testid=ticket-upload][data-state="done"]')).not.toBeNull());
    // The refused files went when a new one was chosen.
    expect(screen.queryAllByTestId("ticket-upload-error")).toHaveLength(0);
    expect(calls.uploads).toEqual([{ type: "image/png", name: "steam%20error.png", size: 68 }]);

    await user.type(screen.getByTestId("ticket-reply-body"), "Here is the error again.");
    await user.click(screen.getByTestId("ticket-reply-send"));
    await waitFor(() => expect(calls.replies).toEqual([{ ticketId: TICKET_ID, body: "Here is the error again.", attachmentIds: ["att-up-1"] }]));
    await waitFor(() => expect(screen.getAllByTestId("ticket-message")).toHaveLength(3));
    const mine = screen.getAllByTestId("ticket-message")[2]!;
    expect(mine).toHaveTextContent("Here is the error again.");
    expect(within(mine).getByTestId("ticket-attachment")).toHaveAttribute("href", "/api/tickets/attachments/att-up-1");
    // The customer's reply moved the ticket back to Open; the box is empty again.
    expect(screen.getByTestId("ticket-view")).toHaveAttribute("data-status", "Open");
    expect(screen.getByTestId("ticket-reply-body")).toHaveValue("");
    expect(screen.queryAllByTestId("ticket-upload")).toHaveLength(0);
  });

  it("says a closed ticket takes no reply", async () => {
    asCustomer([answeredTicket({ status: "Closed", allowedStatuses: [] })]);
    renderApp(`/account/tickets/${TICKET_ID}`);
    expect(await screen.findByTestId("ticket-closed-note")).toHaveTextContent("This request is closed");
    expect(screen.queryByTestId("ticket-reply")).toBeNull();
  });

  it("marks the problem solved, then offers Not solved and Close", async () => {
    asCustomer([answeredTicket()]);
    const user = userEvent.setup();
    renderApp(`/account/tickets/${TICKET_ID}`);
    await screen.findByTestId("ticket-view");
    expect(screen.queryByTestId("ticket-close")).toBeNull();
    await user.click(screen.getByTestId("ticket-solved"));
    await waitFor(() => expect(screen.getByTestId("ticket-view")).toHaveAttribute("data-status", "Resolved"));
    expect(calls.statuses).toEqual([{ ticketId: TICKET_ID, status: "Resolved" }]);
    expect(screen.queryByTestId("ticket-solved")).toBeNull();
    expect(screen.getByTestId("ticket-not-solved")).toHaveTextContent("Not solved");
    await user.click(screen.getByTestId("ticket-close"));
    await waitFor(() => expect(screen.getByTestId("ticket-view")).toHaveAttribute("data-status", "Closed"));
  });

  it("answers 'not found' for an unknown or foreign ticket", async () => {
    asCustomer([]);
    renderApp("/account/tickets/unknown");
    expect(await screen.findByTestId("ticket-not-found")).toHaveTextContent("Request not found");
  });

  it("opens a general request from the list", async () => {
    asCustomer([]);
    const user = userEvent.setup();
    const { router } = renderApp("/account/tickets");
    await user.click(await screen.findByTestId("ticket-new"));
    const form = screen.getByTestId("ticket-form");
    await user.click(within(form).getByTestId("ticket-form-send"));
    // Too short: nothing is sent.
    expect(within(form).getByText("Write at least 3 characters.")).toBeInTheDocument();
    expect(calls.opened).toHaveLength(0);
    await user.type(within(form).getByTestId("ticket-form-subject"), "Invoice with my VAT number");
    await user.type(within(form).getByTestId("ticket-form-body"), "Please add my VAT number to the invoice.");
    await user.click(within(form).getByTestId("ticket-form-send"));
    await waitFor(() => expect(calls.opened).toHaveLength(1));
    expect(calls.opened[0]).toEqual({
      orderItemId: null,
      reason: "other",
      subject: "Invoice with my VAT number",
      body: "Please add my VAT number to the invoice.",
      attachmentIds: [],
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/account\/tickets\/7b0c2a4e-/));
    expect(await screen.findByTestId("ticket-subject")).toHaveTextContent("Invoice with my VAT number");
  });
});

describe("reporting a problem from an order", () => {
  it("opens a 'key not working' ticket for the line with a prefilled subject and a screenshot", async () => {
    calls = emptyTicketCalls();
    server.use(meHandler(meAs("user")), ...orderHandlers(orderRows(1), paidOrder(), emptyOrderCalls()), ...ticketHandlers([], calls));
    const user = userEvent.setup();
    const { router } = renderApp(`/account/orders/${paidOrder().id}`);
    const line = (await screen.findAllByTestId("order-line"))[0]!;
    await user.click(within(line).getByTestId("report-problem"));
    const form = within(line).getByTestId("ticket-form");
    expect(within(form).getByTestId("ticket-form-reason")).toHaveValue("key_not_working");
    expect(within(form).getByTestId("ticket-form-subject")).toHaveValue("Key not working: Elden Ring (Steam)");
    await user.selectOptions(within(form).getByTestId("ticket-form-reason"), "wrong_region");
    expect(within(form).getByTestId("ticket-form-subject")).toHaveValue("Wrong region: Elden Ring (Steam)");
    await user.type(within(form).getByTestId("ticket-form-body"), "The key is for another region.");
    await user.upload(within(form).getByTestId("ticket-attach-input"), png("region.png"));
    await waitFor(() => expect(form.querySelector('[data-testid=ticket-upload][data-state="done"]')).not.toBeNull());
    await user.click(within(form).getByTestId("ticket-form-send"));
    await waitFor(() => expect(calls.opened).toHaveLength(1));
    expect(calls.opened[0]).toEqual({
      orderItemId: "line-1",
      reason: "wrong_region",
      subject: "Wrong region: Elden Ring (Steam)",
      body: "The key is for another region.",
      attachmentIds: ["att-up-1"],
    });
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/account\/tickets\//));
  });

  it("shows a Changed key struck through with its replacement date, and the Replaced key revealable", async () => {
    const order = paidOrder();
    const line = order.items[0]!;
    line.keys = [
      { ...line.keys[0]!, id: "k-bad", state: "Changed", deliveredAt: "2026-03-02T10:05:00.000Z", revealedAt: "2026-03-02T11:00:00.000Z" },
      { ...line.keys[0]!, id: "k-text", state: "Replaced", deliveredAt: "2026-03-04T08:30:00.000Z", revealedAt: null },
    ];
    server.use(meHandler(meAs("user")), ...orderHandlers(orderRows(1), order, emptyOrderCalls()));
    const user = userEvent.setup();
    renderApp(`/account/orders/${order.id}`);
    await screen.findByTestId("order-detail");
    const changed = document.querySelector<HTMLElement>('[data-testid=order-key][data-key="k-bad"]')!;
    expect(within(changed).getByTestId("key-state")).toHaveTextContent("Changed");
    expect(within(changed).getByTestId("key-replaced-on")).toHaveTextContent("Replaced on Mar 4, 2026");
    expect(within(changed).getByTestId("key-label")).toHaveStyle({ textDecoration: "line-through" });
    expect(within(changed).queryByTestId("key-reveal")).toBeNull();
    const fresh = document.querySelector<HTMLElement>('[data-testid=order-key][data-key="k-text"]')!;
    expect(within(fresh).getByTestId("key-state")).toHaveTextContent("Replaced");
    await user.click(within(fresh).getByTestId("key-reveal"));
    await user.click(await screen.findByTestId("confirm"));
    expect(await within(fresh).findByTestId("key-code")).toBeInTheDocument();
    // Revealed, the replacement stays Replaced.
    expect(within(fresh).getByTestId("key-state")).toHaveTextContent("Replaced");
  });

  it("pairs each Changed key with the replacement delivered after it", () => {
    const k = (id: string, state: "Changed" | "Replaced" | "Delivered", deliveredAt: string) =>
      ({ id, state, deliveredAt, revealedAt: null, contentType: "text" }) as never;
    const dates = replacementDates([
      k("a", "Changed", "2026-03-01T00:00:00Z"),
      k("b", "Replaced", "2026-03-05T00:00:00Z"),
      k("c", "Changed", "2026-03-02T00:00:00Z"),
      k("d", "Replaced", "2026-03-03T00:00:00Z"),
      k("e", "Delivered", "2026-03-01T00:00:00Z"),
    ]);
    expect(Object.fromEntries(dates)).toEqual({ a: "2026-03-03T00:00:00Z", c: "2026-03-05T00:00:00Z" });
  });
});
