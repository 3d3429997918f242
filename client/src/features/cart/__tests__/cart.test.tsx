/**
 * The cart in jsdom (the real route tree, msw answering GraphQL as the server would):
 * the local cart's rules (one line per product, quantity 1 by default, clamped between 1 and
 * the maximum, 0 removes); a guest's add from the product page (priced by a quote first, the
 * badge, the toast, the spec's "error in add to cart" for a product no longer sold); a
 * guest's cart page (lines from localStorage priced by cartQuote, the stepper clamped at the
 * line's maximum, remove, the empty state, a refused coupon); the merge of the local lines
 * when someone is signed in; a signed-in user's coupon refusals by reason, WELCOME10's
 * discount, and a failed update's toast.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { cartHandlers, newCalls, type CartCalls } from "../../../../../test/client/cart-fixtures";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { addLine, CART_STORAGE_KEY, clampQuantity, EMPTY_CART, keyCount, readLocalCart, removeLine, setLineQuantity, writeLocalCart } from "../cart-store";

const stored = () =>
  JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null") as {
    owner: string;
    lines: { productId: string; offerId: string | null; quantity: number }[];
    couponCode: string | null;
  } | null;
const guestCart = (lines: { productId: string; offerId?: string | null; quantity: number }[], couponCode: string | null = null) =>
  localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner: "guest", lines: lines.map((l) => ({ offerId: null, ...l })), couponCode }));
const signIn = () => {
  document.cookie = "km_signed_in=1; Path=/";
};

let calls: CartCalls;
beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
  calls = newCalls();
});

describe("the local cart (localStorage)", () => {
  it("adds with quantity 1 by default, one line per product, clamped to the maximum", () => {
    let cart = addLine(EMPTY_CART, { productId: "1", offerId: "10" });
    expect(cart.lines).toEqual([{ productId: "1", offerId: "10", quantity: 1 }]);
    cart = addLine(cart, { productId: "1", offerId: "11", quantity: 3 });
    // The same product again: one line, the offer chosen last, the keys added.
    expect(cart.lines).toEqual([{ productId: "1", offerId: "11", quantity: 4 }]);
    cart = addLine(cart, { productId: "1", quantity: 4 });
    expect(cart.lines[0]!.quantity).toBe(5);
    cart = addLine(cart, { productId: "2", quantity: 9 }, 2);
    expect(cart.lines[1]).toEqual({ productId: "2", offerId: null, quantity: 2 });
    expect(keyCount(cart)).toBe(7);
  });

  it("updates clamped between 1 and the maximum; 0 or nothing removes", () => {
    expect([clampQuantity(0), clampQuantity(-3), clampQuantity(7), clampQuantity(3, 2), clampQuantity(Number.NaN), clampQuantity(2.7)]).toEqual([
      1, 1, 5, 2, 1, 2,
    ]);
    let cart = addLine(addLine(EMPTY_CART, { productId: "1" }), { productId: "2" });
    cart = setLineQuantity(cart, "1", 9, 3);
    expect(cart.lines[0]!.quantity).toBe(3);
    cart = setLineQuantity(cart, "1", 0);
    expect(cart.lines.map((l) => l.productId)).toEqual(["2"]);
    cart = setLineQuantity(cart, "2", null);
    expect(cart.lines).toEqual([]);
    expect(removeLine(addLine(EMPTY_CART, { productId: "3" }), "3").lines).toEqual([]);
  });

  it("keeps the cart in localStorage and reads back only what is valid", () => {
    writeLocalCart(addLine(EMPTY_CART, { productId: "1", quantity: 2 }));
    expect(stored()).toEqual({ owner: "guest", lines: [{ productId: "1", offerId: null, quantity: 2 }], couponCode: null });
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner: "user", lines: [{ productId: "x" }, { productId: "4", quantity: 42 }] }));
    expect(readLocalCart()).toEqual({ owner: "user", lines: [{ productId: "4", offerId: null, quantity: 5 }], couponCode: null });
    localStorage.setItem(CART_STORAGE_KEY, "{not json");
    expect(readLocalCart()).toEqual(EMPTY_CART);
  });
});

describe("add to cart from the product page", () => {
  it("a guest's add is priced first, then kept locally: the badge counts it and a toast offers the cart", async () => {
    server.use(meHandler(null), ...cartHandlers(calls));
    const { router } = renderApp("/games/rpg/elden-ring-steam");
    await userEvent.click(await screen.findByTestId("add-to-cart"));
    expect(await screen.findByTestId("header-cart-count")).toHaveTextContent("1");
    expect(stored()).toEqual({ owner: "guest", lines: [{ productId: "1056", offerId: "3356", quantity: 1 }], couponCode: null });
    expect(calls.quotes[0]!.items).toEqual([{ productId: "1056", offerId: "3356", quantity: 1 }]);
    expect(calls.adds).toEqual([]);
    const toast = (await screen.findAllByText("Added to your cart", {}, { timeout: 10_000 })).at(-1)!;
    await userEvent.click(within(toast.closest("[data-toast-type]") as HTMLElement).getByTestId("toast-action"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/cart"));
  });

  it("a signed-in user's add goes to the server and is mirrored locally", async () => {
    signIn();
    server.use(meHandler(meAs("user")), ...cartHandlers(calls));
    renderApp("/games/rpg/elden-ring-steam");
    const offer = (await screen.findAllByTestId("offer-add-to-cart"))[1]!;
    await userEvent.click(offer);
    expect(await screen.findByTestId("header-cart-count")).toHaveTextContent("1");
    expect(calls.adds).toEqual([{ productId: "1056", offerId: "3358", quantity: 1 }]);
    expect(stored()?.owner).toBe("user");
  });

  it("falls back to the guest cart when the session turned out to have ended", async () => {
    signIn();
    server.use(
      graphql.mutation("AddItemToCart", () =>
        HttpResponse.json({ errors: [{ message: "Sign in first", extensions: { code: "UNAUTHENTICATED" } }] }, { status: 401 }),
      ),
      meHandler(null),
      ...cartHandlers(calls),
    );
    renderApp("/games/rpg/elden-ring-steam");
    await userEvent.click(await screen.findByTestId("add-to-cart"));
    expect(await screen.findByTestId("header-cart-count")).toHaveTextContent("1");
    // The count shows the line at once; the cart becomes the guest's when the refusal is back.
    await waitFor(() => expect(stored()).toEqual({ owner: "guest", lines: [{ productId: "1056", offerId: "3356", quantity: 1 }], couponCode: null }));
    expect(document.cookie).not.toContain("km_signed_in=1");
  });

  it.each([
    ["unavailable", "This product is no longer available."],
    ["outOfStock", "No keys are left for this offer."],
    ["network", "Failed to add to cart"],
  ] as const)("a refused add (%s) shows “error in add to cart” with the reason", async (failAdd, reason) => {
    signIn();
    server.use(meHandler(meAs("user")), ...cartHandlers(calls, [], { failAdd }));
    renderApp("/games/rpg/elden-ring-steam");
    const button = await screen.findByTestId("add-to-cart");
    await userEvent.click(button);
    // The toaster is one for the page: earlier tests' toasts may still be leaving.
    const toast = (await screen.findByText(reason, {}, { timeout: 10_000 })).closest("[data-toast-type]") as HTMLElement;
    expect(toast).toHaveAttribute("data-toast-type", "error");
    expect(toast).toHaveTextContent(/^Error in add to cart/);
    expect(screen.queryByTestId("header-cart-count")).toBeNull();
    expect(button).not.toBeDisabled();
  });
});

describe("a guest's cart page", () => {
  it("lists the local lines priced by cartQuote, clamps the stepper, removes, and ends empty", async () => {
    guestCart([
      { productId: "1056", offerId: "3356", quantity: 1 },
      { productId: "2001", quantity: 2 },
    ]);
    server.use(meHandler(null), ...cartHandlers(calls));
    renderApp("/cart");
    const lines = await screen.findAllByTestId("cart-line");
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent("Elden Ring (Steam)");
    expect(lines[0]).toHaveTextContent("Sold by NordKeys");
    expect(within(lines[0]!).getByTestId("line-platform")).toHaveTextContent("Steam");
    expect(within(lines[0]!).getByTestId("line-unit-price")).toHaveTextContent("28,99 € each");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("67,99 €");
    expect(screen.getByTestId("header-cart-count")).toHaveTextContent("3");

    // Office is at its maximum (2): one more is not offered.
    expect(within(lines[1]!).getByTestId("line-increase")).toBeDisabled();
    await userEvent.click(within(lines[0]!).getByTestId("line-increase"));
    await waitFor(() => expect(stored()!.lines[0]!.quantity).toBe(2));
    await waitFor(() => expect(screen.getByTestId("cart-total")).toHaveTextContent("96,98 €"));
    expect(within(screen.getAllByTestId("cart-line")[0]!).getByTestId("line-quantity")).toHaveTextContent("2");

    await userEvent.click(within(screen.getAllByTestId("cart-line")[1]!).getByTestId("line-decrease"));
    await waitFor(() => expect(stored()!.lines[1]!.quantity).toBe(1));

    await userEvent.click(within(screen.getAllByTestId("cart-line")[1]!).getByTestId("line-remove"));
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(1));
    await userEvent.click(within(screen.getAllByTestId("cart-line")[0]!).getByTestId("line-remove"));
    expect(await screen.findByTestId("cart-empty")).toHaveTextContent("Your cart is empty");
    expect(stored()).toBeNull();
    expect(screen.queryByTestId("header-cart-count")).toBeNull();
  });

  it("sends a guest to the login page, coming back to the checkout", async () => {
    guestCart([{ productId: "1056", quantity: 1 }]);
    server.use(meHandler(null), ...cartHandlers(calls));
    const { router } = renderApp("/it/cart");
    await screen.findAllByTestId("cart-line");
    await userEvent.click(within(screen.getByTestId("cart-summary")).getByTestId("checkout-button"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/it/login"));
    expect(router.state.location.search).toBe("?destination=%2Fit%2Fcheckout");
  });

  it("keeps a guest's coupon only when it applies, and says why it does not", async () => {
    guestCart([{ productId: "1056", quantity: 1 }]);
    server.use(meHandler(null), ...cartHandlers(calls));
    renderApp("/cart");
    await screen.findAllByTestId("cart-line");
    await userEvent.type(screen.getByTestId("coupon-input"), "nope");
    await userEvent.click(screen.getByTestId("coupon-apply"));
    expect(await screen.findByTestId("coupon-error")).toHaveTextContent("This coupon code does not exist.");
    expect(stored()!.couponCode).toBeNull();

    await userEvent.clear(screen.getByTestId("coupon-input"));
    await userEvent.type(screen.getByTestId("coupon-input"), "welcome10");
    await userEvent.click(screen.getByTestId("coupon-apply"));
    expect(await screen.findByTestId("cart-discount")).toHaveTextContent("2,90 €");
    expect(stored()!.couponCode).toBe("WELCOME10");
  });

  it("shows a line that is no longer sold, and holds the checkout back", async () => {
    guestCart([{ productId: "3001", quantity: 1 }]);
    server.use(meHandler(null), ...cartHandlers(calls));
    renderApp("/cart");
    expect(await screen.findByTestId("line-problem")).toHaveTextContent("No longer available");
    expect(within(screen.getByTestId("cart-summary")).getByTestId("checkout-button")).toBeDisabled();
  });

  it("says when the seller chosen stopped selling a product (the line moved to the best offer)", async () => {
    guestCart([{ productId: "4001", offerId: "6001", quantity: 1 }]);
    server.use(meHandler(null), ...cartHandlers(calls));
    renderApp("/cart");
    expect(await screen.findByTestId("offer-changed")).toHaveTextContent(
      "The seller you chose stopped selling this product: it now comes from CardHub at its price.",
    );
    expect(screen.getByTestId("line-seller")).toHaveTextContent("Sold by CardHub");
    expect(within(screen.getByTestId("cart-summary")).getByTestId("checkout-button")).not.toBeDisabled();
  });

  it("shows the empty state with a link to the shop", async () => {
    server.use(meHandler(null), ...cartHandlers(calls));
    renderApp("/it/cart");
    const empty = await screen.findByTestId("cart-empty");
    expect(empty).toHaveTextContent("Il carrello è vuoto");
    expect(within(empty).getByRole("link")).toHaveAttribute("href", "/it");
    expect(calls.quotes).toEqual([]);
  });
});

describe("signed in", () => {
  it("merges the guest's local lines into the server cart, which becomes the local mirror", async () => {
    guestCart(
      [
        { productId: "1056", offerId: "3356", quantity: 2 },
        { productId: "2001", quantity: 1 },
      ],
      "WELCOME10",
    );
    signIn();
    server.use(meHandler(meAs("user")), ...cartHandlers(calls, [{ productId: "2001", offerId: "4001", quantity: 2 }]));
    renderApp("/cart");
    await waitFor(() => expect(calls.merges).toHaveLength(1));
    expect(calls.merges[0]).toEqual([
      { productId: "1056", offerId: "3356", quantity: 2 },
      { productId: "2001", offerId: null, quantity: 1 },
    ]);
    expect(calls.coupons).toEqual(["WELCOME10"]);
    await waitFor(() => expect(screen.getAllByTestId("cart-line")).toHaveLength(2));
    expect(screen.getByTestId("cart-page")).toHaveAttribute("data-mode", "user");
    // The server's line stays as it was (2 keys of Office), the guest's Elden Ring is added.
    await waitFor(() =>
      expect(stored()).toEqual({
        owner: "user",
        lines: [
          { productId: "2001", offerId: "4001", quantity: 2 },
          { productId: "1056", offerId: "3356", quantity: 2 },
        ],
        couponCode: "WELCOME10",
      }),
    );
    expect(screen.getByTestId("header-cart-count")).toHaveTextContent("4");
    expect(screen.getByTestId("cart-discount")).toBeInTheDocument();
  });

  it("forgets a signed-in user's mirror once nobody is signed in", async () => {
    localStorage.setItem(CART_STORAGE_KEY, JSON.stringify({ owner: "user", lines: [{ productId: "1056", offerId: "3356", quantity: 2 }], couponCode: null }));
    server.use(meHandler(null), ...cartHandlers(calls));
    renderApp("/cart");
    expect(await screen.findByTestId("cart-empty")).toBeInTheDocument();
    expect(stored()).toBeNull();
  });

  it.each([
    ["SUMMER2025", "This coupon has expired."],
    ["SOFTWARE5", "This coupon needs a purchase of at least 20,00 €."],
    ["NOPE", "This coupon code does not exist."],
  ])("refuses %s with its reason", async (code, text) => {
    signIn();
    server.use(meHandler(meAs("user")), ...cartHandlers(calls, [{ productId: "1056", offerId: "3356", quantity: 1 }]));
    renderApp("/cart");
    await screen.findAllByTestId("cart-line");
    await userEvent.type(screen.getByTestId("coupon-input"), code);
    await userEvent.click(screen.getByTestId("coupon-apply"));
    expect(await screen.findByTestId("coupon-error")).toHaveTextContent(text);
    expect(calls.coupons).toEqual([code]);
  });

  it("applies WELCOME10, removes it, updates quantities on the server", async () => {
    signIn();
    server.use(meHandler(meAs("user")), ...cartHandlers(calls, [{ productId: "1056", offerId: "3356", quantity: 1 }]));
    renderApp("/cart");
    await screen.findAllByTestId("cart-line");
    await userEvent.type(screen.getByTestId("coupon-input"), "welcome10");
    await userEvent.click(screen.getByTestId("coupon-apply"));
    expect(await screen.findByTestId("cart-discount")).toHaveTextContent("2,90 €");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("26,09 €");
    await userEvent.click(screen.getByTestId("coupon-remove"));
    await waitFor(() => expect(screen.queryByTestId("cart-discount")).toBeNull());

    await userEvent.click(screen.getByTestId("line-increase"));
    await waitFor(() => expect(screen.getByTestId("line-quantity")).toHaveTextContent("2"));
    expect(calls.updates).toEqual([{ productId: "1056", quantity: 2 }]);
    expect(screen.getByTestId("header-cart-count")).toHaveTextContent("2");
  });

  it("says “Failed to update cart” when an update fails", async () => {
    signIn();
    server.use(
      graphql.mutation("UpdateCartItem", () => HttpResponse.error()),
      meHandler(meAs("user")),
      ...cartHandlers(calls, [{ productId: "1056", offerId: "3356", quantity: 1 }]),
    );
    renderApp("/cart");
    await screen.findAllByTestId("cart-line");
    await userEvent.click(screen.getByTestId("line-increase"));
    expect((await screen.findAllByText("Failed to update cart", {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getByTestId("cart-page")).toHaveAttribute("data-status", "failed");
    expect(screen.getByTestId("line-quantity")).toHaveTextContent("1");
  });
});
