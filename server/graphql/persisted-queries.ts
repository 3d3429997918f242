/**
 * Automatic persisted queries (APQ): a client sends a query's SHA-256 instead of its text;
 * an unknown hash is answered PERSISTED_QUERY_NOT_FOUND and the client sends the text with
 * the hash once, which registers it. Apollo Server does the protocol (it checks that the
 * hash is the text's, and registers a text only once it has parsed and validated, within the
 * limits of apollo.ts); this is where the texts are kept: the `persisted_queries` table, so
 * that every server process (cluster workers, machines behind a load balancer) knows a hash
 * registered through any of them.
 *
 * Bounded: a text is stored only when it is at most MAX_QUERY_LENGTH characters long (a
 * longer one still runs: it is just sent in full each time), and entries unused for
 * UNUSED_DAYS days are dropped by the housekeeping (server.ts). An entry's `last_used_at` is
 * refreshed at most once a day; the texts read are also kept in a small per-process LRU (a
 * hash names one text for good, so a kept text is never wrong).
 */
import type { KeyValueCache, KeyValueCacheSetOptions } from "@apollo/utils.keyvaluecache";
import { InMemoryLRUCache, PrefixingKeyValueCache } from "@apollo/utils.keyvaluecache";
import type { DataSource } from "typeorm";
import { stringBytes } from "../common/memory.js";

/** Longest query text kept (characters): the storefront's longest is a few KB. */
export const MAX_QUERY_LENGTH = 64 * 1024;
/** Entries nobody asked for in this many days are dropped. */
export const UNUSED_DAYS = 30;
/** How often an entry's `last_used_at` is written at most. */
const TOUCH_EVERY_MS = 24 * 3600 * 1000;
const SHA256_HEX = /^[0-9a-f]{64}$/;

interface Kept {
  query: string;
  /** When `last_used_at` was last written for it by this process (epoch ms). */
  touched: number;
}

export class PostgresPersistedQueryCache implements KeyValueCache<string> {
  private readonly local: InMemoryLRUCache<Kept>;

  /** @param localBytes memory of the per-process copy of the texts read. */
  constructor(
    private readonly dataSource: DataSource,
    localBytes = 4 * 1024 * 1024,
  ) {
    this.local = new InMemoryLRUCache<Kept>({ maxSize: localBytes, sizeCalculation: (v, key) => stringBytes(v.query) + stringBytes(key) + 100 });
  }

  async get(key: string): Promise<string | undefined> {
    // Apollo checks a hash against its text only when registering: anything else is unknown.
    if (!SHA256_HEX.test(key)) return undefined;
    const now = Date.now();
    const kept = await this.local.get(key);
    if (kept) {
      if (now - kept.touched >= TOUCH_EVERY_MS) {
        kept.touched = now;
        await this.touch(key);
      }
      return kept.query;
    }
    const rows: { query: string; stale: boolean }[] = await this.dataSource.query(
      `SELECT query, last_used_at < now() - interval '1 day' AS stale FROM persisted_queries WHERE hash = $1 AND (expires_at IS NULL OR expires_at > now())`,
      [key],
    );
    if (rows.length === 0) return undefined;
    if (rows[0].stale) await this.touch(key);
    await this.local.set(key, { query: rows[0].query, touched: now });
    return rows[0].query;
  }

  async set(key: string, value: string, options?: KeyValueCacheSetOptions): Promise<void> {
    if (value.length > MAX_QUERY_LENGTH) return;
    const ttl = options?.ttl;
    await this.dataSource.query(
      `INSERT INTO persisted_queries (hash, query, expires_at) VALUES ($1, $2, CASE WHEN $3::int IS NULL THEN NULL ELSE now() + make_interval(secs => $3::int) END)
       ON CONFLICT (hash) DO UPDATE SET query = excluded.query, last_used_at = now(), expires_at = excluded.expires_at`,
      [key, value, ttl == null ? null : Math.max(1, Math.ceil(ttl))],
    );
    await this.local.set(key, { query: value, touched: Date.now() });
  }

  async delete(key: string): Promise<boolean | void> {
    await this.local.delete(key);
    const [, count] = (await this.dataSource.query(`DELETE FROM persisted_queries WHERE hash = $1`, [key])) as [unknown, number];
    return count > 0;
  }

  private async touch(key: string): Promise<void> {
    await this.dataSource.query(`UPDATE persisted_queries SET last_used_at = now() WHERE hash = $1`, [key]);
  }
}

/** Drops the entries unused for `days` days and expired ones; returns how many. */
export async function prunePersistedQueries(dataSource: DataSource, days = UNUSED_DAYS): Promise<number> {
  const [, count] = (await dataSource.query(
    `DELETE FROM persisted_queries WHERE last_used_at < now() - make_interval(days => $1::int) OR expires_at <= now()`,
    [days],
  )) as [unknown, number];
  return count;
}

/** The store for Apollo's `persistedQueries.cache`: the table holds nothing else, so its keys are the bare hashes. */
export function persistedQueryStore(dataSource: DataSource): KeyValueCache<string> {
  return PrefixingKeyValueCache.cacheDangerouslyDoesNotNeedPrefixesForIsolation(new PostgresPersistedQueryCache(dataSource));
}
