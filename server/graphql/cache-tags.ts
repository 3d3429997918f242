/**
 * Cache tags: what a cached anonymous answer depends on, and what a catalogue change touches.
 *
 * The catalogue tables' triggers (migration CatalogChangeTags) send, with every committed
 * write, the tags it touches on the `km_catalog_changed` channel. Every process listens
 * (server/db/catalog-notifications.ts) and bumps those tags in its InvalidationClock. Every
 * cached answer (GraphQL response, SSR page, the SSR loaders' normalised results) keeps the
 * tags it was computed from and the clock's sequence number when its computation started; it
 * is served only while none of its tags (and not "everything") was bumped since, and before
 * its max-age. A change that lands while an answer is computed therefore also keeps that
 * answer from being served from the cache (it is checked again when stored and when read).
 *
 * The rule (the README's "Caching" section says the same):
 *  - a product (or an offer of it) in an answer tags it `p<id>`: any change to what the
 *    product shows (texts, images, prices, offers, in-stock flag, offer count) drops it;
 *  - an answer that shows a stock count (Product.stock, Offer.stock) is also tagged
 *    `k<id>`: a sale drops it at once; other answers (product cards show only the in-stock
 *    flag and the offer count) keep going through sales that leave the product in stock;
 *  - a list is tagged with its scope: `lc<category id>` when filtered by category,
 *    otherwise `lp:<slug>` per platform filtered on, otherwise `l`. A product that may enter
 *    or leave lists, or move in them (enabled, category, platform, marketing tags, in-stock
 *    flag, date, score, texts) bumps `l`, its categories' (and their ancestors') `lc` and its
 *    platform's `lp` tags. A price change (best or list price) bumps the same tags with a `$`
 *    (`l$`, `lc$<id>`, `lp$:<slug>`), which only lists ordered or filtered by price, and the
 *    deals, carry besides their scope's: a sale that moves a product's best price (its
 *    cheapest offer sold out) redraws its cards and the price lists, not every list;
 *  - lists also live at most LIST_MAX_AGE seconds: the sales counters (bestsellers,
 *    trending, the default popularity order) move them without a notification;
 *  - category product counts are tagged `n<category id>` (products added, removed,
 *    enabled or disabled, or moved between categories);
 *  - a seller's public profile is `v<id>`;
 *  - categories, platforms, macrocategories, settings and their translations are on every
 *    page (menus, breadcrumbs, URLs, cards): a change to them is "everything", and so are a
 *    reconnect of the listener (notifications sent meanwhile are lost) and a payload too
 *    large for NOTIFY.
 */
import type { RequestContext } from "./context.js";

/** How long an answer may be kept when nothing invalidates it (seconds). */
export const DEFAULT_MAX_AGE = 3600;
/** How long an answer with a list may be kept: popularity moves lists without a notification (seconds). */
export const LIST_MAX_AGE = 60;

export const CacheTag = {
  product: (id: number | string) => `p${id}`,
  productStock: (id: number | string) => `k${id}`,
  seller: (id: number | string) => `v${id}`,
  lists: "l",
  categoryLists: (id: number | string) => `lc${id}`,
  platformLists: (slug: string) => `lp:${slug}`,
  /** The price variant of a list scope tag (`l` → `l$`, `lc12` → `lc$12`, `lp:steam` → `lp$:steam`). */
  priced: (scope: string) => (scope === "l" ? "l$" : scope.startsWith("lc") ? `lc$${scope.slice(2)}` : `lp$${scope.slice(2)}`),
  categoryCount: (id: number | string) => `n${id}`,
} as const;

/** Every tag the triggers send; anything else in a payload (an older server's table name) counts as everything. */
const TAG = /^(?:[pkvn]\d+|l\$?|lc\$?\d+|lp\$?:[\w.-]+)$/;

/** The tags of a `km_catalog_changed` payload, or "all". */
export function parseChange(payload: string): string[] | "all" {
  const tags = payload.split(" ").filter(Boolean);
  if (tags.length === 0 || tags.some((t) => !TAG.test(t))) return "all";
  return tags;
}

