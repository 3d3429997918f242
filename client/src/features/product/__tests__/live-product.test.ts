/**
 * writeLiveProduct: a live answer equal to the cached product writes nothing (no query of the
 * page is told of a change); a different one is written, and the page's product reads it.
 */
import { createApolloClient, createHttpLink } from "../../../lib/apollo";
import { ProductPageQuery } from "../product.graphql";
import { writeLiveProduct } from "../live-product";
import { eldenRing, eldenRingSoldOut } from "../../../../../test/client/graphql-handlers";
import { GRAPHQL_URL } from "../../../../../test/client/msw-server";

function setup() {
  const client = createApolloClient({ link: createHttpLink(GRAPHQL_URL) });
  const variables = { slug: "elden-ring-steam", locale: "en" as const };
  client.cache.writeQuery({ query: ProductPageQuery, variables, data: eldenRing });
  const changes: unknown[] = [];
  const stop = client.cache.watch({ query: ProductPageQuery, variables, optimistic: true, immediate: false, callback: (diff) => changes.push(diff.result) });
  return { client, variables, changes, stop };
}

describe("a live answer for the product page", () => {
  it("equal to the cached product is not written, and no query hears of it", () => {
    const { client, changes, stop } = setup();
    // As the server sends it: the live fields only, a copy, not the cached objects themselves.
    const { __typename, id, locale, inStock, stock, offerCount, bestPrices, listPrice, offers } = eldenRing.product!;
    const same = structuredClone({ __typename, id, locale, inStock, stock, offerCount, bestPrices, listPrice, offers });
    expect(writeLiveProduct(client.cache, same)).toBe(false);
    expect(changes).toEqual([]);
    stop();
  });

  it("that differs is written, and the page's product reads it", () => {
    const { client, variables, changes, stop } = setup();
    expect(writeLiveProduct(client.cache, eldenRingSoldOut)).toBe(true);
    expect(changes).toHaveLength(1);
    const product = client.cache.readQuery({ query: ProductPageQuery, variables })?.product;
    expect(product?.inStock).toBe(false);
    expect(product?.offers.every((o) => o.stock === 0)).toBe(true);
    expect(product?.name).toBe(eldenRing.product!.name);
    stop();
  });
});
