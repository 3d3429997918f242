/**
 * The header search suggests products from two characters typed, moves through them with the
 * arrow keys (the box keeps the focus, `aria-activedescendant` names the option), opens the one
 * chosen with Enter, searches with Enter when none is chosen, closes with Escape, and says
 * "did you mean" for a misspelt search.
 */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";

const item = (id: string, name: string, url: string, platform: string, eur: number | null) => ({
  __typename: "Product",
  id,
  locale: "en",
  name,
  url,
  coverImage: { __typename: "Image", src: `/media/cover-${id}.png`, width: 600, height: 800, alt: name },
  platform: { __typename: "Platform", id: platform, locale: "en", name: platform },
  bestPrices: { __typename: "Prices", eur, usd: eur, gbp: eur },
});

function suggestions(asked: string[]) {
  server.use(
    graphql.query("SearchSuggestions", ({ variables }) => {
      asked.push(variables.search as string);
      const misspelt = variables.search === "eldn";
      return HttpResponse.json({
        data: {
          products: {
            __typename: "ProductList",
            didYouMean: misspelt ? "elden" : null,
            items: [
              item("1056", "Elden Ring (Steam)", "/games/rpg/elden-ring-steam", "Steam", 39.99),
              item("1057", "Elden Ring (PS5) – Europe", "/games/rpg/elden-ring-ps5-europe", "PlayStation", null),
            ],
          },
        },
      });
    }),
  );
}

describe("the header search's suggestions", () => {
  it("suggests from two characters and opens the option chosen with the keyboard", async () => {
    const asked: string[] = [];
    suggestions(asked);
    const user = userEvent.setup();
    const { router } = renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1 });
    const box = (await screen.findAllByRole("combobox", { name: "Search products" }))[0]!;
    await user.type(box, "e");
    await new Promise((r) => setTimeout(r, 300));
    expect(asked).toEqual([]); // one character: nothing asked
    await user.type(box, "ld");
    const options = await within(await screen.findByRole("listbox")).findAllByRole("option");
    expect(options.map((o) => o.textContent)).toEqual([expect.stringContaining("Elden Ring (Steam)"), expect.stringContaining("Out of stock")]);
    expect(options[0]).toHaveTextContent("Steam");
    expect(options[0]).toHaveTextContent("39,99 €");
    expect(asked.at(-1)).toBe("eld");
    expect(box).toHaveAttribute("aria-expanded", "true");

    await user.keyboard("{ArrowDown}");
    expect(box).toHaveAttribute("aria-activedescendant", options[0]!.id);
    expect(options[0]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowDown}{ArrowDown}"); // past the last: back in the box
    expect(box).not.toHaveAttribute("aria-activedescendant");
    await user.keyboard("{ArrowUp}"); // up from the box: the last
    expect(box).toHaveAttribute("aria-activedescendant", options[1]!.id);
    await user.keyboard("{ArrowUp}{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/games/rpg/elden-ring-steam"));
  });

  it("searches with Enter when no option is chosen, Escape closes the list, and the results page says what was meant", async () => {
    suggestions([]);
    server.use(
      graphql.query("Products", () => HttpResponse.json({ data: { products: { __typename: "ProductList", totalItems: 0, didYouMean: "elden", items: [] } } })),
    );
    const user = userEvent.setup();
    const { router } = renderApp("/activation/steam");
    await screen.findByRole("heading", { level: 1 });
    const box = (await screen.findAllByRole("combobox", { name: "Search products" }))[0]!;
    await user.type(box, "eldn");
    expect(await screen.findByText("Did you mean “elden”?")).toBeInTheDocument();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).not.toBeInTheDocument());
    expect(box).toHaveValue("eldn");
    await user.type(box, "{Enter}");
    await waitFor(() => expect(router.state.location.pathname).toBe("/search"));
    expect(router.state.location.search).toBe("?q=eldn");
    // The results page offers the corrected search.
    const link = await screen.findByRole("link", { name: "elden" });
    expect(screen.getByTestId("did-you-mean")).toHaveTextContent("Did you mean “elden”?");
    expect(link).toHaveAttribute("href", "/search?q=elden");
  });
});
