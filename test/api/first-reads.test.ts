/**
 * A storefront page carries, next to its normalised Apollo cache, the answers its render read
 * ("first reads", client/src/lib/apollo.ts), which the browser's cache gives to the same reads
 * while the page hydrates. Every page here ships them for its frame and its own queries, never
 * for the currency list (its read function checks the list's age), and they agree with the
 * normalised entities the page ships: each product, category and platform in an answer has the
 * entity's values.
 */
import { startTestApp, type TestApp } from "../helpers/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({}, { storefront: true });
}, 240_000);
afterAll(async () => {
  await app?.close();
});

type Entity = Record<string, unknown>;
interface State {
  apollo: Record<string, Entity>;
  firstReads?: Record<string, unknown>;
  matched?: string[];
}

async function pageState(path: string): Promise<State> {
  const res = await fetch(app.url + path);
  expect(res.status).toBe(200);
  const json = /<script type="application\/json" id="km-state">([\s\S]*?)<\/script>/.exec(await res.text())?.[1];
  return JSON.parse(json!) as State;
}

const KEYED = new Set(["Product", "Category", "Platform"]);

/** Every localised entity in an answer, with the normalised entity's key. */
function* entitiesIn(value: unknown): Generator<[string, Entity]> {
  if (Array.isArray(value)) for (const v of value) yield* entitiesIn(v);
  else if (value && typeof value === "object") {
    const o = value as Entity;
    if (typeof o.__typename === "string" && KEYED.has(o.__typename) && o.id !== undefined && o.locale !== undefined)
      yield [`${o.__typename}:${JSON.stringify({ id: o.id, locale: o.locale })}`, o];
    for (const v of Object.values(o)) yield* entitiesIn(v);
  }
}

const PAGES: [string, string][] = [
  ["/", "Home"],
  ["/it", "Home"],
  ["/games/rpg", "CategoryPage"],
  ["/it/giochi", "CategoryPage"],
  ["/games/rpg/elden-ring-steam", "ProductPage"],
  ["/search?q=elden", "Layout"],
  ["/platform/steam", "Layout"],
];

describe("first reads", () => {
  it.each(PAGES)("%s ships the answers its render read (%s among them), in agreement with its entities", async (path, operation) => {
    const state = await pageState(path);
    const reads = Object.entries(state.firstReads ?? {});
    const operations = reads.map(([key]) => key.slice(0, key.indexOf("|")));
    expect(operations).toEqual(expect.arrayContaining(["Layout", operation]));
    expect(operations).not.toContain("Currencies");
    let compared = 0;
    for (const [key, answer] of reads) {
      expect(answer).not.toBeNull();
      for (const [id, read] of entitiesIn(answer)) {
        const entity = state.apollo[id];
        expect([key, id, entity !== undefined]).toEqual([key, id, true]);
        for (const [field, value] of Object.entries(read))
          if ((value === null || typeof value !== "object") && field in entity!) {
            expect([key, id, field, value]).toEqual([key, id, field, entity![field]]);
            compared++;
          }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  // The browser loads the first page's lazy routes by these ids instead of matching the URL again.
  it.each([
    ["/games/rpg/elden-ring-steam", ["root", "locale-en", "store-en", "pages-en", "product-en"]],
    ["/it/giochi", ["root", "locale-it", "store-it", "pages-it", "category-root-it"]],
    ["/search?q=elden", ["root", "locale-en", "store-en", "pages-en", "search-en"]],
  ])("%s names the routes the server matched, outermost first", async (path, ids) => {
    expect((await pageState(path)).matched).toEqual(ids);
  });
});
