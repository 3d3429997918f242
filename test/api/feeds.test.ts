/**
 * Product feeds (/feeds/google/{locale}/{currency}.xml, /feeds/prices/{locale}/{currency}.csv|.json)
 * over the demo catalogue: well-formed XML with Google's required tags, prices equal to the
 * storefront's best prices, Italian texts and URLs, 404 answers, the job's files and their
 * refresh after a price change, and a large catalogue streamed in bounded memory.
 */
import { mkdtempSync, rmSync, statSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import v8 from "node:v8";
import vm from "node:vm";
import { FeedsService } from "../../server/modules/feeds/feeds.service";
import { feedsAffectedBy } from "../../server/modules/feeds/feeds.jobs";
import { xmlText } from "../../server/modules/feeds/feeds.format";
import { insertSyntheticProducts } from "../helpers/synthetic-products";
import { startTestApp, type TestApp, UNHURRIED } from "../helpers/test-app";

v8.setFlagsFromString("--expose-gc");
const gc = vm.runInNewContext("gc") as () => void;

const ORIGIN = "https://shop.example";
let app: TestApp;
let dataDir: string;
let feeds: FeedsService;
const sql = (q: string, params: unknown[] = []) => app.server.dataSource.query(q, params);

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), "km-feeds-"));
  // Unhurried: the large catalogue's inserts take longer than a request's statement timeout.
  app = await startTestApp({ DATA_DIR: dataDir, PUBLIC_URL: ORIGIN, ...UNHURRIED });
  feeds = new FeedsService(app.server.dataSource, ORIGIN, app.server.services.config.dataDir);
});
afterAll(async () => {
  await app?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A small well-formedness check: tags balance, text holds no raw "<", every "&" starts an entity. */
function checkWellFormed(xml: string): void {
  const stack: string[] = [];
  let i = 0;
  while (i < xml.length) {
    const lt = xml.indexOf("<", i);
    const text = xml.slice(i, lt === -1 ? xml.length : lt);
    for (let a = text.indexOf("&"); a !== -1; a = text.indexOf("&", a + 1)) {
      const semi = text.indexOf(";", a);
      const entity = text.slice(a + 1, semi);
      if (semi === -1 || !["amp", "lt", "gt", "quot", "apos"].includes(entity)) throw new Error(`bad entity at ${i + a}`);
    }
    if (lt === -1) break;
    const gt = xml.indexOf(">", lt);
    if (gt === -1) throw new Error("unclosed tag");
    const inner = xml.slice(lt + 1, gt);
    if (inner.startsWith("?")) {
      // declaration
    } else if (inner.startsWith("/")) {
      const open = stack.pop();
      if (open !== inner.slice(1)) throw new Error(`</${inner.slice(1)}> closes <${open}>`);
    } else if (!inner.endsWith("/")) {
      stack.push(inner.split(" ")[0]!);
    }
    i = gt + 1;
  }
  if (stack.length) throw new Error(`unclosed: ${stack.join(", ")}`);
}

const unescapeXml = (s: string) =>
  s
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

/** The text of the first <name> in `xml`, unescaped; null when absent. */
function tagText(xml: string, name: string): string | null {
  const open = xml.indexOf(`<${name}>`);
  if (open === -1) return null;
  const close = xml.indexOf(`</${name}>`, open);
  return unescapeXml(xml.slice(open + name.length + 2, close));
}

const items = (xml: string) => xml.split("<item>").slice(1);

const LIST = `query List($locale: Locale, $currency: CurrencyCode) {
  products(filter: { inStock: true }, take: 8, locale: $locale, currency: $currency) {
    items { id name url bestPrice(currency: $currency) { amount } }
  }
}`;

describe("product feeds from the database (no file yet)", () => {
  it("Google feed: RSS 2.0 with the required g: tags on every item, names with & and < escaped", async () => {
    const [{ id }] = await sql(`SELECT id FROM products WHERE enabled AND best_price_eur IS NOT NULL ORDER BY id LIMIT 1`);
    await sql(`UPDATE product_translations SET name = 'Tom & Jerry <Deluxe> "Ed."' WHERE product_id = $1 AND locale = 'en'`, [id]);
    const r = await app.http("GET", "/feeds/google/en/eur.xml");
    expect(r.status).toBe(200);
    expect(r.headers.get("content-type")).toMatch(/^application\/xml/);
    expect(r.headers.get("x-feed-source")).toBe("database");
    checkWellFormed(r.text);
    expect(r.text).toContain('xmlns:g="http://base.google.com/ns/1.0"');
    const all = items(r.text);
    const [{ n }] = await sql(
      `SELECT count(*)::int AS n FROM products p JOIN categories c ON c.id = p.category_id WHERE p.enabled AND c.enabled AND p.best_price_eur IS NOT NULL`,
    );
    expect(all.length).toBe(n);
    for (const item of all) {
      for (const t of ["g:id", "title", "description", "link", "g:image_link", "g:price", "g:availability", "g:condition", "g:identifier_exists"]) {
        expect([t, tagText(item, t)]).toEqual([t, expect.any(String)]);
      }
      expect(tagText(item, "g:price")).toMatch(/^\d+\.\d{2} EUR$/);
      expect(["in_stock", "preorder"]).toContain(tagText(item, "g:availability"));
      expect(tagText(item, "g:condition")).toBe("new");
      expect(tagText(item, "link")!.startsWith(`${ORIGIN}/`)).toBe(true);
    }
    const mine = all.find((i) => tagText(i, "g:id") === String(id))!;
    expect(mine).toContain("<title>Tom &amp; Jerry &lt;Deluxe&gt; &quot;Ed.&quot;</title>");
    expect(tagText(mine, "title")).toBe('Tom & Jerry <Deluxe> "Ed."');
    // Games carry Google's video game software category, and a product type from the category path.
    expect(all.some((i) => tagText(i, "g:google_product_category") === "1279" && tagText(i, "g:product_type")?.startsWith("Games > "))).toBe(true);
  });

  it("out-of-stock products are left out", async () => {
    const [{ id }] = await sql(`SELECT id FROM products WHERE enabled AND best_price_eur IS NOT NULL ORDER BY id DESC LIMIT 1`);
    await sql(`UPDATE offers SET stock = 0 WHERE product_id = $1`, [id]);
    const [{ stock }] = await sql(`SELECT stock FROM products WHERE id = $1`, [id]);
    expect(stock).toBe(0);
    const xml = (await app.http("GET", "/feeds/google/en/eur.xml")).text;
    expect(items(xml).some((i) => tagText(i, "g:id") === String(id))).toBe(false);
    const json = (await app.http("GET", "/feeds/prices/en/eur.json")).body as { id: number }[];
    expect(json.some((p) => p.id === id)).toBe(false);
  });

  it("prices equal the storefront's best prices, with Italian names and /it URLs", async () => {
    for (const [locale, currency] of [
      ["it", "USD"],
      ["en", "GBP"],
    ] as const) {
      const { body } = await app.gql(LIST, { locale, currency });
      const sample = body.data.products.items as { id: string; name: string; url: string; bestPrice: { amount: number } }[];
      expect(sample.length).toBeGreaterThan(3);
      const r = await app.http("GET", `/feeds/prices/${locale}/${currency}.json`);
      expect(r.status).toBe(200);
      expect(r.headers.get("content-type")).toMatch(/^application\/json/);
      const byId = new Map((r.body as { id: number; name: string; url: string; price: number; currency: string }[]).map((p) => [String(p.id), p]));
      for (const s of sample) {
        const f = byId.get(s.id)!;
        expect(f).toBeDefined();
        expect(f.price).toBe(s.bestPrice.amount);
        expect(f.currency).toBe(currency);
        expect(f.name).toBe(s.name);
        expect(f.url).toBe(ORIGIN + s.url);
        if (locale === "it") expect(f.url.startsWith(`${ORIGIN}/it/`)).toBe(true);
      }
      const xml = (await app.http("GET", `/feeds/google/${locale}/${currency.toLowerCase()}.xml`)).text;
      const item = items(xml).find((i) => tagText(i, "g:id") === sample[0]!.id)!;
      expect(tagText(item, "g:price")).toBe(`${sample[0]!.bestPrice.amount.toFixed(2)} ${currency}`);
    }
    const [{ en, it }] =
      await sql(`SELECT e.name AS en, i.name AS it FROM product_translations e JOIN product_translations i ON i.product_id = e.product_id AND i.locale = 'it'
       JOIN products p ON p.id = e.product_id WHERE e.locale = 'en' AND e.name <> i.name AND p.best_price_eur IS NOT NULL LIMIT 1`);
    const itXml = (await app.http("GET", "/feeds/google/it/eur.xml")).text;
    expect(itXml).toContain(`<title>${xmlText(it)}</title>`);
    expect(itXml).not.toContain(`<title>${xmlText(en)}</title>`);
  });

  it("CSV: a header and one row per product of the JSON feed", async () => {
    const csv = await app.http("GET", "/feeds/prices/it/eur.csv");
    expect(csv.status).toBe(200);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    // (fetch's text() drops the UTF-8 BOM the file starts with)
    const lines = csv.text
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\n");
    expect(lines[0]).toBe("id,name,platform,region,price,currency,stock,url,image");
    const json = (await app.http("GET", "/feeds/prices/it/eur.json")).body as unknown[];
    expect(json.length).toBeGreaterThan(100);
    // Demo names hold no line breaks: one line per row.
    expect(lines.length - 1).toBe(json.length);
  });

  it("unknown locales, currencies and formats answer 404 JSON", async () => {
    for (const p of [
      "/feeds/google/de/eur.xml",
      "/feeds/google/en/chf.xml",
      "/feeds/prices/en/eur.xml",
      "/feeds/google/en/eur.csv",
      "/feeds/other/en/eur.json",
      "/feeds/prices/en",
    ]) {
      const r = await app.http("GET", p, undefined, { accept: "text/html" });
      expect([p, r.status]).toEqual([p, 404]);
      expect(r.body).toMatchObject({ code: "NOT_FOUND" });
    }
    // Locale and currency are case-insensitive.
    expect((await app.http("GET", "/feeds/google/IT/Eur.xml")).status).toBe(200);
  });
});

describe("XML text", () => {
  it("escapes markup characters and drops what XML 1.0 cannot carry", () => {
    expect(xmlText(`a&b<c>"d"'e' \u0001x\uD800y\uD83D\uDE00z\uFFFE\tè`)).toBe("a&amp;b&lt;c&gt;&quot;d&quot;&apos;e&apos; xy\uD83D\uDE00z\tè");
  });
});

describe("the feeds job", () => {
  it("queues on the changes feeds show", () => {
    expect(feedsAffectedBy(["p12"])).toBe(true);
    expect(feedsAffectedBy(["l$"])).toBe(true);
    expect(feedsAffectedBy("all")).toBe(true);
    expect(feedsAffectedBy(["k12", "v3"])).toBe(false);
  });

  it("writes every file, served with ETag and Last-Modified; a price change shows after the next run", async () => {
    const rows = await feeds.buildFiles();
    expect(Object.keys(rows)).toHaveLength(18);
    expect(statSync(path.join(dataDir, "feeds", "google-en-eur.xml")).size).toBeGreaterThan(1000);
    const r = await app.http("GET", "/feeds/google/en/eur.xml");
    expect(r.headers.get("x-feed-source")).toBe("file");
    expect(r.headers.get("cache-control")).toMatch(/public, max-age=900/);
    const etag = r.headers.get("etag")!;
    expect(etag).toBeTruthy();
    // (fetch sends Cache-Control: no-cache with a conditional request unless told otherwise, which a server must not answer 304)
    expect(r.headers.get("last-modified")).toBeTruthy();
    expect((await app.http("GET", "/feeds/google/en/eur.xml", undefined, { "if-none-match": etag, "cache-control": "max-age=0" })).status).toBe(304);
    expect(items(r.text)).toHaveLength(rows["google-en-eur.xml"]!);

    // The cheapest offer of a product gets cheaper: its best price follows (trigger), the feed after the job.
    const [o] = await sql(
      `SELECT o.id, o.product_id AS "productId", o.price_eur AS price FROM offers o JOIN products p ON p.id = o.product_id
        WHERE o.enabled AND o.state = 0 AND o.seller_state = 0 AND o.stock > 0 AND o.price_eur = p.best_price_eur AND o.price_eur > 200 ORDER BY o.id LIMIT 1`,
    );
    const newPrice = o.price - 123;
    await sql(`UPDATE offers SET price_eur = $2 WHERE id = $1`, [o.id, newPrice]);
    const priceOf = (xml: string) => tagText(items(xml).find((i) => tagText(i, "g:id") === String(o.productId))!, "g:price");
    expect(priceOf((await app.http("GET", "/feeds/google/en/eur.xml")).text)).toBe(`${(o.price / 100).toFixed(2)} EUR`);
    await feeds.buildFiles();
    const after = await app.http("GET", "/feeds/google/en/eur.xml");
    expect(priceOf(after.text)).toBe(`${(newPrice / 100).toFixed(2)} EUR`);
    expect(after.headers.get("etag")).not.toBe(etag);
  });
});

describe("a large catalogue", () => {
  const N = 20_000;
  it(`streams ${N.toLocaleString("en")} products with bounded heap`, async () => {
    await insertSyntheticProducts(sql, N);
    rmSync(path.join(dataDir, "feeds"), { recursive: true, force: true });
    for (let i = 0; i < 3; i++) gc();
    const base = process.memoryUsage().heapUsed;
    let peak = base;
    // Live heap while streaming: collected first (the garbage of written batches is not kept).
    // Every 5 s: a full collection of a jest worker that has run many files before this one takes
    // a second or more, and the server streaming the feed shares this process; collected every
    // second, it got almost no time (the test took over 300 s in CI instead of 20).
    const sample = setInterval(() => {
      gc();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }, 5000);
    try {
      // Straight from the database, read as it comes (the client keeps nothing but a count).
      const res = await fetch(`${app.url}/feeds/google/en/eur.xml`);
      expect(res.headers.get("x-feed-source")).toBe("database");
      let count = 0;
      let carry = "";
      const decoder = new TextDecoder();
      for await (const chunk of res.body!) {
        const text = carry + decoder.decode(chunk as Uint8Array, { stream: true });
        count += text.split("<item>").length - 1;
        carry = text.slice(-5);
        if (carry.includes("<item")) carry = carry.slice(carry.indexOf("<item") + 1);
      }
      expect(count).toBeGreaterThan(N);
      // And every file by the job.
      const rows = await feeds.buildFiles();
      expect(rows["prices-it-gbp.json"]).toBeGreaterThan(N);
    } finally {
      clearInterval(sample);
    }
    // The English Google feed alone is over 20 MB here: a feed built in memory would not fit.
    const growthMb = (peak - base) / 1048576;
    expect(growthMb).toBeLessThan(12);
  }, 300_000);
});
