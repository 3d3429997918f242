/**
 * Memory under queries that are each new: what the server keeps per query must stop growing
 * once its bounds are reached (measured on this process's heap after a full collection: the
 * server runs in it). The long run is test/bench/memory.ts (RSS of the production build for
 * minutes); these are the quick checks of the bounds it relies on:
 *  - parsed documents (Apollo's document store: about 85 bytes of heap per character of
 *    query text, bounded at 16 MiB);
 *  - cached responses, counted in bytes (RESPONSE_CACHE_MB);
 *  - strings built piece by piece are kept flat (server/common/memory.ts).
 */
import { execFileSync } from "node:child_process";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { stringBytes } from "../../server/common/memory";
import { startTestApp, type TestApp, UNHURRIED } from "../helpers/test-app";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

/** Heap in use after full collections (MB). */
function heapMb(): number {
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage().heapUsed / 1048576;
}

/** Runs `count` requests made by `make(i)`, `parallel` at a time. */
async function run(count: number, parallel: number, make: (i: number) => Promise<unknown>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < count) await make(next++);
    }),
  );
}

const FIELDS = `totalItems items { id name slug url inStock bestPrice { amount } platform { name } category { name } offers { id sellerName stock prices { eur usd gbp } } }`;
let unique = 0;

describe("strings kept for long", () => {
  it("count twice their length beyond Latin-1", () => {
    expect(stringBytes("Offerta è già qui")).toBe(17);
    expect(stringBytes("Key → activation")).toBe(32);
  });

  it("are flattened: a string built piece by piece then takes about its length, not four times it", () => {
    // In a process of its own: in this worker, what earlier test files left is freed at random times.
    const out = execFileSync(process.execPath, ["--expose-gc", "--import", "tsx", path.join(__dirname, "fixtures", "rope-heap.ts")], { encoding: "utf8" });
    const { asBuilt, flat, chars, unchanged } = JSON.parse(out) as { asBuilt: number; flat: number; chars: number; unchanged: boolean };
    expect(asBuilt).toBeGreaterThan(2.5 * chars);
    expect(flat).toBeLessThan(1.5 * chars);
    expect(unchanged).toBe(true);
  });
});

describe("a server asked queries that are each new", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ RESPONSE_CACHE_MB: "1", ...UNHURRIED });
  });
  afterAll(() => app?.close());

  it("keeps a bounded number of parsed documents", async () => {
    // 14 aliased lists (new alias names each time): ~3,000 characters of query text, ~250 KB
    // of syntax tree each; the document store's 16 MiB hold about 55 of them. Each list is
    // parsed and validated like any, then skipped: the documents kept are what is measured,
    // not the lists' execution.
    const ask = () => {
      const n = unique++;
      const query = `{ ${Array.from({ length: 14 }, (_, k) => `q${n}_${k}: products(take: 1, skip: ${k}) @skip(if: true) { ${FIELDS} } `).join("")}}`;
      return app.gql(query).then((r) => {
        expect(r.status).toBe(200);
        expect(r.body.errors).toBeUndefined();
      });
    };
    await run(70, 4, ask); // fills the document store
    const full = heapMb();
    await run(60, 4, ask); // unbounded, these would keep ~15 MB more
    expect(heapMb() - full).toBeLessThan(6);
  }, 120_000);

  it("keeps cached responses within RESPONSE_CACHE_MB, counted in bytes", async () => {
    const ask = () =>
      app.gql(`query Page($skip: Int!) { products(take: 100, skip: $skip, sort: NEWEST) { ${FIELDS} } }`, { skip: unique++ % 900 }).then((r) => {
        expect(r.status).toBe(200);
        expect(r.body.data.products.items).toHaveLength(100);
      });
    await run(20, 4, ask); // ~100 KB each: fills the 1 MiB
    const full = heapMb();
    await run(50, 4, ask); // unbounded, these would keep ~5 MB more
    expect(heapMb() - full).toBeLessThan(2.5);
    const store = (app.server.responseCache!.store as unknown as { cache: { calculatedSize: number; size: number } }).cache;
    expect(store.calculatedSize).toBeLessThanOrEqual(1024 * 1024);
    expect(store.size).toBeGreaterThan(3);
  }, 120_000);
});
