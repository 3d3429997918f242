/**
 * First reads (lib/apollo.ts, KeyMarketCache): the server's render reads the loaders' answers
 * and records the answers it read, and the browser's cache answers the same reads with them
 * until the cache first changes; the currency list (a read function with an age) is never
 * answered that way.
 */
import { gql } from "@apollo/client";
import { createCache, type FirstReads } from "../apollo";

const Shelf = gql`
  query Shelf($locale: String!) {
    shelf(locale: $locale) {
      id
      name
    }
  }
`;
const Currencies = gql`
  query Currencies {
    currencies {
      code
    }
  }
`;
const ShelfItem = gql`
  fragment ShelfItem on Shelf {
    name
  }
`;

/** The server's side: a cache with data, read once while recording. */
function serverReads(): { state: ReturnType<ReturnType<typeof createCache>["extract"]>; reads: FirstReads } {
  const cache = createCache({ timers: false });
  cache.writeQuery({ query: Shelf, variables: { locale: "en" }, data: { shelf: { __typename: "Shelf", id: "1", name: "Games" } } });
  cache.writeQuery({ query: Currencies, data: { currencies: [{ __typename: "Currency", code: "EUR" }] } });
  const reads = cache.recordFirstReads();
  cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "en" }, optimistic: true });
  cache.diff({ query: cache.transformDocument(Currencies), optimistic: true });
  cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "it" }, optimistic: true }); // incomplete: not kept
  return { state: cache.extract(), reads };
}

describe("first reads", () => {
  it("records each complete root query the render read, by operation and variables, and not the currency list", () => {
    const { reads } = serverReads();
    expect(Object.keys(reads)).toEqual(['Shelf|{"locale":"en"}']);
    expect(reads['Shelf|{"locale":"en"}']).toEqual({ shelf: { __typename: "Shelf", id: "1", name: "Games" } });
  });

  it("answers the same reads with the recorded data, then with the normalised data once the cache changes", () => {
    const { state, reads } = serverReads();
    const cache = createCache({ timers: false });
    cache.restore(state);
    cache.serveFirstReads(reads);
    const read = () => cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "en" }, optimistic: true, returnPartialData: true });
    const first = read();
    expect(first).toMatchObject({ complete: true, dataState: "complete" });
    expect(first.result).toBe(reads['Shelf|{"locale":"en"}']); // the recorded object itself
    expect(read().result).toBe(first.result);
    // A fragment read (by id) is not a root query: the normalised data answers it.
    expect(cache.readFragment({ fragment: ShelfItem, id: "Shelf:1" })).toEqual({ __typename: "Shelf", name: "Games" });

    cache.writeQuery({ query: Shelf, variables: { locale: "en" }, data: { shelf: { __typename: "Shelf", id: "1", name: "Video games" } } });
    const after = read();
    expect(after.result).not.toBe(first.result);
    expect(after.result).toEqual({ shelf: { __typename: "Shelf", id: "1", name: "Video games" } });
  });

  it("drops the recorded answers on modify, evict and reset too", async () => {
    const { state, reads } = serverReads();
    const cache = createCache({ timers: false });
    const read = () => cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "en" }, optimistic: true }).result;
    for (const change of [
      () => cache.modify({ id: "Shelf:1", fields: { name: () => "Changed" } }),
      () => cache.evict({ id: "Shelf:1" }),
      () => cache.reset(),
    ]) {
      cache.restore(state);
      cache.serveFirstReads(reads);
      expect(read()).toBe(reads['Shelf|{"locale":"en"}']);
      await change();
      expect(read()).not.toBe(reads['Shelf|{"locale":"en"}']);
    }
  });

  it("keeps answering the currency list from its read function (its age decides)", () => {
    const { state } = serverReads();
    const cache = createCache({ timers: false });
    cache.restore(state);
    const forged = { currencies: [{ __typename: "Currency", code: "XXX" }] };
    cache.serveFirstReads({ "Currencies|{}": forged });
    expect(cache.diff({ query: cache.transformDocument(Currencies), optimistic: true }).result).toEqual({
      currencies: [{ __typename: "Currency", code: "EUR" }],
    });
  });

  it("a write during recording makes the next render pass record again", () => {
    const cache = createCache({ timers: false });
    cache.writeQuery({ query: Shelf, variables: { locale: "en" }, data: { shelf: { __typename: "Shelf", id: "1", name: "Games" } } });
    const reads = cache.recordFirstReads();
    cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "en" }, optimistic: true });
    cache.writeQuery({ query: Shelf, variables: { locale: "en" }, data: { shelf: { __typename: "Shelf", id: "1", name: "Fresh" } } });
    expect(reads).toEqual({});
    cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "en" }, optimistic: true });
    expect(reads['Shelf|{"locale":"en"}']).toEqual({ shelf: { __typename: "Shelf", id: "1", name: "Fresh" } });
  });

  it("serves the server's render the loaders' answers themselves, records them, and stops at the first change", () => {
    const { state } = serverReads();
    const cache = createCache({ timers: false });
    cache.restore(state);
    const shelf = { shelf: { __typename: "Shelf", id: "1", name: "Games" } };
    const forged = { currencies: [{ __typename: "Currency", code: "XXX" }] };
    cache.serveAnswers([
      { query: Shelf, variables: { locale: "en" }, data: shelf },
      { query: Currencies, variables: {}, data: forged },
    ]);
    const reads = cache.recordFirstReads();
    const read = () => cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "en" }, optimistic: true });
    expect(read()).toMatchObject({ complete: true, dataState: "complete" });
    expect(read().result).toBe(shelf); // the loader's object, not a read of the normalised data
    expect(reads['Shelf|{"locale":"en"}']).toBe(shelf);
    // Other variables, and the currency list (its read function decides), read the normalised data.
    expect(cache.diff({ query: cache.transformDocument(Shelf), variables: { locale: "it" }, optimistic: true, returnPartialData: true }).complete).toBe(false);
    expect(cache.diff({ query: cache.transformDocument(Currencies), optimistic: true }).result).toEqual({
      currencies: [{ __typename: "Currency", code: "EUR" }],
    });

    cache.modify({ id: "Shelf:1", fields: { name: () => "Changed" } });
    expect(read().result).toEqual({ shelf: { __typename: "Shelf", id: "1", name: "Changed" } });
  });
});
