/**
 * Cards below the first screen (lib/near-viewport.ts), rendered once they come near the
 * viewport (an IntersectionObserver stands in for the browser's), and not before:
 *  - a rail further down (ProductRail `later`): the server sends its title, an outline of its
 *    cards and the cards in <noscript>;
 *  - a grid's cards after the first ones (ProductGrid `first`): one outline per card, and
 *    those cards in a <noscript> list; a new list keeps waiting the same way.
 */
import { act, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AppEnv } from "../../../app/env";
import { AppProviders } from "../../../app/providers";
import type { ProductCardFieldsFragment } from "../../../gql/graphql";
import { loadAllMessages, MessagesProvider } from "../../../i18n";
import { createApolloClient, createHttpLink } from "../../../lib/apollo";
import { NEAR_VIEWPORT_MARGIN } from "../../../lib/near-viewport";
import { ProductGrid } from "../ProductGrid";
import { ProductRail } from "../ProductRail";
import { eldenRing } from "../../../../../test/client/graphql-handlers";
import { GRAPHQL_URL } from "../../../../../test/client/msw-server";

const products = ["One", "Two", "Three", "Four", "Five"].map(
  (name, i) =>
    ({
      ...(eldenRing.product as unknown as ProductCardFieldsFragment),
      id: String(i + 1),
      name,
      slug: name.toLowerCase(),
      url: `/games/rpg/${name.toLowerCase()}`,
      tags: [],
    }) as ProductCardFieldsFragment,
);

/** The browser's IntersectionObserver, driven by the test. */
class FakeObserver {
  static all: FakeObserver[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.all.push(this);
  }
  observe(el: Element) {
    this.observed.push(el);
  }
  disconnect() {
    this.disconnected = true;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports the targets (all by default) as near the viewport or not. */
  fire(isIntersecting: boolean, targets = this.observed) {
    const entries = targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function tree(later: boolean, list: ReactNode = <ProductRail id="deals" title="Top deals" products={products.slice(0, 3)} later={later} />) {
  const env: AppEnv = { client: createApolloClient({ link: createHttpLink(GRAPHQL_URL) }), siteUrl: "http://localhost", currency: () => "EUR", server: false };
  const router = createMemoryRouter([
    {
      path: "/",
      element: <MessagesProvider locale="en">{list}</MessagesProvider>,
    },
  ]);
  return (
    <AppProviders env={env} currency="EUR" onCurrencyChange={() => undefined}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

beforeAll(() => loadAllMessages("en"));
beforeEach(() => {
  FakeObserver.all = [];
  Object.assign(window, { IntersectionObserver: FakeObserver });
});
afterEach(() => {
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
});

const cards = () => document.querySelectorAll("[data-product-card]");

describe("a rail further down the page", () => {
  it("is sent as its title, an outline and the cards for browsers without JavaScript", () => {
    const html = renderToString(tree(true));
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(html).toContain('class="km-rail__pending"');
    expect(html).toContain("data-rail-pending");
    expect(noscript.match(/data-product-card=/g)).toHaveLength(3);
    expect(html.replace(noscript, "")).not.toContain("data-product-card=");
    // Its arrows point at no list yet.
    expect(html).not.toContain("aria-controls");
  });

  it("renders its cards once it comes near the viewport, and only then", async () => {
    await act(async () => {
      render(tree(true));
    });
    expect(screen.getByRole("heading", { name: "Top deals" })).toBeInTheDocument();
    expect(cards()).toHaveLength(0);
    expect(screen.getByTestId("rail-next")).toBeDisabled();
    const [observer] = FakeObserver.all;
    expect(observer?.options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    expect(observer?.observed).toHaveLength(1);
    expect(observer?.observed[0]).toBe(document.querySelector("[data-rail=deals]"));
    await act(async () => observer!.fire(false));
    expect(cards()).toHaveLength(0);
    await act(async () => observer!.fire(true));
    expect(cards()).toHaveLength(3);
    expect(observer?.disconnected).toBe(true);
    expect(document.querySelector(".km-rail__pending")).toBeNull();
    expect(document.querySelector("[data-rail=deals]")).not.toHaveAttribute("data-rail-pending");
    expect(screen.getByTestId("rail-next")).toHaveAttribute("aria-controls", "deals-list");
  });

  it("renders its cards after hydration where IntersectionObserver is missing", async () => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    await act(async () => {
      render(tree(true));
    });
    expect(cards()).toHaveLength(3);
  });
});

describe("a rail in the first screen", () => {
  it("comes with its cards and watches nothing", async () => {
    expect(renderToString(tree(false)).match(/data-product-card=/g)).toHaveLength(3);
    await act(async () => {
      render(tree(false));
    });
    expect(cards()).toHaveLength(3);
    expect(FakeObserver.all).toHaveLength(0);
  });
});

describe("a grid's cards after the first ones", () => {
  const grid = (list = products) => tree(false, <ProductGrid products={list} first={2} />);
  const ghosts = () => document.querySelectorAll(".km-grid__ghost");

  it("are sent as one outline each, and as cards for browsers without JavaScript", () => {
    const html = renderToString(grid());
    const noscript = /<noscript>([\s\S]*)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(html.replace(noscript, "").match(/data-product-card=/g)).toHaveLength(2);
    expect(html.match(/class="km-grid__ghost"/g)).toHaveLength(3);
    expect(noscript.match(/data-product-card="(\w+)"/g)).toEqual(['data-product-card="three"', 'data-product-card="four"', 'data-product-card="five"']);
  });

  it("render in their outlines' place once any outline comes near the viewport (a jump to the end passes the first ones by)", async () => {
    await act(async () => {
      render(grid());
    });
    expect(cards()).toHaveLength(2);
    expect(ghosts()).toHaveLength(3);
    const [observer] = FakeObserver.all;
    expect(observer?.observed.every((el, i) => el === ghosts()[i])).toBe(true);
    await act(async () => observer!.fire(true, observer!.observed.slice(-1)));
    expect(Array.from(cards(), (c) => c.getAttribute("data-product-card"))).toEqual(["one", "two", "three", "four", "five"]);
    expect(ghosts()).toHaveLength(0);
    expect(document.querySelector("noscript")).toBeNull();
  });

  it("keep waiting for a new list, watching its outlines", async () => {
    const view = await act(async () => render(grid(products.slice(0, 4))));
    const watching = () => FakeObserver.all.filter((o) => !o.disconnected);
    const watched = () => watching().flatMap((o) => o.observed);
    const same = () => watched().length === ghosts().length && watched().every((el, i) => el === ghosts()[i]);
    expect(same()).toBe(true);
    view.rerender(grid([...products].reverse()));
    expect(cards()).toHaveLength(2);
    expect(ghosts()).toHaveLength(3);
    expect(same()).toBe(true);
    view.rerender(grid(products.slice(0, 2)));
    expect(ghosts()).toHaveLength(0);
    expect(watching()).toHaveLength(0);
    view.rerender(grid());
    expect(same()).toBe(true);
    await act(async () => watching()[0]!.fire(true));
    expect(cards()).toHaveLength(5);
  });

  it("all come with the page without `first`", () => {
    expect(renderToString(tree(false, <ProductGrid products={products} />)).match(/data-product-card=/g)).toHaveLength(5);
  });
});
