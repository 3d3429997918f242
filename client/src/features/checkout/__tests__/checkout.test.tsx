/**
 * The checkout page in jsdom (the real route tree, msw answering GraphQL): guests go to the
 * login page and back; the billing form says what is wrong per field before asking the
 * server, and maps the server's validation errors back to the fields; the summary and the
 * total sent as `expectedTotal`; every typed result of placeOrder as its own message (the
 * server's English never shown); a changed price shows the new total and asks again; the
 * sandbox's page opens within the app, other providers' pages by the browser; buy-now
 * prices the one product of the address and sends it as `buyNow`; Italian texts.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { fieldsOfServerMessage } from "../billing";
import { page } from "../leave";
import {
  cart,
  cartHandler,
  errorResult,
  lastBillingHandler,
  line,
  placeOrderHandler,
  providersHandler,
  quoteHandler,
  success,
  twoLines,
  type PlaceOrderCall,
} from "./checkout-fixtures";

let leaveTo: jest.SpyInstance;

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
  leaveTo = jest.spyOn(page, "leaveTo").mockImplementation(() => undefined);
  server.use(
    meHandler(meAs("user", { name: "Carla", surname: "Rossi", email: "carla@example.com" })),
    providersHandler(),
    cartHandler(twoLines),
    lastBillingHandler(),
  );
});

afterEach(() => leaveTo.mockRestore());

/** Fills what the account cannot prefill, and both consents. */
async function completeForm({ consents = true } = {}) {
  const form = await screen.findByTestId("checkout-form");
  await userEvent.type(within(form).getByLabelText(/street and number/i), "Via Roma 1");
  await userEvent.type(within(form).getByLabelText(/^city/i), "Milano");
  await userEvent.type(within(form).getByLabelText(/postal code/i), "20100");
  await userEvent.selectOptions(within(form).getByTestId("checkout-country"), "IT");
  if (consents) {
    await userEvent.click(within(screen.getByTestId("consent-terms")).getByRole("checkbox"));
    await userEvent.click(within(screen.getByTestId("consent-withdrawal")).getByRole("checkbox"));
  }
}

const pay = () => userEvent.click(screen.getByTestId("checkout-pay"));

