/**
 * Statements per request do not grow with page size (DataLoader), and the anonymous
 * response cache is invalidated by any write to the catalogue.
 */
import { sqlCounter } from "../../server/db/sql-counter";
import { startTestApp, type TestApp } from "../helpers/test-app";

const QUERY = `query($take: Int) { products(take: $take, sort: BESTSELLING) { totalItems items {
  id name url bestPrice { amount }
  offers { id stock prices { eur usd gbp } seller { name } sellerName }
  platform { slug name activationGuide }
  category { slug name url }
  breadcrumbs { name url }
} } }`;

describe("SQL statements per request", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RESPONSE_CACHE: "false" });
  });
  afterAll(() => app?.close());

  async function statements(take: number): Promise<number> {
    const before = sqlCounter.count;
    const { body } = await app.gql(QUERY, { take });
    expect(body.errors).toBeUndefined();
    expect(body.data.products.items).toHaveLength(take);
    return sqlCounter.count - before;
  }

  it("are the same for 10 and 100 products", async () => {
    const ten = await statements(10);
    const hundred = await statements(100);
    expect(hundred).toBe(ten);
    expect(ten).toBeLessThanOrEqual(6);
  });
});

describe("anonymous response cache", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app?.close());

  const PRICE = `query($slug: String!) { product(slug: $slug) { bestPrices { eur } offers { id prices { eur } } } }`;

  it("answers repeated reads without SQL and drops them on any catalogue write", async () => {
    const { body: list } = await app.gql(`{ products(take: 1, filter: { inStock: true }, sort: BESTSELLING) { items { slug } } }`);
    const slug = list.data.products.items[0].slug;
    const first = await app.gql(PRICE, { slug });
    const before = sqlCounter.count;
    const again = await app.gql(PRICE, { slug });
    expect(sqlCounter.count).toBe(before);
    expect(again.body).toEqual(first.body);

    // A write made outside the application (straight SQL) must still invalidate.
    const cheapest = first.body.data.product.offers[0];
    const ds = app.server.dataSource;
    await ds.query(`UPDATE offers SET price_eur = 123 WHERE id = $1`, [cheapest.id]);
    let fresh = first.body;
    for (let i = 0; i < 50 && fresh.data.product.bestPrices.eur !== 1.23; i++) {
      await new Promise((r) => setTimeout(r, 20));
      fresh = (await app.gql(PRICE, { slug })).body;
    }
    expect(fresh.data.product.bestPrices.eur).toBe(1.23);
  });
});
