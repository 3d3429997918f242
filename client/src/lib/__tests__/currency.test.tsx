/**
 * The currency: the spec's `?=currency:usd` query form, the header's picker (prices change
 * at once, the choice is remembered in a cookie), and the currency list's 5-minute
 * freshness (an Apollo type policy).
 */
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { graphql, HttpResponse } from "msw";
import { currencies } from "../../../../test/client/graphql-handlers";
import { server } from "../../../../test/client/msw-server";
import { renderApp } from "../../../../test/client/render-app";
import { GRAPHQL_URL } from "../../../../test/client/msw-server";
import { CurrenciesQuery } from "../../features/layout/layout.graphql";
import { createApolloClient, createHttpLink, CURRENCY_LIST_TTL_MS } from "../apollo";
import { readCookie } from "../cookies";
import { currencyFromSearch, withoutCurrencyParam } from "../currency";

describe("the currency query form", () => {
  it("reads ?=currency:usd and ?=currency:gbp (an empty key), case-insensitively", () => {
    expect(currencyFromSearch("?=currency:usd")).toBe("USD");
    expect(currencyFromSearch("?=currency:GBP&page=2")).toBe("GBP");
    expect(currencyFromSearch("?=currency:eur")).toBe("EUR");
    expect(currencyFromSearch("?currency=usd")).toBe("USD");
    expect(currencyFromSearch("?=currency:jpy")).toBeNull();
    expect(currencyFromSearch("?q=currency:usd")).toBeNull();
    expect(currencyFromSearch("")).toBeNull();
  });

  it("is never part of a canonical query string", () => {
    expect(withoutCurrencyParam("?=currency:usd&page=2")).toBe("?page=2");
    expect(withoutCurrencyParam("?=currency:usd")).toBe("");
  });
});

describe("the currency picker", () => {
  it("switches every price on the page and remembers the choice in a cookie", async () => {
    renderApp("/games/rpg/elden-ring-steam");
    const best = await screen.findByTestId("best-price");
    expect(best.textContent).toBe("28,99\u00a0€");
    const offers = screen.getByTestId("offers");
    const offerPrices = () => Array.from(offers.querySelectorAll("[data-price]"), (e) => e.textContent);
    expect(offerPrices()).toEqual(["28,99\u00a0€", "30,99\u00a0€"]);

    await userEvent.selectOptions(screen.getByTestId("currency-picker"), "USD");
    expect(screen.getByTestId("best-price").textContent).toBe("$31,99");
    expect(offerPrices()).toEqual(["$31,99", "$33,99"]);
    expect(readCookie("currency")).toBe("usd");

    await userEvent.selectOptions(screen.getByTestId("currency-picker"), "GBP");
    expect(screen.getByTestId("best-price").textContent).toBe("£24,49");
    expect(readCookie("currency")).toBe("gbp");
  });

  it("starts in the currency the page was rendered in", async () => {
    renderApp("/games/rpg/elden-ring-steam", { currency: "GBP" });
    expect((await screen.findByTestId("best-price")).textContent).toBe("£24,49");
    expect(screen.getByTestId("currency-picker")).toHaveValue("GBP");
  });
});

/** A clock the test moves by hand; due timers fire as it advances. */
function fakeClock(start: number) {
  let now = start;
  let timers: { at: number; fn: () => void }[] = [];
  return {
    now: () => now,
    setTimeout(fn: () => void, ms: number) {
      timers.push({ at: now + ms, fn });
    },
    advance(ms: number) {
      now += ms;
      const due = timers.filter((t) => t.at <= now);
      timers = timers.filter((t) => t.at > now);
      for (const t of due) t.fn();
    },
  };
}

describe("the currency list", () => {
  it("is read from the cache for 5 minutes, then fetched again", async () => {
    let fetches = 0;
    server.use(
      graphql.query("Currencies", () => {
        fetches++;
        return HttpResponse.json({ data: currencies });
      }),
    );
    const clock = fakeClock(1_000_000);
    const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL), clock });
    const first = await client.query({ query: CurrenciesQuery });
    expect(first.data?.currencies.map((c) => c.code)).toEqual(["EUR", "USD", "GBP"]);
    expect(fetches).toBe(1);

    clock.advance(CURRENCY_LIST_TTL_MS - 1);
    await client.query({ query: CurrenciesQuery });
    expect(fetches).toBe(1);

    clock.advance(2);
    await client.query({ query: CurrenciesQuery });
    expect(fetches).toBe(2);

    clock.advance(1000);
    await client.query({ query: CurrenciesQuery });
    expect(fetches).toBe(2);
  });

  it("restored from the page, counts as fresh from the first read", async () => {
    let fetches = 0;
    server.use(
      graphql.query("Currencies", () => {
        fetches++;
        return HttpResponse.json({ data: currencies });
      }),
    );
    const clock = fakeClock(5_000_000);
    const state = { ROOT_QUERY: { __typename: "Query", currencies: currencies.currencies } };
    const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL), state: state as never, clock });
    await client.query({ query: CurrenciesQuery });
    expect(fetches).toBe(0);
    clock.advance(CURRENCY_LIST_TTL_MS);
    await client.query({ query: CurrenciesQuery });
    expect(fetches).toBe(1);
  });

  it("a watching query (the picker's) fetches the list again by itself when it turns stale", async () => {
    let fetches = 0;
    server.use(
      graphql.query("Currencies", () => {
        fetches++;
        return HttpResponse.json({ data: currencies });
      }),
    );
    const clock = fakeClock(9_000_000);
    const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL), clock });
    const seen: number[] = [];
    const sub = client.watchQuery({ query: CurrenciesQuery }).subscribe((r) => {
      if (r.data?.currencies) seen.push(r.data.currencies.length);
    });
    await waitFor(() => expect(fetches).toBe(1));
    clock.advance(CURRENCY_LIST_TTL_MS);
    await waitFor(() => expect(fetches).toBe(2));
    sub.unsubscribe();
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });
});
