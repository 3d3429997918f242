/**
 * Facets of a product list (ProductFacets): counts per platform, type, genre, region, tag and
 * price band for the current result set, each facet counted with every filter but its own;
 * the type, genre and region filters; one statement for all of them, whatever the page size.
 */
import { sqlCounter } from "../../server/db/sql-counter";
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ RESPONSE_CACHE: "false" });
});
afterAll(() => app?.close());

interface Facet {
  value: string;
  label: string;
  count: number;
}
interface Facets {
  platforms: Facet[];
  types: Facet[];
  genres: Facet[];
  regions: Facet[];
  tags: Facet[];
  prices: { min: number; max: number | null; count: number }[];
  inStock: number;
}

const QUERY = `query($filter: ProductFilterInput, $locale: Locale, $currency: CurrencyCode, $take: Int) {
  products(filter: $filter, locale: $locale, currency: $currency, take: $take) {
    totalItems
    items { id region genres platform { slug } category { breadcrumbs { url } } }
    facets {
      platforms { value label count } types { value label count } genres { value label count }
      regions { value label count } tags { value label count } prices { min max count } inStock
    }
  }
}`;

interface Result {
  totalItems: number;
  items: { id: string; region: string; genres: string[]; platform: { slug: string }; category: { breadcrumbs: { url: string }[] } }[];
  facets: Facets;
}

async function list(filter: Record<string, unknown>, opts: { locale?: string; currency?: string; take?: number } = {}): Promise<Result> {
  const { body } = await app.gql(QUERY, { filter, locale: opts.locale ?? "en", currency: opts.currency ?? "EUR", take: opts.take ?? 100 });
  expect(body.errors).toBeUndefined();
  return body.data.products;
}

const sum = (facets: { count: number }[]) => facets.reduce((n, f) => n + f.count, 0);
const countOf = (facets: Facet[], value: string) => facets.find((f) => f.value === value)?.count;