/** What an answer depends on: tag sets, each with the clock's sequence number when it was read, and an expiry. */
export interface Dependencies {
  parts: { since: number; tags: readonly string[] }[];
  /** Epoch milliseconds after which the answer is not served. */
  expires: number;
}

/**
 * Per-process versions of the tags: a sequence number bumped on every change, the number
 * at which each tag (and "everything") last changed. Bounded: past `maxTags` distinct tags
 * the map is emptied and everything counts as changed.
 */
export class InvalidationClock {
  private seq = 0;
  private everything = 0;
  private readonly versions = new Map<string, number>();

  constructor(private readonly maxTags = 100_000) {}

  /** The current sequence number: a computation starting now records it. */
  now(): number {
    return this.seq;
  }

  invalidate(change: readonly string[] | "all"): void {
    this.seq++;
    if (change === "all" || this.versions.size + change.length > this.maxTags) {
      this.everything = this.seq;
      this.versions.clear();
      return;
    }
    for (const tag of change) this.versions.set(tag, this.seq);
  }

  /** Whether an answer with these dependencies may still be served. */
  isCurrent(deps: Dependencies, now = Date.now()): boolean {
    if (deps.expires <= now) return false;
    for (const part of deps.parts) {
      if (this.everything > part.since) return false;
      for (const tag of part.tags) if ((this.versions.get(tag) ?? 0) > part.since) return false;
    }
    return true;
  }
}

/** Dependencies of several answers (a page's operations): all their parts, the earliest expiry. */
export function mergeDependencies(list: readonly Dependencies[]): Dependencies {
  const parts = list.flatMap((d) => d.parts);
  return { parts, expires: Math.min(Infinity, ...list.map((d) => d.expires)) };
}

/**
 * What one GraphQL operation read, collected while it runs (the request context carries
 * it): tags added by the catalogue's resolvers and services, the answers reused from the
 * response cache, and the shortest max-age asked for.
 */
export class DependencyRecorder {
  private readonly tags = new Set<string>();
  private readonly reused: Dependencies[] = [];
  private maxAge = DEFAULT_MAX_AGE;

  constructor(readonly since: number) {}

  add(tag: string): void {
    this.tags.add(tag);
  }

  /** Keeps the answer at most `seconds`. */
  limitMaxAge(seconds: number): void {
    this.maxAge = Math.min(this.maxAge, seconds);
  }

  /** The answer includes one computed before (a cache hit): its dependencies carry over. */
  include(deps: Dependencies): void {
    this.reused.push(deps);
  }

  /** Seconds the answer may be kept, counted from now (what is left of reused answers' lives included). */
  ttlSeconds(now = Date.now()): number {
    return Math.max(0, Math.floor((this.dependencies(now).expires - now) / 1000));
  }

  dependencies(now = Date.now()): Dependencies {
    const own: Dependencies = { parts: [{ since: this.since, tags: [...this.tags] }], expires: now + this.maxAge * 1000 };
    return this.reused.length ? mergeDependencies([own, ...this.reused]) : own;
  }
}

/** Records tags on the request's recorder (no-op outside a cached GraphQL request). */
export function dependsOn(ctx: Pick<RequestContext, "cacheDeps">, ...tags: string[]): void {
  const recorder = ctx.cacheDeps;
  if (recorder) for (const t of tags) recorder.add(t);
}

/** Records the products of an answer (`p<id>` each). */
export function dependsOnProducts(ctx: Pick<RequestContext, "cacheDeps">, products: readonly { id: number }[]): void {
  const recorder = ctx.cacheDeps;
  if (recorder) for (const p of products) recorder.add(CacheTag.product(p.id));
}

/**
 * Records a list: its scope's tags (none: the unscoped lists' `l`), their price variants
 * when it is ordered or filtered by price, and the list max-age.
 */
export function dependsOnList(ctx: Pick<RequestContext, "cacheDeps">, scope: string[], byPrice: boolean): void {
  const recorder = ctx.cacheDeps;
  if (!recorder) return;
  for (const t of scope.length ? scope : [CacheTag.lists]) {
    recorder.add(t);
    if (byPrice) recorder.add(CacheTag.priced(t));
  }
  recorder.limitMaxAge(LIST_MAX_AGE);
}