describe("the checkout form", () => {
  it("sends guests to the login page, coming back to the checkout", async () => {
    server.use(meHandler(null));
    const { router } = renderApp("/checkout?product=1056");
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("destination")).toBe("/checkout?product=1056");
  });

  it("prefills the account's name and email and shows the cart's lines and total", async () => {
    renderApp("/checkout");
    const form = await screen.findByTestId("checkout-form");
    expect(within(form).getByLabelText(/^name/i)).toHaveValue("Carla");
    expect(within(form).getByLabelText(/^surname/i)).toHaveValue("Rossi");
    expect(within(form).getByLabelText(/email address/i)).toHaveValue("carla@example.com");
    const lines = screen.getAllByTestId("checkout-line");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toHaveTextContent("Office 2021 Pro");
    expect(lines[1]).toHaveTextContent("2 × 19,50 €");
    expect(within(lines[1]!).getByTestId("checkout-line-total")).toHaveTextContent("39,00 €");
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("67,99 €");
    expect(screen.getByTestId("checkout-pay")).toHaveTextContent("Pay 67,99 €");
    // The sandbox is flagged as a test provider; the country list is named in English.
    expect(within(screen.getByTestId("provider-Sandbox")).getByTestId("provider-test")).toHaveTextContent("Test");
    expect(within(screen.getByTestId("checkout-country")).getByRole("option", { name: "Italy" })).toHaveValue("IT");
  });

  it("fills the address of the last order", async () => {
    server.use(
      lastBillingHandler({
        name: "Carla",
        surname: "Rossi",
        email: "carla.work@example.com",
        address: "Corso Buenos Aires 5",
        city: "Milano",
        code: "20124",
        country_code: "IT",
      }),
    );
    renderApp("/checkout");
    const form = await screen.findByTestId("checkout-form");
    expect(within(form).getByLabelText(/email address/i)).toHaveValue("carla.work@example.com");
    expect(within(form).getByLabelText(/street and number/i)).toHaveValue("Corso Buenos Aires 5");
    expect(within(form).getByLabelText(/postal code/i)).toHaveValue("20124");
    expect(within(form).getByTestId("checkout-country")).toHaveValue("IT");
  });

  it("shows the coupon's discount in the summary", async () => {
    const lines = [line("1056", "Elden Ring (Steam)", 28.99, 1, { discount: { __typename: "Money", amount: 2.9 } })];
    server.use(
      cartHandler(() =>
        cart(lines, {
          couponCode: "WELCOME10",
          coupon: { __typename: "AppliedCoupon", code: "WELCOME10" } as never,
          discount: { __typename: "Money", amount: 2.9, currency: "EUR" } as never,
          total: { __typename: "Money", amount: 26.09, currency: "EUR" } as never,
        }),
      ),
    );
    renderApp("/checkout");
    expect(await screen.findByTestId("checkout-discount")).toHaveTextContent("−2,90 €");
    expect(screen.getByText("Coupon WELCOME10")).toBeInTheDocument();
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("26,09 €");
  });

  it("says per field what is missing or wrong, and asks nothing of the server", async () => {
    const calls: PlaceOrderCall[] = [];
    server.use(placeOrderHandler([success(null)], calls));
    renderApp("/checkout");
    const form = await screen.findByTestId("checkout-form");
    await userEvent.clear(within(form).getByLabelText(/email address/i));
    await userEvent.type(within(form).getByLabelText(/email address/i), "carla@");
    await userEvent.type(within(form).getByLabelText(/postal code/i), "20#100");
    await pay();
    expect(await within(form).findByText("Enter a valid email address")).toBeInTheDocument();
    expect(within(form).getByText("Enter a postal code (letters, digits, spaces and dashes)")).toBeInTheDocument();
    expect(within(form).getAllByText("This field is required")).toHaveLength(2); // street, city
    expect(within(form).getByText("Choose your country")).toBeInTheDocument();
    expect(screen.getByTestId("consent-terms-error")).toHaveTextContent("Accept the terms of sale to continue");
    expect(screen.getByTestId("consent-withdrawal-error")).toHaveTextContent("Ask for immediate delivery");
    expect(within(form).getByLabelText(/email address/i)).toHaveAttribute("aria-invalid", "true");
    expect(calls).toHaveLength(0);
  });

  it("places the order with the address, the consents and the total shown, then opens the sandbox's page in the app", async () => {
    const calls: PlaceOrderCall[] = [];
    server.use(placeOrderHandler([success("http://localhost/checkout/sandbox/5b1c9f52-0000-4000-8000-000000000009")], calls));
    const { router } = renderApp("/checkout");
    await completeForm();
    await pay();
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/sandbox/5b1c9f52-0000-4000-8000-000000000009"));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({
      billing: {
        name: "Carla",
        surname: "Rossi",
        email: "carla@example.com",
        address: "Via Roma 1",
        city: "Milano",
        code: "20100",
        country: "Italy",
        country_code: "IT",
      },
      provider: "Sandbox",
      acceptTerms: true,
      waiveWithdrawal: true,
      expectedTotal: 67.99,
      currency: "EUR",
      locale: "en",
    });
    expect(leaveTo).not.toHaveBeenCalled();
  });

  it("sends the browser to an external provider's page", async () => {
    server.use(providersHandler([{ provider: "Paypal", test: false }]), placeOrderHandler([success("https://www.sandbox.paypal.com/checkoutnow?token=5O1")]));
    renderApp("/checkout");
    await completeForm();
    await pay();
    await waitFor(() => expect(leaveTo).toHaveBeenCalledWith("https://www.sandbox.paypal.com/checkoutnow?token=5O1"));
  });

  it("puts the server's validation errors on the fields they name", async () => {
    server.use(
      placeOrderHandler([
        {
          errors: [
            {
              message: "input.billing.code must be a postal code (letters, digits, spaces, dashes); input.billing.email must be an email address",
              extensions: { code: "BAD_USER_INPUT" },
            },
          ],
        },
      ]),
    );
    renderApp("/checkout");
    await completeForm();
    await pay();
    const form = screen.getByTestId("checkout-form");
    expect(await within(form).findByText("Enter a valid email address")).toBeInTheDocument();
    expect(within(form).getByText("Enter a postal code (letters, digits, spaces and dashes)")).toBeInTheDocument();
    expect(within(form).getByLabelText(/postal code/i)).toHaveAttribute("aria-invalid", "true");
  });

  it("reads the fields out of the server's wording", () => {
    expect(fieldsOfServerMessage("input.billing.country_code must be an ISO 3166-1 alpha-2 country code; input.billing.name must not be empty")).toEqual([
      { field: "country_code", text: "must be an ISO 3166-1 alpha-2 country code" },
      { field: "name", text: "must not be empty" },
    ]);
    expect(fieldsOfServerMessage("take must not be greater than 100")).toEqual([]);
  });
});

