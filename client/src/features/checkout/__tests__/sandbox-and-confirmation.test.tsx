/**
 * The sandbox provider's payment page and the confirmation in jsdom (msw answering the
 * sandbox's REST calls and GraphQL): the card form formats the number in groups of four and
 * the expiry as MM/YY, refuses what is not a card before asking, pays and follows the
 * payment's redirect; the 3-D Secure step; a decline is said before going back; cancelling;
 * an unknown payment. The confirmation says what the order's status means, asks again while
 * the payment is being confirmed, and links to the order in the account.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { http, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { page } from "../leave";
import { expiryProblem, formatCardNumber, formatExpiry } from "../sandbox-api";
import { order, orderHandler } from "./checkout-fixtures";

const ID = "5b1c9f52-0000-4000-8000-000000000009";
const RETURN = "http://localhost/api/payments/return/9d0c1f52?to=%2Fcheckout%2Fconfirmation%2F9d0c1f52";

function view(status: string, over: Record<string, unknown> = {}) {
  const done = status === "captured" || status === "declined" || status === "cancelled";
  return {
    id: ID,
    orderNumber: "KM-000123",
    amount: 28.99,
    amountMinor: 2899,
    currency: "eur",
    status,
    threeDsRequested: false,
    declineReason: null,
    redirectUrl: done ? RETURN : null,
    ...over,
  };
}

interface Posted {
  path: string;
  body: Record<string, string>;
}

/** The sandbox's REST calls: GET answers `initial`, POSTs answer what `answer` says for their path. */
function sandbox(initial: object | "not-found", answer: (path: string, body: Record<string, string>) => object, posted: Posted[] = []) {
  server.use(
    http.get(`http://localhost/api/sandbox/payments/${ID}`, () =>
      initial === "not-found"
        ? HttpResponse.json({ result: "BAD_REQUEST", code: "not-found", message: "Payment not found" }, { status: 404 })
        : HttpResponse.json(initial),
    ),
    http.post(`http://localhost/api/sandbox/payments/${ID}/:action`, async ({ params, request }) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push({ path: String(params.action), body });
      return HttpResponse.json(answer(String(params.action), body));
    }),
  );
  return posted;
}

let leaveTo: jest.SpyInstance;
beforeEach(() => {
  leaveTo = jest.spyOn(page, "leaveTo").mockImplementation(() => undefined);
  server.use(meHandler(meAs("user")));
});
afterEach(() => leaveTo.mockRestore());

async function typeCard(number: string, expiry = "1230", cvc = "123") {
  await userEvent.type(await screen.findByTestId("sandbox-card-number"), number);
  await userEvent.type(screen.getByTestId("sandbox-expiry"), expiry);
  await userEvent.type(screen.getByTestId("sandbox-cvc"), cvc);
}

describe("the card form's formatting", () => {
  it("groups the number in fours and writes the expiry as MM/YY", () => {
    expect(formatCardNumber("4242424242424242")).toBe("4242 4242 4242 4242");
    expect(formatCardNumber("4242-4242 42")).toBe("4242 4242 42");
    expect(formatExpiry("1")).toBe("1");
    expect(formatExpiry("12")).toBe("12/");
    expect(formatExpiry("4")).toBe("04/");
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("12", "12/")).toBe("1"); // deleting the slash
    expect(expiryProblem("01/20", new Date("2026-11-26"))).toBe("expired");
    expect(expiryProblem("13/30", new Date("2026-11-26"))).toBe("expiry");
    expect(expiryProblem("11/26", new Date("2026-11-26"))).toBeNull();
  });
});

