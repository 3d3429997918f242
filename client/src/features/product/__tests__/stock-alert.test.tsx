/**
 * The back-in-stock alert of the product page (the real route tree, msw as the API): none on a
 * product in stock; guests type an address (checked before asking) and are told to confirm it;
 * signed in, one click sets the alert, the box then says so with a way to cancel it; an alert
 * already set shows at once; a mailed link's outcome is told once.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { cartHandlers, newCalls } from "../../../../../test/client/cart-fixtures";
import { eldenRing } from "../../../../../test/client/graphql-handlers";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

const PRODUCT = "/games/rpg/elden-ring-steam";
const p = eldenRing.product!;
const outOfStock = {
  ...p,
  inStock: false,
  stock: 0,
  offerCount: 0,
  bestPrices: { __typename: "Prices", eur: null, usd: null, gbp: null },
  offers: p.offers.map((o) => ({ ...o, stock: 0 })),
};

interface Calls {
  creates: Record<string, unknown>[];
  cancels: string[];
  reads: number;
}

type CreateAnswer = Record<string, unknown>;

/** The API of the product page with the product out of stock, recording the alert calls. */
function api(opts: { alert?: boolean; answer?: (input: Record<string, unknown>) => CreateAnswer } = {}): Calls {
  const calls: Calls = { creates: [], cancels: [], reads: 0 };
  let alert = opts.alert ? { __typename: "StockAlert", productId: "1056", email: "user@keymarket.test", createdAt: "2026-03-01T10:00:00.000Z" } : null;
  server.use(
    graphql.query("ProductPage", () => HttpResponse.json({ data: { product: outOfStock } })),
    graphql.query("ProductStockAlert", () => {
      calls.reads++;
      return HttpResponse.json({ data: { productsByIds: [{ __typename: "Product", id: "1056", locale: "en", stockAlert: alert }] } });
    }),
    graphql.mutation("CreateStockAlert", ({ variables }) => {
      const input = variables.input as Record<string, unknown>;
      calls.creates.push(input);
      const answer =
        opts.answer?.(input) ??
        (input.email
          ? { __typename: "StockAlertConfirmationSent", email: input.email }
          : { __typename: "StockAlert", productId: "1056", email: "user@keymarket.test", createdAt: "2026-03-02T10:00:00.000Z" });
      if (answer.__typename === "StockAlert") alert = answer as typeof alert;
      return HttpResponse.json({ data: { createStockAlert: answer } });
    }),
    graphql.mutation("CancelStockAlert", ({ variables }) => {
      calls.cancels.push(variables.productId as string);
      alert = null;
      return HttpResponse.json({ data: { cancelStockAlert: true } });
    }),
    graphql.query("FavoriteIds", () => HttpResponse.json({ data: { favorites: [] } })),
  );
  return calls;
}

function signIn() {
  document.cookie = "km_signed_in=1; Path=/";
  // The header asks who is signed in and their cart (empty).
  server.use(meHandler(meAs("user")), ...cartHandlers(newCalls()));
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
});

describe("the back-in-stock alert on the product page", () => {
  it("is not offered while the product is in stock", async () => {
    renderApp(PRODUCT);
    await screen.findByTestId("buy-now");
    expect(screen.queryByTestId("stock-alert")).not.toBeInTheDocument();
  });

  it("asks a guest for an address, checks it before asking, and then says to confirm it", async () => {
    const calls = api();
    const user = userEvent.setup();
    renderApp(PRODUCT);
    const field = await screen.findByLabelText("Email me when it's back in stock");
    expect(screen.getByTestId("buy-box")).toHaveTextContent("Out of stock");

    await user.click(screen.getByTestId("stock-alert-submit"));
    expect(await screen.findByTestId("stock-alert-error")).toHaveTextContent("Enter a valid email address.");
    expect(field).toHaveAttribute("aria-invalid", "true");
    await user.type(field, "not-an-address");
    await user.click(screen.getByTestId("stock-alert-submit"));
    expect(screen.getByTestId("stock-alert-error")).toHaveTextContent("Enter a valid email address.");
    expect(calls.creates).toEqual([]);

    await user.clear(field);
    await user.type(field, "  ada@example.com ");
    await user.click(screen.getByTestId("stock-alert-submit"));
    expect(await screen.findByTestId("stock-alert-sent")).toHaveTextContent("Check your inbox: open the link we sent to ada@example.com to confirm the alert.");
    expect(calls.creates).toEqual([{ productId: "1056", email: "ada@example.com", locale: "en", currency: "EUR" }]);
    expect(screen.queryByTestId("stock-alert-email")).not.toBeInTheDocument();
    // A guest's page never asks for an account's alert.
    expect(calls.reads).toBe(0);
  });

  it("tells a guest why the server refused (too many requests)", async () => {
    api({ answer: () => ({ __typename: "TooManyRequestsError", errorCode: "TOO_MANY_REQUESTS", message: "Too many attempts: try again later" }) });
    const user = userEvent.setup();
    renderApp(PRODUCT);
    await user.type(await screen.findByTestId("stock-alert-email"), "ada@example.com");
    await user.click(screen.getByTestId("stock-alert-submit"));
    expect(await screen.findByTestId("stock-alert-error")).toHaveTextContent("Too many requests. Try again later.");
    expect(screen.getByTestId("stock-alert-email")).toHaveValue("ada@example.com");
  });

  it("sets a signed-in shopper's alert in one click, shows it set, and cancels it", async () => {
    signIn();
    const calls = api();
    const user = userEvent.setup();
    renderApp(PRODUCT);
    const set = await screen.findByTestId("stock-alert-set");
    await waitFor(() => expect(set).toBeEnabled());
    expect(set).toHaveAccessibleName("Email me when it's back in stock");
    expect(screen.queryByTestId("stock-alert-email")).not.toBeInTheDocument();

    await user.click(set);
    expect(await screen.findByTestId("stock-alert-status")).toHaveTextContent("Alert set: we'll email user@keymarket.test when it's back in stock.");
    expect(calls.creates).toEqual([{ productId: "1056", email: null, locale: "en", currency: "EUR" }]);
    expect(screen.queryByTestId("stock-alert-set")).not.toBeInTheDocument();

    await user.click(screen.getByTestId("stock-alert-cancel"));
    expect(await screen.findByTestId("stock-alert-set")).toBeInTheDocument();
    expect(calls.cancels).toEqual(["1056"]);
    expect(await screen.findByText("Alert cancelled")).toBeInTheDocument();
    // The changes went into the cache: the alert was asked once.
    expect(calls.reads).toBe(1);
  });

  it("shows an alert already set at once", async () => {
    signIn();
    api({ alert: true });
    renderApp(PRODUCT);
    expect(await screen.findByTestId("stock-alert-status")).toHaveTextContent("we'll email user@keymarket.test");
    expect(screen.getByTestId("stock-alert-cancel")).toHaveTextContent("Cancel alert");
  });

  it("tells what a mailed link did, once, and drops it from the address", async () => {
    api();
    const { router } = renderApp(`${PRODUCT}?stockAlert=confirmed`);
    expect(await screen.findByText("Alert confirmed: we'll email you when it's back in stock.")).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(""));
    expect(router.state.location.pathname).toBe(PRODUCT);
  });
});
