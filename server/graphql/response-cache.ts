/**
 * Response cache for anonymous GraphQL reads. Whole responses are kept in memory and all
 * dropped whenever the catalogue changes (Postgres NOTIFY from the tables' triggers, so a
 * write by any process or by hand invalidates every process). A response computed while a
 * change arrived is not stored: it may predate the change.
 */
import { InMemoryLRUCache } from "@apollo/utils.keyvaluecache";
import responseCachePlugin from "@apollo/server-plugin-response-cache";
import type { ApolloServerPlugin } from "@apollo/server";
import type { RequestContext } from "./context.js";
import { stringBytes } from "../common/memory.js";

export class CatalogResponseCache {
  /** Bumped on every invalidation; requests remember the one they started in. */
  generation = 0;
  readonly store: InMemoryLRUCache<string>;

  /** @param maxBytes memory the kept responses and their keys may take (RESPONSE_CACHE_MB), counted in bytes. */
  constructor(maxBytes = 32 * 1024 * 1024) {
    this.store = new InMemoryLRUCache<string>({ maxSize: maxBytes, sizeCalculation: (v, key) => stringBytes(v) + stringBytes(key) + 100 });
  }

  invalidate(): void {
    this.generation++;
    this.store.clear();
  }

  plugin(): ApolloServerPlugin<RequestContext> {
    const anonymous = async (rc: { contextValue: RequestContext }) => rc.contextValue.user == null;
    return responseCachePlugin({
      cache: this.store,
      sessionId: async () => null,
      shouldReadFromCache: anonymous,
      shouldWriteToCache: async (rc) => rc.contextValue.user == null && rc.contextValue.cacheGeneration === this.generation,
    });
  }
}