describe("the sandbox's payment page", () => {
  it("shows the amount, the merchant and the test cards, formats what is typed, pays and follows the redirect", async () => {
    const posted = sandbox(view("created"), () => view("captured"));
    renderApp(`/checkout/sandbox/${ID}`);
    expect(await screen.findByTestId("sandbox-amount")).toHaveTextContent("28,99 €");
    expect(screen.getByTestId("sandbox-order")).toHaveTextContent("Order KM-000123");
    expect(screen.getByTestId("sandbox-merchant")).toHaveTextContent("Pay KeyMarket");
    expect(screen.getByTestId("sandbox-test-cards")).toHaveTextContent("4000 0000 0000 3220");
    await typeCard("4242424242424242");
    expect(screen.getByTestId("sandbox-card-number")).toHaveValue("4242 4242 4242 4242");
    expect(screen.getByTestId("sandbox-expiry")).toHaveValue("12/30");
    await userEvent.click(screen.getByTestId("sandbox-pay"));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(RETURN));
    expect(posted).toEqual([{ path: "pay", body: { cardNumber: "4242424242424242", expiry: "12/30", cvc: "123" } }]);
  });

  it("says what is wrong with the card before asking the server", async () => {
    const posted = sandbox(view("created"), () => view("captured"));
    renderApp(`/checkout/sandbox/${ID}`);
    await typeCard("4242424242424241", "0120", "12");
    await userEvent.click(screen.getByTestId("sandbox-pay"));
    const form = screen.getByTestId("sandbox-card-form");
    expect(await within(form).findByText("Enter a valid card number")).toBeInTheDocument();
    expect(within(form).getByText("This card has expired")).toBeInTheDocument();
    expect(within(form).getByText("Enter the 3 or 4 digits on the back of the card")).toBeInTheDocument();
    expect(posted).toEqual([]);
  });

  it("asks for the 3-D Secure code, then follows the redirect", async () => {
    const posted = sandbox(view("created"), (p, body) => (p === "pay" ? view("challenge") : body.code === "1234" ? view("captured") : view("declined")));
    renderApp(`/checkout/sandbox/${ID}`);
    await typeCard("4000000000003220");
    await userEvent.click(screen.getByTestId("sandbox-pay"));
    expect(await screen.findByTestId("sandbox-challenge-form")).toHaveTextContent("In the sandbox the code is 1234");
    await userEvent.type(screen.getByTestId("sandbox-challenge-code"), "1234");
    await userEvent.click(screen.getByTestId("sandbox-challenge-submit"));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(RETURN));
    expect(posted.map((p) => p.path)).toEqual(["pay", "challenge"]);
    expect(posted[1]!.body).toEqual({ code: "1234" });
  });

  it.each([
    ["card_declined", "The card was declined."],
    ["insufficient_funds", "The card has insufficient funds."],
    ["authentication_failed", "The 3-D Secure confirmation failed."],
  ])("says a decline (%s) before going back to the shop", async (reason, text) => {
    sandbox(view("created"), () => view("declined", { declineReason: reason }));
    renderApp(`/checkout/sandbox/${ID}`);
    await typeCard("4000000000000002");
    await userEvent.click(screen.getByTestId("sandbox-pay"));
    expect(await screen.findByTestId("sandbox-declined")).toHaveTextContent(text);
    expect(leaveTo).not.toHaveBeenCalled();
    await userEvent.click(screen.getByTestId("sandbox-continue"));
    expect(leaveTo).toHaveBeenCalledWith(RETURN);
  });

  it("cancels and goes back", async () => {
    const posted = sandbox(view("created"), () => view("cancelled"));
    renderApp(`/checkout/sandbox/${ID}`);
    await userEvent.click(await screen.findByTestId("sandbox-cancel"));
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith(RETURN));
    expect(posted.map((p) => p.path)).toEqual(["cancel"]);
  });

  it("says when the payment does not exist", async () => {
    sandbox("not-found", () => ({}));
    renderApp(`/checkout/sandbox/${ID}`);
    expect(await screen.findByTestId("sandbox-not-found")).toHaveTextContent("This payment does not exist.");
  });

  it("speaks Italian under /it", async () => {
    sandbox(view("created"), () => view("captured"));
    renderApp(`/it/checkout/sandbox/${ID}`);
    expect(await screen.findByTestId("sandbox-order")).toHaveTextContent("Ordine KM-000123");
    expect(screen.getByTestId("sandbox-pay")).toHaveTextContent("Paga 28,99 €");
  });
});

describe("the confirmation", () => {
  const path = "/checkout/confirmation/9d0c1f52-0000-4000-8000-000000000001";

  it("Sold: the keys are ready, with the way to the order in the account", async () => {
    server.use(orderHandler([() => order("Sold")]));
    renderApp(path);
    expect(await screen.findByTestId("confirmation-status")).toHaveTextContent("Your keys are ready");
    expect(screen.getByTestId("confirmation-order-link")).toHaveAttribute("href", "/account/orders/9d0c1f52-0000-4000-8000-000000000001");
    expect(screen.getByTestId("confirmation-number")).toHaveTextContent("KM-000123");
    expect(screen.getByTestId("confirmation-line")).toHaveTextContent("Elden Ring (Steam)");
    expect(screen.getByTestId("confirmation-total")).toHaveTextContent("28,99 €");
  });

  it("PaymentProcessing: waits, asking again until the payment is confirmed", async () => {
    const calls: string[] = [];
    server.use(orderHandler([() => order("PaymentProcessing"), () => order("Sold")], calls));
    renderApp(path);
    expect(await screen.findByTestId("confirmation-status")).toHaveTextContent("Waiting for the payment confirmation");
    await waitFor(() => expect(screen.getByTestId("confirmation-status")).toHaveTextContent("Your keys are ready"), { timeout: 6000 });
    expect(calls).toHaveLength(2);
  });

  it.each([
    ["Manual", "Your order is being reviewed"],
    ["PreOrder", "Your pre-order is confirmed"],
    ["Cancelled", "The payment did not go through"],
  ] as const)("%s: %s", async (status, text) => {
    server.use(orderHandler([() => order(status)]));
    renderApp(path);
    expect(await screen.findByTestId("confirmation-status")).toHaveTextContent(text);
    if (status === "Cancelled") {
      expect(screen.getByTestId("confirmation-status")).toHaveTextContent("Your cart is kept");
      expect(screen.getByTestId("confirmation-retry")).toHaveAttribute("href", "/checkout");
    }
  });

  it("sends guests to the login page", async () => {
    server.use(meHandler(null));
    const { router } = renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });

  it("speaks Italian under /it", async () => {
    server.use(orderHandler([() => order("Sold")]));
    renderApp(`/it${path}`);
    expect(await screen.findByTestId("confirmation-status")).toHaveTextContent("I tuoi codici sono pronti");
    expect(screen.getByTestId("confirmation-order-link")).toHaveAttribute("href", "/it/account/orders/9d0c1f52-0000-4000-8000-000000000001");
  });
});