describe("product facets", () => {
  it("count the result set: one platform, type and region per product, never a value with none", async () => {
    const { totalItems, facets } = await list({ search: "edition" });
    expect(totalItems).toBeGreaterThan(5);
    expect(sum(facets.platforms)).toBe(totalItems);
    expect(sum(facets.types)).toBe(totalItems);
    expect(sum(facets.regions)).toBe(totalItems);
    for (const f of [...facets.platforms, ...facets.types, ...facets.genres, ...facets.regions, ...facets.tags]) expect(f.count).toBeGreaterThan(0);
    for (const g of facets.genres) expect(g.count).toBeLessThanOrEqual(totalItems);
    expect(sum(facets.prices)).toBe(facets.inStock);
    expect(facets.inStock).toBeLessThanOrEqual(totalItems);
    // Most products first.
    expect(facets.platforms.map((p) => p.count)).toEqual([...facets.platforms.map((p) => p.count)].sort((a, b) => b - a));
  });

  it("match what each filter then finds", async () => {
    const base = { search: "edition" };
    const { facets } = await list(base);
    const platform = facets.platforms[0]!;
    expect((await list({ ...base, platforms: [platform.value] })).totalItems).toBe(platform.count);
    const genre = facets.genres[0]!;
    const byGenre = await list({ ...base, genres: [genre.value] });
    expect(byGenre.totalItems).toBe(genre.count);
    for (const p of byGenre.items) expect(p.genres).toContain(genre.value);
    const region = facets.regions[facets.regions.length - 1]!;
    const byRegion = await list({ ...base, regions: [region.value] });
    expect(byRegion.totalItems).toBe(region.count);
    for (const p of byRegion.items) expect(p.region).toBe(region.value);
    for (const type of facets.types) {
      const byType = await list({ ...base, types: [type.value] });
      expect(byType.totalItems).toBe(type.count);
      for (const p of byType.items) expect(p.category.breadcrumbs[1]?.url).toMatch(new RegExp(`^/${type.value}`));
    }
    const band = facets.prices[0]!;
    const byPrice = await list({ ...base, inStock: true, price: { min: band.min, ...(band.max != null ? { max: band.max - 0.01 } : {}) } });
    expect(byPrice.totalItems).toBe(band.count);
  });

  it("leave a facet's own filter out of its counts (a chosen platform still shows the others)", async () => {
    const all = await list({ categorySlug: "games" });
    const [first, second] = all.facets.platforms;
    const one = await list({ categorySlug: "games", platforms: [first!.value] });
    expect(one.totalItems).toBe(first!.count);
    expect(countOf(one.facets.platforms, second!.value)).toBe(second!.count);
    expect(one.facets.platforms).toEqual(all.facets.platforms);
    // The other facets count only the chosen platform's products.
    expect(sum(one.facets.regions)).toBe(first!.count);
    const two = await list({ categorySlug: "games", platforms: [first!.value, second!.value] });
    expect(two.totalItems).toBe(first!.count + second!.count);
  });

  it("name values in the list's language; types and regions keep language-neutral values", async () => {
    const en = await list({});
    const it = await list({}, { locale: "it" });
    expect(en.facets.types.map((t) => t.value)).toEqual(["games", "softwares", "cards", "accounts"]);
    expect(it.facets.types.map((t) => t.value)).toEqual(["games", "softwares", "cards", "accounts"]);
    expect(en.facets.types[0]!.label).toBe("Games");
    expect(it.facets.types[0]!.label).toBe("Giochi");
    expect(it.facets.regions.find((r) => r.value === "EUROPE")?.label).toBe("Europa");
    expect(en.facets.types.map((t) => t.count)).toEqual(it.facets.types.map((t) => t.count));
    // Genres are the list language's words, and filter in it.
    const genreIt = it.facets.genres[0]!;
    expect(en.facets.genres.map((g) => g.value)).not.toContain(genreIt.value);
    expect((await list({ genres: [genreIt.value] }, { locale: "it" })).totalItems).toBe(genreIt.count);
  });

  it("band prices in the currency asked", async () => {
    const eur = await list({ categorySlug: "games" });
    const gbp = await list({ categorySlug: "games" }, { currency: "GBP" });
    expect(eur.facets.prices.map((b) => b.min)).toEqual([...eur.facets.prices.map((b) => b.min)].sort((a, b) => a - b));
    expect(sum(gbp.facets.prices)).toBe(sum(eur.facets.prices));
    expect(gbp.facets.prices).not.toEqual(eur.facets.prices);
  });

  it("refuse bad filter values with a validation error", async () => {
    for (const filter of [
      { types: ["toys"] },
      { regions: ["MARS"] },
      { genres: ["x".repeat(61)] },
      { genres: Array.from({ length: 21 }, (_, i) => `g${i}`) },
    ]) {
      const { body } = await app.gql(QUERY, { filter });
      expect(body.errors?.[0]?.extensions?.code).toMatch(/BAD_USER_INPUT|GRAPHQL_VALIDATION_FAILED|INVALID_INPUT/);
      expect(body.data ?? null).toBeNull();
    }
  });

  it("take one statement for every facet, whatever the page size; curated lists have none", async () => {
    const statements = async (take: number, facets: boolean) => {
      const before = sqlCounter.count;
      const q = `query($take: Int) { products(take: $take, filter: { search: "edition", platforms: ["steam"] }) { items { id } ${facets ? "facets { platforms { value } genres { value } prices { min } inStock }" : ""} } }`;
      const { body } = await app.gql(q, { take });
      expect(body.errors).toBeUndefined();
      return sqlCounter.count - before;
    };
    const without = await statements(5, false);
    expect(await statements(5, true)).toBe(without + 1);
    expect(await statements(50, true)).toBe(without + 1);
    const { body } = await app.gql(`{ productList(type: bestsellers, take: 2) { facets { inStock } } }`);
    expect(body.data.productList.facets).toBeNull();
  });
});
