/**
 * A rail below the first screen (ProductRail `later`): the server sends its title, an outline
 * of its cards and the cards in <noscript>; the browser renders the cards once the rail comes
 * near the viewport (an IntersectionObserver stands in for the browser's), and not before.
 */
import { act, render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { AppEnv } from "../../../app/env";
import { AppProviders } from "../../../app/providers";
import type { ProductCardFieldsFragment } from "../../../gql/graphql";
import { loadAllMessages, MessagesProvider } from "../../../i18n";
import { createApolloClient, createHttpLink } from "../../../lib/apollo";
import { NEAR_VIEWPORT_MARGIN } from "../../../lib/near-viewport";
import { ProductRail } from "../ProductRail";
import { eldenRing } from "../../../../../test/client/graphql-handlers";
import { GRAPHQL_URL } from "../../../../../test/client/msw-server";

const products = ["One", "Two", "Three"].map(
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
  fire(isIntersecting: boolean) {
    const entries = this.observed.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry);
    this.callback(entries, this as unknown as IntersectionObserver);
  }
}

function tree(later: boolean) {
  const env: AppEnv = { client: createApolloClient({ link: createHttpLink(GRAPHQL_URL) }), siteUrl: "http://localhost", currency: () => "EUR", server: false };
  const router = createMemoryRouter([
    {
      path: "/",
      element: (
        <MessagesProvider locale="en">
          <ProductRail id="deals" title="Top deals" products={products} later={later} />
        </MessagesProvider>
      ),
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
    expect(observer?.observed).toEqual([document.querySelector("[data-rail=deals]")]);
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
