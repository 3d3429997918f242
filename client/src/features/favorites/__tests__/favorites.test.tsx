/**
 * Favourites in jsdom (the real route tree, msw as the API): the heart on the product page
 * and on product cards (guests to the login page and back, the product favourited once signed in; signed in: one `favorites`
 * question shared by every heart, add, remove, the price-drop opt-in), and the account's
 * Favourites tab (price when added against the best price now, the alert switch, remove).
 */
import { act, render, screen, waitFor, within } from "@testing-library/react";
import type { ApolloClient } from "@apollo/client";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AppEnv } from "../../../app/env";
import { AppProviders } from "../../../app/providers";
import type { ProductCardFieldsFragment } from "../../../gql/graphql";
import { loadAllMessages, MessagesProvider } from "../../../i18n";
import { createApolloClient, createHttpLink } from "../../../lib/apollo";
import { ProductCard } from "../../catalog/ProductCard";
import { CardHeartsFeed } from "../card-hearts";
import { meAs, meHandler } from "../../../../../test/client/accounts-fixtures";
import { eldenRing } from "../../../../../test/client/graphql-handlers";
import { GRAPHQL_URL, server } from "../../../../../test/client/msw-server";
import { emptyFavoriteCalls, favorite, favoriteHandlers, type FavoriteCalls } from "../../../../../test/client/orders-fixtures";
import { renderApp } from "../../../../../test/client/render-app";

let calls: FavoriteCalls;

function signedIn(list = [favorite("2001", "Hades (Steam)", { was: 20, now: 15.5, alert: true })]) {
  calls = emptyFavoriteCalls();
  document.cookie = "km_signed_in=1; Path=/";
  server.use(meHandler(meAs("user")), ...favoriteHandlers(list, calls));
  return list;
}

beforeEach(() => {
  document.cookie = "km_csrf=csrf-token-1; Path=/";
  sessionStorage.clear(); // a guest's click leaves the product it asked for
});

const PRODUCT = "/games/rpg/elden-ring-steam";

describe("the heart on the product page", () => {
  it("sends guests to the login page, coming back to the product", async () => {
    calls = emptyFavoriteCalls();
    server.use(...favoriteHandlers([], calls));
    const user = userEvent.setup();
    const { router } = renderApp(PRODUCT);
    const heart = await screen.findByTestId("favorite-toggle");
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(heart).toHaveAccessibleName("Add to favourites");
    await user.click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
    expect(new URLSearchParams(router.state.location.search).get("destination")).toBe(PRODUCT);
    expect(calls.adds).toEqual([]);
    expect(calls.idLists).toBe(0);
  });

  it("favourites the product a guest's click asked for once the guest is back signed in, once", async () => {
    calls = emptyFavoriteCalls();
    server.use(...favoriteHandlers([], calls));
    const user = userEvent.setup();
    const guest = renderApp(PRODUCT);
    await user.click(await screen.findByTestId("favorite-toggle"));
    await waitFor(() => expect(guest.router.state.location.pathname).toBe("/login"));
    guest.unmount();
    // Signed in, back on the product (the login page's destination).
    signedIn([]);
    renderApp(PRODUCT);
    await waitFor(() => expect(calls.adds).toEqual([{ productId: "1056", currency: "EUR", priceAlert: null }]));
    expect(await screen.findByText("Added to your favourites")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId("favorite-toggle")).toHaveAttribute("aria-pressed", "true"));
    // Taken once: another page does not favourite it again.
    expect(sessionStorage.getItem("km_pending_favorite")).toBeNull();
  });

  it("adds and removes the product, with the price-drop alert as an opt-in", async () => {
    signedIn();
    const user = userEvent.setup();
    renderApp(PRODUCT);
    const heart = await screen.findByTestId("favorite-toggle");
    await waitFor(() => expect(calls.idLists).toBe(1));
    expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(screen.queryByTestId("favorite-alert")).not.toBeInTheDocument();

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
    expect(calls.adds).toEqual([{ productId: "1056", currency: "EUR", priceAlert: null }]);
    expect(heart).toHaveTextContent("In your favourites");
    expect(heart).toHaveAccessibleName("In your favourites");

    const alert = screen.getByTestId("favorite-alert");
    expect(alert).not.toBeChecked();
    await user.click(alert);
    await waitFor(() => expect(screen.getByTestId("favorite-alert")).toBeChecked());
    expect(calls.adds.at(-1)).toEqual({ productId: "1056", currency: "EUR", priceAlert: true });

    await user.click(heart);
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "false"));
    expect(calls.removes).toEqual(["1056"]);
    expect(screen.queryByTestId("favorite-alert")).not.toBeInTheDocument();
    // The list was asked once; the changes went into the cache.
    expect(calls.idLists).toBe(1);
  });

  it("shows a product already favourited as such", async () => {
    signedIn([favorite("1056", "Elden Ring (Steam)", { was: 30, now: 28.99 })]);
    renderApp(PRODUCT);
    const heart = await screen.findByTestId("favorite-toggle");
    await waitFor(() => expect(heart).toHaveAttribute("aria-pressed", "true"));
  });
});