describe("placeOrder's typed results", () => {
  it.each([
    ["CartEmptyError", "CART_EMPTY", {}, "Your cart is empty: there is nothing to pay."],
    ["ProductUnavailableError", "PRODUCT_UNAVAILABLE", { productId: "2001" }, "“Office 2021 Pro” can no longer be bought."],
    ["UserDisabledError", "USER_DISABLED", {}, "This account has been disabled: it cannot place orders."],
    ["OrderDeclinedError", "ORDER_DECLINED", { orderId: "x" }, "We could not accept this order"],
    ["SomeFutureError", "SOME_FUTURE_CODE", {}, "Something went wrong. Please try again."],
  ])("%s is said in the shopper's words", async (typename, code, extra, text) => {
    server.use(placeOrderHandler([errorResult(typename, code, extra)]));
    renderApp("/checkout");
    await completeForm();
    await pay();
    const notice = await screen.findByTestId("checkout-error");
    expect(notice).toHaveTextContent(text);
    expect(notice).not.toHaveTextContent("(the server's English message is not shown)");
  });

  it("lists the lines short of keys and how many are left", async () => {
    server.use(
      placeOrderHandler([
        errorResult("OutOfStockError", "OUT_OF_STOCK", {
          lines: [
            { __typename: "StockShortage", productId: "2001", offerId: "o2001", quantityAvailable: 1, requested: 2 },
            { __typename: "StockShortage", productId: "1056", offerId: "o1056", quantityAvailable: 0, requested: 1 },
          ],
        }),
      ]),
    );
    renderApp("/checkout");
    await completeForm();
    await pay();
    const rows = await screen.findAllByTestId("checkout-error-line");
    expect(rows[0]).toHaveTextContent("Office 2021 Pro: only 1 key left (you asked for 2)");
    expect(rows[1]).toHaveTextContent("Elden Ring (Steam): sold out (you asked for 1)");
    expect(screen.getByTestId("checkout-error")).toHaveTextContent("Change it in the cart");
  });

  it("says why the coupon does not apply", async () => {
    server.use(
      placeOrderHandler([
        errorResult("CouponNotApplicableError", "COUPON_NOT_APPLICABLE", {
          code: "SOFTWARE5",
          reason: "MINIMUM_NOT_REACHED",
          minimumPurchase: { __typename: "Money", amount: 20, currency: "EUR" },
        }),
      ]),
    );
    renderApp("/checkout");
    await completeForm();
    await pay();
    const notice = await screen.findByTestId("checkout-error");
    expect(notice).toHaveTextContent("The coupon SOFTWARE5 cannot be used");
    expect(notice).toHaveTextContent("It needs a purchase of at least 20,00 €.");
  });

  it("shows the new total when prices changed, and pays it when asked again", async () => {
    let total = 67.99;
    server.use(
      cartHandler(() => {
        const c = twoLines();
        return { ...c, total: { ...c.total, amount: total } };
      }),
    );
    const calls: PlaceOrderCall[] = [];
    server.use(
      placeOrderHandler(
        [
          errorResult("PriceChangedError", "PRICE_CHANGED", {
            expectedTotal: { __typename: "Money", amount: 67.99, currency: "EUR" },
            currentTotal: { __typename: "Money", amount: 69.49, currency: "EUR" },
          }),
          success(null),
        ],
        calls,
      ),
    );
    const { router } = renderApp("/checkout");
    await completeForm();
    total = 69.49;
    await pay();
    const notice = await screen.findByTestId("checkout-error");
    expect(notice).toHaveTextContent("The total has changed");
    expect(within(notice).getByTestId("checkout-new-total")).toHaveTextContent("69,49 €");
    await waitFor(() => expect(screen.getByTestId("checkout-total")).toHaveTextContent("69,49 €"));
    await pay();
    await waitFor(() => expect(router.state.location.pathname).toBe("/checkout/confirmation/9d0c1f52-0000-4000-8000-000000000001"));
    expect(calls.map((c) => c.input.expectedTotal)).toEqual([67.99, 69.49]);
  });

  it("says so when the order cannot be placed for a network failure", async () => {
    server.use(placeOrderHandler([{ errors: [{ message: "boom", extensions: { code: "INTERNAL_SERVER_ERROR" } }] }]));
    renderApp("/checkout");
    await completeForm();
    await pay();
    expect(await screen.findByTestId("checkout-error")).toHaveTextContent("Something went wrong");
  });
});

describe("buy now and the empty cart", () => {
  it("prices the product of the address and orders it alone", async () => {
    const quotes: unknown[] = [];
    const calls: PlaceOrderCall[] = [];
    server.use(quoteHandler(quotes), placeOrderHandler([success(null)], calls));
    renderApp("/checkout?product=1056&offer=3356&quantity=2");
    expect(await screen.findByTestId("checkout-buy-now")).toHaveTextContent("your cart stays as it is");
    expect(screen.getAllByTestId("checkout-line")).toHaveLength(1);
    expect(screen.getByTestId("checkout-total")).toHaveTextContent("57,98 €");
    expect(quotes[0]).toEqual({ items: [{ productId: "1056", offerId: "3356", quantity: 2 }], currency: "EUR", locale: "en" });
    await completeForm();
    await pay();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.input.buyNow).toEqual({ productId: "1056", offerId: "3356", quantity: 2 });
    expect(calls[0]!.input.expectedTotal).toBe(57.98);
  });

  it("says the cart is empty instead of showing a form", async () => {
    server.use(cartHandler(() => cart([])));
    renderApp("/checkout");
    expect(await screen.findByTestId("checkout-empty")).toHaveTextContent("Your cart is empty");
    expect(screen.queryByTestId("checkout-form")).toBeNull();
  });

  it("speaks Italian under /it, with the country names in Italian", async () => {
    renderApp("/it/checkout");
    const form = await screen.findByTestId("checkout-form");
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Cassa");
    expect(within(form).getByTestId("checkout-country")).toHaveValue("IT");
    expect(within(screen.getByTestId("checkout-country")).getByRole("option", { name: "Germania" })).toHaveValue("DE");
    expect(screen.getByTestId("checkout-pay")).toHaveTextContent("Paga 67,99 €");
  });
});
