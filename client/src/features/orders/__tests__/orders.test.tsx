/**
 * The account's orders in jsdom (the real route tree, msw as the API): guests go to the
 * login page; the list (newest first, number, date, status, total, items, pages); an
 * order's page (status, amounts, billing, timeline, lines with their keys' states and the
 * activation guide); revealing each kind of key (text, image, credentials, URL), the first
 * time after confirming the waiver of the right of withdrawal; an unknown order.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { emptyOrderCalls, ORDER_ID, orderHandlers, orderRows, paidOrder, PNG, type OrderCalls } from "../../../../../test/client/orders-fixtures";
import { renderApp } from "../../../../../test/client/render-app";
import { liveHandler, type LiveOperation, type LiveSubscriber } from "../../../../../test/client/live-handlers";

let calls: OrderCalls;

function asCustomer(count = 3) {
  calls = emptyOrderCalls();
  server.use(meHandler(meAs("user")), ...orderHandlers(orderRows(count), paidOrder(), calls));
}

/** What the page writes to the clipboard (after userEvent.setup(), which installs its own stub). */
function stubClipboard(): string[] {
  const writes: string[] = [];
  Object.defineProperty(navigator, "clipboard", { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
  return writes;
}

const keyRow = (id: string) => document.querySelector<HTMLElement>(`[data-testid=order-key][data-key="${id}"]`)!;

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the orders list", () => {
  it("sends guests to the login page, coming back here", async () => {
    server.use(meHandler(null));
    const { router } = renderApp("/account/orders");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("destination")).toBe("/account/orders");
  });

  it("lists the orders newest first with number, status, total, items and date, a page at a time", async () => {
    asCustomer(12);
    const user = userEvent.setup();
    const { router } = renderApp("/account/orders");
    const table = await screen.findByTestId("orders-table");
    expect(screen.getByTestId("account-tab-orders")).toHaveAttribute("aria-current", "page");
    const headers = within(table)
      .getAllByRole("columnheader")
      .map((h) => h.textContent);
    expect(headers).toEqual(["Order", "Status", "Total", "Items", "Date"]);
    await waitFor(() => expect(table.querySelectorAll("tr[data-order]")).toHaveLength(10));
    const first = table.querySelector<HTMLElement>("tr[data-order]")!;
    expect(first).toHaveAttribute("data-order", "KM-000012");
    expect(first).toHaveTextContent("Awaiting payment");
    expect(first).toHaveTextContent("22,00 €");
    expect(first).toHaveTextContent("1 item");
    expect(first).toHaveTextContent("Jan 12, 2026");
    expect(table.querySelector('tr[data-order="KM-000011"]')).toHaveTextContent("3 items");
    expect(table.querySelector('tr[data-order="KM-000007"]')).toHaveTextContent("Refunded");
    expect(screen.getByTestId("orders-count")).toHaveTextContent("Orders 1–10 of 12");
    expect(calls.lists[0]).toEqual({ skip: 0, take: 10 });

    await user.click(screen.getByTestId("orders-next"));
    await waitFor(() => expect(router.state.location.search).toBe("?page=2"));
    await waitFor(() => expect(table.querySelectorAll("tr[data-order]")).toHaveLength(2));
    expect(calls.lists.at(-1)).toEqual({ skip: 10, take: 10 });

    await user.click(within(table.querySelector<HTMLElement>('tr[data-order="KM-000002"]')!).getByTestId("order-link"));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/account/orders/${"00000000-0000-4000-9000-000000000002"}`));
  });

  it("says when there are no orders yet, in Italian under /it", async () => {
    asCustomer(0);
    renderApp("/it/account/orders");
    const table = await screen.findByTestId("orders-table");
    expect(await within(table).findByText("Non hai ancora effettuato ordini.")).toBeInTheDocument();
    expect(screen.getByTestId("account-tab-orders")).toHaveTextContent("Ordini");
    expect(screen.getByTestId("account-tab-favorites")).toHaveTextContent("Preferiti");
    expect(screen.queryByTestId("orders-next")).not.toBeInTheDocument();
  });
});

describe("an order's page", () => {
  it("shows status, amounts, billing, timeline and each line with its keys and activation guide", async () => {
    asCustomer();
    renderApp(`/account/orders/${ORDER_ID}`);
    const detail = await screen.findByTestId("order-detail");
    expect(screen.getByTestId("order-number")).toHaveTextContent("Order KM-000042");
    expect(within(detail).getAllByTestId("order-status")[0]).toHaveTextContent("Completed");
    const amounts = screen.getByTestId("order-amounts");
    expect(amounts).toHaveTextContent("Subtotal100,00 €");
    expect(amounts).toHaveTextContent("Discount (WELCOME10)−10,00 €");
    expect(amounts).toHaveTextContent("Total90,00 €");
    expect(screen.getByTestId("order-summary")).toHaveTextContent("PaymentPaid");
    expect(screen.getByTestId("order-billing")).toHaveTextContent("Ada Lovelace");
    expect(screen.getByTestId("order-billing")).toHaveTextContent("20100 Milano");
    const timeline = screen.getByTestId("order-timeline");
    expect(
      within(timeline)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("p")?.textContent),
    ).toEqual(["Order placed → Awaiting payment", "Payment received", "Keys delivered → Completed"]);
    expect(timeline).toHaveTextContent("You");

    const lines = screen.getAllByTestId("order-line");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toHaveTextContent("Elden Ring (Steam)");
    expect(lines[0]).toHaveTextContent("2 × 30,00 €");
    expect(lines[0]).toHaveTextContent("sold by NordKeys");
    expect(within(lines[0]!).getByTestId("activation-guide")).toHaveAttribute("href", "/activation/steam");
    expect(within(lines[0]!).getByTestId("activation-guide")).toHaveTextContent("How to activate on Steam");
    expect(keyRow("k-text")).toHaveAttribute("data-state", "Delivered");
    expect(within(keyRow("k-text")).getByTestId("key-state")).toHaveTextContent("Delivered");
    expect(within(keyRow("k-old")).getByTestId("key-state")).toHaveTextContent("Revealed");
    expect(within(keyRow("k-old")).getByTestId("key-reveal")).toHaveTextContent("Show key");
    expect(within(lines[3]!).getByTestId("keys-waiting")).toHaveTextContent("Pre-order: the key arrives when the seller releases it");
    expect(within(lines[3]!).queryByTestId("key-reveal")).not.toBeInTheDocument();
    expect(calls.reveals).toEqual([]);
  });

  it("reveals a text key after confirming the waiver, and copies it", async () => {
    asCustomer();
    const user = userEvent.setup();
    const clipboard = stubClipboard();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    await user.click(within(keyRow("k-text")).getByTestId("key-reveal"));
    const dialog = await screen.findByTestId("reveal-dialog");
    expect(dialog).toHaveTextContent("lose the right of withdrawal");
    expect(calls.reveals).toEqual([]);
    await user.click(within(dialog).getByTestId("confirm"));
    const code = await within(keyRow("k-text")).findByTestId("key-code");
    expect(code).toHaveTextContent("ABCD-EFGH-IJKL-MNOP");
    expect(calls.reveals).toEqual(["k-text"]);
    // The key reads as Revealed now, without asking the order again.
    await waitFor(() => expect(keyRow("k-text")).toHaveAttribute("data-state", "Revealed"));
    await user.click(within(keyRow("k-text")).getByTestId("key-code-copy"));
    expect(clipboard).toEqual(["ABCD-EFGH-IJKL-MNOP"]);
    expect(within(keyRow("k-text")).getByTestId("key-code-copy")).toHaveTextContent("Copied");
  });

  it("shows a key revealed before at once, without asking again", async () => {
    asCustomer();
    const user = userEvent.setup();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    await user.click(within(keyRow("k-old")).getByTestId("key-reveal"));
    expect(await within(keyRow("k-old")).findByTestId("key-code")).toHaveTextContent("QRST-UVWX-YZ12-3456");
    expect(screen.queryByTestId("reveal-dialog")).not.toBeInTheDocument();
  });

  it("draws an image key, credentials (login and password apart, each copyable) and a URL key", async () => {
    asCustomer();
    const user = userEvent.setup();
    const clipboard = stubClipboard();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    const revealThrough = async (id: string) => {
      await user.click(within(keyRow(id)).getByTestId("key-reveal"));
      await user.click(within(await screen.findByTestId("reveal-dialog")).getByTestId("confirm"));
      return within(keyRow(id)).findByTestId("key-value");
    };

    const image = await revealThrough("k-image");
    expect(image).toHaveAttribute("data-type", "image");
    expect(within(image).getByTestId("key-image")).toHaveAttribute("src", PNG);
    expect(within(image).getByTestId("key-image")).toHaveAttribute("alt", "Key for Netflix gift card");

    const creds = await revealThrough("k-cred");
    expect(creds).toHaveAttribute("data-type", "credentials");
    expect(within(creds).getByTestId("key-login")).toHaveTextContent("ada@stream.example");
    expect(within(creds).getByTestId("key-password")).toHaveTextContent("s3cret!");
    await user.click(within(creds).getByTestId("key-password-copy"));
    await user.click(within(creds).getByTestId("key-login-copy"));
    expect(clipboard).toEqual(["s3cret!", "ada@stream.example"]);

    const url = await revealThrough("k-url");
    expect(url).toHaveAttribute("data-type", "url");
    const link = within(url).getByTestId("key-url");
    expect(link).toHaveAttribute("href", "https://redeem.example.com/c/XYZ");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");
    expect(calls.reveals).toEqual(["k-image", "k-cred", "k-url"]);
  });

  it("says so when a reveal fails, and cancelling the confirmation reveals nothing", async () => {
    asCustomer();
    const order = paidOrder();
    order.items[0]!.keys[0] = { ...order.items[0]!.keys[0]!, id: "k-gone" };
    server.use(...orderHandlers(orderRows(1), order, calls));
    const user = userEvent.setup();
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    await user.click(within(keyRow("k-gone")).getByTestId("key-reveal"));
    await user.click(within(await screen.findByTestId("reveal-dialog")).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByTestId("reveal-dialog")).not.toBeInTheDocument());
    expect(calls.reveals).toEqual([]);
    await user.click(within(keyRow("k-gone")).getByTestId("key-reveal"));
    await user.click(within(await screen.findByTestId("reveal-dialog")).getByTestId("confirm"));
    expect(await within(keyRow("k-gone")).findByTestId("key-reveal-failed")).toHaveTextContent("could not be revealed");
    expect(within(keyRow("k-gone")).queryByTestId("key-value")).not.toBeInTheDocument();
  });

  it("shows reserved keys as waiting for the payment", async () => {
    asCustomer();
    const order = paidOrder();
    order.status = "PaymentProcessing";
    order.items = [{ ...order.items[0]!, keys: order.items[0]!.keys.map((k) => ({ ...k, state: "Using" as const, deliveredAt: null })) }];
    server.use(...orderHandlers(orderRows(1), order, calls));
    renderApp(`/account/orders/${ORDER_ID}`);
    await screen.findByTestId("order-detail");
    expect(screen.getByText(/waiting for the payment/)).toBeInTheDocument();
    expect(within(keyRow("k-text")).getByTestId("key-state")).toHaveTextContent("Reserved");
    expect(keyRow("k-text")).toHaveTextContent("delivered as soon as the payment is confirmed");
    expect(screen.queryByTestId("key-reveal")).not.toBeInTheDocument();
  });

  it("follows a pending order live: the payment settles and its keys are offered without a reload", async () => {
    asCustomer();
    const pending = paidOrder();
    pending.status = "PaymentProcessing";
    pending.items = [{ ...pending.items[0]!, keys: pending.items[0]!.keys.map((k) => ({ ...k, state: "Using" as const, deliveredAt: null })) }];
    let asked = 0;
    const subscribed: LiveOperation[] = [];
    let push: LiveSubscriber | undefined;
    server.use(
      graphql.query("MyOrder", () => {
        asked++;
        return HttpResponse.json({ data: { order: pending } });
      }),
      liveHandler((op, subscriber) => {
        subscribed.push(op);
        subscriber.next({ orderUpdated: pending });
        push = subscriber;
      }),
    );
    renderApp(`/account/orders/${ORDER_ID}`);
    await waitFor(() => expect(keyRow("k-text")).toHaveAttribute("data-state", "Using"));
    await waitFor(() => expect(push).toBeDefined());
    expect(subscribed[0]).toMatchObject({ operationName: "OrderUpdated", variables: { id: ORDER_ID } });
    // The server's event: captured and delivered.
    push!.next({ orderUpdated: paidOrder() });
    await waitFor(() => expect(keyRow("k-text")).toHaveAttribute("data-state", "Delivered"));
    expect(screen.getByTestId("order-detail")).toHaveAttribute("data-status", "Sold");
    expect(within(keyRow("k-text")).getByTestId("key-reveal")).toBeInTheDocument();
    // Live, not polled: the order was asked for once.
    expect(asked).toBe(1);
  });

  it("asks a pending order again while the live connection fails, until its payment settles", async () => {
    asCustomer();
    const pending = paidOrder();
    pending.status = "PaymentProcessing";
    pending.items = [{ ...pending.items[0]!, keys: pending.items[0]!.keys.map((k) => ({ ...k, state: "Using" as const, deliveredAt: null })) }];
    const settled = paidOrder();
    let asked = 0;
    server.use(
      graphql.query("MyOrder", () => {
        asked++;
        return HttpResponse.json({ data: { order: asked < 2 ? pending : settled } });
      }),
      liveHandler((_op, subscriber) => subscriber.error([{ message: "The service is unavailable", extensions: { code: "SERVICE_UNAVAILABLE" } }])),
    );
    renderApp(`/account/orders/${ORDER_ID}`);
    await waitFor(() => expect(keyRow("k-text")).toHaveAttribute("data-state", "Using"));
    await waitFor(() => expect(keyRow("k-text")).toHaveAttribute("data-state", "Delivered"), { timeout: 9000 });
    expect(screen.getByTestId("order-detail")).toHaveAttribute("data-status", "Sold");
  }, 15_000);

  it("answers an unknown (or another user's) order with a not-found screen, in Italian too", async () => {
    asCustomer();
    const en = renderApp("/account/orders/00000000-0000-4000-9000-999999999999");
    expect(await screen.findByTestId("order-not-found")).toHaveTextContent("Order not found");
    en.unmount();
    renderApp("/it/account/orders/nope");
    expect(await screen.findByTestId("order-not-found")).toHaveTextContent("Ordine non trovato");
    expect(screen.getByTestId("orders-back")).toHaveAttribute("href", "/it/account/orders");
  });
});