describe("the heart on product cards", () => {
  const card = (id: string, name: string): ProductCardFieldsFragment =>
    ({
      ...(eldenRing.product as unknown as ProductCardFieldsFragment),
      id,
      name,
      slug: name.toLowerCase(),
      url: `/games/rpg/${name.toLowerCase()}`,
      tags: [],
    }) as ProductCardFieldsFragment;

  /** Three cards under the storefront frame's feed; returns the page's Apollo client. */
  async function renderCards() {
    await loadAllMessages("en");
    const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
    const env: AppEnv = { client, siteUrl: "http://localhost", currency: () => "EUR", server: false };
    const router = createMemoryRouter([
      {
        path: "/",
        element: (
          <MessagesProvider locale="en">
            {/* The storefront frame's one feed of favourites for the cards' hearts. */}
            <CardHeartsFeed />
            <ul>
              {["1", "2", "3"].map((id) => (
                <li key={id}>
                  <ProductCard product={card(id, ["One", "Two", "Three"][Number(id) - 1]!)} />
                </li>
              ))}
            </ul>
          </MessagesProvider>
        ),
      },
    ]);
    await act(async () => {
      render(
        <AppProviders env={env} currency="EUR" onCurrencyChange={() => undefined}>
          <RouterProvider router={router} />
        </AppProviders>,
      );
    });
    return client;
  }
  const hearts = () => screen.getAllByTestId("favorite-toggle");
  const watching = (client: ApolloClient) => Array.from(client.getObservableQueries("all"), (q) => q.queryName);

  it("asks a guest's page nothing: not even a waiting query", async () => {
    const client = await renderCards();
    expect(hearts()).toHaveLength(3);
    for (const heart of hearts()) expect(heart).toHaveAttribute("aria-pressed", "false");
    expect(watching(client)).not.toContain("FavoriteIds");
  });

  it("asks the favourites once for every card, and toggles each card's own product", async () => {
    signedIn([favorite("2", "Two", { was: 10, now: 10 })]);
    const client = await renderCards();
    const user = userEvent.setup();
    await waitFor(() => expect(hearts()[1]).toHaveAttribute("aria-pressed", "true"));
    expect(watching(client)).toContain("FavoriteIds");
    expect(hearts()[0]).toHaveAttribute("aria-pressed", "false");
    expect(hearts()[2]).toHaveAccessibleName("Add Three to favourites");
    // A card's heart is drawn by CSS: no elements of its own in each of a page's cards.
    for (const heart of hearts()) expect(heart.childElementCount).toBe(0);
    await user.click(hearts()[2]!);
    await waitFor(() => expect(hearts()[2]).toHaveAttribute("aria-pressed", "true"));
    expect(calls.adds).toEqual([{ productId: "3", currency: "EUR", priceAlert: null }]);
    await user.click(hearts()[1]!);
    await waitFor(() => expect(hearts()[1]).toHaveAttribute("aria-pressed", "false"));
    expect(calls.removes).toEqual(["2"]);
    expect(calls.idLists).toBe(1);
  });
});

describe("the account's Favourites tab", () => {
  it("lists favourites with the price when added and the best price now, the alert switch and remove", async () => {
    signedIn([
      favorite("2001", "Hades (Steam)", { was: 20, now: 15.5, alert: true }),
      favorite("2002", "Celeste (Steam)", { was: 10, now: null, date: "2026-01-15T12:00:00.000Z" }),
    ]);
    const user = userEvent.setup();
    renderApp("/account/favorites");
    const list = await screen.findByTestId("favorites-list");
    expect(screen.getByTestId("account-tab-favorites")).toHaveAttribute("aria-current", "page");
    const rows = within(list).getAllByTestId("favorite-row");
    expect(rows.map((r) => r.getAttribute("data-product"))).toEqual(["2001", "2002"]);
    expect(within(rows[0]!).getByTestId("favorite-link")).toHaveAttribute("href", "/games/rpg/hades-steam-");
    expect(within(rows[0]!).getByTestId("favorite-price-then")).toHaveTextContent("20,00 €");
    expect(within(rows[0]!).getByTestId("favorite-price-now")).toHaveTextContent("15,50 €");
    expect(within(rows[0]!).getByTestId("favorite-dropped")).toHaveTextContent("Price dropped");
    expect(within(rows[1]!).getByTestId("favorite-price-now")).toHaveTextContent("Out of stock");
    expect(rows[1]).toHaveTextContent("Added on Jan 15, 2026");

    const alertOf = (row: HTMLElement) => within(row).getByRole("checkbox");
    expect(alertOf(rows[0]!)).toBeChecked();
    expect(alertOf(rows[1]!)).not.toBeChecked();
    await user.click(within(rows[1]!).getByText("Price-drop alert"));
    await waitFor(() => expect(calls.adds).toEqual([{ productId: "2002", currency: "EUR", priceAlert: true }]));
    await waitFor(() => expect(alertOf(within(list).getAllByTestId("favorite-row")[1]!)).toBeChecked());

    await user.click(within(rows[0]!).getByTestId("favorite-remove"));
    await waitFor(() => expect(within(list).getAllByTestId("favorite-row")).toHaveLength(1));
    expect(calls.removes).toEqual(["2001"]);
    expect(within(list).getByTestId("favorite-row")).toHaveAttribute("data-product", "2002");
  });

  it("says when there are none, in Italian under /it", async () => {
    signedIn([]);
    renderApp("/it/account/favorites");
    expect(await screen.findByTestId("favorites-empty")).toHaveTextContent("Ancora nessun preferito");
  });
});
