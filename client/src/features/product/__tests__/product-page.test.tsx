/**
 * The product page's facts and promises: the release date in the page's language ("25 feb 2022"
 * in Italian), and no "instant delivery" or "0 verified sellers" for a product out of stock.
 */
import { screen, waitFor } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { eldenRing, eldenRingSoldOut } from "../../../../../test/client/graphql-handlers";
import { server } from "../../../../../test/client/msw-server";
import { renderApp } from "../../../../../test/client/render-app";
import { liveHandler, type LiveOperation, type LiveSubscriber } from "../../../../../test/client/live-handlers";

describe("the product page", () => {
  it("shows the release date in English and Italian", async () => {
    const en = renderApp("/games/rpg/elden-ring-steam");
    expect(await screen.findByText("Feb 25, 2022")).toHaveAttribute("dateTime", "2022-02-25");
    en.unmount();
    // The Italian page of the same product (the fixture's texts stay English; the date is the point).
    server.use(
      graphql.query("ProductPage", () =>
        HttpResponse.json({ data: { product: { ...eldenRing.product, locale: "it", url: "/it/giochi/gdr/elden-ring-steam" } } }),
      ),
    );
    renderApp("/it/giochi/gdr/elden-ring-steam");
    expect(await screen.findByText("25 feb 2022")).toBeInTheDocument();
  });

  it("promises instant delivery and names its sellers only while in stock", async () => {
    const inStock = renderApp("/games/rpg/elden-ring-steam");
    expect(await screen.findByTestId("perk-instant")).toHaveTextContent("Instant digital delivery");
    expect(screen.getByTestId("perk-sellers")).toHaveTextContent("2 verified sellers");
    inStock.unmount();

    server.use(graphql.query("ProductPage", () => HttpResponse.json({ data: { product: eldenRingSoldOut } })));
    renderApp("/games/rpg/elden-ring-steam");
    await screen.findByTestId("buy-box");
    expect(screen.getByTestId("buy-box")).toHaveTextContent("Out of stock");
    expect(screen.queryByTestId("perk-instant")).not.toBeInTheDocument();
    expect(screen.queryByTestId("perk-sellers")).not.toBeInTheDocument();
    expect(screen.getByTestId("activation-link")).toBeInTheDocument();
  });

  it("follows sellers and sales live: the last key sold turns the page out of stock without a reload", async () => {
    const subscribed: LiveOperation[] = [];
    let push: LiveSubscriber | undefined;
    server.use(
      liveHandler((op, subscriber) => {
        subscribed.push(op);
        push = subscriber;
      }),
    );
    renderApp("/games/rpg/elden-ring-steam");
    expect(await screen.findByTestId("perk-instant")).toBeInTheDocument();
    // Once the page has settled it subscribes to its product.
    await waitFor(() => expect(push).toBeDefined(), { timeout: 5000 });
    const p = eldenRing.product!;
    expect(subscribed[0]).toMatchObject({ operationName: "ProductUpdated", variables: { id: p.id, locale: "en" } });
    push!.next({ productUpdated: eldenRingSoldOut });
    await waitFor(() => expect(screen.getByTestId("buy-box")).toHaveTextContent("Out of stock"));
    expect(screen.queryByTestId("perk-instant")).not.toBeInTheDocument();
  });
});
