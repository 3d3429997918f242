/**
 * A listing's price filter and sort (the search page here): prices typed the shop's way
 * ("20,50") are accepted and written to the URL as amounts, what is not a price or an upside-down
 * range is refused with a message and changes nothing, the URL carries no empty parameters, and
 * the discount sort asks the server for it in the shopper's currency.
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { parsePrice, priceRangeProblem } from "../list-params";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

describe("prices as typed", () => {
  it.each([
    ["20", 20],
    ["20,50", 20.5],
    ["20.5", 20.5],
    [" 7,05 ", 7.05],
    ["", null],
    ["abc", null],
    ["-3", null],
    ["20,505", null],
    ["1e3", null],
    ["20,", null],
  ])("%j → %j", (typed, amount) => {
    expect(parsePrice(typed)).toBe(amount);
  });

  it("finds what is wrong with a range", () => {
    expect(priceRangeProblem("", "")).toBeNull();
    expect(priceRangeProblem("10", "")).toBeNull();
    expect(priceRangeProblem("10", "x")).toBe("invalid");
    expect(priceRangeProblem("30", "10,5")).toBe("order");
  });
});

describe("the listing's price filter and sort", () => {
  let asked: Record<string, unknown>[];
  beforeEach(() => {
    asked = [];
    server.use(
      graphql.query("Products", ({ variables }) => {
        asked.push(variables);
        return HttpResponse.json({ data: { products: { __typename: "ProductList", totalItems: 0, didYouMean: null, items: [] } } });
      }),
    );
  });

  it("accepts 20,50, refuses what is not a price with a message, and keeps empty fields out of the URL", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/search?q=elden");
    const min = await screen.findByTestId("price-min");
    await user.type(min, "20,50");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    await waitFor(() => expect(router.state.location.search).toBe("?q=elden&min=20.5"));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ filter: { search: "elden", price: { min: 20.5 } }, currency: "EUR" }));

    // The form is drawn again for the new listing, with the amount as the URL keeps it.
    await waitFor(() => expect(screen.getByTestId("price-min")).not.toBe(min));
    expect(screen.getByTestId("price-min")).toHaveValue("20.5");
    const max = screen.getByTestId("price-max");
    await user.type(max, "ten");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("price-problem")).toHaveTextContent("Enter a price like 20 or 20,50.");
    expect(max).toHaveAttribute("aria-invalid", "true");
    expect(router.state.location.search).toBe("?q=elden&min=20.5");

    await user.clear(max);
    await user.type(max, "10");
    await user.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByTestId("price-problem")).toHaveTextContent("The minimum price must not be above the maximum.");
    expect(router.state.location.search).toBe("?q=elden&min=20.5");
  });

  it("sorts by the biggest discount, in the shopper's currency", async () => {
    const user = userEvent.setup();
    const { router } = renderApp("/search?q=elden");
    const sort = await screen.findByRole("combobox", { name: /sort/i });
    await user.selectOptions(sort, "DISCOUNT");
    await waitFor(() => expect(router.state.location.search).toBe("?q=elden&sort=DISCOUNT"));
    await waitFor(() => expect(asked.at(-1)).toMatchObject({ sort: "DISCOUNT", currency: "EUR" }));
    expect(screen.getByRole("option", { name: "Biggest discount" })).toBeInTheDocument();
  });
});
