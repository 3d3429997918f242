/**
 * Product feeds for Google Merchant Center and price-comparison sites, streamed: the products
 * are read in id order in batches (keyset pagination, one statement of FEED_BATCH rows each) and
 * each batch is written out before the next is read, waiting for the destination to drain, so a
 * catalogue of any size takes one batch of memory. The feeds list what the storefront sells:
 * enabled products in an enabled category with a best price (an offer with stock) in the feed's
 * currency; out-of-stock products are left out (they have no price to show).
 *
 * `buildFiles` writes every variant under DATA_DIR/feeds (each to a temporary file, renamed over
 * the old one when complete) in one pass per locale; the routes serve those files, or stream
 * straight from the database while none exists yet.
 */
import { createWriteStream, promises as fs } from "node:fs";
import path from "node:path";
import type { Writable } from "node:stream";
import { finished } from "node:stream/promises";
import type { DataSource } from "typeorm";
import { CurrencyCode, Locale, PreOrderState } from "../../common/enums.js";
import { type CategoryRow, CATEGORY_COLUMNS, productPath, toCategoryViews } from "../catalog/catalog.sql.js";
import type { CategoryView } from "../catalog/catalog.types.js";
import {
  csvFeed,
  FEED_CURRENCIES,
  FEED_LOCALES,
  type FeedFormat,
  type FeedHeader,
  type FeedProduct,
  type FeedVariant,
  feedFileName,
  googleFeed,
  jsonFeed,
} from "./feeds.format.js";

/** Rows per statement. */
export const FEED_BATCH = 1000;

/** Google's product taxonomy ids of the root categories (by English slug) that have one. */
const GOOGLE_CATEGORIES: Record<string, number> = {
  games: 1279, // Software > Video Game Software
  softwares: 313, // Software > Computer Software
  cards: 53, // Arts & Entertainment > Party & Celebration > Gift Giving > Gift Cards & Certificates
};

interface ProductRow {
  id: number;
  name: string;
  slug: string;
  description: string;
  categoryId: number;
  platform: string;
  region: string;
  publisher: string | null;
  manufacturer: string | null;
  image: string | null;
  stock: number;
  preOrder: number;
  releaseDate: string | null;
  eur: number | null;
  usd: number | null;
  gbp: number | null;
}

/** Something the feed is written to: a file or an HTTP response. `closed` tells a reader that went away. */
export interface FeedSink {
  stream: Writable;
  closed(): boolean;
}

/**
 * Writes to a sink, waiting for a drain when the destination's buffer is full. One set of
 * listeners per sink for its whole life (the compression middleware forwards a response's
 * "drain" listeners to its gzip stream and cannot remove them again).
 */
class SinkWriter {
  private wake: (() => void) | null = null;
  constructor(readonly sink: FeedSink) {
    const fire = () => {
      const w = this.wake;
      this.wake = null;
      w?.();
    };
    sink.stream.on("drain", fire).on("close", fire).on("error", fire);
  }

  async write(chunk: string): Promise<void> {
    if (!chunk || this.sink.closed()) return;
    if (this.sink.stream.write(chunk)) return;
    // Until the buffer drains, or the destination closes or fails (a reader that went away).
    await new Promise<void>((resolve) => (this.wake = resolve));
  }
}

/** One variant's writer over a sink: the head, each batch of products, the tail. */
class VariantWriter {
  private count = 0;
  private readonly out: SinkWriter;
  constructor(
    readonly variant: FeedVariant,
    readonly sink: FeedSink,
  ) {
    this.out = new SinkWriter(sink);
  }

  head(h: FeedHeader): Promise<void> {
    const f = this.variant.format;
    return this.out.write(f === "google.xml" ? googleFeed.head(h) : f === "prices.csv" ? csvFeed.head() : jsonFeed.head());
  }

  batch(products: readonly FeedProduct[]): Promise<void> {
    const { currency, format } = this.variant;
    const priced = products.filter((p) => p.prices[currency] != null);
    if (!priced.length) return Promise.resolve();
    let chunk: string;
    if (format === "google.xml") chunk = priced.map((p) => googleFeed.item(p, currency)).join("");
    else if (format === "prices.csv") chunk = csvFeed.rows(priced, currency);
    else chunk = priced.map((p, i) => jsonFeed.item(p, currency, this.count + i === 0)).join("");
    this.count += priced.length;
    return this.out.write(chunk);
  }

  tail(): Promise<void> {
    const f = this.variant.format;
    return this.out.write(f === "google.xml" ? googleFeed.tail() : f === "prices.csv" ? csvFeed.tail() : jsonFeed.tail(this.count === 0));
  }

  get rows(): number {
    return this.count;
  }
}

export class FeedsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly origin: string,
    private readonly dataDir: string,
    private readonly siteName = "KeyMarket",
  ) {}

  /** The directory of the feed files. */
  get dir(): string {
    return path.join(this.dataDir, "feeds");
  }

  filePath(v: FeedVariant): string {
    return path.join(this.dir, feedFileName(v));
  }

  /** Enabled categories of a locale, with their URLs and names. */
  private async categories(locale: Locale): Promise<Map<number, CategoryView & { names: string[] }>> {
    const rows: CategoryRow[] = await this.dataSource.query(
      `SELECT ${CATEGORY_COLUMNS}
         FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = $1
        WHERE c.enabled ORDER BY c.depth, c.position, c.id`,
      [locale],
    );
    const views = toCategoryViews(rows);
    const out = new Map<number, CategoryView & { names: string[] }>();
    for (const [id, v] of views) {
      // A category under a disabled one is not on the storefront (its path is incomplete).
      if (!v.pathIds.every((a) => views.has(a))) continue;
      out.set(id, { ...v, names: v.pathIds.map((a) => views.get(a)!.name) });
    }
    return out;
  }

  /** Root category id → Google taxonomy id, by the roots' English slugs. */
  private async googleCategories(): Promise<Map<number, number>> {
    const rows: { id: number; slug: string }[] = await this.dataSource.query(
      `SELECT c.id, ct.slug FROM categories c JOIN category_translations ct ON ct.category_id = c.id AND ct.locale = 'en' WHERE c.parent_id IS NULL`,
    );
    return new Map(rows.filter((r) => GOOGLE_CATEGORIES[r.slug] != null).map((r) => [r.id, GOOGLE_CATEGORIES[r.slug]!]));
  }

  /**
   * The sellable products of a locale, a batch at a time in id order. Each batch is its own
   * short statement (no transaction or cursor held open while a slow reader drains).
   */
  async *products(locale: Locale, currencies: readonly CurrencyCode[] = FEED_CURRENCIES, batch = FEED_BATCH): AsyncGenerator<FeedProduct[]> {
    const [categories, google] = await Promise.all([this.categories(locale), this.googleCategories()]);
    const priced = currencies.map((c) => `p.best_price_${c} IS NOT NULL`).join(" OR ");
    const today = new Date().toISOString().slice(0, 10);
    let after = 0;
    for (;;) {
      const rows: ProductRow[] = await this.dataSource.query(
        `SELECT p.id, t.name, t.slug, coalesce(nullif(t.description_short, ''), t.description) AS description,
                p.category_id AS "categoryId", pl.name AS platform, p.region, p.publisher, p.manufacturer,
                p.cover_image->>'src' AS image, p.stock, p.pre_order AS "preOrder",
                to_char(p.release_date, 'YYYY-MM-DD') AS "releaseDate",
                p.best_price_eur AS eur, p.best_price_usd AS usd, p.best_price_gbp AS gbp
           FROM products p
           JOIN product_translations t ON t.product_id = p.id AND t.locale = $1
           JOIN platforms pl ON pl.id = p.platform_id
          WHERE p.id > $2 AND p.enabled AND (${priced})
          ORDER BY p.id LIMIT $3`,
        [locale, after, batch],
      );
      if (!rows.length) return;
      after = rows[rows.length - 1]!.id;
      const out: FeedProduct[] = [];
      for (const r of rows) {
        const category = categories.get(r.categoryId);
        if (!category) continue;
        const inPreOrder = r.preOrder === PreOrderState.InPreOrder && (r.releaseDate == null || r.releaseDate > today);
        out.push({
          id: r.id,
          name: r.name,
          description: r.description,
          url: this.origin + productPath(category, r.slug),
          image: this.imageUrl(r.image),
          platform: r.platform,
          region: r.region,
          brand: r.publisher || r.manufacturer || null,
          productType: category.names.join(" > "),
          googleCategory: google.get(category.pathIds[0]!) ?? null,
          prices: { [CurrencyCode.EUR]: r.eur, [CurrencyCode.USD]: r.usd, [CurrencyCode.GBP]: r.gbp },
          stock: r.stock,
          preorder: inPreOrder ? (r.releaseDate ?? "") : null,
        });
      }
      yield out;
      if (rows.length < batch) return;
    }
  }

  /** A stored image as a JPEG/WebP URL merchants accept (the /img resizer), absolute. */
  private imageUrl(src: string | null): string {
    if (!src) return "";
    if (/^https?:\/\//.test(src)) return src;
    if (src.startsWith("/media/")) return `${this.origin}/img?src=${encodeURIComponent(src)}&w=640`;
    return this.origin + src;
  }

  /** Streams the variants of one locale to their sinks in one pass over the products. */
  async write(locale: Locale, writers: readonly { variant: FeedVariant; sink: FeedSink }[]): Promise<number[]> {
    const ws = writers.map((w) => new VariantWriter(w.variant, w.sink));
    const header: FeedHeader = { siteName: this.siteName, origin: this.origin, locale };
    const currencies = [...new Set(ws.map((w) => w.variant.currency))];
    const batches = this.products(locale, currencies);
    // The first batch before anything is written: a database that fails at once still gets its
    // usual error answer (the status line is not sent yet).
    let next = await batches.next();
    for (const w of ws) await w.head(header);
    while (!next.done) {
      if (ws.every((w) => w.sink.closed())) {
        await batches.return(undefined);
        break;
      }
      for (const w of ws) await w.batch(next.value);
      next = await batches.next();
    }
    for (const w of ws) await w.tail();
    return ws.map((w) => w.rows);
  }

  /** One variant straight from the database (no file yet). */
  async stream(variant: FeedVariant, sink: FeedSink): Promise<void> {
    await this.write(variant.locale, [{ variant, sink }]);
  }

  /**
   * Writes every variant (2 locales × 3 currencies × 3 formats) under DATA_DIR/feeds: each to a
   * temporary file renamed over the old one once complete, so readers see a whole old or a whole
   * new file. Returns the rows written per file.
   */
  async buildFiles(): Promise<Record<string, number>> {
    await fs.mkdir(this.dir, { recursive: true });
    const result: Record<string, number> = {};
    for (const locale of FEED_LOCALES) {
      const files = FEED_CURRENCIES.flatMap((currency) =>
        (["google.xml", "prices.csv", "prices.json"] as FeedFormat[]).map((format) => {
          const variant = { format, locale, currency };
          const target = this.filePath(variant);
          const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
          const stream = createWriteStream(temp);
          let failed: Error | null = null;
          stream.on("error", (e) => (failed = e));
          return { variant, target, temp, stream, failed: () => failed, sink: { stream, closed: () => failed != null || stream.destroyed } };
        }),
      );
      try {
        const rows = await this.write(locale, files);
        await Promise.all(
          files.map(async (f) => {
            f.stream.end();
            await finished(f.stream);
            const e = f.failed();
            if (e) throw e;
          }),
        );
        for (const [i, f] of files.entries()) {
          await fs.rename(f.temp, f.target);
          result[feedFileName(f.variant)] = rows[i]!;
        }
      } finally {
        for (const f of files) {
          f.stream.destroy();
          await fs.rm(f.temp, { force: true });
        }
      }
    }
    return result;
  }
}
